import type { EvalEmail } from '../types';

export const TRAVEL_EMAILS: EvalEmail[] = [
  {
    id: 'travel-01',
    kind: 'travel',
    split: 'tune',
    from: 'SkyLark Airways <bookings@skylarkair.com>',
    subject: 'Booking confirmed: London Heathrow to Lisbon, ref QX7T4M',
    date: 'Fri, 13 Nov 2026 14:22:00 +0000',
    body: `Dear Mr Hale,

Your booking is confirmed. Please find your itinerary below.

Booking reference: QX7T4M
Passenger: Mr Daniel Hale

Outbound: Thursday 10 December 2026
SL 1342  London Heathrow T2 09:40 → Lisbon T1 12:25
Economy Classic, 1 × 23 kg checked bag, seat 14C

Return: Monday 14 December 2026
SL 1347  Lisbon T1 18:05 → London Heathrow T2 20:45
Economy Classic, 1 × 23 kg checked bag, seat 12A

Total paid: £286.40 (Visa ending 4417)

Online check-in opens 24 hours before each departure. You can add extra bags, choose meals or change seats in Manage Booking at skylarkair.com.

We wish you a pleasant journey.

Yours sincerely,
SkyLark Airways Customer Service

This is an automated message. Please do not reply to this email.`,
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
      summary:
        'SkyLark booking QX7T4M is confirmed: SL 1342 Heathrow to Lisbon on Thursday 10 December at 09:40, returning on SL 1347 on Monday 14 December at 18:05.',
    },
  },
  {
    id: 'travel-02',
    kind: 'travel',
    split: 'tune',
    from: 'Nordvik Air <no-reply@nordvikair.com>',
    subject: 'Check in now for your flight to Oslo',
    date: 'Wed, 18 Nov 2026 06:30:00 +0000',
    body: `Hi Amira,

Check-in is now open for your flight to Oslo tomorrow.

Flight: NV 621, Edinburgh → Oslo Gardermoen
Departs: Thursday 19 November, 07:10 from Edinburgh
Booking reference: 8KDW2L

Please check in online or in the Nordvik app and download your boarding pass. Online check-in closes at 06:10 on Thursday 19 November, one hour before departure. If you have a bag to drop, allow at least 90 minutes at the airport.

As you are travelling outside the UK, please make sure your passport is valid for at least three months after your return date.

Have a good trip,
Nordvik Air`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [
        'check in online or in the Nordvik app',
        'download your boarding pass',
        'make sure your passport is valid for three months after your return',
      ],
      deadlines: [{ text: 'closes at 06:10 on Thursday 19 November', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary:
        'Check-in is open for NV 621 Edinburgh to Oslo, departing Thursday 19 November at 07:10; check in and download your boarding pass before online check-in closes at 06:10 that day.',
    },
  },
  {
    id: 'travel-03',
    kind: 'travel',
    split: 'heldout',
    from: 'Corvina Airlines <service@corvina-air.com>',
    subject: 'Important: your flight CV 482 on 20 November has been cancelled',
    date: 'Tue, 17 Nov 2026 19:05:00 +0000',
    body: `Hello Giulia,

We're very sorry to let you know that your flight CV 482 from Manchester to Rome Fiumicino on Friday 20 November at 11:35 has been cancelled because of industrial action by air traffic control staff in France.

We've automatically rebooked you on the next available flight:

CV 486, Manchester → Rome Fiumicino
Saturday 21 November, departing 07:15, arriving 11:05
Booking reference: unchanged (R4PZ9C)

If the new flight suits you, you don't need to do anything. If it doesn't, you can choose a different Corvina flight within 7 days of your original date, or request a full refund, in Manage Booking before 23:59 on Thursday 19 November.

As the cancellation is outside our control, compensation doesn't apply in this case.

We apologise for the disruption to your plans.

Corvina Airlines Customer Care`,
    expected: {
      intent: 'information',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [
        'if CV 486 does not suit, choose another flight or request a refund in Manage Booking before 23:59 on Thursday 19 November',
      ],
      deadlines: [{ text: 'before 23:59 on Thursday 19 November', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary:
        'Flight CV 482 Manchester to Rome on Friday 20 November is cancelled; you are rebooked on CV 486 on Saturday 21 November at 07:15. To change or get a refund, use Manage Booking before 23:59 on 19 November.',
    },
  },
  {
    id: 'travel-04',
    kind: 'travel',
    split: 'tune',
    from: 'Hotel Brinkmann Wien <reservations@hotelbrinkmann.at>',
    subject: 'Action required: payment details for reservation 55821',
    date: 'Mon, 16 Nov 2026 09:48:00 +0000',
    body: `Dear Ms Novak,

We are writing about your reservation 55821 for one Superior Double Room from 4 to 7 January 2027.

Unfortunately, the pre-authorisation on the card held for this reservation (Mastercard ending 0932) was declined by your bank on 15 November. To guarantee your booking, please provide a valid card through our secure payment page at hotelbrinkmann.at/pay/55821 by 30 November. If we do not receive updated payment details by that date, we regret that we will have to release the room.

Could you also let us know your expected arrival time, so that we can arrange early check-in if possible?

Should you have any difficulty with the payment page, our reservations team is available by telephone on +43 1 512 48 60, daily from 8:00 to 20:00.

Kind regards,

Katharina Leitner
Reservations Manager
Hotel Brinkmann Wien
Schottenring 18, 1010 Vienna, Austria`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'Could you also let us know your expected arrival time, so that we can arrange early check-in if possible?',
      ],
      requests: [
        'provide a valid card through the secure payment page by 30 November',
        'tell the hotel your expected arrival time',
      ],
      deadlines: [{ text: 'by 30 November', date: '2026-11-30' }],
      review: true,
      priority: 'Medium',
      summary:
        'The card for your Hotel Brinkmann reservation (4 to 7 January 2027) was declined; provide a valid card on the secure payment page by 30 November or the room will be released, and give your arrival time.',
    },
  },
  {
    id: 'travel-05',
    kind: 'travel',
    split: 'tune',
    from: 'Marcus Feld <marcus.feld@orbitalsys.com>',
    subject: 'Singapore trip in January: a few questions',
    date: 'Mon, 16 Nov 2026 15:30:00 +0000',
    body: `Hi Anna,

Great news: Tanaka Logistics signed the pilot on Friday, so the Singapore kickoff is on! They'd like us on site for the week of 11 January, and I'm really pleased you'll be leading the integration workshops.

I'm pulling the travel request together for Gillian, so a few questions:

1. Are you flying out with me on Sunday 10 January, or joining on the Monday?
2. Do you want me to book the Marina Square hotel for both of us, or will you use your own points?
3. Have you got at least six months left on your passport?
4. Should we add a day in Kuala Lumpur on the way back to see the distributor?

Could you also send me your passport details and frequent-flyer number by Monday 23 November? Gillian needs a few days to get the corporate fare approved.

Thanks,
Marcus

--
Marcus Feld
Regional Sales Director, APAC
Orbital Systems Ltd
+44 20 7946 0381 | orbitalsys.com`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Are you flying out with me on Sunday 10 January, or joining on the Monday?',
        'Do you want me to book the Marina Square hotel for both of us, or will you use your own points?',
        'Have you got at least six months left on your passport?',
        'Should we add a day in Kuala Lumpur on the way back to see the distributor?',
        'Could you also send me your passport details and frequent-flyer number by Monday 23 November?',
      ],
      requests: [
        'answer the questions about flights, hotel, passport validity and a Kuala Lumpur stop',
        'send passport details and frequent-flyer number by Monday 23 November',
      ],
      deadlines: [{ text: 'by Monday 23 November', date: '2026-11-23' }],
      review: true,
      priority: 'Medium',
      summary:
        'Tanaka Logistics signed, so the Singapore kickoff is on for the week of 11 January; Marcus asks about flights, hotel, passport and a Kuala Lumpur stop, and needs your passport details by Monday 23 November.',
    },
  },
  {
    id: 'travel-06',
    kind: 'travel',
    split: 'heldout',
    from: 'VisaBridge Services <documents@visabridge.co.uk>',
    subject: 'Second request: missing documents for business visa application VB-20417',
    date: 'Wed, 18 Nov 2026 08:05:00 +0000',
    body: `Dear Mr Okonkwo,

Further to our email of 9 November, we have not yet received the documents needed to complete your application for a business visa to India (reference VB-20417).

The following items are still outstanding:
1. A colour scan of the photo page of your passport
2. A recent passport-style photograph on a white background (JPEG, at least 600 × 600 pixels)
3. The invitation letter from your host company, on letterhead and signed

Please upload these through your VisaBridge account by Friday 20 November. Your biometrics appointment is booked for Tuesday 1 December, and the embassy requires a complete file before it can be confirmed. If we do not receive the documents by that date, the appointment may need to be rescheduled.

If you have already sent these items, please disregard this message.

Yours sincerely,

Hannah Clarke
Application Officer
VisaBridge Services Ltd`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        'upload a colour scan of the passport photo page',
        'upload a recent passport-style photograph',
        'upload the signed invitation letter from the host company',
      ],
      deadlines: [{ text: 'by Friday 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary:
        "Second request: VisaBridge still needs your passport photo-page scan, a passport photograph and the host company's invitation letter for visa application VB-20417; upload them by Friday 20 November.",
    },
  },
  {
    id: 'travel-07',
    kind: 'travel',
    split: 'tune',
    from: 'Claudia Brenner <claudia.brenner@kelderwick.com>',
    subject: 'Berlin trip expenses',
    date: 'Fri, 13 Nov 2026 10:12:00 +0000',
    body: `Hi Ravi,

I'm closing the November travel ledger and can see your Berlin trip (2 to 5 November) doesn't have an expense report yet.

Please submit it in Expensly by the end of the month, with receipts attached for anything over £25. Hotel and flights were booked centrally, so you only need to claim taxis, meals and the conference dinner. Claims that come in after month-end close are still paid, but not until the January payroll.

Also, did you pay for the team dinner at Lokal on 4 November, or did Clara put it on her card? I want to make sure it doesn't get claimed twice.

Thanks,
Claudia

Claudia Brenner
Finance Operations | Kelderwick Group
claudia.brenner@kelderwick.com | ext. 4127`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Also, did you pay for the team dinner at Lokal on 4 November, or did Clara put it on her card?',
      ],
      requests: [
        'submit the Berlin trip expense report in Expensly by the end of the month',
        'attach receipts for anything over £25',
        'say who paid for the team dinner at Lokal',
      ],
      deadlines: [{ text: 'by the end of the month', date: '2026-11-30' }],
      review: false,
      priority: 'Medium',
      summary:
        'Claudia needs your Berlin trip (2 to 5 November) expense report in Expensly by the end of the month, with receipts over £25, and asks whether you or Clara paid for the team dinner at Lokal.',
    },
  },
  {
    id: 'travel-08',
    kind: 'travel',
    split: 'tune',
    from: 'Jess Whitaker <jesswhitaker@gmail.com>',
    subject: 'Crete next June?? ☀️',
    date: 'Sat, 14 Nov 2026 20:18:00 +0000',
    body: `Hey you!

Okay so Mark and I have gone a bit mad and put a hold on a villa near Chania for 12 to 19 June next year. It's got a pool, a lemon tree and a view of the sea from the terrace, and it sleeps six, so there's a double going spare... 👀

Do you and Dan want to come? It'd work out at about £420 each for the week, and flights from Bristol are still cheap if we book soon. No pressure at all if it's too much or you've got other plans, but it would be SO much fun to do a proper holiday together again.

The owner is holding it for us until 4 December, so let me know before then if you're in and I'll pay the deposit.

Jess xx

P.S. Mark says he'll do all the cooking. I'll believe that when I see it.`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Do you and Dan want to come?'],
      requests: ['let Jess know before 4 December whether you and Dan are coming'],
      deadlines: [{ text: 'until 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        'Jess and Mark have a villa near Chania on hold for 12 to 19 June next year and invite you and Dan to join (about £420 each); let Jess know before the hold ends on 4 December.',
    },
  },
  {
    id: 'travel-09',
    kind: 'travel',
    split: 'heldout',
    from: 'Eurolink Rail <journeys@eurolinkrail.eu>',
    subject: 'Your delayed journey on 17 November: compensation',
    date: 'Wed, 18 Nov 2026 07:20:00 +0000',
    body: `Dear Mr Lindqvist,

We apologise that your journey on Tuesday 17 November, train EL 9047 from London St Pancras to Brussels-Midi, arrived 94 minutes late. The delay was caused by a signalling failure near Ashford.

Under our passenger charter, a delay of more than 60 minutes entitles you to compensation of 50% of the fare for that journey. For booking EL-7Q2K84, this amounts to €58.50, which can be paid as a Eurolink e-voucher or refunded to your original payment card.

You may submit your claim at eurolinkrail.eu/compensation until 5 January. Claims received after that date cannot be accepted.

We are sorry for the inconvenience caused and hope to welcome you on board again.

Yours sincerely,

Customer Relations
Eurolink Rail`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['submit the compensation claim at eurolinkrail.eu/compensation by 5 January'],
      deadlines: [{ text: 'until 5 January', date: '2027-01-05' }],
      review: true,
      priority: 'Medium',
      summary:
        'Your EL 9047 journey from St Pancras to Brussels on 17 November arrived 94 minutes late, entitling you to €58.50 compensation; claim at eurolinkrail.eu/compensation until 5 January.',
    },
  },
  {
    id: 'travel-10',
    kind: 'travel',
    split: 'tune',
    from: 'Tomás Reyes <tomas.reyes@brightpath.io>',
    subject: 'Re: Denver offsite flights',
    date: 'Wed, 18 Nov 2026 07:40:00 +0000',
    body: `Hey Lena,

Just following up on this one, as you're the last person I need flight details from! The airline's group fare hold expires tomorrow, and after that the price jumps by about $200 a head.

Can you send me your preferred outbound time and your frequent-flyer number? If you're flying out of Austin instead of Dallas like last year, shout and I'll split you off the group booking.

Cheers,
Tomás

On Tue, 10 Nov 2026 at 11:02, Tomás Reyes <tomas.reyes@brightpath.io> wrote:
> Hi team,
> I'm booking flights for the Denver offsite (7 to 9 December) as one group to
> get the group fare. Please send me your preferred outbound time (morning or
> afternoon on 7 December) and your frequent-flyer number if you have one.
> Thanks, Tomás`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Can you send me your preferred outbound time and your frequent-flyer number?'],
      requests: [
        'send your preferred outbound time and frequent-flyer number',
        'say if you are flying from Austin instead of Dallas',
      ],
      deadlines: [{ text: 'expires tomorrow', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary:
        'Tomás is chasing your flight details for the Denver offsite: send your preferred outbound time and frequent-flyer number, as the group fare hold expires tomorrow.',
    },
  },
  {
    id: 'travel-11',
    kind: 'travel',
    split: 'tune',
    from: 'Casa Albero Lisboa <stay@casaalbero.pt>',
    subject: 'Your stay at Casa Albero: arrival information',
    date: 'Sun, 15 Nov 2026 10:00:00 +0000',
    body: `Hello Mr Varga,

Your stay at Casa Albero is coming up. Here is everything you need for your arrival.

Reservation: CA-71830
Dates: Friday 27 November to Monday 30 November 2026 (3 nights)
Room: Courtyard Double, breakfast not included

Check-in time is 15:00 and check-out time is 11:00. Our reception is staffed from 07:00 to 23:00; if you expect to arrive later, you will find a key box by the blue door, and we will send you its code on the morning of your arrival.

The nearest metro station is Baixa-Chiado (green and blue lines), a six-minute walk away. A taxi from the airport usually takes 20 to 25 minutes.

Breakfast is served in the courtyard from 07:30 to 10:30. If you would like to add it to your stay for €16 per person per day, simply reply to this email.

Até breve,
The Casa Albero team
Rua da Rosa 112, 1200-389 Lisboa`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['reply to add breakfast if wanted'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Arrival details for Casa Albero reservation CA-71830, Friday 27 to Monday 30 November: check-in from 15:00, a key box for late arrivals, and breakfast can be added for €16 per person per day by replying.',
    },
  },
  {
    id: 'travel-12',
    kind: 'travel',
    split: 'tune',
    from: 'Jetstream Travel Desk <approvals@jetstreamtravel.com>',
    subject: 'Approval needed: trip TR-88213 for Priya Nair (London to Toronto)',
    date: 'Wed, 18 Nov 2026 08:15:00 +0000',
    body: `Hi Martin,

Priya Nair has submitted a trip for your approval.

Trip: TR-88213
Purpose: Client workshops with Maple Harbour Insurance
Outbound: Sunday 6 December, AC 869 London Heathrow 12:15 → Toronto 15:05
Return: Thursday 10 December, AC 868 Toronto 20:30 → London Heathrow 08:40 (+1)
Hotel: Delta Toronto, 4 nights
Estimated total: £2,164.80 (within policy)

The quoted fare is held until 23:59 UK time on Friday 20 November. If the trip is not approved by then, the booking will be released and the fare may go up.

Approve or decline this trip in Jetstream: jetstreamtravel.com/approvals/TR-88213

Thanks,
Jetstream Travel Desk

You are receiving this email because you are listed as the travel approver for Priya Nair.`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['approve or decline trip TR-88213 in Jetstream'],
      deadlines: [{ text: 'until 23:59 UK time on Friday 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Priya Nair's trip TR-88213 to Toronto (6 to 10 December, £2,164.80, within policy) needs your approval in Jetstream; the fare is held until 23:59 UK time on Friday 20 November.",
    },
  },
  {
    id: 'travel-13',
    kind: 'travel',
    split: 'heldout',
    from: 'Aerlume Baggage Services <baggage@aerlume.com>',
    subject: 'Good news: we have found your bag (file LHR-AL-58214)',
    date: 'Tue, 17 Nov 2026 16:50:00 +0000',
    body: `Dear Ms Okafor,

Good news: your missing suitcase has been found and is on its way to you.

We are sorry that it did not arrive with you on flight AL 205 from Accra on Sunday. It was left behind during a late aircraft change and has now been traced to our baggage hall at London Heathrow Terminal 4.

Your bag will be delivered by our courier partner, SwiftHand, to the address on your file:
Flat 3, 27 Anson Road, London N7 0AR
Delivery: Thursday 19 November, between 10:00 and 14:00

If you will not be at home, you can choose a different delivery slot or address in the baggage tracker at aerlume.com/bags using your file reference LHR-AL-58214.

You may also claim reasonable expenses for essential items bought while your bag was delayed, such as toiletries and a change of clothes. Please keep your receipts and submit them through the same tracker.

Thank you for your patience.

Kind regards,
Aerlume Baggage Services`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        'choose a different delivery slot or address in the baggage tracker if not at home',
        'submit receipts for essential items through the tracker to claim expenses',
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Your missing suitcase from flight AL 205 has been found and will be delivered on Thursday 19 November between 10:00 and 14:00; change the slot in the baggage tracker if needed and claim essentials there.',
    },
  },
  {
    id: 'travel-14',
    kind: 'travel',
    split: 'tune',
    from: 'Becky Holloway <becky.holloway@gmail.com>',
    subject: 'Christmas travel plans!! 🎄',
    date: 'Sat, 14 Nov 2026 18:40:00 +0000',
    body: `Hiya bro!

Flights are booked!! We land at Manchester on Tuesday 22 December at 16:45 (Ryanair from Dublin, FR 552) and fly back on the 28th. The kids are beyond excited, Aoife has already packed her bag, which is a bit much six weeks out 😂

Could you pick us up from the airport? Terminal 3, I think. No worries if work's mad, we can get the train, but with three suitcases and a car seat it'd be a lifesaver.

Also, is the spare room still free, or has Dad claimed it? Happy to take the sofa bed if so.

Love you, can't wait!!
Becks xx`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Could you pick us up from the airport?',
        'Also, is the spare room still free, or has Dad claimed it?',
      ],
      requests: ['pick them up from Manchester Airport on Tuesday 22 December at 16:45', 'say whether the spare room is still free'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Becky and the kids land at Manchester on Tuesday 22 December at 16:45 and fly back on the 28th; she asks if you can pick them up from the airport and whether the spare room is still free.',
    },
  },
  {
    id: 'travel-15',
    kind: 'travel',
    split: 'tune',
    from: 'Lucía Benali <lucia@atlastrailsco.com>',
    subject: 'Hello from your Toubkal trek guide',
    date: 'Mon, 16 Nov 2026 13:30:00 +0000',
    body: `Hi Hannah and Will,

I'm Lucía, and I'm delighted to be your guide on the Toubkal Winter Trek from 5 to 11 December. I wanted to say hello before you arrive in Marrakech.

A little about me: I grew up in Imlil, at the foot of the mountains, and I've been leading treks in the High Atlas for nine years. I'll be with your group of eight the whole way, together with our muleteer Brahim and our cook Fatima, who makes the best tagine in the valley.

Could you reply with your arrival flight details by 27 November, so we can book your airport transfers? Do either of you have any injuries, allergies or dietary requirements I should know about?

December on Toubkal is cold, down to -10°C at the refuge, so please check the kit list I've attached, especially the sleeping bag rating.

I'm really looking forward to meeting you both.

Best wishes,
Lucía

Lucía Benali
Lead Guide, Atlas Trails Co.
+212 600 123 456`,
    expected: {
      intent: 'introduction',
      urgency: 'medium',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Could you reply with your arrival flight details by 27 November, so we can book your airport transfers?',
        'Do either of you have any injuries, allergies or dietary requirements I should know about?',
      ],
      requests: [
        'reply with arrival flight details by 27 November',
        'say whether you have any injuries, allergies or dietary requirements',
        'check the attached kit list',
      ],
      deadlines: [{ text: 'by 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: 'Lucía introduces herself as your guide on the Toubkal Winter Trek (5 to 11 December); reply with arrival flight details by 27 November, mention any injuries, allergies or dietary needs, and check the kit list.',
    },
  },
  {
    id: 'travel-16',
    kind: 'travel',
    split: 'tune',
    from: 'Josh Penhaligon <joshpenhaligon@gmail.com>',
    subject: 'Kraków money 🍻',
    date: 'Tue, 17 Nov 2026 20:10:00 +0000',
    body: `Alright Dev,

Still waiting on the £180 apartment money from you and Finn for Kraków. Everyone else has paid, so you two are the last ones.

The owner needs the full balance by Friday or she'll release the booking, and I'm not fronting £360 on my card again after Budapest 😅 Bank details are the same as before (J Penhaligon, 20-45-77, 41938265), and stick "KRK" in the reference.

Can you sort it by Thursday night so I've got a day's buffer?

Cheers,
Josh`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: ["Can you sort it by Thursday night so I've got a day's buffer?"],
      requests: ['pay the £180 Kraków apartment money with KRK in the reference by Thursday night'],
      deadlines: [
        { text: 'by Friday', date: '2026-11-20' },
        { text: 'by Thursday night', date: '2026-11-19' },
      ],
      review: true,
      priority: 'High',
      summary: 'Josh is still waiting on the £180 Kraków apartment money from Dev and Finn; the owner needs the full balance by Friday, so he asks Dev to pay by Thursday night with KRK in the reference.',
    },
  },
  {
    id: 'travel-17',
    kind: 'travel',
    split: 'heldout',
    from: 'Aurelia Airways <notifications@aureliaair.com>',
    subject: 'Schedule change to your booking 6HTW3P',
    date: 'Mon, 16 Nov 2026 06:45:00 +0000',
    body: `Dear Ms Fairbairn,

We have made a small change to the schedule of your upcoming flight. Your new flight details are below.

Booking reference: 6HTW3P
Flight: AU 318, Bristol → Barcelona
Date: Friday 11 December 2026
Previous departure: 14:05, arriving 17:20
New departure: 13:40, arriving 16:55

Your seat (9F) and checked baggage allowance are unchanged, and you do not need to do anything to accept the new time.

If the new time does not suit you, you may change to another Aurelia flight on the same route within three days of your original date, or cancel for a full refund, free of charge in Manage Booking until 1 December.

Kind regards,
Aurelia Airways Customer Service`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['if the new time does not suit, change flight or cancel for a full refund in Manage Booking until 1 December'],
      deadlines: [{ text: 'until 1 December', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary: 'Aurelia flight AU 318 from Bristol to Barcelona on Friday 11 December now departs at 13:40 instead of 14:05; no action is needed, but you can change or cancel free of charge in Manage Booking until 1 December.',
    },
  },
  {
    id: 'travel-18',
    kind: 'travel',
    split: 'tune',
    from: 'Thistlewing Airways Club <club@thistlewing.com>',
    subject: 'You are invited: the opening of our new Edinburgh lounge',
    date: 'Sat, 14 Nov 2026 10:00:00 +0000',
    body: `Dear Mr Abiodun,

As one of our Gold members, you are warmly invited to a private evening celebrating the opening of the new Thistlewing Lounge at Edinburgh Airport.

Thursday 10 December 2026, 18:30 to 21:00
Thistlewing Lounge, Edinburgh Airport (airside, entry via the Fast Track security lane)

Enjoy a first look at the lounge, a tasting of whiskies from the Speyside distilleries that supply our onboard bar, and a menu created by chef Morag Lennie. Complimentary parking will be provided for the evening.

Places are limited, so we kindly ask you to reply by 1 December with your name as it appears on your passport, which airport security requires in order to issue your guest pass. You are welcome to bring one guest, whose passport name we will also need.

We very much look forward to welcoming you.

With best wishes,

Fiona Drummond
Head of Loyalty, Thistlewing Airways`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ["reply by 1 December with your passport name (and your guest's, if bringing one)"],
      deadlines: [{ text: 'by 1 December', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary: "Thistlewing invites you, as a Gold member, to the opening of its new Edinburgh Airport lounge on Thursday 10 December 2026, 18:30 to 21:00; reply by 1 December with your passport name, and a guest's if bringing one.",
    },
  },
  {
    id: 'travel-19',
    kind: 'travel',
    split: 'tune',
    from: 'Priti Chauhan <priti.chauhan@vellumworks.co.uk>',
    subject: 'Glasgow trip on the 2nd: any chance you could go?',
    date: 'Wed, 18 Nov 2026 08:25:00 +0000',
    body: `Hey Sol,

Bit of a favour to ask. My childminder has just told me she can't do Wednesday 2 December, and that's the day I'm meant to be up in Glasgow for the Strathmore kick-off. Any chance you could go instead of me?

It's a day trip: the 06:50 flight from Gatwick, the workshop from 10:30 to 15:00, and back on the 18:40. You know the Strathmore team better than I do anyway, and I'll send you my slides and notes.

The flights are booked in my name, but the travel desk can switch them to you for free until Friday. After that it's a £90 change fee, which finance won't love.

Let me know either way and I'll owe you a coffee (or three) ☕

Priti`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Any chance you could go instead of me?'],
      requests: [
        'go to the Strathmore kick-off in Glasgow on Wednesday 2 December instead of Priti',
        'let Priti know either way',
      ],
      deadlines: [{ text: 'until Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Priti can't make the Strathmore kick-off in Glasgow on Wednesday 2 December and asks Sol to go instead; the travel desk can switch her flights to him for free until Friday.",
    },
  },
  {
    id: 'travel-20',
    kind: 'travel',
    split: 'heldout',
    from: 'Harbourside Travel Insurance <claims@harboursideinsurance.co.uk>',
    subject: 'Your claim HTI-C-230871: our decision',
    date: 'Mon, 16 Nov 2026 14:00:00 +0000',
    body: `Dear Mr and Mrs Quigley,

Thank you for your claim for the cancellation of your holiday to Madeira, which was due to depart on 24 October 2026.

We have now completed our assessment, and we regret to inform you that we are unable to accept your claim. Your policy covers cancellation because of the illness of a close relative only where that illness was not known when the policy was taken out or the trip was booked. The medical report you provided states that Mrs Quigley's mother was diagnosed with the condition in March 2026, before your policy began on 2 May 2026.

If you believe we have not taken all the relevant information into account, you may ask us to review this decision. To do so, please send any further evidence, such as a letter from the treating consultant, to claims@harboursideinsurance.co.uk no later than 14 December 2026.

If you remain dissatisfied after our review, you may refer your complaint to the Financial Ombudsman Service.

Yours sincerely,

Graham Tully
Claims Handler
Harbourside Travel Insurance`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['send any further evidence no later than 14 December 2026 to ask for a review'],
      deadlines: [{ text: 'no later than 14 December 2026', date: '2026-12-14' }],
      review: true,
      priority: 'Medium',
      summary: 'Harbourside has declined the claim for the cancelled Madeira holiday because the illness was diagnosed before the policy began; to ask for a review, send further evidence no later than 14 December 2026.',
    },
  },
  {
    id: 'travel-21',
    kind: 'travel',
    split: 'tune',
    from: 'Carol Whitby <carol.whitby@btinternet.com>',
    subject: 'Our Tenerife details x',
    date: 'Sun, 15 Nov 2026 17:30:00 +0000',
    body: `Hello love,

Well, we've done it! Dad finally agreed to a winter break, so we're off to Tenerife for a fortnight in the sun 🌞 Just so you have everything in case you need us:

Out: Thursday 26 November, Jet2 LS1517 from Leeds Bradford at 07:25
Hotel: Hotel Marysol, Los Cristianos (we've got a room with a sea view!)
Back: Thursday 10 December, landing at Leeds Bradford about 14:30

Don't worry about the house, Sue next door is popping in to feed Pepper and water the plants, and Dad has set the heating on a timer. He's already packed three books and his binoculars, bless him.

We'll have our phones, but you know what your dad's like about roaming charges, so WhatsApp is best.

Lots of love,
Mum xx`,
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
      summary: 'Mum and Dad are off to Tenerife for a fortnight, flying Jet2 LS1517 from Leeds Bradford on Thursday 26 November and back on Thursday 10 December; Sue is feeding Pepper, and WhatsApp is best for reaching them.',
    },
  },
];
