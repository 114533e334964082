import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './tests/helpers/durationSequencer.ts';

// Server tests run twice, once per database (DESIGN.md: the suite runs against both PGlite and PostgreSQL); the
// security suite (tests/security, issue 13) attacks the whole app and runs with them.
const serverTests = ['server/**/*.test.ts', 'tests/security/**/*.test.ts'];
// A worker keeps the modules it imported from one test file to the next (`isolate: false`): each server file builds
// the whole app, and importing it afresh per file summed to 626 s of imports in a 1,590 s run; so, 128 s in 1,193 s (a
// clean clone's CI on the same machine). The unit files too: 141 s of CPU to 115 s (2026-11-28). Safe because every
// file makes its own app, database, ports and folders, none mocks a module, and the one that stubs a global
// (src/routes/guardsLoader.test.ts) restores it after each test.
const sharedModules = { isolate: false };
// A server test builds the app on a copy of a template database and often a second instance: 2–10 s alone, 3–5 times
// that beside another suite at load 11 on two cores (issue 62: a path walk of the application, two instances on one
// database, at 30 s). The tests heavier than that (a seed from nothing, a process started, a step check) name their own.
const serverTestLimit = 90_000;
const serverHookLimit = 180_000;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, which kept CI's vitest
    // run at 24 minutes with 1.1 cores busy on average, since a server test spends much of its time waiting on its
    // database (PostgreSQL's processes, PGlite's I/O) and a bench or the cluster test on child processes. Every test
    // file has its own database, ports the system picks and its own temporary folders, so files can run at once. One
    // worker more than the cores: with two workers the cores still stood idle while both waited; three took the run
    // from 1,037–1,089 s to 955 s on this 2-core machine (2026-11-28), the cores then busy 89 % of the time.
    maxWorkers: availableParallelism() + 1,
    // The long files first, then project by project (tests/helpers/durationSequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          ...sharedModules,
          include: [
            'validators/**/*.test.ts',
            'enums/**/*.test.ts',
            'flows/**/*.test.ts',
            'schemas/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'api/**/*.test.ts',
            'routing/**/*.test.ts',
            'views/**/*.test.{ts,tsx}',
            'tests/vectors/**/*.test.ts',
            'tests/properties/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's 5 s: a property test of a few hundred generated texts took 5.3 s beside another suite (issue 62).
          testTimeout: 30_000,
        },
      },
      {
        // Every bench in its short mode (bench/benchSettings.ts): that it still runs, not how fast. The Lighthouse and
        // keystroke benches load the built front end.
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          globalSetup: ['tests/helpers/buildFrontEnd.ts'],
          env: { TZ: 'Asia/Tokyo' },
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          ...sharedModules,
          env: { TEST_DATABASE: 'pglite', TZ: 'Asia/Tokyo' },
          globalSetup: ['tests/helpers/buildFrontEnd.ts', 'tests/helpers/databaseTemplates.ts'],
          testTimeout: serverTestLimit,
          hookTimeout: serverHookLimit,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          ...sharedModules,
          env: { TEST_DATABASE: 'postgres', TZ: 'Asia/Tokyo' },
          globalSetup: ['tests/helpers/buildFrontEnd.ts', 'tests/helpers/postgresGlobalSetup.ts', 'tests/helpers/databaseTemplates.ts'],
          testTimeout: serverTestLimit,
          hookTimeout: serverHookLimit,
        },
      },
      {
        test: {
          // Issue 34: `npm run cluster` (etcd, Patroni, HAProxy, three servers) killed part by part; one cluster at a time.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/helpers/buildFrontEnd.ts'],
          // The fault test and the restore drill each run a whole cluster: one after the other, not side by side.
          fileParallelism: false,
          testTimeout: 240_000,
        },
      },
    ],
  },
});
