import { messagePath } from '../../lib/compose-links';
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Archive, Clock, MailOpen, Paperclip, Star, Trash2 } from 'lucide-react';
import { BACK_FROM_SNOOZE, snoozedUntil } from '../../ui/snooze/texts';
import { Link } from '../../app/routing';
import { displaySubject } from '../../../core/mail/types';
import type { Label } from '../../api/labels';
import type { ListItem as MailItem } from '../../api/mail';
import { LabelChips } from '../../ui/labels/LabelChips';
import { labelsOn } from '../../ui/labels/labels-on';
import { participantsLabel } from './conversations';
import { useElementSize } from '../../lib/use-element-size';
import { cn } from '../../lib/utils';
import { entriesOf, groupByDay, rowTime, type Entry } from './date-groups';
import type { VirtualRowsProps } from './VirtualRows';

// Only an endless list needs the virtualiser: a page of ten is drawn whole, without loading it.
const VirtualRows = lazy(() => import('./VirtualRows').then((m) => ({ default: m.VirtualRows })));
import { ARCHIVE, HAS_ATTACHMENTS, MARK_UNREAD, rowStatus, selectRow, STAR, TRASH, UNSTAR } from './texts';

export type RowAction = 'archive' | 'trash' | 'unread';

/**
 * How a row is laid out, from the list's own width (a phone, the list beside
 * the reading pane, a whole wide list): three stacked lines, two lines
 * (sender and time, then subject and preview), or one dense line.
 */
export type RowLayout = 'stacked' | 'two-line' | 'line';

const TWO_LINE_MIN_PX = 384;
const ONE_LINE_MIN_PX = 672;

export function rowLayout(width: number | undefined, density: 'comfortable' | 'compact'): RowLayout {
  // Before the list is measured, the window's width is the best guess.
  const w = width ?? (typeof window === 'undefined' ? ONE_LINE_MIN_PX : window.innerWidth - 64);
  if (w < TWO_LINE_MIN_PX) return 'stacked';
  return density === 'compact' || w >= ONE_LINE_MIN_PX ? 'line' : 'two-line';
}

const NOBODY: readonly string[] = [];
const NO_LABELS: readonly Label[] = [];

/** How long the pointer rests on a row before its message is fetched ahead of a click. */
const HOVER_PREFETCH_MS = 60;

/** The focusable parts of a row, left to right: its checkbox, its star and the message itself. */
type Column = 'check' | 'star' | 'open';
const COLUMNS: readonly Column[] = ['check', 'star', 'open'];

/** The row's checkbox follows `checked`; its click (above) does the toggling. */
function keepControlled() {}

/**
 * Left and Right (and Home and End) move between a row's cells, as in an ARIA grid; Up and Down, j and k
 * move between rows through the list's own triage keys, so they also work when focus is elsewhere.
 */
function onGridKeyDown(e: KeyboardEvent<HTMLDivElement>) {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const step = { ArrowLeft: -1, ArrowRight: 1, Home: -COLUMNS.length, End: COLUMNS.length }[e.key];
  if (!step || !(e.target instanceof HTMLElement)) return;
  const row = e.target.closest('[role="row"]');
  const cells = row ? [...row.querySelectorAll<HTMLElement>('[data-cell]')] : [];
  const at = cells.indexOf(e.target);
  if (at < 0) return;
  e.preventDefault();
  cells[Math.max(0, Math.min(cells.length - 1, at + step))]?.focus({ preventScroll: true });
}

/**
 * Mail under day headers, as an ARIA grid: a row per message (checkbox, star, the message, its quick
 * actions), a row group per day, and one tab stop for the whole list. A page is drawn whole; an endless
 * list (`virtual`) draws only the rows near the screen.
 */
