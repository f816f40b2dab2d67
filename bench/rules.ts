/**
 * Rule evaluation on arrival: one message checked against 50 rules' search
 * conditions in memory (core/rules/match.ts), as the rule service does for
 * each arriving message. The figure is per message, all 50 rules included.
 */
import { parseSearch } from '../src/core/mail/search-query';
import { matcherFor, type MatchableMessage } from '../src/core/rules/match';
import { percentile, round, timeCalls } from './stats';

const WORDS = 'invoice meeting budget report launch plan review payment receipt order shipping delivery travel hotel flight agenda notes draft contract offer weekly digest update security alert password team project deadline friday monday'.split(' ');

const QUERIES = [
  'from:billing@acme.com',
  'from:(alice OR bob) has:attachment',
  'subject:invoice',
  '"budget review"',
  'to:team@example.com is:unread',
  '{from:github.com from:gitlab.com}',
  '-from:me@example.com subject:(weekly digest)',
  'larger:5M',
  'filename:pdf',
  'newer_than:7d invoice OR receipt',
];

function message(i: number): MatchableMessage {
  const pick = (n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(' ');
  return {
    subject: `${pick(5)} ${i}`,
    fromName: `Sender ${i % 40}`,
    fromEmail: `sender${i % 40}@company${i % 7}.example`,
    to: [{ name: 'Ada', email: 'ada@example.com' }],
    cc: i % 3 === 0 ? [{ name: 'Team', email: 'team@example.com' }] : [],
    bcc: [],
    text: Array.from({ length: 40 }, (_, k) => `${pick(8)} sentence ${k}.`).join(' '),
    date: new Date(Date.now() - (i % 30) * 86_400_000),
    sizeEstimate: 2_000 + (i % 10) * 100_000,
    hasAttachments: i % 4 === 0,
    attachmentNames: i % 4 === 0 ? [`file-${i}.pdf`] : [],
    unread: i % 2 === 0,
    starred: false,
    inInbox: true,
    isSent: false,
    isDraft: false,
    isTrash: false,
    snoozed: false,
    labels: ['INBOX'],
    labelNames: [],
    accountKeys: ['local'],
  };
}

export async function run(): Promise<Record<string, number>> {
  const rules = Array.from({ length: 50 }, (_, i) => parseSearch(`${QUERIES[i % QUERIES.length]} ${i >= QUERIES.length ? WORDS[i % WORDS.length] : ''}`)!);
  const messages = Array.from({ length: 2_000 }, (_, i) => message(i));
  let matched = 0;
  const samples = await timeCalls((i) => {
    const match = matcherFor(messages[i % messages.length]!);
    for (const rule of rules) if (match(rule)) matched++;
  }, 2_000, 50);
  console.log(`  50 rules on 2,000 messages (~2 KB of text each): ${matched} matches`);
  return {
    'rules.eval_p50_ms.50': round(percentile(samples, 50), 3),
    'rules.eval_p95_ms.50': round(percentile(samples, 95), 3),
  };
}
