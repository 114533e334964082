import { defineConfig } from 'vitest/config';

// Browser journeys against the built server, one Chromium per file; within one run files go one after another,
// as they share the server's demo members (`npm run test:e2e` starts two such runs, each with its own server).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/startServer.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a journey reads; vitest's default second is less than a save and the next page take
    // on a loaded machine (issue 62), and a poll that passes returns at once, so only a failure waits the whole limit.
    expect: { poll: { timeout: 15_000 } },
  },
});
