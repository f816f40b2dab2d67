import type { EvalEmail } from '../types';

export const CONTRACT_EMAILS: EvalEmail[] = [
  {
    id: 'contract-01',
    kind: 'contract',
    split: 'tune',
    from: 'Nadia Osei <nadia.osei@brightforge.io>',
    subject: 'Brightforge MSA + Order Form for signature',
    date: 'Tue, 17 Nov 2026 17:20:00 +0000',
    body: `Hi Aaron,

As discussed with your procurement team, I've sent the Master Services Agreement and the first Order Form through DocuSign. Both reflect the final terms we agreed last week: 24-month term, annual billing and the updated data processing addendum.

To keep the December 1 go-live on track, we'll need both documents signed by Tuesday, November 24. Once they're countersigned, I'll send the onboarding checklist and introduce you to your implementation lead.

Should the Order Form be signed by you, or by Mei Tanaka as the budget holder?

Thanks,
Nadia

Nadia Osei
Account Executive, Brightforge
+44 20 7946 0812`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Should the Order Form be signed by you, or by Mei Tanaka as the budget holder?'],
      requests: ['sign the MSA and Order Form in DocuSign by Tuesday, November 24', 'say who should sign the Order Form'],
      deadlines: [{ text: 'by Tuesday, November 24', date: '2026-11-24' }],
      review: false,
      priority: 'Medium',
      summary: 'The Brightforge MSA and first Order Form are in DocuSign and need signing by Tuesday, November 24 for the December 1 go-live; Nadia asks whether Aaron or Mei Tanaka signs the Order Form.',
    },
  },
  {
    id: 'contract-02',
    kind: 'contract',
    split: 'tune',
    from: 'Ben Haddad <ben.haddad@orchardlane.com>',
    subject: 'Orchard Lane redlines – SaaS Subscription Agreement v3',
    date: 'Mon, 16 Nov 2026 12:55:00 +0000',
    body: `Hi Leah,

Attached are our redlines to v3 of the SaaS Subscription Agreement. Most of the edits are clean-up, but our legal team flagged a few points:

- Liability cap: we've proposed 12 months of fees rather than 6.
- Payment terms: we need net 45 to fit our AP cycle.
- Auto-renewal: we'd like 60 days' notice instead of 30.
- Termination for convenience: we've made it mutual.

Is your team open to a 12-month cap? Can you live with net 45? Would you accept mutual termination for convenience, or is that a dealbreaker on your side? Could you also send over the latest version of your security addendum?

Our legal review committee meets on December 3, so could you come back with your comments by December 1?

Thanks,
Ben`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Is your team open to a 12-month cap?',
        'Can you live with net 45?',
        'Would you accept mutual termination for convenience, or is that a dealbreaker on your side?',
        'Could you also send over the latest version of your security addendum?',
        'Our legal review committee meets on December 3, so could you come back with your comments by December 1?',
      ],
      requests: ['review the redlines to the SaaS Subscription Agreement v3', 'send the latest security addendum', 'come back with comments by December 1'],
      deadlines: [{ text: 'by December 1', date: '2026-12-01' }],
      review: true,
      priority: 'Medium',
      summary: 'Orchard Lane sent redlines to SaaS Agreement v3 (12-month liability cap, net 45, 60-day renewal notice, mutual termination) and asks Leah for comments and the security addendum by December 1.',
    },
  },
  {
    id: 'contract-03',
    kind: 'contract',
    split: 'heldout',
    from: 'Evelyn Marsh <renewals@clearpathanalytics.com>',
    subject: 'Reminder: your Clearpath agreement expires on January 31',
    date: 'Fri, 13 Nov 2026 14:30:00 +0000',
    body: `Dear Mr. Abernathy,

This is a follow-up to our renewal notice of October 20 regarding Subscription Agreement CPA-3318 between Clearpath Analytics and Fenwick & Rowe Associates.

Your current agreement expires on January 31. To renew at your existing rate of $18,600 per year, we must receive the signed renewal order form by January 15. Orders received after that date will be priced at the 2027 list rate, which is 9% higher.

If you would like to change the number of licensed users or move to the Enterprise tier, please let us know by December 18 so that we can prepare a revised order form in time.

Should you not wish to renew, no action is required; your access will end when the agreement expires, and your data will remain available for export for a further 30 days.

Kind regards,

Evelyn Marsh
Renewals Manager
Clearpath Analytics, Inc.`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['return the signed renewal order form by January 15', 'tell Clearpath by December 18 about any change of users or tier'],
      deadlines: [
        { text: 'expires on January 31', date: '2027-01-31' },
        { text: 'by January 15', date: '2027-01-15' },
        { text: 'by December 18', date: '2026-12-18' },
      ],
      review: false,
      priority: 'Medium',
      summary: 'Follow-up to the October 20 notice: Clearpath agreement CPA-3318 expires on January 31. Return the signed renewal order by January 15 to keep $18,600 a year; changes by December 18.',
    },
  },
  {
    id: 'contract-04',
    kind: 'contract',
    split: 'tune',
    from: 'Tasha Reynolds <tasha@kitefieldpartners.com>',
    subject: 'Fully signed! Kitefield x Marlowe partnership agreement 🎉',
    date: 'Wed, 18 Nov 2026 08:12:00 +0000',
    body: `Hi Owen,

Great news, we're officially partners! 🎉 The partnership agreement is now fully signed by both sides, and the executed copy is attached for your records (DocuSign envelope 7F2C-99A1).

A few things for your files:
- Effective date: 16 November 2026
- Initial term: 3 years
- Your contacts on our side: me for the commercial relationship, and Raj Patel for anything operational.

Our marketing team is already buzzing about the joint launch, and Raj will reach out separately about the kickoff.

Thanks so much for all the back-and-forth to get here, it's been a real pleasure working through this with you!

Cheers,
Tasha`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: 'The Kitefield x Marlowe partnership agreement is fully signed (effective 16 November 2026, 3-year term); the executed copy is attached and Raj Patel will reach out about the kickoff.',
    },
  },
  {
    id: 'contract-05',
    kind: 'contract',
    split: 'tune',
    from: 'Gregory Lund <g.lund@norvalefoods.com>',
    subject: 'Notice of Termination – Facilities Services Agreement',
    date: 'Mon, 16 Nov 2026 10:30:00 +0000',
    body: `Dear Mr Hale,

Re: Facilities Services Agreement dated 3 March 2024 between Norvale Foods Ltd and Brixton Facility Partners Ltd (the "Agreement")

In accordance with clause 14.2 of the Agreement, Norvale Foods Ltd hereby gives you sixty (60) days' written notice of termination. The Agreement will terminate on 17 January 2027 (the "Termination Date").

This decision follows our internal review of site services and is not open to renegotiation. We will continue to pay for services properly performed up to the Termination Date.

Please ensure that all access cards, keys and Norvale property held by your staff are returned to our site office on the Termination Date at the latest, and that your final invoice is submitted no later than 16 February 2027.

We would be grateful if you would acknowledge receipt of this notice in writing.

Yours sincerely,

Gregory Lund
Head of Procurement
Norvale Foods Ltd`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['return all access cards, keys and Norvale property by the Termination Date', 'submit the final invoice no later than 16 February 2027', 'acknowledge receipt of the notice in writing'],
      deadlines: [
        { text: 'will terminate on 17 January 2027', date: '2027-01-17' },
        { text: 'no later than 16 February 2027', date: '2027-02-16' },
      ],
      review: true,
      priority: 'Medium',
      summary: 'Norvale Foods gives 60 days\' notice: the Facilities Services Agreement will terminate on 17 January 2027. Return all access cards, keys and property by then and submit the final invoice no later than 16 February 2027.',
    },
  },
  {
    id: 'contract-06',
    kind: 'contract',
    split: 'heldout',
    from: 'Curtis Bell <curtis.bell@haloprint3d.com>',
    subject: 'Pricing and terms for the 2-year Halo fleet agreement',
    date: 'Tue, 17 Nov 2026 18:02:00 +0000',
    body: `Hi Renata,

I took your counter-proposal to our finance team this afternoon. Here's where we landed:

- Discount: we can go to 12% off list for a 2-year commitment (up from 8%), but not the 15% you asked for.
- Payment terms: 90 days isn't something we can do. Net 60 is the best we can offer.
- Maintenance: we'll include on-site servicing for all 40 printers at no extra cost in year one.
- Price lock: year-two pricing stays flat.

I think that's a strong package, and it keeps your per-unit cost below the Vexel quote you mentioned. Would net 60 work for your finance team? If it doesn't, is there any flexibility on the upfront deposit instead?

I can hold this pricing until December 11; after that it goes back to quarter-end approval and I can't promise the same numbers.

Best,
Curtis`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Would net 60 work for your finance team?',
        "If it doesn't, is there any flexibility on the upfront deposit instead?",
      ],
      requests: ['confirm whether net 60 works', 'respond to the revised offer by December 11'],
      deadlines: [{ text: 'until December 11', date: '2026-12-11' }],
      review: false,
      priority: 'Medium',
      summary: 'Curtis offers 12% off list for a 2-year Halo fleet commitment, net 60 (not 90 days) and free on-site servicing in year one; he asks if net 60 works and holds the pricing until December 11.',
    },
  },
  {
    id: 'contract-07',
    kind: 'contract',
    split: 'tune',
    from: 'Jamie Okoro <jamie.okoro.builds@gmail.com>',
    subject: 'mutual NDA before we dig in?',
    date: 'Sun, 15 Nov 2026 20:30:00 +0000',
    body: `Hey Priyanka,

Great to meet you at the Founders Breakfast on Thursday! Really enjoyed chatting about cold-chain sensors.

As promised, I'd love to show you what we're building at Frostline, but our investors want a mutual NDA in place first since the hardware design isn't patented yet. I've attached our standard one; it's two pages, mutual, 2-year term, nothing weird in there (I hope 😅).

Could you give it a look and sign if it works for you? No rush at all, we're still polishing the demo. And if your legal folks would rather use your own template, totally fine, just send it over.

Cheers,
Jamie
Founder, Frostline (frostline.io)`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could you give it a look and sign if it works for you?'],
      requests: ['review and sign the mutual NDA', 'send your own NDA template if preferred'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Jamie from Frostline, met at the Founders Breakfast, asks Priyanka to review and sign a two-page mutual NDA before he shows the product; no rush, and her own template is fine too.',
    },
  },
  {
    id: 'contract-08',
    kind: 'contract',
    split: 'tune',
    from: 'Larkspur Commons Leasing Office <leasing@larkspurcommons.com>',
    subject: 'Lease renewal offer – Unit 4B',
    date: 'Fri, 13 Nov 2026 15:45:00 +0000',
    body: `Dear Ms. Alvarez and Mr. Chen,

Your lease for Unit 4B at Larkspur Commons expires on February 28. We are writing to offer you the following renewal options:

• 12-month lease: $1,875 per month (no change from your current rent)
• 6-month lease: $1,960 per month
• Month-to-month: $2,150 per month

To accept an offer, please sign the renewal agreement in the resident portal by December 31. If we do not hear from you by that date, we will treat the lease as ending on February 28 and may begin showing the unit to prospective residents.

Please note that any renewal requires an up-to-date renter's insurance certificate on file.

Should you have any questions about the options, our office is open Monday through Saturday, 9:00 a.m. to 6:00 p.m.

Sincerely,
Maureen Doyle
Leasing Manager
Larkspur Commons`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['choose a renewal option and sign the renewal agreement in the resident portal by December 31', "keep an up-to-date renter's insurance certificate on file"],
      deadlines: [
        { text: 'expires on February 28', date: '2027-02-28' },
        { text: 'by December 31', date: '2026-12-31' },
      ],
      review: false,
      priority: 'Medium',
      summary: 'The lease for Unit 4B expires on February 28. To renew (12 months at $1,875, 6 months at $1,960 or month-to-month at $2,150), sign the renewal agreement in the resident portal by December 31.',
    },
  },
  {
    id: 'contract-09',
    kind: 'contract',
    split: 'heldout',
    from: 'Maya Lindgren <maya.lindgren@yahoo.com>',
    subject: 'I GOT THE GIG (+ a contract favour??)',
    date: 'Tue, 17 Nov 2026 22:40:00 +0000',
    body: `Hiii Ro!!

Guess what, Halcyon Studios hired me to do the illustrations for their new board game!!! 🎉🎲 I'm still kind of in shock.

They sent over a freelance contract and honestly half of it reads like a different language to me. Since you're the only lawyer I actually know (and like 😜), any chance you could skim it before Friday? They want it back by then.

Two things worry me. Is a 12-month non-compete normal for a freelance gig like this? And does "work made for hire" mean I can't even put the art in my portfolio?

Totally fine if you're swamped, I know it's a big ask. Drinks are on me either way!

Love,
Maya`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        "Since you're the only lawyer I actually know (and like 😜), any chance you could skim it before Friday?",
        'Is a 12-month non-compete normal for a freelance gig like this?',
        'And does "work made for hire" mean I can\'t even put the art in my portfolio?',
      ],
      requests: ['skim the freelance contract before Friday', 'advise on the non-compete and work-made-for-hire clauses'],
      deadlines: [{ text: 'before Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Maya got the Halcyon Studios illustration gig and asks Ro to skim the freelance contract before Friday, especially the 12-month non-compete and whether "work made for hire" keeps the art out of her portfolio.',
    },
  },
  {
    id: 'contract-10',
    kind: 'contract',
    split: 'tune',
    from: 'Hannah Greer <hannah.greer@copperlinestudio.com>',
    subject: 'Following up: SOW for the Q1 brand refresh',
    date: 'Wed, 18 Nov 2026 07:50:00 +0000',
    body: `Hi Dmitri,

Just following up on the statement of work I sent on November 6 for the Q1 brand refresh. I haven't received a signed copy yet, and our design team is holding the January 11 kickoff for you.

Could you sign it by Friday so we can lock in the team? If anything in the scope or payment schedule is holding it up, I'm happy to jump on a quick call to sort it out.

Is there anyone else on your side who needs to review it?

Thanks,
Hannah

Hannah Greer
Client Services Director | Copperline Studio

On Fri, 6 Nov 2026 at 14:12, Hannah Greer <hannah.greer@copperlinestudio.com> wrote:
> Hi Dmitri,
> Attached is the SOW for the Q1 brand refresh (6 weeks, fixed fee of $38,000). Please sign via the DocuSign link when you're ready.
> Thanks, Hannah`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Could you sign it by Friday so we can lock in the team?',
        'Is there anyone else on your side who needs to review it?',
      ],
      requests: ['sign the Q1 brand refresh SOW by Friday', 'say who else on his side needs to review it'],
      deadlines: [{ text: 'by Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Hannah is chasing the unsigned SOW for the Q1 brand refresh sent on November 6 and asks Dmitri to sign it by Friday to hold the January 11 kickoff.',
    },
  },
  {
    id: 'contract-11',
    kind: 'contract',
    split: 'tune',
    from: 'Fiona Laidlaw <f.laidlaw@laidlawross.co.uk>',
    subject: 'Private loan agreement: Mr Euan Baird',
    date: 'Mon, 16 Nov 2026 14:20:00 +0000',
    body: `Dear Ms Crawford,

We act for Mr Euan Baird in connection with the loan of £12,000 that he has agreed to make to you for the purchase of equipment for your bakery.

Mr Baird has asked us to put the arrangement on a formal footing, for the protection of both parties. Please find attached a draft loan agreement setting out the amount, repayment at £500 per month over two years, and the interest rate of 3% per annum that we understand was agreed between you.

We should be grateful if you would review the draft and return a signed copy to this office by 4 December 2026. Our client has asked us to stress that this is not a reflection of any concern on his part; he simply wishes the terms to be recorded clearly.

As we act for Mr Baird only, we recommend that you take independent legal advice before signing. Could you let us know whether you intend to do so, so that we can allow time for any comments from your adviser?

Yours sincerely,

Fiona Laidlaw
Partner
Laidlaw Ross Solicitors, Edinburgh`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'Could you let us know whether you intend to do so, so that we can allow time for any comments from your adviser?',
      ],
      requests: [
        'review the draft loan agreement and return a signed copy by 4 December 2026',
        'take independent legal advice before signing',
        'say whether you intend to take independent legal advice',
      ],
      deadlines: [{ text: 'by 4 December 2026', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary: "Mr Baird's solicitors send a draft agreement for his £12,000 loan for the bakery; review it and return a signed copy by 4 December 2026, and say whether you will take independent legal advice.",
    },
  },
  {
    id: 'contract-12',
    kind: 'contract',
    split: 'tune',
    from: 'Luis Ferreira <luis@parcelpine.com>',
    subject: 'last few MSA points: quick call?',
    date: 'Tue, 17 Nov 2026 16:05:00 +0000',
    body: `Hey Anika,

Good news, we're nearly there! Our lawyers went through your latest markup and accepted pretty much everything. There are just three points left where I reckon a quick call will get us further than another round of redlines:

1. the uptime SLA (99.9% vs 99.95%)
2. who pays for the annual pen test
3. the notice period on price changes

Could we grab 30 mins on Thursday 26 November? I'm free any time after 1pm your time. I'll bring Sophie from our legal team so we can agree the wording on the call and get a clean version straight over to you.

Cheers,
Luis

Luis Ferreira
Head of Partnerships, ParcelPine`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could we grab 30 mins on Thursday 26 November?'],
      requests: ['agree a 30-minute call on Thursday 26 November about the last three MSA points'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'ParcelPine accepted nearly all of your MSA markup; Luis asks for a 30-minute call on Thursday 26 November, after 1pm, to settle the uptime SLA, pen test costs and price-change notice period.',
    },
  },
  {
    id: 'contract-13',
    kind: 'contract',
    split: 'heldout',
    from: 'Verdane Customer Accounts <accounts@verdane.io>',
    subject: 'Notice of price change to your Verdane subscription',
    date: 'Fri, 13 Nov 2026 10:00:00 +0000',
    body: `Dear Customer,

We are writing to give you notice of a change to the fees under your Verdane Workplace subscription agreement (account VW-20931), in accordance with clause 5.3 of our Terms of Service.

From your next renewal, the price of the Professional plan will rise from £9.50 to £11.00 per user per month. For your current 85 users, this is an increase of £1,530 per year. The change reflects higher hosting and support costs and the addition of the room-booking analytics module to all Professional plans.

You do not need to do anything to continue your subscription at the new price. Should you prefer not to accept the change, you may terminate the agreement by giving written notice to contracts@verdane.io no later than 15 December 2026, in which case your service will continue at the current price until the end of your existing term.

We value your business and remain available should you wish to discuss your plan.

Yours faithfully,

Verdane Customer Accounts
Verdane Software Ltd, 40 Leonard Street, London EC2A 4LT`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['give written notice to contracts@verdane.io no later than 15 December 2026 if you do not accept the change'],
      deadlines: [{ text: 'no later than 15 December 2026', date: '2026-12-15' }],
      review: true,
      priority: 'Medium',
      summary: 'From your next renewal the Verdane Professional plan rises from £9.50 to £11.00 per user per month (£1,530 a year more); to terminate instead, give written notice no later than 15 December 2026.',
    },
  },
  {
    id: 'contract-14',
    kind: 'contract',
    split: 'tune',
    from: 'Meredith Kwan <meredith.kwan@saltmarshmedia.com>',
    subject: 'Re: Photo licensing agreement, good news at last',
    date: 'Wed, 18 Nov 2026 08:30:00 +0000',
    body: `Hi Tobias,

Apologies for going quiet on you for nearly three weeks, but I think you'll forgive me: our legal team has accepted every one of your changes to the photo licensing agreement. That includes the credit line on all online uses, 18 months' exclusivity instead of 24, and the higher fee for print runs over 50,000 copies.

I'm delighted we got there, and honestly a little surprised it went through without a fight.

The clean version is now in DocuSign. Could you sign it when you get a moment? Once it's countersigned, our picture desk will be in touch about delivering the high-resolution files.

Thank you so much for your patience. I'm really looking forward to seeing the series in print.

Best wishes,
Meredith

Meredith Kwan
Picture Editor, Saltmarsh Media`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you sign it when you get a moment?'],
      requests: ['sign the clean photo licensing agreement in DocuSign'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Saltmarsh Media's legal team accepted all of Tobias's changes to the photo licensing agreement; the clean version is in DocuSign and Meredith asks him to sign it when he gets a moment.",
    },
  },
  {
    id: 'contract-15',
    kind: 'contract',
    split: 'tune',
    from: 'Ollie Brandt <olliebrandt@outlook.com>',
    subject: 'did you see the new tenancy agreement?',
    date: 'Tue, 17 Nov 2026 21:15:00 +0000',
    body: `Hey Sam,

Did you get a chance to look at the new tenancy agreement I forwarded last Tuesday? Haven't heard anything back and the letting agent has now emailed me twice about it 🙃

Main changes from last year: rent goes up £40 a month each, the break clause moves to six months, and they've finally put the bike storage in writing. Seems fair to me tbh.

Everyone else has signed, so it's just you. The agent needs it back before Friday 27 November or they'll start charging the £75 renewal admin fee. Can you sign it on the DocuSign link this week?

Cheers mate,
Ollie`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Did you get a chance to look at the new tenancy agreement I forwarded last Tuesday?',
        'Can you sign it on the DocuSign link this week?',
      ],
      requests: ['sign the new tenancy agreement on the DocuSign link'],
      deadlines: [{ text: 'before Friday 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: 'Ollie is chasing the new tenancy agreement he forwarded last Tuesday: everyone else has signed, and Sam needs to sign on DocuSign before Friday 27 November to avoid the £75 renewal admin fee.',
    },
  },
  {
    id: 'contract-16',
    kind: 'contract',
    split: 'tune',
    from: 'Freya Doherty <freyadoherty@gmail.com>',
    subject: 'sublet agreement for the flat 🏠',
    date: 'Sun, 15 Nov 2026 18:45:00 +0000',
    body: `Hey Nina!

So it's actually happening, Melbourne here I come 😱 Thanks again for taking my room while I'm away, it's such a weight off knowing it's you and not some random off Gumtree.

The landlord's fine with it as long as we have something in writing, so I've done a simple sublet agreement (attached). It's basically what we talked about: £640 a month paid to me on the 1st, 1 January to 30 June, bills split with Tom as normal, and you keep my plants alive 🌱

Could you have a read and sign it before I fly out on 5 December? If anything looks off, just say and I'll change it. The landlord also needs a copy of your ID, so send me a photo of your passport or driving licence when you get a sec.

Love ya,
Freya xx`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Could you have a read and sign it before I fly out on 5 December?'],
      requests: [
        'read and sign the sublet agreement before 5 December',
        'send a photo of your passport or driving licence for the landlord',
      ],
      deadlines: [{ text: 'before I fly out on 5 December', date: '2026-12-05' }],
      review: false,
      priority: 'Medium',
      summary: 'Freya attaches a sublet agreement for her room (£640 a month, 1 January to 30 June) and asks Nina to read and sign it before she flies out on 5 December, and to send a photo of her ID for the landlord.',
    },
  },
  {
    id: 'contract-17',
    kind: 'contract',
    split: 'heldout',
    from: 'Quillmark Contracts Team <contracts@quillmark.io>',
    subject: 'Confirmation: amendment to your Quillmark subscription agreement',
    date: 'Fri, 13 Nov 2026 16:20:00 +0000',
    body: `Dear Mr Sørensen,

This email confirms that Amendment No. 2 to the Subscription Agreement between Quillmark Ltd and Brannock Engineering A/S (agreement QM-40318) has been executed and is now in effect.

Summary of changes:
- Licensed users: increased from 40 to 55, effective 13 November 2026
- Annual fee: £26,400, up from £19,200
- Support tier: unchanged (Standard)

A pro-rated charge of £4,320 for the additional 15 users for the remainder of the current term will appear on your next scheduled invoice. All other terms of the Agreement remain unchanged.

The executed amendment is attached and is also available in the Billing section of your admin console.

Yours sincerely,

Quillmark Contracts Team
Quillmark Ltd, 8 Hanover Street, Edinburgh EH2 2DL`,
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
      summary: 'Quillmark confirms Amendment No. 2 to agreement QM-40318 is in effect: licensed users rise from 40 to 55 from 13 November 2026, and a pro-rated £4,320 charge will appear on your next invoice.',
    },
  },
  {
    id: 'contract-18',
    kind: 'contract',
    split: 'tune',
    from: 'Marta Ilves <marta.ilves@harrowgatefoods.com>',
    subject: 'New supplier contract templates are live',
    date: 'Mon, 16 Nov 2026 12:00:00 +0000',
    body: `Hi all,

The updated supplier contract templates are now live in the Contract Library on the intranet. The main changes from the 2024 versions are:

- A new clause on modern slavery and supply chain audits, required by our updated group policy
- Payment terms standardised at 45 days for all new suppliers
- A shorter, plain-English confidentiality schedule
- Liability caps now set by contract value band rather than negotiated case by case

Contracts that are already signed aren't affected, and nothing needs to be re-papered. The old templates will stay in the archive folder for reference.

If you have a draft in progress with a supplier, it might be worth moving it onto the new template before it goes out, as it'll save a round of questions from Legal later. That's entirely up to you, though.

Thanks,
Marta

Marta Ilves
Procurement Manager, Harrowgate Foods`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['consider moving any draft in progress onto the new template'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'The updated supplier contract templates are live in the Contract Library, with a modern slavery clause, 45-day payment terms and banded liability caps; signed contracts are unaffected, and drafts in progress might move to the new template.',
    },
  },
  {
    id: 'contract-19',
    kind: 'contract',
    split: 'tune',
    from: 'Ines Carvalho <ines.carvalho@tallyforge.com>',
    subject: 'Meridian order form: swap the liability clause first',
    date: 'Tue, 17 Nov 2026 15:25:00 +0000',
    body: `Hey Declan,

Quick one before the Meridian order form goes out. You're still using the old 8.2 liability wording, and their legal team will bounce it straight back, like they did with Northway in the summer.

Swap in the clause from the attached doc (it's the new standard, capped at 12 months' fees) and get Priya's sign-off on the discount, since anything over 15% needs her approval now. Then it's good to go.

Their procurement lead wants it by Monday. Shout if Meridian push back on the cap and I'll jump on a call with their counsel.

Ines
Commercial Counsel, Tallyforge`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [
        'swap in the new liability clause from the attached doc',
        "get Priya's sign-off on the discount",
        'send the order form to Meridian by Monday',
      ],
      deadlines: [{ text: 'by Monday', date: '2026-11-23' }],
      review: false,
      priority: 'Medium',
      summary: "Before the Meridian order form goes out, Ines tells Declan to swap in the new 12-month liability clause and get Priya's sign-off on the discount; Meridian's procurement lead wants it by Monday.",
    },
  },
  {
    id: 'contract-20',
    kind: 'contract',
    split: 'heldout',
    from: 'Rachel Denholm <r.denholm@aldgatefarrell.co.uk>',
    subject: 'Notice of breach: Supply Agreement dated 1 April 2025',
    date: 'Tue, 17 Nov 2026 10:15:00 +0000',
    body: `Dear Sirs,

Re: Supply Agreement dated 1 April 2025 between Kestrel Home Furnishings Ltd and Brayfield Textiles Ltd (the "Agreement")

We act for Kestrel Home Furnishings Ltd ("our client").

Under clause 6.1 of the Agreement, your company undertook to deliver each purchase order within 21 days of acceptance. Purchase orders KH-7720, KH-7734 and KH-7751, accepted in September, remain undelivered, and your company has given no adequate explanation for the delay despite repeated requests from our client.

This letter constitutes formal notice of material breach under clause 15.2 of the Agreement. Our client requires that the breach be remedied by delivering all outstanding orders in full no later than 17 December 2026. Should the breach not be remedied by that date, our client intends to terminate the Agreement by written notice and to recover the additional costs it has incurred in sourcing replacement goods, which currently stand at £38,450.

All of our client's rights and remedies are expressly reserved.

Yours faithfully,

Rachel Denholm
Associate
Aldgate Farrell LLP`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['deliver purchase orders KH-7720, KH-7734 and KH-7751 in full no later than 17 December 2026'],
      deadlines: [{ text: 'no later than 17 December 2026', date: '2026-12-17' }],
      review: true,
      priority: 'Medium',
      summary: 'Aldgate Farrell, for Kestrel Home Furnishings, gives notice of material breach: deliver orders KH-7720, KH-7734 and KH-7751 in full no later than 17 December 2026, or Kestrel will terminate and claim £38,450.',
    },
  },
  {
    id: 'contract-21',
    kind: 'contract',
    split: 'tune',
    from: 'Ruth Achebe <ruth.achebe@pellfieldfm.co.uk>',
    subject: 'Introducing your new contract manager at Pellfield',
    date: 'Mon, 16 Nov 2026 09:40:00 +0000',
    body: `Dear Mr Lowry,

I am delighted to introduce myself as your new contract manager at Pellfield Facilities Management. Dominic Hart has moved to lead our new Scottish region, and I will be looking after the cleaning and maintenance contract for your Wakefield sites from 1 December.

I have been with Pellfield for eight years, most recently managing our contracts with two NHS trusts across Yorkshire, so I know how much a reliable service matters when sites are open around the clock.

Nothing about your contract is changing: the same terms, the same site teams and the same monthly reporting. Dominic has walked me through your account in detail, including the out-of-hours callout issue you raised in October, which I will be keeping a close eye on.

I would very much value the chance to meet you in person. I shall be in Wakefield on Thursday 3 December. Would an hour that morning work for a site walk-round?

Kind regards,

Ruth Achebe
Contract Manager
Pellfield Facilities Management Ltd
07700 900214`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Would an hour that morning work for a site walk-round?'],
      requests: ['say whether an hour on the morning of Thursday 3 December works for a site walk-round'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Ruth Achebe introduces herself as your new Pellfield contract manager from 1 December, taking over from Dominic Hart with no change to the contract, and asks whether an hour on Thursday 3 December works for a site walk-round.',
    },
  },
];
