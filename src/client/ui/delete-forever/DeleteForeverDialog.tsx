import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { CANCEL, DELETE_FOREVER, EMPTY_TRASH, confirmDeleteForever, confirmEmptyTrash, deleteForeverDescription } from './texts';

/**
 * Asks before mail is deleted for good: `count` emails, or the whole trash (`emptying`). Nothing is asked
 * when `count` is 0; the dialog is closed by choosing either button.
 */
export function DeleteForeverDialog({
  count,
  more = false,
  emptying = false,
  onConfirm,
  onCancel,
}: {
  count: number;
  /** The count stopped at a cap: there are more than `count`. */
  more?: boolean;
  emptying?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={count > 0} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-md" data-testid="delete-forever-dialog">
        <DialogHeader>
          <DialogTitle>{emptying ? confirmEmptyTrash(count) : confirmDeleteForever(count, more)}</DialogTitle>
          <DialogDescription>{deleteForeverDescription(count)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {CANCEL}
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {emptying ? EMPTY_TRASH : DELETE_FOREVER}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
