import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { ERR_SNOOZE_IN_PAST } from '../../core/mail/bulk';
import type { AppEvent } from '../events';
import { SnoozeWorker } from './snooze';
import { expectCountsConsistent as expectCounts } from '../../../tests/helpers/mail-counts';
import type { MailList } from './types';

const HOUR = 60 * 60 * 1000;

describe.each(dbKinds())('snooze on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => (await (await t.request(`/api/mail/messages${query}`, { user })).json()) as MailList;
  const snooze = (user: TestUser, id: string, until: unknown) => t.request(`/api/mail/messages/${id}/snooze`, { user, json: { until } });
  /** A worker whose clock is `ms` ahead: what the real one does once that time has come. */
  const later = (ms: number) => new SnoozeWorker({ db: t.db.db, events: t.app.events, logger: t.app.logger, now: () => new Date(Date.now() + ms) });
  const expectCountsConsistent = (user: TestUser) => expectCounts(t.db.db, user.id);

  it('takes a message out of the inbox into Snoozed, with its wake time', async () => {
    const inbox = await list(ada);
    const target = inbox.items[2]!;
    await t.request(`/api/mail/messages/${target.id}/read`, { user: ada, json: {} });
    const until = new Date(Date.now() + HOUR).toISOString();
    const res = await snooze(ada, target.id, until);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ snoozedUntil: until });

    const after = await list(ada);
    expect(after.items.map((i) => i.id)).not.toContain(target.id);
    expect(after.counts).toMatchObject({ inbox: inbox.counts.inbox - 1, snoozed: 1, archived: 0 });
    const snoozed = await list(ada, '?tab=snoozed');
    expect(snoozed.items).toEqual([expect.objectContaining({ id: target.id, snoozedUntil: until })]);
    expect((await list(ada, '?tab=archived')).items).toEqual([]);
    await expectCountsConsistent(ada);
  });

  it('brings it back to the top of the inbox, unread, exactly once, and tells the open tabs', async () => {
    const [snoozed] = (await list(ada, '?tab=snoozed')).items;
    const events: AppEvent[] = [];
    const stop = t.app.events.subscribe(ada.id, (e) => events.push(e));
    // Not yet due: nothing happens.
    expect(await later(0).sweep()).toBe(0);
    // Two workers (two processes) reach the wake time together; one wakes it.
    const [a, b] = await Promise.all([later(2 * HOUR).sweep(), later(2 * HOUR).sweep()]);
    expect(a + b).toBe(1);
    expect(await later(2 * HOUR).wake(snoozed!.id)).toBe(false);

    const inbox = await list(ada);
    expect(inbox.items[0]).toMatchObject({ id: snoozed!.id, read: false, date: snoozed!.date });
    expect(inbox.items[0]!.snoozedUntil).toBeUndefined();
    // The row shows when it came back (the worker's clock, two hours on), not its own older date.
    const wokenAt = Date.parse(inbox.items[0]!.wokenAt!);
    expect(Math.abs(wokenAt - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);
    expect(inbox.items.slice(1).every((i) => i.wokenAt === undefined)).toBe(true);
    const threads = (await (await t.request('/api/mail/threads?tab=inbox', { user: ada })).json()) as { items: { latestMessageId: string; latestDate: string; wokenAt?: string }[] };
    expect(threads.items[0]).toMatchObject({ latestMessageId: snoozed!.id, latestDate: snoozed!.date, wokenAt: inbox.items[0]!.wokenAt });
    expect(inbox.counts.snoozed).toBe(0);
    expect((await list(ada, '?tab=snoozed')).items).toEqual([]);
    await expect.poll(() => events.filter((e) => e.type === 'newmail' && e.data.reason === 'snooze')).toHaveLength(1);
    expect(events.find((e) => e.data.reason === 'snooze')!.data).toMatchObject({ id: snoozed!.id, subject: snoozed!.subject });
    stop();
    await expectCountsConsistent(ada);
  });

  it('unsnoozes at once with DELETE, and archive or restore by hand ends a snooze too', async () => {
    const [first, second] = (await list(ada)).items;
    await snooze(ada, first!.id, new Date(Date.now() + HOUR).toISOString());
    const res = await t.request(`/api/mail/messages/${first!.id}/snooze`, { user: ada, method: 'DELETE' });
    expect(await res.json()).toEqual({ snoozedUntil: null });
    expect((await list(ada)).items.map((i) => i.id)).toContain(first!.id);
    const again = await t.request(`/api/mail/messages/${first!.id}/snooze`, { user: ada, method: 'DELETE' });
    expect(again.status).toBe(400);

    await snooze(ada, second!.id, new Date(Date.now() + HOUR).toISOString());
    await t.request('/api/mail/bulk', { user: ada, json: { action: 'restore', ids: [second!.id] } });
    expect((await list(ada, '?tab=snoozed')).items).toEqual([]);
    expect((await list(ada)).items.map((i) => i.id)).toContain(second!.id);
    await expectCountsConsistent(ada);
  });

  it('snoozes a selection in one bulk request', async () => {
    const ids = (await list(ada)).items.slice(0, 2).map((i) => i.id);
    const until = new Date(Date.now() + 3 * HOUR).toISOString();
    const res = await t.request('/api/mail/bulk', { user: ada, json: { action: 'snooze', ids, until } });
    expect(await res.json()).toEqual({ affected: 2, ids: expect.arrayContaining(ids) });
    expect((await list(ada, '?tab=snoozed')).items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(await later(4 * HOUR).sweep()).toBe(2);
    const missing = await t.request('/api/mail/bulk', { user: ada, json: { action: 'snooze', ids } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('Snooze needs until');
  });

  it('refuses a time in the past or no time, and another user\'s message', async () => {
    const [mine] = (await list(ada)).items;
    const past = await snooze(ada, mine!.id, new Date(Date.now() - 1000).toISOString());
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: { code: 'SNOOZE_IN_PAST', message: ERR_SNOOZE_IN_PAST } });
    expect((await snooze(ada, mine!.id, 'tomorrow')).status).toBe(400);
    expect((await t.request(`/api/mail/messages/${mine!.id}/snooze`, { user: ada, json: {} })).status).toBe(400);
    const foreign = await snooze(bob, mine!.id, new Date(Date.now() + HOUR).toISOString());
    expect(foreign.status).toBe(404);
    expect((await t.request(`/api/mail/messages/${mine!.id}/snooze`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect((await list(ada)).items.map((i) => i.id)).toContain(mine!.id);
    expect((await list(bob, '?tab=snoozed')).items).toEqual([]);
  });
});
