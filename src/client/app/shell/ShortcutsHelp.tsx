/** The ? help: every shortcut, in a dialog that gives focus back when it closes. */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { ShortcutList } from './ShortcutList';
import { SHORTCUTS_DESCRIPTION, SHORTCUTS_TITLE } from './shortcut-help';

export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] max-w-2xl overflow-y-auto" data-testid="shortcuts-help">
        <DialogHeader>
          <DialogTitle>{SHORTCUTS_TITLE}</DialogTitle>
          <DialogDescription>{SHORTCUTS_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <ShortcutList />
      </DialogContent>
    </Dialog>
  );
}
