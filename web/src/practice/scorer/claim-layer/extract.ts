// Claim extraction: every sentence of a lexed answer (a list item, a code
// comment and a formula are sentences too, after lexing) becomes zero or more
// claims. A claim is one relation of the lexicon said in the sentence, with
// the entities on its left (subject side) and on its right (object side) up
// to the neighbouring relations, the number said with it, and its context
// from the trigger table: polarity, speaker, mood, taken back or not, said
// under an assumption or not. "so", "because", "then" … are relations of
// their own (`causes`) and also link the claims either side of them.
// Sentences that state nothing (a keyword list, a word salad, the page
// handed back: the gaming guards of claims.ts) give no claims.
import { saysNothing, statesClaim } from '../claims';
import { memo, opensSentence, runEnd, runStart, type Token } from '../tokens';
import { AUXILIARIES, PASTS, PREDICATES, REPLIES, inList, withTenses, words } from '../vocabulary';
import { ENTITIES, RELATIONS } from './lexicon-data/main';
import { BARE_ROOTS, type EntityId, type RelationId } from './lexicon';
import { findIndexed, indexPhrases, type PhraseIndex, type Span } from './phrase';
import { LEFT_OUT, TRIGGERS } from './tables/triggers';
import type { Effect, Trigger } from './triggers';
import { BY_RELATIONS, CONTRASTS, applyCorrections, contrastedDivisor } from './corrections';
import { personalPronounBefore, referBack } from './refer-back';

export interface Claim {
  id: number;
  sentence: number;
  relation: RelationId;
  /** The relation's first word as said ("/", "divide", "over"). */
  form: string;
  /** Something is said before it in its sentence to divide, other than "=" or
   *  the numerator 1: "QK^T / d_k" has one, "= 1/d_k" is a value. */
  dividend: boolean;
  /** The nearest entity on the left, and every entity on that side. */
  subject: EntityId | null;
  subjects: EntityId[];
  /** The nearest entity on the right, and every entity on that side. */
  object: EntityId | null;
  objects: EntityId[];
  /** Every entity named in the clause (or clauses) the claim is said in. */
  clause: EntityId[];
  /** Every entity named in its sentence. */
  sentenceWide: EntityId[];
  /** Every entity named in its sentence other than as a divisor: "divide by
   *  √d_k to keep the scores small" names the dimension only as the fix. */
  undivided: EntityId[];
  /** A number said on the object side ("= 8", "at 1"), else null. */
  argument: number | null;
  polarity: 1 | -1;
  speaker: 'self' | 'other';
  /** presupposed: taken as given by a why-question ("Why do we scale by
   *  √d_k?"), an idea the text states but no assertion a mistake rests on. */
  mood: 'asserted' | 'hypothetical' | 'asked' | 'presupposed';
  retracted: boolean;
  assumed: boolean;
  /** Said as part of the story, not the whole of it ("not just", "not always"). */
  limited: boolean;
  /** Told as what the fix averts ("otherwise …"). */
  averted: boolean;
  /** Ids of the claims this one is said to follow from ("so", "because"). */
  links: number[];
  /** Token span of the relation, and of the whole claim with its entities. */
  relationSpan: Span;
  /** Token index where the object is named (-1 when there is none). */
  objectAt: number;
  /** The word the object is named by ("sqrtdk", or a bare "sqrt" / "root"). */
  objectWord: string;
  /** The object is the next relation's, across "or" ("exploding or vanishing
   *  gradients"): as near to it as if said next to it. */
  sharedObject?: boolean;
  /** Said again of the divisor a verbless contrast turns down ("uses the
   *  head size and not the model width"): the contrast's negation denies it
   *  even after "and". */
  contrasted?: boolean;
  first: number;
  last: number;
}

type Mention<T> = Span & { id: T };

/** Longest phrase first at each start; a shorter one inside it of the same
 *  row is dropped, and so is one of another row that starts with it ("one"
 *  in "one token", "independent" in "independent of d_k"). */
function mentions<T extends string>(
  tokens: readonly Token[],
  index: PhraseIndex<T>,
  from: number,
  to: number,
): Mention<T>[] {
  const all = findIndexed(tokens, index, from, to);
  all.sort((a, b) => a.first - b.first || b.last - a.last);
  // Only a mention starting at most the longest span earlier can cover m:
  // look at those and at the ones starting with m, not at the whole answer.
  const reach = Math.max(0, ...all.map((m) => m.last - m.first));
  const hides = (o: Mention<T>, j: number, m: Mention<T>, k: number) =>
    j !== k &&
    (o.id === m.id || o.first === m.first) &&
    covers(o, m) &&
    (longer(o, m) || (o.id === m.id && j < k));
  return all.filter((m, k) => {
    for (let j = k - 1; j >= 0 && all[j].first >= m.first - reach; j--)
      if (hides(all[j], j, m, k)) return false;
    for (let j = k + 1; j < all.length && all[j].first === m.first; j++)
      if (hides(all[j], j, m, k)) return false;
    return true;
  });
}
const covers = (o: Span, m: Span) => o.first <= m.first && o.last >= m.last;
const longer = (o: Span, m: Span) => o.last - o.first > m.last - m.first;

/** A lexicon's rows, indexed for extraction. */
export interface Lexicon {
  entities: PhraseIndex<EntityId>;
  relations: PhraseIndex<RelationId>;
  /** Entities whose phrases contain a relation word that is part of the name. */
  naming: Set<EntityId>;
  /** Relation phrases said backward ("because", "comes from"). */
  backward: Set<string>;
}
export const indexLexicon = (
  entities: readonly { id: EntityId; phrases: string[]; names?: boolean }[],
  relations: readonly { id: RelationId; phrases: string[]; backward?: string[] }[],
): Lexicon => ({
  entities: indexPhrases(entities),
  // (Every verb of a relation's phrases also in the past and, in a phrase of
  // several words, in its other present forms: vocabulary.ts.)
  relations: indexPhrases(
    relations.map((r) => ({
      id: r.id,
      phrases: withTenses([...r.phrases, ...(r.backward ?? [])]),
    })),
  ),
  naming: new Set(entities.filter((e) => e.names).map((e) => e.id)),
  backward: new Set(relations.flatMap((r) => withTenses(r.backward ?? []))),
});
/** The main question's lexicon (lexicon-data/main.ts); the follow-ups add rows of their own. */
export const MAIN_LEXICON = indexLexicon(ENTITIES, RELATIONS);
const TRIGGER_INDEX = indexPhrases(TRIGGERS.map((t, k) => ({ id: k, phrases: [t.phrase] })));

const NO_DIVIDEND = new Set(['=', 'approx', 'then']);
/** Nouns after which "one" counts ("one of the keys"), not a value of 1. */
const COUNTED = new Set(
  words(
    'score scores key keys query queries head heads token tokens word words position positions',
    'weight weights entry entries element elements dimension dimensions term terms product',
    'vector vectors logit logits item items of row column layer side',
    'multiply multiplication operation op line number thing way reason example',
  ),
);
/** After "one", the pronoun: "a head that learns and one that is frozen".
 *  (After a number, "d_k = 4 that barely matters", it is no count.) */
const RELATIVES = new Set(words('that who'));
const followedBy = (set: ReadonlySet<string>, tokens: readonly Token[], at: number) =>
  set.has(tokens[at + 1]?.text ?? '') && tokens[at + 1].clause === tokens[at].clause;
