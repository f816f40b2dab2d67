/**
 * A person's own model: /api/ai/settings and its Test connection, the guard
 * against private addresses, and the model answering (and streaming) for that
 * person only, with the local engine taking over when it fails. The model is
 * a stand-in over real HTTP (tests/helpers/model-server.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREE_QUESTIONS } from '../../core/ai/fixtures';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { startModelServer, STAND_IN_STREAM_TEXT, type ModelServer } from '../../../tests/helpers/model-server';
import { aiSettings } from '../db/schema/ai';
import { isPrivateHostRefusal, modelFetch } from './model-fetch';

const KEY = 'sk-stand-in-key-0123456789abcdef';

async function call(t: TestContext, user: TestUser, method: string, path: string, json?: unknown) {
  const res = await t.request(`/api/ai/${path}`, { user, method, ...(json === undefined ? {} : { json }) });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Reads a streamed answer: its events in order. */
async function streamed(t: TestContext, user: TestUser, operation: 'reply' | 'body', json: unknown) {
  const res = await t.request(`/api/ai/${operation}`, { user, json, headers: { accept: 'text/event-stream' } });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events = (await res.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { delta?: string; reset?: true; done?: true; result?: { text: string }; engine?: string });
  const done = events.at(-1)!;
  // What the editor shows: the pieces since the last reset.
  const lastReset = events.findLastIndex((e) => e.reset);
  const shown = events.slice(lastReset + 1).map((e) => e.delta ?? '').join('');
  return { status: res.status, events, done, shown, deltas: events.filter((e) => e.delta !== undefined).length };
}

