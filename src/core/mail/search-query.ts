/**
 * Gmail's search language, parsed into a tree the server turns into SQL and
 * the search box turns into chips. Words and "phrases", OR (or |), -negation,
 * ( ) groups, { } groups meaning "any of", and operator:value with a quoted or
 * grouped value. The parser never throws: an unknown operator, a value an
 * operator cannot use, or broken syntax is searched as text, the way a user
 * who typed it would expect something rather than an error.
 */

/**
 * A long list's total stops counting at the next multiple of this past the page asked for: counting every
 * match of a common word, or every conversation of a mailbox of a million messages, costs seconds and tells
 * little. The list then says "1,000+" (`totalCapped`), and a later page counts a little further.
 */
export const SEARCH_COUNT_CAP = 1000;

/** Where a list's count stops for this page: the first multiple of SEARCH_COUNT_CAP past its last row. */
export function countCap(page: number, size: number): number {
  return SEARCH_COUNT_CAP * Math.ceil((page * size + 1) / SEARCH_COUNT_CAP);
}

export const SEARCH_OPERATORS = [
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'has',
  'filename',
  'is',
  'in',
  'label',
  'account',
  'after',
  'before',
  'newer_than',
  'older_than',
  'larger',
  'smaller',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** The in: values that name a tab; anything else names a folder. */
export const SEARCH_PLACES = ['inbox', 'sent', 'drafts', 'trash', 'archive', 'snoozed', 'starred', 'anywhere'] as const;
export const SEARCH_IS_VALUES = ['unread', 'read', 'starred', 'snoozed'] as const;

export type SearchNode =
  | { type: 'word'; text: string }
  | { type: 'phrase'; text: string }
  | { type: 'operator'; name: SearchOperator; value: string }
  | { type: 'not'; node: SearchNode }
  | { type: 'and'; nodes: SearchNode[] }
  | { type: 'or'; nodes: SearchNode[] };

/** One top-level term of a query, with where it sits in the typed string (for a removable chip). */
export interface SearchTerm {
  node: SearchNode;
  start: number;
  end: number;
}

/** Deeper nesting than this is read as text: nobody types it, and it must not exhaust the stack. */
const MAX_DEPTH = 24;

type Token =
  | { kind: 'open' | 'close' | 'openAny' | 'closeAny' | 'or' | 'not'; start: number; end: number }
  | { kind: 'word'; text: string; start: number; end: number }
  | { kind: 'phrase'; text: string; start: number; end: number }
  | { kind: 'operator'; name: string; value: string; quoted: boolean; start: number; end: number };

const isSpace = (c: string) => /\s/.test(c);
const SPECIAL = new Set(['(', ')', '{', '}', '"']);

function readQuoted(input: string, at: number): { text: string; end: number } {
  // `at` is just after the opening quote; an unclosed quote runs to the end.
  const close = input.indexOf('"', at);
  return close === -1 ? { text: input.slice(at), end: input.length } : { text: input.slice(at, close), end: close + 1 };
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push({ kind: c === '(' ? 'open' : c === ')' ? 'close' : c === '{' ? 'openAny' : 'closeAny', start, end: ++i });
      continue;
    }
    if (c === '"') {
      const { text, end } = readQuoted(input, i + 1);
      tokens.push({ kind: 'phrase', text, start, end });
      i = end;
      continue;
    }
    if (c === '-' && i + 1 < input.length && !isSpace(input[i + 1]!) && input[i + 1] !== '-') {
      tokens.push({ kind: 'not', start, end: ++i });
      continue;
    }
    let end = i;
    while (end < input.length && !isSpace(input[end]!) && !SPECIAL.has(input[end]!)) end++;
    const word = input.slice(i, end);
    i = end;
    if (word === 'OR' || word === '|') {
      tokens.push({ kind: 'or', start, end });
      continue;
    }
    if (word === 'AND') continue;
    const op = /^([A-Za-z_]+):(.*)$/.exec(word);
    if (op) {
      const name = op[1]!.toLowerCase();
      if (op[2] === '' && input[i] === '"') {
        const quoted = readQuoted(input, i + 1);
        tokens.push({ kind: 'operator', name, value: quoted.text, quoted: true, start, end: quoted.end });
        i = quoted.end;
        continue;
      }
      tokens.push({ kind: 'operator', name, value: op[2]!, quoted: false, start, end });
      continue;
    }
    tokens.push({ kind: 'word', text: word, start, end });
  }
  return tokens;
}