/** Words a "one" after them labels, as a number names a step ("day one"). */
const LABELS = new Set(words('step day square page part chapter section phase stage version'));
/** "scale by 1/√d_k" divides; "Var = 1/d_k" and "→ 1/d_k" are values. */
function hasDividend(tokens: readonly Token[], from: number, at: number): boolean {
  const before = at > from ? tokens[at - 1] : null;
  if (!before || NO_DIVIDEND.has(before.text)) return false;
  return before.value !== 1 || (at - 1 > from && !NO_DIVIDEND.has(tokens[at - 2].text));
}
/** The entities named in a lexed text. A numerator is not the number it
 *  is: "1/√d_k" is the factor, not one; "not just" waves nothing away. */
function entitiesIn(tokens: readonly Token[], lexicon: Lexicon) {
  const all = mentions(tokens, lexicon.entities, 0, tokens.length - 1);
  const totals = all.filter((m) => m.id === 'total-one');
  // (In its own sentence: "Var ≈ 1. (`/ d_k` would …)" ends on a value.)
  // A slash right before it, or one space away ("x/d_k", "d_k / d_k"); not
  // a path's slash set apart by brackets ("tests/` (head_dim=8)").
  const denominator = (m: Span) =>
    tokens[m.first - 1]?.text === '/' && tokens[m.first].start - tokens[m.first - 1].end <= 1;
  const numerator = (m: Span) =>
    tokens[m.last + 1]?.text === '/' && tokens[m.last + 1].sentence === tokens[m.last].sentence;
  // A 1 is a value unless it is a numerator ("1/√d_k"), the total weights
  // sum to ("sum to 1") or a count ("one score").
  const valueOne = (m: Span) =>
    !numerator(m) &&
    !totals.some((t) => covers(t, m)) &&
    !followedBy(COUNTED, tokens, m.last) &&
    !followedBy(RELATIVES, tokens, m.last) &&
    !LABELS.has(tokens[m.first - 1]?.text ?? '');
  // "the dot products' variance": "products" that ends a name of the scores
  // is the scores, not the summed terms.
  const endsScore = (m: Span) =>
    all.some((o) => o.id === 'score' && o.first < m.first && o.last >= m.last);
  // A number among numbers is an entry of a vector ("[1, 0.25, 0]"), not the
  // Jacobian's 1/4 bound. (A 1 among numbers is left a value: tables of
  // scaled variances list it so.)
  const numberBeside = (i: number, at: number) =>
    !Number.isNaN(tokens[i]?.value ?? NaN) && tokens[i].sentence === tokens[at].sentence;
  const amongNumbers = (m: Span) =>
    m.first === m.last &&
    (numberBeside(m.first - 1, m.first) || numberBeside(m.first + 1, m.first));
  return all.filter(
    (m) =>
      (m.id !== 'one' || valueOne(m)) &&
      (m.id !== 'jacobian-form' || !amongNumbers(m)) &&
      (m.id !== 'entries' || !endsScore(m)) &&
      (m.id !== 'near-one' || !numerator(m)) &&
      // ("the key size of one head" counts heads, and "Var(q·k)/d_k = 1"
      // divides by d_k: no d_k of 1.)
      (m.id !== 'small-dk' || (!followedBy(COUNTED, tokens, m.last) && !denominator(m))) &&
      ((m.id !== 'dismissal' && m.id !== 'nothing-more') || tokens[m.first - 1]?.text !== 'not'),
  );
}

/** Words before a qualifier within which a negation takes it back ("not
 *  exactly", "not always exactly one", "no longer independent"). */
const NEGATED_WITHIN = 2;
const negatedMention = (tokens: readonly Token[], m: Span) =>
  tokens
    .slice(Math.max(0, m.first - NEGATED_WITHIN), m.first)
    .some(
      (t, i, before) =>
        (t.text === 'not' || (t.text === 'longer' && before[i - 1]?.text === 'no')) &&
        t.sentence === tokens[m.first].sentence,
    );
/** The sentences where entity `a` is named, not negated, within `window`
 *  words of entity `b`: "exactly 1", "Var = 1, exactly", "exactly unit
 *  variance" qualify the value; "exactly what returns it to one" does not. */
export function sentencesQualifying(
  tokens: readonly Token[],
  a: EntityId,
  b: EntityId,
  window: number,
): Set<number> {
  return sentencesWhere(
    tokens,
    (m, all) =>
      m.id === a &&
      !negatedMention(tokens, m) &&
      all.some(
        (o) =>
          o.id === b &&
          tokens[o.first].sentence === tokens[m.first].sentence &&
          Math.max(o.first - m.last, m.first - o.last) <= window,
      ),
  );
}

/** The entities of a whole lexed text, found once per text and lexicon:
 *  the grading asks which sentences name this or that entity many times. */
const WHOLE = new WeakMap<readonly Token[], WeakMap<Lexicon, Mention<EntityId>[]>>();
function allEntities(tokens: readonly Token[], lexicon = MAIN_LEXICON) {
  const byLexicon = memo(WHOLE, tokens, () => new WeakMap());
  return memo(byLexicon, lexicon, () => entitiesIn(tokens, lexicon));
}

/** The sentences of a lexed text with a mention `keep` keeps. */
function sentencesWhere(
  tokens: readonly Token[],
  keep: (m: Mention<EntityId>, all: Mention<EntityId>[]) => boolean,
): Set<number> {
  const all = allEntities(tokens);
  return new Set(all.filter((m) => keep(m, all)).map((m) => tokens[m.first].sentence));
}

/** The sentences of a lexed text that name the entity. */
export const sentencesNaming = (tokens: readonly Token[], id: EntityId) =>
  sentencesWhere(tokens, (m) => m.id === id);
/** …that name it, not negated ("not after training" names no training). */
export const sentencesAsserting = (tokens: readonly Token[], id: EntityId) =>
  sentencesWhere(tokens, (m) => m.id === id && !negatedMention(tokens, m));

/** The sentences that name the entity outside every mention of `within`
 *  ("heads" counted, not the heads of "without multiple heads"). */
export const sentencesNamingOutside = (tokens: readonly Token[], id: EntityId, within: EntityId) =>
  sentencesWhere(
    tokens,
    (m, all) => m.id === id && !all.some((o) => o.id === within && covers(o, m)),
  );

/** The entities named in a lexed text, in order. */
export const entityMentions = (tokens: readonly Token[], lexicon = MAIN_LEXICON) =>
  allEntities(tokens, lexicon).map((m) => m.id);

/** The entities named wholly inside tokens[from..to]. */
export const entitiesBetween = (tokens: readonly Token[], from: number, to: number) =>
  allEntities(tokens)
    .filter((m) => m.first >= from && m.last <= to)
    .map((m) => m.id);

const FORMULA = new Set(['/', '=']);
/** Entities that qualify the object named after them ("exactly 1"). */
const QUALIFIERS = new Set<EntityId>(['exactly']);
/** "divide the scores by √d_k", "divide the score with sqrt of d_model". */
const BY = new Set(['by', 'with']);
const LINKING = new Set<RelationId>(['equals', 'causes']);
/** Words that open a clause with a subject of its own. */
const SUBORDINATORS = new Set(words('when whenever if once while because since unless'));

/** Words a negation trigger may sit beside without negating ("not only"). */
const PSEUDO_NEGATION = new Set(['only', 'just', 'necessarily', 'always']);
/** How far a trigger reaches inside its scope, in words (NegEx's window). */
const TRIGGER_WINDOW = 8;

/** Words a speaker drops between commas ("they get, like, really huge"). */
const FILLER_WORDS = new Set(
  words(
    'um uh er erm hmm like basically right well you know i guess kind sort of so yeah',
    'actually literally',
  ),
);
const JOINED = new WeakMap<readonly Token[], number[]>();
/** A token's clause, where a clause of filler words only joins the clauses
 *  either side of it: the commas of ", um," split no claim. */
