import { Trash2 } from 'lucide-react';
import { Button } from '../button';
import { DELETE_FOREVER } from './texts';

/** The trash's icon in red: the one action on mail nothing takes back (it asks first, see DeleteForeverDialog). */
export function DeleteForeverButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={DELETE_FOREVER}
      title={DELETE_FOREVER}
      className="text-destructive hover:text-destructive"
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
