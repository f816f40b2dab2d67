/** A label's own menu (the ⋯ on its sidebar row, and beside its name above its list): edit it, or delete it after asking. */
import { lazy, Suspense, useState } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { errorMessage } from '../../api/errors';
import { useLabelMutations, type Label } from '../../api/labels';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { LabelDialog } from '../../ui/labels/LabelDialog';
import { CANCEL, DELETE, DELETE_LABEL, DELETE_LABEL_DESCRIPTION, deleteLabelTitle, EDIT_LABEL, labelActions } from '../../ui/labels/texts';

/** Loaded when a delete is asked: the rules' code stays out of the inbox's first load. */
const RulesUsingLabel = lazy(() => import('./RulesUsingLabel').then((m) => ({ default: m.RulesUsingLabel })));
import { Spinner } from '../../ui/spinner';

export function LabelMenu({ label, onDeleted, className }: { label: Label; onDeleted: () => void; className?: string }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      {/* Not modal: the dialogs it opens take the focus over from it. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={labelActions(label.name)}
            data-testid="label-menu"
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 data-[state=open]:bg-background data-[state=open]:text-foreground',
              className,
            )}
          >
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-44">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {EDIT_LABEL}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {DELETE_LABEL}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LabelDialog open={editing} onOpenChange={setEditing} label={label} />
      <DeleteLabelDialog label={label} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </>
  );
}

function DeleteLabelDialog({
  label,
  open,
  onOpenChange,
  onDeleted,
}: {
  label: Label;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { remove } = useLabelMutations();
  const confirm = () =>
    remove.mutate(label.id, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted();
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        remove.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md" data-testid="delete-label-dialog">
        <DialogHeader>
          <DialogTitle className="leading-snug">{deleteLabelTitle(label.name)}</DialogTitle>
          <DialogDescription>{DELETE_LABEL_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={null}>
          <RulesUsingLabel labelId={label.id} />
        </Suspense>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {CANCEL}
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Spinner />}
            {DELETE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