const clauseOf = (tokens: readonly Token[], i: number) =>
  memo(JOINED, tokens, () => joinFillers(tokens))[i];
function joinFillers(tokens: readonly Token[]): number[] {
  const ids = tokens.map((t) => t.clause);
  for (let k = 0, end = 0; k < tokens.length; k = end + 1) {
    end = runEnd(tokens, k, 'clause');
    const [before, after] = [tokens[k - 1], tokens[end + 1]];
    const filler = tokens.slice(k, end + 1).every((t) => FILLER_WORDS.has(t.text));
    if (filler && before && after && before.sentence === after.sentence) {
      end = runEnd(tokens, end + 1, 'clause');
      ids.fill(ids[k - 1], k, end + 1);
    }
  }
  return ids;
}

/** Size adjectives that, said right before a noun, describe that noun. */
const ATTRIBUTIVE = new Set(words('small tiny large big huge'));
/** Closed-class words, after which the adjective is no attribute ("small
 *  enough", "tiny and"), and the words that name the numbers themselves. */
const CLOSED = new Set(
  words(
    'a an the this that these those it its they them their and or but nor so then yet',
    // Subject pronouns open the next clause: "to avoid them getting too big we divide".
    'we you i',
    'as at by for from in into of on onto to with without than like after before because',
    'when while if once until unless since where which who is are was were be been being',
    'has have had do does did can could will would should may might must enough anyway',
    'again too very also already still now even each every all any both either first',
    'throughout overall here there compared relative otherwise thus right',
    // Nouns for the numbers themselves: "large magnitude values", "big numbers".
    'value values number numbers magnitude magnitudes activations outputs',
  ),
);
/** "one of those small details that makes training work", "small changes":
 *  a size said of a noun the lexicon does not name is about that noun, not
 *  a claim that something vanishes. ("Tiny gradients" names its noun.) */
function describesOtherNoun(
  tokens: readonly Token[],
  relation: Span,
  entities: readonly Span[],
): boolean {
  if (relation.first !== relation.last || !ATTRIBUTIVE.has(tokens[relation.first].text))
    return false;
  const next = tokens[relation.last + 1];
  return (
    next?.clause === tokens[relation.last].clause &&
    /^[a-z]+$/.test(next.text) &&
    !CLOSED.has(next.text) &&
    // (A verb or an adverb goes on with the clause: "logits that are large push …".)
    !inList(PREDICATES, next) &&
    !next.text.endsWith('ly') &&
    !entities.some((e) => e.first === relation.last + 1)
  );
}

/** Words that join two conjuncts, each with its own subject. */
const CONJUNCTIONS = new Set(['and', 'but', 'so', 'while', 'whereas']);
/** Words that open a clause joined on to the one before. */
const COORDINATED_CLAUSE = new Set(['and', 'but']);
/** Claim b lies in a later clause than a, one joined on by "and" or "but"
 *  with a subject of its own ("…, and the large scores are what …"; not
 *  "…, and that is what …", which points back). */
export function joinedOn(tokens: readonly Token[], a: Claim, b: Claim): boolean {
  const opening = runStart(tokens, b.relationSpan.first, 'clause');
  return (
    clauseOf(tokens, b.relationSpan.first) !== clauseOf(tokens, a.relationSpan.last) &&
    COORDINATED_CLAUSE.has(tokens[opening].text) &&
    !DEMONSTRATIVES.has(tokens[opening + 1]?.text ?? '')
  );
}
/** Words of divides-by that name the divisor said before them. */
const NAMES_DIVISOR = new Set(['divisor', 'denominator']);
/** Verbs that say what a noun is ("the divisor is …"), unlike "=" in a table. */
const NAMING_VERBS = new Set(['is', 'was', 'are', 'becomes']);
/** Words of a contrast that turns a divisor down: "instead of", "rather than", "not". */
const TURNED_DOWN = new Set(['instead', 'rather', 'not', 'opposed']);

/** The entity at `at` is named right after a contrast that opens the clause
 *  following `clause` ("…, not by √512"): the division carries over to it. */
function contrastsDivisor(tokens: readonly Token[], clause: number, at: number): boolean {
  if (clauseOf(tokens, at) !== clause + 1) return false;
  let start = at;
  while (start > 0 && clauseOf(tokens, start - 1) === clause + 1) start--;
  // (No word of a contrast is a "by": what is left is the contrast alone.)
  const lead = tokens.slice(start, at).map((t) => t.text);
  while (BY.has(lead.at(-1) ?? '')) lead.pop();
  return CONTRASTS.some((words) => words.join(' ') === lead.join(' '));
}

/** Words that open a clause turned against the one before it. */
const CONTRASTS_OPENING = new Set(['but', 'however', 'whereas', 'yet']);
const contrastBetween = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from + 1, to + 1)
    .some((t, k) => CONTRASTS_OPENING.has(t.text) && tokens[from + k]?.clause !== t.clause);

/** Effects a contrast ends (forward): a view the writer then turns against. */
const TURNED_AGAINST = new Set<Effect>(['other-speaker', 'retracted', 'hypothetical']);
/** Words that open a relative clause. */
const RELATIVE_OPENERS = new Set(['that', 'which']);

/** Each sentence's first and last token. */
const sentenceRanges = (tokens: readonly Token[]) =>
  tokens.flatMap((_, i): [number, number][] =>
    opensSentence(tokens, i) ? [[i, runEnd(tokens, i, 'sentence')]] : [],
  );

/** Whether a trigger said at `span` reaches token `at`: a clause-scoped
 *  one only within its clause and NegEx's window. */
function reaches(
  tokens: readonly Token[],
  span: Span,
  { scope, direction, effect }: Trigger,
  at: number,
): boolean {
  // (A trigger that runs into the relation reaches it: "was dividing by".)
  const forward = at > span.first && direction !== 'backward';
  const backward = at < span.first && direction !== 'forward';
  if (!forward && !backward) return false;
  // Someone else's view, or a belief the writer held, ends where the writer
  // turns against it, as ConText's terminators end a scope: "Some tutorials
  // say …, but we divide by √d_k"; "I thought it was …, but it's the opposite".
  if (TURNED_AGAINST.has(effect) && forward && contrastBetween(tokens, span.last, at)) return false;
  // "the explosion that large scores would cause": the modal of a relative
  // clause is said of that clause, not of the noun it describes.
  if (
    backward &&
    effect === 'hypothetical' &&
    tokens.slice(at + 1, span.first).some((t) => RELATIVE_OPENERS.has(t.text))
  )
    return false;
  if (scope !== 'clause') return true;
  const edge = forward ? span.last : span.first;
  return clauseOf(tokens, at) === clauseOf(tokens, edge) && Math.abs(at - edge) <= TRIGGER_WINDOW;
}

function applyEffect(claim: Claim, effect: Effect) {
  if (effect === 'negated') claim.polarity = claim.polarity === 1 ? -1 : 1;
  else if (effect === 'denied') claim.polarity = -1;
  else if (effect === 'hypothetical' && claim.mood !== 'asked') claim.mood = 'hypothetical';
  else if (effect === 'other-speaker') claim.speaker = 'other';
  else if (effect === 'endorsed') claim.speaker = 'self';
  else if (effect === 'retracted') claim.retracted = true;
  else if (effect === 'limited') claim.limited = true;
  else if (effect === 'averted') claim.averted = true;
  else if (effect === 'asked') claim.mood = 'asked';
  else if (effect === 'assumed') claim.assumed = true;
}

