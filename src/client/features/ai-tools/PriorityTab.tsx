import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { Priority } from '../../../core/ai/types';
import { aiClient } from '../../api/ai';
import { errorMessage } from '../../api/errors';
import { Badge } from '../../ui/badge';
import { toast } from '../../ui/use-toast';
import { EmailInput } from './EmailInput';
import { BUTTON_ANALYZE_PRIORITY, HEADING_PRIORITY, TOAST_CONTENT_FOR_ANALYSIS, TOAST_CONTENT_REQUIRED } from './texts';

const PRIORITY_VARIANT: Record<Priority, 'destructive' | 'warning' | 'success'> = { High: 'destructive', Medium: 'warning', Low: 'success' };

export function PriorityTab() {
  const [content, setContent] = useState('');
  const prioritize = useMutation({
    mutationFn: (email: string) => aiClient.prioritize(email),
    // A failed priority is only logged.
    onError: (err) => console.error('prioritize failed', errorMessage(err)),
  });
  const submit = () => {
    if (!content.trim()) {
      toast({ title: TOAST_CONTENT_REQUIRED, description: TOAST_CONTENT_FOR_ANALYSIS, variant: 'destructive' });
      return;
    }
    prioritize.mutate(content);
  };
  const result = prioritize.data;
  return (
    <div className="grid gap-6">
      <EmailInput
        id="priority-email"
        value={content}
        onChange={setContent}
        onSubmit={submit}
        pending={prioritize.isPending}
        action={BUTTON_ANALYZE_PRIORITY}
        icon={<Flag className="size-4" aria-hidden="true" />}
      />
      {result && (
        <section aria-label={HEADING_PRIORITY} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
          <div className="flex items-center gap-3">
            <h2 className="text-sm font-semibold">{HEADING_PRIORITY}</h2>
            <Badge variant={PRIORITY_VARIANT[result.priority]} className="px-2.5 text-sm" data-testid="priority-badge">{result.priority}</Badge>
          </div>
          <p className="text-sm leading-relaxed text-muted-foreground" data-testid="priority-justification">{result.justification}</p>
        </section>
      )}
    </div>
  );
}
