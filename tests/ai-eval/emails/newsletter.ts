import type { EvalEmail } from '../types';

export const NEWSLETTER_EMAILS: EvalEmail[] = [
  {
    id: 'newsletter-01',
    kind: 'newsletter',
    split: 'tune',
    from: 'The Stack Weekly <digest@thestackweekly.dev>',
    subject: 'The Stack Weekly #212: Postgres 19 beta, WASM on the edge, and a tiny diff tool',
    date: 'Tue, 17 Nov 2026 06:00:00 +0000',
    body: `THE STACK WEEKLY | Issue #212

Good morning. Here's what caught our eye this week.

TOP STORIES
• Postgres 19 beta 1 is out. The headline feature is built-in incremental materialised views, and early benchmarks from the Crunchline team show refreshes up to 40x faster on large tables.
• Edge runtimes get serious about WASM. Three major hosting providers now run WebAssembly components natively, with cold starts under 5 ms.
• Why we moved off microservices. A candid write-up from the Parcelly engineering team on merging 46 services back into three.

TOOLS
• structdiff: a 300-line structural diff you can read in one sitting.
• Quillmark 2.0: Markdown notes with local-first sync.

QUOTE OF THE WEEK
"Every cache is a bet that you know what the user will ask for next." (Renata Osei)

That's all for this week. See you next Tuesday.

The Stack Weekly team

You're receiving this because you subscribed at thestackweekly.dev.
Unsubscribe: https://thestackweekly.dev/u/8f2c1a | Update preferences`,
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
      summary:
        "The Stack Weekly #212 covers the Postgres 19 beta, native WASM on edge runtimes, the Parcelly team's move off microservices, and two new tools.",
    },
  },
  {
    id: 'newsletter-02',
    kind: 'newsletter',
    split: 'tune',
    from: 'Fernhill Outdoor <news@fernhilloutdoor.co.uk>',
    subject: 'Early Black Friday: 30% off jackets until Sunday ❄️',
    date: 'Mon, 16 Nov 2026 10:00:00 +0000',
    body: `Hi Jordan,

Ready for a cosier winter? We're kicking off Black Friday early! 🎉

Take 30% off all jackets, fleeces and base layers with code FERN30. The code works online and in all twelve of our stores until Sunday 29 November, then it's gone.

Our picks this week:
★ Cairn Down Parka: was £220, now £154
★ Ridgeline Fleece: was £65, now £45.50
★ Merino 200 Base Layer: was £48, now £33.60

Plus free delivery on everything over £50, and free returns until 31 January if it's a Christmas present that doesn't quite fit.

Our kit experts are on live chat 8am to 8pm, seven days a week, if you'd like a hand choosing.

Happy adventuring!
The Fernhill team

Fernhill Outdoor Ltd, Unit 4 Riverside Park, Kendal LA9 6DP
You're receiving this because you signed up at fernhilloutdoor.co.uk. Unsubscribe | Manage preferences`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [
        { text: 'until Sunday 29 November', date: '2026-11-29' },
        { text: 'until 31 January', date: '2027-01-31' },
      ],
      review: false,
      priority: 'Medium',
      summary:
        "Fernhill Outdoor's early Black Friday sale: 30% off jackets, fleeces and base layers with code FERN30 until Sunday 29 November, plus free returns until 31 January.",
    },
  },
  {
    id: 'newsletter-03',
    kind: 'newsletter',
    split: 'heldout',
    from: "Elm Park Residents' Association <newsletter@elmparkresidents.org>",
    subject: 'Elm Park News: November',
    date: 'Fri, 13 Nov 2026 17:30:00 +0000',
    body: `ELM PARK NEWS | November 2026

Hello neighbours,

Christmas lights switch-on
The lights on Elm Park Parade go on at 5pm on Saturday 28 November, with the Elm Park Primary choir, hot chocolate from Bean There and a visit from a certain man in red. Could you spare an hour that evening to help marshal the crowd near the road? If so, please reply to this email by 25 November so we can arrange hi-vis vests and a short briefing.

Bin collections are changing
From 7 December, recycling will be collected on Tuesdays instead of Thursdays. General waste stays the same. The council will deliver new calendars in early December.

Tree planting
Forty-two volunteers planted 120 saplings along the brook path last month. Thank you to everyone who came out in the rain.

Next committee meeting
Monday 7 December, 7.30pm, St Luke's Church Hall. All residents welcome.

Best wishes,
Joan Akers, Secretary
Elm Park Residents' Association

You receive this newsletter as a member of the Elm Park Residents' Association. To stop receiving it, reply with "unsubscribe".`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you spare an hour that evening to help marshal the crowd near the road?'],
      requests: ['reply by 25 November if you can help marshal at the lights switch-on'],
      deadlines: [{ text: 'by 25 November', date: '2026-11-25' }],
      review: false,
      priority: 'Medium',
      summary:
        'Elm Park News: Christmas lights switch-on at 5pm on Saturday 28 November (reply by 25 November to help marshal), recycling moves to Tuesdays from 7 December, committee meets 7 December.',
    },
  },
  {
    id: 'newsletter-04',
    kind: 'newsletter',
    split: 'tune',
    from: 'Tallyboard <updates@tallyboard.io>',
    subject: "What's new in Tallyboard: November 2026",
    date: 'Wed, 18 Nov 2026 08:15:00 +0000',
    body: `Hi Priya,

Here's what we shipped in Tallyboard this month.

Recurring invoices, finally
You can now set any invoice to repeat weekly, monthly or quarterly, with automatic reminders to your clients. This was the most requested feature on our roadmap, so thank you to everyone who voted for it.

Faster reports
The Profit & Loss and Cash Flow reports now load up to five times faster for accounts with more than 10,000 transactions.

Multi-currency bank feeds (beta)
Connect accounts in EUR, USD and CHF and we'll convert at the daily rate. Turn it on under Settings → Labs.

Heads-up for developers
Version 1 of the Tallyboard API will be switched off on 15 January. If you or your integrations still use v1, please migrate to v2 before 15 January; the migration guide at docs.tallyboard.io/v2 covers every endpoint.

As always, just reply to this email if anything isn't working the way you'd expect. A real person reads every message.

Thanks for building with us,
Mo Adeyemi
Head of Product, Tallyboard

Tallyboard Ltd · 20 Fenchurch Walk, London EC3M 4BY
Unsubscribe from product updates`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['migrate any integrations from API v1 to v2 before 15 January'],
      deadlines: [{ text: 'before 15 January', date: '2027-01-15' }],
      review: false,
      priority: 'Medium',
      summary:
        'Tallyboard adds recurring invoices, faster reports and multi-currency bank feeds (beta); API v1 will be switched off on 15 January, so migrate to v2 before then.',
    },
  },
  {
    id: 'newsletter-05',
    kind: 'newsletter',
    split: 'tune',
    from: 'Northwind Analytics Events <events@northwindanalytics.com>',
    subject: 'Invitation: Forecasting in Uncertain Markets, live webinar on 3 December',
    date: 'Mon, 16 Nov 2026 14:00:00 +0000',
    body: `Dear Ms Patel,

We would like to invite you to our next live webinar, "Forecasting in Uncertain Markets", on Thursday 3 December 2026 from 15:00 to 16:00 GMT.

Dr Helena Voss, our Chief Data Scientist, and Marcus Oyelaran, Head of Supply Planning at Brightwater Foods, will discuss:
• combining sales history with external signals such as weather and pricing;
• how Brightwater reduced stock-outs by 18% in a single season;
• practical steps to move from spreadsheets to automated forecasts.

The session will include a 15-minute live Q&A. Places are limited to 500 attendees, and registration closes on Tuesday 1 December. Please register at northwindanalytics.com/webinars/forecasting. All registrants will receive the recording, whether or not they attend.

Kind regards,

The Events Team
Northwind Analytics Ltd

You are receiving this email because you attended a Northwind Analytics event in 2025. To unsubscribe from event invitations, visit northwindanalytics.com/preferences.`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['register for the webinar before registration closes on Tuesday 1 December'],
      deadlines: [{ text: 'closes on Tuesday 1 December', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary:
        'Northwind Analytics invites you to the live webinar "Forecasting in Uncertain Markets" on Thursday 3 December, 15:00 to 16:00 GMT; registration closes on Tuesday 1 December.',
    },
  },
  {
    id: 'newsletter-06',
    kind: 'newsletter',
    split: 'heldout',
    from: 'Ines Carvalho <ines@marginnotes.pub>',
    subject: 'Margin Notes #48: The things we quietly stop doing',
    date: 'Sun, 15 Nov 2026 07:30:00 +0000',
    body: `Hi friends,

This week I noticed I hadn't played the piano in eleven months. Not a decision, exactly. It just slid off the edge of the week, like a mug nudged slowly towards the end of a table.

I think most of the things we give up go this way. We don't quit; we skip once, then twice, and then the gap becomes the habit. Running, letters to Gran, Sunday phone calls, drawing in the margins of meeting notes (hence the name of this newsletter, which I'd started to feel a bit fraudulent about).

The odd thing is that I didn't miss it until I sat down again. Forty minutes of badly played Satie and I felt more like myself than I had all autumn.

So here's my small experiment for the next month: one stopped thing, picked back up, ten minutes at a time. No streaks, no apps, no guilt.

I'd love to hear from you. What's one thing you've quietly stopped doing this year, and do you miss it? Hit reply; I read every one (yes, really!), even if it takes me a while to answer.

Until next Sunday,
Ines

Margin Notes is a free weekly essay. You can unsubscribe at any time: marginnotes.pub/unsubscribe`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ["What's one thing you've quietly stopped doing this year, and do you miss it?"],
      requests: ["reply with one thing you've quietly stopped doing this year"],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Ines's essay on the things we quietly stop doing, and her plan to pick one back up ten minutes at a time; she invites readers to reply with one thing they've stopped doing this year.",
    },
  },
  {
    id: 'newsletter-07',
    kind: 'newsletter',
    split: 'tune',
    from: 'Greenleaf Coffee Roasters <hello@greenleafroasters.com>',
    subject: 'New in: Huila washed, plus the perfect cafetière',
    date: 'Sat, 14 Nov 2026 09:00:00 +0000',
    body: `<html>
<body style="font-family: Georgia, serif; color: #2b2b2b;">
  <h1>Fresh from the roaster 🌱</h1>
  <p>Hello coffee people!</p>
  <p>We're so excited about this month's arrival: a <strong>washed Huila from Finca La Esperanza</strong> in Colombia. Think red apple, panela and a long cocoa finish. It's lovely as a filter and punches well above its weight in milk.</p>
  <h2>Brew tip: the 4-minute cafetière</h2>
  <ol>
    <li>Use 60 g of coffee per litre, ground like coarse sea salt.</li>
    <li>Pour water just off the boil, stir once, and leave the lid off.</li>
    <li>At 4 minutes, skim the crust, then plunge gently.</li>
  </ol>
  <p>Our Hackney café now opens at 7am on weekdays, so early birds, come and say hi!</p>
  <p>Happy brewing,<br>Sol &amp; the Greenleaf team</p>
  <hr>
  <p style="font-size: 12px; color: #888;">Greenleaf Coffee Roasters, 8 Mare Street, London E8 4RP.<br>
  You're receiving this because you bought from us or signed up on our website.<br>
  <a href="https://greenleafroasters.com/unsubscribe?id=5521">Unsubscribe</a> · <a href="https://greenleafroasters.com/preferences">Email preferences</a></p>
</body>
</html>`,
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
        "Greenleaf's new washed Huila from Finca La Esperanza has arrived, with a 4-minute cafetière brew tip; the Hackney café now opens at 7am on weekdays.",
    },
  },
  {
    id: 'newsletter-08',
    kind: 'newsletter',
    split: 'tune',
    from: 'DevHarbor Conference <tickets@devharbor.io>',
    subject: 'Final reminder: early-bird tickets end this Friday',
    date: 'Tue, 17 Nov 2026 16:00:00 +0000',
    body: `Hi Sam,

This is your final reminder: early-bird pricing for DevHarbor 2027 expires this Friday, 20 November, at 23:59 GMT. After that, full-conference passes go up from £349 to £495.

DevHarbor returns to Rotterdam on 10 and 11 March, with two days of talks, workshops and far too much stroopwafel. This year's line-up includes:
- Keynote: "Software that ages well" by Tomasz Wieczorek
- A hands-on track on observability for small teams
- The popular "Failure Friday" session, where speakers share their worst outages

Your early-bird link is still active at devharbor.io/tickets. Team discounts of 15% apply to groups of five or more.

See you in Rotterdam,
The DevHarbor team

DevHarbor B.V. · Wilhelminakade 90, Rotterdam
Unsubscribe · Manage preferences`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'expires this Friday, 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary:
        'Final reminder: DevHarbor 2027 early-bird pricing expires this Friday, 20 November, at 23:59 GMT, after which passes go up from £349 to £495. The conference is in Rotterdam on 10 and 11 March.',
    },
  },
  {
    id: 'newsletter-09',
    kind: 'newsletter',
    split: 'heldout',
    from: 'Ashworth University Alumni Relations <alumni@ashworth.ac.uk>',
    subject: 'Ashworth Alumni Bulletin: Winter 2026',
    date: 'Mon, 16 Nov 2026 11:00:00 +0000',
    body: `Dear Alumni,

We are pleased to share the winter edition of the Ashworth Alumni Bulletin.

The Hartley Library opens its doors
The new Hartley Library was formally opened on 6 November by the Chancellor. Alumni are welcome to visit on weekdays with their alumni card.

Alumni Survey 2026
We would be grateful if you would complete this year's Alumni Survey, which takes around ten minutes and helps shape the careers and mentoring services we offer. The survey is open until 4 December at ashworth.ac.uk/alumni-survey.

Winter Reception in London
Alumni in the South East are warmly invited to our Winter Reception at the Guildhall Library on Thursday 10 December, 18:30 to 21:00. Places are free but must be booked in advance.

Celebrating our alumni
Congratulations to Dr Amara Nwosu (Chemistry, 2009), who has been awarded the Royal Society's Rosalind Franklin Medal for her work on battery materials.

Kind regards,

Office of Alumni Relations
Ashworth University

To update your details or unsubscribe from alumni communications, please visit ashworth.ac.uk/alumni/preferences.`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['complete the Alumni Survey by 4 December'],
      deadlines: [{ text: 'until 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        'The winter Alumni Bulletin: the Hartley Library has opened, the Alumni Survey is open until 4 December, and a free Winter Reception is on Thursday 10 December at the Guildhall Library.',
    },
  },
  {
    id: 'newsletter-10',
    kind: 'newsletter',
    split: 'tune',
    from: 'Pinwheel Notes <team@pinwheelnotes.app>',
    subject: 'Changes to the Pinwheel Free plan',
    date: 'Tue, 17 Nov 2026 10:30:00 +0000',
    body: `Hi there,

We have some difficult news to share in this month's update. From 1 January 2027, we're retiring the Pinwheel Free plan.

Running the sync servers for more than two million free accounts has become more than a small team can sustain, and we would rather make an honest change now than let the service quietly get worse. We're sorry. We know many of you have been with us since the beginning, and this isn't the news you wanted.

What this means for you:
• Your notes are safe: nothing will be deleted, and you can still open and read them on every device.
• To keep syncing, choose the Personal plan (£2.50 a month) before 31 December. Free users who upgrade before then get the first year at half price.
• If you'd rather leave, you can export everything as Markdown or PDF from Settings → Export at any time.

Also in this update: the iPad app now supports split view, and search is noticeably faster on large notebooks.

Thank you for all the support over the years.

Anja and the Pinwheel team

Pinwheel Notes ApS · Nørrebrogade 14, Copenhagen
Unsubscribe from product news`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['choose the Personal plan before 31 December to keep syncing, or export your notes'],
      deadlines: [{ text: 'before 31 December', date: '2026-12-31' }],
      review: true,
      priority: 'Medium',
      summary:
        'Pinwheel is retiring its Free plan from 1 January 2027; to keep syncing, choose the Personal plan (£2.50 a month) before 31 December, or export your notes.',
    },
  },
  {
    id: 'newsletter-11',
    kind: 'newsletter',
    split: 'tune',
    from: 'Wren & Quill Books <events@wrenandquill.co.uk>',
    subject: "You're invited: an evening with Marguerite Oyelowo",
    date: 'Sat, 14 Nov 2026 09:30:00 +0000',
    body: `Hello book lovers!

We're thrilled to invite you to an evening with Marguerite Oyelowo to celebrate the paperback release of The Salt Orchard, our bestselling novel since the summer.

When: Thursday 10 December, 7pm (doors from 6.30)
Where: Wren & Quill, 31 Castle Street, Ludlow

Marguerite will read from the novel, talk about the real orchard on the Shropshire border that inspired it, and sign copies afterwards. There'll be mulled cider and mince pies from the bakery next door.

Tickets are £5, redeemable against a copy of the book on the night. We only have 60 seats, so book by Friday 4 December at wrenandquill.co.uk/events or at the till.

See you there!
Hattie, Sam and all at Wren & Quill

Wren & Quill Books, 31 Castle Street, Ludlow SY8 1AS
You're receiving this because you joined our mailing list in store. Unsubscribe`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['book a ticket by Friday 4 December'],
      deadlines: [{ text: 'by Friday 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        'Wren & Quill invites you to an evening with Marguerite Oyelowo for The Salt Orchard paperback on Thursday 10 December at 7pm in Ludlow; tickets are £5 and must be booked by Friday 4 December.',
    },
  },
  {
    id: 'newsletter-12',
    kind: 'newsletter',
    split: 'tune',
    from: 'Hollins Ward Wealth Management <insights@hollinsward.com>',
    subject: 'Quarterly Market Commentary: Q4 2026',
    date: 'Mon, 16 Nov 2026 07:00:00 +0000',
    body: `Dear Client,

Please find below our quarterly commentary on market conditions and our positioning for the final weeks of the year.

Markets
Global equities rose 3.2% over the third quarter, led by healthcare and industrials. Government bond yields eased after the European Central Bank and the Bank of England each reduced interest rates by 0.25 percentage points in September.

Our positioning
We have maintained a modest overweight in global equities and have increased exposure to short-dated government bonds, which we believe offer attractive income at lower risk. Our balanced portfolios returned 2.1% over the quarter, net of fees.

Outlook
We expect inflation in the United Kingdom to continue to ease in 2027, although the pace is uncertain. We remain cautious on commercial property.

Your adviser will contact you ahead of your annual review. In the meantime, your latest valuation is available in the client portal.

Yours faithfully,

The Investment Committee
Hollins Ward Wealth Management

The value of investments can fall as well as rise, and you may get back less than you invested. Hollins Ward Wealth Management Ltd is authorised and regulated by the Financial Conduct Authority.`,
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
        "Hollins Ward's quarterly commentary: global equities rose 3.2% in the third quarter, balanced portfolios returned 2.1% net of fees, and the committee expects UK inflation to keep easing in 2027.",
    },
  },
  {
    id: 'newsletter-13',
    kind: 'newsletter',
    split: 'heldout',
    from: 'The Hive at Carrow Works <community@hivecarrow.co.uk>',
    subject: 'Hive Notes: November',
    date: 'Sun, 15 Nov 2026 18:00:00 +0000',
    body: `Hi Hivers! 🐝

What a month! Here's what's buzzing.

New phone booths
Four soundproof booths have landed on the first floor, so no more taking calls in the stairwell. Book them in the app, 60 minutes max.

Holiday hours
We're closed from Thursday 24 December to Sunday 3 January inclusive. Key-fob members keep 24/7 access throughout.

Lock in this year's prices
Renew your desk for 2027 by 31 December and you'll keep this year's rate for the whole of next year. After that, dedicated desks go up by £15 a month. Renew in the app under Membership.

Lightning talks are back
Our January members' breakfast is on Thursday 14 January. Could you give a 10-minute lightning talk about your work or a side project? Just reply to this email with a title.

Stay cosy,
Maddie
Community Manager, The Hive at Carrow Works

The Hive Coworking Ltd · Carrow Works, Norwich NR1 2DD
You're receiving this as a Hive member. Unsubscribe`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could you give a 10-minute lightning talk about your work or a side project?'],
      requests: [
        "renew your desk for 2027 by 31 December to keep this year's rate",
        'reply with a title to give a lightning talk',
      ],
      deadlines: [{ text: 'by 31 December', date: '2026-12-31' }],
      review: false,
      priority: 'Medium',
      summary:
        "Hive Notes: new phone booths, closed 24 December to 3 January, renew your desk for 2027 by 31 December to keep this year's rate, and volunteers wanted for lightning talks on 14 January.",
    },
  },
  {
    id: 'newsletter-14',
    kind: 'newsletter',
    split: 'tune',
    from: 'Parlo Languages <hello@parlo.app>',
    subject: '⏰ 60% off Parlo Plus ends at midnight',
    date: 'Wed, 18 Nov 2026 06:30:00 +0000',
    body: `Ciao Rosa!

Still dreaming of ordering dinner in Rome without pointing at the menu? 🍝

This is it: our biggest sale of the year ends at midnight tonight. Get 12 months of Parlo Plus for £34.99 instead of £87.49. That's 60% off, and less than 10p a day.

With Plus you get:
✔ Unlimited lessons in all 14 languages
✔ Offline mode for trips and commutes
✔ Live conversation clubs with native speakers every week

Why wait for New Year to start that resolution?

Claim your discount at parlo.app/plus before the clock runs out.

A presto,
The Parlo team

Parlo Learning Ltd, 5 Lever Street, Manchester M1 1FN
Unsubscribe from offers · Email preferences`,
    expected: {
      intent: 'information',
      urgency: 'high',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'ends at midnight tonight', date: '2026-11-18' }],
      review: true,
      priority: 'High',
      summary:
        "Parlo's biggest sale of the year ends at midnight tonight: 12 months of Parlo Plus for £34.99 instead of £87.49, 60% off.",
    },
  },
  {
    id: 'newsletter-15',
    kind: 'newsletter',
    split: 'heldout',
    from: "St Brendan's Primary School <office@stbrendans.sch.uk>",
    subject: "St Brendan's Weekly Bulletin: 13 November",
    date: 'Fri, 13 Nov 2026 15:45:00 +0000',
    body: `Dear Parents and Carers,

Here is this week's news from St Brendan's.

Parents' Evening
Parents' Evening will take place on Wednesday 25 and Thursday 26 November. Appointment booking is open on the ParentMail app and will close at 5pm on Monday 23 November. Appointments are ten minutes long and will be held in your child's classroom.

Flu vaccinations
The school immunisation team will visit on Tuesday 1 December. If you have not yet returned the consent form for your child, please complete it online by Friday 27 November.

Christmas performances
Reception and Key Stage 1 will perform their nativity on Wednesday 9 December at 2pm. Tickets will be allocated by class, two per family, and will be sent home in book bags.

Odd Socks Day
Our Odd Socks Day for Anti-Bullying Week raised £412 for the Diana Award.

Head lice
We have had several reported cases in Year 3. Please check your child's hair regularly and treat if necessary.

With best wishes,

Mrs Anne Whitlock
Headteacher`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        "book a Parents' Evening appointment on the ParentMail app",
        'complete the flu vaccination consent form online by Friday 27 November if not yet returned',
        "check your child's hair for head lice",
      ],
      deadlines: [
        { text: 'close at 5pm on Monday 23 November', date: '2026-11-23' },
        { text: 'by Friday 27 November', date: '2026-11-27' },
      ],
      review: false,
      priority: 'Medium',
      summary:
        "St Brendan's bulletin: book Parents' Evening (25 and 26 November) on ParentMail before booking closes at 5pm on Monday 23 November, and return flu vaccination consent by Friday 27 November.",
    },
  },
  {
    id: 'newsletter-16',
    kind: 'newsletter',
    split: 'tune',
    from: 'Brightwater Wells <impact@brightwaterwells.org>',
    subject: 'Your autumn impact report: 14 new wells in Kitui',
    date: 'Sat, 14 Nov 2026 08:00:00 +0000',
    body: `Hi Sarah,

Ever wondered what happens after you press "donate"?

This autumn, thanks to you and 3,200 other regular givers, our partner teams in Kitui County, Kenya, finished 14 new boreholes and repaired 9 more that had stood broken for years. Together they now bring clean water to around 11,500 people, within a short walk of home.

Meet Mwende
Mwende is 12. Until September she walked two hours each morning to fetch water from a seasonal river, and often missed the start of lessons. The new well at Kavuti Primary School means she now arrives on time, and the school has started a vegetable garden.

Where your money went
• 78p in every £1 went directly to drilling, repairs and training local water committees.
• 14p went to fundraising.
• 8p went to running the charity.

Our full annual accounts will be published on our website in January.

Thanks so much,
Nia Mbugua
Programmes Director, Brightwater Wells

Registered charity no. 1178204 · You're receiving this as a regular supporter. Manage your preferences or unsubscribe.`,
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
      summary:
        "Brightwater Wells' autumn impact report: supporters funded 14 new boreholes and 9 repairs in Kitui County, Kenya, bringing clean water to around 11,500 people; 78p in every £1 went directly to the work.",
    },
  },
  {
    id: 'newsletter-17',
    kind: 'newsletter',
    split: 'heldout',
    from: 'Thermocline <editors@thermocline.news>',
    subject: 'Thermocline Weekly: emissions hit another record, and what the numbers hide',
    date: 'Fri, 13 Nov 2026 12:00:00 +0000',
    body: `THERMOCLINE WEEKLY | 13 November 2026

Hello, and welcome to this week's edition.

THE BIG NUMBER: 41.6 billion tonnes
The Global Carbon Project's annual budget, published on Tuesday, estimates that fossil CO2 emissions will reach 41.6 billion tonnes this year, up 0.8% on 2025 and another record. Coal use in South and Southeast Asia accounted for most of the rise, while emissions in the EU fell for the fourth year running.

WHAT THE HEADLINE HIDES
Growth has slowed sharply: the average annual increase over the past decade is a third of what it was in the 2000s. Several analysts now expect global emissions to peak before 2030, although none expect the fall to be fast enough to keep warming below 1.5°C.

ALSO THIS WEEK
• Grid batteries: installations in Europe doubled in the first nine months of the year.
• Arctic sea ice reached its annual minimum in September, the sixth-lowest on record.
• Our reporter visits the Danish island running entirely on wind and straw.

Thermocline is reader-funded and free to read.
Unsubscribe · Manage preferences`,
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
      summary:
        'Thermocline Weekly: fossil CO2 emissions are set to reach a record 41.6 billion tonnes this year, up 0.8%, though growth has slowed sharply; also European grid batteries, Arctic sea ice and a wind-powered Danish island.',
    },
  },
  {
    id: 'newsletter-18',
    kind: 'newsletter',
    split: 'tune',
    from: 'Saltbox Kitchen <hello@saltboxkitchen.com>',
    subject: 'Soup season: three bowls worth staying in for',
    date: 'Tue, 17 Nov 2026 11:00:00 +0000',
    body: `Hi Laura,

Soup season is officially here and we couldn't be happier about it! 🍲

THIS WEEK'S RECIPES
• Smoky red lentil and roasted pepper soup (vegan, 40 minutes)
• Chicken, leek and barley broth that's even better on day two
• Five-minute garlic and rosemary croutons, because every soup deserves them

FROM THE TEST KITCHEN
Our food editor Yemi put six supermarket stock cubes through a blind tasting. The winner cost 9p a cube and beat two posh brands in a jar. Full results are on the website.

ONE SMALL FAVOUR
We're planning next year's issues, and if you have three minutes, we'd love you to fill in our reader survey at saltboxkitchen.com/survey. Tell us what you'd like more of (and less of!).

Happy cooking,
Freddie and the Saltbox Kitchen team

Saltbox Kitchen Magazine, 22 Portland Road, Hove BN3 5DR
You're getting this because you subscribe to Saltbox Kitchen. Unsubscribe`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['fill in the three-minute reader survey at saltboxkitchen.com/survey'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Saltbox Kitchen's soup issue: red lentil and pepper soup, chicken and barley broth, quick croutons and a stock-cube taste test, plus a request to fill in the three-minute reader survey.",
    },
  },
  {
    id: 'newsletter-19',
    kind: 'newsletter',
    split: 'tune',
    from: 'Lanternhouse Theatre <news@lanternhouse.org.uk>',
    subject: 'Spring 2027 season announced',
    date: 'Wed, 18 Nov 2026 07:00:00 +0000',
    body: `Dear Friend of the Lanternhouse,

We are delighted to announce our spring 2027 season, and as a Friend you are among the first to hear about it.

Highlights
• A new production of The Cherry Orchard, directed by Ama Osei-Bonsu, from 4 February
• Folk legends The Harrow Sisters on their farewell tour, 27 February
• Our first ever family opera, The Owl Who Could Not Sleep, across the February half-term
• Spoken Word Sundays, returning monthly from 10 January

Booking
Priority booking for Friends opens at 10am on Monday 23 November, one week before tickets go on general sale on Monday 30 November. You can book online, by phone or in person at the box office.

Looking for a last-minute Christmas present? Gift vouchers are available in any amount and never expire.

With best wishes,

The Lanternhouse Team

Lanternhouse Theatre Trust, 5 Quayside, Lancaster LA1 1TY. Registered charity no. 1094417.
To unsubscribe from Friends news, reply with "unsubscribe".`,
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
        'Lanternhouse Theatre announces its spring 2027 season, including The Cherry Orchard from 4 February; priority booking for Friends opens at 10am on Monday 23 November, and general sale on Monday 30 November.',
    },
  },
  {
    id: 'newsletter-20',
    kind: 'newsletter',
    split: 'heldout',
    from: 'Institute of Landscape Surveyors <members@ilsurveyors.org.uk>',
    subject: "ILS Members' Bulletin: November 2026",
    date: 'Tue, 17 Nov 2026 09:00:00 +0000',
    body: `Dear Member,

Welcome to the November edition of the Members' Bulletin.

Annual CPD declaration
All members are required to submit their CPD record for 2026, showing a minimum of 20 hours of professional development, through the member portal no later than 15 January. Members who do not submit a declaration by that date will be contacted by the Professional Standards team.

Revised survey standard
The Council has approved the third edition of the Standard for Measured Landscape Surveys, which will come into force on 1 April 2027. The revised standard and a summary of the changes are available in the Resources section of the website.

Regional events
The North West branch will hold its winter lecture, "Drones, LiDAR and the Law", at the Manchester Museum on Tuesday 8 December. The lecture counts for two hours of CPD.

Obituary
It is with sadness that we report the death on 2 November of Professor Gareth Ellwood, Honorary Fellow and a former President of the Institute.

Yours faithfully,

Harriet Okoye
Chief Executive
Institute of Landscape Surveyors`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['submit your 2026 CPD record through the member portal no later than 15 January'],
      deadlines: [{ text: 'no later than 15 January', date: '2027-01-15' }],
      review: false,
      priority: 'Medium',
      summary:
        "ILS Members' Bulletin: submit your 2026 CPD record (20 hours minimum) through the member portal no later than 15 January; the revised survey standard comes into force on 1 April 2027, and a winter lecture is on 8 December.",
    },
  },
  {
    id: 'newsletter-21',
    kind: 'newsletter',
    split: 'tune',
    from: 'Puddlejump Studio <devlog@puddlejump.games>',
    subject: 'Devlog #19: the frog learns to swim 🐸',
    date: 'Sun, 15 Nov 2026 17:00:00 +0000',
    body: `Hey pond friends!

Ready for some frog news? 🐸

It's been a huge month for Lilypad Drift. Our little hero can finally swim, which sounds simple but took Maya three weeks, two rewrites of the physics and one very late night where the frog kept launching itself into orbit. There's a gif of the orbit bug on our blog because we love you.

WHAT'S NEW
• Swimming! Plus underwater currents you can ride between lily pads
• Two new areas: the Reedbeds and the Old Mill Race
• A photo mode, because you kept asking for one

THE BIG QUESTION
We're choosing the cover art for the Steam page and honestly can't decide. Which one do you prefer, A (frog at sunset) or B (frog mid-leap over the weir)? Just hit reply with A or B, we'll read every vote.

The demo is still planned for February's Next Fest. We'll share the exact date once Valve confirms it.

Ribbit,
Ellie & Maya
Puddlejump Studio

You're getting this because you signed up for the Lilypad Drift devlog. Unsubscribe anytime.`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Which one do you prefer, A (frog at sunset) or B (frog mid-leap over the weir)?'],
      requests: ['reply with A or B to vote on the Steam cover art'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Puddlejump Devlog #19: the frog in Lilypad Drift can now swim, with two new areas and a photo mode; reply with A or B to choose the Steam cover art. The demo is still planned for February.',
    },
  },
];
