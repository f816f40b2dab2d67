/**
 * Whether one message matches a parsed search (core/mail/search-query.ts),
 * decided in memory: a rule's condition is checked on each arriving message
 * without a database round trip. It answers as the SQL search
 * (server/mail/search.ts) does: words through the English stemmer and stop
 * words PostgreSQL's `english` configuration uses, names and addresses as
 * word prefixes in order, flags, dates and sizes as columns.
 */
import stem from 'wink-eng-lite-web-model/dist/porter-stemmer.js';
import type { MailAddress } from '../mail/types';
import { ageCutoff, parseSearchAge, parseSearchDate, parseSearchSize, type SearchNode, type SearchOperator } from '../mail/search-query';
import { STOP_WORDS } from '../mail/stop-words';

/** What a condition looks at in a message. */
export interface MatchableMessage {
  subject: string;
  fromName: string;
  fromEmail: string;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  /** The body as text (the snippet while only that is known). */
  text: string;
  date: Date;
  sizeEstimate: number;
  hasAttachments: boolean;
  attachmentNames: string[];
  unread: boolean;
  starred: boolean;
  inInbox: boolean;
  isSent: boolean;
  isDraft: boolean;
  isTrash: boolean;
  snoozed: boolean;
  /** The raw label array (system labels, provider label ids and the user's label ids). */
  labels: string[];
  /** The names of the user's labels the message carries. */
  labelNames: string[];
  /** The IMAP folder it is in, by name and path. */
  folder?: { name: string; path: string };
  /** What account: names the message's account by (its id, addresses and display name), lower-cased. */
  accountKeys: string[];
}

/*
 * Bounded as addresses are (64 before the @, 63 a label): unbounded, the pattern rescanned the rest of a long run of
 * letters from each of its positions, and a message of 30,000 "a"s held the server for seconds.
 */
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Stems already worked out: mail repeats its words, and stemming is most of a message's cost. */
const STEMS = new Map<string, string>();
const STEMS_MAX = 50_000;
const MAX_STEMMED = 64;

/** A word as the index keeps it: stemmed unless it holds a digit (PostgreSQL keeps those as they are); null for a stop word. */
function lexeme(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  // The stemmer's time grows with the square of a word's length; no real word is this long.
  if (/\d/.test(lower) || lower.length > MAX_STEMMED) return lower;
  let stemmed = STEMS.get(lower);
  if (stemmed === undefined) {
    if (STEMS.size >= STEMS_MAX) STEMS.clear();
    stemmed = stem(lower);
    STEMS.set(lower, stemmed);
  }
  return stemmed;
}

/** Text as positions of lexemes (stop words hold a position but no lexeme), addresses kept whole as well. */
function textTokens(text: string): (string | null)[] {
  const tokens: (string | null)[] = [];
  for (const address of text.match(EMAIL) ?? []) tokens.push(address.toLowerCase());
  for (const word of text.match(WORD) ?? []) tokens.push(lexeme(word));
  return tokens;
}

/** Names and addresses split at every non-alphanumeric, as the `people` column is. */
function peopleTokens(parts: string[]): string[] {
  return parts.join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function addressParts(addresses: MailAddress[]): string[] {
  return addresses.flatMap((a) => [a.name, a.email]);
}

/** Whether `needle`'s lexemes appear in order, next to each other (a stop word keeps its place), in `tokens`. */
function hasPhrase(tokens: (string | null)[], needle: (string | null)[]): boolean {
  const first = needle.findIndex((t) => t !== null);
  if (first === -1) return false;
  for (let start = 0; start + needle.length <= tokens.length + first; start++) {
    if (needle.every((t, i) => t === null || tokens[start - first + i] === t)) return true;
  }
  return false;
}

/**
 * Whether the words follow each other in `tokens`, each as the start of one or, with `whole`, as the whole
 * of one (from:alice archer finds "Alice Archer"; so does the phrase "alice archer", but not "alice arch").
 * As the SQL search's peopleQuery.
 */
function hasRun(tokens: string[], words: string[], match: 'start' | 'whole'): boolean {
  if (words.length === 0) return false;
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((w, i) => (match === 'start' ? tokens[start + i]!.startsWith(w) : tokens[start + i] === w))) return true;
  }
  return false;
}

/** A message's searchable parts, worked out once for every rule that looks at it. */
class Indexed {
  readonly text: Set<string>;
  readonly subjectTokens: (string | null)[];
  readonly bodyTokens: (string | null)[];
  private readonly people: Record<'from' | 'to' | 'cc' | 'bcc', string[]>;

  constructor(readonly message: MatchableMessage) {
    this.subjectTokens = textTokens(message.subject);
    const fromTokens = textTokens(`${message.fromName} ${message.fromEmail}`);
    this.bodyTokens = textTokens(message.text.slice(0, 200_000));
    this.text = new Set([...this.subjectTokens, ...fromTokens, ...this.bodyTokens].filter((t): t is string => t !== null));
    this.people = {
      from: peopleTokens([message.fromName, message.fromEmail]),
      to: peopleTokens(addressParts(message.to)),
      cc: peopleTokens(addressParts(message.cc)),
      bcc: peopleTokens(addressParts(message.bcc)),
    };
  }

