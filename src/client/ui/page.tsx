import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { useDocumentTitle } from '../lib/use-document-title';

/** The content column of an app screen. */
export function Page({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10', className)} {...props} />;
}

/** Screen title row: icon, title (also the tab title), one-line description, optional actions. */
export function PageHeader({
  title,
  description,
  icon: Icon,
  actions,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  icon?: LucideIcon;
  actions?: React.ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="flex items-start gap-4">
        {Icon && (
          <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-xl border bg-card text-primary shadow-xs">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Stand-in body for a screen whose real content has not landed yet. */
export function ComingSoon({ icon: Icon, children }: { icon?: LucideIcon; children?: React.ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl border border-dashed bg-muted/30 p-10 text-center sm:p-14">
      {Icon && (
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-background text-muted-foreground shadow-xs ring-1 ring-border">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <p className="mx-auto mt-4 max-w-md text-sm text-muted-foreground">
        {children ?? 'This screen is being built. It will appear here soon.'}
      </p>
    </div>
  );
}
