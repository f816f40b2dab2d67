/**
 * adjustTone: rewrites a text in one of the five tones.
 * Each tone is a list of phrase rewrites plus, for some, a structural change
 * (greeting, sign-off, an added line), so the change is visible and testable.
 */
import { splitLetter } from './letter';
import type { TextResult, Tone } from './types';

type Rule = [RegExp, string];

/** Contractions and slang: formal English spells them out. */
const EXPANSIONS: [string, string][] = [
  ["won't", 'will not'], ["can't", 'cannot'], ["shan't", 'shall not'], ["n't", ' not'],
  ["i'm", 'I am'], ["let's", 'let us'], ["it's", 'it is'], ["that's", 'that is'], ["there's", 'there is'],
  ["what's", 'what is'], ["who's", 'who is'], ["here's", 'here is'], ["'re", ' are'], ["'ve", ' have'], ["'ll", ' will'], ["'d", ' would'],
];
const SLANG: [string, string][] = [
  ['gonna', 'going to'], ['wanna', 'want to'], ['gotta', 'have to'], ['kinda', 'somewhat'], ['sorta', 'somewhat'],
  ['yeah', 'yes'], ['yep', 'yes'], ['yup', 'yes'], ['nope', 'no'], ['ok', 'all right'], ['okay', 'all right'],
  ['thx', 'thank you'], ['thanks', 'thank you'], ['pls', 'please'], ['plz', 'please'], ['asap', 'as soon as possible'],
  ['btw', 'by the way'], ['fyi', 'for your information'], ['info', 'information'], ['awesome', 'excellent'], ['cool', 'good'],
  ['stuff', 'materials'], ['guys', 'everyone'], ['folks', 'everyone'], ['a bunch of', 'several'], ['get back to you', 'respond to you'],
  ['check out', 'review'], ['figure out', 'determine'], ['sort out', 'resolve'], ['touch base', 'speak'], ['no worries', 'not a problem'],
  ['lol', ''], ['haha', ''],
];
const CONTRACTIONS: Rule[] = [
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should) not\b/gi, "$1n't"], [/\bwill not\b/gi, "won't"], [/\bcannot\b/gi, "can't"],
  [/\bI am\b/g, "I'm"], [/\bI will\b/g, "I'll"], [/\bI have\b(?! (a|an|the|to|no|some|any|been)\b)/g, "I've"], [/\b(we|you|they) are\b/gi, "$1're"],
  [/\b(we|you|they) will\b/gi, "$1'll"], [/\b(it|that|there) is\b/gi, "$1's"], [/\blet us\b/gi, "let's"],
];
const HEDGES: Rule[] = [
  [/\bI was (just )?wondering if you could\b/gi, 'please'], [/\bwould you mind\b/gi, 'please'], [/\bcould you (possibly |please )?/gi, 'please '],
  [/\bif (it's|it is) (not too much trouble|possible)\b,?\s*/gi, ''], [/\bif you don't mind\b,?\s*/gi, ''], [/\bsorry to bother you,?\s*(but\s*)?/gi, ''],
  [/\b(I think|I believe|I feel|I guess|in my opinion),?\s*/gi, ''], [/\b(maybe|perhaps|possibly|hopefully)\b,?\s*/gi, ''], [/\b(kind of|sort of|a bit|a little)\s+/gi, ''],
  [/\bjust\s+/gi, ''], [/\btry to\s+/gi, ''], [/\bI would like\b/gi, 'I need'], [/\bI'd like\b/gi, 'I need'], [/\bI hope\b/gi, 'I expect'],
  [/\bwhen you get a chance\b,?\s*/gi, ''], [/\bat some point\b,?\s*/gi, ''],
];
const WORDY: Rule[] = [
  [/\bin order to\b/gi, 'to'], [/\bdue to the fact that\b/gi, 'because'], [/\bat this point in time\b/gi, 'now'], [/\bat the present time\b/gi, 'now'],
  [/\bin the event that\b/gi, 'if'], [/\bfor the purpose of\b/gi, 'for'], [/\bwith regard to\b/gi, 'about'], [/\bin regards? to\b/gi, 'about'],
  [/\ba (large )?number of\b/gi, 'several'], [/\bin spite of the fact that\b/gi, 'although'], [/\bis able to\b/gi, 'can'], [/\bare able to\b/gi, 'can'],
  [/\bI wanted to reach out to let you know( that)?,?\s*/gi, ''], [/\b(?:am|is|are) not able to\b/gi, 'cannot'],
  [/\bplease do not hesitate to\b/gi, 'please'], [/\bplease don't hesitate to\b/gi, 'please'], [/\bI wanted to (reach out|let you know|write)( to you)?( about| that)?\s*/gi, ''],
  [/\bI hope (this|that) (email|message|note) finds you well[.!]?\s*/gi, ''], [/\bI hope you are doing well[.!]?\s*/gi, ''], [/\bI hope you're doing well[.!]?\s*/gi, ''],
  [/\b(really|very|basically|actually|literally|quite|totally|definitely)\s+/gi, ''], [/\bas a matter of fact,?\s*/gi, ''], [/\bneedless to say,?\s*/gi, ''],
  [/\bat your earliest convenience\b/gi, 'soon'], [/\bon a daily basis\b/gi, 'daily'], [/\bprior to\b/gi, 'before'], [/\bsubsequent to\b/gi, 'after'],
];
const CONFIDENT: Rule[] = [
  [/\b(I think|I believe|I feel)\b/gi, 'I am confident'], [/\b(maybe|perhaps|possibly)\s+/gi, ''], [/\bmight\b/gi, 'will'],
  [/\bgood\b/gi, 'great'], [/\bhelpful\b/gi, 'valuable'], [/\bcould help\b/gi, 'will help'], [/\bI hope\b/gi, 'I am sure'],
];

/** Whole-word rules; a suffix such as "'re" or "n't" is matched where it ends a word. */
function wordRules(pairs: [string, string][]): Rule[] {
  return pairs.map(([from, to]) => {
    const suffix = from.startsWith("'") || from === "n't";
    return [new RegExp(`${suffix ? '' : '\\b'}${escape(from)}\\b`, 'gi'), to];
  });
}
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Applies rules, recording each that fired; keeps a leading capital where it replaced one. */
function apply(text: string, rules: Rule[], changes: string[], label: string): string {
  let out = text;
  for (const [re, to] of rules) {
    out = out.replace(re, (match: string, ...groups: unknown[]) => {
      const replacement = to.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? ''));
      const cased = match[0] && match[0] === match[0].toUpperCase() && /[a-z]/i.test(match[0]) && replacement && !/^I\b/.test(replacement)
        ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
      changes.push(`${label}: "${match.trim()}" → "${cased.trim()}"`);
      return cased;
    });
  }
  return out;
}

/** Fixes the spacing and capitals that deletions leave behind. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?;:])/g, '$1')
    .replace(/([.!?]\s+|^|\n)([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())
    .replace(/,\s*([.!?])/g, '$1')
    .split('\n').map((l) => l.trimEnd()).join('\n')
    .trim();
}

/**
 * Rewrites `text` in `tone`:
 * - formal: contractions spelled out, slang replaced, "Hey"/"Hi" greetings become "Hello"/"Dear", exclamation marks calmed, a formal sign-off;
 * - friendly: contractions, "Hi" greeting, a warm opening line, a friendly sign-off;
 * - assertive: hedges removed ("I think", "maybe", "just", "could you possibly"), requests made direct;
 * - concise: wordy phrases shortened, fillers and pleasantries removed;
 * - persuasive: confident wording and a closing call to action.
 */
export function adjustTone(text: string, tone: Tone): TextResult {
  const changes: string[] = [];
  const parts = splitLetter(text.replace(/\r\n?/g, '\n'));
  let { greeting, closing } = parts;
  let main = parts.main;
  switch (tone) {
    case 'formal': {
      main = apply(main, wordRules(EXPANSIONS), changes, 'expanded');
      main = apply(main, wordRules(SLANG), changes, 'formal wording');
      main = apply(main, [[/!+/g, '.'], [/ ?[:;]-?[)D(]/g, '']], changes, 'punctuation');
      if (greeting) {
        const g = greeting.replace(/^(hey|hi|hiya|yo)\b/i, 'Hello').replace(/!$/, ',');
        if (g !== greeting) changes.push(`greeting: "${greeting}" → "${g}"`);
        greeting = g;
      } else if (/^(hey|hi|yo)\b/i.test(main)) {
        main = main.replace(/^(hey|hi|yo)\b/i, 'Hello');
        changes.push('greeting: → "Hello"');
      }
      if (closing && /^(cheers|thanks|thx|best|later|talk soon|take care)\b/i.test(closing)) {
        const c = closing.replace(/^[^\n]*/, 'Kind regards,');
        changes.push(`sign-off: → "Kind regards,"`);
        closing = c;
      }
      break;
    }
    case 'friendly': {
      main = apply(main, [[/\bThank you\b/g, 'Thanks so much'], [/\bI am writing to\b/gi, "I'm reaching out to"], [/\bkindly\b/gi, 'please']], changes, 'warmer wording');
      main = apply(main, CONTRACTIONS, changes, 'contracted');
      const g = greeting ? greeting.replace(/^(dear|hello|good (morning|afternoon|evening)|greetings)\b/i, 'Hi') : 'Hi there,';
      if (g !== greeting) changes.push(`greeting: → "${g}"`);
      greeting = g;
      if (!/hope (you|this|all)/i.test(main)) {
        main = `I hope you're doing well!\n\n${main}`;
        changes.push('added a warm opening line');
      }
      if (!closing || /^(sincerely|yours|regards|kind regards|best regards|respectfully)/i.test(closing)) {
        const rest = closing ? closing.split('\n').slice(1).join('\n') : '';
        closing = `Cheers,${rest ? '\n' + rest : ''}`;
        changes.push('sign-off: → "Cheers,"');
      }
      break;
    }
    case 'assertive':
      main = apply(main, HEDGES, changes, 'removed hedge');
      main = apply(main, [[/\bplease please\b/gi, 'please']], changes, 'cleanup');
      // A request stripped of "could you" is an instruction, not a question.
      main = main.replace(/(^|[.!?]\s+)([Pp]lease [^.?!]*)\?/g, '$1$2.');
      break;
    case 'concise':
      main = apply(main, WORDY, changes, 'shortened');
      if (greeting && !parts.greetingName) { greeting = null; changes.push('removed generic greeting'); }
      break;
    case 'persuasive': {
      main = apply(main, CONFIDENT, changes, 'confident wording');
      if (!/\b(let me know|could you confirm|can you confirm|reply|shall we)\b[^.]*[.?]\s*$/i.test(main)) {
        main = `${main.trimEnd()}\n\nThis is a quick win for both of us, so could you confirm by replying to this email this week?`;
        changes.push('added a call to action');
      }
      break;
    }
  }
  main = tidy(main);
  const out = [greeting, main, closing].filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
  return { text: out, changes };
}
