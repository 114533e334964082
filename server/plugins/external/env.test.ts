import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';

describe('environment at boot', () => {
  it('stops the start and names PORT when it is not a number', async () => {
    await expect(buildApp({ logger: false, environment: { PORT: 'three thousand' } })).rejects.toThrow(/PORT/);
  });

  it('stops the start and names DATABASE_URL when it is not a PostgreSQL URL', async () => {
    await expect(buildApp({ logger: false, environment: { DATABASE_URL: 'mysql://x' } })).rejects.toThrow(/DATABASE_URL/);
  });

  it('stops the start and names NODE_ENV when it is unknown', async () => {
    await expect(buildApp({ logger: false, environment: { NODE_ENV: 'staging' } })).rejects.toThrow(/NODE_ENV/);
  });
});
