import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** What the list (or the pane beside it) shows instead of mail: an icon, a title, a line of help, maybe a button. */
export function ListState({
  icon: Icon,
  title,
  description,
  testId,
  alert = false,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  testId?: string;
  /** A failure: announced, and drawn in the destructive colour. */
  alert?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-16 text-center', className)} data-testid={testId} role={alert ? 'alert' : undefined}>
      <span className={cn('inline-flex size-11 items-center justify-center rounded-full', alert ? 'bg-destructive/10 text-destructive' : 'bg-muted text-muted-foreground')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="mt-4 text-sm font-semibold">{title}</p>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
