import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { LABEL_EMAIL_CONTENT, PLACEHOLDER_EMAIL } from './texts';

/** The pasted email and its action button: disabled while the box is empty or a request is pending. */
export function EmailInput({
  id,
  value,
  onChange,
  onSubmit,
  pending,
  action,
  icon,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  action: string;
  icon: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <Label htmlFor={id}>{LABEL_EMAIL_CONTENT}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={PLACEHOLDER_EMAIL}
        className="min-h-48 font-mono text-[13px] leading-relaxed sm:min-h-56"
        spellCheck={false}
      />
      <div>
        <Button type="submit" disabled={value.length === 0 || pending} className="w-full sm:w-auto">
          {pending ? <Spinner className="size-4" /> : icon}
          {action}
        </Button>
      </div>
    </form>
  );
}
