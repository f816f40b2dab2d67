/**
 * Turns a sentence ("emails from anna last week with attachments") into the
 * operators the search box runs (`from:anna@… after:2026/11/16 before:2026/11/23
 * has:attachment`), with no model: chrono reads the dates, the user's contacts
 * the names, and a few phrases the rest. What is left is searched as words.
 * The answer is always a query the user sees and can edit.
 */
import * as chrono from 'chrono-node';
import { formatSearch, parseSearch, parseSearchAge } from './search-query';

export interface InterpretContact {
  name: string;
  email: string;
}

export interface Interpretation {
  query: string;
  explanation: string;
}

/** Words that ask for mail rather than describe it. */
const FILLER = new Set(
  'show me find search for get list give all any every everything anything my the a an some of that which were was is are please emails email mails mail messages message ones thread threads conversations i got received have had'.split(
    ' ',
  ),
);

/** The searcher, as a sender or recipient. */
const SELF = /^(me|myself)$/;

/** Words that start a time, not a name: "from last week", "from yesterday", "from March". */
const TIME_WORDS = new Set(
  ('last this next past previous earlier recent recently yesterday today tonight tomorrow week weekend month year ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december jan feb mar apr jun jul aug sep sept oct nov dec').split(' '),
);

const PLACES: [RegExp, string, string][] = [
  [/\b(?:in (?:the )?)?trash(?:ed)?\b|\bdeleted\b/, 'in:trash', 'in the trash'],
  [/\barchived?\b/, 'in:archive', 'archived'],
  [/\b(?:i )?sent\b(?! (?:to|by|from)\b)/, 'in:sent', 'that you sent'],
  [/\bdrafts?\b/, 'in:drafts', 'drafts'],
  [/\bsnoozed\b/, 'is:snoozed', 'snoozed'],
];

const FLAGS: [RegExp, string, string][] = [
  [/\b(?:with|having|has|have|containing) (?:an? |any |some )?(?:attachments?|attached files?|files?)\b|\battachments?\b/, 'has:attachment', 'with attachments'],
  [/\bunread\b|\bnot (?:yet )?read\b|\bhaven'?t read\b/, 'is:unread', 'unread'],
  [/\bstarred\b|\bimportant\b/, 'is:starred', 'starred'],
];

const FILE_TYPES: [RegExp, string][] = [
  [/\bpdfs?\b/, 'pdf'],
  [/\b(?:spreadsheets?|excel|xlsx)\b/, 'xlsx'],
  [/\b(?:word documents?|docx)\b/, 'docx'],
  [/\b(?:images?|photos?|pictures?|jpe?gs?)\b/, 'jpg'],
  [/\b(?:slides|presentations?|pptx)\b/, 'pptx'],
];

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, 'a few': 3, few: 3 };

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as the after:/before: operators take it, in the user's local time. */
function day(date: Date): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}
function nextDay(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return d;
}

/** Picks the contact a name most likely means: an exact first name, then the start of a name or address. */
function contactFor(name: string, contacts: InterpretContact[]): InterpretContact | undefined {
  const n = name.toLowerCase();
  const exact = contacts.find((c) => c.name.toLowerCase().split(/\s+/)[0] === n) ?? contacts.find((c) => c.name.toLowerCase() === n || c.email.toLowerCase() === n);
  if (exact) return exact;
  // A start that several people share ("digest" of digest1@ and digest2@) stays the word: from: matches part of
  // a name or an address, so it finds them all instead of one picked at random.
  const starts = contacts.filter((c) => c.name.toLowerCase().split(/\s+/).some((part) => part.startsWith(n)) || c.email.toLowerCase().startsWith(n));
  return starts.length === 1 ? starts[0] : undefined;
}

