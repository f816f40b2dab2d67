import { describe, expect, it } from 'vitest';
import { classifyIntent, findActionItems } from './extract';

describe('findActionItems', () => {
  it('finds requests put as statements about the reader', () => {
    expect(
      findActionItems([
        'All staff are therefore asked to complete the Temporary Remote Working form.',
        'Accordingly, we demand that you immediately cease all use of the name.',
        'We are asking everyone to RSVP by 15 January through the form on our website.',
        'Payment is due by January 8.',
        'When you apply, put my name in the referral field.',
      ]),
    ).toHaveLength(5);
  });

  it('takes the imperative out of a sentence whose last clause asks', () => {
    expect(findActionItems(['We need final numbers for the venue, so RSVP through the form by Wednesday.'])).toEqual(['RSVP through the form by Wednesday.']);
  });

  it('leaves what the sender will do, notices and invitations to a thing alone', () => {
    expect(
      findActionItems([
        "I'll ask Sam to send it over tomorrow.",
        'Check-in time is 15:00 and check-out time is 11:00.',
        "We'll look at the logs, and send you an update by noon.",
        "We'd like to invite you to our launch party.",
        'The release is expected to ship next week.',
        'The payment arrived yesterday, thank you.',
      ]),
    ).toEqual([]);
  });
});

describe('classifyIntent', () => {
  it('reads a time put to the reader as a meeting', () => {
    expect(classifyIntent('Could we grab 30 mins on Thursday 26 November? I am free after 1pm.').intent).toBe('meeting');
    expect(classifyIntent('Both examiners can do Monday 14 December. Could you confirm whether this date is convenient?').intent).toBe('meeting');
    expect(classifyIntent('As one of our Gold members, you are warmly invited to the opening of our new lounge.').intent).toBe('meeting');
    expect(classifyIntent("There's a spot going for five-a-side tomorrow night.\n\nYou in?").intent).toBe('meeting');
  });

  it('reads telling as information, and courtesy "please" as no request', () => {
    const letter =
      'I am writing to let you know that the vacancy has been placed on hold. Please accept our apologies for the inconvenience. Please be assured that we will keep your details on file.';
    expect(classifyIntent(letter).intent).toBe('information');
  });
});
