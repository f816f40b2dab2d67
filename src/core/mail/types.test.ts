import { describe, expect, it } from 'vitest';
import {
  categoryFromLabels,
  displayDate,
  displaySender,
  displaySubject,
  isMailTab,
  toIsoDate,
  unreadableMailItem,
} from './types';

describe('display defaults', () => {
  it('uses the spec defaults for missing subject, sender and date', () => {
    expect(displaySubject('  ')).toBe('(No subject)');
    expect(displaySender(null)).toBe('Unknown sender');
    expect(displayDate(null)).toBe('Unknown date');
    expect(displayDate('not a date')).toBe('Unknown date');
  });

  it('prefers the sender name, then the address', () => {
    expect(displaySender({ name: 'Ann', email: 'a@x.io' })).toBe('Ann');
    expect(displaySender({ name: '', email: 'a@x.io' })).toBe('a@x.io');
  });

  it('shows a short month and day', () => {
    expect(displayDate('2026-03-07T10:00:00Z')).toBe('Mar 7');
  });
});

describe('toIsoDate', () => {
  it('parses an RFC 5322 date header', () => {
    expect(toIsoDate('Tue, 1 Jul 2025 10:00:00 +0200')).toBe('2025-07-01T08:00:00.000Z');
    expect(toIsoDate('garbage')).toBeNull();
  });
});

describe('unreadableMailItem', () => {
  it('shows the spec texts for an unreadable item', () => {
    expect(unreadableMailItem('m1', 'a1')).toMatchObject({ id: 'm1', subject: 'Error loading email', sender: 'Unknown' });
  });
});

describe('categoryFromLabels', () => {
  it('puts own mail in sent/drafts and Gmail tabs in social/promotions', () => {
    expect(categoryFromLabels(['SENT', 'CATEGORY_SOCIAL'])).toBe('sent');
    expect(categoryFromLabels(['DRAFT'])).toBe('drafts');
    expect(categoryFromLabels(['INBOX', 'CATEGORY_PROMOTIONS'])).toBe('promotions');
    expect(categoryFromLabels(['INBOX'])).toBe('primary');
  });
});

describe('isMailTab', () => {
  it('accepts the six tabs only', () => {
    expect(isMailTab('archived')).toBe(true);
    expect(isMailTab('spam')).toBe(false);
  });
});
