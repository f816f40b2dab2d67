import type { LucideIcon } from 'lucide-react';
import { Skeleton } from './skeleton';

/** The dashed "nothing here yet" panel the list pages share. */
export function EmptyState({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-dashed bg-muted/30 p-10 text-center sm:p-14">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-background text-muted-foreground shadow-xs ring-1 ring-border">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      {hint && <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** Three placeholder rows while a list loads. */
export function ListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12 w-full rounded-lg" />
      ))}
    </div>
  );
}