describe.each(dbKinds())('a person\'s own model on %s', (kind) => {
  let t: TestContext;
  let anna: TestUser;
  let ben: TestUser;
  let model: ModelServer;

  beforeAll(async () => {
    model = await startModelServer({ apiKey: KEY, chunkDelayMs: 2 });
    t = await createTestContext(kind, { config: { AI_ALLOW_PRIVATE_HOSTS: 'true', AI_TIMEOUT_MS: '1500' } });
    anna = await t.signUp();
    ben = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('is the local engine until one is set, and never shows the key', async () => {
    expect((await call(t, anna, 'GET', 'settings')).body).toEqual({ engine: 'local', source: 'local', hasKey: false });
    const saved = await call(t, anna, 'PUT', 'settings', { baseUrl: `${model.url}/`, model: 'llama3.2:3b', apiKey: KEY });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ engine: 'model', source: 'user', baseUrl: model.url, model: 'llama3.2:3b', hasKey: true });
    expect(saved.text).not.toContain(KEY);
    expect((await call(t, anna, 'GET', 'settings')).text).not.toContain(KEY);
    const [row] = await t.db.db.select().from(aiSettings).where(eq(aiSettings.userId, anna.id));
    expect(row!.apiKeyEnc).toBeTruthy();
    expect(row!.apiKeyEnc).not.toContain(KEY);
    // Ben has not set one: his helpers stay local.
    expect((await call(t, ben, 'GET', 'settings')).body).toMatchObject({ engine: 'local', source: 'local' });
  });

  it('keeps the saved key when only the model changes, and drops it when asked', async () => {
    await call(t, anna, 'PUT', 'settings', { baseUrl: model.url, model: 'qwen2.5:7b' });
    expect((await call(t, anna, 'GET', 'settings')).body).toMatchObject({ model: 'qwen2.5:7b', hasKey: true });
    await call(t, anna, 'PUT', 'settings', { baseUrl: model.url, model: 'qwen2.5:7b', apiKey: '' });
    expect((await call(t, anna, 'GET', 'settings')).body).toMatchObject({ hasKey: false });
    await call(t, anna, 'PUT', 'settings', { baseUrl: model.url, model: 'llama3.2:3b', apiKey: KEY });
  });

  it('does not carry a saved key to another address', async () => {
    const other = await startModelServer();
    try {
      await call(t, anna, 'PUT', 'settings', { baseUrl: other.url, model: 'llama3.2:3b' });
      expect((await call(t, anna, 'GET', 'settings')).body).toMatchObject({ baseUrl: other.url, hasKey: false });
      await call(t, anna, 'POST', 'body', { subject: 'Where does the key go', cache: false });
      expect(other.received.some((r) => r.authorization?.includes(KEY))).toBe(false);
    } finally {
      await other.stop();
      await call(t, anna, 'PUT', 'settings', { baseUrl: model.url, model: 'llama3.2:3b', apiKey: KEY });
    }
  });

  it('lists the models of a server with Test connection, using the saved key when none is typed', async () => {
    expect((await call(t, anna, 'POST', 'settings/test', { baseUrl: model.url, apiKey: KEY })).body).toEqual({ ok: true, models: ['llama3.2:3b', 'qwen2.5:7b'] });
    expect((await call(t, anna, 'POST', 'settings/test', { baseUrl: model.url })).body).toEqual({ ok: true, models: ['llama3.2:3b', 'qwen2.5:7b'] });
    // Ben has no saved key for it: the server refuses him, and the answer says so.
    const refused = await call(t, ben, 'POST', 'settings/test', { baseUrl: model.url });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'MODEL_KEY_REFUSED', message: 'The model server refused the API key (401). Check the key.' });
  });

  it('names why a server cannot be used', async () => {
    const broken = await startModelServer({ mode: 'fail' });
    const malformed = await startModelServer({ mode: 'malformed' });
    const gone = await startModelServer();
    await gone.stop();
    try {
      const failed = await call(t, ben, 'POST', 'settings/test', { baseUrl: broken.url });
      expect(failed).toMatchObject({ status: 422, body: { error: { code: 'MODEL_HTTP_ERROR', message: `The model server answered 500 for ${broken.url}/models. Check the base URL (it usually ends in /v1).` } } });
      const notAList = await call(t, ben, 'POST', 'settings/test', { baseUrl: malformed.url });
      expect(notAList).toMatchObject({ status: 422, body: { error: { code: 'MODEL_NOT_A_LIST' } } });
      const unreachable = await call(t, ben, 'POST', 'settings/test', { baseUrl: gone.url });
      expect(unreachable).toMatchObject({ status: 422, body: { error: { code: 'MODEL_UNREACHABLE', message: `Could not reach the model server at ${gone.url}: nothing is listening there (connection refused).` } } });
    } finally {
      await broken.stop();
      await malformed.stop();
    }
  });

  it('refuses broken settings with the field named, and stores nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ model: 'm' }, /baseUrl/],
      [{ baseUrl: 'ftp://models.example.com/v1', model: 'm' }, /http:\/\/ or https:\/\//],
      [{ baseUrl: 'https://user:secret@models.example.com/v1', model: 'm' }, /no user name, password/],
      [{ baseUrl: 'not a url', model: 'm' }, /base URL/],
      [{ baseUrl: 'https://models.example.com/v1', model: '' }, /name of the model/],
      [{ baseUrl: 'https://models.example.com/v1', model: 'llama\nBcc: x' }, /line breaks/],
      [{ baseUrl: 'https://models.example.com/v1', model: 'm', apiKey: 42 }, /apiKey/],
      [{ baseUrl: 'https://models.example.com/v1', model: 'm', extra: true }, /extra/],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, ben, 'PUT', 'settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text, JSON.stringify(body)).toMatch(message);
    }
    const notJson = await t.request('/api/ai/settings', { user: ben, method: 'PUT', body: '{"baseUrl":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await call(t, ben, 'GET', 'settings')).body).toMatchObject({ source: 'local' });
    expect((await t.request('/api/ai/settings')).status).toBe(401);
  });

  it('writes with the person\'s model, and only theirs', async () => {
    model.received.length = 0;
    const body = await call(t, anna, 'POST', 'body', { subject: 'Budget review', cache: false });
    expect(body.body.text).toBe('Model text.');
    expect(model.received.at(-1)).toMatchObject({ path: '/v1/chat/completions', model: 'llama3.2:3b', authorization: `Bearer ${KEY}` });
    const before = model.received.length;
    const local = await call(t, ben, 'POST', 'body', { subject: 'Budget review', cache: false });
    expect(local.body.text).not.toBe('Model text.');
    expect(model.received.length).toBe(before);
  });

  it('streams a reply piece by piece, ending with the whole answer and the model that wrote it', async () => {
    const reply = await streamed(t, anna, 'reply', { emailContent: THREE_QUESTIONS, options: { tone: 'friendly' }, cache: false });
    expect(reply.status).toBe(200);
    expect(reply.deltas).toBeGreaterThan(5);
    expect(reply.shown).toBe(STAND_IN_STREAM_TEXT);
    expect(reply.done).toMatchObject({ done: true, engine: 'llama3.2:3b', result: { text: STAND_IN_STREAM_TEXT, id: expect.any(String) } });
    expect(model.received.at(-1)).toMatchObject({ stream: true });
    // The local engine streams too, word by word.
    const local = await streamed(t, ben, 'body', { subject: 'Quarterly planning', cache: false });
    expect(local.done).toMatchObject({ done: true, engine: 'local' });
    expect(local.deltas).toBeGreaterThan(3);
    expect(local.shown).toBe(local.done.result!.text);
  });

  it.each(['fail', 'malformed', 'cut', 'slow'] as const)('answers from the local engine when the model server is %s', async (mode) => {
    model.mode = mode;
    try {
      const reply = await streamed(t, anna, 'reply', { emailContent: THREE_QUESTIONS, cache: false });
      expect(reply.done).toMatchObject({ done: true, engine: 'local' });
      expect(reply.shown).toBe(reply.done.result!.text);
      expect(reply.shown).not.toContain('Thursday at 10');
      // A stream cut midway is taken back before the local engine's words.
      if (mode === 'cut') expect(reply.events.some((e) => e.reset)).toBe(true);
      // A stream cut off is a streaming failure only; the others fail a plain answer too.
      if (mode !== 'cut') {
        const body = await call(t, anna, 'POST', 'body', { subject: 'Team offsite', cache: false });
        expect(body.status).toBe(200);
        expect(body.body.text).not.toBe('Model text.');
      }
    } finally {
      model.mode = 'ok';
      // Each failure counts towards the fallback rule; a fresh start for the next case.
      await call(t, anna, 'DELETE', 'stats');
    }
  }, 20_000);

  it('tries the model again after the local engine stood in, rather than replaying the stand-in', async () => {
    model.mode = 'fail';
    const first = await call(t, anna, 'POST', 'subject', { body: 'Could we move the launch review to Thursday afternoon?' });
    expect(first.body.subject).not.toBe('Model subject');
    model.mode = 'ok';
    const again = await call(t, anna, 'POST', 'subject', { body: 'Could we move the launch review to Thursday afternoon?' });
    expect(again.body.subject).toBe('Model subject');
    await call(t, anna, 'DELETE', 'stats');
  });

  it('lets a slow model write for longer than the timeout, as long as it keeps writing', async () => {
    // A word every 120 ms: about 2.4 s in all, over the 1.5 s the model may stay silent.
    const slow = await startModelServer({ apiKey: KEY, chunkDelayMs: 120 });
    try {
      await call(t, anna, 'PUT', 'settings', { baseUrl: slow.url, model: 'llama3.2:3b', apiKey: KEY });
      const reply = await streamed(t, anna, 'reply', { emailContent: THREE_QUESTIONS, cache: false });
      expect(reply.done).toMatchObject({ engine: 'llama3.2:3b', result: { text: STAND_IN_STREAM_TEXT } });
    } finally {
      await slow.stop();
      await call(t, anna, 'PUT', 'settings', { baseUrl: model.url, model: 'llama3.2:3b', apiKey: KEY });
    }
  }, 20_000);

  it('goes back to the server\'s default on DELETE', async () => {
    const removed = await call(t, anna, 'DELETE', 'settings');
    expect(removed.body).toEqual({ engine: 'local', source: 'local', hasKey: false });
    const [row] = await t.db.db.select().from(aiSettings).where(eq(aiSettings.userId, anna.id));
    expect(row).toBeUndefined();
  });
});

