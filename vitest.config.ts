import { defineConfig } from 'vitest/config';

/** Pure code: no database, server, process or network. It runs unisolated in threads, where each file costs its tests, not a fresh module graph. */
const unit = ['src/core/**/*.test.ts', 'scripts/**/*.test.ts', 'src/client/**/*.test.ts', 'src/client/**/*.test.tsx', 'tests/ai-eval/**/*.test.ts'];

/** Files that kill server processes and databases mid-send. */
const faults = ['tests/faults/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine. Most
    // integration files wait on I/O (PostgreSQL, the Gmail fake, Dovecot, a server process, a send lease): the
    // SIGKILL test holds a worker for 80 s mostly asleep. Three workers on two cores took the run from about 390 s to 300 s.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unit, pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...unit, ...faults, 'tests/e2e/**', 'node_modules/**'],
          globalSetup: ['tests/setup/postgres-cluster.ts'],
          pool: 'forks',
          // Each file in a fresh module graph cost about a quarter of the run (the app, drizzle, pg-boss and
          // PGlite imported 130 times). Every file opens its own database and app, so sharing the modules is safe.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: faults,
          globalSetup: ['tests/setup/postgres-cluster.ts'],
          pool: 'forks',
          // Unisolated, the SIGKILL test on PGlite delivered some emails twice in two of three runs (never
          // isolated): these files kill processes and databases mid-send, so each keeps a process of its own.
        },
      },
    ],
  },
});
