import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ExternalLink, MailCheck, Search, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { subscribeToServerEvents } from '../../api/events';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Page, PageHeader } from '../../ui/page';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import {
  CLICKED_LINKS,
  DETAILS_BUTTON,
  EMPTY_TRACKED,
  EMPTY_TRACKED_HINT,
  LOAD_FAILED,
  LOCALHOST_WARNING,
  LOCALHOST_WARNING_TITLE,
  NO_CLICKS,
  NOT_YET,
  SEARCH_PLACEHOLDER,
  STATUS_UNKNOWN,
  TRACKING_DESCRIPTION,
  TRACKING_TITLE,
} from './texts';
import { trackedKeys, useTrackedList, type TrackedEmail } from '../../api/tracked';
import { displaySubject } from '../../../core/mail/types';

const STATUS: Record<string, { label: string; variant: 'info' | 'default' | 'success' | 'destructive' }> = {
  sent: { label: 'Sent', variant: 'info' },
  delivered: { label: 'Delivered', variant: 'default' },
  read: { label: 'Read', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

export function TrackedStatusBadge({ status }: { status: string }) {
  const known = STATUS[status];
  return known ? <Badge variant={known.variant}>{known.label}</Badge> : <Badge variant="secondary">{STATUS_UNKNOWN}</Badge>;
}

const when = (iso: string | null) => (iso ? format(new Date(iso), "MMM d, yyyy 'at' h:mm a") : NOT_YET);

export function TrackingPage() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useTrackedList(q);
  const qc = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);

  // Reads and clicks show up live.
  useEffect(() => subscribeToServerEvents({ tracking: () => void qc.invalidateQueries({ queryKey: trackedKeys.all }) }), [qc]);

  const items = query.data?.items ?? [];
  const open: TrackedEmail | null = items.find((i) => i.id === openId) ?? null;

  return (
    <Page>
      <PageHeader title={TRACKING_TITLE} description={TRACKING_DESCRIPTION} icon={MailCheck} />

      {query.data && !query.data.publicUrlReachable && (
        <Alert className="mt-6" variant="warning" role="status">
          <TriangleAlert aria-hidden="true" />
          <div>
            <AlertTitle>{LOCALHOST_WARNING_TITLE}</AlertTitle>
            <AlertDescription>{LOCALHOST_WARNING}</AlertDescription>
          </div>
        </Alert>
      )}

      <div className="relative mt-6 max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          className="pl-9"
        />
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
            {LOAD_FAILED} {errorMessage(query.error)}
          </p>
        ) : items.length === 0 ? (
          <EmptyState icon={MailCheck} title={EMPTY_TRACKED} hint={q ? undefined : EMPTY_TRACKED_HINT} />
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
                    <TrackedStatusBadge status={email.status} />
                  </div>
                  <div className="mt-1 truncate text-sm text-muted-foreground">{email.recipient}</div>
                  <div className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
                    <span>{when(email.readAt ?? email.sentAt)}</span>
                    <span>{email.clickedLinks.length} clicks</span>
                  </div>
                </button>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Status</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Recipient</TableHead>
                <TableHead>Sent At</TableHead>
                <TableHead>Read At</TableHead>
                <TableHead className="text-right">Link Clicks</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((email) => (
                <TableRow key={email.id} data-testid="tracked-row" data-status={email.status}>
                  <TableCell>
                    <TrackedStatusBadge status={email.status} />
                  </TableCell>
                  <TableCell className="max-w-64 truncate font-medium">{displaySubject(email.subject)}</TableCell>
                  <TableCell className="max-w-52 truncate">{email.recipient}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{when(email.sentAt)}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{when(email.readAt)}</TableCell>
                  <TableCell className="text-right tabular-nums">{email.clickedLinks.length}</TableCell>
                  <TableCell className="text-right">
                    <Button variant="outline" size="sm" onClick={() => setOpenId(email.id)}>
                      {DETAILS_BUTTON}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </div>
          </>
        )}
      </div>

      <Dialog open={open !== null} onOpenChange={(v) => !v && setOpenId(null)}>
        <DialogContent className="max-w-xl">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle className="pr-6">{displaySubject(open.subject)}</DialogTitle>
                <DialogDescription className="flex items-center gap-2">
                  <TrackedStatusBadge status={open.status} />
                </DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-muted-foreground">Recipient</dt>
                <dd className="break-all">{open.recipient}</dd>
                <dt className="text-muted-foreground">Sent</dt>
                <dd>{when(open.sentAt)}</dd>
                <dt className="text-muted-foreground">Read</dt>
                <dd>{when(open.readAt)}</dd>
              </dl>
              <div>
                <h3 className="text-sm font-semibold">{CLICKED_LINKS}</h3>
                {open.clickedLinks.length === 0 ? (
                  <p className="mt-1 text-sm text-muted-foreground">{NO_CLICKS}</p>
                ) : (
                  <ul className="mt-2 divide-y rounded-lg border text-sm">
                    {open.clickedLinks.map((link) => (
                      <li key={link.url} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                        <a href={link.url} target="_blank" rel="noreferrer noopener" className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline">
                          <span className="truncate">{link.url}</span>
                          <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                        </a>
                        <span className="shrink-0 text-xs text-muted-foreground">{when(link.clickedAt)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </Page>
  );
}
