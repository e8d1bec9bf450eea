// The claim scorer for the main question: lexing (detect.ts) → claims
// (extract.ts) → the rubric's claim ids and the asserted mistakes
// (templates.ts) → levels by the rubric table (rubric.ts). grade.ts exports
// it as the public `gradeAnswer`.
import { MAX_ANSWER_CHARS } from '../answer-limit';
import { saysNothing } from '../claims';
import { analyse } from '../detect';
import { groupBy } from '../keyword-list';
import type { GradeResult, MistakeFlag } from '../grade';
import { MISTAKES, type MistakeId } from '../mistakes';
import { fixFirst } from '../mistake-names';
import { quote, quoteSpans, spanOf } from '../quote';
import {
  DIMENSIONS,
  LEVELS,
  RUBRIC,
  requirementMet,
  requirementMissing,
  requirementSignals,
  type ConditionalCap,
  type Dimension,
  type Level,
} from '../rubric';
import {
  memo,
  opensSentence,
  runEnd,
  runStart,
  sentenceOrder,
  type SentenceOrder,
  type Token,
} from '../tokens';
import { words } from '../vocabulary';
import { fixLeftOutBefore } from './apply-triggers';
import { deniedLink, isBackward, isLink, joinedOn } from './cause-links';
import type { Claim } from './claim';
import { colonBetween, wordBefore } from './clauses';
import {
  allEntities,
  entitiesBetween,
  sentencesAsserting,
  sentencesNaming,
  sentencesNamingOutside,
  sentencesQualifying,
} from './entities';
import { coordinated, extractClaims, KEEP_VERBS } from './extract';
import type { EntityId, RelationId } from './lexicon';
import { sentencesWithInputsAsKeys } from './inputs-as-keys';
import { CLAIMS, CLAIM_CAPS, CLAIM_IDS, MISTAKE_TEMPLATES } from './tables/claims';
import { asserted, fits, type MistakeTemplate } from './templates';

/** Causes for communication: the growth said with the dimension it grows
 *  with, or as the spread's size ("too big" alone is no cause). */
const CAUSES = ['spread-large', 'variances-sum', 'variances-add', 'cause-said'];
const EFFECTS = ['softmax-saturates', 'vanishing-gradients', 'jacobian-vanishes'];
/** What vanishes when the gradients do: "the gradients", "W_Q and W_K". */
const GRADIENT_SIDE = new Set<EntityId>(['gradient', 'wqk', 'jacobian', 'through']);
/** Words that put something out of a region: "kept out of", "away from". */
const AWAY = new Set(['out', 'away', 'from']);
/** Words that tell when or why, joining two claims without a link claim. */
const AS_WHEN = new Set(['as', 'when', 'while', 'once', 'since', 'because']);
/** Trained queries and keys said to drift or align. */
const DRIFTS = new Set<RelationId>(['drifts', 'aligns']);
/** Words before a size within which a verb of staying keeps it. */
const KEPT_WITHIN = 3;
/** A state kept, not reached: "stays saturated", "gets stuck on one key". */
const STUCK =
  /^(?:stay|stays|stayed|stuck|remain|remains|remained|locked|trapped|freez\w*|froze\w*)$/;
/** Prepositions that name a regime: "at large d_k", "for big heads",
 *  "with bigger models". */
const REGIME = new Set(['at', 'for', 'with']);
/** Words of degree between a regime's noun and its size: "with logits that large". */
const DEGREE = new Set(['that', 'this', 'so']);
/** A size said as the regime something holds in, not as a growth told: "at
 *  large d_k", or its noun first, "with logits that large", "for scores this big". */
const inRegime = (tokens: readonly Token[], c: Claim) => {
  const at = c.relationSpan.first;
  return (
    REGIME.has(tokens[at - 1]?.text ?? '') ||
    (DEGREE.has(tokens[at - 1]?.text ?? '') &&
      [2, 3, 4].some(
        (k) =>
          REGIME.has(tokens[at - k]?.text ?? '') && tokens[at - k].clause === tokens[at].clause,
      ))
  );
};
/** Causes that reversed-causation looks for told as following from an effect. */
const REVERSIBLE = ['scores-grow', 'scores-large', 'variances-sum'];
const NUMBERED = ['std', 'weight', 'jacobian-form'];
/** Words that carry nothing; not "so" or "like", which also join a chain or
 *  compare ("grows like √d_k"). */
const FILLER = new Set(
  words('um uh er erm hmm basically literally honestly stuff whatever anyway okay ok yeah'),
);
/** Hedges of two words: "you know", "kind of", "sort of", "i mean" (not "a
 *  kind of normalisation"). */
const FILLER_PAIRS = new Set(['you know', 'kind of', 'sort of', 'i mean']);
const NOUN_BEFORE = new Set(words('a an the this that what some any one no'));
/** The filler words of a text: the words above, the hedges, and "like"
 *  said apart by itself (", like, the softmax …"), not "grows like √d_k". */
function fillerWords(said: readonly Token[]): number {
  let n = 0;
  said.forEach((t, i) => {
    const pair = `${said[i - 1]?.text} ${t.text}`;
    if (FILLER.has(t.text)) n++;
    else if (FILLER_PAIRS.has(pair) && !NOUN_BEFORE.has(said[i - 2]?.text ?? '')) n += 2;
    else if (t.text === 'like' && said[i - 1]?.clause !== t.clause) n++;
  });
  return n;
}
const DK_WORDS = new Set(['dk', 'dimension', 'dimensions', 'dim', 'dims']);
const SAID_AS = new Set(['=', 'of', 'is', 'approx']);
/** Rubric ids a note states by naming its entity, verb or not (with a third
 *  entry, only where one of those is named in the same sentence too). */
const NOTED: [string, EntityId, EntityId[]?][] = [
  ['small-dk', 'small-dk'],
  ['jacobian-sketch', 'jacobian-form'],
  // "(not sure why it's √(d/h))": no reason for the root, said.
  ['root-unexplained', 'unknown-why', ['sqrtdk', 'per-head']],
];
/** A spread and the size it has, side by side: "variance d_k", "std √d_k". */
const NOTED_SPREAD = new Map([
  ['variance', 'dk'],
  ['var', 'dk'],
  ['std', 'sqrtdk'],
]);
/** Words after the spread within which "from" gives its value before the fix. */
const NOTED_FROM_WITHIN = 5;
/** A pronoun a few words before the claim's relation, in its clause ("keep
 *  it from blowing up"). */
const PRONOUNS = new Set(['it', 'they', 'them', 'these', 'those']);
const PRONOUN_WITHIN = 5;
const pronounBefore = (tokens: readonly Token[], c: Claim) =>
  wordBefore(tokens, c, PRONOUN_WITHIN, (t) => PRONOUNS.has(t.text));
/** Verbs by which a thing gives what follows: "the softmax gives tiny gradients". */
const GIVES = new Set(words('give gives giving gave produce produces yield yields has have'));
/** A pronoun for the spread: "the variance increases with d; the scaling
 *  keeps it from increasing too much" keeps the variance, not the scores,
 *  from growing. The pronoun stands for the head of the growth told last
 *  before it, in its sentence or the one before. The scores' growth kept
 *  off with the dimension named ("the dot products grow with d_k … to keep
 *  them from growing with d_k") is their spread kept whatever d_k too. */
const SPREADS = new Set<EntityId>(['variance', 'std']);
const DIMENSION_NAMED = new Set<EntityId>(['dk', 'with-dimension', 'width']);
function spreadPronoun(tokens: readonly Token[], claims: readonly Claim[], c: Claim): boolean {
  if (!pronounBefore(tokens, c)) return false;
  const growth = claims
    .filter(
      (o) =>
        o.id < c.id &&
        o.relation === 'grows-with' &&
        !o.averted &&
        c.sentence - o.sentence <= 1 &&
        o.subjects.length > 0,
    )
    .at(-1);
  if (growth === undefined) return false;
  // (The dimension is what the kept-off growth is with, not the growth's own
  // clause: "grow with d_k and we want them to stay small" keeps a size.)
  const withDimension =
    c.relation === 'grows-with' && c.objects.some((e) => DIMENSION_NAMED.has(e));
  return SPREADS.has(growth.subjects[0]) || (growth.subjects.includes('score') && withDimension);
}
/** What a sentence that only tells the fix names ("we divide by √d_k"). */
const THE_FIX_NAMED = new Set<EntityId>(['sqrtdk', 'dk', 'scaling', 'steady']);
/** The fix said as a pronoun or as its purpose: "it makes the numbers
 *  smaller", "the purpose is to keep them from getting huge". */
