import { describe, expect, it } from 'vitest';
import { isReplySubject, normaliseSubject, parseMessageIds, threadMessages, type ThreadableMessage } from './threading';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1, 9);

function msg(id: string, over: Partial<ThreadableMessage> & { refs?: string[]; day?: number } = {}): ThreadableMessage {
  return {
    id,
    messageId: over.messageId === undefined ? `<${id}@x.test>` : over.messageId,
    inReplyTo: over.inReplyTo ?? null,
    references: over.refs ?? [],
    subject: over.subject ?? 'Launch plan',
    date: T0 + (over.day ?? 0) * DAY,
  };
}

/** The conversations as sorted lists of ids, for comparing without caring about their order. */
const groups = (messages: ThreadableMessage[]) =>
  threadMessages(messages)
    .map((c) => c.ids)
    .sort((a, b) => a[0]!.localeCompare(b[0]!));

describe('subjects built to be slow', () => {
  // A long run of spaces after "re" (two spaces patterns took turns splitting it) and thousands of stacked prefixes
  // each took seconds of the server's thread when mail arrived.
  it('are read at once', () => {
    expect(isReplySubject(`re${' '.repeat(200_000)}x`)).toBe(false);
    expect(isReplySubject(`Re${' '.repeat(20)}[2] : Budget`)).toBe(true);
    // Only a header's length is read: what is left of the prefixes there is the subject.
    expect(normaliseSubject(`${'re: '.repeat(100_000)}Budget`)).toBe('re');
    expect(normaliseSubject(`re${' '.repeat(200_000)}x`)).toBe('re');
    expect(normaliseSubject(`re${' '.repeat(200)}x`)).toBe('re x');
  });
});

describe('normaliseSubject', () => {
  it.each([
    ['Re: Launch plan', 'launch plan'],
    ['RE: re: Fwd: Launch plan', 'launch plan'],
    ['AW: WG: Launch plan', 'launch plan'],
    ['SV: VS: Launch plan', 'launch plan'],
    ['TR: Launch plan', 'launch plan'],
    ['Re[2]: Launch   plan ', 'launch plan'],
    ['Re^3: Launch plan', 'launch plan'],
    ['Fw : Launch plan', 'launch plan'],
    ['[dev-team] Re: Launch plan', 'launch plan'],
    ['Re: [dev-team] Launch plan', 'launch plan'],
    ['Antw: Launch plan', 'launch plan'],
    ['Launch plan', 'launch plan'],
    ['Regarding the launch', 'regarding the launch'],
    ['Reply needed: budget', 'reply needed: budget'],
    ['', ''],
  ])('%j → %j', (subject, expected) => {
    expect(normaliseSubject(subject)).toBe(expected);
  });

  it('tells a reply or forward subject from an original', () => {
    expect(isReplySubject('Re: Lunch')).toBe(true);
    expect(isReplySubject('[list] Fwd: Lunch')).toBe(true);
    expect(isReplySubject('AW: Lunch')).toBe(true);
    expect(isReplySubject('Lunch')).toBe(false);
    expect(isReplySubject('Research notes')).toBe(false);
  });
});

describe('parseMessageIds', () => {
  it('reads every id of a folded References header, in order', () => {
    expect(parseMessageIds('<a@x>\r\n <b@x>  <c@x>')).toEqual(['<a@x>', '<b@x>', '<c@x>']);
    expect(parseMessageIds('')).toEqual([]);
    expect(parseMessageIds(null)).toEqual([]);
  });
});

