/**
 * The accounts migration (0008) on a database that already holds mail: a
 * Gmail user, a user who disconnected Gmail, and a user with no account row
 * keep every message, template and follow-up, each message lands in the
 * account of its provider, and later inserts still find their account.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { dbKinds } from '../../../tests/helpers/test-app';
import { createDatabaseAt } from '../../../tests/helpers/pg-cluster';
import { migrationsFolder, pgliteExtensions } from './open';

/** A copy of the migrations folder that stops before `tag`, as a server of the previous release had it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Engine {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(kind: 'pglite' | 'postgres'): Promise<Engine> {
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: await createDatabaseAt(inject('pgUrl')), max: 2 });
  return {
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

/** Migrates `engine` as far as the release before `tag` and gives it user u1 with local account a1; the copied folder, to remove. */
async function migrateBefore(engine: Engine, tag: string): Promise<string> {
  const before = migrationsBefore(tag);
  await engine.migrate(before);
  await engine.query(`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at) VALUES ('u1', 'Ada', 'ada@example.com', false, now(), now())`);
  await engine.query(`INSERT INTO mail_account (id, user_id, provider) VALUES ('a1', 'u1', 'local')`);
  return before;
}

const SEED = `
INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at) VALUES
  ('u-gmail', 'Ada', 'ada@example.com', false, now(), now()),
  ('u-left', 'Bob', 'bob@example.com', false, now(), now()),
  ('u-none', 'Cy', 'cy@example.com', false, now(), now());
INSERT INTO mail_account (user_id, provider, external_email, refresh_token_enc, history_id) VALUES
  ('u-gmail', 'gmail', 'ada@gmail.com', 'v1.secret', '42'),
  ('u-left', 'local', null, null, null);
INSERT INTO mail_message (id, user_id, provider, provider_id, thread_id, subject, date, labels, in_inbox, unread) VALUES
  ('m1', 'u-gmail', 'local', 'm1', 't1', 'Welcome', now(), '{INBOX,UNREAD}', true, true),
  ('m2', 'u-gmail', 'gmail', 'g2', 't2', 'From Gmail', now(), '{INBOX}', true, false),
  ('m3', 'u-left', 'local', 'm3', 't3', 'Bob local', now(), '{INBOX}', true, false),
  ('m4', 'u-none', 'local', 'm4', 't4', 'Cy local', now(), '{SENT}', false, false);
INSERT INTO template (id, user_id, name, content) VALUES ('tp1', 'u-none', 'Thanks', 'Thank you');
INSERT INTO follow_up (id, user_id, subject, recipient, due_date) VALUES ('f1', 'u-left', 'Invoice', 'x@example.com', now());
`;

