/**
 * `{placeholder}` handling for templates: find the variables a template asks
 * for, fill them in, and cut a card preview.
 *
 * A placeholder is an identifier in single curly braces: `{name}`,
 * `{your_name}`, `{company2}`. Anything else in braces (`{ name }`, `{}`,
 * `{a-b}`, JSON, CSS) is ordinary text, so templates may contain code
 * samples without sprouting bogus inputs.
 */
import { firstName } from '../mail/address';

/** Matches one placeholder; the capture is the variable name. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholders the templates page lists as "common". */
export const COMMON_PLACEHOLDERS = [
  { placeholder: '{name}', description: "Recipient's name" },
  { placeholder: '{your_name}', description: 'Your name' },
  { placeholder: '{company}', description: 'Company name' },
  { placeholder: '{date}', description: 'Date' },
] as const;

/**
 * What compose already knows for the common placeholders: the sender's name, the one recipient's first
 * name and today's date. A template offers them filled in (to change); a snippet, which has no dialog,
 * gets them as it is inserted. Unknown ones are left out, so the braces stay and Send can point at them.
 */
export function knownPlaceholderValues(known: { yourName?: string; recipientName?: string; now: Date }): Record<string, string> {
  const values: Record<string, string> = { date: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(known.now) };
  if (known.yourName?.trim()) values.your_name = known.yourName.trim();
  const first = known.recipientName ? firstName(known.recipientName) : '';
  if (first) values.name = first;
  return values;
}

/** A placeholder as the Customize Template dialog labels it: "Your name", "Invoice number". */
export function placeholderLabel(name: string): string {
  const common = COMMON_PLACEHOLDERS.find((p) => p.placeholder === `{${name}}`);
  if (common) return common.description;
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The placeholders still in a text about to be sent, as written ("{company}"). */
export function leftoverPlaceholders(text: string): string[] {
  return parsePlaceholders(text).map((name) => `{${name}}`);
}

/** Characters of content shown on a template or snippet card. */
export const PREVIEW_LENGTH = 100;

/**
 * Lists the distinct placeholder names in `content`, in order of first
 * appearance. Each becomes one input in the Customize Template dialog.
 */
export function parsePlaceholders(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER)) seen.add(match[1]!);
  return [...seen];
}

/**
 * Replaces every occurrence of each placeholder with its value.
 *
 * A placeholder whose value is missing, or blank after trimming, is left as
 * `{name}`: the user then sees in the editor what still needs filling,
 * whereas an empty substitution would silently produce "Dear ,".
 * Values are inserted literally (no `$&` replacement patterns).
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string | undefined>>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value !== undefined && value.trim() !== '' ? value : whole;
  });
}

/**
 * Cuts `content` to {@link PREVIEW_LENGTH} characters for a card, adding "..."
 * when something was cut. Counts code points so an emoji is never split.
 */
export function previewText(content: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(content);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : content;
}
