import type { EvalEmail } from '../types';

export const SCHEDULING_EMAILS: EvalEmail[] = [
  {
    id: 'scheduling-01',
    kind: 'scheduling',
    split: 'tune',
    from: 'Lena Hoffmann <lena.hoffmann@granitecloud.de>',
    subject: 'Time for the Q1 integration kick-off?',
    date: 'Mon, 16 Nov 2026 08:55:00 +0000',
    body: `Hi Marco,

Now that the contract is signed, I'd like to get a kick-off call in the diary so our engineers can walk your team through the API and agree the migration plan for Q1.

It should take about an hour. I can do any of these (CET):

- Tuesday 24 November, 10:00 or 15:00
- Wednesday 25 November, 11:00
- Friday 27 November, 09:30

Would any of these work for you? If not, send me a couple of options that suit you and I'll fit around them. It would be great to have your lead developer and whoever owns the data export on the call as well.

Thanks,
Lena

Lena Hoffmann
Customer Success Manager | Granite Cloud GmbH`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would any of these work for you?'],
      requests: ['pick a time for the kick-off call', 'invite the lead developer and data export owner'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Lena proposes a one-hour Q1 integration kick-off call on 24, 25 or 27 November and asks whether any of these times work, with your lead developer joining.',
    },
  },
  {
    id: 'scheduling-02',
    kind: 'scheduling',
    split: 'tune',
    from: 'Sam Oyelaran <sam@pebblestudio.co>',
    subject: 'Can we move Thursday?',
    date: 'Tue, 17 Nov 2026 16:40:00 +0000',
    body: `Hey Priya,

Sorry to do this, but something's come up with a client launch and I can't make our 1:1 on Thursday at 2. Really didn't want to cancel on you again!

Could we move it to Monday at 11 instead? If that's no good, I'm pretty free Tuesday afternoon too. I'll shift the invite once you tell me what works.

Cheers,
Sam`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could we move it to Monday at 11 instead?'],
      requests: ['agree a new time for the 1:1'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Sam can't make Thursday's 1:1 at 2 and asks to move it to Monday at 11, or Tuesday afternoon.",
    },
  },
  {
    id: 'scheduling-03',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Eleanor Whitcombe <e.whitcombe@stanmorewealth.co.uk>',
    subject: 'Confirmation of your review meeting, 26 November',
    date: 'Tue, 17 Nov 2026 11:10:00 +0000',
    body: `Dear Mr Akande,

Thank you for your call this morning. I am writing to confirm your annual portfolio review meeting as follows:

Date: Thursday, 26 November 2026
Time: 14:30 to 15:30
Location: Stanmore Wealth, 3rd Floor, 22 St James's Square, London SW1Y 4JH
Attendees: Eleanor Whitcombe (Senior Adviser) and James Ford (Paraplanner)

We will review the performance of your portfolio over the past year and discuss your pension contributions for the 2027/28 tax year. Please bring photographic identification, as our reception requires it for all visitors.

Should you need to change the appointment, please contact my assistant on 020 7946 0321.

Yours sincerely,

Eleanor Whitcombe
Senior Adviser
Stanmore Wealth Management Ltd`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['bring photographic identification'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Stanmore Wealth confirms your annual portfolio review on Thursday, 26 November 2026 at 14:30 at their St James\'s Square office; please bring photographic identification.',
    },
  },
  {
    id: 'scheduling-04',
    kind: 'scheduling',
    split: 'tune',
    from: 'Farah Siddiqui <farah.siddiqui@northgateretail.com>',
    subject: 'Clash: Tuesday pricing review vs. board prep',
    date: 'Tue, 17 Nov 2026 13:02:00 +0000',
    body: `Hi Daniel,

I've just noticed that our pricing review on Tuesday (24 Nov, 10:00-11:30) clashes with the board prep session Helen has now put in for the same morning. Both of us are needed at the board prep, so one of them has to move.

Could we push the pricing review to the afternoon, say 14:00? Or would you rather move it to Wednesday morning so the finance team can join as well?

I need to tell the regional leads by the end of the week, so please let me know which you prefer.

Thanks,
Farah`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Could we push the pricing review to the afternoon, say 14:00?',
        'Or would you rather move it to Wednesday morning so the finance team can join as well?',
      ],
      requests: ['choose a new time for the pricing review'],
      deadlines: [{ text: 'by the end of the week', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Tuesday\'s pricing review (24 Nov) clashes with board prep; Farah asks whether to move it to 14:00 or Wednesday morning and needs your answer by the end of the week.',
    },
  },
  {
    id: 'scheduling-05',
    kind: 'scheduling',
    split: 'tune',
    from: 'Maddie Kowalski <maddiek@icloud.com>',
    subject: 'coffee this weekend??',
    date: 'Sun, 15 Nov 2026 19:22:00 +0000',
    body: `Heyyy!

It's been way too long 😩 I feel like the last time we actually hung out was your birthday in August?!

Are you free for coffee this Saturday morning? That new place on Elm St, Little Fern, finally opened and apparently their cardamom buns are unreal. I could do anytime after 10.

Also I have SO much to tell you about the new job, it's been a wild few weeks 😂

Love,
Mads xx`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Are you free for coffee this Saturday morning?'],
      requests: ['meet for coffee on Saturday morning'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Maddie asks if you are free for coffee this Saturday morning, any time after 10, at Little Fern on Elm St.',
    },
  },
  {
    id: 'scheduling-06',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Company Secretary <cosec@alderbankholdings.com>',
    subject: 'Notice of Meeting of the Board of Directors - 10 December 2026',
    date: 'Fri, 13 Nov 2026 15:00:00 +0000',
    body: `Dear Director,

NOTICE IS HEREBY GIVEN that the fourth quarterly meeting of the Board of Directors of Alderbank Holdings plc will be held on Thursday, 10 December 2026 at 10:00 GMT in the Boardroom, Alderbank House, 1 Riverside Way, Bristol BS1 6UE, with remote attendance available by video conference.

The business of the meeting will include:

1. Approval of the minutes of the meeting held on 17 September 2026
2. Chief Executive's report and Q3 trading update
3. Approval of the 2027 budget
4. Report of the Audit and Risk Committee
5. Any other business

The board pack will be circulated electronically one week before the meeting. Directors who are unable to attend are asked to notify the Company Secretary no later than 3 December 2026 and may appoint an alternate in accordance with the Articles of Association.

Yours faithfully,

Rebecca Llewellyn
Company Secretary
Alderbank Holdings plc`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['attend the board meeting', 'notify the Company Secretary if unable to attend'],
      deadlines: [{ text: 'no later than 3 December 2026', date: '2026-12-03' }],
      review: false,
      priority: 'Medium',
      summary: 'Notice of the Alderbank Holdings board meeting on Thursday, 10 December 2026 at 10:00 in Bristol; directors unable to attend must notify the Company Secretary no later than 3 December 2026.',
    },
  },
  {
    id: 'scheduling-07',
    kind: 'scheduling',
    split: 'tune',
    from: 'Owen Gallagher <owen.gallagher@tessellate.io>',
    subject: 'Reminder: availability for the January planning workshop',
    date: 'Wed, 18 Nov 2026 07:30:00 +0000',
    body: `Hi all,

Quick reminder on my note from last week: I still need your availability for the two-day product planning workshop in the week of January 11. So far I've had replies from 4 of the 9 people on the list, so if you haven't filled in the poll yet, this is for you.

Please add your availability to the poll by Wednesday 25 November. I'd like to book the venue while it still has space, and everyone's calendars fill up fast in January.

Thanks!
Owen

On Tue, 10 Nov 2026 at 15:41, Owen Gallagher <owen.gallagher@tessellate.io> wrote:
> Hi all,
>
> We're planning a two-day, in-person product planning workshop in Lisbon
> during the week of January 11. Please mark the days you can and can't do
> in this poll: poll.tessellate.io/jan-workshop
>
> Owen`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['add your availability to the workshop poll'],
      deadlines: [{ text: 'by Wednesday 25 November', date: '2026-11-25' }],
      review: false,
      priority: 'Medium',
      summary: 'Reminder from Owen: add your availability for the two-day planning workshop in the week of January 11 to the poll by Wednesday 25 November.',
    },
  },
  {
    id: 'scheduling-08',
    kind: 'scheduling',
    split: 'tune',
    from: 'Grace Mbeki <grace.mbeki@halcyonhealth.org>',
    subject: 'Cancelled: Thursday design review',
    date: 'Tue, 17 Nov 2026 12:18:00 +0000',
    body: `Hi team,

Just a heads-up that Thursday's design review (19 Nov, 15:00) is cancelled. The patient-portal mock-ups won't be ready in time, as we're still waiting on feedback from the clinical safety group, and I'd rather not review half-finished screens.

I'll send a new invite once the feedback is in, probably for the week after next. Nothing you need to do in the meantime, and enjoy the free hour!

Thanks,
Grace`,
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
      summary: "Thursday's design review (19 Nov, 15:00) is cancelled while the team waits for clinical safety feedback; Grace will send a new invite later.",
    },
  },
  {
    id: 'scheduling-09',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Victor Almeida <victor.almeida@corvidenergy.com>',
    subject: 'Agenda: Steering Committee, Monday 23 November',
    date: 'Tue, 17 Nov 2026 17:45:00 +0000',
    body: `Hi all,

Ahead of Monday's steering committee (23 November, 13:00-14:30, Room 4B and on Teams), here is the agenda:

1. Grid connection works: status and revised timeline (Ana, 20 min)
2. Budget variance and contingency drawdown (Victor, 20 min)
3. Supplier risk: turbine blade delivery slippage (Kwame, 25 min)
4. Decisions log and actions from October (all, 15 min)
5. AOB

The pre-read pack is in the SteerCo folder on SharePoint. Please have a good read through it so we can spend the time on decisions rather than updates.

If you'd like to add anything, send it to me by Friday 20 November and I'll circulate a final version that afternoon.

Thanks,
Victor
PMO Lead, Corvid Energy`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['read the pre-read pack', 'send any additional agenda items'],
      deadlines: [{ text: 'by Friday 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Victor sends the agenda for Monday's steering committee (23 November, 13:00); read the pre-read pack and send any additional items by Friday 20 November.",
    },
  },
  {
    id: 'scheduling-10',
    kind: 'scheduling',
    split: 'tune',
    from: 'Tash Brennan <tashbrennan@gmail.com>',
    subject: 'Uni reunion dinner in January!!',
    date: 'Sat, 14 Nov 2026 22:05:00 +0000',
    body: `Hi lovelies!

OK, it's happening: the Halls Block C reunion! It's been five years (how?!) and I've finally got most of you to agree in principle, so now I just need details.

Does Saturday, January 9 work for you? Would you rather do a proper dinner or a long boozy brunch? Are you bringing a plus-one? Any dietary stuff I should know about?

I'm thinking somewhere central in Manchester so nobody has to travel too far. Please let me know by December 1 so I can book a table before everywhere fills up with January birthdays.

Can't wait to see your faces 🥂

Tash xx`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Does Saturday, January 9 work for you?',
        'Would you rather do a proper dinner or a long boozy brunch?',
        'Are you bringing a plus-one?',
        'Any dietary stuff I should know about?',
      ],
      requests: ['reply with availability and preferences for the reunion'],
      deadlines: [{ text: 'by December 1', date: '2026-12-01' }],
      review: true,
      priority: 'Medium',
      summary: 'Tash is organising a uni reunion in Manchester on Saturday, January 9 and asks whether it works, dinner or brunch, plus-ones and dietary needs, by December 1.',
    },
  },
  {
    id: 'scheduling-11',
    kind: 'scheduling',
    split: 'tune',
    from: 'Rohan Mehta <rohan.mehta@fernhillfoods.co.uk>',
    subject: 'Leyton depot move: update, and 45 minutes next week?',
    date: 'Mon, 16 Nov 2026 17:12:00 +0000',
    body: `Hi Claire,

A quick update on the Leyton depot move before I get to the ask:

- The landlord has agreed to hand over Unit 7 on 4 January, two weeks earlier than planned.
- Racking quotes are in from three suppliers. Storwell is the cheapest but has a six-week lead time; Hartley can install by mid-January for about £14,000 more.
- IT have confirmed the new site can be live on the WMS from the handover date.

That leaves one real decision: pay the Hartley premium and open at full capacity, or go with Storwell and run a reduced operation for the first month. It's your and Graham's call, so I'd like 45 minutes with you both next week to go through the numbers.

Looking at your calendars, the gaps I can see are Tuesday 24 November at 15:00 or Thursday 26 November at 10:30. Does either of those suit? I'll send the cost comparison the afternoon before so you have time to look at it.

Best,
Rohan

Rohan Mehta
Operations Programme Manager
Fernhill Foods`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Does either of those suit?'],
      requests: ['choose a time for a 45-minute meeting with Graham on the racking decision'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Rohan updates on the Leyton depot move and asks for 45 minutes with you and Graham on Tuesday 24 November at 15:00 or Thursday 26 November at 10:30 to decide between Hartley and Storwell racking.',
    },
  },
  {
    id: 'scheduling-12',
    kind: 'scheduling',
    split: 'tune',
    from: 'Thornbury & Vale LLP <events@thornburyvale.com>',
    subject: 'You are invited: Winter Client Evening, 10 December',
    date: 'Fri, 13 Nov 2026 11:00:00 +0000',
    body: `Dear Ms Adeyemi,

On behalf of all the partners at Thornbury & Vale, we are delighted to invite you to our Winter Client Evening.

Thursday 10 December 2026, 18:30 to 21:30
The Glasshouse, 14 Kew Bridge Road, London TW8 0EF

Join us for seasonal drinks and canapés, and a short talk by Dr Imogen Carter on what 2027 holds for the UK commercial property market. The evening is our way of thanking the clients and friends who have made this such a remarkable year for the firm.

Kindly register by 4 December at thornburyvale.com/winter-evening and let us know of any dietary requirements. You are most welcome to bring a colleague; please include their name when you register.

We very much hope you will be able to join us.

With warm regards,

Alistair Vale
Managing Partner
Thornbury & Vale LLP

This invitation is personal to the named recipient and is not transferable.`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['register by 4 December at thornburyvale.com/winter-evening', 'let them know of any dietary requirements'],
      deadlines: [{ text: 'by 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary: 'Thornbury & Vale invites you to its Winter Client Evening on Thursday 10 December 2026, 18:30 to 21:30, at The Glasshouse in London; register by 4 December with any dietary requirements.',
    },
  },
  {
    id: 'scheduling-13',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Ingrid Halvorsen <ingrid.halvorsen@bluefjord.no>',
    subject: 'Re: Q4 review with the Aarhus team',
    date: 'Tue, 17 Nov 2026 10:26:00 +0000',
    body: `Hi Jonas,

Bumping this back to the top of your inbox, as I haven't had a reply and the Aarhus team keep asking me for a date. All three slots below still work on their side, but Mette is on leave from 7 December, so it has to be the first week of the month.

Which one would you like me to book? Just replying with the number is fine.

If I haven't heard from you by Wednesday 25 November, I'll put it in for option 2 and you can move it if needed.

Thanks,
Ingrid

Ingrid Halvorsen | Partner Manager, Bluefjord AS

On Tue, 10 Nov 2026 at 09:14, Ingrid Halvorsen <ingrid.halvorsen@bluefjord.no> wrote:
> Hi Jonas,
>
> I'd like to get the Q4 review with the Aarhus team in the diary. They can do:
> 1. Tuesday 1 December, 14:00-15:30 CET
> 2. Wednesday 2 December, 10:00-11:30 CET
> 3. Thursday 3 December, 13:00-14:30 CET
>
> Let me know which suits you best.
> Ingrid`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Which one would you like me to book?'],
      requests: ['choose one of the three slots for the Q4 review with the Aarhus team'],
      deadlines: [{ text: 'by Wednesday 25 November', date: '2026-11-25' }],
      review: false,
      priority: 'Medium',
      summary: 'Ingrid is chasing a reply on the Q4 review with the Aarhus team and asks which of the 1, 2 or 3 December slots to book; if she has not heard by Wednesday 25 November she will book option 2.',
    },
  },
  {
    id: 'scheduling-14',
    kind: 'scheduling',
    split: 'tune',
    from: 'Dan Kerrigan <dan@kerriganjoinery.co.uk>',
    subject: 'Measuring up on Monday',
    date: 'Tue, 17 Nov 2026 19:48:00 +0000',
    body: `Hi Sheila,

Thanks for getting back to me, no worries about the delay. Just to confirm, I'll be round on Monday 23 November between 8 and 9am to measure up for the kitchen. It'll take about an hour and a half, and I'll bring a few door samples so you can see the oak and the painted finish side by side.

Could you clear out the cupboards under the sink and next to the boiler? I need to get at the pipework behind them.

Is it OK to park on the drive, or is the street better?

Cheers,
Dan

Kerrigan Joinery
07700 900458`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [
        'Could you clear out the cupboards under the sink and next to the boiler?',
        'Is it OK to park on the drive, or is the street better?',
      ],
      requests: ['clear out the cupboards under the sink and next to the boiler', 'say where Dan should park'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Dan confirms he will come on Monday 23 November between 8 and 9am to measure up for the kitchen, asks you to clear the cupboards under the sink and by the boiler, and asks where to park.',
    },
  },
  {
    id: 'scheduling-15',
    kind: 'scheduling',
    split: 'tune',
    from: 'Patricia Wren <patricia.wren@haldeninsurance.co.uk>',
    subject: 'Quarterly business review: second cancellation',
    date: 'Wed, 18 Nov 2026 08:10:00 +0000',
    body: `Dear Mr Castellano,

I was disappointed to receive a second cancellation of our quarterly business review yesterday afternoon, once again with less than a day's notice. My team cleared their diaries for the original date in October and again for this week, and we still have no answers on the reporting defects we raised in September.

I would prefer not to escalate this to your Chief Customer Officer, but this meeting needs to take place. We are available on Monday 23 November from 14:00 to 16:00 at our Reading office, and I expect your account team and a representative from product engineering to attend.

Please confirm by end of day that this slot will be honoured, and send an agenda that covers the outstanding defects.

Regards,

Patricia Wren
Director of Operations
Halden Insurance Group`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        'confirm the Monday 23 November 14:00 slot by end of day',
        'send an agenda that covers the outstanding defects',
        'bring the account team and a representative from product engineering',
      ],
      deadlines: [{ text: 'by end of day', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary: 'Patricia is disappointed the quarterly business review was cancelled a second time; she offers Monday 23 November, 14:00 to 16:00, in Reading and wants confirmation by end of day plus an agenda covering the defects.',
    },
  },
  {
    id: 'scheduling-16',
    kind: 'scheduling',
    split: 'tune',
    from: 'Ashcombe Primary School <office@ashcombeprimary.org.uk>',
    subject: "Autumn parents' evening: booking now open",
    date: 'Mon, 16 Nov 2026 15:30:00 +0000',
    body: `Dear Parent/Carer,

Our autumn parents' evening will take place on Thursday 3 December 2026, from 15:30 to 19:00, in the school hall. It is an opportunity to meet your child's class teacher for ten minutes to discuss their progress this term and their targets for the spring.

Appointments can be booked through the ParentHub app under "Events". Bookings close on Friday 27 November at 18:00, after which any remaining families will be allocated a time by the school office.

Your child's exercise books will be available to look through on the evening, and teachers will share a short written report at the start of each appointment.

Children are welcome to attend with you, and the Year 6 fundraising stall will be selling hot drinks and cakes in the lobby.

Yours faithfully,

Mrs Joanne Pickering
School Business Manager
Ashcombe Primary School`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['book a ten-minute appointment with the class teacher in the ParentHub app'],
      deadlines: [{ text: 'close on Friday 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: "Ashcombe Primary's autumn parents' evening is on Thursday 3 December, 15:30 to 19:00; book a ten-minute appointment with the class teacher in the ParentHub app before bookings close on Friday 27 November.",
    },
  },
  {
    id: 'scheduling-17',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Kit Donnelly <kit@fablewharf.com>',
    subject: 'Stand-up is moving to 9:45 from 30 Nov',
    date: 'Tue, 17 Nov 2026 16:20:00 +0000',
    body: `Hey team,

Heads-up: from Monday 30 November our daily stand-up moves from 9:15 to 9:45. Same Zoom link, same 15 minutes, just half an hour later.

The reason is the new support rota: whoever's on the early shift is still handing over at 9:15, and we keep starting without them. 9:45 gives everyone time to grab a coffee and actually read the overnight tickets first.

I've already updated the recurring invite, so there's nothing to accept or decline, it should just shuffle itself in your calendars. Thursday's demo slot stays where it is.

Cheers,
Kit`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "From Monday 30 November the daily stand-up moves from 9:15 to 9:45 to fit the new support rota; the recurring invite is already updated and Thursday's demo slot is unchanged.",
    },
  },
  {
    id: 'scheduling-18',
    kind: 'scheduling',
    split: 'tune',
    from: 'Gaz Whelan <gazwhelan@hotmail.co.uk>',
    subject: 'spare spot tmrw night',
    date: 'Wed, 18 Nov 2026 07:15:00 +0000',
    body: `Alright Kieran,

Raj is away with work so there's a spot going for five-a-side tomorrow night. 8pm at Goals Ashton as usual, £6 each, bring both tops as we're short on bibs.

You in? Let me know by tonight so I can tell the others, otherwise I'll ask Liam's brother.

Gaz`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: ['You in?'],
      requests: ['say by tonight whether you can play five-a-side tomorrow night'],
      deadlines: [{ text: 'by tonight', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary: "Gaz has a spare spot for five-a-side tomorrow night at 8pm at Goals Ashton (£6, bring both tops) and asks Kieran to let him know by tonight if he's in.",
    },
  },
  {
    id: 'scheduling-19',
    kind: 'scheduling',
    split: 'tune',
    from: 'Harriet Mbatha <h.mbatha@calderwoodgroup.com>',
    subject: 'Meeting request: Andrew Calder and Ms Ferraro',
    date: 'Mon, 16 Nov 2026 10:05:00 +0000',
    body: `Hi Rosa,

I'm writing on behalf of Andrew Calder, our CEO. Andrew met Ms Ferraro briefly at the Northern Infrastructure Summit last month and would welcome an hour with her to continue their conversation about the Tyne crossing tender.

He will be in Newcastle on Tuesday 8 and Wednesday 9 December and would be happy to come to your offices, or to host at ours on Grey Street if that's easier. Failing that, a video call in the week of 14 December would also work.

Could you share two or three windows that suit Ms Ferraro? Once she has picked one, I'll send a formal invitation with a short agenda and the names of anyone joining from our side.

Many thanks,
Harriet

Harriet Mbatha
Executive Assistant to the CEO
Calderwood Group plc`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you share two or three windows that suit Ms Ferraro?'],
      requests: ['share two or three windows that suit Ms Ferraro'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Harriet, for Calderwood CEO Andrew Calder, asks for two or three windows for an hour with Ms Ferraro in Newcastle on 8 or 9 December, or a video call in the week of 14 December, about the Tyne crossing tender.',
    },
  },
  {
    id: 'scheduling-20',
    kind: 'scheduling',
    split: 'heldout',
    from: 'Riverside Physio Clinic <bookings@riversidephysio.co.uk>',
    subject: 'An earlier appointment is available',
    date: 'Wed, 18 Nov 2026 08:40:00 +0000',
    body: `Hi Mr Dunmore,

Good news: we've had a cancellation, and we can now offer you an appointment with Sanjay Rao on Friday 20 November at 11:15, instead of your current booking on Wednesday 9 December. We're sorry it has taken so long to get you seen for your knee, and we hope this helps.

Would you like to take it? Just reply "yes" and we'll move your booking over. Your December appointment will then be released automatically.

As there are other patients on the waiting list, we can only hold the slot for you until 12:00 tomorrow. If we haven't heard back by then, we'll keep your original appointment and offer this one to someone else.

Kind regards,
Megan
Reception Team, Riverside Physio Clinic
01632 960417`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would you like to take it?'],
      requests: ['reply "yes" to take the Friday 20 November 11:15 appointment'],
      deadlines: [{ text: 'until 12:00 tomorrow', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary: 'Riverside Physio can move your knee appointment forward from Wednesday 9 December to Friday 20 November at 11:15 with Sanjay Rao; reply yes to take it, as the slot is held only until 12:00 tomorrow.',
    },
  },
  {
    id: 'scheduling-21',
    kind: 'scheduling',
    split: 'tune',
    from: 'Professor Alan Whitfield <a.whitfield@kingsbridge.ac.uk>',
    subject: 'Proposed date for your viva voce examination',
    date: 'Fri, 13 Nov 2026 12:40:00 +0000',
    body: `Dear Ms Nakamura,

I am writing as Chair of the examining committee for your doctoral thesis, "Sediment Transport in Tidal Estuaries under Changing Storm Regimes", which was received by the Doctoral College on 2 November.

Both examiners, Dr Helen Marr (internal) and Professor Jörg Baumann of the University of Hamburg (external), have confirmed their availability for Monday 14 December 2026. I should therefore like to propose that your viva voce examination take place on that date at 10:00 in Room 2.14 of the Hargreaves Building. Professor Baumann will attend in person.

Could you confirm whether this date is convenient? I would be grateful to receive your reply by 27 November, so that the Doctoral College can issue the formal notice of examination.

Your supervisor, Dr Reilly, may attend as an observer with your agreement. Please also let me know whether you would like her to be present.

Yours sincerely,

Professor Alan Whitfield
Chair of Examiners
School of Earth and Ocean Sciences, Kingsbridge University`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you confirm whether this date is convenient?'],
      requests: ['confirm whether Monday 14 December 2026 is convenient for the viva', 'say whether Dr Reilly should attend as an observer'],
      deadlines: [{ text: 'by 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: 'Professor Whitfield proposes your viva voce examination on Monday 14 December 2026 at 10:00 in the Hargreaves Building; confirm by 27 November whether the date suits and whether Dr Reilly should attend.',
    },
  },
];
