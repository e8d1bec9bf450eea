// The lexicon's entities found in a lexed answer: each mention with its
// span, the longest phrase kept where several overlap (as NegEx keeps its
// longest trigger), numbers read as values only where they are ones, and the
// questions the grading asks of them (which sentences name this entity,
// assert it, qualify it).
import { memo, type Token } from '../tokens';
import { withTenses, words } from '../vocabulary';
import { ENTITIES, RELATIONS } from './lexicon-data/main';
import type { EntityId, RelationId } from './lexicon';
import { findIndexed, indexPhrases, type PhraseIndex, type Span } from './phrase';

export type Mention<T> = Span & { id: T };

/** Longest phrase first at each start; a shorter one inside it of the same
 *  row is dropped, and so is one of another row that starts with it ("one"
 *  in "one token", "independent" in "independent of d_k"). */
export function mentions<T extends string>(
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

export const covers = (o: Span, m: Span) => o.first <= m.first && o.last >= m.last;

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
 *  exactly", "not always exactly one", "no longer independent", "unlike a
 *  single head"). */
const NEGATED_WITHIN = 2;

const negatedMention = (tokens: readonly Token[], m: Span) =>
  tokens
    .slice(Math.max(0, m.first - NEGATED_WITHIN), m.first)
    .some(
      (t, i, before) =>
        (t.text === 'not' ||
          t.text === 'unlike' ||
          (t.text === 'longer' && before[i - 1]?.text === 'no')) &&
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
      // ("dividing by exactly that gives unit variance": the divisor's.)
      tokens[m.first - 1]?.text !== 'by' &&
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

export function allEntities(tokens: readonly Token[], lexicon = MAIN_LEXICON) {
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

/** As in NegEx, the longest phrase is the one said: "that is wrong" is not
 *  also "is wrong", "instead of" not also "instead", "do not need" not also
 *  "need" (triggers and relations alike). */
export function longestOnly<T extends Span>(found: T[]): T[] {
  return found.filter((m) => !found.some((o) => covers(o, m) && longer(o, m)));
}
