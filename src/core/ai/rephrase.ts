import { afterReaderAsk, DUTY_VERBS, GIVEN_THINGS, GLAD_TO_KNOW, HELP_WANTED, LACKING, MONEY_DUE, VOCATIVE } from './extract';

/**
 * Turns the sender's sentences into the replier's words: pronouns swapped
 * ("send me your report" -> "send you my report"), requests stripped to their
 * verb phrase, and questions turned into answers or indirect questions.
 */

const SWAP: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself',
  you: 'I', your: 'my', yours: 'mine', yourself: 'myself',
  we: 'you', us: 'you', our: 'your', ours: 'yours', ourselves: 'yourselves', yourselves: 'ourselves',
  am: 'are', "i'm": "you're", "you're": "I'm", "i'll": "you'll", "you'll": "I'll", "i've": "you've", "you've": "I've",
  "i'd": "you'd", "you'd": "I'd", "we're": "you're", "we'll": "you'll", "we've": "you've", "we'd": "you'd",
};

/** Words that name part of a group before "of you": "the rest of you", "one of you" include the replier ("of us"). */
const PART_OF = /^(rest|one|two|three|four|five|all|each|both|either|neither|any|some|none|most|many|few|several)$/;
/** Verbs whose object does the next verb: "let you know", "making you do", "help you get" ("you" stays an object). */
const CAUSATIVE = /^(let|lets|letting|make|makes|making|made|help|helps|helping|have|has|having|had|see|saw|watch|hear|heard|bid)$/;
/** Verbs that make a "you" before them its subject: "the data you hold about me", "a prompt you did not start". */
const YOUR_VERB = /^(are|have|has|had|will|can|could|would|need|want|should|might|may|must|were|did|do|don't|didn't|know|think|hold|own|use|used|received|sent|mentioned|asked|said|wrote|made|bought|paid|ordered|booked|started|get|got|see|saw|like|prefer|agreed|signed|submitted|chose|kindly)$/;

