import { defineConfig } from 'vitest/config';

/** Fault tests: real server processes killed, stopped under, or racing each other. */
const faults = ['tests/faults/**/*.test.ts'];
/** Pure code: no database, server, process or network. It runs unisolated in threads, where each file costs its tests, not a fresh module graph. */
const unit = ['src/core/**/*.test.ts', 'src/client/**/*.test.ts', 'src/client/**/*.test.tsx'];

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
          // Each file in a fresh process re-imported the whole server (about 3 s of a 2-core machine per file,
          // 280 s a run). The files share nothing at module level (no mocks, stubbed env or fake timers), and each
          // stops the servers and jobs it starts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Killed processes, a database stopped under the server, two processes racing for one token: these
          // start real server processes and wait on them, so they go first (the project sorts before
          // 'integration') and alone in their process. Unisolated, the SIGKILL test saw a second delivery in
          // two runs of three, from another file's leftovers in the same process.
          name: 'faults',
          include: faults,
          globalSetup: ['tests/setup/postgres-cluster.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
