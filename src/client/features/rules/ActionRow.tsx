/**
 * One action in the rule editor: what to do, and the one or two fields that
 * action needs (a label or a new label's name, an address, a length, a
 * template), with the server's refusal of it underneath.
 */
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Link } from '../../app/routing';
import { RULE_ACTION_TYPES, type RuleActionType } from '../../../core/rules/limits';
import type { useImapFolders } from '../../api/accounts';
import type { Label } from '../../api/labels';
import { MOVE_TABS } from '../../../core/mail/types';
import type { Template } from '../../api/templates';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { LabelDot } from '../../ui/labels/LabelChips';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { NEW_LABEL_ID, type ActionDraft, type DraftChange, type SnoozeUnit } from './rule-draft';
import {
  ACTION_HINTS,
  ACTION_NAMES,
  ACTION_TYPE_LABEL,
  FOLDER,
  FORWARD_PLACEHOLDER,
  FORWARD_TO,
  LABEL_PICKER,
  MAKE_TEMPLATE,
  folderChoice,
  moveActionDown,
  moveActionUp,
  NEW_LABEL_HINT,
  NEW_LABEL_NAME,
  NEW_LABEL_OPTION,
  NO_TEMPLATES,
  LOCAL_FOLDER_NAMES,
  PICK_FOLDER,
  PICK_LABEL,
  PICK_TEMPLATE,
  removeAction,
  SEND_AFTER,
  SNOOZE_AMOUNT,
  SNOOZE_UNIT,
  SNOOZE_UNITS,
  SNOOZE_UNTIL,
  TEMPLATE,
  USE_LENGTH,
} from './texts';

/** Where a move action can put mail: the local mailbox's folders, then each IMAP account's, named with the account. */
export interface Destination {
  id: string;
  name: string;
}

export function moveDestinations(imap: ReturnType<typeof useImapFolders>): Destination[] {
  return [
    ...MOVE_TABS.map((tab) => ({ id: tab, name: LOCAL_FOLDER_NAMES[tab] })),
    ...imap.flatMap(({ account, folders }) => folders.map((f) => ({ id: f.id, name: folderChoice(f.path, account.email) }))),
  ];
}

/** An ISO time as a datetime-local input's value, in the browser's zone. */
function localInputValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function ActionRow({
  action,
  index,
  count,
  labels,
  templates,
  destinations,
  error,
  dispatch,
}: {
  action: ActionDraft;
  index: number;
  count: number;
  labels: readonly Label[];
  templates: readonly Template[];
  /** Where a move can put mail (`moveDestinations`). */
  destinations: readonly Destination[];
  error?: string;
  dispatch: (change: DraftChange) => void;
}) {
  const n = index + 1;
  const id = `rule-action-${action.key}`;
  const set = (patch: Partial<Omit<ActionDraft, 'key'>>) => dispatch({ type: 'action', key: action.key, patch });

  return (
    <li data-testid="rule-action" className="rounded-lg border bg-muted/25 p-3 dark:bg-muted/15">
      <div className="flex items-start gap-2 sm:gap-3">
        <span
          aria-hidden="true"
          className="mt-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-background text-xs font-semibold text-muted-foreground tabular-nums ring-1 ring-border"
        >
          {n}
        </span>
        <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-start">
          <Select value={action.type} onValueChange={(value) => set({ type: value as RuleActionType })}>
            <SelectTrigger aria-label={`${ACTION_TYPE_LABEL} (${n})`} data-testid="action-type" className="bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RULE_ACTION_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {ACTION_NAMES[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="min-w-0">
            <ActionFields id={id} action={action} labels={labels} templates={templates} destinations={destinations} invalid={Boolean(error)} set={set} />
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-0.5 sm:flex-row">
          <Button type="button" variant="ghost" size="icon-sm" aria-label={moveActionUp(n)} disabled={index === 0} onClick={() => dispatch({ type: 'move', key: action.key, by: -1 })}>
            <ArrowUp />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={moveActionDown(n)} disabled={index === count - 1} onClick={() => dispatch({ type: 'move', key: action.key, by: 1 })}>
            <ArrowDown />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={removeAction(n)}
            disabled={count === 1}
            onClick={() => dispatch({ type: 'remove', key: action.key })}
            className="hover:text-destructive"
          >
            <X />
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" data-testid="action-error" id={`${id}-error`} className="mt-2 pl-8 text-sm text-destructive sm:pl-9">
          {error}
        </p>
      )}
    </li>
  );
}

