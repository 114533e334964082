import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { seedDemoData } from '../../server/seed/seedDemoData';
import { tokyoToday } from '../../validators/calendar';
import { configWithFlags } from '../helpers/configWithFlags';
import { freePort } from '../helpers/freePort';
import { testPasswordCost } from '../helpers/testPasswordCost';
import type { Phone } from './phone';

/** A real server of the product in the journey's own process, beside the shared e2e server. */
export interface OwnServer {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Closes the server and removes its folders. */
  close(): Promise<void>;
}

export interface OwnServerOptions {
  /** Feature flags switched in a copy of config/, as product staff would set them. */
  readonly flags?: Readonly<Record<string, boolean>>;
  /** Added to the test environment (a database of its own, a partner's address, the console's origin). */
  readonly environment?: Readonly<Record<string, string>>;
  /** The demo data put in; false for a second instance on a database the first has seeded. */
  readonly seed?: boolean;
  /** The server's clock, for a journey that moves the time. */
  readonly clock?: () => Date;
}

/**
 * For a journey that needs what the shared server cannot give it: a setting, a clock, a database or a second
 * instance of its own. Its data folder (and config copy) are its own; it listens on a free port on the loopback.
 */
export async function startOwnServer({ flags, environment = {}, seed = true, clock }: OwnServerOptions = {}): Promise<OwnServer> {
  const data = mkdtempSync(join(tmpdir(), 'card-web-e2e-own-'));
  const config = flags ? configWithFlags(flags) : undefined;
  const folders = config ? [data, config] : [data];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    logger: false,
    environment: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: data,
      ...(config ? { CONFIG_DIR: config } : {}),
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      ...testPasswordCost,
      ...environment,
    },
    ...(clock ? { clock } : {}),
  });
  if (seed)
    await seedDemoData(app.db, {
      today: tokyoToday(new Date()),
      testPeople: true,
      passwordCost: app.config.PASSWORD_HASH_COST,
      fileStorage: app.fileStorage,
    });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The phone with its addresses on `server` rather than on the shared one. */
export const phoneOnServer = (phone: Phone, server: { readonly url: string }): Phone => ({
  ...phone,
  url: (path) => `${server.url}${path}`,
});
