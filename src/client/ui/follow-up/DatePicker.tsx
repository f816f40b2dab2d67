import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { formatFollowUpDate } from '../../../core/schedule/rules';
import { cn } from '../../lib/utils';
import { Button } from '../button';
import { Calendar } from '../calendar';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { PICK_DATE } from './texts';

/** A button showing the chosen day ("MMM d, yyyy") that opens a month calendar. */
export function DatePicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value: Date | undefined;
  onChange: (day: Date | undefined) => void;
  disabled?: (day: Date) => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button id={id} type="button" variant="outline" className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground')}>
          <CalendarDays className="text-muted-foreground" />
          {value ? formatFollowUpDate(value) : PICK_DATE}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2" align="start">
        <Calendar
          mode="single"
          selected={value}
          defaultMonth={value}
          disabled={disabled}
          onSelect={(day) => {
            onChange(day);
            if (day) setOpen(false);
          }}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
