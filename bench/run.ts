/**
 * `npm run bench`: runs every benchmark suite, prints one table, and writes the
 * figures to bench/results/latest.json as one flat object of dotted keys
 * (`area.figure.stat`, the unit in the name). A suite may be chosen by name:
 * `npm run bench -- client`; its figures are merged into the saved ones, so
 * running one suite keeps the others' latest figures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mergeFigures } from './figures';

type Suite = () => Promise<Record<string, number>>;

const suites: Record<string, Suite> = {
  client: async () => (await import('./client-bundle')).run(),
  open: async () => (await import('./open-message')).run(),
  list: async () => (await import('./long-list')).run(),
  ai: async () => (await import('./ai')).run(),
  gmail: async () => (await import('./gmail-sync')).run(),
  imap: async () => (await import('./imap')).run(),
  mail: async () => (await import('./mail-list')).run(),
  million: async () => (await import('./mail-million')).run(),
  scheduled: async () => (await import('./scheduled')).run(),
  rules: async () => (await import('./rules')).run(),
  transfer: async () => (await import('./transfer')).run(),
  load: async () => (await import('./load')).run(),
};

function readSaved(file: string): unknown {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.warn(`  ${file} is not valid JSON; starting it afresh`);
    return {};
  }
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((name) => !(name in suites));
  if (unknown.length > 0) throw new Error(`no bench suite named ${unknown.join(', ')}; the suites are ${Object.keys(suites).join(', ')}`);
  const figures: Record<string, number> = {};
  for (const [name, suite] of Object.entries(suites)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    Object.assign(figures, await suite());
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const width = Math.max(...Object.keys(figures).map((k) => k.length), 10);
  console.log(`\n${'figure'.padEnd(width)}  value`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(10)}`);
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(width)}  ${value}`);
  const out = path.join(import.meta.dirname, 'results/latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(mergeFigures(readSaved(out), figures), null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), out)} (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
