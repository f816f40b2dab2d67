/**
 * Lexicon sentiment: sums AFINN scores of the words of a text, flipping a word
 * preceded by a negator within two words. Confidence:
 * the lesser of 0.2 per sentiment word and 0.9.
 */
import { AFINN, NEGATORS } from './lexicon';
import type { Sentiment } from './types';

export interface SentimentScore extends Sentiment {
  score: number;
  /** The lexicon words that were counted, in order of appearance. */
  words: string[];
}

/** Set phrases of politeness ("happy to help", "great to meet you") and of quantity ("a fair bit"): the words in them carry no feeling. */
const COURTESY = /\b(happy|glad|pleased|delighted) to (help|assist|answer|discuss|chat|talk|hop|jump|walk|send|set|arrange|provide|review|take|connect|meet|support|hear|clarify)\b|\b(great|good|nice|lovely) to (meet|hear|see|connect|chat|talk)\b|\b(would|will|'d|'ll) be (great|good|nice|lovely|helpful|happy|glad)\b|\bgood (morning|afternoon|evening)\b|\b(please )?(ignore|disregard) this\b|\b(have|enjoy) a (great|good|nice|lovely|wonderful|safe) (day|week|weekend|evening|flight|trip|stay|journey|time)\b|\b(wish you|wishing you) (every |all the |the best of )?(success|luck|best)\b|\b(really )?(enjoyed|loved) (meeting|speaking|talking|chatting|our|getting|hearing|working)\b|\bhappy (writing|reading|coding|holidays|new year|friday|monday|weekend|hunting|shopping|travels|travelling)\b|\bsorry (to bother|to do this|for the (short|late) notice|for any confusion)\b|\b(a|quite a) fair (amount|bit|few|number|way|distance)\b|\b(sorry|apologies) (for|about)\b|\b(please accept )?(our|my) (sincere |sincerest |deepest |humble )?apologies\b/g;

/**
 * Good news announced and excitement: they lead an email even when an apology comes with it ("sorry for the
 * wait: your refund is on its way"); "can't wait" is eagerness, not a negation.
 */
const GOOD_NEWS = /\b(good news|great news|(pleased|happy|delighted|thrilled|excited|proud) to (tell|let you know|report|say|announce|confirm|inform|share|introduce|welcome)|is on (its|the) way|all clear|can'?t wait|cannot wait|couldn'?t be (happier|prouder|more excited))\b/g;
/** Thanks given to someone ("a big thank you to Callum", "kudos"): as glad as good news, but no news. */
const THANKS_GIVEN = /\b(a (big|huge|massive|special) thank you|huge thanks|thank you to|shout[- ]out to|kudos)\b/g;
/** Bad news announced: the mirror of GOOD_NEWS ("I'm sorry to say", "we regret to inform you", "I'm afraid"). */
const BAD_NEWS = /\b(bad news|sad news|(sorry|sad|saddened|regret|unhappy) to (tell|let you know|report|say|announce|inform|share)|i'?m afraid|i am afraid|we'?re afraid|we are afraid)\b/g;
/** Thanks for something, exclaimed: the thanks alone are matched, so the words after them keep their own score. */
const EXCLAIMED_THANKS = /\b(thank you|thanks)( so much| very much)? for\b(?=[^.?!\n]{0,80}!)/g;
/** Complaint phrases whose words alone score nothing. */
const COMPLAINT = /\b(charged twice|double[- ]charged|yet again|still (haven't|have not|hasn't|has not|not|no)|been waiting|no one (has )?(replied|responded|got back)|nobody (has )?(replied|responded))\b/g;
/** Words that strengthen the feeling word right after them ("extremely disappointed", "really pleased"), by one. */
const INTENSIFIERS = new Set(['extremely', 'very', 'really', 'deeply', 'utterly', 'incredibly', 'terribly', 'bitterly', 'pretty', 'truly', 'absolutely', 'hugely', 'seriously', 'thoroughly', 'genuinely', 'so', 'most', 'highly', 'immensely', 'particularly']);
/**
 * Words that name what went wrong rather than how anyone feels about it: together they weigh MISHAPS_FLOOR at
 * most, one charged word, so a status report listing a failure, its errors and the delay reads as neutral news.
 */
const MISHAPS = new Set(['outage', 'outages', 'failure', 'failures', 'failed', 'failing', 'fail', 'fails', 'error', 'errors', 'bug', 'bugs', 'problem', 'problems', 'issue', 'issues', 'delay', 'delays', 'delayed', 'disruption', 'disruptions', 'breach', 'breached', 'crash', 'crashed', 'crashes', 'broken', 'downtime', 'stuck']);
const MISHAPS_FLOOR = -2;
const EMOJI = /\p{Extended_Pictographic}/gu;
const POSITIVE_EMOJI = /[🎉🥳😀😃😄😁😊🙂😍🥰❤💕💖👏🙌🎂🍾✨😎👍🤩😂🎄🎁🌟⭐🥂☀]/u;
const NEGATIVE_EMOJI = /[😩😞😟😠😡😢😭😤👎💔😬😫🙁☹]/u;

/** Per-word confidence step and ceiling. */
export const SENTIMENT_CONFIDENCE_PER_WORD = 0.2;
export const SENTIMENT_CONFIDENCE_MAX = 0.9;

/**
 * How far from zero the total must be to decide the tone. In a sentence or two one charged word ("damaged")
 * says how it feels; in a letter, 2 let one mildly charged word ("problem", "welcome") turn a whole neutral
 * notice negative or positive, so longer text asks for 3: a strong word, or two that agree.
 */
