/**
 * Idempotency-Key through the whole app, on both engines: a send replayed
 * after a lost response returns the first answer and reaches the recipient
 * once; the same key on another request or still running is a 409; another
 * user's key of the same name is theirs alone; a bad key is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { SEND_BODY_LIMIT_BYTES } from '../mail/routes';
import { REPLAYED_HEADER, TEXT_IDEMPOTENCY_KEY_INVALID, TEXT_IDEMPOTENCY_KEY_REUSED } from './idempotency';

describe.each(dbKinds())('Idempotency-Key on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
  });
  afterAll(() => t.close());

  const send = (user: TestUser, key: string | undefined, json: Record<string, unknown>) =>
    t.request('/api/mail/send', { user, json, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
  const inbox = async (user: TestUser, subject: string) => {
    const res = await t.request(`/api/mail/messages?tab=inbox&pageSize=100`, { user });
    const list = (await res.json()) as { items: { subject: string }[] };
    return list.items.filter((m) => m.subject === subject).length;
  };

  it('answers a repeated send with the first result and delivers it once', async () => {
    const body = { to: [bob.email], subject: 'Replayed once', body: '<p>Only one of me</p>' };
    const first = await send(ada, 'send-0001', body);
    expect(first.status).toBe(200);
    const sent = (await first.json()) as { id: string };
    expect(sent.id).toEqual(expect.any(String));
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();

    const again = await send(ada, 'send-0001', body);
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(sent);
    expect(await inbox(bob, 'Replayed once')).toBe(1);

    // Without a key, a second send is a second email, as before.
    expect((await send(ada, undefined, body)).status).toBe(200);
    expect(await inbox(bob, 'Replayed once')).toBe(2);
  });

  it('keeps the 202 of a send held for undo, so a retry gets the same outbox entry', async () => {
    const body = { to: [bob.email], subject: 'Held for undo', body: '<p>Wait</p>', delaySeconds: 30 };
    const first = await send(ada, 'undo-0001', body);
    expect(first.status).toBe(202);
    const again = await send(ada, 'undo-0001', body);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses the same key on another request with a 409, and sends nothing', async () => {
    expect((await send(ada, 'send-0002', { to: [bob.email], subject: 'First use', body: '<p>a</p>' })).status).toBe(200);
    const other = await send(ada, 'send-0002', { to: [bob.email], subject: 'Second use', body: '<p>b</p>' });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: TEXT_IDEMPOTENCY_KEY_REUSED } });
    expect(await inbox(bob, 'Second use')).toBe(0);
    // The same body on another path is another request too.
    const elsewhere = await t.request('/api/mail/drafts', { user: ada, json: { to: [bob.email], subject: 'First use', body: '<p>a</p>' }, headers: { 'Idempotency-Key': 'send-0002' } });
    expect(elsewhere.status).toBe(409);
  });

  it('frees a key after a day: the same key then runs a new request', async () => {
    expect((await send(ada, 'day-old', { to: [bob.email], subject: 'Yesterday', body: '<p>a</p>' })).status).toBe(200);
    await t.db.executeSql(`update idempotency_key set created_at = now() - interval '25 hours' where user_id = $1 and key = 'day-old'`, [ada.id]);
    const today = await send(ada, 'day-old', { to: [bob.email], subject: 'Today', body: '<p>b</p>' });
    expect(today.status).toBe(200);
    expect(today.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await inbox(bob, 'Today')).toBe(1);
  });

  it('lets two sends race on one key and still delivers once', async () => {
    const body = { to: [bob.email], subject: 'Raced', body: '<p>race</p>' };
    const answers = await Promise.all([send(ada, 'race-0001', body), send(ada, 'race-0001', body)]);
    // The second either finds the first finished (a replay) or still running (409, try again).
    expect(['200,200', '200,409']).toContain(answers.map((r) => r.status).sort().join(','));
    expect(await inbox(bob, 'Raced')).toBe(1);
  });

  it("keeps each user's keys apart: Bob's key of the same name runs his own request", async () => {
    const adas = await send(ada, 'shared-name', { to: [bob.email], subject: 'From Ada', body: '<p>a</p>' });
    const bobs = await send(bob, 'shared-name', { to: [ada.email], subject: 'From Bob', body: '<p>b</p>' });
    expect(adas.status).toBe(200);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await bobs.json()).not.toEqual(await adas.json());
    expect(await inbox(ada, 'From Bob')).toBe(1);
  });

  it('replays a change too: deleting a template twice with one key answers as the first time', async () => {
    const created = await t.request('/api/templates', { user: ada, json: { name: 'Short-lived', content: 'x' } });
    const { id } = (await created.json()) as { id: string };
    const remove = () => t.request(`/api/templates/${id}`, { user: ada, method: 'DELETE', headers: { 'Idempotency-Key': `delete-${id}` } });
    const first = await remove();
    expect(first.status).toBeLessThan(300);
    const again = await remove();
    expect(again.status).toBe(first.status);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    // Without the key the template is simply gone.
    expect((await t.request(`/api/templates/${id}`, { user: ada, method: 'DELETE' })).status).toBe(404);
  });

  it("replays a refused request's 400 as well, without running it again", async () => {
    const bad = { to: ['not an address'], subject: 'Bad', body: '<p>x</p>' };
    const first = await send(ada, 'bad-0001', bad);
    expect(first.status).toBe(400);
    const again = await send(ada, 'bad-0001', bad);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(await first.json());
  });

  it('answers a key that is empty, too long or not plain visible characters with a 400 and sends nothing', async () => {
    // (Fetch itself refuses header values beyond Latin-1, so a client cannot send those at all.)
    for (const key of ['', 'x'.repeat(256), 'has space', 'clé']) {
      const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Bad key', body: '<p>x</p>' }, headers: { 'Idempotency-Key': key } });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'INVALID_IDEMPOTENCY_KEY', message: TEXT_IDEMPOTENCY_KEY_INVALID } });
    }
    expect(await inbox(bob, 'Bad key')).toBe(0);
  });

  /** A body of `bytes` spaces sent as it is read, counting what the app pulls from it. */
  const streamed = (bytes: number) => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const counter = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= bytes) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { body, counter };
  };
  const postStreamed = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    t.request(path, { user: ada, method: 'POST', body, headers: { 'content-type': 'application/json', 'Idempotency-Key': 'too-big', ...headers }, duplex: 'half' } as RequestInit);

  it("leaves a body larger than any route takes unread, for the route's own limit to refuse", async () => {
    const declared = streamed(157 * 1024 * 1024);
    const res = await postStreamed('/api/labels', declared.body, { 'content-length': String(157 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than 4 KB.' } });
    expect(declared.counter.pulled).toBeLessThanOrEqual(2 * 1024 * 1024);

    // Sent without a length, it is read no further than the largest body a route takes (and a few chunks ahead).
    const unsized = streamed(157 * 1024 * 1024);
    const chunked = await postStreamed('/api/labels', unsized.body, {});
    expect(chunked.status).toBe(413);
    expect(unsized.counter.pulled).toBeLessThanOrEqual(SEND_BODY_LIMIT_BYTES + 8 * 1024 * 1024);
    expect((await t.request('/api/labels', { user: ada })).status).toBe(200);
  });

  it('leaves a streamed import upload alone: the same key runs each upload', async () => {
    const upload = () =>
      t.request('/api/import?filename=note.eml', {
        user: ada,
        method: 'POST',
        body: 'From: someone@example.com\r\nSubject: Imported once or twice\r\nMessage-ID: <import-key@example.com>\r\n\r\nHello.\r\n',
        headers: { 'content-type': 'message/rfc822', 'Idempotency-Key': 'import-0001' },
      });
    const first = await upload();
    const again = await upload();
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(((await again.json()) as { importId: string }).importId).not.toBe(((await first.json()) as { importId: string }).importId);
  });

  it('tells requests apart by their query string too', async () => {
    const make = (query: string) => t.request(`/api/labels${query}`, { user: ada, json: { name: 'Queried' }, headers: { 'Idempotency-Key': 'query-0001' } });
    expect((await make('?folder=inbox')).status).toBe(201);
    const other = await make('?folder=archived');
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: TEXT_IDEMPOTENCY_KEY_REUSED } });
    const same = await make('?folder=inbox');
    expect(same.status).toBe(201);
    expect(same.headers.get(REPLAYED_HEADER)).toBe('true');
  });
});
