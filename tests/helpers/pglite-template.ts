/**
 * A migrated PGlite data directory, dumped once per run by the global setup and loaded by every
 * in-memory test database. Creating a PGlite cluster runs initdb (about 2 s on this machine);
 * loading the dump takes about 0.5 s, and the migrations then find nothing left to apply.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../../src/server/db/open';

/** Writes the dump into `dir` and returns its path. */
export async function writePgliteTemplate(dir: string): Promise<string> {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

let cached: Promise<Blob | undefined> | undefined;

/** The run's dump, or undefined outside a run whose global setup wrote one (each database then runs initdb). */
export function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  if (!file) return Promise.resolve(undefined);
  cached ??= readFile(file).then((bytes) => new Blob([bytes]));
  return cached;
}
