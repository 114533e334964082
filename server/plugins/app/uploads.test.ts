import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/buildTestApp';
import { productionSettings } from '../../../tests/helpers/productionSettings';
import database from '../external/database';
import env from '../external/env';
import metrics from './metrics';
import uploads from './uploads';

/** A production start needs every outside system (env.ts); these tests are about the scanner. */
const { CLAMD_ADDRESS: _scanner, ...withoutScanner } = productionSettings;

/** Photos are stored in the database (issue 34), so the plugin starts on a real one. */
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  testDatabase = await createTestDatabase('migrated');
});
afterAll(async () => {
  await testDatabase.drop();
});

async function startUploads(environment: Record<string, string>) {
  const app = Fastify({ logger: false });
  await app.register(env, { data: { LOG_LEVEL: 'silent', ...withoutScanner, ...testDatabase.environment, ...environment } });
  await app.register(database);
  await app.register(metrics);
  await app.register(uploads);
  await app.ready();
  return app;
}

describe('starting without a virus scanner', () => {
  it('refuses to start in production, naming the missing setting', async () => {
    await expect(startUploads({ NODE_ENV: 'production' })).rejects.toThrow('missing settings required in production: CLAMD_ADDRESS');
  });

  it('starts in development with uploads unscanned (the start-up log warns)', async () => {
    const app = await startUploads({ NODE_ENV: 'development' });
    expect(app.virusScanner).toBeNull();
    await app.close();
  });

  it('refuses to start in production when the configured clamd does not answer', async () => {
    await expect(startUploads({ NODE_ENV: 'production', CLAMD_ADDRESS: 'unix:/nonexistent/clamd.sock' })).rejects.toThrow(
      'clamd does not answer',
    );
  });

  it('starts in development when clamd does not answer, and the operators’ metrics say so (issue 56)', async () => {
    const app = await startUploads({ NODE_ENV: 'development', CLAMD_ADDRESS: 'unix:/nonexistent/clamd.sock' });
    expect(await app.metricsRegistry.metrics()).toMatch(/^clamd_up 0$/m);
    await app.close();
  });
});
