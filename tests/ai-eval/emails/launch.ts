import type { EvalEmail } from '../types';

export const LAUNCH_EMAILS: EvalEmail[] = [
  {
    id: 'launch-01',
    kind: 'launch',
    split: 'tune',
    from: 'Priya Natarajan <priya.natarajan@fernleafdigital.com>',
    subject: 'Brightpath 3.0 launch plan: request for a walkthrough call',
    date: 'Mon, 16 Nov 2026 09:40:00 +0000',
    body: `Dear Mr Hale,

Please find linked the first full draft of the launch plan for Brightpath 3.0. The headline milestones are as follows:

- 1 December: final QA pass begins
- 8 December: documentation and help centre articles published
- 10 December: public launch, with blog post and email to all workspaces
- 17 December: first adoption review

Before the plan is circulated to the wider team, I would welcome the opportunity to walk you through it, particularly the pricing changes and the support staffing plan. Would you be available for a 45-minute call on Friday 20 November at 14:00? Alternatively, Monday 23 November at any time after 10:00 would also suit.

Could you also let me know whether you would like your marketing lead to join the session?

I would be grateful for a reply at your earliest convenience so that I can hold the time.

Kind regards,

Priya Natarajan
Senior Project Manager, Fernleaf Digital`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'Would you be available for a 45-minute call on Friday 20 November at 14:00?',
        'Could you also let me know whether you would like your marketing lead to join the session?',
      ],
      requests: ['confirm a time for the launch plan walkthrough call', 'say whether the marketing lead should join'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Priya asks Mr Hale for a 45-minute call on Friday 20 November at 14:00, or Monday 23 November after 10:00, to walk through the Brightpath 3.0 launch plan, and whether his marketing lead should join.',
    },
  },
  {
    id: 'launch-02',
    kind: 'launch',
    split: 'tune',
    from: 'Marco Bellini <marco.bellini@tessellate.dev>',
    subject: 'Go/no-go checklist for Payments v2: statuses by end of day tomorrow',
    date: 'Wed, 18 Nov 2026 08:12:00 +0000',
    body: `Hi all,

Go/no-go for Payments v2 is on Friday at 10:00. Below are the key dates and the checklist with owners. Owners, please update your line in the tracker by end of day tomorrow so I can send the summary to leadership before the call.

Key dates
- Fri 20 Nov, 10:00: go/no-go call
- Tue 24 Nov, 09:00: rollout to 10% of merchants
- Thu 26 Nov, 09:00: rollout to 100%

Checklist
| Item                             | Owner  | Status      |
| Load test at 3x peak             | Anika  | Done        |
| PCI scan sign-off                | Jorge  | In progress |
| Rollback runbook reviewed        | Sam    | Not started |
| Support macros and FAQ           | Leila  | In progress |
| Feature flag kill switch tested  | Anika  | Not started |
| Status page template             | Marco  | Done        |

Sam, the rollback runbook is the one I'm most worried about. Can you confirm you'll have it reviewed by tomorrow afternoon?

Anything still marked "Not started" when we meet becomes an automatic no-go item, so please flag blockers early rather than late.

Thanks,
Marco`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ["Can you confirm you'll have it reviewed by tomorrow afternoon?"],
      requests: [
        'update your line in the tracker',
        'confirm the rollback runbook review',
        'flag blockers early',
      ],
      deadlines: [
        { text: 'by end of day tomorrow', date: '2026-11-19' },
        { text: 'by tomorrow afternoon', date: '2026-11-19' },
      ],
      review: true,
      priority: 'High',
      summary: "Owners must update their Payments v2 checklist lines in the tracker by end of day tomorrow, ahead of Friday's 10:00 go/no-go; Sam is asked to confirm the rollback runbook review by tomorrow afternoon.",
    },
  },
  {
    id: 'launch-03',
    kind: 'launch',
    split: 'heldout',
    from: 'Jess Okonkwo <jessokonkwo.bakes@gmail.com>',
    subject: "WE'RE LIVE!!! 🥐",
    date: 'Sat, 14 Nov 2026 21:18:00 +0000',
    body: `Hiii!

Okay I have to tell someone who isn't my mum: the online shop for the bakery went live this afternoon!! After three months of photographing croissants at 6am and fighting with the checkout plugin, it actually works. We had eleven orders in the first two hours, one of them from a woman in Galway I've never met, which honestly made me cry a bit.

Delivery is only local for now (anywhere within 10 miles of the shop), but we'll add nationwide shipping for the brownie boxes in the new year if it goes well.

Anyway, that's it, I just wanted to share the good news with you. Thank you for listening to me moan about payment gateways all summer, you're a saint. Drinks on me next time you're in town 🍷

Love,
Jess x`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: "Jess's bakery online shop went live and had eleven orders in the first two hours; delivery is local for now, with nationwide shipping for brownie boxes planned for the new year.",
    },
  },
  {
    id: 'launch-04',
    kind: 'launch',
    split: 'tune',
    from: 'Hannah Lindqvist <hannah.lindqvist@orbitalcrm.com>',
    subject: 'Smart Inbox launch: two-week recap',
    date: 'Tue, 17 Nov 2026 17:45:00 +0000',
    body: `Hi team,

Two weeks after launch, Smart Inbox is doing better than any of us predicted, so first of all, thank you. Here are the highlights:

- 18,400 workspaces have turned it on (target was 12,000)
- Day-7 retention for new users is 64%, up from 51% before launch
- Support tickets tagged "Smart Inbox" peaked at 310 on launch day and are now under 40 a day
- NPS from the in-app survey: +47

Not everything went smoothly. The Outlook sync bug on day two hit about 900 accounts, and our status page went up later than it should have. Both are on the retro agenda.

Could everyone add their notes to the retro doc by Monday 23 November? I'd like to run the retro on Wednesday 25 November with the notes already in, so we spend the hour on decisions rather than on reading.

Great work, all of you.

Hannah`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could everyone add their notes to the retro doc by Monday 23 November?'],
      requests: ['add your notes to the retro doc'],
      deadlines: [{ text: 'by Monday 23 November', date: '2026-11-23' }],
      review: false,
      priority: 'Medium',
      summary: 'Two weeks in, Smart Inbox is beating targets (18,400 workspaces, 64% day-7 retention, NPS +47); everyone should add their notes to the retro doc by Monday 23 November.',
    },
  },
  {
    id: 'launch-05',
    kind: 'launch',
    split: 'tune',
    from: 'Cadence Notes <news@cadencenotes.app>',
    subject: 'Introducing Cadence Voice: talk, and your notes write themselves',
    date: 'Tue, 17 Nov 2026 15:00:00 +0000',
    body: `<html>
<body style="font-family: Helvetica, Arial, sans-serif; color: #222;">
<h1>Meet Cadence Voice</h1>
<p>Hi there,</p>
<p>Ever wished your meeting notes would just write themselves? Starting this week, they can! <strong>Cadence Voice</strong> is now available to every Cadence Notes user on iOS, Android and the web.</p>
<ul>
<li><strong>Live transcription</strong> in 14 languages</li>
<li><strong>Automatic action items</strong>, pulled straight into your task list</li>
<li><strong>Private by design</strong>: audio is processed on your device and never stored</li>
</ul>
<p>Ready to give it a spin? Tap the new microphone button in any note.</p>
<p>As a thank-you to early adopters, Cadence Pro is 40% off for your first year. The offer expires on December 31.</p>
<p><a href="https://cadencenotes.app/voice">See Cadence Voice in action</a></p>
<p>Happy note-taking!<br>The Cadence team</p>
<hr>
<p style="font-size: 11px; color: #888;">You're receiving this because you have a Cadence Notes account. <a href="https://cadencenotes.app/unsubscribe">Unsubscribe</a> · Cadence Labs, 500 Harbor Blvd, Oakland CA</p>
</body>
</html>`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'expires on December 31', date: '2026-12-31' }],
      review: false,
      priority: 'Medium',
      summary: 'Cadence Voice, with live transcription and automatic action items, is now available to every Cadence Notes user; early adopters get 40% off Cadence Pro for a year, an offer that expires on December 31.',
    },
  },
  {
    id: 'launch-06',
    kind: 'launch',
    split: 'heldout',
    from: 'Daniel Achterberg <d.achterberg@veridian-systems.com>',
    subject: 'Request for sign-off: Veridian Ledger 5.0 general availability',
    date: 'Tue, 17 Nov 2026 10:20:00 +0000',
    body: `Dear Ms Okafor,

Following the steering committee's review on 12 November, the Veridian Ledger 5.0 release is ready for general availability, subject to your approval.

I am pleased to confirm that all release criteria have been met:

- Regression suite: 2,318 of 2,318 tests passed
- Performance: month-end close processing is 22% faster than in version 4.8
- Security: the external penetration test found no critical or high findings
- Documentation and training materials have been approved by Customer Success

The proposed release date is Tuesday 1 December, with customer notifications scheduled for the preceding week. To keep to this schedule, I would be grateful if you could provide your written sign-off by Thursday 19 November. The release readiness report and the risk register are attached for your reference.

Should you wish to discuss any aspect of the release before approving it, I would be glad to arrange a call at your convenience.

Yours sincerely,

Daniel Achterberg
Release Manager, Veridian Systems B.V.`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['provide written sign-off for the Veridian Ledger 5.0 release'],
      deadlines: [{ text: 'by Thursday 19 November', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary: 'Veridian Ledger 5.0 has met all release criteria for general availability on Tuesday 1 December; Daniel asks Ms Okafor for her written sign-off by Thursday 19 November.',
    },
  },
  {
    id: 'launch-07',
    kind: 'launch',
    split: 'tune',
    from: 'Stackhouse Release Notes <releases@stackhouse.io>',
    subject: 'Stackhouse 4.2 release notes',
    date: 'Mon, 16 Nov 2026 18:00:00 +0000',
    body: `Stackhouse 4.2 is rolling out to all workspaces over the next 48 hours.

NEW
- Scheduled exports: send any report to S3, GCS or email on a daily or weekly schedule.
- Column-level permissions for shared dashboards.
- Dark mode for the query editor.

IMPROVED
- Dashboards with more than 50 tiles load about 35% faster.
- CSV imports now detect date formats automatically.

FIXED
- Filters on boolean columns no longer reset after a page refresh.
- Fixed a timezone offset in weekly rollups for workspaces east of UTC.

DEPRECATED
- The v1 export endpoint (/api/v1/export) will be retired on January 15. Please move any integrations to /api/v2/exports before then; the migration guide is at docs.stackhouse.io/migrate-v2.

Questions about this release? Reply to this email or reach us at support@stackhouse.io.

The Stackhouse team`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['move integrations from the v1 export endpoint to /api/v2/exports'],
      deadlines: [{ text: 'retired on January 15', date: '2027-01-15' }],
      review: false,
      priority: 'Medium',
      summary: 'Stackhouse 4.2 adds scheduled exports, column-level permissions and faster dashboards; the v1 export endpoint will be retired on January 15, so move integrations to /api/v2/exports before then.',
    },
  },
  {
    id: 'launch-08',
    kind: 'launch',
    split: 'tune',
    from: 'Renée Fournier <renee.fournier@quillandpress.co>',
    subject: 'Atlas launch pushed to 8 December, please pause the campaign',
    date: 'Wed, 18 Nov 2026 08:35:00 +0000',
    body: `Hi Tariq,

I'm sorry to be writing this one. We're pushing the Atlas launch from 24 November to Tuesday 8 December. Yesterday's final security review turned up an issue in how shared links handle expired permissions, and we're not willing to ship with it. Engineering expects the fix and a re-review to take about ten days.

I know this hurts, especially with the press embargo already agreed and the ads booked. What I need from you:

1. Please pause the scheduled launch email and the paid social campaign right away. Both are set to go out on the 24th.
2. Can you let the three outlets under embargo know the new date? I'd rather it came from you, since you have those relationships.

I'll send a revised timeline to the whole group this afternoon. Thanks for rolling with this, and sorry again.

Renée`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Can you let the three outlets under embargo know the new date?'],
      requests: [
        'pause the scheduled launch email and the paid social campaign',
        'tell the three outlets under embargo the new date',
      ],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'The Atlas launch moves from 24 November to Tuesday 8 December after a security issue; Tariq should pause the launch email and paid social campaign right away and tell the embargoed outlets the new date.',
    },
  },
  {
    id: 'launch-09',
    kind: 'launch',
    split: 'heldout',
    from: 'Kai Watanabe <kai@lumenboard.dev>',
    subject: 'open items before we ship the mobile app',
    date: 'Mon, 16 Nov 2026 22:10:00 +0000',
    body: `Hey Sofia,

Went through the launch checklist tonight and we're close, but there are still some loose ends I can't close on my own:

- [ ] App Store screenshots: still showing the old onboarding
- [ ] Privacy nutrition labels: not submitted
- [ ] Push notification copy: draft only
- [ ] Crash reporting: SDK in, but no alerts set up
- [ ] Pricing page: mobile plan missing
- [x] TestFlight build 1.0 (42): done

Few questions for you:
Do you have the final onboarding screens, or should I grab them from the Figma file?
Who's filling in the privacy labels, you or legal?
Is the push copy waiting on marketing, or can we just ship what's in the doc?
Should crash alerts go to the #mobile channel or straight to PagerDuty?
Are we still submitting to the App Store first, before Google Play?

If we can sort these this week I think we're in good shape. Ping me whenever, I'm up late anyway 😅

Kai`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        'Do you have the final onboarding screens, or should I grab them from the Figma file?',
        "Who's filling in the privacy labels, you or legal?",
        "Is the push copy waiting on marketing, or can we just ship what's in the doc?",
        'Should crash alerts go to the #mobile channel or straight to PagerDuty?',
        'Are we still submitting to the App Store first, before Google Play?',
      ],
      requests: ['answer the questions on the open launch checklist items'],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary: 'Five launch checklist items are still open before the mobile app ships (screenshots, privacy labels, push copy, crash alerts, pricing page); Kai asks Sofia five questions to sort them this week.',
    },
  },
  {
    id: 'launch-10',
    kind: 'launch',
    split: 'tune',
    from: 'Graham Pike <graham.pike@northwindgames.com>',
    subject: 'Re: Press kit approval for Ember Tides',
    date: 'Wed, 18 Nov 2026 08:05:00 +0000',
    body: `Hi Alicia,

Just following up on the note below. The press kit approval was due on Monday and we still don't have your sign-off on the key art and the trailer cut. The PR agency needs the final assets by Friday to hit the embargo, so we're running out of room.

Are you happy with the trailer as it is, or do you want the alternative ending we discussed?

Thanks,
Graham

On Tue, 10 Nov 2026 at 16:22, Graham Pike <graham.pike@northwindgames.com> wrote:
> Hi Alicia,
>
> Attached is the Ember Tides press kit: key art, logo pack, fact sheet and the 90-second trailer. Could you review and approve by Monday 16 November? Happy to jump on a call if anything needs discussing.
>
> Thanks,
> Graham`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Are you happy with the trailer as it is, or do you want the alternative ending we discussed?'],
      requests: ['sign off on the key art and the trailer cut for the press kit'],
      deadlines: [
        { text: 'due on Monday', date: '2026-11-16' },
        { text: 'by Friday', date: '2026-11-20' },
      ],
      review: true,
      priority: 'High',
      summary: 'Graham is following up: the Ember Tides press kit approval was due on Monday and the PR agency needs final assets by Friday; he asks whether Alicia is happy with the trailer or wants the alternative ending.',
    },
  },
  {
    id: 'launch-11',
    kind: 'launch',
    split: 'tune',
    from: 'Freya Lund <events@haldencycles.com>',
    subject: 'Invitation: the launch of the Halden Longtail, 3 December',
    date: 'Tue, 17 Nov 2026 12:30:00 +0000',
    body: `Dear Ms Mwangi,

Halden Cycles is delighted to invite you to the launch of the Halden Longtail, our first electric cargo bike, at our Shoreditch showroom on Thursday 3 December from 18:30 to 21:00.

The evening will include a first look at the Longtail with its designer, Ola Berg, test rides on a closed course in the courtyard, and drinks and food from Little Fox Kitchen. Journalists and retail partners attending will receive the full press pack and embargoed pricing on the night.

Places are limited, so we kindly ask that you confirm your attendance by Friday 27 November using the link below. Could you also let us know if you would like to book a test ride slot?

We very much hope you can join us.

Kind regards,

Freya Lund
Head of Communications, Halden Cycles
41 Redchurch Street, London E2 7DJ
RSVP: haldencycles.com/longtail-launch`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you also let us know if you would like to book a test ride slot?'],
      requests: ['confirm attendance by Friday 27 November', 'say whether to book a test ride slot'],
      deadlines: [{ text: 'by Friday 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: 'Halden Cycles invites Ms Mwangi to the Halden Longtail launch at its Shoreditch showroom on Thursday 3 December, 18:30 to 21:00; confirm attendance by Friday 27 November and say if she wants a test ride slot.',
    },
  },
  {
    id: 'launch-12',
    kind: 'launch',
    split: 'tune',
    from: 'Noor Haddad <noor@shipfirst.club>',
    subject: 'Featuring Pebblebox on launch day?',
    date: 'Sun, 15 Nov 2026 20:05:00 +0000',
    body: `Hi Theo,

I'm Noor, and I run ShipFirst, a community of about 9,000 indie makers who try new products in their first week and give honest feedback. I came across the Pebblebox waitlist page on Friday and liked the "one inbox for every receipt" angle.

If you haven't lined anyone up yet, I'd like to feature Pebblebox as our launch of the week when you go live. There's no fee; we only ask that you or someone from the team stays around in the comments on the first day to answer questions. Our last three featured launches each got 400+ signups from it.

Would you be up for a 15-minute call to see if it's a fit? I'm in Lisbon, so anything between 10:00 and 18:00 UK time works for me.

Either way, good luck with the launch.

Noor
ShipFirst · shipfirst.club`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ["Would you be up for a 15-minute call to see if it's a fit?"],
      requests: ['have a 15-minute call about featuring Pebblebox on ShipFirst'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Noor, who runs the ShipFirst maker community, offers to feature Pebblebox free as launch of the week when it goes live and asks Theo for a 15-minute call to see if it is a fit.',
    },
  },
  {
    id: 'launch-13',
    kind: 'launch',
    split: 'heldout',
    from: 'Mateo Ruiz <mateo@pixelandpine.agency>',
    subject: 'Sorry for the silence – Tandem is approved!',
    date: 'Tue, 17 Nov 2026 21:40:00 +0000',
    body: `Hi Grace,

Apologies for going quiet since Friday, but I wanted to wait until I had real news, and it's great news: Apple approved Tandem 2.0 this evening! 🎉 The reviewer signed off on the subscription flow we reworked, so nothing stands between us and launch on Tuesday 24 November as planned.

Google Play approved the Android build on Monday, so both stores are ready. The builds are set to manual release, so nothing goes live until we press the button on the 24th.

I'm so pleased for you and the team. After two rejections this feels like a real win! Nothing needed from your side right now; I'll send the launch-day run sheet on Friday.

Cheers,
Mateo`,
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
      summary: 'Mateo apologises for going quiet: Apple approved Tandem 2.0 and Google Play approved the Android build, so the launch on Tuesday 24 November goes ahead as planned; nothing is needed from Grace right now.',
    },
  },
  {
    id: 'launch-14',
    kind: 'launch',
    split: 'tune',
    from: 'Siobhan Carey <siobhan.carey@ferrylane.io>',
    subject: 'Re: Pricing page copy for the Teams plan',
    date: 'Mon, 16 Nov 2026 14:18:00 +0000',
    body: `Hi Dev,

Circling back on this one: I still don't have the pricing page copy for the Teams plan. Everything else for the 1 December launch is in staging (the plan comparison table, the FAQ and the checkout screens), so the page is sitting there with lorem ipsum in the middle of it.

Can you get me the final copy by Monday? That gives design two days to fit it and legal a day to check the wording on the annual discount. If the discount terms are still being debated, send what you have and flag the open bits, and I'll work around them.

Thanks,
Siobhan

On Mon, 9 Nov 2026 at 10:02, Siobhan Carey <siobhan.carey@ferrylane.io> wrote:
> Hi Dev,
> When you have a moment, could you send over the copy for the Teams plan section of the pricing page. Headline, three bullets and the annual discount line is all we need.
> Thanks, Siobhan`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Can you get me the final copy by Monday?'],
      requests: ['send the final Teams plan pricing page copy by Monday', 'flag any open bits on the discount terms'],
      deadlines: [{ text: 'by Monday', date: '2026-11-23' }],
      review: false,
      priority: 'Medium',
      summary: "Siobhan still doesn't have the Teams plan pricing page copy for the 1 December launch and asks Dev for the final copy by Monday, flagging any open bits on the discount terms.",
    },
  },
  {
    id: 'launch-15',
    kind: 'launch',
    split: 'heldout',
    from: 'Karin Bloom <k.bloom@verdanthome.nl>',
    subject: 'Aurelia range launch in Verdant Home stores – supplier requirements',
    date: 'Mon, 16 Nov 2026 13:25:00 +0000',
    body: `Dear Mr Castellano,

Thank you for confirming the launch of the Aurelia skincare range in all 42 Verdant Home stores and online on 15 January 2027.

So that the range can be listed in our systems and the store displays can be prepared in time, we require the following from you by 4 December 2026:

1. Completed product data sheets for all nine SKUs, using the attached template.
2. GS1 barcodes (EAN-13) for each SKU and each outer case.
3. Safety data sheets and the CPNP notification numbers for each product.
4. High-resolution pack shots on a white background, at least 3000 pixels wide.

Could you also confirm whether the launch stock will be delivered to our Tilburg distribution centre on a single date or in two deliveries?

Please note that products without complete data cannot be listed, and any missing items will delay the launch in stores.

Kind regards,

Karin Bloom
Category Manager, Beauty & Wellbeing
Verdant Home B.V. | Tilburg`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you also confirm whether the launch stock will be delivered to our Tilburg distribution centre on a single date or in two deliveries?'],
      requests: [
        'send completed product data sheets for all nine SKUs',
        'send GS1 barcodes for each SKU and outer case',
        'send safety data sheets and CPNP notification numbers',
        'send high-resolution pack shots on a white background',
        'confirm whether launch stock comes in one or two deliveries',
      ],
      deadlines: [{ text: 'by 4 December 2026', date: '2026-12-04' }],
      review: true,
      priority: 'Medium',
      summary: 'Verdant Home needs product data sheets, barcodes, safety data sheets with CPNP numbers and pack shots for the Aurelia range by 4 December 2026, ahead of the 15 January 2027 launch, and asks about delivery.',
    },
  },
  {
    id: 'launch-16',
    kind: 'launch',
    split: 'tune',
    from: 'Oskar Nilsson <oskar.nilsson@tallybook.se>',
    subject: 'Tallybook Insights is live 🚀',
    date: 'Tue, 17 Nov 2026 09:35:00 +0000',
    body: `Hey all!

Tallybook Insights went live for all customers at 9:00 this morning 🚀 The rollout went smoothly: no errors in the first half hour, and more than 300 accounts have already opened the new dashboard.

Huge thanks to the data team for getting the forecasting model over the line, to design for the last-minute chart fixes, and to support for writing the help articles over the weekend. Real team effort!

The launch post is up on our blog and LinkedIn. If you feel like resharing it, it wouldn't hurt, but zero pressure 🙂

We'll share the first-week numbers at the all-hands on 26 November.

Oskar`,
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
      summary: 'Tallybook Insights went live for all customers at 9:00 this morning, with a smooth rollout and 300+ accounts on the new dashboard; Oskar thanks the teams, and resharing the launch post is optional.',
    },
  },
  {
    id: 'launch-17',
    kind: 'launch',
    split: 'heldout',
    from: 'Camille Durand <camille.durand@brightwell.app>',
    subject: 'Launch-day support rota: 6 slots still empty',
    date: 'Tue, 17 Nov 2026 16:40:00 +0000',
    body: `Hi team,

We're a week out from the Brightwell 2.0 launch on Tuesday 24 November, and the launch-day support rota still has six empty slots, mostly the early shifts (06:00 to 10:00) when the US East Coast wakes up.

When I shared the sheet on the 5th, I asked everyone outside the support team to take at least one two-hour slot. Eleven of you have signed up, thank you. If your name isn't on the sheet yet, pick a slot by Friday so I can brief everyone on Monday.

The sheet is pinned in #launch-brightwell. Each shift pairs you with someone from support, so you won't be on your own.

Thanks,
Camille`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['pick a launch-day support slot on the sheet by Friday'],
      deadlines: [{ text: 'by Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Six launch-day support slots for the Brightwell 2.0 launch on Tuesday 24 November are still empty; anyone outside support not yet on the sheet in #launch-brightwell should pick a slot by Friday.',
    },
  },
  {
    id: 'launch-18',
    kind: 'launch',
    split: 'tune',
    from: 'Lena Fischer <lena.fischer@techbeat.news>',
    subject: 'Quick questions for the Orbit launch piece',
    date: 'Wed, 18 Nov 2026 07:50:00 +0000',
    body: `Hi Dominik,

Good to catch up at the Web Summit drinks last week. As promised, I'm writing up Orbit's launch for Friday's TechBeat newsletter and I'd love a couple of lines from you to go with it.

Three questions:

1. What's the one problem Orbit solves that existing route-planning tools don't?
2. How many fleets were in the private beta, and what did they change your mind about?
3. Is the free tier staying free after launch, or is it an introductory offer?

A sentence or two on each is plenty. My editor locks the newsletter at noon tomorrow, so I need your answers by 10am tomorrow (UK time) to get them in.

If you have a product shot that isn't in the press kit, send that over too.

Thanks,
Lena`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        "What's the one problem Orbit solves that existing route-planning tools don't?",
        'How many fleets were in the private beta, and what did they change your mind about?',
        'Is the free tier staying free after launch, or is it an introductory offer?',
      ],
      requests: ['answer the three questions by 10am tomorrow (UK time)', 'send a product shot that is not in the press kit'],
      deadlines: [{ text: 'by 10am tomorrow', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary: "Lena is writing up Orbit's launch for Friday's TechBeat newsletter and needs Dominik's answers to three questions (the problem solved, the beta fleets, the free tier) by 10am tomorrow, plus any new product shot.",
    },
  },
  {
    id: 'launch-19',
    kind: 'launch',
    split: 'tune',
    from: 'Ife Adebayo <ife@knotandloom.shop>',
    subject: 'LAUNCH20 not working!!',
    date: 'Wed, 18 Nov 2026 08:48:00 +0000',
    body: `Kofi!!

The LAUNCH20 code isn't applying at checkout. It just says "code expired", I think because the end date got set to yesterday by mistake. We've had about 40 emails and some pretty grumpy Instagram comments since the launch email went out at 8.

Can you take the code off the homepage banner right now while I fix the date in Shopify? And could you reply to the Instagram comments saying it'll be working again within the hour and anyone who already paid full price gets the 20% refunded?

Ugh, so annoying on launch day of all days 😩

Ife`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        'Can you take the code off the homepage banner right now while I fix the date in Shopify?',
        "And could you reply to the Instagram comments saying it'll be working again within the hour and anyone who already paid full price gets the 20% refunded?",
      ],
      requests: [
        'take the LAUNCH20 code off the homepage banner right now',
        'reply to the Instagram comments that the code works again within the hour and full-price buyers get 20% back',
      ],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'The LAUNCH20 code fails at checkout with "code expired" and about 40 customers have emailed; Ife asks Kofi to take it off the homepage banner right now and reply to the Instagram comments while she fixes it.',
    },
  },
  {
    id: 'launch-20',
    kind: 'launch',
    split: 'heldout',
    from: 'Rosie Pemberton <rosie.pemberton@gmail.com>',
    subject: 'book launch!! 3 Dec 📚',
    date: 'Sun, 15 Nov 2026 20:30:00 +0000',
    body: `Hi lovely!

It's actually happening: The Salt Orchard is out on 1 December, and the shop is throwing me a launch party! Thursday 3 December, 7pm at Kettle Lane Books in Hebden Bridge. There'll be wine, a very short reading (I promise), and a cake my sister is already stressing about 😂

It would mean the world to have you there. You read the awful first draft on that train to Edinburgh, so you're basically responsible for this book existing.

Can you let me know by the 28th if you can come? The shop needs numbers for the chairs. Partners very welcome, so bring Idris!

So much love,
Rosie xx`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Can you let me know by the 28th if you can come?'],
      requests: ['tell Rosie by the 28th whether you can come to the launch party'],
      deadlines: [{ text: 'by the 28th', date: '2026-11-28' }],
      review: false,
      priority: 'Medium',
      summary: "Rosie's book The Salt Orchard is out on 1 December, with a launch party on Thursday 3 December at 7pm at Kettle Lane Books in Hebden Bridge; she asks to know by the 28th if you can come, partners welcome.",
    },
  },
  {
    id: 'launch-21',
    kind: 'launch',
    split: 'tune',
    from: 'Haruto Sakamoto <h.sakamoto@kiriyama-trading.co.jp>',
    subject: 'Distribution of the Norrvik kettle in Japan',
    date: 'Mon, 16 Nov 2026 02:15:00 +0000',
    body: `Dear Ms Lindahl,

My name is Haruto Sakamoto, and I am the Business Development Manager at Kiriyama Trading, an importer and distributor of Scandinavian homeware to around 180 department stores and specialty shops across Japan.

I read about the launch of the Norrvik smart kettle in Monocle last week. Its design and precise temperature control suit the Japanese tea market particularly well, and I believe it would complement brands we already distribute, such as Fjelde Ceramics and Lunna Textiles.

I would very much like to discuss whether you are considering distribution in Japan. Would you be available for a video call in the week of 30 November? Given the time difference, any time between 08:00 and 10:00 CET would be ideal for me.

I have attached our company profile for your reference.

Kind regards,

Haruto Sakamoto
Business Development Manager
Kiriyama Trading Co., Ltd.
Minato-ku, Tokyo`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Would you be available for a video call in the week of 30 November?'],
      requests: ['have a video call in the week of 30 November about distribution in Japan'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Haruto Sakamoto of Kiriyama Trading, a distributor of Scandinavian homeware in Japan, introduces himself after reading about the Norrvik kettle launch and asks for a video call in the week of 30 November.',
    },
  },
];
