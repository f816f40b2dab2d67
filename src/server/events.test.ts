import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, openTestDb, type TestContext } from '../../tests/helpers/test-app';
import { createPgBus, type AppEvent } from './events';
import { createLogger } from './logger';

/** Reads server-sent events from a streaming response until `until` matches one or time runs out. */
async function readEvents(response: Response, until: (type: string) => boolean, timeoutMs = 5_000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const seen: { type: string; data: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (type) seen.push({ type, data });
      if (type && until(type)) {
        await reader.cancel();
        return seen;
      }
    }
  }
  await reader.cancel();
  return seen;
}

describe.each(dbKinds())('server-sent events on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('tells the recipient\'s open tab about new mail, and nobody else', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const carol = await t.signUp();
    const bobStream = await t.request('/api/events', { user: bob });
    const carolStream = await t.request('/api/events', { user: carol });
    expect(bobStream.headers.get('content-type')).toContain('text/event-stream');
    const bobEvents = readEvents(bobStream, (type) => type === 'newmail');
    const carolEvents = readEvents(carolStream, (type) => type === 'newmail', 1_500);
    await new Promise((r) => setTimeout(r, 100));
    const sent = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Ping', body: '<p>Hi</p>' } });
    expect(sent.status).toBe(200);
    expect((await bobEvents).map((e) => e.type)).toEqual(['ready', 'newmail']);
    expect((await carolEvents).map((e) => e.type)).toEqual(['ready']);
  });

  it('refuses the stream without a session', async () => {
    expect((await t.request('/api/events')).status).toBe(401);
  });
});

describe.runIf(dbKinds().includes('postgres'))('events across server processes', () => {
  it('delivers an event published by one process to a subscriber of another', async () => {
    const db = await openTestDb('postgres');
    const logger = createLogger('silent');
    const one = await createPgBus(db.pool!, logger);
    const two = await createPgBus(db.pool!, logger);
    const received: AppEvent[] = [];
    const got = new Promise<void>((resolve) => {
      two.subscribe('user-1', (event) => {
        received.push(event);
        resolve();
      });
    });
    two.subscribe('user-2', (event) => received.push(event));
    await one.publish('user-1', { type: 'emailsent', data: { id: 's1' } });
    await got;
    expect(received).toEqual([{ type: 'emailsent', data: { id: 's1' } }]);
    await one.close();
    await two.close();
    await db.close();
  });
});
