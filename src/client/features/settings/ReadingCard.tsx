import { usePreferences, useUpdatePreferences } from '../../api/preferences';
import { errorMessage } from '../../api/errors';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/use-toast';
import { DENSITIES, REPLY_POSITIONS } from '../../../core/preferences/schemas';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import {
  DENSITY_NAMES, HINT_DENSITY, HINT_MARK_READ, HINT_REPLY_POSITION, LABEL_DENSITY, LABEL_MARK_READ, LABEL_REPLY_POSITION, READING_DESCRIPTION,
  READING_TITLE, REPLY_POSITION_NAMES, TOAST_PREFERENCE_FAILED,
} from './texts';

type Density = (typeof DENSITIES)[number];
type ReplyPosition = (typeof REPLY_POSITIONS)[number];

/** Settings › Email › Reading: how the list looks, where replies start and how opening mail behaves. */
export function ReadingCard() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, { onError: (err) => toast({ title: TOAST_PREFERENCE_FAILED, description: errorMessage(err), variant: 'destructive' }) });
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{READING_TITLE}</CardTitle>
        <CardDescription>{READING_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div className="flex flex-col gap-3 border-b pb-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="grid gap-1">
            <Label htmlFor="density">{LABEL_DENSITY}</Label>
            <p className="text-sm text-muted-foreground" id="density-hint">{HINT_DENSITY}</p>
          </div>
          <Select
            disabled={!preferences.data}
            value={preferences.data?.density ?? 'comfortable'}
            onValueChange={(density) => save({ density: density as Density })}
          >
            <SelectTrigger id="density" className="w-48" aria-describedby="density-hint"><SelectValue /></SelectTrigger>
            <SelectContent>
              {DENSITIES.map((d) => <SelectItem key={d} value={d}>{DENSITY_NAMES[d]}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-3 border-b py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="grid gap-1">
            <Label htmlFor="reply-position">{LABEL_REPLY_POSITION}</Label>
            <p className="text-sm text-muted-foreground" id="reply-position-hint">{HINT_REPLY_POSITION}</p>
          </div>
          <Select
            disabled={!preferences.data}
            value={preferences.data?.replyPosition ?? 'above'}
            onValueChange={(replyPosition) => save({ replyPosition: replyPosition as ReplyPosition })}
          >
            <SelectTrigger id="reply-position" className="w-48" aria-describedby="reply-position-hint"><SelectValue /></SelectTrigger>
            <SelectContent>
              {REPLY_POSITIONS.map((p) => <SelectItem key={p} value={p}>{REPLY_POSITION_NAMES[p]}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-start justify-between gap-4 pt-4">
          <div className="grid gap-1">
            <Label htmlFor="mark-read-on-open">{LABEL_MARK_READ}</Label>
            <p className="text-sm text-muted-foreground" id="mark-read-on-open-hint">{HINT_MARK_READ}</p>
          </div>
          <Switch
            id="mark-read-on-open"
            className="mt-0.5"
            aria-describedby="mark-read-on-open-hint"
            disabled={!preferences.data}
            checked={preferences.data?.markReadOnOpen ?? true}
            onCheckedChange={(markReadOnOpen) => save({ markReadOnOpen })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
