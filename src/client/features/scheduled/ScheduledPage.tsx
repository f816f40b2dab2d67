import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Pencil, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../app/routing';
import { formatScheduledFor } from '../../../core/schedule/rules';
import { CANCEL_SCHEDULED_FAILED, EMPTY_SCHEDULED, TOAST_SCHEDULED_CANCELED } from '../../../core/schedule/texts';
import { errorMessage } from '../../api/errors';
import { subscribeToServerEvents } from '../../api/events';
import { openOnKey } from '../../ui/open-on-key';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Page, PageHeader } from '../../ui/page';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { toast } from '../../ui/use-toast';
import { SafeHtmlFrame } from './SafeHtmlFrame';
import { CancelScheduledDialog } from './CancelScheduledDialog';
import {
  DETAIL_TITLE,
  EMPTY_SCHEDULED_HINT,
  LOAD_FAILED,
  NEW_EMAIL_BUTTON,
  SCHEDULED_DESCRIPTION,
  SCHEDULED_TITLE,
  STATUS_LABELS,
} from './texts';
import { scheduledKeys, useCancelScheduled, useScheduledList, type ScheduledEmail, type ScheduledStatus } from '../../api/scheduled';
import { displaySubject } from '../../../core/mail/types';

const STATUS_VARIANT: Record<ScheduledStatus, 'warning' | 'info' | 'success' | 'destructive'> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'destructive',
};

export function ScheduledStatusBadge({ status }: { status: ScheduledStatus }) {
  return <Badge variant={STATUS_VARIANT[status] ?? 'secondary'}>{STATUS_LABELS[status] ?? status}</Badge>;
}

const list = (values: string[]) => (values.length ? values.join(', ') : '—');

export function ScheduledPage() {
  const query = useScheduledList();
  const cancel = useCancelScheduled();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledEmail | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  // A sent email turns 'sent' without a reload.
  useEffect(
    () => subscribeToServerEvents({ emailsent: () => void qc.invalidateQueries({ queryKey: scheduledKeys.all }) }),
    [qc],
  );

  const items = query.data ?? [];
  const open = items.find((i) => i.id === openId) ?? null;

  const onCancel = (email: ScheduledEmail) => setCancelling(email);
  const confirmCancel = (email: ScheduledEmail) => {
    cancel.mutate(email.id, {
      onSuccess: () => {
        toast(TOAST_SCHEDULED_CANCELED);
        setCancelling(null);
        if (openId === email.id) setOpenId(null);
      },
      onError: () => {
        setCancelling(null);
        toast({ title: CANCEL_SCHEDULED_FAILED, variant: 'destructive' });
      },
    });
  };
  const edit = (email: ScheduledEmail) => navigate(`/compose?scheduled=${encodeURIComponent(email.id)}`);

  return (
    <Page>
      <PageHeader
        title={SCHEDULED_TITLE}
        description={SCHEDULED_DESCRIPTION}
        icon={CalendarClock}
        actions={
          <Button asChild>
            <Link to="/compose">
              <Plus aria-hidden="true" />
              {NEW_EMAIL_BUTTON}
            </Link>
          </Button>
        }
      />
      <div className="mt-8">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
            {LOAD_FAILED} {errorMessage(query.error)}
          </p>
        ) : items.length === 0 ? (
          <EmptyState icon={CalendarClock} title={EMPTY_SCHEDULED} hint={EMPTY_SCHEDULED_HINT} />
        ) : (
          <>
          <ul className="space-y-2 sm:hidden">
            {items.map((email) => (
              <li key={email.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(email.id)}
                  className="w-full rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:bg-muted/40"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium">{displaySubject(email.subject)}</span>
                    <ScheduledStatusBadge status={email.status} />
                  </div>
                  <div className="mt-1 truncate text-sm text-muted-foreground">{list(email.to)}</div>
                  <div className="mt-1 text-xs text-muted-foreground">{formatScheduledFor(new Date(email.scheduledTime))}</div>
                </button>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Scheduled For</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((email) => {
                const pending = email.status === 'pending';
                return (
                  <TableRow
                    key={email.id}
                    data-testid="scheduled-row"
                    data-status={email.status}
                    aria-label={`Open scheduled email ${displaySubject(email.subject)}`}
                    tabIndex={0}
                    className="cursor-pointer outline-none focus-visible:bg-accent/60"
                    onClick={() => setOpenId(email.id)}
                    onKeyDown={openOnKey(() => setOpenId(email.id))}
                  >
                    <TableCell className="max-w-72 truncate" title={list(email.to)}>{list(email.to)}</TableCell>
                    <TableCell className="max-w-80 truncate font-medium" title={displaySubject(email.subject)}>{displaySubject(email.subject)}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatScheduledFor(new Date(email.scheduledTime))}</TableCell>
                    <TableCell>
                      <ScheduledStatusBadge status={email.status} />
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap" onClick={(e) => e.stopPropagation()}>
                      <Button variant="ghost" size="sm" disabled={!pending} onClick={() => edit(email)} aria-label={`Edit ${displaySubject(email.subject)}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        disabled={!pending || cancel.isPending}
                        onClick={() => onCancel(email)}
                        aria-label={`Cancel ${displaySubject(email.subject)}`}
                      >
                        <X aria-hidden="true" />
                        Cancel
                      </Button>
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

      <Dialog open={open !== null} onOpenChange={(v) => !v && setOpenId(null)}>
        <DialogContent
          className="max-w-2xl"
          // Focus starts on Edit, not on Cancel email (the first button).
          onOpenAutoFocus={(event) => {
            if (!editButton.current) return;
            event.preventDefault();
            editButton.current.focus();
          }}
        >
          {open && (
            <>
              <DialogHeader>
                <DialogTitle className="pr-6">{displaySubject(open.subject)}</DialogTitle>
                <DialogDescription>{DETAIL_TITLE}</DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-all">{list(open.to)}</dd>
                <dt className="text-muted-foreground">CC</dt>
                <dd className="break-all">{list(open.cc)}</dd>
                <dt className="text-muted-foreground">BCC</dt>
                <dd className="break-all">{list(open.bcc)}</dd>
                <dt className="text-muted-foreground">Scheduled</dt>
                <dd>{formatScheduledFor(new Date(open.scheduledTime))}</dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <ScheduledStatusBadge status={open.status} />
                  {open.failureReason && <span className="text-destructive">{open.failureReason}</span>}
                </dd>
              </dl>
              <SafeHtmlFrame html={open.safeBody} title={`Body of ${displaySubject(open.subject)}`} />
              {open.status === 'pending' && (
                <div className="flex justify-end gap-2">
                  <Button variant="outline" onClick={() => onCancel(open)} disabled={cancel.isPending}>
                    Cancel email
                  </Button>
                  <Button ref={editButton} onClick={() => edit(open)}>Edit</Button>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      <CancelScheduledDialog
        subject={cancelling ? displaySubject(cancelling.subject) : null}
        busy={cancel.isPending}
        onConfirm={() => cancelling && confirmCancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Page>
  );
}