/** Forms of "be" and "get" that make a past after them passive. */
const PASSIVE_AUXILIARIES = new Set(
  words('is are was were be been being get gets got getting gotten'),
);

/** A relation's verb in the passive, whose subject is acted on: a causal
 *  verb ("the softmax is pushed into its flat region", "is meant to shrink
 *  …": no cause; "caused by" is said backward, lexicon-data/main.ts), or a
 *  growth's "scaled" ("the dot products should be scaled, as they grow": the
 *  division done to them, no growth). */
const passive = (tokens: readonly Token[], r: Mention<RelationId>) => {
  const verb = tokens[r.first].text;
  return (
    PASSIVE_AUXILIARIES.has(tokens[r.first - 1]?.text) &&
    ((r.id === 'causes' && PASTS.has(verb)) || (r.id === 'grows-with' && verb === 'scaled'))
  );
};

/** "no path by which a big score produces a big gradient": a "which" after a
 *  preposition opens a relative clause, no causal link (nor the end of the
 *  negation's reach). */
const RELATIVE_AFTER = new Set(words('by in through for of with to from on via'));
const relativeWhich = (tokens: readonly Token[], r: Mention<RelationId>) =>
  r.id === 'causes' &&
  r.first === r.last &&
  tokens[r.first].text === 'which' &&
  RELATIVE_AFTER.has(tokens[r.first - 1]?.text);

/** "Nothing stops the norms from growing": a "nothing" that opens its
 *  clause, its subject, negates what follows (tables/triggers.ts); nothing
 *  vanishes. ("… shrinks to nothing" does.) */
const quantifierSubject = (tokens: readonly Token[], r: Mention<RelationId>) =>
  r.id === 'vanishes' &&
  tokens[r.first].text === 'nothing' &&
  r.first === r.last &&
  opensClause(tokens, r.first);
/** "The gradients scale as 1/T²", "the variance goes like 1/d_k": a growth
 *  with the inverse of something is a shrinking with it, no growth. */
const inverseGrowth = (tokens: readonly Token[], r: Mention<RelationId>) => {
  if (r.id !== 'grows-with') return false;
  const at = ['as', 'like', 'with'].includes(tokens[r.last + 1]?.text) ? r.last + 2 : r.last + 1;
  return tokens[at]?.value === 1 && tokens[at + 1]?.text === '/';
};
const opensClause = (tokens: readonly Token[], at: number) =>
  tokens[at - 1]?.clause !== tokens[at].clause;

/** A root said inside a relation's own words ("over the sqrt"). */
const rootInRelation = (tokens: readonly Token[], rel: Span) =>
  tokens.slice(rel.first, rel.last + 1).some((t) => BARE_ROOTS.has(t.text));

