import { describe, expect, it } from 'vitest';
import { findDeadlines, formatDay, isPriorityDeadline } from './deadlines';
import { NOW } from './fixtures';

describe('findDeadlines', () => {
  it('resolves weekday deadlines against the given now', () => {
    expect(findDeadlines(['Please send it by Friday.'], NOW)).toEqual([{ text: 'by Friday', date: '2026-03-06T12:00:00.000Z', isPriority: false }]);
    expect(findDeadlines(['Please send it by Friday.'], new Date('2026-03-04T09:00:00Z'))[0]?.isPriority).toBe(true);
  });

  it('resolves a past due date into the past when the sentence is in the past tense', () => {
    const [d] = findDeadlines(['The invoice was due on February 20.'], NOW);
    expect(d?.date).toBe('2026-02-20T12:00:00.000Z');
    expect(d?.isPriority).toBe(true);
  });

  it('understands end of day and end of week', () => {
    expect(findDeadlines(['I need this by end of day.'], NOW)[0]?.date).toBe('2026-03-02T17:00:00.000Z');
    expect(findDeadlines(['Please finish it by end of week.'], NOW)[0]?.date).toBe('2026-03-06T17:00:00.000Z');
  });

  it('ignores dates that are not deadlines', () => {
    expect(findDeadlines(['We met on Tuesday and it went well.'], NOW)).toEqual([]);
    expect(findDeadlines(['The account is now closed.'], NOW)).toEqual([]);
  });
});

describe('isPriorityDeadline', () => {
  it('is true up to exactly 3 days after now and false after', () => {
    expect(isPriorityDeadline(new Date(NOW.getTime() + 3 * 86_400_000), NOW)).toBe(true);
    expect(isPriorityDeadline(new Date(NOW.getTime() + 3 * 86_400_000 + 60_000), NOW)).toBe(false);
  });
});

describe('formatDay', () => {
  it('formats in UTC with English names', () => {
    expect(formatDay('2026-03-06T12:00:00.000Z')).toBe('Friday, March 6');
  });
});
