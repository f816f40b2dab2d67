import type { EvalEmail } from '../types';

export const RECRUITING_EMAILS: EvalEmail[] = [
  {
    id: 'recruiting-01',
    kind: 'recruiting',
    split: 'tune',
    from: 'Tomasz Wierzbicki <tomasz.w@northlighttalent.com>',
    subject: 'Staff Platform Engineer role at a climate-tech scale-up',
    date: 'Mon, 16 Nov 2026 10:42:00 +0000',
    body: `Hi Alex,

My name is Tomasz and I'm a technical recruiter at Northlight Talent. I came across your talk on multi-region Postgres failover from last spring and thought you might be a strong fit for a role I'm working on.

The client is a Series C climate-tech company (around 180 people) building software that balances grid storage across Europe. They're hiring a Staff Platform Engineer to own their Kubernetes and database infrastructure. It's remote-first within CET +/- 2 hours, the base range is EUR 140-165k plus equity, and the team is small and very senior.

I know you're probably not actively looking, so no pressure at all. Would you be open to a 20-minute call to hear a bit more? If the timing isn't right, I'd also be grateful to know what kind of role would tempt you in the future.

Best,
Tomasz

--
Tomasz Wierzbicki
Senior Technical Recruiter, Northlight Talent
+48 22 555 0143 | northlighttalent.com`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would you be open to a 20-minute call to hear a bit more?'],
      requests: ['agree to a 20-minute call', 'share what kind of role would interest you'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Tomasz, a recruiter at Northlight Talent, introduces a remote Staff Platform Engineer role at a climate-tech scale-up and asks if you would be open to a 20-minute call.',
    },
  },
  {
    id: 'recruiting-02',
    kind: 'recruiting',
    split: 'tune',
    from: 'Hannah Okafor <hannah.okafor@brightwell.io>',
    subject: 'Next step: technical interview with the Payments team',
    date: 'Tue, 17 Nov 2026 15:20:00 +0000',
    body: `Hi Jordan,

Thanks again for your time with Mei last week. The team enjoyed the conversation and we'd like to invite you to the technical interview, which is 90 minutes over video with two engineers from the Payments team.

Here are the slots we can offer (all times GMT):

- Wednesday 25 November, 10:00-11:30
- Thursday 26 November, 14:00-15:30
- Monday 30 November, 09:30-11:00

Which of these slots works best for you? Please let me know by Monday 23 November so I can lock in the interviewers' calendars. Once you pick a time I'll send a calendar invite with the video link and a short note on the format.

Thanks,
Hannah

Hannah Okafor | Talent Partner | Brightwell`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Which of these slots works best for you?'],
      requests: ['choose an interview slot'],
      deadlines: [{ text: 'by Monday 23 November', date: '2026-11-23' }],
      review: false,
      priority: 'Medium',
      summary: 'Brightwell invites you to a 90-minute technical interview with the Payments team and asks which of three slots works best, by Monday 23 November.',
    },
  },
  {
    id: 'recruiting-03',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Rafael Quintero <rafael@loomcraft.dev>',
    subject: 'Congrats! Your take-home assignment',
    date: 'Tue, 17 Nov 2026 17:05:00 +0000',
    body: `Hi Sana,

Congratulations on getting through to the next stage! Everyone you spoke with on Friday was really impressed, and we're excited to see how you approach a real problem.

I've just invited you to a private GitHub repository called loomcraft-takehome-sana. The README explains the task: a small service that ingests webhook events and exposes a summary endpoint. It should take around three to four hours, and please don't spend much more than that. We care more about your reasoning than polish.

Please push your solution and a short write-up of your trade-offs no later than Friday, November 20 at 18:00 your local time. Could you confirm you've received the repository invite? If the deadline clashes with something, just tell me and we'll find a way.

Good luck, and have fun with it!

Rafael
Engineering Manager, Loomcraft`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: ["Could you confirm you've received the repository invite?"],
      requests: ['complete the take-home assignment and push the solution with a write-up', 'confirm receipt of the repository invite'],
      deadlines: [{ text: 'no later than Friday, November 20', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Loomcraft congratulates you on reaching the next stage; push your take-home solution and a short write-up no later than Friday, November 20, and confirm you received the repository invite.',
    },
  },
  {
    id: 'recruiting-04',
    kind: 'recruiting',
    split: 'tune',
    from: 'Margaret Ellison <m.ellison@hartwoodgroup.com>',
    subject: 'Offer of Employment - Senior Financial Analyst',
    date: 'Mon, 16 Nov 2026 09:30:00 +0000',
    body: `Dear Priya,

On behalf of Hartwood Group, I am delighted to offer you the position of Senior Financial Analyst in our London office. The panel was unanimous in its recommendation, and we are very much looking forward to welcoming you to the team.

Your formal offer letter is attached. In summary, it sets out a base salary of GBP 78,000 per annum, an annual discretionary bonus of up to 15%, 28 days of annual leave, and a proposed start date of Monday, 11 January 2027.

The offer is conditional upon satisfactory references and confirmation of your right to work in the United Kingdom. You will also be eligible for our contributory pension scheme, private medical insurance for you and your dependants, and the hybrid working arrangement we discussed at interview, with a minimum of three days per week in the office. Your line manager will be Jonathan Reyes, Director of Financial Planning and Analysis, who will be in touch separately to arrange an informal introduction with the wider team.

To accept, please sign the offer letter and return it to me, together with the completed new starter form. This offer expires on 4 December, after which we will assume that you do not wish to proceed.

Should you have any questions about the terms, please do not hesitate to contact me directly.

Kind regards,

Margaret Ellison
Head of People
Hartwood Group plc
12 Moorgate, London EC2R 6DA`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['sign and return the offer letter', 'complete the new starter form'],
      deadlines: [{ text: 'expires on 4 December', date: '2026-12-04' }],
      review: false,
      priority: 'Medium',
      summary: 'Hartwood Group offers you the Senior Financial Analyst role (GBP 78,000, start 11 January 2027); sign and return the offer letter and new starter form before it expires on 4 December.',
    },
  },
  {
    id: 'recruiting-05',
    kind: 'recruiting',
    split: 'tune',
    from: 'Ashby Medical Recruitment <careers@ashbymedical.co.uk>',
    subject: 'Your application for Clinical Data Manager (Ref. CDM-2291)',
    date: 'Fri, 13 Nov 2026 16:48:00 +0000',
    body: `Dear Mr Brennan,

Thank you for your interest in the Clinical Data Manager position and for the time you invested in the interview process with us.

After careful consideration, we regret to inform you that we will not be progressing your application further. We received a large number of applications from highly qualified candidates, and on this occasion the panel has decided to proceed with a candidate whose experience more closely matches the requirements of the role.

We appreciate that this is disappointing news. With your permission, we will retain your details on file for twelve months and may contact you should a suitable vacancy arise.

We wish you every success in your career.

Yours sincerely,

Recruitment Team
Ashby Medical Recruitment`,
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
      summary: 'Ashby Medical Recruitment will not be progressing your application for the Clinical Data Manager position; they will keep your details on file for twelve months.',
    },
  },
  {
    id: 'recruiting-06',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Deb Lindqvist <deb.lindqvist@gmail.com>',
    subject: 'Intro: Marcus <> Leah (design lead role)',
    date: 'Tue, 17 Nov 2026 20:31:00 +0000',
    body: `Hey Marcus, hey Leah!

Doing a quick intro here because I think you two should know each other.

Marcus, Leah and I worked together at Fieldnote for four years. She led the redesign of our whole onboarding flow and basically doubled activation. She's brilliant with research-heavy product problems and she's just started looking for her next thing.

Leah, Marcus is the VP of Product at Tidepool Health. He mentioned over drinks that he's hiring a design lead for their patient app, and honestly you were the first person I thought of.

I'll let you two take it from here! Would you both be up for a quick chat sometime in the next couple of weeks? I've cc'd you each on this so you can reply-all or take it offline, whatever's easiest.

Cheers,
Deb`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Would you both be up for a quick chat sometime in the next couple of weeks?'],
      requests: ['connect with each other about the design lead role'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Deb introduces Leah, a designer she worked with at Fieldnote, to Marcus, VP of Product at Tidepool Health, who is hiring a design lead, and suggests they have a quick chat.",
    },
  },
  {
    id: 'recruiting-07',
    kind: 'recruiting',
    split: 'tune',
    from: 'Wei Chen <weichen.dev@outlook.com>',
    subject: 'Re: Application - Backend Engineer (Req 4471)',
    date: 'Mon, 16 Nov 2026 13:14:00 +0000',
    body: `Hi Olivia,

I hope you're well. I'm following up on my application for the Backend Engineer position. When we last spoke you mentioned the hiring team would be in touch within two weeks, and I haven't heard anything since.

I'm still very interested in the role, particularly the work on the event-sourcing migration you described. Could you let me know where things stand? Is there anything else you need from me, such as references or code samples?

Thanks very much for your help.

Best regards,
Wei Chen

On Wed, 28 Oct 2026 at 11:02, Olivia Marsh <olivia.marsh@cobaltline.com> wrote:
> Hi Wei,
>
> Thanks for a great first conversation earlier. I've passed your details to
> the hiring manager and you should hear from us within two weeks about next
> steps.
>
> Olivia`,
    expected: {
      intent: 'followUp',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Could you let me know where things stand?',
        'Is there anything else you need from me, such as references or code samples?',
      ],
      requests: ['give an update on the application status'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Wei Chen is following up on his Backend Engineer application, having heard nothing since the 28 October call, and asks where things stand and whether anything else is needed.",
    },
  },
  {
    id: 'recruiting-08',
    kind: 'recruiting',
    split: 'tune',
    from: 'Catherine Doyle <cdoyle@meridianpartners.com>',
    subject: 'Reference request for Daniel Osei',
    date: 'Wed, 18 Nov 2026 08:05:00 +0000',
    body: `Dear Mr Halvorsen,

Daniel Osei has applied for the position of Operations Director at Meridian Partners and has named you as a referee. I would be grateful if you could spare a few minutes to share your views on his work. Your answers will be treated in confidence.

1. How long did you work with Daniel, and in what capacity?
2. What would you describe as his main strengths?
3. Are there any areas in which he could develop further?
4. Would you employ him again if the opportunity arose?

You may reply to this email in writing or, if you prefer, propose a time for a short telephone conversation. We would appreciate your response by Tuesday, 24 November, as we hope to make a final decision shortly afterwards.

Thank you in advance for your assistance.

Kind regards,

Catherine Doyle
HR Manager, Meridian Partners`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'How long did you work with Daniel, and in what capacity?',
        'What would you describe as his main strengths?',
        'Are there any areas in which he could develop further?',
        'Would you employ him again if the opportunity arose?',
      ],
      requests: ['provide a reference for Daniel Osei'],
      deadlines: [{ text: 'by Tuesday, 24 November', date: '2026-11-24' }],
      review: true,
      priority: 'Medium',
      summary: 'Meridian Partners asks you to give a reference for Daniel Osei, who applied for Operations Director, answering four questions by Tuesday, 24 November.',
    },
  },
  {
    id: 'recruiting-09',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Priyanka Nair <onboarding@vantagelogistics.com>',
    subject: 'Reminder: background check consent form overdue',
    date: 'Wed, 18 Nov 2026 08:12:00 +0000',
    body: `Hi Samuel,

This is a second reminder about your background check consent form. It was due on Monday, November 16, and we still haven't received it.

We can't start the background screening without your signed consent, and the screening usually takes five to seven business days. If it isn't underway this week, your start date of December 1 may need to move.

Please complete the form in the candidate portal by end of day today. It only takes about ten minutes, and you'll need your previous addresses for the last five years and a copy of your ID.

If you've had trouble logging in to the portal, reply to this email and I'll send a fresh link.

Thanks,
Priyanka Nair
Onboarding Coordinator, Vantage Logistics`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['complete the background check consent form in the candidate portal'],
      deadlines: [
        { text: 'was due on Monday, November 16', date: '2026-11-16' },
        { text: 'by end of day today', date: '2026-11-18' },
      ],
      review: true,
      priority: 'High',
      summary: 'Second reminder: your background check consent form was due on Monday, November 16; complete it in the candidate portal by end of day today or your December 1 start date may move.',
    },
  },
  {
    id: 'recruiting-10',
    kind: 'recruiting',
    split: 'tune',
    from: 'Jess Tanaka <jess@quarrylabs.com>',
    subject: 'Great meeting you at the career fair!',
    date: 'Sat, 14 Nov 2026 11:27:00 +0000',
    body: `Hey Mateo!

It was awesome chatting with you at the State U career fair on Thursday. Your robotics club project (the warehouse-sorting arm!) was honestly the best thing I saw all day.

Like I said at the booth, we'd love for you to apply to our Summer 2027 software internship. It's 12 weeks in Denver, paid, with housing help, and interns ship real features. Applications close on January 15, but we interview on a rolling basis, so earlier is better.

Here's the link: quarrylabs.com/careers/intern-2027

When you apply, put my name in the referral field so your application comes straight to me. And if you've got a GitHub with the arm code, drop that in too!

Hope finals go smoothly 🙌

Jess
Campus Recruiting @ Quarry Labs`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['apply to the Summer 2027 software internship', 'put Jess in the referral field', 'include your GitHub link'],
      deadlines: [{ text: 'close on January 15', date: '2027-01-15' }],
      review: false,
      priority: 'Medium',
      summary: "Jess from Quarry Labs enjoyed meeting you at the career fair and invites you to apply to the paid Summer 2027 software internship; applications close on January 15.",
    },
  },
  {
    id: 'recruiting-11',
    kind: 'recruiting',
    split: 'tune',
    from: 'Sabine Vogt <interviews@harbourline-robotics.com>',
    subject: 'Confirmed: your on-site interview on Tuesday 24 November',
    date: 'Mon, 16 Nov 2026 14:12:00 +0000',
    body: `Dear Ms Adeyemi,

Thank you for confirming your availability. I am writing to confirm the details of your on-site interview for the position of Controls Engineer at our Bristol office.

Date: Tuesday 24 November 2026
Time: 09:30 to 13:00
Location: Harbourline Robotics, Unit 7 Temple Quay, Bristol BS1 6DZ

The morning will consist of a 60-minute technical discussion with Dr Kenji Mori and Aleksandra Nowak, a 45-minute practical session in our test lab, and lunch with members of the team. Closed-toe shoes are required in the lab.

Please bring a form of photo ID, as it is needed to sign in at reception. Reasonable travel expenses will be reimbursed, and receipts can be submitted through the candidate portal after the interview.

If you require any adjustments for the day, do not hesitate to contact me directly.

Kind regards,

Sabine Vogt
Talent Acquisition Coordinator
Harbourline Robotics Ltd`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['bring photo ID to sign in at reception', 'wear closed-toe shoes for the lab session'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Harbourline Robotics confirms your on-site Controls Engineer interview on Tuesday 24 November, 09:30 to 13:00, at Temple Quay in Bristol; bring photo ID and wear closed-toe shoes for the lab.',
    },
  },
  {
    id: 'recruiting-12',
    kind: 'recruiting',
    split: 'tune',
    from: 'Lucía Fernández <lucia.fernandez.dev@gmail.com>',
    subject: 'Re: Offer - Senior Data Engineer',
    date: 'Tue, 17 Nov 2026 18:26:00 +0000',
    body: `Hi Greg,

I'm sorry to say that I've decided to decline the offer for the Senior Data Engineer role.

I've accepted a position that keeps me closer to my family in Valencia, and after a lot of thought over the weekend that outweighed everything else. It's no reflection on the team or the role, which is genuinely one of the most interesting I've come across this year, and everyone at Saltmarsh was open and generous throughout the process.

I know this isn't the answer you were hoping for after the time you've all invested, and I'd love to stay in touch.

Warm regards,
Lucía

On Fri, 13 Nov 2026 at 16:40, Greg Hollis <greg.hollis@saltmarsh.io> wrote:
> Hi Lucía,
> I'm delighted to share that we'd like to offer you the Senior Data Engineer
> role. The written offer is attached. Have a think over the weekend and let
> me know how you feel.
> Greg`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [],
      review: true,
      priority: 'Low',
      summary:
        'Lucía has decided to decline the Senior Data Engineer offer, having accepted a role closer to her family in Valencia; she says it is no reflection on the team and would like to stay in touch.',
    },
  },
  {
    id: 'recruiting-13',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Kwame Boateng <kwame@fablehouse.io>',
    subject: 'scorecards for the two frontend candidates',
    date: 'Tue, 17 Nov 2026 16:48:00 +0000',
    body: `Hey Lena, quick one.

Need your scorecards for both frontend candidates (Ruth Amsel and Tobi Okonjo) in Greenhouse by Thursday. The debrief's on Friday morning and I want everyone's notes in before we talk. Doesn't need to be an essay, a few lines per competency is fine.

Also, how did Tobi come across on the system design part? Sam thought he was a bit shaky on caching, but I'm not sure that's fair for a mid-level role.

Cheers,
Kwame`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Also, how did Tobi come across on the system design part?'],
      requests: [
        'submit scorecards for Ruth Amsel and Tobi Okonjo in Greenhouse by Thursday',
        "share your view of Tobi's system design interview",
      ],
      deadlines: [{ text: 'by Thursday', date: '2026-11-19' }],
      review: true,
      priority: 'High',
      summary:
        "Kwame needs your scorecards for both frontend candidates in Greenhouse by Thursday, before Friday's debrief, and asks how Tobi came across on system design.",
    },
  },
  {
    id: 'recruiting-14',
    kind: 'recruiting',
    split: 'tune',
    from: 'Dana Whitfield <dana.whitfield@corvidhealth.com>',
    subject: 'Sorry for the silence - good news on your application',
    date: 'Mon, 16 Nov 2026 12:09:00 +0000',
    body: `Hi Arjun,

Sorry it's taken me so long to get back to you after your final interview. Our hiring manager was off sick for most of last week and everything stalled.

The good news is worth the wait, I hope: the panel were unanimous, and we'll be offering you the Product Analyst role! I'm thrilled for you.

Our People team is putting together the formal offer now, including salary, benefits and the proposed start date, and it should reach you by email in the next couple of days. There's nothing you need to do in the meantime, and once it arrives I'll be on hand to talk anything through.

Congratulations again!

Dana Whitfield
Recruiting Lead, Corvid Health`,
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
        'Dana apologises for the delay after your final interview and brings good news: Corvid Health will be offering you the Product Analyst role, with the formal offer arriving by email in the next couple of days.',
    },
  },
  {
    id: 'recruiting-15',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Ngozi Eze <ngozi.eze@kcl.ac.uk>',
    subject: 'Introduction: PhD researcher interested in your computational biology team',
    date: 'Fri, 13 Nov 2026 09:47:00 +0000',
    body: `Dear Dr Lindahl,

My name is Ngozi Eze, and I am in the final year of a PhD in computational biology at King's College London, where my research focuses on single-cell models of immune ageing. I am writing because I have followed the work of your group at Vireo Therapeutics with great interest, in particular your recent preprint on transcriptomic signatures of T-cell exhaustion.

I expect to submit my thesis in February and am beginning to consider industry roles from the spring of 2027. Before applying for any position, I would value the chance to learn more about how your team works and what you look for in early-career scientists.

Would you be willing to speak with me for twenty minutes at some point in the coming weeks? I would be glad to work around your schedule, and I have attached my CV and a one-page research summary for reference.

Thank you for considering this request.

Yours sincerely,

Ngozi Eze
PhD Candidate, Department of Informatics
King's College London`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Would you be willing to speak with me for twenty minutes at some point in the coming weeks?'],
      requests: ['agree to a twenty-minute call about the team'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Ngozi Eze, a final-year computational biology PhD student at King's College London, introduces herself and asks if you would speak with her for twenty minutes about your team at Vireo Therapeutics.",
    },
  },
  {
    id: 'recruiting-16',
    kind: 'recruiting',
    split: 'tune',
    from: 'Yusuf Demir <yusuf.demir@kettleridge.com>',
    subject: 'Change to your panel interview on Thursday',
    date: 'Tue, 17 Nov 2026 12:18:00 +0000',
    body: `Hi Charlotte,

I'm sorry to do this at short notice, but we need to move your panel interview for the Senior UX Researcher role, which was booked for Thursday 19 November at 10:00. One of the panel, our Head of Design, has been called away to a client workshop in Lisbon, and we'd really like you to meet her, as she would be your manager.

Could we move it to one of these instead?

- Monday 23 November, 14:00-15:30
- Tuesday 24 November, 10:00-11:30
- Wednesday 25 November, 15:30-17:00

The format stays the same: 20 minutes presenting the case study you chose, followed by questions from the panel and time for yours. Please let me know which slot suits you by Friday 20 November, and I'll send a new calendar invite with the video link.

Apologies again for the disruption, and thanks for your flexibility.

Best wishes,
Yusuf

Yusuf Demir
Talent Partner, Kettleridge`,
    expected: {
      intent: 'meeting',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could we move it to one of these instead?'],
      requests: ['choose one of the three new interview slots by Friday 20 November'],
      deadlines: [{ text: 'by Friday 20 November', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary:
        'Kettleridge needs to move your Senior UX Researcher panel interview from Thursday 19 November, as the Head of Design is away; pick one of three new slots by Friday 20 November.',
    },
  },
  {
    id: 'recruiting-17',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Gemma Royce <gemma.royce@staffordlane.co.uk>',
    subject: 'Pre-employment checks for your placement at Holbrook Foods',
    date: 'Mon, 16 Nov 2026 15:05:00 +0000',
    body: `Hi Daniel,

Now that your placement as Warehouse Operations Supervisor at Holbrook Foods is confirmed, starting Monday 7 December on the early shift (06:00-14:00), there are a couple of things to sort before day one.

To complete the pre-employment checks I need a clear scan of your passport and your P45 from your last employer. Upload both to the Stafford Lane candidate portal before Wednesday 2 December. Holbrook won't let anyone on site without completed checks, so if anything's missing by then your start will have to move back a week.

Safety boots are a must on your first shift. Holbrook provides the hi-vis and gloves, and you'll get a site induction in the first hour.

Any trouble with the portal, give me a ring on 01785 220418.

Thanks,
Gemma

Gemma Royce
Recruitment Consultant, Stafford Lane Recruitment`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [
        'upload a scan of your passport and your P45 to the candidate portal before Wednesday 2 December',
        'wear safety boots on your first shift',
      ],
      deadlines: [{ text: 'before Wednesday 2 December', date: '2026-12-02' }],
      review: false,
      priority: 'Medium',
      summary:
        'For your Holbrook Foods placement starting Monday 7 December, upload a scan of your passport and your P45 to the candidate portal before Wednesday 2 December, and wear safety boots on your first shift.',
    },
  },
  {
    id: 'recruiting-18',
    kind: 'recruiting',
    split: 'tune',
    from: 'Foxglove Games Careers <careers@foxglovegames.com>',
    subject: "You're invited: Foxglove Games studio open evening, 3 December",
    date: 'Fri, 13 Nov 2026 16:00:00 +0000',
    body: `Hi Amelia,

Thanks for joining our talent community at the Midlands Games Week careers stand! We'd love to show you where the magic happens.

On Thursday 3 December we're opening up the Foxglove studio in Leamington Spa for an evening of demos, pizza and honest conversations about what it's like to make games here. You'll get to:

• play an early build of our next title (NDA required, sorry!)
• hear from our art director and lead designer about how the team works
• chat to engineers, artists and producers about our 2027 openings

Doors open at 6pm and we'll wrap up around 9. Spaces are limited to 40, so RSVP by Tuesday 1 December at foxglovegames.com/openevening. Tell us about any access needs when you register and we'll make sure you're looked after.

Hope to see you there!
The Foxglove Games Talent Team

Foxglove Games Ltd · 12 Regent Grove, Leamington Spa CV32 4NN
You're receiving this because you joined the Foxglove talent community. Unsubscribe`,
    expected: {
      intent: 'meeting',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'professional',
      questions: [],
      requests: ['RSVP for the open evening by Tuesday 1 December'],
      deadlines: [{ text: 'by Tuesday 1 December', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary:
        'Foxglove Games invites you to a studio open evening in Leamington Spa on Thursday 3 December from 6pm, with demos and chats about 2027 openings; RSVP by Tuesday 1 December.',
    },
  },
  {
    id: 'recruiting-19',
    kind: 'recruiting',
    split: 'tune',
    from: 'Rebecca Stoll <recruitment@carrawaybio.com>',
    subject: 'Update on the Laboratory Operations Manager vacancy',
    date: 'Wed, 18 Nov 2026 08:30:00 +0000',
    body: `Dear Mr Achebe,

Thank you for your continued interest in the position of Laboratory Operations Manager at Carraway Biosciences, and for the time you have given to the process so far.

I am writing to let you know that, following a review of our budget for the coming year, the company has decided to place all external recruitment on hold until further notice. Regrettably, this includes the Laboratory Operations Manager vacancy, and we are therefore unable to proceed with the final interview that was provisionally planned for early December.

We recognise that this is disappointing news, particularly at such a late stage, and we are sorry for the inconvenience it causes. Please be assured that the decision reflects our financial position and not your application, which the panel rated very highly.

Should the vacancy reopen in 2027, we will contact you directly before advertising it more widely.

Yours sincerely,

Rebecca Stoll
Talent Acquisition Manager
Carraway Biosciences Ltd`,
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
        'Carraway Biosciences has put all external recruitment on hold, including the Laboratory Operations Manager vacancy, so your final interview will not go ahead; they will contact you if it reopens in 2027.',
    },
  },
  {
    id: 'recruiting-20',
    kind: 'recruiting',
    split: 'heldout',
    from: 'Tomás Ribeiro <tomas.ribeiro.dev@gmail.com>',
    subject: 'Re: Your offer from Lumenfield',
    date: 'Mon, 16 Nov 2026 09:12:00 +0000',
    body: `Hi Priscilla,

I'm really happy to confirm that I accept the offer for the Site Reliability Engineer role! I signed the contract in DocuSign this morning, so it should be with you already.

Thank you for making the process so smooth, and please pass my thanks on to Arjun and the rest of the panel. I came away from every conversation more excited about the team.

I've handed in my notice at my current job and my last day there is Friday 18 December, so the start date of Monday 4 January works perfectly.

Is there anything I should fill in or read before my first day?

Best,
Tomás

On Fri, 13 Nov 2026 at 17:30, Priscilla Chandra <priscilla.chandra@lumenfield.io> wrote:
> Hi Tomás,
> Great news: we'd love you to join Lumenfield as a Site Reliability Engineer.
> The offer and contract are in DocuSign. Have a look over the weekend and
> let me know if you have any questions.
> Priscilla`,
    expected: {
      intent: 'information',
      urgency: 'low',
      tone: 'positive',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Is there anything I should fill in or read before my first day?'],
      requests: [
        'pass his thanks on to Arjun and the panel',
        'say whether there is anything to fill in or read before his first day',
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        'Tomás accepts the Site Reliability Engineer offer and has signed the contract in DocuSign; Monday 4 January works as a start date, and he asks whether there is anything to fill in or read before his first day.',
    },
  },
  {
    id: 'recruiting-21',
    kind: 'recruiting',
    split: 'tune',
    from: 'Kasia Nowicka <kasia@brightforge-search.com>',
    subject: 'Re: Head of Data at a fintech in Leeds',
    date: 'Fri, 13 Nov 2026 14:26:00 +0000',
    body: `Hey Rob,

Just bumping this back to the top of your inbox in case it got buried last week. I know how it goes!

Quick update since I last wrote: the client has now confirmed the role can be hybrid (two days a week in the Leeds office), which I know was a sticking point for a few people I spoke to.

Any interest in a quick chat? If it's not for you, no worries at all, a one-line "not now" is totally fine and I'll stop pestering 🙂

Cheers,
Kasia

Kasia Nowicka | Brightforge Search
07700 900731

On Thu, 5 Nov 2026 at 10:11, Kasia Nowicka <kasia@brightforge-search.com> wrote:
> Hi Rob,
> I'm working with a Series B fintech in Leeds that's hiring a Head of Data to
> build out a team of eight. Base is £115-130k plus equity. Given your work
> at Paylane, I think you'd be a great fit. Would you be up for a call?
> Kasia`,
    expected: {
      intent: 'followUp',
      urgency: 'low',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Any interest in a quick chat?'],
      requests: ['reply on whether you are interested in the Head of Data role'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary:
        "Kasia is bumping her note about a Head of Data role at a Leeds fintech, now confirmed as hybrid (two days a week in the office), and asks if you'd be interested in a quick chat.",
    },
  },
];