describe.each(dbKinds())('migration 0008 (accounts) on %s', (kind) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps every message, template and follow-up and files each message under its account', async () => {
    const engine = await openEngine(kind);
    try {
      const before = migrationsBefore('0008_accounts');
      folders.push(before);
      await engine.migrate(before);
      for (const statement of SEED.trim().split(';\n')) await engine.query(statement);
      const countsBefore = await engine.query('SELECT user_id, inbox, unread, sent FROM mail_counts ORDER BY user_id');

      await engine.migrate(migrationsFolder);

      const accounts = await engine.query(
        'SELECT id, user_id, provider, external_email, refresh_token_enc, history_id FROM mail_account ORDER BY user_id, provider',
      );
      expect(accounts.map((a) => [a.user_id, a.provider])).toEqual([
        ['u-gmail', 'gmail'],
        ['u-gmail', 'local'],
        ['u-left', 'local'],
        ['u-none', 'local'],
      ]);
      expect(accounts[0]).toMatchObject({ external_email: 'ada@gmail.com', refresh_token_enc: 'v1.secret', history_id: '42' });
      expect(new Set(accounts.map((a) => a.id)).size).toBe(4);
      const accountOf = (user: string, provider: string) => accounts.find((a) => a.user_id === user && a.provider === provider)!.id;

      const messages = await engine.query('SELECT id, account_id, subject FROM mail_message ORDER BY id');
      expect(messages).toEqual([
        { id: 'm1', account_id: accountOf('u-gmail', 'local'), subject: 'Welcome' },
        { id: 'm2', account_id: accountOf('u-gmail', 'gmail'), subject: 'From Gmail' },
        { id: 'm3', account_id: accountOf('u-left', 'local'), subject: 'Bob local' },
        { id: 'm4', account_id: accountOf('u-none', 'local'), subject: 'Cy local' },
      ]);
      expect(await engine.query('SELECT id FROM template')).toEqual([{ id: 'tp1' }]);
      expect(await engine.query('SELECT id FROM follow_up')).toEqual([{ id: 'f1' }]);
      expect(await engine.query('SELECT user_id, inbox, unread, sent FROM mail_counts ORDER BY user_id')).toEqual(countsBefore);

      // An insert that names no account gets the user's account of its provider.
      await engine.query(
        `INSERT INTO mail_message (id, user_id, provider, provider_id, thread_id, date) VALUES ('m5', 'u-gmail', 'gmail', 'g5', 't5', now())`,
      );
      expect(await engine.query(`SELECT account_id FROM mail_message WHERE id = 'm5'`)).toEqual([{ account_id: accountOf('u-gmail', 'gmail') }]);
      // A Gmail message for a user without Gmail is refused rather than filed anywhere.
      await expect(
        engine.query(`INSERT INTO mail_message (id, user_id, provider, provider_id, thread_id, date) VALUES ('m6', 'u-left', 'gmail', 'g6', 't6', now())`),
      ).rejects.toThrow(/account_id/);
      // A second local mailbox or Gmail account for one user is refused; IMAP accounts are many.
      await expect(engine.query(`INSERT INTO mail_account (id, user_id, provider) VALUES ('dup', 'u-left', 'local')`)).rejects.toThrow(
        /mail_account_user_single_idx/,
      );
      await engine.query(`INSERT INTO mail_account (id, user_id, provider) VALUES ('i1', 'u-left', 'imap'), ('i2', 'u-left', 'imap')`);
    } finally {
      await engine.close();
    }
  });
});

describe.each(dbKinds())('migration 0027 (Insights daily totals) on %s', (kind) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('totals the mail already cached, and keeps counting what arrives after', async () => {
    const engine = await openEngine(kind);
    try {
      folders.push(await migrateBefore(engine, '0027_insights_rollup'));
      await engine.query(`
        INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, from_name, from_email, date, in_inbox, unread, is_sent, is_draft) VALUES
          ('m1', 'u1', 'a1', 'local', 'm1', 't1', 'Grace', 'grace@example.com', '2026-11-01T09:00:00Z', true, true, false, false),
          ('m2', 'u1', 'a1', 'local', 'm2', 't2', 'Grace H.', 'grace@example.com', '2026-11-01T23:30:00Z', true, false, false, false),
          ('m3', 'u1', 'a1', 'local', 'm3', 't3', 'Ada', 'ada@example.com', '2026-11-02T00:30:00Z', false, false, true, false),
          ('m4', 'u1', 'a1', 'local', 'm4', 't4', 'Ada', 'ada@example.com', '2026-11-02T01:00:00Z', false, false, false, true)`);

      await engine.migrate(migrationsFolder);

      expect(await engine.query('SELECT day::text AS day, received, sent, unread_inbox FROM mail_daily ORDER BY day')).toEqual([
        { day: '2026-11-01', received: 2, sent: 0, unread_inbox: 1 },
        { day: '2026-11-02', received: 0, sent: 1, unread_inbox: 0 },
      ]);
      expect(await engine.query('SELECT day::text AS day, from_email, received, read, last_name FROM mail_daily_sender')).toEqual([
        { day: '2026-11-01', from_email: 'grace@example.com', received: 2, read: 1, last_name: 'Grace H.' },
      ]);
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, from_email, date, in_inbox, unread) VALUES ('m5', 'u1', 'a1', 'local', 'm5', 't5', 'grace@example.com', '2026-11-01T10:00:00Z', true, true)`);
      expect(await engine.query(`SELECT received, unread_inbox FROM mail_daily WHERE day = '2026-11-01'`)).toEqual([{ received: 3, unread_inbox: 2 }]);
    } finally {
      await engine.close();
    }
  });
});

describe.each(dbKinds())('migration 0033 (search vectors by trigger) on %s', (kind) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps the vectors already made, fills a message written without one, and works it out again when its words change', async () => {
    const engine = await openEngine(kind);
    const words = async (id: string) => (await engine.query(`SELECT search::text AS v FROM mail_message WHERE id = '${id}'`))[0]!.v;
    try {
      folders.push(await migrateBefore(engine, '0033_search_vector_by_trigger'));
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, from_name, from_email, text, date)
        VALUES ('m1', 'u1', 'a1', 'local', 'm1', 't1', 'Quarterly reports', 'Grace Hopper', 'grace@example.com', 'The invoices are attached.', now())`);
      const old = await words('m1');
      expect(old).toContain(`'invoic':`);

      await engine.migrate(migrationsFolder);

      expect(await words('m1')).toBe(old);
      expect(await engine.query(`SELECT attgenerated FROM pg_attribute WHERE attrelid = 'mail_message'::regclass AND attname = 'search'`)).toEqual([{ attgenerated: '' }]);
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, from_name, from_email, text, date)
        VALUES ('m2', 'u1', 'a1', 'local', 'm2', 't2', 'Quarterly reports', 'Grace Hopper', 'grace@example.com', 'The invoices are attached.', now())`);
      expect(await words('m2')).toBe(old);
      // A flag changes nothing of the words; a new body does.
      await engine.query(`UPDATE mail_message SET starred = true WHERE id = 'm2'`);
      expect(await words('m2')).toBe(old);
      await engine.query(`UPDATE mail_message SET text = 'Lunch on Friday?' WHERE id = 'm2'`);
      expect(await words('m2')).toContain(`'lunch':`);
      expect(await words('m2')).not.toContain(`'invoic':`);
      // A vector brought made (an import's parse thread) is kept as given.
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, text, date, search)
        VALUES ('m3', 'u1', 'a1', 'local', 'm3', 't3', 'Travel', 'Flights booked.', now(), 'travel:1A flight:2B')`);
      expect(await words('m3')).toBe(`'flight':2B 'travel':1A`);
    } finally {
      await engine.close();
    }
  });
});