const THE_FIX = new Set(['it', 'its', 'this', 'purpose', 'goal']);
/** Verbs that open a line continuing the line before, its subject left out. */
const ELIDED_SUBJECT_VERBS = new Set(
  words('keeps prevents stops avoids makes brings helps reduces shrinks ensures'),
);
/** Words that name the softmax as a place: "before the softmax". */
const PLACE = new Set(words('before into through entering inside'));
/** What a shrinking said with "just" may have as its object and still be
 *  of the numbers ("just shrinks the scores", "smaller before the softmax"). */
const NUMBERS_SAID = new Set<EntityId>([
  'score',
  'entries',
  'softmax',
  'sqrtdk',
  'steady',
  'nothing-more',
]);
/** What a relation's object may be named by when it is the sentence before. */
const DEMONSTRATIVE = new Set(['this', 'that', 'it']);
/** Filler words per word above which an answer is drowned in filler. */
const FILLER_SHARE = 0.16;
/** Words between "exactly" and the 1 it qualifies ("exactly unit variance"). */
const EXACTLY_WITHIN = 3;
const WRONG_DIVISORS = ['divide-by-dk', 'divide-by-sqrt-dmodel', 'divide-by-sqrt-heads'] as const;
/** Relations that name a divisor ("divides by", "is", "uses"). */
const DIVISOR_NAMING = new Set<string>(['divides-by', 'equals', 'uses']);
/** Words that leave the fix out before it: "without the scaling",
 *  "skipping the division by √d_k", "the lack of scaling". */
const FIX_LEFT_OUT = new Set(
  words('without skipping skip removing remove dropping drop omitting omit lack absence missing'),
);
/** Words that open a condition between a fix and a failure. */
const CONDITION_WORDS = new Set(words('with when if while'));
/** Words after a failure within which a condition is what it is said under. */
const CONDITION_AFTER = 2;
/** The copulas a failure is told with: "the softmax is saturated". */
const LINKING_FORMS = new Set(words('is are becomes become gets get'));
/** A number above this (and below 1) is a softmax weight near 1: "0.999". */
const TOP_WEIGHT = 0.9;

type Found = Map<string, Claim[]>;

/** Each rubric claim id the answer states, with the claims that state it. */
export function findClaims(claims: readonly Claim[]): Found {
  const found: Found = new Map();
  const usable = claims.filter((c) => c.mood !== 'asked' && !c.retracted);
  const saidBefore = (c: Claim, ids: readonly string[]) =>
    claimsOf(found, ids).some((o) => o.id < c.id);
  for (const id of CLAIM_IDS) {
    const hits = usable.filter((c) =>
      CLAIMS[id].some((t) => fits(c, t) && (!t.after || saidBefore(c, t.after))),
    );
    if (hits.length) found.set(id, hits);
  }
  return found;
}

/** More claims for an idea or a mistake, beyond those found before. */
export function extend<K>(found: Map<K, Claim[]>, id: K, hits: Claim[]): void {
  if (hits.length) found.set(id, [...(found.get(id) ?? []), ...hits]);
}

/** The claims that state any of the ids, and their claim ids. */
const claimsOf = (found: Found, ids: readonly string[]) => ids.flatMap((id) => found.get(id) ?? []);
const idsOf = (found: Found, ids: readonly string[]) => claimsOf(found, ids).map((c) => c.id);
const firstOf = (found: Found, ids: string[]) => Math.min(...idsOf(found, ids));
const lastOf = (found: Found, ids: string[]) => Math.max(...idsOf(found, ids));
const inSentence = (c: Claim, entity: string) => (c.sentenceWide as string[]).includes(entity);
/** The learner's own view, stated, whichever its polarity. */
const own = (c: Claim) => c.speaker === 'self' && c.mood === 'asserted';
/** Said of the gradients or of training, not of the scores. */
const ofGradients = (c: Claim) =>
  (['gradient', 'training', 'through', 'jacobian'] as EntityId[]).some((e) =>
    [...c.subjects, ...c.objects].includes(e),
  );

/** Auxiliaries of a purpose's negation: "so they won't explode" (the lexing
 *  writes "don't" and "wont" out as "do not", "will not"). */
const DO = new Set(['do', 'does', 'will', 'would']);
/** Words between a negation and what it keeps away: "don't get exploding
 *  gradients", "do not get too large", "don't become very big". */
const HAVE = new Set(
  words('get have see suffer from run into experience any become grow too very'),
);
const HAVE_WITHIN = 3;

/** A claim's sentence and the next one. */
const hereAndNext = (order: SentenceOrder, c: Claim) => [c.sentence, order.after(c.sentence)];
/** Words that open a condition a sentence's claim holds under. */
const CONDITION_OPENERS = new Set(['when', 'whenever', 'once']);
/** The relations of an effect told as such a condition ("when the softmax saturates"). */
const EFFECT_RELATIONS = new Set<RelationId>(['saturates', 'vanishes']);
/** The model's sizes: one of them reduced is the model made smaller. */
const MODEL_SIZES: EntityId[] = ['dk', 'dmodel', 'width', 'per-head', 'heads'];
/** The sentences of these tokens or claims. */
const sentencesOf = (said: readonly { sentence: number }[]) => new Set(said.map((x) => x.sentence));

/** A claim that weighs the mistake's claim as an alternative by the harm it
 *  does: in its sentence, or in the next ("Dividing by d_k leaves 1/d_k. The
 *  scores all sit near zero and the softmax comes out nearly uniform"). */
const weighs = (m: MistakeTemplate, c: Claim, o: Claim, order: SentenceOrder) =>
  !o.averted &&
  o.polarity === 1 &&
  !!m.weighedBy?.includes(o.relation) &&
  hereAndNext(order, c).includes(o.sentence);

/** A claim that says what the mistake's words meant: there, in the next
 *  sentence (a comment and the line of code under it; a note's step and the
 *  formula under a heading of a few words), or anywhere before it (a text
 *  that writes the formula with √d_k, then says "by d_k"). */
const excuses = (tokens: readonly Token[], m: MistakeTemplate, c: Claim, o: Claim) =>
  (!!m.excusedBy?.some((t) => fits(o, t)) &&
    (o.sentence <= c.sentence || o.sentence === nextSentence(tokens, c.last))) ||
  ((c.form === '/' || !c.sentenceWide.includes('heads')) &&
    !!m.readWithCodeBelow?.some((t) => fits(o, t)) &&
    o.sentence === nextSentence(tokens, c.last));

/** Words that set two claims of a sentence against each other ("by d_k, not √d_k"). */
const CONTRAST = new Set(words('not instead rather than but whereas while although unlike vs'));
/** A later claim of its sentence that says the mistake's loose words
 *  precisely, with no contrast between them. */
const restates = (tokens: readonly Token[], m: MistakeTemplate, c: Claim, o: Claim) =>
  !!m.restatedBy?.some((t) => fits(o, t)) &&
  asserted(o) &&
  o.sentence === c.sentence &&
  o.relationSpan.first > c.last &&
  !tokens.slice(c.last + 1, o.relationSpan.first).some((t) => CONTRAST.has(t.text));

/** Words a line may have and still be a heading between a step and its formula. */
const HEADING_WORDS = 4;
/** The sentence after the one at `at`, over headings ("- attention score:"); -1 for none. */
function nextSentence(tokens: readonly Token[], at: number): number {
  const { after } = sentenceOrder(tokens);
  const length = (sentence: number) => tokens.filter((t) => t.sentence === sentence).length;
  let next = after(tokens[at].sentence);
  while (next >= 0 && length(next) <= HEADING_WORDS && after(next) >= 0) next = after(next);
  return next;
}

/** The sentences that tell of one head. ("Multi-head attention, written
 *  out for one head i" picks one of many, "unlike a single head" names
 *  none; "without multi-head attention" is itself a phrase of one head.) */
