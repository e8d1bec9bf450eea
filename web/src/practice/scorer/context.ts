// Decides whether a matched phrase is asserted by the learner, or negated,
// corrected or only imagined: "it does NOT prevent exploding gradients",
// "exploding gradients aren't the issue", "dividing by d_k would flatten
// attention" and "people say sqrt(d_model), but that's wrong" all mention a
// mistake without making it, and so does a spoken repair ("..., no wait, ...").
import type { Match } from './pattern';
import type { Token } from './tokens';
import { CORRECTION, DENIALS, HYPOTHETICAL, NEGATORS, inList } from './vocabulary';

const LOOK_BACK = 5; // words before the phrase that can negate it
const LOOK_AHEAD = 3; // "... aren't the issue", "..., which is wrong"

// "not only / not just X but also Y" asserts X, and so does "no doubt X".
// (When "only" is part of the phrase, as in "it is not just smaller", the
// "not" does deny it.)
const NOT_A_DENIAL_BEFORE = new Set(['only', 'just', 'merely', 'doubt', 'wonder', 'matter']);
// After the phrase, a negation denies it only as its predicate: "exploding
// gradients are not the issue", "X is never the problem". "X rather than Y",
// "X instead of Y" and "X, and not Y" deny Y, not X.
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'do',
  'does',
  'did',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
]);

function negatorAt(tokens: Token[], i: number, match: Match): boolean {
  if (!inList(NEGATORS, tokens[i])) return false;
  const next = tokens[i + 1];
  return !(next && NOT_A_DENIAL_BEFORE.has(next.text) && !match.tokens.includes(i + 1));
}

// Inside a match, a negation scoped to a predicate of its own ends where a
// conjunction starts the next one: in "the gradients vanish, so the
// projections can't shrink and the scores stay huge" the "not" is shrink's.
const COORDINATORS = new Set(['and', 'but', 'while', 'whereas']);
function scopedAway(tokens: Token[], match: Match, at: number): boolean {
  if (at <= match.first) return false;
  const resumes = match.tokens.find((k) => k > at);
  if (resumes === undefined) return false;
  for (let j = at + 1; j < resumes; j++) if (COORDINATORS.has(tokens[j].text)) return true;
  return false;
}

function negatedBefore(tokens: Token[], match: Match, clauses: number[]): boolean {
  for (let i = Math.max(0, match.first - LOOK_BACK); i <= match.last; i++) {
    if (!clauses.includes(tokens[i].clause) || !negatorAt(tokens, i, match)) continue;
    if (!scopedAway(tokens, match, i)) return true;
  }
  return false;
}

function negatedAfter(tokens: Token[], match: Match, clauses: number[]): boolean {
  const end = Math.min(tokens.length - 1, match.last + LOOK_AHEAD);
  for (let i = match.last + 1; i <= end; i++) {
    const predicate = AUXILIARIES.has(tokens[i - 1].text) || tokens[i].text === 'never';
    if (clauses.includes(tokens[i].clause) && inList(DENIALS, tokens[i]) && predicate) return true;
  }
  return false;
}

/** Negated before ("not ... X", "rather than X"), inside ("variance is not
 *  always exactly one") or just after ("X aren't the issue") in the same
 *  clause, or as one item of a negated list of divisors ("not d_model, not
 *  the number of heads, not d_k", "neither √d_model nor √num_heads",
 *  "√d_model and √num_heads do not enter"). */
export function isNegated(tokens: Token[], match: Match): boolean {
  const list = listAround(tokens, match);
  // A match may straddle a comma ("vanishing gradients, not exploding ones"):
  // a negator counts in the clause of any of its words.
  const clauses = list.tokens.map((i) => tokens[i].clause);
  return negatedBefore(tokens, list, clauses) || negatedAfter(tokens, list, clauses);
}

// A list of divisors shares one negation: in "not a division by d_k or by
// √num_heads" the "not" is six words before the second item. The list is the
// run of divisor names and of the words that join them.
const DIVISOR_NAMES = new Set(['dk', 'dmodel', 'sqrtdmodel', 'nheads', 'sqrtnheads']);
const LIST_GLUE = new Set([
  'or',
  'nor',
  'and',
  'either',
  'neither',
  'not',
  'no',
  'by',
  'the',
  'a',
  'an',
  'of',
  'even',
  'to',
  'over',
  'just',
  'plain',
]);
/** Words that carry a list across a comma: "not A, not B", "A, B or C". */
const JOINERS = new Set(['or', 'nor', 'and', 'not', 'no', 'neither']);
// (with the root's value: "not by √512 ≈ 22.6 or √8")
const isListWord = (t: Token) =>
  DIVISOR_NAMES.has(t.text) ||
  LIST_GLUE.has(t.text) ||
  t.text === 'approx' ||
  !Number.isNaN(t.value);

