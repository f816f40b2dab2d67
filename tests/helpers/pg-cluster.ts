/**
 * A throwaway PostgreSQL cluster for integration tests.
 *
 * Talks to: the PostgreSQL server binaries on this machine (initdb, pg_ctl),
 * a fresh temp directory, and 127.0.0.1 on a free port. When run as root it
 * runs the binaries as the `postgres` user (initdb refuses root) on a
 * directory chowned to that user. Promises: nothing listens beyond loopback,
 * authentication is `trust` for local test use only, and `stop()` shuts the
 * server down and deletes the directory. Returns null, with the reason in
 * `lastPgClusterSkipReason`, when no binaries are found, so callers can skip.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports';

const run = promisify(execFile);

export interface PgCluster {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** Creates an empty database (a random name by default) and returns its connection string. */
  createDatabase(name?: string): Promise<string>;
  /**
   * Stops the server but keeps its files, as an outage would (`fast` ends
   * sessions cleanly, `immediate` is like a crash). `resume()` starts it again.
   */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts a halted server again on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops the server and removes its files. Safe to call twice. */
  stop(): Promise<void>;
}

/** Why the last `startPgCluster()` returned null. */
export let lastPgClusterSkipReason = '';

/** Finds the newest installed PostgreSQL server bin directory; PG_BIN overrides the search. */
function findBinDir(): string | null {
  const explicit = process.env.PG_BIN;
  const candidates = explicit
    ? [explicit]
    : [18, 17, 16, 15, 14].map((version) => path.join('/usr/lib/postgresql', String(version), 'bin'));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await chown(p, uid, gid);
  }
}

/**
 * Starts a PostgreSQL cluster in a temp directory, or returns null when the
 * server binaries (or, under root, the `postgres` user) are missing.
 */
export async function startPgCluster(): Promise<PgCluster | null> {
  const bin = findBinDir();
  if (!bin) {
    lastPgClusterSkipReason = 'PostgreSQL server binaries not found (set PG_BIN or install postgresql)';
    return null;
  }

  const isRoot = process.getuid?.() === 0;
  let asUser: (cmd: string, args: string[]) => [string, string[]] = (cmd, args) => [cmd, args];
  let owner: { uid: number; gid: number } | null = null;
  if (isRoot) {
    try {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      owner = { uid, gid };
    } catch {
      lastPgClusterSkipReason = 'running as root and there is no postgres user to run initdb as';
      return null;
    }
    asUser = (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'eb-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const exec = (tool: string, args: string[]) => {
    const [cmd, argv] = asUser(path.join(bin, tool), args);
    return run(cmd, argv, { cwd: dir });
  };

  let started = false;
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startServer = async () => {
    await exec('pg_ctl', ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
    started = true;
  };
  const stop = async () => {
    if (started) {
      started = false;
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (owner) await chownTree(dir, owner.uid, owner.gid);
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    await startServer();
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    url,
    port,
    async createDatabase(name) {
      const db = name ?? `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
      if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`unsafe database name: ${db}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${db}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${db}`;
    },
    async halt(mode = 'fast') {
      if (!started) return;
      await exec('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      started = false;
    },
    async resume() {
      if (started) return;
      await startServer();
    },
    stop,
  };
}

/** Creates a database on a cluster known only by its maintenance URL (e.g. from Vitest's global setup). */
export async function createDatabaseAt(maintenanceUrl: string, prefix = 't', options: { icuLocale?: string } = {}): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    // An ICU locale sorts text as a self-hoster's database made in that language would (the cluster's own is C).
    const locale = options.icuLocale ? ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${options.icuLocale.replace(/'/g, '')}'` : '';
    await client.query(`CREATE DATABASE "${name}"${locale}`);
  } finally {
    await client.end();
  }
  return maintenanceUrl.replace(/\/postgres$/, `/${name}`);
}
