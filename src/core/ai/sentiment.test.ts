import { describe, expect, it } from 'vitest';
import { scoreSentiment } from './sentiment';

describe('scoreSentiment', () => {
  it('reads praise as positive and complaints as negative', () => {
    expect(scoreSentiment('Great work, I really appreciate it.').tone).toBe('positive');
    expect(scoreSentiment('This is terrible and completely unacceptable.').tone).toBe('negative');
  });

  it('flips words after a negator', () => {
    expect(scoreSentiment('I am not happy with this.').tone).toBe('negative');
  });

  it('lets one mildly charged word decide a sentence, not a letter', () => {
    const line = 'The contract allows termination with 30 days notice.';
    expect(scoreSentiment(line).tone).toBe('negative');
    const letter = `Dear Ms Hart,\n\nPlease find the renewal terms for the coming year below. The fee stays at the current rate and the service levels are unchanged. ${line} Invoices are issued quarterly in advance and payable within 30 days. Let me know if your finance team needs the terms in another format.\n\nKind regards,\nOwen`;
    expect(scoreSentiment(letter).tone).toBe('neutral');
    expect(scoreSentiment(`${letter} Sadly the outage last month was a failure on our side.`).tone).toBe('negative');
  });

  it('takes an apology for politeness, and still weighs what it apologises for', () => {
    expect(scoreSentiment('Good news: the refund went back to your card this morning. Sorry for the hassle, and thanks for flagging it.').tone).toBe('positive');
    expect(scoreSentiment('Please accept our sincere apologies. The order arrived broken, and the replacement failed too.').tone).toBe('negative');
  });

  it('is neutral without sentiment words, with zero confidence', () => {
    expect(scoreSentiment('The meeting is in room 4.')).toMatchObject({ tone: 'neutral', confidence: 0, words: [] });
  });

  it('gives 0.2 confidence per sentiment word, at most 0.9', () => {
    expect(scoreSentiment('great').confidence).toBe(0.2);
    expect(scoreSentiment('great, lovely, excellent').confidence).toBe(0.6);
    // Courtesy carries no feeling: thanks and kind regards count for nothing.
    expect(scoreSentiment('Thanks, kind regards').words).toEqual([]);
    expect(scoreSentiment('great good nice excellent amazing wonderful happy').confidence).toBe(0.9);
  });
});

