import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { productionSettings } from '../../../tests/helpers/productionSettings';
import env from '../external/env';
import uploads from './uploads';

/** A production start needs every outside system (env.ts); these tests are about the scanner. */
const { CLAMD_ADDRESS: _scanner, ...withoutScanner } = productionSettings;

async function startUploads(environment: Record<string, string>) {
  const app = Fastify({ logger: false });
  await app.register(env, { data: { LOG_LEVEL: 'silent', ...withoutScanner, ...environment } });
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
});
