import { describe, expect, it } from 'vitest';
import { splitSentences } from './nlp';
import { classifyFormality, classifyIntent, findQuestions } from './extract';
import { analyzeEmail } from './analyze';
import {
  ANGRY_CUSTOMER, INTRODUCTION, INVOICE_OVERDUE, MEETING_REQUEST, NEWSLETTER, NOW, THREE_QUESTIONS, URGENT_WEDNESDAY, makeEmail,
} from './fixtures';
import { emailAnalysisSchema } from './schemas';

const analyze = (email: string) => analyzeEmail(email, { now: NOW });

describe('analyzeEmail', () => {
  it('returns a result that matches the EmailAnalysis schema for every fixture', () => {
    for (const email of [MEETING_REQUEST, INVOICE_OVERDUE, ANGRY_CUSTOMER, NEWSLETTER, INTRODUCTION, THREE_QUESTIONS]) {
      expect(emailAnalysisSchema.safeParse(analyze(email)).success).toBe(true);
    }
  });

  it('reads the sender, company and subject from the headers', () => {
    const a = analyze(THREE_QUESTIONS);
    expect(a.sender).toEqual({ name: 'Laura Chen', email: 'laura.chen@fabrikam.com', company: 'Fabrikam' });
    expect(a.subject).toBe('Website redesign proposal');
    expect(a.timestamp).toBe('2026-03-02T08:30:00.000Z');
  });

  it('finds the three questions, the request and the Friday deadline', () => {
    const a = analyze(THREE_QUESTIONS);
    expect(a.questions).toEqual([
      'What is the total budget for the project?',
      'When can your team deliver the first draft of the homepage?',
      'Who will be our main contact during the design phase?',
    ]);
    expect(a.intent).toBe('request');
    expect(a.actionItems).toHaveLength(1);
    expect(a.actionItems[0]).toMatch(/^Please send your answers by Friday/);
    expect(a.deadlines).toEqual([{ text: 'by Friday', date: '2026-03-06T12:00:00.000Z', isPriority: false }]);
    expect(a.urgency).toBe('medium');
    expect(a.metadata.requiresHumanReview).toBe(false);
    expect(a.metadata.reviewReason).toBeNull();
  });

  it('classifies a meeting request and its questions', () => {
    const a = analyze(MEETING_REQUEST);
    expect(a.intent).toBe('meeting');
    expect(a.questions[0]).toBe('Are you available on Thursday at 2pm for about an hour?');
    // "Hi Sam", "I'd like" and "Best regards": plain business register.
    expect(a.formality).toBe('neutral');
    expect(a.metadata.keyTopics).toContain('roadmap');
  });

  it('classifies an introduction', () => {
    expect(analyze(INTRODUCTION).intent).toBe('introduction');
  });

  it('reads an email with no cue to its purpose as a request when it tells the reader to do things', () => {
    const body = (ask: string) => `Hey Declan,\n\nThe order form goes out to Meridian on Monday. ${ask}\n\nInes`;
    expect(analyze(makeEmail({ subject: 'Order form', body: body('Swap in the clause from the attached doc first.') })).intent).toBe('request');
    expect(analyze(makeEmail({ subject: 'Order form', body: body('It uses the clause from the attached doc.') })).intent).toBe('information');
  });

  it('treats an overdue invoice as urgent, with the attachment and a past deadline', () => {
    const a = analyze(INVOICE_OVERDUE);
    expect(a.urgency).toBe('high');
    expect(a.importance).toBe('high');
    expect(a.hasAttachments).toBe(true);
    expect(a.deadlines[0]).toMatchObject({ date: '2026-02-20T12:00:00.000Z', isPriority: true });
    expect(a.actionItems.some((i) => /arrange payment/.test(i))).toBe(true);
  });

  it('reads an angry customer as negative and flags it for review', () => {
    const a = analyze(ANGRY_CUSTOMER);
    expect(a.sentiment.tone).toBe('negative');
    expect(a.sender.company).toBe('');
    expect(a.metadata.requiresHumanReview).toBe(true);
    expect(a.metadata.reviewReason).toContain('negative sentiment');
  });

  it('rates a newsletter as low importance, informational and needing no review', () => {
    const a = analyze(NEWSLETTER);
    expect(a.intent).toBe('information');
    expect(a.importance).toBe('low');
    expect(a.urgency).toBe('low');
    expect(a.metadata.requiresHumanReview).toBe(false);
  });

  it('works on a body without headers', () => {
    const a = analyze('Hi Sam,\n\nCould you review the contract before our call?\n\nThanks,\nAna Silva');
    expect(a.subject).toBe('');
    expect(a.sender.name).toBe('Ana Silva');
    expect(a.questions).toEqual(['Could you review the contract before our call?']);
  });

  it('keeps at most 5 key topics', () => {
    expect(analyze(NEWSLETTER).metadata.keyTopics.length).toBeLessThanOrEqual(5);
  });

  it('finds references to earlier emails', () => {
    const a = analyze(makeEmail({ body: 'As discussed last week, the launch moves to April. Please update the plan.' }));
    expect(a.previousEmailReferences).toHaveLength(1);
  });
});

