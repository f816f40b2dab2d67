import { afterEach, describe, expect, it } from 'vitest';
import { ParseThread } from './parse-thread';

const plain = Buffer.from('From: Ada Lovelace <ada@example.com>\r\nTo: bob@example.com\r\nSubject: Engine notes\r\nMessage-ID: <notes@example.com>\r\nX-Gmail-Labels: Inbox,Unread,Research\r\n\r\nThe engine weaves algebraic patterns.\r\n');
const withFile = Buffer.from(
  [
    'From: bob@example.com',
    'Subject: The plans',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'Plans attached.',
    '--b1',
    'Content-Type: application/octet-stream',
    'Content-Disposition: attachment; filename="plans.bin"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from([0, 1, 2, 250, 251, 252]).toString('base64'),
    '--b1--',
    '',
  ].join('\r\n'),
);
const notMail = Buffer.from('\u0000\u0001 binary junk, no header line');

const threads: ParseThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

function thread(options?: ConstructorParameters<typeof ParseThread>[0]) {
  const made = new ParseThread(options);
  threads.push(made);
  return made;
}

async function parsedBy(parser: ParseThread) {
  const [first, second, third] = await parser.parse([plain, withFile, notMail]);
  return { first: first!, second: second!, third: third! };
}

describe('the import parse thread', () => {
  it('reads each message of a batch in order, with its own bytes and its attachments as Buffers', async () => {
    const lost: unknown[] = [];
    const { first, second, third } = await parsedBy(thread({ onLost: (error) => lost.push(error) }));
    expect(lost).toEqual([]);
    expect(first.fields.subject).toBe('Engine notes');
    expect(first.fields.fromEmail).toBe('ada@example.com');
    expect(first.read).toBe(false);
    expect(first.labelNames).toEqual(['Research']);
    expect(first.bytes.equals(plain)).toBe(true);
    expect(first.fields.date).toBeInstanceOf(Date);
    expect(second.fields.subject).toBe('The plans');
    expect(second.attachments).toHaveLength(1);
    expect(Buffer.isBuffer(second.attachments[0]!.content)).toBe(true);
    expect([...second.attachments[0]!.content]).toEqual([0, 1, 2, 250, 251, 252]);
    expect(third.broken).toBe(true);
  });

  it('answers batches sent before the one before them was answered', async () => {
    const parser = thread();
    const batches = await Promise.all([parser.parse([plain]), parser.parse([withFile]), parser.parse([plain, withFile])]);
    expect(batches.map((batch) => batch.map((m) => m.fields.subject))).toEqual([['Engine notes'], ['The plans'], ['Engine notes', 'The plans']]);
  });

  it('parses the batches still waiting when it is closed, and keeps dates as dates', async () => {
    const parser = thread();
    const waiting = Promise.all([parser.parse([plain]), parser.parse([withFile])]);
    await parser.close();
    const [[first], [second]] = await waiting;
    expect(first!.fields.subject).toBe('Engine notes');
    expect(first!.fields.date).toBeInstanceOf(Date);
    expect([...second!.attachments[0]!.content]).toEqual([0, 1, 2, 250, 251, 252]);
  });

  it('parses on the calling thread when its own thread cannot start, and after it is closed', async () => {
    const lost: unknown[] = [];
    const broken = thread({ entry: new URL('./no-such-parse-worker.ts', import.meta.url), onLost: (error) => lost.push(error) });
    const { first, second } = await parsedBy(broken);
    expect(lost).toHaveLength(1);
    expect(first.fields.subject).toBe('Engine notes');
    expect([...second.attachments[0]!.content]).toEqual([0, 1, 2, 250, 251, 252]);

    const closed = thread();
    await closed.close();
    expect((await closed.parse([plain]))[0]!.fields.subject).toBe('Engine notes');
  });
});
