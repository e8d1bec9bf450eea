// Claim templates: the shape a claim must have to count as one of the
// rubric's ideas or mistakes (the tables themselves are data, in
// tables/claims.ts and tables/followup-claims.ts), and the test of a claim
// against a template.
import type { MistakeId } from '../mistakes';
import type { Claim } from './claim';
import { BARE_ROOTS, type EntityId, type RelationId } from './lexicon';
import type { ClaimId } from './tables/claims';

export interface ClaimTemplate {
  relation: RelationId[];
  /** Each group: one of these entities is named in the claim's clause. */
  with?: EntityId[][];
  /** One of these on the claim's subject side / object side. */
  subject?: EntityId[];
  object?: EntityId[];
  /** None of these on the object side. */
  notObject?: EntityId[];
  /** Each group: one of these named in the claim's own clause. */
  inClause?: EntityId[][];
  /** Not this nearest subject ("1/d_k" is a value, not a division of the scores). */
  notSubject?: EntityId[];
  /** None of these on the subject side. */
  notSubjects?: EntityId[];
  /** Each group: one of these named in the claim's sentence. */
  inSentence?: EntityId[][];
  /** None of these named in the claim's sentence. */
  notInSentence?: EntityId[];
  /** Each group: one of these named in the claim's sentence, not as a divisor. */
  undivided?: EntityId[][];
  /** None of these named in the clause or on either side of the claim. */
  notNamed?: EntityId[];
  /** None of these named in the clause. */
  notWith?: EntityId[];
  /** None of these on the subject side or the object side. */
  notBeside?: EntityId[];
  /** The object is a root of one of these: a bare root with it after it on
   *  the object side ("the square root of that hidden size"), or written as
   *  one ("√h", `math.sqrt(n_heads)`). */
  rootOf?: EntityId[];
  /** The object named right after the relation ("large gradients"). */
  adjacent?: boolean;
  /** A "/" must have something before it to divide ("Var → 1/d_k" is a value). */
  dividend?: boolean;
  /** A number above 1 said with it ("variance is 128"). */
  argument?: boolean;
  /** Said after a claim of one of these ids (earlier in CLAIM_IDS): "the
   *  variance grows with d/h, hence we normalize" normalises the variance. */
  after?: ClaimId[];
  /** The relation said in one of these words ("/": a formula or a line of
   *  code), or in none of them. */
  form?: string[];
  notForm?: string[];
  /** true: told as what the fix averts ("keeps the scores from growing with
   *  d"); false: not so told ("keeps them from pushing the softmax into …"
   *  pushes nothing). */
  averted?: boolean;
  /** Default: said positively; 0: either way ("so the softmax never saturates"
   *  names the saturation the fix prevents). */
  polarity?: 1 | -1 | 0;
}

/** A mistake: claim templates that must be asserted, and claims that excuse it. */
export interface MistakeTemplate {
  id: MistakeId;
  templates: ClaimTemplate[];
  /** A claim of one of these relations in the same sentence weighs it as an
   *  alternative ("÷d_k overshoots → uniform"), not the fix. */
  weighedBy?: RelationId[];
  /** A claim that fits one of these, in the same sentence or the next, says
   *  what the words meant: a comment "divide by d_k" on the line of code it
   *  annotates, `/ math.sqrt(d_k)`, is read by the divisor the code uses. */
  excusedBy?: ClaimTemplate[];
  /** A claim that fits one of these in the next sentence only is the line of
   *  code a comment annotates: a header `QK^T / √emb_dim` or "# scale by the
   *  root of the embedding dimension" above `/ math.sqrt(head_dim)` is read
   *  by the code's divisor, as a line that leads straight into the code is.
   *  (Words that count the heads, "with 8 heads we divide by √d_model", and
   *  prose away from the code are labelled as written; nothing earlier
   *  excuses.) */
  readWithCodeBelow?: ClaimTemplate[];
  /** A claim that fits one of these, asserted later in the same sentence with
   *  no contrast between, says the loose words precisely: "normalised by the
   *  key dimension: dividing by √d_k keeps …". */
  restatedBy?: ClaimTemplate[];
}

const has = (list: readonly EntityId[], wanted: readonly EntityId[]) =>
  wanted.some((e) => list.includes(e));

export function fits(claim: Claim, t: ClaimTemplate): boolean {
  if (!t.relation.includes(claim.relation)) return false;
  if (t.polarity !== 0 && claim.polarity !== (t.polarity ?? 1)) return false;
  if (t.argument && !(claim.argument !== null && claim.argument > 1)) return false;
  if (t.averted !== undefined && claim.averted !== t.averted) return false;
  if (t.form && !t.form.includes(claim.form)) return false;
  if (t.notForm?.includes(claim.form)) return false;
  // (What the claim names, gathered only for a template that asks.)
  const named = t.with || t.notNamed ? [...claim.clause, ...claim.subjects, ...claim.objects] : [];
  if (t.with && !t.with.every((group) => has(named, group))) return false;
  if (t.inSentence && !t.inSentence.every((group) => has(claim.sentenceWide, group))) return false;
  if (t.inClause && !t.inClause.every((group) => has(claim.clause, group))) return false;
  if (t.notInSentence && has(claim.sentenceWide, t.notInSentence)) return false;
  if (t.undivided && !t.undivided.every((group) => has(claim.undivided, group))) return false;
  // A "/" with nothing before it ("Var = 1/d_k") is a value, not a division.
  if (t.dividend && claim.form === '/' && !claim.dividend) return false;
  if (t.subject && !has(claim.subjects, t.subject)) return false;
  if (t.object && !(claim.object && t.object.includes(claim.object))) return false;
  if (t.notObject && has(claim.objects, t.notObject)) return false;
  if (t.adjacent && claim.objectAt !== claim.relationSpan.last + 1 && !claim.sharedObject)
    return false;
  if (t.rootOf && !rootOf(claim, t.rootOf)) return false;
  if (t.notSubject && claim.subject && t.notSubject.includes(claim.subject)) return false;
  if (t.notSubjects && has(claim.subjects, t.notSubjects)) return false;
  if (t.notWith && has(claim.clause, t.notWith)) return false;
  if (t.notNamed && has(named, t.notNamed)) return false;
  if (t.notBeside && has([...claim.subjects, ...claim.objects], t.notBeside)) return false;
  return true;
}

const rootOf = (claim: Claim, of: readonly EntityId[]) =>
  BARE_ROOTS.has(claim.objectWord)
    ? has(claim.objects, of)
    : /^sqrt./.test(claim.objectWord) && claim.object !== null && of.includes(claim.object);

/** The learner's own view, stated as fact. */
export const asserted = (c: Claim) =>
  c.polarity === 1 && c.speaker === 'self' && c.mood === 'asserted' && !c.retracted;
