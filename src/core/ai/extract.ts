/**
 * Sentence-level signals shared by analysis, replies and subjects: questions,
 * action items, references to earlier mail and attachments, urgency words,
 * intent, formality and key topics. Plain rules over wink-nlp output.
 */
import { tokenize } from './nlp';
import type { Formality, Intent } from './types';

/** Priority words. */
export const URGENT_WORDS = ['asap', 'as soon as possible', 'urgent', 'urgently', 'immediately', 'right away', 'emergency', 'critical', 'time-sensitive', 'time sensitive'];

export function stripBullet(s: string): string {
  return s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
}

/** Drops a leading vocative/greeting ("Hi Bob, could you ...") so the question stands alone. */
function stripLeadIn(s: string): string {
  // An interjection may come before the joining word: "Oh and if you've got any photos, send them my way".
  return s
    .replace(/^(hi|hello|hey|dear)\s+[A-Z][a-z]+,\s*/i, '')
    .replace(/^(?:(?:oh|ah|ok|okay)[,!]?\s+(?=(?:also|and|so|but|plus|if)\b))?(?:(also|and|so|but|plus|finally|lastly|first|second|third),?\s+)?/i, '')
    .trim();
}

const INDIRECT_QUESTION = /^(i was wondering|i wonder|i'd like to know|i would like to know|could you let me know|can you let me know|please let me know|let me know) (if|whether|what|when|where|who|how|which|why)\b/i;

/** Marketing teasers and closing offers ask nothing of the reader ("Ready to give it a spin?", "Questions about this release?"). */
const TEASER = /^(ever (wished|wondered)|ready to (give|try|take|level|get started|upgrade|start|join|dive)\b|ready for (a|an|some|more|the next)\b|(still )?dreaming of\b|why wait\b|want to (learn|find out) more|looking for (a|an|the perfect|more) |curious (about|how)|questions( about [^?]{0,60})?\?$|need (help|a hand|support)( with [^?]{0,60})?\?$|any questions\?$)/i;

/** Sentences that ask something: ending in "?" or phrased as an indirect question. */
export function findQuestions(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of sentences) {
    const s = stripLeadIn(stripBullet(raw));
    if (s.length < 4) continue;
    // Several questions can share one wink sentence when "?" lacks a space.
    const parts = s.split(/(?<=\?)\s*/).map((p) => p.trim()).filter(Boolean);
    for (const p of parts) {
      if (TEASER.test(p)) continue;
      // A word or two of wonder in brackets ends the part, not a question put to the reader: "It's been five years (how?)".
      if (/\S\s*\(\s*[\w']+(?:\s+[\w']+)?\s*\?\)?$/.test(p)) continue;
      if (p.endsWith('?') || INDIRECT_QUESTION.test(p)) out.push(capitalizeFirst(stripLeadIn(p)));
    }
  }
  return dedupe(out);
}

const ACTION_VERBS = 'send|review|confirm|sign|share|provide|update|complete|submit|arrange|pay|check|prepare|book|schedule|call|approve|forward|fill|fill out|fix|resolve|attend|join|register|read|reply|respond|email|contact|finish|upload|return|process|bring|let me know|let us know|get back|look into|take a look|make sure|follow up|set up|sort out|settle|remit|transfer|refund|escalate|rsvp|apply|add|remove|cease|give|tell|choose|put|wear';
/**
 * Whether `task` reads as a deed "I will" can go before ("bring the form", "immediately cease ..."), not as a
 * statement starting with what it is about ("the form is available ...", "any requests must be submitted ...").
 */
