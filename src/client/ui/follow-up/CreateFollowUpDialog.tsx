import { useState, type FormEvent } from 'react';
import { addDays, startOfDay } from 'date-fns';
import { canCreateFollowUp, DEFAULT_FOLLOW_UP_PRIORITY, FOLLOW_UP_PRIORITIES, isFollowUpRecipient, type FollowUpPriority } from '../../../core/schedule/rules';
import { SET_FOLLOW_UP_DESCRIPTION, SET_FOLLOW_UP_TITLE, TOAST_FOLLOW_UP_CREATE_FAILED } from '../../../core/schedule/texts';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { FieldError, fieldErrorId, Input } from '../input';
import { Label } from '../label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select';
import { Spinner } from '../spinner';
import { Textarea } from '../textarea';
import { toast } from '../use-toast';
import { DatePicker } from './DatePicker';
import { dueInstant } from './due-date';
import {
  CANCEL,
  CREATE_FOLLOW_UP,
  FIELD_DATE,
  FIELD_NOTES,
  FIELD_PRIORITY,
  FIELD_RECIPIENT,
  FIELD_SUBJECT,
  NOTES_PLACEHOLDER,
  PRIORITY_LABELS,
  RECIPIENT_INVALID,
  RECIPIENT_PLACEHOLDER,
  SET_FOLLOW_UP_DESCRIPTION_STANDALONE,
  TOAST_FOLLOW_UP_CREATED,
} from './texts';
import { useFollowUpMutations, type FollowUp } from '../../api/follow-ups';

export interface CreateFollowUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled from the email (editable). */
  subject?: string;
  /** Prefilled from the email: an address or "Name <address>" (editable). */
  recipient?: string;
  /** Our message id of the email, so a reply in its thread completes the reminder by itself. */
  emailId?: string;
  /** Opened on its own (the Follow-Ups page), not for an email being written or read. */
  standalone?: boolean;
  onCreated?: (followUp: FollowUp) => void;
}

/**
 * "Set Follow-Up Reminder": Subject, Recipient, Follow-Up Date (default
 * tomorrow: a reminder set for today fell due, and overdue, the moment it was
 * made), Priority (default medium) and Notes. Create Follow-Up stays
 * disabled until a date, a subject and a recipient are set.
 */
export function CreateFollowUpDialog({ open, onOpenChange, ...rest }: CreateFollowUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {/* Mounted per opening, so each one starts from the email's values and tomorrow. */}
        {open && <CreateFollowUpForm onClose={() => onOpenChange(false)} {...rest} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateFollowUpForm({
  subject: initialSubject = '',
  recipient: initialRecipient = '',
  emailId,
  standalone = false,
  onCreated,
  onClose,
}: Omit<CreateFollowUpDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { create } = useFollowUpMutations();
  const [subject, setSubject] = useState(initialSubject);
  const [recipient, setRecipient] = useState(initialRecipient);
  const [day, setDay] = useState<Date | undefined>(() => startOfDay(addDays(new Date(), 1)));
  const [priority, setPriority] = useState<FollowUpPriority>(DEFAULT_FOLLOW_UP_PRIORITY);
  const [notes, setNotes] = useState('');
  const ready = canCreateFollowUp({ dueDate: day, subject, recipient });
  const badRecipient = recipient.trim() !== '' && !isFollowUpRecipient(recipient);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !day) return;
    try {
      const created = await create.mutateAsync({
        subject: subject.trim(),
        recipient: recipient.trim(),
        dueDate: dueInstant(day, new Date()),
        priority,
        notes: notes.trim() || undefined,
        emailId,
      });
      toast({ title: TOAST_FOLLOW_UP_CREATED.title });
      onCreated?.(created);
      onClose();
    } catch {
      toast({ ...TOAST_FOLLOW_UP_CREATE_FAILED, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{SET_FOLLOW_UP_TITLE}</DialogTitle>
        <DialogDescription>{standalone ? SET_FOLLOW_UP_DESCRIPTION_STANDALONE : SET_FOLLOW_UP_DESCRIPTION}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="follow-up-subject">{FIELD_SUBJECT}</Label>
        <Input id="follow-up-subject" value={subject} maxLength={1000} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="follow-up-recipient">{FIELD_RECIPIENT}</Label>
        <Input
          id="follow-up-recipient"
          value={recipient}
          maxLength={500}
          placeholder={RECIPIENT_PLACEHOLDER}
          onChange={(e) => setRecipient(e.target.value)}
          aria-invalid={badRecipient}
          aria-describedby={badRecipient ? fieldErrorId('follow-up-recipient') : undefined}
        />
        {badRecipient && <FieldError fieldId="follow-up-recipient">{RECIPIENT_INVALID}</FieldError>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="follow-up-date">{FIELD_DATE}</Label>
          {/* A reminder is for later: days already gone cannot be picked. */}
          <DatePicker id="follow-up-date" value={day} onChange={setDay} disabled={(d) => startOfDay(d) < startOfDay(new Date())} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="follow-up-priority">{FIELD_PRIORITY}</Label>
          <Select value={priority} onValueChange={(value) => setPriority(value as FollowUpPriority)}>
            <SelectTrigger id="follow-up-priority" className="h-9">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FOLLOW_UP_PRIORITIES.map((p) => (
                <SelectItem key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="follow-up-notes">{FIELD_NOTES}</Label>
        <Textarea id="follow-up-notes" value={notes} maxLength={10_000} placeholder={NOTES_PLACEHOLDER} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {CANCEL}
        </Button>
        <Button type="submit" disabled={!ready || create.isPending}>
          {create.isPending && <Spinner />}
          {CREATE_FOLLOW_UP}
        </Button>
      </DialogFooter>
    </form>
  );
}