const DATE_VALUE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** An after:/before: value as a UTC calendar day (YYYY/MM/DD or YYYY-MM-DD) or, as Gmail also takes, Unix seconds. */
export function parseSearchDate(value: string): Date | null {
  const day = DATE_VALUE.exec(value);
  if (day) {
    const [y, mo, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
  }
  if (/^\d{9,11}$/.test(value)) return new Date(Number(value) * 1000);
  return null;
}

/** A newer_than:/older_than: value: a count of days, months or years. */
export function parseSearchAge(value: string): { amount: number; unit: 'd' | 'm' | 'y' } | null {
  const match = /^(\d{1,4})([dmy])$/i.exec(value);
  return match ? { amount: Number(match[1]), unit: match[2]!.toLowerCase() as 'd' | 'm' | 'y' } : null;
}

/** A larger:/smaller: value in bytes: a number, or with K or M (powers of 1024, as Gmail). */
export function parseSearchSize(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)([km]b?)?$/i.exec(value);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase()[0];
  const bytes = Number(match[1]) * (unit === 'm' ? 1024 * 1024 : unit === 'k' ? 1024 : 1);
  // Past a petabyte it is not a size any message has, and not a number the database takes.
  return bytes <= 2 ** 50 ? Math.round(bytes) : null;
}

/** The date `age` before `now`, counted in calendar units for months and years. */
export function ageCutoff(age: { amount: number; unit: 'd' | 'm' | 'y' }, now: Date): Date {
  const d = new Date(now);
  if (age.unit === 'd') d.setUTCDate(d.getUTCDate() - age.amount);
  else if (age.unit === 'm') d.setUTCMonth(d.getUTCMonth() - age.amount);
  else d.setUTCFullYear(d.getUTCFullYear() - age.amount);
  // older_than:9999y reaches before year 1, which the database cannot write; no mail is that old.
  return d.getUTCFullYear() < 1 ? new Date('0001-01-01T00:00:00Z') : d;
}

/** Whether an operator can use this value; when not, the term is searched as the text it was. */
function validValue(name: SearchOperator, value: string): boolean {
  if (value.trim() === '') return false;
  switch (name) {
    case 'has':
      return ['attachment', 'attachments'].includes(value.toLowerCase());
    case 'is':
      return (SEARCH_IS_VALUES as readonly string[]).includes(value.toLowerCase());
    case 'after':
    case 'before':
      return parseSearchDate(value) !== null;
    case 'newer_than':
    case 'older_than':
      return parseSearchAge(value) !== null;
    case 'larger':
    case 'smaller':
      return parseSearchSize(value) !== null;
    default:
      return true;
  }
}

function canonicalValue(name: SearchOperator, value: string): string {
  if (name === 'has') return 'attachment';
  if (name === 'is' || name === 'in' || name === 'newer_than' || name === 'older_than') return value.toLowerCase();
  return value;
}

const isOperator = (name: string): name is SearchOperator => (SEARCH_OPERATORS as readonly string[]).includes(name);

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly input: string,
  ) {}

  /** The top level: a sequence of terms (AND), each kept with its span. */
  terms(): SearchTerm[] {
    const terms: SearchTerm[] = [];
    while (this.at < this.tokens.length) {
      const token = this.tokens[this.at]!;
      // A stray closer or OR at the top has nothing to close or join.
      if (token.kind === 'close' || token.kind === 'closeAny' || token.kind === 'or') {
        this.at++;
        continue;
      }
      const start = token.start;
      const node = this.orExpr(0);
      if (node) terms.push({ node, start, end: this.tokens[this.at - 1]!.end });
    }
    return terms;
  }

  private sequence(depth: number, closer: 'close' | 'closeAny'): SearchNode[] {
    const nodes: SearchNode[] = [];
    while (this.at < this.tokens.length) {
      const token = this.tokens[this.at]!;
      if (token.kind === closer) {
        this.at++;
        return nodes;
      }
      if (token.kind === 'close' || token.kind === 'closeAny' || token.kind === 'or') {
        this.at++;
        continue;
      }
      const node = this.orExpr(depth);
      if (node) nodes.push(node);
    }
    return nodes; // an unclosed group closes at the end
  }

  private orExpr(depth: number): SearchNode | null {
    const first = this.unary(depth);
    const nodes = first ? [first] : [];
    while (this.tokens[this.at]?.kind === 'or') {
      this.at++;
      const next = this.unary(depth);
      if (next) nodes.push(next);
    }
    return nodes.length === 0 ? null : nodes.length === 1 ? nodes[0]! : { type: 'or', nodes };
  }

  private unary(depth: number): SearchNode | null {
    const token = this.tokens[this.at];
    if (!token) return null;
    if (token.kind === 'not') {
      this.at++;
      const node = this.unary(depth + 1);
      return node ? { type: 'not', node } : null;
    }
    return this.primary(depth);
  }

  private primary(depth: number): SearchNode | null {
    const token = this.tokens[this.at++]!;
    switch (token.kind) {
      case 'open':
      case 'openAny': {
        if (depth >= MAX_DEPTH) return { type: 'word', text: token.kind === 'open' ? '(' : '{' };
        const nodes = this.sequence(depth + 1, token.kind === 'open' ? 'close' : 'closeAny');
        return group(token.kind === 'open' ? 'and' : 'or', nodes);
      }
      case 'phrase':
        return token.text.trim() ? { type: 'phrase', text: token.text.trim() } : null;
      case 'word':
        return { type: 'word', text: token.text };
      case 'operator':
        return this.operator(token, depth);
      default:
        return null;
    }
  }

  private operator(token: Extract<Token, { kind: 'operator' }>, depth: number): SearchNode | null {
    const raw = this.input.slice(token.start, token.end);
    if (!isOperator(token.name)) return textOf(raw);
    const name = token.name;
    // from:(a b) and from:{a b}: the operator applies to each word of the group.
    const next = this.tokens[this.at];
    if (token.value === '' && !token.quoted && next && (next.kind === 'open' || next.kind === 'openAny') && next.start === token.end && depth < MAX_DEPTH) {
      this.at++;
      const nodes = this.sequence(depth + 1, next.kind === 'open' ? 'close' : 'closeAny');
      const applied = group(next.kind === 'open' ? 'and' : 'or', nodes.map((n) => applyOperator(name, n)));
      return applied;
    }
    if (!validValue(name, token.value)) return token.quoted ? textOf(`${token.name}:${token.value}`) : textOf(raw);
    return { type: 'operator', name, value: canonicalValue(name, token.value.trim()) };
  }
}

