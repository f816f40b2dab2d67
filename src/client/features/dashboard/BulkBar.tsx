/**
 * The list header's selection controls: a page checkbox always, and once
 * rows are ticked their count, "select all N that match" and the actions
 * that apply to all of them in one request.
 */
import { useState } from 'react';
import { Archive, Clock, FolderInput, Inbox, Mail, MailOpen, Plus, Star, StarOff, Tag, Trash2, X, type LucideIcon } from 'lucide-react';
import { SnoozeMenu } from '../../ui/snooze/SnoozeMenu';
import { SNOOZE } from '../../ui/snooze/texts';
import { DeleteForeverButton } from '../../ui/delete-forever/DeleteForeverButton';
import type { MailTab } from '../../../core/mail/types';
import type { Label } from '../../api/labels';
import type { BulkAction } from '../../api/mail';
import { Button } from '../../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { LabelDot } from '../../ui/labels/LabelChips';
import { LabelDialog } from '../../ui/labels/LabelDialog';
import { LABEL_AS, NEW_LABEL_MENU } from '../../ui/labels/texts';
import {
  allMatchingSelected,
  ARCHIVE,
  CLEAR_SELECTION,
  LABEL_MENU,
  MARK_READ,
  MARK_UNREAD,
  MOVE_MENU,
  MOVE_TO,
  removeFromLabel,
  RESTORE,
  SELECT_PAGE,
  selectAllMatching,
  selectedCount,
  STAR,
  TRASH,
  UNSTAR,
} from './texts';

export interface MoveFolder {
  id: string;
  name: string;
}

export function PageCheckbox({ state, onChange }: { state: 'all' | 'some' | 'none'; onChange: (on: boolean) => void }) {
  return (
    // The label takes a fingertip's 44 px around the 16 px box on a touch screen; its negative margin keeps the layout.
    <label className="inline-flex shrink-0 pointer-coarse:-m-3.5 pointer-coarse:p-3.5">
      <input
        type="checkbox"
        data-testid="select-page"
        aria-label={SELECT_PAGE}
        checked={state === 'all'}
        ref={(el) => {
          if (el) el.indeterminate = state === 'some';
        }}
        onChange={() => onChange(state !== 'all')}
        className="size-4 shrink-0 cursor-pointer accent-primary"
      />
    </label>
  );
}

/** Which actions make sense in a tab: nothing is archived from Archived, and Trash offers the way back. */
function actionsFor(tab: MailTab): [BulkAction, string, LucideIcon][] {
  const move: [BulkAction, string, LucideIcon][] =
    tab === 'trash'
      ? [['restore', RESTORE, Inbox]]
      : tab === 'archived'
        ? [
            ['restore', RESTORE, Inbox],
            ['trash', TRASH, Trash2],
          ]
        : [
            ['archive', ARCHIVE, Archive],
            ['trash', TRASH, Trash2],
          ];
  return [...move, ['read', MARK_READ, MailOpen], ['unread', MARK_UNREAD, Mail], ['star', STAR, Star], ['unstar', UNSTAR, StarOff]];
}

