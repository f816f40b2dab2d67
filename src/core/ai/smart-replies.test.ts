import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, INTRODUCTION, INVOICE_OVERDUE, MEETING_REQUEST, NEWSLETTER, NOW, THREE_QUESTIONS } from './fixtures';
import { smartReplies } from './smart-replies';

const replies = (email: string) => smartReplies(email, { now: NOW }).replies;

describe('smartReplies', () => {
  it('returns exactly 3 distinct, complete sentences for every kind of email', () => {
    for (const email of [MEETING_REQUEST, INVOICE_OVERDUE, ANGRY_CUSTOMER, NEWSLETTER, INTRODUCTION, THREE_QUESTIONS, 'ok']) {
      const r = replies(email);
      expect(r).toHaveLength(3);
      expect(new Set(r).size).toBe(3);
      for (const reply of r) expect(reply).toMatch(/^[A-Z].*[.!?]$/);
    }
  });

  it('accepts the proposed meeting time', () => {
    expect(replies(MEETING_REQUEST)[0]).toBe('Yes, I am available on Thursday at 2pm for about an hour.');
  });

  it('apologises to an unhappy customer and mentions the refund', () => {
    const r = replies(ANGRY_CUSTOMER);
    expect(r[0]).toMatch(/sorry/i);
    expect(r.join(' ')).toContain('refund');
  });

  it('mentions the deadline of a request', () => {
    expect(replies(THREE_QUESTIONS)[0]).toContain('by Friday, March 6');
  });

  it('welcomes an introduction', () => {
    expect(replies(INTRODUCTION)[0]).toMatch(/introduction/i);
  });
});
