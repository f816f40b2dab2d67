import { useRef, useState } from 'react';
import { AlarmClock, Check, Reply, Trash2 } from 'lucide-react';
import { formatFollowUpDate, isSnoozeDayDisabled } from '../../../core/schedule/rules';
import { Button } from '../../ui/button';
import { Calendar } from '../../ui/calendar';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import { FollowUpPriorityBadge, FollowUpStatusBadge } from './badges';
import {
  ACTION_DELETE,
  ACTION_MARK_COMPLETE,
  ACTION_REPLY,
  ACTION_SNOOZE,
  COLUMN_DUE,
  COLUMN_PRIORITY,
  COLUMN_RECIPIENT,
  COLUMN_STATUS,
  DETAIL_CREATED,
  DETAIL_NO_NOTES,
  DETAIL_NOTES,
  DETAIL_TITLE,
} from './texts';
import type { FollowUp } from '../../api/follow-ups';

/** One follow-up in full, with Delete, Snooze (calendar), Mark as Complete and Reply. */
export function FollowUpDetailDialog({
  followUp,
  now,
  onOpenChange,
  onDelete,
  onSnooze,
  onComplete,
  onReply,
}: {
  followUp: FollowUp | undefined;
  now: Date;
  onOpenChange: (open: boolean) => void;
  onDelete: (f: FollowUp) => void;
  onSnooze: (f: FollowUp, day: Date) => void;
  onComplete: (f: FollowUp) => void;
  onReply: (f: FollowUp) => void;
}) {
  const [snoozeOpen, setSnoozeOpen] = useState(false);
  const reply = useRef<HTMLButtonElement>(null);
  const f = followUp;
  return (
    <Dialog open={Boolean(f)} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        // Focus starts on Reply, not on Delete (the first button): an Enter pressed on the way in must not delete.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          reply.current?.focus();
        }}
      >
        {f && (
          <>
            <DialogHeader>
              <DialogTitle>{DETAIL_TITLE}</DialogTitle>
              <DialogDescription className="break-words">{f.subject}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
              <dt className="text-muted-foreground">{COLUMN_RECIPIENT}</dt>
              <dd className="break-words">{f.recipient}</dd>
              <dt className="text-muted-foreground">{COLUMN_DUE}</dt>
              <dd>{formatFollowUpDate(new Date(f.dueDate))}</dd>
              <dt className="text-muted-foreground">{COLUMN_PRIORITY}</dt>
              <dd>
                <FollowUpPriorityBadge priority={f.priority} />
              </dd>
              <dt className="text-muted-foreground">{COLUMN_STATUS}</dt>
              <dd>
                <FollowUpStatusBadge followUp={f} now={now} />
              </dd>
              <dt className="text-muted-foreground">{DETAIL_CREATED}</dt>
              <dd>{formatFollowUpDate(new Date(f.createdAt))}</dd>
              <dt className="text-muted-foreground">{DETAIL_NOTES}</dt>
              <dd className={f.notes ? 'break-words whitespace-pre-line' : 'text-muted-foreground italic'}>{f.notes || DETAIL_NO_NOTES}</dd>
            </dl>
            <DialogFooter className="gap-2 sm:justify-between">
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => onDelete(f)}>
                <Trash2 />
                {ACTION_DELETE}
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Popover open={snoozeOpen} onOpenChange={setSnoozeOpen}>
                  <PopoverTrigger asChild>
                    <Button variant="outline" disabled={f.status === 'completed'}>
                      <AlarmClock />
                      {ACTION_SNOOZE}
                    </Button>
                  </PopoverTrigger>
                  <PopoverContent className="w-auto p-2" align="end">
                    <Calendar
                      mode="single"
                      selected={new Date(f.dueDate)}
                      defaultMonth={new Date(f.dueDate)}
                      disabled={(day) => isSnoozeDayDisabled(day, now)}
                      onSelect={(day) => {
                        if (!day) return;
                        setSnoozeOpen(false);
                        onSnooze(f, day);
                      }}
                      autoFocus
                    />
                  </PopoverContent>
                </Popover>
                <Button variant="outline" disabled={f.status === 'completed'} onClick={() => onComplete(f)}>
                  <Check />
                  {ACTION_MARK_COMPLETE}
                </Button>
                <Button ref={reply} onClick={() => onReply(f)}>
                  <Reply />
                  {ACTION_REPLY}
                </Button>
              </div>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
