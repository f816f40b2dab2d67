import { needsServer } from '../../lib/offline/local-search';
import { useOnline } from '../../lib/offline/use-online';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Archive,
  ChevronLeft,
  ChevronRight,
  Clock,
  FilePen,
  Inbox,
  ListFilter,
  MailOpen,
  Newspaper,
  RefreshCw,
  Reply,
  Send,
  SquarePen,
  Star,
  Trash2,
  WifiOff,
  X,
  Download,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../app/routing';
import { isMailTab, MAIL_TABS, type MailTab } from '../../../core/mail/types';
import { onMailCommand } from '../../lib/mail-commands';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { AiOffBanner } from '../../ui/ai-off-banner';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useAiSettings } from '../../lib/ai-settings';
import { composeDraftPath, composeForwardPath, composeReplyPath, messagePath } from '../../lib/compose-links';
import { ConnectionPanel } from './ConnectionPanel';
import { useAccounts, useImapFolders } from '../../api/accounts';
import { AccountFilter } from './AccountFilter';
import { ListState } from './ListState';
import { MailList } from './MailList';
import { LabelList } from './LabelList';
import { LabelMenu } from './LabelMenu';
import { useLabels, type Label } from '../../api/labels';
import { exportUrl } from '../../api/transfer';
import { LabelDot } from '../../ui/labels/LabelChips';
import {
  CLEAR_SEARCH,
  COMPOSE,
  DASHBOARD_DESCRIPTION,
  DASHBOARD_TITLE,
  KEYBOARD_HINTS,
  KEY_HINT_DELETE_FOREVER,
  LIST_EMPTY_SEARCH,
  LIST_EMPTY_TITLE,
  LIST_ERROR_DESCRIPTION,
  LIST_ERROR_TITLE,
  LIST_NOT_SAVED_DESCRIPTION,
  LIST_NOT_SAVED_TITLE,
  LIST_LOADING,
  LIST_LOADING_MORE,
  NEXT_PAGE,
  PREVIOUS_PAGE,
  RETRY,
  bulkDone,
  bulkLabeled,
  movedTo,
  LIST_EMPTY_LABEL,
  UNDO,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_GMAIL,
  TAB_LABELS,
  listEmptyFor,
  pageRange,
  SEARCH_RESULTS,
  SEARCH_RESULTS_SHORT,
  searchResultsFor,
  SEARCHED_SAVED_MAIL,
  SEARCH_NEEDS_NETWORK,
  SUBSCRIPTIONS_LINK,
  RULES_LINK,
  EXPORT_LIST,
  PANE_EMPTY_HINT,
  PANE_EMPTY_TITLE,
  READING_PANE,
  RESIZE_PANE,
} from './texts';
import { useGmailStatus } from '../../api/gmail';
import { useLiveMail } from '../../api/live-mail';
import { usePreferences } from '../../api/preferences';
import { COMPACT_PAGE_SIZE, PAGE_SIZE, useBulkMutation, useEndlessMailList, useMailList, useMailProfile, useMoveMessages, useMoveMutation, usePrefetchMessage, useReadMutation, useStarMutation, type BulkAction, type BulkTarget, type ListItem as MailItem } from '../../api/mail';
import { toast } from '../../ui/use-toast';
import { BulkBar, PageCheckbox, type MoveFolder } from './BulkBar';
import { useDeleteForever } from './use-delete-forever';
import { EMPTY_TRASH } from '../../ui/delete-forever/texts';
import { snoozedUntil } from '../../ui/snooze/texts';
import { pageState, toggleChecked } from './checked';
import { useTriageKeys, type TriageAction } from '../../lib/use-triage-keys';
import { SearchBox } from './search/SearchBox';
import { SearchSummary } from './search/SearchSummary';
import { SplitTabs } from './SplitTabs';
import { useSplits } from '../../api/splits';
import { StatStrip, type StatTarget } from './StatStrip';
import { SplitView } from '../../ui/split-view';
import { useMediaQuery } from '../../lib/use-media-query';
import { useStoredState } from '../../lib/use-stored-state';

const WIDE_MEDIA = '(min-width: 1024px)';
/** The reading pane, as the app hands it to the dashboard (features do not import each other). */
export interface Reader {
  position: 'right' | 'below';
  /** The message open beside the list: the URL's /email/:id. */
  openId?: string;
  /** The message view; `onClose` is the pane's close button, `onLeave` follows an archive, trash or snooze. */
  renderMessage: (id: string, controls: { onClose: () => void; onLeave: () => void }) => ReactNode;
}

/** The list's width beside the pane (or height above it) until the person drags the divider. */
const PANE_LIST_DEFAULT = { right: 420, below: 320 } as const;
const PANE_LIST_MIN = { right: 384, below: 160 } as const;
const PANE_MESSAGE_MIN = { right: 480, below: 220 } as const;
const isSize = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Query keys that change nothing about the list, so a message open beside it stays open. */
const KEEPS_MESSAGE_OPEN = new Set(['new-label', 'auth', 'message']);
/** History state of a message the list opened in the pane: closing it steps back instead of adding a step. */
const PANE_FROM_LIST = { fromList: true } as const;
const searchOf = (params: URLSearchParams) => (params.size ? `?${params.toString()}` : '');
const ROOMY_MEDIA = '(min-width: 1200px)';
/** A phone: the list's bar holds the title beside Clear search, the export and the paging in about 150 px. */
const PHONE_MEDIA = '(max-width: 479px)';

