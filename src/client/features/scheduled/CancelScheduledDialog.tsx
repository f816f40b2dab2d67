import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { CANCEL_EMAIL, CONFIRM_CANCEL_DESCRIPTION, confirmCancelTitle, KEEP_SCHEDULED } from './texts';

/** Asks before a scheduled email is cancelled: one stray click used to drop it for good. */
export function CancelScheduledDialog({ subject, busy, onConfirm, onClose }: { subject: string | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" data-testid="cancel-scheduled-dialog">
        <DialogHeader>
          <DialogTitle className="leading-snug break-words">{confirmCancelTitle(subject ?? '')}</DialogTitle>
          <DialogDescription>{CONFIRM_CANCEL_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {KEEP_SCHEDULED}
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy && <Spinner />}
            {CANCEL_EMAIL}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
