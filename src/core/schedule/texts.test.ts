import { describe, expect, it } from 'vitest';
import { toastFollowUpSnoozed, TOAST_SCHEDULED_CANCELED, TOAST_SCHEDULING_FAILED } from './texts';

describe('schedule texts', () => {
  it('keeps the spec wording of the scheduled toasts', () => {
    expect(TOAST_SCHEDULED_CANCELED).toEqual({ title: 'Email canceled', description: 'The scheduled email has been canceled.' });
    expect(TOAST_SCHEDULING_FAILED).toEqual({
      title: 'Scheduling failed',
      description: 'There was an error scheduling your email',
    });
  });

  it('shows the new date when a follow-up is snoozed', () => {
    expect(toastFollowUpSnoozed('Mar 6, 2026')).toEqual({ title: 'Follow-up snoozed', description: 'Mar 6, 2026' });
  });
});