describe.each(dbKinds())('migration 0034 (pairs of neighbouring words in a column) on %s', (kind) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives the messages already stored their pairs of neighbouring words, keeps them with the words, and keeps pairs brought made', async () => {
    const engine = await openEngine(kind);
    const pairs = async (id: string) =>
      (await engine.query(`SELECT search_pairs @> mail_search_pairs(search) AND search_pairs <@ mail_search_pairs(search) AS same, cardinality(search_pairs) AS n FROM mail_message WHERE id = '${id}'`))[0];
    const found = async (phrase: string) =>
      (await engine.query(`SELECT id FROM mail_message WHERE search_pairs @> mail_search_pairs(to_tsvector('english', '${phrase}')) ORDER BY id`)).map((r) => r.id);
    try {
      folders.push(await migrateBefore(engine, '0034_search_pairs_column'));
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, from_name, from_email, text, date)
        VALUES ('m1', 'u1', 'a1', 'local', 'm1', 't1', 'Quarterly reports', 'Grace Hopper', 'grace@example.com', 'The travel schedule is attached.', now())`);

      await engine.migrate(migrationsFolder);

      expect(await pairs('m1')).toEqual({ same: true, n: 5 });
      expect(await found('travel schedules')).toEqual(['m1']);
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, from_name, from_email, text, date)
        VALUES ('m2', 'u1', 'a1', 'local', 'm2', 't2', 'Lunch', 'Grace Hopper', 'grace@example.com', 'Team lunch on Friday?', now())`);
      expect(await found('team lunch')).toEqual(['m2']);
      await engine.query(`UPDATE mail_message SET text = 'The travel schedule, again.' WHERE id = 'm2'`);
      expect(await found('travel schedule')).toEqual(['m1', 'm2']);
      expect(await found('team lunch')).toEqual([]);
      // A vector brought without its pairs gets them; pairs brought made (an import's parse thread) are kept as given.
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, text, date, search)
        VALUES ('m3', 'u1', 'a1', 'local', 'm3', 't3', 'Travel', 'Flights booked.', now(), 'travel:1A flight:2B')`);
      expect(await found('travel flight')).toEqual(['m3']);
      await engine.query(`INSERT INTO mail_message (id, user_id, account_id, provider, provider_id, thread_id, subject, text, date, search, search_pairs)
        VALUES ('m4', 'u1', 'a1', 'local', 'm4', 't4', 'Travel', 'Flights booked.', now(), 'travel:1A flight:2B', '{7}')`);
      expect(await engine.query(`SELECT search_pairs FROM mail_message WHERE id = 'm4'`)).toEqual([{ search_pairs: [7] }]);
    } finally {
      await engine.close();
    }
  });
});