  /** Words searched together: every lexeme present; only stop words match nothing, as an empty tsquery does. */
  words(words: string[]): boolean {
    const lexemes = words.flatMap((w) => textTokens(w)).filter((t): t is string => t !== null);
    const fts = lexemes.length > 0 && lexemes.every((l) => this.text.has(l));
    if (fts) return true;
    // A bare address finds the mail it was on, as sender or recipient.
    return words.some((w) => w.includes('@') && this.person(['from', 'to', 'cc', 'bcc'], w));
  }

  phrase(text: string): boolean {
    const needle = textTokens(text);
    const all = [...this.subjectTokens, ...this.bodyTokens];
    const inText = this.words([text]) && (hasPhrase(this.subjectTokens, needle) || hasPhrase(this.bodyTokens, needle) || hasPhrase(all, needle));
    // Names are not English: a quoted full name is looked for as written among the names and addresses.
    return inText || this.person(['from', 'to', 'cc', 'bcc'], text, 'whole');
  }

  person(fields: ('from' | 'to' | 'cc' | 'bcc')[], value: string, match: 'start' | 'whole' = 'start'): boolean {
    const words = peopleTokens([value]);
    return fields.some((f) => hasRun(this.people[f], words, match));
  }
}

const PEOPLE_FIELDS: Partial<Record<SearchOperator, ('from' | 'to' | 'cc' | 'bcc')[]>> = {
  from: ['from'],
  to: ['to', 'cc', 'bcc'],
  cc: ['cc'],
  bcc: ['bcc'],
};

function inPlace(m: MatchableMessage, value: string): boolean {
  switch (value) {
    case 'inbox':
      return m.inInbox && !m.isTrash;
    case 'sent':
      return m.isSent && !m.isTrash;
    case 'drafts':
    case 'draft':
      return m.isDraft;
    case 'trash':
      return m.isTrash;
    case 'archive':
    case 'archived':
      return !m.inInbox && !m.isSent && !m.isDraft && !m.isTrash && !m.snoozed;
    case 'snoozed':
      return m.snoozed && !m.isTrash;
    case 'starred':
      return m.starred && !m.isTrash;
    case 'anywhere':
      return true;
    default:
      return (
        (m.folder !== undefined && (m.folder.name.toLowerCase() === value || m.folder.path.toLowerCase() === value)) ||
        m.labels.some((l) => l.toLowerCase() === value)
      );
  }
}

function operator(ix: Indexed, name: SearchOperator, value: string, now: Date): boolean {
  const m = ix.message;
  switch (name) {
    case 'from':
    case 'to':
    case 'cc':
    case 'bcc':
      return ix.person(PEOPLE_FIELDS[name]!, value);
    case 'subject':
      return ix.words([value]) && hasPhrase(ix.subjectTokens, textTokens(value));
    case 'has':
      return m.hasAttachments;
    case 'filename': {
      const extension = /^\.?[a-z0-9]{1,5}$/i.test(value) && !value.includes(' ');
      const wanted = value.toLowerCase();
      return m.attachmentNames.some((n) => (extension ? n.toLowerCase().endsWith(`.${wanted.replace(/^\./, '')}`) : n.toLowerCase().includes(wanted)));
    }
    case 'is':
      switch (value) {
        case 'unread':
          return m.unread;
        case 'read':
          return !m.unread;
        case 'starred':
          return m.starred;
        default:
          return m.snoozed;
      }
    case 'in':
      return inPlace(m, value.toLowerCase());
    case 'label': {
      const label = value.toLowerCase();
      return (
        m.labelNames.some((n) => n.toLowerCase() === label || n.toLowerCase().replaceAll(' ', '-') === label) ||
        m.labels.some((l) => l.toLowerCase() === label)
      );
    }
    case 'account':
      return m.accountKeys.includes(value.toLowerCase());
    case 'after':
      return m.date >= parseSearchDate(value)!;
    case 'before':
      return m.date < parseSearchDate(value)!;
    case 'newer_than':
      return m.date > ageCutoff(parseSearchAge(value)!, now);
    case 'older_than':
      return m.date < ageCutoff(parseSearchAge(value)!, now);
    case 'larger':
      return m.sizeEstimate > parseSearchSize(value)!;
    case 'smaller':
      return m.sizeEstimate < parseSearchSize(value)!;
  }
}

function evaluate(ix: Indexed, node: SearchNode, now: Date): boolean {
  switch (node.type) {
    case 'word':
      return ix.words([node.text]);
    case 'phrase':
      return ix.phrase(node.text);
    case 'operator':
      return operator(ix, node.name, node.value, now);
    case 'not':
      return !evaluate(ix, node.node, now);
    case 'or':
      return node.nodes.some((n) => evaluate(ix, n, now));
    case 'and': {
      // Plain words of one AND are one tsquery in SQL: searched together, so a stop word among them drops out.
      const words = node.nodes.filter((n): n is Extract<SearchNode, { type: 'word' }> => n.type === 'word').map((n) => n.text);
      if (words.length && !ix.words(words)) return false;
      return node.nodes.filter((n) => n.type !== 'word').every((n) => evaluate(ix, n, now));
    }
  }
}

/**
 * A message prepared for matching: build it once, then ask it about every
 * rule's query, so fifty rules cost one tokenisation of the message.
 */
export function matcherFor(message: MatchableMessage, now = new Date()): (query: SearchNode) => boolean {
  const ix = new Indexed(message);
  return (query) => evaluate(ix, query, now);
}
