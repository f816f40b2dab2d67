/**
 * Serves the built single-page app from memory: hashed assets with long
 * caching, index.html for every other non-API path so client-side routes load.
 *
 * The build writes a Brotli and a gzip copy beside each text file (see
 * vite.config.ts); a browser gets the smallest one it accepts, compressed
 * once at build time rather than on every request. Everything is read when
 * the server starts: the client is about 2 MB, and a first visit asks for
 * dozens of chunks that would otherwise each open and read a file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings the build writes beside a file, best first, with the suffix of their copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface ClientFile {
  type: string;
  /** Strong validator of the content; each encoding's copy gets its own (RFC 9110 §8.8.3). */
  etag: string;
  bytes: Bytes;
  encoded: Partial<Record<Encoding, Bytes>>;
}

type Bytes = Uint8Array<ArrayBuffer>;
/** Copied into a buffer of its own: Node's small reads share one pool, and Hono wants a plain ArrayBuffer behind the bytes. */
const read = (file: string): Bytes => new Uint8Array(readFileSync(file));

const NOT_BUILT = '<!doctype html><title>Email Buddy</title><p>The client is not built.</p>';

/** URL path → file, for every file under `dir` but dot folders (Vite's manifest) and the compressed copies. */
export function loadClientFiles(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (ENCODINGS.some((e) => entry.name.endsWith(e.suffix))) continue;
      const bytes = read(full);
      const encoded: ClientFile['encoded'] = {};
      for (const { name, suffix } of ENCODINGS) {
        if (existsSync(full + suffix)) encoded[name] = read(full + suffix);
      }
      const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`;
      files.set(urlPath, {
        type: CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 22),
        bytes,
        encoded,
      });
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

function send(c: Context<AppEnv>, file: ClientFile, cacheControl: string) {
  const allowed = accepted(c.req.header('accept-encoding'));
  const choice = ENCODINGS.find((e) => file.encoded[e.name] && allowed.has(e.name));
  const body = choice ? file.encoded[choice.name]! : file.bytes;
  const etag = `"${file.etag}${choice ? `-${choice.name}` : ''}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  c.header('Content-Type', file.type);
  if (choice) c.header('Content-Encoding', choice.name);
  c.header('Content-Length', String(body.length));
  return c.body(body);
}

export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const files = loadClientFiles(clientDir);
  const index = files.get('/index.html');

  // Hono answers HEAD with the GET route's headers and no body.
  app.get('*', (c) => {
    const file = files.get(c.req.path);
    if (file && c.req.path !== '/index.html') {
      return send(c, file, c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A chunk of another build (a tab open across a deploy) must fail as a script, not run index.html.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (!index) return c.html(NOT_BUILT);
    return send(c, index, 'no-cache');
  });
}