/** The claims of one lexed answer, in the order they are said. */
export function extractClaims(tokens: readonly Token[], lexicon = MAIN_LEXICON): Claim[] {
  const claims: Claim[] = [];
  let previous: Claim[] = [];
  for (const [from, to] of sentenceRanges(tokens)) {
    // (No phrase runs across a sentence: the whole text's entities, split.)
    const entities = allEntities(tokens, lexicon).filter((m) => m.first >= from && m.first <= to);
    const naming = entities.filter((e) => lexicon.naming.has(e.id));
    // A relation said inside a longer one is its wording: "do not need" is
    // unnecessary, not also a "need" denied.
    const said = longestOnly(mentions(tokens, lexicon.relations, from, to));
    const relations = said.filter(
      (r) =>
        !naming.some((e) => covers(e, r)) &&
        !describesOtherNoun(tokens, r, entities) &&
        !joinsTwo(tokens, r, said) &&
        !passive(tokens, r) &&
        !relativeWhich(tokens, r) &&
        !quantifierSubject(tokens, r) &&
        !inverseGrowth(tokens, r),
    );
    const own: Claim[] = [];
    const nextId = () => claims.length + own.length;
    const relationStarts = relations.map((r) => r.first);
    relations.forEach((rel, k) => {
      const indices = Array.from({ length: rel.last - rel.first + 1 }, (_, j) => rel.first + j);
      const match = { first: rel.first, last: rel.last, tokens: indices };
      // A formula states its relation with no verb: "softmax(QK^T / √d_k)".
      const formula = FORMULA.has(tokens[rel.first].text);
      if (formula ? saysNothing(tokens, match) : !statesClaim(tokens, match)) return;
      // The neighbouring relations, not one said in the same words ("blow up"
      // is both growing and exploding).
      let [leftEdge, rightEdge] = [from - 1, to + 1];
      for (const { last } of relations) if (last < rel.first && last > leftEdge) leftEdge = last;
      // "scales the variance by 1/d_k": a "/" right after a division's "by"
      // is its divisor, and divides what that division named.
      const by = relations[k - 1];
      if (formula && by && BY_RELATIONS.has(by.id) && by.last + 1 === rel.first) {
        leftEdge = from - 1;
        for (const { last } of relations) if (last < by.first && last > leftEdge) leftEdge = last;
      }
      for (const at of relationStarts) if (at > rel.last && at < rightEdge) rightEdge = at;
      const inside = (e: Span) => e.first <= rel.last && e.last >= rel.first;
      const [firstClause, lastClause] = [clauseOf(tokens, rel.first), clauseOf(tokens, rel.last)];
      // "with d = 1024 (std 32) it is essentially always 1.0": a pronoun
      // right before a copula is its subject; what is named before the
      // pronoun is not.
      const pronoun = rel.id === 'equals' ? personalPronounBefore(tokens, rel.first) : -1;
      const subjectEdge = Math.max(leftEdge, pronoun);
      const left: Mention<EntityId>[] = entities.filter(
        (e) => (e.first > subjectEdge && e.last < rel.first) || inside(e),
      );
      let right = entities.filter((e) => e.first > rel.last && e.first < rightEdge);
      // "divide the scores by √d_k": the divisor is what comes after "by";
      // what is divided joins the subject side. (A "/" has its divisor next
      // to it: in "1/√d_model: with d_model = 512", "with" opens a new thought.)
      const dividing = BY_RELATIONS.has(rel.id);
      const byAt =
        dividing && !formula
          ? tokens.slice(rel.last + 1, rightEdge).findIndex((t) => BY.has(t.text))
          : -1;
      if (byAt >= 0) {
        const by = rel.last + 1 + byAt;
        left.push(...right.filter((e) => e.first < by));
        right = right.filter((e) => e.first > by);
      }
      // A divisor (or factor) is named in the clause of its division, or in
      // the next one when that opens a contrast with it ("divides by 8, not by
      // √512"); one named after a contrast is the one turned down, not a
      // second divisor ("by d_k instead of √d_k").
      if (dividing) {
        right = right.filter(
          (e) =>
            clauseOf(tokens, e.first) === lastClause ||
            contrastsDivisor(tokens, lastClause, e.first),
        );
        const cut = right.findIndex(
          (e, j) =>
            j > 0 &&
            tokens.slice(right[j - 1].last + 1, e.first).some((t) => TURNED_DOWN.has(t.text)),
        );
        if (cut > 0) right = right.slice(0, cut);
        // "1/8 with 8 heads": a "/" before a bare number divides by that number.
        const next = rel.last + 1;
        if (formula && tokens[next]?.value >= 0 && !right.some((e) => e.first === next)) right = [];
      }
      // "the weights become one-hot": a linking verb's subject carries over,
      // from its own clause: in "the gradients are tiny when its inputs are
      // large" the inputs are large, not the gradients.
      const before = relations[k - 1];
      if (
        left.every(inside) &&
        before &&
        LINKING.has(before.id) &&
        clauseOf(tokens, before.first) === firstClause
      ) {
        let start = relations[k - 2]?.last ?? from - 1;
        for (let i = before.first - 1; i > start; i--)
          if (SUBORDINATORS.has(tokens[i].text)) start = i;
        left.unshift(...entities.filter((e) => e.last < before.first && e.first > start));
      }
      // "√d_model is the divisor": the word that names the divisor, with the
      // divisor said before it in its clause. (After it, "divisor | d_k = 576"
      // is a table's column of alternatives, weighed row by row.)
      if (rel.id === 'divides-by' && NAMES_DIVISOR.has(tokens[rel.first].text) && !right.length) {
        // (Not one of a conjunct before it: "its variance is d_k and the
        // divisor has to be √(d/h)".)
        const earlier = left.filter(
          (e) =>
            !inside(e) &&
            clauseOf(tokens, e.first) === firstClause &&
            !tokens.slice(e.last + 1, rel.first).some((t) => CONJUNCTIONS.has(t.text)) &&
            // (Nor a setting with only "the" between: "with 8 heads the divisor …".)
            !DETERMINERS.has(tokens[e.last + 1].text),
        );
        // "The divisor is sqrt(d_model)": named by a copula right after it,
        // one the learner wrote (a table's rows read "divisor is d_k = 576"
        // with an "is" of the lexing's, a column of alternatives).
        const copula = relations[k + 1];
        const verb = copula && tokens[copula.first];
        if (earlier.length) {
          right = earlier.slice(-1);
          left.splice(left.indexOf(right[0]), 1);
        } else if (
          copula?.id === 'equals' &&
          copula.first === rel.last + 1 &&
          NAMING_VERBS.has(verb.text) &&
          verb.end - verb.start > 1
        ) {
          const named = entities.find(
            (e) => e.first > copula.last && clauseOf(tokens, e.first) === firstClause,
          );
          if (named) right = [named];
        }
      }
      // "√d_k ≡ 1" (lexed "= exactly 1"): a qualifier is not the object.
      const head = right.find((e) => !QUALIFIERS.has(e.id)) ?? right[0];
      const number = tokens.slice(rel.last + 1, rightEdge).find((t) => !Number.isNaN(t.value));
      const t0 = tokens[rel.first];
      const clauses = new Set([firstClause, lastClause]);
      const clause = entities
        .filter((e) => clauses.has(clauseOf(tokens, e.first)))
        .map((e) => e.id);
      const claim: Claim = {
        id: nextId(),
        sentence: t0.sentence,
        relation: rel.id,
        form: t0.text,
        dividend: hasDividend(tokens, from, rel.first),
        subject: left.at(-1)?.id ?? null,
        subjects: left.map((e) => e.id),
        object: head?.id ?? null,
        // "one over the square root of the dimension": a root said in the
        // relation is the divisor's, on the object side.
        objects: [
          ...(rootInRelation(tokens, rel) ? (['sqrtdk'] as const) : []),
          ...right.map((e) => e.id),
        ],
        clause,
        sentenceWide: entities.map((e) => e.id),
        undivided: [],
        argument: number?.value ?? null,
        polarity: 1,
        speaker: t0.quoted ? 'other' : 'self',
        mood:
          !t0.asked || !opensQuestion(tokens, rel.first)
            ? 'asserted'
            : presupposes(tokens, rel.first)
              ? 'presupposed'
              : 'asked',
        retracted: false,
        assumed: false,
        limited: false,
        averted: false,
        links: [],
        relationSpan: { first: rel.first, last: rel.last },
        objectAt: head?.first ?? -1,
        objectWord: head ? tokens[head.first].text : '',
        first: Math.min(rel.first, ...left.map((e) => e.first)),
        last: Math.max(rel.last, ...right.map((e) => e.last)),
      };
      // "Dividing by √d_k makes the softmax softer, pushing it into …": a
      // participle that opens its clause is said of the clause before it,
      // whose subject side it takes. (Also after a filler, ", um, pushing
      // …": the filler joins the two clauses, so their own commas tell.)
      if (rel.id === 'causes' && t0.text.endsWith('ing') && opensClause(tokens, rel.first)) {
        const clauseBefore = clauseOf(tokens, rel.first - 1);
        const before = own.filter((o) => clauseOf(tokens, o.relationSpan.first) === clauseBefore);
        const main = before.filter((o) => o.subjects.length).at(-1);
        if (main)
          Object.assign(claim, {
            subject: main.subject,
            subjects: [...new Set(before.flatMap((o) => o.subjects))],
          });
      }
      // "pushes the softmax out of the saturated region" keeps it from there.
      const clauseEnd = runEnd(tokens, rel.last, 'clause');
      if (
        CAUSAL_VERBS.has(t0.text) &&
        tokens.slice(rel.last + 1, clauseEnd + 1).some((t) => AWAY_WORDS.has(t.text))
      )
        claim.averted = true;
      own.push(claim);
      // "use the head size, not the embedding size": said again of the
      // divisor turned down, for the contrast's negation to deny.
      const turnedDown = contrastedDivisor(tokens, claim, entities, relationStarts);
      if (turnedDown) {
        claim.objects = claim.objects.filter((e, j) => right[j].first < turnedDown.first);
        own.push({
          ...claim,
          id: nextId(),
          object: turnedDown.id,
          objects: [turnedDown.id],
          objectAt: turnedDown.first,
          objectWord: tokens[turnedDown.first].text,
          contrasted: true,
          links: [],
          last: Math.max(claim.last, turnedDown.last),
        });
      }
    });
    shareCoordinated(tokens, own);
    const divisors = own.filter((c) => BY_RELATIONS.has(c.relation) && c.objectAt >= 0);
    const undivided = entities
      .filter((e) => !divisors.some((c) => e.first >= c.objectAt && e.last <= c.last))
      .map((e) => e.id);
    for (const claim of own) claim.undivided = undivided;
    applyTriggers(tokens, from, to, own, previous);
    for (const kept of applyCorrections(tokens, [from, to], own, previous))
      own.push({ ...kept, id: nextId() });
    answerQuestion(tokens, from, own, previous);
    referBack(tokens, own, previous);
    linkCauses(tokens, own, previous, lexicon);
    claims.push(...own);
    previous = own;
  }
  return claims;
}

const REPLY_PRONOUNS = new Set(['it', 'they', 'them', 'its', 'their']);
/** "Do the gradients explode? No, they vanish.": a yes or a no that opens
 *  the sentence after a yes/no question asserts what was asked, or denies
 *  it, and its pronouns stand for what the question was about. */
function answerQuestion(tokens: readonly Token[], from: number, own: Claim[], previous: Claim[]) {
  // (After a label: "A: No, …", "Me: yes, …".)
  const labelled = (i: number) => !!tokens[i + 1]?.afterColon && opensSentence(tokens, i);
  const at = labelled(from) ? from + 1 : from;
  const reply = REPLIES.get(tokens[at].text);
  const asked = previous.filter((c) => c.mood === 'asked');
  // (Said alone before a pause: "No scaling means …" answers nothing.)
  const alone = tokens[at + 1]?.clause !== tokens[at].clause;
  if (reply === undefined || !alone || !asked.length || asked.length < previous.length) return;
  let opening = runStart(tokens, asked[0].relationSpan.first, 'sentence');
  if (labelled(opening)) opening++;
  const yesNo =
    AUXILIARIES.has(tokens[opening].text) ||
    runEnd(tokens, opening, 'sentence') - opening < SHORT_QUESTION;
  if (!yesNo) return;
  for (const c of asked) {
    Object.assign(c, { mood: 'asserted', retracted: false });
    if (reply === -1) applyEffect(c, 'negated');
  }
  const about = asked.find((c) => c.subjects.length);
  if (!about) return;
  for (const c of own)
    if (!c.subjects.length && wordBefore(tokens, c, 3, (t) => REPLY_PRONOUNS.has(t.text)))
      subjectFrom(c, about);
}

