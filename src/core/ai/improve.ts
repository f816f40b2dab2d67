/**
 * improveText: fixes mechanical mistakes without changing what is said:
 * double spaces, spaces before punctuation, lowercase "i", common
 * misspellings, repeated words, lowercase sentence starts and a missing
 * final full stop. Every fix is listed in `changes`.
 */
import type { TextResult } from './types';

/** Frequent English misspellings (Wikipedia's list of common misspellings, abridged). */
export const MISSPELLINGS: Readonly<Record<string, string>> = {
  teh: 'the', recieve: 'receive', recieved: 'received', seperate: 'separate', definately: 'definitely', occured: 'occurred',
  untill: 'until', wich: 'which', thier: 'their', adress: 'address', accomodate: 'accommodate', begining: 'beginning',
  beleive: 'believe', calender: 'calendar', comming: 'coming', tommorow: 'tomorrow', tomorow: 'tomorrow', wierd: 'weird',
  alot: 'a lot', goverment: 'government', enviroment: 'environment', neccessary: 'necessary', necesary: 'necessary',
  occassion: 'occasion', recomend: 'recommend', reccomend: 'recommend', refered: 'referred', succesful: 'successful',
  truely: 'truly', wether: 'whether', existance: 'existence', independant: 'independent', occurence: 'occurrence',
  prefered: 'preferred', acheive: 'achieve', arguement: 'argument', buisness: 'business', busness: 'business', finaly: 'finally',
  foward: 'forward', freind: 'friend', greatful: 'grateful', happend: 'happened', immediatly: 'immediately', knowlege: 'knowledge',
  maintainance: 'maintenance', noticable: 'noticeable', oppurtunity: 'opportunity', realy: 'really', relevent: 'relevant',
  responsibilty: 'responsibility', sincerly: 'sincerely', suprise: 'surprise', tounge: 'tongue',
  managment: 'management', payed: 'paid', recieving: 'receiving', shedule: 'schedule', schedual: 'schedule', attatched: 'attached',
  atached: 'attached', attachement: 'attachment', confirmaton: 'confirmation', availible: 'available', avaliable: 'available',
  comittee: 'committee', commitee: 'committee', concensus: 'consensus', dissapoint: 'disappoint', embarass: 'embarrass',
  excercise: 'exercise', guarentee: 'guarantee', harrass: 'harass', liase: 'liaise', millenium: 'millennium', mispell: 'misspell',
  posession: 'possession', priviledge: 'privilege', publically: 'publicly', questionaire: 'questionnaire', reciept: 'receipt',
  rythm: 'rhythm', sieze: 'seize', threshhold: 'threshold', wellcome: 'welcome', writting: 'writing',
  dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", wont: "won't", im: "I'm", ive: "I've",
};

/** Word pairs that are legitimately doubled. */
const ALLOWED_REPEATS = new Set(['that', 'had', 'is', 'do', 'bye', 'very', 'so', 'no', 'ha', 'well']);

/** Applies the fixes above to `text`; text that needs none comes back unchanged. */
export function improveText(text: string): TextResult {
  const changes: string[] = [];
  const note = (c: string) => { if (!changes.includes(c)) changes.push(c); };
  let out = text.replace(/\r\n?/g, '\n');

  out = out.replace(/([^\s])[ \t]{2,}(?=\S)/g, (_, c: string) => { note('collapsed repeated spaces'); return c + ' '; });
  out = out.replace(/(?<![ \t])[ \t]+$/gm, (m) => { if (m) note('removed trailing spaces'); return ''; });
  out = out.replace(/(\w) +([,.!?;:])(?!\w)/g, (_, w: string, p: string) => { note('removed space before punctuation'); return w + p; });
  out = out.replace(/([a-z]),([a-z])/gi, (_, a: string, b: string) => { note('added space after comma'); return `${a}, ${b}`; });

  out = out.replace(/\b[A-Za-z]+\b/g, (word) => {
    const fix = MISSPELLINGS[word.toLowerCase()];
    if (!fix || word.length < 2) return word;
    const cased = word[0] === word[0]!.toUpperCase() && fix !== "I'm" && fix !== "I've" ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
    note(`spelling: "${word}" → "${cased}"`);
    return cased;
  });
  out = out.replace(/(^|[^\w'])i(?=('m|'ll|'ve|'d)?\b)(?![.-]\w)/g, (_, pre: string) => { note('capitalised "I"'); return `${pre}I`; });

  out = out.replace(/\b(\w+)(\s+)\1\b/gi, (m, w: string, space: string) => {
    if (ALLOWED_REPEATS.has(w.toLowerCase()) || /^\d+$/.test(w) || space.includes('\n')) return m;
    note(`removed repeated word "${w}"`);
    return w;
  });

  out = out.replace(/(^|[.!?]\s+|\n\s*)([a-z])/g, (m, pre: string, c: string, offset: number) => {
    // "e.g. the" and "i.e. this" are not sentence ends.
    if (/\b(e\.g|i\.e|etc|vs|approx)\.\s+$/i.test(out.slice(Math.max(0, offset - 6), offset + pre.length))) return m;
    note('capitalised sentence starts');
    return pre + c.toUpperCase();
  });

  out = out.replace(/^(hi|hello|hey|dear)(\s+)([a-z])(?=[a-z]*[,!]?\s*$)/gim, (m, g: string, sp: string, c: string) => {
    if (c !== c.toLowerCase()) return m;
    note('capitalised the name in the greeting');
    return g + sp + c.toUpperCase();
  });

  out = out.split(/(\n\s*\n)/).map((para) => {
    const trimmed = para.trimEnd();
    const words = trimmed.split(/\s+/).filter(Boolean).length;
    const lastLine = trimmed.split('\n').pop() ?? '';
    // Greetings, sign-offs and names keep their own punctuation.
    if (words < 4 || /[.!?:;,)"'…]$/.test(trimmed) || /^(best|regards|kind regards|thanks|cheers|sincerely|[A-Z][a-z]+( [A-Z][a-z]+)?)$/i.test(lastLine.trim()) || /^\s*$/.test(para)) return para;
    note('added final punctuation');
    return trimmed + '.' + para.slice(trimmed.length);
  }).join('');

  return { text: out, changes };
}
