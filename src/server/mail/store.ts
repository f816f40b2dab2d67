/**
 * Reads and writes the mail_message and mail_attachment tables. Every query
 * takes the user id and filters by it, so an id guessed from another mailbox
 * finds nothing. Used by the local mailbox as its store and by the Gmail
 * adapter as its cache.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MAIL_CATEGORIES, type MailCategory } from '../../core/mail/types';
import { userLabelIds } from '../../core/mail/label-limits';
import { countCap, namesPlace, parseSearch, SEARCH_COUNT_CAP, searchOperators } from '../../core/mail/search-query';
import type { Database } from '../db/open';
import { mailAttachment, mailCounts, mailMessage, mailUnsubscribe, type Address } from '../db/schema/mail';
import { searchCondition, tabFilter, TO_REPLY } from './search';
import { asksSomething, TO_REPLY_DAYS } from '../../core/rules/to-reply';
import { isAutomatedSender } from '../../core/rules/sentence';
import { type MailItem, type MailList, type MailTab, type PageRequest, type TabCounts, type ThreadList } from './types';

export { TO_REPLY };

export type MessageRow = typeof mailMessage.$inferSelect;
export type NewMessageRow = typeof mailMessage.$inferInsert;


/** Gmail's system labels, used by every provider. */
export const LABEL = {
  inbox: 'INBOX',
  sent: 'SENT',
  draft: 'DRAFT',
  trash: 'TRASH',
  starred: 'STARRED',
  unread: 'UNREAD',
} as const;

/** The boolean columns that mirror a label set, so tab queries can use partial indexes. */
export function labelFlags(labels: string[]) {
  const has = (l: string) => labels.includes(l);
  return {
    labels,
    inInbox: has(LABEL.inbox),
    isSent: has(LABEL.sent),
    isDraft: has(LABEL.draft),
    isTrash: has(LABEL.trash),
    starred: has(LABEL.starred),
    unread: has(LABEL.unread),
  };
}

const m = mailMessage;

const textArray = (values: readonly string[]) => (values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);

/**
 * The row's own labels (the user's, `lbl_…`) a provider's answer does not speak for, which it must not wipe:
 * all of them, but those linked to the provider's labels (Gmail's), whose presence its answer `fresh` states.
 */
export function keptUserLabels(fresh: SQL, linked: readonly string[] = []) {
  return sql`array(select l from unnest(${mailMessage.labels}) as l where left(l, 4) = 'lbl_' and not (l = any(${fresh})) and not (l = any(${textArray(linked)})))`;
}

/**
 * labelFlags for a provider's answer (Gmail's labelIds, the user's labels among them already mapped to
 * theirs) that keeps the labels the user gave the message in Email Buddy only.
 */
export function providerLabelFlags(labels: string[], linked: readonly string[] = []) {
  const fresh = textArray(labels);
  return { ...labelFlags(labels), labels: sql`${fresh} || ${keptUserLabels(fresh, linked)}` };
}

export function toListItem(
  row: Pick<MessageRow, 'id' | 'accountId' | 'threadId' | 'subject' | 'fromName' | 'fromEmail' | 'snippet' | 'date' | 'unread' | 'starred' | 'category' | 'hasAttachments' | 'labels'> &
    Partial<Pick<MessageRow, 'snoozedUntil' | 'sortDate'>>,
): MailItem {
  return {
    id: row.id,
    accountId: row.accountId,
    threadId: row.threadId,
    subject: row.subject,
    sender: row.fromName || row.fromEmail,
    senderEmail: row.fromEmail,
    preview: row.snippet,
    date: row.date.toISOString(),
    read: !row.unread,
    starred: row.starred,
    category: (MAIL_CATEGORIES as readonly string[]).includes(row.category) ? (row.category as MailCategory) : 'primary',
    hasAttachments: row.hasAttachments,
    labels: userLabelIds(row.labels),
    ...(row.snoozedUntil ? { snoozedUntil: row.snoozedUntil.toISOString() } : {}),
    // Only a wake moves a message's place in the list past its own date.
    ...(row.sortDate && row.sortDate > row.date ? { wokenAt: row.sortDate.toISOString() } : {}),
  };
}

/** A tab's order: newest first (a message back from a snooze counts from when it came back), the Snoozed tab soonest to wake first. */
function tabOrder(tab: MailTab) {
  return searchOrder(tab, { id: m.id, date: m.sortDate, snoozedUntil: m.snoozedUntil });
}

/**
 * A search's order, on the table or on its matches (`hits`): by date, as Gmail's, so its date operators are
 * ranges of that order's index; in the Snoozed tab by wake time, as the tab.
 */
function searchOrder(tab: MailTab | undefined, c: { id: SQLWrapper; date: SQLWrapper; snoozedUntil: SQLWrapper }): SQL[] {
  return tab === 'snoozed' ? [sql`${c.snoozedUntil} asc`, sql`${c.id} desc`] : [sql`${c.date} desc`, sql`${c.id} desc`];
}

/** Narrows a listing: to some providers' rows or one account's, and lets a search also match rows a provider's own search found. */
export interface ListScope {
  providers?: MessageRow['provider'][];
  accountId?: string;
  /** Provider ids that match the query even when the cached text does not (Gmail's own `q`). */
  alsoMatching?: string[];
  /** Only messages carrying this label of the user's. */
  labelId?: string;
  /** Only messages in this IMAP folder (the folder alone: no tab narrows it). */
  folderId?: string;
}

function scopeFilter(scope: ListScope): SQL | undefined {
  return and(
    scope.providers ? inArray(m.provider, scope.providers) : undefined,
    scope.accountId ? eq(m.accountId, scope.accountId) : undefined,
    scope.folderId ? eq(m.folderId, scope.folderId) : undefined,
    scope.labelId ? sql`${m.labels} @> ARRAY[${scope.labelId}]::text[]` : undefined,
  );
}

