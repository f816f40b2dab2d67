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

export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'eb-pglite-template-'));
  const [cluster, template] = await Promise.all([
    process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? null : startPgCluster(),
    writePgliteTemplate(templateDir),
  ]);
  project.provide('pgUrl', cluster?.url ?? '');
  project.provide('pgliteTemplate', template);
  console.log(
    cluster
      ? `Integration databases: PGlite and PostgreSQL (throwaway cluster on 127.0.0.1:${cluster.port})`
      : `Integration databases: PGlite only (${process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? 'EMAIL_BUDDY_TEST_PGLITE_ONLY is set' : lastPgClusterSkipReason})`,
  );
  return async () => {
    await cluster?.stop();
    await rm(templateDir, { recursive: true, force: true });
  };
}
