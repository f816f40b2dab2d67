import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, INVOICE_OVERDUE, MEETING_REQUEST, NEWSLETTER, NOW, THREE_QUESTIONS, makeEmail } from './fixtures';
import { generateReply, greetingName } from './reply';
import { replyResultSchema } from './schemas';

describe('generateReply', () => {
  it('addresses each of the three questions, the request and the Friday deadline', () => {
    const { text, metadata } = generateReply(THREE_QUESTIONS, { now: NOW });
    expect(text).toContain('what the total budget for the project is');
    expect(text).toContain('when my team can deliver the first draft of the homepage');
    expect(text).toContain('who will be your main contact during the design phase');
    // Each open question gets a commitment fitted to what it asks.
    expect(text).toContain("is: I'll send you the exact figures shortly.");
    expect(text).toContain("homepage: I'll confirm the timing");
    expect(text).toContain("phase: I'll confirm the right person");
    expect(text).toContain('I will send my answers by Friday');
    expect(text).toContain('Friday, March 6');
    expect(metadata).toMatchObject({ questionsAddressed: 3, actionItemsIncluded: 1, deadlinesReferenced: 1, confidence: 0.8, requiresHumanReview: false });
    expect(replyResultSchema.safeParse({ text, metadata }).success).toBe(true);
  });

  it('is glad to meet only when the email asks to meet, not when it mentions a call in passing', () => {
    expect(generateReply(MEETING_REQUEST, { now: NOW, length: 'long' }).text).toContain("I'd be glad to meet.");
    const passing = makeEmail({
      from: 'Ines <ines@tallyforge.example>',
      subject: 'Order form',
      body: "Hey Declan,\n\nSwap in the clause from the attached doc before the order form goes out. Shout if they push back on the cap and I'll jump on a call with their counsel.\n\nInes",
    });
    const reply = generateReply(passing, { now: NOW, length: 'long' }).text;
    expect(reply).not.toContain('glad to meet');
    expect(reply).toContain('I will swap in the clause from the attached doc');
  });

  it('uses the defaults: friendly greeting by first name, intro and outro', () => {
    const { text } = generateReply(THREE_QUESTIONS, { now: NOW });
    expect(text.startsWith('Hi Laura,')).toBe(true);
    expect(text.endsWith('Best,')).toBe(true);
  });

  it('answers mail that asks nothing at the length asked for', () => {
    const update = makeEmail({ from: 'Joanna <joanna@example.com>', subject: 'Dad', body: "Just so you know, Dad is home from hospital and doing well. There's honestly nothing you need to do at the moment.\n\nJo" });
    const long = generateReply(update, { now: NOW, length: 'long' }).text;
    expect(long).toContain('I have noted everything here');
    expect(long).not.toMatch(/I will (?!make time)/);
    expect(long).toContain('Thank you for the update.');
    expect(long.split(/\s+/).length).toBeGreaterThanOrEqual(60);
    expect(generateReply(update, { now: NOW, length: 'short' }).text).not.toContain('I have noted everything here');
  });

  it('opens without naming a topic it would get wrong', () => {
    // The subject's first words are an adjective and a nudge, and the one topic word left ("nudge") reads wrong.
    const email = makeEmail({ from: 'Lily <lily@studio.example>', subject: 'quick nudge on invoice #017', body: 'Hey! Just checking you got invoice #017 for the podcast art. It was due on 4 November.\n\nLily' });
    const text = generateReply(email, { now: NOW, tone: 'friendly', length: 'medium' }).text;
    expect(text.split('\n\n')[1]).toBe('Thank you for following up.');
  });

  it('promises not to do what it is asked not to, each in its own sentence', () => {
    const email = "From: Nell <nell@studio.example>\nSubject: Flooded floor\n\nHi all,\n\nSo please work from home today. Don't come in to pick things up, as the floor is taped off.\n\nNell";
    const text = generateReply(email, { now: NOW, tone: 'friendly', length: 'medium' }).text;
    expect(text).toContain('I will not come in to pick things up, as the floor is taped off.');
    expect(text).toContain('I will work from home today.');
    expect(text).not.toMatch(/don't come in|- Not come/i);
  });

  it('notes what was asked as a statement instead of putting "I will" before it', () => {
    const email = makeEmail({
      from: 'Helen <helen@office.example>',
      subject: 'Remote working form',
      body: 'Hi all,\n\nThe form is available on the intranet under HR and must be submitted no later than Monday 30 November. Please contact the helpdesk on extension 4410 with any questions.\n\nHelen',
    });
    const text = generateReply(email, { now: NOW, tone: 'friendly', length: 'medium' }).text;
    expect(text).toContain('I have noted that the form is available on the intranet under HR and must be submitted no later than Monday 30 November.');
    expect(text).toContain('I will contact the helpdesk on extension 4410');
    expect(text).not.toMatch(/I will (?:the|any|such)\b/);
  });

  it('answers a yes/no question directly', () => {
    expect(generateReply(MEETING_REQUEST, { now: NOW }).text).toContain('Yes, I am available on Thursday at 2pm');
  });

  it('promises to pick one of the times offered, naming what is picked', () => {
    const email = 'From: Hannah <hannah@example.com>\nSubject: Interview\n\nHi Jordan,\n\nHere are the slots we can offer: Wednesday 10:00 or Thursday 14:00. Which of these slots works best for you?\n\nHannah';
    expect(generateReply(email, { now: NOW }).text).toContain('Regarding which of these slots works best for me: I\'ll check my calendar and confirm which slot works.');
  });

  it('writes a formal reply without contractions', () => {
    const { text } = generateReply(THREE_QUESTIONS, { now: NOW, tone: 'formal' });
    expect(text.startsWith('Dear Laura,')).toBe(true);
    expect(text).toContain('Kind regards,');
    expect(text).not.toMatch(/\b\w+'(ll|m|re|ve|d)\b|n't\b/);
  });

  it('leaves out the greeting and sign-off when asked', () => {
    const { text } = generateReply(THREE_QUESTIONS, { now: NOW, includeIntro: false, includeOutro: false });
    expect(text).not.toMatch(/^Hi/);
    expect(text).not.toMatch(/Best,$/);
  });

  it('grows with the requested length', () => {
    const short = generateReply(THREE_QUESTIONS, { now: NOW, length: 'short' }).text;
    const medium = generateReply(THREE_QUESTIONS, { now: NOW, length: 'medium' }).text;
    const long = generateReply(THREE_QUESTIONS, { now: NOW, length: 'long' }).text;
    expect(short.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(long.length);
    expect(short).toContain('what the total budget for the project is');
  });

  it('includes the caller context and gains a little confidence from it', () => {
    const r = generateReply(THREE_QUESTIONS, { now: NOW, context: 'our studio is booked until mid-April' });
    expect(r.text).toContain('Our studio is booked until mid-April.');
    expect(r.metadata.confidence).toBe(0.85);
  });

  it('apologises and inherits the review flag of a negative email', () => {
    const r = generateReply(ANGRY_CUSTOMER, { now: NOW });
    expect(r.text).toMatch(/sorry/i);
    expect(r.text).toContain('I understand that you want a full refund');
    expect(r.metadata.requiresHumanReview).toBe(true);
    expect(r.metadata.reviewReason).toContain('negative sentiment');
    expect(r.metadata.confidence).toBeLessThan(0.8);
  });

  it('does not greet a role mailbox by a made-up name', () => {
    expect(generateReply(NEWSLETTER, { now: NOW }).text.startsWith('Hi there,')).toBe(true);
  });

  it('flags a reply to an almost empty email for review', () => {
    const r = generateReply(makeEmail({ body: 'ok' }), { now: NOW });
    expect(r.metadata.requiresHumanReview).toBe(true);
    expect(r.metadata.confidence).toBeLessThan(0.7);
  });
});

describe('generateReply and deadlines', () => {
  it('says a past deadline has passed instead of promising to meet it', () => {
    const { text, metadata } = generateReply(INVOICE_OVERDUE, { now: NOW });
    expect(text).toContain('the deadline of Friday, February 20 (due on February 20) has passed');
    expect(text).not.toContain('will make sure it is met');
    expect(text).toContain('- Arrange payment immediately to avoid a late fee');
    expect(metadata.actionItemsIncluded).toBe(2);
  });

  it('names each day once and speaks of several deadlines in the plural', () => {
    const body = 'Please send the draft by Friday 6 March and the final version by Tuesday 10 March. The review is on Friday morning.';
    const { text } = generateReply(makeEmail({ body }), { now: NOW });
    expect(text).toMatch(/I have noted the deadlines of Friday, March 6 \([^)]*\) and Tuesday, March 10 \([^)]*\) and will make sure they are met\./);
    expect(text.match(/Friday, March 6/g)).toHaveLength(1);
  });

  it('quotes a question its rewording would leave in question order', () => {
    const body = 'Is the push copy waiting on marketing, or can you just ship what is in the doc? Thanks.';
    const { text } = generateReply(makeEmail({ body }), { now: NOW });
    expect(text).toContain('Regarding your question "Is the push copy waiting on marketing, or can you just ship what is in the doc?":');
  });

  it('keeps hedges out of an assertive long reply', () => {
    const { text } = generateReply(makeEmail({ body: 'Thanks for the update on the launch. The team is in good shape.' }), { now: NOW, tone: 'assertive', length: 'long' });
    expect(text).toMatch(/^Hello Jane,/);
    expect(text).not.toMatch(/\b(just|maybe|perhaps|I think)\b/i);
  });

  it('thanks a sender who apologises for bad news instead of apologising back', () => {
    const body = 'We sincerely apologise: yesterday’s outage failed 400 of your payments and the retry job broke too. We are refunding every fee.';
    const { text } = generateReply(makeEmail({ from: 'Priya Nair <priya@paysure.io>', body }), { now: NOW, length: 'long' });
    expect(text).toContain('Thank you for letting me know.');
    expect(text).not.toMatch(/sorry|apolog/i);
  });

  it('apologises once in a long reply to an unhappy email', () => {
    const { text } = generateReply(ANGRY_CUSTOMER, { now: NOW, length: 'long' });
    expect(text.match(/sorry|apolog/gi)).toHaveLength(1);
  });

  it('greets a person by first name, never an organisation', () => {
    expect(greetingName('Helen Marsh', 'credit@ridgewaysupply.co.uk')).toBe('Helen');
    expect(greetingName('Trellis Security Team', 'security@trellispay.com')).toBe('');
    expect(greetingName('Alder County Superior Court', 'jury@aldercountycourts.gov')).toBe('');
    expect(greetingName('Tallyboard', 'hello@tallyboard.io')).toBe('');
    expect(greetingName('Sarah', 'sarah@sarahjones.design')).toBe('Sarah');
    expect(greetingName('Margaret Court', 'mcourt@example.com')).toBe('Margaret');
    expect(greetingName('Supplier Payments', 'ap@ridgeway.co.uk')).toBe('');
    expect(greetingName('Hotel Brinkmann Wien', 'frontdesk@brinkmann.at')).toBe('');
    // After a title, the first name when there is one.
    expect(greetingName('Professor Alan Whitfield', 'a.whitfield@uni.ac.uk')).toBe('Alan');
    expect(greetingName('Dr. Priya Raman', 'priya@clinic.org')).toBe('Priya');
    expect(greetingName('Mr Smith', 'smith@example.com')).toBe('');
    // A name with letters beyond ASCII is still a name.
    expect(generateReply(makeEmail({ from: 'Renée Dubois <renee@atelier.fr>', body: 'Could you send the plans by Friday?' }), { now: NOW }).text.split('\n')[0]).toBe('Hi Renée,');
    const reply = generateReply(makeEmail({ from: 'Larkspur Commons Leasing Office <leasing@larkspurcommons.com>', body: 'Please send your insurance certificate by Friday.' }), { now: NOW, tone: 'formal' });
    expect(reply.text.split('\n')[0]).toBe('Dear Sir or Madam,');
  });
});
