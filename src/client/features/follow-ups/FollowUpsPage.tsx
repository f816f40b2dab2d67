import { openOnKey } from '../../ui/open-on-key';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../../app/routing';
import { BellRing, Check, Plus, Reply, Trash2 } from 'lucide-react';
import { formatFollowUpDate, isFollowUpOverdue } from '../../../core/schedule/rules';
import {
  EMPTY_FOLLOW_UPS,
  FOLLOW_UP_DELETE_FAILED,
  FOLLOW_UP_SNOOZE_FAILED,
  FOLLOW_UP_STATUS_FAILED,
  SET_FOLLOW_UP_TITLE,
  TOAST_FOLLOW_UP_COMPLETED,
  TOAST_FOLLOW_UP_DELETED,
  toastFollowUpSnoozed,
} from '../../../core/schedule/texts';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { toast } from '../../ui/use-toast';
import { FollowUpPriorityBadge, FollowUpStatusBadge } from './badges';
import { CreateFollowUpDialog } from '../../ui/follow-up/CreateFollowUpDialog';
import { dueInstant } from '../../ui/follow-up/due-date';
import { FollowUpDetailDialog } from './FollowUpDetailDialog';
import {
  ACTION_COMPLETE,
  ACTION_DELETE,
  ACTION_REPLY,
  COLUMN_ACTIONS,
  COLUMN_DUE,
  COLUMN_PRIORITY,
  COLUMN_RECIPIENT,
  COLUMN_STATUS,
  COLUMN_SUBJECT,
  EMPTY_FOLLOW_UPS_HINT,
  FOLLOW_UPS_DESCRIPTION,
  FOLLOW_UPS_TITLE,
  LOAD_FAILED,
  replySubject,
  RETRY,
  rowLabel,
} from './texts';
import { useFollowUpMutations, useFollowUps, type FollowUp } from '../../api/follow-ups';

