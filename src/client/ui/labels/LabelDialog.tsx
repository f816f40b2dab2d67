/**
 * Make a label or change one: a name and a colour from the swatches. The
 * server decides whether the name is free; its answer (a 409 for a name the
 * user already has) shows under the field.
 */
import { useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { DEFAULT_LABEL_COLOR, LABEL_COLORS, LABEL_NAME_MAX, type LabelColor } from '../../../core/mail/label-limits';
import { errorMessage } from '../../api/errors';
import { useLabelMutations, type Label } from '../../api/labels';
import { cn } from '../../lib/utils';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { Input } from '../input';
import { Label as FieldLabel } from '../label';
import { Spinner } from '../spinner';
import { LABEL_DOT } from './colors';
import {
  CANCEL,
  COLOR_NAMES,
  CREATE,
  EDIT_LABEL,
  EDIT_LABEL_DESCRIPTION,
  FIELD_COLOR,
  FIELD_NAME,
  NAME_PLACEHOLDER,
  NEW_LABEL,
  NEW_LABEL_DESCRIPTION,
  SAVE,
} from './texts';

/** `label` given: edit it; else create one, and `onCreated` gets it (to put it on a message at once). */
export function LabelDialog({
  open,
  onOpenChange,
  label,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label?: Label;
  onCreated?: (label: Label) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="label-dialog">
        {/* The form mounts with each opening, so it starts from the label and without an old error. */}
        <LabelForm label={label} onCreated={onCreated} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LabelForm({ label, onCreated, onDone }: { label?: Label; onCreated?: (label: Label) => void; onDone: () => void }) {
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState<LabelColor>(label?.color ?? DEFAULT_LABEL_COLOR);
  const { create, update } = useLabelMutations();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || saving) return;
    if (label) {
      update.mutate({ id: label.id, name, color }, { onSuccess: onDone });
    } else {
      create.mutate(
        { name, color },
        {
          onSuccess: (made) => {
            onCreated?.(made);
            onDone();
          },
        },
      );
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{label ? EDIT_LABEL : NEW_LABEL}</DialogTitle>
        <DialogDescription>{label ? EDIT_LABEL_DESCRIPTION : NEW_LABEL_DESCRIPTION}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <FieldLabel htmlFor="label-name">{FIELD_NAME}</FieldLabel>
        <Input
          id="label-name"
          value={name}
          maxLength={LABEL_NAME_MAX}
          placeholder={NAME_PLACEHOLDER}
          autoComplete="off"
          autoFocus
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'label-name-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            create.reset();
            update.reset();
          }}
        />
        {failure && (
          <p id="label-name-error" role="alert" data-testid="label-error" className="text-sm text-destructive">
            {errorMessage(failure)}
          </p>
        )}
      </div>
      <fieldset className="grid gap-2.5">
        <legend className="mb-2.5 text-sm leading-none font-medium">{FIELD_COLOR}</legend>
        <div className="flex flex-wrap gap-2">
          {LABEL_COLORS.map((c) => (
            <label key={c} title={COLOR_NAMES[c]} className="relative cursor-pointer">
              <input
                type="radio"
                name="label-color"
                value={c}
                checked={color === c}
                onChange={() => setColor(c)}
                aria-label={COLOR_NAMES[c]}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full ring-offset-2 ring-offset-popover transition-shadow peer-checked:ring-2 peer-checked:ring-foreground/70 peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                  LABEL_DOT[c],
                )}
              >
                {color === c && <Check className="size-4 text-white drop-shadow-sm" />}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {CANCEL}
        </Button>
        <Button type="submit" disabled={saving || !name.trim()}>
          {saving && <Spinner />}
          {label ? SAVE : CREATE}
        </Button>
      </DialogFooter>
    </form>
  );
}
