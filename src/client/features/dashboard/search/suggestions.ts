/**
 * What the search box offers under the text being typed: people after
 * from:/to:/cc:/bcc:, the user's labels after label:, operator names and
 * their values, and recent searches.
 * Each suggestion carries the whole query it would leave in the box.
 */
import { SEARCH_IS_VALUES, SEARCH_PLACES } from '../../../../core/mail/search-query';
import { OPERATOR_HINTS } from '../../../lib/search-operators';
import { PLACE_LABELS, RECENT_SEARCH } from './texts';

export interface Suggestion {
  kind: 'interpretation' | 'person' | 'operator' | 'value' | 'recent';
  /** The query the box holds once it is picked. */
  query: string;
  label: string;
  detail?: string;
  /** Picking it runs the search at once (a whole query), rather than completing the text. */
  runs: boolean;
}

interface Person {
  name: string;
  email: string;
}

const MAX = 6;
const PEOPLE_OPERATORS = ['from', 'to', 'cc', 'bcc'];

/** The word being typed (after the last space outside quotes) and the text before it. */
function lastWord(text: string): { head: string; word: string } {
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && /\s/.test(text[i]!)) start = i + 1;
  }
  return { head: text.slice(0, start), word: text.slice(start) };
}

/** A label as label: takes it: Gmail writes a space in a name as "-". */
const labelValue = (name: string) => name.trim().replace(/\s+/g, '-');

export function searchSuggestions(text: string, options: { people: Person[]; recent: string[]; labels?: string[] }): Suggestion[] {
  const { head, word } = lastWord(text);
  const typed = /^(-?)([a-z_]+):(.*)$/i.exec(word);
  if (typed) {
    const [, minus, name, partial] = typed as unknown as [string, string, string, string];
    const operator = name.toLowerCase();
    const value = partial.replace(/^"/, '').toLowerCase();
    if (PEOPLE_OPERATORS.includes(operator)) {
      return options.people
        .filter((p) => !value || p.email.toLowerCase().includes(value) || p.name.toLowerCase().includes(value))
        .slice(0, MAX)
        .map((p) => ({ kind: 'person', query: `${head}${minus}${operator}:${p.email} `, label: p.name || p.email, detail: p.email, runs: false }));
    }
    const labels = (options.labels ?? []).map(labelValue);
    const values = operator === 'in' ? SEARCH_PLACES : operator === 'is' ? SEARCH_IS_VALUES : operator === 'has' ? ['attachment'] : operator === 'label' ? labels : [];
    return values
      .filter((v) => v.toLowerCase().startsWith(value) && v.toLowerCase() !== value)
      .slice(0, MAX)
      .map((v) => ({ kind: 'value', query: `${head}${minus}${operator}:${v} `, label: `${operator}:${v}`, detail: operator === 'in' ? PLACE_LABELS[v as keyof typeof PLACE_LABELS] : undefined, runs: false }));
  }
  const bare = /^-?([a-z_]+)$/i.exec(word)?.[1]?.toLowerCase();
  const operators = bare
    ? Object.entries(OPERATOR_HINTS)
        .filter(([name]) => name.startsWith(bare))
        .map(([name, hint]) => ({ kind: 'operator' as const, query: `${head}${word.startsWith('-') ? '-' : ''}${name}:`, label: `${name}:`, detail: hint, runs: false }))
    : [];
  const needle = text.trim().toLowerCase();
  const recent = options.recent
    .filter((r) => r.toLowerCase() !== needle && (!needle || r.toLowerCase().includes(needle)))
    .map((r) => ({ kind: 'recent' as const, query: r, label: r, detail: RECENT_SEARCH, runs: true }));
  return [...operators, ...recent].slice(0, MAX);
}
