import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lastPgClusterSkipReason, startPgCluster } from './pg-cluster';

const cluster = await startPgCluster();
if (!cluster) console.warn(`[pg-cluster] skipping real PostgreSQL tests: ${lastPgClusterSkipReason}`);

describe.runIf(cluster)('startPgCluster', () => {
  afterAll(async () => {
    await cluster?.stop();
  });

  it('serves fresh databases on loopback that accept queries', async () => {
    const url = await cluster!.createDatabase();
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/test_/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ db: string }>('select current_database() as db');
      expect(url.endsWith(`/${rows[0]!.db}`)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
