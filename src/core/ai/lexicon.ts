/**
 * A compact AFINN-style sentiment lexicon: common English words scored from
 * -5 (very negative) to +5 (very positive), following the AFINN-165 scale
 * (Finn Årup Nielsen). Chosen for the vocabulary of work email; kept small so
 * the engine needs no download. Words are listed by score to stay readable.
 */

const BY_SCORE: Record<number, string> = {
  5: 'outstanding superb thrilled breathtaking',
  4: 'amazing awesome excellent fantastic wonderful brilliant delighted fabulous marvelous exceptional perfect phenomenal ecstatic overjoyed',
  3: 'great love loved loves lovely glad happy pleased excited impressive impressed superb grateful gratefully thankful beautiful enjoy enjoyed celebrate congrats congratulations success successful admire terrific delightful',
  2: 'good nice thanks thank appreciate appreciated appreciation helpful kind kindly welcome well better best cool fine benefit benefits pleasure pleasant positive satisfied glad smooth smoothly win wins won hope hopeful agree agreed enjoying exciting fun like liked recommend recommended support supportive reliable useful valuable opportunity easy progress resolved solved fixed trust',
  1: 'ok okay sure interested interesting fair clear ready able improve improved improvement yes promising stable calm safe',
  [-1]: 'unfortunately concern concerned concerns issue issues doubt unclear slow wait waiting late delay delayed confused confusing miss missed lack lacking difficult hard tired hesitant busy pending overdue reminder',
  [-2]: 'problem problems error errors mistake mistakes bad sorry sad worry worried fail failed failure broken bug bugs complaint complain complained disappointed disappointing unhappy upset poor wrong lost loss risk risky unacceptable inconvenience frustrated frustrating annoyed annoying trouble urgent stuck refuse refused reject rejected penalty penalties cancel cancelled canceled damage damaged ignore ignored',
  [-3]: 'angry terrible awful hate hated horrible worst useless ridiculous furious outraged disgusted unprofessional incompetent scam fraud lawsuit threat threaten threatened pathetic dreadful',
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