describe('threadMessages', () => {
  it('puts a reply chain in one conversation, oldest first, named by its first message', () => {
    const a = msg('a');
    const b = msg('b', { day: 1, subject: 'Re: Launch plan', inReplyTo: '<a@x.test>', refs: ['<a@x.test>'] });
    const c = msg('c', { day: 2, subject: 'Re: Launch plan', inReplyTo: '<b@x.test>', refs: ['<a@x.test>', '<b@x.test>'] });
    expect(threadMessages([c, a, b])).toEqual([{ root: '<a@x.test>', ids: ['a', 'b', 'c'] }]);
  });

  it('follows In-Reply-To alone when a client sends no References', () => {
    const a = msg('a');
    const b = msg('b', { day: 1, inReplyTo: '<a@x.test>' });
    expect(groups([a, b])).toEqual([['a', 'b']]);
  });

  it('joins messages whose common parent is missing, and names the conversation by that parent', () => {
    // Both answer a message that was never received (deleted, or sent before the account was added).
    const b = msg('b', { day: 1, inReplyTo: '<gone@x.test>', refs: ['<gone@x.test>'] });
    const c = msg('c', { day: 2, inReplyTo: '<gone@x.test>', refs: ['<gone@x.test>'] });
    expect(threadMessages([b, c])).toEqual([{ root: '<gone@x.test>', ids: ['b', 'c'] }]);
  });

  it('keeps the same conversation name when a missing parent arrives later', () => {
    const before = threadMessages([msg('c', { day: 2, refs: ['<a@x.test>', '<b@x.test>'] })]);
    const after = threadMessages([msg('c', { day: 2, refs: ['<a@x.test>', '<b@x.test>'] }), msg('b', { day: 1, refs: ['<a@x.test>'] })]);
    expect(before[0]!.root).toBe('<a@x.test>');
    expect(after).toEqual([{ root: '<a@x.test>', ids: ['b', 'c'] }]);
  });

  it('survives a reference loop without losing or repeating a message', () => {
    const a = msg('a', { refs: ['<b@x.test>'] });
    const b = msg('b', { day: 1, refs: ['<a@x.test>'] });
    const c = msg('c', { day: 2, refs: ['<c@x.test>'] });
    const result = threadMessages([a, b, c]);
    expect(groups([a, b, c])).toEqual([['a', 'b'], ['c']]);
    expect(result.flatMap((r) => r.ids).sort()).toEqual(['a', 'b', 'c']);
  });

  it('does not let a later, broken References header tear a known chain apart', () => {
    const a = msg('a');
    const b = msg('b', { day: 1, refs: ['<a@x.test>'] });
    const c = msg('c', { day: 2, refs: ['<a@x.test>', '<b@x.test>'] });
    // A client that rewrote the chain in another order.
    const d = msg('d', { day: 3, refs: ['<b@x.test>', '<a@x.test>', '<c@x.test>'] });
    expect(groups([a, b, c, d])).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('treats two copies of one Message-ID as one conversation (inbox and Sent)', () => {
    const a = msg('a1', { messageId: '<a@x.test>' });
    const copy = msg('a2', { messageId: '<A@X.TEST>' });
    const b = msg('b', { day: 1, inReplyTo: '<a@x.test>' });
    expect(groups([a, copy, b])).toEqual([['a1', 'a2', 'b']]);
  });

  it('joins a header-less "Re:" to the conversation with its subject', () => {
    const a = msg('a', { subject: 'Budget 2027' });
    const reply = msg('b', { day: 1, subject: 'AW: Budget 2027', messageId: null });
    const fwd = msg('c', { day: 2, subject: 'Fwd: budget 2027' });
    expect(groups([a, reply, fwd])).toEqual([['a', 'b', 'c']]);
  });

  it('keeps one subject in two unrelated conversations apart', () => {
    const monday = msg('mon', { subject: 'Lunch' });
    const mondayReply = msg('mon2', { day: 0.1, subject: 'Re: Lunch', inReplyTo: '<mon@x.test>' });
    const friday = msg('fri', { day: 4, subject: 'Lunch' });
    const fridayReply = msg('fri2', { day: 4.1, subject: 'Re: Lunch', inReplyTo: '<fri@x.test>', refs: ['<fri@x.test>'] });
    expect(groups([monday, mondayReply, friday, fridayReply])).toEqual([
      ['fri', 'fri2'],
      ['mon', 'mon2'],
    ]);
  });

  it('gives a header-less reply to the latest same-subject conversation before it, not a later one', () => {
    const first = msg('first', { subject: 'Lunch' });
    const second = msg('second', { day: 3, subject: 'Lunch' });
    const reply = msg('reply', { day: 3.5, subject: 'Re: Lunch' });
    const later = msg('later', { day: 9, subject: 'Lunch' });
    expect(groups([first, second, reply, later])).toEqual([['first'], ['later'], ['second', 'reply']]);
  });

  it('does not join by subject across a long silence, nor join two originals by subject', () => {
    const old = msg('old', { subject: 'Weekly report' });
    const reply = msg('reply', { day: 60, subject: 'Re: Weekly report' });
    const again = msg('again', { day: 61, subject: 'Weekly report' });
    expect(groups([old, reply, again])).toEqual([['again'], ['old'], ['reply']]);
  });

  it('keeps a reply with headers in its own conversation even when another has its subject', () => {
    const a = msg('a', { subject: 'Lunch' });
    const b = msg('b', { day: 1, subject: 'Re: Lunch', inReplyTo: '<elsewhere@x.test>' });
    expect(groups([a, b])).toEqual([['a'], ['b']]);
  });

  it('gives each message without any Message-ID a conversation of its own, named by our id', () => {
    const result = threadMessages([msg('a', { messageId: null, subject: 'Hello' }), msg('b', { messageId: null, subject: 'Hello' })]);
    expect(result.map((r) => r.root).sort()).toEqual(['id:a', 'id:b']);
  });

  it('ignores a message that lists itself among its references', () => {
    const a = msg('a', { refs: ['<a@x.test>'], inReplyTo: '<a@x.test>' });
    expect(threadMessages([a])).toEqual([{ root: '<a@x.test>', ids: ['a'] }]);
  });
});
