/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp
 * folder, pg_ctl on a free loopback port, removed again by stop(). As root,
 * the server runs as the `postgres` (or `nobody`) user, since initdb refuses root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  /** Connection string of the `postgres` maintenance database. */
  url: string;
  port: number;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

export function pgBinariesPresent(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function runAsUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0) return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  }
  throw new Error('Running as root and neither a postgres nor a nobody user exists to run PostgreSQL');
}

/** Starts a cluster, or returns null when the PostgreSQL server binaries are absent. */
export async function startPgCluster(): Promise<PgCluster | null> {
  if (!pgBinariesPresent()) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'email-buddy-pg-'));
  const data = path.join(dir, 'data');
  const user = runAsUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (bin: string, args: string[]) => {
    const command = path.join(PG_BIN, bin);
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let counter = 0;
  let stopped = false;
  return {
    url,
    port,
    async createDatabase(name) {
      const dbName = name ?? `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${dbName}`);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates a database on a cluster whose maintenance URL is known (e.g. from a global setup). */
export async function createDatabaseAt(maintenanceUrl: string, prefix = 't'): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return maintenanceUrl.replace(/\/postgres$/, `/${name}`);
}