const TONE_THRESHOLD_SHORT = 2;
const TONE_THRESHOLD_LONG = 3;
const LONG_TEXT_WORDS = 40;

/** Scores the sentiment of `text`; a total far enough from zero (see TONE_THRESHOLD_LONG) decides the tone. */
export function scoreSentiment(text: string): SentimentScore {
  // Runs of spaces become one first, so no pattern below ever walks a long run twice.
  const lower = text.toLowerCase().replace(/’/g, "'").replace(/[ \t\r\f\v]+/g, ' ').replace(COURTESY, ' ');
  let score = 0;
  const found: string[] = [];
  for (const emoji of text.match(EMOJI) ?? []) {
    const value = POSITIVE_EMOJI.test(emoji) ? 2 : NEGATIVE_EMOJI.test(emoji) ? -2 : 0;
    if (value) { score += value; found.push(emoji); }
  }
  const counted = new Set<string>();
  let mishaps = 0;
  let exclaimed = 0;
  // Good news announced counts up, bad news down: what the email says happened, as against how its words feel.
  let news = 0;
  for (const sentence of lower.split(/(?<=[.!?]) |\n+/)) {
    const before = score;
    // "I've loved the tool, but I'm closing up": the clause after "but" carries the point.
    let point = sentence.split(/,? but /).at(-1) ?? sentence;
    // Phrases first, then taken out, so their words are not counted a second time.
    for (const phrase of point.match(COMPLAINT) ?? []) { score -= 2; found.push(phrase); }
    for (const phrase of point.match(GOOD_NEWS) ?? []) { score += 3; found.push(phrase); news++; }
    for (const phrase of point.match(THANKS_GIVEN) ?? []) { score += 3; found.push(phrase); }
    for (const phrase of point.match(BAD_NEWS) ?? []) { score -= 3; found.push(phrase); news--; }
    // Thanks are courtesy ("Thanks a bunch!" signs off a reminder), but thanks for something, exclaimed, are
    // gladness ("Thank you for your payment!").
    for (const phrase of point.match(EXCLAIMED_THANKS) ?? []) { score += 2; found.push(phrase); }
    point = point.replace(COMPLAINT, ' ').replace(GOOD_NEWS, ' ').replace(THANKS_GIVEN, ' ').replace(BAD_NEWS, ' ');
    // A question asks rather than feels: "are you happy with it?" is not praise.
    const asking = point.trimEnd().endsWith('?');
    // A negation reaches to the end of its clause at most ("won't be charged. Happy writing" is not unhappy).
    let negateFor = 0;
    let intensified = false;
    for (const word of point.match(/[a-z]+(?:'[a-z]+)?|[;:,]/g) ?? []) {
      if (/^[;:,]$/.test(word)) { negateFor = 0; intensified = false; continue; }
      const listed = AFINN.get(word);
      const value = listed !== undefined && intensified ? listed + Math.sign(listed) : listed;
      intensified = INTENSIFIERS.has(word);
      // A word counts once: "outage" said three times names the topic, it is not three times the feeling.
      if (value !== undefined && !(asking && value > 0) && !counted.has(word)) {
        counted.add(word);
        const signed = negateFor > 0 ? -value : value;
        if (MISHAPS.has(word)) {
          const taken = Math.max(signed, MISHAPS_FLOOR - mishaps);
          mishaps += Math.min(0, taken);
          score += taken;
        } else score += signed;
        found.push(word);
      }
      if (NEGATORS.has(word) || word.endsWith("n't")) negateFor = 3;
      else if (negateFor > 0) negateFor--;
    }
    // An exclamation that complains of nothing, and is more than thanks ("Thanks a bunch!" signs off anything).
    if (/!\s*$/.test(sentence.trimEnd()) && score >= before && !/^\W*(thanks|thank you|cheers|ta)\b[^!]{0,20}!\s*$/.test(sentence.trim())) exclaimed++;
  }
  // Several such exclamations are high spirits ("Omg, hello stranger!!" ... "no rush!"): one alone is as often a
  // neutral notice's "Heads up, folks!" or "Bit of a weird ask!". In a letter that complains they are anger.
  if (exclaimed >= 2 && score >= 0) {
    score += 2;
    found.push('!');
  }
  // A lone "thanks" should not make a complaint read as positive, hence a
  // band around zero rather than the sign alone.
  const threshold = (lower.match(/\S+/g)?.length ?? 0) < LONG_TEXT_WORDS ? TONE_THRESHOLD_SHORT : TONE_THRESHOLD_LONG;
  const byWords = score >= threshold ? 'positive' : score <= -threshold ? 'negative' : 'neutral';
  const tone = byNews(news, score) ?? byWords;
  const confidence = round2(Math.min(SENTIMENT_CONFIDENCE_PER_WORD * found.length, SENTIMENT_CONFIDENCE_MAX));
  return { tone, confidence, score, words: found };
}

/**
 * The news an email announces sets its tone, unless its words say otherwise strongly: "Good news: the duplicate
 * charge is cancelled and the bug behind it fixed" is good news that names a problem, "I'm sorry to say the
 * role went to someone else, though I loved our talks" is bad news said kindly. Words summing NEWS_OUTWEIGHED
 * against it (a strong word, or two that agree) still win. Complaints and thanks are how words feel, not news.
 */
const NEWS_OUTWEIGHED = 3;
function byNews(news: number, score: number): Sentiment['tone'] | undefined {
  if (news > 0 && score > -NEWS_OUTWEIGHED) return 'positive';
  if (news < 0 && score < NEWS_OUTWEIGHED) return 'negative';
  return undefined;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
