import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { HardDrive, HardDriveDownload, Inbox, Send, Trash2, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAccounts } from '../../api/accounts';
import { errorMessage } from '../../api/errors';
import { replayEntry } from '../../api/outbox';
import { mailKeys } from '../../api/mail';
import {
  KEEP_DAY_CHOICES,
  KEEP_MESSAGE_CHOICES,
  keepOffline,
  useOfflineSavedAt,
  savedByAccount,
  setKeepOffline,
  type KeepOffline,
} from '../../lib/offline/cache';
import { discard, useOutbox, type OutboxEntry } from '../../lib/offline/outbox';
import { TEXT_NEEDS_NETWORK, TEXT_NEEDS_SERVER, useOfflineCause, useOnline } from '../../lib/offline/use-online';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { Page, PageHeader } from '../../ui/page';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { toast } from '../../ui/use-toast';
import { describeChange } from './describe-change';
import * as T from './texts';

/** The screen refreshes its "saved … ago" and what is saved this often. */
const REFRESH_MS = 5_000;

const ago = (time: number | string) => formatDistanceToNow(new Date(time), { addSuffix: true });

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A message's subject from the saved lists or the message itself, to name it in the outbox. */
function subjectLookup(qc: QueryClient) {
  const subjects = new Map<string, string>();
  for (const [, data] of qc.getQueriesData<{ items?: Array<{ id: string; subject: string }>; id?: string; subject?: string }>({ queryKey: mailKeys.all })) {
    for (const item of data?.items ?? []) subjects.set(item.id, item.subject);
    if (data?.id && data.subject !== undefined) subjects.set(data.id, data.subject);
  }
  return (id: string) => subjects.get(id);
}

/** Connection, outbox, what is saved for reading offline, and how much to keep. */
export function OfflinePage() {
  const online = useOnline();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const savedAt = useOfflineSavedAt();

  return (
    <Page className="space-y-6">
      <PageHeader title={T.OFFLINE_TITLE} description={T.OFFLINE_DESCRIPTION} icon={HardDriveDownload} />
      <Card data-testid="offline-connection">
        <CardHeader className="flex flex-row items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>{T.TEXT_CONNECTION}</CardTitle>
            <CardDescription>{online ? T.TEXT_CONNECTION_ONLINE : T.TEXT_CONNECTION_OFFLINE}</CardDescription>
          </div>
          <Badge variant={online ? 'success' : 'warning'} data-testid="connection-state">
            {online ? <Wifi aria-hidden="true" /> : <WifiOff aria-hidden="true" />}
            {online ? T.TEXT_ONLINE : T.TEXT_OFFLINE}
          </Badge>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground" data-testid="last-saved">
          {savedAt ? T.TEXT_LAST_SAVED(ago(savedAt)) : T.TEXT_NOT_SAVED}
        </CardContent>
      </Card>
      <OutboxCard online={online} />
      <SavedCard />
    </Page>
  );
}