function textOf(raw: string): SearchNode | null {
  return raw.trim() ? { type: 'word', text: raw } : null;
}

function group(type: 'and' | 'or', nodes: SearchNode[]): SearchNode | null {
  return nodes.length === 0 ? null : nodes.length === 1 ? nodes[0]! : { type, nodes };
}

function applyOperator(name: SearchOperator, node: SearchNode): SearchNode {
  switch (node.type) {
    case 'word':
    case 'phrase':
      return validValue(name, node.text) ? { type: 'operator', name, value: canonicalValue(name, node.text) } : node;
    case 'not':
      return { type: 'not', node: applyOperator(name, node.node) };
    case 'and':
    case 'or':
      return { type: node.type, nodes: node.nodes.map((n) => applyOperator(name, n)) };
    default:
      return node;
  }
}

/** The query's top-level terms (searched together), each with its span in `input`. */
export function parseSearchTerms(input: string): SearchTerm[] {
  return new Parser(tokenize(input), input).terms();
}

/** The whole query as one tree, or null when nothing is searched for. */
export function parseSearch(input: string): SearchNode | null {
  return group(
    'and',
    parseSearchTerms(input).map((t) => t.node),
  );
}

/** Writes a tree back as a query string that parses to the same tree. */
export function formatSearch(node: SearchNode): string {
  switch (node.type) {
    case 'word':
      return node.text;
    case 'phrase':
      return `"${node.text.replaceAll('"', '')}"`;
    case 'operator':
      return /[\s(){}"]/.test(node.value) ? `${node.name}:"${node.value.replaceAll('"', '')}"` : `${node.name}:${node.value}`;
    case 'not':
      return `-${formatSearch(node.node)}`;
    case 'and':
      return `(${node.nodes.map(formatSearch).join(' ')})`;
    case 'or':
      return `{${node.nodes.map(formatSearch).join(' ')}}`;
  }
}

/** Every operator in the tree, negated or not. */
export function searchOperators(node: SearchNode | null): Extract<SearchNode, { type: 'operator' }>[] {
  if (!node) return [];
  switch (node.type) {
    case 'operator':
      return [node];
    case 'not':
      return searchOperators(node.node);
    case 'and':
    case 'or':
      return node.nodes.flatMap(searchOperators);
    default:
      return [];
  }
}

/**
 * The words and phrases every match must contain, as free text (not under
 * OR or a negation, not an operator's value). A server's own text search for
 * all of them finds a superset of the matches, which the full query narrows.
 */
export function requiredText(node: SearchNode | null): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'word':
    case 'phrase':
      return [node.text];
    case 'and':
      return [...new Set(node.nodes.flatMap(requiredText))];
    default:
      return [];
  }
}

/** True when the query says where to look (in:), which lifts the default of all mail but Trash. */
export function namesPlace(node: SearchNode | null): boolean {
  return searchOperators(node).some((op) => op.name === 'in');
}

/** Removes one top-level term from the typed query, as a chip's × does. */
export function removeSearchTerm(input: string, term: Pick<SearchTerm, 'start' | 'end'>): string {
  return `${input.slice(0, term.start)} ${input.slice(term.end)}`.replace(/\s+/g, ' ').trim();
}
