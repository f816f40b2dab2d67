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
];