describe('private addresses', () => {
  let t: TestContext;
  let user: TestUser;
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer();
    t = await createTestContext('pglite');
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('are refused for a person\'s model unless AI_ALLOW_PRIVATE_HOSTS is set', async () => {
    for (const baseUrl of [model.url, 'http://localhost:11434/v1', 'http://169.254.169.254/latest', 'http://[::1]:8080/v1', 'http://10.0.0.5/v1', 'http://[::ffff:127.0.0.1]/v1']) {
      for (const [method, path] of [['PUT', 'settings'], ['POST', 'settings/test']] as const) {
        const res = await call(t, user, method, path, { baseUrl, model: 'llama3.2:3b' });
        expect(res.status, `${method} ${baseUrl}`).toBe(400);
        expect(res.body.error, `${method} ${baseUrl}`).toMatchObject({ code: 'PRIVATE_HOST', message: expect.stringContaining('AI_ALLOW_PRIVATE_HOSTS=true') });
      }
    }
    expect(model.received).toHaveLength(0);
    expect((await call(t, user, 'GET', 'settings')).body).toMatchObject({ source: 'local' });
  });

  it('are refused when a name resolves to one at connect time, and redirects are not followed', async () => {
    // "localhost" is a name: the refusal comes from the connection's own lookup, where rebinding would strike.
    const port = new URL(model.url).port;
    const refused = await modelFetch(false)(`http://localhost:${port}/v1/models`).catch((error: unknown) => error);
    expect(isPrivateHostRefusal(refused)).toBe(true);
    expect(model.received).toHaveLength(0);
    const redirecting = await import('node:http').then(({ createServer }) => {
      const server = createServer((_req, res) => {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
        res.end();
      });
      return new Promise<typeof server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
    });
    try {
      const address = redirecting.address() as { port: number };
      const error = await modelFetch(true)(`http://127.0.0.1:${address.port}/v1/models`).catch((e: unknown) => e as Error);
      expect((error as Error).message).toContain('does not follow redirects');
    } finally {
      redirecting.close();
    }
  });
});
