/**
 * A rule written in one sentence ("archive everything from
 * noreply@github.com older than a week and label it GitHub") read as the
 * condition and actions the rule editor shows, with no model: the actions
 * are verbs the sentence uses, and what is left describes the mail, read by
 * the search interpreter (people, dates, attachments) or, when it names a
 * kind of mail ("newsletters", "meeting requests"), kept as a sentence for
 * the writing engine to judge. Nothing is saved: the user sees and edits it.
 */
import { Unprocessable } from '../errors';
import { interpretSearch, type InterpretContact } from '../mail/search-interpret';
import type { RuleAction, RuleCondition } from './schemas';
import { sentenceKinds } from './sentence';

export interface RuleInterpretation {
  rule: { name: string; when: RuleCondition; actions: RuleAction[] };
  explanation: string;
}

export interface InterpretRuleOptions {
  now: Date;
  contacts: InterpretContact[];
  /** The user's templates, for "answer … with my availability template". */
  templates: { id: string; name: string }[];
}

export const ERR_RULE_NO_ACTION = 'Say what the rule does: archive, label, star, mark as read, trash, snooze, forward to…, or answer with a template.';
export const ERR_RULE_NO_CONDITION = 'Say which mail the rule is for, such as “from billing@example.com” or “newsletters”.';
export const errNoTemplate = (name: string) => `You have no template called “${name}”.`;

