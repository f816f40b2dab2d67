import { formatDistanceToNow } from 'date-fns';
import { Download, FileUp, Loader2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { exportUrl, uploadImport, useCancelImport, useImports, type MailImport } from '../../api/transfer';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/use-toast';
import { ErrorNotice } from './ErrorNotice';
import {
  BUTTON_CANCEL_IMPORT, BUTTON_EXPORT_ALL, BUTTON_EXPORT_INBOX, BUTTON_IMPORT, EXPORT_DESCRIPTION, EXPORT_TITLE, IMPORT_DESCRIPTION, IMPORT_FOLDER_NAMES,
  IMPORT_HISTORY_EMPTY, IMPORT_HISTORY_TITLE, IMPORT_STATUS_NAMES, IMPORT_TITLE, IMPORTS_LOAD_FAILED, LABEL_IMPORT_FILES, LABEL_IMPORT_FOLDER,
  TOAST_IMPORT_FAILED, TOAST_IMPORT_STARTED, UNNAMED_FILE, uploadingText,
} from './texts';

const FOLDERS = ['inbox', 'archived'] as const;
const STATUS_VARIANT = { running: 'info', done: 'success', failed: 'destructive', cancelled: 'secondary' } as const;

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value * 100)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** A size as a person reads it: KB under a megabyte (a few messages read "0.0 MB" otherwise), MB above. */
const megabytes = (bytes: number) =>
  bytes < 1_048_576 ? `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 1 : 0)} MB`;

/** "about 3 minutes left", from how fast the file has been read so far. */
function timeLeft(item: MailImport): string | null {
  const elapsed = Date.now() - new Date(item.createdAt).getTime();
  if (item.bytesDone <= 0 || elapsed < 2_000) return null;
  const rest = ((item.bytesTotal - item.bytesDone) / item.bytesDone) * elapsed;
  // "about" and "less than" come with the distance when they apply ("about 3 hours", "less than a minute").
  return `${formatDistanceToNow(Date.now() + rest)} left`;
}

function ImportRow({ item }: { item: MailImport }) {
  const cancel = useCancelImport();
  const state = item.cancelled ? 'cancelled' : item.status;
  const fraction = item.total ? (item.imported + item.skipped + item.failed) / item.total : item.bytesDone / Math.max(1, item.bytesTotal);
  const done = item.imported + item.skipped + item.failed;
  const left = item.status === 'running' ? timeLeft(item) : null;
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0" aria-label={item.filename ?? UNNAMED_FILE} data-testid="import-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 max-w-full truncate font-medium">{item.filename ?? UNNAMED_FILE}</span>
        <Badge variant={STATUS_VARIANT[state]}>
          {state === 'running' && <Loader2 className="animate-spin" aria-hidden="true" />}
          {IMPORT_STATUS_NAMES[state]}
        </Badge>
        <span className="text-xs text-muted-foreground">{formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}</span>
        {item.status === 'running' && (
          <Button variant="ghost" size="sm" className="ml-auto" disabled={cancel.isPending} onClick={() => cancel.mutate(item.id)}>
            <X aria-hidden="true" />
            {BUTTON_CANCEL_IMPORT}
          </Button>
        )}
      </div>
      {item.status === 'running' && <ProgressBar value={fraction} label={`${item.filename ?? UNNAMED_FILE}: ${IMPORT_STATUS_NAMES.running}`} />}
      <p className="text-sm text-muted-foreground" data-testid="import-counts">
        {item.total !== undefined ? `${done.toLocaleString()} of ${item.total.toLocaleString()} messages` : `${done.toLocaleString()} messages`}
        {` · ${item.imported.toLocaleString()} imported, ${item.skipped.toLocaleString()} already here, ${item.failed.toLocaleString()} unreadable`}
        {item.status === 'running' && ` · ${megabytes(item.bytesDone)} of ${megabytes(item.bytesTotal)}`}
        {left && ` · ${left}`}
      </p>
      {item.error && <p className="text-sm text-destructive">{item.error}</p>}
    </li>
  );
}

/** Settings › Import and export: bring mail in from files, follow each import, and take mail out as mbox. */
export function ImportExportTab() {
  const imports = useImports();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [folder, setFolder] = useState<(typeof FOLDERS)[number]>('inbox');
  const [uploading, setUploading] = useState<{ name: string; fraction: number } | null>(null);

  const start = async () => {
    const failed: { name: string; message: string }[] = [];
    for (const file of files) {
      setUploading({ name: file.name, fraction: 0 });
      try {
        await uploadImport(file, folder, (fraction) => setUploading({ name: file.name, fraction }));
        toast({ title: TOAST_IMPORT_STARTED, description: file.name });
      } catch (error) {
        failed.push({ name: file.name, message: errorMessage(error) });
      }
      await imports.refetch();
    }
    if (failed.length) toast({ ...TOAST_IMPORT_FAILED(failed), variant: 'destructive' });
    setUploading(null);
    setFiles([]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{IMPORT_TITLE}</CardTitle>
          <CardDescription>{IMPORT_DESCRIPTION}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor="import-files">{LABEL_IMPORT_FILES}</Label>
              <Input
                id="import-files"
                ref={input}
                type="file"
                multiple
                accept=".mbox,.mbx,.eml,application/mbox,message/rfc822"
                disabled={uploading !== null}
                onChange={(event) => setFiles([...(event.target.files ?? [])])}
                // The browser's "Choose Files" reads as a button, not as more text in a field.
                className="h-auto py-1.5 file:mr-3 file:h-7 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-muted file:px-3 file:text-foreground hover:file:bg-accent"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="import-folder">{LABEL_IMPORT_FOLDER}</Label>
              <Select value={folder} onValueChange={(value) => setFolder(value as (typeof FOLDERS)[number])} disabled={uploading !== null}>
                <SelectTrigger id="import-folder" className="w-full sm:w-40"><SelectValue /></SelectTrigger>
                <SelectContent>
                  {FOLDERS.map((f) => <SelectItem key={f} value={f}>{IMPORT_FOLDER_NAMES[f]}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
          </div>
          {uploading && (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{uploadingText(uploading.name, Math.round(uploading.fraction * 100))}</p>
              <ProgressBar value={uploading.fraction} label={uploadingText(uploading.name, Math.round(uploading.fraction * 100))} />
            </div>
          )}
          <div>
            <Button disabled={files.length === 0 || uploading !== null} onClick={() => void start()}>
              {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
              {BUTTON_IMPORT}
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{IMPORT_HISTORY_TITLE}</CardTitle>
        </CardHeader>
        <CardContent>
          {imports.isError ? (
            <ErrorNotice>{IMPORTS_LOAD_FAILED}: {errorMessage(imports.error)}</ErrorNotice>
          ) : imports.data && imports.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{IMPORT_HISTORY_EMPTY}</p>
          ) : (
            <ul className="divide-y" aria-label={IMPORT_HISTORY_TITLE}>
              {imports.data?.map((item) => <ImportRow key={item.id} item={item} />)}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{EXPORT_TITLE}</CardTitle>
          <CardDescription>{EXPORT_DESCRIPTION}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={exportUrl()} download data-testid="export-all"><Download aria-hidden="true" />{BUTTON_EXPORT_ALL}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={exportUrl({ tab: 'inbox' })} download><Download aria-hidden="true" />{BUTTON_EXPORT_INBOX}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
