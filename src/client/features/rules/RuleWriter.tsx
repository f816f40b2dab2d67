/**
 * "Write a rule in plain words": the sentence goes to POST /api/rules/interpret,
 * and what it reads as opens in the editor, unsaved. A sentence it cannot
 * read (no action, no mail named, a template the user lacks) says why here.
 */
import { useState, type FormEvent } from 'react';
import { Wand2 } from 'lucide-react';
import { errorMessage } from '../../api/errors';
import { useInterpretRule, type Interpretation } from '../../api/rules';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { EXAMPLES, EXAMPLES_LABEL, READ_IT, WRITER_HINT, WRITER_LABEL, WRITER_PLACEHOLDER, WRITER_TITLE } from './texts';

export function RuleWriter({ onRead }: { onRead: (result: Interpretation) => void }) {
  const [text, setText] = useState('');
  const interpret = useInterpretRule();

  const read = (sentence: string) => {
    if (!sentence.trim() || interpret.isPending) return;
    interpret.mutate(sentence.trim(), { onSuccess: onRead });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read(text);
  };

  return (
    <Card className="gap-4" data-testid="rule-writer">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-base">
          <Wand2 className="size-4 text-primary" aria-hidden="true" />
          {WRITER_TITLE}
        </CardTitle>
        <CardDescription>{WRITER_HINT}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form onSubmit={submit} className="grid gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Textarea
              aria-label={WRITER_LABEL}
              placeholder={WRITER_PLACEHOLDER}
              value={text}
              rows={2}
              maxLength={500}
              className="min-h-16 resize-none field-sizing-content"
              aria-invalid={interpret.isError ? true : undefined}
              aria-describedby={interpret.isError ? 'rule-writer-error' : undefined}
              onChange={(e) => {
                setText(e.target.value);
                interpret.reset();
              }}
              onKeyDown={(e) => {
                // One sentence: Enter reads it, as a search box would.
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  read(text);
                }
              }}
            />
            <Button type="submit" disabled={!text.trim() || interpret.isPending} className="sm:h-16 sm:px-5">
              {interpret.isPending ? <Spinner /> : <Wand2 aria-hidden="true" />}
              {READ_IT}
            </Button>
          </div>
          {interpret.isError && (
            <p id="rule-writer-error" role="alert" data-testid="rule-writer-error" className="text-sm text-destructive">
              {errorMessage(interpret.error)}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span>{EXAMPLES_LABEL}</span>
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                onClick={() => {
                  setText(example);
                  interpret.reset();
                  read(example);
                }}
                className="rounded-md border bg-background px-2 py-1 pointer-coarse:min-h-11 text-left outline-none hover:border-primary/40 hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 dark:bg-input/10"
              >
                {example}
              </button>
            ))}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
