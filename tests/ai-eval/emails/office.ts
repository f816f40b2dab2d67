import type { EvalEmail } from '../types';

export const OFFICE_EMAILS: EvalEmail[] = [
  {
    id: 'office-01',
    kind: 'office',
    split: 'tune',
    from: 'Margaret Ellison <m.ellison@callowaypartners.co.uk>',
    subject: 'Office closure over the festive period',
    date: 'Mon, 16 Nov 2026 10:15:00 +0000',
    body: `Dear colleagues,

Please note that all Calloway Partners offices will be closed from Thursday 24 December through Friday 1 January inclusive. We will reopen at 9:00 on Monday 4 January.

During the closure, the client support line will be covered by the on-call rota, and any time-sensitive client matters should be directed to the duty partner via the usual number.

IT will carry out server upgrades while the building is empty. Any equipment requests or laptop repairs must be submitted to the service desk no later than 11 December so that they can be completed before the break.

We would like to thank everyone for their hard work this year and wish you a restful holiday.

Kind regards,

Margaret Ellison
Head of People & Operations
Calloway Partners LLP
14 Fenwick Street, Leeds LS1 4DJ`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['submit equipment requests or laptop repairs to the service desk'],
      deadlines: [{ text: 'no later than 11 December', date: '2026-12-11' }],
      review: false,
      priority: 'Medium',
      summary: 'All Calloway Partners offices close from 24 December through 1 January, reopening 4 January; equipment requests or laptop repairs must reach the service desk no later than 11 December.',
    },
  },
  {
    id: 'office-02',
    kind: 'office',
    split: 'tune',
    from: 'Gary Holm <garyholm.properties@outlook.com>',
    subject: 'Roof and HVAC work at 220 Mercer - need a few answers',
    date: 'Sun, 15 Nov 2026 19:42:00 +0000',
    body: `Hi Renata,

The contractors have confirmed they can start the roof membrane replacement and the HVAC unit swap at 220 Mercer in early December. It's noisy work and they'll need access to the second floor ceiling panels, so I want to plan it around your team.

A few things I need from you:

Which weekend works better for the ceiling access, December 5-6 or December 12-13?
Will anyone from your side be in the office on those Saturdays?
Can the server closet stay powered on, or do you need us to arrange a temporary feed?
Do you want the crew to use the freight elevator only, or is the main lobby OK?
Who should the site foreman call if something comes up on the day?

If you could get back to me this week, I'll lock in the schedule with the contractor.

Thanks,
Gary Holm
Holm Property Management
(617) 555-0148`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Which weekend works better for the ceiling access, December 5-6 or December 12-13?',
        'Will anyone from your side be in the office on those Saturdays?',
        'Can the server closet stay powered on, or do you need us to arrange a temporary feed?',
        'Do you want the crew to use the freight elevator only, or is the main lobby OK?',
        'Who should the site foreman call if something comes up on the day?',
      ],
      requests: ['get back to Gary this week with answers about the roof and HVAC work'],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary: 'Gary needs answers this week on the December roof and HVAC work at 220 Mercer: which weekend suits, who will be in, server closet power, elevator use and a contact for the site foreman.',
    },
  },
  {
    id: 'office-03',
    kind: 'office',
    split: 'heldout',
    from: 'Tomás Reyes <tomas.reyes@brightwaterlabs.io>',
    subject: "We're moving to Dock Street in January 🎉",
    date: 'Tue, 17 Nov 2026 16:30:00 +0000',
    body: `Hey team,

It's official: we've signed the lease on our new space at 41 Dock Street, and we'll be moving in over the weekend of January 16. More light, a proper kitchen, and no more fighting over the one phone booth!

Here's what I need from each of you:

- Pack your desk into the crates (they'll arrive January 6) and label them with your name.
- Have everything packed by Thursday, January 14, so the movers can load on Friday morning.
- Take home anything personal you don't want in a crate.

Your first day at Dock Street will be Monday, January 18. Parking passes and new door fobs will be waiting on your desks.

One question for everyone: would you rather have a standing desk or a regular one in the new place? Reply to me by December 4 so I can place the furniture order.

Can't wait to show you around!

Tomás`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['One question for everyone: would you rather have a standing desk or a regular one in the new place?'],
      requests: [
        'pack your desk into the crates and label them with your name',
        'take home anything personal',
        'reply with a standing or regular desk preference',
      ],
      deadlines: [
        { text: 'by Thursday, January 14', date: '2027-01-14' },
        { text: 'by December 4', date: '2026-12-04' },
      ],
      review: false,
      priority: 'Medium',
      summary: 'The team moves to 41 Dock Street over the weekend of January 16: pack and label your desk crates by Thursday, January 14, and reply by December 4 with a standing or regular desk preference.',
    },
  },
  {
    id: 'office-04',
    kind: 'office',
    split: 'tune',
    from: 'Facilities Team <facilities@northgate-medical.org>',
    subject: 'Staff parking changes from 1 December',
    date: 'Fri, 13 Nov 2026 14:20:00 +0000',
    body: `Hi all,

Unfortunately, we have lost our lease on the lower levels of the Birch Street garage. From 1 December, staff parking will be limited to levels 3 and 4, which means roughly 60 fewer spaces for employees.

What this means for you:
- Reserved spots on level 1 will no longer be available.
- Permits will be issued on a first-come basis to staff who register their vehicle.
- Anyone without a permit will need to use the public lot on Alder Road at the standard daily rate.

To keep a space, please register your licence plate through the facilities portal by 27 November. Unregistered vehicles parked on levels 3 and 4 after that date may be ticketed.

We know this is frustrating, especially for those on early shifts, and we're looking into a shuttle from the Alder Road lot. We'll share more as soon as we have it.

Thanks for your patience,
Facilities Team
Northgate Medical Group`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['register your licence plate through the facilities portal'],
      deadlines: [{ text: 'by 27 November', date: '2026-11-27' }],
      review: true,
      priority: 'Medium',
      summary: 'From 1 December staff parking at the Birch Street garage is limited to levels 3 and 4, about 60 fewer spaces; register your licence plate through the facilities portal by 27 November to keep a space.',
    },
  },
  {
    id: 'office-05',
    kind: 'office',
    split: 'tune',
    from: 'Dev Anand <dev.anand@kestrelsoftware.com>',
    subject: 'Heads up: fire drill Thursday morning',
    date: 'Tue, 17 Nov 2026 11:05:00 +0000',
    body: `Hey folks,

Quick heads up from your friendly floor warden: building management is running a fire drill on Thursday 19 November, sometime between 10 and 11am. The alarm is loud and it'll go on for a few minutes.

Nothing to prepare. When it goes off, the wardens (me on 6, Lucy on 7) will walk everyone down the east stairwell to the assembly point on the corner of Grant and 3rd. It usually takes about 15 minutes, then we're back upstairs.

Lucy's promised coffee for the walk back, apparently. No pressure, Lucy!

Cheers,
Dev`,
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
      summary: 'Building management is running a fire drill on Thursday 19 November between 10 and 11am; nothing to prepare, the wardens will walk everyone down the east stairwell to the assembly point.',
    },
  },
  {
    id: 'office-06',
    kind: 'office',
    split: 'heldout',
    from: 'Paula Brandt <paula.brandt@meridianinsure.com>',
    subject: 'The 3rd floor kitchen (again)',
    date: 'Mon, 16 Nov 2026 08:47:00 +0000',
    body: `Hi everyone,

I really didn't want to send another one of these, but the kitchen on 3 has gotten out of hand. Last week the cleaners found mouldy containers at the back of the fridge, the sink was full of dirty mugs two mornings in a row, and someone left a pan of burnt rice on the hob overnight.

So, some rules, effective now:

1. Label anything you put in the fridge with your name and the date.
2. Wash, dry and put away your own dishes. The sink is not a storage area.
3. Never leave the hob or the microwave unattended.

The fridge is getting a full clear-out, so take home anything you want to keep by Friday at 4pm. Anything still in there after that goes in the bin, no exceptions.

I'd rather not be the kitchen police, so please help me out here.

Thanks,
Paula
Office Manager, Meridian Insurance`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [
        'label anything in the fridge with your name and the date',
        'wash, dry and put away your own dishes',
        'never leave the hob or microwave unattended',
        'take home anything you want to keep from the fridge',
      ],
      deadlines: [{ text: 'by Friday at 4pm', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'The 3rd floor kitchen has gotten out of hand: label fridge food, wash your own dishes, never leave the hob unattended, and take home anything you want to keep from the fridge by Friday at 4pm.',
    },
  },
  {
    id: 'office-07',
    kind: 'office',
    split: 'tune',
    from: 'Reception Desk <reception@harlowandfinch.com>',
    subject: 'Reminder: reduced reception and mailroom hours over Thanksgiving',
    date: 'Wed, 18 Nov 2026 07:30:00 +0000',
    body: `Dear colleagues,

This is a reminder of the reduced reception and mailroom hours over the Thanksgiving week, as announced earlier this month. The arrangements are unchanged and the original notice is copied below for reference.

Kind regards,

Janine Ortiz
Reception & Mailroom
Harlow & Finch LLP

On Mon, 2 Nov 2026 at 09:12, Reception Desk <reception@harlowandfinch.com> wrote:
> Dear colleagues,
>
> From Monday 23 November to Wednesday 25 November, reception will be staffed from 9:00 to 15:00 only, and the mailroom will not accept outgoing couriers after 14:00. The building will be closed on Thursday 26 and Friday 27 November.
>
> Normal hours resume on Monday 30 November.
>
> Kind regards,
> Janine Ortiz`,
    expected: {
      intent: 'followUp',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary: 'Reminder: from 23 to 25 November reception is staffed 9:00 to 15:00 and the mailroom takes no outgoing couriers after 14:00; the building is closed 26 and 27 November, with normal hours from 30 November.',
    },
  },
  {
    id: 'office-08',
    kind: 'office',
    split: 'tune',
    from: 'Helen Marchetti <h.marchetti@dunmore-eng.com>',
    subject: 'Action required: Riverside office closure 14-18 December and remote working form',
    date: 'Mon, 16 Nov 2026 15:10:00 +0000',
    body: `Dear colleagues,

The Riverside office will be closed from Monday 14 December to Friday 18 December while the ground floor is rewired and the fire alarm system is replaced. Contractors will have sole access to the building during this period.

All staff based at Riverside are therefore asked to complete the Temporary Remote Working form, which confirms your working location, your equipment needs and your line manager's approval. The form is available on the intranet under HR > Forms and must be submitted no later than Monday 30 November.

Staff who are unable to work from home should indicate this on the form. We will then arrange a desk for you at the Kingsway office for the week.

Please note that building access cards will be deactivated for the closure period, and no exceptions can be made for the collection of personal belongings.

Should you have any queries, please contact the Facilities helpdesk on extension 4410.

Kind regards,

Helen Marchetti
Facilities and Workplace Manager
Dunmore Engineering Ltd

This email and any attachments are confidential and intended solely for the addressee.`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['complete and submit the Temporary Remote Working form'],
      deadlines: [{ text: 'no later than Monday 30 November', date: '2026-11-30' }],
      review: false,
      priority: 'Medium',
      summary: 'The Riverside office is closed 14 to 18 December for rewiring; Riverside staff must submit the Temporary Remote Working form on the intranet no later than Monday 30 November.',
    },
  },
  {
    id: 'office-09',
    kind: 'office',
    split: 'heldout',
    from: 'Hive Coworking <hello@hivecowork.space>',
    subject: 'Wi-Fi down on floors 2 and 3 this morning',
    date: 'Wed, 18 Nov 2026 07:55:00 +0000',
    body: `Morning, Hive members,

Bad news, sorry: the Wi-Fi on floors 2 and 3 went down just after 7am. Our provider has traced it to a failed switch and an engineer is on the way, but they can't promise a fix before about 1pm today.

In the meantime:
- Floor 1 and the café still have working Wi-Fi, and we've freed up extra hot desks down there.
- The wired ports on the long benches on floor 2 are unaffected if you have a cable (we've got adapters at the front desk).
- The phone booths on floor 1 are first-come, first-served for calls.

We'll email again as soon as it's back up. Apologies for the disruption, we know how much you rely on it!

The Hive team
Hive Coworking · 88 Tanner Row · hivecowork.space`,
    expected: {
      intent: 'information',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'Wi-Fi on floors 2 and 3 has been down since just after 7am, with no fix promised before about 1pm today; floor 1, the café and the wired ports on floor 2 still work.',
    },
  },
  {
    id: 'office-10',
    kind: 'office',
    split: 'heldout',
    from: 'Security Operations <security-ops@talbotgroup.com>',
    subject: 'Second notice: badge photo still missing',
    date: 'Tue, 17 Nov 2026 13:00:00 +0000',
    body: `Hi Marcus,

This is a second notice about the new access badge system. Our records show that you have not yet uploaded a photo or confirmed your details in the badge portal, which was due on Friday 13 November.

All current badges will stop working on 1 December. Without a new badge you will need to sign in at the front desk as a visitor each day, which can take some time at peak hours.

To complete your enrolment:
1. Go to badges.talbotgroup.com and sign in with your usual network account.
2. Upload a passport-style photo (plain background, no sunglasses).
3. Confirm your department and floor.

It takes about five minutes. Could you complete it by end of day Friday? Once you have enrolled, your new badge will be ready to collect from reception within two working days.

Thanks,
Security Operations
Talbot Group`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you complete it by end of day Friday?'],
      requests: ['upload a photo and confirm your details in the badge portal'],
      deadlines: [
        { text: 'due on Friday 13 November', date: '2026-11-13' },
        { text: 'stop working on 1 December', date: '2026-12-01' },
        { text: 'by end of day Friday', date: '2026-11-20' },
      ],
      review: true,
      priority: 'High',
      summary: 'Second notice: Marcus has not uploaded a photo or confirmed his details in the badge portal, due Friday 13 November; current badges stop working on 1 December, so complete it by end of day Friday.',
    },
  },
  {
    id: 'office-11',
    kind: 'office',
    split: 'tune',
    from: 'The People Team <people@corallinestudio.com>',
    subject: "You're invited: Winter Social at The Lantern Rooms 🎄",
    date: 'Fri, 13 Nov 2026 16:10:00 +0000',
    body: `Hi everyone!

It's that time of year again! Our Winter Social is on Thursday 10 December from 6pm at The Lantern Rooms on Fell Street, a five-minute walk from the office.

There'll be a proper sit-down dinner, a (very) amateur quiz hosted by Jamal, and the return of the legendary dessert table. Partners are welcome this year too, so bring your plus-one!

We need final numbers for the venue, so RSVP through the form on the intranet by Wednesday 2 December, and add any dietary requirements there too.

The office will close at 4:30pm that day so everyone has time to get ready.

Can't wait to celebrate with you all!

Cheers,
The People Team 💛`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['RSVP through the intranet form by Wednesday 2 December', 'add any dietary requirements in the form'],
      deadlines: [{ text: 'by Wednesday 2 December', date: '2026-12-02' }],
      review: false,
      priority: 'Medium',
      summary: "You're invited to the Winter Social on Thursday 10 December from 6pm at The Lantern Rooms, partners welcome; RSVP with any dietary requirements through the intranet form by Wednesday 2 December.",
    },
  },
  {
    id: 'office-12',
    kind: 'office',
    split: 'tune',
    from: 'Sunil Mehta <sunil.mehta@ashgroveinsights.com>',
    subject: 'new coffee machine on 2 ☕',
    date: 'Tue, 17 Nov 2026 10:47:00 +0000',
    body: `Hey all,

Good news for the caffeine-dependent among us: the new bean-to-cup machine is finally installed in the second-floor kitchen. It does flat whites, oat milk and a very respectable hot chocolate, and it's free for everyone, so no more feeding coins into the old vending thing.

It cleans itself overnight, and the old kettle is staying for the tea people.

If you're not sure about the settings, Priyanka made a 2-minute video on getting a decent shot out of it, which might be worth a look. It's pinned in the #office channel.

Enjoy!
Sunil`,
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
      summary: "A new, free bean-to-cup coffee machine is installed in the second-floor kitchen; Priyanka's 2-minute video on the settings is pinned in the #office channel.",
    },
  },
  {
    id: 'office-13',
    kind: 'office',
    split: 'heldout',
    from: 'Gillian Marsh <management@calderhouse.co.uk>',
    subject: 'Calder House: access changes to the fourth floor from 23 November',
    date: 'Mon, 16 Nov 2026 09:30:00 +0000',
    body: `Dear Occupiers,

Following two thefts of laptops from the fourth-floor breakout area in October, which have been reported to the police, we are making changes to the access arrangements on that floor.

From Monday 23 November, the fourth-floor lobby doors will open with a registered building pass only, and the stairwell doors on that floor will be exit-only. CCTV coverage of the breakout area has also been extended.

Existing passes for fourth-floor tenants have already been updated, so staff will not notice any difference when entering the floor. The arrangements for all other floors are unchanged.

Yours faithfully,

Gillian Marsh
Building Manager
Calder House, 40 Wharf Road, Leeds LS1 4BE`,
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
      summary: 'After two laptop thefts from the fourth-floor breakout area, from Monday 23 November the fourth-floor lobby doors open with a registered pass only; existing passes are already updated and other floors are unchanged.',
    },
  },
  {
    id: 'office-14',
    kind: 'office',
    split: 'tune',
    from: 'Ravi Chandran <ravi@oakmere.design>',
    subject: 'LEAK on 5 – move your stuff',
    date: 'Wed, 18 Nov 2026 08:41:00 +0000',
    body: `Heads up, folks!

Water's coming through the ceiling above the east windows on 5, looks like the rooftop plant again. Anyone with kit on desks 5.14 to 5.22, get it off the desks and into the big meeting room right away, especially laptops and anything plugged in. Don't touch the floor sockets by the window, they're already wet.

Building maintenance is on the way up and I've put buckets down, but it's dripping fast.

Does anyone know who has the key to the comms cupboard? The switch is right under the worst of it.

Ravi`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Does anyone know who has the key to the comms cupboard?'],
      requests: [
        'move kit on desks 5.14 to 5.22 into the big meeting room right away',
        'not touch the wet floor sockets by the window',
        'say who has the key to the comms cupboard',
      ],
      deadlines: [],
      review: true,
      priority: 'High',
      summary: 'Water is coming through the ceiling above the east windows on 5: move kit on desks 5.14 to 5.22 into the big meeting room right away and avoid the wet floor sockets; Ravi asks who has the comms cupboard key.',
    },
  },
  {
    id: 'office-15',
    kind: 'office',
    split: 'heldout',
    from: 'Deborah Ainsworth <d.ainsworth@pellandgrove.com>',
    subject: 'Introducing Bronwen Price, our new Facilities Coordinator',
    date: 'Fri, 13 Nov 2026 11:55:00 +0000',
    body: `Dear all,

I am delighted to introduce Bronwen Price, who joins Pell & Grove on Monday 16 November as our new Facilities Coordinator.

Bronwen comes to us from Cardiff University, where she managed three teaching buildings and led their move to a new meeting room booking system. She will look after everything from desk moves and room bookings to maintenance requests and our contract with the cleaning company.

In her first few weeks, Bronwen would like to build a picture of what works well in the building and what does not. If you have outstanding maintenance issues, such as the sticking blinds on the third floor, please send them to her at b.price@pellandgrove.com by 4 December so that she can prioritise them.

Bronwen will be based at the desk beside reception.

Kind regards,

Deborah Ainsworth
Head of Operations
Pell & Grove LLP`,
    expected: {
      intent: 'introduction',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['send outstanding maintenance issues to Bronwen at b.price@pellandgrove.com by 4 December'],
      deadlines: [{ text: 'by 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary: 'Deborah introduces Bronwen Price, the new Facilities Coordinator from Monday 16 November; send her any outstanding maintenance issues at b.price@pellandgrove.com by 4 December so she can prioritise them.',
    },
  },
  {
    id: 'office-16',
    kind: 'office',
    split: 'tune',
    from: 'Euan Rees <euan.rees@hartwellgroup.com>',
    subject: 'Level 6 fit-out: progress and a walk-through',
    date: 'Mon, 16 Nov 2026 13:40:00 +0000',
    body: `Hi Anjali,

Quick update on the level 6 fit-out for your team.

- Flooring and lighting are finished, and the decorators are on the last two meeting rooms this week.
- The 48 desks arrived on Friday; the sit-stand frames are being assembled now.
- Network points are live, and the Wi-Fi survey is booked for 25 November.
- Signage is delayed at the printer, so the room names will go up a few days after you move in.

We're still on track for your team to move on Monday 7 December.

Before the furniture is fixed in place, I'd like to walk the floor with you so you can check the desk layout and the quiet zone by the windows. Would Tuesday 24 November at 11:00 work? It should take about 45 minutes, and we can meet at the level 6 lift lobby.

Thanks,
Euan

Euan Rees
Workplace Projects Lead, Hartwell Group`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would Tuesday 24 November at 11:00 work?'],
      requests: ['walk the level 6 floor with Euan on Tuesday 24 November at 11:00 to check the desk layout'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "The level 6 fit-out is on track for the team's move on Monday 7 December; Euan asks Anjali to walk the floor on Tuesday 24 November at 11:00 to check the desk layout before the furniture is fixed.",
    },
  },
  {
    id: 'office-17',
    kind: 'office',
    split: 'heldout',
    from: 'Workplace Team <workplace@silverbirchlabs.com>',
    subject: 'Level 4 deep clean: desks clear by Thursday 6pm',
    date: 'Tue, 17 Nov 2026 09:20:00 +0000',
    body: `Hi all,

The cleaning contractor is doing a deep clean of level 4 over the weekend, including the carpets and every desk surface.

All desks on level 4 need to be completely clear by 6pm Thursday. Monitors, docks and keyboards can stay where they are; everything else, including papers, plants, mugs and chargers, goes into your locker or home with you. Anything left on a desk after 6pm will be bagged, labelled and taken to the post room.

Reception has spare lockers for anyone who doesn't have one.

Level 4 will be closed on Saturday and Sunday, and everything will be back to normal on Monday morning.

Thanks,
Workplace Team
Silverbirch Labs`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['clear your level 4 desk completely by 6pm Thursday', 'put papers, plants, mugs and chargers in your locker or take them home'],
      deadlines: [{ text: 'by 6pm Thursday', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary: 'Level 4 gets a deep clean this weekend: all desks must be completely clear by 6pm Thursday, with everything but monitors, docks and keyboards in lockers or taken home; level 4 is closed Saturday and Sunday.',
    },
  },
  {
    id: 'office-18',
    kind: 'office',
    split: 'tune',
    from: 'Tenant Services, One Quayside <tenants@onequayside.co.uk>',
    subject: 'You are invited: the One Quayside Winter Market, 3 December',
    date: 'Fri, 13 Nov 2026 11:30:00 +0000',
    body: `Dear Occupiers,

We are pleased to invite everyone working at One Quayside to our first Winter Market, which will take place in the ground-floor atrium on Thursday 3 December from 12:00 to 15:00.

Twelve local traders will be selling gifts, cheese, mulled apple juice and hot food, and the Quayside Community Choir will perform at 13:00. Complimentary mince pies and coffee will be served throughout the afternoon.

Each occupier is also welcome to take a free stall to showcase its own products or services. If your company would like one, kindly reply to this email by 1 December, and stalls will be allocated in the order requests are received.

We hope to see many of you there.

Kind regards,

Tenant Services
One Quayside Estate Management
1 Quayside, Newcastle upon Tyne NE1 3DE`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['reply by 1 December if your company would like a free stall'],
      deadlines: [{ text: 'by 1 December', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary: 'One Quayside invites occupiers to its first Winter Market in the ground-floor atrium on Thursday 3 December, 12:00 to 15:00; companies wanting a free stall should reply by 1 December.',
    },
  },
  {
    id: 'office-19',
    kind: 'office',
    split: 'tune',
    from: 'Priti Shah <priti.shah@larkspurconsulting.com>',
    subject: 'Locker keys from the 2nd floor – 7 still out',
    date: 'Wed, 18 Nov 2026 08:10:00 +0000',
    body: `Hi everyone,

A couple of weeks ago I asked everyone who moved up from the 2nd floor to hand in their old locker keys at reception. Seven keys still haven't come back, and the landlord charges us £35 for each one that's missing when we hand the floor back.

The lockers still out are 2-04, 2-09, 2-11, 2-15, 2-22, 2-23 and 2-30. If one of those was yours, drop the key at reception by the end of the month, or let me know if it's lost so I can get a replacement cut before the handover.

Reception has the list of who had which locker if you're not sure.

Thanks,
Priti
Office Manager, Larkspur Consulting`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['return your old 2nd floor locker key to reception by the end of the month', 'tell Priti if the key is lost'],
      deadlines: [{ text: 'by the end of the month', date: '2026-11-30' }],
      review: false,
      priority: 'Medium',
      summary: 'Seven old 2nd floor locker keys are still out; anyone who had 2-04, 2-09, 2-11, 2-15, 2-22, 2-23 or 2-30 should return the key to reception by the end of the month or tell Priti it is lost.',
    },
  },
  {
    id: 'office-20',
    kind: 'office',
    split: 'heldout',
    from: 'Facilities Helpdesk <facilities@tamworthbuildingsociety.co.uk>',
    subject: 'Heating on floor 3 is back – sorry for the cold week',
    date: 'Mon, 16 Nov 2026 08:15:00 +0000',
    body: `Hi all,

Good news: the heating on floor 3 is fully working again as of this morning. The replacement pump for the boiler arrived on Friday, the engineer fitted it over the weekend, and the whole floor was back at 21°C by 7am.

We're really sorry it took so long. Getting the part took far longer than we were told, and sitting in coats for a week isn't what anyone signed up for. Thank you for your patience, and thanks to everyone who moved down to floor 1 to make space.

The portable heaters will be collected from your desks on Wednesday, so you don't need to do anything with them. Hot drinks in the floor 3 kitchen are on us for the rest of the week as a small thank-you.

Facilities Helpdesk
Tamworth Building Society`,
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
      summary: 'The heating on floor 3 is fully working again after a replacement boiler pump was fitted; Facilities apologises for the delay, and the portable heaters will be collected on Wednesday with nothing to do.',
    },
  },
  {
    id: 'office-21',
    kind: 'office',
    split: 'tune',
    from: 'Felix Amsel <felix.amsel@mapleleafmedia.com>',
    subject: 'desk swap?',
    date: 'Tue, 17 Nov 2026 15:05:00 +0000',
    body: `Hey Mia,

Bit of a weird ask! My physio says I need to stop twisting to look at my screen, and the desk by the door has me turned sideways half the day. Any chance we could swap desks for the next couple of weeks? Yours faces the wall, which is exactly what my back needs right now.

I'd move all your stuff over myself, monitor setup included, and you'd be right next to the coffee machine for a bit 😄

If Monday works for you, I could do the swap first thing. Totally fine to say no though, I know you've got your setup just how you like it.

Cheers,
Felix`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Any chance we could swap desks for the next couple of weeks?'],
      requests: ['swap desks with Felix for the next couple of weeks'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "On his physio's advice Felix asks Mia to swap desks for the next couple of weeks, as hers faces the wall; he would move her things himself, first thing Monday if that works, and she can say no.",
    },
  },
];
