import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import LongRunningFirst from './tests/long-running-first.js';

/** Test files that mock modules: each runs in a module graph of its own. */
const ISOLATED = '**/*.isolated.test.ts';

/** What both node projects share. */
const NODE: TestProjectInlineConfiguration['test'] = {
  // Each test file opens its own database clone; PGlite runs on the main thread.
  pool: 'forks',
  // One file per core. Vitest's default leaves a core to its own process, which is idle
  // here: on two cores that halved the run. TEST_WORKERS sets another number (CI's
  // PostgreSQL pass runs beside the browser journeys with one): a project's own setting
  // wins over the command line's --maxWorkers.
  maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['tests/global-setup.ts'],
};

export default defineConfig({
  test: {
    sequence: { sequencer: LongRunningFirst },
    projects: [
      {
        test: {
          ...NODE,
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'sim/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ISOLATED],
          // A worker runs its files one after another in one module graph: the server's modules
          // load once per worker, not once per file, which was a third of the run. Each file still
          // opens its own database clone and app; keep a file's state in the file.
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module graph of its own.
        test: { ...NODE, name: 'node-isolated', include: [ISOLATED] },
      },
      {
        // Browser journeys (tests/e2e/README.md): the real server per file, one Chromium per run.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          pool: 'forks',
          // Chromium and a server per file are heavy on a 2-core machine: one file at a time, unless
          // E2E_WORKERS says otherwise (a journey mostly waits for the page).
          maxWorkers: Number(process.env.E2E_WORKERS) || 1,
          // A worker runs its files one after another: the browser launches once and the server's
          // modules load once. Each file still starts its own app on its own database clone.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/support/require-build.ts', 'tests/e2e/support/default-app-options.ts'],
          // After the node project, so the browser never competes with the timing-sensitive API tests.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
