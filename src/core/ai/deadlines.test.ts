import { describe, expect, it } from 'vitest';
import { findDeadlines, formatDay, isPriorityDeadline } from './deadlines';
import { NOW } from './fixtures';

describe('findDeadlines', () => {
  it('resolves weekday deadlines against the given now', () => {
    expect(findDeadlines(['Please send it by Friday.'], NOW)).toEqual([{ text: 'by Friday', date: '2026-03-06T12:00:00.000Z', isPriority: false }]);
    expect(findDeadlines(['Please send it by Friday.'], new Date('2026-03-04T09:00:00Z'))[0]?.isPriority).toBe(true);
  });

  it('takes no deadline from what the sender will do, an aside, a start date or an hour of an offered day', () => {
    const days = (sentence: string) => findDeadlines([sentence], NOW).map((d) => d.date.slice(0, 10));
    expect(days("I'll send an update tonight on whether we're back in tomorrow.")).toEqual([]);
    expect(days("Just to confirm, I'll be round on Monday 9 March between 8 and 9am.")).toEqual([]);
    expect(days('A new production of The Cherry Orchard, directed by Ama Osei-Bonsu, from 4 April.')).toEqual([]);
    expect(days('If not, Wednesday 11 March at any time before noon would also suit me.')).toEqual([]);
    // Still the reader's: a request after the sender's promise, a time alone after "by", and "please confirm by".
    expect(days("I'll send the forms today, and you must return them by Friday.")).toEqual(['2026-03-06']);
    expect(days('Please reply before noon.')).toEqual(['2026-03-02']);
    expect(days('Please confirm by Friday.')).toEqual(['2026-03-06']);
  });

  it('takes no deadline from a day placed a length of time before another, nor from when something should reach the reader', () => {
    const days = (sentence: string) => findDeadlines([sentence], NOW).map((d) => d.date.slice(0, 10));
    expect(days('Priority booking opens on Monday 2 March, one week before tickets go on general sale on Monday 9 March.')).toEqual([]);
    expect(days('We will all meet the night before the wedding on Saturday 14 March.')).toEqual([]);
    expect(days('Your parcel should arrive by Friday.')).toEqual([]);
    expect(days('The refund will be credited by 12 March.')).toEqual([]);
    expect(days('The site is expected to be back before noon on Tuesday.')).toEqual([]);
    // Still deadlines: what the reader must do before a day, or must have returned by one.
    expect(days('Please book your seat before Monday 9 March.')).toEqual(['2026-03-09']);
    expect(days('The form should be returned by Friday.')).toEqual(['2026-03-06']);
    expect(days('Please make sure it will be delivered by Friday.')).toEqual(['2026-03-06']);
    expect(days('All entries should arrive by Friday.')).toEqual(['2026-03-06']);
    expect(days('The draft should be ready by Thursday 12 March at the latest.')).toEqual(['2026-03-12']);
  });

  it('counts an asked deadline back from the day it is set against, in its own words', () => {
    expect(findDeadlines(['Please return the consent form one week before the trip on Monday 16 March.'], NOW)).toEqual([
      { text: 'one week before the trip on Monday 16 March', date: '2026-03-09T12:00:00.000Z', isPriority: false },
    ]);
    const days = (sentence: string) => findDeadlines([sentence], NOW).map((d) => d.date.slice(0, 10));
    expect(days('Please register three days before the course on Friday 13 March.')).toEqual(['2026-03-10']);
    // Not a whole number of days: the day itself.
    expect(days('Please arrive two hours before the flight on Friday 13 March.')).toEqual(['2026-03-13']);
    // Deadline wording asks too, and a day counted back into the past is a missed deadline.
    expect(days('The application deadline is two weeks before the course on Monday 16 March.')).toEqual(['2026-03-02']);
    expect(days('Please return the form two weeks before the trip on Friday 13 March.')).toEqual(['2026-02-27']);
    // The span belongs to the day right after "before", in the same clause, and only when asked.
    expect(days('Please arrive the night before, on Sunday 15 March.')).toEqual(['2026-03-15']);
    expect(days('Please arrive two days before the course and submit your form by Friday 6 March.')).toEqual(['2026-03-06']);
    expect(days('Please send the form by Friday 6 March; tickets go on sale a week before the show on Saturday 21 March.')).toEqual(['2026-03-06']);
    expect(days("You don't need to arrive the day before the course on Monday 16 March.")).toEqual([]);
    expect(days('Invitations go out a few days before the party on Saturday 14 March.')).toEqual([]);
  });

  it("takes no deadline from a shop's own promise, even at the latest", () => {
    const days = (sentence: string) => findDeadlines([sentence], NOW).map((d) => d.date.slice(0, 10));
    expect(days('Your order will be dispatched by Friday 6 March at the latest.')).toEqual([]);
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

  it('takes a past date after "on" as history, unless deadline wording governs it', () => {
    const now = new Date('2026-11-18T09:00:00Z');
    expect(findDeadlines(['Your thesis was received by the Doctoral College on 2 November.'], now)).toEqual([]);
    expect(findDeadlines(['The probe was still pointed at the load balancer we retired on Monday, so every check failed.'], now)).toEqual([]);
    expect(findDeadlines(['The payment was declined by your bank on 15 November.'], now)).toEqual([]);
    expect(findDeadlines(['The report was due on 13 November.'], now).map((d) => d.date.slice(0, 10))).toEqual(['2026-11-13']);
  });

  it('keeps a past deadline its own words name', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    for (const s of ['The deadline for this was Tuesday 3 November.', 'The deadline passed on 3 November.', 'The closing date for applications was 3 November.']) {
      expect(findDeadlines([s], now).map((d) => d.date.slice(0, 10)), s).toEqual(['2026-11-03']);
    }
  });

  it('puts a stated weekday in the year it falls in', () => {
    // 14 December 2026 is a Monday; said in October, "Sunday 14 December" is still the coming one, not 2025's.
    expect(findDeadlines(['Please reply by Sunday 14 December.'], new Date('2026-10-01T09:00:00Z')).map((d) => d.date.slice(0, 10))).toEqual(['2026-12-14']);
    const now = new Date('2026-11-18T09:00:00Z');
    // 13 November 2026 is a Friday; chrono's forward guess was 2027, a Saturday.
    expect(findDeadlines(['You promised the report by Friday 13 November.'], now).map((d) => d.date.slice(0, 10))).toEqual(['2026-11-13']);
  });

  it('names no day for "the day" or "the next couple of days"', () => {
    const now = new Date('2026-11-18T09:00:00Z');
    expect(findDeadlines(['Please clear your desk before you leave for the day.'], now)).toEqual([]);
    expect(findDeadlines(['We will reply within the next couple of days.'], now)).toEqual([]);
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

describe('findDeadlines: days, times and past dates', () => {
  const WED = new Date('2026-11-18T09:00:00Z');
  const days = (s: string) => findDeadlines([s], WED).map((d) => d.date.slice(0, 16));

  it('takes a time right after "by" as today\'s deadline, and a time before a day as that day\'s', () => {
    expect(days('Please submit the form by 5pm.')).toEqual(['2026-11-18T17:00']);
    expect(days('Tickets are on sale until 23:59 UK time on Friday 20 November.')).toEqual(['2026-11-20T12:00']);
    expect(days('The shuttle runs from 8:00 to 20:00.')).toEqual([]);
  });

  it('reads "end of day tomorrow" as tomorrow', () => {
    expect(days('Need it EOD tomorrow.')).toEqual(['2026-11-19T09:00']);
  });

  it('keeps a past date the words call missed, and not one that only tells the history', () => {
    expect(days('The October 15 deadline has passed.')).toEqual(['2026-10-15T12:00']);
    expect(days('Your October 15 payment is overdue.')).toEqual(['2026-10-15T12:00']);
    expect(days('We wrote on October 15 and November 2 about the overdue invoice.')).toEqual([]);
  });

  it('does not take a month alone or a length of time for a deadline', () => {
    expect(days('Our records go back to October 2026, and the invoice is overdue.')).toEqual([]);
    expect(days('It took 90 minutes; please reply by Friday.')).toEqual(['2026-11-20T12:00']);
  });
});

describe('findDeadlines: days chrono does not read', () => {
  const now = new Date('2026-11-18T09:00:00Z');
  const days = (sentence: string, at = now) => findDeadlines([sentence], at).map((d) => d.date.slice(0, 10));

  it('reads a day of the month said alone as its next occurrence', () => {
    expect(days('Send me the numbers by the 30th.')).toEqual(['2026-11-30']);
    expect(days('Can you get it to me before the 1st?')).toEqual(['2026-12-01']);
    expect(days('Send the slides by 5pm on the 3rd.')).toEqual(['2026-12-03']);
    // The 31st is in the next month that has one.
    expect(days('Please pay by the 31st.')).toEqual(['2026-12-31']);
    // With a month after it, chrono reads it as usual.
    expect(days('Please reply by the 4th of December.')).toEqual(['2026-12-04']);
  });

  it('reads the middle of a month, next week\'s end, weekday abbreviations and fixed holidays', () => {
    expect(days('Please reply by mid-December.')).toEqual(['2026-12-15']);
    expect(days('Please send it by the end of next week.')).toEqual(['2026-11-27']);
    // Said on a Saturday, next week's end is the coming Friday.
    expect(days('Please send it by the end of next week.', new Date('2026-11-21T09:00:00Z'))).toEqual(['2026-11-27']);
    expect(days('Can you do it by Fri?')).toEqual(['2026-11-20']);
    expect(days('We need the signed copy before Christmas.')).toEqual(['2026-12-25']);
    expect(days('Please confirm by New Year’s Eve.')).toEqual(['2026-12-31']);
    expect(days('Renew by New Year’s Day.')).toEqual(['2027-01-01']);
  });

  it('takes no day from an ordinal that names a thing, reads the past as past, and "of next month" as next month', () => {
    expect(days('Please send the 2nd draft when you can.')).toEqual([]);
    expect(days('Pay the 1st instalment by Friday.')).toEqual(['2026-11-20']);
    expect(days('It was due on the 7th.')).toEqual(['2026-11-07']);
    expect(days('The deadline was mid-October.')).toEqual(['2026-10-15']);
    expect(days('Please reply by the 3rd of next month.', new Date('2026-11-01T09:00:00Z'))).toEqual(['2026-12-03']);
    expect(days('Please reply by the 31st of next month.')).toEqual(['2026-12-31']);
    expect(days('Please reply by the 31st of next month.', new Date('2026-10-05T09:00:00Z'))).toEqual(['2026-11-30']);
    expect(days('Please send me a photo of the sun.')).toEqual([]);
  });

  it('keeps a deadline asked of the reader in a polite "if you could"', () => {
    expect(days("I'd be grateful if you could send it by Friday.")).toEqual(['2026-11-20']);
    expect(days('Let me know if you can pay it by the 30th.')).toEqual(['2026-11-30']);
  });

  it('takes no deadline from a holiday used as a word, or from what someone else can do by a day', () => {
    expect(days("Free returns until 31 January if it's a Christmas present that doesn't fit.")).toEqual(['2027-01-31']);
    expect(days('Hartley can install by mid-January for about £14,000 more.')).toEqual([]);
    expect(days('Can you send it by the 30th?')).toEqual(['2026-11-30']);
  });
});
