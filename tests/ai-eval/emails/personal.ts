import type { EvalEmail } from '../types';

export const PERSONAL_EMAILS: EvalEmail[] = [
  {
    id: 'personal-01',
    kind: 'personal',
    split: 'tune',
    from: 'Maya Ortiz <maya.ortiz88@gmail.com>',
    subject: "Shhh! Jamie's 40th 🎉",
    date: 'Sun, 15 Nov 2026 19:42:00 +0000',
    body: `Hey Chris!

So... Jamie turns 40 next month and I'm throwing a surprise party at ours on Saturday 5 December from 7pm. Nothing fancy, just pizza, too much cake and the old crowd. Jamie thinks we're going to my sister's for dinner, so please don't say a word!!

Can you make it? Let me know by December 1 so I can sort out the food and the cake order. Partners and kids totally welcome, the more the merrier.

Oh and if you've got any embarrassing photos from uni, send them my way, I'm putting together a slideshow 😂

Can't wait!
Maya x`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Can you make it?'],
      requests: [
        'let Maya know by December 1 whether you can come',
        'keep the surprise party a secret from Jamie',
        'send any embarrassing uni photos for the slideshow',
      ],
      deadlines: [{ text: 'by December 1', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary:
        "Maya is throwing a surprise 40th for Jamie at hers on Saturday 5 December from 7pm; let her know by December 1 if you can make it, and don't tell Jamie.",
    },
  },
  {
    id: 'personal-02',
    kind: 'personal',
    split: 'tune',
    from: 'Priya Raman <priya.raman@outlook.com>',
    subject: 'Save the date: Priya & Tom, 12 June 2027',
    date: 'Fri, 13 Nov 2026 11:20:00 +0000',
    body: `Dear Helen and Robert,

We are delighted to share that Tom and I will be married on Saturday 12 June 2027 at Trevenna Barn, near St Austell in Cornwall. We would be so happy to have you both with us for the ceremony and the celebration afterwards.

A formal invitation will follow in the spring, but as the venue has limited accommodation nearby, we are asking everyone to RSVP by 15 January through the form on our wedding website (priyaandtom.wedding, password: trevenna). Could you also let us know about any dietary requirements when you reply?

We have reserved a block of rooms at the Carlyon Bay Hotel under the name Raman-Ellis, and the wedding website lists a few other places to stay in the area.

With warmest wishes and much love,
Priya and Tom`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'personal',
      questions: ['Could you also let us know about any dietary requirements when you reply?'],
      requests: [
        'RSVP by 15 January through the form on the wedding website',
        'mention any dietary requirements',
      ],
      deadlines: [{ text: 'by 15 January', date: '2027-01-15' }],
      review: false,
      priority: 'Medium',
      summary:
        'Priya and Tom will be married on Saturday 12 June 2027 at Trevenna Barn in Cornwall; please RSVP by 15 January via their wedding website and mention any dietary requirements.',
    },
  },
  {
    id: 'personal-03',
    kind: 'personal',
    split: 'heldout',
    from: 'Leo Brandt <leo.brandt@icloud.com>',
    subject: 'Dinner to christen the kitchen?',
    date: 'Tue, 17 Nov 2026 21:15:00 +0000',
    body: `Hey both!

Good news: the kitchen is FINALLY done. Eleven weeks of builders, dust and microwave dinners and it's over. Nadia and I want to celebrate by cooking you a proper meal in it.

Are you free on Saturday 28 November for dinner at ours, around 7:30? I'm thinking slow-roast lamb, but I can do a veggie option if that's easier. Any allergies or no-go foods I should know about these days? Should I invite the Kowalskis too, or would you rather keep it just the four of us?

No need to bring anything except yourselves (ok, maybe a bottle if you insist 😄).

Leo`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Are you free on Saturday 28 November for dinner at ours, around 7:30?',
        'Any allergies or no-go foods I should know about these days?',
        'Should I invite the Kowalskis too, or would you rather keep it just the four of us?',
      ],
      requests: [
        'say whether you are free for dinner on Saturday 28 November',
        'mention any allergies or foods to avoid',
        'say whether to invite the Kowalskis',
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Leo and Nadia's kitchen is finished and they invite you to dinner at theirs on Saturday 28 November around 7:30; Leo asks about allergies and whether to invite the Kowalskis.",
    },
  },
  {
    id: 'personal-04',
    kind: 'personal',
    split: 'tune',
    from: 'Peter Haines <peter.haines52@yahoo.com>',
    subject: 'News from Harrogate',
    date: 'Mon, 16 Nov 2026 18:05:00 +0000',
    body: `Hi Tom,

A quick update from here, as I know you have been waiting to hear how things went.

Grandad's hip operation on Thursday went well. The surgeon was pleased with it, and he was up on a frame the next morning complaining about the hospital tea, which we are all taking as a good sign. He should be home in a week or two, and your aunt Carol will stay with him for the first fortnight.

In other news, your cousin Anna had her baby on Saturday morning: a little girl, Rosie, 3.4 kg, and both of them are doing well. Anna says she will send photos round once she has had some sleep.

The garden fence finally came down in last week's wind, so that is my weekend sorted.

All the best, and love to Jess,
Uncle Pete`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'personal',
      questions: [],
      requests: [],
      deadlines: [],
      review: false,
      priority: 'Low',
      summary:
        "Grandad's hip operation went well and he should be home in a week or two; cousin Anna had a baby girl, Rosie, on Saturday and both are doing well.",
    },
  },
  {
    id: 'personal-05',
    kind: 'personal',
    split: 'tune',
    from: 'Sophie Lin <sophielin@proton.me>',
    subject: 'Re: long time no speak!',
    date: 'Sat, 14 Nov 2026 10:32:00 +0000',
    body: `Omg, hello stranger!! So good to hear from you, I've been meaning to write for months and life just kept happening.

Right, I need all the news. How's the new job treating you? Are they still making you do the 7am stand-ups? Did you ever end up adopting that greyhound from the rescue place? And are you still coming to Lisbon in the spring? I've already told Marta you are 😅

Things here are good. I've finally finished my pottery course (I now own eleven slightly wonky mugs) and we're off to see Dad in Penang for Christmas.

Write back when you get a chance, no rush!

Sophie xx

On Thu, 12 Nov 2026 at 20:47, Alex Mercer <alex.mercer@gmail.com> wrote:
> Sophie! It's been far too long. I was clearing out my inbox, found your
> photos from Porto and felt terrible that we haven't talked since the summer.
> Send me all your news.
> Alex`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        "How's the new job treating you?",
        'Are they still making you do the 7am stand-ups?',
        'Did you ever end up adopting that greyhound from the rescue place?',
        'And are you still coming to Lisbon in the spring?',
      ],
      requests: ['write back with your news'],
      deadlines: [],
      review: true,
      priority: 'Medium',
      summary:
        "Sophie is delighted to hear from you and wants all the news: the new job, the greyhound, and whether you're still coming to Lisbon in the spring. Write back when you can, no rush.",
    },
  },
  {
    id: 'personal-06',
    kind: 'personal',
    split: 'heldout',
    from: 'Graham Petty <graham.petty@btinternet.com>',
    subject: 'A favour while we are away',
    date: 'Tue, 17 Nov 2026 08:10:00 +0000',
    body: `Hi Sam,

Sorry to bother you with this. Linda and I are going up to her sister's in Inverness from Monday 23 November to Friday 27 November, and our usual cat-sitter has just let us know she can't do it.

Would you be able to pop in and feed Biscuit morning and evening while we're away? It's just a pouch of food and a fresh bowl of water, and a quick check that he hasn't brought anything unpleasant in through the cat flap. If so, could you let me know by Friday so I can drop the spare key round at the weekend?

Completely understand if it's not possible, we'll find another way.

Thanks very much,
Graham (number 14)`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'personal',
      questions: [
        "Would you be able to pop in and feed Biscuit morning and evening while we're away?",
        'If so, could you let me know by Friday so I can drop the spare key round at the weekend?',
      ],
      requests: [
        'feed Biscuit morning and evening from 23 to 27 November',
        'let Graham know by Friday',
      ],
      deadlines: [{ text: 'by Friday', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary:
        'Neighbour Graham asks if you can feed his cat Biscuit morning and evening while he is away from 23 to 27 November, and to let him know by Friday so he can drop the key round.',
    },
  },
  {
    id: 'personal-07',
    kind: 'personal',
    split: 'tune',
    from: 'Rachel Okafor <rachel.okafor@gmail.com>',
    subject: "Christmas at Mum's 🎄",
    date: 'Wed, 18 Nov 2026 07:48:00 +0000',
    body: `Hiya!

It's official: Christmas is at Mum and Dad's this year, from Christmas Eve through to Boxing Day. Mum's already gone full elf and ordered a tree the size of a small house.

A few bits of admin:
- Mum needs final numbers by Friday 4 December for the turkey order, so can you confirm whether you're staying all three days or just coming for Christmas Day?
- Secret Santa is back, £25 limit. I drew the names last night and you've got Dad (good luck, he says he wants "nothing").
- Could you bring your trifle again? It's the only dessert anyone actually finished last year.

Auntie Grace and the twins are coming on Boxing Day, so it'll be a proper full house. Can't wait to see you all!

Rach xx`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        "Mum needs final numbers by Friday 4 December for the turkey order, so can you confirm whether you're staying all three days or just coming for Christmas Day?",
        'Could you bring your trifle again?',
      ],
      requests: [
        'confirm by Friday 4 December whether you are staying all three days or just Christmas Day',
        'buy a Secret Santa present for Dad (£25 limit)',
        'bring the trifle',
      ],
      deadlines: [{ text: 'by Friday 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        "Christmas is at Mum and Dad's from Christmas Eve to Boxing Day: confirm by Friday 4 December which days you're staying, bring your trifle, and you've got Dad for Secret Santa (£25 limit).",
    },
  },
  {
    id: 'personal-08',
    kind: 'personal',
    split: 'tune',
    from: 'Kezia Marr <kezia.marr@yahoo.com>',
    subject: 'CONGRATULATIONS!!!',
    date: 'Mon, 16 Nov 2026 13:27:00 +0000',
    body: `Oh my goodness, Dani!!! Ben just told me the news and I actually squealed in the middle of Tesco. A baby girl! And Ivy is the most perfect name, I'm already obsessed with her.

Huge congratulations to you both. I hope you're all resting and being properly looked after, and that Ben's doing all the night feeds 😉 Please don't even think about replying properly, I know you've got your hands full.

I've got a little parcel of bits for her (and a very large box of brownies for you). When would be a good time for me to drop them round? I'll stay for ten minutes max, promise.

So so happy for you. Love you lots.

Kez xxx`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['When would be a good time for me to drop them round?'],
      requests: ['say when would be a good time for Kez to drop round'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Kez sends huge congratulations on baby Ivy's arrival and asks when would be a good time to drop round a parcel for the baby and some brownies.",
    },
  },
  {
    id: 'personal-09',
    kind: 'personal',
    split: 'heldout',
    from: 'Eleanor Whitcombe <eleanor.whitcombe@outlook.com>',
    subject: 'With deepest sympathy',
    date: 'Sun, 15 Nov 2026 16:40:00 +0000',
    body: `Dear Margaret,

I was so very sorry to hear from Jean that Harold passed away last week. I know how much the two of you meant to each other, and I cannot begin to imagine how quiet the house must feel without him.

Harold was one of the kindest people I have known. I will always remember the summer he spent rebuilding our garden wall with David, refusing any payment except a slice of my lemon cake, and the way he waved from his front garden every single morning without fail.

Please do not feel that you need to reply to this. I simply wanted you to know that we are thinking of you, and that if there is anything at all I can do, whether it is shopping, a lift to appointments or simply some company over a cup of tea, I am only a phone call away.

With love and deepest sympathy,
Eleanor`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'formal',
      relationship: 'personal',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'Low',
      summary:
        "Eleanor sends her deepest sympathy on Harold's death, shares fond memories of him, and offers help with shopping, lifts or company; no reply is needed.",
    },
  },
  {
    id: 'personal-10',
    kind: 'personal',
    split: 'heldout',
    from: 'Hannah Moss <hannahmoss.reads@gmail.com>',
    subject: 'Re: Book club picks for the new year',
    date: 'Tue, 17 Nov 2026 12:55:00 +0000',
    body: `Hi all,

Just a gentle nudge on the email below, as I've only had picks from four of you so far. Could the rest of you send me your suggestion for the January to March books by Tuesday 24 November? I'd like to put the vote out before our December meeting.

A reminder that December's meeting is at Ruth's (22 Alder Road) on Thursday 3 December at 7.30, and we're discussing The Lighthouse Keeper's Daughter. Ruth is doing mulled wine. Is anyone able to bring something savoury?

Thanks, and happy reading,
Hannah

On Mon, 2 Nov 2026 at 09:14, Hannah Moss <hannahmoss.reads@gmail.com> wrote:
> Hi all,
> Time to plan the new year! Please send me one book you'd like us to read
> between January and March, ideally under 400 pages and available from the
> library. I'll put together a shortlist and we can vote.
> Hannah`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'personal',
      questions: [
        'Could the rest of you send me your suggestion for the January to March books by Tuesday 24 November?',
        'Is anyone able to bring something savoury?',
      ],
      requests: [
        'send a book suggestion for January to March by Tuesday 24 November',
        'bring something savoury to the December meeting',
      ],
      deadlines: [{ text: 'by Tuesday 24 November', date: '2026-11-24' }],
      review: false,
      priority: 'Medium',
      summary:
        "Hannah is chasing book picks for January to March: send yours by Tuesday 24 November. December's meeting is at Ruth's on Thursday 3 December at 7.30; can anyone bring something savoury?",
    },
  },
  {
    id: 'personal-11',
    kind: 'personal',
    split: 'tune',
    from: 'Dev Kapoor <devkapoor.home@gmail.com>',
    subject: 'Sorry for going quiet... we got the house!',
    date: 'Sun, 15 Nov 2026 20:18:00 +0000',
    body: `Hi Marcus,

Apologies for vanishing off the face of the earth for the last couple of months, and for missing your birthday drinks. I owe you a pint (several, probably).

The reason: we finally got the house! After two collapsed chains and one seller who changed her mind the night before exchange, we picked up the keys to 9 Fenwick Street on Friday. Ella cried in the hallway, I cried in the garden, and the dog had a lovely time with both of us.

It needs a fair bit of work (the bathroom is a very brave shade of avocado), but it's ours. We'll do a proper housewarming once the boxes are gone, probably in the new year.

No need to reply, I just didn't want you thinking I'd dropped you for no reason.

Cheers,
Dev`,
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
      summary:
        'Dev apologises for going quiet and missing your birthday drinks: he and Ella finally got the keys to their house at 9 Fenwick Street on Friday, and plan a housewarming in the new year. No need to reply.',
    },
  },
  {
    id: 'personal-12',
    kind: 'personal',
    split: 'tune',
    from: 'Beth Saunders <bethsaunders@hotmail.co.uk>',
    subject: "Dad's 70th: the present",
    date: 'Mon, 16 Nov 2026 19:37:00 +0000',
    body: `Hi Tom,

Right, decision made on Dad's present. Me, you and Caz are going halves (well, thirds) on a day at Silverstone driving a proper racing car. He's talked about it since we were kids, so I'm fairly sure it'll go down well. It's £390 all in, so £130 each.

I need your share by 30 November, as that's when the voucher offer ends. Bank transfer is easiest: B Saunders, sort code 20-44-91, account 31187702, reference DAD70.

Also, do you want your name on the card as "Tom & Jess" or just "Tom"? And can you ask Jess if she'll do her calligraphy on it again? Last year's looked amazing.

Caz has already paid, the show-off.

Beth x`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Also, do you want your name on the card as "Tom & Jess" or just "Tom"?',
        "And can you ask Jess if she'll do her calligraphy on it again?",
      ],
      requests: [
        "transfer your £130 share of Dad's present by 30 November",
        'say how your name should go on the card',
        'ask Jess to do the calligraphy on the card',
      ],
      deadlines: [{ text: 'by 30 November', date: '2026-11-30' }],
      review: false,
      priority: 'Medium',
      summary:
        "Beth has booked a Silverstone racing day for Dad's 70th, split three ways: send your £130 share by 30 November, say how your name goes on the card, and ask Jess to do the calligraphy.",
    },
  },
  {
    id: 'personal-13',
    kind: 'personal',
    split: 'heldout',
    from: 'Geoffrey Aldous <g.aldous@talktalk.net>',
    subject: 'The hedge between our gardens',
    date: 'Sat, 14 Nov 2026 11:05:00 +0000',
    body: `Dear Mr and Mrs Osei,

I am writing about the leylandii hedge along the boundary between our gardens. I have put off raising it for some time, but I am afraid it can no longer wait.

The hedge is now well over four metres high. Since October it has blocked almost all of the afternoon light to our kitchen and back bedroom, and its roots have begun to lift the paving beside our shed. My wife is recovering from an operation and spends most of her day in that kitchen, so this is not a minor matter for us.

I would appreciate it if the hedge could be cut back to two metres before the end of the month. I am happy to share the cost of a tree surgeon and can recommend one we have used before.

I would much prefer to settle this between neighbours, but if nothing is done I shall have no choice but to make a high hedge complaint to the council.

Yours sincerely,
Geoffrey Aldous
(number 23)`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'formal',
      relationship: 'personal',
      questions: [],
      requests: ['cut the leylandii hedge back to two metres before the end of the month'],
      deadlines: [{ text: 'before the end of the month', date: '2026-11-30' }],
      review: true,
      priority: 'Medium',
      summary:
        'Neighbour Geoffrey Aldous complains that the leylandii hedge blocks light and lifts his paving, asks for it to be cut back to two metres before the end of the month, and will complain to the council otherwise.',
    },
  },
  {
    id: 'personal-14',
    kind: 'personal',
    split: 'tune',
    from: 'Fiona MacLeod <fi.macleod@gmail.com>',
    subject: 'Edinburgh life + dinner in December?',
    date: 'Fri, 13 Nov 2026 22:41:00 +0000',
    body: `Hey Jonno,

It's been ages, so brace yourself for an essay.

Edinburgh is treating us well. The flat is tiny but we can see Arthur's Seat from the bathroom window, which I maintain is the best view in the city. Callum's started at the vet practice in Leith and comes home every night with a new story about someone's ferret. I've gone freelance (gulp!) and so far it's mostly museum exhibition graphics, which I love, plus one very strange job designing labels for a gin made with seaweed.

I've also joined a hill-walking club, which I know you'll find hilarious given how much I moaned on that Snowdon trip in second year. Nine Munros done. NINE.

Anyway, the real reason I'm writing: I'm down in London for a client meeting on Thursday 3 December and staying over. Are you free for dinner that evening? I was thinking the Lebanese place near King's Cross we went to after Mo's wedding, around 7. If that's no good, I could also do breakfast on the Friday before my train.

Let me know either way, it'd be so good to see you!

Fi x`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: ['Are you free for dinner that evening?'],
      requests: ['say whether you are free for dinner on Thursday 3 December, or breakfast on the Friday'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Fi shares her Edinburgh news and, as she's in London on Thursday 3 December, asks if you're free for dinner that evening near King's Cross around 7, or breakfast on the Friday.",
    },
  },
  {
    id: 'personal-15',
    kind: 'personal',
    split: 'heldout',
    from: 'Owen Pryce <owen.pryce@gmail.com>',
    subject: 'Re: Cottage for New Year',
    date: 'Wed, 18 Nov 2026 07:35:00 +0000',
    body: `Morning Sarah and Dan,

Just checking you saw my message below, as I haven't heard back from you two yet. Everyone else is in and has paid.

The owner is only holding the cottage for us a little longer before she offers it to the next people on her list, so I need a yes or no from you by tomorrow lunchtime. If you're in, your share of the deposit is £145 each. If you're out, no hard feelings at all, I'll just reshuffle the rooms.

So, are you two in?

Owen

On Sat, 7 Nov 2026 at 10:03, Owen Pryce <owen.pryce@gmail.com> wrote:
> Hi all,
> I've found a cottage near Keswick that sleeps ten, four nights from
> 30 December. It works out at £145 each for the deposit. Let me know if
> you're in and I'll send the bank details.
> Owen`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: ['So, are you two in?'],
      requests: [
        'say yes or no to the New Year cottage by tomorrow lunchtime',
        'pay the £145 deposit share each if coming',
      ],
      deadlines: [{ text: 'by tomorrow lunchtime', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary:
        "Owen is checking you saw his message about the New Year cottage near Keswick: everyone else has paid, and he needs a yes or no by tomorrow lunchtime; the deposit is £145 each.",
    },
  },
  {
    id: 'personal-16',
    kind: 'personal',
    split: 'tune',
    from: 'Alasdair Finch <a.finch@finchandrowe-solicitors.co.uk>',
    subject: 'Ms Harriet Quayle: appointment as executor',
    date: 'Mon, 16 Nov 2026 11:15:00 +0000',
    body: `Dear Mr Lindqvist,

I act for Ms Harriet Quayle of 3 Orchard Row, Malton, who has instructed this firm to prepare a new will on her behalf. Ms Quayle has asked me to contact you, as she wishes to appoint you as one of the two executors of her estate, alongside her brother, Mr Simon Quayle.

I should explain that the role of executor carries legal responsibilities, including collecting the assets of the estate, paying any debts and taxes, and distributing the remaining estate in accordance with the will. Executors may instruct solicitors to carry out this work on their behalf, and the reasonable costs of doing so are met from the estate.

Ms Quayle would be grateful to know whether you are willing to act. I enclose a short consent form, which I should be obliged if you would sign and return to this office by 4 December, so that the will can be finalised before Ms Quayle travels abroad in the new year.

Should you wish to discuss the role before deciding, I would be happy to speak with you by telephone.

Yours sincerely,

Alasdair Finch
Partner
Finch & Rowe Solicitors
14 Market Place, Malton YO17 7LX`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: [
        "say whether you are willing to act as an executor of Ms Quayle's will",
        'sign and return the consent form by 4 December',
      ],
      deadlines: [{ text: 'by 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary:
        'Solicitor Alasdair Finch writes for Harriet Quayle, who wishes to appoint you as an executor of her will; if you are willing to act, sign and return the enclosed consent form by 4 December.',
    },
  },
  {
    id: 'personal-17',
    kind: 'personal',
    split: 'heldout',
    from: 'Tasha Greenberg <tasha.g@fastmail.com>',
    subject: 'the tent...',
    date: 'Tue, 17 Nov 2026 19:52:00 +0000',
    body: `Hey Ollie,

Hope the new flat's coming together!

Did you see my message a couple of weeks ago about the tent? You borrowed it for Green Man in August and I think it's still living in your hallway 😅 No judgement, I'd completely forgotten about it too until Marco booked us a weekend in the Brecons.

We're driving down early Saturday morning, so I'd need it back by Friday evening at the latest, along with the little bag of pegs if you can find it. I can swing by yours after work on Thursday if that's easier than you dropping it round?

Ta muchly,
Tash x`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'Did you see my message a couple of weeks ago about the tent?',
        "I can swing by yours after work on Thursday if that's easier than you dropping it round?",
      ],
      requests: [
        'return the tent and the bag of pegs by Friday evening',
        'say whether Tash should collect it after work on Thursday',
      ],
      deadlines: [{ text: 'by Friday evening', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary:
        'Tash is checking you saw her message about the tent you borrowed in August: she needs it and the pegs back by Friday evening for a weekend away, and offers to collect it after work on Thursday.',
    },
  },
  {
    id: 'personal-18',
    kind: 'personal',
    split: 'tune',
    from: 'Joanna Birch <jo.birch@gmail.com>',
    subject: 'Dad: update from the hospital',
    date: 'Sun, 15 Nov 2026 22:06:00 +0000',
    body: `Hi Matt,

I didn't want to ring this late, so an email will have to do.

Dad had a fall in the garden this afternoon and has broken his wrist. A neighbour heard him shouting and called an ambulance, and he's been kept in at the Royal Berkshire overnight because they want to check he didn't bang his head as well. The scan came back clear and the doctors aren't worried, but he's shaken up and cross with himself, as you can imagine.

He'll be in plaster for six weeks, which means no driving and no gardening (you can guess which one he's more upset about). I'm going to stay with him for a few days once he's home, and I'll sort out his shopping and lifts to the fracture clinic.

There's honestly nothing you need to do at the moment. I'll let you know when he's discharged.

Love,
Jo`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'personal',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'Low',
      summary:
        "Dad fell in the garden and broke his wrist; he's being kept in at the Royal Berkshire overnight, the scan was clear, and Jo will stay with him once he's home. Nothing to do for now.",
    },
  },
  {
    id: 'personal-19',
    kind: 'personal',
    split: 'tune',
    from: 'Ruby Fairweather <ruby.fairweather@hotmail.com>',
    subject: "I've signed up for a Santa Dash (send help)",
    date: 'Sat, 14 Nov 2026 09:48:00 +0000',
    body: `Hiya Aunty Lorraine!

Big news: I'm running 5K dressed as Father Christmas! Kemi, Dad and I have signed up for the Santa Dash in Victoria Park on Sunday 6 December, all in aid of the hospice that looked after Grandma last spring. They were so wonderful with her and with all of us, so this feels like a small way to say thank you.

We're trying to raise £600 between us and we're on £245 so far. If you can spare anything at all, the link is justgiving.com/team/santadash-fairweathers. Every pound really does help, and even a fiver would make Dad very smug on the start line 😂

Dad's been "training" by walking to the paper shop, so wish us luck!

Love you loads,
Ruby xx`,
    expected: {
      intent: 'request',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [],
      requests: ['sponsor the team on their JustGiving page'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Ruby, Kemi and their dad are running the Santa Dash in Victoria Park on Sunday 6 December for the hospice that cared for Grandma, and ask you to sponsor them on their JustGiving page.',
    },
  },
  {
    id: 'personal-20',
    kind: 'personal',
    split: 'heldout',
    from: 'Bridget Nolan <bridget.nolan@eircom.net>',
    subject: 'Introducing Cian (and an old friend, Dorothy)',
    date: 'Mon, 16 Nov 2026 17:22:00 +0000',
    body: `Dear Dorothy and Cian,

I am so pleased to finally put the two of you in touch; I have been meaning to for weeks.

Dorothy, Cian is my sister Aoife's youngest. He has just moved to Glasgow to start a PhD in marine biology at the university, and he knows barely a soul in the city. He is a lovely lad, a very good cook, and far better company than his mother would have you believe.

Cian, Dorothy and I taught together at St Columba's for almost twenty years before she retired to Glasgow. She has lived in the West End for a long time, sings in a choir, walks miles every weekend, and knows every good café and bookshop for a mile in every direction. She was the first person I thought of when I heard where you were going.

Would the two of you like to meet for a coffee once Cian has settled in? There is no pressure on either side, of course; I simply think you would get on.

With love to you both,
Bridget`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'positive',
      formality: 'formal',
      relationship: 'personal',
      questions: ['Would the two of you like to meet for a coffee once Cian has settled in?'],
      requests: ['meet each other for a coffee once Cian has settled in'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Bridget introduces her nephew Cian, who has just moved to Glasgow for a marine biology PhD, to her old teaching friend Dorothy, and suggests they meet for a coffee once he has settled in.',
    },
  },
  {
    id: 'personal-21',
    kind: 'personal',
    split: 'tune',
    from: 'Nico Albanese <nico.albanese@gmail.com>',
    subject: 'Re: Porto weekend',
    date: 'Tue, 17 Nov 2026 13:40:00 +0000',
    body: `Hi Kate,

I've thought about how to write this for a couple of days, so I'll just say it.

I'm honestly pretty disappointed about Porto. We booked the apartment together back in September, you pulled out on Thursday with two days' notice, and by then it was non-refundable. Ben and I went anyway, but we ended up covering your share between us on top of ours, which stung, especially in the same month as Ben's car repairs.

I know work has been full on for you and I'm not trying to start a row. But I do think it's fair that you pay your share of the apartment: it was €420 between the three of us, so €140. Could you transfer it by the end of the month? Same account details as when we split the festival tickets.

I'd rather we sorted this out and moved on. We've been friends too long to fall out over a flat in Porto.

Nico

On Thu, 12 Nov 2026 at 18:02, Kate Marsh <kate.marsh@outlook.com> wrote:
> Nico, I'm so sorry, I can't make Porto this weekend. Work has blown up and
> I'm stuck in the office all weekend. Have an amazing time, I'll make it up
> to you.
> Kate`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'personal',
      questions: ['Could you transfer it by the end of the month?'],
      requests: ['transfer €140 for your share of the Porto apartment by the end of the month'],
      deadlines: [{ text: 'by the end of the month', date: '2026-11-30' }],
      review: true,
      priority: 'Medium',
      summary:
        "Nico is disappointed that you pulled out of the Porto weekend at two days' notice once the apartment was non-refundable, and asks you to transfer your €140 share by the end of the month.",
    },
  },
];