/**
 * What a listing shows: a tab, a search within a tab, or (no tab) a search of
 * all mail but the trash, as Gmail searches, unless the query's in: says where.
 */
function listWhere(
  userId: string,
  tab: MailTab | undefined,
  query: string | undefined,
  scope: ListScope,
): { where: SQL; searching: boolean; placeNamed: boolean; dated: boolean; base: SQL; search?: SQL } {
  const tree = query?.trim() ? parseSearch(query) : null;
  let search = tree ? searchCondition(tree, { userId, now: new Date() }) : undefined;
  if (search && scope.alsoMatching?.length) search = or(search, inArray(m.providerId, scope.alsoMatching));
  // A label's list, like a search, spans all mail but the trash unless a tab or an in: narrows it.
  const placeNamed = namesPlace(tree);
  const place = tab ? tabFilter(tab, userId) : scope.folderId ? undefined : !tree && !scope.labelId ? tabFilter('inbox', userId) : placeNamed ? undefined : sql`not ${m.isTrash}`;
  const base = and(eq(m.userId, userId), scopeFilter(scope), place)!;
  const dated = searchOperators(tree).some((op) => DATE_OPERATORS.has(op.name));
  return { where: and(base, search)!, searching: Boolean(tree), placeNamed, dated, base, search };
}

/** Operators that bound a search's dates, which the database's own walk of the date index reads only between. */
const DATE_OPERATORS: ReadonlySet<string> = new Set(['after', 'before', 'newer_than', 'older_than']);

/** What a list's row shows of a message. */
const LIST_FIELDS = {
  id: m.id,
  accountId: m.accountId,
  threadId: m.threadId,
  subject: m.subject,
  fromName: m.fromName,
  fromEmail: m.fromEmail,
  snippet: m.snippet,
  date: m.date,
  unread: m.unread,
  starred: m.starred,
  category: m.category,
  hasAttachments: m.hasAttachments,
  labels: m.labels,
  snoozedUntil: m.snoozedUntil,
  sortDate: m.sortDate,
};

/** Tabs without trashed mail, whose conversations can be found by walkThreads. */
const WALKABLE_TABS: ReadonlySet<MailTab> = new Set(['inbox', 'starred', 'sent', 'archived', 'snoozed', 'to-reply']);
/** Messages in a tab above which walking beats grouping the whole tab. */
const WALK_ABOVE = 2_000;
const WALK_BATCH = 200;
const WALK_BATCH_MAX = 20_000;
/** Past this many conversations (a page far down) the walk would read most of the mailbox: the tab is grouped instead. */
const WALK_MAX_WANT = 10_000;
/**
 * About how many messages a search's walk reads (whole batches, 200 + 400 + 800 + 1,600) before it gives up
 * and orders the matches' conversations instead: a word with thousands of matches, all years old, would
 * otherwise have it read the whole mailbox. A word that finds fifty conversations in the newest 3,000
 * messages is dense enough for the walk to beat ordering all its matches.
 */
const SEARCH_WALK_MAX_READ = 1_500;
/**
 * How much longer than the first a second walk of a search may be. Past that, putting all the matches in
 * order (one read of each, anywhere in the table) is left to do the work.
 */
const SEARCH_WALK_FURTHER_MAX = 8;

/** The rows a search's first walk reads: the newest SEARCH_WALK_MAX_READ and the pages before this one. */
function walkRead(page: PageRequest): number {
  return SEARCH_WALK_MAX_READ + page.page * page.size;
}

/**
 * How many rows a second walk of a search reads, when the first read `read` rows and found `found` of the
 * `want` matches (or conversations) it needed, or undefined when ordering all the matches is likely
 * cheaper. The share found says how far down the page lies; the walk reads rows in date order, close
 * together on disk, where ordering reads every match wherever it lies (at a million messages, a word with
 * 7,500 matches spread over the years read 7,400 pages, half a second from a cold disk, where walking 4,500
 * rows found the page). A first walk that found nothing gives no such measure. `lookedIn` is how many
 * messages the search looks in; more than `cap` of them matched.
 */
function furtherWalk({ read, found, want, lookedIn, cap }: { read: number; found: number; want: number; lookedIn: number; cap: number }): number | undefined {
  if (found === 0 || found >= want || lookedIn <= read) return undefined;
  const further = Math.ceil(((read * want) / found) * 1.5);
  const matches = Math.max(cap + 1, (found / read) * lookedIn);
  return further <= read * SEARCH_WALK_FURTHER_MAX && further < matches * 2 ? further : undefined;
}

/** How many messages a search looks in: its tab's, or every one outside the trash and the drafts when it names no tab. */
function lookedIn(counts: { total: number } & TabCounts, tab: MailTab | undefined): number {
  return tab ? counts[tab] : counts.total;
}

/** The most matches a search's later steps look up by id rather than searching again. */
const LOOKUP_IDS_MAX = 5_000;

/**
 * Conversations tied on time, in byte order whatever the database's collation: the walk (walkThreads) breaks
 * ties in JavaScript, by code unit, and a database made in en_US.UTF-8 would sort "a-b" after "ab" where the
 * walk does not, so walked and grouped pages could disagree on which tied conversation comes first.
 */
const threadIdDesc = sql`${m.threadId} collate "C" desc`;

/** How many received messages one list reads for the To reply view at most. */
export const ASKS_READ_PER_CALL = 200;
/** How long that reading holds the thread before other requests get a turn. */
const READ_TURN_MS = 10;

export class MailStore {
  /**
   * `walkAbove`: the tab size above which a conversation page is found by walking, and the matches above which a
   * search's is (by default, past its count's cap); tests set it to compare both ways.
   */
  constructor(
    private readonly db: Database,
    private readonly options: { walkAbove?: number } = {},
  ) {}

