/**
 * A compact AFINN-style sentiment lexicon: common English words scored from
 * -5 (very negative) to +5 (very positive), following the AFINN-165 scale
 * (Finn Årup Nielsen). Chosen for the vocabulary of work email; kept small so
 * the engine needs no download. Words are listed by score to stay readable.
 *
 * Work mail is polite whatever its news: thanks, kind regards, "I hope you are
 * well", "would like", "happy to help" are courtesy, not feeling, so those words
 * score nothing here, while the words of bad news in mail (outage, overdue,
 * breach, termination, hacked) score as the news they bring. "Incident" names a
 * kind of report ("incident report", "incident review"), so it scores nothing.
 * The words that name what went wrong (an outage, errors, a delay) weigh no
 * more than one charged word together (sentiment.ts): a report listing them is
 * about them, and reads as bad news only when it says how anyone feels.
 */

const BY_SCORE: Record<number, string> = {
  5: 'superb thrilled breathtaking',
  4: 'amazing awesome excellent fantastic wonderful brilliant delighted fabulous marvelous exceptional perfect phenomenal ecstatic overjoyed',
  3: 'great love loved loves lovely glad happy pleased excited impressive impressed superb beautiful enjoy enjoyed celebrate celebrating congrats congratulations success successful admire terrific delightful proud',
  2: 'good nice helpful benefit benefits pleasure positive satisfied smooth smoothly win wins won hopeful enjoying exciting fun recommend recommended reliable useful valuable easy progress resolved solved trust restored',
  1: 'fixed ok okay interesting fair clear improve improved improvement yes promising stable calm safe',
  [-1]: 'unfortunately concern concerned concerns issue issues doubt unclear slow late delay delays delayed confused confusing miss missed lack lacking difficult hard tired hesitant postpone postponed postponing cancelled canceled cancellation bug bugs unable unpaid retire retired retiring discontinue discontinued',
  [-2]: 'problem problems error errors mistake mistakes bad sad worry worried fail failed failing fails failure failures broken complaint complain complained disappointed disappointing unhappy upset poor wrong lost loss risk risky inconvenience frustrated frustrating annoyed annoying trouble stuck refuse refused reject rejected penalty penalties damage damaged ignore ignored overdue breach breached terminate terminated terminating termination degraded disruption disrupted crash crashed regret regrettably apologize apologise apologies sorry unauthorized unauthorised suspicious declined',
  [-3]: 'angry terrible awful hate hated horrible worst useless ridiculous furious outraged disgusted unprofessional incompetent scam fraud lawsuit threat threaten threatened pathetic dreadful unacceptable outage outages hacked stolen compromised',
  [-4]: 'disaster disgusting appalling atrocious',
  [-5]: 'catastrophic',
};

/** word (lowercase) -> AFINN score */
export const AFINN: ReadonlyMap<string, number> = new Map(
  Object.entries(BY_SCORE).flatMap(([score, words]) => words.split(/\s+/).map((w) => [w, Number(score)] as const)),
);

/** Words that flip the score of the next few words ("not happy"). */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', "n't", 'without', 'hardly', 'nobody', 'nothing', 'neither', 'nor', 'cannot',
  "don't", "doesn't", "didn't", "isn't", "wasn't", "aren't", "won't", "can't", "couldn't", "wouldn't", "haven't", "hasn't",
]);
