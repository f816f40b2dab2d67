/**
 * Search without a network: the same operator language as the server
 * (core's parser, and the matcher rules use), run over the mail saved in the
 * query cache. Words look in the subject, names and the body when it is saved
 * (the preview when not); a size search cannot be answered from here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseSearch, searchOperators, type SearchNode } from '../../../core/mail/search-query';
import type { MailTab } from '../../../core/mail/types';
import { matcherFor, type MatchableMessage } from '../../../core/rules/match';
import type { ListItem, MailList, MailMessage } from '../../api/mail';

/** Operators whose answer is not in the saved mail. */
const NOT_SAVED_OPERATORS = new Set(['larger', 'smaller']);

const TAB_PLACES: Partial<Record<MailTab, string>> = {
  inbox: 'inbox',
  sent: 'sent',
  drafts: 'drafts',
  trash: 'trash',
  archived: 'archive',
  snoozed: 'snoozed',
  starred: 'starred',
};

/** True when the query asks something only the server can answer offline (a size). */
export function needsServer(q: string): boolean {
  return searchOperators(parseSearch(q)).some((op) => NOT_SAVED_OPERATORS.has(op.name));
}

interface SavedMail {
  items: Map<string, ListItem>;
  bodies: Map<string, MailMessage>;
  labelNames: Map<string, string>;
  accountKeys: Map<string, string[]>;
  counts: MailList['counts'] | null;
}

function savedMail(client: QueryClient): SavedMail {
  const saved: SavedMail = { items: new Map(), bodies: new Map(), labelNames: new Map(), accountKeys: new Map(), counts: null };
  for (const query of client.getQueryCache().findAll({ queryKey: ['mail'] })) {
    const data = query.state.data as Partial<MailList> & Partial<MailMessage> & { labels?: Array<{ id: string; name: string }> };
    if (!data) continue;
    const [, kind] = query.queryKey;
    if (kind === 'list' && Array.isArray(data.items)) {
      saved.counts ??= data.counts ?? null;
      // The newest copy of a row wins: lists refreshed later know its latest flags.
      const newer = query.state.dataUpdatedAt;
      for (const item of data.items as ListItem[]) {
        const known = saved.items.get(item.id) as (ListItem & { seen?: number }) | undefined;
        if (!known || (known.seen ?? 0) <= newer) saved.items.set(item.id, { ...item, seen: newer } as ListItem);
      }
    } else if (kind === 'message' && typeof data.html === 'string' && data.id) {
      saved.bodies.set(data.id, data as MailMessage);
    } else if (kind === 'labels' && Array.isArray(data.labels)) {
      for (const label of data.labels) saved.labelNames.set(label.id, label.name);
    }
  }
  const accounts = client.getQueryData<Array<{ id: string; email: string; displayName: string }>>(['accounts']) ?? [];
  for (const a of accounts) saved.accountKeys.set(a.id, [a.id, a.email, a.displayName].map((k) => k.toLowerCase()));
  return saved;
}

function matchable(item: ListItem, saved: SavedMail): MatchableMessage {
  const body = saved.bodies.get(item.id);
  const labels = item.labels;
  return {
    subject: item.subject,
    fromName: body?.from?.name ?? item.sender,
    fromEmail: body?.from?.email ?? item.senderEmail,
    to: body?.to ?? [],
    cc: body?.cc ?? [],
    bcc: [],
    text: body?.text || item.preview,
    date: new Date(item.date ?? 0),
    sizeEstimate: 0,
    hasAttachments: Boolean(item.hasAttachments || body?.attachments.length),
    attachmentNames: body?.attachments.map((a) => a.filename) ?? [],
    unread: !item.read,
    starred: item.starred,
    inInbox: labels.includes('INBOX'),
    isSent: labels.includes('SENT'),
    isDraft: labels.includes('DRAFT'),
    isTrash: labels.includes('TRASH'),
    snoozed: Boolean(item.snoozedUntil),
    labels,
    labelNames: labels.map((l) => saved.labelNames.get(l)).filter((n): n is string => Boolean(n)),
    accountKeys: saved.accountKeys.get(item.accountId) ?? [item.accountId.toLowerCase()],
  };
}

export interface SavedSearch {
  tab?: MailTab;
  page: number;
  pageSize: number;
  account?: string;
  label?: string;
}

/** A page of the saved mail matching `q`, newest first, shaped as the server's list; null when `q` says nothing. */
export function searchSavedMail(client: QueryClient, q: string, { tab, page, pageSize, account, label }: SavedSearch, now = new Date()): (MailList & { items: ListItem[] }) | null {
  const tree = parseSearch(q);
  if (!tree) return null;
  const place = tab ? TAB_PLACES[tab] : undefined;
  const query: SearchNode = place ? { type: 'and', nodes: [{ type: 'operator', name: 'in', value: place }, tree] } : tree;
  const saved = savedMail(client);
  const matches = [...saved.items.values()]
    .filter((item) => (!account || item.accountId === account) && (!label || item.labels.includes(label)))
    .filter((item) => !needsServer(q) && matcherFor(matchable(item, saved), now)(query))
    .sort((a, b) => Date.parse(b.date ?? '0') - Date.parse(a.date ?? '0'));
  const counts = saved.counts ?? ({} as MailList['counts']);
  return {
    items: matches.slice((page - 1) * pageSize, page * pageSize).map(({ seen: _seen, ...item }: ListItem & { seen?: number }) => item),
    total: matches.length,
    page,
    pageSize,
    counts,
    unread: matches.filter((m) => !m.read).length,
  };
}