function singleHeaded(tokens: readonly Token[]): Set<number> {
  return memo(SINGLE_HEADED, tokens, () => singleHeadedSentences(tokens));
}
/** (Asked once per text: each claim of √d_model asks again.) */
const SINGLE_HEADED = new WeakMap<readonly Token[], Set<number>>();
function singleHeadedSentences(tokens: readonly Token[]): Set<number> {
  const oneHead = allEntities(tokens).filter((m) => m.id === 'one-head');
  const multiHead = sentencesOf(
    tokens.filter(
      (t, i) =>
        t.text === 'multi' &&
        tokens[i + 1]?.text === 'head' &&
        !oneHead.some((m) => m.first <= i && m.last >= i),
    ),
  );
  return new Set([...sentencesAsserting(tokens, 'one-head')].filter((s) => !multiHead.has(s)));
}

/** One head, or keys as wide as the model (the inputs, or given that
 *  width): the key size is the model's, so "the square root of the embedding
 *  dimension" in a single-head walkthrough is √d_k. (Not in a text that
 *  counts its heads, "8 heads of 64", and names one head only to compare;
 *  heads named only under a condition, "if we split this into heads later",
 *  do not count.) */
function keysAreModelSized(tokens: readonly Token[], claims: readonly Claim[]): boolean {
  return memo(MODEL_SIZED, claims, () => modelSizedKeys(tokens, claims));
}
/** (Asked once per text's claims: the grade asks, then each claim of √d_model.) */
const MODEL_SIZED = new WeakMap<readonly Claim[], boolean>();
function modelSizedKeys(tokens: readonly Token[], claims: readonly Claim[]): boolean {
  const conditional = (sentence: number) =>
    claims.some((c) => c.sentence === sentence) &&
    claims.every(
      (c) => c.sentence !== sentence || c.relation === 'assumes' || c.mood === 'hypothetical',
    );
  // Heads named with one head's own divisor tell the multi-head case apart
  // ("Later, with multiple heads, this becomes √(d_model/h)", "each head
  // then divides by its own √d_k").
  const perHead = new Set([
    ...sentencesNaming(tokens, 'per-head'),
    ...sentencesNaming(tokens, 'sqrtdk'),
  ]);
  return (
    (singleHeaded(tokens).size > 0 ||
      sentencesNaming(tokens, 'model-wide').size > 0 ||
      sentencesWithInputsAsKeys(tokens).size > 0) &&
    [...sentencesNamingOutside(tokens, 'heads', 'one-head')].every(
      (s) => conditional(s) || perHead.has(s),
    )
  );
}

/** Words that propose a divisor in place of one reported before: "I think
 *  it should be sqrt(d_k)", "it needs math.sqrt(self.head_dim)", "Suggest
 *  `head_dim`", "the right scale is √64". */
const PROPOSING = new Set(
  words('should ought must need needs suggest suggests suggested supposed correct right proper'),
);
/** The source set against the report ("…, whereas the paper divides by
 *  √d_k"), after a contrast only: "√d_model, which the paper writes √d_k"
 *  takes the one for the other. */
const SOURCES = new Set(words('paper vaswani reference'));
const SET_AGAINST = new Set([...CONTRAST, ...words('however differs differ')]);
/** The divisor of one head, however it is named; its bare size is one only
 *  right after "be", "is" or "use" ("it should be the head dimension", not
 *  "you need d_k to be large"). */
const HEAD_DIVISOR = new Set<EntityId>(['sqrtdk', 'per-head', 'one-head']);
const BE_OR_USE = new Set(words('be use uses is'));
const ARTICLES = new Set(words('the a'));
/** What a proposal's clause may not name before it: "the std should be
 *  √d_k" is a spread, "each head's d_k should be d_model/h" a size. */
const NOT_PROPOSED = new Set<EntityId>([...SPREADS, ...MODEL_SIZES, 'sqrtdk']);

/** Whether the text proposes one head's divisor after token `at`: a code
 *  review or an issue reports the code's √d_model, then says what it should
 *  be. (The first thing named after the word, "the scale" aside and before
 *  a contrast, is the divisor.) */
function proposedAfter(tokens: readonly Token[], at: number): boolean {
  for (let i = at + 1; i < tokens.length; i++) {
    const source = SOURCES.has(tokens[i].text);
    if (!PROPOSING.has(tokens[i].text) && !source) continue;
    if (source && !tokens.slice(at + 1, i).some((t) => SET_AGAINST.has(t.text))) continue;
    // (Its clause from a contrast on: "… √d_model, while the paper uses √d_k".)
    let from = i;
    while (from > runStart(tokens, i, 'clause') && !CONTRAST.has(tokens[from - 1].text)) from--;
    if (entitiesBetween(tokens, from, i - 1).some((e) => NOT_PROPOSED.has(e))) continue;
    // (Up to a contrast: "we should match that instead of using head_dim".)
    const end = runEnd(tokens, i, 'sentence');
    for (let to = i + 1; to <= end && !CONTRAST.has(tokens[to].text); to++) {
      const first = entitiesBetween(tokens, i + 1, to).find((e) => e !== 'scaling');
      if (!first) continue;
      let verb = to - 1;
      while (verb > i && ARTICLES.has(tokens[verb].text)) verb--;
      const said = BE_OR_USE.has(tokens[verb].text);
      if (HEAD_DIVISOR.has(first) || (first === 'dk' && said)) return true;
      break;
    }
  }
  return false;
}

/** In a text whose keys are the model's width, that width is d_k: "its
 *  variance is embed_dim" says the variance is d_k. */
const widthAsKeySize = (claims: readonly Claim[]): Claim[] => {
  const key = (ids: readonly EntityId[]) => ids.map((e) => (e === 'dmodel' ? 'dk' : e));
  return claims.map((c) => ({
    ...c,
    subjects: key(c.subjects),
    objects: key(c.objects),
    clause: key(c.clause),
    subject: c.subject === 'dmodel' ? 'dk' : c.subject,
    object: c.object === 'dmodel' ? 'dk' : c.object,
  }));
};

