// Decides whether a matched phrase is asserted by the learner, or negated,
// corrected or only imagined: "it does NOT prevent exploding gradients",
// "exploding gradients aren't the issue", "dividing by d_k would flatten
// attention" and "people say sqrt(d_model), but that's wrong" all mention a
// mistake without making it, and so does a spoken repair ("..., no wait, ...").
import type { Match } from './pattern';
import type { Token } from './tokens';

const NEGATORS = new Set(['not', 'no', 'never', 'nor', 'neither', 'rather', 'instead', 'unlike']);
const DENIALS = new Set(['not', 'no', 'never']);
const HYPOTHETICAL = new Set(['if', 'would', 'could', 'suppose', 'imagine', 'instead', 'rather']);
const CORRECTION = new Set([
  'wrong',
  'incorrect',
  'myth',
  'misconception',
  'mistake',
  'mix',
  'confusion',
  'confuse',
  'false',
  'misleading',
]);

const LOOK_BACK = 5; // words before the phrase that can negate it
const LOOK_AHEAD = 3; // "... aren't the issue", "..., which is wrong"

function inWindow(
  tokens: Token[],
  from: number,
  to: number,
  clauses: number[],
  words: Set<string>,
): boolean {
  for (let i = Math.max(0, from); i <= Math.min(tokens.length - 1, to); i++) {
    if (clauses.includes(tokens[i].clause) && words.has(tokens[i].text)) return true;
  }
  return false;
}

/** Negated before ("not ... X", "rather than X"), inside ("variance is not
 *  always exactly one") or just after ("X aren't the issue") in the same clause. */
export function isNegated(tokens: Token[], match: Match): boolean {
  // A match may straddle a comma ("vanishing gradients, not exploding ones"):
  // a negator counts in the clause of any of its words.
  const clauses = match.tokens.map((i) => tokens[i].clause);
  if (inWindow(tokens, match.first - LOOK_BACK, match.last, clauses, NEGATORS)) return true;
  return inWindow(tokens, match.last + 1, match.last + LOOK_AHEAD, clauses, NEGATORS);
}

/** A negation between the matched words denies the idea they would state:
 *  "the variance is not 1" is no claim of unit variance. */
export function isDeniedWithin(tokens: Token[], match: Match): boolean {
  for (let i = match.first + 1; i < match.last; i++) {
    if (DENIALS.has(tokens[i].text)) return true;
  }
  return false;
}

/** Said in a conditional or counterfactual clause ("would", "if", "instead"). */
export function isHypothetical(tokens: Token[], match: Match): boolean {
  const clause = tokens[match.first].clause;
  return tokens.some((t) => t.clause === clause && HYPOTHETICAL.has(t.text));
}

/** The sentence calls the statement a mistake ("..., but that's wrong"). */
export function isCorrected(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.first].sentence;
  return tokens.some((t) => t.sentence === sentence && CORRECTION.has(t.stem));
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

/** The learner takes the phrase back straight away ("X, no wait, Y"). */
export function isSelfRepaired(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.last].sentence;
  for (let i = match.last + 1; i <= match.last + REPAIR_REACH && i < tokens.length; i++) {
    if (tokens[i].sentence !== sentence) return false;
    const startsRepair = REPAIRS.some((words) =>
      words.every((word, k) => tokens[i + k]?.text === word),
    );
    if (startsRepair) return true;
  }
  return false;
}

/** One of `terms` occurs in the same sentence (e.g. "muP" legitimately divides by d_k). */
export function sentenceMentions(tokens: Token[], match: Match, terms: readonly string[]): boolean {
  const sentence = tokens[match.first].sentence;
  return tokens.some((t) => t.sentence === sentence && terms.includes(t.text));
}