describe('scoreSentiment in mail', () => {
  it('reads thanks for something, exclaimed, as gladness, and a thankful sign-off as courtesy', () => {
    const receipt = 'We have received your payment for the annual plan. Your receipt is attached for your records.';
    expect(scoreSentiment(`Thank you for your payment! ${receipt}`).tone).toBe('positive');
    expect(scoreSentiment(`Thank you for your payment. ${receipt}`).tone).toBe('neutral');
    expect(scoreSentiment(`${receipt}\n\nThanks a bunch!\nRosa`).tone).toBe('neutral');
  });

  it('reads the clause after "but" and keeps good news from cancelling bad', () => {
    expect(scoreSentiment('Your package is on its way but it was damaged in transit.').tone).toBe('negative');
    expect(scoreSentiment("I've loved the tool, but it crashed twice and we lost our data.").tone).toBe('negative');
    expect(scoreSentiment('Sorry for the wait: good news, your refund is on its way.').tone).toBe('positive');
    expect(scoreSentiment("Can't wait to celebrate with you all!").tone).toBe('positive');
    expect(scoreSentiment('A big thank you to Callum, who sorted out our confusing refund.').tone).toBe('positive');
  });

  it('lets the news an email announces set its tone, unless its words strongly say otherwise', () => {
    const refund = scoreSentiment(
      'Good news: we found the bug behind the problem. The duplicate charge has been cancelled and the money is back on your card.',
    );
    expect(refund.score).toBeLessThan(3);
    expect(refund.tone).toBe('positive');
    const decline = scoreSentiment(
      "Thank you for coming in on Tuesday to meet the team. I'm sorry to say the role went to another candidate. It was an interesting process, and the panel talked about your portfolio for a long time afterwards. We will keep your details on file for the next opening in the design group.",
    );
    expect(decline.score).toBeGreaterThan(-3);
    expect(decline.tone).toBe('negative');
    // A complaint phrase is how words feel, not news announced: it does not decide the tone.
    const kitchen = scoreSentiment("Still haven't decided on the colour. The new kitchen looks amazing!");
    expect(kitchen.words).toContain("still haven't");
    expect(kitchen.tone).toBe('positive');
    // Words against the news still win.
    expect(scoreSentiment('Good news, the parcel arrived. It was broken, and I am furious, disgusted and angry.').tone).toBe('negative');
  });

  it('counts a repeated word once and praise inside a question not at all', () => {
    expect(scoreSentiment('Scheduling the review of the complaint. The complaint review is on Friday.').score).toBe(-2);
    expect(scoreSentiment('Are you happy with the trailer?').tone).toBe('neutral');
  });

  it('strengthens a feeling word by the word before it that says how much, negated or not', () => {
    expect(scoreSentiment('I am disappointed.').score).toBe(-2);
    expect(scoreSentiment('I am extremely disappointed.').score).toBe(-3);
    expect(scoreSentiment('We are really pleased.').score).toBe(4);
    expect(scoreSentiment('I am not very happy with it.').score).toBe(-4);
    // Only the next word: "so" joining two clauses strengthens nothing after a comma or a verb.
    expect(scoreSentiment('It renews on Friday, so please cancel it. Thanks, that is good.').score).toBe(2);
  });

  it('reads bad news announced as bad news, and a fair amount as an amount', () => {
    expect(scoreSentiment("I'm sorry to say that I've decided to decline the offer.").words).toContain('sorry to say');
    expect(scoreSentiment("I'm sorry to say that I've decided to decline the offer.").tone).toBe('negative');
    expect(scoreSentiment('We regret to inform you that the flight is cancelled.').score).toBe(-4);
    expect(scoreSentiment("Bit of a soggy start, I'm afraid.").tone).toBe('negative');
    // Not an announcement: afraid of something, and sorry for a small thing, keep their own weight.
    expect(scoreSentiment('He is afraid of dogs.').words).not.toContain("i'm afraid");
    expect(scoreSentiment('The pipe let in a fair amount of water.').score).toBe(0);
    expect(scoreSentiment('That seems fair to me.').score).toBe(1);
  });

  it('weighs the words that name what went wrong as one charged word at most, and feelings as they are', () => {
    const report = scoreSentiment('Overnight the deploy failed with errors, a delay and an outage. The fix is live and we are monitoring it.');
    expect(report.words).toEqual(['failed', 'errors', 'delay', 'outage']);
    expect(report.score).toBe(-2);
    const complaint = scoreSentiment('I am frustrated and upset: the deploy failed again and nobody told us about the outage for a whole day.');
    expect(complaint.score).toBe(-6);
    expect(complaint.tone).toBe('negative');
    // A short note naming one mishap still reads as bad news.
    expect(scoreSentiment('The payment failed.').tone).toBe('negative');
  });

  it('reads several glad exclamations as high spirits, one alone or thanks as nothing', () => {
    expect(scoreSentiment('Hello stranger!! I have been meaning to write for months. Write back when you get a chance, no rush!').tone).toBe('positive');
    expect(scoreSentiment('Heads up, folks! The third floor kitchen is closed on Friday for the new flooring.').tone).toBe('neutral');
    expect(scoreSentiment('Friendly nudge from Compliance! Please finish the training by Friday. Thanks a bunch!').tone).toBe('neutral');
    expect(scoreSentiment('This is the third time the parcel has been lost! Fix it! Now!').tone).toBe('negative');
    expect(scoreSentiment('I am really pleased to introduce Kofi, who joins us as Incident Manager.').tone).toBe('positive');
  });

  it('reads a long run of spaces as one space', () => {
    expect(scoreSentiment(`great${' '.repeat(40_000)}news but terrible${'\n'.repeat(20_000)}service`).tone).toBe('negative');
  });
});
