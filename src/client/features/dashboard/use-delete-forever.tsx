/**
 * Deleting from the trash for good, from the list: the selection or the whole trash is named in a
 * dialog first, since nothing brings it back, and the toast says what Gmail kept.
 */
import { useState } from 'react';
import { useBulkMutation, type BulkTarget } from '../../api/mail';
import { DeleteForeverDialog } from '../../ui/delete-forever/DeleteForeverDialog';
import { deletedForever, GMAIL_KEEPS_ITS_TRASH } from '../../ui/delete-forever/texts';
import { toast } from '../../ui/use-toast';

interface Asked {
  /** What to delete; taken only once the person confirms, so cancelling keeps the selection. */
  target: () => BulkTarget;
  count: number;
  /** `count` is where a search stopped counting. */
  more: boolean;
  emptying: boolean;
}

export function useDeleteForever() {
  const bulk = useBulkMutation();
  const [asked, setAsked] = useState<Asked | null>(null);
  const confirm = () => {
    if (!asked) return;
    setAsked(null);
    bulk.mutate(
      { action: 'delete', target: asked.target() },
      {
        onSuccess: ({ affected }) =>
          toast({ title: deletedForever(affected), ...(affected < asked.count && !asked.more ? { description: GMAIL_KEEPS_ITS_TRASH } : {}) }),
      },
    );
  };
  const dialog = <DeleteForeverDialog count={asked?.count ?? 0} more={asked?.more} emptying={asked?.emptying} onConfirm={confirm} onCancel={() => setAsked(null)} />;
  return {
    ask: (target: () => BulkTarget, count: number, emptying = false, more = false) => setAsked({ target, count, emptying, more }),
    dialog,
  };
}
