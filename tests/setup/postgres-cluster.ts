/**
 * Vitest global setup: starts one throwaway PostgreSQL cluster for the whole
 * run when the server binaries exist, so every integration suite runs on
 * PGlite and on real PostgreSQL. Prints which engines ran.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { lastPgClusterSkipReason, startPgCluster } from '../helpers/pg-cluster';
import { writePgliteTemplate } from '../helpers/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** A migrated PGlite data directory that in-memory test databases start from. */
    pgliteTemplate: string;
  }
}

interface Shared {
  pgUrl: string;
  template: string;
  users: number;
  stop(): Promise<void>;
}

/**
 * Both integration projects (shared and isolated modules) run this setup in the one main process: the
 * first starts the cluster and writes the template, the second reuses them, the last to finish stops them.
 * Kept on globalThis because each project may load this module afresh.
 */
const registry = globalThis as typeof globalThis & { emailBuddyTestDatabases?: Promise<Shared> };

async function startShared(): Promise<Shared> {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'eb-pglite-template-'));
  const [cluster, template] = await Promise.all([
    process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? null : startPgCluster(),
    writePgliteTemplate(templateDir),
  ]);
  console.log(
    cluster
      ? `Integration databases: PGlite and PostgreSQL (throwaway cluster on 127.0.0.1:${cluster.port})`
      : `Integration databases: PGlite only (${process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? 'EMAIL_BUDDY_TEST_PGLITE_ONLY is set' : lastPgClusterSkipReason})`,
  );
  return {
    pgUrl: cluster?.url ?? '',
    template,
    users: 0,
    stop: async () => {
      await cluster?.stop();
      await rm(templateDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  registry.emailBuddyTestDatabases ??= startShared();
  const shared = await registry.emailBuddyTestDatabases;
  shared.users += 1;
  project.provide('pgUrl', shared.pgUrl);
  project.provide('pgliteTemplate', shared.template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry.emailBuddyTestDatabases;
    await shared.stop();
  };
}
