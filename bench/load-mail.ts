/**
 * The mail and the request mix of the load run: deterministic, made of real
 * words and real-looking people, so a search for "invoice" or "design review"
 * hits some messages and misses others the way it would in a real mailbox.
 */
import { LABEL, newMessageRow, type NewMessageRow } from '../src/server/mail/store';

const CONTACTS = [
  ['Priya Shah', 'priya.shah@northwind.example'],
  ['Tom Becker', 'tom.becker@northwind.example'],
  ['Lena Fischer', 'lena@fischer-design.example'],
  ['Marcus Oyelaran', 'marcus.o@contoso.example'],
  ['Sofia Alvarez', 'sofia.alvarez@contoso.example'],
  ['Daniel Kim', 'dkim@fabrikam.example'],
  ['Amelia Novak', 'amelia.novak@fabrikam.example'],
  ['Hiro Tanaka', 'hiro@tanaka-travel.example'],
  ['Grace Mensah', 'grace.mensah@adatum.example'],
  ['Oliver Grant', 'ogrant@adatum.example'],
  ['Billing', 'billing@cloudhost.example'],
  ['Calendar', 'calendar-noreply@workspace.example'],
  ['Nadia Rahman', 'nadia.rahman@litware.example'],
  ['Ethan Brooks', 'ethan.brooks@litware.example'],
  ['Chloe Martin', 'chloe.martin@wingtip.example'],
  ['Recruiting', 'jobs@wingtip.example'],
  ['Isabel Costa', 'isabel.costa@proseware.example'],
  ['Jonas Weber', 'jonas.weber@proseware.example'],
  ['Travel Desk', 'travel@tanaka-travel.example'],
  ['Ravi Iyer', 'ravi.iyer@northwind.example'],
] as const;

const SUBJECTS = [
  'Invoice {n} for {month}',
  'Quarterly report: first draft',
  'Design review on {day}',
  'Re: contract renewal terms',
  'Budget for the {month} offsite',
  'Your flight to {city} is confirmed',
  'Hotel booking in {city}',
  'Interview schedule for the frontend role',
  'Roadmap update and next milestones',
  'Payroll changes from {month}',
  'Can we move our meeting to {day}?',
  'Customer feedback from the beta',
  'Onboarding checklist for new starters',
  'Minutes from the planning meeting',
  'Proposal for the support contract',
  'Reminder: expense reports due {day}',
  'Launch plan: open questions',
  'Survey results are in',
  'Agenda for the {city} conference',
  'Fwd: security review findings',
] as const;

const SENTENCES = [
  'Please find the invoice attached; payment is due within thirty days.',
  'Could you review the quarterly report before we send it to the board?',
  'The design review went well and we agreed on the new navigation.',
  'Legal has a few comments on the contract renewal, mostly about the notice period.',
  'We are still within budget, although travel costs are higher than planned.',
  'Your flight leaves at 9:40 and the hotel is a short walk from the venue.',
  'I have shared the roadmap with the team and collected their questions.',
  'Payroll will run two days earlier this month because of the holiday.',
  'Can we find thirty minutes this week to go through the proposal?',
  'The customers in the beta asked for faster search and a dark theme.',
  'Onboarding starts on Monday with a tour of the office and the tools.',
  'The minutes from yesterday are in the shared folder.',
  'Support tickets dropped by a fifth after the last release.',
  'Expense reports need a receipt for anything above fifty euros.',
  'The launch date depends on the security review and the load tests.',
  'Thanks for the quick turnaround on the survey.',
  'Let me know if the agenda works for you or if we should add a slot for questions.',
  'We should decide on the vendor before the end of the quarter.',
  'I moved the meeting to Thursday afternoon so that everyone can join.',
  'The hiring panel liked both candidates; we will make an offer to one of them.',
  'Attached is the updated timeline with the new milestones.',
  'The renewal price goes up by four percent unless we sign for two years.',
  'Remember to book your conference ticket while the early rate lasts.',
  'The dashboard numbers for last week look healthy.',
] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const CITIES = ['Lisbon', 'Berlin', 'Toronto', 'Singapore', 'Nairobi', 'Austin'];

