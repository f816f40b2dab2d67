import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, INTRODUCTION, INVOICE_OVERDUE, MEETING_REQUEST, NEWSLETTER, NOW, THREE_QUESTIONS, URGENT_WEDNESDAY, makeEmail } from './fixtures';
import { smartReplies, smartReplyLabel } from './smart-replies';

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

  it('offers no meeting when the email mentions a call only in passing, and accepts what it asks instead', () => {
    const passing = makeEmail({
      from: 'Ines <ines@tallyforge.example>',
      subject: 'Order form',
      body: "Hey Declan,\n\nSwap in the clause from the attached doc before the order form goes out. Shout if they push back on the cap and I'll jump on a call with their counsel.\n\nInes",
    });
    const r = replies(passing);
    expect(r.join(' ')).not.toMatch(/glad to meet|calendar|another time/);
    expect(r[0]).toMatch(/^Sure, I'll swap in the clause/);
  });

  it('apologises to an unhappy customer and mentions the refund', () => {
    const r = replies(ANGRY_CUSTOMER);
    expect(r[0]).toMatch(/sorry/i);
    expect(r.join(' ')).toContain('refund');
  });

  it('accepts the first request, with its deadline', () => {
    expect(replies(THREE_QUESTIONS)[0]).toBe("Sure, I'll send my answers by Friday.");
    expect(replies(URGENT_WEDNESDAY)[0]).toBe("Sure, I'll renew it by Wednesday.");
  });

  it('offers to pay an overdue invoice, with an apology', () => {
    expect(replies(INVOICE_OVERDUE)[0]).toBe("Apologies for the delay, I'll arrange payment immediately.");
  });

  it('welcomes an introduction', () => {
    expect(replies(INTRODUCTION)[0]).toMatch(/introduction/i);
  });
});

describe('smartReplyLabel', () => {
  it('keeps 50 characters and cuts longer replies to 47 plus an ellipsis', () => {
    const fifty = 'x'.repeat(50);
    expect(smartReplyLabel(fifty)).toBe(fifty);
    expect(smartReplyLabel(`${fifty}y`)).toBe(`${'x'.repeat(47)}...`);
  });
});
