import { simpleParser, type AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from '../../core/mail/body';
import {
  buildMime,
  checkAttachmentSizes,
  MAX_ATTACHMENT_BYTES,
  MAX_TOTAL_ATTACHMENT_BYTES,
  newMessageId,
  toGmailRaw,
  type OutgoingMail,
} from './mime';

function makeOutgoing(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: { name: 'Ann Sender', email: 'ann@example.com' },
    to: [{ name: 'Bob, Jr', email: 'bob@example.org' }, 'carol@example.net'],
    cc: [{ name: '', email: 'dan@example.org' }],
    bcc: ['eve@example.org'],
    subject: 'Quarterly report – draft ✓',
    html: '<p>Hello <b>team</b>,</p><p>See the files.</p>',
    ...overrides,
  };
}

const emails = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? ''));

describe('buildMime', () => {
  it('parses back to the same recipients, subject, HTML and attachment bytes', async () => {
    const pdf = new Uint8Array(4096).map((_, i) => (i * 7) % 256);
    const csv = new TextEncoder().encode('a,b\n1,2\n');
    const built = await buildMime(
      makeOutgoing({
        attachments: [
          { filename: 'report.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'data.csv', content: csv },
        ],
      }),
    );
    const parsed = await simpleParser(built.raw);
    expect(emails(parsed.to)).toEqual(['bob@example.org', 'carol@example.net']);
    expect((Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0].name).toBe('Bob, Jr');
    expect(emails(parsed.cc)).toEqual(['dan@example.org']);
    expect(emails(parsed.bcc)).toEqual(['eve@example.org']);
    expect(parsed.subject).toBe('Quarterly report – draft ✓');
    expect(parsed.html).toContain('<p>Hello <b>team</b>,</p><p>See the files.</p>');
    expect(parsed.text?.trim()).toBe('Hello team,\nSee the files.');
    expect(parsed.messageId).toBe(built.messageId);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['data.csv', 'text/csv'],
    ]);
    expect(new Uint8Array(parsed.attachments[0].content)).toEqual(pdf);
    expect(new Uint8Array(parsed.attachments[1].content)).toEqual(csv);
  });

  it('leaves Bcc out of the raw for SMTP but keeps it in the envelope', async () => {
    const built = await buildMime(makeOutgoing(), { keepBcc: false });
    expect(built.raw.toString()).not.toMatch(/^Bcc:/im);
    expect(built.envelope).toEqual({
      from: 'ann@example.com',
      to: ['bob@example.org', 'carol@example.net', 'dan@example.org', 'eve@example.org'],
    });
  });

  it('uses a Message-ID passed in so it can be recorded before sending', async () => {
    const built = await buildMime(makeOutgoing({ messageId: '<fixed-1@example.com>' }));
    expect(built.messageId).toBe('<fixed-1@example.com>');
    expect((await simpleParser(built.raw)).messageId).toBe('<fixed-1@example.com>');
  });

  it('generates a Message-ID in the sender domain', async () => {
    const built = await buildMime(makeOutgoing());
    expect(built.messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
    expect(newMessageId('x@mail.test')).toMatch(/@mail\.test>$/);
  });

  it('carries In-Reply-To and References when replying', async () => {
    const built = await buildMime(
      makeOutgoing({ inReplyTo: '<orig-2@example.org>', references: ['<orig-1@example.org>'] }),
    );
    const parsed = await simpleParser(built.raw);
    expect(parsed.inReplyTo).toBe('<orig-2@example.org>');
    expect(parsed.references).toEqual(['<orig-1@example.org>', '<orig-2@example.org>']);
  });

  it('sets the Date header from the given date', async () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const parsed = await simpleParser((await buildMime(makeOutgoing({ date }))).raw);
    expect(parsed.date?.toISOString()).toBe(date.toISOString());
  });

  it('refuses attachments over the total limit with the spec text', async () => {
    const big = new Uint8Array(9 * 1024 * 1024);
    const mail = makeOutgoing({
      attachments: [1, 2, 3].map((n) => ({ filename: `f${n}.bin`, content: big })),
    });
    await expect(buildMime(mail)).rejects.toMatchObject({
      code: 'ATTACHMENTS_TOO_LARGE',
      kind: 'too_large',
      message: 'Total attachment size exceeds 25MB. Please reduce file size.',
    });
  });
});

describe('recipient checks', () => {
  it('refuses an entry that smuggles a header or a second address', async () => {
    for (const bad of ['a@x.io\r\nBcc: evil@x.io', 'a@x.io, b@y.io', 'not-an-address', 'undisclosed:;']) {
      await expect(buildMime(makeOutgoing({ to: [bad] }))).rejects.toMatchObject({ code: 'INVALID_ADDRESS', kind: 'invalid' });
    }
  });

  it('flattens line breaks in display names and drops repeated addresses', async () => {
    const built = await buildMime(
      makeOutgoing({ to: [{ name: 'X\r\nBcc: e@x.io', email: 'b@x.io' }, 'B@X.io'], cc: [], bcc: [], subject: 'Hi\r\nBcc: e@x.io' }),
    );
    const head = built.raw.toString().split('\r\n\r\n')[0];
    expect(head).not.toMatch(/^Bcc:/m);
    const parsed = await simpleParser(built.raw);
    expect(emails(parsed.to)).toEqual(['b@x.io']);
  });

  it('builds a draft with no recipients', async () => {
    const parsed = await simpleParser((await buildMime(makeOutgoing({ to: [], cc: [], bcc: [] }))).raw);
    expect(parsed.to).toBeUndefined();
  });
});

describe('checkAttachmentSizes', () => {
  it('accepts files at the limits and refuses one byte more', () => {
    expect(() => checkAttachmentSizes([MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES])).not.toThrow();
    expect(() => checkAttachmentSizes([MAX_ATTACHMENT_BYTES + 1])).toThrow(/10MB/);
    expect(MAX_TOTAL_ATTACHMENT_BYTES).toBe(26214400);
    expect(() => checkAttachmentSizes([10_000_000, 10_000_000, 6_214_401])).toThrow(
      'Total attachment size exceeds 25MB. Please reduce file size.',
    );
  });
});

describe('toGmailRaw', () => {
  it('encodes the message as base64url without padding', async () => {
    const built = await buildMime(makeOutgoing());
    const raw = toGmailRaw(built.raw);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(base64UrlToBytes(raw)).equals(built.raw)).toBe(true);
  });
});
