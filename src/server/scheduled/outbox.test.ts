import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { MailList } from '../mail/types';
import { TEXT_OUTBOX_TOO_LATE } from './service';

describe.each(dbKinds())('undo send (the outbox) on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const inboxSubjects = async (user: TestUser) =>
    ((await (await t.request('/api/mail/messages', { user })).json()) as MailList).items.map((i) => i.subject);
  const hold = async (subject: string, delaySeconds: number, extra: Record<string, unknown> = {}) => {
    const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject, body: '<p>Numbers attached.</p>', delaySeconds, ...extra } });
    expect(res.status).toBe(202);
    return (await res.json()) as { outboxId: string; sendAt: string };
  };
  const cancel = (user: TestUser, id: string) => t.request(`/api/mail/outbox/${id}/cancel`, { user, method: 'POST' });

  it('holds a send for the undo window, and Undo gives the draft back whole, attachments included', async () => {
    const before = Date.now();
    const file = Buffer.from('a,b\n1,2\n').toString('base64');
    const { outboxId, sendAt } = await hold('Quarterly numbers', 10, {
      cc: ['Cy <cy@example.com>'],
      attachments: [{ filename: 'numbers.csv', mimeType: 'text/csv', content: file }],
    });
    expect(new Date(sendAt).getTime() - before).toBeGreaterThanOrEqual(9_000);
    expect(new Date(sendAt).getTime() - before).toBeLessThan(12_000);
    expect(await inboxSubjects(bob)).not.toContain('Quarterly numbers');
    // Held sends are not "scheduled emails".
    expect(((await (await t.request('/api/scheduled', { user: ada })).json()) as { items: unknown[] }).items).toEqual([]);

    const res = await cancel(ada, outboxId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      draft: {
        to: [bob.email],
        cc: ['Cy <cy@example.com>'],
        bcc: [],
        subject: 'Quarterly numbers',
        body: '<p>Numbers attached.</p>',
        attachments: [{ filename: 'numbers.csv', mimeType: 'text/csv', content: file }],
        replyTo: null,
        forwardOf: null,
        accountId: null,
      },
    });
    // Taken back: nothing goes out, even once the window has passed.
    expect(await t.app.services.scheduledWorker.process(outboxId, { now: () => new Date(Date.now() + 60_000) })).toMatchObject({ outcome: 'skipped' });
    expect(await inboxSubjects(bob)).not.toContain('Quarterly numbers');
    expect((await cancel(ada, outboxId)).status).toBe(404);
  });

  it('gives a held forward back as that forward, so sending it again still carries the original', async () => {
    const [welcome] = ((await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList).items;
    const { outboxId } = await hold('Fwd: a tour', 10, { forwardOf: welcome!.id });
    const res = await cancel(ada, outboxId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ draft: { subject: 'Fwd: a tour', replyTo: null, forwardOf: welcome!.id } });
  });

  it('sends once when the window ends, and then it is too late to undo (409)', async () => {
    const { outboxId } = await hold('Sent after the window', 5);
    const later = () => new Date(Date.now() + 6_000);
    expect(await t.app.services.scheduledWorker.process(outboxId, { now: later })).toMatchObject({ outcome: 'sent' });
    expect(await inboxSubjects(bob)).toContain('Sent after the window');
    const late = await cancel(ada, outboxId);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: { code: 'OUTBOX_TOO_LATE', message: TEXT_OUTBOX_TOO_LATE } });
    expect(await t.app.services.scheduledWorker.process(outboxId, { now: later })).not.toMatchObject({ outcome: 'sent' });
    expect((await inboxSubjects(bob)).filter((s) => s === 'Sent after the window')).toHaveLength(1);
  });

  it('sends at once without delaySeconds (or with 0), and refuses a window over 30 s or a bad send', async () => {
    const now = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Right away', body: '<p>x</p>', delaySeconds: 0 } });
    expect(now.status).toBe(200);
    expect(await inboxSubjects(bob)).toContain('Right away');
    const long = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'x', body: 'x', delaySeconds: 31 } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('delaySeconds is at most 30');
    const noRecipient = await t.request('/api/mail/send', { user: ada, json: { to: [], subject: 'x', body: 'x', delaySeconds: 5 } });
    expect(noRecipient.status).toBe(400);
  });

  it("keeps another user's held send from them: 404, and it still goes", async () => {
    const { outboxId } = await hold('Not yours to undo', 5);
    const res = await cancel(bob, outboxId);
    expect(res.status).toBe(404);
    await t.app.services.scheduledWorker.process(outboxId, { now: () => new Date(Date.now() + 6_000) });
    expect(await inboxSubjects(bob)).toContain('Not yours to undo');
  });
});
