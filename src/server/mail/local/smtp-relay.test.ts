/**
 * The SMTP relay against a real (tiny) SMTP server, with its journal in the
 * database: a message the outside server accepted is not handed over again
 * under the same Message-ID, even by a new process (a new relay on the same
 * database), while a new recipient or a new Message-ID still goes out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/open';
import { dbKinds, openTestDb } from '../../../../tests/helpers/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../tests/helpers/smtp-sink';
import { buildMime } from '../mime';
import { dbRelayJournal } from './relay-journal';
import { createSmtpRelay } from './smtp-relay';

async function message(subject: string, messageId: string) {
  const { raw } = await buildMime(
    {
      from: { name: 'Ada', email: 'ada@local.test' },
      to: [{ name: '', email: 'partner@outside.example' }],
      cc: [],
      bcc: [],
      subject,
      html: '<p>Hello</p>',
      messageId,
    },
    { keepBcc: false },
  );
  return raw;
}

describe.each(dbKinds())('SMTP relay with its journal on %s', (kind) => {
  let db: Db;
  let sink: SmtpSink;
  beforeEach(async () => {
    db = await openTestDb(kind);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
    await db.close();
  });

  it('does not hand the same Message-ID to the same recipients twice, even from a relay started afresh', async () => {
    const envelope = { from: 'ada@local.test', to: ['partner@outside.example'] };
    const raw = await message('Quarterly plan', '<plan-1@local.test>');
    await createSmtpRelay(sink.url, dbRelayJournal(db)).send(raw, envelope, '<plan-1@local.test>');
    // A restarted process: empty memory, same database.
    const restarted = createSmtpRelay(sink.url, dbRelayJournal(db));
    await restarted.send(raw, envelope, '<plan-1@local.test>');
    expect(sink.accepted.map((m) => m.subject)).toEqual(['Quarterly plan']);

    // Someone added to the envelope, or another message: those go out.
    await restarted.send(raw, { ...envelope, to: [...envelope.to, 'second@outside.example'] }, '<plan-1@local.test>');
    await restarted.send(await message('Follow-up', '<plan-2@local.test>'), envelope, '<plan-2@local.test>');
    expect(sink.accepted.map((m) => m.subject)).toEqual(['Quarterly plan', 'Quarterly plan', 'Follow-up']);
  });

  it('records nothing when the outside server refuses, so the retry does go out', async () => {
    const envelope = { from: 'ada@local.test', to: ['partner@outside.example'] };
    const raw = await message('Retry me', '<retry-1@local.test>');
    await sink.close();
    await expect(createSmtpRelay(sink.url, dbRelayJournal(db)).send(raw, envelope, '<retry-1@local.test>')).rejects.toThrow();
    sink = await startSmtpSink();
    await createSmtpRelay(sink.url, dbRelayJournal(db)).send(raw, envelope, '<retry-1@local.test>');
    expect(sink.accepted.map((m) => m.subject)).toEqual(['Retry me']);
  });
});
