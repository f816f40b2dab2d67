/** A message's attachments as download links, each with its name and size. */
import { Paperclip } from 'lucide-react';
import type { MailMessage } from '../../api/mail';
import { cn } from '../../lib/utils';
import { formatSize } from './format';
import { ATTACHMENTS } from './texts';

export function AttachmentLinks({ message: m, className }: { message: Pick<MailMessage, 'id' | 'attachments'>; className?: string }) {
  if (m.attachments.length === 0) return null;
  return (
    <div aria-label={ATTACHMENTS} className={cn('flex flex-wrap gap-2', className)}>
      {m.attachments.map((a) => (
        <a
          key={a.id}
          href={`/api/mail/messages/${encodeURIComponent(m.id)}/attachments/${encodeURIComponent(a.id)}`}
          download={a.filename}
          className="inline-flex max-w-full items-center gap-2 rounded-lg border bg-muted/40 px-3 py-1.5 text-[13px] hover:bg-accent"
        >
          <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{a.filename}</span>
          <span className="shrink-0 text-muted-foreground">{formatSize(a.size)}</span>
        </a>
      ))}
    </div>
  );
}