function OutboxCard({ online }: { online: boolean }) {
  const needs = useOfflineCause() === 'server' ? TEXT_NEEDS_SERVER : TEXT_NEEDS_NETWORK;
  const outbox = useOutbox();
  const qc = useQueryClient();
  const subjectOf = subjectLookup(qc);
  const [busy, setBusy] = useState<string | null>(null);

  async function sendNow(entry: OutboxEntry) {
    setBusy(entry.id);
    try {
      const outcome = await replayEntry(entry);
      if (outcome === 'sent') {
        toast({ title: T.TOAST_SENT_NOW, description: describeChange(entry.change, subjectOf) });
        await qc.invalidateQueries({ queryKey: mailKeys.all });
      } else if (outcome === 'waiting') {
        toast({ title: T.TOAST_STILL_WAITING, description: T.TOAST_STILL_WAITING_DESCRIPTION, variant: 'destructive' });
      } else {
        toast({ title: T.TOAST_REFUSED, variant: 'destructive' });
      }
    } catch (err) {
      toast({ title: T.TOAST_REFUSED, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function remove(entry: OutboxEntry) {
    await discard(entry.id);
    toast({ title: T.TOAST_DISCARDED, description: describeChange(entry.change, subjectOf) });
    // What the screens showed for this change (a star, a row gone) comes back as the server has it.
    await qc.invalidateQueries({ queryKey: mailKeys.all });
  }

  return (
    <Card data-testid="outbox">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {T.TEXT_OUTBOX}
          <Badge variant={outbox.length ? 'warning' : 'secondary'}>{outbox.length}</Badge>
        </CardTitle>
        <CardDescription>{T.TEXT_OUTBOX_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent>
        {outbox.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Inbox className="size-4 shrink-0" aria-hidden="true" />
            {T.TEXT_OUTBOX_EMPTY}
          </p>
        ) : (
          <ol className="divide-y rounded-lg border">
            {outbox.map((entry) => (
              <li key={entry.id} data-testid="outbox-entry" className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{describeChange(entry.change, subjectOf)}</p>
                  <p className="text-xs text-muted-foreground">{T.TEXT_QUEUED_AT(ago(entry.queuedAt))}</p>
                  {entry.error && <p className="text-xs text-destructive">{entry.error}</p>}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!online || busy === entry.id}
                    title={online ? undefined : needs}
                    onClick={() => void sendNow(entry)}
                  >
                    <Send aria-hidden="true" />
                    {T.TEXT_SEND_NOW}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy === entry.id} onClick={() => void remove(entry)}>
                    <Trash2 aria-hidden="true" />
                    {T.TEXT_DISCARD}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {!online && outbox.length > 0 && <p className="mt-2 text-xs text-muted-foreground">{needs}</p>}
      </CardContent>
    </Card>
  );
}

function SavedCard() {
  const qc = useQueryClient();
  const accounts = useAccounts();
  const [keep, setKeep] = useState<KeepOffline>(keepOffline);
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage?.estimate?.().then((e) => setUsed(e.usage ?? null));
  }, []);
  const saved = savedByAccount(qc, keep);
  const nameOf = (id: string) => {
    const account = accounts.data?.find((a) => a.id === id);
    return account ? account.email : T.TEXT_OTHER_ACCOUNT;
  };
  const rows = [...saved].sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b)));

  const change = (next: KeepOffline) => {
    setKeep(next);
    void setKeepOffline(next);
  };

  return (
    <Card data-testid="offline-saved">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
          {T.TEXT_SAVED}
        </CardTitle>
        <CardDescription>{T.TEXT_SAVED_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.TEXT_SAVED_NONE}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{T.TEXT_SAVED_ACCOUNT}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{T.TEXT_SAVED_LISTED}</TableHead>
                <TableHead className="text-right">{T.TEXT_SAVED_BODIES}</TableHead>
                <TableHead className="text-right">{T.TEXT_SAVED_SIZE}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(([id, s]) => (
                <TableRow key={id} data-testid="saved-account">
                  <TableCell className="max-w-44 truncate font-medium sm:max-w-none">{nameOf(id)}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{s.listed}</TableCell>
                  <TableCell className="text-right tabular-nums">{s.bodies}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatBytes(s.bytes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {used !== null && <p className="text-xs text-muted-foreground">{T.TEXT_STORAGE_USED(formatBytes(used))}</p>}
        <section aria-labelledby="keep-offline" className="space-y-3 border-t pt-4">
          <div>
            <h2 id="keep-offline" className="text-sm font-semibold">
              {T.TEXT_KEEP}
            </h2>
            <p className="text-sm text-muted-foreground">{T.TEXT_KEEP_DESCRIPTION}</p>
          </div>
          <div className="flex flex-wrap gap-4">
            <NumberChoice
              id="keep-messages"
              label={T.TEXT_KEEP_MESSAGES}
              value={keep.messages}
              choices={KEEP_MESSAGE_CHOICES}
              describe={T.TEXT_KEEP_MESSAGES_OPTION}
              onChange={(messages) => change({ ...keep, messages })}
            />
            <NumberChoice
              id="keep-days"
              label={T.TEXT_KEEP_DAYS}
              value={keep.days}
              choices={KEEP_DAY_CHOICES}
              describe={T.TEXT_KEEP_DAYS_OPTION}
              onChange={(days) => change({ ...keep, days })}
            />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

/** A labelled select of a few numbers. */
function NumberChoice(props: { id: string; label: string; value: number; choices: readonly number[]; describe: (n: number) => string; onChange: (n: number) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={String(props.value)} onValueChange={(v) => props.onChange(Number(v))}>
        <SelectTrigger id={props.id} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.choices.map((n) => (
            <SelectItem key={n} value={String(n)}>
              {props.describe(n)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
