import { useMutation } from '@tanstack/react-query';
import { Check, Copy, MessageSquareReply, ShieldAlert, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { EmailAnalysis } from '../../../core/ai/types';
import { aiClient, confidencePercent, needsReview, type SmartRepliesResponse } from '../../api/ai';
import { useAiSettings } from '../../lib/ai-settings';
import { errorMessage } from '../../api/errors';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { EmailInput } from './EmailInput';
import {
  badgeDeadlines, badgeIntent, badgeQuestions, badgeUrgency, BUTTON_COPIED, BUTTON_COPY, BUTTON_GENERATE_REPLIES, BUTTON_USE,
  HEADING_SELECTED_REPLY, HEADING_SUGGESTED_REPLIES, REVIEW_NOTICE_TITLE, reviewNoticeText, TOAST_CONTENT_FOR_REPLIES,
  TOAST_CONTENT_REQUIRED, TOAST_ERROR, TOAST_SMART_REPLIES_FAILED,
} from './texts';
import { useCopy } from './use-copy';

/** Red high, yellow medium, green otherwise. */
export function urgencyVariant(urgency: string): 'destructive' | 'warning' | 'success' {
  return urgency === 'high' ? 'destructive' : urgency === 'medium' ? 'warning' : 'success';
}

interface Result {
  analysis: EmailAnalysis;
  replies: SmartRepliesResponse;
}

export function SmartReplyTab() {
  const [content, setContent] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { confidenceThreshold } = useAiSettings();
  const { copied, copy } = useCopy();
  const generate = useMutation({
    mutationFn: async (email: string): Promise<Result> => {
      const [analysis, replies] = await Promise.all([aiClient.analyze(email), aiClient.smartReplies(email)]);
      return { analysis, replies };
    },
    onSuccess: () => setSelected(null),
    onError: (err) => {
      console.error('smart replies failed', errorMessage(err));
      toast({ title: TOAST_ERROR, description: TOAST_SMART_REPLIES_FAILED, variant: 'destructive' });
    },
  });

  const submit = () => {
    if (!content.trim()) {
      toast({ title: TOAST_CONTENT_REQUIRED, description: TOAST_CONTENT_FOR_REPLIES, variant: 'destructive' });
      return;
    }
    generate.mutate(content);
  };

  const result = generate.data;
  const analysis = result?.analysis;
  const review = analysis && needsReview({ requiresHumanReview: analysis.metadata.requiresHumanReview, confidence: analysis.metadata.confidence }, confidenceThreshold);

  return (
    <div className="grid gap-6">
      <EmailInput
        id="smart-reply-email"
        value={content}
        onChange={setContent}
        onSubmit={submit}
        pending={generate.isPending}
        action={BUTTON_GENERATE_REPLIES}
        icon={<Sparkles className="size-4" aria-hidden="true" />}
      />
      {analysis && result && (
        <section aria-label="Smart reply results" className="grid gap-5">
          <div className="flex flex-wrap gap-2" data-testid="analysis-badges">
            <Badge variant="info">{badgeIntent(analysis.intent)}</Badge>
            <Badge variant={urgencyVariant(analysis.urgency)}>{badgeUrgency(analysis.urgency)}</Badge>
            <Badge variant="outline">{badgeDeadlines(analysis.deadlines.length)}</Badge>
            <Badge variant="outline">{badgeQuestions(analysis.questions.length)}</Badge>
          </div>
          {review && (
            <Alert variant="warning">
              <ShieldAlert aria-hidden="true" />
              <div className="grid gap-1">
                <AlertTitle>{REVIEW_NOTICE_TITLE}</AlertTitle>
                <AlertDescription>{reviewNoticeText(analysis.metadata.reviewReason, confidencePercent(analysis.metadata.confidence))}</AlertDescription>
              </div>
            </Alert>
          )}
          <div className="grid gap-3">
            <h2 className="text-sm font-semibold">{HEADING_SUGGESTED_REPLIES}</h2>
            <ol className="grid gap-3">
              {result.replies.replies.map((reply, i) => (
                <li key={`${result.replies.id}-${i}`} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs sm:flex-row sm:items-start">
                  <p className="flex-1 text-sm leading-relaxed">{reply}</p>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => copy(`reply-${i}`, reply).catch(() => undefined)}
                      aria-label={copied === `reply-${i}` ? BUTTON_COPIED : `${BUTTON_COPY} reply ${i + 1}`}
                    >
                      {copied === `reply-${i}` ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                      {copied === `reply-${i}` ? BUTTON_COPIED : BUTTON_COPY}
                    </Button>
                    <Button type="button" size="sm" onClick={() => setSelected(reply)} aria-label={`${BUTTON_USE} reply ${i + 1}`}>
                      <MessageSquareReply className="size-4" aria-hidden="true" />
                      {BUTTON_USE}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          {selected && (
            <div className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4" data-testid="selected-reply">
              <h2 className="text-sm font-semibold">{HEADING_SELECTED_REPLY}</h2>
              <p className="text-sm leading-relaxed whitespace-pre-wrap">{selected}</p>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
