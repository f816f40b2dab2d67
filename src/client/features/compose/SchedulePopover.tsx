import { startOfDay } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatScheduleButton, isDayDisabled, validateSchedule } from '../../../core/schedule/rules';
import { SCHEDULE_SLOTS } from '../../../core/schedule/slots';
import { SCHEDULE_BUTTON_TEXT, SCHEDULE_POPOVER_TEXT, SCHEDULE_TIME_PLACEHOLDER } from '../../../core/schedule/texts';
import { Button } from '../../ui/button';
import { Calendar } from '../../ui/calendar';
import { Label } from '../../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { SCHEDULE_HEADING, SCHEDULE_HINT, SCHEDULE_TIME_LABEL } from './texts';

interface SchedulePopoverProps {
  disabled: boolean;
  busy: boolean;
  /** Called with a validated future instant; resolves false when scheduling failed. */
  onSchedule: (at: Date) => Promise<boolean>;
  /** The time already chosen (editing a scheduled email); the popover opens on it. Read at mount. */
  initialAt?: Date | null;
}

function timeOf(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/**
 * The half-hour slots, plus the scheduled time itself when it was set off the
 * grid (through the API or another client), so editing opens on it.
 */
function slotsWith(initialAt: Date | null): readonly string[] {
  const own = initialAt ? timeOf(initialAt) : null;
  return own && !SCHEDULE_SLOTS.includes(own) ? [...SCHEDULE_SLOTS, own].sort() : SCHEDULE_SLOTS;
}

/**
 * Schedule Send: a day (today to 3 months ahead) and one of the 32
 * half-hour slots. Today's slots already gone are not offered; a time that
 * passes while the popover is open is refused with a message in it.
 */
export function SchedulePopover({ disabled, busy, onSchedule, initialAt = null }: SchedulePopoverProps) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<Date | undefined>(() => (initialAt ? startOfDay(initialAt) : undefined));
  const [time, setTime] = useState<string>(() => (initialAt ? timeOf(initialAt) : ''));
  const [slots] = useState(() => slotsWith(initialAt));
  const [chosen, setChosen] = useState<Date | null>(initialAt);
  const [problem, setProblem] = useState<string | null>(null);
  const gone = (slot: string, on: Date | undefined) => Boolean(on) && !validateSchedule({ date: on!, time: slot, now: new Date() }).ok;
  const pickDay = (next: Date | undefined) => {
    setDay(next);
    setProblem(null);
    if (time && gone(time, next)) setTime('');
  };

  // Alt+S opens it, as the command palette and the shortcut help say (the code, not the key: Alt+S types "ß" on a Mac).
  const closed = disabled || busy;
  useEffect(() => {
    if (closed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && e.code === 'KeyS') {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closed]);

  async function schedule() {
    const result = validateSchedule({ date: day ?? null, time, now: new Date() });
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    setChosen(result.at);
    setOpen(false);
    if (!(await onSchedule(result.at))) setChosen(initialAt);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" disabled={closed} aria-keyshortcuts="Alt+S" title={SCHEDULE_HINT}>
          {busy ? <Spinner /> : <CalendarClock />}
          {chosen ? formatScheduleButton(chosen) : <span className="max-sm:sr-only">{SCHEDULE_BUTTON_TEXT}</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" side="top" className="w-auto p-4">
        <div className="grid gap-3">
          <div>
            <h3 className="text-sm font-semibold">{SCHEDULE_HEADING}</h3>
            <p className="text-xs text-muted-foreground">{SCHEDULE_POPOVER_TEXT}</p>
          </div>
          <Calendar mode="single" selected={day} onSelect={pickDay} {...(day ? { defaultMonth: day } : {})} disabled={(d) => isDayDisabled(d, new Date())} />
          <div className="grid gap-1.5">
            <Label htmlFor="schedule-time">{SCHEDULE_TIME_LABEL}</Label>
            <Select
              value={time}
              onValueChange={(value) => {
                setTime(value);
                setProblem(null);
              }}
            >
              <SelectTrigger id="schedule-time" aria-label={SCHEDULE_TIME_LABEL}>
                <SelectValue placeholder={SCHEDULE_TIME_PLACEHOLDER} />
              </SelectTrigger>
              <SelectContent className="max-h-64">
                {slots.map((slot) => (
                  <SelectItem key={slot} value={slot} disabled={gone(slot, day)}>
                    {slot}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {problem && (
            <p role="alert" className="max-w-64 text-xs text-destructive">
              {problem}
            </p>
          )}
          <Button type="button" onClick={() => void schedule()}>
            {SCHEDULE_BUTTON_TEXT}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
