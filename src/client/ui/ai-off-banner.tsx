import { Sparkles } from 'lucide-react';
import { Link } from '../app/routing';
import { cn } from '../lib/utils';
import { Button } from './button';

const AI_BANNER_TITLE = 'AI Features Not Configured';
const AI_BANNER_DESCRIPTION = 'AI features are turned off. Turn them on to get summaries, analysis and smart replies.';
const AI_BANNER_LINK = 'Configure AI Settings';

/** Says the writing helpers are off, with a link to Settings to turn them on; shown on the dashboard and in compose. */
export function AiOffBanner({ className }: { className?: string }) {
  return (
    <div
      role="status"
      data-testid="ai-banner"
      className={cn('flex flex-col gap-3 rounded-xl border border-amber-500/30 bg-amber-500/[0.07] p-4 sm:flex-row sm:items-center sm:justify-between lg:py-2.5', className)}
    >
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-4.5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold">{AI_BANNER_TITLE}</p>
          <p className="text-sm text-muted-foreground">{AI_BANNER_DESCRIPTION}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" asChild className="self-start sm:self-auto">
        <Link to="/settings">{AI_BANNER_LINK}</Link>
      </Button>
    </div>
  );
}