/** The clause starting at `start` carries a list on: it holds a joiner
 *  ("√num_heads or d_k", "not the number of heads"). */
function joinsOn(tokens: Token[], start: number): boolean {
  for (let i = start; i < tokens.length && tokens[i].clause === tokens[start].clause; i++) {
    if (JOINERS.has(tokens[i].text)) return true;
  }
  return false;
}

/** The match widened to the list of divisors it is an item of, if any. */
function listAround(tokens: Token[], match: Match): Match {
  // Only a divisor is an item of a list of divisors: "the softmax is nearly
  // uniform and attention cannot focus" lists nothing.
  if (!match.tokens.some((i) => DIVISOR_NAMES.has(tokens[i].text))) return match;
  const sentence = tokens[match.first].sentence;
  const within = (i: number) => i >= 0 && i < tokens.length && tokens[i].sentence === sentence;
  let first = match.first;
  // Backwards across a comma only when the part after it is joined on
  // ("..., not B", "..., B or C"): "not d_k, √d_model" corrects, it lists nothing.
  for (let i = match.first - 1; within(i) && isListWord(tokens[i]); i--) {
    if (tokens[i].clause !== tokens[i + 1].clause && !joinsOn(tokens, i + 1)) break;
    first = i;
  }
  // Forwards up to a negator: "A, not B" denies B only.
  let last = match.last;
  for (let i = match.last + 1; within(i) && isListWord(tokens[i]); i++) {
    if (inList(NEGATORS, tokens[i])) break;
    last = i;
  }
  if (first === match.first && last === match.last) return match;
  const widened = Array.from({ length: last - first + 1 }, (_, k) => first + k);
  return { first, last, tokens: widened };
}

/** "so the gradients don't explode", "so that they do not explode": a negated
 *  purpose of the fix asserts the idea as the danger it averts. Not when the
 *  clause is itself negated ("not so that ...") or the sentence says what
 *  happens instead ("so the gradients don't explode, they vanish"). */
export function isNegatedPurpose(tokens: Token[], match: Match): boolean {
  const { clause, sentence } = tokens[match.first];
  const so = tokens.findIndex(
    (t, i) => i < match.first && i >= match.first - 4 && t.clause === clause && t.text === 'so',
  );
  if (so < 0) return false;
  const inClause = (t: Token, i: number) => t.clause === clause && i < so;
  if (tokens.some((t, i) => inClause(t, i) && inList(NEGATORS, t))) return false;
  return !tokens.some((t) => t.sentence === sentence && t.text.startsWith('vanish'));
}

/** A negation between the matched words denies the idea they would state:
 *  "the variance is not 1" is no claim of unit variance. */
export function isDeniedWithin(tokens: Token[], match: Match): boolean {
  for (let i = match.first + 1; i < match.last; i++) {
    if (inList(DENIALS, tokens[i])) return true;
  }
  return false;
}

/** Said in a conditional or counterfactual clause ("would", "if", "instead"). */
// "X instead of Y" and "X rather than Y" assert X: there only what follows
// is the alternative. ("/d_k instead → var 1/d_k" still weighs an alternative.)
const ALTERNATIVE_AFTER: Record<string, string> = { instead: 'of', rather: 'than' };

// An "if" after the claim, with no modal in its clause, states when the claim
// holds ("... makes the 1/√d_k redundant if you train with Adam"): the claim
// is still made. Before the claim, or with "would", it only imagines it.
const MODALS = new Set(['would', 'could', 'might']);

export function isHypothetical(tokens: Token[], match: Match): boolean {
  const clause = tokens[match.first].clause;
  const inClause = tokens.filter((t) => t.clause === clause);
  const modal = inClause.some((t) => MODALS.has(t.text));
  return tokens.some(
    (t, i) =>
      t.clause === clause &&
      inList(HYPOTHETICAL, t) &&
      !(i > match.last && tokens[i + 1]?.text === ALTERNATIVE_AFTER[t.text]) &&
      !(i > match.last && t.text === 'if' && !modal),
  );
}

