import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import { insertAsJson } from './bulk-insert';
import type { Db } from './open';
import { user } from './schema/auth';
import { mailAccount, mailMessage } from './schema/mail';
import { mailSource } from './schema/transfer';

describe.each(dbKinds())('insertAsJson on %s', (kind) => {
  let handle: Db;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await handle.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: true, createdAt: new Date(), updatedAt: new Date() });
    await handle.db.insert(mailAccount).values({ id: 'a1', userId: 'u1', provider: 'local' });
  });
  afterAll(() => handle.close());

  const message = (id: string, overrides: Partial<typeof mailMessage.$inferInsert> = {}): typeof mailMessage.$inferInsert => ({
    id,
    userId: 'u1',
    accountId: 'a1',
    provider: 'local',
    providerId: id,
    threadId: id,
    subject: `Quarterly "numbers" it's \\ back, ${id}`,
    fromName: 'Grace Hopper',
    fromEmail: 'grace@example.org',
    to: [{ name: 'Ada, Countess', email: 'ada@example.com' }],
    date: new Date('2026-03-04T05:06:07.089Z'),
    text: 'Line one\nLine two\ttabbed — naïve café 🎉',
    html: '<p>Line one</p>',
    labels: ['INBOX', 'UNREAD', 'Label with, comma', 'quote"d'],
    inInbox: true,
    unread: true,
    starred: false,
    sizeEstimate: 1234,
    ...overrides,
  });

  it('writes every kind of column as drizzle would, and the database fills the rest', async () => {
    await insertAsJson(handle.db, mailMessage, [message('m1'), message('m2', { subject: 'Second', starred: true, labels: [] })]);
    const rows = await handle.db.select().from(mailMessage).where(eq(mailMessage.userId, 'u1')).orderBy(mailMessage.id);
    expect(rows.map((r) => r.id)).toEqual(['m1', 'm2']);
    const [first, second] = rows;
    expect(first).toMatchObject({
      subject: `Quarterly "numbers" it's \\ back, m1`,
      to: [{ name: 'Ada, Countess', email: 'ada@example.com' }],
      cc: [],
      date: new Date('2026-03-04T05:06:07.089Z'),
      text: 'Line one\nLine two\ttabbed — naïve café 🎉',
      labels: ['INBOX', 'UNREAD', 'Label with, comma', 'quote"d'],
      inInbox: true,
      unread: true,
      starred: false,
      sizeEstimate: 1234,
      category: 'primary',
    });
    // The insert trigger set the sort date, as for any other insert.
    expect(first!.sortDate).toEqual(first!.date);
    expect(second).toMatchObject({ subject: 'Second', starred: true, labels: [] });
  });

  it('writes bytes exactly', async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    await insertAsJson(handle.db, mailSource, [{ messageId: 'm1', userId: 'u1', content: bytes }]);
    const [row] = await handle.db.select().from(mailSource).where(eq(mailSource.messageId, 'm1'));
    expect(Buffer.compare(row!.content, bytes)).toBe(0);
  });

  it('stores half of an emoji as the replacement character, as a parameter would, instead of failing the batch', async () => {
    const cut = 'Party tonight \ud83c';
    await insertAsJson(handle.db, mailMessage, [message('m5', { subject: cut, to: [{ name: `Guest \udf89`, email: 'guest@example.com' }] })]);
    const [row] = await handle.db.select().from(mailMessage).where(eq(mailMessage.id, 'm5'));
    expect(row!.subject).toBe('Party tonight \ufffd');
    expect(row!.to).toEqual([{ name: 'Guest \ufffd', email: 'guest@example.com' }]);
  });

  it('writes many rows in several statements when they are large, and takes a column left undefined as not given', async () => {
    const rows = ['m6', 'm7', 'm8', 'm9'].map((id) => message(id, { text: `${id} `.repeat(500), category: undefined }));
    await insertAsJson(handle.db, mailMessage, rows, 4_000);
    const stored = await handle.db.select().from(mailMessage).where(inArray(mailMessage.id, ['m6', 'm7', 'm8', 'm9'])).orderBy(mailMessage.id);
    expect(stored.map((r) => [r.id, r.text?.length, r.category])).toEqual(['m6', 'm7', 'm8', 'm9'].map((id) => [id, 1500, 'primary']));
  });

  it('refuses rows that name different columns, writing none of them', async () => {
    const { sizeEstimate: _omitted, ...short } = message('m4');
    await expect(insertAsJson(handle.db, mailMessage, [message('m3'), short])).rejects.toThrow(/row 1/);
    expect(await handle.db.select({ id: mailMessage.id }).from(mailMessage).where(eq(mailMessage.id, 'm3'))).toEqual([]);
  });
});