export function interpretSearch(text: string, options: { now: Date; contacts: InterpretContact[] }): Interpretation {
  let rest = ` ${text.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const terms: string[] = [];
  const said: string[] = [];
  const take = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (!match) return null;
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)} `;
    return match;
  };

  // A subject named as such, first, so its words are not read as people or dates: "with subject “notes from
  // bob”", "titled budget". "about ..." stays words of the whole message.
  const subject = take(/\b(?:with (?:the |a )?subject(?: line)?|subject(?: line)?|titled|entitled|called)\s+(?:["“]([^"”]+)["”]|([\p{L}\p{N}][\p{L}\p{N}'_-]*))/u);
  if (subject) {
    const value = (subject[1] ?? subject[2]!).trim().replace(/\s+/g, ' ');
    terms.push(/\s/.test(value) ? `subject:"${value}"` : `subject:${value}`);
    said.push(`with “${value}” in the subject`);
  }

  // People: "from anna", "to bob and carol", "by dana".
  for (const [word, operator, phrase] of [
    ['from|by', 'from', 'from'],
    ['to|for', 'to', 'to'],
  ] as const) {
    // "not from the digest", "except from bob": the people are left out, not searched for.
    const pattern = new RegExp(`\\b(not |except |excluding |but not )?(?:${word}) (?:the )?([\\p{L}][\\p{L}\\p{N}.'@_+-]*)(?: (?:and|or) ([\\p{L}][\\p{L}\\p{N}.'@_+-]*))?`, 'u');
    // "from last week" is a time, left for the dates below; unless a contact is called that ("from May").
    const first = pattern.exec(rest)?.[2];
    if (!first || (TIME_WORDS.has(first) && !options.contacts.some((c) => c.name.toLowerCase().split(/\s+/)[0] === first))) continue;
    const match = take(pattern)!;
    const negated = Boolean(match[1]);
    // "me" is filler in "show me", but "from me" is the searcher: Gmail's from:me.
    const names = [match[2]!, match[3]].filter((n): n is string => Boolean(n) && (SELF.test(n!) || !FILLER.has(n!)));
    // Each person as the operator's value and as the explanation names them.
    const people = names.map((n) => {
      if (SELF.test(n)) return { value: 'me', shown: 'you' };
      const contact = contactFor(n, options.contacts);
      return { value: contact?.email ?? n, shown: contact?.name || contact?.email || n };
    });
    if (people.length === 0) continue;
    const values = people.map((p) => p.value);
    terms.push(`${negated ? '-' : ''}${values.length === 1 ? `${operator}:${values[0]}` : `${operator}:{${values.join(' ')}}`}`);
    said.push(`${negated ? 'not ' : ''}${phrase} ${people.map((p) => p.shown).join(' or ')}`);
  }

  for (const [pattern, operator, phrase] of [...PLACES, ...FLAGS]) {
    if (take(pattern)) {
      terms.push(operator);
      said.push(phrase);
    }
  }
  for (const [pattern, extension] of FILE_TYPES) {
    if (take(pattern)) {
      terms.push(`filename:${extension}`);
      said.push(`with a .${extension} file`);
    }
  }

  const size = take(/\b(?:bigger|larger|more|over|greater) than (\d+(?:\.\d+)?) ?(kb|k|mb|m)\b|\b(?:smaller|less|under) than (\d+(?:\.\d+)?) ?(kb|k|mb|m)\b/);
  if (size) {
    const larger = size[1] !== undefined;
    const amount = larger ? size[1]! : size[3]!;
    const unit = (larger ? size[2]! : size[4]!)[0]!.toUpperCase();
    terms.push(`${larger ? 'larger' : 'smaller'}:${amount}${unit}`);
    said.push(`${larger ? 'larger' : 'smaller'} than ${amount} ${unit}B`);
  }

  // "the last 3 days", "past two weeks": a stretch up to now, as Gmail's newer_than: reads it (chrono takes it for one day).
  const recent = take(/\b(?:in |within |during |over |from )?(?:the )?(?:last|past) (\d+|two|three|four|five|six|seven|eight|nine|ten|a few|few) (day|week|month|year)s?\b/);
  if (recent) {
    const n = NUMBER_WORDS[recent[1]!] ?? Number(recent[1]);
    const unit = recent[2]!;
    const term = unit === 'week' ? `newer_than:${n * 7}d` : `newer_than:${n}${unit[0]}`;
    // A count the operator cannot take ("the last 99999 days") stays out rather than become words to search.
    if (parseSearchAge(term.slice('newer_than:'.length))) {
      terms.push(term);
      said.push(`from the last ${n === 1 ? unit : `${n} ${unit}s`}`);
    }
  }

  // Dates: chrono finds "last week", "yesterday", "since March", "in June 2025", "3 days ago"; a bare year it leaves to us.
  const found = chrono.parse(rest, options.now, { forwardDate: false })[0];
  const dated = found ? chronoSpan(found) : bareYear(rest);
  if (dated) {
    const before = rest.slice(0, dated.index);
    const since = /\b(?:since|after)\s*$/.test(before);
    const until = /\b(?:before|until)\s*$/.test(before);
    const { start, end } = dated.span(options.now);
    if (since) {
      terms.push(`after:${day(start)}`);
      said.push(`since ${day(start)}`);
    } else if (until) {
      terms.push(`before:${day(start)}`);
      said.push(`before ${day(start)}`);
    } else {
      terms.push(`after:${day(start)}`, `before:${day(nextDay(end))}`);
      said.push(day(start) === day(end) ? `on ${day(start)}` : `between ${day(start)} and ${day(end)}`);
    }
    rest = `${before.replace(/\b(?:since|after|before|until|on|in|during)\s*$/, ' ')} ${rest.slice(dated.index + dated.text.length)}`;
  }

  const about = take(/\b(?:about|regarding|re|subject|titled|called) (.+)$/);
  const words = (about ? about[1]! : rest)
    .split(/[^\p{L}\p{N}@.'_+-]+/u)
    .concat(about ? rest.split(/[^\p{L}\p{N}@.'_+-]+/u) : [])
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((w) => w && !FILLER.has(w) && !/^(and|or|with|from|to|in|on|at|since|before|after|during|than|by)$/.test(w));
  if (words.length) {
    terms.push(...words);
    said.push(`containing ${words.map((w) => `“${w}”`).join(' and ')}`);
  }

  // The query goes through the parser once, so what is offered is exactly what will run.
  const tree = parseSearch(terms.join(' '));
  const query = tree ? (tree.type === 'and' ? tree.nodes.map(formatSearch).join(' ') : formatSearch(tree)) : '';
  return { query, explanation: said.length ? `Mail ${said.join(', ')}` : 'Mail matching the words typed' };
}

interface DateMention {
  index: number;
  text: string;
  span(now: Date): { start: Date; end: Date };
}

function bareYear(text: string): DateMention | undefined {
  const match = /\b(?:19|20)\d{2}\b/.exec(text);
  if (!match) return undefined;
  const year = Number(match[0]);
  return { index: match.index, text: match[0], span: () => ({ start: new Date(year, 0, 1), end: new Date(year, 11, 31) }) };
}

/**
 * The days a chrono result names: "last month" is all of that month, "June" the whole of the last
 * June (never a future one: people search mail they already have), "last week" the seven days to today.
 */
function chronoSpan(result: chrono.ParsedResult): DateMention {
  return {
    index: result.index,
    text: result.text,
    span(now) {
      let start = result.start.date();
      let end = result.end?.date() ?? start;
      const certain = (unit: 'day' | 'month' | 'year') => result.start.isCertain(unit);
      const text = result.text.toLowerCase();
      if (/\bweek\b/.test(text) && !result.end) end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6);
      else if (/\bmonth\b/.test(text) || (!certain('day') && certain('month'))) {
        start = new Date(start.getFullYear(), start.getMonth(), 1);
        if (!result.end) end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
      } else if (/\byear\b/.test(text) || (!certain('month') && certain('year'))) {
        start = new Date(start.getFullYear(), 0, 1);
        if (!result.end) end = new Date(start.getFullYear(), 11, 31);
      }
      // Mail is from the past: a day after today means the last one of that name. Compared by day, since
      // chrono puts a day's mention at noon ("this week" read at 9 in the morning is not in the future).
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      if (start >= today && !certain('month')) {
        // A weekday ("since monday"): the one of the week before.
        start = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 7);
        end = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 7);
      } else if (start >= today && !certain('year')) {
        start = new Date(start.getFullYear() - 1, start.getMonth(), start.getDate());
        end = new Date(end.getFullYear() - 1, end.getMonth(), end.getDate());
      }
      return { start, end: end > now ? new Date(now) : end };
    },
  };
}
