/**
 * Finds deadlines in a text with chrono-node, resolved against an explicit
 * `now` (never the system clock) in UTC so results are reproducible.
 * A date counts as a deadline when deadline wording surrounds it ("by",
 * "before", "due", "deadline", "no later than", ...). A
 * deadline within 3 days is a priority; an overdue one is too.
 */
import * as chrono from 'chrono-node';
import type { Deadline } from './types';

export const PRIORITY_DEADLINE_DAYS = 3;
const DAY_MS = 86_400_000;

const CUE_WORDS = 'by|before|until|till|due|deadline|no later than|latest|expires?|expiring|closes?|closing|cutoff|cut-off|submit|send|deliver|pay|complete|finish|reply|respond|confirm|renews?|renewal|ends|ending|terminates?|retired?|retiring|rsvp';
const CUE_BEFORE = new RegExp(`\\b(${CUE_WORDS})\\b[^.?!]{0,40}$`, 'i');
const CUE_AROUND = /\b(deadline|due|overdue|expires?|at the latest)\b/i;
const CUE_ANY = new RegExp(`\\b(${CUE_WORDS}|overdue|at the latest)\\b`, 'i');
const PAST_CUE = /\b(was|were|overdue|ago|last|since|passed|missed|expired)\b/i;
const END_OF_BEFORE = /\b(end of (the )?(day|week|month)|eod|eow|cob|close of business)[ ,]*(on |by )?$/i;
const SAME_DAY = /\b(today|tonight|this (morning|afternoon|evening)|noon|midday|midnight)\b/i;
const DUE_AFTER = /^\s*(deadline|due date|payment|instal?ment|invoice)\b|^[^.?!]{0,25}\b(is|was|are|were|has|have) (now |been )?(overdue|past due|due|passed|missed|expired)\b/i;
const DURATION = /^(a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|\d+)\s+(minutes?|hours?|days?|weeks?|months?)(\s+(before|after|ago|later|earlier))?$/i;
const END_OF = /\b(end of (the )?(day|week|month)|eod|eow|cob|close of business)\b/i;
/** What makes a past date a missed deadline when right before it: "was due on", "by", "the deadline was". */
/** Deadline wording right before a date, kept in its text ("by Friday", "due on 5 May"). */
const CUE_RIGHT_BEFORE = /\b(by|before|until|till|due( on| by)?|no later than)\s+$/i;
const NAMED_PAST_DEADLINE = /\b(deadline|due date|closing date|cut-?off( date)?)\b[^.?!,]{0,30}\b(was|of|passed|expired|closed)( on)?\s+$/i;
/** How far back a stated weekday may pull a date chrono put most of a year ahead. */
const RECENT_PAST_DAYS = 45;
/** "Just to confirm," and "To confirm,": the sender confirming something, not asking for it. */
const ASIDE = /\b(?:just\s+)?to\s+confirm\s*,/gi;
/**
 * A length of time before something: told, it places a day ("opens one week before tickets go on general sale
 * on Monday 30 November") and asks nothing by it; asked ("please return the form one week before the trip on
 * Monday 30 November"), the deadline is that long before the day.
 */
