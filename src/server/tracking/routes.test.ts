import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessage } from '../db/schema/mail';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { MailList } from '../mail/types';
import { TEXT_INVALID_TRACKING_LINK, type TrackedEmailView } from './service';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(dbKinds())('open and link tracking on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const tracked = async (user: TestUser, q = '') => {
    const res = await t.request(`/api/tracked${q ? `?q=${encodeURIComponent(q)}` : ''}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as { items: TrackedEmailView[]; publicUrlReachable: boolean };
  };
  const sendTracked = async (subject: string, html: string, tracking = { opens: true, clicks: true }) => {
    const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject, body: html, tracking } });
    expect(res.status).toBe(200);
    const { items } = await tracked(ada, subject);
    return items.find((i) => i.subject === subject)!;
  };
  /** The copy in a user's mailbox with this subject, raw from the store. */
  const copyOf = async (user: TestUser, subject: string) => {
    const [row] = await t.db.db.select().from(mailMessage).where(and(eq(mailMessage.userId, user.id), eq(mailMessage.subject, subject)));
    return row!;
  };
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const pixelOf = (html: string) => /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(html)?.[1];

  it('gives the recipient a pixel and signed links while the sender keeps the original', async () => {
    await sendTracked('Launch notes', '<p>See <a href="https://example.com/plan?a=1&amp;b=2">the plan</a></p>');
    const sent = await copyOf(ada, 'Launch notes');
    expect(sent.html).toBe('<p>See <a href="https://example.com/plan?a=1&amp;b=2">the plan</a></p>');
    const received = await copyOf(bob, 'Launch notes');
    expect(hrefs(received.html!)[0]).toMatch(/^http:\/\/localhost:3000\/t\/c\//);
    expect(pixelOf(received.html!)).toMatch(/^http:\/\/localhost:3000\/t\/o\//);
  });

  it('shows read with readAt and one click after the recipient opens the pixel and clicks twice', async () => {
    const before = await sendTracked('Quarterly report', '<p><a href="https://example.com/report">Report</a></p>');
    expect(before.status).toBe('sent');
    expect(before.readAt).toBeNull();
    const received = await copyOf(bob, 'Quarterly report');

    const pixel = await t.app.request(pixelOf(received.html!)!, { headers: { 'user-agent': BROWSER_UA } });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(pixel.headers.get('cache-control')).toContain('no-store');
    // Webmail on another origin must be allowed to load it.
    expect(pixel.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const link = hrefs(received.html!)[0]!;
    const first = await t.app.request(link);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://example.com/report');
    const second = await t.app.request(link);
    expect(second.status).toBe(302);

    const after = (await (await t.request(`/api/tracked/${before.id}`, { user: ada })).json()) as TrackedEmailView;
    expect(after.status).toBe('read');
    expect(after.readAt).not.toBeNull();
    expect(after.clickedLinks).toEqual([{ url: 'https://example.com/report', clickedAt: expect.any(String) }]);
    expect(after.openCount).toBe(1);
  });

  it('counts reading the message in Email Buddy as one read for a local recipient, not fetching its body', async () => {
    const before = await sendTracked('Lunch?', '<p>Lunch on Friday?</p>', { opens: true, clicks: false });
    const inbox = (await (await t.request('/api/mail/messages?tab=inbox', { user: bob })).json()) as MailList;
    const item = inbox.items.find((i) => i.subject === 'Lunch?')!;
    const tracked = async () => (await (await t.request(`/api/tracked/${before.id}`, { user: ada })).json()) as TrackedEmailView;
    // Fetched (a prefetch for offline reading, the view asking twice): not read yet.
    expect((await t.request(`/api/mail/messages/${item.id}`, { user: bob })).status).toBe(200);
    expect((await t.request(`/api/mail/threads/${item.threadId}`, { user: bob })).status).toBe(200);
    expect(await tracked()).toMatchObject({ status: 'sent', openCount: 0, readAt: null });
    // Opened, the view marks it read: one read.
    expect((await t.request(`/api/mail/messages/${item.id}/read`, { user: bob, json: {} })).status).toBe(200);
    expect((await t.request(`/api/mail/messages/${item.id}/read`, { user: bob, json: {} })).status).toBe(200);
    const after = await tracked();
    expect(after).toMatchObject({ status: 'read', openCount: 1 });
    expect(after.readAt).not.toBeNull();
    expect(after.opens.at(-1)?.kind).toBe('in-app');
  });

  it("does not count the sender's own open or a mail-proxy prefetch as a read", async () => {
    const before = await sendTracked('Numbers', '<p>Figures attached</p>', { opens: true, clicks: false });
    const pixel = pixelOf((await copyOf(bob, 'Numbers')).html!)!;
    await t.app.request(pixel, { headers: { 'user-agent': BROWSER_UA, cookie: ada.cookie } });
    await t.app.request(pixel, { headers: { 'user-agent': 'Mozilla/5.0' } });
    await t.app.request(pixel, { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)' } });
    const after = (await (await t.request(`/api/tracked/${before.id}`, { user: ada })).json()) as TrackedEmailView;
    expect(after.status).toBe('sent');
    expect(after.readAt).toBeNull();
    expect(after.opens.map((o) => o.kind)).toEqual(['sender', 'prefetch', 'prefetch']);
  });

  it('refuses a tampered or unsigned click token with 400 and no Location', async () => {
    await sendTracked('Links', '<a href="https://example.com/a">a</a>');
    const link = hrefs((await copyOf(bob, 'Links')).html!)[0]!;
    const token = link.split('/t/c/')[1]!;
    const [body, mac] = decodeURIComponent(token).split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as unknown[];
    payload[3] = 'https://evil.example/phish';
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    for (const bad of [forged, 'nonsense', `${body}.AAAA`, encodeURIComponent('https://evil.example')]) {
      const res = await t.app.request(`http://localhost:3000/t/c/${bad}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect((await res.json()).error.message).toBe(TEXT_INVALID_TRACKING_LINK);
    }
    // An open token is not a click token either.
    const pixelToken = pixelOf((await copyOf(bob, 'Links')).html!)!.split('/t/o/')[1]!;
    const crossed = await t.app.request(`http://localhost:3000/t/c/${pixelToken}`);
    expect(crossed.status).toBe(400);
    expect(crossed.headers.get('location')).toBeNull();
  });

  it('answers the pixel for any token, recording nothing for a bad one', async () => {
    const res = await t.app.request('http://localhost:3000/t/o/garbage');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
  });

  it('searches by subject or recipient and says when PUBLIC_URL is local', async () => {
    const bySubject = await tracked(ada, 'quarterly');
    expect(bySubject.items.map((i) => i.subject)).toEqual(['Quarterly report']);
    const byRecipient = await tracked(ada, bob.email.toUpperCase());
    expect(byRecipient.items.length).toBeGreaterThanOrEqual(5);
    expect((await tracked(ada, 'no such thing')).items).toEqual([]);
    expect(bySubject.publicUrlReachable).toBe(false);
  });

  it("keeps one user's tracked emails from another: 404 on every id", async () => {
    const mine = await tracked(ada);
    expect((await tracked(bob)).items).toEqual([]);
    for (const item of mine.items) expect((await t.request(`/api/tracked/${item.id}`, { user: bob })).status).toBe(404);
  });

  it('sends untracked mail untouched and records nothing', async () => {
    const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Plain', body: '<a href="https://example.com">x</a>' } });
    expect(res.status).toBe(200);
    expect((await copyOf(bob, 'Plain')).html).toBe('<a href="https://example.com">x</a>');
    expect((await tracked(ada, 'Plain')).items).toEqual([]);
  });
});
