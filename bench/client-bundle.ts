/**
 * The JavaScript a first visit to a route downloads, gzipped: the entry chunk,
 * the route's lazy chunk and everything they import statically, read from
 * Vite's build manifest (the client is rebuilt first when stale).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');

/** Route name → the source module of its page, relative to src/client. */
export const ROUTES: Record<string, string> = {
  landing: 'features/landing/LandingPage.tsx',
  dashboard: 'features/dashboard/DashboardPage.tsx',
};

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

export async function run(): Promise<Record<string, number>> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const figures: Record<string, number> = {};
  for (const [route, source] of Object.entries(ROUTES)) {
    if (!manifest[source]) throw new Error(`No chunk for ${source} in the build manifest`);
    let bytes = 0;
    for (const key of closure(manifest, [entry, source])) {
      bytes += gzipSync(readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length;
    }
    figures[`client.js_gzip_kb.${route}`] = Math.round((bytes / 1024) * 10) / 10;
  }
  return figures;
}
