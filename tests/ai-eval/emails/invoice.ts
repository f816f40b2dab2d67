import type { EvalEmail } from '../types';

export const INVOICE_EMAILS: EvalEmail[] = [
  {
    id: 'invoice-01',
    kind: 'invoice',
    split: 'tune',
    from: 'Hollis Park <accounts@fernandpine.studio>',
    subject: 'Invoice FP-2041 – Brightline website redesign (phase 1)',
    date: 'Mon, 16 Nov 2026 15:22:00 +0000',
    body: `Hi Priya,

Please find attached invoice FP-2041 for phase 1 of the Brightline website redesign (discovery, sitemap and wireframes).

Amount: $6,800.00
Terms: Net 45
Payment is due by January 8.

Bank details are on the second page of the PDF, and we also accept card payments through the link in the invoice. Please include the invoice number as the payment reference so our bookkeeper can match it.

Should I send future invoices to you or directly to your accounts payable inbox?

Best,
Hollis Park
Studio Manager, Fern & Pine Studio
+1 (503) 555-0148`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Should I send future invoices to you or directly to your accounts payable inbox?'],
      requests: ['pay invoice FP-2041 ($6,800.00) by January 8', 'include the invoice number as the payment reference'],
      deadlines: [{ text: 'due by January 8', date: '2027-01-08' }],
      review: false,
      priority: 'Medium',
      summary: 'Invoice FP-2041 for $6,800.00 (phase 1 of the Brightline redesign) is attached; payment is due by January 8. Hollis asks where future invoices should go.',
    },
  },
  {
    id: 'invoice-02',
    kind: 'invoice',
    split: 'tune',
    from: 'Marisol Vega <billing@tidewaterprint.com>',
    subject: 'Friendly reminder: invoice #3310 due this Friday',
    date: 'Tue, 17 Nov 2026 10:04:00 +0000',
    body: `Hi Connor,

Just a friendly reminder that invoice #3310 for the holiday catalogue print run ($1,450.00) is due this Friday, November 20.

If it's already on its way, please ignore this note, and thank you! If not, you can pay by bank transfer or with the card link at the bottom of the invoice, which I've attached again for convenience.

Could you let me know if your team needs a W-9 or anything else from us to process it?

Thanks so much,
Marisol Vega
Accounts, Tidewater Print Co.`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Could you let me know if your team needs a W-9 or anything else from us to process it?'],
      requests: ['pay invoice #3310 ($1,450.00) by Friday, November 20', 'say whether a W-9 or anything else is needed'],
      deadlines: [{ text: 'due this Friday, November 20', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: 'Reminder that invoice #3310 ($1,450.00) for the holiday catalogue print run is due this Friday, November 20; Marisol asks if a W-9 or anything else is needed.',
    },
  },
  {
    id: 'invoice-03',
    kind: 'invoice',
    split: 'heldout',
    from: 'Helen Marsh <credit@ridgewaysupply.co.uk>',
    subject: 'Second notice: invoice RIS-88172 overdue',
    date: 'Mon, 16 Nov 2026 08:30:00 +0000',
    body: `Dear Mr Okafor,

Our records show that invoice RIS-88172, dated 1 October 2026 for £3,214.60, was due on 31 October 2026 and remains unpaid. This is our second notice; our first reminder was sent on 5 November 2026.

We would be grateful if you would arrange payment in full by 25 November 2026. If payment has already been made, please send us the remittance advice so that we can update your account.

Please note that under our terms of trade, accounts more than 30 days overdue may be placed on hold, and further orders will not be dispatched until the balance is cleared.

If there is a query with the invoice, please contact us at once so that it can be resolved.

Yours sincerely,

Helen Marsh
Credit Control
Ridgeway Industrial Supply Ltd
Unit 7, Brookfield Trading Estate, Leeds LS11 5QT
Tel: 0113 496 0721`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['pay invoice RIS-88172 (£3,214.60) in full by 25 November 2026', 'send the remittance advice if already paid'],
      deadlines: [
        { text: 'was due on 31 October 2026', date: '2026-10-31' },
        { text: 'by 25 November 2026', date: '2026-11-25' },
      ],
      review: true,
      priority: 'High',
      summary: 'Second notice: invoice RIS-88172 for £3,214.60 was due on 31 October 2026 and remains unpaid. Pay in full by 25 November 2026 or the account may be placed on hold.',
    },
  },
  {
    id: 'invoice-04',
    kind: 'invoice',
    split: 'tune',
    from: 'Northstar Logistics Accounts Receivable <ar@northstarlogistics.com>',
    subject: 'FINAL NOTICE – Account 40-5519 past due, late fees applied',
    date: 'Tue, 17 Nov 2026 16:45:00 +0000',
    body: `FINAL NOTICE

Account: 40-5519 (Harbor & Vine Imports LLC)
Invoices: NSL-22107, NSL-22164
Original amount: $8,940.00
Late fees (1.5% per month): $268.20
Total now due: $9,208.20

Dear Accounts Payable Team,

Despite our reminders of October 15 and November 2, the invoices listed above, which were due on September 30, remain unpaid. Late fees have been applied in accordance with Section 6 of our credit agreement.

Payment of the full balance must be received no later than Friday, November 20, 2026. If payment is not received by that date, your account will be suspended and the balance referred to our collections agency, which may affect your credit terms with us.

To pay, use the secure portal at pay.northstarlogistics.com or wire the funds to the account shown on the attached statement. If you believe this notice was sent in error, please contact our office immediately.

Regards,
Accounts Receivable
Northstar Logistics, Inc.`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['pay the full balance of $9,208.20 by Friday, November 20, 2026', 'contact the office immediately if the notice is in error'],
      deadlines: [
        { text: 'were due on September 30', date: '2026-09-30' },
        { text: 'no later than Friday, November 20, 2026', date: '2026-11-20' },
      ],
      review: true,
      priority: 'High',
      summary: 'Final notice: invoices NSL-22107 and NSL-22164, due on September 30, are unpaid; with late fees $9,208.20 must be received no later than Friday, November 20, 2026 or the account goes to collections.',
    },
  },
  {
    id: 'invoice-05',
    kind: 'invoice',
    split: 'tune',
    from: 'Lumen Cloud Billing <billing@lumencloud.io>',
    subject: 'Payment received – thank you! (Receipt #LC-907731)',
    date: 'Sat, 14 Nov 2026 03:12:00 +0000',
    body: `<html>
<body style="font-family: Arial, sans-serif; color: #1f2933;">
  <h2>Thank you for your payment!</h2>
  <p>Hi Jonah,</p>
  <p>We've received your payment for Lumen Cloud. Here are the details for your records:</p>
  <table cellpadding="4">
    <tr><td>Receipt number</td><td>LC-907731</td></tr>
    <tr><td>Invoice</td><td>INV-2026-1104</td></tr>
    <tr><td>Amount paid</td><td>$249.00 USD</td></tr>
    <tr><td>Payment method</td><td>Visa ending 4417</td></tr>
    <tr><td>Paid on</td><td>13 November 2026</td></tr>
  </table>
  <p>Your account is in good standing and no further action is needed. A PDF copy of this receipt is available in Settings &rarr; Billing.</p>
  <p>Thanks for building with us,<br>The Lumen Cloud team</p>
  <p style="font-size: 11px; color: #7b8794;">Lumen Cloud, Inc. &middot; 500 Mission St, San Francisco, CA 94105 &middot; You are receiving this email because you are the billing contact for this account.</p>
</body>
</html>`,
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
      summary: "Lumen Cloud received Jonah's payment of $249.00 for invoice INV-2026-1104 (receipt LC-907731); the account is in good standing and no further action is needed.",
    },
  },
  {
    id: 'invoice-06',
    kind: 'invoice',
    split: 'heldout',
    from: 'Anika Rao <anika.rao@quillfeather.com>',
    subject: 'Re: Invoice 2026-114 – questions before we can approve',
    date: 'Tue, 17 Nov 2026 13:37:00 +0000',
    body: `Hi Marco,

I've gone through invoice 2026-114 and I'm afraid I can't approve it as it stands. Several charges don't match what we agreed in the SOW, and frankly I'm disappointed to be finding this again after the same issue in September.

Can you explain why we were billed 14 hours of QA when the SOW caps it at 8? Was the $600 rush fee agreed with anyone on our side? Why is the hosting line charged for a full month when the site only went live on the 20th? And could you send a corrected invoice with the hours broken down by task?

Our finance team closes this month's payment run soon, so I need the revised invoice by November 30 if you want it paid this cycle.

Thanks,
Anika

Anika Rao
Head of Digital, Quillfeather Books

On Mon, 16 Nov 2026 at 11:02, Marco Bellini <marco@bellinidev.com> wrote:
> Hi Anika,
> Please find attached invoice 2026-114 for October's work on the new storefront. Let me know if anything looks off.
> Marco`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [
        'Can you explain why we were billed 14 hours of QA when the SOW caps it at 8?',
        'Was the $600 rush fee agreed with anyone on our side?',
        'Why is the hosting line charged for a full month when the site only went live on the 20th?',
        'And could you send a corrected invoice with the hours broken down by task?',
      ],
      requests: ['explain the extra QA hours, the rush fee and the hosting charge', 'send a corrected invoice with hours broken down by task by November 30'],
      deadlines: [{ text: 'by November 30', date: '2026-11-30' }],
      review: true,
      priority: 'Medium',
      summary: "Anika can't approve invoice 2026-114: the QA hours, a $600 rush fee and the hosting line don't match the SOW. She wants explanations and a corrected invoice by November 30.",
    },
  },
  {
    id: 'invoice-07',
    kind: 'invoice',
    split: 'tune',
    from: 'Notably <no-reply@notably.app>',
    subject: 'Your Notably Pro plan renews on 2 December',
    date: 'Wed, 18 Nov 2026 06:00:00 +0000',
    body: `Hi Elena,

This is a heads-up that your Notably Pro annual subscription will renew automatically on 2 December 2026. We'll charge $96.00 (plus applicable tax) to your Mastercard ending 0382.

Plan: Notably Pro, annual
Seats: 1
Renewal amount: $96.00

You don't need to do anything to keep your notes, templates and sync running. If you'd like to switch to monthly billing or cancel, you can do so from Account > Billing any time before December 2 and you won't be charged.

Happy writing,
The Notably team

Notably Labs, 44 Queen St, Toronto ON · Manage email preferences`,
    expected: {
      intent: 'information',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: [],
      deadlines: [{ text: 'before December 2', date: '2026-12-02' }],
      review: false,
      priority: 'Medium',
      summary: "Elena's Notably Pro annual plan renews automatically on 2 December 2026 for $96.00; to switch to monthly or cancel, do it in Account > Billing before December 2.",
    },
  },
  {
    id: 'invoice-08',
    kind: 'invoice',
    split: 'tune',
    from: 'Lily Tran <lilytran.illustrates@gmail.com>',
    subject: 'quick nudge on invoice #017 🙏',
    date: 'Mon, 16 Nov 2026 19:48:00 +0000',
    body: `Hey Tom!

Quick nudge on the invoice I sent over for the podcast cover art (#017, $850). It was due on Nov 4 and I haven't seen anything come through yet, so just checking it didn't get lost in someone's inbox.

Any chance you could poke accounts for me? I've re-attached it just in case. And if they need my bank details in some other format, just shout!

Thanks a ton, and loved how the first episode turned out btw 🎧

Cheers,
Lily`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Any chance you could poke accounts for me?'],
      requests: ['pay overdue invoice #017 ($850)', 'check with accounts about the payment'],
      deadlines: [{ text: 'was due on Nov 4', date: '2026-11-04' }],
      review: true,
      priority: 'High',
      summary: "Lily's invoice #017 ($850) for the podcast cover art was due on Nov 4 and hasn't been paid; she asks Tom to check with accounts and has re-attached it.",
    },
  },
  {
    id: 'invoice-09',
    kind: 'invoice',
    split: 'heldout',
    from: 'Sophie Brennan <sophie.brennan@icloud.com>',
    subject: 'Tahoe cabin $$ 🏔️',
    date: 'Sun, 15 Nov 2026 21:15:00 +0000',
    body: `Hiii Jess!!

Tahoe is only five weeks away and I'm SO excited 🎿❄️ The cabin is even cuter than the photos, the host just sent me a video of the hot tub lol.

Ok, boring part. The host wants the rest of the rental paid by December 1, so could you Venmo me your share ($212.50) before then? I already covered the deposit for all of us back in September. My Venmo is @sophie-brennan, or Zelle works too.

Also, are you and Marcus driving up on the 21st or the 22nd? I'm trying to figure out who gets which room 😅

Love you, see you soon!!
Soph`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'positive',
      formality: 'casual',
      relationship: 'personal',
      questions: [
        'The host wants the rest of the rental paid by December 1, so could you Venmo me your share ($212.50) before then?',
        'Also, are you and Marcus driving up on the 21st or the 22nd?',
      ],
      requests: ['Venmo Sophie the $212.50 cabin share by December 1', 'say whether driving up on the 21st or the 22nd'],
      deadlines: [{ text: 'paid by December 1', date: '2026-12-01' }],
      review: false,
      priority: 'Medium',
      summary: 'Sophie asks Jess to Venmo her $212.50 share of the Tahoe cabin, as the host wants the rest paid by December 1, and asks whether she and Marcus drive up on the 21st or 22nd.',
    },
  },
  {
    id: 'invoice-10',
    kind: 'invoice',
    split: 'heldout',
    from: 'Gráinne Walsh <ap@corrib-analytics.ie>',
    subject: 'RE: Invoice INV-7781 – details needed',
    date: 'Tue, 17 Nov 2026 11:20:00 +0000',
    body: `Dear Mr Lindqvist,

Before we can process invoice INV-7781, we need a few details clarified so that it meets our supplier requirements.

Could you please confirm the purchase order number, as the invoice shows 45-2290 but our system holds 45-2209? Can the invoice be reissued to our Irish entity, Corrib Analytics Ltd, rather than the UK parent? Does the amount of €12,400 include VAT, and if so, at what rate? Will you be submitting the December milestone on a separate invoice?

Our next payment run is on 27 November, so we would need the corrected invoice by 25 November to include it.

Kind regards,
Gráinne Walsh
Accounts Payable
Corrib Analytics Ltd | Galway

On Thu, 12 Nov 2026 at 16:40, Erik Lindqvist <erik@lindqvist-consulting.se> wrote:
> Hello,
> Please find attached invoice INV-7781 for the data platform migration, milestone 2.
> Best regards,
> Erik`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [
        'Could you please confirm the purchase order number, as the invoice shows 45-2290 but our system holds 45-2209?',
        'Can the invoice be reissued to our Irish entity, Corrib Analytics Ltd, rather than the UK parent?',
        'Does the amount of €12,400 include VAT, and if so, at what rate?',
        'Will you be submitting the December milestone on a separate invoice?',
      ],
      requests: ['confirm the purchase order number', 'reissue the invoice to Corrib Analytics Ltd and clarify VAT', 'send the corrected invoice by 25 November'],
      deadlines: [{ text: 'by 25 November', date: '2026-11-25' }],
      review: true,
      priority: 'Medium',
      summary: 'Corrib Analytics needs invoice INV-7781 clarified before paying: confirm the PO number, reissue it to the Irish entity and state the VAT; the corrected invoice is needed by 25 November.',
    },
  },
  {
    id: 'invoice-11',
    kind: 'invoice',
    split: 'tune',
    from: 'Parcelwise Billing <billing@parcelwise.io>',
    subject: "Action needed: we couldn't process your payment",
    date: 'Tue, 17 Nov 2026 05:14:00 +0000',
    body: `Hi Daniel,

We tried to charge the Visa card ending 2290 for your Parcelwise Growth plan invoice PW-118204 ($389.00) on 16 November, but the payment was declined by your bank.

We'll retry the card automatically over the next few days. To avoid any interruption to label printing and tracking for your store, update your payment details in Settings > Billing by Friday, November 20. If the invoice is still unpaid after that date, your account will be paused and scheduled shipments will not be processed until payment is made.

Common reasons for a decline include an expired card, a spending limit, or your bank flagging an unfamiliar charge. If you need a hand, reply to this email and our billing team will get back to you within one business day.

The Parcelwise team
Parcelwise, Inc. · 210 King St, Brooklyn, NY 11231`,
    expected: {
      intent: 'request',
      urgency: 'high',
      tone: 'negative',
      formality: 'neutral',
      relationship: 'professional',
      questions: [],
      requests: ['update your payment details in Settings > Billing by Friday, November 20'],
      deadlines: [{ text: 'by Friday, November 20', date: '2026-11-20' }],
      review: true,
      priority: 'High',
      summary: "Parcelwise couldn't charge the card ending 2290 for invoice PW-118204 ($389.00); update payment details in Settings > Billing by Friday, November 20 or the account will be paused.",
    },
  },
  {
    id: 'invoice-12',
    kind: 'invoice',
    split: 'tune',
    from: 'Tasha Greenberg <tasha@lumenfold.co>',
    subject: 'kestrel print bill still in your queue',
    date: 'Mon, 16 Nov 2026 16:03:00 +0000',
    body: `Hey Owen,

The Kestrel Print invoice for the trade show banners ($2,160) is still sitting in your approval queue in Billflow. It landed there on the 6th and hasn't moved, so I'm guessing it got buried under the conference stuff.

Payment run goes out Tuesday and anything without sign-off rolls to December, which Kestrel won't love since we're already on thin ice with them over the last one. Needs your OK before Tuesday.

Also, is that coming out of the events budget or marketing? Billflow defaulted it to marketing and I don't want to mess up your numbers.

Ta,
Tasha`,
    expected: {
      intent: 'followUp',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Also, is that coming out of the events budget or marketing?'],
      requests: ['approve the Kestrel Print invoice ($2,160) in Billflow before Tuesday', 'say whether it comes out of the events or the marketing budget'],
      deadlines: [{ text: 'before Tuesday', date: '2026-11-24' }],
      review: false,
      priority: 'Medium',
      summary: "The Kestrel Print invoice ($2,160) has sat in Owen's Billflow approval queue since the 6th; it needs his OK before Tuesday's payment run, and Tasha asks if it's the events or marketing budget.",
    },
  },
  {
    id: 'invoice-13',
    kind: 'invoice',
    split: 'heldout',
    from: 'Ingrid Solberg <ingrid.solberg@vesterhavfoods.no>',
    subject: 'New accounts payable contact for Vesterhav Foods',
    date: 'Fri, 13 Nov 2026 10:26:00 +0000',
    body: `Dear Mr Adeyemi,

Allow me to introduce myself: I am Ingrid Solberg, and I joined Vesterhav Foods this month as Accounts Payable Lead, taking over supplier accounts from Henrik Dahl, who has moved to our Bergen office.

I will be your contact for all invoicing and payment matters from now on. From 1 December, please address invoices to ap@vesterhavfoods.no rather than to Henrik directly, and quote a valid Vesterhav purchase order number on every invoice, as our new system will reject invoices without one.

I have reviewed your account and can confirm that all invoices up to October have been paid. Could you tell me whether you would prefer payment by SEPA transfer or by the existing international wire?

I look forward to working with you.

Kind regards,

Ingrid Solberg
Accounts Payable Lead
Vesterhav Foods AS | Strandkaien 14, 4005 Stavanger`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: ['Could you tell me whether you would prefer payment by SEPA transfer or by the existing international wire?'],
      requests: [
        'address invoices to ap@vesterhavfoods.no from 1 December',
        'quote a valid Vesterhav purchase order number on every invoice',
        'say whether payment by SEPA transfer or international wire is preferred',
      ],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: "Ingrid Solberg, Vesterhav Foods' new Accounts Payable Lead, replaces Henrik Dahl: from 1 December send invoices to ap@vesterhavfoods.no with a PO number. She asks if SEPA or wire is preferred.",
    },
  },
  {
    id: 'invoice-14',
    kind: 'invoice',
    split: 'tune',
    from: 'Rafael Ortega <rafael@shutterboxrentals.co.uk>',
    subject: 'Re: Double charge on invoice SB-4471',
    date: 'Tue, 17 Nov 2026 14:52:00 +0000',
    body: `Hi Nadia,

Good news: you were right. Our system charged the lens rental on invoice SB-4471 twice when the booking was extended. I've cancelled the duplicate line and issued credit note CN-0932 for £145.00, and the refund went back to your Amex this morning. It usually shows up within 3 to 5 working days.

Sorry for the hassle, and thanks for flagging it so clearly. It helped us find a bug in how extensions are billed, so you've saved a few other customers the same problem.

The corrected invoice and the credit note are both attached for your records.

All the best,
Rafael
Shutterbox Rentals · 12 Cobden Street, Manchester M4 1HN

On Mon, 16 Nov 2026 at 18:20, Nadia Farouk <nadia.farouk@gmail.com> wrote:
> Hi Rafael,
> I think I've been charged twice for the 70-200mm lens on SB-4471 (£145 appears on two lines). Grateful if you could check.
> Thanks, Nadia`,
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
      summary: 'Rafael confirms Nadia was charged twice for the lens on invoice SB-4471; credit note CN-0932 for £145.00 is issued and the refund to her Amex should show within 3 to 5 working days.',
    },
  },
  {
    id: 'invoice-15',
    kind: 'invoice',
    split: 'heldout',
    from: 'Whitcombe & Lyle Accounts <billing@whitcombelyle.co.uk>',
    subject: 'Changes to our payment terms from 1 January 2027',
    date: 'Mon, 16 Nov 2026 12:00:00 +0000',
    body: `Dear Client,

We are writing to let you know about a change to our standard terms of engagement, which will take effect on 1 January 2027.

From that date, invoices that remain unpaid 30 days after their due date will incur interest at 4% above the Bank of England base rate, in line with the Late Payment of Commercial Debts (Interest) Act 1998. A fixed administration charge of £40 will also apply to any invoice that has to be referred for collection.

Our records show that your account is fully up to date, and this change does not alter the fees you pay or the dates on which your invoices fall due. Nothing is required from you.

If you would prefer not to keep track of due dates, you can pay by Direct Debit, which can be set up from the Billing section of the client portal at any time.

The full revised terms are available on the portal under Documents.

Yours faithfully,

Accounts Department
Whitcombe & Lyle Chartered Accountants
9 Castle Wharf, Nottingham NG1 7EH`,
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
      summary: 'From 1 January 2027 Whitcombe & Lyle will charge interest on invoices unpaid 30 days after their due date; the account is fully up to date and nothing is required. Direct Debit can be set up in the portal.',
    },
  },
  {
    id: 'invoice-16',
    kind: 'invoice',
    split: 'tune',
    from: 'Orla Fitzgerald <accounts@brackenridgetimber.ie>',
    subject: 'Statement of account – October 2026',
    date: 'Fri, 13 Nov 2026 09:40:00 +0000',
    body: `Dear Mr Keane,

Please find attached your statement of account for October 2026.

Opening balance: €4,870.50
Invoices issued: €2,315.00 (BT-60418, BT-60452)
Payments received: €7,185.50
Closing balance: €0.00

All invoices on your account have been paid in full, and there is nothing outstanding at this time.

You may find it easier to receive future invoices directly in your accounting software, as we now support e-invoicing through Xero and Sage. It can be switched on from the customer area of our website whenever it suits you.

Kind regards,

Orla Fitzgerald
Accounts Department
Brackenridge Timber Merchants Ltd
Ballymount Road, Dublin 12`,
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
      summary: "Brackenridge Timber's October 2026 statement shows a closing balance of €0.00, with all invoices paid in full; e-invoicing through Xero and Sage can optionally be switched on from the customer area.",
    },
  },
  {
    id: 'invoice-17',
    kind: 'invoice',
    split: 'heldout',
    from: 'Supplier Payments <supplier.payments@halvorsen-maritime.com>',
    subject: 'Invoice INV-2291 – upload to the supplier portal needed',
    date: 'Tue, 17 Nov 2026 12:15:00 +0000',
    body: `Dear Supplier,

Thank you for invoice INV-2291 dated 9 November 2026 (NOK 48,600.00, PO 4500187733), which arrived at this address.

Halvorsen Maritime registers supplier invoices only through the Coupa supplier portal, so the invoice needs to be uploaded there before it can be paid. For it to be included in the December payment run, it has to be in the portal by 27 November.

The purchase order number must be entered exactly as shown above, as the portal matches invoices to orders automatically. Your login details were sent to your registered supplier contact on 2 October, and a new invitation can be requested from the portal's sign-in page.

Kind regards,

Supplier Payments Team
Halvorsen Maritime AS | Bergen`,
    expected: {
      intent: 'request',
      urgency: 'medium',
      tone: 'neutral',
      formality: 'formal',
      relationship: 'professional',
      questions: [],
      requests: ['upload invoice INV-2291 to the Coupa supplier portal by 27 November', 'enter the purchase order number exactly as shown'],
      deadlines: [{ text: 'by 27 November', date: '2026-11-27' }],
      review: false,
      priority: 'Medium',
      summary: "Invoice INV-2291 (NOK 48,600.00, PO 4500187733) must be uploaded to Halvorsen Maritime's Coupa supplier portal by 27 November to be in the December payment run, with the PO number entered exactly.",
    },
  },
  {
    id: 'invoice-18',
    kind: 'invoice',
    split: 'tune',
    from: 'Bea Lindgren <hello@bealindgrenphoto.com>',
    subject: 'Amara & Luke – final balance',
    date: 'Mon, 16 Nov 2026 17:25:00 +0000',
    body: `Hi Amara and Luke!

Quick one about the final balance on invoice #BL-2610 ($1,900). It was due on 7 November, two weeks after the wedding, and I can't see it on my side yet. Could you check whether the transfer went through? Transfers from a new joint account sometimes get held for a few days.

As soon as it's settled I'll send the link to your full online gallery. I've been editing all week and the golden-hour ones by the lake are some of my favourite shots of the year 😍

Speak soon,
Bea

Bea Lindgren Photography · Portland, OR`,
    expected: {
      intent: 'followUp',
      urgency: 'high',
      tone: 'negative',
      formality: 'casual',
      relationship: 'professional',
      questions: ['Could you check whether the transfer went through?'],
      requests: ['pay the $1,900 final balance on invoice #BL-2610', 'check whether the transfer went through'],
      deadlines: [{ text: 'was due on 7 November', date: '2026-11-07' }],
      review: true,
      priority: 'High',
      summary: "The $1,900 final balance on invoice #BL-2610 was due on 7 November and Bea can't see it yet; she asks Amara and Luke to check whether the transfer went through, then she'll send the full gallery.",
    },
  },
  {
    id: 'invoice-19',
    kind: 'invoice',
    split: 'tune',
    from: 'Declan Moore <declan.moore@clearpathpayroll.com>',
    subject: 'Your billing for 2027: a credit, a new address and a quick call',
    date: 'Tue, 17 Nov 2026 14:05:00 +0000',
    body: `Hi Helena,

A few billing updates for Tandem Architects ahead of the new year.

Credit: we spotted that your October invoice (CP-88104) charged for two leavers who had already been removed from payroll. A credit of £13.00 will appear on your November invoice automatically.

Invoicing: from January, invoices will come from billing@clearpathpayroll.com rather than my own address, so it may be worth adding that to your safe senders.

Pricing: your agreement comes up for renewal in February, and the per-employee fee of £6.50 a month stays the same.

Since you mentioned moving to quarterly invoicing, I'd like to talk through the options before the renewal. Would Thursday 26 November at 11:00 work for a 20-minute call? If not, send me a couple of times that suit you and I'll fit around them.

Best,
Declan Moore
Account Manager, Clearpath Payroll`,
    expected: {
      intent: 'meeting',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would Thursday 26 November at 11:00 work for a 20-minute call?'],
      requests: ['join a 20-minute call on Thursday 26 November at 11:00, or suggest other times'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'A £13.00 credit for two leavers will appear on the November invoice and invoices come from billing@clearpathpayroll.com from January; Declan proposes a 20-minute call on Thursday 26 November at 11:00 about quarterly invoicing.',
    },
  },
  {
    id: 'invoice-20',
    kind: 'invoice',
    split: 'heldout',
    from: 'Finance Team <finance@oakhollowfoods.co.uk>',
    subject: 'Fraudulent invoices using the Oakhollow Foods name',
    date: 'Mon, 16 Nov 2026 10:30:00 +0000',
    body: `Dear Customer,

We are writing to let you know that a number of businesses have recently received fake invoices that appear to come from Oakhollow Foods. The messages use our logo and a look-alike address (accounts@oakhollow-foods.com) and ask for payment to a new bank account.

Our investigation has found no breach of our own systems, and your account with us has not been affected. Our bank details have not changed, and we will never change them by email alone. All genuine invoices come from finance@oakhollowfoods.co.uk and show the same sort code and account number as the invoices you have paid before.

The matter has been reported to Action Fraud and to the domain registrar, and the look-alike website has now been taken down.

Nothing is required from you; we simply wanted you to be aware.

Yours faithfully,

Finance Team
Oakhollow Foods Ltd
Unit 4, Harrow Lane Industrial Park, Norwich NR6 6HF`,
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
      summary: "Fake invoices using the Oakhollow Foods name and the look-alike address accounts@oakhollow-foods.com have circulated; Oakhollow's bank details have not changed, its systems were not breached and nothing is required.",
    },
  },
  {
    id: 'invoice-21',
    kind: 'invoice',
    split: 'tune',
    from: 'Tobias Wren <tobias@ledgerlight.io>',
    subject: 'Getting paid on time at Kettle & Crane',
    date: 'Mon, 16 Nov 2026 15:50:00 +0000',
    body: `Hi Ruth,

I'm Tobias, co-founder of Ledgerlight. We build invoice chasing for small creative agencies: polite, automatic reminders that go out from your own inbox and stop the moment a client pays.

I noticed on LinkedIn that Kettle & Crane has grown to about 25 people this year, which is usually the point where chasing invoices starts eating a producer's week. Agencies your size using Ledgerlight cut their average days-to-pay from 41 to 26 in their first quarter.

Would you be open to a 20-minute call on Tuesday 24 November or Wednesday 25 November? I can show you how it would work with Xero, which I believe you already use.

If the timing's wrong, no problem at all, and I won't keep chasing you (the irony isn't lost on me).

Thanks,
Tobias Wren
Co-founder, Ledgerlight
ledgerlight.io`,
    expected: {
      intent: 'introduction',
      urgency: 'low',
      tone: 'neutral',
      formality: 'neutral',
      relationship: 'professional',
      questions: ['Would you be open to a 20-minute call on Tuesday 24 November or Wednesday 25 November?'],
      requests: ['have a 20-minute call about Ledgerlight'],
      deadlines: [],
      review: false,
      priority: 'Medium',
      summary: 'Tobias Wren, co-founder of Ledgerlight, which automates invoice chasing for creative agencies, introduces it to Ruth and asks for a 20-minute call on Tuesday 24 or Wednesday 25 November.',
    },
  },
];
