import fp from 'fastify-plugin';
import { liveStepModule, type LiveStepModule } from '../../../schemas/liveStepModule';
import type { JsonObject } from '../../../schemas/resolveSchema';
import { liveStepSet, NO_LIVE_STEPS, type LiveStep, type LiveStepSet } from '../../steps/liveSteps';
import { compiledStepVersion } from '../../steps/recordedSteps';
import { envelopeProblems } from '../../steps/stepEnvelope';
import { repoStep } from '../../steps/stepFiles';
import { liveStepRows, publishDueStepVersions, versionByModuleHash, type StepVersionRow } from '../../steps/stepVersions';

/** A live version whose repo file a deploy changed since it was edited (issue 55): reported in the console, never overwritten. */
export interface StepDrift {
  readonly step: string;
  readonly versionId: number;
  /** Whether the version still fits the new file (then it stays live) or the repo's file is served instead. */
  readonly kept: boolean;
  readonly reason: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveSteps: {
      /** The step versions live on this instance now. */
      current(): LiveStepSet;
      /** Reads the published versions now (the poll does it every CONFIG_POLL_MS); tests call it to not wait. */
      refresh(): Promise<void>;
      /** A compiled step module by its hash: a live one, or any saved version's (a preview), compiled on first ask. */
      moduleByHash(hash: string): Promise<LiveStepModule | undefined>;
      drift(): readonly StepDrift[];
    };
  }
}

/** What keeps a version from being published or served under the repo's file as it is now; null when nothing does. */
export function versionMisfit(version: Pick<StepVersionRow, 'step' | 'body' | 'base_digest'>): string | null {
  const repo = repoStep(version.step);
  if (!repo) return `ステップ ${version.step} はリポジトリにもうありません。`;
  const problems = envelopeProblems(repo.written, version.body as JsonObject);
  if (problems.length > 0)
    return `デプロイでリポジトリの ${version.step} が変わり、この版は今のコードでは使えません：${problems.map((problem) => problem.message).join(' / ')}`;
  try {
    liveStepModule(version.step, version.body as JsonObject);
  } catch (error) {
    return `検証コードを作れません：${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}

/**
 * The step versions product staff published in the console, read by every instance within CONFIG_POLL_MS (issue 55
 * item 5), compiled here by the schemas' compiler and served to the browser as `/assets/steps/<hash>.js`. A poll also
 * publishes the scheduled versions whose time has come, each checked again.
 */
export default fp(
  async (app) => {
    let current: LiveStepSet = NO_LIVE_STEPS;
    let drift: StepDrift[] = [];
    const modules = new Map<string, LiveStepModule>();
    const taken = new Map<number, LiveStep>();

    const compiled = async (row: StepVersionRow): Promise<LiveStep> => {
      const known = taken.get(row.id);
      if (known) return known;
      const step = await compiledStepVersion(row);
      modules.set(step.module.hash, step.module);
      taken.set(row.id, step);
      return step;
    };

    const refresh = async (): Promise<void> => {
      await publishDueStepVersions(app.db, versionMisfit);
      const rows = await liveStepRows(app.db);
      const live: LiveStep[] = [];
      const found: StepDrift[] = [];
      for (const row of rows) {
        const repo = repoStep(row.step);
        const misfit = versionMisfit(row);
        if (repo && repo.digest !== row.base_digest)
          found.push({
            step: row.step,
            versionId: row.id,
            kept: misfit === null,
            reason:
              misfit ??
              `デプロイでリポジトリの ${row.step}.json が変わりました。公開中の第${row.id}版はその前のファイルをもとにしています。`,
          });
        if (misfit !== null) {
          app.log.error({ step: row.step, version: row.id }, 'a live step version does not fit the deployed step: serving the repo file');
          continue;
        }
        live.push(await compiled(row));
      }
      drift = found;
      const next = liveStepSet(live);
      if (next.digest !== current.digest) current = next;
    };

    app.decorate('liveSteps', {
      current: () => current,
      refresh,
      drift: () => drift,
      moduleByHash: async (hash: string) => {
        const known = modules.get(hash);
        if (known) return known;
        const row = await versionByModuleHash(app.db, hash);
        if (!row) return undefined;
        const module = liveStepModule(row.step, row.body as JsonObject);
        if (module.hash !== hash) return undefined;
        modules.set(hash, module);
        return module;
      },
    });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const tick = (): void => {
      running ??= refresh()
        .catch((error: unknown) => app.log.warn({ err: error }, 'reading the live step versions failed; trying again at the next poll'))
        .finally(() => (running = null));
    };
    app.addHook('onReady', async () => {
      tick();
      await running;
      timer = setInterval(tick, app.config.CONFIG_POLL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'live-steps', dependencies: ['env', 'database'] },
);