/** The mistakes the answer asserts, each with the claims that assert it. */
export function findMistakes(
  tokens: readonly Token[],
  claims: readonly Claim[],
  found: Found,
  /** The question asks why the scores are scaled, so an answer that tells
   *  no mechanism gives its size purpose as the whole reason. */
  asksWhy = true,
): Map<MistakeId, Claim[]> {
  const made = new Map<MistakeId, Claim[]>();
  const add = (id: MistakeId, hits: Claim[]) => hits.length && made.set(id, hits);
  const order = sentenceOrder(tokens);
  // (Grouped once: a long sentence asks for its claims once per claim.)
  const bySentence = groupBy(claims, (o) => o.sentence);
  const saidIn = (sentence: number): readonly Claim[] => bySentence.get(sentence) ?? [];
  const joined = (a: Claim, b: Claim) => coordinated(tokens, a.relationSpan, b.relationSpan);
  // A loose "dividing by the dimension" made precise later in the passage,
  // with the std √d_k derived and the division by √d_k said (public README).
  const madePrecise = (c: Claim) =>
    claims.some(
      (o) => o.id > c.id && asserted(o) && o.relation === 'divides-by' && o.object === 'sqrtdk',
    ) && (found.get('variances-add') ?? []).some((o) => o.id > c.id);
  // A width the text turns down anywhere ("…, not √d_model") is no divisor
  // of its own where it is named as one elsewhere: there it reports code or
  // a view it then corrects.
  const turnedDown = (width: EntityId) =>
    claims.some(
      (o) =>
        o.polarity === -1 &&
        own(o) &&
        !o.retracted &&
        DIVISOR_NAMING.has(o.relation) &&
        o.objects.includes(width),
    );
  const mupSentences = sentencesNaming(tokens, 'mup');
  const mupBefore = (c: Claim) => {
    const before = order.before(c.sentence);
    return (
      !mupSentences.has(c.sentence) &&
      (mupSentences.has(before) || mupSentences.has(order.before(before)))
    );
  };
  /** What else in the text takes back a claim of the mistake. */
  const overruled: Partial<Record<MistakeId, (c: Claim) => boolean>> = {
    // (A d_k turned down later is an edit that corrects it: "EDIT: it's the
    // square root of d_k, not d_k".)
    // (Nor muP's own, told on in the sentence after it: "muP divides by d_k
    // instead. With the 1/d_k factor the scores stay of order one …".)
    'divide-by-dk': (c) => madePrecise(c) || turnedDown('dk') || mupBefore(c),
    // With one head the key size is the model's (keysAreModelSized).
    // (And a report of code that the text then proposes to correct.)
    // So is √d_model said under one head in its own sentence ("Only with a
    // single head is 1/sqrt(d_model) the correct factor").
    'divide-by-sqrt-dmodel': (c) =>
      turnedDown('dmodel') ||
      keysAreModelSized(tokens, claims) ||
      singleHeaded(tokens).has(c.sentence) ||
      proposedAfter(tokens, c.last),
    'divide-by-sqrt-heads': () => turnedDown('heads'),
  };
  for (const m of MISTAKE_TEMPLATES)
    add(
      m.id,
      claims.filter(
        (c) =>
          asserted(c) &&
          m.templates.some((t) => fits(c, t)) &&
          !claims.some(
            (o) => weighs(m, c, o, order) || excuses(tokens, m, c, o) || restates(tokens, m, c, o),
          ) &&
          !overruled[m.id]?.(c),
      ),
    );
  // The fix told as the cause of the failure it prevents: "we scale by
  // 1/√d_k so the gradients vanish", "dividing by √d_k makes the softmax
  // saturate", "the 1/√d_k is there to make the gradients vanish": the
  // failure said right after a division by √d_k, with nothing between but
  // the link from it ("so", "is there to make"), not through what the fix
  // keeps ("… the variance is 1, so the softmax never saturates").
  const FIX: EntityId[] = ['sqrtdk', 'scaling'];
  const FIX_NAMES: EntityId[] = ['scaling', 'temperature'];
  const SATURABLE: EntityId[] = ['softmax', 'weight', 'onehot'];
  const ofTheFix = (c: Claim) => c.subjects.length > 0 && c.subjects.every((e) => FIX.includes(e));
  // Looked for in the relation's own clause: in "q·k has variance d_k, and
  // without the 1/√d_k factor the softmax saturates" the claim starts a
  // clause back. (Clause numbers only grow along the tokens: the walk back
  // stops at the clause before the relation's.)
  const leftOut = (c: Claim) => {
    const clause = tokens[c.relationSpan.first].clause;
    for (let i = c.relationSpan.first - 1; i >= 0 && tokens[i].clause >= clause; i--)
      if (tokens[i].clause === clause && FIX_LEFT_OUT.has(tokens[i].text)) return true;
    return false;
  };
  // (Or the scaling named as the doer: "the scaling makes the softmax
  // saturate", "this normalisation causes …", "the √d_k factor is there to
  // push the softmax into saturation"; or as what keeps the softmax in the
  // failure's state: "the scaling is there to keep the softmax sharp".)
  const theFix = (c: Claim) =>
    asserted(c) &&
    !c.assumed &&
    !leftOut(c) &&
    ((c.relation === 'divides-by' && c.objects.includes('sqrtdk')) ||
      // (Not "where the scale comes from": what it follows from.)
      // (Named in the text, not a subject the follow-up's question lends:
      // "Explain the 1/√d_k factor …" answered "So the softmax locks …".)
      (c.relation === 'causes' &&
        FIX.includes(c.subject ?? 'score') &&
        ofTheFix(c) &&
        c.first < c.relationSpan.first &&
        // (Not "pushes the softmax out of its saturated region".)
        !c.averted &&
        !isBackward(tokens, c)) ||
      (c.relation === 'equals' &&
        KEEP_VERBS.has(c.form) &&
        c.object === 'softmax' &&
        ofTheFix(c) &&
        c.objectAt === c.relationSpan.last + 2 &&
        // (Not "keeps the softmax out of saturation".)
        !AWAY.has(tokens[c.objectAt + 1]?.text)));
  // (A division split in two, "scale by" and "/ √d_k", is the fix's too. What
  // it divides is the fix's: "we divide the scores by √d_k so the softmax …".)
  const dividendOf = (fix: Claim) =>
    fix.objectAt < 0 ? [] : entitiesBetween(tokens, fix.relationSpan.last + 1, fix.objectAt - 1);
  const linkFromTheFix = (c: Claim, dividend: readonly EntityId[]) =>
    (c.relation === 'divides-by' && c.objects.every((e) => e === 'sqrtdk')) ||
    // ("After dividing by √d_k, the softmax is saturated": the copula of
    // the failure.)
    // (Said of what fails, not of the divisor: in "softmax(x/T) with a small
    // T is nearly an argmax" the temperature is what is small.)
    (c.relation === 'equals' &&
      !c.objects.length &&
      LINKING_FORMS.has(c.form) &&
      !FIX.includes(c.subject ?? 'scaling')) ||
    // ("Dividing by √d_k is a temperature adjustment that sharpens …": the
    // fix named again.)
    (c.relation === 'equals' &&
      c.objects.length > 0 &&
      c.subjects.every((e) => FIX.includes(e) || dividend.includes(e)) &&
      c.objects.every((e) => FIX_NAMES.includes(e))) ||
    (['equals', 'causes'].includes(c.relation) &&
      // ("pushes the softmax out of the saturated region" keeps it away.)
      !c.averted &&
      c.subjects.every((e) => FIX.includes(e) || dividend.includes(e)) &&
      c.objects.every((e) => e === 'softmax' || GRADIENT_SIDE.has(e)));
  // (Not a sharpness held whatever d_k: "makes attention sharpness
  // insensitive to d_k" keeps it from changing.)
  const failure = (c: Claim) =>
    (c.relation === 'saturates' && !c.clause.includes('invariant')) ||
    // "… so that the softmax is pushed into regions where its gradients are
    // small" (not "is kept out of" them).
    // (Nor "stays in the region where its derivative is not negligible".)
    (c.relation === 'equals' &&
      c.subjects.includes('softmax') &&
      c.objects.includes('region') &&
      !tokens.slice(c.relationSpan.last, c.objectAt).some((t) => AWAY.has(t.text)) &&
      !tokens
        .slice(c.objectAt, runEnd(tokens, c.objectAt, 'clause') + 1)
        .some((t) => t.text === 'not')) ||
    // ("… so that the gradients through attention vanish")
    (c.relation === 'vanishes' && c.subjects.some((e) => GRADIENT_SIDE.has(e))) ||
    (c.relation === 'shrinks' &&
      c.objects.includes('gradient') &&
      ofTheFix(c) &&
      tokens[c.objectAt]?.clause === tokens[c.relationSpan.first].clause);
  // ("so the softmax saturates less", "less saturated" lessen the failure.)
  const lessened = (c: Claim) =>
    tokens[c.relationSpan.first - 1]?.text === 'less' ||
    tokens.slice(c.relationSpan.last + 1, c.relationSpan.last + 3).some((t) => t.text === 'less');
  // (Nor when it also follows from a cause: "the scores grow with the width,
  // scaled by 8192 ** -0.5, so the softmax goes one-hot".)
  // (Found once: a long sentence asks for the fix before each of its claims.)
  const fixes = claims.filter(theFix);
  const fromTheFix = (c: Claim) => {
    const fix = fixes.filter((o) => o.id < c.id && o.sentence === c.sentence).at(-1);
    if (fix === undefined) return false;
    const dividend = dividendOf(fix);
    // (Not under a condition told between: "softmax(x/T) with a small T is
    // nearly an argmax" says what a small temperature does.)
    // (Nor one the failure is said under: "softmax(s/τ) is sharp when τ is
    // small".)
    const condition = tokens
      .slice(fix.last + 1, c.relationSpan.last + CONDITION_AFTER + 1)
      .some((t) => t.sentence === c.sentence && CONDITION_WORDS.has(t.text));
    return (
      !condition &&
      claims.slice(fix.id + 1, c.id).every((o) => linkFromTheFix(o, dividend)) &&
      c.links.every((l) => linkFromTheFix(claims[l], dividend))
    );
  };
  // Or the saturation said of the scaling itself: "Scaling the scores this
  // way sharpens the softmax" (the scaling first, and nothing but the scores
  // it scales beside it).
  const byTheScaling = (c: Claim) =>
    c.relation === 'saturates' &&
    c.subjects[0] === 'scaling' &&
    c.subjects.every((e) => FIX.includes(e) || e === 'score') &&
    c.clause.some((e) => SATURABLE.includes(e)) &&
    !leftOut(c);
  if (!made.has('inverted-fix'))
    add(
      'inverted-fix',
      claims.filter(
        (c) =>
          asserted(c) &&
          !c.averted &&
          !c.assumed &&
          failure(c) &&
          !lessened(c) &&
          (fromTheFix(c) || byTheScaling(c)),
      ),
    );
  // "so the gradients don't explode" with no vanishing anywhere: preventing
  // an explosion is taken for the purpose, which is the mistake. (The
  // negation of a failure joined before it reaches it: "don't vanish or explode".)
  const purpose = (c: Claim): boolean => {
    let at = c.relationSpan.first - 1;
    while (at > c.relationSpan.first - 1 - HAVE_WITHIN && HAVE.has(tokens[at]?.text)) at--;
    const [a, b] = [tokens[at]?.text, tokens[at - 1]?.text];
    const before = claims.find((o) => joined(o, c));
    return (a === 'not' && DO.has(b)) || (!!before && purpose(before));
  };
  // A vanishing joined to the explosion ("don't vanish or explode") is one
  // purpose with it, not the failure told apart from it.
  const vanishingApart = (found.get('vanishing-gradients') ?? []).some(
    (v) => !claims.some((e) => e.relation === 'explodes' && (joined(v, e) || joined(e, v))),
  );
  // "… doesn't blow up; it goes to zero": a vanishing asserted right after
  // the denial, there or in the next sentence, is the failure told apart.
  const toldApart = (c: Claim) =>
    claims.some(
      (o) =>
        hereAndNext(order, c).includes(o.sentence) &&
        o.id > c.id &&
        (o.relation === 'vanishes' || o.relation === 'shrinks') &&
        asserted(o) &&
        !joined(c, o),
    );
  if (!vanishingApart)
    extend(made, 'exploding-gradients', [
      ...claims.filter(
        (c) =>
          c.polarity === -1 &&
          own(c) &&
          purpose(c) &&
          !toldApart(c) &&
          MISTAKE_TEMPLATES.find((m) => m.id === 'exploding-gradients')!.templates.some((t) =>
            fits(c, { ...t, polarity: -1 }),
          ),
      ),
      // "… and prevents them from exploding": the explosion averted, said of
      // a pronoun for the gradients (the only thing its sentence names that
      // could explode).
      ...claims.filter(
        (c) =>
          asserted(c) &&
          c.relation === 'explodes' &&
          c.averted &&
          !c.subjects.length &&
          pronounBefore(tokens, c) &&
          c.sentenceWide.includes('gradient') &&
          !c.sentenceWide.some((e) => e === 'score' || e === 'softmax' || e === 'weight'),
      ),
    ]);
  // "Exactly 1" is the mistake only when no assumption stated before it makes
  // it so, or when it is carried past the assumption (every layer, all of
  // training), there or in the sentence after ("This holds at every step").
  const assumedAt = firstOf(found, ['independence-assumption']);
  const exactly = sentencesQualifying(tokens, 'exactly', 'one', EXACTLY_WITHIN);
  const past = sentencesAsserting(tokens, 'beyond');
  // Exactness kept to initialisation ("at init only", "not a guarantee"), there
  // or in the next sentence, is conditional as an assumption is. Followed by
  // the drift that ends it ("…; after training q and k become correlated"),
  // it is kept to initialisation whatever else is said: that training is no
  // claim carried past it.
  const initOnly = sentencesNaming(tokens, 'default');
  const drift = sentencesOf(claims.filter((c) => asserted(c) && DRIFTS.has(c.relation)));
  add(
    'variance-exactly-one',
    (found.get('unit-variance') ?? []).filter((c) => {
      const next = hereAndNext(order, c);
      const drifts = next.some((s) => drift.has(s));
      return (
        asserted(c) &&
        !c.limited &&
        exactly.has(c.sentence) &&
        !drifts &&
        ((!c.assumed && !(assumedAt < c.id) && !next.some((s) => initOnly.has(s))) ||
          next.some((s) => past.has(s)))
      );
    }),
  );
  // A shrinking said where the fix is named ("dividing makes them smaller"),
  // not of any smaller value; or in the answer to a question about the fix
  // just before it ("Why the √d_k? …"); or in a line whose subject is left
  // out after the fix's line ("- keeps the dot products from getting too large").
  const asked = sentencesOf(tokens.filter((t) => t.asked));
  const fixAsked = (s: number) =>
    asked.has(s) &&
    (sentencesNaming(tokens, 'sqrtdk').has(s) || sentencesNaming(tokens, 'scaling').has(s));
  // (Each sentence's words, grouped once: asked for every claim.)
  const wordsOf = groupBy(tokens, (t) => t.sentence);
  const opensWithVerb = (s: number) => ELIDED_SUBJECT_VERBS.has(wordsOf.get(s)?.[0].text ?? '');
  // ("We scale the logits so that they don't get too large": the verb names it.)
  const namesTheFix = sentencesOf(
    tokens.filter((t) => THE_FIX.has(t.text) || /^scal(?:e|es|ed|ing)$/.test(t.text)),
  );
  const saidOfTheFix = (c: Claim) =>
    // (A line opening with its verb is said of the division before it, or of
    // the code line below it: "# Ensures the logits don't get too large" over
    // "q *= key_depth ** -0.5".)
    (opensWithVerb(c.sentence) &&
      [order.before(c.sentence), order.after(c.sentence)].some((s) =>
        saidIn(s).some((o) => asserted(o) && o.relation === 'divides-by'),
      )) ||
    // ("scale them down", "shrink the scores" are the fix itself.)
    tokens[c.relationSpan.first].text.startsWith('scal') ||
    (c.relation === 'shrinks' && c.objects.includes('score')) ||
    ['scaling', 'sqrtdk', 'dk'].some((e) => inSentence(c, e)) ||
    saidIn(c.sentence).some((o) => o.relation === 'divides-by') ||
    namesTheFix.has(c.sentence) ||
    fixAsked(order.before(c.sentence));
  // The scores a pronoun stands for: named in its sentence, or in the one
  // before when its own names nothing but the fix ("The dot products grow
  // with d_k. We divide by √d_k so they don't get too big."). The softmax may
  // be named as where the fix is applied ("Before the softmax they are …").
  const scoreSentences = sentencesNaming(tokens, 'score');
  const softmaxNotAPlace = sentencesOf(
    tokens.filter(
      (t, i) =>
        t.text === 'softmax' &&
        !PLACE.has(tokens[i - 1]?.text === 'the' ? tokens[i - 2]?.text : ''),
    ),
  );
  const scoresBefore = (c: Claim) =>
    c.sentenceWide.includes('score') ||
    (scoreSentences.has(order.before(c.sentence)) &&
      c.sentenceWide.every(
        (e) => THE_FIX_NAMED.has(e) || (e === 'softmax' && !softmaxNotAPlace.has(c.sentence)),
      ));
  // A model size said to shrink, as its object or its subject (unless a
  // pronoun stands for what shrinks: "divide by √3 (3 dimensions) to make
  // them smaller" shrinks the scores).
  const dimensionReduced = (c: Claim) =>
    [c.object, pronounBefore(tokens, c) ? null : c.subject].some(
      (e) => e !== null && MODEL_SIZES.includes(e),
    );
  // Smaller numbers as the whole purpose, said so: "it's just to make the
  // numbers smaller", whatever else is told. "Not just smaller" says smaller
  // is part of it; "over-shrinks … nearly uniform" judges an alternative.
  const smaller = (c: Claim) =>
    asserted(c) && !c.limited && !saidIn(c.sentence).some((o) => o.relation === 'flattens');
  // Kept from being large: "prevents the scores from growing too large"
  // (values, not gradients); not a size under a condition after it ("to
  // avoid stability issues if the values are too large" prevents the issues).
  // Or the growth told in the sentence before, prevented by name: "the dot
  // products grow large in magnitude. To counteract this, we scale them".
  const growthBefore = (c: Claim) =>
    !c.objects.length &&
    DEMONSTRATIVE.has(tokens[c.relationSpan.last + 1]?.text) &&
    saidIn(order.before(c.sentence)).some(
      (o) =>
        o.relation === 'grows-with' &&
        asserted(o) &&
        !o.averted &&
        [...o.subjects, ...o.clause].includes('score'),
    );
  const keptFromHuge = (c: Claim) =>
    c.relation === 'prevents' &&
    (growthBefore(c) ||
      saidIn(c.sentence).some(
        (o) =>
          ((o.relation === 'grows-with' && !inRegime(tokens, o)) ||
            (o.relation === 'explodes' && !ofGradients(o))) &&
          !claims.some((a) => a.relation === 'assumes' && a.id > c.id && a.id < o.id),
      ));
  // Or the point closed after it, there or in the next sentence ("keeps them
  // from getting too big, that's all it is").
  // (By the writer: "one might think it's only cosmetic, but …" is someone
  // else's view.)
  // (Not a point that names the mechanism it closes: "we scale them down so
  // the softmax does not saturate; that's all" gives a reason beyond size.)
  const mechanismSaid = (s: number) =>
    saidIn(s).some(
      (o) =>
        o.relation === 'saturates' ||
        (o.relation === 'vanishes' && o.subjects.some((e) => GRADIENT_SIDE.has(e))),
    );
  const closed = [...sentencesNaming(tokens, 'nothing-more')].filter(
    (s) =>
      !saidIn(s).some((c) => !own(c) && c.clause.includes('nothing-more')) && !mechanismSaid(s),
  );
  const huge = (c: Claim) => keptFromHuge(c) || (c.relation === 'grows-with' && c.averted);
  // What "just" shrinks is the numbers: the scores, a pronoun for them, or
  // said where the fix is named; not advice said with "just" ("you can just
  // mask the rest", "if it diverges, just reduce the learning rate").
  const pronouns = sentencesOf(tokens.filter((t) => PRONOUNS.has(t.text)));
  const ofTheNumbers = (c: Claim) =>
    // (An object past its clause is another's: "… smaller, the model learns".)
    (c.object === null || NUMBERS_SAID.has(c.object) || !c.clause.includes(c.object)) &&
    !dimensionReduced(c) &&
    ([...c.subjects, ...c.clause].includes('score') || pronouns.has(c.sentence) || saidOfTheFix(c));
  add(
    'just-smaller',
    claims.filter(
      (c) =>
        smaller(c) &&
        ((c.relation === 'shrinks' && c.clause.includes('dismissal') && ofTheNumbers(c)) ||
          ((c.relation === 'shrinks' || huge(c)) &&
            !mechanismSaid(c.sentence) &&
            hereAndNext(order, c).some((s) => closed.includes(s)))),
    ),
  );
  // Scores said to be small as what a scaling up answers ("the dot products
  // are small, so we multiply by √d_k", "so that the values become bigger,
  // since … they are small"): the smallness is the problem, not the purpose.
  const scaledUpFrom = new Set(
    claims
      .filter(
        (o) =>
          asserted(o) &&
          (o.relation === 'multiplies-by' ||
            (o.relation === 'grows-with' && o.polarity === 1 && !o.averted)),
      )
      .flatMap((o) => o.links),
  );
  // The fix's purpose told as size: the scores kept from being large ("so
  // they don't become too big"), kept small, or scaled down. A size said
  // under a condition is when the purpose applies, not the purpose.
  const sizePurpose = (c: Claim) =>
    !c.assumed &&
    !spreadPronoun(tokens, claims, c) &&
    (keptFromHuge(c) ||
      (saidOfTheFix(c) &&
        !ofGradients(c) &&
        // (A variance or a std reduced is the spread, not the numbers: "to
        // reduce the variance of the dot product we scale by 1/√d_k". A
        // dimension reduced is the model made smaller: "reduced dim per head".)
        // (A shrinking denied or kept off is the other end of a range:
        // "neither shrinking toward zero nor getting out of hand".)
        ((c.relation === 'shrinks' &&
          c.polarity === 1 &&
          !c.averted &&
          !['variance', 'std'].includes(c.object ?? '') &&
          !dimensionReduced(c)) ||
          // Growth and smallness are said of the scores ("values" alone is no
          // entity), or of a pronoun for the scores named before it ("the dot
          // product grows …, so we scale it to keep it from blowing up").
          (([...c.subjects, ...c.clause].some((e) => e === 'score' || e === 'entries') ||
            (pronounBefore(tokens, c) && scoresBefore(c))) &&
            ((c.relation === 'vanishes' && !c.averted && !scaledUpFrom.has(c.id)) ||
              (['grows-with', 'explodes'].includes(c.relation) &&
                (c.averted || c.polarity === -1)))))));
  // With no mechanism told, not even a wrong one (a wrong divisor, gradients
  // that explode), that purpose is the whole of it. Gradients named anywhere
  // with the size ("…; this keeps the gradients healthy", "… This prevents
  // the exploding gradient problem") give it a purpose beyond the size
  // (public README, second labelling); exploding gradients are their own
  // mistake.
  const gradientPurpose =
    made.has('exploding-gradients') || sentencesAsserting(tokens, 'gradient').size > 0;
  // Large scores said to do something to the softmax ("big numbers make the
  // softmax act weird") point at the mechanism, vague as they are; a step of
  // a pipeline ("the scores then go through a softmax") does nothing to it.
  const actOnSoftmax = claims.some(
    (c) =>
      asserted(c) &&
      c.relation === 'causes' &&
      c.form !== 'then' &&
      c.subjects.includes('score') &&
      c.objects.includes('softmax'),
  );
  if (
    asksWhy &&
    !actOnSoftmax &&
    !gradientPurpose &&
    !made.has('just-smaller') &&
    !WRONG_DIVISORS.some((id) => made.has(id)) &&
    // (Nor beside the fix turned round: "we multiply by √d_k so they are not
    // too small" tells a wrong mechanism, no bare size.)
    !made.has('inverted-fix') &&
    ![...EFFECTS, 'unit-variance'].some((id) => found.has(id))
  )
    add(
      'just-smaller',
      claims.filter((c) => sizePurpose(c) && (c.polarity === 1 ? smaller(c) : own(c))),
    );
  // A cause linked as following from its effect ("the softmax saturates, so
  // the scores grow"), through the chain of links. A claim that states the
  // cause is not also the effect ("big d_k → big logits → softmax peaks", in
  // one clause that names the peak).
  const causeIds = new Set(idsOf(found, REVERSIBLE));
  const effectIds = new Set(idsOf(found, EFFECTS).filter((id) => !causeIds.has(id)));
  // A recap ("So: the dimension grows, the scores spread, the softmax
  // saturates") tells its own chain: its cause, said before what follows from
  // it in the same sentence, does not follow from the sentence before.
  const told = new Set(idsOf(found, [...EFFECTS, 'fix', 'unit-variance', 'dk-flattens']));
  const recap = (c: Claim) => saidIn(c.sentence).some((o) => o.id > c.id && told.has(o.id));
  const followsFromEffect = (c: Claim, seen = new Set<number>()): boolean =>
    c.links.some((l) => {
      if (seen.has(l) || (claims[l].sentence < c.sentence && recap(c))) return false;
      seen.add(l);
      return effectIds.has(l) || followsFromEffect(claims[l], seen);
    });
  // Or, in one sentence, an effect told first and the cause after it with a
  // forward link between ("peaky → the dot products keep getting bigger");
  // "saturates because the scores grow" links backward and is right. A cause
  // told between the effect and the link is what the link follows from.
  // ("…, which in turn is because q·k has variance d_k": a "because" after
  // the forward word turns the link round.)
  const toldCauses = new Set(idsOf(found, [...REVERSIBLE, ...CAUSES]));
  // (The links sorted out once: a long sentence asks between every effect
  // and every cause after it.)
  const links = claims.filter((o) => isLink(tokens, o));
  const backward = links.filter((o) => isBackward(tokens, o));
  const forward = links.filter((l) => !deniedLink(tokens, l) && !isBackward(tokens, l));
  const causesInOrder = [...toldCauses].sort((x, y) => x - y);
  // A forward link reaches up to a clause joined on with a subject of its
  // own: in "A is what makes B vanish, and C is what makes A", C does not
  // follow from A.
  const reach = new Map(
    forward.map((l) => [
      l.id,
      claims.find((o) => o.id > l.id && o.sentence === l.sentence && joinedOn(tokens, l, o))?.id ??
        Infinity,
    ]),
  );
  const forwardBetween = (a: number, b: number) => {
    // (Before any cause told after the effect.)
    const upTo = Math.min(b - 1, causesInOrder.find((id) => id > a) ?? Infinity);
    return forward.some(
      (l) =>
        l.id > a &&
        l.id <= upTo &&
        b < reach.get(l.id)! &&
        !backward.some((o) => o.id > l.id && o.id < b),
    );
  };
  const effects = claimsOf(found, EFFECTS).filter(
    (e) => e.polarity === 1 && e.mood !== 'hypothetical' && !causeIds.has(e.id),
  );
  const toldAfterEffect = (c: Claim) =>
    effects.some((e) => e.sentence === c.sentence && e.id < c.id && forwardBetween(e.id, c.id));
  // Or told under it as the condition that opens the sentence: "when the
  // softmax saturates, the variance of the dot products blows up" (a colon
  // opens a sentence too). No cause told between them.
  const toldUnderEffect = (c: Claim) => {
    let at = c.relationSpan.first;
    while (at > 0 && !opensSentence(tokens, at) && !tokens[at].afterColon) at--;
    if (!CONDITION_OPENERS.has(tokens[at].text)) return false;
    // (Its first claim that says something: no copula, no link.)
    const first = claims.find(
      (o) => o.relationSpan.first > at && !isLink(tokens, o) && o.relation !== 'equals',
    );
    return (
      !!first &&
      first.id < c.id &&
      EFFECT_RELATIONS.has(first.relation) &&
      effects.includes(first) &&
      ![...toldCauses].some((id) => id > first.id && id < c.id)
    );
  };
  // (A size kept, not reached, for want of gradient is right: "so W_Q
  // stops changing, so the scores stay large".)
  const keptState = (c: Claim) => wordBefore(tokens, c, KEPT_WITHIN, (t) => STUCK.test(t.text));
  // (A growth the fix keeps away is no cause told: "to keep the scores from
  // getting too large, because large scores saturate the softmax".)
  // (A chain told of the unscaled case is told all the same: "Without
  // scaling, vanishing gradients push the logits to large values".)
  // ("If you skip the scale, the softmax saturates first, and a saturated
  // softmax is what then causes the dot products to become large"; "Okay
  // so, what happens is that without the scaling …": left out before it.)
  const unscaledCase = (c: Claim) =>
    FIX_LEFT_OUT.has(wordsOf.get(c.sentence)?.[0].text ?? '') ||
    fixLeftOutBefore(tokens, runStart(tokens, c.relationSpan.first, 'sentence'), c.first);
  add(
    'reversed-causation',
    claimsOf(found, REVERSIBLE).filter(
      (c) =>
        asserted(c) &&
        (!c.averted || unscaledCase(c)) &&
        !keptState(c) &&
        // (Nor a regime named as where something holds: "… underperforms
        // additive attention at large d_k", "for large d_k".)
        !inRegime(tokens, c) &&
        (followsFromEffect(c) || toldAfterEffect(c) || toldUnderEffect(c)),
    ),
  );
  // Or the saturation told as following from the gradients that vanish
  // because of it, across one link word with nothing else between: "the
  // softmax saturates because the gradients vanish", "vanishing grads →
  // softmax saturates", "because W_Q and W_K get no gradient, the weights
  // collapse onto one token". (A softmax that stays saturated, or gets
  // stuck, for want of gradient is right: nothing moves it out.)
  const saturationIds = new Set(idsOf(found, ['softmax-saturates']));
  const lostGradient = new Set(idsOf(found, ['vanishing-gradients', 'jacobian-vanishes']));
  // (As the cause: a gradient lost and nothing else, no saturation or growth.)
  const onlyLostGradient = new Set(
    [...lostGradient].filter((id) => !saturationIds.has(id) && !causeIds.has(id)),
  );
  const clauseOfClaim = (c: Claim) => tokens[c.relationSpan.first].clause;
  // The claims of each sentence other than its links (grouped once). (An
  // empty copula is no claim between them: "X is what drives Y".)
  const steps = groupBy(
    claims.filter((o) => !isLink(tokens, o) && !(o.relation === 'equals' && o.object === null)),
    (o) => o.sentence,
  );
  const saturatedFromLostGradient = (link: Claim) => {
    const own = steps.get(link.sentence) ?? [];
    // (A colon opens what follows as a sentence does: "… a vanishing-gradient
    // problem: because the gradients vanish, the softmax saturates".)
    // (Only the nearest claim before the link: a colon between it and the
    // link stands between every earlier one too.)
    const nearest = own.filter((o) => o.id < link.id).at(-1);
    const before =
      nearest && !colonBetween(tokens, nearest.relationSpan.last, link.relationSpan.first)
        ? nearest
        : undefined;
    const after = own.filter((o) => o.id > link.id);
    const [cause, effect] = !isBackward(tokens, link)
      ? [before, after[0]]
      : before
        ? [after[0], before]
        : // An opening "because": the cause first after it, then the effect.
          [after[0], after[1]];
    if (!cause || !effect) return [];
    // No "as" or "when" between them: "J → 0 as p → one-hot" is a limit and
    // its condition. ("Then make" is one link in two words.)
    const noConditionBetween = !tokens
      .slice(Math.min(cause.last, effect.last), Math.max(cause.first, effect.first))
      .some((t) => AS_WHEN.has(t.text) && t !== tokens[link.relationSpan.first]);
    // Both in the link's clause ("…, and then training crawls because the
    // gradients vanish" links the crawl, not the saturation before it); an
    // opening "because" reaches over its comma to the effect.
    const joined = before
      ? [cause, effect].every((c) => clauseOfClaim(c) === clauseOfClaim(link)) && noConditionBetween
      : clauseOfClaim(cause) === clauseOfClaim(link);
    // The cause a gradient lost and said of the gradients: in an arrow chain
    // one clause names everything, and "std ≈ 11" is no gradient that vanishes.
    return joined &&
      [...cause.subjects, ...cause.objects].some((e) => GRADIENT_SIDE.has(e)) &&
      onlyLostGradient.has(cause.id) &&
      asserted(cause)
      ? [effect]
      : [];
  };
  const stuck = (c: Claim) => tokens.some((t) => t.sentence === c.sentence && STUCK.test(t.text));
  add(
    'reversed-causation',
    claims
      .filter((l) => asserted(l) && isLink(tokens, l) && !deniedLink(tokens, l))
      .flatMap(saturatedFromLostGradient)
      .filter(
        (c) =>
          c.relation === 'saturates' &&
          asserted(c) &&
          // (Told of the unscaled case or not: "without it, the softmax
          // saturates because the gradients vanish" is backwards too.)
          !stuck(c),
      ),
  );
  return made;
}