/** The sentence calls the statement a mistake ("..., but that's wrong"). */
export function isCorrected(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.first].sentence;
  return tokens.some(
    (t, i) =>
      t.sentence === sentence &&
      inList(CORRECTION, t) &&
      !saysOfItself(tokens, i) &&
      !hedgesItself(tokens, i),
  );
}

/** "(correct me if wrong)", "if I'm wrong": the learner hedges their own
 *  claim, they do not call it wrong. */
function hedgesItself(tokens: Token[], i: number): boolean {
  return [1, 2, 3].some((k) => tokens[i - k]?.text === 'if');
}

/** "I'm a bit confused about this one, but ...": the learner describes
 *  themselves, they do not call the statement wrong. */
const SELF = new Set(['i', 'im']);
function saysOfItself(tokens: Token[], i: number): boolean {
  return [1, 2, 3, 4].some((k) => SELF.has(tokens[i - k]?.text ?? ''));
}

// Spoken answers repair themselves: "the gradients explode, no wait, vanish",
// "divide by d_k, sorry, by √d_k". A repair marker right after the phrase, in
// the same sentence, takes it back. ("I mean" is not one: it is mostly filler.)
const REPAIRS = [
  ['no', 'wait'],
  ['wait', 'no'],
  ['sorry'],
  ['scratch', 'that'],
  ['or', 'rather'],
  ['actually', 'no'],
  ['i', 'misspoke'],
  ['correction'],
];
const REPAIR_REACH = 3; // words after the phrase where a repair may start

/** "X, no, Y": a "no" that is a clause of its own and is followed by more of
 *  the sentence (a tag question "X, no?" ends the sentence and asserts X). */
function isLoneNo(tokens: Token[], i: number): boolean {
  const [no, next] = [tokens[i], tokens[i + 1]];
  if (no.text !== 'no' || !next || next.sentence !== no.sentence) return false;
  return next.clause !== no.clause && tokens[i - 1]?.clause !== no.clause;
}

/** The learner takes the phrase back straight away ("X, no wait, Y"). */
export function isSelfRepaired(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.last].sentence;
  // A repair may also cut into the phrase itself: "exploding gr-, no, sorry,
  // vanishing gradients" matches from "exploding" to "gradients".
  // It may also open the next sentence when a trailing-off ("root d_model...
  // no wait, sorry, root d_k") or a full stop ended the phrase's.
  const start = match.first + 1;
  for (let i = start; i <= match.last + REPAIR_REACH && i < tokens.length; i++) {
    const opensNext = tokens[i].sentence === sentence + 1 && tokens[i - 1].sentence === sentence;
    if (tokens[i].sentence !== sentence && !opensNext) return false;
    const startsRepair = REPAIRS.some((words) =>
      words.every((word, k) => tokens[i + k]?.text === word),
    );
    if (startsRepair || isLoneNo(tokens, i)) return true;
  }
  return false;
}

/** Words from the match within which `terms` make it someone's correct usage. */
const MENTION_REACH = 6;

/** The learner speaking (or addressing the listener): their own claim follows. */
export const PERSONS = new Set(['we', 'i', 'you']);
const matchesTerm = (term: string, text: string) =>
  term.endsWith('*') ? text.startsWith(term.slice(0, -1)) : text === term;

/** One of `terms` occurs near the match in its sentence (e.g. "muP"
 *  legitimately divides by d_k), or earlier in it as the subject, however long
 *  the aside ("muP (Yang et al. 2022, Tensor Programs V) divides by d_k");
 *  "we divide by d_k in standard attention, it's the same as μP" is still the
 *  learner's own divisor. */
export function sentenceMentions(tokens: Token[], match: Match, terms: readonly string[]): boolean {
  const sentence = tokens[match.first].sentence;
  return tokens.some((t, i) => {
    if (t.sentence !== sentence || !terms.some((w) => matchesTerm(w, t.text))) return false;
    if (i >= match.first - MENTION_REACH && i <= match.last + MENTION_REACH) return true;
    return i < match.first && !tokens.slice(i + 1, match.first).some((u) => PERSONS.has(u.text));
  });
}
