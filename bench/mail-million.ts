/**
 * A million messages on PostgreSQL: one user with 1,000,000 messages and
 * 10,000 users with 100 each, in a throwaway cluster (skipped, with a line
 * saying why, when the server binaries are missing). The rows are made inside
 * the database (INSERT ... SELECT over generate_series, with the same
 * vocabulary as the 100,000-message bench), so the triggers that fill a row's
 * account and keep the tab counts run for each as they would for mail that
 * arrives. Then the inbox list, the search shapes and the tab counts are timed
 * through the store the API uses, for the large mailbox and a small one.
 */
import { randomUUID } from 'node:crypto';
import { openDb, type Db } from '../src/server/db/open';
import { MailStore } from '../src/server/mail/store';
import { MAIL_TABS, PAGE_SIZE } from '../src/server/mail/types';
import { lastPgClusterSkipReason, startPgCluster } from '../tests/helpers/pg-cluster';
import type { Figures } from './figures';
import { COMMON, RARE, SEARCH_SHAPES } from './mail-list';
import { log, stopOnInterrupt } from './server';
import { percentile, round, timeCalls } from './stats';

const BIG = 1_000_000;
const SMALL_USERS = 10_000;
const PER_SMALL_USER = 100;
/**
 * Rows per statement. The tab counts were kept by a trigger per row, and within one statement each
 * update of the owner's counts row walked the chain of versions the earlier ones left: 50,000 rows at
 * once took minutes. The counts are now kept per statement; batches keep each statement's memory small.
 */
const BATCH = 2_000;

/**
 * `count` words, drawn afresh for each row (the `g` in the series keeps the subquery from being
 * run once for all): common with a quarter's chance, else a rare one, the lower ranks far likelier.
 */
function words(count: number): string {
  const pick = `case when r < 0.25 then ($4::text[])[1 + floor(r * 4 * ${COMMON.length})::int] else ($5::text[])[1 + floor(${RARE.length} * power(r, 3))::int] end`;
  return `(select string_agg(${pick}, ' ') from (select random() as r from generate_series(1, ${count} + 0 * g)) w)`;
}

/**
 * Rows $2..$3 (inclusive) for the user $1, one a minute back from now; for the small users instead
 * ($1 null), row g belongs to user 'small-' || (g % SMALL_USERS), with shorter bodies (they only
 * make the table as large as a shared server's). A message's words are drawn as bench/mail-list.ts
 * draws them.
 */
const SEED_SQL = `
insert into mail_message (id, user_id, provider_id, thread_id, subject, from_name, from_email, "to", date, snippet, text,
  labels, in_inbox, is_sent, starred, unread, has_attachments, size_estimate, category)
select id, owner, id, id, subject, 'Sender ' || (g % 300), 'sender' || (g % 300) || '@example.com',
  '[{"name":"Bench","email":"bench@example.com"}]'::jsonb, now() - make_interval(mins => g), left(body, 200), body,
  case when g % 10 = 0 then array['SENT'] else array['INBOX'] || case when g % 3 = 0 then array['UNREAD'] else '{}'::text[] end
    || case when g % 25 = 0 then array['STARRED'] else '{}'::text[] end end,
  g % 10 <> 0, g % 10 = 0, g % 10 <> 0 and g % 25 = 0, g % 10 <> 0 and g % 3 = 0, g % 20 = 0, 2000 + length(body),
  case when g % 10 = 0 then 'sent' else 'primary' end
from (
  select g, gen_random_uuid()::text as id, coalesce($1::text, 'small-' || (g % ${SMALL_USERS})) as owner,
    ${words(6)} as subject,
    case when $1::text is null then ${words(20)} else ${words(70)} end as body
  from generate_series($2::int, $3::int) g
) rows`;

