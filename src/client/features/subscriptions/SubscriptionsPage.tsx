/**
 * The Subscriptions screen: senders whose mail carries List-Unsubscribe, by
 * volume, with the last date and how much was read. Unsubscribe acts on a
 * sender's newest message; several senders can be unsubscribed from and their
 * inbox mail archived at once.
 */
import { useState } from 'react';
import { Archive, Loader2, MailMinus, Newspaper } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBulkMutation, useSubscriptions, useUnsubscribe } from '../../api/mail';
import { errorMessage } from '../../api/errors';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { toast } from '../../ui/use-toast';
import { describeUnsubscribe, openUnsubscribePage, UNSUBSCRIBE, UNSUBSCRIBE_FAILED, type UnsubscribeOutcome } from '../../ui/unsubscribe/outcome';
import {
  COLUMN_EMAILS,
  COLUMN_LAST,
  COLUMN_READ,
  COLUMN_SENDER,
  doneSummary,
  EMPTY_SUBSCRIPTIONS,
  EMPTY_SUBSCRIPTIONS_HINT,
  LOAD_FAILED,
  readShare,
  RETRY,
  SELECT_ALL,
  selectSender,
  SUBSCRIPTIONS_DESCRIPTION,
  SUBSCRIPTIONS_TITLE,
  UNSUBSCRIBED,
  unsubscribeAndArchive,
} from './texts';

const lastDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function SubscriptionsPage() {
  useDocumentTitle(SUBSCRIPTIONS_TITLE);
  const subscriptions = useSubscriptions();
  const unsubscribe = useUnsubscribe();
  const bulk = useBulkMutation();
  const [selected, setSelected] = useState(new Set<string>());
  const [done, setDone] = useState(new Set<string>());
  const [busy, setBusy] = useState(false);
  const items = subscriptions.data?.items ?? [];

  async function unsubscribeOne(email: string, messageId: string): Promise<UnsubscribeOutcome | null> {
    try {
      const outcome = await unsubscribe.mutateAsync(messageId);
      setDone((d) => new Set(d).add(email));
      return outcome;
    } catch (error) {
      toast({ title: UNSUBSCRIBE_FAILED, description: errorMessage(error), variant: 'destructive' });
      return null;
    }
  }

  async function unsubscribeSelected() {
    setBusy(true);
    try {
      const chosen = items.filter((i) => selected.has(i.email));
      let unsubscribed = 0;
      let failed = 0;
      for (const item of chosen) {
        const outcome = await unsubscribeOne(item.email, item.latestMessageId);
        if (outcome) {
          unsubscribed++;
          openUnsubscribePage(outcome);
        } else failed++;
      }
      // Their mail leaves the inbox: every inbox message from those senders, in one request each.
      let archived = 0;
      for (const item of chosen) {
        const result = await bulk.mutateAsync({ action: 'archive', target: { query: { tab: 'inbox', q: `from:${item.email}` } } });
        archived += result.affected;
      }
      setSelected(new Set());
      toast({ title: doneSummary(unsubscribed, archived, failed) });
    } finally {
      setBusy(false);
    }
  }

  const allChecked = items.length > 0 && items.every((i) => selected.has(i.email));
  const bulkButton = (
    <Button disabled={selected.size === 0 || busy} onClick={() => void unsubscribeSelected()} data-testid="unsubscribe-selected">
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Archive aria-hidden="true" />}
      {unsubscribeAndArchive(selected.size)}
    </Button>
  );

  return (
    <Page>
      <PageHeader title={SUBSCRIPTIONS_TITLE} description={SUBSCRIPTIONS_DESCRIPTION} icon={Newspaper} actions={items.length > 0 ? bulkButton : undefined} />
      <div className="mt-8">
        {subscriptions.isPending ? (
          <ListSkeleton />
        ) : subscriptions.isError ? (
          <div className="rounded-xl border p-10 text-center text-sm text-muted-foreground">
            <p>{LOAD_FAILED}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void subscriptions.refetch()}>
              {RETRY}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={Newspaper} title={EMPTY_SUBSCRIPTIONS} hint={EMPTY_SUBSCRIPTIONS_HINT} />
        ) : (
          <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary align-middle"
                      aria-label={SELECT_ALL}
                      checked={allChecked}
                      onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.email)) : new Set())}
                    />
                  </TableHead>
                  <TableHead>{COLUMN_SENDER}</TableHead>
                  <TableHead className="text-right">{COLUMN_EMAILS}</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">{COLUMN_READ}</TableHead>
                  <TableHead className="hidden md:table-cell">{COLUMN_LAST}</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">{UNSUBSCRIBE}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => {
                  const name = item.name || item.email;
                  const unsubscribed = done.has(item.email) || item.unsubscribedAt !== null;
                  return (
                    <TableRow key={item.email} data-testid="subscription-row" data-state={selected.has(item.email) ? 'selected' : undefined}>
                      <TableCell>
                        <input
                          type="checkbox"
                          className="size-4 accent-primary align-middle"
                          aria-label={selectSender(name)}
                          checked={selected.has(item.email)}
                          onChange={(e) => {
                            const next = new Set(selected);
                            if (e.target.checked) next.add(item.email);
                            else next.delete(item.email);
                            setSelected(next);
                          }}
                        />
                      </TableCell>
                      <TableCell className="max-w-64">
                        <div className="truncate font-medium" data-testid="subscription-name">
                          {name}
                        </div>
                        {item.name && <div className="truncate text-xs text-muted-foreground">{item.email}</div>}
                      </TableCell>
                      <TableCell className="text-right tabular-nums" data-testid="subscription-count">
                        {item.count.toLocaleString()}
                      </TableCell>
                      <TableCell className="hidden text-right text-muted-foreground tabular-nums sm:table-cell">{readShare(item.read, item.count)}</TableCell>
                      <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{lastDate(item.lastDate)}</TableCell>
                      <TableCell className="text-right">
                        {unsubscribed ? (
                          <Badge variant="success">{UNSUBSCRIBED}</Badge>
                        ) : (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            className="whitespace-nowrap"
                            onClick={() =>
                              void unsubscribeOne(item.email, item.latestMessageId).then((outcome) => {
                                if (!outcome) return;
                                openUnsubscribePage(outcome);
                                toast(describeUnsubscribe(outcome));
                              })
                            }
                          >
                            <MailMinus aria-hidden="true" />
                            {UNSUBSCRIBE}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </div>
    </Page>
  );
}
