import { Info } from 'lucide-react';
import { Switch } from '../../ui/switch';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../ui/tooltip';
import { TRACKING_LINKS, TRACKING_LINKS_TOOLTIP, TRACKING_READ_RECEIPT, TRACKING_READ_RECEIPT_TOOLTIP, TRACKING_TITLE } from './texts';

export interface TrackingChoice {
  opens: boolean;
  clicks: boolean;
}

function Option({ id, label, tip, checked, onChange }: { id: string; label: string; tip: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label={tip} className="relative text-muted-foreground after:absolute after:-inset-2 after:content-[''] hover:text-foreground pointer-coarse:after:-inset-[15px]">
            <Info className="size-3.5" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip>
    </div>
  );
}

/** Email Tracking Options panel: read receipt and link tracking, sent as `tracking` with the email. */
export function TrackingOptions({ value, onChange }: { value: TrackingChoice; onChange: (v: TrackingChoice) => void }) {
  return (
    // On a phone the title takes its own line and the two switches share the next, instead of wrapping unevenly.
    <section aria-label={TRACKING_TITLE} className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t px-4 py-3 sm:px-5">
      <span className="basis-full text-xs font-medium tracking-wide text-muted-foreground uppercase sm:basis-auto">{TRACKING_TITLE}</span>
      <Option id="track-opens" label={TRACKING_READ_RECEIPT} tip={TRACKING_READ_RECEIPT_TOOLTIP} checked={value.opens} onChange={(opens) => onChange({ ...value, opens })} />
      <Option id="track-clicks" label={TRACKING_LINKS} tip={TRACKING_LINKS_TOOLTIP} checked={value.clicks} onChange={(clicks) => onChange({ ...value, clicks })} />
    </section>
  );
}
