/**
 * Vitest global setup: starts one throwaway PostgreSQL cluster for the whole
 * run when the server binaries exist, so every integration suite runs on
 * PGlite and on real PostgreSQL. Prints which engines ran.
 */
import type { TestProject } from 'vitest/node';
import { lastPgClusterSkipReason, startPgCluster } from '../helpers/pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? null : await startPgCluster();
  project.provide('pgUrl', cluster?.url ?? '');
  console.log(
    cluster
      ? `Integration databases: PGlite and PostgreSQL (throwaway cluster on 127.0.0.1:${cluster.port})`
      : `Integration databases: PGlite only (${process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? 'EMAIL_BUDDY_TEST_PGLITE_ONLY is set' : lastPgClusterSkipReason})`,
  );
  return async () => {
    await cluster?.stop();
  };
}
