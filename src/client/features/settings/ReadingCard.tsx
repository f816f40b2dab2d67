import { usePreferences, useUpdatePreferences } from '../../api/preferences';
import { errorMessage } from '../../api/errors';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/use-toast';
import { HINT_MARK_READ, LABEL_MARK_READ, READING_DESCRIPTION, READING_TITLE, TOAST_PREFERENCE_FAILED } from './texts';

/** Settings › Email › Reading: how opening mail behaves. */
export function ReadingCard() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{READING_TITLE}</CardTitle>
        <CardDescription>{READING_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div className="flex items-start justify-between gap-4">
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
            onCheckedChange={(markReadOnOpen) =>
              update.mutate({ markReadOnOpen }, { onError: (err) => toast({ title: TOAST_PREFERENCE_FAILED, description: errorMessage(err), variant: 'destructive' }) })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
