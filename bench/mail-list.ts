/**
 * Inbox list and search latency over a large cached mailbox: 10,000 and
 * 100,000 messages for one user in PGlite (the default engine), measured
 * through the same store the API uses.
 */
import { randomUUID } from 'node:crypto';
import { openDb } from '../src/server/db/open';
import { mailMessage, user } from '../src/server/db/schema';
import { LABEL, MailStore, newMessageRow } from '../src/server/mail/store';
import { MAIL_TABS } from '../src/server/mail/types';
import { percentile, round, timeCalls } from './stats';

const WORDS = (
  'invoice meeting budget launch review schedule contract proposal quarterly report customer support deadline ' +
  'design roadmap hiring offer interview travel flight hotel conference agenda minutes feedback survey release ' +
  'security update password account billing payment refund shipment order delivery warehouse inventory partner ' +
  'marketing campaign newsletter webinar analytics dashboard metrics revenue forecast strategy planning team lunch'
).split(' ');

function sentence(seed: number, length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(WORDS[(seed * 31 + i * 17 + ((seed >> 3) % 7)) % WORDS.length]!);
  return words.join(' ');
}

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
    const list = await timeCalls((i) => store.list(userId, MAIL_TABS[i % 3]!, 1 + (i % 20)), 100);
    const search = await timeCalls((i) => store.list(userId, 'inbox', 1, `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}`), 100);
    figures[`mail.list.p50_ms.${label}`] = round(percentile(list, 50));
    figures[`mail.list.p95_ms.${label}`] = round(percentile(list, 95));
    figures[`mail.search.p50_ms.${label}`] = round(percentile(search, 50));
    figures[`mail.search.p95_ms.${label}`] = round(percentile(search, 95));
  }
  await db.close();
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((figures) => console.table(figures));
}
