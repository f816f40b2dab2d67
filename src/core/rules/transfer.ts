/**
 * Rules in other clients' formats: Gmail's filter export (mailFilters.xml,
 * an Atom feed of apps:property elements) both ways, and a Sieve script
 * (RFC 5228) for IMAP servers. What a format cannot say is left out and
 * said in a comment (Sieve) or in the count of rules skipped.
 */
import { parseSearch, type SearchNode } from '../mail/search-query';
import type { RuleAction } from './schemas';

export interface TransferRule {
  name: string;
  enabled: boolean;
  when: { query: string } | { sentence: string };
  actions: RuleAction[];
}

// --- Gmail's mailFilters.xml ---

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const xmlUnescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d{1,7});/g, (whole, n: string) => codePoint(Number(n)) ?? whole)
    .replace(/&#x([0-9a-f]{1,6});/gi, (whole, n: string) => codePoint(Number.parseInt(n, 16)) ?? whole)
    .replace(/&amp;/g, '&');

/** A character reference beyond Unicode is left as written rather than failing the whole file. */
const codePoint = (n: number) => (n <= 0x10ffff ? String.fromCodePoint(n) : undefined);

/*
 * The file is read by plain searching, not by patterns with open-ended wildcards: on a megabyte of tags that
 * never close, such a pattern retried from every opening and held the server for minutes.
 */

/** Lower case for searching, the same length as the text (full lower casing lengthens some letters, such as İ). */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (c) => c.toLowerCase());

/** Whether the file's root is Gmail's feed: a <feed> whose own tag declares the apps namespace. */
function isGmailFeed(lower: string): boolean {
  const start = lower.search(/<feed\b/);
  const end = start < 0 ? -1 : lower.indexOf('>', start);
  return end >= 0 && lower.slice(start, end).includes('xmlns:apps=');
}

/** The text of each <entry>…</entry>, in order. */
function* entries(xml: string, lower: string): Generator<string> {
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<entry', at);
    if (start < 0) return;
    const end = lower.indexOf('</entry>', start);
    if (end < 0) return;
    at = start + '<entry'.length;
    // <entryFoo> is another element.
    if (/[\w:.-]/.test(lower[at] ?? '')) continue;
    yield xml.slice(start, end);
    at = end + '</entry>'.length;
  }
}

const PROPERTY = /<apps:property\s+name\s*=\s*(['"])([^'"<>]*)\1\s+value\s*=\s*(['"])/iy;
const CLOSE = /\s*\/>/y;

/** An entry's <apps:property name="…" value="…"/> pairs, the values unescaped. */
function properties(entry: string): Map<string, string> {
  const props = new Map<string, string>();
  const lower = asciiLower(entry);
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<apps:property', at);
    if (start < 0) return props;
    at = start + 1;
    PROPERTY.lastIndex = start;
    const m = PROPERTY.exec(entry);
    if (!m) continue;
    const valueStart = PROPERTY.lastIndex;
    // An attribute value cannot hold its own quote unescaped: the next one ends it.
    const valueEnd = entry.indexOf(m[3]!, valueStart);
    if (valueEnd < 0) return props;
    CLOSE.lastIndex = valueEnd + 1;
    if (!CLOSE.test(entry)) continue;
    props.set(m[2]!, xmlUnescape(entry.slice(valueStart, valueEnd)));
    at = CLOSE.lastIndex;
  }
}

