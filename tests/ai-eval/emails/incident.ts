import type { EvalEmail } from '../types';

export const INCIDENT_EMAILS: EvalEmail[] = [
  {
    id: 'incident-01',
    kind: 'incident',
    split: 'tune',
    from: 'Relaypost Status <status@relaypost.com>',
    subject: '[Investigating] Email delivery delays in EU region',
    date: 'Tue, 17 Nov 2026 14:32:00 +0000',
    body: `Incident: Email delivery delays in EU region
Status: Investigating
Started: 17 Nov 2026, 13:50 UTC

We are currently experiencing an outage affecting outbound email delivery for customers hosted in our EU region. Messages sent through the API and the SMTP relay are being accepted and queued, but delivery is delayed by 30 to 90 minutes. No messages have been lost.

Customers in the US and APAC regions are not affected. Webhooks and the dashboard are operating normally.

Our engineering team has identified elevated error rates on one of the EU mail transfer clusters and is working to shift traffic to healthy nodes. We will post the next update within 60 minutes, or sooner if the situation changes.

You can follow this incident at status.relaypost.com or subscribe to SMS updates from that page.

We apologise for the disruption.

Relaypost Operations`,
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
      summary: 'Relaypost is investigating an outage delaying outbound email delivery in the EU region by 30 to 90 minutes since 13:50 UTC; no messages have been lost and the next update will follow within 60 minutes.',
    },
  },
  {
    id: 'incident-02',
    kind: 'incident',
    split: 'tune',
    from: 'Aisha Rahman <aisha.rahman@brisklogistics.com>',
    subject: 'Postmortem: route planner outage on 11 November',
    date: 'Mon, 16 Nov 2026 16:05:00 +0000',
    body: `Hi all,

The postmortem for last Wednesday's route planner outage is now in the Incidents space. Short version below.

What happened: at 06:12 UTC on 11 November, a config change to the geocoding cache set its TTL to zero. Every route request then went straight to the third-party geocoding API, which rate-limited us within four minutes. Drivers in the UK and Ireland could not load routes for 1 hour 38 minutes, and 2,140 deliveries were late.

Root cause: the change skipped staged rollout because the cache config lived in a repo without the usual deploy pipeline.

What went well: the on-call engineer found the bad change within 20 minutes, and the driver support team had a workaround message out in 30.

What didn't: rollback took over an hour because nobody on shift had access to that repo.

Action items (owners in the doc):
- Move the cache config into the main deploy pipeline
- Add an alert on geocoding API 429s
- Give on-call engineers access to all production config repos

Please read it and leave any comments in the doc by Friday 27 November. We'll close the postmortem out after that.

Thanks,
Aisha`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['read the postmortem and leave comments in the doc'],
      deadlines: [{ text: 'by Friday 27 November', date: '2026-11-27' }],
      review: true,
      priority: 'Medium',
      summary: 'The postmortem for the 11 November route planner outage (1 hour 38 minutes, 2,140 late deliveries, caused by a cache config change) is in the Incidents space; leave comments in the doc by Friday 27 November.',
    },
  },
  {
    id: 'incident-03',
    kind: 'incident',
    split: 'heldout',
    from: 'Leo Marsh <leo.marsh@pinecrest.tech>',
    subject: 'URGENT: prod DB primary down, need a second pair of hands',
    date: 'Wed, 18 Nov 2026 03:47:00 +0000',
    body: `Nadia, sorry for the 4am email, the PagerDuty escalation to you didn't seem to go through so I'm trying every channel.

Prod Postgres primary went down at 03:21. Replica promotion failed halfway and now both nodes think they're the standby. Checkout and login are hard down for all customers. I've stopped the autofailover so it doesn't flap.

I need help immediately, I'm out of my depth on the Patroni side.

Can you jump on the bridge? Link is in #inc-2291.
Do you know where the break-glass credentials for the etcd cluster are stored these days?
Is it safe to force-promote db-02 if its replication lag was under a second before the crash?

Call me on +44 7700 900321 if you see this before Slack.

Leo`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        'Can you jump on the bridge?',
        'Do you know where the break-glass credentials for the etcd cluster are stored these days?',
        'Is it safe to force-promote db-02 if its replication lag was under a second before the crash?',
      ],
      requests: [
        'join the incident bridge',
        'say where the etcd break-glass credentials are stored',
        'advise whether to force-promote db-02',
        'call Leo',
      ],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'The prod Postgres primary went down at 03:21 and checkout and login are hard down; Leo needs help immediately on the bridge with the failed replica promotion and the etcd break-glass credentials.',
    },
  },
  {
    id: 'incident-04',
    kind: 'incident',
    split: 'tune',
    from: 'Trellis Security Team <security@trellispay.com>',
    subject: 'Important notice about your Trellis account',
    date: 'Fri, 13 Nov 2026 17:00:00 +0000',
    body: `Dear Customer,

We are writing to inform you of a security incident that may have affected your Trellis account.

On 9 November 2026, we detected unauthorised access to a support tool used by our customer service team. Our investigation has found that, between 6 and 9 November, an unauthorised party was able to view the names, email addresses and billing postcodes of some customers, including you. Your password, full card number and bank details were not exposed, because this tool does not have access to them.

We closed the unauthorised access within hours of detecting it, have revoked all support tool sessions, and have reported the incident to the Information Commissioner's Office. An independent forensic firm is reviewing our systems.

Because your name and email address were viewed, you may receive phishing emails that appear to come from Trellis. Please be cautious: we will never ask you for your password or card details by email. As a precaution, we also recommend enabling two-step verification in your account settings.

We sincerely apologise for this incident. If you have any questions, please contact our dedicated team at incident-support@trellispay.com or on 0800 555 0192.

Yours faithfully,

Eleanor Whitcombe
Chief Information Security Officer
Trellis Payments Ltd`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        'be cautious of phishing emails that appear to come from Trellis',
        'enable two-step verification',
      ],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary: 'Between 6 and 9 November an unauthorised party viewed customer names, email addresses and billing postcodes through a Trellis support tool; passwords and card details were not exposed. Watch for phishing and enable two-step verification.',
    },
  },
  {
    id: 'incident-05',
    kind: 'incident',
    split: 'tune',
    from: 'Fundwell Status <status@fundwell.com>',
    subject: '[Resolved] Delayed payouts to UK bank accounts',
    date: 'Sat, 14 Nov 2026 02:15:00 +0000',
    body: `Resolved

Good news: payouts to UK bank accounts are flowing normally again, and every delayed transfer has now been sent.

The issue began at 18:40 UTC on 13 November, when our banking partner's Faster Payments gateway stopped accepting submissions, and it was fully resolved at 01:55 UTC on 14 November. All 3,812 payouts that were queued during the incident should arrive in recipients' accounts within two hours. You do not need to resubmit anything, and no fees will be charged for the delayed transfers.

We'll publish a full incident report within five working days.

Thank you for your patience.

The Fundwell team

Posted 14 Nov 2026, 02:12 UTC · fundwell-status.com`,
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
      summary: 'Delayed payouts to UK bank accounts were resolved at 01:55 UTC on 14 November; all 3,812 queued payouts have been sent, nothing needs resubmitting and no fees will be charged.',
    },
  },
  {
    id: 'incident-06',
    kind: 'incident',
    split: 'heldout',
    from: 'Martin Osei <martin.osei@folioscribe.com>',
    subject: 'An apology from FolioScribe, and what we are doing about it',
    date: 'Tue, 17 Nov 2026 12:00:00 +0000',
    body: `Dear Ms Kaplan,

I am writing personally to apologise. On Monday 16 November, between 02:00 and 08:10 UTC, a fault during a storage migration caused changes saved to some FolioScribe projects to be lost. Your workspace, Kaplan Architecture, was one of those affected: edits made to 14 projects in that window were not retained, and those projects have been restored to their state at 01:59 UTC.

This should never have happened. The migration was run without a verified backup of the write-ahead log, which is a failure of our own process, and I take full responsibility for it.

What we are doing:
- Our engineers are attempting to recover the lost changes from replica snapshots. Any edits we recover will appear in your project history marked "Recovered".
- We have credited your account with three months of service.
- No further migrations will run until an independent review of our backup procedures is complete.

A list of the affected projects is attached. If you have local copies or exports of any of them, please send them to our support team, who will re-import them for you; recovery requests will be accepted until 11 December.

I am truly sorry for the disruption this has caused you and your team.

Yours sincerely,

Martin Osei
Chief Executive Officer, FolioScribe`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['send any local copies or exports of the affected projects to support for re-import'],
      deadlines: [{ text: 'until 11 December', date: '2026-12-11' }],
      review: true,
      priority: 'Medium',
      summary: 'A storage migration fault on 16 November lost edits to 14 Kaplan Architecture projects; FolioScribe apologises, credits three months, and accepts recovery requests with local copies until 11 December.',
    },
  },
  {
    id: 'incident-07',
    kind: 'incident',
    split: 'tune',
    from: 'Tom Gallagher <tom.g@quayside.app>',
    subject: 'FYI: search is a little slow this afternoon',
    date: 'Mon, 16 Nov 2026 13:25:00 +0000',
    body: `Hi folks,

Just so nobody's surprised: search in the admin console is running a bit slower than usual this afternoon, around 2 to 3 seconds per query instead of the normal half-second. It's because we're reindexing the orders table ahead of the new filters going out, and the reindex is eating some of the cluster's CPU.

Nothing is broken and no data is affected. Customer-facing search is on a separate cluster and isn't touched. The reindex should wrap up around 6pm, after which everything will be back to normal speed.

No action needed. If something looks genuinely wrong rather than just slow, give me a shout in #platform.

Tom`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: 'Admin console search is slower than usual (2 to 3 seconds per query) this afternoon while the orders table is reindexed; nothing is broken, no data is affected and no action is needed.',
    },
  },
  {
    id: 'incident-08',
    kind: 'incident',
    split: 'tune',
    from: 'Becca Lund <becca.lund88@yahoo.com>',
    subject: 'help!! think my shop site got hacked',
    date: 'Tue, 17 Nov 2026 22:40:00 +0000',
    body: `Hey Sam,

Sorry to dump this on you but you're the only tech person I know. I just logged into my candle shop site and the homepage is redirecting to some dodgy pharmacy page?! Two customers have already messaged me on Instagram asking if I've been hacked. I haven't touched anything in weeks, I swear.

I've changed my hosting password but I honestly have no idea what else to do. I'm kind of panicking.

Could you take a look asap if you have any time?
Do I need to tell my customers their card details might be stolen?
Should I take the whole site offline until it's fixed?
Is this something the hosting company is supposed to sort out?
And is there any way to find out how they got in?

I can give you my login, just tell me what you need. I owe you massively, dinner's on me for a month 🙏

Becca xx`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Could you take a look asap if you have any time?',
        'Do I need to tell my customers their card details might be stolen?',
        "Should I take the whole site offline until it's fixed?",
        'Is this something the hosting company is supposed to sort out?',
        'And is there any way to find out how they got in?',
      ],
      requests: ['take a look at the hacked shop site'],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: "Becca's candle shop homepage is redirecting to a dodgy pharmacy page; she asks Sam to take a look asap and whether to tell customers, take the site offline or involve the hosting company.",
    },
  },
  {
    id: 'incident-09',
    kind: 'incident',
    split: 'heldout',
    from: 'Ingrid Solberg <ingrid.solberg@halvardbank.no>',
    subject: 'Follow-up: open action items from INC-4471',
    date: 'Tue, 17 Nov 2026 09:30:00 +0000',
    body: `Hi Viktor,

Following up on the action items from the INC-4471 postmortem (the card authorisation timeouts on 3 November). Most are closed, thank you, but two assigned to your team are still open:

- AI-3: Add a circuit breaker to the fraud-scoring call. Due Friday 13 November.
- AI-5: Document the manual failover for the authorisation gateway. Due Monday 16 November.

Both are now past their due dates, and the risk committee reviews open incident actions on 26 November. Could you send me an updated ETA for each by Thursday, so I can include it in the committee pack?

If either is blocked on another team, let me know and I'll help chase.

Best,
Ingrid`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you send me an updated ETA for each by Thursday, so I can include it in the committee pack?'],
      requests: ['send an updated ETA for AI-3 and AI-5'],
      deadlines: [
        { text: 'Due Friday 13 November', date: '2026-11-13' },
        { text: 'Due Monday 16 November', date: '2026-11-16' },
        { text: 'by Thursday', date: '2026-11-19' },
      ],
      review: true,
      priority: 'High',
      summary: "Two INC-4471 postmortem action items for Viktor's team (AI-3 due Friday 13 November, AI-5 due Monday 16 November) are past due; Ingrid asks for an updated ETA for each by Thursday.",
    },
  },
  {
    id: 'incident-10',
    kind: 'incident',
    split: 'tune',
    from: 'Sarah Whitlock <swhitlock@arcadiahealth.org>',
    subject: 'Scheduling the review for the pharmacy system outage',
    date: 'Mon, 16 Nov 2026 11:15:00 +0000',
    body: `Hi Dr. Patel,

Thank you for your patience while we pulled together the timeline for last Thursday's pharmacy system outage. The draft incident review is ready, and I'd like to go through it with you and the pharmacy leads before it goes to the clinical governance board.

Would either of these work for a one-hour session?
- Tuesday 24 November, 13:00 to 14:00, Conference Room B
- Wednesday 25 November, 08:30 to 09:30, on Teams

Could you also let me know whether Marcus Lee should attend, given that his team handled the paper backup process?

I'll send a calendar invite once I hear back.

Many thanks,
Sarah Whitlock
Quality and Patient Safety Lead
Arcadia Health`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Would either of these work for a one-hour session?',
        'Could you also let me know whether Marcus Lee should attend, given that his team handled the paper backup process?',
      ],
      requests: ['choose a time for the incident review session', 'say whether Marcus Lee should attend'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Sarah wants a one-hour session on the pharmacy system outage incident review, on Tuesday 24 November at 13:00 or Wednesday 25 November at 08:30, and asks whether Marcus Lee should attend.',
    },
  },
  {
    id: 'incident-11',
    kind: 'incident',
    split: 'tune',
    from: 'Brackley Office Supplies <customercare@brackleyoffice.co.uk>',
    subject: 'Your orders and the fire at our Daventry distribution centre',
    date: 'Mon, 16 Nov 2026 12:30:00 +0000',
    body: `Dear Mr Farouk,

We are writing to let you know about an incident that will affect your recent orders.

In the early hours of Saturday 14 November, a fire broke out in the loading area of our Daventry distribution centre. Nobody was hurt, and the fire service had it under control within two hours, but the building will remain closed while the damage is assessed.

Your orders BO-448120 and BO-448157 were awaiting dispatch from Daventry at the time. We are transferring them to our Leeds warehouse and expect them to be delivered 5 to 7 working days later than originally planned. You will receive a new tracking link by email as soon as each order ships.

If the delay causes difficulties for your business, you may cancel either order without charge through your online account until 27 November, and we will refund you in full.

We are very sorry for the inconvenience and thank you for your understanding.

Yours sincerely,

Helen Marsh
Customer Care Manager
Brackley Office Supplies Ltd`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['cancel either order in your online account if the delay causes difficulties'],
      deadlines: [{ text: 'until 27 November', date: '2026-11-27' }],
      review: true,
      priority: 'Medium',
      summary: 'A fire at the Daventry distribution centre on 14 November delays orders BO-448120 and BO-448157 by 5 to 7 working days; either can be cancelled without charge in your online account until 27 November.',
    },
  },
  {
    id: 'incident-12',
    kind: 'incident',
    split: 'tune',
    from: 'Priyanka Das <priyanka@loomwell.dev>',
    subject: 'All clear (and sorry about the 3am pages!)',
    date: 'Wed, 18 Nov 2026 08:20:00 +0000',
    body: `Morning all,

Good news: nothing was actually down last night! 🎉

The flood of pages between 02:50 and 03:40 came from our new synthetic checks, not from real users. The Frankfurt probe was still pointed at the old load balancer we retired on Monday, so every check failed and PagerDuty woke up half of you. Sorry about that, it was my config and I should have caught it in review.

The fun part: while digging in, Marek spotted that the login service really was leaking memory slowly, which explains the mystery restarts we've been seeing every few days. He's got a fix merged and it'll go out with Thursday's release.

I've repointed the probe and added a test so a stale target can't sneak through again. Nothing for anyone to do, go get some coffee ☕

Priyanka`,
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
      summary: 'Nothing was down last night: the 3am pages came from a synthetic probe pointed at a retired load balancer. Priyanka apologises, has fixed the probe, and a real login memory leak fix ships with Thursday\'s release.',
    },
  },
  {
    id: 'incident-13',
    kind: 'incident',
    split: 'heldout',
    from: 'Noor Haddad <noor.haddad@ashgrovepartners.com>',
    subject: 'Suspicious sign-in to your account: action needed',
    date: 'Wed, 18 Nov 2026 07:42:00 +0000',
    body: `Hi Callum,

Our monitoring flagged a successful sign-in to your Microsoft 365 account at 01:17 UTC from an IP address in São Paulo, Brazil. The sign-in passed MFA, which suggests a push notification was approved on your phone, and a few minutes later a new inbox rule was created that forwards any email containing "invoice" to an external address.

We have removed the rule and revoked all active sessions as a precaution, but we need you to do the following immediately:

1. Reset your password at passwords.ashgrovepartners.com.
2. Open the Authenticator app and remove any device you don't recognise.
3. Don't approve any MFA prompt you did not start yourself.

Were you using a VPN or travelling overnight? Did you approve a sign-in prompt on your phone in the early hours?

Please reply by 12:00 today so we can decide whether this needs to be reported to the client whose invoices may have been forwarded.

Thanks,
Noor Haddad
Information Security Analyst
Ashgrove Partners`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Were you using a VPN or travelling overnight?',
        'Did you approve a sign-in prompt on your phone in the early hours?',
      ],
      requests: [
        'reset your password',
        'remove any unrecognised device from the Authenticator app',
        'do not approve MFA prompts you did not start',
        'reply about the sign-in by 12:00 today',
      ],
      deadlines: [{ text: 'by 12:00 today', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary: 'A suspicious sign-in to your Microsoft 365 account from São Paulo created an inbox rule forwarding invoices; reset your password and check your MFA devices immediately, and reply by 12:00 today.',
    },
  },
  {
    id: 'incident-14',
    kind: 'incident',
    split: 'tune',
    from: 'Gareth Pryce <gareth.pryce@selwynlogistics.co.uk>',
    subject: 'Formal complaint: third Cobalt Route outage this month',
    date: 'Tue, 17 Nov 2026 15:35:00 +0000',
    body: `Dear Cobalt Route support team,

I am writing to make a formal complaint about the availability of the Cobalt Route platform. On Monday 16 November our dispatchers were unable to load delivery manifests for almost three hours, the third outage we have experienced this month. We had to revert to paper manifests across four depots, and several customer deliveries were missed.

Your status page showed "All systems operational" for the first ninety minutes of Monday's outage. Can you explain why the incident was not posted sooner? Why were we not contacted by our account manager at any point?

Under section 7 of our service agreement, availability below 99.5% in a calendar month entitles us to a service credit. We therefore ask you to provide a written root cause analysis covering all three outages, together with confirmation of the credit to be applied, no later than 30 November.

If we do not receive a satisfactory response, we will have to review whether to continue with Cobalt Route when the agreement comes up for renewal.

Yours faithfully,

Gareth Pryce
Head of Transport Operations
Selwyn Logistics Ltd`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'Can you explain why the incident was not posted sooner?',
        'Why were we not contacted by our account manager at any point?',
      ],
      requests: [
        'provide a written root cause analysis covering all three outages',
        'confirm the service credit to be applied',
      ],
      deadlines: [{ text: 'no later than 30 November', date: '2026-11-30' }],
      review: true,
      priority: 'Medium',
      summary: 'Selwyn Logistics complains about the third Cobalt Route outage this month and the late status page update, and asks for a written root cause analysis and confirmation of the service credit no later than 30 November.',
    },
  },
  {
    id: 'incident-15',
    kind: 'incident',
    split: 'tune',
    from: 'Helen Achterberg <helen.achterberg@quillbyte.com>',
    subject: 'Welcome Kofi Mensah, our new Incident Manager',
    date: 'Mon, 16 Nov 2026 09:05:00 +0000',
    body: `Hi everyone,

I'm really pleased to introduce Kofi Mensah, who joins us as Incident Manager. Kofi spent the last six years running major incident response at Tidewater Bank, and before that he was an SRE at Lumenstack, so he has seen things go wrong from both sides of the pager.

From December 1, Kofi will act as incident commander for every Sev1 and Sev2, own the postmortem process and chair the weekly reliability review. The on-call rota itself isn't changing.

In his first few weeks he wants to understand where our incident process hurts most, so please add him to any open postmortem actions your team owns.

Kofi is based in the Leeds office and is on Slack as @kofi.m.

Thanks,
Helen

Helen Achterberg
VP Engineering, Quillbyte`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['add Kofi to any open postmortem actions your team owns'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Helen introduces Kofi Mensah, the new Incident Manager, who will be incident commander for every Sev1 and Sev2 from December 1; add him to any open postmortem actions your team owns.',
    },
  },
  {
    id: 'incident-16',
    kind: 'incident',
    split: 'tune',
    from: 'Corriemoor Cloud Reliability <reliability@corriemoor.cloud>',
    subject: 'Your Q3 service availability summary',
    date: 'Sun, 15 Nov 2026 09:00:00 +0000',
    body: `Hello,

Here's your quarterly availability summary for the Corriemoor services on your account (organisation ID CM-55102), covering July to September 2026.

Overall availability: 99.97% (contractual target: 99.9%)
Incidents affecting your services: 3
- 14 July: elevated latency on object storage in eu-west-2, 22 minutes
- 2 August: managed DNS propagation delays, 9 minutes
- 19 September: control panel unavailable, 41 minutes (running workloads unaffected)

None of these incidents breached your service level, so no service credits apply for the quarter. Full reports for each one are in the Reliability tab of your dashboard.

During the quarter we've also finished moving all eu-west-2 storage to the new replicated cluster, which removes the single point of failure behind the July incident.

Your next summary will arrive in February.

Thanks,
The Corriemoor Reliability team`,
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
      summary: "Corriemoor's Q3 summary: 99.97% availability against a 99.9% target, with three short incidents on 14 July, 2 August and 19 September; no service level was breached, so no service credits apply.",
    },
  },
  {
    id: 'incident-17',
    kind: 'incident',
    split: 'heldout',
    from: 'Ledgerline Security <security-advisories@ledgerline.com>',
    subject: 'Security advisory LL-2026-07: critical vulnerability in Ledgerline Server 5.x',
    date: 'Tue, 17 Nov 2026 13:00:00 +0000',
    body: `Dear Ledgerline Administrator,

We are writing to inform you of a critical security vulnerability (CVE-2026-41877) affecting self-hosted Ledgerline Server versions 5.0 to 5.6.3. Our records show that your organisation, Pemberton Haulage Ltd, is running version 5.4.1.

The vulnerability allows an authenticated user with read-only access to execute arbitrary commands on the server through a crafted report template. We are not aware of it being exploited, but a proof of concept is expected to be published once the disclosure period ends.

Please upgrade all Ledgerline Server instances to version 5.6.4 by 4 December 2026, when details of the vulnerability will be made public. The upgrade can be applied without downtime by following the instructions at ledgerline.com/security/LL-2026-07. If you cannot upgrade by that date, disable custom report templates as a temporary mitigation.

Ledgerline Cloud customers are not affected and do not need to take any action.

Should you require assistance, our support team can be reached at support@ledgerline.com, quoting reference LL-2026-07.

Yours faithfully,

Ledgerline Product Security Team`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        'upgrade all Ledgerline Server instances to version 5.6.4 by 4 December 2026',
        'disable custom report templates if you cannot upgrade by then',
      ],
      deadlines: [{ text: 'by 4 December 2026', date: '2026-12-04' }],
      review: true,
      priority: 'Medium',
      summary: 'A critical vulnerability (CVE-2026-41877) affects Ledgerline Server 5.0 to 5.6.3, and you run 5.4.1; upgrade all instances to 5.6.4 by 4 December 2026, or disable custom report templates until you can.',
    },
  },
  {
    id: 'incident-18',
    kind: 'incident',
    split: 'tune',
    from: 'Nell Brody <nell.brody@quarryhillstudio.co.uk>',
    subject: 'Leak on the 2nd floor: work from home',
    date: 'Wed, 18 Nov 2026 07:05:00 +0000',
    body: `Morning all,

Bit of a soggy start, I'm afraid. A pipe burst overnight in the ceiling above the 2nd floor, and the back half of the studio, including the comms cupboard, has taken a fair amount of water. The building manager has cut the power to that floor until an electrician has checked it over.

So please work from home today. Don't come in to pick things up, as the floor is taped off and the insurers want it left as it is until their assessor's been.

The Wi-Fi and the shared drive are down because the comms cupboard is off, but the cloud stuff (email, Figma, Slack) is fine. If you desperately need something from the NAS, message me and I'll see what I can do.

I'll send an update tonight on whether we're back in tomorrow.

Nell
Studio Manager, Quarry Hill Studio`,
    expected: {
      intent: 'information',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['work from home today', 'do not come in to pick things up'],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: "A burst pipe flooded the back of the 2nd floor studio overnight and power there is off, so work from home today and don't come in; Wi-Fi and the shared drive are down, but email, Figma and Slack work.",
    },
  },
  {
    id: 'incident-19',
    kind: 'incident',
    split: 'tune',
    from: 'Deepa Raman <deepa.raman@oakhollowinsurance.com>',
    subject: 'Still no RCA for the 9 November API outage',
    date: 'Tue, 17 Nov 2026 14:50:00 +0000',
    body: `Hi Connor,

On our call on 10 November you told us we'd have a written root cause analysis for the 9 November API outage by Friday 13 November. I haven't seen anything yet, and my emails to the support queue (case 88214) keep getting the same automated reply.

I'm not trying to be difficult, but this puts me in an awkward position. Our operational risk committee meets on Friday and I have to report on every third-party incident that affected policyholders. At the moment all I can tell them is that we're still waiting.

Could you send the RCA, or at least a draft, by Thursday? If it isn't ready, I need a date I can give the committee and the name of the person who owns it.

Thanks,
Deepa

Deepa Raman
Vendor Risk Lead, Oakhollow Insurance

On Tue, 10 Nov 2026 at 16:02, Connor Walsh <connor.walsh@tidemarkapi.com> wrote:
> Hi Deepa,
>
> Thanks for your time on the call. As discussed, we'll send you the written
> RCA for yesterday's outage by Friday 13 November, along with the list of
> remediation actions and their owners.
>
> Connor`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you send the RCA, or at least a draft, by Thursday?'],
      requests: [
        'send the RCA, or at least a draft, by Thursday',
        'give a date and an owner for the RCA if it is not ready',
      ],
      deadlines: [
        { text: 'by Friday 13 November', date: '2026-11-13' },
        { text: 'by Thursday', date: '2026-11-19' },
      ],
      review: true,
      priority: 'High',
      summary: "Deepa is still waiting for the root cause analysis of the 9 November API outage that was promised by Friday 13 November; she asks Connor for it, or a draft, by Thursday, ahead of Friday's risk committee.",
    },
  },
  {
    id: 'incident-20',
    kind: 'incident',
    split: 'heldout',
    from: 'Sunita Varghese <sunita.varghese@meridalebank.co.uk>',
    subject: 'Invitation: cyber incident tabletop exercise, 8 December',
    date: 'Mon, 16 Nov 2026 11:30:00 +0000',
    body: `Hi Piotr,

As part of this year's operational resilience testing, we're running a tabletop exercise to rehearse our response to a ransomware attack on the payments platform. I'd like you to take part as the technical lead for card processing.

When: Tuesday 8 December, 10:00 to 12:30
Where: Training Room 3, 5th floor, and on Teams for the Leeds team

The scenario will unfold in stages, and we'll work through detection, containment, customer communications and the decision to invoke our recovery site. There's no preparation needed, and nobody is being assessed; the point is to find the gaps in our runbooks before a real incident does.

I've sent a calendar invite. Could you also nominate someone from your team to play the role of our acquiring bank's liaison? Ideally it would be someone who has dealt with them during a live incident.

Thanks,
Sunita

Sunita Varghese
Operational Resilience Manager
Meridale Bank`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ["Could you also nominate someone from your team to play the role of our acquiring bank's liaison?"],
      requests: [
        'take part in the tabletop exercise on Tuesday 8 December',
        "nominate someone to play the acquiring bank's liaison",
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Sunita invites Piotr to a ransomware tabletop exercise on Tuesday 8 December, 10:00 to 12:30, as technical lead for card processing, and asks him to nominate someone to play the acquiring bank's liaison.",
    },
  },
  {
    id: 'incident-21',
    kind: 'incident',
    split: 'tune',
    from: 'Dana Kerslake <dana@brightwatch-ir.com>',
    subject: 'Incident response support for Fenmore Retail',
    date: 'Mon, 16 Nov 2026 14:10:00 +0000',
    body: `Hi Ms Adebayo,

I hope you don't mind me getting in touch out of the blue. My name is Dana Kerslake, and I lead client partnerships at Brightwatch, a UK incident response firm that works with mid-sized retailers on ransomware and payment-card breaches.

I read the statement Fenmore published last week about the disruption to your online checkout, and I wanted to introduce us in case we can be useful, either now or in the future. We provide retained incident response with a guaranteed four-hour call-out, along with the breach readiness reviews and PCI forensic investigations that insurers increasingly ask for.

We currently support Hadley & Finch and Ostrava Home, both of whom would be happy to tell you about their experience.

Would you be open to a short call sometime in the next few weeks? No pitch deck, just a conversation about how you currently handle incidents and where we might help.

Best regards,
Dana Kerslake
Head of Client Partnerships
Brightwatch Incident Response Ltd
brightwatch-ir.com`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would you be open to a short call sometime in the next few weeks?'],
      requests: ['say whether you are open to a short call'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Dana Kerslake introduces Brightwatch, a UK incident response firm, after Fenmore's checkout disruption and asks whether you would be open to a short call in the next few weeks.",
    },
  },
];