/** Gives a claim the subject side of another, said of the same thing. */
const subjectFrom = (claim: Claim, other: Claim) =>
  Object.assign(claim, { subject: other.subject, subjects: [...other.subjects] });

/** Words before a negation that open a conjunct of its own ("and not √8"). */
const JOINING = new Set(['and', 'or']);

/** Words that join two relations said of the same thing. */
const COORDINATORS = new Set(['or', 'and', 'nor', '/', '&']);
export const coordinated = (tokens: readonly Token[], a: Span, b: Span) =>
  b.first === a.last + 2 && COORDINATORS.has(tokens[a.last + 1].text);

/** A "/" between two relation words joins them ("vanishing/explosion"); it
 *  divides nothing. */
const joinsTwo = (tokens: readonly Token[], r: Span, said: readonly Span[]) =>
  r.first === r.last &&
  tokens[r.first].text === '/' &&
  said.some((o) => o.last === r.first - 1) &&
  said.some((o) => o.first === r.last + 1);

/** Two relations joined by "or", "and" or "/" alone are said of the same
 *  thing: "exploding or vanishing gradients" explodes the gradients too. */
function shareCoordinated(tokens: readonly Token[], own: Claim[]) {
  own.forEach((b, k) => {
    const a = own[k - 1];
    if (!a || !coordinated(tokens, a.relationSpan, b.relationSpan)) return;
    if (!a.objects.length && b.objectAt === b.relationSpan.last + 1)
      Object.assign(a, {
        object: b.object,
        objects: [...b.objects],
        objectAt: b.objectAt,
        objectWord: b.objectWord,
        sharedObject: true,
        last: Math.max(a.last, b.last),
      });
    if (!b.subjects.length && a.subjects.length)
      Object.assign(subjectFrom(b, a), { first: Math.min(a.first, b.first) });
    // Two sizes before one noun share it: "large/small gradients".
    else if (
      !a.subjects.length &&
      b.subjects.length &&
      [a, b].every((c) => ATTRIBUTIVE.has(tokens[c.relationSpan.first].text))
    )
      Object.assign(subjectFrom(a, b), { last: Math.max(a.last, b.last) });
  });
}

/** As in NegEx, the longest phrase is the one said: "that is wrong" is not
 *  also "is wrong", "instead of" not also "instead", "do not need" not also
 *  "need" (triggers and relations alike). */
function longestOnly<T extends Span>(found: T[]): T[] {
  return found.filter((m) => !found.some((o) => covers(o, m) && longer(o, m)));
}

/** The trigger table applied to claims made outside `extractClaims` (a
 *  follow-up's elliptical answer, "…, or the model width") in their own
 *  sentence; their negation they carry already. */
export function applyTriggersTo(tokens: readonly Token[], claims: Claim[]): void {
  for (const [from, to] of sentenceRanges(tokens)) {
    const own = claims.filter((c) => c.sentence === tokens[from].sentence);
    if (own.length) applyTriggers(tokens, from, to, own, [], ['negated', 'denied']);
  }
}

function applyTriggers(
  tokens: readonly Token[],
  from: number,
  to: number,
  own: Claim[],
  previous: Claim[],
  /** Effects the claims have had applied already. */
  done: readonly Effect[] = [],
) {
  const clauseLinks = own.filter((c) => isClauseLink(tokens, c)).map((c) => c.relationSpan);
  const found = longestOnly(findIndexed(tokens, TRIGGER_INDEX, from, to));
  // (A denial sets the polarity, after every negation has flipped it.)
  const denial = (f: { id: number }) => TRIGGERS[f.id].effect === 'denied';
  for (const { id, ...span } of [...found.filter((f) => !denial(f)), ...found.filter(denial)]) {
    const trigger = TRIGGERS[id];
    if (done.includes(trigger.effect) || idle(tokens, trigger.effect, span)) continue;
    // "For large d_k, the gradients would explode": a modal after the large
    // regime says what happens there, as plainly as "will" would.
    if (MODALS.has(tokens[span.first].text) && largeRegimeBefore(tokens, from, span.first))
      continue;
    // "Without scaling / otherwise, the gradients would explode": the modal
    // tells what the fix averts, as "otherwise" alone does, not a case weighed.
    // So does one that goes on from the clause before with "which": "the dot
    // products get large, which would cause exploding gradients" tells what
    // the large products do.
    const effect: Effect =
      MODALS.has(tokens[span.first].text) &&
      (fixLeftOutBefore(tokens, from, span.first) ||
        COUNTERFACTUAL.has(tokens[span.last + 1]?.text ?? '') ||
        (span.first - 1 > from && tokens[span.first - 1].text === 'which'))
        ? 'averted'
        : trigger.effect;
    const negation = trigger.effect === 'negated';
    const supposes =
      trigger.effect === 'assumed' &&
      tokens[span.first].text === 'if' &&
      tokens
        .slice(span.last + 1, to + 1)
        .some((t) => MODALS.has(t.text) && t.clause !== tokens[span.first].clause);
    // (A line that opens with its verb, "should be …", has left its subject
    // out: the line before. After a subject, "the result should be …" says
    // what the result is.)
    const opens =
      span.first - from <= OPENING_WORDS &&
      !(span.first > from && ELIDED_SUBJECT_OPENERS.has(tokens[span.first].text));
    // ("This correction keeps the variance at 1" names the factor.)
    const named = span.first > from && DETERMINERS.has(tokens[span.first - 1].text);
    if (trigger.scope === 'opening' && (!opens || named)) continue;
    // A repair inside a sentence takes back the clause of the claim just
    // before it ("by root d_model, no, sorry, root d_k"), not the sentence.
    const taken =
      trigger.effect === 'retracted' && !opens
        ? own.filter((c) => c.relationSpan.last < span.first).at(-1)
        : undefined;
    const repaired = taken ? clauseOf(tokens, taken.relationSpan.first) : null;
    for (const claim of own) {
      const r = claim.relationSpan;
      // A trigger that is part of the relation ("no gradient") is its wording.
      if (covers(r, span)) continue;
      if (repaired !== null && r.first < span.first && clauseOf(tokens, r.first) !== repaired)
        continue;
      // (A link word is no claim to deny; a causal verb is: "the scaling never
      // pushes the softmax into those regions".)
      if (
        claim.relation === 'causes' &&
        trigger.effect !== 'retracted' &&
        !CAUSAL_VERBS.has(tokens[r.first].text)
      )
        continue;
      // "so they don't explode for large head dims": the negation denies the
      // explosion, not the condition it is said under. ("It is not for
      // exploding gradients" denies the purpose its "for" opens.)
      if (
        negation &&
        CONDITION.has(tokens[r.first - 1]?.text ?? '') &&
        r.first - 1 !== span.last + 1
      )
        continue;
      // A cause link ends a negation's clause, as ConText's terminators do:
      // in "no scaling → logits huge → grads explode" only the scaling is denied.
      // (A verbless contrast's copy is denied by its own "not" all the same:
      // "the divisor is therefore √(d_model/h), not √d_model".)
      // ("Not because RoPE alters the variance": a reason denied right after
      // its "not" is denied.)
      const [lo, hi] = span.last < r.first ? [span.last, r.first] : [r.last, span.first];
      const ends = (l: Span) =>
        l.first > lo &&
        l.last < hi &&
        !(l.first === span.last + 1 && REASONS.has(tokens[l.first].text));
      if (negation && !claim.contrasted && clauseLinks.some(ends)) continue;
      // "divides by 8, not by √768": a negation between the relation and its
      // object negates what the relation is said of.
      // ("… ≈ 22.6 and not √8" is a conjunct of its own, denied apart; a
      // division's "…, and not by √d_model" still turns its divisor down.)
      const beforeObject =
        span.first > r.last &&
        span.last < claim.objectAt &&
        (BY_RELATIONS.has(claim.relation) ||
          !!claim.contrasted ||
          !JOINING.has(tokens[span.first - 1]?.text ?? ''));
      if (
        reaches(tokens, span, trigger, r.first) ||
        ((negation || trigger.effect === 'denied') && beforeObject)
      )
        applyEffect(claim, effect);
      // "If the gradients exploded, clipping would fix it": a condition the
      // sentence goes on to answer with a modal is a case supposed, not said.
      if (
        supposes &&
        r.first > span.last &&
        clauseOf(tokens, r.first) === clauseOf(tokens, span.first)
      )
        applyEffect(claim, 'hypothetical');
    }
    // A repair at the start of a sentence takes back the sentence before.
    if ((trigger.scope === 'previous-sentence' || trigger.scope === 'opening') && opens)
      for (const claim of previous) applyEffect(claim, trigger.effect);
    // The word a repair puts in place is said of what the taken-back one
    // was ("the gradients explode, no wait, vanish": the gradients vanish).
    if (taken?.retracted) {
      const put = own.find((c) => c.relationSpan.first > span.last);
      if (put && !put.subjects.length) subjectFrom(put, taken);
    }
  }
}

