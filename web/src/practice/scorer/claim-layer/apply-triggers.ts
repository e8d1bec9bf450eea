// The trigger table (tables/triggers.ts) applied to the claims of a
// sentence, in the NegEx/ConText style: each trigger found reaches the
// claims in its direction and scope, up to a terminator (a contrast, a cause
// link), and applies its effect.
import { words } from '../vocabulary';
import { type Token } from '../tokens';
import { applyEffect, subjectFrom, type Claim } from './claim';
import { clauseOf, DETERMINERS, sentenceRanges } from './clauses';
import { BY_RELATIONS } from './corrections';
import { isClauseLink } from './cause-links';
import { covers, longestOnly } from './entities';
import { findIndexed, indexPhrases, type Span } from './phrase';
import { negativeQuestion } from './questions';
import { LEFT_OUT, TRIGGERS } from './tables/triggers';
import type { Effect, Trigger } from './triggers';

const TRIGGER_INDEX = indexPhrases(TRIGGERS.map((t, k) => ({ id: k, phrases: [t.phrase] })));

/** Words a negation trigger may sit beside without negating ("not only"). */
const PSEUDO_NEGATION = new Set(['only', 'just', 'necessarily', 'always']);

/** How far a trigger reaches inside its scope, in words (NegEx's window). */
const TRIGGER_WINDOW = 8;

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

/** Words before a negation that open a conjunct of its own ("and not √8"). */
const JOINING = new Set(['and', 'or']);

/** The trigger table applied to claims made outside `extractClaims` (a
 *  follow-up's elliptical answer, "…, or the model width") in their own
 *  sentence; their negation they carry already. */
export function applyTriggersTo(tokens: readonly Token[], claims: Claim[]): void {
  for (const [from, to] of sentenceRanges(tokens)) {
    const own = claims.filter((c) => c.sentence === tokens[from].sentence);
    if (own.length) applyTriggers(tokens, from, to, own, [], ['negated', 'denied']);
  }
}

export function applyTriggers(
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

const MODALS = new Set(['would', 'could', 'might']);

/** The fix left out, said before a modal: "without it", "otherwise", "or
 *  else", "if we didn't scale", "if you skip it". */
const COUNTERFACTUAL = new Set(['without', 'otherwise', 'else']);

const LEFT_OUT_WORDS = new Set(LEFT_OUT);

export const fixLeftOutBefore = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(from, to).some(
    (w, i) =>
      COUNTERFACTUAL.has(w.text) ||
      (w.text === 'if' &&
        (LEFT_OUT_WORDS.has(tokens[from + i + 2]?.text ?? '') ||
          // "if we didn't scale", "if the scores were not scaled"
          [3, 4].some((k) => tokens[from + i + k]?.text === 'not'))),
  );

/** Verbs that say one thing drives another, which a negation can deny. */
export const CAUSAL_VERBS = new Set(
  words(
    'push pushes pushing pushed drive drives driving force forces forcing',
    'make makes making made cause causes caused lead leads give gives',
  ),
);

/** Links that give a reason, which a "not" right before denies. */
const REASONS = new Set(['because', 'since']);
