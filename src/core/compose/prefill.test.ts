import { describe, expect, it } from 'vitest';
import { prefillCompose, type PrefillSource } from './prefill';
import type { OriginalMessage } from './quote';

const original = (overrides: Partial<OriginalMessage> = {}): OriginalMessage => ({
  subject: 'Quarterly report',
  from: { name: 'Priya Shah', email: 'priya@example.com' },
  to: [{ name: 'Ada', email: 'ada@example.com' }],
  date: '2026-11-20T09:30:00.000Z',
  html: '<p>Numbers attached.</p>',
  text: 'Numbers attached.',
  ...overrides,
});

const emails = (list: { email: string }[]) => list.map((r) => r.email);

describe('prefillCompose', () => {
  it.each<[string, PrefillSource, { to?: string[]; cc?: string[]; bcc?: string[]; subject: string; bodyHas?: string[]; bodyIs?: string; cursor?: 'start' | 'end' }]>([
    ['a blank new email', { kind: 'new' }, { to: [], subject: '', bodyIs: '' }],
    [
      'a new email from another screen',
      { kind: 'new', to: ['bob@example.com', 'Carol <carol@example.com>'], subject: 'Hello', body: '<p>Hi Bob</p>' },
      { to: ['bob@example.com', 'carol@example.com'], subject: 'Hello', bodyIs: '<p>Hi Bob</p>' },
    ],
    [
      'an AI reply text above the quoted original',
      { kind: 'new', replyText: 'Thanks, <b>will do</b>', quotedBody: 'The original' },
      { subject: '', bodyHas: ['<p>Thanks, &lt;b&gt;will do&lt;/b&gt;</p>', '<blockquote><p>The original</p></blockquote>'] },
    ],
    [
      'a reply: the sender, Re: once, the quote, the cursor at the start',
      { kind: 'reply', original: original({ subject: 'RE: Quarterly report' }) },
      { to: ['priya@example.com'], subject: 'RE: Quarterly report', bodyHas: ['wrote:</p><blockquote><p>Numbers attached.</p></blockquote>'], cursor: 'start' },
    ],
    [
      'a reply to all: the sender, everyone else in cc, never oneself',
      {
        kind: 'reply',
        all: true,
        self: ['ADA@example.com'],
        original: original({
          to: [{ name: 'Ada', email: 'ada@example.com' }, { name: 'Bo', email: 'bo@example.com' }],
          cc: [{ name: 'Cy', email: 'cy@example.com' }, { name: 'Priya again', email: 'PRIYA@example.com' }],
        }),
      },
      { to: ['priya@example.com'], cc: ['bo@example.com', 'cy@example.com'], subject: 'Re: Quarterly report', cursor: 'start' },
    ],
    [
      "a reply to one's own message goes to its recipients",
      { kind: 'reply', self: ['ada@example.com'], original: original({ from: { name: 'Ada', email: 'ada@example.com' }, to: [{ name: 'Bo', email: 'bo@example.com' }] }) },
      { to: ['bo@example.com'], cc: [], subject: 'Re: Quarterly report', cursor: 'start' },
    ],
    [
      'a reply with its AI text above the quote',
      { kind: 'reply', original: original(), replyText: 'Looks good.' },
      { to: ['priya@example.com'], subject: 'Re: Quarterly report', bodyHas: ['<p>Looks good.</p><p></p><p>On '], cursor: 'start' },
    ],
    [
      'a reply written below the quote: the quote first, the cursor at the end',
      { kind: 'reply', original: original(), position: 'below' },
      { to: ['priya@example.com'], subject: 'Re: Quarterly report', bodyHas: ['<p>On ', '</blockquote><p></p>'], cursor: 'end' },
    ],
    [
      'a reply with its AI text below the quote',
      { kind: 'reply', original: original(), replyText: 'Looks good.', position: 'below' },
      { to: ['priya@example.com'], subject: 'Re: Quarterly report', bodyHas: ['</blockquote><p></p><p>Looks good.</p>'], cursor: 'end' },
    ],
    [
      'a forward: no recipient, Fwd: once, the forwarded header',
      { kind: 'forward', original: original({ subject: 'Fw: Quarterly report' }) },
      { to: [], subject: 'Fw: Quarterly report', bodyHas: ['---------- Forwarded message ---------', 'Priya Shah &lt;priya@example.com&gt;'] },
    ],
    [
      'a scheduled email being edited',
      { kind: 'scheduled', email: { to: ['bob@example.com'], cc: ['cc@example.com'], bcc: [], subject: 'Later', safeBody: '<p>Body</p>' } },
      { to: ['bob@example.com'], cc: ['cc@example.com'], bcc: [], subject: 'Later', bodyIs: '<p>Body</p>' },
    ],
    [
      'a template: one paragraph a line, its name as the subject when none was typed',
      { kind: 'template', name: 'Invoice reminder', content: 'Dear Bob,\nInvoice 42 is due.' },
      { subject: 'Invoice reminder', bodyIs: '<p>Dear Bob,</p><p>Invoice 42 is due.</p>' },
    ],
    ['a template keeps a typed subject', { kind: 'template', name: 'Invoice reminder', content: 'x', subject: 'My own' }, { subject: 'My own', bodyIs: '<p>x</p>' }],
    [
      'a mailto: link with every field, percent-encoded',
      { kind: 'mailto', url: 'mailto:bob%40example.com,dan+tag@example.com?cc=carol@example.com&BCC=eve@example.com&subject=Lunch%20on%20Friday%3F&body=See%20you%0Athere' },
      { to: ['bob@example.com', 'dan+tag@example.com'], cc: ['carol@example.com'], bcc: ['eve@example.com'], subject: 'Lunch on Friday?', bodyIs: '<p>See you</p><p>there</p>' },
    ],
    ['a mailto: link with only a to= field', { kind: 'mailto', url: 'mailto:?to=bob@example.com' }, { to: ['bob@example.com'], subject: '' }],
    ['a broken mailto: link prefills nothing and does not throw', { kind: 'mailto', url: 'mailto:%E0%A4%A?subject=%' }, { to: [], subject: '%' }],
    ['something that is not a mailto: link', { kind: 'mailto', url: 'https://example.com' }, { to: [], subject: '', bodyIs: '' }],
    [
      'a saved draft reopened: its addresses, names kept, its subject and body as saved',
      {
        kind: 'saved',
        draft: { to: [{ name: 'Bob, the builder', email: 'bob@example.com' }], cc: [], bcc: [{ name: '', email: 'eve@example.com' }], subject: 'Offsite plan', safeHtml: '<p>Half <b>done</b></p>' },
      },
      { to: ['bob@example.com'], cc: [], bcc: ['eve@example.com'], subject: 'Offsite plan', bodyIs: '<p>Half <b>done</b></p>' },
    ],
  ])('%s', (_name, source, expected) => {
    const result = prefillCompose(source);
    if (expected.to) expect(emails(result.to)).toEqual(expected.to);
    if (expected.cc) expect(emails(result.cc)).toEqual(expected.cc);
    if (expected.bcc) expect(emails(result.bcc)).toEqual(expected.bcc);
    expect(result.subject).toBe(expected.subject);
    if (expected.bodyIs !== undefined) expect(result.body).toBe(expected.bodyIs);
    for (const part of expected.bodyHas ?? []) expect(result.body).toContain(part);
    expect(result.cursor).toBe(expected.cursor);
  });

  it('drops duplicate recipients and shows the Cc and Bcc rows only when they hold someone', () => {
    const result = prefillCompose({ kind: 'new', to: 'bob@example.com, BOB@example.com', bcc: ['eve@example.com'] });
    expect(emails(result.to)).toEqual(['bob@example.com']);
    expect([result.showCc, result.showBcc]).toEqual([false, true]);
  });

  it('restores a draft exactly as it was saved, open rows included', () => {
    const form = { to: [{ email: 'bob@example.com', name: 'Bob' }], cc: [], bcc: [], showCc: true, showBcc: false, subject: 'Draft', body: '<p>Half</p>' };
    expect(prefillCompose({ kind: 'draft', form })).toEqual(form);
  });
});
