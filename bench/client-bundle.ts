/**
 * The JavaScript a first visit to a route downloads: the entry chunk, the lazy
 * chunks of the route and of the layouts around it, and everything they import
 * statically, read from Vite's build manifest (the client is rebuilt first).
 * Gzipped is the measure; Brotli is what the server sends a browser
 * (the build's .br copies, src/server/static.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PIECES, SCREENS } from '../scripts/vite/first-screen-chunks';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');

/** Each first screen's layouts and page (relative to src/client), as the build groups their code. */
const ROUTES = Object.fromEntries(Object.entries(SCREENS).filter(([screen]) => !PIECES.includes(screen)));

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/** The JavaScript a first visit to each route downloads, from the current build in dist/client. */
export function measureBundles(): Record<string, number> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No client build in dist/client (npm run build makes one)');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const figures: Record<string, number> = {};
  for (const [route, sources] of Object.entries(ROUTES)) {
    const missing = sources.find((source) => !manifest[source]);
    if (missing) throw new Error(`No chunk for ${missing} in the build manifest`);
    let gzipped = 0;
    let brotli = 0;
    for (const key of closure(manifest, [entry, ...sources])) {
      const file = path.join(dist, manifest[key]!.file);
      const bytes = readFileSync(file);
      gzipped += gzipSync(bytes, { level: 9 }).length;
      brotli += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : bytes.length;
    }
    figures[`client.js_gzip_kb.${route}`] = Math.round((gzipped / 1024) * 10) / 10;
    figures[`client.js_brotli_kb.${route}`] = Math.round((brotli / 1024) * 10) / 10;
  }
  return figures;
}

export async function run(): Promise<Record<string, number>> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], { stdio: 'inherit' });
  return measureBundles();
}
