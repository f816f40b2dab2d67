import { Star } from 'lucide-react';
import { useState } from 'react';
import { aiClient } from '../../api/ai';
import { errorMessage } from '../../api/errors';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import {
  FEEDBACK_DESCRIPTION,
  FEEDBACK_IMPROVEMENTS,
  FEEDBACK_LIKES,
  FEEDBACK_SKIP,
  FEEDBACK_STAR,
  FEEDBACK_SUBMIT,
  FEEDBACK_TITLE,
  TOAST_FEEDBACK_FAILED,
  TOAST_FEEDBACK_SUBMITTED,
  TOAST_RATING_REQUIRED,
} from './texts';

/** Post-send feedback on an AI-generated reply: 1-5 stars (required), likes, improvements; Skip or Submit closes. */
export function FeedbackDialog({ open, replyId, onClose }: { open: boolean; replyId: string; onClose: () => void }) {
  const [rating, setRating] = useState(0);
  const [likes, setLikes] = useState('');
  const [improvements, setImprovements] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (rating === 0) {
      toast({ ...TOAST_RATING_REQUIRED, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await aiClient.feedback({ replyId, rating, likes: likes.trim() || undefined, improvements: improvements.trim() || undefined });
      toast(TOAST_FEEDBACK_SUBMITTED);
      setRating(0);
      setLikes('');
      setImprovements('');
      onClose();
    } catch (err) {
      toast({ title: TOAST_FEEDBACK_FAILED, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{FEEDBACK_TITLE}</DialogTitle>
          <DialogDescription>{FEEDBACK_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <div role="radiogroup" aria-label="Rating" className="flex justify-center gap-1 py-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={FEEDBACK_STAR(n)}
              onClick={() => setRating(n)}
              className="rounded-md p-1 text-muted-foreground transition-colors hover:text-amber-500"
            >
              <Star className={cn('size-7', n <= rating && 'fill-amber-400 text-amber-500')} />
            </button>
          ))}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="feedback-likes">{FEEDBACK_LIKES}</Label>
          <Textarea id="feedback-likes" rows={2} value={likes} onChange={(e) => setLikes(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="feedback-improvements">{FEEDBACK_IMPROVEMENTS}</Label>
          <Textarea id="feedback-improvements" rows={2} value={improvements} onChange={(e) => setImprovements(e.target.value)} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {FEEDBACK_SKIP}
          </Button>
          <Button type="button" disabled={rating === 0 || submitting} onClick={() => void submit()}>
            {FEEDBACK_SUBMIT}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
