// Context triggers in the NegEx / ConText style (Chapman et al. 2001;
// Harkema et al. 2009): a trigger phrase, the direction it looks (at the
// claims after it, before it, or both), how far (its clause, its sentence, or
// the sentence before it as well) and its effect on the claims it reaches.
// The rows are data, in tables/triggers.ts. A clause break ("but", "however",
// a comma) ends a clause-scoped trigger, as ConText's terminators do.
import type { Phrase } from './phrase';

export type Effect =
  /** Polarity −: "not exploding", "rather than d_k". */
  | 'negated'
  /** Polarity − however else the claim is negated: "… doesn't enter, and
   *  neither does d_model" is an "also not"; "common misconception: it's not
   *  exploding gradients" labels the writer's own denial, it does not deny
   *  it again. */
  | 'denied'
  /** Not asserted as fact: "would flatten", "if we divided by d_k". */
  | 'hypothetical'
  /** Someone else's view, reported: "some say", "a common myth". */
  | 'other-speaker'
  /** The writer's own view after all: "my teammate says …, and I agree". */
  | 'endorsed'
  /** Taken back by the speaker: "multiply by … sorry, divide". */
  | 'retracted'
  /** Said under an assumption the answer states: "if the entries are iid …". */
  | 'assumed'
  /** Said as part of the story, not the whole of it: "not just smaller",
   *  "not always exactly one" (NegEx's pseudo-negations, given an effect). */
  | 'limited'
  /** What the fix said before it averts: "divide by d_k, otherwise the
   *  gradients get too small" claims a benefit, it judges no alternative. */
  | 'averted'
  /** Asked, with no question mark: "I was wondering why each head divides
   *  by √(d/h)" names what puzzles the speaker, it explains nothing. */
  | 'asked'
  /** None: a phrase that holds a trigger and is not one (NegEx's
   *  pseudo-triggers). "According to the paper" cites a source the speaker
   *  follows; "according to some blogs" still reports another's view. */
  | 'pseudo';

export type Direction = 'forward' | 'backward' | 'both';
/** 'opening': only where the trigger opens its sentence ("Correction: …"),
 *  and then over the sentence before; elsewhere it is a word like any other
 *  ("the 1/√d_k correction"). */
export type Scope = 'clause' | 'sentence' | 'previous-sentence' | 'opening';

export interface Trigger {
  phrase: Phrase;
  direction: Direction;
  scope: Scope;
  effect: Effect;
}
