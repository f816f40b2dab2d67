import { CheckCircle2, Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  CONFIDENCE_THRESHOLD_MAX, CONFIDENCE_THRESHOLD_MIN, CONFIDENCE_THRESHOLD_STEP, readAiSettings, writeAiSettings, type AiSettings,
} from '../../lib/ai-settings';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { Separator } from '../../ui/separator';
import { Slider } from '../../ui/slider';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/use-toast';
import { AiModelCard } from './AiModelCard';
import { AiStatsPanel } from './AiStatsPanel';
import {
  AI_CARD_DESCRIPTION, AI_CARD_TITLE, AI_FEATURES, BUTTON_SAVE, FEATURES_TITLE, HEADING_ADVANCED, HINT_AUTO_GENERATE, HINT_CACHE,
  HINT_ENABLE_AI, HINT_FEEDBACK, HINT_THRESHOLD, LABEL_AUTO_GENERATE, LABEL_CACHE, LABEL_ENABLE_AI, LABEL_FEEDBACK, LABEL_THRESHOLD,
  TOAST_SETTINGS_SAVE_FAILED, TOAST_SETTINGS_SAVED,
} from './texts';

function ToggleRow({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground" id={`${id}-hint`}>{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** The working Settings tab: a draft of the AI settings, applied to localStorage by Save Settings. */
export function AiSettingsTab() {
  const [draft, setDraft] = useState<AiSettings>(readAiSettings);
  const set = <K extends keyof AiSettings>(key: K) => (value: AiSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = () => {
    try {
      writeAiSettings(draft);
      toast({ ...TOAST_SETTINGS_SAVED });
    } catch (err) {
      console.error('saving AI settings failed', err);
      toast({ ...TOAST_SETTINGS_SAVE_FAILED, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>{AI_CARD_TITLE}</CardTitle>
            <CardDescription>{AI_CARD_DESCRIPTION}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 px-4 sm:px-6">
            <div className="grid gap-5">
              <ToggleRow id="ai-enabled" label={LABEL_ENABLE_AI} hint={HINT_ENABLE_AI} checked={draft.enabled} onChange={set('enabled')} />
              {draft.enabled && (
                <ToggleRow id="ai-auto-generate" label={LABEL_AUTO_GENERATE} hint={HINT_AUTO_GENERATE} checked={draft.autoGenerate} onChange={set('autoGenerate')} />
              )}
            </div>
            {draft.enabled && (
              <>
                <Separator />
                <Section title={HEADING_ADVANCED}>
                  <ToggleRow id="ai-cache" label={LABEL_CACHE} hint={HINT_CACHE} checked={draft.cacheEnabled} onChange={set('cacheEnabled')} />
                  <ToggleRow id="ai-feedback" label={LABEL_FEEDBACK} hint={HINT_FEEDBACK} checked={draft.loggingEnabled} onChange={set('loggingEnabled')} />
                  <div className="grid gap-3">
                    <div className="flex items-center justify-between gap-4">
                      <Label id="ai-threshold-label">{LABEL_THRESHOLD}</Label>
                      <span className="text-sm font-semibold tabular-nums" data-testid="threshold-value">{draft.confidenceThreshold}%</span>
                    </div>
                    <Slider
                      aria-labelledby="ai-threshold-label"
                      min={CONFIDENCE_THRESHOLD_MIN}
                      max={CONFIDENCE_THRESHOLD_MAX}
                      step={CONFIDENCE_THRESHOLD_STEP}
                      value={draft.confidenceThreshold}
                      onValueChange={set('confidenceThreshold')}
                    />
                    <p className="text-sm text-muted-foreground">{HINT_THRESHOLD}</p>
                  </div>
                </Section>
              </>
            )}
            <Separator />
            <AiStatsPanel />
          </CardContent>
          <CardFooter className="justify-end border-t px-4 pt-6 sm:px-6">
            <Button type="button" onClick={save} className="w-full sm:w-auto">
              <Save className="size-4" aria-hidden="true" />
              {BUTTON_SAVE}
            </Button>
          </CardFooter>
        </Card>
        <AiModelCard />
      </div>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{FEATURES_TITLE}</CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ul className="grid gap-2.5 text-sm">
            {AI_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
