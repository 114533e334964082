import { defineConfig } from 'vitest/config';

// Browser journeys against the built server, one Chromium per file; files run one after another because
// the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/startServer.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
