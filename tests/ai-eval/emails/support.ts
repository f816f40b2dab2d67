import type { EvalEmail } from '../types';

export const SUPPORT_EMAILS: EvalEmail[] = [
  {
    id: 'support-01',
    kind: 'support',
    split: 'tune',
    from: 'Gary Pruitt <gary.pruitt72@gmail.com>',
    subject: 'CHARGED TWICE AGAIN - fix this now',
    date: 'Wed, 18 Nov 2026 07:48:00 +0000',
    body: `Hello,

This is the second month in a row you've charged my card twice for the same Premium subscription. $29.99 on November 2 and another $29.99 on November 3. Exactly the same thing happened in October and I was promised it "wouldn't happen again."

I've been a customer of StreamNest for six years and frankly I'm fed up. I've already wasted an hour on your chat bot this morning going round in circles.

Why was I charged twice for the same month? Who can I actually speak to about this?

I want the duplicate charge refunded and written confirmation that my billing is fixed, by end of day. If not, I'm disputing both charges with my bank and cancelling.

Gary Pruitt
Account: gpruitt-55102`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Why was I charged twice for the same month?', 'Who can I actually speak to about this?'],
      requests: ['refund the duplicate charge', 'confirm in writing that the billing is fixed'],
      deadlines: [{ text: 'by end of day', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary: 'Gary Pruitt was charged twice for his StreamNest Premium subscription for the second month running and demands a refund and written confirmation the billing is fixed by end of day.',
    },
  },
  {
    id: 'support-02',
    kind: 'support',
    split: 'tune',
    from: 'Ines Carvalho <ines.carvalho@pellucidarchitects.pt>',
    subject: 'Bug: exported PDFs lose layer colours',
    date: 'Mon, 16 Nov 2026 11:03:00 +0000',
    body: `Hi Draftwise support,

I think we've run into a bug in the PDF export and wanted to report it in case it's useful.

Since the update on Thursday (version 8.4.1), any drawing we export to PDF comes out with all layers in black, even though the colours show correctly in the editor. It happens on both Windows and macOS machines in our office, and with new as well as old projects. Exporting to PNG still keeps the colours. I've attached a sample project and the PDF it produces.

A few questions:

1. Is this a known issue with 8.4.1?
2. Is there a setting we might have missed that controls colour in PDF exports?
3. Can we safely roll back to 8.3.x without losing the files we've saved since the update?
4. If it is a bug, do you have a rough idea of when a fix might be released?

We've worked around it for now by exporting PNGs, so it's not urgent, but our clients prefer PDFs.

Thanks for your help,
Ines Carvalho
Pellucid Architects, Porto`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Is this a known issue with 8.4.1?',
        'Is there a setting we might have missed that controls colour in PDF exports?',
        'Can we safely roll back to 8.3.x without losing the files we\'ve saved since the update?',
        'If it is a bug, do you have a rough idea of when a fix might be released?',
      ],
      requests: ['look into the PDF export losing layer colours'],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary: 'Since version 8.4.1, Draftwise PDF exports show all layers in black; Ines asks whether it is known, if a setting or rollback helps, and when a fix is due.',
    },
  },
  {
    id: 'support-03',
    kind: 'support',
    split: 'heldout',
    from: 'Kestrel Helpdesk <support@kestrelhq.com>',
    subject: '[Ticket #48213] Status update: Calendar sync duplicates events',
    date: 'Tue, 17 Nov 2026 14:36:00 +0000',
    body: `##- Please type your reply above this line -##

Hi Naomi,

Here's an update on your ticket #48213 ("Calendar sync duplicates events").

Status: In progress

Our engineering team has reproduced the issue and found the cause: recurring events that were edited on a mobile device were being re-imported as new events during the nightly sync. A fix has been written and is now in testing. It is planned for the release scheduled for December 2, and we will update this ticket as soon as it is live.

In the meantime, the duplicates are only created in Kestrel and your Google Calendar is not affected. No action is needed on your side.

Kind regards,
Luis
Kestrel Customer Support

--
You are receiving this because you opened ticket #48213.
Kestrel Software Ltd, 40 Quay Street, Manchester M3 3JE`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: 'Ticket #48213 is in progress: engineering found why calendar sync duplicates recurring events and plans the fix for the December 2 release; no action is needed.',
    },
  },
  {
    id: 'support-04',
    kind: 'support',
    split: 'tune',
    from: 'Amara at Ledgerly Support <help@ledgerly.app>',
    subject: 'Re: Invoices page stuck on loading [#77120]',
    date: 'Tue, 17 Nov 2026 10:15:00 +0000',
    body: `Hi Tobias,

Thanks for getting in touch, and sorry the Invoices page isn't loading for you. I've checked your workspace and can't see any errors on our side yet, so I need a few more details to track this down.

Which browser and version are you using? Does the problem also happen in a private or incognito window? Could you send us a screenshot of the page while it's stuck, ideally with the browser console open (F12, then the Console tab)?

If you can, please also tell me roughly how many invoices are in the workspace, as very large accounts sometimes take a different code path.

If we don't hear back by November 25, this ticket will be closed automatically, but you can reopen it any time by replying.

Thanks,
Amara
Ledgerly Support`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Which browser and version are you using?',
        'Does the problem also happen in a private or incognito window?',
        'Could you send us a screenshot of the page while it\'s stuck, ideally with the browser console open (F12, then the Console tab)?',
      ],
      requests: ['tell the browser and version', 'test in a private window', 'send a screenshot with the console open', 'give the approximate number of invoices'],
      deadlines: [{ text: 'by November 25', date: '2026-11-25' }],
      review: true,
      priority: 'Medium',
      summary: 'Ledgerly support needs more details on the stuck Invoices page: browser and version, whether it happens in a private window, a screenshot with the console, and invoice count, by November 25.',
    },
  },
  {
    id: 'support-05',
    kind: 'support',
    split: 'tune',
    from: 'Pip from Brightbox <pip@brightbox-support.com>',
    subject: 'Resolved: your smart thermostat is back online 🎉',
    date: 'Mon, 16 Nov 2026 16:22:00 +0000',
    body: `Hi Eleanor,

Great news! Your Brightbox thermostat reconnected to our servers at 15:47 this afternoon and it's been reporting normally ever since, so I've marked your ticket as resolved.

The culprit was a firmware update that got stuck halfway on a handful of devices last week. We pushed a fix remotely, so you don't need to do anything, and your heating schedules and temperature history are all still there.

Thanks so much for your patience and for sending those photos of the display, they really helped us spot the problem quickly.

Have a cosy week!

Pip
Brightbox Customer Happiness Team`,
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
      summary: 'Brightbox has resolved your ticket: the thermostat is back online after a stuck firmware update was fixed remotely, and your schedules and history are intact.',
    },
  },
  {
    id: 'support-06',
    kind: 'support',
    split: 'heldout',
    from: 'Ruth Adebayo <ruth.adebayo@outlook.com>',
    subject: 'Re: Order #CB-20931 arrived damaged - still no reply',
    date: 'Mon, 16 Nov 2026 18:54:00 +0000',
    body: `Hello,

I'm writing again because I still haven't had any response to my message below, sent almost a week ago. I've also tried the phone line twice and both times was cut off after 40 minutes on hold.

To be honest, I'm really disappointed. I've ordered from Copper & Birch for years and never had a problem like this, but right now it feels like nobody is reading these emails.

Can someone please give me an update on what happens next? I'd appreciate a reply this week.

Ruth Adebayo

On Tue, 10 Nov 2026 at 09:12, Ruth Adebayo <ruth.adebayo@outlook.com> wrote:
> Hello,
>
> My order #CB-20931 (a walnut side table) arrived on Saturday with a deep
> crack across the top and one leg snapped off. Photos are attached. I would
> like either a replacement or a refund.
>
> Ruth`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Can someone please give me an update on what happens next?'],
      requests: ['reply with an update on the damaged order', 'arrange a replacement or refund'],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary: 'Ruth Adebayo is chasing her unanswered message about order #CB-20931, a walnut side table that arrived damaged, and asks for an update this week.',
    },
  },
  {
    id: 'support-07',
    kind: 'support',
    split: 'tune',
    from: 'Harold Pemberton <h.pemberton@btinternet.com>',
    subject: 'Request for refund - Aerolux 3000 air purifier',
    date: 'Sun, 15 Nov 2026 12:40:00 +0000',
    body: `Dear Sir or Madam,

I am writing to request a full refund for the Aerolux 3000 air purifier (order number AX-558201) which I purchased from your website on 28 October.

I am sorry to say that the unit has been a disappointment. Within a fortnight the fan began making a loud rattling noise, and the air quality display now shows the same reading regardless of conditions. I have followed every step in the troubleshooting section of the manual, without success.

According to your terms, purchases may be returned within the 30-day return window, which ends on 27 November. I would therefore ask that you send me a prepaid returns label at your earliest convenience. Could you please confirm how and when the refund will be issued?

I look forward to your reply.

Yours faithfully,

Harold Pemberton
14 Larch Close
Harrogate HG2 8PF`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you please confirm how and when the refund will be issued?'],
      requests: ['issue a full refund', 'send a prepaid returns label'],
      deadlines: [{ text: 'ends on 27 November', date: '2026-11-27' }],
      review: true,
      priority: 'Medium',
      summary: 'Harold Pemberton requests a full refund for a faulty Aerolux 3000 air purifier (order AX-558201) and a prepaid returns label; the 30-day return window ends on 27 November.',
    },
  },
  {
    id: 'support-08',
    kind: 'support',
    split: 'tune',
    from: 'Nikhil Rao <nikhil.rao@fernpay.com>',
    subject: 'URGENT: P1 - webhook deliveries failing in production',
    date: 'Wed, 18 Nov 2026 06:27:00 +0000',
    body: `Hi Relaybase team,

We have a production outage and need help immediately.

Since about 05:10 UTC, every webhook delivery from your EU cluster to our endpoint is failing with "TLS handshake timeout". Nothing changed on our side; our endpoint responds fine to direct requests and to other providers. As a result, card payment confirmations aren't reaching our system and roughly 2,000 customer orders are stuck in a pending state.

Account ID: acct_9f31c2. Example delivery IDs: whd_88a1f0, whd_88a1f7.

Can you escalate this to your on-call engineer right away? Is there a status page or incident channel we should be watching? We also need to know whether failed deliveries will be retried automatically once this is fixed, or whether we must replay them ourselves.

I'm reachable on +44 7700 900412 at any time.

Nikhil Rao
Head of Engineering, Fernpay`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Can you escalate this to your on-call engineer right away?',
        'Is there a status page or incident channel we should be watching?',
      ],
      requests: ['escalate to the on-call engineer', 'fix the failing webhook deliveries', 'say whether failed deliveries will be retried'],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'Fernpay has a production outage: all webhooks from the Relaybase EU cluster fail with TLS handshake timeouts, leaving about 2,000 orders pending; they ask for immediate escalation.',
    },
  },
  {
    id: 'support-09',
    kind: 'support',
    split: 'heldout',
    from: 'Orbitel Business Support <noreply@support.orbitel.com>',
    subject: 'Action required: ticket #ORB-310457 will be closed',
    date: 'Tue, 17 Nov 2026 09:00:00 +0000',
    body: `Dear Customer,

We are writing regarding your support ticket #ORB-310457 ("Intermittent packet loss on leased line, Leeds site").

On 9 November our engineer requested that you run the attached line diagnostic during business hours and send us the results. We have not yet received a response, and we are unable to continue our investigation without this information.

Please reply to this message with the diagnostic results by Friday, 20 November. If no response is received by that date, the ticket will be closed and a new ticket will need to be raised should the issue persist.

Yours sincerely,

Orbitel Business Support

This is an automated message. Please do not change the subject line when replying.`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['run the line diagnostic and reply with the results'],
      deadlines: [{ text: 'by Friday, 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Orbitel still needs the line diagnostic results requested on 9 November for ticket #ORB-310457; reply by Friday, 20 November or the ticket will be closed.',
    },
  },
  {
    id: 'support-10',
    kind: 'support',
    split: 'tune',
    from: 'Dottie Marchetti <dottie.m@yahoo.com>',
    subject: 'Please cancel my plan before it renews',
    date: 'Fri, 13 Nov 2026 21:09:00 +0000',
    body: `Hi there,

I'd like to cancel my Bakehouse Pro subscription please. I run a tiny cake business from home and I've loved the recipe costing tool, but I've closed up for the winter and won't need it for a while.

My plan is the annual one and it renews on January 3, so please cancel it before then. I couldn't find a cancel button anywhere in the app (maybe I'm just missing it!).

Can you confirm I won't be charged again? And will my saved recipes still be there if I sign up again in the spring?

Thanks a bunch,
Dottie
Dottie's Cakes`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        "Can you confirm I won't be charged again?",
        'And will my saved recipes still be there if I sign up again in the spring?',
      ],
      requests: ['cancel the Bakehouse Pro annual subscription before it renews'],
      deadlines: [{ text: 'renews on January 3', date: '2027-01-03' }],
      review: false,
      priority: 'Medium',
      summary: 'Dottie asks to cancel her annual Bakehouse Pro subscription before it renews on January 3, and wants confirmation she won\'t be charged again and that her saved recipes will be kept.',
    },
  },
  {
    id: 'support-11',
    kind: 'support',
    split: 'tune',
    from: 'Moira Kettering <moira.kettering@gmail.com>',
    subject: 'Thank you to Callum!',
    date: 'Sat, 14 Nov 2026 15:31:00 +0000',
    body: `Hi there!

I just wanted to say a massive thank you to Callum, who helped me on the phone on Thursday evening. My new Fibrelink router refused to connect for two whole days and I was about ready to chuck it out of the window. Callum was patient, didn't make me feel daft, and had it working in twenty minutes (turns out the old router was still plugged in upstairs and confusing everything 🙈).

No need to reply, and it's not a complaint, just a thought: the setup leaflet could mention unplugging the old router first. I doubt I'm the only one who's missed it.

Service like Callum's is rare these days, so thank you!

Cheers,
Moira Kettering`,
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
      summary:
        'Moira thanks Callum for getting her new Fibrelink router working over the phone on Thursday, and suggests the setup leaflet mention unplugging the old router first. No reply needed.',
    },
  },
  {
    id: 'support-12',
    kind: 'support',
    split: 'tune',
    from: 'Quillfield Security <security@quillfield.com>',
    subject: 'Important information about a security incident',
    date: 'Fri, 13 Nov 2026 17:00:00 +0000',
    body: `Dear Customer,

We are writing to inform you of a security incident that affected some of your personal information.

On 9 November 2026, we discovered that an unauthorised party had gained access to a database run by one of our third-party email service providers. Our investigation, carried out with independent forensic specialists, found that the names and email addresses of some Quillfield customers, including yours, were exposed. Passwords, payment card details and the contents of your documents were not affected, as they are not held by this provider.

We have ended our relationship with the provider concerned, reported the incident to the Information Commissioner's Office, and introduced additional monitoring of our systems.

No action is required on your part. However, you may receive unexpected emails that appear to come from Quillfield. We will never ask you for your password or payment details by email.

We sincerely apologise for this incident and for any concern it may cause. Our dedicated support line is available on 0800 555 0192, Monday to Friday, 8am to 8pm.

Yours faithfully,

Helena Marsh
Data Protection Officer, Quillfield Ltd`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'Low',
      summary:
        "Quillfield reports a security incident at a third-party email provider that exposed your name and email address; passwords, payment details and documents were not affected, and no action is required.",
    },
  },
  {
    id: 'support-13',
    kind: 'support',
    split: 'heldout',
    from: 'Tariq Haddad <t.haddad@bluecairnlogistics.com>',
    subject: 'Invoices need re-issuing with our VAT number',
    date: 'Tue, 17 Nov 2026 11:22:00 +0000',
    body: `Hi Plotwise billing team,

Our finance team has flagged that none of our Plotwise invoices since March show our VAT number, which means we can't reclaim the VAT on them. The number is saved on the account (GB 318 4471 26) but it isn't being printed.

We need all eight invoices from March to October re-issued with the VAT number shown, and the setting fixed so that future invoices include it. Our auditors start on 1 December, so we need the corrected invoices by 30 November.

Can the old invoices be voided at the same time, or will they still show in our billing history?

Thanks,
Tariq Haddad
Finance Manager, Bluecairn Logistics
Account ID: BCL-20418`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Can the old invoices be voided at the same time, or will they still show in our billing history?'],
      requests: [
        're-issue the eight invoices from March to October with the VAT number shown',
        'fix the setting so future invoices include the VAT number',
      ],
      deadlines: [{ text: 'by 30 November', date: '2026-11-30' }],
      review: false,
      priority: 'Medium',
      summary:
        "Bluecairn Logistics' Plotwise invoices since March lack their VAT number; Tariq needs the eight invoices re-issued with it by 30 November and the setting fixed, and asks whether the old ones can be voided.",
    },
  },
  {
    id: 'support-14',
    kind: 'support',
    split: 'tune',
    from: 'Amberley Home Customer Care <customercare@amberleyhome.co.uk>',
    subject: 'Your replacement armchair has been dispatched (order AH-771045)',
    date: 'Mon, 16 Nov 2026 13:40:00 +0000',
    body: `Dear Mr Okonkwo,

I am pleased to let you know that your replacement Harlow armchair left our warehouse this morning and will be delivered on Thursday 19 November. Our courier, Parcelline, will text you a two-hour delivery window the evening before.

Please accept our sincere apologies for the delays you have experienced since the original chair arrived with a damaged frame. As a gesture of goodwill, we have refunded the £49 delivery charge to your original payment method, and it should appear within five working days.

The courier will collect the damaged chair when they deliver the new one, so there is no need to repackage it.

Thank you for your patience.

Yours sincerely,

Joanne Pritchard
Customer Care Team
Amberley Home`,
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
      summary:
        'Your replacement Harlow armchair has been dispatched and will be delivered on Thursday 19 November; Amberley Home apologises for the delays, has refunded the £49 delivery charge and will collect the damaged chair.',
    },
  },
  {
    id: 'support-15',
    kind: 'support',
    split: 'heldout',
    from: 'Jonas Eberhardt <jonas.e@brightpinestudio.com>',
    subject: 'Need Figma access before my 2pm review',
    date: 'Wed, 18 Nov 2026 08:21:00 +0000',
    body: `Hey IT folks,

I've just moved from the web team to the product design squad and I still can't get into the "Product 2027" Figma team. It says I need an invite from an admin.

I've got a client review where I'm presenting screens from that workspace, so I need access before 2pm today. My login is jonas.e@brightpinestudio.com. Could one of you add me as an editor?

Cheers!
Jonas`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could one of you add me as an editor?'],
      requests: ['add Jonas as an editor to the Product 2027 Figma team'],
      deadlines: [{ text: 'before 2pm today', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary:
        'Jonas has moved to the product design squad and needs editor access to the "Product 2027" Figma team before 2pm today for a client review.',
    },
  },
  {
    id: 'support-16',
    kind: 'support',
    split: 'tune',
    from: 'Benji Watanabe <benji.w@icloud.com>',
    subject: 'couple of questions about family sharing',
    date: 'Sun, 15 Nov 2026 20:33:00 +0000',
    body: `Hey Tunely team 👋

Switched over from another app last month and there are a couple of things I can't work out.

Is there a way to export my playlists as a CSV or text file? I want a backup in case I ever switch again (sorry!).

My mum lives in Spain, can she still join my family plan, or does everyone need to be in the same country? The help page is a bit vague on that.

No massive rush on either, just curious.

Cheers,
Benji
(account: benji.w@icloud.com)`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        'Is there a way to export my playlists as a CSV or text file?',
        'My mum lives in Spain, can she still join my family plan, or does everyone need to be in the same country?',
      ],
      requests: [
        'say whether playlists can be exported as a CSV or text file',
        'say whether his mum in Spain can join his family plan',
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Benji asks whether he can export his Tunely playlists as a CSV or text file, and whether his mum in Spain can join his family plan; no rush.',
    },
  },
  {
    id: 'support-17',
    kind: 'support',
    split: 'heldout',
    from: 'Vireo Air Customer Relations <customer.relations@vireoair.com>',
    subject: 'Your refund request RF-229840 has been approved',
    date: 'Tue, 17 Nov 2026 10:47:00 +0000',
    body: `Dear Ms Lindgren,

Please accept our apologies for the time it has taken to respond to your refund request. We know that you first contacted us in early October and that you have had to chase us more than once. That is not the standard of service we aim for.

I am pleased to confirm that your claim has now been approved in full. A refund of €212.40 for your cancelled flight VR 418 from Lisbon to Bristol on 29 September has been issued to the card used for the booking, and should appear on your statement within five to seven working days.

In recognition of the delay, we have also added a €50 travel voucher to your Vireo Air account, which expires on 30 June 2027.

There is nothing further you need to do. If the refund has not appeared within that time, simply reply to this email quoting RF-229840.

Yours sincerely,

Daniela Ferreira
Customer Relations, Vireo Air`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'expires on 30 June 2027', date: '2027-06-30' }],
      review: false,
      priority: 'Medium',
      summary:
        'Vireo Air apologises for the delay and has approved refund RF-229840 in full: €212.40 for cancelled flight VR 418 is on its way, plus a €50 travel voucher that expires on 30 June 2027.',
    },
  },
  {
    id: 'support-18',
    kind: 'support',
    split: 'tune',
    from: 'Kelvingrove Appliances <warranty@kelvingroveappliances.co.uk>',
    subject: 'Warranty claim WC-60172: outcome of inspection',
    date: 'Mon, 16 Nov 2026 14:55:00 +0000',
    body: `Dear Mr Farrant,

Thank you for sending your Kelvingrove KV-900 coffee machine (serial number 8130-0923-62) to our service centre for inspection under warranty claim WC-60172.

Our technician has now completed the inspection. Unfortunately, the fault was caused by a build-up of limescale in the boiler and pump, which our warranty terms list as an exclusion, as descaling is part of the routine maintenance described in section 6 of the user manual. We are therefore unable to carry out the repair free of charge under the warranty.

As you selected "return unrepaired" on your claim form, your machine has been cleaned, re-packed and handed to our courier, and will be returned to your home address at no cost. You will receive a tracking link by text message.

We are sorry that this is not the outcome you were hoping for. Our guide to descaling, along with our paid repair options, is available at kelvingroveappliances.co.uk/care.

Yours sincerely,

Warranty Services
Kelvingrove Appliances Ltd`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'Low',
      summary:
        'Kelvingrove will not repair your KV-900 coffee machine under warranty claim WC-60172, as the fault was caused by limescale; the machine is being returned to you unrepaired at no cost.',
    },
  },
  {
    id: 'support-19',
    kind: 'support',
    split: 'tune',
    from: 'Oskar Lindholm <oskar.lindholm@brambleworks.se>',
    subject: 'Re: [Case 00931245] SAML SSO failing for new users',
    date: 'Tue, 17 Nov 2026 16:10:00 +0000',
    body: `Hi Priya,

Thanks for the suggestions on Friday. I've tried both, re-uploading the IdP metadata and switching the NameID format to emailAddress, and neither made a difference. Existing users still sign in fine, but anyone provisioned since 9 November gets "Assertion audience mismatch" from your side. We now have eleven new starters who can only log in with temporary passwords, which our security team is not keen on.

I've attached the SAML trace from one failed login and our current Entra ID configuration (with secrets removed).

I think we'll get further on a call than going back and forth on the case. Could we do 30 minutes with you and someone from your identity team this week? I'm free Thursday 19 November between 13:00 and 16:00 CET, or any time Friday morning. I can share my screen and walk through the setup live.

Thanks,
Oskar Lindholm
IT Systems Lead, Brambleworks AB`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could we do 30 minutes with you and someone from your identity team this week?'],
      requests: ['set up a 30-minute call with someone from the identity team this week'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'SAML SSO still fails with "Assertion audience mismatch" for Brambleworks users provisioned since 9 November; Oskar sent a SAML trace and asks for a 30-minute call with the identity team this week.',
    },
  },
  {
    id: 'support-20',
    kind: 'support',
    split: 'heldout',
    from: 'Tillpoint Merchant Support <verification@tillpoint.com>',
    subject: 'One more document needed to raise your payout limit',
    date: 'Mon, 16 Nov 2026 12:30:00 +0000',
    body: `Hi Farah,

Thanks for applying to raise the monthly payout limit on your Tillpoint account for Saffron & Sage Catering.

We've checked the documents you sent last week and they all look good. To finish the review, we need one more thing: a bank statement from the last three months showing the business name and the account number ending 4471. A PDF download from online banking is fine; screenshots can't be accepted.

Upload it in your dashboard under Settings → Verification. The upload link stays open until 4 December. Once we have the statement, reviews usually take two working days, and we'll email you when the new limit is active.

Your current limit of £5,000 a month stays in place in the meantime, so your payouts won't be interrupted.

Thanks,
Theo
Tillpoint Merchant Support`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['upload a bank statement from the last three months under Settings → Verification'],
      deadlines: [{ text: 'until 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        'To raise your payout limit, Tillpoint needs a bank statement from the last three months showing the business name, uploaded under Settings → Verification; the upload link stays open until 4 December.',
    },
  },
  {
    id: 'support-21',
    kind: 'support',
    split: 'tune',
    from: 'Dermot Keane <dermot.keane@eircom.net>',
    subject: 'Any news on my bike?',
    date: 'Wed, 18 Nov 2026 08:02:00 +0000',
    body: `Hi folks,

Just checking in on the service for my bike (the green Marin, job number 5183). I dropped it in on Thursday 5 November and the lad on the desk said it'd be ready within a week, but I haven't heard anything since and there's no update on the job tracker.

Not complaining, I know it's a busy time of year, I'm just getting withdrawal symptoms from not cycling to work 😄

Is there a problem with the parts? If it needs anything extra doing, give me a shout and we can sort it out over the phone.

Any chance of an update soon?

Thanks,
Dermot
087 514 2290`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Is there a problem with the parts?', 'Any chance of an update soon?'],
      requests: ['give an update on the bike service', 'call Dermot if the bike needs extra work'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Dermot is checking on the service for his green Marin bike (job 5183), dropped in on 5 November and promised within a week; he's heard nothing and asks for an update soon.",
    },
  },
];