/** A trigger word that triggers nothing: a negation beside "only" ("not
 *  only") or opening a negative question; a "no" said on with its noun. */
function idle(tokens: readonly Token[], effect: Effect, span: Span): boolean {
  const after = tokens[span.last + 1];
  if (effect === 'negated')
    return PSEUDO_NEGATION.has(after?.text ?? '') || negativeQuestion(tokens, span.first - 1);
  // A spoken repair pauses after its "no" ("uh, no, root d_k"); "uh, no
  // head ever dots the full vector" is a hesitation before a "no" that
  // goes on with its noun (not with a pronoun: "actually no i think …").
  return (
    effect === 'retracted' &&
    tokens[span.last].text === 'no' &&
    after?.sentence === tokens[span.last].sentence &&
    after.clause === tokens[span.last].clause &&
    !['i', 'it', 'its', 'we', 'you'].includes(after.text)
  );
}

/** Prepositions that open a condition: "for large d_k", "at large d". */
const CONDITION = new Set(['for', 'at']);
/** Words that open a condition on the regime: those prepositions, and "if
 *  the scores are big", "when the dimension is high", "with large logits". */
const REGIME_OPENERS = new Set([...CONDITION, 'if', 'when', 'with', 'once']);
const LARGE = new Set(words('large larger big bigger huge high higher'));
/** The sentence opens with the large regime, in the clause of its opener. */
const largeRegimeBefore = (tokens: readonly Token[], from: number, to: number) =>
  REGIME_OPENERS.has(tokens[from]?.text ?? '') &&
  tokens.slice(from, to).some((t) => LARGE.has(t.text) && t.clause === tokens[from].clause);
/** Words before a repair that still open its sentence ("Oh, sorry, …"). */
const OPENING_WORDS = 2;
/** First words of a trigger that opens a line with its subject left out. */
const ELIDED_SUBJECT_OPENERS = new Set(['should', 'needs']);
const DETERMINERS = new Set(words('the this that a an its our my your their which'));
const MODALS = new Set(['would', 'could', 'might']);
/** The fix left out, said before a modal: "without it", "otherwise", "or
 *  else", "if we didn't scale", "if you skip it". */
const COUNTERFACTUAL = new Set(['without', 'otherwise', 'else']);
const LEFT_OUT_WORDS = new Set(LEFT_OUT);
const fixLeftOutBefore = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(from, to).some(
    (w, i) =>
      COUNTERFACTUAL.has(w.text) ||
      (w.text === 'if' &&
        (LEFT_OUT_WORDS.has(tokens[from + i + 2]?.text ?? '') ||
          // "if we didn't scale", "if the scores were not scaled"
          [3, 4].some((k) => tokens[from + i + k]?.text === 'not'))),
  );

/** Words that put what is pushed out of a place, not into it. */
const AWAY_WORDS = new Set(['out', 'away']);
/** Verbs that say one thing drives another, which a negation can deny. */
const CAUSAL_VERBS = new Set(
  words(
    'push pushes pushing pushed drive drives driving force forces forcing',
    'make makes making made cause causes caused lead leads give gives',
  ),
);
/** Links that join two clauses ("so", "→", "because"), not a verb that
 *  causes inside one ("it is not there to make them smaller"). */
const CLAUSE_LINKS = new Set(
  'so|then|hence|therefore|thus|because|since|as a result|which is why|that is why'.split('|'),
);
/** Links that give a reason, which a "not" right before denies. */
const REASONS = new Set(['because', 'since']);
const isClauseLink = (tokens: readonly Token[], c: Claim) =>
  isLink(tokens, c) && CLAUSE_LINKS.has(relationWords(tokens, c));

/** The words the relation was said in, as lexed ("which is why"). */
const relationWords = (tokens: readonly Token[], c: Claim) =>
  tokens
    .slice(c.relationSpan.first, c.relationSpan.last + 1)
    .map((t) => t.text)
    .join(' ');

/** A cause link ("so", "because", "→"), not "so" as an intensifier ("so big"). */
export const isLink = (tokens: readonly Token[], c: Claim) =>
  c.relation === 'causes' && !isIntensifier(tokens, c);

/** "so huge", "so big": "so" as an intensifier links nothing. */
function isIntensifier(tokens: readonly Token[], c: Claim): boolean {
  const at = c.relationSpan.first;
  if (tokens[at].text !== 'so' || c.relationSpan.last !== at) return false;
  const before = tokens[at - 1];
  return (
    (before?.sentence === tokens[at].sentence && COPULAS.has(before.text)) ||
    INTENSIFIED.has(tokens[at + 1]?.text ?? '')
  );
}
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'get', 'gets', 'got', 'not']);
const INTENSIFIED = new Set(words('much many large big huge small far tiny long'));

/** A sentence that ends with "?" asks only when it opens as a question; "I
 *  think we divide by d_k so the score is an average?" is a hedged claim. */
const QUESTION_WORDS = new Set([...words('why what how which when where who'), ...AUXILIARIES]);
function opensQuestion(tokens: readonly Token[], at: number): boolean {
  const [first, last] = [runStart(tokens, at, 'sentence'), runEnd(tokens, at, 'sentence')];
  const opening = questionOpening(tokens, at);
  if (negativeQuestion(tokens, opening)) return false;
  // "/d_k? over-corrects": a bare term with a question mark raises it.
  return QUESTION_WORDS.has(tokens[opening].text) || last - first < SHORT_QUESTION;
}
/** Where the question itself opens, past an FAQ's label ("Q: Does it …?",
 *  "Question 3: Why …?", "Q to self: is it …?"), a speaker's ("Interviewer:
 *  So is it …?") and a word that only leads in. */
