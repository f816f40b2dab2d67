import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { REPLY_LENGTHS, TONES, type ReplyLength, type Tone } from '../../../core/ai/types';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { EngineBadge } from '../../ui/engine-badge';
import { generateReplyStream, type AiReply } from './ai';
import {
  AI_CANCEL,
  AI_CONTEXT,
  AI_CONTEXT_PLACEHOLDER,
  AI_DIALOG_DESCRIPTION,
  AI_DIALOG_TITLE,
  AI_GENERATE,
  AI_GENERATING,
  AI_LENGTH,
  AI_TONE,
  AI_USE_REPLY,
  LENGTH_LABELS,
  TONE_LABELS,
  TOAST_REPLY_FAILED,
  TOAST_REPLY_FAILED_TITLE,
} from './texts';

export const DEFAULT_TONE: Tone = 'friendly';
export const DEFAULT_LENGTH: ReplyLength = 'medium';

function Segmented<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" id={`seg-${label}`}>
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={`seg-${label}`} className="flex flex-wrap gap-1.5">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            role="radio"
            aria-checked={value === o}
            onClick={() => onChange(o)}
            className={cn(
              'rounded-full border px-3 py-1 text-[13px] transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
              value === o
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background text-muted-foreground hover:bg-accent hover:text-foreground',
            )}
          >
            {labels[o]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Tone, length and context; Generate; Use This Reply; Cancel resets. */
export function AiReplyDialog({
  open,
  onOpenChange,
  emailContent,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  emailContent: string;
  onUse: (reply: AiReply) => void;
}) {
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [length, setLength] = useState<ReplyLength>(DEFAULT_LENGTH);
  const [context, setContext] = useState('');
  const [partial, setPartial] = useState('');
  // One reply is written at a time; closing the dialog or asking again stops the one under way (the server
  // stops the model too).
  const running = useRef<AbortController | null>(null);
  const stop = () => running.current?.abort();
  useEffect(() => stop, []);
  const generate = useMutation({
    mutationFn: () => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      setPartial('');
      return generateReplyStream(emailContent, { tone, length, context: context.trim() }, (text) => !controller.signal.aborted && setPartial(text), controller.signal);
    },
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      onOpenChange(false);
      toast({ title: TOAST_REPLY_FAILED_TITLE, description: TOAST_REPLY_FAILED, variant: 'destructive' });
    },
  });

  function cancel() {
    stop();
    setTone(DEFAULT_TONE);
    setLength(DEFAULT_LENGTH);
    setContext('');
    generate.reset();
    onOpenChange(false);
  }

  const result = generate.data?.result;
  const shown = result?.text ?? (generate.isPending ? partial : '');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) stop();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-xl" data-testid="ai-reply-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles className="size-4.5 text-primary" aria-hidden="true" />
            {AI_DIALOG_TITLE}
          </DialogTitle>
          <DialogDescription>{AI_DIALOG_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <Segmented label={AI_TONE} options={TONES} labels={TONE_LABELS} value={tone} onChange={setTone} />
        <Segmented label={AI_LENGTH} options={REPLY_LENGTHS} labels={LENGTH_LABELS} value={length} onChange={setLength} />
        <div className="space-y-2">
          <Label htmlFor="ai-context">{AI_CONTEXT}</Label>
          <Textarea
            id="ai-context"
            value={context}
            onChange={(e) => setContext(e.target.value)}
            placeholder={AI_CONTEXT_PLACEHOLDER}
            className="min-h-16"
          />
        </div>
        {shown && (
          <div className="grid gap-2">
            <div
              data-testid="ai-reply-result"
              aria-busy={generate.isPending}
              className="max-h-64 overflow-y-auto rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-wrap"
            >
              {shown}
            </div>
            {generate.data && <EngineBadge engine={generate.data.engine} />}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={cancel}>
            {AI_CANCEL}
          </Button>
          <Button variant={result ? 'outline' : 'default'} onClick={() => generate.mutate()} disabled={generate.isPending}>
            {generate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {generate.isPending ? AI_GENERATING : AI_GENERATE}
          </Button>
          {result && <Button onClick={() => onUse(result)}>{AI_USE_REPLY}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
