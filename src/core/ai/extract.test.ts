import { describe, expect, it } from 'vitest';
import { classifyIntent, findActionItems, keyTopics, readsAsDeed } from './extract';

describe('findActionItems', () => {
  it('reads a request after an interjection, and a rule the reader must meet', () => {
    expect(
      findActionItems([
        "Oh and if you've got any embarrassing photos from uni, send them my way, I'm putting together a slideshow.",
        'Closed-toe shoes are required in the lab.',
        'PPE is mandatory on site.',
        'No RSVP is required.',
        'A deposit is not required for groups under ten.',
        'The contractor is required to submit a method statement.',
      ]),
    ).toEqual([
      "If you've got any embarrassing photos from uni, send them my way, I'm putting together a slideshow.",
      'Closed-toe shoes are required in the lab.',
      'PPE is mandatory on site.',
    ]);
  });

  it('takes no apology, footer or regulation for a request', () => {
    expect(
      findActionItems([
        'We missed the deadline, so please accept our apologies.',
        'If you received this email in error, please delete it and notify the sender.',
        'To unsubscribe from these updates, update your preferences here.',
        'Regulations require that you be over 18 to enter.',
      ]),
    ).toEqual([]);
  });

  it('finds a request after what it is for or when it applies, but not an offer of help', () => {
    expect(
      findActionItems([
        'To avoid any interruption to label printing, update your payment details in Settings by Friday, November 20.',
        'If you or your integrations still use v1, please migrate to v2 before 15 January.',
        'If you have any questions, please contact our team on 0800 555 0192.',
        'If you need a hand, reply to this email and our billing team will get back to you.',
        'To be honest, the venue was lovely.',
        'I would therefore ask that you send me a prepaid returns label at your earliest convenience.',
        'I am writing to request a full refund for the air purifier.',
        'Their procurement system locks on Friday, so it has to be signed by Friday.',
        'We enclose a declaration, and we should be grateful if you would return it to us by 4 December.',
        'My plan renews on January 3, so please cancel it before then.',
        'If so, kindly let us know your availability for the interview.',
        'We will review it, and then we will be grateful if you could wait.',
      ]),
    ).toEqual([
      'To avoid any interruption to label printing, update your payment details in Settings by Friday, November 20.',
      'If you or your integrations still use v1, please migrate to v2 before 15 January.',
      'I would therefore ask that you send me a prepaid returns label at your earliest convenience.',
      'I am writing to request a full refund for the air purifier.',
      'Their procurement system locks on Friday, so it has to be signed by Friday.',
      'We enclose a declaration, and we should be grateful if you would return it to us by 4 December.',
      'Cancel it before then.',
      'If so, kindly let us know your availability for the interview.',
      'We will review it, and then we will be grateful if you could wait.',
    ]);
  });

  it('finds requests put as statements about the reader', () => {
    expect(
      findActionItems([
        'We need you to sign the lease by Friday.',
        'All staff are therefore asked to complete the Temporary Remote Working form.',
        'Accordingly, we demand that you immediately cease all use of the name.',
        'We are asking everyone to RSVP by 15 January through the form on our website.',
        'Payment is due by January 8.',
        'When you apply, put my name in the referral field.',
      ]),
    ).toHaveLength(6);
  });

  it('finds a wish to be told, a thing the sender still lacks, an either-or demand, a command to whoever it concerns and help asked for, but not news or thanks', () => {
    const asks = [
      "I'd also be grateful to know what kind of role would tempt you in the future.",
      "We still don't have your sign-off on the key art and the trailer cut.",
      'I require you either to replace the worktop or to refund the £640 in full.',
      'Anyone with kit on desks 5.14 to 5.22, get it off the desks and into the big meeting room right away.',
      'We would be grateful for your assistance in preparing a short witness statement.',
      'We also need to know whether failed deliveries will be retried automatically.',
      'Needs your OK before Tuesday.',
      "I need your share by 30 November, as that's when the voucher offer ends.",
      'The order form is waiting on your approval.',
    ];
    const tells = [
      'The printer needs your attention.',
      'We need to know more before we decide.',
      'We did this because the law requires your consent.',
      'Nothing else needs your approval.',
      'If we need your signature, we will post the form.',
      'Only the finance team needs your details.',
      'This service never requires your payment details.',
      'This parcel requires your signature on delivery.',
      'Why we need your details: to send you the tickets.',
      'I need to find out whether the venue has parking, then I will get back to you.',
      "I'd be happy to walk you through it.",
      "We don't have your size in stock, sadly.",
      "I'd be glad to know you arrived safely.",
      'Anyone who came to the launch, thank you.',
      'We are grateful for your patience while we fix it.',
    ];
    expect(findActionItems([...asks, ...tells])).toEqual(asks);
  });

  it('finds a task after an "if" clause, but not an offer to write', () => {
    expect(
      findActionItems([
        'If one of those lockers was yours, drop the key at reception by the end of the month.',
        'If there were any share transfers (I know the extension was discussed), send me the details and I will update the register.',
        'If the terms are still being debated, send what you have.',
        'If you spot anything odd, send me a line.',
        'If you are in town, drop us a note.',
        "If you're nearby, drop in to say hello.",
        "If you're passing, drop by the office.",
        'If anything comes up, send me a quick note.',
      ]),
    ).toEqual([
      'If one of those lockers was yours, drop the key at reception by the end of the month.',
      'If there were any share transfers (I know the extension was discussed), send me the details and I will update the register.',
      'If the terms are still being debated, send what you have.',
    ]);
  });

  it('reads a bill named in one sentence and said to be due in the next as a request to pay it', () => {
    expect(findActionItems(['Quick one about the final balance on invoice #BL-2610 ($1,900).', 'It was due on 7 November and I cannot see it on my side yet.'])).toEqual([
      'Pay the final balance on invoice #BL-2610 ($1,900).',
    ]);
    expect(findActionItems(['Thanks for the invoice.', "It's now overdue, so I have paid it today."])).toEqual([]);
    expect(findActionItems(['Sorry, our payment to you is late.', 'It was due on Friday.'])).toEqual([]);
    expect(findActionItems(['The launch went well.', 'It was due on Friday and shipped on Thursday.'])).toEqual([]);
    expect(findActionItems(['We received your payment for invoice 1234.', 'It was due on 7 November.'])).toEqual([]);
    expect(findActionItems(['The invoice is attached.', 'It is due to arrive on Monday.'])).toEqual([]);
  });

  it('reads a long run of blank lines in linear time', () => {
    const started = performance.now();
    classifyIntent(`Project notes follow.${' \n'.repeat(100_000)}End.`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('takes the imperative out of a sentence whose last clause asks', () => {
    expect(findActionItems(['We need final numbers for the venue, so RSVP through the form by Wednesday.'])).toEqual(['RSVP through the form by Wednesday.']);
    // After "please", whatever the verb: the sentence before the comma is the reason.
    expect(findActionItems(['Anything not started by then is a no-go item, so please flag blockers early rather than late.'])).toEqual(['Flag blockers early rather than late.']);
  });

  it('reads a verb that is often a noun as a command only when an object follows it, and not in stock phrases', () => {
    expect(
      findActionItems([
        "Swap in the clause from the attached doc and get Priya's sign-off on the discount.",
        'Keep the surprise a secret from Jamie.',
        'Enable the new sign-in check in your account settings.',
        'Order 1234 has shipped.',
        'Change is coming to the third floor.',
        'Change to bin collection days over Christmas.',
        'Order processing can take up to two working days.',
        'Get in touch if you have any questions.',
        'Keep up the great work.',
        'Follow us on Instagram for more recipes.',
        'Move the meeting notes into the shared folder.',
        'Keep them coming!',
        'Get a free coffee when you spend £10.',
        'Cancel any time from your account settings.',
        'Keep the receipts you were given at the hotel.',
        'Cancel the direct debit if it has already been set up.',
      ]),
    ).toEqual([
      "Swap in the clause from the attached doc and get Priya's sign-off on the discount.",
      'Keep the surprise a secret from Jamie.',
      'Enable the new sign-in check in your account settings.',
      'Move the meeting notes into the shared folder.',
      'Keep the receipts you were given at the hotel.',
      'Cancel the direct debit if it has already been set up.',
    ]);
  });

  it('reads a duty put to the reader or a group of readers as a request, but not an offer of help or what the reader will get', () => {
    expect(
      findActionItems([
        'All staff based at Riverside are therefore asked to complete the remote working form.',
        'You are hereby summoned to report for jury service on Monday, January 11.',
        'Prior to reporting, you must complete the online questionnaire.',
        'Your photo needs to be uploaded before the event.',
        'Should you have any queries, please contact the Facilities helpdesk on extension 4410.',
        'You should receive a confirmation email within the hour.',
        'You should have the forms by now.',
        "You must try the pasta at Luigi's.",
        'You should keep this receipt for your records.',
      ]),
    ).toEqual([
      'All staff based at Riverside are therefore asked to complete the remote working form.',
      'You are hereby summoned to report for jury service on Monday, January 11.',
      'Prior to reporting, you must complete the online questionnaire.',
      'Your photo needs to be uploaded before the event.',
    ]);
  });

  it('reads a prohibition as a request, but not a reassurance', () => {
    expect(findActionItems(["Don't come in to pick things up, as the floor is taped off.", 'Jamie thinks we are going out for dinner, so please don\'t say a word!!', 'Never share your password with anyone.'])).toEqual([
      "Don't come in to pick things up, as the floor is taped off.",
      "Don't say a word!!",
      'Never share your password with anyone.',
    ]);
    expect(findActionItems(["Don't worry about the deposit.", 'Please do not hesitate to call us.', "Never mind the old form, it's fine."])).toEqual([]);
    // A remark with its "I" left out, and a footer, ask nothing.
    expect(
      findActionItems(['Never heard back from the council.', "Don't know if this helps.", "Don't see a problem with it.", 'Never found the error.', 'Do not reply to this email.', 'We looked, and never found it.']),
    ).toEqual([]);
  });

  it('leaves what the sender will do, notices and invitations to a thing alone', () => {
    expect(
      findActionItems([
        "I'll ask Sam to send it over tomorrow.",
        // The sender's own need or wish, not the reader's task ("we need you to" would be).
        'We need to send the final version to the leadership team by then.',
        "I'd like to walk you through the plan next week.",
        'Check-in time is 15:00 and check-out time is 11:00.',
        "We'll look at the logs, and send you an update by noon.",
        "We'd like to invite you to our launch party.",
        'The release is expected to ship next week.',
        'The payment arrived yesterday, thank you.',
        // Nouns that look like verbs, other people's duties, what the sender may do, idioms, bills that are not the reader's.
        'The servers were down overnight, so email delivery was delayed.',
        'Once approved, return shipping is free.',
        'Before you arrive, check-in opens at 3pm.',
        'Our CEO is invited to speak at the summit in Berlin.',
        'The committee asks Priya to present the results.',
        'Maybe we should ask Tom to take the minutes.',
        "Let's ask Sam to book the room.",
        'Put simply, the project is two weeks late.',
        'Give or take a few days, we are on schedule.',
        'Your payment, which was due on 1 March, has now been received.',
        'Your balance sheet review is due on Friday.',
        'Our payment to the contractor is due next week.',
        'Your subscription is due for renewal on 3 December.',
        // Saying there is nothing to do, thanks the sender gives, labels and offers.
        "There's honestly nothing you need to do at the moment.",
        'We would like to thank everyone for their hard work this year.',
        'Please be assured that the decision reflects our finances, not your application.',
        'Return: Monday 14 December 2026, SL 1347 Lisbon to London Heathrow.',
        'If something looks genuinely wrong, give me a shout in #platform.',
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

  it('reads a meeting set for a day and a question whether the day suits as a proposal, over the asks that come with it', () => {
    const proposal =
      'I propose that your examination take place on Monday 14 December at 10:00. Could you confirm whether this date is convenient? Please also let me know whether your supervisor should attend.';
    expect(classifyIntent(proposal).intent).toBe('meeting');
    // Either sign alone stays as weak as it was: the asks win.
    expect(classifyIntent('The examination will take place on Monday. Could you send the form? Please also send your ID. Could you confirm the title?').intent).toBe('request');
  });

  it('reads time asked for, time offered and a confirmed interview as a meeting', () => {
    expect(classifyIntent("It's your call, so I'd like 45 minutes with you both next week. Does either of those suit?").intent).toBe('meeting');
    expect(classifyIntent('This needs to happen. We are available on Monday 23 November from 14:00 to 16:00. Please confirm by end of day.').intent).toBe('meeting');
    expect(
      classifyIntent('I am writing to confirm the details of your on-site interview. Please bring a form of photo ID.', 'Confirmed: your on-site interview on Tuesday 24 November').intent,
    ).toBe('meeting');
    // Notes of a meeting already held, an order's hotline and opening hours do not ask to meet.
    expect(classifyIntent('I am writing to confirm the meeting notes are now in the shared folder.').intent).toBe('information');
    // ("call" alone is weak evidence of a meeting: no clear evidence here.)
    expect(classifyIntent('Your order has shipped. To confirm your order, call 0800 555 0192.').strength).toBeLessThan(2);
    expect(classifyIntent("Your ticket is resolved. We're available from Monday to Friday, 9am to 5pm.").intent).not.toBe('meeting');
  });

  it('takes a meeting already had for a pleasantry, not a wish to meet', () => {
    const text = "It was great meeting you at the career fair. We'd love for you to apply to our internship; please send your CV.";
    expect(classifyIntent(text, 'Great meeting you at the career fair!').intent).toBe('request');
    expect(classifyIntent('Lovely to see you last week. Could we meet again on Thursday at 3pm?').intent).toBe('meeting');
  });

  it('reads a request put as a statement as a request', () => {
    expect(classifyIntent('We therefore ask you to provide a written root cause analysis no later than 30 November.').intent).toBe('request');
    expect(classifyIntent("Like I said at the booth, we'd love for you to apply to our internship.").intent).toBe('request');
    expect(classifyIntent('We also ask you to bring photo ID on the day.').intent).toBe('request');
    expect(classifyIntent("I'm writing to ask you to reconsider the decision.").intent).toBe('request');
    // Not what someone may, will or never asks.
    expect(classifyIntent('We will never ask you to share your PIN or your password by email.').intent).toBe('information');
  });

  it('reads a chase as a follow-up, typographic apostrophes and all', () => {
    expect(classifyIntent('I haven’t heard back on the email below, so I’m raising it again.').intent).toBe('followUp');
    expect(classifyIntent('Just bumping this back to the top of your inbox in case it got buried last week.').intent).toBe('followUp');
  });

  it('keeps a request a request when a call is only offered', () => {
    const text = 'I would be grateful if you could share your views on his work. You may reply in writing or, if you prefer, propose a time for a short telephone conversation.';
    expect(classifyIntent(text).intent).toBe('request');
  });

  it('reads telling as information, and courtesy "please" as no request', () => {
    const letter =
      'I am writing to let you know that the vacancy has been placed on hold. Please accept our apologies for the inconvenience. Please be assured that we will keep your details on file.';
    expect(classifyIntent(letter).intent).toBe('information');
    expect(classifyIntent('Scheduled maintenance will take place on Saturday 21 November from 2am.').intent).toBe('information');
    expect(classifyIntent('We will be over budget by about 10% this quarter.').intent).toBe('information');
  });
});

describe('keyTopics', () => {
  it('takes a capitalised word seen once at the start of a sentence for no name', () => {
    const topics = keyTopics('Quick nudge: the podcast art invoice is still open. Great work on the cover, by the way.', 'Friendly reminder');
    expect(topics).not.toContain('Quick');
    expect(topics).not.toContain('Great');
    expect(topics).not.toContain('Friendly');
    expect(topics).toContain('invoice');
  });

  it('keeps a name that only starts sentences once it is seen twice, and one seen inside a sentence', () => {
    expect(keyTopics('Dad had a fall in the garden. Dad is fine now.', 'Dad: update')).toContain('Dad');
    expect(keyTopics('We are all going to Edinburgh in May.', 'Plans')).toContain('Edinburgh');
  });

  it('keeps words that end in s in the singular whole', () => {
    const topics = keyTopics('Good news: the statuses of both addresses are in, and the boxes shipped.', 'news');
    expect(topics).toEqual(expect.arrayContaining(['news', 'status', 'address', 'box']));
    expect(topics).not.toContain('new');
  });
});

describe('readsAsDeed', () => {
  it('takes a task that starts with its verb, and no sentence that starts with its subject, a place or a time', () => {
    for (const task of ['send the report', 'make sure it is met', 'reply to this email', 'book a room', 'return the form']) expect(readsAsDeed(task), task).toBe(true);
    for (const task of ['claims must be submitted no later than February 26', 'the form is available on the intranet', 'in his first few weeks he wants to understand the codebase', 'December on Toubkal is cold'])
      expect(readsAsDeed(task), task).toBe(false);
  });
});

describe('findActionItems and what to do in case', () => {
  it('asks nothing of a reader told to ignore the message if they already acted, but keeps what they must send then', () => {
    expect(findActionItems(['If you have already sent these items, please disregard this message.'])).toEqual([]);
    expect(findActionItems(['If you have already paid, please send us the remittance details.'])).toEqual(['If you have already paid, please send us the remittance details.']);
  });
});
