/**
 * The real server process on a loopback port, called by Node's fetch, which
 * keeps its connections alive between requests. A body past a route's limit
 * is refused before the server has read it; the client must still get the
 * 413 in the API's error shape every time, never a reset connection, and the
 * connection must serve the next request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, httpClient, killServerProcess, startServerProcess, type HttpUser, type ServerProcess } from '../../../tests/helpers/server-process';

const ONE_MB = 1024 * 1024;
const TRIES = 10;

describe('a body over its limit on a keep-alive connection', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  let base = '';
  let ada: HttpUser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'eb-unread-body-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServerProcess(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        SESSION_SECRET: 'unread-body-test-session-secret-0123456789abc',
        ENCRYPTION_KEY: '22'.repeat(32),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        DATABASE_URL: '',
      },
      base,
    );
    ada = await httpClient(base).signUp('Ada');
  });

  afterAll(async () => {
    await killServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** POSTs `body` and returns the status and error code, or the network error's cause when the connection broke. */
  async function post(pathname: string, body: BodyInit, cookie?: string): Promise<string> {
    try {
      const res = await fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
      const json = (await res.json()) as { error?: { code?: string; message?: string } };
      return `${res.status} ${json.error?.code} ${json.error?.message ? 'with message' : 'without message'}`;
    } catch (error) {
      return `broken: ${String((error as Error).cause ?? error)}`;
    }
  }

  const oversized = () => JSON.stringify({ name: 'a'.repeat(ONE_MB), email: 'big@example.com', password: 'correct horse battery' });

  /** The same megabyte without a Content-Length, so the limit is found while reading. */
  const chunked = () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= ONE_MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
  };

  it(`answers ${TRIES} sign-ups of 1 MB with 413 PAYLOAD_TOO_LARGE, each one`, async () => {
    const answers: string[] = [];
    for (let i = 0; i < TRIES; i++) answers.push(await post('/api/auth/sign-up/email', oversized()));
    expect(answers).toEqual(Array(TRIES).fill('413 PAYLOAD_TOO_LARGE with message'));
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('answers a 1 MB sign-up sent in chunks, with no length announced, with 413', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) answers.push(await post('/api/auth/sign-up/email', chunked()));
    expect(answers).toEqual(Array(3).fill('413 PAYLOAD_TOO_LARGE with message'));
  });

  it(`answers ${TRIES} templates of 1 MB from a signed-in user with 413 PAYLOAD_TOO_LARGE`, async () => {
    const answers: string[] = [];
    for (let i = 0; i < TRIES; i++) answers.push(await post('/api/templates', oversized(), ada.cookie));
    expect(answers).toEqual(Array(TRIES).fill('413 PAYLOAD_TOO_LARGE with message'));
  });

  it('asks a signed-out client for a session before looking at the size, and keeps the connection sound', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) answers.push(await post('/api/templates', oversized()));
    expect(answers).toEqual(Array(3).fill('401 UNAUTHORIZED with message'));
    const created = await fetch(`${base}/api/templates`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', cookie: ada.cookie },
      body: JSON.stringify({ name: 'After the refusals', content: 'Still here.' }),
    });
    expect(created.status).toBe(201);
  });
});