describe('the review and confidence rules', () => {
  it.each(['asap', 'urgent', 'immediately'])('marks urgency high when the email says "%s"', (word) => {
    const a = analyze(makeEmail({ body: `Hello,\n\nPlease review the attached draft ${word}. The client is waiting for it.` }));
    expect(a.urgency).toBe('high');
    expect(a.metadata.reviewReason).toContain('high urgency');
  });

  it('reads urgency from an ask for now, a denial and a week to act in', () => {
    const urgency = (body: string) => analyze(makeEmail({ body: `Hi,\n\n${body}\n\nThanks,\nJane` })).urgency;
    expect(urgency('The office is flooded. So please work from home today.')).toBe('high');
    expect(urgency('Can you take the code off the banner right now? It is broken.')).toBe('high');
    expect(urgency("We've worked around it for now, so it's not urgent, but clients prefer PDFs.")).toBe('low');
    expect(urgency('If you could get back to me this week, I will book the contractor.')).toBe('medium');
    expect(urgency("Welcome to this week's edition of the digest. Our lead story is on pricing.")).toBe('low');
  });

  it('tells a customer writing from a personal address from a friend planning a holiday', () => {
    const relationship = (from: string, body: string) => analyze(makeEmail({ from, body })).metadata.relationshipContext;
    expect(relationship('Dottie M <dottie.m@yahoo.com>', 'Hi there, I would like to cancel my Bakehouse Pro subscription before it renews. Thanks, Dottie')).toBe('professional');
    expect(relationship('Jess W <jesswhitaker@gmail.com>', 'Hey you! We have a hold on a villa near Chania in June. Do you and Dan want to come on holiday with us? Jess')).toBe('personal');
    expect(relationship('Sam <sam@gmail.com>', 'Hi, the parcel came. Sam')).toBe('unknown');
  });

  it('without priority words or deadlines, urgency is low', () => {
    expect(analyze(makeEmail({ body: 'Here are the notes from the workshop. They cover the main points we agreed on.' })).urgency).toBe('low');
  });

  it('a deadline within 3 days is a priority and requires review', () => {
    const a = analyze(URGENT_WEDNESDAY);
    expect(a.deadlines).toEqual([{ text: 'by Wednesday', date: '2026-03-04T12:00:00.000Z', isPriority: true }]);
    expect(a.metadata.requiresHumanReview).toBe(true);
    expect(a.metadata.reviewReason).toContain('deadline within 3 days');
  });

  it('requires review for more than 3 questions, not for 3', () => {
    const four = analyze(makeEmail({ body: 'What is the price? When can you ship? Who installs it? Where is your office?' }));
    expect(four.questions).toHaveLength(4);
    expect(four.metadata.reviewReason).toContain('more than 3 questions');
    expect(analyze(THREE_QUESTIONS).metadata.reviewReason ?? '').not.toContain('questions');
  });

  it('requires review for more than 3 action items', () => {
    const a = analyze(makeEmail({
      body: 'Please send the slides. Please book the room. Please order lunch for ten people. Please confirm the guest list with Ana.',
    }));
    expect(a.actionItems).toHaveLength(4);
    expect(a.metadata.reviewReason).toContain('more than 3 action items');
  });

  it('requires review when confidence is below 0.5', () => {
    const a = analyze('ok');
    expect(a.metadata.confidence).toBeLessThan(0.5);
    expect(a.metadata.requiresHumanReview).toBe(true);
    expect(a.metadata.reviewReason).toContain('low confidence');
  });

  it('never reports a confidence above 0.95', () => {
    for (const email of [MEETING_REQUEST, INVOICE_OVERDUE, ANGRY_CUSTOMER, NEWSLETTER, INTRODUCTION, THREE_QUESTIONS]) {
      expect(analyze(email).metadata.confidence).toBeLessThanOrEqual(0.95);
    }
  });

  it('reads a pasted blob without spaces as one word cut to 256 characters', () => {
    // wink's tokenizer takes the square of a word's length; 100,000 characters held the server for seconds.
    const sentences = splitSentences(`See this: ${'x-'.repeat(50_000)} and reply.`);
    expect(sentences.join(' ')).toBe(`See this: ${'x-'.repeat(128)} and reply.`);
  });
});

describe('intent, questions and formality cues', () => {
  it('reads what an email does, not a topic it mentions', () => {
    expect(classifyIntent('Attached is the revised quote. Does this work for you?').intent).not.toBe('meeting');
    expect(classifyIntent('Are you free on Thursday at 2pm? If not, which day works for you?').intent).toBe('meeting');
    expect(classifyIntent("You're welcome any time. Please send the signed copy when you can.").intent).toBe('request');
    expect(classifyIntent('Please join me in welcoming Kofi Mensah, our new incident manager.').intent).toBe('introduction');
    expect(classifyIntent("I can't find the time to finish the slides, could you take them over?").intent).toBe('request');
    expect(classifyIntent('I still have not received the signed contract I sent on Monday.', 'Contract').intent).toBe('followUp');
  });

  it('drops marketing teasers but keeps a colleague\'s short questions', () => {
    expect(findQuestions(['Ready to give it a spin?', 'Ready for Thursday?', 'Looking for the Q3 deck, do you have it?'])).toEqual([
      'Ready for Thursday?',
      'Looking for the Q3 deck, do you have it?',
    ]);
    expect(findQuestions(['Ready for a cosier winter?', 'Still dreaming of ordering dinner in Rome?', 'Why wait for New Year to start?', 'Ready for the review?'])).toEqual(['Ready for the review?']);
  });

  it('takes a word of wonder in brackets for no question, but keeps a question put in brackets', () => {
    expect(findQuestions(["It's been five years (how?) since we last met.", 'We meet Thursday (does 3pm work for everyone?)'])).toEqual([
      'We meet Thursday (does 3pm work for everyone?',
    ]);
  });

  it('reads the register whatever the blank lines', () => {
    expect(classifyFormality(`Hey Sam!!${'\n'.repeat(20_000)}Cheers`)).toBe('casual');
    expect(classifyFormality("Hi Sam,\n\nI'll send the report tomorrow and we're on track.\n\nThanks,\nAna")).toBe('neutral');
  });
});
