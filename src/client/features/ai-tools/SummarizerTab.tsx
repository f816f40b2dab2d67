import { useMutation } from '@tanstack/react-query';
import { Check, Copy, FileText } from 'lucide-react';
import { useState } from 'react';
import { aiClient } from '../../api/ai';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { EmailInput } from './EmailInput';
import { BUTTON_COPIED, BUTTON_COPY, BUTTON_SUMMARIZE, HEADING_SUMMARY, TOAST_CONTENT_FOR_SUMMARY, TOAST_CONTENT_REQUIRED } from './texts';
import { useCopy } from './use-copy';

export function SummarizerTab() {
  const [content, setContent] = useState('');
  const { copied, copy } = useCopy();
  const summarize = useMutation({
    mutationFn: (email: string) => aiClient.summarize(email),
    // A failed summary is only logged.
    onError: (err) => console.error('summarize failed', errorMessage(err)),
  });
  const submit = () => {
    if (!content.trim()) {
      toast({ title: TOAST_CONTENT_REQUIRED, description: TOAST_CONTENT_FOR_SUMMARY, variant: 'destructive' });
      return;
    }
    summarize.mutate(content);
  };
  const summary = summarize.data?.summary;
  return (
    <div className="grid gap-6">
      <EmailInput
        id="summarize-email"
        value={content}
        onChange={setContent}
        onSubmit={submit}
        pending={summarize.isPending}
        action={BUTTON_SUMMARIZE}
        icon={<FileText className="size-4" aria-hidden="true" />}
      />
      {summary !== undefined && (
        <section aria-label={HEADING_SUMMARY} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold">{HEADING_SUMMARY}</h2>
            <Button type="button" variant="outline" size="sm" onClick={() => copy('summary', summary).catch(() => undefined)}>
              {copied === 'summary' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              {copied === 'summary' ? BUTTON_COPIED : BUTTON_COPY}
            </Button>
          </div>
          <p className="text-sm leading-relaxed whitespace-pre-wrap" data-testid="summary">{summary}</p>
        </section>
      )}
    </div>
  );
}