  /**
   * Tab counts. The whole mailbox reads mail_counts (kept by a trigger), so
   * cost does not grow with the mailbox; a provider-scoped count (a Gmail
   * cache beside the user's local mail) is computed from its rows.
   */
  async counts(userId: string, scope: ListScope = {}): Promise<TabCounts & { unread: number; total: number }> {
    if (scope.providers || scope.accountId) return this.countFromMessages(userId, scope);
    const [[row], [toReply]] = await Promise.all([
      this.db.select().from(mailCounts).where(eq(mailCounts.userId, userId)),
      // Not kept by the counting trigger: it depends on the newest message of each conversation.
      this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(m).where(and(eq(m.userId, userId), tabFilter('to-reply', userId))),
    ]);
    if (!row) return { inbox: 0, 'to-reply': 0, starred: 0, snoozed: 0, sent: 0, drafts: 0, archived: 0, trash: 0, unread: 0, total: 0 };
    const { userId: _user, ...counts } = row;
    return { ...counts, 'to-reply': toReply?.n ?? 0 };
  }

  /** The same counts computed from the messages themselves; the trigger's tests compare against it. */
  async countFromMessages(userId: string, scope: ListScope = {}): Promise<TabCounts & { unread: number; total: number }> {
    const [row] = await this.db
      .select({
        inbox: sql<number>`count(*) filter (where ${tabFilter('inbox', userId)})`.mapWith(Number),
        'to-reply': sql<number>`count(*) filter (where ${tabFilter('to-reply', userId)})`.mapWith(Number),
        starred: sql<number>`count(*) filter (where ${tabFilter('starred', userId)})`.mapWith(Number),
        sent: sql<number>`count(*) filter (where ${tabFilter('sent', userId)})`.mapWith(Number),
        drafts: sql<number>`count(*) filter (where ${tabFilter('drafts', userId)})`.mapWith(Number),
        archived: sql<number>`count(*) filter (where ${tabFilter('archived', userId)})`.mapWith(Number),
        trash: sql<number>`count(*) filter (where ${tabFilter('trash', userId)})`.mapWith(Number),
        snoozed: sql<number>`count(*) filter (where ${tabFilter('snoozed', userId)})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${m.unread} and ${tabFilter('inbox', userId)})`.mapWith(Number),
        total: sql<number>`count(*) filter (where not ${m.isDraft} and not ${m.isTrash})`.mapWith(Number),
      })
      .from(m)
      // The sidebar's counts are the mailbox's (or account's), whatever label the list shows.
      .where(and(eq(m.userId, userId), scopeFilter({ ...scope, labelId: undefined })));
    return row!;
  }

  /** A page of a tab, or of a search (`tab` undefined: all mail). */
  async list(userId: string, tab: MailTab | undefined, page: PageRequest, query?: string, scope: ListScope = {}): Promise<MailList> {
    const { where, searching, dated, base, search } = listWhere(userId, tab, query, scope);
    if (searching) return this.searchList(userId, tab, { where, base, search: search!, dated }, page, scope);
    const [rows, counts, matches] = await Promise.all([
      this.pageRows(where, tabOrder(tab ?? 'inbox'), page),
      this.counts(userId, scope),
      // A label's or a folder's list is counted: no tab count describes it.
      scope.labelId || scope.folderId ? this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(m).where(where) : undefined,
    ]);
    const { unread, total: _total, ...tabs } = counts;
    return { items: rows.map(toListItem), total: matches ? matches[0]!.n : tabs[tab ?? 'inbox'], page: page.page, pageSize: page.size, counts: tabs, unread };
  }

