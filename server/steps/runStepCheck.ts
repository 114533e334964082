import { Worker } from 'node:worker_threads';
import type { JsonObject } from '../../schemas/resolveSchema';
import type { CheckedStep } from './stepChecks';
import type { RepoStep } from './stepFiles';

/**
 * The checks of a saved step version (stepChecks.ts) in a worker thread: walking every path of the application's
 * machine takes seconds of CPU, which on the service's own thread would hold every member's request behind a product
 * staff member's save. The worker loads the TypeScript sources through tsx (a dependency: the server runs on it).
 */
export function runStepCheck(repo: RepoStep, written: JsonObject, today: string): Promise<CheckedStep> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./stepCheckWorker.ts', import.meta.url), {
      workerData: { repo, written, today },
      execArgv: ['--import', 'tsx'],
    });
    worker.once('message', (checked: CheckedStep) => {
      resolve(checked);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the step check worker exited with ${code}`));
    });
  });
}
