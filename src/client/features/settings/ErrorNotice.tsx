import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '../../ui/alert';

/** A failed account action or load, in the server's words, announced to screen readers. */
export function ErrorNotice({ children }: { children: React.ReactNode }) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
