import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MboxReader, NotMboxError, mboxEntry, separatorLine } from './mbox';

/** Feeds `bytes` to a reader in chunks of `size`, as a stream would. */
function readAll(bytes: Buffer, size = 7, offset = 0) {
  const reader = new MboxReader(offset);
  const out = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...reader.push(bytes.subarray(i, i + size)));
  out.push(...reader.end());
  return out;
}

const lf = Buffer.from('From: a@example.com\nSubject: One\n\nFrom the start, said nobody.\n>From quoted once.\n>>From quoted twice.\nbye\n');
const crlf = Buffer.from('From: b@example.com\r\nSubject: Two\r\n\r\nFrom here, in CRLF.\r\nDone.\r\n');
const unterminated = Buffer.from('Subject: Three\n\nno final newline');

describe('mbox', () => {
  it('writes separators in asctime form, the day padded as asctime pads it', () => {
    expect(separatorLine('ada@example.com', new Date('2026-03-05T07:08:09Z'))).toBe('From ada@example.com Thu Mar  5 07:08:09 2026\n');
    expect(separatorLine('', new Date('2026-11-26T03:47:14Z'))).toBe('From MAILER-DAEMON Thu Nov 26 03:47:14 2026\n');
  });

  it('quotes every From line mboxrd-style and reads back the same bytes, LF and CRLF alike, in any chunk size', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const file = Buffer.concat([mboxEntry('a@example.com', date, lf), mboxEntry('b@example.com', date, crlf), mboxEntry('c@example.com', date, lf)]);
    expect(file.toString()).toContain('\n>From the start, said nobody.\n>>From quoted once.\n>>>From quoted twice.\n');
    expect(file.toString()).toContain('\r\n>From here, in CRLF.\r\n');
    for (const size of [1, 7, 64, 100_000]) {
      expect(readAll(file, size).map((m) => m.bytes.toString())).toEqual([lf.toString(), crlf.toString(), lf.toString()]);
    }
  });

  it('ends a message without a final newline with one, and says where each entry ends so a read can resume there', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const first = mboxEntry('x@example.com', date, unterminated);
    const file = Buffer.concat([first, mboxEntry('y@example.com', date, crlf)]);
    const messages = readAll(file);
    expect(messages.map((m) => m.bytes.toString())).toEqual(['Subject: Three\n\nno final newline\n', crlf.toString()]);
    expect(messages.map((m) => m.end)).toEqual([first.length, file.length]);
    // Resuming at the end of the first entry reads only the second.
    expect(readAll(file.subarray(first.length), 5, first.length)).toEqual([{ bytes: crlf, end: file.length }]);
  });

  it('takes a "From " line inside a message for text unless a blank line comes before it', () => {
    const file = Buffer.from('From - Mon Jan  1 00:00:00 2024\nSubject: s\n\nbody\nFrom x Mon Jan  1 00:00:00 2024\n\nFrom - Tue Jan  2 00:00:00 2024\nSubject: t\n\nsecond\n');
    expect(readAll(file).map((m) => m.bytes.toString())).toEqual(['Subject: s\n\nbody\nFrom x Mon Jan  1 00:00:00 2024\n', 'Subject: t\n\nsecond\n']);
  });

  it('reads the separators Gmail Takeout and Thunderbird write', () => {
    const takeout = Buffer.from('From 1719385828457066712@xxx Wed Jun 26 07:24:27 +0000 2024\nX-Gmail-Labels: Inbox,Unread\nSubject: a\n\nhi\n\nFrom - Thu Nov 26 03:47:14 2026\nSubject: b\n\nho\n');
    expect(readAll(takeout).map((m) => m.bytes.toString())).toEqual(['X-Gmail-Labels: Inbox,Unread\nSubject: a\n\nhi\n', 'Subject: b\n\nho\n']);
  });

  it('refuses a file that does not start with a From line, or holds nothing', () => {
    expect(() => readAll(Buffer.from('%PDF-1.7\n...'))).toThrow(NotMboxError);
    expect(() => readAll(Buffer.from('\n\n'))).toThrow(NotMboxError);
    expect(() => readAll(Buffer.alloc(0))).toThrow(NotMboxError);
  });

  it("reads an mbox written by Python's mailbox module", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mbox-'));
    try {
      const file = path.join(dir, 'corpus.mbox');
      const expected = JSON.parse(execFileSync('python3', [path.resolve('tests/fixtures/make-mbox.py'), file, '6']).toString()) as {
        subject: string;
        messageId: string;
        body: string;
        attachment: string | null;
      }[];
      const messages = readAll(readFileSync(file), 4096);
      expect(messages).toHaveLength(6);
      for (const [i, message] of messages.entries()) {
        const parsed = await simpleParser(message.bytes);
        expect(parsed.subject).toBe(expected[i]!.subject);
        expect(parsed.messageId).toBe(expected[i]!.messageId);
        expect(parsed.text?.trim()).toBe(expected[i]!.body.trim());
        expect(parsed.attachments.map((a) => a.filename)).toEqual(expected[i]!.attachment ? [expected[i]!.attachment] : []);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
