import { describe, expect, it } from 'vitest';
import { answerYesNo, pastTense, requestToTask, swapPronouns, thirdPerson, toIndirect } from './rephrase';

describe('rephrase', () => {
  it('swaps first and second person', () => {
    expect(swapPronouns('send me your notes so we can plan')).toBe('send you my notes so you can plan');
    // After "while", "once", "before" … "you" starts a clause of its own: its subject.
    expect(swapPronouns('hold the room while you read it')).toBe('hold the room while I read it');
    expect(swapPronouns('sign it once you review the terms, and let me know before you leave')).toBe('sign it once I review the terms, and let you know before I leave');
    expect(swapPronouns('can you join a call on Thursday at 10am to go through your comments')).toBe('can I join a call on Thursday at 10am to go through my comments');
  });

  it('turns open questions into indirect ones from the replier\'s side', () => {
    expect(toIndirect('What is the total budget for the project?')).toBe('what the total budget for the project is');
    expect(toIndirect('When can your team deliver the draft?')).toBe('when my team can deliver the draft');
    expect(toIndirect('How do you handle hosting?')).toBe('how I handle hosting');
    // A question about which thing puts its subject before the verb: not "which browser are me using".
    expect(toIndirect('Which browser and version are you using?')).toBe('which browser and version I am using');
    expect(toIndirect('What time do you want to meet?')).toBe('what time I want to meet');
    expect(toIndirect('Which option would you prefer?')).toBe('which option I would prefer');
    // A request to be told something is about that something; a modal question about a thing keeps its thing whole.
    expect(toIndirect('Could you let me know if your team needs a W-9 or anything else from us?')).toBe('whether my team needs a W-9 or anything else from you');
    expect(toIndirect('Does anyone know who has the key to the comms cupboard?')).toBe('who has the key to the comms cupboard');
    expect(toIndirect('Would Thursday 26 November at 11:00 work for a call?')).toBe('whether Thursday 26 November at 11:00 would work for a call');
    expect(toIndirect('Can the server closet stay powered on?')).toBe('whether the server closet can stay powered on');
    expect(toIndirect('Is this a known issue with 8.4.1?')).toBe('whether this is a known issue with 8.4.1');
    expect(toIndirect('Do you have the Q3 deck?')).toBe('whether I have the Q3 deck');
    expect(toIndirect('Will my saved recipes still be there?')).toBe('whether your saved recipes will still be there');
    // A person and what is done to or by them keep their order; "when would be" keeps its own.
    expect(toIndirect('Why was I charged twice for the same month?')).toBe('why you were charged twice for the same month');
    expect(toIndirect('Where are you based?')).toBe('where I am based');
    expect(toIndirect('When would be a good time for me to drop them round?')).toBe('when would be a good time for you to drop them round');
    // Asked as an instruction, with the sender's own promise after it: only what is asked.
    expect(toIndirect("Please let me know which slot suits you by Friday, and I'll send a new invite.")).toBe('which slot suits me by Friday');
  });

  it('keeps a group the replier belongs to, a "you" that does something, and "we" contractions', () => {
    expect(swapPronouns('could the rest of you send me the list')).toBe('could the rest of us send you the list');
    expect(swapPronouns('could one of you add me as an editor')).toBe('could one of us add you as an editor');
    expect(swapPronouns('all personal data you hold about me')).toBe('all personal data I hold about you');
    expect(swapPronouns('any prompt you did not start')).toBe('any prompt I did not start');
    expect(swapPronouns("feed Biscuit while we're away")).toBe("feed Biscuit while you're away");
    expect(swapPronouns('send you the file')).toBe('send me the file');
    expect(swapPronouns('let you know by Friday')).toBe('let me know by Friday');
    expect(swapPronouns('are they still making you do stand-ups')).toBe('are they still making me do stand-ups');
  });

  it('promises what to do in case the reader thinks so on that condition', () => {
    expect(requestToTask('If you believe this notice was sent in error, please contact our office immediately.')).toBe('contact your office immediately if I believe this notice was sent in error');
  });

  it('gives the verb the tense and person "did" and "does" carried', () => {
    expect(toIndirect('How long did you work with Daniel, and in what capacity?')).toBe('how long I worked with Daniel, and in what capacity');
    expect(toIndirect('When did your team get the invoice?')).toBe('when my team got the invoice');
    expect(toIndirect('How does Tobi come across in meetings?')).toBe('how Tobi comes across in meetings');
    expect(toIndirect('Where does the money go?')).toBe('where the money goes');
    expect(toIndirect('How do you want to handle it?')).toBe('how I want to handle it');
    expect(['work', 'stop', 'plan', 'visit', 'open', 'try', 'play', 'send', 'agree', 'fix'].map(pastTense)).toEqual(['worked', 'stopped', 'planned', 'visited', 'opened', 'tried', 'played', 'sent', 'agreed', 'fixed']);
    expect(['come', 'go', 'try', 'watch', 'play', 'have'].map(thirdPerson)).toEqual(['comes', 'goes', 'tries', 'watches', 'plays', 'has']);
  });

  it('answers a wish with "would" and "would you mind" with "not at all", never a yes that says the opposite', () => {
    expect(answerYesNo('Would you like to join us for dinner on Friday?')).toBe('Yes, I would like to join you for dinner on Friday.');
    expect(answerYesNo('Would you like me to send the file?')).toBe('Yes, I would like you to send the file.');
    expect(answerYesNo('Would you prefer Monday?')).toBe('Yes, I would prefer Monday.');
    expect(answerYesNo('Would you care to join us?')).toBe('Yes, I would love to join you.');
    // A state keeps "would" too; what the replier will do keeps "will".
    expect(answerYesNo('Would you be willing to assist in this way?')).toBe('Yes, I would be willing to assist in this way.');
    expect(answerYesNo('Would you send me the file?')).toBe('Yes, I will send you the file.');
    // Asked to tell: "Yes, I can let you know whether ..." would not tell; the question is taken up as an open one.
    expect(answerYesNo('Could you let me know whether you would like your marketing lead to join?')).toBeNull();
    expect(answerYesNo('Can you confirm whether this date is convenient?')).toBeNull();
    expect(answerYesNo('Would you mind sending me the report?')).toBe("Not at all, I don't mind sending you the report.");
    expect(answerYesNo('Do you mind if I bring a friend?')).toBe('Not at all, please go ahead.');
    expect(answerYesNo('Would you mind if we moved the call to 3pm?')).toBe('Not at all, please go ahead.');
  });

  it('answers yes/no questions and drops a leading condition', () => {
    expect(answerYesNo('Are you available on Thursday?')).toBe('Yes, I am available on Thursday.');
    expect(answerYesNo('If not, could you suggest another slot?')).toBe('Yes, I can suggest another slot.');
    // A question that leaves its "are" out, but not one with a verb of its own.
    expect(answerYesNo('You in?')).toBe('Yes, I am in.');
    // Whoever is addressed by name is not part of what is asked.
    expect(answerYesNo('Beth, can you send him the latest draft?')).toBe('Yes, I can send him the latest draft.');
    expect(answerYesNo('You free on Friday?')).toBe('Yes, I am free on Friday.');
    expect(answerYesNo('You know what I mean?')).toBeNull();
    // A fact the replier would be making up gets no yes: it is taken up as an open question.
    for (const q of ['Is this a known issue with 8.4.1?', 'Is there a problem with the parts?', 'Did you ever adopt that greyhound?', 'Are they still making you do stand-ups?', 'Do you have the deck?']) {
      expect(answerYesNo(q), q).toBeNull();
    }
    expect(answerYesNo('Are you still coming to Lisbon in the spring?')).toBe('Yes, I am still coming to Lisbon in the spring.');
    expect(answerYesNo('Any chance you could poke accounts for me?')).toBe('Yes, I can poke accounts for you.');
    expect(answerYesNo('Is there any chance we could move it to Friday?')).toBe('Yes, we can move it to Friday.');
    expect(answerYesNo('What time is it?')).toBeNull();
  });

  it('turns what the sender wants told, still lacks or would be grateful for into a task, and keeps both halves of an either-or', () => {
    expect(requestToTask('Ms Quayle would be grateful to know whether you are willing to act.')).toBe('let you know whether I am willing to act');
    expect(requestToTask("If the timing isn't right, I'd also be grateful to know what kind of role would tempt you in the future.")).toBe(
      'let you know what kind of role would tempt me in the future',
    );
    expect(requestToTask('The approval was due on Monday and we still don\'t have your sign-off on the key art.')).toBe('give my sign-off on the key art');
    expect(requestToTask("I haven't received your signed contract yet, I'm starting to worry.")).toBe('send my signed contract');
    expect(requestToTask('Needs your OK before Tuesday.')).toBe('give my OK before Tuesday');
    expect(requestToTask("I need your share by 30 November, as that's when the voucher offer ends.")).toBe('send my share by 30 November');
    expect(requestToTask('We will need your input on the budget.')).toBe('give my input on the budget');
    expect(requestToTask('We also need to know whether failed deliveries will be retried, or whether we must replay them ourselves.')).toBe(
      'let you know whether failed deliveries will be retried, or whether you must replay them yourselves',
    );
    expect(requestToTask('It still needs your signature on page 4.')).toBe('give my signature on page 4');
    expect(requestToTask('Anyone with kit on desks 5.14 to 5.22, get it off the desks right away.')).toBe('get it off the desks right away');
    expect(requestToTask('We would be grateful for your assistance in preparing a short witness statement describing what you saw.')).toBe(
      'help in preparing a short witness statement describing what I saw',
    );
    expect(requestToTask('I require you either to replace the worktop or to refund the £640 in full by Friday 20 November.')).toBe(
      'replace the worktop or refund the £640 in full by Friday 20 November',
    );
  });

  it('strips a request down to its task', () => {
    expect(requestToTask('Please send me the signed contract by Friday.')).toBe('send you the signed contract by Friday');
    expect(requestToTask('Could you review our proposal?')).toBe('review your proposal');
    // An "if" clause that names what the task points back to stays with it.
    expect(requestToTask("If you have a product shot that isn't in the press kit, send that over too.")).toBe("send that over too, if I have a product shot that isn't in the press kit");
    expect(requestToTask('If you find the old badge, return it to reception.')).toBe('return it to reception, if I find the old badge');
    expect(requestToTask('If one of those lockers was yours, drop the key at reception.')).toBe('drop the key at reception');
    // The sender's news spliced on with a comma is not part of the task.
    expect(requestToTask("If you've got any photos from uni, send them my way, I'm putting together a slideshow.")).toBe("send them your way, if I've got any photos from uni");
    expect(requestToTask("Let me know either way, it'd be so good to see you.")).toBe('let you know either way');
  });

  it('takes the duty out of "you must", and leaves what the thing is to the sender', () => {
    expect(requestToTask('Prior to reporting, you must complete the online questionnaire.')).toBe('complete the online questionnaire');
    expect(requestToTask('You should also bring photo ID on the day.')).toBe('bring photo ID on the day');
    expect(requestToTask("All staff based at Riverside are therefore asked to complete the Temporary Remote Working form, which confirms your working location, your equipment needs and your line manager's approval.")).toBe(
      'complete the Temporary Remote Working form',
    );
    expect(requestToTask('Please complete the claim form, which covers your travel costs, by Friday 27 November.')).toBe('complete the claim form by Friday 27 November');
    expect(requestToTask('Please complete the claim form, which covers travel, meals and hotels, by Friday 27 November.')).toBe('complete the claim form by Friday 27 November');
    expect(requestToTask('Please sign the contract, which covers the terms we agreed, and return it by Friday.')).toBe('sign the contract and return it by Friday');
  });

  it('acknowledges a rule as noted rather than done', () => {
    expect(requestToTask('Closed-toe shoes are required in the lab.')).toBe('bear in mind that closed-toe shoes are required in the lab');
    expect(requestToTask('PPE is mandatory on site.')).toBe('bear in mind that PPE is mandatory on site');
  });

  it('turns a bill falling due into paying it', () => {
    expect(requestToTask('Payment is due by January 8.')).toBe('make the payment by January 8');
    expect(requestToTask('Just a friendly reminder that invoice #3310 ($1,450.00) is due this Friday, November 20.')).toBe(
      'pay invoice #3310 ($1,450.00) by this Friday, November 20',
    );
    expect(requestToTask('Your rent is now overdue.')).toBe('pay my rent');
    expect(requestToTask('Payment is due within 30 days of the invoice date.')).toBe('make the payment within 30 days of the invoice date');
    expect(requestToTask('Payment is due upon receipt.')).toBe('make the payment upon receipt');
  });

  it('keeps what is asked of the reader, without who asks it or whom it addresses', () => {
    expect(requestToTask('We demand that you immediately cease all use of the name.')).toBe('immediately cease all use of the name');
    expect(requestToTask('Meridian hereby requires Solenne to remedy the breach and to provide a written plan.')).toBe('remedy the breach and provide a written plan');
    expect(requestToTask('All staff are therefore asked to complete the remote working form.')).toBe('complete the remote working form');
    expect(requestToTask("We'd love for you to apply to our internship.")).toBe('apply to your internship');
    expect(requestToTask('Owners, please update your line in the tracker.')).toBe('update my line in the tracker');
    expect(requestToTask('To renew, please sign the agreement in the portal.')).toBe('sign the agreement in the portal');
    expect(requestToTask('When you apply, put my name in the referral field.')).toBe('put your name in the referral field');
    expect(requestToTask('RSVP through the form by Friday.')).toBe('RSVP through the form by Friday');
    // A request that only mentions what the reader is asked keeps its own verb.
    expect(requestToTask('Please return the documents you are asked to sign by Friday.')).toBe('return the documents I am asked to sign by Friday');
  });

  it('asks in the active what a notice puts in the passive, and acknowledges a request for a thing', () => {
    expect(requestToTask('The questionnaire must be completed no later than December 7.')).toBe('complete the questionnaire no later than December 7');
    expect(requestToTask('The keys must be collected by Friday.')).toBe('collect the keys by Friday');
    expect(requestToTask('Your photo needs to be uploaded before the event.')).toBe('upload my photo before the event');
    expect(requestToTask('Their system locks on Friday, so it has to be signed by Friday or the whole deal slips to January.')).toBe('sign it by Friday');
    // Not a subject that says something else first.
    expect(requestToTask('The form is available on the intranet and must be submitted by Monday.')).toBe('the form is available on the intranet and must be submitted by Monday');
    expect(requestToTask('I am writing to request a full refund for my order.')).toBe('you are requesting a full refund for your order');
    expect(requestToTask('I would therefore ask that you send me a prepaid returns label.')).toBe('send you a prepaid returns label');
    expect(requestToTask('To avoid any interruption to your store, update your payment details by Friday.')).toBe('update my payment details by Friday');
    expect(requestToTask('If you still use v1, please migrate to v2 before 15 January; the guide covers every endpoint.')).toBe('migrate to v2 before 15 January');
    expect(requestToTask('If so, kindly let us know your availability for the interview.')).toBe('let you know my availability for the interview');
    expect(requestToTask('We should be grateful if you would return it to us, together with a copy of your passport, by 4 December.')).toBe(
      'return it to you, together with a copy of my passport, by 4 December',
    );
  });

  it('promises nothing a notice says of someone else, and keeps the half of a sentence that asks', () => {
    // "by" names who, not when; "for a refund" is a shop's policy.
    expect(requestToTask('The meeting must be confirmed by the client.')).toBe('the meeting must be confirmed by the client');
    expect(requestToTask('Your order has to be returned within 30 days for a refund.')).toBe('my order has to be returned within 30 days for a refund');
    expect(requestToTask('They must be paid by Friday.')).toBe('pay them by Friday');
    expect(requestToTask('The office is closed on Monday; please send invoices to accounts instead.')).toBe('send invoices to accounts instead');
    // An instruction to request something is not the sender's own request.
    expect(requestToTask('Please request a new badge from reception.')).toBe('request a new badge from reception');
    expect(requestToTask('We would like to request an extension to 4 December.')).toBe('you are requesting an extension to 4 December');
  });

  it('does not answer "yes" to a question that offers a choice', () => {
    expect(answerYesNo('Would you rather do a proper dinner or a long boozy brunch?')).toBeNull();
    expect(answerYesNo('Can you accept net 45, or is that a dealbreaker?')).toBeNull();
  });

  it('turns a yes/no question into "whether ..."', () => {
    expect(toIndirect('Are you free on Thursday?')).toBe('whether I am free on Thursday');
    expect(toIndirect('Can we move the call to Friday?')).toBe('whether you can move the call to Friday');
    // Where the verb would have to agree or the subject's end is a guess, the question stays as asked.
    expect(toIndirect('Does your team support SSO?')).toBe('does my team support SSO');
    expect(toIndirect('Is the final report ready?')).toBe('is the final report ready');
  });
});
