/**
 * Realistic emails for the engine's tests and benchmark. `NOW` is a Monday,
 * so "Friday" resolves to 2026-03-06 (4 days ahead: not a priority) and
 * "Wednesday" to 2026-03-04 (within the 3-day priority window).
 */

export const NOW = new Date('2026-03-02T09:00:00Z');

export interface EmailParts {
  from?: string;
  to?: string;
  subject?: string;
  date?: string;
  body: string;
}

/** Builds an email as the engine receives it: headers, a blank line, then the body. */
export function makeEmail({ from = 'Jane Doe <jane@acme.com>', to = 'me@example.com', subject = 'Hello', date = 'Mon, 02 Mar 2026 08:30:00 +0000', body }: EmailParts): string {
  return `From: ${from}\nTo: ${to}\nSubject: ${subject}\nDate: ${date}\n\n${body}`;
}

export const MEETING_REQUEST = makeEmail({
  from: 'Tom Becker <tom.becker@northwind.io>',
  subject: 'Meeting to discuss the Q2 roadmap',
  body: `Hi Sam,

I'd like to schedule a meeting to go over the Q2 roadmap and the hiring plan for the platform team. Are you available on Thursday at 2pm for about an hour? If not, could you suggest another slot this week?

I will send the agenda and the draft roadmap before the call.

Best regards,
Tom Becker`,
});

export const INVOICE_OVERDUE = makeEmail({
  from: 'Accounts <billing@brightsupply.com>',
  subject: 'Invoice #4821 overdue',
  body: `Dear customer,

Our records show that invoice #4821 for $2,450.00 was due on February 20 and is now overdue. Please arrange payment immediately to avoid a late fee. The invoice is attached as invoice-4821.pdf for your reference.

If you have already paid, please send us the remittance details so we can update our records.

Kind regards,
Bright Supply Accounts`,
});

export const ANGRY_CUSTOMER = makeEmail({
  from: 'Mark Olsen <mark.olsen@gmail.com>',
  subject: 'Still no refund - this is unacceptable',
  body: `Hello,

I am extremely frustrated. My order #99812 arrived broken three weeks ago and I have still not received a refund. I contacted support twice and was ignored both times. This is terrible service and completely unacceptable.

I want a full refund processed immediately, otherwise I will file a complaint.

Mark`,
});

export const NEWSLETTER = makeEmail({
  from: 'The Product Digest <news@productdigest.com>',
  subject: 'This week in product: roadmaps, pricing and onboarding',
  body: `Welcome to this week's edition of The Product Digest.

Our lead story looks at how growing teams keep their roadmaps honest as priorities shift every quarter. We also share a short guide to pricing experiments that do not annoy existing customers.

In the community section, three readers describe how they rebuilt their onboarding flow and what it did to retention. Their results were impressive, with activation rising by a fifth on average.

You are receiving this newsletter because you subscribed on our website. To stop receiving it, click unsubscribe at the bottom of this page.`,
});

export const INTRODUCTION = makeEmail({
  from: 'Priya Raman <priya@lumenlabs.ai>',
  subject: 'Introduction: Priya Raman (Lumen Labs) <> Alex Kim',
  body: `Hi Alex,

I'd like to introduce you to Daniel Okafor, who leads data engineering at Lumen Labs. Daniel is looking at streaming pipelines and I think your experience with Kafka would be really valuable to him.

I'll let you two take it from here. It would be great if you could find time for a short call in the coming weeks.

Best,
Priya`,
});

export const THREE_QUESTIONS = makeEmail({
  from: 'Laura Chen <laura.chen@fabrikam.com>',
  subject: 'Website redesign proposal',
  body: `Hi Sam,

Thanks for sending over the first ideas for the website redesign. Before we sign off on the proposal, I need a few details.

What is the total budget for the project? When can your team deliver the first draft of the homepage? Who will be our main contact during the design phase?

Please send your answers by Friday so we can present the proposal to our board next week.

Thanks,
Laura`,
});

export const URGENT_WEDNESDAY = makeEmail({
  from: 'Ops Team <ops@contoso.com>',
  subject: 'Server certificate renewal',
  body: `Hi team,

The TLS certificate for the payment gateway expires soon. Please renew it by Wednesday so that checkout keeps working.

Thanks,
Ops`,
});

/** Repeats the bodies of `emails` under one header until the text reaches `bytes` characters. */
export function emailOfSize(bytes: number, emails: readonly string[]): string {
  const bodies = emails.map((e) => e.split('\n\n').slice(1).join('\n\n'));
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const body = bodies[i % bodies.length] ?? '';
    parts.push(body);
    length += body.length + 2;
  }
  return makeEmail({ subject: 'Quarterly partner update and open questions', body: parts.join('\n\n') }).slice(0, bytes);
}

/** About 1 KB and 10 KB emails for the benchmark, built from the fixtures above. */
export const EMAIL_1KB = emailOfSize(1024, [THREE_QUESTIONS, MEETING_REQUEST]);
export const EMAIL_10KB = emailOfSize(10 * 1024, [THREE_QUESTIONS, MEETING_REQUEST, INVOICE_OVERDUE, NEWSLETTER, INTRODUCTION, ANGRY_CUSTOMER]);
