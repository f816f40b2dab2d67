import { describe, expect, it } from 'vitest';
import {
  canCreateFollowUp,
  followUpDueNotice,
  formatFollowUpDate,
  formatScheduleButton,
  formatScheduledFor,
  isDayDisabled,
  isFollowUpDue,
  isFollowUpOverdue,
  isSnoozeDayDisabled,
  isWithinScheduleWindow,
  validateSchedule,
  type FollowUpLike,
} from './rules';
import { SCHEDULE_IN_PAST_ERROR } from './texts';

const now = new Date(2026, 2, 5, 12, 0); // Mar 5 2026, 12:00 local

const makeFollowUp = (over: Partial<FollowUpLike> = {}): FollowUpLike => ({
  status: 'pending',
  dueDate: new Date(2026, 2, 6, 9, 0),
  ...over,
});

describe('validateSchedule', () => {
  it('accepts a future day and slot and returns the instant', () => {
    expect(validateSchedule({ date: new Date(2026, 2, 5), time: '12:30', now })).toEqual({
      ok: true,
      at: new Date(2026, 2, 5, 12, 30),
    });
  });

  it('refuses a schedule time in the past', () => {
    expect(validateSchedule({ date: new Date(2026, 2, 5), time: '11:30', now })).toEqual({
      ok: false,
      error: 'Cannot schedule an email in the past. Please select a future date and time.',
    });
  });

  it('refuses a time equal to now', () => {
    expect(validateSchedule({ date: new Date(2026, 2, 5), time: '12:00', now }).ok).toBe(false);
  });

  it('refuses a selection missing the date or the time with the same text', () => {
    expect(validateSchedule({ date: null, time: '12:30', now })).toEqual({ ok: false, error: SCHEDULE_IN_PAST_ERROR });
    expect(validateSchedule({ date: new Date(2026, 2, 6), time: '', now })).toEqual({
      ok: false,
      error: SCHEDULE_IN_PAST_ERROR,
    });
  });

  it('applies a named time zone', () => {
    const utcNow = new Date('2026-03-05T12:00:00Z');
    expect(validateSchedule({ date: '2026-03-05', time: '13:00', now: utcNow, timeZone: 'Europe/Paris' }).ok).toBe(false);
    expect(validateSchedule({ date: '2026-03-05', time: '14:00', now: utcNow, timeZone: 'Europe/Paris' })).toEqual({
      ok: true,
      at: new Date('2026-03-05T13:00:00Z'),
    });
  });
});

describe('isDayDisabled', () => {
  it('disables days before today but not today', () => {
    expect(isDayDisabled(new Date(2026, 2, 4), now)).toBe(true);
    expect(isDayDisabled(new Date(2026, 2, 5), now)).toBe(false);
  });

  it('allows up to three months ahead and disables the day after', () => {
    expect(isDayDisabled(new Date(2026, 5, 5), now)).toBe(false);
    expect(isDayDisabled(new Date(2026, 5, 6), now)).toBe(true);
  });
});

describe('isWithinScheduleWindow', () => {
  it('accepts a future instant inside the window and refuses past or too-far ones', () => {
    expect(isWithinScheduleWindow(new Date(2026, 2, 5, 12, 1), now)).toBe(true);
    expect(isWithinScheduleWindow(new Date(2026, 2, 5, 11, 59), now)).toBe(false);
    expect(isWithinScheduleWindow(new Date(2026, 5, 5, 23, 30), now)).toBe(true);
    expect(isWithinScheduleWindow(new Date(2026, 5, 6, 8, 0), now)).toBe(false);
  });
});

describe('formats', () => {
  const at = new Date(2026, 2, 5, 14, 30);

  it('formats the schedule button as MMM d at HH:mm', () => {
    expect(formatScheduleButton(at)).toBe('Mar 5 at 14:30');
  });

  it('formats the scheduled list time with a 12-hour clock', () => {
    expect(formatScheduledFor(at)).toBe('Mar 5, 2026 at 2:30 PM');
  });

  it('formats a follow-up due date', () => {
    expect(formatFollowUpDate(at)).toBe('Mar 5, 2026');
  });
});

describe('follow-up states', () => {
  it('is overdue only when pending and past due', () => {
    const past = new Date(2026, 2, 4);
    expect(isFollowUpOverdue(makeFollowUp({ dueDate: past }), now)).toBe(true);
    expect(isFollowUpOverdue(makeFollowUp({ dueDate: past, status: 'snoozed' }), now)).toBe(false);
    expect(isFollowUpOverdue(makeFollowUp({ dueDate: past, status: 'completed' }), now)).toBe(false);
    expect(isFollowUpOverdue(makeFollowUp(), now)).toBe(false);
  });

  it('is due when pending and due at or before now', () => {
    expect(isFollowUpDue(makeFollowUp({ dueDate: now }), now)).toBe(true);
    expect(isFollowUpDue(makeFollowUp({ dueDate: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(isFollowUpDue(makeFollowUp({ dueDate: now, status: 'completed' }), now)).toBe(false);
  });

  it('disables snooze days before yesterday', () => {
    expect(isSnoozeDayDisabled(new Date(2026, 2, 3), now)).toBe(true);
    expect(isSnoozeDayDisabled(new Date(2026, 2, 4), now)).toBe(false);
    expect(isSnoozeDayDisabled(new Date(2026, 2, 10), now)).toBe(false);
  });

  it('enables Create Follow-Up only with a date, a subject and a recipient', () => {
    expect(canCreateFollowUp({ dueDate: now, subject: 'Hi', recipient: 'a@b.c' })).toBe(true);
    expect(canCreateFollowUp({ dueDate: null, subject: 'Hi', recipient: 'a@b.c' })).toBe(false);
    expect(canCreateFollowUp({ dueDate: now, subject: ' ', recipient: 'a@b.c' })).toBe(false);
    expect(canCreateFollowUp({ dueDate: now, subject: 'Hi', recipient: '' })).toBe(false);
  });

  it('takes one address as the recipient, named or not', () => {
    expect(canCreateFollowUp({ dueDate: now, subject: 'Hi', recipient: 'Ana <ana@example.com>' })).toBe(true);
    expect(canCreateFollowUp({ dueDate: now, subject: 'Hi', recipient: '"Doe, Jane" <jane@example.com>' })).toBe(true);
    for (const recipient of ['not-an-email', 'ana@', 'ana@example.com, bo@example.com', 'Ana']) {
      expect(canCreateFollowUp({ dueDate: now, subject: 'Hi', recipient })).toBe(false);
    }
  });
});

describe('followUpDueNotice', () => {
  it('names the subject and recipient of a single due follow-up', () => {
    expect(followUpDueNotice([{ subject: 'Invoice', recipient: 'ana@example.com' }])).toEqual({
      title: 'Follow-up Due',
      body: 'Follow-up "Invoice" with ana@example.com is due.',
    });
  });

  it('counts several due follow-ups', () => {
    const due = [1, 2, 3].map((i) => ({ subject: `S${i}`, recipient: 'x@y.z' }));
    expect(followUpDueNotice(due)).toEqual({
      title: 'Follow-ups Due',
      body: 'You have 3 follow-ups that require your attention.',
    });
  });

  it('gives no notice when nothing is due', () => {
    expect(followUpDueNotice([])).toBeNull();
  });
});