function questionOpening(tokens: readonly Token[], at: number): number {
  const [first, last] = [runStart(tokens, at, 'sentence'), runEnd(tokens, at, 'sentence')];
  let opening = first;
  const labelled = (i: number) =>
    i - first < LABEL_WORDS &&
    tokens.slice(i + 1, Math.min(last, first + LABEL_WORDS) + 1).some((t) => t.afterColon);
  while (
    opening < last &&
    (QUESTION_LABELS.has(tokens[opening].text) ||
      !Number.isNaN(tokens[opening].value) ||
      labelled(opening) ||
      (opening > first && tokens[opening].afterColon && LEAD_INS.has(tokens[opening].text)))
  )
    opening++;
  return opening;
}
/** "Why do we scale by √d_k?" takes the scaling as given and asks its
 *  reason ("why not d_k?" asks about another divisor). */
function presupposes(tokens: readonly Token[], at: number): boolean {
  const opening = questionOpening(tokens, at);
  return tokens[opening].text === 'why' && tokens[opening + 1]?.text !== 'not';
}
/** "Shouldn't the scale be head_dim ** -0.5?", "Isn't d_k the head size?": a
 *  question opened by a negated auxiliary expects "yes". It proposes what it
 *  asks, and its "not" denies nothing. */
function negativeQuestion(tokens: readonly Token[], opening: number): boolean {
  const [aux, not, subject] = [tokens[opening], tokens[opening + 1], tokens[opening + 2]];
  return (
    !!aux?.asked &&
    AUXILIARIES.has(aux.text) &&
    not?.text === 'not' &&
    not.sentence === aux.sentence &&
    // (Or later in the sentence, in a question's order: "…, but since the
    // input is split into heads, shouldn't it be dim_head ** -0.5?")
    (opensSentence(tokens, opening) || QUESTION_SUBJECTS.has(subject?.text ?? ''))
  );
}
/** Words that follow "shouldn't", "isn't" only in a question's order. */
const QUESTION_SUBJECTS = new Set(words('it this that the we you they there'));
const QUESTION_LABELS = new Set(words('q question faq'));
/** Words a speaker's label before a colon may run to ("Interviewer:",
 *  "Q to self:"). */
const LABEL_WORDS = 3;
/** Words that lead into a question after a label: "Interviewer: So is it …?" */
const LEAD_INS = new Set(words('so and but ok okay well then'));
/** Words below which a sentence with a question mark asks, whatever it opens with. */
const SHORT_QUESTION = 3;

/** "because", "comes from": the claim after it is the cause of the one before. */
export const isBackward = (tokens: readonly Token[], c: Claim, lexicon = MAIN_LEXICON) =>
  lexicon.backward.has(relationWords(tokens, c));

/** A denied link states no cause: "saturation doesn't make the variance
 *  grow, the growing variance is what causes it"; "it isn't that saturation
 *  makes the scores grow" (a causal verb a trigger negated). */
export const deniedLink = (tokens: readonly Token[], c: Claim) =>
  tokens[c.relationSpan.first - 1]?.text === 'not' || c.polarity === -1;

const DEMONSTRATIVES = new Set(['that', 'this', 'it', 'which']);

/** Words that judge what was just said: "… are a problem because …". */
const JUDGEMENTS = new Set(
  words(
    'problem problems problematic bad matter matters issue issues harmful dangerous',
    'undesirable trouble troublesome hurts concern',
  ),
);
/** Words before a link within which a judgement is what it explains. */
const JUDGED_WITHIN = 3;

/** A word that passes `test` among the `within` words before the claim's
 *  relation, in its clause: "keep it from …", "… stay large", "… are a
 *  problem because". */
export const wordBefore = (
  tokens: readonly Token[],
  c: Claim,
  within: number,
  test: (t: Token) => boolean,
) =>
  tokens
    .slice(Math.max(0, c.relationSpan.first - within), c.relationSpan.first)
    .some((t) => t.clause === tokens[c.relationSpan.first].clause && test(t));

/** A colon between two token indices: what follows elaborates what came before. */
export const colonBetween = (tokens: readonly Token[], a: number, b: number) =>
  tokens.slice(a + 1, b + 1).some((t) => t.afterColon);

/** "A, so B" / "B because A": B follows from A. A sentence that opens with
 *  "so" follows from the sentence before. */
function linkCauses(tokens: readonly Token[], own: Claim[], previous: Claim[], lexicon: Lexicon) {
  const links = own.filter((c) => isLink(tokens, c));
  own.forEach((c, k) => {
    if (!links.includes(c) || deniedLink(tokens, c)) return;
    // Only the step just before ("A → B → C" links C to B, and B to A), back
    // over steps with no claim of their own ("→ pushes them apart →") and up
    // to a colon ("… a few tokens: q·k sums d_k terms, so …" follows the sum).
    const before: Claim[] = [];
    for (let j = k - 1; j >= 0; j--) {
      if (
        before.length &&
        (links.includes(own[j]) ||
          colonBetween(tokens, own[j].relationSpan.last, before[0].relationSpan.first) ||
          joinedOn(tokens, own[j], before[0]))
      )
        break;
      if (own[j].relation !== 'causes') before.unshift(own[j]);
    }
    const next = own.findIndex((o, j) => j > k && links.includes(o));
    // (A clause joined on by "and" or "but" is a step of its own: in "A makes
    // B vanish, and C is what makes D", C does not follow from A.)
    const joined = own.findIndex((o, j) => j > k && joinedOn(tokens, c, o));
    const ends = [next, joined].filter((j) => j >= 0);
    const after = own.slice(k + 1, ends.length ? Math.min(...ends) : own.length);
    // "because of that" points forward; a bare "because" points back.
    const backward = isBackward(tokens, c, lexicon);
    // "Large scores are a problem because the softmax saturates": the cause
    // told is of the judgement, what the large scores lead to, not of them.
    if (backward && wordBefore(tokens, c, JUDGED_WITHIN, (t) => JUDGEMENTS.has(t.text))) return;
    // "That is what makes the scores big": a sentence that opens with a
    // demonstrative and names nothing before its forward link follows from
    // the sentence before.
    const pointsBack =
      !backward &&
      DEMONSTRATIVES.has(tokens[runStart(tokens, c.relationSpan.first, 'sentence')].text) &&
      before.every((o) => !o.subjects.length && !o.objects.length);
    // A causal verb with its object is a claim too ("pushing one weight to 1").
    // "Large logits make training slow because the gradients are tiny": a
    // backward link explains the causal verb just before it, not its subject.
    const verb = own[k - 1];
    // A backward link explains the last step of a list before it, not the
    // list: "A, B, and C because D" gives D as C's cause only.
    const lastClause = clauseOf(tokens, before.at(-1)?.relationSpan.first ?? 0);
    const explained = backward
      ? before.filter((o) => clauseOf(tokens, o.relationSpan.first) === lastClause)
      : before;
    const antecedents =
      backward &&
      verb?.relation === 'causes' &&
      verb.objects.length &&
      !isBackward(tokens, verb, lexicon)
        ? [verb]
        : before.length && !pointsBack
          ? explained
          : previous.filter((o) => o.relation !== 'causes' || (pointsBack && o.objects.length));
    // A backward link's cause ends with its clause ("B, because A, and with C
    // …"). A sentence that opens with "because" or "since" gives its own cause
    // first and links nothing to the sentence before: "Because the softmax
    // saturates, the variance grows" runs from the saturation.
    const inClause = (o: Claim) =>
      clauseOf(tokens, o.relationSpan.first) === clauseOf(tokens, c.relationSpan.last);
    const cause = after.filter(inClause);
    const [from, to] = !backward
      ? [antecedents, after]
      : opensSentence(tokens, c.relationSpan.first)
        ? [cause, after.filter((o) => !inClause(o))]
        : [cause, antecedents];
    for (const effect of to) effect.links.push(...from.map((o) => o.id));
  });
}