/** Gmail's filter file for the rules it can express: a search condition and label, archive, read, star, trash or forward. */
export function toGmailFilters(rules: TransferRule[], labelName: (id: string) => string | undefined, author: { name: string; email: string }, now = new Date()) {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const entries: string[] = [];
  let skipped = 0;
  for (const rule of rules) {
    const properties: [string, string][] = [];
    if (!('query' in rule.when)) {
      skipped++;
      continue;
    }
    properties.push(['hasTheWord', rule.when.query]);
    let acts = 0;
    for (const action of rule.actions) {
      const property = gmailAction(action, labelName);
      if (property) {
        properties.push(property);
        acts++;
      }
    }
    if (acts === 0) {
      skipped++;
      continue;
    }
    const id = `z${String(entries.length + 1).padStart(13, '0')}`;
    entries.push(
      [
        '\t<entry>',
        "\t\t<category term='filter'></category>",
        '\t\t<title>Mail Filter</title>',
        `\t\t<id>tag:mail.google.com,2008:filter:${id}</id>`,
        `\t\t<updated>${stamp}</updated>`,
        '\t\t<content></content>',
        ...properties.map(([name, value]) => `\t\t<apps:property name='${name}' value='${xmlEscape(value)}'/>`),
        '\t</entry>',
      ].join('\n'),
    );
  }
  const xml = [
    "<?xml version='1.0' encoding='UTF-8'?>",
    "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:apps='http://schemas.google.com/apps/2006'>",
    '\t<title>Mail Filters</title>',
    `\t<id>tag:mail.google.com,2008:filters:${entries.map((_, i) => `z${String(i + 1).padStart(13, '0')}`).join(',')}</id>`,
    `\t<updated>${stamp}</updated>`,
    `\t<author>\n\t\t<name>${xmlEscape(author.name)}</name>\n\t\t<email>${xmlEscape(author.email)}</email>\n\t</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return { xml, exported: entries.length, skipped };
}

function gmailAction(action: RuleAction, labelName: (id: string) => string | undefined): [string, string] | undefined {
  switch (action.type) {
    case 'label': {
      const name = action.labelName ?? (action.labelId ? labelName(action.labelId) : undefined);
      return name ? ['label', name] : undefined;
    }
    case 'archive':
      return ['shouldArchive', 'true'];
    case 'read':
      return ['shouldMarkAsRead', 'true'];
    case 'star':
      return ['shouldStar', 'true'];
    case 'trash':
      return ['shouldTrash', 'true'];
    case 'forward':
      return ['forwardTo', action.to];
    default:
      return undefined;
  }
}

export const ERR_NOT_GMAIL_FILTERS = 'This is not a Gmail filter export: choose the mailFilters.xml file Gmail saves under Settings › Filters › Export.';

const SIZE_UNITS: Record<string, string> = { s_sb: '', s_skb: 'K', s_smb: 'M' };

/** The rules a mailFilters.xml describes, each named after its condition; an entry with no condition or no action Gmail could do here is skipped. */
export function fromGmailFilters(xml: string): { rules: TransferRule[]; skipped: number } {
  const lower = asciiLower(xml);
  if (!isGmailFeed(lower)) throw new Error(ERR_NOT_GMAIL_FILTERS);
  const rules: TransferRule[] = [];
  let skipped = 0;
  for (const entry of entries(xml, lower)) {
    const props = properties(entry);
    const terms: string[] = [];
    const group = (value: string) => (/[\s()]/.test(value) ? `(${value})` : value);
    for (const field of ['from', 'to', 'subject'] as const) {
      const value = props.get(field)?.trim();
      if (value) terms.push(`${field}:${group(value)}`);
    }
    const words = props.get('hasTheWord')?.trim();
    if (words) terms.push(words);
    const without = props.get('doesNotHaveTheWord')?.trim();
    if (without) terms.push(`-${group(without)}`);
    if (props.get('hasAttachment') === 'true') terms.push('has:attachment');
    const size = props.get('size');
    if (size && /^\d+$/.test(size)) {
      terms.push(`${props.get('sizeOperator') === 's_ss' ? 'smaller' : 'larger'}:${size}${SIZE_UNITS[props.get('sizeUnit') ?? 's_sb'] ?? ''}`);
    }
    const actions: RuleAction[] = [];
    const label = props.get('label')?.trim();
    if (label) actions.push({ type: 'label', labelName: label.slice(0, 60) });
    if (props.get('shouldArchive') === 'true') actions.push({ type: 'archive' });
    if (props.get('shouldMarkAsRead') === 'true') actions.push({ type: 'read' });
    if (props.get('shouldStar') === 'true') actions.push({ type: 'star' });
    if (props.get('shouldTrash') === 'true') actions.push({ type: 'trash' });
    const forwardTo = props.get('forwardTo')?.trim();
    if (forwardTo) actions.push({ type: 'forward', to: forwardTo });
    const query = terms.join(' ');
    if (!query || actions.length === 0) {
      skipped++;
      continue;
    }
    rules.push({ name: `Gmail filter: ${query}`.slice(0, 120), enabled: true, when: { query }, actions });
  }
  return { rules, skipped };
}

// --- Sieve (RFC 5228) ---

const sieveString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A search as a Sieve test, or null for a part Sieve cannot check on delivery (dates, labels, attachments). */
function sieveTest(node: SearchNode): string | null {
  switch (node.type) {
    case 'word':
    case 'phrase':
      return `body :text :contains ${sieveString(node.text)}`;
    case 'not': {
      const inner = sieveTest(node.node);
      return inner ? `not ${inner}` : null;
    }
    case 'and':
    case 'or': {
      const parts = node.nodes.map(sieveTest);
      if (parts.some((p) => p === null)) return null;
      return `${node.type === 'and' ? 'allof' : 'anyof'} (${parts.join(', ')})`;
    }
    case 'operator':
      switch (node.name) {
        case 'from':
          return `address :contains "from" ${sieveString(node.value)}`;
        case 'to':
          return `address :contains ["to", "cc", "bcc"] ${sieveString(node.value)}`;
        case 'cc':
        case 'bcc':
          return `address :contains "${node.name}" ${sieveString(node.value)}`;
        case 'subject':
          return `header :contains "subject" ${sieveString(node.value)}`;
        case 'larger':
          return `size :over ${sizeValue(node.value)}`;
        case 'smaller':
          return `size :under ${sizeValue(node.value)}`;
        default:
          return null;
      }
  }
}

function sizeValue(value: string): string {
  const m = /^(\d+)(?:\.\d+)?([km])?b?$/i.exec(value);
  return m ? `${m[1]}${(m[2] ?? '').toUpperCase()}` : '0';
}

/** A Sieve script for an IMAP account's rules: labels become keywords, archive and trash file into those folders. */
export function toSieve(
  rules: TransferRule[],
  options: { keyword: (labelId: string) => string | undefined; folderPath: (folderId: string) => string | undefined; archive: string; trash: string },
): string {
  const body: string[] = [];
  const needs = new Set<string>();
  for (const rule of rules) {
    body.push(`# ${rule.name.replace(/[\r\n]+/g, ' ')}`);
    if (!rule.enabled) {
      body.push('# (turned off in Email Buddy)', '');
      continue;
    }
    if (!('query' in rule.when)) {
      body.push('# Not exported: its condition is a sentence the writing engine judges.', '');
      continue;
    }
    const tree = parseSearch(rule.when.query);
    const test = tree ? sieveTest(tree) : null;
    if (!test) {
      body.push(`# Not exported: Sieve cannot check "${rule.when.query.replace(/"/g, "'")}" on delivery (dates, labels, attachments).`, '');
      continue;
    }
    if (test.includes('body ')) needs.add('body');
    const flags: string[] = [];
    const after: string[] = [];
    const notes: string[] = [];
    for (const action of rule.actions) {
      switch (action.type) {
        case 'label': {
          const keyword = action.labelId ? options.keyword(action.labelId) : undefined;
          if (keyword) flags.push(sieveString(keyword));
          break;
        }
        case 'star':
          flags.push('"\\\\Flagged"');
          break;
        case 'read':
          flags.push('"\\\\Seen"');
          break;
        case 'archive':
          needs.add('fileinto');
          after.push(`fileinto ${sieveString(options.archive)};`);
          break;
        case 'trash':
          needs.add('fileinto');
          after.push(`fileinto ${sieveString(options.trash)};`);
          break;
        case 'move': {
          const path = options.folderPath(action.folder);
          if (path) {
            needs.add('fileinto');
            after.push(`fileinto ${sieveString(path)};`);
          }
          break;
        }
        case 'forward':
          needs.add('copy');
          after.push(`redirect :copy ${sieveString(action.to)};`);
          break;
        case 'stop':
          after.push('stop;');
          break;
        default:
          notes.push(action.type);
      }
    }
    if (flags.length) needs.add('imap4flags');
    body.push(`if ${test} {`);
    if (flags.length) body.push(`  addflag [${flags.join(', ')}];`);
    for (const line of after.filter((l) => l !== 'stop;')) body.push(`  ${line}`);
    if (notes.length) body.push(`  # Email Buddy only: ${notes.join(', ')}`);
    if (after.includes('stop;')) body.push('  stop;');
    body.push('}', '');
  }
  const header = ['# Email Buddy rules as Sieve (RFC 5228), for an IMAP server that runs Sieve scripts.'];
  if (needs.size) header.push(`require [${[...needs].sort().map((n) => `"${n}"`).join(', ')}];`);
  return `${[...header, '', ...body].join('\n')}\n`;
}
