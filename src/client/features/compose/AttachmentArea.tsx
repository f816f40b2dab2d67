import { FileText, Paperclip, Upload, X } from 'lucide-react';
import { useDropzone, type DropzoneInputProps } from 'react-dropzone';
import { cn } from '../../lib/utils';
import { formatBytes } from './attachments';
import { DROPZONE_ACTIVE, DROPZONE_HINT, DROPZONE_TEXT, FORWARDED_ATTACHMENT, REMOVE_ATTACHMENT } from './texts';

export interface ComposeAttachment {
  id: string;
  filename: string;
  size: number;
  mimeType: string;
  /** A file the person picked; absent for the original's attachments on a forward. */
  file?: File;
  /** Set for an attachment of the forwarded original or of the reopened draft, fetched from where it is kept. */
  forwarded?: { messageId: string; attachmentId: string };
  /** Saved with the reopened draft, not brought from a forwarded original. */
  fromDraft?: boolean;
  /** A file of the scheduled email being edited (its place in the scheduled email's list), fetched from the server when sent. */
  scheduled?: { id: string; index: number };
}

interface AttachmentAreaProps {
  attachments: ComposeAttachment[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Drop zone (click to browse) plus the chips of what is attached. */
export function AttachmentArea({ attachments, onFiles, onRemove }: AttachmentAreaProps) {
  // Every file reaches onFiles: our own screening reports each refusal with its reason.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: (files) => onFiles(files), multiple: true });
  const inputProps: DropzoneInputProps = getInputProps();
  return (
    <div className="grid gap-3 px-4 py-3 sm:px-5">
      {attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Attachments">
          {attachments.map((a) => (
            <li
              key={a.id}
              data-testid="attachment-chip"
              className="group inline-flex max-w-xs items-center gap-2 rounded-lg border bg-card py-1.5 pl-2.5 pr-1 text-[13px] shadow-xs"
            >
              <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{a.filename}</span>
                <span className="block text-[11px] text-muted-foreground">
                  {formatBytes(a.size)}
                  {a.forwarded && !a.fromDraft ? ` · ${FORWARDED_ATTACHMENT}` : ''}
                </span>
              </span>
              <button
                type="button"
                aria-label={REMOVE_ATTACHMENT(a.filename)}
                onClick={() => onRemove(a.id)}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        {...getRootProps({
          className: cn(
            'flex cursor-pointer items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground transition-colors outline-none',
            'hover:border-primary/40 hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/50',
            isDragActive && 'border-primary bg-primary/10 text-primary',
          ),
        })}
        data-testid="attachment-dropzone"
      >
        <input {...inputProps} aria-label="Attach files" />
        {isDragActive ? <Upload className="size-4" aria-hidden="true" /> : <Paperclip className="size-4" aria-hidden="true" />}
        <span>{isDragActive ? DROPZONE_ACTIVE : DROPZONE_TEXT}</span>
        <span className="hidden text-xs text-muted-foreground sm:inline">· {DROPZONE_HINT}</span>
      </div>
    </div>
  );
}
