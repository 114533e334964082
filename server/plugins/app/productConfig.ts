import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { liveConfigVersions, publishDueVersions } from '../../config/configVersions';
import { checkEditableConfig, loadProductConfig, type ProductConfig } from '../../config/productConfig';
import { demoExternalPages } from '../../routes/demoExternalPages';

declare module 'fastify' {
  interface FastifyInstance {
    productConfig: ProductConfig;
    /** Reads the published config versions now (the poll does it every CONFIG_POLL_MS); tests call it to not wait. */
    refreshProductConfig(): Promise<void>;
  }
}

type LiveConfig = { -readonly [K in keyof ProductConfig]: ProductConfig[K] };

/**
 * The product staff's config: the files in CONFIG_DIR, checked at start (every mistake at once), and then the newest
 * version published in the console (issue 31 item 5), read by every instance within CONFIG_POLL_MS without a
 * restart. A poll also publishes the scheduled versions whose time has come. A version that does not check out here
 * (it was checked when saved; only a code change since could break it) is not taken, and the log says so.
 */
export default fp(
  async (app) => {
    const live: LiveConfig = { ...(await loadProductConfig(resolve(app.config.CONFIG_DIR))) };
    // Demo mode opens its own stand-ins for the pages outside the service (routes/demoExternalPages.ts): the configured
    // ones are another site's, and the demo's example.com addresses end on a DNS error.
    if (app.config.DEMO === '1') live.externalPages = demoExternalPages;
    app.decorate('productConfig', live);
    const taken: { campaigns?: number; flags?: number; serviceHours?: number } = {};

    const refresh = async (): Promise<void> => {
      await publishDueVersions(app.db);
      const versions = await liveConfigVersions(app.db);
      const campaigns = versions['campaigns.json'];
      if (campaigns && campaigns.id !== taken.campaigns) {
        const checked = checkEditableConfig('campaigns.json', campaigns.body);
        if (checked.value) live.campaigns = checked.value.campaigns;
        else
          app.log.error(
            { version: campaigns.id, problems: checked.problems },
            'published campaigns version does not check out: kept the previous one',
          );
        taken.campaigns = campaigns.id;
      }
      const flags = versions['featureFlags.json'];
      if (flags && flags.id !== taken.flags) {
        const checked = checkEditableConfig('featureFlags.json', flags.body);
        if (checked.value) live.featureFlags = checked.value.flags;
        else
          app.log.error(
            { version: flags.id, problems: checked.problems },
            'published feature flags version does not check out: kept the previous one',
          );
        taken.flags = flags.id;
      }
      const serviceHours = versions['serviceHours.json'];
      if (serviceHours && serviceHours.id !== taken.serviceHours) {
        const checked = checkEditableConfig('serviceHours.json', serviceHours.body);
        if (checked.value) live.serviceHours = checked.value;
        else
          app.log.error(
            { version: serviceHours.id, problems: checked.problems },
            'published service hours version does not check out: kept the previous one',
          );
        taken.serviceHours = serviceHours.id;
      }
    };
    app.decorate('refreshProductConfig', refresh);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const tick = (): void => {
      running ??= refresh()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'reading the published config versions failed; trying again at the next poll'),
        )
        .finally(() => (running = null));
    };
    app.addHook('onReady', async () => {
      // Without the database the start goes on (liveness answers from the process alone); the next poll reads it.
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
  { name: 'product-config', dependencies: ['env', 'database'] },
);
