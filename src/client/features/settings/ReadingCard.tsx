import type { ReactNode } from 'react';
import { usePreferences, useUpdatePreferences } from '../../api/preferences';
import { errorMessage } from '../../api/errors';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/use-toast';
import { DEFAULT_PREFERENCES, DENSITIES, READING_PANES, REPLY_POSITIONS, UNDO_SEND_SECONDS, type Preferences } from '../../../core/preferences/values';
import {
  DENSITY_NAMES, HINT_CONVERSATIONS, HINT_READING_PANE, LABEL_READING_PANE, READING_PANE_NAMES, HINT_DENSITY, HINT_ENDLESS_SCROLL, LABEL_CONVERSATIONS, LABEL_ENDLESS_SCROLL, HINT_MARK_READ, HINT_REPLY_POSITION, HINT_UNDO_SEND, LABEL_DENSITY, LABEL_MARK_READ, LABEL_REPLY_POSITION,
  LABEL_UNDO_SEND, READING_DESCRIPTION, READING_TITLE, REPLY_POSITION_NAMES, TOAST_PREFERENCE_FAILED, UNDO_SEND_NAMES,
} from './texts';

/** One setting: its label and hint on the left, its control on the right (below them on a phone). */
function SettingRow({ id, label, hint, stack = true, children }: { id: string; label: string; hint: string; stack?: boolean; children: ReactNode }) {
  return (
    <div className={stack ? 'flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4' : 'flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0'}>
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground" id={`${id}-hint`}>{hint}</p>
      </div>
      {children}
    </div>
  );
}

/** A choice among a setting's values, named for people. */
function ChoiceSetting<V extends string>({ id, value, values, names, disabled, onChange }: {
  id: string;
  value: V;
  values: readonly V[];
  names: Record<V, string>;
  disabled: boolean;
  onChange: (value: V) => void;
}) {
  return (
    <Select disabled={disabled} value={value} onValueChange={(v) => onChange(v as V)}>
      <SelectTrigger id={id} className="w-48" aria-describedby={`${id}-hint`}><SelectValue /></SelectTrigger>
      <SelectContent>
        {values.map((v) => <SelectItem key={v} value={v}>{names[v]}</SelectItem>)}
      </SelectContent>
    </Select>
  );
}

/** An on/off setting; its hint describes the switch. */
function SwitchSetting({ id, checked, disabled, onChange }: { id: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return <Switch id={id} className="mt-0.5" aria-describedby={`${id}-hint`} disabled={disabled} checked={checked} onCheckedChange={onChange} />;
}

/** Settings › Email › Reading: how the list looks, where replies start and how opening mail behaves. */
export function ReadingCard() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, { onError: (err) => toast({ title: TOAST_PREFERENCE_FAILED, description: errorMessage(err), variant: 'destructive' }) });
  const loading = !preferences.data;
  // Until they load, the controls show the defaults (disabled).
  const prefs = preferences.data ?? DEFAULT_PREFERENCES;
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{READING_TITLE}</CardTitle>
        <CardDescription>{READING_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y px-4 sm:px-6">
        <SettingRow id="reading-pane" label={LABEL_READING_PANE} hint={HINT_READING_PANE}>
          <ChoiceSetting
            id="reading-pane"
            value={prefs.readingPane}
            values={READING_PANES}
            names={READING_PANE_NAMES}
            disabled={loading}
            onChange={(readingPane) => save({ readingPane })}
          />
        </SettingRow>
        <SettingRow id="density" label={LABEL_DENSITY} hint={HINT_DENSITY}>
          <ChoiceSetting
            id="density"
            value={prefs.density}
            values={DENSITIES}
            names={DENSITY_NAMES}
            disabled={loading}
            onChange={(density) => save({ density })}
          />
        </SettingRow>
        <SettingRow id="endless-scroll" label={LABEL_ENDLESS_SCROLL} hint={HINT_ENDLESS_SCROLL} stack={false}>
          <SwitchSetting id="endless-scroll" disabled={loading} checked={prefs.endlessScroll} onChange={(endlessScroll) => save({ endlessScroll })} />
        </SettingRow>
        <SettingRow id="reply-position" label={LABEL_REPLY_POSITION} hint={HINT_REPLY_POSITION}>
          <ChoiceSetting
            id="reply-position"
            value={prefs.replyPosition}
            values={REPLY_POSITIONS}
            names={REPLY_POSITION_NAMES}
            disabled={loading}
            onChange={(replyPosition) => save({ replyPosition })}
          />
        </SettingRow>
        <SettingRow id="undo-send" label={LABEL_UNDO_SEND} hint={HINT_UNDO_SEND}>
          <ChoiceSetting
            id="undo-send"
            value={String(prefs.undoSendSeconds) as keyof typeof UNDO_SEND_NAMES}
            values={UNDO_SEND_SECONDS.map(String) as (keyof typeof UNDO_SEND_NAMES)[]}
            names={UNDO_SEND_NAMES}
            disabled={loading}
            onChange={(seconds) => save({ undoSendSeconds: Number(seconds) as Preferences['undoSendSeconds'] })}
          />
        </SettingRow>
        <SettingRow id="conversation-view" label={LABEL_CONVERSATIONS} hint={HINT_CONVERSATIONS} stack={false}>
          <SwitchSetting id="conversation-view" disabled={loading} checked={prefs.conversationView} onChange={(conversationView) => save({ conversationView })} />
        </SettingRow>
        <SettingRow id="mark-read-on-open" label={LABEL_MARK_READ} hint={HINT_MARK_READ} stack={false}>
          <SwitchSetting id="mark-read-on-open" disabled={loading} checked={prefs.markReadOnOpen} onChange={(markReadOnOpen) => save({ markReadOnOpen })} />
        </SettingRow>
      </CardContent>
    </Card>
  );
}
