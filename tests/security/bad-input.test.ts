/**
 * The bad-input sweep: every /api route and both public tracking endpoints
 * get malformed JSON, wrong types, missing fields, oversized strings and
 * bodies, NUL and control characters, long Unicode, SQL-looking text,
 * traversal in ids and other users' ids (the table is in sweep-table.ts).
 * Each refusal is a 4xx JSON error with nothing internal in it, and the
 * database is exactly as before; each legitimately valid input is kept
 * verbatim and touches only the tables its case names.
 */
import { importFile } from '../helpers/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../helpers/test-app';
import { createTrackingSigner } from '../../src/server/tracking/sign';
import { changedTables, publicTables, snapshot, type Snapshot } from './db-snapshot';
import { expectCleanError } from './hostile-input';
import { SWEEP, type Fixtures, type Owned, type SweepCase } from './sweep-table';

/**
 * Tables left out of the comparison, and why. Measured: no table in the
 * public schema changes on an ordinary signed-in request (better-auth
 * refreshes a session only once a day, the sign-in limiter is in memory),
 * so nothing needs excluding for the sweep's requests.
 */
const EXCLUDED_TABLES: readonly string[] = [];

const body = (value: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(value) });

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** One of each thing a user can own, made through the API as the user would. */
async function seed(t: TestContext, user: TestUser): Promise<Owned> {
  const post = (path: string, value: unknown, method = 'POST') => t.request(path, { user, method, json: value });
  const template = await json<{ id: string }>(await post('/api/templates', { name: 'Seed', content: 'Seed content', category: 'Business' }), 'template');
  const snippet = await json<{ id: string }>(await post('/api/snippets', { name: 'Seed', content: 'Seed content' }), 'snippet');
  const label = await json<{ id: string }>(await post('/api/labels', { name: 'Seed' }), 'label');
  const rule = await json<{ id: string }>(
    await post('/api/rules', { name: 'Seed', when: { query: 'subject:zzzseedzzz' }, actions: [{ type: 'star' }] }),
    'rule',
  );
  const followUp = await json<{ id: string }>(
    await post('/api/follow-ups', { subject: 'Seed', recipient: 'seed@example.com', dueDate: new Date(Date.now() + 86_400_000).toISOString() }),
    'follow-up',
  );
  const scheduled = await json<{ id: string }>(
    await post('/api/scheduled', { to: ['seed@example.com'], subject: 'Seed', body: 'Seed', scheduledTime: new Date(Date.now() + 86_400_000).toISOString() }),
    'scheduled',
  );
  const sent = await json<{ id: string }>(
    await post('/api/mail/send', {
      to: [user.email],
      subject: 'Seed with attachment',
      body: 'See https://example.com/page',
      attachments: [{ filename: 'seed.txt', mimeType: 'text/plain', content: Buffer.from('seed').toString('base64') }],
      tracking: { opens: true, clicks: true },
    }),
    'send',
  );
  const detail = await json<{ attachments: { id: string }[] }>(await t.request(`/api/mail/messages/${sent.id}`, { user }), 'message');
  const inbox = await json<{ items: { id: string; threadId: string }[] }>(await t.request('/api/mail/messages?tab=inbox', { user }), 'inbox');
  const tracked = await json<{ items: { id: string }[] }>(await t.request('/api/tracked', { user }), 'tracked');
  const reply = await json<{ id: string }>(await post('/api/ai/reply', { emailContent: 'Can you send the report by Friday?' }), 'ai reply');
  const session = await t.db.executeSql('select token from "session" where user_id = $1 limit 1', [user.id]);
  const accounts = await json<{ accounts: { id: string }[] }>(await t.request('/api/accounts', { user }), 'accounts');
  // Waited for: its background work must be over before the sweep compares the database.
  const { id: importId } = await importFile(t, user, 'From seed@example.com Mon Jun  2 10:00:00 2025\nSubject: Seed import\nMessage-ID: <seed-import@example.com>\n\nSeed.\n', 'application/mbox', '?filename=seed.mbox');
  // The first list reads the new message once (whether it asks something); the sweep's list cases must find that done.
  await t.request('/api/mail/messages', { user });
  const foreign = createTrackingSigner('another server entirely, another secret');
  const trackedId = tracked.items[0]!.id;
  return {
    template: template.id,
    snippet: snippet.id,
    followUp: followUp.id,
    scheduled: scheduled.id,
    message: inbox.items[0]!.id,
    thread: inbox.items[0]!.threadId,
    attachment: detail.attachments[0]!.id,
    attachmentMessage: sent.id,
    tracked: trackedId,
    forgedOpenToken: foreign.signOpen(trackedId),
    forgedClickToken: foreign.signClick(trackedId, 0, 'https://example.com/page'),
    aiReply: reply.id,
    sessionToken: String(session.rows[0]!.token),
    account: accounts.accounts[0]!.id,
    label: label.id,
    rule: rule.id,
    importId,
  };
}