export function readsAsDeed(task: string): boolean {
  const t = task.trim();
  if (/^(?:the|a|an|any|all|such|some|each|every|this|that|these|those|my|your|our|their|his|her|its|it|they|there|no)\b/i.test(t)) return false;
  // Nor a sentence whose first word is its subject ("claims must be submitted by ...") or a place or time it
  // starts from ("in his first weeks he wants ...", "December on Toubkal is cold"): a verb never has a verb next.
  return !/^[\w'-]+\s+(?:must|is|are|was|were|has|have|had|will|would|should|can|could|may|might|needs)\b/i.test(t) && !NOT_A_VERB.test(t);
}

/** Words that start a clause but are never the verb of a deed: prepositions and the names of months. */
const NOT_A_VERB = /^(?:in|on|at|during|since|until|from|with|without|after|before|for|about|as|january|february|march|april|june|july|august|september|october|november|december)\b/i;

/**
 * What follows a verb used as a command: "return the form", "put my name", "email us". Not "return shipping
 * is free" or "email delivery was delayed", where the word is a noun.
 */
const OBJECT_START = String.raw`(?:me|us|it|them|him|her|the|a|an|your|my|our|this|that|these|those|any|all|every|each|back|in|out|up|over|through|to|by|on|for)\b`;
/** A duty put in the passive ("the form must be returned by Friday"): its participle, and the verb that asks for it. */
export const DUTY_VERBS: Record<string, string> = {
  sent: 'send', paid: 'pay', signed: 'sign', completed: 'complete', submitted: 'submit', returned: 'return',
  reviewed: 'review', approved: 'approve', booked: 'book', renewed: 'renew', confirmed: 'confirm', settled: 'settle',
  // Not "done", "cancelled", "updated" or "provided", as often said of what the sender or a firm will see to
  // ("the system needs to be updated, which we will do overnight", "refunds must be provided within 14 days").
  uploaded: 'upload', registered: 'register', collected: 'collect', shared: 'share',
};
/**
 * "Don't come in", "never share your password": a verb in its plain form after the "don't". Not the reassurances
 * written the same way ("Don't worry", "do not hesitate to call"), not a remark with its "I" left out ("Don't know
 * if this helps", "Never heard back"), and not the footer's "Do not reply to this email".
 */
const PROHIBITION = String.raw`(?:don't|do not|never)\s+(?!(?:hesitate|worry|mind|stress|panic|fret|feel|know|think|see|have|reply|respond|get|got|been|be\s+(?:afraid|shy|alarmed|concerned))\b)(?![a-z]+ed\b)(?!(?:heard|found|seen|thought|made|said|told|had|came|went|knew|saw|felt|left|lost|sent|took|gave|met|got|done|gone|given|known|taken)\b)[a-z]+\b`;
/** "We would be grateful to know whether ...", "I'd be glad to hear what ...": what follows is what the sender wants told. */
export const GLAD_TO_KNOW =
  /(?:\b(?:would|'d|will|should)\s+(?:also\s+|really\s+|very\s+|be\s+)*(?:grateful|glad|keen|happy|interested|pleased)\s+to\s+(?:know|hear|learn)|\b(?:i|we)\s+(?:also\s+|still\s+|really\s+|urgently\s+)?(?:need|want)\s+to\s+know)\s+(?=(?:if|whether|what|when|where|which|who|how|why)\b)/i;
/** Who is called on before a command: "Anyone with kit on those desks, ...", "Everyone in the east wing, ...". */
export const VOCATIVE = String.raw`(?:anyone|anybody|everyone|everybody|whoever|those of you)\b[^,]{1,80},\s*`;
/** "We would be grateful for your help with ...": what the help is with (group 1 the preposition, 2 the thing). */
export const HELP_WANTED = /\b(?:would|'d)\s+be\s+(?:very\s+|most\s+|really\s+)?(?:grateful|thankful)\s+for\s+(?:your|any)\s+(?:help|assistance|support|input)\s+(in|with|on)\s+(.+)$/i;
/** A say-so the reader gives, as against a thing (a form, a payment) the reader sends. */
export const GIVEN_THINGS = 'sign-off|signoff|approval|go-ahead|answer|reply|response|decision|confirmation|feedback|input|vote';
/**
 * "We still don't have your sign-off on the key art", "I haven't received your signed contract", "Needs your OK
 * before Tuesday", "The order is waiting on your approval": what the sender lacks from the reader (group 1, with
 * what follows it) is asked of them.
 */
export const LACKING = new RegExp(
  String.raw`(?:\b(?:i|we)\s+(?:still\s+)?(?:don't|do not|haven't|have not)\s+(?:yet\s+)?(?:have|had|got|gotten|received|seen)\s+(?:yet\s+)?|^(?!(?:nothing|no|none|nobody|only|why|how|what|if|unless|once)\b)(?!(?:[\w'-]+\s+){0,4}(?:never|no\s+longer)\b)(?:[\w'-]+\s+){0,4}?(?:still\s+|just\s+)?(?:needs|requires|is\s+waiting\s+(?:on|for)|is\s+awaiting|awaits)\s+(?:only\s+|just\s+)?|(?<!\b(?:why|how|what|where|when|if|unless|once)\s+)\b(?:i|we)\s+(?:still\s+|really\s+|just\s+|will\s+|'ll\s+)?(?:need|require)\s+)your\s+(?!.*\b(?:up)?on\s+delivery\b)((?:signed\s+|completed\s+|final\s+|updated\s+)?(?:ok|okay|${GIVEN_THINGS}|payment|form|details|documents?|contract|timesheet|report|signature|deposit|share)\b.*)$`,
  'i',
);
const ACTION_PATTERNS = [
  /^(please|kindly)\b/i,
  /\b(please|kindly)\s+(?:\w+\s+)?(?:ACTION)\b/i,
  /\b(i|we)\s+(need|needs|require|would like|'d like)\s+you\s+(?:either\s+)?to\b/i,
  /\b(i|we)\s+(want|expect|demand)\s+(a|an|the|my|our|you)\b/i,
  /\b(you|you'll|you will)\s+(need|have|must|should)\s+to\b/i,
  // "Prior to reporting, you must complete the questionnaire": not what the reader will find, get or already has
  // ("you should receive a confirmation", "you should have the forms by now").
  /\byou\s+(?:must|should)\s+(?:now\s+|also\s+|still\s+|first\s+)?(?!(?:not|have|be|know|see|find|receive|get|hear|expect|feel|already|notice|try|keep|allow|always|never|love|enjoy)\b)[a-z]+\s+OBJECT/i,
  /\b(make sure|don't forget|do not forget|remember)\s+to\b/i,
  /\b(must|should|has to|have to|needs to|need to)\s+be\s+(PASSIVE)\b/i,
  // Not "Check-in time is 15:00" (a compound) nor "Put simply, ..." (an idiom): a verb.
  /^(ACTION)(?![-\w])(?!\s*:)(?!\s+(?:simply|another way|differently|or take|to (?:that|this)|you what)\b)/i,
  // Verbs that are as often nouns ("Order processing can take two days", "Change to bin collection days") command
  // only when a determiner, a pronoun or someone's name follows and no verb of the noun's own comes after it:
  // "Swap in the clause", "Keep the party a secret", "Get Priya's sign-off". Not the stock phrases of marketing
  // and sign-offs ("Get in touch", "Keep up the great work", "Keep them coming", "Get a free coffee", "Cancel any
  // time"; "Visit our website" is not on the list at all). A relative clause may come between: "Keep the receipts
  // you were given".
  /^(?:swap(?:\s+(?:in|out))?|get|keep|move|install|enable|disable|download|pick\s+up|collect|buy|order|renew|verify|change|reset|cancel|delete)(?![-\w])\s+(?!up\s+the\b|(?:it|them)\s+(?:up|coming)\b|the\s+most\b|an?\s+free\b|any\s*time\b)(?:the|a|an|your|my|our|this|that|these|those|it|them|me|us|any|all|every|each|[A-Z][\w-]*['’]s)\b(?!(?:\s+(?!(?:that|which|who|whom|you|we|they|i|he|she|it|if|when|where|once)\b)[\w'’-]+){0,4}\s+(?:is|are|was|were|has|have|had|can|could|will|would|may|might)\b)/i,
  // An imperative after a time clause: "When you apply, put my name in the referral field." (After "if" it is an
  // offer: "If something looks wrong, give me a shout.")
  /^(when|once|after|before|while)\s[^,]{1,80},\s*(ACTION)(?![-\w])\s+OBJECT/i,
  // ...and after what it is for: "To avoid any interruption, update your payment details by Friday."
  /^to\s[^,]{1,100},\s*(?:please\s+)?(ACTION)(?![-\w])\s+OBJECT/i,
  // After "if you ...", a "please" that is not an offer to help: "If you still use v1, please migrate to v2."
  /^if\s+you\b[^,]{1,100},\s*please\s+(?!(?:contact|call|email|reply|respond|let|get|reach|visit|feel|do|see|check|write|drop|give)\b)[a-z]+\s+OBJECT/i,
  // A thing the reader must have or do, put as a rule: "Closed-toe shoes are required in the lab", "Registration is
  // mandatory". Not "no RSVP is required" nor "is required to" (said of someone else's duty).
  /^(?!(?:no|nothing|none)\b)(?:[\w'-]+\s+){1,4}(?:is|are)\s+(?:strictly\s+|also\s+|still\s+)?(?:required|mandatory|compulsory)\b(?!\s+to\b)(?![^.]*\bnot\b)/i,
  // "I am writing to request a full refund", "we would like to request an extension".
  /\b(i|we)\s+(?:am|are|'m|'re)\s+writing\s+to\s+request\b/i,
  // After any "if" clause, a verb that hands over or files something is a task, not an offer: "If one of those
  // was yours, drop the key at reception by Friday", "If anything changed, send me the details". Writing to the
  // sender stays an offer ("If you spot anything, send me a line").
  /^if\s[^,]{1,140},\s*(?:just\s+)?(?:(?:return|hand in|pay|sign|submit|complete|fill in|fill out|upload|approve|register|cancel|send|forward)(?![-\w])\s+(?!(?:me|us)\s+(?:a|an)\s+(?:[a-z]+\s+)?(?:line|message|note|email|e-mail|text|shout|call|dm)\b)(?:OBJECT|what\b)|drop\s+(?:off\s+)?(?:the|your|it|them|any|all|that|this|these|those)\b)/i,
  // A prohibition is a request too: "Don't come in to pick things up" (after a clause, "so please don't say a
  // word", see CLAUSE_REQUEST).
  /^(?:please\s+)?PROHIBITION/i,
  // Whoever is called on first, then told what to do: "Anyone with kit on desks 5.14 to 5.22, get it off the desks".
  /^VOCATIVE(?:please\s+)?(?:ACTION|get|move|take|keep|leave|clear|grab|unplug)(?![-\w])\s+OBJECT/i,
  // Help asked for as thanks in advance: "We would be grateful for your assistance in preparing a short statement".
  /HELP_WANTED/i,
  // Wanting to be told something is asking for it: "I'd also be grateful to know what kind of role would tempt you".
  /GLAD_TO_KNOW/i,
  // What the sender still lacks from the reader is asked for: "we still don't have your sign-off on the key art".
  /LACKING/i,
].map((r) => new RegExp(r.source.replace('VOCATIVE', VOCATIVE).replace('HELP_WANTED', HELP_WANTED.source).replace('GLAD_TO_KNOW', GLAD_TO_KNOW.source).replace('LACKING', LACKING.source).replace('ACTION', ACTION_VERBS).replace('OBJECT', OBJECT_START).replace('PASSIVE', Object.keys(DUTY_VERBS).join('|')).replace('PROHIBITION', PROHIBITION), r.flags));


/**
 * A request put as a statement about the reader: "we demand that you cease ...", "Meridian hereby requires
 * Solenne to remedy ...", "All staff are asked to complete ...", "we are asking everyone to RSVP ...",
 * "we'd love for you to apply ...". Not what the sender will ask someone else ("I'll ask Sam to ...").
 */
const ASKED_OF_READER = [
  // "We demand that you ...", "we'd love for you to ...", "we are asking everyone to ...".
  /\bdemand\s+that\s+you\b|(?:'d|would)\s+love\s+(?:for\s+)?you\s+to\s|\b(?:are|am|'re|'m)\s+asking\s+(?:you|everyone|all\s+\w+|each\s+\w+)\s+to\s/i,
  // "We require you to ...", "Meridian hereby requires Solenne to ...": a name only after "hereby".
  /\b(?:require|requires|request|requests|invite|invites|urge|urges|ask|asks|remind|reminds)\s+you\s+to\s+(?!(?:our|the|a|an|my|your|this|their|his|her|its)\b)|\bhereby\s+(?:require|requires|request|requests|invite|invites|urge|urges|ask|asks)\s+[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)?\s+to\s/,
  // "All staff are asked to ...", "You are required to ...": the reader, or everyone, not "Our CEO is invited to speak".
  // The group may be narrowed first: "All staff based at Riverside are therefore asked to complete ...".
  /\b(?:you|all(?:\s+\w+){1,2}|every\s+\w+|each\s+\w+|everyone|everybody|staff|employees|members|attendees|participants|candidates|residents|tenants|customers|guests|parents|students)(?:\s+(?:based|working|who|in|at|on|from|with)\b[^,.;]{0,40}?)?\s+(?:are|is)\s+(?:therefore\s+|also\s+|kindly\s+|now\s+|hereby\s+)?(?:asked|requested|required|invited|reminded|summoned|instructed|directed)\s+to\s+(?!be\b)/i,
];
const ASK_THAT_YOU =
  /\b(?:ask|request|insist)\s+that\s+you\s+(?!be\b)(?:please\s+)?|\b(?:grateful|obliged|pleased)\s+if\s+you\s+(?:would|could|can|will)\s+(?:please\s+)?(?:kindly\s+)?/i;
/** What the sender may do or suggest ("we should ask Tom to ...", "let's ask Sam to ...", "I'd ask Jane to ...") is no request of the reader. */
const SENDER_MODAL = /\b(will|'ll|would|'d|should|could|can|might|may|must|let's|let us|then|also|going to|plan to)\s+(?:\w+\s+)?(?:ask|invite|urge|remind|request|require)\b/i;

/**
 * What a sentence asks of the reader when it says so ("we demand that you cease ..." -> " cease ..."), or
 * undefined when it does not put a request that way.
 */
export function afterReaderAsk(s: string): string | undefined {
  // "I would therefore ask that you send ...": whatever the modal, "that you" names the reader.
  const thatYou = ASK_THAT_YOU.exec(s);
  if (thatYou) return s.slice(thatYou.index + thatYou[0].length);
  if (SENDER_MODAL.test(s)) return undefined;
  for (const r of ASKED_OF_READER) {
    const m = r.exec(s);
    if (m) return s.slice(m.index + m[0].length);
  }
  return undefined;
}

/** An imperative in a sentence's last clause: "We need final numbers, so RSVP through the form by Friday." (Not after "and": "we'll check, and send ..." is the sender's.) */
const CLAUSE_REQUEST = new RegExp(
  `[,;]\\s+(?:so|then)\\s+(?:please\\s+((?!(?:accept|excuse|forgive|pardon|note|see|find|feel|bear|be|do)\\b)[a-z]+\\s+[a-z].+)|(?:please\\s+)?((?:${ACTION_VERBS})(?![-\\w])\\s+${OBJECT_START}.+))$|[,;]\\s+so\\s+(?:please\\s+)?(${PROHIBITION}.*)$`,
  'i',
);

/**
 * A bill falling due is a request to pay it: "Payment is due by January 8", "invoice #3310 for the print run
 * ($1,450.00) is due this Friday". The bill is a noun phrase right before "is due" (its number, amount, what
 * it is for): not "our payment to the contractor", "the balance sheet review", "due for renewal".
 */
export const MONEY_DUE =
  /^(?:(?:just )?(?:a |one )?(?:friendly |quick |gentle |final )?reminder that\s+|please note that\s+)?((?:the |your |this |our |my )?(?:(?:final|first|second|next|monthly|annual|outstanding|remaining)\s+)?(?:payment|invoice|balance|amount|fee|bill|rent|deposit|subscription|premium|instal?lment)s?(?:\s+(?:#?[A-Za-z]*-?\d[\w-]*|\(?[£$€]\s?[\d,.]+\)?|of\s+[£$€][\d,.]+|for\s+[^,.;()]{1,60}?(?:\s+\([£$€][\d,.]+\))?))*)\s+(?:is|are|was|were|falls|fell)\s+(?:now\s+|still\s+)?(?:due|payable|overdue)\b(?!\s+for\b)(?![^.]*\b(?:received|paid|settled|thank))/i;

/** "It was due on 7 November", "It's now overdue": a bill named by a pronoun, falling due or past it. */
const IT_DUE = /^(?:it|this|that)\s*(?:is|was|'s)\s+(?:now\s+|still\s+|already\s+)?(?:due|overdue|payable)\b(?!\s+to\b)(?![^.]*\b(?:received|paid|settled|thank))/i;
/** The sentence before says the bill was paid: "We received your payment for invoice 1234." */
const BILL_PAID = /\b(?:received|paid|settled|thank)/i;
/** The bill the sentence before names: "the final balance on invoice #BL-2610 ($1,900)", "the invoice". */
const BILL_NAMED = /\b(?:the|your|this|my|our)\s+(?:(?:final|first|second|last|outstanding|remaining|monthly)\s+)?(?:invoice|balance|bill|payment|deposit|rent)(?:\s+(?:on|for)\s+invoice)?(?:\s+#?[A-Za-z]*-?\d[\w-]*)?(?:\s+\([£$€][\d,.]+\))?/i;

/**
 * A bill the sentence before named, said to be due or overdue ("Quick one about the final balance on invoice
 * #BL-2610 ($1,900). It was due on 7 November."): the reader is asked to pay it. Not when the sender owes it
 * ("our payment to you").
 */
function pastDueBill(sentence: string, before: string): string | undefined {
  if (!IT_DUE.test(sentence) || BILL_PAID.test(before)) return undefined;
  const bill = BILL_NAMED.exec(before)?.[0];
  if (!bill || /^(?:our|my)\s+payment\b/i.test(bill)) return undefined;
  return `Pay ${bill.replace(/^(?:your|this)\s/i, 'the ')}.`;
}

/**
 * Saying there is nothing to do ("There's honestly nothing you need to do", "You don't need to reply"), or
 * what the sender would like to do themselves ("We would like to thank everyone"), asks nothing.
 */
const NOTHING_TO_DO =
  /\b(nothing|no need|don't|do not|won't|will not|not)\b[^,.;]{0,25}\byou\s+(need|have|must|should)\s+to\b|\byou\s+(don't|do not|won't|will not)\s+(need|have)\s+to\b|\b(i|we)\s+(would|'d)\s+like\s+to\s+(thank|welcome|remind|inform|let you know|apologi[sz]e|take this opportunity|wish|congratulate|introduce|share|announce)\b/i;

/** "If you have any questions, please contact us", "Should you have any queries, ...": an offer of help, asking nothing. */
const OFFER_OF_HELP =
  /^(?:if\s+you|should\s+you)\s+(?:have|need|want|would like|'d like|require)\s+(?:any\s+)?(?:further\s+|more\s+|other\s+)?(?:questions?|queries|help|a hand|assistance|support|information|details|anything)\b[^,]{0,60},\s*(?:please\s+)?(?:do\s+)?(?:contact|call|email|reply|respond|get in touch|reach|let|write|visit|give|drop|feel)\b/i;

/**
 * "If you have already paid, please disregard this message": a reader who has not acted has nothing to do, and
 * one who has need not say so. ("If you have already paid, please send the remittance details" does ask.)
 */
const IGNORE_IF_DONE = /^if\s+you(?:\s+have|'ve)?\s+already\b[^,]*,\s*(?:please\s+)?(?:disregard|ignore)\b/i;

/** A footer's instructions ask nothing of this reader: "If you received this email in error, please delete it". */
const MAIL_FOOTER = /\b(?:received this (?:e-?mail|message) (?:in error|by mistake)|not the intended recipient|no longer wish to receive)\b|^to (?:unsubscribe|opt out|stop receiving)\b/i;

/** Requests that are not questions: "Please send ...", "I need you to ...", imperatives. */
export function findActionItems(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let previous = '';
  for (const raw of sentences) {
    const s = stripLeadIn(stripBullet(raw));
    const before = previous;
    previous = s;
    if (s.endsWith('?') || s.length < 8 || s.length > 300) continue;
    if (MONEY_DUE.test(s)) {
      out.push(capitalizeFirst(s));
      continue;
    }
    const owed = pastDueBill(s, before);
    if (owed) {
      out.push(owed);
      continue;
    }
    if (/^(please find|please see|please note|please be assured|please accept|please (do not|don't) hesitate|please feel free|thank|thanks)\b/i.test(s)) continue;
    if (NOTHING_TO_DO.test(s) || OFFER_OF_HELP.test(s) || MAIL_FOOTER.test(s) || IGNORE_IF_DONE.test(s)) continue;
    if (ACTION_PATTERNS.some((r) => r.test(s)) || afterReaderAsk(s) !== undefined) {
      out.push(capitalizeFirst(s));
      continue;
    }
    const found = CLAUSE_REQUEST.exec(s);
    const clause = found?.[1] ?? found?.[2] ?? found?.[3];
    if (clause) out.push(capitalizeFirst(clause));
  }
  return dedupe(out);
}

const PREVIOUS_REF = /\b(as (we )?(discussed|mentioned|promised|agreed)|per (my|our|your) (last |previous |earlier )?(email|message|conversation|call)|following up on|in (my|your|our) (last|previous|earlier) (email|message|note)|last (week|time|meeting|call|email)|earlier (email|message|today)|my previous (email|message)|as per our|following our|further to|circling back|reminder that|i sent you|you sent me|we spoke)\b/i;

/** Sentences pointing at earlier correspondence. */
export function findPreviousReferences(sentences: readonly string[]): string[] {
  return dedupe(sentences.filter((s) => PREVIOUS_REF.test(s)).map((s) => stripBullet(s)));
}

const ATTACHMENT_REF = /\b(attach(ed|ment|ments|ing)?|enclosed|please find|i've included|i have included|see the (file|document|pdf|deck|spreadsheet))\b/i;
const FILE_NAME = /\b[\w-]+\.(pdf|docx?|xlsx?|pptx?|csv|zip|png|jpe?g|txt)\b/gi;

/** Sentences that mention attachments, and file names cited in the text. */
export function findAttachmentReferences(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (ATTACHMENT_REF.test(s)) out.push(stripBullet(s));
    for (const m of s.matchAll(FILE_NAME)) out.push(m[0]);
  }
  return dedupe(out);
}

/** Urgency words present in the text, lowercase. */
export function findUrgentWords(text: string): string[] {
  const lower = text.toLowerCase();
  // "It's not urgent", "nothing critical": a word of urgency denied says the opposite.
  return URGENT_WORDS.filter((w) => new RegExp(`(?<!\\b(?:not|no|nothing|never|\\w+n't)\\s+(?:\\w+\\s+)?)\\b${w.replace(/ /g, '\\s+')}\\b`).test(lower));
}

type Cue = [RegExp, number];

/**
 * Weighted cues per intent. A cue names what the email does, not a topic it
 * mentions: "meeting notes" or "the board meeting minutes" do not ask to meet,
 * "please ignore this" asks nothing, and a reminder of an earlier invoice is a
 * follow-up even though it asks for payment.
 */
const INTENT_CUES: Record<Intent, Cue[]> = {
  meeting: [
    [/\b(meet (up|with|for)|(can|could|shall) we meet|let's meet|like to meet|to meet (you|with|up))\b/i, 2],
    [/\b(schedul(e|ing)|book|set up|arrange|find|propose|move|reschedul(e|ing)|push) (a |the |our |this |that )?(\w+ )?(meeting|call|chat|sync|catch-up|review|interview|session)\b|\bfind a (good |suitable )?time\b/i, 3],
    [/\b(are you|would you be|will you be) (free|available|around)\b|\b(does|would|will) [^.?!]{0,30}\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|morning|afternoon|evening|\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}:\d{2}|january|february|march|april|june|july|august|september|october|november|december)\b[^.?!]{0,20}\bwork for you\b|\b(your|you'?re) availability\b|\bwhich (slot|time|day|works)\b/i, 3],
    [/\b(invite you|you'?re invited|you are (\w+ )?invited|(warmly|cordially) invited|invitation|join us|save the date|rsvp|come (along|over|round)|hope you can (make it|come|join))\b/i, 3],
    // A time put to the reader: "Could we grab 30 mins on Thursday?", "Is this date convenient?", "You in?"
    [/\b(could|can|shall) we (grab|get|find|have|book|set up|squeeze in) (a |an )?(quick |short )?(\d+ ?(mins?|minutes)|half an hour|call|chat|meeting|slot|time)\b/i, 3],
    [/\b(is|are|would) (this|that|the|these|those) (date|time|slot|day)s? (be )?(convenient|suitable)\b|\b(this|that|the) (date|time|slot|day)s? (is|are|would be) (convenient|suitable)\b/i, 3],
    // A meeting set for a day: a separate sign from asking whether the day suits, and the two together are a proposal.
    [/\b(meeting|call|interview|session|workshop|viva|examination|appointment)\b[^.?!]{0,60}\btake place on\b/i, 3],
    // Line-anchored without \s*, which would walk a long run of blank lines once per line.
    [/^[ \t]*you in\?/im, 3],
    // The sender coming to the reader: "I'll be round on Monday between 8 and 9am".
    [/\b(i'?ll|we'?ll|i will|we will) (be round|come (round|over|by)|pop (round|over|by))\b/i, 2],
    [/\b(quick|short) (call|chat)\b/i, 1],
    [/\b(party|dinner|brunch|lunch|coffee|drinks|reunion|wedding|celebration|barbecue|bbq|get-together|webinar|workshop|offsite)\b/i, 1],
    [/\b(call|meeting|zoom|teams call|video call|catch up|catch-up|coffee chat)\b(?! (notes|minutes|recording))/i, 1],
    [/\b(get|put|pop|find) (a |the |some )?[\w-]{0,20} ?(call|meeting|session|time|slot) in (the |your |our )?(diary|calendar|calendars)\b|\b(would|do|does|will|can) (any of|either of|one of) (these|those|them)( (times?|slots?|dates?|days?|options?))? (work|suit)\b|\b(would|do|does|will|can) (these|those|either|any) (times?|slots?|dates?|days?) (work|suit)\b|\b(want|like|fancy|care) to (come|join)\b|\bfancy coming\b|\bare you in\b/i, 3],
    [/\b(can|could|shall) we (move|push|shift|reschedule|bump)\b|\bmove (it|this|that|the \w+) to\b/i, 3],
    // Time asked for or offered: "I'd like 45 minutes with you both", "We are available on Monday from 14:00".
    // Not opening hours ("We're available from Monday to Friday").
    [/\b(i'?d|i would|we'?d|we would) like (\d+|a few|ten|fifteen|twenty|thirty|forty-five|sixty) (minutes|mins) with you\b|\b(i am|i'm|we are|we're) (available|free) (on|from|between) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?![^.?!\n]{0,20}\b(to|through|until|till|-|–)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/i, 3],
    // Confirming one: "Confirmed: your on-site interview on Tuesday", "to confirm the details of your interview".
    // Within one clause, and not "call" ("To confirm your order, call 0800 ..." tells the reader what to do).
    [/\b(confirm(ed|ing)?|confirmation)\b[^.?!\n,;]{0,40}\b(interview|meeting|appointment|visit)\b(?! (notes|minutes|recording))/i, 4],
  ],
  introduction: [
    [/\b((?<!(will|'ll|then|and) )introduc(e|ing) (you|myself|my|our)|let me introduce|allow me to introduce|connect(ing)? you (two |both )?(with|to)|put you in touch|you two should)\b/i, 4],
    [/\bmy name is\b/i, 3],
    [/\b(i'?m|i am|i'?ll be|i will be) your (new )?([a-z-]+ )?(guide|contact|point of contact|account manager|coordinator|host|recruiter|manager|representative|rep|agent|advisor|adviser|consultant|instructor|teacher|coach|driver|lawyer|solicitor|accountant|engineer|designer)\b|\bour new [a-z-]+( [a-z-]+)? (manager|lead|coordinator|colleague|hire|team member|contact|director|engineer|designer|analyst)\b|\bjoin(ed|s|ing) (us|the team|our team)\b|\bhello from\b/i, 3],
    // A name is capitalised: "Welcome Kofi Mensah" introduces someone, "welcome to the newsletter" does not.
    [/\b([Pp]lease )?([Jj]oin me in )?[Ww]elcom(e|ing) [A-Z][a-z]+ [A-Z][a-z]+\b/, 3],
    [/\b(i am|i'm) (the|a|an) [a-z ]{2,40} (at|from|with)\b/i, 1],
    [/\b(reaching out|nice to meet you|pleasure to meet you|joining (the|our) team|welcome [A-Z][a-z]+ to)\b/i, 1],
  ],
  followUp: [
    [/\b(follow(ing)?[- ]up|checking in|circling back|just checking|(gentle|friendly|quick|final|a) reminder|reminder:|final reminder|final notice|second notice|nudge|chasing|any update|bump(ing)? (this|it)( back)?( up)?|(in case|if) it got (buried|lost)|raising (it|this) again|resurfacing (this|it))\b/i, 4],
    [/\b(haven'?t heard|have not heard|have not (yet )?received|haven'?t (yet )?received|still (waiting|haven'?t|have not|not)|no response|not (yet )?been (paid|received|returned|signed|answered)|hasn'?t been (paid|signed|returned)|remains? (unpaid|outstanding|unsigned)|was due|were due|past due|unanswered|as previously (requested|mentioned))\b/i, 3],
    [/\b(my|our) (earlier|previous|last) (email|message|letter|note)\b|\b(i|we) (wrote|emailed|sent you)\b|\bon the note below\b/i, 2],
    [/\breminder\b/i, 1],
    [/\b(still (in|on) your (queue|desk|list|inbox)|did you (see|get|manage|have a chance)|had a chance to|wanted to check (whether|if|that) you|checking (whether|if) you)\b/i, 3],
  ],
  request: [
    [/^\s*(please|kindly)\b(?! (note|find|see|be advised|be aware|be assured|accept))|[.!]\s+(please|kindly)\b(?! (note|find|see|be advised|be aware|be assured|accept))|\bplease (\w+ )?(send|review|confirm|sign|share|provide|update|complete|submit|pay|fill|fix|approve|return|register|reply|respond|let|check|cancel|arrange|remit|settle|upload|book|read|choose|select|make)\b/i, 2],
    [/\b(could|can|would|will) you (please )?(send|review|confirm|sign|share|provide|update|complete|submit|pay|fill|fix|approve|return|look|check|let|help|cancel|take|get|forward|arrange)\b/i, 2],
    [/\b(i|we) (need|require|would like|'d like|want|expect|demand) (you|your|a|an|the|my|our|to)\b/i, 2],
    [/\b(we|i) (demand|insist|require) that you\b|\byou (are|will be) required to\b/i, 3],
    // Asked outright, as a statement: "We therefore ask you to provide ...", "we'd love for you to apply".
    // Not what someone may, will or never asks ("We will never ask you to share your PIN", "the app will ask you to confirm").
    [/(?<!\b(?:never|not|may|might|will|won't|'ll|sometimes)\s+)\b(ask|asking|request|requesting|require|requiring|urge|urging) you to\b|\b(would|'d) love (for )?you to\b/i, 2],
    // The formal way to ask: "I would be grateful if you could ...".
    [/\b(grateful|appreciate it|obliged) if you (could|would|can|will)\b/i, 2],
    [/\b(action (is )?(required|needed)|response required|for your signature|please sign|sign and return)\b/i, 3],
    [/\b(required|must|need(s|ed)? (to|from you)|for (your )?signature|sign(ed)? (and return|by)|awaiting your|your approval|requested)\b/i, 1],
    [/\?/, 1],
    [/\b(request|notice (of|about))\b/i, 1],
  ],
  information: [
    [/\b(has|have) been (dispatched|shipped|sent|refunded|resolved|approved|credited|restored|fixed)\b|\b(good news|all clear|no need to (reply|respond|do anything))\b/i, 2],
    [/\b(fyi|for your information|just so you know|heads[- ]up|no action (is )?(needed|required)|nothing (you need|to do)|you don'?t need to do anything|for your records)\b/i, 3],
    [/\b(announc(e|ing|ement)|introducing|now (available|live)|release notes|what'?s new|newsletter|digest|recap|postmortem|post-mortem|receipt|confirmed|confirmation|itinerary|has been resolved|resolved|changes to|closure|will be closed|is cancelled|are cancelled|cancelled:|canceled:|unsubscribe)\b/i, 2],
    [/\b(update|news|highlights|this (week|month)|read more|we wanted to let you know|this is to (inform|confirm|let you know))\b/i, 1],
    // Telling, not asking: "I am writing to let you know", "we are pleased to confirm".
    [/\b(i am|i'm|we are|we're) (writing|pleased|delighted|sorry|happy|glad|sad) to (inform|let you know|tell you|confirm|announce|report|share)\b/i, 3],
  ],
};

const MET_ALREADY = /\b(?:(?:it was|it's been|was|so)\s+)?(?:really\s+)?(?:great|good|nice|lovely|wonderful|fantastic|a pleasure|such a pleasure|brilliant)\s+(?:to\s+meet|meeting|to\s+see|seeing|chatting\s+with|to\s+chat\s+with)\s+you\b|\b(?:really\s+)?enjoyed\s+meeting\s+you\b/gi;

/** Order used to break ties: the more specific intent wins. */
const INTENT_ORDER: Intent[] = ['followUp', 'introduction', 'meeting', 'request', 'information'];

export interface IntentScore {
  intent: Intent;
  /** Weight of the cues matched for the winning intent (2 or more is clear evidence). */
  strength: number;
}

/**
 * Picks the intent whose cues weigh most; cues in the subject count twice,
 * since a subject names the email's purpose. With no cue at all, "information".
 */
export function classifyIntent(rawText: string, rawSubject = ''): IntentScore {
  // Mail writes "haven’t" with a typographic apostrophe as often as "haven't": the cues are written with the plain one.
  // A meeting already had is a pleasantry, not a wish to meet ("Great meeting you at the career fair!").
  const text = rawText.replace(/[’‘]/g, "'").replace(MET_ALREADY, ' ');
  const subject = rawSubject.replace(/[’‘]/g, "'").replace(MET_ALREADY, ' ');
  let best: IntentScore = { intent: 'information', strength: 0 };
  for (const intent of INTENT_ORDER) {
    let strength = 0;
    for (const [re, weight] of INTENT_CUES[intent]) {
      if (re.test(text)) strength += weight;
      if (subject && re.test(subject)) strength += weight;
    }
    if (strength > best.strength) best = { intent, strength };
  }
  return best;
}

/** Register that only formal letters and notices use. */
const FORMAL_WORDS = /\b(sincerely|kind regards|best regards|warm regards|yours (truly|faithfully|sincerely)|respectfully|hereby|herein|pursuant|thereof|notwithstanding|aforementioned|please be advised|we regret|we are writing to|i am writing to|further to|kindly|at your earliest convenience|accordingly|shall|do not hesitate|we would be grateful|please accept)\b/gi;
const FORMAL_GREETING = /^[ \t]*(dear|to whom it may concern)\b/im;
const CASUAL_GREETING = /^[ \t]*(hey|hiya|heya|yo|howdy|hi hi)\b|^[ \t]*hi( all| everyone| team| there)?!|^[ \t]*(hi|hello|hey) (folks|guys|gang|y'all|all)!|^[ \t]*(hi|hello) (folks|guys|gang|y'all)\b|^[ \t]*(morning|evening|afternoon),? [A-Z]?[a-z]+,|^[ \t]*[A-Z][a-z]+ x{1,3}[ \t]*$|^[ \t]*x{1,3}[ \t]*$/im;
const CASUAL_WORDS = /\b(gonna|wanna|gotta|lol|btw|thx|cheers|awesome|cool|yeah|yep|yup|nope|stuff|guys|kinda|sorta|haha|omg|super|totally|no worries|heads up|xx|xo|ping me|shout|grab|ya|ok|okay|folks|fab|ta|loads)\b/gi;
const EMOJI = /\p{Extended_Pictographic}|:\)|:D|;\)/gu;
/** Contractions; "'s" only after pronouns, where it is not a possessive. */
const CONTRACTION = /\b(\w+['’](t|re|ve|ll|d|m)|(it|that|there|here|what|who|he|she|let)['’]s)\b/gi;

/**
 * Formal vs casual by register, not by a single word: plain business mail
 * ("Hi Sam, ... I'll send it. Thanks") is neutral. A formal greeting or
 * sign-off and formal wording count for formal, more so when the text spells
 * out every contraction; a casual greeting, slang, emoji and exclamation
 * marks count for casual, and contractions only when they are dense.
 */
export function classifyFormality(text: string): Formality {
  const words = text.split(/\s+/).filter(Boolean).length;
  const contractions = (text.match(CONTRACTION) ?? []).length;
  const exclamations = (text.match(/!/g) ?? []).length;
  let formal = (text.match(FORMAL_WORDS) ?? []).length + (FORMAL_GREETING.test(text) ? 2 : 0);
  if (contractions === 0 && words >= 60 && formal > 0) formal += 1;
  let casual = (text.match(CASUAL_WORDS) ?? []).length + (CASUAL_GREETING.test(text) ? 2 : 0) + Math.min(2, (text.match(EMOJI) ?? []).length);
  if (exclamations >= 2) casual += exclamations >= 4 ? 2 : 1;
  if (contractions >= 3 && contractions * 35 >= words) casual += 1;
  if (formal >= 2 && formal > casual) return 'formal';
  if (casual >= 2 && casual > formal) return 'casual';
  return 'neutral';
}

const STOP_TOPICS = new Set([
  'i', 'you', 'we', 'thing', 'things', 'time', 'email', 'message', 'day', 'week', 'today', 'tomorrow', 'regards',
  'thanks', 'thank', 'hi', 'hello', 'dear', 'lot', 'way', 'bit', 'question', 'questions', 'best', 'everyone', 'team',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'morning', 'afternoon', 'evening',
  'please', 'note', 'end', 'update', 'updates', 'hope', 'look', 'forward', 'need', 'one', 'anything', 'something',
  'mr', 'mrs', 'ms', 'pm', 'am', 'us', 'let', 'get', 'know', 'cheers', 'sincerely', 'am', 'reply',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'yesterday', 'tonight',
]);

/**
 * Up to `max` key topics: nouns and proper nouns ranked by frequency, with a
 * bonus for words of the subject; names of people given in `exclude` are skipped.
 * A capital letter only marks a name inside a sentence: a word seen capitalised
 * once, at the start of one ("Quick nudge on ...", "Great meeting you"), is an
 * adjective or a greeting the tagger took for a name, not a topic; a name that
 * starts sentences ("Dad: ...", "Dad had a fall") is seen more than once.
 */
export function keyTopics(text: string, subject: string, exclude: readonly string[] = [], max = 5): string[] {
  const excluded = new Set(exclude.flatMap((e) => e.toLowerCase().split(/\s+/)).filter(Boolean));
  const counts = new Map<string, { score: number; first: number; label: string; named: boolean; seen: number }>();
  const subjectWords = new Set(subject.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []);
  const tokens = subject ? [...tokenize(subject), ...tokenize(text)] : tokenize(text);
  tokens.forEach((t, i) => {
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN') return;
    const word = singular(t.normal.replace(/[^a-z0-9-]/g, ''));
    if (word.length < 3 || STOP_TOPICS.has(word) || excluded.has(word) || /^\d+$/.test(word)) return;
    const entry = counts.get(word) ?? { score: 0, first: i, label: t.pos === 'PROPN' ? t.text : word, named: false, seen: 0 };
    // A word also written in lowercase is a common noun capitalised by position ("Invoice #4821").
    if (t.text === t.text.toLowerCase()) entry.label = word;
    if (/^[a-z0-9]/i.test(tokens[i - 1]?.text ?? '')) entry.named = true;
    entry.score += subjectWords.has(t.normal) ? 2 : 1;
    entry.seen += 1;
    counts.set(word, entry);
  });
  return [...counts.values()]
    .filter((e) => e.named || e.seen > 1 || e.label === e.label.toLowerCase())
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, max)
    .map((e) => e.label);
}

/** How a reply names a topic: a name as it is ("about Edinburgh"), a thing with its article ("about the invoice"). */
export function topicPhrase(topic: string): string {
  return /^[A-Z]/.test(topic) ? topic : `the ${topic}`;
}

/** Words that end in s in the singular too. */
const ALWAYS_S = new Set(['news', 'series', 'species', 'lens', 'canvas', 'atlas', 'chaos', 'gas', 'alias', 'bias', 'campus', 'bonus', 'status', 'virus', 'census', 'plus']);

function singular(w: string): string {
  if (ALWAYS_S.has(w)) return w;
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  // "addresses", "statuses", "boxes": the plural added "es" to a word ending in s or x.
  if (/(?:ss|us|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function capitalizeFirst(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Noun phrases (adjectives and nouns ending in a noun, up to 3 words) ranked
 * by how often their head noun occurs; used for subject lines, where
 * "website redesign" says more than "website".
 */
export function keyPhrases(text: string, max = 3): string[] {
  const tokens = tokenize(text);
  const headCount = new Map<string, number>();
  for (const t of tokens) if (t.pos === 'NOUN' || t.pos === 'PROPN') headCount.set(singular(t.normal), (headCount.get(singular(t.normal)) ?? 0) + 1);
  const phrases = new Map<string, { score: number; first: number }>();
  let run: typeof tokens = [];
  const flush = (index: number) => {
    while (run.length && run.at(-1)!.pos === 'ADJ') run.pop();
    while (run.length && STOP_TOPICS.has(run[0]!.normal)) run.shift();
    if (run.length) {
      const words = run.slice(-3);
      const head = singular(words.at(-1)!.normal);
      if (head.length >= 3 && !STOP_TOPICS.has(head) && !/^\d/.test(head)) {
        const label = words.map((w) => (w.pos === 'PROPN' ? w.text : w.normal)).join(' ');
        const entry = phrases.get(label) ?? { score: 0, first: index };
        entry.score += (headCount.get(head) ?? 1) + (words.length > 1 ? 1 : 0);
        phrases.set(label, entry);
      }
    }
    run = [];
  };
  tokens.forEach((t, i) => {
    if ((t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN') && /^[a-z][a-z'-]*$/i.test(t.text)) run.push(t);
    else flush(i);
  });
  flush(tokens.length);
  const heads = new Set<string>();
  return [...phrases.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first)
    .map(([label]) => label)
    .filter((label) => {
      // One phrase per head noun: "full refund" and "refund" say the same thing.
      const head = singular(label.split(' ').at(-1)!.toLowerCase());
      if (heads.has(head)) return false;
      heads.add(head);
      return true;
    })
    .slice(0, max);
}