export function MailList({
  items,
  label,
  accountLabels,
  selectedId,
  checked,
  onCheck,
  onOpen,
  onStar,
  onSelect,
  onAction,
  onPrefetch,
  rowRef,
  self = NOBODY,
  density = 'comfortable',
  labels = NO_LABELS,
  hideLabel,
  virtual,
  pageScrolls = false,
}: {
  /** The page scrolls the list (no reading pane): day headers stick under the app's header, not at the very top. */
  pageScrolls?: boolean;
  /** An endless list: only the rows near the screen are drawn, and `onNearEnd` asks for more. */
  virtual?: Pick<VirtualRowsProps, 'scroller' | 'onNearEnd'>;
  /** The user's labels, to show a row's as chips. */
  labels?: readonly Label[];
  /** What the list is (a tab, a label, a search), read out when the list is entered. */
  label: string;
  /** The label whose list this is: its chip would be on every row. */
  hideLabel?: string;
  /** The reader's own addresses: "me" in a conversation's names. */
  self?: readonly string[];
  /** Rows ticked for a bulk action. */
  checked: ReadonlySet<string>;
  /** A row's checkbox was clicked; `range` when Shift was held. */
  onCheck: (item: MailItem, range: boolean) => void;
  items: MailItem[];
  /** Compact rows fit about a third more mail on a screen (a reading setting). */
  density?: 'comfortable' | 'compact';
  /** Which account each row came to, shown when the list merges several. */
  accountLabels?: ReadonlyMap<string, string>;
  selectedId: string | null;
  onOpen: (item: MailItem) => void;
  onStar: (item: MailItem) => void;
  onSelect: (item: MailItem) => void;
  onAction: (item: MailItem, action: RowAction) => void;
  /** A row was pointed at or reached: its message is likely opened next. */
  onPrefetch?: (item: MailItem) => void;
  rowRef: (id: string, el: HTMLAnchorElement | null) => void;
}) {
  const groups = useMemo(() => groupByDay(items), [items]);
  const [measure, size] = useElementSize<HTMLDivElement>({ watch: 'width' });
  const layout = rowLayout(size?.width, density);
  // One row at a time is in the tab order (the highlighted one, else the first): Tab enters the list and
  // leaves it in a few stops instead of three per message, and j/k or the arrows move within it.
  const current = items.some((i) => i.id === selectedId) ? selectedId : (items[0]?.id ?? null);
  // Which cell of the current row holds the tab stop: the one last focused, the message itself at first.
  const [column, setColumn] = useState<Column>('open');
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Rows get one unchanging set of handlers that call the latest props, so a row re-renders only when
  // its own message or state changes: opening a message re-renders the list around it, not every row.
  const latest = useRef({ onCheck, onOpen, onStar, onSelect, onAction, onPrefetch, rowRef });
  latest.current = { onCheck, onOpen, onStar, onSelect, onAction, onPrefetch, rowRef };
  const handlers = useMemo<RowHandlers>(
    () => ({
      check: (item, range) => latest.current.onCheck(item, range),
      open: (item) => latest.current.onOpen(item),
      star: (item) => latest.current.onStar(item),
      act: (item, action) => latest.current.onAction(item, action),
      focusCell: (item, cell) => {
        setColumn(cell);
        latest.current.onSelect(item);
        latest.current.onPrefetch?.(item);
      },
      pointerEnter: (item) => {
        // A pointer only passing over rows on its way elsewhere fetches nothing.
        clearTimeout(hover.current);
        hover.current = setTimeout(() => latest.current.onPrefetch?.(item), HOVER_PREFETCH_MS);
      },
      pointerLeave: () => clearTimeout(hover.current),
      ref: (id, el) => latest.current.rowRef(id, el),
    }),
    [],
  );
  // An endless list's lines, and where each message is among them, change only with its mail.
  const endless = virtual !== undefined;
  const entries = useMemo(() => (endless ? entriesOf(groups) : []), [endless, groups]);
  const lineOf = useMemo(() => new Map(entries.flatMap((e, i) => (e.kind === 'row' ? [[e.item.id, i] as const] : []))), [entries]);
  const estimate = useMemo(() => lineHeight(layout, density), [layout, density]);
  const row = (item: MailItem, rowIndex?: number) => (
    <MailRow
      key={item.id}
      item={item}
      rowIndex={rowIndex}
      accountLabel={accountLabels?.get(item.accountId)}
      allLabels={labels}
      hideLabel={hideLabel}
      layout={layout}
      selected={item.id === selectedId}
      tabStop={item.id === current ? column : null}
      checked={checked.has(item.id)}
      self={self}
      handlers={handlers}
    />
  );
  const grid = {
    ref: measure,
    role: 'grid',
    'aria-label': label,
    'aria-multiselectable': true,
    onKeyDown: onGridKeyDown,
    'data-testid': 'mail-list',
    'data-density': density,
    'data-layout': layout,
    'data-page-scrolls': pageScrolls || undefined,
    className: 'group/list',
  } as const;
  if (virtual) {
    return (
      <div {...grid} aria-rowcount={entries.length}>
        <Suspense>
          <VirtualRows
            entries={entries}
            scroller={virtual.scroller}
            onNearEnd={virtual.onNearEnd}
            estimate={estimate}
            keepIndex={selectedId ? (lineOf.get(selectedId) ?? -1) : -1}
            render={(entry, index) => (entry.kind === 'day' ? <DayHeader label={entry.label} rowIndex={index + 1} /> : row(entry.item, index + 1))}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div {...grid}>
      {groups.map((group) => (
        <div role="rowgroup" key={group.key} className="divide-y">
          <DayHeader label={group.label} sticky={pageScrolls ? 'under-header' : 'top'} />
          {group.items.map((item) => row(item))}
        </div>
      ))}
    </div>
  );
}

/** A first guess at a line's height from the row layout, before it is measured. */
function lineHeight(layout: RowLayout, density: 'comfortable' | 'compact'): (entry: Entry) => number {
  const compact = density === 'compact';
  const rowPx = layout === 'line' ? (compact ? 29 : 41) : layout === 'two-line' ? 61 : compact ? 66 : 78;
  return (entry) => (entry.kind === 'day' ? 27 : rowPx);
}

/** A day's header row; a page's sticks to the top while its day's rows pass under it (an endless list sticks its own). */
function DayHeader({ label, sticky, rowIndex }: { label: string; sticky?: 'top' | 'under-header'; rowIndex?: number }) {
  return (
    <div role="row" aria-rowindex={rowIndex} className={cn('border-b bg-muted/60 backdrop-blur supports-[backdrop-filter]:bg-muted/50', sticky && 'sticky z-[1]', sticky === 'top' && 'top-0', sticky === 'under-header' && 'top-[57px]')}>
      <div role="gridcell" className="px-4 py-1.5 sm:px-5 lg:py-1">
        <h3 data-testid="date-header" className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
          {label}
        </h3>
      </div>
    </div>
  );
}

/** What a row can ask of the list; one object for the list's whole life. */
interface RowHandlers {
  check: (item: MailItem, range: boolean) => void;
  open: (item: MailItem) => void;
  star: (item: MailItem) => void;
  act: (item: MailItem, action: RowAction) => void;
  focusCell: (item: MailItem, cell: Column) => void;
  pointerEnter: (item: MailItem) => void;
  pointerLeave: () => void;
  ref: (id: string, el: HTMLAnchorElement | null) => void;
}

const MailRow = memo(function MailRow({
  item,
  rowIndex,
  layout,
  accountLabel,
  allLabels,
  hideLabel,
  selected,
  tabStop,
  checked,
  self,
  handlers,
}: {
  item: MailItem;
  /** Where the row is in an endless list, of all its lines (most of which are not drawn). */
  rowIndex?: number;
  layout: RowLayout;
  accountLabel?: string;
  allLabels: readonly Label[];
  hideLabel?: string;
  selected: boolean;
  /** Which of this row's cells is the list's one tab stop, if the row holds it. */
  tabStop: Column | null;
  checked: boolean;
  self: readonly string[];
  handlers: RowHandlers;
}) {
  const labels = labelsOn(item.labels, allLabels, hideLabel);
  const ref = useCallback((el: HTMLAnchorElement | null) => handlers.ref(item.id, el), [handlers, item.id]);
  const unread = !item.read;
  const status = rowStatus(unread, item.starred);
  const sender = item.participants ? participantsLabel(item.participants, self) : item.sender;
  const count = item.messageCount && item.messageCount > 1 ? item.messageCount : undefined;
  const line = layout === 'line';
  // The checkbox and star sit on the first line of a taller row, in the middle of a one-line row.
  const gutter = line ? 'items-center' : layout === 'two-line' ? 'items-start pt-2.5' : 'items-start pt-3.5';
  const subject = (
    <span data-testid="row-subject" className={cn(unread ? 'font-semibold text-foreground' : 'text-foreground/85')}>
      {displaySubject(item.subject)}
    </span>
  );
  const cell = (column: Column) => ({ 'data-cell': column, tabIndex: tabStop === column ? 0 : -1, onFocus: () => handlers.focusCell(item, column) });
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={checked}
      onPointerEnter={() => handlers.pointerEnter(item)}
      onPointerLeave={handlers.pointerLeave}
      data-testid="mail-row"
      data-id={item.id}
      data-unread={unread || undefined}
      data-selected={selected || undefined}
      data-checked={checked || undefined}
      aria-current={selected || undefined}
      className={cn(
        // scroll-mt: a row moved to with k is not left under the sticky day header (and the app's, when the page scrolls).
        'group relative flex scroll-mt-8 items-stretch group-data-[page-scrolls]/list:scroll-mt-[89px] transition-colors hover:bg-accent/60',
        unread && 'bg-primary/[0.035] dark:bg-primary/[0.06]',
        checked && 'bg-primary/[0.08] dark:bg-primary/[0.14]',
        selected && 'bg-accent ring-2 ring-primary/60 ring-inset hover:bg-accent',
      )}
    >
      {unread && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-[3px] bg-primary" />}
      {/* The whole cell takes the click: the box alone is too small a target for a finger. Keys reach the box itself. */}
      <span
        role="gridcell"
        onClick={(e) => e.target === e.currentTarget && handlers.check(item, e.shiftKey)}
        className={cn('flex w-9 shrink-0 cursor-pointer justify-end pointer-coarse:w-11', gutter)}
      >
        <input
          type="checkbox"
          data-testid="row-check"
          aria-label={selectRow(sender, displaySubject(item.subject))}
          checked={checked}
          {...cell('check')}
          // A click, not a change: only the click carries Shift (a change event has no keys), and Space clicks too.
          onClick={(e) => handlers.check(item, e.shiftKey)}
          onChange={keepControlled}
          className="size-4 cursor-pointer accent-primary"
        />
      </span>
      <span role="gridcell" className="flex shrink-0">
        <button
          type="button"
          data-testid="star-toggle"
          aria-pressed={item.starred}
          aria-label={item.starred ? UNSTAR : STAR}
          {...cell('star')}
          onClick={() => handlers.star(item)}
          className={cn('group flex justify-center text-muted-foreground/60 outline-none hover:text-amber-500 focus-visible:text-amber-500', line ? 'w-12' : 'w-10 pointer-coarse:w-11', gutter)}
        >
          {/* The ring goes round the star, not the whole height of the row, and shows focus beyond its colour. */}
          <span className="-m-0.5 rounded-sm p-0.5 group-focus-visible:ring-2 group-focus-visible:ring-ring">
            <Star
              className={cn('size-4 transition-transform active:scale-90', item.starred && 'fill-amber-400 text-amber-400')}
              aria-hidden="true"
            />
          </span>
        </button>
      </span>
      <span role="gridcell" className="flex min-w-0 flex-1">
        <Link
          ref={ref}
          to={messagePath(item.id)}
          {...cell('open')}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            handlers.open(item);
          }}
          className={cn(
            'min-w-0 flex-1 pr-4 outline-none sm:pr-5',
            layout === 'stacked' && 'py-3 group-data-[density=compact]/list:py-1.5',
            layout === 'two-line' && 'py-2',
            line && 'py-2.5 group-data-[density=compact]/list:py-1',
          )}
        >
          {status && <span className="sr-only">{`${status}, `}</span>}
          <div className={cn('flex gap-3', line ? 'items-center' : 'items-baseline')}>
            <span
              data-testid="row-sender"
              // A narrow one-line list (compact beside the pane) gives the subject the room the sender column would take.
              className={cn('min-w-0 truncate text-sm', line ? 'w-[min(11rem,30%)] flex-none' : 'flex-1', unread ? 'font-semibold text-foreground' : 'text-foreground/80')}
            >
              {sender}
              {count && (
                <span data-testid="row-count" className="ml-1.5 text-xs font-normal text-muted-foreground tabular-nums">
                  {count}
                </span>
              )}
            </span>
            {accountLabel && layout !== 'stacked' && (
              <span data-testid="row-account" title={accountLabel} className="max-w-32 shrink-0 truncate rounded-full bg-muted px-2 py-0.5 text-[11px] text-muted-foreground">
                {accountLabel}
              </span>
            )}
            {line && (
              <span className="min-w-0 flex-1 truncate text-sm">
                <LabelChips labels={labels} className="mr-1.5 flex-nowrap" />
                {subject}
                {item.preview && <span className="text-muted-foreground"> — {item.preview}</span>}
              </span>
            )}
            {item.hasAttachments && (
              <Paperclip className="size-3.5 shrink-0 self-center text-muted-foreground" aria-label={HAS_ATTACHMENTS} />
            )}
            {item.snoozedUntil ? (
              <time
                dateTime={item.snoozedUntil}
                title={snoozedUntil(new Date(item.snoozedUntil))}
                data-testid="row-snoozed-until"
                className="inline-flex shrink-0 items-center justify-end gap-1 text-right text-xs text-amber-700 tabular-nums dark:text-amber-400"
              >
                <Clock className="size-3" aria-hidden="true" />
                <span className="sr-only">{snoozedUntil(new Date(item.snoozedUntil))}</span>
                <span aria-hidden="true">{rowTime(item.snoozedUntil)}</span>
              </time>
            ) : (
              <time
                dateTime={(item.wokenAt ?? item.date) ?? undefined}
                title={item.wokenAt ? BACK_FROM_SNOOZE : undefined}
                className={cn(
                  'w-16 shrink-0 text-right text-xs tabular-nums',
                  unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {rowTime(item.wokenAt ?? item.date)}
              </time>
            )}
          </div>
          {layout === 'two-line' && (
            <div className="mt-0.5 truncate text-[13px]">
              <LabelChips labels={labels} className="mr-1.5 flex-nowrap" />
              {subject}
              {item.preview && <span className="text-muted-foreground"> — {item.preview}</span>}
            </div>
          )}
          {layout === 'stacked' && (
            <>
              <div data-testid="row-subject" className={cn('mt-0.5 truncate text-sm', unread ? 'font-semibold text-foreground' : 'text-foreground/80')}>
                {displaySubject(item.subject)}
              </div>
              {/* The chips lead the preview line, so a phone still shows the whole subject line. */}
              {(item.preview || labels.length > 0) && (
                <div className="mt-0.5 truncate text-[13px] text-muted-foreground">
                  <LabelChips labels={labels} className="mr-1.5 flex-nowrap" />
                  {item.preview}
                </div>
              )}
            </>
          )}
        </Link>
      </span>
      {/* Hover actions (wide screens): cover the time with one-click triage. Reached from the keyboard by e, # and U. */}
      <div
        role="gridcell"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 items-center gap-0.5 bg-gradient-to-l from-accent from-70% to-transparent pr-3 pl-8 opacity-0 transition-opacity group-hover:pointer-events-auto group-hover:opacity-100',
          layout === 'stacked' ? 'hidden' : 'flex',
        )}
      >
        {([
          ['archive', ARCHIVE, Archive],
          ['trash', TRASH, Trash2],
          ...(item.read ? ([['unread', MARK_UNREAD, MailOpen]] as const) : []),
        ] as const).map(([action, label, Icon]) => (
          <button
            key={action}
            type="button"
            aria-label={label}
            title={label}
            tabIndex={-1}
            onClick={() => handlers.act(item, action)}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground"
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
});
