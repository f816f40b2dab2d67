import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '/work/main/src/server/db/open';
import { readFile } from 'node:fs/promises';
async function main() {
const t0 = performance.now();
const first = new PGlite({ extensions: pgliteExtensions });
await first.waitReady;
await migrate(drizzle(first), { migrationsFolder });
const dump = await first.dumpDataDir('none');
await first.close();
console.log('initdb+migrate+dump', Math.round(performance.now() - t0));
for (let i = 0; i < 4; i++) {
  const a = performance.now();
  const p = new PGlite({ extensions: pgliteExtensions, loadDataDir: dump });
  await p.waitReady;
  const b = performance.now();
  await migrate(drizzle(p), { migrationsFolder });
  const c = performance.now();
  await p.close();
  console.log('open', Math.round(b - a), 'migrate', Math.round(c - b), 'close', Math.round(performance.now() - c));
}

const wasmModule = await WebAssembly.compile(await readFile('/work/main/node_modules/@electric-sql/pglite/dist/pglite.wasm'));
const fsBundle = new Blob([await readFile('/work/main/node_modules/@electric-sql/pglite/dist/pglite.data')]);
for (let i = 0; i < 4; i++) {
  const a = performance.now();
  const p = new PGlite({ extensions: pgliteExtensions, loadDataDir: dump, wasmModule, fsBundle });
  await p.waitReady;
  const b = performance.now();
  await migrate(drizzle(p), { migrationsFolder });
  const c = performance.now();
  await p.close();
  console.log('precompiled open', Math.round(b - a), 'migrate', Math.round(c - b), 'close', Math.round(performance.now() - c));
}
}
main();