/** Swaps first and second person. "you" after a verb or preposition becomes "me". */
export function swapPronouns(text: string): string {
  const words = text.split(/(\s+)/);
  return words.map((w, i) => {
    const m = /^([^A-Za-z']*)([A-Za-z']+)([^A-Za-z']*)$/.exec(w);
    if (!m) return w;
    const [, pre = '', core = '', post = ''] = m;
    // "10am" is a time, not "10" and "am".
    if (/\d$/.test(pre)) return w;
    const lower = core.toLowerCase();
    let out = SWAP[lower];
    if (!out) return w;
    if (lower === 'you') {
      const prev = (words[i - 2] ?? '').toLowerCase();
      const next = (words[i + 2] ?? '').toLowerCase();
      // Object position ("send you", "with you") -> "me"; subject position -> "I".
      const subject = i === 0 || /^(and|if|when|while|once|until|unless|before|after|since|though|although|where|whether|that|what|which|who|how|why|so|can|could|will|would|do|did|should|because)$/.test(prev) || YOUR_VERB.test(next);
      out = subject && !CAUSATIVE.test(prev) ? 'I' : prev === 'of' && PART_OF.test((words[i - 4] ?? '').toLowerCase()) ? 'us' : 'me';
    }
    // Callers capitalise sentence starts themselves.
    return pre + out + post;
  }).join('').replace(/\bI are\b/g, 'I am').replace(/\bI were\b/g, 'I was');
}

/** "Please send me the report by Friday." -> "send you the report by Friday" */
const PASSIVE_DUTY = new RegExp(`(?:^|[,;]\\s+(?:so\\s+)?)((?:the|your|this|that|these|those|our|my|all|it|they)\\b[^,;]{0,60}?)\\s+(?:must|should|has to|have to|needs to|need to)\\s+be\\s+(${Object.keys(DUTY_VERBS).join('|')})\\b(.*)$`, 'i');

/** Nothing more, or when: "by Friday", "no later than December 7", "within 14 days", "before the meeting", "today". */
const DUTY_WHEN =
  /^\s*(?:$|[,;.]|by\s+(?:\d|the\s+(?:end|close|\d)|end\b|close\b|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tonight|tomorrow|noon|midnight|next|this)|(?:before|until|no later than|within|on|today|tonight|tomorrow|asap|as soon as|immediately|at once|right away|this|next)\b)/i;

export function requestToTask(sentence: string): string {
  const plain = sentence.replace(/[.!?]+$/, '');
  const bill = MONEY_DUE.exec(plain);
  if (bill) return payTask(plain, bill[1]!);
  const told = TOLD.exec(plain);
  if (told) return `let you know ${swapPronouns(withoutNews(told[1]!))}`;
  const help = HELP_WANTED.exec(plain);
  if (help) return swapPronouns(`help ${help[1]!.toLowerCase()} ${withoutNews(help[2]!)}`);
  const lacking = LACKING.exec(plain);
  // "... your signed contract yet": what was missing so far is promised outright.
  // Why the sender needs it is theirs to say: "I need your share by 30 November, as that's when the offer ends".
  const reason = /,\s+(?:as|since|because)\s+(?!soon\b|well\b|much\b|long\b).*$/i;
  if (lacking) return swapPronouns(`${GIVEN.test(lacking[1]!) ? 'give' : 'send'} your ${withoutNews(lacking[1]!).replace(reason, '').replace(/\s+(?:yet|so far)$/i, '')}`);
  // Only a request put as what is asked of the reader loses its asker; "Please return what you are asked to sign" keeps its verb.
  const direct = /^(please|kindly|could|can|would|will)\b/i.test(sentence);
  // A semicolon parts two thoughts: keep the one that asks ("The office is closed on Monday; please send ...",
  // "please migrate to v2; the migration guide covers every endpoint").
  const parts = sentence.split(/;\s+/);
  const chosen = (parts.find((part) => /\b(?:please|kindly)\b/i.test(part)) ?? parts[0]!).replace(/[.!?]+$/, '');
  // "If you have a product shot that isn't in the press kit, send that over": the "if" clause names what "that" is.
  const condition = /^(if [^,]+),\s*/i.exec(chosen)?.[1];
  const core = withoutNews(
    chosen
      .replace(/^((?:if|when|once|after|before|while|to) [^,]+,\s*)/i, '')
      .replace(/^(could|can|would|will) you (please )?/i, '')
      // Whoever is addressed or what for, before the request itself: "Owners, please update ...", "To renew, please sign ...".
      .replace(/^[^,]{1,40},\s*(?=(?:please|kindly)\s)/i, '')
      .replace(LEADING_VOCATIVE, '')
      .replace(/^(please|kindly)\s+/i, '')
      .replace(/^(i|we) (need|would like|'d like|want|expect|require) (you )?to\s+/i, '')
      // "I require you either to replace the worktop or to refund ..." -> "replace the worktop or refund ...".
      .replace(/^(i|we) (need|would like|'d like|want|expect|require) you either to\s+(.+?)\s+or to\s+/i, '$3 or ')
      .replace(/^(make sure|don't forget|do not forget|remember) to\s+/i, '')
      // A duty put to the reader, after what it comes before: "Prior to reporting, you must complete ..." -> "complete ...".
      .replace(/^[^,]{1,40},\s*(?=you\s+(?:must|should|need to|have to|will need to)\s)/i, '')
      .replace(/^you\s+(?:must|should|need to|have to|will need to)\s+(?:now\s+|also\s+|still\s+|first\s+)?/i, '')
      // What the thing is, said after a comma, is the sender's to tell: "complete the form, which confirms your
      // working location, ..." -> "complete the form".
      // When the task goes on after it, up to there: "complete the form, which covers your costs, by Friday" ->
      // "complete the form by Friday", "sign it, which covers X, and return it" -> "sign it and return it" (a list
      // inside the description runs on: "which confirms X, Y and Z").
      .replace(/,\s+which\s+(?:confirms|covers|includes|lists|explains|shows|sets out|describes|contains|details|asks)\b(?:.*?,(?=\s*(?:by|before|no later than|until|within)\s)|[^,]*,(?=\s*(?:and|then)\s)|.*$)/i, '')
      // What the reader is asked not to do, the replier promises not to: "Don't come in" -> "not come in".
      .replace(/^(?:don't|do not)\s+/i, 'not '),
  );
  // A rule the reader must meet is acknowledged as noted, not done: "Closed-toe shoes are required in the lab".
  if (/^(?:[\w'-]+\s+){1,4}(?:is|are)\s+(?:strictly\s+|also\s+|still\s+)?(?:required|mandatory|compulsory)\b/i.test(core)) {
    return swapPronouns(`bear in mind that ${/^[A-Z][a-z]/.test(core) ? core.charAt(0).toLowerCase() + core.slice(1) : core}`);
  }
  // A duty in the passive, asked of the reader in the active: "The questionnaire must be completed by December 7" ->
  // "complete the questionnaire by December 7", "..., so it has to be signed by Friday" -> "sign it by Friday". Only a
  // plain subject: not "The form is available ... and must be sent".
  const duty = PASSIVE_DUTY.exec(core);
  // Only when what follows says when, not who ("must be confirmed by the client") or what for ("... for a refund").
  const when = duty?.[3] ?? '';
  if (duty && !/\b(?:is|are|was|were|and|or)\b/i.test(duty[1]!) && DUTY_WHEN.test(when) && !/\b(?:for a|to (?:qualify|receive|get|be eligible))\b/i.test(when)) {
    const thing = /^(it|this|that|they|these)$/i.test(duty[1]!) ? duty[1]!.toLowerCase().replace(/^they$/, 'them') : duty[1]!.replace(/^(The|This|That|These|Those|Your|Our|My|All)\b/, (d) => d.toLowerCase());
    // What happens otherwise is the sender's to say, not the replier's to promise: "... or the whole deal slips".
    const rest = duty[3]!.replace(/\s+(?:or|otherwise)\s+(?:else\b|the|we|it|you|your|this|our)\b.*$/i, '');
    return swapPronouns(`${DUTY_VERBS[duty[2]!.toLowerCase()]} ${thing}${rest}`);
  }
  // A request for a thing, not a deed: "I am writing to request a full refund" -> "you are requesting a full refund".
  const wanted = /^(?:i|we) (?:am|are|'m|'re) writing to request (.+)$|^request (.+)$/i.exec(core);
  // "Please request a new badge" stays an instruction; only the sender's own wish is acknowledged as theirs.
  const ownWish = /^(?:i|we) (?:am|are|'m|'re) writing to|^(?:i|we) (?:would like|'d like|want) to request\b/i.test(sentence);
  if (wanted && ownWish) return swapPronouns(`i am requesting ${wanted[1] ?? wanted[2]}`);
  const asked = direct ? undefined : afterReaderAsk(core);
  const task = asked !== undefined ? asked.trim().replace(/\band to (?=\w)/g, 'and ') : core;
  // "RSVP" keeps its capitals; "Send" starts a clause in lower case.
  const lead = /^[A-Z][a-z]/.test(task) ? task.charAt(0).toLowerCase() + task.slice(1) : task;
  const refersBack = condition && /^\w+(?:\s+\w+)?\s+(?:that|it|them|those|one)\b/i.test(lead) && !/^if (?:so|not|possible|you can|you could|needed|necessary)$/i.test(condition);
  // What to do only in case the reader thinks so is promised on that condition: "If you believe this notice was
  // sent in error, please contact our office" -> "contact your office if I believe this notice was sent in error".
  const inCase = condition && /^if\s+you\s+(?:believe|think|feel|no\s+longer|wish|would\s+prefer|'d\s+prefer|prefer|would\s+rather|'d\s+rather)\b/i.test(condition);
  if (inCase) return swapPronouns(`${lead} ${condition.charAt(0).toLowerCase()}${condition.slice(1)}`);
  return swapPronouns(refersBack ? `${lead}, ${condition.charAt(0).toLowerCase()}${condition.slice(1)}` : lead);
}


/** What the sender wants told, after "I'd be grateful to know": "whether you are willing to act". */
const TOLD = new RegExp(`${GLAD_TO_KNOW.source}(.+)$`, 'i');
/** A say-so the reader gives rather than sends, signed or not: "sign-off on the key art", "final approval". */
const GIVEN = new RegExp(`^(?:(?:signed|completed|final|updated)\\s+)?(?:ok|okay|signature|${GIVEN_THINGS})\\b`, 'i');

/** Whoever a command is put to, before it: "Anyone with kit on those desks, ". */
const LEADING_VOCATIVE = new RegExp(`^${VOCATIVE}`, 'i');

/**
 * A second thought spliced on with a comma is the sender's news, not part of the task: "send them my way,
 * I'm putting together a slideshow", "let me know either way, it'd be so good to see you".
 */
function withoutNews(text: string): string {
  return text.replace(/,\s+(?:i|we|it|this|that)(?:'m|'re|'s|'d|\s+am|\s+are|\s+is|\s+will|\s+would|'ll)\s.*$/i, '').trim();
}

/** "Payment is due by January 8" -> "make the payment by January 8"; "Invoice #3310 is due this Friday" -> "pay invoice #3310 by this Friday". */
function payTask(sentence: string, bill: string): string {
  const when = /\b(?:is|are|falls) (?:now |still )?(?:due|payable)\s+(.+)$/i.exec(sentence)?.[1];
  const thing = bill.replace(/^(the|your|this|our|my) /i, (d) => d.toLowerCase());
  const what = /^(the |your |this |our |my )?payments?$/i.test(thing) ? 'make the payment' : `pay ${swapPronouns(thing.charAt(0).toLowerCase() + thing.slice(1))}`;
  if (!when) return what;
  // "due on Friday" and "due this Friday" become "by ..."; "due within 30 days", "upon receipt", "in full" stay as said.
  if (/^(by|before|within|upon|on receipt|in full|in \d|no later than|at the latest)\b/i.test(when)) return `${what} ${when}`;
  return `${what} by ${when.replace(/^on\s+/i, '')}`;
}

const AUX = 'is|are|was|were|do|does|did|can|could|will|would|should|shall|may|might|have|has|had';
/** What "Are you ...?" asks that the replier can answer yes to: being free, able, willing or coming. */
const YES_STATES = 'free|available|around|about|able|willing|happy|ok|okay|good|up for|open to|in|interested|keen|coming|joining|going|attending|planning|there|home|back|sure|alright|all right|still on|on board|on for|ready';
/** One of those states, as "are you" is followed: "still free", "also coming". */
const YES_STATE = `(?:still |also |all )?(?:${YES_STATES})\\b`;
/** "you" with no verb after it, in a question of a few words: "You in?", "You still around tomorrow?". */
const ELLIPTICAL = new RegExp(`^you\\s+(?=${YES_STATE})(?=(?:\\S+\\s*){1,5}$)`, 'i');
const WH = 'what|when|where|who|whom|which|why|how(?: much| many| long| soon)?';

/**
 * A direct answer opener for a yes/no question, or null when the question is
 * open ("what", "when", ...). "Are you available on Thursday?" -> "Yes, I am available on Thursday."
 */
export function answerYesNo(question: string): string | null {
  // "You in?", "You free on Friday?": a question that leaves its "are" out asks as if it were there.
  // "Any chance you could poke accounts?" asks what "Could you poke accounts?" does.
  const q = stripCondition(question.replace(/\?+$/, '').trim())
    .replace(ELLIPTICAL, 'Are you ')
    .replace(/^(?:is there )?any chance (?:that )?(you|we) (?:could|can|would|might) /i, 'Could $1 ');
  // "Would you rather dinner or brunch?" and "X, or is that a dealbreaker?" offer a choice: "Yes" answers neither.
  if (/\b(or|rather)\b/i.test(q) && !/\bor not\b/i.test(q)) return null;
  // Only what the replier can say yes to: what they can or will do, and whether they are free or up for it.
  // "Is this a known issue?", "Is there a problem with the parts?" or "Did you ever adopt the greyhound?" are
  // facts the replier would be making up; those are taken up as open questions instead.
  // "Would you mind ...?" is answered "not at all": "yes" would say the replier minds.
  const mind = /^(?:would|will|do) you mind (if\b)?(.+)$/i.exec(q);
  if (mind) return mind[1] ? 'Not at all, please go ahead.' : `Not at all, I don't mind ${swapPronouns(mind[2]!)}.`;
  const m = /^(are|can|could|will|would) (you|we) (.+)$/i.exec(q);
  if (!m) return null;
  // "Could you let me know whether ...?" asks for the answer, which "Yes, I can let you know" does not give.
  if (/^(?:please )?(?:let (?:me|us) know|tell (?:me|us)|confirm|advise) (?:if|whether)\b/i.test(m[3]!)) return null;
  const [, aux = '', subj = '', rest = ''] = m;
  if (/^are$/i.test(aux) && !new RegExp(`^${YES_STATE}`, 'i').test(rest)) return null;
  const a = aux.toLowerCase();
  const s = subj.toLowerCase();
  const subject = s === 'you' ? 'I' : s === 'we' ? 'we' : s;
  // A wish keeps its "would": "Would you like to join us?" -> "I would like to join you", never "I will like".
  // So does a willingness: "Would you be willing to help?" -> "I would be willing to help" (but "I will be free").
  const wish = a === 'would' && (WISH.test(rest) || WILLING.test(rest));
  const verb = s === 'you' && a === 'are' ? 'am' : a === 'could' || a === 'can' ? 'can' : wish ? 'would' : a === 'would' || a === 'will' ? 'will' : a === 'do' || a === 'did' ? '' : a;
  const tail = swapPronouns(rest.replace(/^care to\b/i, 'love to')).replace(/^(please )/i, '');
  return `Yes, ${subject}${verb ? ' ' + verb : ''} ${tail}.`.replace(/\s+/g, ' ');
}

/** Verbs of wanting, which only go with "would": "would you like / love / prefer / care to ...". */
const WISH = /^(?:really |rather )?(?:like|love|prefer|care to)\b/i;
const WILLING = /^be (?:\w+ )?(?:willing|happy|glad|delighted|keen|interested|prepared|open|up for|comfortable)\b/i;

/**
 * Open question -> indirect question from the replier's side.
 * "When can your team deliver the first draft?" -> "when my team can deliver the first draft"
 * "What is the total budget for the project?" -> "what the total budget for the project is"
 */
export function toIndirect(question: string): string {
  // The sender's own promise after a comma is not part of what is asked: "..., and I'll send a new invite".
  const q = stripCondition(question.replace(/[?.!]+$/, '').trim()).replace(/,\s+and (?:i|we)(?:'ll| will)\s.*$/i, '');
  const m = new RegExp(`^(${WH}) (${AUX}) (.+)$`, 'i').exec(q);
  if (!m) return askedToTell(q) ?? whatThing(q) ?? whether(q) ?? swapPronouns(q.charAt(0).toLowerCase() + q.slice(1));
  const [, wh = '', aux = '', rest = ''] = m;
  const w = wh.toLowerCase();
  const a = aux.toLowerCase();
  const swapped = swapPronouns(rest);
  // "who will be our contact": the wh-word is the subject, word order stays.
  if (/^who/.test(w) && /^(will|is|was|would|should|can)$/.test(a) && /^(be|the|our|my|your)\b/i.test(rest)) {
    return `${w} ${a} ${swapped}`;
  }
  // "Why was I charged twice?", "Where are you based?": a person and what is done to them or by them, in order.
  const person = /^(i|you|we|they|he|she|it)\s+(\S.*)$/i.exec(rest);
  if (/^(is|are|was|were)$/.test(a) && person) return `${w} ${swapPronouns(`${person[1]} ${a}`).replace(/\byou was\b/, 'you were').replace(/\byou am\b/, 'you are')} ${swapPronouns(person[2]!)}`;
  if (/^(is|are|was|were)$/.test(a)) return `${w} ${swapped} ${a}`;
  // "When would be a good time?": the question word is what is asked about, and the order stays.
  if (/^be\b/i.test(rest)) return `${w} ${a} ${swapped}`;
  if (/^(do|does|did)$/.test(a)) {
    // The verb takes the tense and person "do" carried: "How long did you work with him?" -> "how long I worked
    // with him", "How does Tobi come across?" -> "how Tobi comes across".
    const [doer, verb = '', ...after] = /^(i|you|we|they|he|she|it)\b/i.test(swapped) ? swapped.split(' ') : splitSubject(swapped);
    const formed = a === 'did' ? pastTense(verb) : a === 'does' && !/^(i|you|we|they)$/i.test(doer ?? '') ? thirdPerson(verb) : verb;
    return [w, doer, formed, ...after].join(' ').replace(/\s+/g, ' ').trim();
  }
  const [subject, ...verb] = splitSubject(swapped);
  return `${w} ${subject} ${a} ${verb.join(' ')}`.replace(/\s+/g, ' ').trim();
}

/**
 * A question asking to be told something is about that something: "Could you let me know if your team needs
 * a W-9?" -> "whether my team needs a W-9", "Does anyone know who has the key?" -> "who has the key".
 */
function askedToTell(q: string): string | null {
  const m = /^(?:(?:(?:could|can|would|will) you )?(?:please )?(?:let me know|let us know|tell me|tell us|confirm|advise)|(?:do|does) (?:you|anyone|anybody|someone) (?:happen to )?know) (if|whether|what|when|where|who|which|how(?: much| many| long| soon)?) (.+)$/i.exec(q);
  if (!m) return null;
  const wh = m[1]!.toLowerCase();
  return `${wh === 'if' ? 'whether' : wh} ${swapPronouns(m[2]!)}`;
}

/**
 * A question about which thing, asked of "you" or "we": the subject goes before its verb.
 * "Which browser are you using?" -> "which browser I am using", "What time do you want to meet?" ->
 * "what time I want to meet". Only verbs that keep their form ("did" would need the past tense).
 */
function whatThing(q: string): string | null {
  const m = /^(which|what|how many|how much) ((?:[\w'-]+ ){1,4}?)(are|is|do|does|can|could|will|would|should|have|has) (you|we) (.+)$/i.exec(q);
  if (!m) return null;
  const [, wh = '', thing = '', aux = '', subject = '', rest = ''] = m;
  const who = subject.toLowerCase() === 'you' ? 'I' : 'we';
  const a = aux.toLowerCase();
  const verb = /^(do|does)$/.test(a) ? '' : who === 'I' && a === 'are' ? 'am' : a;
  return `${wh.toLowerCase()} ${swapPronouns(thing.trim())} ${who}${verb ? ` ${verb}` : ''} ${swapPronouns(rest)}`.replace(/\s+/g, ' ').trim();
}

/** Past tenses that do not end in -ed. */
const IRREGULAR_PAST: Record<string, string> = {
  be: 'was', become: 'became', begin: 'began', break: 'broke', bring: 'brought', build: 'built', buy: 'bought', catch: 'caught',
  choose: 'chose', come: 'came', cut: 'cut', do: 'did', drive: 'drove', eat: 'ate', fall: 'fell', feel: 'felt', find: 'found',
  get: 'got', give: 'gave', go: 'went', have: 'had', hear: 'heard', hold: 'held', keep: 'kept', know: 'knew', leave: 'left',
  let: 'let', lose: 'lost', make: 'made', mean: 'meant', meet: 'met', pay: 'paid', put: 'put', read: 'read', ride: 'rode',
  run: 'ran', say: 'said', see: 'saw', sell: 'sold', send: 'sent', set: 'set', sit: 'sat', speak: 'spoke', spend: 'spent',
  stand: 'stood', take: 'took', teach: 'taught', tell: 'told', think: 'thought', understand: 'understood', win: 'won', write: 'wrote',
};

/** "work" -> "worked", "stop" -> "stopped", "try" -> "tried", "send" -> "sent". */
export function pastTense(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_PAST[v]) return IRREGULAR_PAST[v];
  if (v.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ied`;
  // One syllable ending in one vowel and a consonant doubles it: "plan" -> "planned"; "visit" and "open" do not.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

/** "come" -> "comes", "go" -> "goes", "try" -> "tries", "have" -> "has". */
export function thirdPerson(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'have') return 'has';
  if (v === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(v)) return `${verb}es`;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Splits "my team deliver the draft" into ["my team", "deliver", "the", "draft"]. */
function splitSubject(phrase: string): string[] {
  const words = phrase.split(' ');
  if (/^(my|your|our|the|their|his|her|this|that)$/i.test(words[0] ?? '') && words.length > 2) {
    return [`${words[0]} ${words[1]}`, ...words.slice(2)];
  }
  return [words[0] ?? '', ...words.slice(1)];
}

/**
 * A modal question about a thing, up to a verb of a short list that says where its subject ends: "Would
 * Thursday at 11:00 work for a call?" -> "whether Thursday at 11:00 would work for a call".
 */
function modalWhether(q: string): string | null {
  const m = /^(would|could|will|can|should|might|may) ((?:[^\s,]+ ){1,6}?)(work|suit|be|fit|help|do|stay|go|come|need|matter|happen|change|include|cover|count|apply)\b(.*)$/i.exec(q);
  if (!m) return null;
  const [, aux = '', subject = '', verb = '', rest = ''] = m;
  if (/^(you|we|i|it|this|that|there|they|he|she) $/i.test(subject)) return null;
  // An adverb before the verb stays with it: "Will my recipes still be there?" -> "whether my recipes will still be there".
  const [, thing = subject, adverb = ''] = /^(.*?)((?:still|also|really|actually|ever|already|just|even|always|never) )?$/i.exec(subject) ?? [];
  return `whether ${swapPronouns(thing.trim())} ${aux.toLowerCase()} ${adverb}${verb}${swapPronouns(rest)}`.replace(/\s+/g, ' ').trim();
}

/** "If not, could you ..." -> "could you ..." (the condition is answered by the sentence before). */
function stripCondition(q: string): string {
  return q
    // "Beth, can you send him the draft?": whoever is addressed is not part of what is asked.
    .replace(/^[A-Z][a-z]+,\s+(?=(?:can|could|would|will|do|does|did|are|is|have|what|when|where|who|which|how)\b)/, '')
    .replace(/^(if (not|so|possible|that works|yes|no)|otherwise|alternatively|also|and),?\s+/i, '');
}

/**
 * A yes/no question as an indirect one: "Are you free on Thursday?" ->
 * "whether I am free on Thursday"; null when it does not start with an
 * auxiliary and a pronoun.
 */
function whether(q: string): string | null {
  // Only a pronoun subject and an auxiliary that stays as it is: "does your team support" would need
  // "supports", and "is the final report ready" a parse of where the subject ends. Those stay as asked.
  // "Do you have the deck?" -> "whether I have the deck": the verb keeps its form after "I", "you", "we" and "they".
  const plain = /^do (you|we|i|they) (.+)$/i.exec(q);
  if (plain) return `whether ${swapPronouns(plain[1]!)} ${swapPronouns(plain[2]!)}`;
  const m = /^(is|are|was|were|can|could|will|would|should|shall|may|might|have|has) (you|we|i|it|this|that|there|they|he|she) (.+)$/i.exec(q);
  if (!m) return modalWhether(q);
  const [, aux = '', subject = '', rest = ''] = m;
  const who = swapPronouns(subject);
  let a = aux.toLowerCase();
  if (who === 'I') a = a === 'are' ? 'am' : a === 'were' ? 'was' : a;
  return `whether ${who} ${a} ${swapPronouns(rest)}`.replace(/\s+/g, ' ').trim();
}
