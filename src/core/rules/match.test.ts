import { describe, expect, it } from 'vitest';
import { parseSearch } from '../mail/search-query';
import { matcherFor, type MatchableMessage } from './match';

const message = (over: Partial<MatchableMessage>): MatchableMessage => ({
  subject: '',
  fromName: 'Ann',
  fromEmail: 'ann@example.com',
  to: [],
  cc: [],
  bcc: [],
  text: '',
  date: new Date('2026-11-20T10:00:00Z'),
  sizeEstimate: 1000,
  hasAttachments: false,
  attachmentNames: [],
  unread: true,
  starred: false,
  inInbox: true,
  isSent: false,
  isDraft: false,
  isTrash: false,
  snoozed: false,
  labels: ['INBOX'],
  labelNames: [],
  accountKeys: [],
  ...over,
});
const matches = (m: MatchableMessage, query: string) => matcherFor(m)(parseSearch(query)!);

describe('rule matching on hostile mail', () => {
  // Each of these held the server's thread for seconds to minutes: the address pattern rescanned long runs from
  // every position, and the stemmer's time grew with the square of a word's length.
  it('reads a message of one enormous word, or of letters and dots, at once', () => {
    const word = 'a'.repeat(200_000);
    expect(matches(message({ subject: word, text: word }), 'invoice')).toBe(false);
    expect(matches(message({ subject: 'a.'.repeat(100_000), text: `invoice ${'a.'.repeat(100_000)}` }), 'invoice')).toBe(true);
  });

  it('still finds addresses and stemmed words in ordinary text', () => {
    const m = message({ subject: 'Invoices attached', text: 'Write to billing@acme.example if anything is missing.' });
    expect(matches(m, 'invoice')).toBe(true);
    expect(matches(m, 'billing@acme.example')).toBe(true);
    expect(matches(m, 'missing')).toBe(true);
  });
});