export function BulkBar({
  tab,
  count,
  total,
  totalCapped,
  allMatching,
  canSelectAllMatching,
  busy,
  onSelectAllMatching,
  onAction,
  labels,
  currentLabel,
  onLabel,
  folders,
  onMove,
  onClear,
}: {
  tab: MailTab;
  count: number;
  total: number;
  /** The search stopped counting at `total`: there are more. */
  totalCapped: boolean;
  allMatching: boolean;
  canSelectAllMatching: boolean;
  busy: boolean;
  onSelectAllMatching: () => void;
  onAction: (action: BulkAction, until?: Date) => void;
  labels: readonly Label[];
  /** The label whose list is shown: the menu offers to take it off. */
  currentLabel?: Label;
  onLabel: (action: 'label' | 'unlabel', label: Label) => void;
  /** The folders the selection can be moved into: its IMAP account's, when it is all from one. */
  folders: readonly MoveFolder[];
  onMove: (folder: MoveFolder) => void;
  onClear: () => void;
}) {
  return (
    // A narrow list (beside the reading pane) puts the actions on a line of their own rather than out of sight.
    <div role="toolbar" aria-label={allMatching ? selectedCount(total, totalCapped) : selectedCount(count)} data-testid="bulk-bar" className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
      <span className="flex items-center">
        <span className="mr-1 shrink-0 text-sm font-medium whitespace-nowrap tabular-nums" data-testid="selected-count">
          {allMatching ? allMatchingSelected(total, totalCapped) : selectedCount(count)}
        </span>
        {canSelectAllMatching && !allMatching && (
          <Button variant="link" size="sm" className="h-7 shrink-0 px-1" onClick={onSelectAllMatching}>
            {selectAllMatching(total, totalCapped)}
          </Button>
        )}
        <span className="mx-1 hidden h-5 w-px shrink-0 bg-border @2xl/listhead:block" aria-hidden="true" />
      </span>
      {/* Beside the reading pane the list is narrow: smaller icons, no gap, so all of them fit on the line of the count. */}
      <span className="flex min-w-0 flex-1 basis-56 flex-wrap items-center [&_[data-slot=button]]:size-7 @2xl/listhead:gap-1 @2xl/listhead:[&_[data-slot=button]]:size-8">
      {/* In the trash the one thing left to do is usually this; it comes first, where a narrow bar still shows it. */}
      {tab === 'trash' && <DeleteForeverButton disabled={busy} onClick={() => onAction('delete')} />}
      {actionsFor(tab).map(([action, label, Icon]) => (
        <Button key={action} variant="ghost" size="icon-sm" aria-label={label} title={label} disabled={busy} onClick={() => onAction(action)}>
          <Icon aria-hidden="true" />
        </Button>
      ))}
      {tab !== 'trash' && (
        <SnoozeMenu onSnooze={(at) => onAction('snooze', at)}>
          <Button variant="ghost" size="icon-sm" aria-label={SNOOZE} title={SNOOZE} disabled={busy}>
            <Clock aria-hidden="true" />
          </Button>
        </SnoozeMenu>
      )}
      <LabelMenu labels={labels} currentLabel={currentLabel} busy={busy} onLabel={onLabel} />
      {folders.length > 0 && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={MOVE_MENU} title={MOVE_MENU} disabled={busy} data-testid="bulk-move">
              <FolderInput aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-h-80 w-56 overflow-y-auto">
            <DropdownMenuLabel className="text-xs text-muted-foreground">{MOVE_TO}</DropdownMenuLabel>
            {folders.map((folder) => (
              <DropdownMenuItem key={folder.id} onSelect={() => onMove(folder)}>
                <span className="truncate">{folder.name}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      </span>
      <Button variant="ghost" size="icon-sm" aria-label={CLEAR_SELECTION} title={CLEAR_SELECTION} className="ml-auto shrink-0" onClick={onClear}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** "Label": put one of the user's labels on the selection (or a new one), or take the shown label off it. */
function LabelMenu({
  labels,
  currentLabel,
  busy,
  onLabel,
}: {
  labels: readonly Label[];
  currentLabel?: Label;
  busy: boolean;
  onLabel: (action: 'label' | 'unlabel', label: Label) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={LABEL_MENU} title={LABEL_MENU} disabled={busy} data-testid="bulk-label">
            <Tag aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-56">
          <DropdownMenuLabel className="text-xs text-muted-foreground">{LABEL_AS}</DropdownMenuLabel>
          {labels.map((label) => (
            <DropdownMenuItem key={label.id} onSelect={() => onLabel('label', label)}>
              <LabelDot color={label.color} className="mx-[3px]" />
              <span className="truncate">{label.name}</span>
            </DropdownMenuItem>
          ))}
          {labels.length > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {NEW_LABEL_MENU}
          </DropdownMenuItem>
          {currentLabel && (
            <DropdownMenuItem onSelect={() => onLabel('unlabel', currentLabel)}>
              <X aria-hidden="true" />
              <span className="truncate">{removeFromLabel(currentLabel.name)}</span>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <LabelDialog open={creating} onOpenChange={setCreating} onCreated={(label) => onLabel('label', label)} />
    </>
  );
}
