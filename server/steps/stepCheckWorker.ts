import { parentPort, workerData } from 'node:worker_threads';
import type { JsonObject } from '../../schemas/resolveSchema';
import { checkStepVersion } from './stepChecks';
import type { RepoStep } from './stepFiles';

/** One check of a step version off the service's event loop (runStepCheck.ts): the answer is posted back. */
const { repo, written, today } = workerData as { repo: RepoStep; written: JsonObject; today: string };
parentPort?.postMessage(await checkStepVersion(repo, written, today));
