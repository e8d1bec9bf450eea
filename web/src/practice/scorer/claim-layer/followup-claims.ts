// The follow-up questions' key points and mistakes over claims: the
// templates' extra fields, the lookup of a claim id (the tables themselves
// are data, in tables/followup-claims.ts and tables/claims.ts), and the test
// of a claim against a key point's template. A bank question
// (interview/bank.ts) names, for each key point, the claim ids that make it,
// or a template written in the bank entry itself.
import type { Claim } from './claim';
import { indexLexicon } from './entities';
import { FOLLOWUP_ENTITIES, FOLLOWUP_RELATIONS } from './lexicon-data/followups';
import { ENTITIES, RELATIONS } from './lexicon-data/main';
import type { EntityId, RelationId } from './lexicon';
import { CLAIMS } from './tables/claims';
import { FOLLOWUP_CLAIMS } from './tables/followup-claims';
import { fits, type ClaimTemplate } from './templates';
import type { MistakeId } from '../mistakes';
import { opensSentence, sentenceOrder } from '../tokens';

/** The lexicon the follow-ups are read with: the main rows and their own. */
export const FOLLOWUP_LEXICON = indexLexicon(
  [...ENTITIES, ...FOLLOWUP_ENTITIES],
  [...RELATIONS, ...FOLLOWUP_RELATIONS],
);

export interface PointTemplate extends ClaimTemplate {
  /** Each range: a number in it is said in the claim's sentence. */
  numbers?: [number, number][];
  /** Only an elliptical answer ("d_model, since …"): a clause relating nothing. */
  elliptical?: boolean;
  /** One of these entities is named in the question answered. */
  inQuestion?: EntityId[];
  /** One of these relations is said in the claim's sentence. */
  sentenceRelations?: RelationId[];
  /** None of these relations is said in the claim's sentence. */
  notSentenceRelations?: RelationId[];
  /** One of these relations is said in the claim's sentence or the next. */
  nearRelations?: RelationId[];
  /** Someone else's view, or a naive expectation, answered with a contrast
   *  after it in its sentence or at the start of the next: "people sometimes
   *  write √768, but …", "you might expect the full width, but …". */
  refuted?: boolean;
}

/** A key point's claims: claim ids (tables/) or templates. */
export type ClaimRef = string | PointTemplate;

/** A mistake of the follow-ups: templates that must be asserted. */
export interface FollowupMistake {
  id: MistakeId;
  templates: PointTemplate[];
  /** Advice is the claim here: "with Adam you could drop the divisor". */
  hypotheticalAsserts?: boolean;
  /** The learner's own judgement, even in a sentence that also reports
   *  someone's view ("… is the right thing to do, that's why μP does it"). */
  judgement?: boolean;
  /** Not after one of these is named by a claim before it in its sentence:
   *  "dequantize the int8 keys first, then divide by √d_k" is the right order. */
  notAfter?: EntityId[];
}

/** The templates a claim reference stands for. */
export function templatesOf(ref: ClaimRef): PointTemplate[] {
  if (typeof ref !== 'string') return [ref];
  const own = FOLLOWUP_CLAIMS[ref] ?? (CLAIMS as Record<string, ClaimTemplate[]>)[ref];
  if (!own) throw new Error(`unknown claim id "${ref}"`);
  return own;
}

/** Every claim id a key point may name. */
export const knownClaimId = (id: string) => id in FOLLOWUP_CLAIMS || id in CLAIMS;

/** Words that answer a view with a contrast. */
const REFUTING = new Set(['but', 'however', 'yet']);
/** A short sentence of denial after a view answers it: "… or the model width.
 *  Neither." */
const DENYING = new Set(['neither', 'wrong', 'nope', 'no', 'nah']);
const DENIAL_WORDS = 3;

/** What each sentence of an answer says besides its claims' entities: its
 *  numbers, its relations and its contrasts, and which sentence follows which. */
export interface Said {
  numbers: Map<number, number[]>;
  relations: Map<number, Set<RelationId>>;
  /** The sentence said after this one, or -1. */
  after: (sentence: number) => number;
  /** Sentences with a contrast in them ("but", "however"), or answered by the
   *  next one: a "But …" opening it, or a short denial ("Neither."). */
  contrasted: Set<number>;
  /** The entities the question names. */
  asked: readonly EntityId[];
}

export function saidIn(
  tokens: readonly { value: number; sentence: number; text: string }[],
  claims: readonly Claim[],
  asked: readonly EntityId[],
): Said {
  const numbers = new Map<number, number[]>();
  const relations = new Map<number, Set<RelationId>>();
  const contrasted = new Set<number>();
  const length = new Map<number, number>();
  for (const t of tokens) length.set(t.sentence, (length.get(t.sentence) ?? 0) + 1);
  tokens.forEach((t, i) => {
    if (!Number.isNaN(t.value))
      numbers.set(t.sentence, [...(numbers.get(t.sentence) ?? []), t.value]);
    const opens = i > 0 && opensSentence(tokens, i);
    // ("But …" opening a sentence answers the one before.)
    if (REFUTING.has(t.text)) contrasted.add(opens ? tokens[i - 1].sentence : t.sentence);
    if (opens && DENYING.has(t.text) && (length.get(t.sentence) ?? 0) <= DENIAL_WORDS)
      contrasted.add(tokens[i - 1].sentence);
  });
  for (const c of claims)
    relations.set(c.sentence, (relations.get(c.sentence) ?? new Set()).add(c.relation));
  return { numbers, relations, after: sentenceOrder(tokens).after, contrasted, asked };
}

export function fitsPoint(claim: Claim, t: PointTemplate, said: Said): boolean {
  if (!fits(claim, t) || (t.elliptical && claim.form !== '')) return false;
  const reported = claim.speaker === 'other' || claim.mood === 'hypothetical';
  if (t.refuted && !(reported && said.contrasted.has(claim.sentence))) return false;
  if (t.inQuestion && !t.inQuestion.some((e) => said.asked.includes(e))) return false;
  // The relations said in the claim's sentence, and in the next.
  const here = said.relations.get(claim.sentence) ?? new Set<RelationId>();
  const next = said.relations.get(said.after(claim.sentence)) ?? new Set<RelationId>();
  if (t.sentenceRelations && !t.sentenceRelations.some((r) => here.has(r))) return false;
  if (t.notSentenceRelations?.some((r) => here.has(r))) return false;
  if (t.nearRelations && !t.nearRelations.some((r) => here.has(r) || next.has(r))) return false;
  const numbers = said.numbers.get(claim.sentence) ?? [];
  return (t.numbers ?? []).every(([lo, hi]) => numbers.some((x) => x >= lo && x <= hi));
}