const EMAIL = String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`;
const OBJECT = String.raw`(?:\s+(?:it|them|these|those|each(?: one)?|the message|the email))?`;
/** Where an action's free text (a label's name) ends: the next clause. */
const CLAUSE_END = String.raw`(?=\s*(?:,|;|\.(?:\s|$)|\s+and\b|\s+then\b|\s+if\b|\s+when\b|$))`;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30 };

function amount(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? 1);
}

function ageValue(n: number, unit: string): string {
  const u = unit.toLowerCase();
  if (u.startsWith('week')) return `${n * 7}d`;
  if (u.startsWith('month')) return `${n}m`;
  if (u.startsWith('year')) return `${n}y`;
  return `${n}d`;
}

/** 7d as "7 days", 1m as "1 month". */
function humanAge(value: string): string {
  const n = Number(value.slice(0, -1));
  const unit = { d: 'day', m: 'month', y: 'year' }[value.slice(-1)] ?? 'day';
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const ACTION_WORDS: Record<RuleAction['type'], string> = {
  label: 'label',
  archive: 'archive',
  trash: 'move to the trash',
  star: 'star',
  read: 'mark as read',
  snooze: 'snooze',
  move: 'move',
  forward: 'forward',
  reply: 'answer with a template',
  toReply: 'mark as to reply',
  stop: 'stop other rules',
};

function describe(action: RuleAction, templates: InterpretRuleOptions['templates']): string {
  switch (action.type) {
    case 'label':
      return `label “${action.labelName}”`;
    case 'snooze':
      return `snooze for ${humanAge(action.for!.replace(/w$/, 'd'))}`;
    case 'forward':
      return `forward to ${action.to}`;
    case 'reply':
      return `${action.send ? 'answer' : 'draft an answer'} with “${templates.find((t) => t.id === action.templateId)?.name ?? 'a template'}”`;
    default:
      return ACTION_WORDS[action.type];
  }
}

/** A name from a sentence stays short enough for a list's row. */
const SENTENCE_NAME_MAX = 60;

/** The sentence as the rule's name: whole when short, else cut after a whole word with "…" (never inside a word or an address). */
function ruleNameOf(sentence: string): string {
  const cut = sentence.length <= SENTENCE_NAME_MAX ? sentence : `${sentence.slice(0, SENTENCE_NAME_MAX).replace(/\s+\S*$/, '').replace(/[\s,;:]+$/, '')}…`;
  return cut.replace(/^./, (c) => c.toUpperCase());
}

export function interpretRule(text: string, options: InterpretRuleOptions): RuleInterpretation {
  let rest = ` ${text.replace(/\s+/g, ' ').trim()} `;
  const found: { at: number; action: RuleAction }[] = [];
  const extra: string[] = [];
  /** Takes the first match out of the sentence, leaving `keep` (the part that describes mail) in its place. */
  const take = (pattern: RegExp, keep?: (m: RegExpExecArray) => string) => {
    const m = pattern.exec(rest);
    if (!m) return null;
    rest = `${rest.slice(0, m.index)} ${keep ? keep(m) : ''} , ${rest.slice(m.index + m[0].length)}`;
    return m;
  };
  const add = (at: number, action: RuleAction) => found.push({ at, action });

  const forward = take(new RegExp(String.raw`\b(?:forward|send)(?:s|ing)?\s+(.*?)\s*(?:on\s+)?to\s+(${EMAIL})`, 'iu'), (m) => m[1]!);
  if (forward) add(forward.index, { type: 'forward', to: forward[2]!.toLowerCase() });

  const reply = take(
    /\b(?:reply|answer|respond)(?:\s+to)?\s+(.*?)\s*with\s+(?:my|the|a|our)?\s*["“]?(.+?)["”]?\s+template\b(\s+and\s+send\s+it)?/i,
    (m) => m[1]!,
  );
  if (reply) {
    const wanted = reply[2]!.toLowerCase();
    const template =
      options.templates.find((t) => t.name.toLowerCase() === wanted) ??
      options.templates.find((t) => t.name.toLowerCase().includes(wanted) || wanted.includes(t.name.toLowerCase()));
    if (!template) throw new Unprocessable('TEMPLATE_NOT_FOUND', errNoTemplate(reply[2]!));
    add(reply.index, { type: 'reply', templateId: template.id, send: Boolean(reply[3]) });
  }

  const label =
    take(new RegExp(String.raw`\b(?:label|tag|file|put)\s+(.+?)\s+(?:as|under|into)\s+["“]?([^,;."”]+?)["”]?${CLAUSE_END}`, 'iu'), (m) => m[1]!) ??
    take(new RegExp(String.raw`\b(?:label|tag|file|put)(?:\s+(?:it|them|these|those|each(?: one)?))?\s+(?:as|with|under|into|in)?\s*["“]?([^,;."”]+?)["”]?${CLAUSE_END}`, 'iu'));
  if (label) add(label.index, { type: 'label', labelName: (label[2] ?? label[1]!).trim() });

  const snooze = take(
    /\bsnooze\s*(.*?)\s*(?:for\s+)?\b(a|an|one|two|three|four|five|six|seven|ten|fourteen|thirty|\d{1,3})\s+(day|week|month)s?\b/i,
    (m) => m[1]!,
  );
  if (snooze) add(snooze.index, { type: 'snooze', for: ageValue(amount(snooze[2]!), snooze[3]!) });

  const toReply = take(/\bmark\s+(.*?)\s*as\s+(?:to[- ]reply|needing (?:a |my )?(?:reply|answer)|needs? (?:a )?reply)\b/i, (m) => m[1]!);
  if (toReply) add(toReply.index, { type: 'toReply' });
  const read = take(/\bmark\s+(.*?)\s*as\s+read\b/i, (m) => m[1]!);
  if (read) add(read.index, { type: 'read' });
  const important = take(/\bmark\s+(.*?)\s*as\s+(?:important|starred)\b/i, (m) => m[1]!);
  if (important) add(important.index, { type: 'star' });
  const star = take(new RegExp(String.raw`\b(?:star|flag)${OBJECT}\b`, 'i'));
  if (star) add(star.index, { type: 'star' });
  const archive = take(new RegExp(String.raw`\b(?:archive|skip the inbox(?: for)?)${OBJECT}\b`, 'i'));
  if (archive) add(archive.index, { type: 'archive' });
  const trash = take(new RegExp(String.raw`\b(?:trash|delete|bin|throw away|remove)${OBJECT}\b`, 'i'));
  if (trash) add(trash.index, { type: 'trash' });
  const stop = take(/\b(?:and\s+)?(?:then\s+)?stop(?:\s+processing)?(?:\s+(?:any\s+)?(?:other|more|further|later)\s+rules)?\b/i);
  if (stop) add(stop.index, { type: 'stop' });

  if (found.length === 0) throw new Unprocessable('RULE_NO_ACTION', ERR_RULE_NO_ACTION);
  // The actions in the order the sentence says them; stop always last.
  const actions = found.sort((a, b) => Number(a.action.type === 'stop') - Number(b.action.type === 'stop') || a.at - b.at).map((f) => f.action);

  // Ages the search interpreter does not read: "older than a week", "newer than 3 days".
  const age = take(/\b(older|newer|more recent|younger)\s+than\s+(a|an|one|two|three|four|five|six|seven|ten|fourteen|thirty|\d{1,4})\s+(day|week|month|year)s?\b/i);
  if (age) extra.push(`${/^older/i.test(age[1]!) ? 'older_than' : 'newer_than'}:${ageValue(amount(age[2]!), age[3]!)}`);

  const description = rest
    .replace(/[,;]|\.(?=\s|$)/g, ' ')
    .replace(/\b(?:and|then|if|when|that|which|are|is|it|them|all|automatically|always|please|rule|every time|whenever|new)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const search = description ? interpretSearch(description, { now: options.now, contacts: options.contacts }) : { query: '', explanation: '' };
  const kinds = sentenceKinds(description);
  const plainWords = !search.query.includes(':') && !search.query.includes('@') && search.query.split(' ').length <= 3;
  let when: RuleCondition;
  let whenSaid: string;
  if (kinds.length > 0 && plainWords && extra.length === 0) {
    when = { sentence: description };
    whenSaid = `the writing engine judges it to be ${kinds.join(' or ')}`;
  } else {
    const query = [search.query, ...extra].filter(Boolean).join(' ');
    if (!query) throw new Unprocessable('RULE_NO_CONDITION', ERR_RULE_NO_CONDITION);
    when = { query };
    whenSaid = [search.explanation.replace(/^Mail/, 'mail'), ...extra.map((e) => `${e.startsWith('older') ? 'older' : 'newer'} than ${humanAge(e.slice(11))}`)]
      .filter(Boolean)
      .join(', ');
  }
  const name = text.trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '');
  return {
    rule: { name: ruleNameOf(name), when, actions },
    explanation: `When ${whenSaid}: ${actions.map((a) => describe(a, options.templates)).join(', then ')}.`,
  };
}