/** Communication, from the order and kind of claims: a cause told before its
 *  effect, with the fix; a concrete number before a consequence. */
function communication(tokens: readonly Token[], claims: readonly Claim[], found: Found): Found {
  const signals: Found = new Map();
  const cause = firstOf(found, CAUSES);
  const effect = lastOf(found, EFFECTS);
  const fix = ['fix', 'some-fix', 'unit-variance'].some((id) => found.has(id));
  if (cause < effect && fix)
    signals.set(
      'causal-order',
      claims.filter((c) => c.id === cause || c.id === effect),
    );
  const said = tokens.filter((t) => Number.isNaN(t.value));
  if (fillerWords(said) <= FILLER_SHARE * said.length) signals.set('not-rambling', []);
  const effects = claimsOf(found, EFFECTS);
  // A number for the spread, the top weight or the Jacobian's bound, then a
  // consequence; not the size of the head ("d_k = 512", "d_k of 64").
  const sizeOfHead = (i: number) =>
    DK_WORDS.has(tokens[i - 1]?.text) ||
    (SAID_AS.has(tokens[i - 1]?.text) && DK_WORDS.has(tokens[i - 2]?.text));
  const numberAt = [...tokens.keys()].filter((i) => {
    const v = tokens[i].value;
    return !Number.isNaN(v) && v !== 0 && v !== 1 && !sizeOfHead(i);
  });
  const concrete = sentencesOf(numberAt.map((i) => tokens[i]));
  const numberedClaims = claims.filter(
    (c) =>
      concrete.has(c.sentence) &&
      NUMBERED.some((e) => inSentence(c, e)) &&
      effects.some((e) => e.id > c.id),
  );
  // The evidence quotes the claim that says the number, where one does.
  const numbered =
    numberedClaims.find((c) => numberAt.some((i) => i >= c.first && i <= c.last)) ??
    numberedClaims[0];
  // Or a weight near 1, however it is given, before the consequence ("[0.999,
  // 0.001, 0.000]. The gradient … near zero").
  const weightAt = tokens.findIndex((t) => t.value > TOP_WEIGHT && t.value < 1);
  const after = weightAt >= 0 && effects.find((e) => e.relationSpan.first > weightAt);
  if (numbered)
    signals.set('number-then-consequence', [numbered, effects.find((e) => e.id > numbered.id)!]);
  else if (after) signals.set('number-then-consequence', [after]);
  return signals;
}

