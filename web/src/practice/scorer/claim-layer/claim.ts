// A claim: one relation of the lexicon said in a sentence, with what is said
// on either side of it and its context (extract.ts makes them), and the two
// changes the rest of the claim layer makes to one: an effect of the trigger
// table, and a subject side lent by another claim.
import type { EntityId, RelationId } from './lexicon';
import type { Span } from './phrase';
import type { Effect } from './triggers';

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

export function applyEffect(claim: Claim, effect: Effect) {
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

/** Gives a claim the subject side of another, said of the same thing. */
export const subjectFrom = (claim: Claim, other: Claim) =>
  Object.assign(claim, { subject: other.subject, subjects: [...other.subjects] });
