import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_UP_DUE_WINDOW_EVENT } from '../api/events';
import { NOTICE_BATCH_MS, onFollowUpDue } from './notifications';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: { title: string; body?: string }[] = [];
  constructor(title: string, options?: { body?: string }) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

describe('followupdue notices', () => {
  let windowEvents: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    FakeNotification.shown = [];
    FakeNotification.permission = 'granted';
    windowEvents = [];
    const target = new EventTarget();
    target.addEventListener(FOLLOW_UP_DUE_WINDOW_EVENT, (e) => windowEvents.push((e as CustomEvent).detail));
    vi.stubGlobal('window', target);
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows "Follow-up Due" naming the subject and recipient of a single due reminder', () => {
    onFollowUpDue({ id: 'a', subject: 'Contract', recipient: 'ana@example.com' });
    expect(windowEvents).toEqual([{ id: 'a', subject: 'Contract', recipient: 'ana@example.com' }]);
    vi.advanceTimersByTime(NOTICE_BATCH_MS);
    expect(FakeNotification.shown).toEqual([{ title: 'Follow-up Due', body: 'Follow-up "Contract" with ana@example.com is due.' }]);
  });

  it('gathers reminders falling due together into one "Follow-ups Due" notice', () => {
    onFollowUpDue({ id: 'a', subject: 'One', recipient: 'a@x.io' });
    onFollowUpDue({ id: 'b', subject: 'Two', recipient: 'b@x.io' });
    onFollowUpDue({ id: 'c', subject: 'Three', recipient: 'c@x.io' });
    expect(windowEvents).toHaveLength(3);
    vi.advanceTimersByTime(NOTICE_BATCH_MS);
    expect(FakeNotification.shown).toEqual([{ title: 'Follow-ups Due', body: 'You have 3 follow-ups that require your attention.' }]);
  });

  it('shows nothing without permission but still tells the open screens', () => {
    FakeNotification.permission = 'denied';
    onFollowUpDue({ id: 'a', subject: 'Quiet', recipient: 'q@x.io' });
    vi.advanceTimersByTime(NOTICE_BATCH_MS);
    expect(FakeNotification.shown).toEqual([]);
    expect(windowEvents).toHaveLength(1);
  });
});