/** A cap's level, unless the answer makes the point that lifts it. */
function capOf(cap: Level | ConditionalCap | undefined, present: Set<string>) {
  if (cap === undefined || typeof cap === 'string') return cap;
  return present.has(cap.unless) ? undefined : cap.level;
}

const lower = (a: Level, b: Level | undefined) =>
  b !== undefined && LEVELS.indexOf(b) < LEVELS.indexOf(a) ? b : a;

/** The rubric result of an answer to the main question, from its claims. */
export function gradeAnswerByClaims(answer: string): GradeResult {
  const { text, tokens } = analyse(answer, MAX_ANSWER_CHARS);
  const claims = extractClaims(tokens);
  const found = findClaims(keysAreModelSized(tokens, claims) ? widthAsKeySize(claims) : claims);
  // Independence denied ("q and k are not independent in practice", "not
  // i.i.d.") is not stated: only a sentence that names it undenied states it.
  const independent = sentencesAsserting(tokens, 'independence');
  const stated = (found.get('independence-assumption') ?? []).filter((c) =>
    independent.has(c.sentence),
  );
  if (stated.length) found.set('independence-assumption', stated);
  else found.delete('independence-assumption');
  // "Small heads (d_k = 4): raw std 2, mild effect", "J = diag(p) − ppᵀ,
  // entries ≤ 1/4": a note with no verb; named outside a keyword list, it is said.
  for (const [id, entity, also] of NOTED) {
    const besides = also?.map((e) => sentencesNaming(tokens, e));
    const said = [...sentencesNaming(tokens, entity)].some((sentence) => {
      if (besides && !besides.some((named) => named.has(sentence))) return false;
      const at = tokens.findIndex((t) => t.sentence === sentence);
      return !saysNothing(tokens, { first: at, last: at, tokens: [at] });
    });
    if (said && !found.has(id)) found.set(id, []);
  }
  // "raw scores grow with d_k (variance d_k)", "std √d_k": the sum's spread
  // noted with no verb, in a sentence that says something, is why the root.
  // So is the spread the fix changes "from" it ("turns their std from √d_k
  // back into 1").
  const valueAfter = (i: number) => {
    const value = NOTED_SPREAD.get(tokens[i].text);
    if (tokens[i + 1]?.text === value) return i + 1;
    const from = tokens.findIndex(
      (t, j) => j > i && j <= i + NOTED_FROM_WITHIN && t.text === 'from',
    );
    return from > 0 &&
      tokens[from + 1]?.text === value &&
      tokens[from + 1].clause === tokens[i].clause
      ? from + 1
      : -1;
  };
  const notedAt = tokens.findIndex((t, i) => {
    if (!NOTED_SPREAD.has(t.text)) return false;
    const at = valueAfter(i);
    return (
      at > 0 &&
      tokens[at].item === t.item &&
      claims.some((c) => c.sentence === t.sentence && asserted(c)) &&
      !saysNothing(tokens, { first: i, last: i, tokens: [i] })
    );
  });
  // (Quoted by the claims of its sentence, the learner's own words.)
  if (notedAt >= 0 && !found.has('variances-add'))
    found.set(
      'variances-add',
      claims.filter((c) => c.sentence === tokens[notedAt].sentence && asserted(c)),
    );
  // "Since the gradients of W_Q and W_K come through J, they vanish": the
  // gradients said to vanish by a pronoun, with nothing else its clause names.
  const gradientsByPronoun = claims.filter(
    (c) =>
      asserted(c) &&
      c.relation === 'vanishes' &&
      !c.clause.length &&
      pronounBefore(tokens, c) &&
      c.sentenceWide.includes('gradient'),
  );
  extend(found, 'vanishing-gradients', gradientsByPronoun);
  // "The softmax saturates and gives vanishing gradients", "… will cause
  // softmax to saturate and give vanishing gradients": the gradients the
  // softmax itself gives are its own, passed back through it (labelling
  // decisions: depth staff, as "saturate the softmax and vanish its gradient").
  const givenBySoftmax = claims.filter((c, k) => {
    const verb = claims[k - 1];
    return (
      asserted(c) &&
      c.relation === 'vanishes' &&
      // (No subject before it: "tiny" names its own zero, "gives tiny gradients".)
      c.first >= c.relationSpan.first &&
      c.object === 'gradient' &&
      verb?.relation === 'equals' &&
      GIVES.has(verb.form) &&
      ['softmax', 'onehot'].includes(verb.subject ?? '') &&
      tokens[verb.relationSpan.first].clause === tokens[c.relationSpan.first].clause
    );
  });
  extend(found, 'through-vanishes', givenBySoftmax);
  // The spread kept from growing, said of it by a pronoun, keeps the
  // variance from growing with d_k (labelling decisions: correctness strong).
  const spreadKept = claims.filter(
    (c) =>
      own(c) &&
      !c.retracted &&
      c.relation === 'grows-with' &&
      // (Kept off, or denied as the purpose: "we scale so it doesn't blow up".)
      (c.averted ? c.polarity === 1 : c.polarity === -1) &&
      spreadPronoun(tokens, claims, c),
  );
  extend(found, 'unit-variance', spreadKept);
  for (const [id, hits] of communication(tokens, claims, found)) found.set(id, hits);
  const made = findMistakes(tokens, claims, found);
  // A cause told before the heads are given as the divisor's reason: the
  // growth with the dimension, not with the heads ("the heads' scores add
  // up, so they get bigger" is the heads' reason itself).
  const firstCause = Math.min(
    ...claimsOf(found, CAUSES)
      .filter((c) => ![...c.clause, ...c.subjects, ...c.objects].includes('heads'))
      .map((c) => c.id),
  );
  if (made.has('divide-by-sqrt-heads') && firstCause < made.get('divide-by-sqrt-heads')![0].id)
    found.set('cause-first', []);
  const present = new Set(found.keys());
  const mistakes = [...made.keys()];
  const flags: MistakeFlag[] = mistakes.map((id) => {
    const { correction, link } = MISTAKES.find((m) => m.id === id)!;
    return { id, phrase: quote(text, spanOf(tokens, made.get(id)![0])), correction, link };
  });
  const levels = {} as Record<Dimension, Level>;
  const evidence = {} as Record<Dimension, string[]>;
  const missing = {} as Record<Dimension, string | null>;
  for (const dim of DIMENSIONS) {
    const rule = RUBRIC[dim];
    // (Levels are cumulative, LABELLING.md: a staff point without the strong
    // one earns nothing; "μP uses 1/d_k" alone says nothing of why the root.)
    const steps = [rule.strong, rule.staff];
    const unmet = steps.findIndex((r) => !requirementMet(r, present));
    const caps = mistakes.map((id) =>
      lower(capOf(rule.caps[id], present) ?? 'staff', capOf(CLAIM_CAPS[id]?.[dim], present)),
    );
    const level = caps.reduce(lower, unmet < 0 ? 'staff' : LEVELS[unmet]);
    const rank = LEVELS.indexOf(level);
    levels[dim] = level;
    const earned = claimsOf(found, steps.slice(0, rank).flatMap(requirementSignals));
    evidence[dim] = quoteSpans(
      text,
      earned.map((c) => spanOf(tokens, c)),
    );
    missing[dim] = steps[rank] ? requirementMissing(steps[rank], present) : null;
    const capping = mistakes.find((_, k) => caps[k] !== 'staff');
    if (level !== 'staff' && capping) missing[dim] = fixFirst([capping], missing[dim]);
  }
  return { levels, mistakes, evidence, missing, flags };
}