const SPAN_BEFORE = /\b(?:(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(days?|nights?|weeks?)|(?:a few|a couple of|several|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)|the\s+(day|night|evening|morning|week|weekend))\s+before\b/gi;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** Days a span counts, or undefined when it is not a whole number of days ("two hours", "a few days", "the weekend"). */
function spanDays(count: string | undefined, unit: string | undefined, the: string | undefined): number | undefined {
  if (the) return the === 'week' ? 7 : the === 'weekend' ? undefined : 1;
  if (!count || !unit) return undefined;
  const n = NUMBER_WORDS[count.toLowerCase()] ?? Number(count);
  return n * (/^week/i.test(unit) ? 7 : 1);
}
/** Words that ask the reader to act, not denied ("you don't need to arrive the day before"): with them a span before a day is a deadline. */
const ASKING = /(?<!\b(?:don't|do not|doesn't|does not|won't|will not|no|not|never)\s+)\b(?:please|kindly|must|need to|needs to|have to|make sure|remember to|don't forget to)\b/i;
/**
 * The day a span before it counts back from, named right after "before" ("one week before the trip on Monday 30
 * November"), with no deadline wording of its own between: not "the night before, on Sunday 29 November" (the day
 * itself) nor "two days before the course and submit your form by Friday".
 */
const COUNTED_FROM = /^\s+(?![,(])(?:(?!\b(?:by|until|till|due|deadline|no later than|and|then)\b)[^,;()])*$/i;
/**
 * When the reader's parcel, refund or the like is expected, which asks nothing of them: "your parcel should
 * arrive by Friday", "the refund will be credited by 4 December", "it should be back up before noon". Not
 * "all entries should arrive by Friday", which is the reader's to send.
 */
const EXPECTED_BY = /\b(?:(?:your|the|this|my)\s+(?:[\w-]+\s+){0,2}?(?:parcel|package|order|delivery|shipment|refund|replacement|item|goods|money|funds|credit|card|site|service|website|app|system|account)s?|it|they)\s+(?:will|should|'ll|is\s+expected\s+to|are\s+expected\s+to)\s+(?:now\s+|usually\s+|normally\s+)?(?:arrive|reach\s+you|be\s+(?:delivered|dispatched|shipped|posted|processed|credited|refunded|back(?:\s+up)?|with\s+you|live|restored|available|in\s+your\s+account))\b(?:(?!\byou\b)[^.?!]){0,40}$/i;
/** The sender as the one who acts, with no "you" after it before the date: "I'll send an update tonight". */
const SENDER_PROMISE = /\b(?:i|we)(?:'ll|\s+will|\s+shall|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|\s+are\s+going\s+to)\s+(?:also\s+|then\s+|just\s+)?(?:send|deliver|pay|complete|finish|reply|respond|confirm|submit|renew)\b(?:(?!\byou)[^.?!]){0,40}$/i;
const VAGUE = /^((the|this|that) (day|week|month|year)|(the )?next (couple|few) (of )?days)$/i;
/** Someone able to do a thing by a day: "can install by", "will be able to deliver it by"; not "can you ... by". */
const CAN_DO_BY = /(?<!\byou\s+)\b(?:can|could|will be able to|'ll be able to|is able to|are able to)\s+(?!you\b)[a-z]+(?:\s+(?:it|this|that|them|everything|all))?\s+by\s+$/i;
/** Deadline wording that takes "on": "due on", "closes on", "by ... on" does not. */
const ON_CUE = /\b(due|deadline|expire[sd]?|expiring|close[sd]?|closing|end(s|ed)?|ending|renew(s|ed|al)?|terminate[sd]?|retire[sd]?|submit|pay|reply|respond|confirm|rsvp)\s+on\s+$/i;

const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_INDEX = (word: string) => ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(word.slice(0, 3).toLowerCase());

const startOfDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** Days in the month `shift` months from `now`'s, and that month's year and number (1 to 12). */
function monthFrom(now: Date, shift: number): { year: number; month: number; days: number } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, days };
}

/**
 * Day `day` of a month: the next time it comes, on or after `now`'s day (this month's when it is still ahead
 * and exists, else a later month's); in a sentence about the past, the latest time it came.
 */
function dayOfMonth(now: Date, day: number, forward: boolean): { year: number; month: number } {
  for (let k = 0; k < 13; k++) {
    const { year, month, days } = monthFrom(now, forward ? k : -k);
    const at = Date.UTC(year, month - 1, day);
    if (day <= days && (forward ? at >= startOfDay(now) : at <= startOfDay(now))) return { year, month };
  }
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/** The year a month and day fall in: the next time they come, on or after `now`'s day; about the past, the latest. */
function yearOf(now: Date, month: number, day: number, forward: boolean): number {
  const thisYear = Date.UTC(now.getUTCFullYear(), month - 1, day);
  if (forward) return thisYear >= startOfDay(now) ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return thisYear <= startOfDay(now) ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** A day of the month said alone is a date unless a noun follows it ("the 2nd draft", "the 1st instalment"). */
const ORDINAL_FOLLOWER = String.raw`(?!\s+(?!(?:at|by|of|or|and|so|if|please|when|before|after|to|in|latest|then|as|for|the|this|that|we|i|you|it)\b)[a-z])`;

/**
 * chrono, and the days mail names that it does not read: a day of the month said alone ("by the 30th", "before
 * the 1st"), the middle of a month ("by mid-December" is the 15th) and the year's fixed holidays ("before
 * Christmas"). Each is its next occurrence; a year said after it is read by chrono as usual.
 */
const dateParser = chrono.casual.clone();
const forwardIn = (context: chrono.ParsingContext) => context.option.forwardDate !== false;
const fixedDay = (context: chrono.ParsingContext, month: number, day: number) => {
  const components = context.createParsingComponents({ day, month });
  components.imply('year', yearOf(context.refDate, month, day, forwardIn(context)));
  return components;
};
dateParser.parsers.push(
  {
    pattern: () => new RegExp(`\\bthe\\s+([1-9]|[12]\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH_WORD}\\b)(?:\\s+of\\s+(?<which>this|next)\\s+month\\b)?${ORDINAL_FOLLOWER}`, 'i'),
    extract: (context, match) => {
      const day = Number(match[1]);
      // Named: the month word in the lookahead above is a group of its own.
      const which = match.groups?.which?.toLowerCase();
      if (which) {
        // "The 3rd of next month" names its month; "the 31st" of a shorter one is its last day.
        const named = monthFrom(context.refDate, which === 'next' ? 1 : 0);
        return context.createParsingComponents({ day: Math.min(day, named.days), month: named.month, year: named.year });
      }
      const { year, month } = dayOfMonth(context.refDate, day, forwardIn(context));
      const components = context.createParsingComponents({ day });
      components.imply('month', month);
      components.imply('year', year);
      return components;
    },
  },
  { pattern: () => new RegExp(`\\bmid[- ]${MONTH_WORD}\\b`, 'i'), extract: (context, match) => fixedDay(context, MONTH_INDEX(match[1]!) + 1, 15) },
  {
    // "By the end of next week" is next week's Friday, as "the end of the week" is this one's.
    pattern: () => /\b(?:the\s+)?end\s+of\s+next\s+week\b/i,
    extract: (context) => {
      // Weeks run Monday to Sunday: said at a weekend, next week's Friday is the coming one.
      const friday = new Date(context.refDate.getTime());
      const weekday = friday.getUTCDay();
      friday.setUTCDate(friday.getUTCDate() + ((5 - weekday + 7) % 7) + (weekday === 6 || weekday === 0 ? 0 : 7));
      return context.createParsingComponents({ day: friday.getUTCDate(), month: friday.getUTCMonth() + 1, year: friday.getUTCFullYear() });
    },
  },
  {
    // Only as a day after a word that dates something: "before Christmas", not "a Christmas present".
    pattern: () => /(?<=\b(?:by|before|until|till|for|after|at|on|over|from|around|of|ahead of|in time for)\s+)(christmas eve|christmas(?: day)?|boxing day|new year['’]?s eve|new year['’]?s(?: day)?)\b(?!\s+(?:present|gift|party|parties|card|cards|tree|dinner|lunch|market|shopping|break|holidays?|sale|jumper|fair|show|concert|do)\b)/i,
    extract: (context, match) => {
      const name = match[1]!.toLowerCase();
      if (name === 'christmas eve') return fixedDay(context, 12, 24);
      if (name.startsWith('christmas')) return fixedDay(context, 12, 25);
      if (name === 'boxing day') return fixedDay(context, 12, 26);
      if (name.endsWith('eve')) return fixedDay(context, 12, 31);
      return fixedDay(context, 1, 1);
    },
  },
);

/**
 * "Friday 13 November" said in November 2026 is that Friday, past or not: a date whose stated weekday
 * only matches a year earlier than chrono's forward guess is taken in that year.
 */
function sameWeekday(r: chrono.ParsedResult, now: Date): Date {
  const date = r.start.date();
  const weekday = r.start.get('weekday');
  if (weekday === null || r.start.isCertain('year') || !r.start.isCertain('day') || date.getUTCDay() === weekday) return date;
  const earlier = new Date(date.getTime());
  earlier.setUTCFullYear(date.getUTCFullYear() - 1);
  // Only a date a few weeks back whose forward guess lies most of a year ahead: "Sunday 14 December" said in
  // October, when 14 December is a Monday, is still a coming day, not one of last year.
  const recent = earlier.getTime() <= now.getTime() && now.getTime() - earlier.getTime() < RECENT_PAST_DAYS * DAY_MS;
  return earlier.getUTCDay() === weekday && recent && date.getTime() - now.getTime() > 300 * DAY_MS ? earlier : date;
}

/** Extracts deadlines from sentences; at most one per chrono match. */
export function findDeadlines(sentences: readonly string[], now: Date): Deadline[] {
  const out: Deadline[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    // chrono is the costly step; a sentence without deadline wording or any
    // date-like word cannot yield a deadline, so it is not parsed at all.
    if (!CUE_ANY.test(sentence) && !END_OF.test(sentence)) continue;
    if (!/\d|day|week|month|tomorrow|tonight|eod|eow|cob|noon|morning|afternoon|evening|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\b(mon|tues?|wed|thu(rs)?|fri)\b|christmas|new year/i.test(sentence)) continue;
    const forwardDate = !PAST_CUE.test(sentence);
    const results = dateParser.parse(sentence, { instant: now, timezone: 'UTC' }, { forwardDate });
    const kept: [number, number][] = [];
    for (const r of results) {
      // "now" and "today" alone are not deadlines ("is now overdue").
      if (/^(right )?now$/i.test(r.text.trim())) continue;
      // Every cue below is anchored at the end: the last 80 characters are enough, and a long sentence is not rescanned per date.
      const before = sentence.slice(Math.max(0, r.index - 80), r.index);
      // "Just to confirm, I'll be round on Monday": an aside that asks nothing is no deadline wording.
      // Asked in the date's own clause, or with deadline wording around: "The application deadline is two weeks before ...".
      const clause = sentence.slice(sentence.lastIndexOf(';', r.index) + 1, r.index);
      const asked = ASKING.test(clause) || CUE_AROUND.test(sentence);
      const span = [...before.matchAll(SPAN_BEFORE)].at(-1);
      const aside = before.replace(ASIDE, '');
      const cueText = asked ? aside : aside.replace(SPAN_BEFORE, '');
      // "end of day Friday": the end-of phrase is deadline wording for the day after it.
      const cued = CUE_BEFORE.test(cueText) || END_OF_BEFORE.test(cueText);
      // What the sender will do by a day is their promise, not the reader's deadline: "I'll send an update
      // tonight" (but "I'll send the forms, and you must return them by Friday" still asks the reader).
      if (SENDER_PROMISE.test(before)) continue;
      // Unless the reader is asked to see to it: "please make sure it will be delivered by Friday".
      if (EXPECTED_BY.test(before) && !/\b(?:please|make\s+sure|ensure)\b/i.test(before)) continue;
      // "from 4 February": when something starts, not a day to act by.
      if (/\bfrom\s+$/i.test(before)) continue;
      // A deadline is a day, or a time with deadline wording before it ("by 5pm" is today's): a month
      // alone ("in October"), a time alone ("from 8:00") or a bare length of time ("90 minutes") is not one.
      const dayKnown = r.start.isCertain('day') || r.start.isCertain('weekday');
      if (!dayKnown) {
        // A time alone is today's deadline only right after "by", "before" or "until", and only when
        // no day follows it ("until 23:59 on Friday 20 November" is Friday's).
        const timeOfDay = r.start.isCertain('hour') || SAME_DAY.test(r.text);
        const dayAfter = results.some((o) => o !== r && o.index > r.index && o.index - (r.index + r.text.length) <= 25);
        // Nor when a day comes just before it: "Wednesday 25 November at any time before noon" is that day's hour.
        const dayBefore = results.some((o) => o !== r && o.index < r.index && r.index - (o.index + o.text.length) <= 25);
        if (!timeOfDay || !/\b(by|before|until|till|no later than)\s+$/i.test(before) || dayAfter || dayBefore) continue;
      }
      if (DURATION.test(r.text.trim()) && !/\b(within|in)\s+$/i.test(before)) continue;
      // "the day", "the week", "the next couple of days" name no day.
      if (VAGUE.test(r.text.trim())) continue;
      if (!cued && !CUE_AROUND.test(sentence)) continue;
      // What someone can do by a day is their offer, not the reader's deadline: "Hartley can install by
      // mid-January" (but "can you send it by Friday" asks the reader).
      if (CAN_DO_BY.test(before)) continue;
      const day = sameWeekday(r, now);
      const back = asked && span && COUNTED_FROM.test(before.slice(span.index + span[0].length)) ? spanDays(span[1], span[2], span[3]) : undefined;
      const date = back ? new Date(day.getTime() - back * DAY_MS) : day;
      // "Received by the college on 2 November": a date after "on" belongs to "on", not to a cue further back.
      const onText = /^on\s/i.test(r.text) ? `${before}on ` : before;
      const own = cued && !(/\bon\s+$/i.test(onText) && !ON_CUE.test(onText));
      // A past date is a missed deadline only when the words say so, right before it ("was due on
      // 30 September") or right after it ("the October 15 deadline", "your May 2 payment is overdue");
      // other past dates in the sentence tell its history ("we wrote on 15 October", "we retired on Monday").
      const after = sentence.slice(r.index + r.text.length, r.index + r.text.length + 40);
      // A day counted back from a later one is a deadline however far back it falls.
      if (date.getTime() < now.getTime() && !back && !CUE_RIGHT_BEFORE.test(onText) && !NAMED_PAST_DEADLINE.test(onText) && !DUE_AFTER.test(after)) continue;
      // Without a year and without deadline wording of its own, a date most of a year ahead is a past mention.
      if (!own && !r.start.isCertain('year') && date.getTime() - now.getTime() > 300 * DAY_MS) continue;
      const cue = CUE_RIGHT_BEFORE.exec(before);
      // A day counted back from another says so in its own words: "one week before the trip on Monday 30 November".
      const text = back ? before.slice(span!.index) + r.text : (cue ? cue[0] : '') + r.text;
      add(out, seen, text.trim(), date, now);
      kept.push([r.index, r.index + r.text.length]);
    }
    const eo = END_OF.exec(sentence);
    // "end of day tomorrow" is tomorrow's end: a day kept right after it stands for it.
    const end = eo ? eo.index + eo[0].length : 0;
    if (eo && !kept.some(([from, to]) => (from <= eo.index && eo.index < to) || (from >= end && from - end <= 3))) {
      add(out, seen, eo[0], endOf(eo[0], now), now);
    }
  }
  return out;
}

function add(out: Deadline[], seen: Set<string>, text: string, date: Date, now: Date): void {
  const iso = date.toISOString();
  if (seen.has(iso)) return;
  seen.add(iso);
  out.push({ text, date: iso, isPriority: isPriorityDeadline(date, now) });
}

/** Within 3 days of now (or already past) is priority. */
export function isPriorityDeadline(date: Date, now: Date): boolean {
  return date.getTime() - now.getTime() <= PRIORITY_DEADLINE_DAYS * DAY_MS;
}

function endOf(phrase: string, now: Date): Date {
  const d = new Date(now.getTime());
  const p = phrase.toLowerCase();
  if (/week|eow/.test(p)) {
    // Friday 17:00 UTC of the current week (or today when already Friday).
    const add = (5 - d.getUTCDay() + 7) % 7;
    d.setUTCDate(d.getUTCDate() + add);
  } else if (/month/.test(p)) {
    d.setUTCMonth(d.getUTCMonth() + 1, 0);
  }
  d.setUTCHours(17, 0, 0, 0);
  return d;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday, March 6" in UTC, independent of the host locale. */
export function formatDay(iso: string): string {
  const { weekday, month, day } = dayParts(iso);
  return `${weekday}, ${month} ${day}`;
}

/** The names formatDay joins, for text that needs them one by one. */
export function dayParts(iso: string): { weekday: string; month: string; day: number } {
  const d = new Date(iso);
  return { weekday: DAYS[d.getUTCDay()]!, month: MONTHS[d.getUTCMonth()]!, day: d.getUTCDate() };
}