/** Route keys as the table names them: `METHOD path`, handlers only (middleware takes `next`). */
function routeKeys(t: TestContext): string[] {
  const keys = t.app.routes
    .filter((r) => r.path.startsWith('/api') || r.path.startsWith('/t/'))
    .filter((r) => !(r.method === 'ALL' && r.handler.length >= 2))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

const resolve = <T>(value: T | ((f: Fixtures) => T), f: Fixtures): T =>
  typeof value === 'function' ? (value as (f: Fixtures) => T)(f) : value;

const cases = Object.entries(SWEEP).flatMap(([route, list]) => list.map((c) => ({ route, ...c })));

describe.each(dbKinds())('bad-input sweep on %s', (kind) => {
  let t: TestContext;
  let user: TestUser;
  let fixtures: Fixtures;
  let tables: string[];
  /** The state after the previous case: the next case's "before" (a late write would then fail that case, never pass it). */
  let last: Snapshot | undefined;

  beforeAll(async () => {
    t = await createTestContext(kind);
    user = await t.signUp();
    const other = await t.signUp();
    fixtures = { own: await seed(t, user), other: await seed(t, other), ownEmail: user.email, otherEmail: other.email };
    tables = await publicTables(t.db, EXCLUDED_TABLES);
  });
  afterAll(() => t?.close());

  it('has an entry for every /api and /t route the app serves', () => {
    const missing = routeKeys(t).filter((key) => !SWEEP[key]?.length);
    expect(missing, 'routes with no bad-input cases in sweep-table.ts').toEqual([]);
    const stale = Object.keys(SWEEP).filter((key) => !routeKeys(t).includes(key));
    expect(stale, 'table entries for routes the app no longer serves').toEqual([]);
  });

  it('compares every table in the public schema', () => {
    expect(tables).toEqual(expect.arrayContaining(['user', 'session', 'mail_message', 'template', 'snippet', 'follow_up', 'scheduled_email', 'tracked_email']));
  });

  it.each(cases)('$route — $label', async (c: SweepCase & { route: string }) => {
    const method = c.method;
    const path = resolve(c.path, fixtures);
    const headers = new Headers();
    let requestBody: BodyInit | undefined;
    if (c.raw) {
      headers.set('content-type', 'application/json');
      requestBody = c.raw();
    } else if (c.json !== undefined) {
      const b = body(resolve(c.json, fixtures));
      headers.set('content-type', b['content-type']);
      requestBody = b.body;
    }
    const before = last ?? (await snapshot(t.db, tables));
    last = undefined;
    const res = await t.request(path, {
      method,
      headers,
      body: requestBody,
      user: c.anonymous ? undefined : user,
      ...(requestBody instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit & { user?: TestUser });
    const outcome = c.expect;
    const contentType = res.headers.get('content-type');
    let text = '';
    if (contentType?.includes('text/event-stream')) await res.body?.cancel();
    else text = await res.text();
    const after = await snapshot(t.db, tables, before);
    const changed = changedTables(before, after);
    last = after;

    const seen = { status: res.status, changed };
    if (outcome.kind === 'reject') {
      expect(seen, text.slice(0, 300)).toEqual({ status: outcome.status, changed: [] });
      const error = expectCleanError(text, contentType);
      if (outcome.code) expect(error.code).toBe(outcome.code);
    } else if (outcome.kind === 'ignored') {
      expect(seen, text.slice(0, 300)).toEqual({ status: outcome.status, changed: [] });
      if (outcome.contentType) expect(contentType).toContain(outcome.contentType);
      if (outcome.location) expect(res.headers.get('location')).toBe(outcome.location);
    } else {
      expect(res.status, text.slice(0, 300)).toBe(outcome.status);
      expect(changed.filter((name) => !outcome.changes.includes(name)), 'tables changed beyond the expected ones').toEqual([]);
      await outcome.check?.(JSON.parse(text) as unknown, async (readPath) => json(await t.request(readPath, { user }), readPath));
    }
  });
});