function ActionFields({
  id,
  action,
  labels,
  templates,
  destinations,
  invalid,
  set,
}: {
  id: string;
  action: ActionDraft;
  labels: readonly Label[];
  templates: readonly Template[];
  destinations: readonly Destination[];
  invalid: boolean;
  set: (patch: Partial<Omit<ActionDraft, 'key'>>) => void;
}) {
  const errorProps = invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  switch (action.type) {
    case 'label':
      return (
        <div className="grid gap-2 sm:grid-cols-2 sm:items-start">
          <Select value={action.labelId || undefined} onValueChange={(labelId) => set({ labelId })}>
            <SelectTrigger aria-label={LABEL_PICKER} data-testid="action-label" className="bg-background" {...errorProps}>
              <SelectValue placeholder={PICK_LABEL} />
            </SelectTrigger>
            <SelectContent>
              {labels.map((label) => (
                <SelectItem key={label.id} value={label.id}>
                  <span className="flex items-center gap-2">
                    <LabelDot color={label.color} />
                    {label.name}
                  </span>
                </SelectItem>
              ))}
              <SelectItem value={NEW_LABEL_ID}>{NEW_LABEL_OPTION}</SelectItem>
            </SelectContent>
          </Select>
          {action.labelId === NEW_LABEL_ID && (
            <div className="min-w-0">
              <Input
                aria-label={NEW_LABEL_NAME}
                placeholder={NEW_LABEL_NAME}
                value={action.labelName}
                maxLength={60}
                onChange={(e) => set({ labelName: e.target.value })}
                className="bg-background"
                {...errorProps}
              />
              <p className="mt-1 text-xs text-muted-foreground">{NEW_LABEL_HINT}</p>
            </div>
          )}
        </div>
      );
    case 'forward':
      return (
        <Input
          type="email"
          aria-label={FORWARD_TO}
          placeholder={FORWARD_PLACEHOLDER}
          value={action.to}
          autoComplete="off"
          onChange={(e) => set({ to: e.target.value })}
          className="bg-background"
          {...errorProps}
        />
      );
    case 'snooze':
      if (action.snoozeMode === 'until') {
        return (
          <div className="flex flex-wrap items-center gap-2">
            <Input
              type="datetime-local"
              aria-label={SNOOZE_UNTIL}
              value={localInputValue(action.snoozeUntil)}
              onChange={(e) => set({ snoozeUntil: e.target.value ? new Date(e.target.value).toISOString() : '' })}
              className="w-auto bg-background"
              {...errorProps}
            />
            <Button type="button" variant="link" size="sm" className="px-0" onClick={() => set({ snoozeMode: 'for', snoozeUntil: '' })}>
              {USE_LENGTH}
            </Button>
          </div>
        );
      }
      return (
        <div className="flex gap-2">
          <Input
            type="number"
            min={1}
            max={999}
            inputMode="numeric"
            aria-label={SNOOZE_AMOUNT}
            value={action.snoozeAmount}
            onChange={(e) => set({ snoozeAmount: e.target.value })}
            className="w-20 bg-background tabular-nums"
            {...errorProps}
          />
          <Select value={action.snoozeUnit} onValueChange={(value) => set({ snoozeUnit: value as SnoozeUnit })}>
            <SelectTrigger aria-label={SNOOZE_UNIT} className="w-32 bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(SNOOZE_UNITS) as SnoozeUnit[]).map((unit) => (
                <SelectItem key={unit} value={unit}>
                  {SNOOZE_UNITS[unit]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      );
    case 'reply':
      return (
        <div className="grid gap-2">
          {templates.length === 0 && !action.templateId ? (
            <p className="flex min-h-10 flex-wrap items-center gap-1 text-sm text-muted-foreground">
              {NO_TEMPLATES}
              <Link to="/templates" className="font-medium text-primary underline-offset-4 hover:underline">
                {MAKE_TEMPLATE}
              </Link>
            </p>
          ) : (
            <Select value={action.templateId || undefined} onValueChange={(templateId) => set({ templateId })}>
              <SelectTrigger aria-label={TEMPLATE} data-testid="action-template" className="bg-background" {...errorProps}>
                <SelectValue placeholder={PICK_TEMPLATE} />
              </SelectTrigger>
              <SelectContent>
                {templates.map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {t.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={action.send} onChange={(e) => set({ send: e.target.checked })} />
            {SEND_AFTER}
          </label>
        </div>
      );
    case 'move': {
      const known = destinations.some((d) => d.id === action.folder);
      return (
        <Select value={action.folder || undefined} onValueChange={(folder) => set({ folder })}>
          <SelectTrigger id={id} aria-label={FOLDER} className="bg-background" {...errorProps}>
            <SelectValue placeholder={PICK_FOLDER} />
          </SelectTrigger>
          <SelectContent>
            {destinations.map((d) => (
              <SelectItem key={d.id} value={d.id}>
                {d.name}
              </SelectItem>
            ))}
            {/* A folder the rule names that is not listed (still loading, or gone) stays visible rather than blank. */}
            {action.folder && !known && <SelectItem value={action.folder}>{action.folder}</SelectItem>}
          </SelectContent>
        </Select>
      );
    }
    default:
      return <p className="text-sm text-pretty text-muted-foreground sm:flex sm:min-h-10 sm:items-center">{ACTION_HINTS[action.type]}</p>;
  }
}
