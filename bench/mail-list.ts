/**
 * Inbox list, search and Insights latency over a large cached mailbox:
 * 10,000 and 100,000 messages for one user in PGlite (the default engine),
 * measured through the same store and service the API uses.
 */
import { randomUUID } from 'node:crypto';
import { openDb } from '../src/server/db/open';
import { InsightsService } from '../src/server/insights/service';
import { mailMessage, user } from '../src/server/db/schema';
import { LABEL, MailStore, newMessageRow } from '../src/server/mail/store';
import { MAIL_TABS, PAGE_SIZE } from '../src/server/mail/types';
import { percentile, round, timeCalls } from './stats';

export const COMMON = (
  'invoice meeting budget launch review schedule contract proposal quarterly report customer support deadline ' +
  'design roadmap hiring offer interview travel flight hotel conference agenda minutes feedback survey release'
).split(' ');

/** A 4,000-word vocabulary of made-up words, so term frequencies look like real mail rather than a 30-word loop. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'san', 'vo', 'rel', 'din', 'pa', 'qu', 'ost', 'ine', 'bra', 'che', 'lux', 'mor'];
export const RARE = Array.from({ length: 4_000 }, (_, i) => {
  const a = SYLLABLES[i % 16]!;
  const b = SYLLABLES[Math.floor(i / 16) % 16]!;
  const c = SYLLABLES[Math.floor(i / 256) % 16]!;
  return `${a}${b}${c}`;
});

/** Deterministic text: mostly rare words (Zipf-like), with common business words mixed in. */
function sentence(seed: number, length: number): string {
  const words: string[] = [];
  let x = seed * 2654435761;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const r = x / 2147483648;
    words.push(r < 0.25 ? COMMON[Math.floor(r * 4 * COMMON.length)]! : RARE[Math.floor(RARE.length * r ** 3)]!);
  }
  return words.join(' ');
}

/** Search terms: a common word, a mid-frequency word and a rare one, in turn. */
const SEARCH_TERMS = [...COMMON.slice(0, 10), ...RARE.slice(200, 210), ...RARE.slice(3_000, 3_010)];

const term = (i: number) => SEARCH_TERMS[i % SEARCH_TERMS.length]!;
/** The query shapes the issue names: one word, three words, a phrase, a sender with attachments, a date range. */
export const SEARCH_SHAPES: Record<string, (i: number) => string> = {
  one_word: term,
  three_words: (i) => `${term(i)} ${term(i + 7)} ${term(i + 13)}`,
  phrase: (i) => `"${sentence(i * 7, 6).split(' ').slice(1, 3).join(' ')}"`,
  from_attachment: (i) => `from:sender${i % 300} has:attachment`,
  date_range: (i) => {
    const day = new Date(Date.now() - (i % 60) * 86_400_000);
    const next = new Date(day.getTime() + 3 * 86_400_000);
    const f = (d: Date) => d.toISOString().slice(0, 10);
    return `after:${f(day)} before:${f(next)} ${term(i)}`;
  },
};

async function seed(store: { db: Awaited<ReturnType<typeof openDb>>['db'] }, userId: string, from: number, to: number) {
  const batch = 500;
  const start = Date.now() - to * 60_000;
  for (let i = from; i < to; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(to, i + batch); j++) {
      const text = `${sentence(j, 40)}. ${sentence(j + 1, 30)}.`;
      const labels: string[] = j % 10 === 0 ? [LABEL.sent] : [LABEL.inbox, ...(j % 3 === 0 ? [LABEL.unread] : []), ...(j % 25 === 0 ? [LABEL.starred] : [])];
      rows.push(
        newMessageRow({
          userId,
          subject: sentence(j * 7, 6),
          from: { name: `Sender ${j % 300}`, email: `sender${j % 300}@example.com` },
          to: [{ name: 'Bench', email: 'bench@example.com' }],
          date: new Date(start + j * 60_000),
          snippet: text.slice(0, 200),
          html: `<p>${text}</p>`,
          text,
          labels,
          hasAttachments: j % 20 === 0,
        }),
      );
    }
    await store.db.insert(mailMessage).values(rows);
  }
}

export async function run(): Promise<Record<string, number>> {
  const db = await openDb({ dataDir: 'memory://' });
  const userId = randomUUID();
  await db.db.insert(user).values({ id: userId, name: 'Bench', email: 'bench@example.com' });
  const store = new MailStore(db.db);
  const figures: Record<string, number> = {};
  let seeded = 0;
  for (const [label, size] of [
    ['10k', 10_000],
    ['100k', 100_000],
  ] as const) {
    const started = Date.now();
    await seed(db, userId, seeded, size);
    seeded = size;
    await db.executeSql('analyze mail_message');
    console.log(`  seeded ${size.toLocaleString()} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const list = await timeCalls((i) => store.list(userId, MAIL_TABS[i % 3]!, { page: 1 + (i % 20), size: PAGE_SIZE }), 100);
    figures[`mail.list.p50_ms.${label}`] = round(percentile(list, 50));
    figures[`mail.list.p95_ms.${label}`] = round(percentile(list, 95));
    // As the search box asks: no tab (all mail but trash), one query shape at a time.
    const all: number[] = [];
    for (const [shape, query] of Object.entries(SEARCH_SHAPES)) {
      const times = await timeCalls((i) => store.list(userId, undefined, { page: 1, size: PAGE_SIZE }, query(i)), 60);
      all.push(...times);
      figures[`mail.search.${shape}.p95_ms.${label}`] = round(percentile(times, 95));
    }
    figures[`mail.search.p50_ms.${label}`] = round(percentile(all, 50));
    figures[`mail.search.p95_ms.${label}`] = round(percentile(all, 95));
    // The same searches as the search box sends them in the conversation view (the default): a page of conversations.
    const conversations: number[] = [];
    for (const query of Object.values(SEARCH_SHAPES)) {
      conversations.push(...(await timeCalls((i) => store.threads(userId, undefined, { page: 1, size: PAGE_SIZE }, query(i)), 60)));
    }
    figures[`mail.search.conversations.p50_ms.${label}`] = round(percentile(conversations, 50));
    figures[`mail.search.conversations.p95_ms.${label}`] = round(percentile(conversations, 95));
    // The Insights screen's one request, for each of its periods in turn.
    const insights = await timeCalls((i) => new InsightsService(db.db).get(userId, [7, 30, 90][i % 3]!), 60);
    figures[`insights.p50_ms.${label}`] = round(percentile(insights, 50));
    figures[`insights.p95_ms.${label}`] = round(percentile(insights, 95));
  }
  await db.close();
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((figures) => console.table(figures));
}
