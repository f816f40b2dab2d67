import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { createLogger } from '../logger';
import type { MailList } from '../mail/types';
import { ImportService } from './import';
import { mboxEntry } from './mbox';
import { ParseThread } from './parse-thread';

/** Messages whose words stem, fold and mix scripts, one with HTML alone: what a vector must get right. */
const MESSAGES = [
  ['Grace Hopper <grace@example.com>', 'Quarterly reports are running late', 'text/plain', 'The invoices for the launches were attached twice.'],
  ['"Zoë Ångström" <zoe@example.se>', 'Crème brûlée at the café', 'text/plain', 'Smörgåsbord på fredag? Ünïcödé wörds and naïve façades.'],
  ['newsletter@example.org', 'Weekly digest', 'text/html', '<p>Read <b>the</b> <a href="https://example.org/x">flight schedules</a> &amp; hotel bookings.</p>'],
  ['Ada <ada@example.com>', '', 'text/plain', 'No subject, only a body about migrations and databases.'],
];

function mbox() {
  return Buffer.concat(
    MESSAGES.map(([from, subject, type, body], i) =>
      mboxEntry('x@example.org', new Date(Date.UTC(2025, 5, 1, 10, i)), Buffer.from(`From: ${from}\r\nTo: reader@example.com\r\nSubject: ${subject}\r\nMessage-ID: <v${i}@example.org>\r\nContent-Type: ${type}; charset=utf-8\r\n\r\n${body}\r\n`)),
    ),
  );
}

describe.each(dbKinds())('search vectors of an import on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let imports: ImportService;
  const directory = mkdtempSync(path.join(tmpdir(), 'import-vectors-'));
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    imports = importService();
  });
  /** From two messages on, so that this small file takes the path a large mailbox does. */
  const importService = () => {
    const { mail } = t.app.services;
    return new ImportService({ db: t.db.db, labels: mail.labels, imap: mail.imap, events: t.events, logger: createLogger('silent'), directory, searchVectorsFrom: 2 });
  };
  afterAll(async () => {
    await imports.stop();
    await t.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores for each message the vector the database would make, made on the parse thread on the embedded engine', async () => {
    const parse = vi.spyOn(ParseThread.prototype, 'parse');
    const { importId } = await imports.start(ada.id, { contentType: 'application/mbox', body: new Blob([mbox()]).stream() });
    await vi.waitFor(async () => expect((await imports.get(ada.id, importId)).status).toBe('done'), { timeout: 30_000, interval: 100 });
    expect((await imports.get(ada.id, importId)).imported).toBe(MESSAGES.length);
    // The thread made every one of them; PostgreSQL makes them itself, in its own processes.
    const batches = await Promise.all(parse.mock.results.map((r) => r.value as ReturnType<ParseThread['parse']>));
    parse.mockRestore();
    expect(batches.flat().map((m) => m.fields.search !== undefined)).toEqual(MESSAGES.map(() => kind === 'pglite'));
    expect(batches.flat().map((m) => (m.fields.searchPairs?.length ?? 0) > 0)).toEqual(MESSAGES.map(() => kind === 'pglite'));

    const { rows } = await t.db.executeSql(
      `select count(*)::int as messages, count(*) filter (where search is distinct from mail_search_vector(subject, from_name, from_email, text, snippet))::int as different,
        count(*) filter (where not (search_pairs @> mail_search_pairs(search) and search_pairs <@ mail_search_pairs(search)))::int as other_pairs
        from mail_message where user_id = $1 and message_id_header like '<v_@example.org>'`,
      [ada.id],
    );
    expect(rows[0]).toEqual({ messages: MESSAGES.length, different: 0, other_pairs: 0 });
    const found = async (q: string) => ((await (await t.request(`/api/mail/messages?q=${encodeURIComponent(q)}`, { user: ada })).json()) as MailList).items.map((m) => m.subject);
    expect(await found('invoice launch')).toEqual(['Quarterly reports are running late']);
    expect(await found('brûlée')).toEqual(['Crème brûlée at the café']);
    expect(await found('"flight schedule"')).toEqual(['Weekly digest']);
    expect(await found('grace')).toEqual(['Quarterly reports are running late']);
  });

  it.runIf(kind === 'pglite')('imports all the same when reading the definition fails, and does not keep the failure', async () => {
    const fresh = importService();
    const execute = vi.spyOn(t.db.db, 'execute').mockRejectedValueOnce(new Error('the database is busy'));
    try {
      const user = await t.signUp();
      const { importId } = await fresh.start(user.id, { contentType: 'application/mbox', body: new Blob([mbox()]).stream() });
      expect(await execute.mock.results[0]!.value.catch((e: Error) => e.message)).toBe('the database is busy');
      await vi.waitFor(async () => expect((await fresh.get(user.id, importId)).status).toBe('done'), { timeout: 30_000, interval: 100 });
      expect((await fresh.get(user.id, importId)).imported).toBe(MESSAGES.length);
      const { rows } = await t.db.executeSql(
        `select count(*) filter (where search is distinct from mail_search_vector(subject, from_name, from_email, text, snippet))::int as different from mail_message where user_id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({ different: 0 });
    } finally {
      execute.mockRestore();
      await fresh.stop();
    }
  });
});

describe('the parse thread making search vectors', () => {
  it('gives none when its engine is given a definition it cannot run, and the batch is still read', async () => {
    const parser = new ParseThread();
    try {
      const [parsed] = await parser.parse([Buffer.from('From: a@example.com\r\nSubject: Hello\r\n\r\nBody.\r\n')], { searchVector: 'not sql at all' });
      expect(parsed!.fields.subject).toBe('Hello');
      expect(parsed!.fields.search).toBeUndefined();
    } finally {
      await parser.close();
    }
  });
});