async function seed(db: Db, owner: string | null, count: number, label: string) {
  const started = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    await db.executeSql(SEED_SQL, [owner, from, Math.min(count, from + BATCH) - 1, COMMON, RARE]);
    if ((from + BATCH) % 100_000 === 0 && from + BATCH < count) log(`${label}: ${(from + BATCH).toLocaleString()} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  log(`${label}: ${count.toLocaleString()} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export async function run(): Promise<Figures> {
  const cluster = await startPgCluster();
  if (!cluster) {
    log(`skipped: ${lastPgClusterSkipReason}`);
    return {};
  }
  const forget = stopOnInterrupt(cluster.stop);
  const db = await openDb({ databaseUrl: await cluster.createDatabase('million_bench'), dataDir: 'unused', maxConnections: 4 });
  try {
    const big = randomUUID();
    await db.executeSql(`insert into "user" (id, name, email) values ($1, 'Bench', 'bench@example.com')`, [big]);
    await db.executeSql(`insert into "user" (id, name, email) select 'small-' || g, 'User ' || g, 'user' || g || '@example.com' from generate_series(0, $1::int - 1) g`, [SMALL_USERS]);
    // As a bulk load is done (pg_restore does the same): the indexes are built once the rows are in,
    // instead of being updated row by row, then everything is analysed.
    const { rows: indexes } = await db.executeSql(
      `select indexname, indexdef from pg_indexes where tablename = 'mail_message' and indexname <> 'mail_message_pkey'`,
    );
    for (const index of indexes) await db.executeSql(`drop index ${String(index.indexname)}`);
    await seed(db, big, BIG, 'one user');
    await seed(db, null, SMALL_USERS * PER_SMALL_USER, `${SMALL_USERS.toLocaleString()} users`);
    const indexed = Date.now();
    // With memory for the sorting a bulk build needs, as pg_restore is advised to have.
    for (const index of indexes) await db.executeSql(`set maintenance_work_mem = '1GB'; ${String(index.indexdef)}`);
    log(`${indexes.length} indexes built in ${((Date.now() - indexed) / 1000).toFixed(0)} s`);
    await db.executeSql('vacuum analyze mail_message');
    const store = new MailStore(db.db);

    const figures: Figures = {};
    const list = await timeCalls((i) => store.list(big, MAIL_TABS[i % 3]!, { page: 1 + (i % 20), size: PAGE_SIZE }), 200);
    figures['mail.list.p50_ms.1m_pg'] = round(percentile(list, 50));
    figures['mail.list.p95_ms.1m_pg'] = round(percentile(list, 95));
    // Few calls: grouping a million messages into conversations takes seconds a page (see the README).
    const threads = await timeCalls((i) => store.threads(big, 'inbox', { page: 1 + (i % 20), size: PAGE_SIZE }), 10, 1);
    figures['mail.threads.p95_ms.1m_pg'] = round(percentile(threads, 95));
    const all: number[] = [];
    for (const [shape, query] of Object.entries(SEARCH_SHAPES)) {
      const times = await timeCalls((i) => store.list(big, undefined, { page: 1, size: PAGE_SIZE }, query(i)), 60);
      all.push(...times);
      figures[`mail.search.${shape}.p95_ms.1m_pg`] = round(percentile(times, 95));
    }
    figures['mail.search.p50_ms.1m_pg'] = round(percentile(all, 50));
    figures['mail.search.p95_ms.1m_pg'] = round(percentile(all, 95));
    // Counts in constant time: the million-message mailbox's tab counts take what a hundred-message one's take.
    const countsBig = await timeCalls(() => store.counts(big), 200);
    const countsSmall = await timeCalls((i) => store.counts(`small-${i % SMALL_USERS}`), 200);
    figures['mail.counts.p95_ms.1m_pg'] = round(percentile(countsBig, 95));
    figures['mail.counts.p95_ms.100_pg'] = round(percentile(countsSmall, 95));
    const small = await timeCalls((i) => store.list(`small-${i % SMALL_USERS}`, 'inbox', { page: 1, size: PAGE_SIZE }), 200);
    figures['mail.list.p95_ms.100_pg'] = round(percentile(small, 95));
    for (const [key, value] of Object.entries(figures)) log(`${key}: ${value}`);
    return figures;
  } finally {
    await db.close();
    forget();
    await cluster.stop();
  }
}
