import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, INVOICE_OVERDUE, NEWSLETTER, NOW, THREE_QUESTIONS, URGENT_WEDNESDAY, makeEmail } from './fixtures';
import { prioritize } from './prioritize';

const rate = (email: string) => prioritize(email, { now: NOW });

describe('prioritize', () => {
  it('rates urgent wording High and names it', () => {
    const r = rate(INVOICE_OVERDUE);
    expect(r.priority).toBe('High');
    expect(r.justification).toMatch(/^High priority: .*urgent wording/);
  });

  it('rates a deadline within 3 days High and names the date', () => {
    const r = rate(URGENT_WEDNESDAY);
    expect(r.priority).toBe('High');
    expect(r.justification).toContain('deadline within 3 days (by Wednesday, March 4)');
  });

  it('names the day of a near deadline once, whichever of its parts the email wrote', () => {
    const dated = (when: string) => rate(makeEmail({ body: `Please send the signed form ${when}.` })).justification;
    expect(dated('by 4 March')).toContain('deadline within 3 days (by 4 March, Wednesday)');
    expect(dated('by Wednesday 4th March')).toContain('deadline within 3 days (by Wednesday 4th March)');
    expect(dated('by Wed 4 Mar')).toMatch(/deadline within 3 days \(by Wed 4 Mar\.?\);/);
    expect(dated('tomorrow')).toContain('deadline within 3 days (tomorrow, Tuesday, March 3)');
  });

  it('rates a request with questions and a later deadline Medium and lists the reasons', () => {
    const r = rate(THREE_QUESTIONS);
    expect(r.priority).toBe('Medium');
    expect(r.justification).toContain('3 questions to answer');
    expect(r.justification).toContain('Friday, March 6');
  });

  it('rates a newsletter Low', () => {
    const r = rate(NEWSLETTER);
    expect(r.priority).toBe('Low');
    expect(r.justification).toContain('newsletter');
  });

  it('rates a newsletter that asks its reader to choose Medium, and one that only teases Low', () => {
    const bulletin = (ask: string) =>
      makeEmail({ from: 'Weir Frogs <news@weirfrogs.org>', body: `Our frogs had a busy autumn on the weir. ${ask}\n\nTo stop receiving this newsletter, unsubscribe here.` });
    expect(rate(bulletin('Which photo should go on the calendar, A or B? Reply with your pick.')).priority).toBe('Medium');
    expect(rate(bulletin('Ready for some frog news? Why wait for spring to visit?')).priority).toBe('Low');
  });

  it('counts negative sentiment as a reason', () => {
    expect(rate(ANGRY_CUSTOMER).justification).toContain('negative sentiment');
  });
});