/** How often the page re-evaluates which reminders are overdue. */
const CLOCK_TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function FollowUpsPage() {
  const navigate = useNavigate();
  const followUps = useFollowUps();
  const { complete, snooze, remove } = useFollowUpMutations();
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const items = useMemo(() => followUps.data ?? [], [followUps.data]);
  const open = items.find((f) => f.id === openId);

  const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

  const onComplete = async (f: FollowUp) => {
    try {
      await complete.mutateAsync(f.id);
      toast({ title: TOAST_FOLLOW_UP_COMPLETED.title });
    } catch {
      fail(FOLLOW_UP_STATUS_FAILED);
    }
  };
  const onDelete = async (f: FollowUp) => {
    try {
      await remove.mutateAsync(f.id);
      setOpenId(null);
      toast({ title: TOAST_FOLLOW_UP_DELETED.title });
    } catch {
      fail(FOLLOW_UP_DELETE_FAILED);
    }
  };
  const onSnooze = async (f: FollowUp, day: Date) => {
    try {
      const updated = await snooze.mutateAsync({ id: f.id, dueDate: dueInstant(day, new Date()) });
      const text = toastFollowUpSnoozed(formatFollowUpDate(new Date(updated.dueDate)));
      toast({ title: text.title, description: text.description });
    } catch {
      fail(FOLLOW_UP_SNOOZE_FAILED);
    }
  };
  const onReply = (f: FollowUp) => {
    // Set on a message: a reply to it, in its conversation. Set by hand: a new message to the recipient.
    if (f.emailId) void navigate(`/compose?reply=${encodeURIComponent(f.emailId)}`);
    else void navigate('/compose', { state: { to: f.recipient, subject: replySubject(f.subject) } });
  };

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus />
      {SET_FOLLOW_UP_TITLE}
    </Button>
  );

  return (
    <Page>
      <PageHeader title={FOLLOW_UPS_TITLE} description={FOLLOW_UPS_DESCRIPTION} icon={BellRing} actions={newButton} />
      <div className="mt-8">
        {followUps.isPending ? (
          <ListSkeleton />
        ) : followUps.isError ? (
          <div className="rounded-xl border p-10 text-center text-sm text-muted-foreground">
            <p>{LOAD_FAILED}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void followUps.refetch()}>
              {RETRY}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={BellRing} title={EMPTY_FOLLOW_UPS} hint={EMPTY_FOLLOW_UPS_HINT} />
        ) : (
          <>
          <ul className="flex min-w-0 flex-col gap-3 sm:hidden" aria-label={FOLLOW_UPS_TITLE}>
            {items.map((f) => {
              const overdue = isFollowUpOverdue({ status: f.status, dueDate: new Date(f.dueDate) }, now);
              return (
                <li
                  key={f.id}
                  className={cn(
                    'min-w-0 rounded-lg border bg-card',
                    overdue && 'border-red-200 bg-red-50 dark:border-red-900/60 dark:bg-red-950/40',
                  )}
                >
                  <button type="button" className="block w-full p-4 pb-2 text-left" aria-label={rowLabel(f.subject)} onClick={() => setOpenId(f.id)}>
                    <span className="flex items-start justify-between gap-3">
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{f.subject}</span>
                        <span className="block truncate text-sm text-muted-foreground">{f.recipient}</span>
                      </span>
                      <FollowUpStatusBadge followUp={f} now={now} />
                    </span>
                    <span className="mt-2 flex items-center gap-2 text-sm">
                      {formatFollowUpDate(new Date(f.dueDate))}
                      <FollowUpPriorityBadge priority={f.priority} />
                    </span>
                  </button>
                  <div className="flex gap-1 px-2 pb-2">
                    <Button variant="ghost" size="sm" onClick={() => onReply(f)}>
                      <Reply />
                      {ACTION_REPLY}
                    </Button>
                    <Button variant="ghost" size="sm" disabled={f.status === 'completed'} onClick={() => void onComplete(f)}>
                      <Check />
                      {ACTION_COMPLETE}
                    </Button>
                    <Button variant="ghost" size="sm" className="hover:text-destructive" onClick={() => void onDelete(f)}>
                      <Trash2 />
                      {ACTION_DELETE}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="hidden sm:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{COLUMN_RECIPIENT}</TableHead>
                <TableHead>{COLUMN_SUBJECT}</TableHead>
                <TableHead className="whitespace-nowrap">{COLUMN_DUE}</TableHead>
                <TableHead>{COLUMN_PRIORITY}</TableHead>
                <TableHead>{COLUMN_STATUS}</TableHead>
                <TableHead className="text-right">{COLUMN_ACTIONS}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((f) => {
                const overdue = isFollowUpOverdue({ status: f.status, dueDate: new Date(f.dueDate) }, now);
                return (
                  <TableRow
                    key={f.id}
                    data-testid="follow-up-row"
                    data-overdue={overdue || undefined}
                    aria-label={rowLabel(f.subject)}
                    tabIndex={0}
                    onClick={() => setOpenId(f.id)}
                    onKeyDown={openOnKey(() => setOpenId(f.id))}
                    className={cn(
                      'cursor-pointer outline-none focus-visible:bg-accent/60',
                      overdue && 'bg-red-50 hover:bg-red-100/80 dark:bg-red-950/40 dark:hover:bg-red-950/60',
                      f.status === 'completed' && 'text-muted-foreground',
                    )}
                  >
                    <TableCell className="max-w-56 truncate font-medium" title={f.recipient}>{f.recipient}</TableCell>
                    <TableCell className="max-w-72 truncate" title={f.subject}>{f.subject}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatFollowUpDate(new Date(f.dueDate))}</TableCell>
                    <TableCell>
                      <FollowUpPriorityBadge priority={f.priority} />
                    </TableCell>
                    <TableCell>
                      <FollowUpStatusBadge followUp={f} now={now} />
                    </TableCell>
                    <TableCell className="text-right" onClick={(e) => e.stopPropagation()}>
                      {/* Icons with their names on hover until the screen is wide enough for the words: three worded buttons pushed the table past its card. */}
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" title={ACTION_REPLY} onClick={() => onReply(f)}>
                          <Reply />
                          <span className="sr-only 2xl:not-sr-only">{ACTION_REPLY}</span>
                        </Button>
                        <Button variant="ghost" size="sm" title={ACTION_COMPLETE} disabled={f.status === 'completed'} onClick={() => void onComplete(f)}>
                          <Check />
                          <span className="sr-only 2xl:not-sr-only">{ACTION_COMPLETE}</span>
                        </Button>
                        <Button variant="ghost" size="sm" title={ACTION_DELETE} className="hover:text-destructive" onClick={() => void onDelete(f)}>
                          <Trash2 />
                          <span className="sr-only 2xl:not-sr-only">{ACTION_DELETE}</span>
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          </div>
          </>
        )}
      </div>

      <FollowUpDetailDialog
        followUp={open}
        now={now}
        onOpenChange={(o) => !o && setOpenId(null)}
        onDelete={(f) => void onDelete(f)}
        onSnooze={(f, day) => void onSnooze(f, day)}
        onComplete={(f) => void onComplete(f)}
        onReply={onReply}
      />
      <CreateFollowUpDialog open={creating} onOpenChange={setCreating} standalone />
    </Page>
  );
}