  /** One page of a list's rows in `order`. */
  private pageRows(condition: SQL, order: SQL[], page: PageRequest) {
    return this.db
      .select(LIST_FIELDS)
      .from(m)
      .where(condition)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size);
  }

  /**
   * A page of a search's matches among the newest SEARCH_WALK_MAX_READ
   * messages of where it looks, in `order`: the walk a search with many
   * matches pages through, bounded, since the database's own walk, not
   * knowing that a word's matches all lie years back, read 50,000 messages
   * to find fifty. Fewer rows than a page means it ran out before the page.
   */
  private walkPage(base: SQL, search: SQL, order: SQL[], page: PageRequest, read = walkRead(page)) {
    const newest = this.newestRows(base, order, read);
    return this.db
      .select(LIST_FIELDS)
      .from(newest)
      .where(search)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size);
  }

  /** The first `limit` rows of `where` in `order`, named as the table, so a search's conditions read them as written. */
  private newestRows(where: SQL, order: SQL[], limit: number) {
    return this.db.select().from(m).where(where).orderBy(...order).limit(limit).as('mail_message');
  }

  /**
   * The ids of a page of a search's matches, put in order from their dates alone, and how many matches were
   * ordered: all of them, or the first `readAtMost` found (in no order), which are all of them when fewer.
   */
  private async orderedMatches(where: SQL, tab: MailTab | undefined, from: number, size: number, readAtMost?: number): Promise<{ n: number; ids: string[] }> {
    const found = this.db.select({ id: m.id, date: m.date, snoozedUntil: m.snoozedUntil }).from(m).where(where).$dynamic();
    const hits = this.db.$with('hits').as(readAtMost === undefined ? found : found.limit(readAtMost));
    const [row] = await this.db
      .with(hits)
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        ids: sql<string[] | null>`(array_agg(${hits.id} order by ${sql.join(searchOrder(tab, hits), sql`, `)}))[${from + 1}:${from + size}]`,
      })
      .from(hits);
    return { n: row?.n ?? 0, ids: row?.ids ?? [] };
  }

  /**
   * A search's page. Its matches are counted first, up to a cap: enough for
   * paging, and cheap on a common word. When they all fit under the cap,
   * the page is cut from them, and no second query runs. Only a search with
   * more matches than that lists by walking the mailbox newest first, which
   * finds a page of them quickly because they are many, and, when the newest
   * messages hold too few of them, by putting all of them in order. Walking
   * first would read the whole mailbox for a search that matches nothing.
   */
  private async searchList(
    userId: string,
    tab: MailTab | undefined,
    { where, base, search, dated }: { where: SQL; base: SQL; search: SQL; dated: boolean },
    page: PageRequest,
    scope: ListScope,
  ): Promise<MailList> {
    const cap = countCap(page.page, page.size);
    const from = (page.page - 1) * page.size;
    const [found, counts] = await Promise.all([this.orderedMatches(where, tab, from, page.size, cap + 1), this.counts(userId, scope)]);
    const { n, ids } = found;
    const over = n > cap;
    const order = searchOrder(tab, m);
    const byIds = (chosen: string[]) => (chosen.length ? this.pageRows(and(eq(m.userId, userId), inArray(m.id, chosen))!, order, { page: 1, size: page.size }) : []);
    // Dates bound the database's own walk, so it reads only the days asked for.
    const { unread, total: _total, ...tabs } = counts;
    let walked = over ? await (dated ? this.pageRows(where, order, page) : this.walkPage(base, search, order, page)) : undefined;
    if (walked && !dated && walked.length < page.size) {
      // The matches the first walk met: those of the pages before, then this page's few.
      const found = walked.length > 0 ? from + walked.length : 0;
      const further = furtherWalk({ read: walkRead(page), found, want: page.page * page.size, lookedIn: lookedIn(counts, tab), cap });
      if (further) walked = await this.walkPage(base, search, order, page, further);
    }
    const rows = !over ? await byIds(ids) : walked!.length === page.size || dated ? walked! : await byIds((await this.orderedMatches(where, tab, from, page.size)).ids);
    // One past the cap tells "exactly a thousand" from "more than a thousand".
    return { items: rows.map(toListItem), total: over ? cap : n, ...(over ? { totalCapped: true } : {}), page: page.page, pageSize: page.size, counts: tabs, unread };
  }

  /**
   * One page of a tab as conversations: every thread with a message in the
   * tab (and matching the search), newest activity first. A conversation's
   * count, participants, unread state and preview take in all its messages
   * outside the trash (inside it, for the trash tab), as Gmail shows them.
   */
  async threads(userId: string, tab: MailTab | undefined, page: PageRequest, query?: string, scope: ListScope = {}): Promise<ThreadList> {
    const { where, searching, placeNamed, dated } = listWhere(userId, tab, query, scope);
    const hits = this.db.selectDistinct({ threadId: m.threadId }).from(m).where(where).as('hits');
    const counted = this.counts(userId, scope);
    // A large tab: find the page's conversations first, so only they are grouped (see walkThreads).
    const large = !searching && tab && WALKABLE_TABS.has(tab) && !scope.labelId && !scope.folderId && (await counted)[tab] > (this.options.walkAbove ?? WALK_ABOVE);
    const want = page.page * page.size;
    // Counting every conversation of a large tab took seconds at a million messages (grouping all of them);
    // like a search's, its count stops a little past the page.
    const capped = searching || Boolean(large);
    const cap = countCap(page.page, page.size);
    // A search's first matches, up to the cap, tell a sparse search (its conversations are grouped at once)
    // from a dense one, and usually count its conversations too.
    const firstHits = searching ? await this.firstSearchHits(where, cap) : undefined;
    // A dense search is walked like a large tab: grouping the 50,000 conversations a common word finds took
    // two seconds at 100,000 messages. Not one that names a place, nor a folder's: either may hold trashed
    // mail, which the walk skips. Nor a dated one: its days may lie anywhere back, and the walk starts at the newest.
    const walkSearch =
      firstHits &&
      firstHits.messages > (this.options.walkAbove ?? cap) &&
      (!tab || WALKABLE_TABS.has(tab)) &&
      !placeNamed &&
      !dated &&
      !scope.folderId;
    // How many of the search's conversations the newest messages hold, which tells how far the walk must read.
    const newestHits = walkSearch && want <= WALK_MAX_WANT && this.options.walkAbove === undefined ? await this.conversationsAmongNewest(userId, scope, where) : undefined;
    // Half the page or more among them: how much further a walk should read to find the rest. Fewer say too
    // little about how far that is, and a conversation walk that falls short has checked each batch's
    // conversations against the search for nothing (thousands of them, tens of milliseconds at a million).
    const further =
      newestHits !== undefined && newestHits < want && newestHits * 2 >= want
        ? furtherWalk({ read: SEARCH_WALK_MAX_READ, found: newestHits, want, lookedIn: lookedIn(await counted, tab), cap })
        : undefined;
    let pageThreads: string[] | undefined;
    if (want <= WALK_MAX_WANT && large) {
      pageThreads = await this.walkThreads(userId, scope, want, tabFilter(tab, userId), tab === 'to-reply' ? sql`not ${m.isDraft}` : sql`(not ${m.isDraft} or ${tabFilter(tab, userId)})`);
    } else if (want <= WALK_MAX_WANT && walkSearch && (newestHits === undefined || newestHits >= want || further)) {
      // A draft counts when it matches, as in the grouped list; matches far down a mailbox are grouped after all.
      // Its first batch reads about as far as the newest messages' matches say the page lies, with a fifth to spare.
      const firstBatch = further ?? (newestHits ? Math.ceil((SEARCH_WALK_MAX_READ * want * 1.2) / newestHits) : undefined);
      pageThreads = await this.walkThreads(userId, scope, want, where, sql`(not ${m.isDraft} or ${where})`, further ?? SEARCH_WALK_MAX_READ, firstBatch);
    }
    const members = tab === 'trash' ? sql`${m.isTrash}` : tab === 'drafts' ? sql`${m.isDraft}` : sql`not ${m.isTrash} and not ${m.isDraft}`;
    const matching = firstHits?.ids ? (firstHits.ids.length ? and(eq(m.userId, userId), inArray(m.id, firstHits.ids))! : sql`false`) : where;
    // Any other search: its conversations are put in order on their times alone, and only the page's are summed up.
    if (searching && !pageThreads && want <= WALK_MAX_WANT) pageThreads = await this.orderThreads(userId, scope, matching, members, want);
    const onPage = pageThreads ? pageThreads.slice((page.page - 1) * page.size) : undefined;
    const only = onPage ? (onPage.length ? inArray(m.threadId, onPage) : sql`false`) : undefined;
    const inTab = this.db
      .select({ threadId: m.threadId, ids: sql<string[]>`array_agg(${m.id} order by ${m.date} desc, ${m.id} desc)`.as('ids') })
      .from(m)
      .where(and(matching, only))
      .groupBy(m.threadId)
      .as('in_tab');
    const latest = sql<Date>`max(${m.date})`;
    // A conversation back from a snooze sorts by the moment it came back (its rows show it as wokenAt).
    const latestSort = sql<Date>`max(${m.sortDate})`;
    const [rows, counts, total] = await Promise.all([
      this.db
        .select({
          threadId: m.threadId,
          ids: sql<string[]>`min(${inTab.ids})`,
          count: sql<number>`count(*)`.mapWith(Number),
          unread: sql<boolean>`bool_or(${m.unread})`,
          starred: sql<boolean>`bool_or(${m.starred})`,
          hasAttachments: sql<boolean>`bool_or(${m.hasAttachments})`,
          latest: latest.mapWith((v: string | Date) => new Date(v)),
          latestSort: latestSort.mapWith((v: string | Date) => new Date(v)),
          subject: sql<string>`(array_agg(${m.subject} order by ${m.date}, ${m.id}))[1]`,
          preview: sql<string>`(array_agg(${m.snippet} order by ${m.date} desc, ${m.id} desc))[1]`,
          accountId: sql<string>`(array_agg(${m.accountId} order by ${m.date} desc, ${m.id} desc))[1]`,
          // Label ids hold no commas, so the conversation's labels can travel through one joined string.
          labels: sql<string[]>`coalesce((select array_agg(distinct x order by x) from unnest(string_to_array(string_agg(array_to_string(${m.labels}, ','), ','), ',')) as x where left(x, 4) = 'lbl_'), '{}')`,
          senders: sql<{ name: string; email: string }[]>`jsonb_agg(jsonb_build_object('name', ${m.fromName}, 'email', ${m.fromEmail}) order by ${m.date}, ${m.id})`,
        })
        .from(m)
        .innerJoin(inTab, eq(m.threadId, inTab.threadId))
        .where(and(eq(m.userId, userId), scopeFilter(scope), only, sql`(${members} or ${m.id} = any(${inTab.ids}))`))
        .groupBy(m.threadId)
        .orderBy(desc(latestSort), threadIdDesc)
        .limit(page.size)
        .offset(onPage ? 0 : (page.page - 1) * page.size),
      counted,
      firstHits?.threads !== undefined
        ? [{ n: firstHits.threads }]
        : this.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(this.db.select().from(hits).limit(capped ? cap + 1 : Number.MAX_SAFE_INTEGER).as('capped')),
    ]);
    const { unread, total: _total, ...tabs } = counts;
    const items = rows.map((r) => {
      const participants = new Map<string, { name: string; email: string }>();
      for (const s of r.senders) if (!participants.has(s.email)) participants.set(s.email, s);
      return {
        threadId: r.threadId,
        subject: r.subject,
        participants: [...participants.values()],
        messageCount: r.count,
        unread: r.unread,
        starred: r.starred,
        latestDate: r.latest.toISOString(),
        ...(r.latestSort > r.latest ? { wokenAt: r.latestSort.toISOString() } : {}),
        preview: r.preview,
        latestMessageId: r.ids[0]!,
        messageIds: r.ids,
        labels: r.labels,
        accountId: r.accountId,
        hasAttachments: r.hasAttachments,
      };
    });
    const over = capped && total[0]!.n > cap;
    return { items, total: over ? cap : total[0]!.n, ...(over ? { totalCapped: true } : {}), page: page.page, pageSize: page.size, counts: tabs, unread };
  }

  /**
   * The first `want` conversations holding a message in `where`, in the
   * grouped list's order (newest activity of their `members` and matches,
   * then conversation id), found from their times alone: summing up every
   * conversation a search finds (senders, labels, previews) to show fifty
   * took a quarter of a second at two thousand matches.
   */
  private async orderThreads(userId: string, scope: ListScope, where: SQL, members: SQL, want: number): Promise<string[]> {
    const matched = this.db
      .select({ threadId: m.threadId, ids: sql<string[]>`array_agg(${m.id})`.as('matched_ids') })
      .from(m)
      .where(where)
      .groupBy(m.threadId)
      .as('matched');
    const rows = await this.db
      .select({ threadId: m.threadId })
      .from(m)
      .innerJoin(matched, eq(m.threadId, matched.threadId))
      .where(and(eq(m.userId, userId), scopeFilter(scope), sql`(${members} or ${m.id} = any(${matched.ids}))`))
      .groupBy(m.threadId)
      .orderBy(desc(sql`max(${m.sortDate})`), threadIdDesc)
      .limit(want);
    return rows.map((r) => r.threadId);
  }

  /**
   * How many conversations with a match the newest SEARCH_WALK_MAX_READ messages a search's walk reads hold:
   * when they hold the page's, the walk surely finds it; when they hold half of it or more, their share says how
   * much further it must read (furtherWalk). A word with thousands of matches spread over years
   * finds a few dozen there, and its walk, failing after four batches (eight statements), cost more than
   * ordering its conversations at once: 290 ms against 80 at 100,000 messages in the embedded database.
   */
  private async conversationsAmongNewest(userId: string, scope: ListScope, where: SQL): Promise<number> {
    const newest = this.newestRows(and(eq(m.userId, userId), scopeFilter(scope), sql`not ${m.isTrash}`)!, [desc(m.sortDate), desc(m.id)], SEARCH_WALK_MAX_READ);
    const [row] = await this.db.select({ n: sql<number>`count(distinct ${m.threadId})`.mapWith(Number) }).from(newest).where(where);
    return row?.n ?? 0;
  }

  /**
   * A search's first matching messages, up to one past the cap, and the
   * conversations among them when that settles the count: all the matches
   * were read, or more conversations than the cap were found. Reading stops
   * at the cap, where counting the conversations of every match of a common
   * word read half the mailbox.
   */
  private async firstSearchHits(where: SQL, cap: number): Promise<{ messages: number; threads?: number; ids?: string[] }> {
    // Counted in the database: at a deep page the cap is tens of thousands of rows, which need not come over.
    const first = this.db.$with('first').as(this.db.select({ id: m.id, threadId: m.threadId }).from(m).where(where).limit(cap + 1));
    const [row] = await this.db
      .with(first)
      .select({
        messages: sql<number>`count(*)`.mapWith(Number),
        threads: sql<number>`count(distinct ${first.threadId})`.mapWith(Number),
        // All the matches, when few: later steps look them up by id instead of searching again (a phrase checks every
        // message holding its words). Up to a few thousand: one parameter per id would pass the 65,535 a statement takes.
        ids: sql<string[] | null>`case when count(*) <= ${Math.min(cap, LOOKUP_IDS_MAX)} then coalesce(array_agg(${first.id}), '{}') end`,
      })
      .from(first);
    const messages = row?.messages ?? 0;
    const threads = row?.threads ?? 0;
    if (messages <= cap) return { messages, threads, ...(row?.ids ? { ids: row.ids } : {}) };
    return threads > cap ? { messages, threads } : { messages };
  }

  /**
   * The first `want` conversations of a large tab, newest activity first,
   * without grouping the whole tab: the user's mail outside the trash (and
   * drafts, unless the tab holds them) is read newest first, in batches,
   * through its date index; a conversation's first message met is its
   * newest, so conversations come in the list's order, and each new one is
   * kept when it has a message in the tab. A dense tab (the inbox) is done
   * within a batch or two. Conversations tied on time are put in the grouped
   * list's order (conversation id, descending), so the walk reads past the
   * page's last one until the time drops.
   */
  private async walkThreads(userId: string, scope: ListScope, want: number, inView: SQL, drafts: SQL): Promise<string[]>;
  private async walkThreads(userId: string, scope: ListScope, want: number, inView: SQL, drafts: SQL, readAtMost: number, firstBatch?: number): Promise<string[] | undefined>;
  private async walkThreads(userId: string, scope: ListScope, want: number, inView: SQL, drafts: SQL, readAtMost = Infinity, firstBatch?: number): Promise<string[] | undefined> {
    const found: { threadId: string; at: string }[] = [];
    const seen = new Set<string>();
    // Times as fixed-width UTC text: they keep their microseconds (a JavaScript Date would not) and compare as text.
    const at = sql<string>`to_char(${m.sortDate} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;
    let after: { at: string; id: string } | undefined;
    let read = 0;
    for (let batch = Math.min(Math.max(WALK_BATCH, want * 2, firstBatch ?? 0), WALK_BATCH_MAX); ; batch = Math.min(batch * 2, WALK_BATCH_MAX)) {
      if (read >= readAtMost) return undefined;
      const rows = await this.db
        .select({ threadId: m.threadId, at, id: m.id })
        .from(m)
        .where(
          and(
            eq(m.userId, userId),
            scopeFilter(scope),
            sql`not ${m.isTrash}`,
            drafts,
            after ? sql`(${m.sortDate}, ${m.id}) < ((${after.at}::timestamp at time zone 'UTC'), ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(m.sortDate), desc(m.id))
        .limit(batch);
      read += rows.length;
      const fresh: { threadId: string; at: string }[] = [];
      for (const row of rows) {
        if (seen.has(row.threadId)) continue;
        seen.add(row.threadId);
        fresh.push({ threadId: row.threadId, at: row.at });
      }
      if (fresh.length) {
        const inTab = await this.db
          .selectDistinct({ threadId: m.threadId })
          .from(m)
          .where(and(eq(m.userId, userId), scopeFilter(scope), inArray(m.threadId, fresh.map((f) => f.threadId)), inView));
        const keep = new Set(inTab.map((r) => r.threadId));
        found.push(...fresh.filter((f) => keep.has(f.threadId)));
      }
      const last = rows.at(-1);
      if (!last || rows.length < batch) break;
      if (found.length >= want && last.at < found[want - 1]!.at) break;
      after = { at: last.at, id: last.id };
    }
    found.sort((a, b) => (a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.threadId < b.threadId ? 1 : a.threadId > b.threadId ? -1 : 0));
    return found.slice(0, want).map((f) => f.threadId);
  }

  /** Senders of list mail (List-Unsubscribe), most messages first; sent mail and drafts left out. */
  async subscriptions(userId: string, accountId?: string) {
    const rows = await this.db
      .select({
        email: m.fromEmail,
        name: sql<string>`(array_agg(${m.fromName} order by ${m.date} desc))[1]`,
        count: sql<number>`count(*)`.mapWith(Number),
        lastDate: sql<Date>`max(${m.date})`.mapWith((v: string | Date) => new Date(v)),
        read: sql<number>`count(*) filter (where not ${m.unread})`.mapWith(Number),
        latestMessageId: sql<string>`(array_agg(${m.id} order by ${m.date} desc, ${m.id} desc))[1]`,
        unsubscribedAt: sql<Date | null>`min(${mailUnsubscribe.createdAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
      })
      .from(m)
      .leftJoin(mailUnsubscribe, and(eq(mailUnsubscribe.userId, m.userId), eq(mailUnsubscribe.email, m.fromEmail)))
      .where(
        and(
          eq(m.userId, userId),
          sql`${m.listUnsubscribe} is not null and not ${m.isSent} and not ${m.isDraft} and not ${m.isTrash}`,
          accountId ? eq(m.accountId, accountId) : undefined,
        ),
      )
      .groupBy(m.fromEmail)
      .orderBy(sql`count(*) desc`, sql`max(${m.date}) desc`)
      .limit(500);
    return rows.map((r) => ({ ...r, lastDate: r.lastDate.toISOString(), unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null }));
  }

  /** Remembers that the user unsubscribed from this sender's list (the latest way wins). */
  async recordUnsubscribe(userId: string, email: string, method: 'one-click' | 'mailto' | 'link') {
    await this.db
      .insert(mailUnsubscribe)
      .values({ userId, email, method })
      .onConflictDoUpdate({ target: [mailUnsubscribe.userId, mailUnsubscribe.email], set: { method, createdAt: new Date() } });
  }

  /** A conversation's messages, oldest first: outside the trash unless all of it is there, drafts left out. */
  async threadMessages(userId: string, threadId: string): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(m)
      .where(and(eq(m.userId, userId), eq(m.threadId, threadId), sql`not ${m.isDraft}`))
      .orderBy(m.date, m.id);
    const kept = rows.filter((r) => !r.isTrash);
    return kept.length > 0 ? kept : rows;
  }

  /** Which of these ids are the user's, with what a bulk action needs to know of each. */
  async owned(userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return this.db.select({ id: m.id, provider: m.provider, accountId: m.accountId }).from(m).where(and(eq(m.userId, userId), inArray(m.id, ids)));
  }

  /** Which of these ids are the user's and in the trash. */
  async inTrash(userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return this.db.select({ id: m.id, provider: m.provider }).from(m).where(and(eq(m.userId, userId), inArray(m.id, ids), sql`${m.isTrash}`));
  }

  /** How many messages a tab and search list, up to the search cap. */
  async count(userId: string, tab: MailTab | undefined, query: string): Promise<number> {
    const { where } = listWhere(userId, tab, query, {});
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(this.db.select({ one: sql`1` }).from(m).where(where).limit(SEARCH_COUNT_CAP).as('hits'));
    return row?.n ?? 0;
  }

  /** Every message a list of this tab and search would show (up to `cap`), for "select all that match". */
  /** What an export writes, oldest first: every message the tab, search and scope find. */
  async exportRows(userId: string, tab: MailTab | undefined, query: string | undefined, scope: ListScope) {
    const { where } = listWhere(userId, tab, query, scope);
    return this.db.select({ id: m.id, fromEmail: m.fromEmail, date: m.date, labels: m.labels }).from(m).where(where).orderBy(m.date, m.id);
  }

  async matching(userId: string, tab: MailTab | undefined, query: string | undefined, scope: ListScope, cap: number) {
    const { where } = listWhere(userId, tab, query, scope);
    return this.db.select({ id: m.id, provider: m.provider, accountId: m.accountId }).from(m).where(where).orderBy(desc(m.sortDate), desc(m.id)).limit(cap);
  }

  /**
   * Adds and removes labels on many messages in one statement, keeping the
   * flag columns in step; returns the ids of the rows changed.
   */
  async changeLabels(userId: string, ids: string[], add: string[], remove: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const textArray = (values: string[]) => (values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);
    const flags: Record<string, SQL | boolean> = {};
    const columns = { inInbox: LABEL.inbox, isSent: LABEL.sent, isDraft: LABEL.draft, isTrash: LABEL.trash, starred: LABEL.starred, unread: LABEL.unread } as const;
    for (const [column, label] of Object.entries(columns)) {
      if (add.includes(label)) flags[column] = true;
      else if (remove.includes(label)) flags[column] = false;
    }
    const updated = await this.db
      .update(m)
      .set({
        labels: sql`array(select distinct l from unnest(${m.labels} || ${textArray(add)}) as l where not (l = any(${textArray(remove)})))`,
        ...flags,
        ...(add.includes(LABEL.inbox) ? { snoozedUntil: null } : {}),
      })
      .where(and(eq(m.userId, userId), inArray(m.id, ids)))
      .returning({ id: m.id });
    return updated.map((r) => r.id);
  }

  /** Takes messages out of the inbox until `until`; returns the ids snoozed (trashed mail is not). */
  async snooze(userId: string, ids: string[], until: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .update(m)
      .set({ snoozedUntil: until, inInbox: false, labels: sql`array_remove(${m.labels}, ${LABEL.inbox})` })
      .where(and(eq(m.userId, userId), inArray(m.id, ids), sql`not ${m.isTrash}`))
      .returning({ id: m.id });
    return rows.map((r) => r.id);
  }

  /** Ends a snooze now: the message goes back to the inbox as it was (read state kept, date unchanged). */
  async unsnooze(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(m)
      .set({ snoozedUntil: null, inInbox: true, labels: sql`array(select distinct l from unnest(${m.labels} || ARRAY[${LABEL.inbox}]::text[]) as l)` })
      .where(and(eq(m.userId, userId), eq(m.id, id), sql`${m.snoozedUntil} is not null`))
      .returning({ id: m.id });
    return rows.length > 0;
  }

  async get(userId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await this.db.select().from(m).where(and(eq(m.userId, userId), eq(m.id, id)));
    return row;
  }

  /** Reads in hand, per user: a list asked for while one runs waits for it instead of reading the same mail again. */
  private readonly askReads = new Map<string, Promise<void>>();

  /**
   * Reads whether recent received mail asks something of the user (the To
   * reply view's test), for messages not read that way yet: at most `limit`
   * a call, newest first, so a large first sync spreads over a few lists.
   */
  refreshAsks(userId: string, limit = ASKS_READ_PER_CALL): Promise<void> {
    const running = this.askReads.get(userId);
    if (running) return running;
    const read = this.readAsks(userId, limit).finally(() => this.askReads.delete(userId));
    this.askReads.set(userId, read);
    return read;
  }

  private async readAsks(userId: string, limit: number) {
    const since = new Date(Date.now() - TO_REPLY_DAYS * 86_400_000);
    const rows = await this.db
      .select({
        id: m.id,
        fromName: m.fromName,
        fromEmail: m.fromEmail,
        subject: m.subject,
        text: sql<string>`coalesce(${m.text}, ${m.snippet})`,
        listMail: sql<boolean>`${m.listUnsubscribe} is not null`,
      })
      .from(m)
      .where(and(eq(m.userId, userId), sql`${m.asks} is null and not ${m.isSent} and not ${m.isDraft} and ${m.date} > ${since.toISOString()}`))
      .orderBy(desc(m.date))
      .limit(limit);
    if (rows.length === 0) return;
    const asking: string[] = [];
    let turnStarted = performance.now();
    for (const row of rows) {
      // Reading a message's sentences is milliseconds of this thread; a first list after a large sync reads
      // hundreds, and every other request waits behind each stretch of them.
      if (performance.now() - turnStarted > READ_TURN_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
      // List mail and robots' notifications ask of everyone on the list, which no reply answers.
      if (!row.listMail && !isAutomatedSender(row.fromEmail) && asksSomething(row)) asking.push(row.id);
    }
    const asks = new Set(asking);
    const rest = rows.map((r) => r.id).filter((id) => !asks.has(id));
    if (asking.length) await this.db.update(m).set({ asks: true }).where(inArray(m.id, asking));
    if (rest.length) await this.db.update(m).set({ asks: false }).where(inArray(m.id, rest));
  }

  /** Our ids of the messages with these provider ids (Gmail's). */
  async idsByProviderId(userId: string, providerIds: string[]): Promise<string[]> {
    if (providerIds.length === 0) return [];
    const rows = await this.db.select({ id: m.id }).from(m).where(and(eq(m.userId, userId), inArray(m.providerId, providerIds)));
    return rows.map((r) => r.id);
  }

  async findByMessageIdHeader(userId: string, header: string): Promise<MessageRow | undefined> {
    const [row] = await this.db.select().from(m).where(and(eq(m.userId, userId), eq(m.messageIdHeader, header))).limit(1);
    return row;
  }

  async attachments(userId: string, messageId: string) {
    return this.db
      .select({ id: mailAttachment.id, filename: mailAttachment.filename, mimeType: mailAttachment.mimeType, size: mailAttachment.size })
      .from(mailAttachment)
      .where(and(eq(mailAttachment.userId, userId), eq(mailAttachment.messageId, messageId)));
  }

  /** A message's attachments with their bytes (null for a Gmail file not downloaded yet). */
  async attachmentFiles(userId: string, messageId: string) {
    return this.db
      .select()
      .from(mailAttachment)
      .where(and(eq(mailAttachment.userId, userId), eq(mailAttachment.messageId, messageId)))
      .orderBy(mailAttachment.filename);
  }

  async attachment(userId: string, messageId: string, attachmentId: string) {
    const [row] = await this.db
      .select()
      .from(mailAttachment)
      .where(and(eq(mailAttachment.userId, userId), eq(mailAttachment.messageId, messageId), eq(mailAttachment.id, attachmentId)));
    return row;
  }

  /** Replaces a message's labels; returns the new row, or undefined when the id is not this user's. */
  async setLabels(userId: string, id: string, add: string[], remove: string[]): Promise<MessageRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ labels: m.labels }).from(m).where(and(eq(m.userId, userId), eq(m.id, id))).for('update');
      if (!row) return undefined;
      const labels = [...new Set([...row.labels.filter((l) => !remove.includes(l)), ...add])];
      // Back in the inbox by hand ends a snooze.
      const unsnooze = add.includes(LABEL.inbox) ? { snoozedUntil: null } : {};
      const [updated] = await tx
        .update(m)
        .set({ ...labelFlags(labels), ...unsnooze })
        .where(and(eq(m.userId, userId), eq(m.id, id)))
        .returning();
      return updated;
    });
  }

  /** Removes the user's messages of `ids` (their attachments go with them); answers the ids removed. */
  async deleteMessages(userId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await this.db.delete(m).where(and(eq(m.userId, userId), inArray(m.id, ids))).returning({ id: m.id })).map((r) => r.id);
  }
}

/** Builds an insertable row for a message in `userId`'s mailbox. */
/** About the size the message has as MIME (headers, bodies, base64 attachments), as Gmail's sizeEstimate is. */
export function mimeSizeEstimate(html: string | null, text: string | null, attachmentBytes: number): number {
  return 500 + Buffer.byteLength(html ?? '') + Buffer.byteLength(text ?? '') + Math.ceil(attachmentBytes / 3) * 4;
}

export function newMessageRow(input: {
  userId: string;
  provider?: 'local' | 'gmail';
  providerId?: string;
  threadId?: string;
  messageIdHeader?: string | null;
  inReplyTo?: string | null;
  references?: string | null;
  subject: string;
  from: Address;
  to: Address[];
  cc?: Address[];
  bcc?: Address[];
  date: Date;
  snippet: string;
  html: string | null;
  text: string | null;
  labels: string[];
  hasAttachments?: boolean;
  /** Bytes of the attachments' content, for the size larger:/smaller: search by. */
  attachmentBytes?: number;
  category?: string;
}): NewMessageRow {
  const id = randomUUID();
  return {
    id,
    userId: input.userId,
    provider: input.provider ?? 'local',
    providerId: input.providerId ?? id,
    threadId: input.threadId ?? id,
    messageIdHeader: input.messageIdHeader ?? null,
    inReplyTo: input.inReplyTo ?? null,
    references: input.references ?? null,
    subject: input.subject,
    fromName: input.from.name,
    fromEmail: input.from.email.toLowerCase(),
    to: input.to,
    cc: input.cc ?? [],
    bcc: input.bcc ?? [],
    date: input.date,
    snippet: input.snippet,
    html: input.html,
    text: input.text,
    hasAttachments: input.hasAttachments ?? false,
    sizeEstimate: mimeSizeEstimate(input.html, input.text, input.attachmentBytes ?? 0),
    category: input.category ?? (input.labels.includes(LABEL.sent) ? 'sent' : input.labels.includes(LABEL.draft) ? 'drafts' : 'primary'),
    ...labelFlags(input.labels),
  };
}