const TAB_ICONS: Record<MailTab, LucideIcon> = {
  inbox: Inbox,
  'to-reply': Reply,
  starred: Star,
  snoozed: Clock,
  sent: Send,
  drafts: FilePen,
  archived: Archive,
  trash: Trash2,
};

/** The sidebar's links to other screens, below the mailboxes (wide screens only: the header has them on phones). */
const SIDEBAR_LINK =
  'hidden items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 lg:flex';

/**
 * The inbox. Given a `reader` (wide screens, unless the person turned the
 * reading pane off), the open message shows beside or below the list instead
 * of on a page of its own; the URL still names it (/email/:id, the list's
 * tab and search kept in the query).
 */
export function DashboardPage({ reader }: { reader?: Reader }) {
  useDocumentTitle(DASHBOARD_TITLE);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const openId = reader?.openId;
  const tabParam = params.get('tab');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q')?.trim() ?? '';
  const labelId = params.get('label') ?? '';
  // A search or a label without a tab looks through all mail (as Gmail); picking a tab narrows it.
  const listTab: MailTab | undefined = isMailTab(tabParam) ? tabParam : q || labelId ? undefined : 'inbox';
  const tab: MailTab = listTab ?? 'inbox';
  const authFailed = params.get('auth') === 'failed';
  const account = params.get('account') ?? '';
  // A split tab narrows the inbox (and only the inbox, unsearched: a search looks through all mail).
  const showSplits = listTab === 'inbox' && !q && !labelId;
  const splitId = showSplits ? (params.get('split') ?? '') : '';

  const accounts = useAccounts();
  const several = (accounts.data?.length ?? 0) > 1;
  const accountLabels = several ? new Map(accounts.data!.map((a) => [a.id, a.email])) : undefined;
  const profile = useMailProfile();
  const gmail = useGmailStatus();
  const aiEnabled = useAiSettings().enabled;
  const star = useStarMutation();
  const read = useReadMutation();
  const preferences = usePreferences();
  // Wide screens get the dense header (one slim row of figures); from 1200 px it shares one line with the title.
  const wide = useMediaQuery(WIDE_MEDIA);
  const roomy = useMediaQuery(ROOMY_MEDIA);
  const phone = useMediaQuery(PHONE_MEDIA);
  const [stripHidden, setStripHidden] = useStoredState('gmail-card-hidden', false, (v): v is boolean => typeof v === 'boolean');
  // Conversations by default (a reading setting); drafts and snoozed mail stay single messages.
  const conversations = (preferences.data?.conversationView ?? true) && listTab !== 'drafts' && listTab !== 'snoozed';
  const prefetch = usePrefetchMessage();
  const pageSize = preferences.data?.density === 'compact' ? COMPACT_PAGE_SIZE : PAGE_SIZE;
  // Endless scrolling (a reading setting) reads pages of a hundred as the list nears its end, instead of one page of ten.
  const endless = preferences.data?.endlessScroll ?? false;
  const listFilters = { account, conversations, label: labelId, split: splitId };
  const pagedList = useMailList(listTab, page, q, { ...listFilters, pageSize, enabled: !endless });
  const endlessKey = `${listTab}|${q}|${account}|${labelId}|${splitId}|${conversations}`;
  const [endlessPages, setEndlessPages] = useState({ key: endlessKey, pages: 1 });
  const pagesRead = endlessPages.key === endlessKey ? endlessPages.pages : 1;
  const endlessList = useEndlessMailList(listTab, q, endless ? pagesRead : 0, listFilters);
  const list = endless ? endlessList : pagedList;
  const readMore = useCallback(() => {
    if (endlessList.hasMore && !endlessList.loadingMore) setEndlessPages({ key: endlessKey, pages: pagesRead + 1 });
  }, [endlessList.hasMore, endlessList.loadingMore, endlessKey, pagesRead]);
  const online = useOnline();
  const labels = useLabels();
  const hasSplits = (useSplits().data?.length ?? 0) > 0;
  const allLabels = useMemo(() => labels.data ?? [], [labels.data]);
  const ownAddresses = useMemo(() => accounts.data?.map((a) => a.email) ?? [], [accounts.data]);
  const currentLabel = allLabels.find((l) => l.id === labelId);
  const move = useMoveMutation();
  const moveMessages = useMoveMessages();
  useLiveMail();

  const items = list.data?.items ?? [];
  const bulk = useBulkMutation();
  // Ticked rows belong to one list: another tab, page, search or account starts with none.
  const listKey = `${listTab}|${endless ? 'all' : page}|${q}|${account}|${labelId}|${splitId}`;
  const [checkedState, setCheckedState] = useState({ key: listKey, ids: new Set<string>(), allMatching: false });
  const checked = checkedState.key === listKey ? checkedState.ids : new Set<string>();
  const allMatching = checkedState.key === listKey && checkedState.allMatching;
  const anchor = useRef<string | null>(null);
  const setChecked = (ids: Set<string>, matching = false) => setCheckedState({ key: listKey, ids, allMatching: matching });
  const order = items.map((m) => m.id);
  const check = (item: MailItem, range: boolean) => {
    setChecked(toggleChecked(checked, order, item.id, anchor.current, range));
    anchor.current = item.id;
  };
  /** The messages a row stands for: all of a conversation's in this tab, or the one message. */
  const idsOf = (item: MailItem) => item.messageIds ?? [item.id];
  // The folders a selection can be moved into: its IMAP account's, when every ticked row is from that one account.
  const selecting = checked.size > 0 || allMatching;
  const imapFolders = useImapFolders(selecting);
  const selectedAccounts = allMatching ? (account ? [account] : []) : [...new Set(items.filter((m) => checked.has(m.id)).map((m) => m.accountId))];
  const moveFolders: MoveFolder[] =
    selectedAccounts.length === 1 ? (imapFolders.find((f) => f.account.id === selectedAccounts[0])?.folders ?? []).map((f) => ({ id: f.id, name: f.path })) : [];
  /** What the ticked rows stand for (every message a search matches, when all matching are chosen), clearing the ticks. */
  function takeSelection(): BulkTarget {
    const query = { ...(listTab ? { tab: listTab } : {}), ...(q ? { q } : {}), ...(account ? { account } : {}), ...(labelId ? { label: labelId } : {}) };
    const target: BulkTarget = allMatching ? { query } : { ids: items.filter((m) => checked.has(m.id)).flatMap(idsOf) };
    setChecked(new Set());
    return target;
  }
  /** A bulk action that takes mail out of the list closes the pane when the open message goes with it. */
  function leavePaneFor(target: BulkTarget) {
    if (openId && ('query' in target || target.ids.includes(openId))) closePane();
  }
  function moveTo(folder: MoveFolder) {
    const target = takeSelection();
    leavePaneFor(target);
    bulk.mutate({ action: 'move', target, folder: folder.id }, { onSuccess: ({ affected }) => toast({ title: movedTo(affected, folder.name) }) });
  }
  const deleteForever = useDeleteForever();
  function runBulk(action: BulkAction, until?: Date, label?: Label) {
    if (action === 'delete') {
      deleteForever.ask(
        () => {
          const target = takeSelection();
          leavePaneFor(target);
          return target;
        },
        allMatching ? total : items.filter((m) => checked.has(m.id)).flatMap(idsOf).length,
        false,
        allMatching && totalCapped,
      );
      return;
    }
    const target = takeSelection();
    if (action === 'archive' || action === 'trash' || action === 'snooze') leavePaneFor(target);
    bulk.mutate(
      { action, target, ...(until ? { until: until.toISOString() } : {}), ...(label ? { labelId: label.id } : {}) },
      {
        onSuccess: ({ ids }) => {
          if ((action === 'label' || action === 'unlabel') && label) {
            const undo = { label: UNDO, onClick: () => bulk.mutate({ action: action === 'label' ? 'unlabel' : 'label', target: { ids }, labelId: label.id }) };
            toast({ title: bulkLabeled(action, ids.length, label.name), action: undo, duration: 8000 });
            return;
          }
          if (action === 'snooze' && until) {
            toast({ title: snoozedUntil(until), action: { label: UNDO, onClick: () => bulk.mutate({ action: 'restore', target: { ids } }) }, duration: 8000 });
            return;
          }
          if (action !== 'archive' && action !== 'trash' && action !== 'restore') return;
          // Archive and trash are taken back by putting the same messages back in the inbox.
          const undo = action === 'restore' ? undefined : { label: UNDO, onClick: () => bulk.mutate({ action: 'restore', target: { ids } }) };
          toast({ title: bulkDone(action, ids.length), ...(undo ? { action: undo, duration: 8000 } : {}) });
        },
      },
    );
  }
  const [selectedId, setSelectedIdState] = useState<string | null>(null);
  // Keys can arrive faster than React renders; the ref always holds the latest selection.
  const selectedRef = useRef<string | null>(null);
  const setSelectedId = (id: string | null) => {
    selectedRef.current = id;
    setSelectedIdState(id);
  };
  const lastIndex = useRef(0);
  const rowEls = useRef(new Map<string, HTMLAnchorElement>());
  const focusWhenDrawn = useRef<string | null>(null);
  // A selected row that left the list (archived, trashed) hands the selection to the row now in its place.
  function selectedItem(id: string | null): MailItem | undefined {
    if (!id) return undefined;
    const index = items.findIndex((m) => m.id === id);
    if (index >= 0) {
      lastIndex.current = index;
      return items[index];
    }
    return items[Math.min(lastIndex.current, items.length - 1)];
  }
  const current = selectedItem(selectedId);

  const update = useCallback(
    /** `replace`: no history entry (a dialog opening or closing is not a place to go back to). */
    (change: Record<string, string | null>, replace = false) => {
      const apply = (prev: URLSearchParams) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      };
      // Another tab, search, label or page closes the message open beside the list.
      if (openId && Object.keys(change).some((key) => !KEEPS_MESSAGE_OPEN.has(key))) {
        navigate({ pathname: '/dashboard', search: searchOf(apply(params)) }, { preventScrollReset: true, replace });
        return;
      }
      setParams(apply, { preventScrollReset: true, replace });
    },
    [setParams, navigate, openId, params],
  );

  /** Shows a message beside the list; `replace` when moving through the list with j and k. */
  const openInPane = (id: string, replace = false) => {
    if (id === openId) return;
    navigate({ pathname: messagePath(id), search: location.search }, { preventScrollReset: true, replace, state: replace ? location.state : PANE_FROM_LIST });
  };
  // Back to the list: one step back when the list opened the message, so Back never reopens one that has gone.
  const closePane = () => {
    if ((location.state as typeof PANE_FROM_LIST | null)?.fromList) navigate(-1);
    else navigate({ pathname: '/dashboard', search: location.search }, { preventScrollReset: true, replace: true });
  };
  /** The open message's row: its own, or its conversation's. */
  const openRow = openId ? items.find((m) => m.id === openId || idsOf(m).includes(openId)) : undefined;
  // The highlighted row follows the message the pane shows (a click, j and k, a deep link).
  useEffect(() => {
    if (!openId) return;
    selectedRef.current = openId;
    setSelectedIdState(openId);
  }, [openId]);

  function selectTab(next: MailTab) {
    setSelectedId(null);
    // While searching, the Inbox tab is named outright: no tab means all mail.
    update({ tab: next === 'inbox' && !q ? null : next, page: null, label: null, split: null });
  }

  function search(value: string) {
    setSelectedId(null);
    update({ q: value, page: null, tab: null, label: null, split: null });
  }

  function selectLabel(id: string | null) {
    setSelectedId(null);
    update({ label: id, tab: null, page: null, q: null, split: null });
  }

  function open(item: MailItem) {
    // A draft opens where it is finished: in compose, replaced there when saved again or sent.
    if (listTab === 'drafts') return navigate(composeDraftPath(item.id));
    // The pane's message view marks it read itself (unless the person keeps opened mail unread).
    if (reader) return openInPane(item.id);
    // Read at once in the list, unless the person keeps opened mail unread (the message view marks it too).
    if (!item.read && preferences.data?.markReadOnOpen) read.mutate({ id: item.id, read: true });
    navigate(messagePath(item.id));
  }

  // A row of several messages acts on all of them in one request; a single message keeps its own quick route.
  const toggleStar = (item: MailItem) =>
    idsOf(item).length > 1 ? bulk.mutate({ action: item.starred ? 'unstar' : 'star', target: { ids: idsOf(item) } }) : star.mutate({ id: item.id, starred: !item.starred });
  const moveRow = (item: MailItem, to: 'archive' | 'trash') => {
    // In the trash, deleting (#, the row's Delete) means deleting forever, as in Gmail: asked first.
    if (to === 'trash' && listTab === 'trash') {
      deleteForever.ask(() => {
        if (openId && idsOf(item).includes(openId)) closePane();
        return { ids: idsOf(item) };
      }, idsOf(item).length);
      return;
    }
    if (openId && idsOf(item).includes(openId)) closePane();
    moveMessages(idsOf(item), to, listTab === 'inbox');
  };
  const markUnread = (item: MailItem) =>
    idsOf(item).length > 1 ? bulk.mutate({ action: 'unread', target: { ids: idsOf(item) } }) : read.mutate({ id: item.id, read: false });

  function select(index: number) {
    const item = items[Math.max(0, Math.min(index, items.length - 1))];
    if (!item) return;
    setSelectedId(item.id);
    const el = rowEls.current.get(item.id);
    el?.focus({ preventScroll: true });
    focusWhenDrawn.current = el ? null : item.id;
    el?.closest('[role="row"]')?.scrollIntoView({ block: 'nearest' });
    // With a message open beside the list, moving through the list moves the pane with it.
    if (openId && item.id !== openId) openInPane(item.id, true);
  }

  /** Runs a triage action on the selected row; false when there was nothing to act on. */
  const act = (action: TriageAction): boolean => {
    const selected = selectedItem(selectedRef.current);
    if (action === 'next' || action === 'prev') {
      if (items.length === 0) return false;
      const from = openRow ?? selected;
      const at = from ? items.indexOf(from) : -1;
      select(action === 'next' ? at + 1 : Math.max(0, at - 1));
      return true;
    }
    if (action === 'close') {
      if (!openId) return false;
      // Escape hands the keyboard back to the row that was open.
      closePane();
      rowEls.current.get(openId)?.focus({ preventScroll: true });
      return true;
    }
    // With a message open beside the list, the keys act on it; Enter and x stay with the highlighted row.
    const current = openId && action !== 'open' && action !== 'select' ? openRow : selected;
    if (openId && !current) return actOnOpenMessage(openId, action);
    if (!current) return false;
    switch (action) {
      case 'open':
        open(current);
        break;
      case 'star':
        toggleStar(current);
        break;
      case 'archive':
      case 'trash':
        // As on the message page, the list comes back once the open message has gone.
        moveRow(current, action);
        break;
      case 'unread':
        markUnread(current);
        break;
      case 'reply':
        navigate(composeReplyPath(current.id));
        break;
      case 'forward':
        navigate(composeForwardPath(current.id));
        break;
      case 'select':
        check(current, false);
        break;
    }
    return true;
  };
  useTriageKeys(act);

  /** The open message is not on this page of the list (a link, another page): the keys act on it alone. */
  function actOnOpenMessage(id: string, action: TriageAction): boolean {
    switch (action) {
      case 'archive':
      case 'trash':
        move.mutate({ id, to: action });
        closePane();
        return true;
      case 'unread':
        read.mutate({ id, read: false });
        return true;
      case 'reply':
        navigate(composeReplyPath(id));
        return true;
      case 'forward':
        navigate(composeForwardPath(id));
        return true;
      default:
        // Starring needs the message's state: its own star button in the pane does it.
        return false;
    }
  }

  const actRef = useRef(act);
  actRef.current = act;
  useEffect(
    () =>
      onMailCommand((command) => {
        const map = { star: 'star', archive: 'archive', delete: 'trash', reply: 'reply', forward: 'forward', 'mark-unread': 'unread' } as const;
        if (!(command in map)) return false;
        actRef.current(map[command as keyof typeof map]);
        return true;
      }),
    [],
  );

  const counts = list.data?.counts;
  const total = list.data?.total ?? 0;
  const totalCapped = list.data?.totalCapped ?? false;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (its last rows moved away, or an old link's ?page=99) moves back to the last page that has
  // mail, instead of saying "No emails found" over mail on the pages before it.
  const pastEnd = !endless && pagedList.data !== undefined && !pagedList.isPlaceholderData && total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) update({ page: pages <= 1 ? null : String(pages) }, true);
  }, [pastEnd, pages, update]);
  const from = total === 0 ? 0 : endless ? 1 : (page - 1) * pageSize + 1;
  const to = endless ? Math.min(items.length, total) : Math.min(page * pageSize, total);
  const searchPlaceholder = gmail.data?.connected ? SEARCH_PLACEHOLDER_GMAIL : SEARCH_PLACEHOLDER;

  const statValues = { inbox: profile.data?.messagesTotal, unread: list.data?.unread, starred: counts?.starred, sent: counts?.sent };
  function pickStat(target: StatTarget) {
    setSelectedId(null);
    const tab = target === 'unread' ? 'inbox' : target === 'inbox' ? null : target;
    update({ tab, q: target === 'unread' ? 'is:unread' : null, page: null, label: null, split: null });
  }
  const searchAndCompose = (searchClassName?: string) => (
    <>
      <SearchBox key={q} initial={q} label={SEARCH_LABEL} placeholder={searchPlaceholder} onSearch={search} className={searchClassName} />
      <Button asChild>
        <Link to="/compose">
          <SquarePen aria-hidden="true" />
          {COMPOSE}
        </Link>
      </Button>
    </>
  );
  const aiBanner = !aiEnabled && <AiOffBanner />;
  // The Gmail panel is a slim strip on wide screens; a connected one can be hidden, a failure always shows whole.
  const failure = authFailed || profile.isError;
  const panel = (strip: boolean) => (
    <ConnectionPanel
      compact={strip}
      onHide={() => setStripHidden(true)}
      authFailed={authFailed}
      authMessage={params.get('message') ?? undefined}
      profile={profile.data}
      profileError={profile.isError ? profile.error : undefined}
      onRetryProfile={() => void profile.refetch()}
      onDismissFailure={() => update({ auth: null, message: null })}
    />
  );
  // Wide screens keep the Gmail card at the foot of the sidebar; a failed sign-in still shows whole above the list.
  const sidebarPanel = wide && !failure && !(stripHidden && gmail.data?.connected) && <div className="mt-4 hidden lg:block">{panel(true)}</div>;

  const position = reader?.position ?? 'right';
  // Another page, tab or search starts at its top; so does another message in the pane.
  const listScroll = useRef<HTMLDivElement>(null);
  const paneScroll = useRef<HTMLElement>(null);
  // Block bodies: Chromium's scrollTo now answers a promise, which an effect must not return.
  useEffect(() => {
    listScroll.current?.scrollTo({ top: 0 });
  }, [listKey]);
  useEffect(() => {
    paneScroll.current?.scrollTo({ top: 0 });
  }, [openId]);
  const [paneListSize, setPaneListSize] = useStoredState(`reading-pane-list-${position}`, PANE_LIST_DEFAULT[position], isSize);
  const pane = reader && (
    // contain: strict: the pane takes its size from the split, never from its message, so a message opened
    // in it is laid out and painted alone instead of with the whole page.
    <section
      ref={paneScroll}
      aria-label={READING_PANE}
      data-testid="reading-pane"
      data-scrolls-itself
      className="h-full min-h-0 overflow-y-auto rounded-xl [contain:strict]"
    >
      {openId ? (
        reader.renderMessage(openId, {
          onClose: () => {
            closePane();
            rowEls.current.get(openId)?.focus({ preventScroll: true });
          },
          onLeave: closePane,
        })
      ) : (
        <ListState icon={MailOpen} title={PANE_EMPTY_TITLE} description={PANE_EMPTY_HINT} testId="reading-pane-empty" className="h-full justify-center rounded-xl border border-dashed py-0" />
      )}
    </section>
  );

  const listSection = (
    <section
      aria-label={currentLabel?.name ?? (listTab ? TAB_LABELS[listTab] : searchResultsFor(q))}
      // overflow: clip rounds the corners without being a scroll box, so day headers still stick as the page scrolls.
      className={cn('min-w-0 overflow-clip rounded-xl border bg-card shadow-xs', reader ? 'flex h-full flex-col' : 'self-start')}
    >
      <div className="@container/listhead flex min-h-12 items-center justify-between gap-3 border-b py-2 pr-4 pl-3.5 sm:pr-5 lg:min-h-10 lg:py-1">
        {items.length > 0 && (
          <PageCheckbox
            state={allMatching ? 'all' : pageState(checked, order)}
            onChange={(on) => {
              setChecked(on ? new Set(order) : new Set());
              anchor.current = null;
            }}
          />
        )}
        {checked.size > 0 || allMatching ? (
          <BulkBar
            tab={tab}
            count={checked.size}
            total={total}
            totalCapped={totalCapped}
            allMatching={allMatching}
            canSelectAllMatching={pageState(checked, order) === 'all' && total > items.length && !splitId}
            busy={bulk.isPending}
            onSelectAllMatching={() => setChecked(checked, true)}
            onAction={runBulk}
            labels={allLabels}
            currentLabel={currentLabel}
            onLabel={(action, label) => runBulk(action, undefined, label)}
            folders={moveFolders}
            onMove={moveTo}
            onClear={() => setChecked(new Set())}
          />
        ) : (
          // A container: beside the reading pane the list is narrow, and the search title needs the room more than Clear search's words.
          <div className="@container flex min-w-0 flex-1 items-center gap-2">
            {q ? (
              <>
                {/* The query itself is in the box and its chips; repeated here it was cut to "Search results …" beside the reading pane. */}
                {/* The title gives way (truncates) on a phone, so Clear search never slides under the export and paging beside it. */}
                <h2 className="min-w-0 truncate text-sm font-semibold" data-testid="search-results" title={searchResultsFor(q)}>
                  {phone ? SEARCH_RESULTS_SHORT : SEARCH_RESULTS}
                </h2>
                {!online && (
                  <span className="hidden truncate text-xs text-muted-foreground sm:inline" data-testid="offline-search-note">
                    {needsServer(q) ? SEARCH_NEEDS_NETWORK : SEARCHED_SAVED_MAIL}
                  </span>
                )}
                <Button variant="ghost" size="sm" onClick={() => update({ q: null, page: null })} className="shrink-0" aria-label={CLEAR_SEARCH} title={CLEAR_SEARCH}>
                  <X aria-hidden="true" />
                  <span className="hidden @sm:inline">{CLEAR_SEARCH}</span>
                </Button>
              </>
            ) : labelId ? (
              <>
                <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold" data-testid="list-title">
                  {currentLabel && <LabelDot color={currentLabel.color} />}
                  <span className="truncate">{currentLabel?.name}</span>
                </h2>
                {currentLabel && <LabelMenu label={currentLabel} onDeleted={() => selectLabel(null)} className="shrink-0 lg:hidden" />}
              </>
            ) : (
              <>
                <h2 className="text-sm font-semibold" data-testid="list-title">{TAB_LABELS[tab]}</h2>
                {tab === 'trash' && total > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 shrink-0 px-2 text-destructive hover:text-destructive"
                    onClick={() =>
                      deleteForever.ask(
                        () => {
                          closePane();
                          return { query: { tab: 'trash', ...(account ? { account } : {}) } };
                        },
                        total,
                        true,
                      )
                    }
                  >
                    {EMPTY_TRASH}
                  </Button>
                )}
              </>
            )}
            {list.isFetching && !list.isLoading && (
              <RefreshCw className="size-3.5 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
            )}
          </div>
        )}
        {showSplits && wide && !hasSplits && !selecting && <SplitTabs bare selected="" onSelect={(id) => update({ split: id, page: null })} />}
        {total > 0 && (
          // While selecting, a narrow list (a phone, or beside the reading pane) gives the bulk actions the room.
          <div className={cn('flex shrink-0 items-center gap-1', (checked.size > 0 || allMatching) && 'hidden @2xl/listhead:flex')}>
            {!splitId && (
              <Button asChild variant="ghost" size="icon-sm">
                <a
                  href={exportUrl({ tab: listTab, q, label: labelId, account })}
                  download
                  aria-label={EXPORT_LIST}
                  title={EXPORT_LIST}
                  data-testid="export-list"
                >
                  <Download aria-hidden="true" />
                </a>
              </Button>
            )}
            <span className="mr-1 text-xs text-muted-foreground tabular-nums" data-testid="page-range">
              {pageRange(from, to, total, totalCapped)}
            </span>
            {!endless && (
              <>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={PREVIOUS_PAGE}
                  disabled={page <= 1}
                  onClick={() => update({ page: page - 1 <= 1 ? null : String(page - 1) })}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={NEXT_PAGE}
                  disabled={page >= pages}
                  onClick={() => update({ page: String(page + 1) })}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {showSplits && !(wide && !hasSplits) && (
        <SplitTabs
          selected={splitId}
          onSelect={(id) => {
            setSelectedId(null);
            update({ split: id, page: null });
          }}
        />
      )}
      {q && (
        <SearchSummary
          q={q}
          tab={listTab}
          tabLabel={(t) => TAB_LABELS[t]}
          onChange={(next) => update({ q: next || null, page: null })}
          onSearchAllMail={() => update({ tab: null, page: null })}
        />
      )}

      <div ref={listScroll} className={cn(reader && 'min-h-0 flex-1 overflow-y-auto [contain:strict]')} data-testid="list-scroll">
        {list.isLoading ? (
          <div data-testid="list-loading" aria-busy="true">
            <p className="sr-only" role="status">
              {LIST_LOADING}
            </p>
            <p className="border-b bg-muted/40 px-5 py-1.5 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
              {LIST_LOADING}
            </p>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="flex gap-3 border-b px-5 py-3.5 last:border-b-0">
                <Skeleton className="size-4 rounded-full" />
                <div className="flex-1 space-y-2">
                  <div className="flex justify-between gap-4">
                    <Skeleton className="h-3.5 w-40" />
                    <Skeleton className="h-3 w-12" />
                  </div>
                  <Skeleton className="h-3.5 w-3/5" />
                  <Skeleton className="h-3 w-4/5" />
                </div>
              </div>
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <ListState icon={RefreshCw} title={LIST_ERROR_TITLE} description={LIST_ERROR_DESCRIPTION} alert>
            <Button variant="outline" size="sm" className="mt-5" onClick={() => void list.refetch()}>
              {RETRY}
            </Button>
          </ListState>
        ) : !online && !list.data ? (
          // Offline with nothing saved of this list: it is not known to be empty, only not here.
          <ListState icon={WifiOff} title={LIST_NOT_SAVED_TITLE} description={LIST_NOT_SAVED_DESCRIPTION} testId="list-not-saved" />
        ) : items.length === 0 ? (
          <ListState
            icon={Inbox}
            title={LIST_EMPTY_TITLE}
            description={q ? LIST_EMPTY_SEARCH : labelId && !listTab ? LIST_EMPTY_LABEL : listEmptyFor(tab)}
            testId="list-empty"
          />
        ) : (
          <MailList
            items={items}
            label={q ? searchResultsFor(q) : labelId ? (currentLabel?.name ?? '') : TAB_LABELS[tab]}
            density={preferences.data?.density}
            accountLabels={account ? undefined : accountLabels}
            labels={allLabels}
            hideLabel={labelId}
            selectedId={current?.id ?? null}
            checked={allMatching ? new Set(order) : checked}
            onCheck={check}
            onOpen={open}
            onStar={toggleStar}
            onSelect={(item) => setSelectedId(item.id)}
            onPrefetch={(item) => prefetch(item, conversations)}
            onAction={(item, action) => (action === 'unread' ? markUnread(item) : moveRow(item, action))}
            self={ownAddresses}
            rowRef={(id, el) => {
              if (el) rowEls.current.set(id, el);
              else rowEls.current.delete(id);
              // A row moved to with j or k in an endless list is drawn after the move: it takes the focus then.
              if (el && focusWhenDrawn.current === id) {
                focusWhenDrawn.current = null;
                el.focus({ preventScroll: true });
              }
            }}
            pageScrolls={!reader}
            virtual={endless ? { scroller: reader ? () => listScroll.current : 'window', onNearEnd: readMore } : undefined}
          />
        )}
        {endless && endlessList.loadingMore && (
          <p role="status" data-testid="list-loading-more" className="flex items-center justify-center gap-2 border-t px-5 py-2.5 text-xs text-muted-foreground">
            <RefreshCw className="size-3.5 animate-spin" aria-hidden="true" />
            {LIST_LOADING_MORE}
          </p>
        )}
        {items.length > 0 && (
          <p className="hidden flex-wrap items-center gap-x-4 gap-y-1 border-t px-5 py-2 text-[11px] text-muted-foreground sm:flex">
            {KEYBOARD_HINTS.map(([keys, what]) => (
              <span key={what} className="inline-flex items-center gap-1">
                {keys.map((k) => (
                  <kbd
                    key={k}
                    className="inline-flex h-4.5 min-w-4.5 items-center justify-center rounded border bg-muted px-1 font-sans text-[10px] font-medium text-foreground/80"
                  >
                    {k}
                  </kbd>
                ))}
                {tab === 'trash' && what === 'trash' ? KEY_HINT_DELETE_FOREVER : what}
              </span>
            ))}
          </p>
        )}
      </div>
    </section>
  );

  return (
    <Page
      className={cn(
        'max-w-7xl space-y-4 py-6 sm:space-y-6 sm:py-10',
        wide && 'space-y-2 py-2 sm:space-y-2 sm:py-2',
        // With the pane, the page is exactly the window under the app header: the list and the message scroll on their own.
        reader && 'flex h-[calc(100dvh-3.5625rem)] max-w-none flex-col',
      )}
    >
      {wide ? (
        <>
          <div className="flex h-10 items-center gap-3">
            <h1 className="shrink-0 text-xl font-semibold tracking-tight" title={DASHBOARD_DESCRIPTION}>
              {DASHBOARD_TITLE}
            </h1>
            {roomy && <StatStrip slim values={statValues} onPick={pickStat} />}
            {/* The search box gives way (down to 12rem) so the row fits beside the figures at 1200 px too. */}
            <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2">{searchAndCompose('min-w-48 max-w-96 lg:w-auto lg:flex-1')}</div>
          </div>
          {!roomy && <StatStrip slim values={statValues} onPick={pickStat} />}
          {failure && panel(false)}
          {aiBanner}
        </>
      ) : (
        <>
          <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight">{DASHBOARD_TITLE}</h1>
              <p className="mt-1 hidden text-sm text-muted-foreground sm:block">{DASHBOARD_DESCRIPTION}</p>
            </div>
            <div className="flex w-full items-center gap-2 lg:w-auto">{searchAndCompose()}</div>
          </div>
          {aiBanner}
          {panel(false)}
          <StatStrip slim={false} values={statValues} onPick={pickStat} />
        </>
      )}

      <div className={cn('grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6', reader && 'min-h-0 flex-1')}>
        <nav
          aria-label="Mailboxes"
          className={cn('-mx-4 flex gap-1.5 overflow-x-auto px-4 lg:mx-0 lg:block lg:overflow-visible lg:px-0', reader && 'lg:min-h-0 lg:overflow-y-auto')}
        >
          <ul className="flex gap-1.5 lg:flex-col lg:gap-0.5" role="tablist" aria-orientation="vertical">
            {MAIL_TABS.map((t) => {
              const Icon = TAB_ICONS[t];
              const active = t === listTab;
              return (
                // presentation: the tabs' list items would otherwise stand between the tablist and its tabs.
                <li key={t} role="presentation">
                  <button
                    type="button"
                    role="tab"
                    aria-selected={active}
                    data-testid={`tab-${t}`}
                    onClick={() => selectTab(t)}
                    className={cn(
                      'flex w-full items-center gap-2.5 rounded-lg border px-3 py-2 text-sm whitespace-nowrap transition-colors pointer-coarse:min-h-11 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 lg:border-transparent',
                      active
                        ? 'border-primary/20 bg-primary/10 font-medium text-primary dark:bg-primary/20 dark:text-foreground'
                        : 'bg-card text-muted-foreground hover:bg-accent hover:text-foreground lg:bg-transparent',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className="flex-1 text-left">{TAB_LABELS[t]}</span>
                    <span
                      data-testid="tab-count"
                      className={cn('ml-2 text-xs tabular-nums', active ? 'text-primary dark:text-foreground' : 'text-muted-foreground')}
                    >
                      {counts ? counts[t].toLocaleString() : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Link to="/subscriptions" className={cn('mt-3', SIDEBAR_LINK)}>
            <Newspaper className="size-4 shrink-0" aria-hidden="true" />
            {SUBSCRIPTIONS_LINK}
          </Link>
          <Link to="/rules" className={SIDEBAR_LINK}>
            <ListFilter className="size-4 shrink-0" aria-hidden="true" />
            {RULES_LINK}
          </Link>
          <LabelList
            labels={allLabels}
            selected={labelId}
            onSelect={selectLabel}
            onDeleted={(id) => id === labelId && selectLabel(null)}
            creating={params.has('new-label')}
            onCreating={(open) => update({ 'new-label': open ? '1' : null }, true)}
          />
          {several && (
            <AccountFilter
              accounts={accounts.data!}
              selected={account}
              onSelect={(id) => {
                setSelectedId(null);
                update({ account: id || null, page: null });
              }}
            />
          )}
          {sidebarPanel}
        </nav>

        {reader ? (
          <SplitView
            orientation={reader.position === 'right' ? 'horizontal' : 'vertical'}
            size={paneListSize}
            onSize={setPaneListSize}
            min={PANE_LIST_MIN[reader.position]}
            minRest={PANE_MESSAGE_MIN[reader.position]}
            label={RESIZE_PANE}
            className="h-full"
            first={listSection}
            second={pane}
          />
        ) : (
          listSection
        )}
      </div>
      {deleteForever.dialog}
    </Page>
  );
}
