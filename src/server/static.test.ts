import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http/context';
import { serveClient } from './static';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eb-static-'));
const chunk = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;
const index = '<!doctype html><title>Email Buddy</title><script type="module" src="/assets/app-abc123.js"></script>';
mkdirSync(path.join(dir, 'assets'));
mkdirSync(path.join(dir, '.vite'));
writeFileSync(path.join(dir, 'index.html'), index);
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
writeFileSync(path.join(dir, 'assets/app-abc123.js'), chunk);
writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(chunk));
writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(chunk));

const app = new Hono<AppEnv>();
serveClient(app, dir);
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built client', () => {
  it('hands a browser that takes Brotli the Brotli copy, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(chunk.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(chunk);
  });

  it('falls back to gzip, then to the plain file, as the request allows', async () => {
    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(chunk);

    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(chunk);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(chunk);
  });

  it('answers a revalidation of the same copy with 304, and a changed encoding with the file', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherCopy = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherCopy.status).toBe(200);
    expect(otherCopy.headers.get('etag')).not.toBe(etag);
  });

  it('serves index.html, never cached without asking, for every client route', async () => {
    for (const route of ['/', '/dashboard', '/email/42?tab=sent', '/index.html']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(index);
    }
  });

  it('answers a chunk that is not in this build with 404, not with the page', async () => {
    const res = await get('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>');
  });

  it('keeps the build manifest and anything outside the folder out of reach', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/..%2f..%2fetc/passwd']) {
      const res = await get(url);
      expect(await res.text(), url).toBe(index);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/favicon.svg', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe('');
  });
});

describe('before the client is built', () => {
  it('says so on every page', async () => {
    const empty = new Hono<AppEnv>();
    serveClient(empty, path.join(dir, 'missing'));
    const res = await empty.request('/dashboard');
    expect(await res.text()).toContain('The client is not built.');
  });
});
