import type { EvalEmail } from '../types';

export const LEGAL_EMAILS: EvalEmail[] = [
  {
    id: 'legal-01',
    kind: 'legal',
    split: 'tune',
    from: 'Catherine Aldous <c.aldous@meridianhealthgroup.com>',
    subject: 'Notice of Breach – Master Services Agreement dated 14 February 2025',
    date: 'Mon, 16 Nov 2026 14:00:00 +0000',
    body: `Dear Mr Varga,

NOTICE OF MATERIAL BREACH

We write on behalf of Meridian Health Group plc ("Meridian") in connection with the Master Services Agreement between Meridian and Solenne Data Systems Ltd ("Solenne") dated 14 February 2025 (the "Agreement").

Under Schedule 2 of the Agreement, Solenne is required to maintain platform availability of 99.9% in each calendar month. Availability in September and October 2026 was 97.2% and 96.8% respectively, and the service credits due to Meridian for those months have not been applied. Meridian considers these failures to constitute a material breach under clause 18.1.

In accordance with clause 18.2, Meridian hereby requires Solenne to remedy the breach and to provide a written remediation plan no later than 16 December 2026. Should the breach not be remedied within that period, Meridian reserves the right to terminate the Agreement and to claim damages.

Nothing in this letter constitutes a waiver of any of Meridian's rights or remedies, all of which are expressly reserved.

Yours sincerely,

Catherine Aldous
General Counsel
Meridian Health Group plc`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['remedy the material breach of the availability commitment', 'provide a written remediation plan no later than 16 December 2026'],
      deadlines: [{ text: 'no later than 16 December 2026', date: '2026-12-16' }],
      review: true,
      priority: 'Medium',
      summary: 'Meridian gives formal notice that Solenne is in material breach of the MSA (availability under 99.9%, service credits not applied) and requires a remedy and a written remediation plan no later than 16 December 2026.',
    },
  },
  {
    id: 'legal-02',
    kind: 'legal',
    split: 'tune',
    from: 'Jonathan Pryce <jpryce@pryceholloway.com>',
    subject: 'Cease and Desist – Infringement of the LUMORA® Trademark',
    date: 'Fri, 13 Nov 2026 17:30:00 +0000',
    body: `Dear Ms. Castellanos,

This firm represents Lumora Cosmetics, Inc. ("Lumora"), owner of U.S. Trademark Registration No. 6,104,882 for the mark LUMORA® for skincare and cosmetic products.

It has come to our client's attention that your company, Lumorah Skin Studio, is selling serums and face oils under the name "LUMORAH" through its website and Instagram account. This name is confusingly similar to our client's registered mark and is used for identical goods. Your conduct constitutes trademark infringement and unfair competition under the Lanham Act.

Accordingly, we demand that you immediately cease and desist from all use of the LUMORAH name and any confusingly similar mark, remove all infringing listings and social media content, and confirm in writing by November 30, 2026 that you have done so.

If we do not receive your written confirmation by that date, our client is prepared to pursue all available remedies, including an action for injunctive relief and damages, without further notice to you.

Very truly yours,

Jonathan Pryce
Pryce & Holloway LLP
1200 Market Street, Suite 900, Philadelphia, PA 19107
(215) 555-0193

CONFIDENTIALITY NOTICE: This email and any attachments are intended solely for the named recipient and may contain privileged information. If you have received it in error, please notify the sender and delete it.`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['immediately stop all use of the LUMORAH name', 'remove all infringing listings and social media content', 'confirm in writing by November 30, 2026'],
      deadlines: [{ text: 'by November 30, 2026', date: '2026-11-30' }],
      review: true,
      priority: 'High',
      summary: 'For Lumora Cosmetics, Pryce & Holloway demands that Lumorah Skin Studio immediately stop using LUMORAH, remove infringing listings and confirm in writing by November 30, 2026, or face legal action.',
    },
  },
  {
    id: 'legal-03',
    kind: 'legal',
    split: 'heldout',
    from: 'Jakub Lewandowski <jakub.lewandowski@proton.me>',
    subject: 'Subject access request under Article 15 GDPR',
    date: 'Mon, 16 Nov 2026 07:41:00 +0000',
    body: `Dear Data Protection Officer,

I am a former member of FitLoop (account email jakub.lewandowski@proton.me, membership ended in March 2026). I am writing to make a subject access request under Article 15 of the General Data Protection Regulation.

Please provide me with a copy of all personal data you hold about me, including call recordings, app activity and any data obtained from third parties. In addition, please answer the following:

What categories of my personal data do you currently process? For what purposes is each category processed? Have you shared my data with any third parties, such as advertisers or data brokers? How long do you intend to retain my data now that my membership has ended?

I understand that you are required to respond within one month of receiving this request, so I expect your reply no later than 16 December 2026. Please send the information electronically to this address.

Yours faithfully,
Jakub Lewandowski`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'What categories of my personal data do you currently process?',
        'For what purposes is each category processed?',
        'Have you shared my data with any third parties, such as advertisers or data brokers?',
        'How long do you intend to retain my data now that my membership has ended?',
      ],
      requests: ['provide a copy of all personal data held about him', 'answer his questions on processing, sharing and retention', 'reply electronically no later than 16 December 2026'],
      deadlines: [{ text: 'no later than 16 December 2026', date: '2026-12-16' }],
      review: true,
      priority: 'Medium',
      summary: 'Former member Jakub Lewandowski makes a GDPR subject access request: a copy of all his personal data plus answers on purposes, sharing and retention, no later than 16 December 2026.',
    },
  },
  {
    id: 'legal-04',
    kind: 'legal',
    split: 'tune',
    from: 'Parcelly <legal-notices@parcelly.com>',
    subject: 'We’re updating our Terms of Service and Privacy Policy',
    date: 'Fri, 13 Nov 2026 12:00:00 +0000',
    body: `Hi there,

We're writing to let you know that we're updating the Parcelly Terms of Service and Privacy Policy. The new versions take effect on January 4.

What's changing:
• Clearer rules on prohibited items and what happens when a parcel is refused by customs.
• A new section on how we use delivery photos to resolve disputes.
• Updated arbitration terms for customers in the United States.
• More detail on how long we keep your shipping history.

You can read the full updated terms, along with a summary of changes, at parcelly.com/legal/updates.

If you keep using Parcelly on or after January 4, you'll be agreeing to the new terms. If you don't agree, you can close your account at any time before January 4 from Settings > Account.

Thanks for shipping with us,
The Parcelly Team

Parcelly Inc., 88 Harbor Way, Oakland, CA 94607. You're receiving this service email because you have a Parcelly account.`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'before January 4', date: '2027-01-04' }],
      review: false,
      priority: 'Medium',
      summary: "Parcelly's updated Terms of Service and Privacy Policy take effect on January 4; continuing to use Parcelly means agreeing, and you can close your account before January 4 if you don't agree.",
    },
  },
  {
    id: 'legal-05',
    kind: 'legal',
    split: 'tune',
    from: 'Rosa Delgado <rosa.delgado@kestrelhq.com>',
    subject: 'Reminder: Code of Conduct training closes Friday!',
    date: 'Tue, 17 Nov 2026 09:15:00 +0000',
    body: `Hey team 👋

Friendly nudge from Compliance! Our records show you haven't finished this year's Code of Conduct & Anti-Bribery module yet. It takes about 25 minutes and needs to be done by Friday, Nov 20, so we can report completion numbers to the audit committee.

You'll find it in Workday under Learning > Required. If you started it and it's stuck at 90%, that's a known glitch; just clear your cache and hit "Resume".

If you've already finished it in the last day or so, ignore this, the report lags a bit. 🙂

Thanks a bunch!
Rosa
Compliance & Ethics, Kestrel`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['complete the Code of Conduct & Anti-Bribery module in Workday by Friday, Nov 20'],
      deadlines: [{ text: 'by Friday, Nov 20', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Reminder from Compliance: the Code of Conduct & Anti-Bribery module in Workday (about 25 minutes) is not yet finished and must be done by Friday, Nov 20.',
    },
  },
  {
    id: 'legal-06',
    kind: 'legal',
    split: 'heldout',
    from: 'Daniel Achebe <daniel.achebe@harrowgate-assurance.com>',
    subject: 'Re: SOC 2 Type II – evidence request',
    date: 'Tue, 17 Nov 2026 15:10:00 +0000',
    body: `Dear Ms Sandberg,

Following yesterday's kickoff session, please find below our initial evidence request for the FY2026 SOC 2 Type II audit of Nordlys Software AB.

Please upload the following to the audit portal by December 4:

1. The current information security policy and evidence of its annual approval.
2. A complete list of user access reviews performed during the audit period, with sign-offs.
3. The change management ticket log for production systems, 1 January to 30 September 2026.
4. Your most recent penetration test report and the remediation tracker.
5. Evidence of security awareness training completion for all staff.

Could you also confirm who will act as our primary point of contact during fieldwork?

Should any items be unavailable, please let us know as early as possible so that we can agree alternative evidence.

Kind regards,

Daniel Achebe
Senior Manager, Risk Assurance
Harrowgate Assurance LLP

On 16 Nov 2026, at 16:02, Ingrid Sandberg <ingrid.sandberg@nordlys.se> wrote:
> Dear Daniel,
> Thank you for the productive kickoff today. We are ready to receive your evidence request list and will assign owners internally.
> Best regards,
> Ingrid`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you also confirm who will act as our primary point of contact during fieldwork?'],
      requests: [
        'upload the information security policy and evidence of its annual approval',
        'upload the user access reviews with sign-offs',
        'upload the production change management ticket log',
        'upload the latest penetration test report and remediation tracker',
        'upload evidence of security awareness training completion',
        'confirm the primary point of contact for fieldwork',
      ],
      deadlines: [{ text: 'by December 4', date: '2026-12-04' }],
      review: true,
      priority: 'Medium',
      summary: 'Harrowgate Assurance asks Nordlys to upload five items of SOC 2 evidence (security policy, access reviews, change log, pen test, training records) to the audit portal by December 4 and name a fieldwork contact.',
    },
  },
  {
    id: 'legal-07',
    kind: 'legal',
    split: 'tune',
    from: 'Alder County Superior Court <jury@aldercountycourts.gov>',
    subject: 'Juror Summons No. 2027-01-04417 – Action Required',
    date: 'Sun, 15 Nov 2026 10:00:00 +0000',
    body: `SUMMONS FOR JURY SERVICE

Juror number: 2027-01-04417
Name: Rowan T. Ellery

You are hereby summoned to report for jury service at the Alder County Superior Court, 301 West Main Street, Ridgefield, on Monday, January 11, 2027 at 8:00 a.m.

Prior to reporting, you must complete the online juror qualification questionnaire at jury.aldercountycourts.gov using the juror number above and your date of birth. The questionnaire must be completed no later than December 7.

If you wish to request a postponement or an excusal for medical, financial or caregiving reasons, you may do so through the same portal. Such requests must be submitted with the questionnaire.

Failure to complete the questionnaire or to appear as directed may result in a further summons or an order to show cause.

Clerk of the Court
Alder County Superior Court
(360) 555-0110 · Monday to Friday, 8:00 a.m. to 4:30 p.m.`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['complete the online juror qualification questionnaire no later than December 7', 'report for jury service on Monday, January 11, 2027 at 8:00 a.m.'],
      deadlines: [{ text: 'no later than December 7', date: '2026-12-07' }],
      review: false,
      priority: 'Medium',
      summary: 'Rowan T. Ellery is summoned for jury service at Alder County Superior Court on Monday, January 11, 2027 and must complete the online juror questionnaire no later than December 7.',
    },
  },
  {
    id: 'legal-08',
    kind: 'legal',
    split: 'tune',
    from: 'Fiona Gallagher <fgallagher@bramleyreid.co.uk>',
    subject: 'Our ref FG/2291 – Unreturned deposit, 22 Ashby Road – response required',
    date: 'Tue, 17 Nov 2026 11:48:00 +0000',
    body: `Dear Mr Thornton,

Our client: Ms Hannah Cole
Property: Flat 3, 22 Ashby Road, Nottingham NG7 1BE

We refer to our letter of 2 November 2026 concerning the return of our client's tenancy deposit of £1,350, to which we have received no response.

Our client vacated the property on 31 August 2026 and returned the keys the same day. To date the deposit has not been returned, nor has it been protected in a government-approved scheme as required by the Housing Act 2004. We therefore consider that our client is entitled to the return of the deposit in full, together with a penalty of up to three times its value.

We invite you to return the deposit in full and to respond to this letter by 4pm on Friday, 20 November 2026. If we do not receive a satisfactory response by that time, we are instructed to issue proceedings in the County Court without further notice, and we will seek our client's costs.

We look forward to hearing from you.

Yours sincerely,

Fiona Gallagher
Solicitor
Bramley Reid LLP`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ["return Ms Cole's £1,350 deposit in full", 'respond to the letter by 4pm on Friday, 20 November 2026'],
      deadlines: [{ text: 'by 4pm on Friday, 20 November 2026', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Bramley Reid, for Ms Hannah Cole, chases its unanswered 2 November letter: return her £1,350 deposit and respond by 4pm on Friday, 20 November 2026, or they will issue County Court proceedings.',
    },
  },
  {
    id: 'legal-09',
    kind: 'legal',
    split: 'heldout',
    from: 'Priya Natarajan <priya.natarajan@corvidrobotics.com>',
    subject: 'Legal hold notice – Brightwater Logistics dispute (please read)',
    date: 'Wed, 18 Nov 2026 08:05:00 +0000',
    body: `Hi all,

Unfortunately, Brightwater Logistics filed a claim against us last week over the warehouse automation project, and you've been identified as someone who may hold relevant information.

Effective immediately, please do not delete, edit or throw away anything related to Brightwater or the Dock 4 rollout. That covers email, Slack messages, Jira tickets, design files, test logs, handwritten notes and anything on your personal phone if you used it for work. Auto-delete has been switched off for the affected mailboxes and channels, but personal devices are your responsibility.

Please reply to this email by Friday to confirm you've read and understood this notice. If you're not sure whether something counts, keep it and ask me.

This hold stays in place until Legal tells you in writing that it has been lifted. Please don't discuss the dispute with anyone at Brightwater or outside the company.

Thanks,
Priya

Priya Natarajan | Associate General Counsel | Corvid Robotics`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['keep everything related to Brightwater and the Dock 4 rollout', 'reply by Friday to confirm the notice was read and understood', 'not discuss the dispute outside the company'],
      deadlines: [{ text: 'by Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Legal hold: Brightwater Logistics has filed a claim, so effective immediately keep everything about Brightwater and the Dock 4 rollout, and reply by Friday to confirm you've read the notice.",
    },
  },
  {
    id: 'legal-10',
    kind: 'legal',
    split: 'heldout',
    from: 'Larchwood People Team <people@larchwoodcreative.com>',
    subject: 'FYI: updated remote work policy from 1 December',
    date: 'Mon, 16 Nov 2026 16:30:00 +0000',
    body: `Hi everyone,

Good news: after a lot of feedback from you all, we've updated the Remote & Hybrid Work Policy, and the changes make it more flexible!

The highlights:
- You can now work from another country for up to 30 days a year (up from 10), as long as your manager knows in advance.
- The home office allowance goes up to £400 a year.
- Core collaboration hours are now 11:00 to 15:00 UK time.

The updated policy applies from 1 December and is on the intranet under Policies > Working Here. There's nothing you need to sign or do; your manager will run through it at your next one-to-one.

Thanks,
The People Team`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: 'The updated Remote & Hybrid Work Policy applies from 1 December: up to 30 days a year abroad, a £400 home office allowance and new core hours. There is nothing to sign or do.',
    },
  },
  {
    id: 'legal-11',
    kind: 'legal',
    split: 'tune',
    from: 'Eleanor Voss <evoss@harcourtvoss.de>',
    subject: 'NORTHWIND mark – opposition update and a call to discuss settlement',
    date: 'Mon, 16 Nov 2026 17:05:00 +0000',
    body: `Dear Amir,

A short update on the opposition filed by Northwynd Outdoor GmbH against your application for NORTHWIND in class 25.

Northwynd's evidence was filed with the EUIPO on 9 November. It consists mainly of sales figures for Germany and Austria and a handful of magazine features. In my view it is thin on proof of reputation outside the DACH region, which strengthens our position. I will prepare our observations in reply and send you a draft in good time.

More significantly, Northwynd's counsel has contacted me informally to ask whether you would consider a coexistence agreement, under which you would avoid the colour green in your logo and stay out of footwear. That could end the dispute quickly and at modest cost, but it would limit your plans for the trail shoe range.

This is a commercial decision rather than a legal one, and I would prefer to talk it through with you rather than set it out by email. Would you be free for a 30-minute call on Tuesday 24 November at 16:00 CET? If not, Wednesday 25 November at any time before noon would also suit me.

Kind regards,

Eleanor Voss
Partner, Harcourt Voss Rechtsanwälte
Maximilianstraße 31, 80539 München`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Would you be free for a 30-minute call on Tuesday 24 November at 16:00 CET?'],
      requests: ['join a 30-minute call on Tuesday 24 November at 16:00 CET, or Wednesday 25 November before noon'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Northwynd's opposition evidence against NORTHWIND looks thin, and its counsel has floated a coexistence agreement; Eleanor proposes a 30-minute call on Tuesday 24 November at 16:00 CET, or 25 November before noon.",
    },
  },
  {
    id: 'legal-12',
    kind: 'legal',
    split: 'tune',
    from: 'Marcus Oduya <m.oduya@fenwickoduya.co.uk>',
    subject: 'Our client Ms Clara Benn – road traffic accident on 3 October 2026',
    date: 'Fri, 13 Nov 2026 15:40:00 +0000',
    body: `Dear Mr Hallett,

We act for Ms Clara Benn in connection with a personal injury claim arising from the road traffic accident on Mill Lane, Bristol, on 3 October 2026. Ms Benn has informed us that you were a passenger in her vehicle at the time and has kindly provided your contact details.

We would be grateful for your assistance in preparing a short witness statement describing what you saw. This would involve a telephone interview of approximately 30 minutes with a member of our team, following which we would send you a draft statement to check and sign. You would not be required to attend court unless the matter proceeds to trial, which we consider unlikely.

Would you be willing to assist in this way? If so, kindly let us know your availability for the interview. As the defendant's insurers have set a timetable for disclosure, we would ask that the signed statement be returned to us by 11 December 2026.

Please note that this firm acts for Ms Benn only and cannot advise you personally.

Yours sincerely,

Marcus Oduya
Solicitor, Fenwick Oduya LLP
Tel: 0117 496 0388`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Would you be willing to assist in this way?'],
      requests: [
        'give a short witness statement about the accident',
        'send availability for a 30-minute telephone interview',
        'return the signed statement by 11 December 2026',
      ],
      deadlines: [{ text: 'by 11 December 2026', date: '2026-12-11' }],
      review: false,
      priority: 'Medium',
      summary: 'Fenwick Oduya, acting for Ms Clara Benn, asks Mr Hallett, a passenger in her car in the 3 October 2026 accident, for a witness statement via a 30-minute phone interview, signed and returned by 11 December 2026.',
    },
  },
  {
    id: 'legal-13',
    kind: 'legal',
    split: 'heldout',
    from: 'Settlement Administrator <notice@brightlinkdatasettlement.com>',
    subject: 'Legal Notice: In re Brightlink Data Incident Litigation – Proposed Settlement',
    date: 'Sat, 14 Nov 2026 13:00:00 +0000',
    body: `LEGAL NOTICE OF PROPOSED CLASS ACTION SETTLEMENT
In re Brightlink Data Incident Litigation, Case No. 3:26-cv-01187 (N.D. Cal.)

You are receiving this notice because Brightlink Telecom's records indicate that you were a Brightlink customer between January 2023 and June 2025 and may be a member of the Settlement Class.

Brightlink has agreed to a settlement of $18.5 million to resolve claims arising from the data security incident it disclosed in July 2025. Brightlink denies any wrongdoing. The Court has not decided who is right.

Settlement Class Members may be eligible for reimbursement of documented out-of-pocket losses of up to $5,000 and a pro rata cash payment. To receive a payment, you can submit a claim online at www.brightlinkdatasettlement.com using the Notice ID below. Claims must be submitted no later than February 26, 2027.

You may also exclude yourself from, or object to, the settlement by January 29, 2027. If you do nothing, you will not receive a payment but will remain bound by the settlement.

The Final Approval Hearing is scheduled for March 18, 2027.

Notice ID: BLD-4471-9920-QK

This notice is authorized by the Court. It is not a solicitation from a lawyer.`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [
        { text: 'no later than February 26, 2027', date: '2027-02-26' },
        { text: 'by January 29, 2027', date: '2027-01-29' },
      ],
      review: false,
      priority: 'Medium',
      summary: 'Notice of an $18.5 million settlement of the Brightlink data incident litigation: class members can claim a payment online no later than February 26, 2027, or opt out or object by January 29, 2027.',
    },
  },
  {
    id: 'legal-14',
    kind: 'legal',
    split: 'tune',
    from: 'Jonas Pereira <jonas@tallyhq.com>',
    subject: 'DPA for Marlow Health – your signature',
    date: 'Wed, 18 Nov 2026 08:21:00 +0000',
    body: `Morning Leah,

Marlow Health's privacy team has signed off on the DPA. They accepted our sub-processor list and dropped the 24-hour breach notice demand, so we're at 48 hours, same as everyone else.

It's sitting in your DocuSign queue now. Their procurement system locks for year-end on Friday, so it has to be signed by Friday or the whole deal slips to January. Two minutes of your time, tops: it's the same template you signed for Aldgate last month, with the changes highlighted in yellow on pages 4 and 7.

Once it's back I'll send it over to Marlow for countersignature and file it in Ironclad.

Cheers,
Jonas`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['sign the Marlow Health DPA in DocuSign by Friday'],
      deadlines: [{ text: 'by Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Marlow Health has signed off on the DPA (48-hour breach notice) and it is in Leah's DocuSign queue; it has to be signed by Friday or the deal slips to January.",
    },
  },
  {
    id: 'legal-15',
    kind: 'legal',
    split: 'heldout',
    from: 'SafeLet Deposit Protection <disputes@safeletdeposits.org.uk>',
    subject: 'Adjudication decision – dispute ref. SLD-2026-55817',
    date: 'Mon, 16 Nov 2026 11:34:00 +0000',
    body: `Dear Ms Prentice,

I am pleased to let you know that the adjudicator has now reached a decision on your deposit dispute, and it is in your favour. Your former landlord's claim of £620 for carpet replacement was not supported by the check-in and check-out reports, and the adjudicator has awarded you the full deposit of £1,100.

I am sorry that this decision has taken longer than our usual 28 days. We received an unusually high number of disputes in October, and I appreciate your patience while we worked through them.

The £1,100 will be paid within 10 working days to the bank account you gave us when you raised the dispute. You do not need to take any further action. The full written decision is attached, and it is final and binding on both parties.

Thank you for using SafeLet.

Kind regards,

Amara Quist
Dispute Resolution Team
SafeLet Deposit Protection`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: "The adjudicator found in Ms Prentice's favour and awarded her the full £1,100 deposit, to be paid within 10 working days; SafeLet apologises for the delay and no further action is needed.",
    },
  },
  {
    id: 'legal-16',
    kind: 'legal',
    split: 'tune',
    from: 'Harriet Oyelaran <h.oyelaran@marchbankeyre.co.uk>',
    subject: 'Purchase of 9 Linden Close – gifted deposit declaration (our ref HO/7741)',
    date: 'Fri, 13 Nov 2026 14:45:00 +0000',
    body: `Dear Mrs Reid,

Our client: Mr Callum Reid
Property: 9 Linden Close, York YO24 3FD

We act for your nephew, Mr Callum Reid, in his purchase of the above property. Mr Reid has informed us that you intend to give him £20,000 towards the deposit.

His mortgage lender requires confirmation that these funds are a gift and not a loan. We therefore enclose a Gifted Deposit Declaration for your signature, and we should be grateful if you would return it to us, together with a certified copy of your passport and a bank statement from the last three months showing the funds, by 4 December 2026.

Could you also confirm that you do not expect to live at the property or to hold any interest in it?

Please note that this firm acts for Mr Reid only. You are free to take independent legal advice before signing the declaration.

Yours sincerely,

Harriet Oyelaran
Associate Solicitor
Marchbank Eyre LLP
12 Lendal, York YO1 8AA`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you also confirm that you do not expect to live at the property or to hold any interest in it?'],
      requests: [
        'sign and return the Gifted Deposit Declaration by 4 December 2026',
        'send a certified copy of your passport and a recent bank statement showing the funds',
        'confirm you will not live at the property or hold any interest in it',
      ],
      deadlines: [{ text: 'by 4 December 2026', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary: 'Marchbank Eyre, acting for Mr Callum Reid, asks Mrs Reid to return the signed Gifted Deposit Declaration with a certified passport copy and bank statement by 4 December 2026, and to confirm she holds no interest in the property.',
    },
  },
  {
    id: 'legal-17',
    kind: 'legal',
    split: 'heldout',
    from: 'Agnieszka Kowalczyk <agnieszka.kowalczyk@ardmoregroup.com>',
    subject: 'Patel v Ardmore Group – tribunal hearing adjourned',
    date: 'Tue, 17 Nov 2026 16:20:00 +0000',
    body: `Dear colleagues,

I am writing to those of you who were due to give evidence in the employment tribunal claim brought by Mr Vikram Patel against the company.

The Tribunal has informed us that the final hearing listed for 30 November to 2 December 2026 has been adjourned, as the Employment Judge is no longer available. The hearing has been relisted for 9 to 11 February 2027 at the Birmingham Employment Tribunal.

Your witness statements have already been exchanged and do not need to be revisited. Our external counsel will contact each of you in January to arrange a short preparation session ahead of the new dates.

As before, the details of the case remain confidential.

Kind regards,

Agnieszka Kowalczyk
Senior Legal Counsel
Ardmore Group plc`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: "The tribunal hearing in Mr Vikram Patel's claim against Ardmore, listed for 30 November to 2 December 2026, is adjourned and relisted for 9 to 11 February 2027; witness statements need no changes.",
    },
  },
  {
    id: 'legal-18',
    kind: 'legal',
    split: 'tune',
    from: 'Dee Okoro <dee.okoro@pyxisanalytics.com>',
    subject: 'meet Arjun (our new commercial counsel!)',
    date: 'Wed, 18 Nov 2026 08:30:00 +0000',
    body: `Hey Beth,

Looping in Arjun Bhatt, who joined the legal team on Monday as our commercial counsel 🎉 He's taking over vendor and partnership contracts from me, so from now on he's your go-to for anything with a signature line.

Arjun, Beth runs partnerships and has the Halcyon reseller agreement coming your way soon. She's great, and she actually reads the schedules, which is rarer than you'd think.

Beth, can you send him the latest Halcyon draft so he can get up to speed? No huge rush, whenever you're back at your desk.

You two should grab a coffee sometime!

Dee`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Beth, can you send him the latest Halcyon draft so he can get up to speed?'],
      requests: ['send Arjun the latest Halcyon reseller agreement draft'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Dee introduces Beth to Arjun Bhatt, the new commercial counsel taking over vendor and partnership contracts, and asks Beth to send him the latest Halcyon reseller agreement draft.',
    },
  },
  {
    id: 'legal-19',
    kind: 'legal',
    split: 'tune',
    from: 'Lorna Baxter <lorna@baxtercosec.co.uk>',
    subject: 'Re: Ashdown Robotics – confirmation statement',
    date: 'Mon, 16 Nov 2026 11:10:00 +0000',
    body: `Hi Sanjay,

I haven't heard back on the email below, so I'm raising it again. The confirmation statement for Ashdown Robotics Ltd has to be filed at Companies House by 2 December, and I can't submit it until you've confirmed the shareholder details.

If nothing has changed since last year, a one-line reply saying so is all I need. If there were any share transfers or new issues (I know the seed extension was being discussed in the summer), send me the details and I'll update the register first.

Late filing can lead to the company being struck off, so I'd rather not leave it to the last week.

Thanks,
Lorna

Lorna Baxter
Baxter Company Secretarial Services

On Tue, 3 Nov 2026 at 10:02, Lorna Baxter <lorna@baxtercosec.co.uk> wrote:
> Hi Sanjay,
> The annual confirmation statement for Ashdown Robotics Ltd is due on 2 December. Please confirm that the shareholders and shareholdings are unchanged from last year, or send me any changes.
> Thanks, Lorna`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['confirm the shareholder details for the confirmation statement', 'send details of any share transfers or new issues'],
      deadlines: [{ text: 'by 2 December', date: '2026-12-02' }],
      review: false,
      priority: 'Medium',
      summary: "Lorna hasn't heard back: the Ashdown Robotics confirmation statement must be filed at Companies House by 2 December, and she needs Sanjay to confirm the shareholder details or send any share changes.",
    },
  },
  {
    id: 'legal-20',
    kind: 'legal',
    split: 'heldout',
    from: 'Client Events, Carrow Whitfield <events@carrowwhitfield.com>',
    subject: 'Invitation: Employment Law Year in Review breakfast briefing, 9 December',
    date: 'Sun, 15 Nov 2026 08:00:00 +0000',
    body: `Dear Ms Abernethy,

Carrow Whitfield is delighted to invite you to our annual Employment Law Year in Review, a breakfast briefing for HR directors and in-house counsel.

Date: Wednesday 9 December 2026
Time: 8:00 for 8:30 to 10:00
Venue: Carrow Whitfield, 30 Finsbury Circus, London EC2M 7AE

Our partners Gareth Lyle and Simone Achterberg will cover the year's key tribunal decisions, the new rules on fire and rehire, and what the changes to flexible working requests mean for your policies in 2027. There will be plenty of time for discussion over breakfast.

Places are complimentary but limited, and we kindly ask that you register by Friday 27 November using the link below. Should you be unable to attend in person, a recording will be available to registered guests.

We very much look forward to welcoming you.

Kind regards,

Client Events Team
Carrow Whitfield LLP
Register: carrowwhitfield.com/events/eyr2026`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['register for the breakfast briefing by Friday 27 November'],
      deadlines: [{ text: 'by Friday 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: 'Carrow Whitfield invites Ms Abernethy to its Employment Law Year in Review breakfast briefing on Wednesday 9 December 2026 in London; places are free but limited, so register by Friday 27 November.',
    },
  },
  {
    id: 'legal-21',
    kind: 'legal',
    split: 'tune',
    from: 'Gordon Ferris <gordon.ferris@btinternet.com>',
    subject: 'Cracked worktop – replacement or refund by Friday',
    date: 'Tue, 17 Nov 2026 19:35:00 +0000',
    body: `Dear Mr Pickering,

On 2 November your fitters installed a quartz worktop in my kitchen, for which I paid £640 in full. Within a week, a crack appeared running from the sink cut-out to the front edge. Your own surveyor inspected it on 10 November and agreed that it was a fitting fault.

I am extremely disappointed. I chose your firm on a neighbour's recommendation, and I have been left with a kitchen I cannot use properly.

I require you either to replace the worktop or to refund the £640 in full by Friday 20 November. If I do not hear from you with a firm date for one or the other by then, I will start a claim in the small claims court without further notice, and I will also claim the court fee.

Yours sincerely,

Gordon Ferris
14 Wexham Road, Slough SL2 5ER`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['replace the worktop or refund the £640 in full by Friday 20 November'],
      deadlines: [{ text: 'by Friday 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Gordon Ferris's new quartz worktop cracked, which the surveyor agreed was a fitting fault; he demands a replacement or a full £640 refund by Friday 20 November or he will start a small claims court claim.",
    },
  },
];