/** A small linear congruential generator: the same mailbox on every run. */
function random(seed: number) {
  let x = (seed * 2654435761) % 2147483648;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)]!;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `count` messages for one user: about 85% in the inbox (a third unread, one in
 * fifteen starred), 10% sent and 5% archived, one every eight hours backwards
 * from `now`, each with 3 to 6 sentences of body.
 */
export function mailboxRows(owner: { id: string; name: string; email: string }, count: number, seed: number, now: Date): NewMessageRow[] {
  const r = random(seed + 1);
  const rows: NewMessageRow[] = [];
  for (let i = 0; i < count; i++) {
    const [contactName, contactEmail] = pick(CONTACTS, r());
    const subject = pick(SUBJECTS, r())
      .replace('{n}', String(1000 + Math.floor(r() * 9000)))
      .replace('{month}', pick(MONTHS, r()))
      .replace('{day}', pick(DAYS, r()))
      .replace('{city}', pick(CITIES, r()));
    const sentences = Array.from({ length: 3 + Math.floor(r() * 4) }, () => pick(SENTENCES, r()));
    const sent = i % 10 === 0;
    const archived = i % 20 === 1;
    const from = sent ? { name: owner.name, email: owner.email } : { name: contactName, email: contactEmail };
    const to = sent ? [{ name: contactName, email: contactEmail }] : [{ name: owner.name, email: owner.email }];
    const greeting = `Hi ${(sent ? contactName : owner.name).split(' ')[0]},`;
    const text = `${greeting}\n\n${sentences.join(' ')}\n\nThanks,\n${from.name}`;
    const labels: string[] = sent
      ? [LABEL.sent]
      : archived
        ? []
        : [LABEL.inbox, ...(i % 3 === 0 ? [LABEL.unread] : []), ...(i % 15 === 0 ? [LABEL.starred] : [])];
    rows.push(
      newMessageRow({
        userId: owner.id,
        subject,
        from,
        to,
        date: new Date(now.getTime() - (i + 1) * 8 * 3_600_000),
        snippet: `${greeting} ${sentences.join(' ')}`.slice(0, 200),
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(sentences.join(' '))}</p><p>Thanks,<br>${escapeHtml(from.name)}</p>`,
        text,
        labels,
      }),
    );
  }
  return rows;
}

/** What people search for: single words, two-word phrases, a name and an exact address. */
export const SEARCHES = [
  'invoice',
  'budget',
  'flight',
  'contract renewal',
  'design review',
  'quarterly report',
  'offsite',
  'payroll',
  'Priya',
  'hiring offer',
  'security review',
  'conference ticket',
  'tom.becker@northwind.example',
  'dark theme',
  'vendor',
] as const;

/**
 * One account's request mix, as the dashboard asks (`listUrl` in use-mail.ts):
 * 35 list pages (inbox pages 1 to 3, starred, sent, archived), 15 inbox
 * searches and 10 opened messages (of `opened`, the account's own), every
 * stretch of the cycle with some of each.
 */
export function requestMix(opened: string[]): string[] {
  const url = (tab: string, page: number, q?: string) => {
    const params = new URLSearchParams({ tab, page: String(page) });
    if (q) params.set('q', q);
    return `/api/mail/messages?${params.toString()}`;
  };
  const lists = [
    ...Array.from({ length: 15 }, () => url('inbox', 1)),
    ...Array.from({ length: 6 }, () => url('inbox', 2)),
    ...Array.from({ length: 4 }, () => url('inbox', 3)),
    ...Array.from({ length: 4 }, () => url('starred', 1)),
    ...Array.from({ length: 4 }, () => url('sent', 1)),
    url('archived', 1),
    url('archived', 1),
  ];
  const searches = SEARCHES.map((q) => url('inbox', 1, q));
  const opens = opened.slice(0, 10).map((id) => `/api/mail/messages/${id}`);
  const mix: string[] = [];
  let l = 0;
  let s = 0;
  let o = 0;
  // After every 7 lists come 3 searches and 2 opens.
  while (l < lists.length || s < searches.length || o < opens.length) {
    for (let k = 0; k < 7 && l < lists.length; k++) mix.push(lists[l++]!);
    for (let k = 0; k < 3 && s < searches.length; k++) mix.push(searches[s++]!);
    for (let k = 0; k < 2 && o < opens.length; k++) mix.push(opens[o++]!);
  }
  return mix;
}
