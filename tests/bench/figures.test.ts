import { describe, expect, it } from 'vitest';
import { loadFigures, mergeFigures, summariseLoad } from '../../bench/figures';
import { mailboxRows, requestMix, SEARCHES } from '../../bench/load-mail';

describe('mergeFigures', () => {
  it("keeps the other suites' saved figures and replaces the ones this run measured", () => {
    const saved = { 'mail.list.p50_ms.10k': 4, 'load.pglite.rps': 10, 'load.pglite.errors': 3 };
    expect(mergeFigures(saved, { 'load.pglite.rps': 59, 'load.pglite.errors': 0 })).toEqual({
      'mail.list.p50_ms.10k': 4,
      'load.pglite.rps': 59,
      'load.pglite.errors': 0,
    });
  });

  it('starts afresh from a missing or damaged file and drops values that are not numbers', () => {
    expect(mergeFigures(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(mergeFigures([1, 2], { a: 1 })).toEqual({ a: 1 });
    expect(mergeFigures({ b: 'two', c: 3 }, { a: 1 })).toEqual({ a: 1, c: 3 });
  });
});

describe('summariseLoad', () => {
  it('gives requests per second, p50/p95/p99 and one error count that counts a timeout once', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    const summary = summariseLoad(latencies, { responses: 100, errors: 3, timeouts: 2, non2xx: 4, durationS: 20 });
    expect(summary).toEqual({ rps: 5, p50_ms: 50, p95_ms: 95, p99_ms: 99, errors: 7 });
    expect(loadFigures('pglite', summary)).toEqual({
      'load.pglite.rps': 5,
      'load.pglite.p50_ms': 50,
      'load.pglite.p95_ms': 95,
      'load.pglite.p99_ms': 99,
      'load.pglite.errors': 7,
    });
  });
});

describe('requestMix', () => {
  it("lists, searches and opens the way the dashboard asks: 35 lists, 15 searches and 10 of the account's own messages", () => {
    const opened = Array.from({ length: 12 }, (_, i) => `m${i}`);
    const mix = requestMix(opened);
    const urls = mix.map((path) => new URL(path, 'http://localhost'));
    const lists = urls.filter((u) => u.pathname === '/api/mail/messages');
    expect(lists.every((u) => u.searchParams.has('tab') && u.searchParams.has('page'))).toBe(true);
    const searches = lists.filter((u) => u.searchParams.has('q'));
    expect(searches.map((u) => u.searchParams.get('q'))).toEqual([...SEARCHES]);
    expect(lists.length - searches.length).toBe(35);
    expect(new Set(lists.map((u) => u.searchParams.get('tab')))).toEqual(new Set(['inbox', 'starred', 'sent', 'archived']));
    const opens = urls.filter((u) => u.pathname !== '/api/mail/messages').map((u) => u.pathname);
    expect(opens).toEqual(opened.slice(0, 10).map((id) => `/api/mail/messages/${id}`));
    // Every stretch of the cycle has all three: the first twelve requests already do.
    const first = urls.slice(0, 12);
    expect(first.some((u) => u.searchParams.has('q')) && first.some((u) => u.pathname !== '/api/mail/messages') && first.some((u) => u.searchParams.has('tab') && !u.searchParams.has('q'))).toBe(true);
  });
});

describe('mailboxRows', () => {
  it("fills one user's mailbox: mostly inbox, some sent and archived, all in the past, the same on every run", () => {
    const owner = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };
    const now = new Date('2026-11-23T00:00:00Z');
    const rows = mailboxRows(owner, 300, 7, now);
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.userId === 'u1' && r.date! < now)).toBe(true);
    expect(rows.filter((r) => r.isSent)).toHaveLength(30);
    expect(rows.filter((r) => r.isSent).every((r) => r.fromEmail === 'ada@example.com')).toBe(true);
    expect(rows.filter((r) => !r.inInbox && !r.isSent)).toHaveLength(15);
    expect(rows.filter((r) => r.inInbox)).toHaveLength(255);
    expect(mailboxRows(owner, 300, 7, now).map((r) => r.subject)).toEqual(rows.map((r) => r.subject));
  });
});
