// A value said of a demonstrative is said of what the sentence before was
// about: "The softmax Jacobian is diag(p) − pp^T. For a one-hot p, this is
// ≈ 0", "∂p_i/∂z_j = p_i(δ_ij − p_j). Near saturation it is tiny", "every
// entry of this matrix is close to 0", and so is a part named with no whole:
// "… = p_i(δ_ij − p_j). When one p_i is near 1, every entry is near 0". The
// demonstrative stands for the subject of the sentence before (its first
// claim that has one). So does a pronoun that is a value's subject: "The
// gradients don't explode; they vanish". A growth named by a demonstrative
// is the growth told before it, and a locative "there" after another kind
// of network is that network ("RNNs … there gradients can explode").
import { runStart, type Token } from '../tokens';
import { BETWEEN_PRONOUN_AND_VERB, inList, PREDICATES, words } from '../vocabulary';
import type { Claim } from './claim';
import { FILLER_WORDS } from './clauses';
import type { EntityId, RelationId } from './lexicon';

const DEMONSTRATIVES = new Set(words('this that it these those them'));
/** "every entry is ≈ 0", "all entries are tiny": the parts of what came before. */
const QUANTIFIERS = new Set(words('every each all'));
/** Nouns that only point back: "this matrix", "every entry of that term". */
const POINTING_NOUNS = new Set(
  words('matrix term terms expression quantity entry entries product formula value values'),
);
const LINKING_VERBS = new Set(words('is are becomes become gets get goes go stays'));
/** Relations that give a value: what the demonstrative stands for is said small. */
const VALUES = new Set<RelationId>(['vanishes', 'shrinks']);

/** A personal pronoun that is the relation's own subject: "they (just) vanish". */
const PERSONAL = new Set(words('it they'));

/** Where a personal pronoun stands right before the word at `at`, in its
 *  clause and over adverbs ("they just vanish", "it is …"), or -1. */
export function personalPronounBefore(tokens: readonly Token[], at: number): number {
  let p = at - 1;
  while (BETWEEN_PRONOUN_AND_VERB.has(tokens[p]?.text)) p--;
  return PERSONAL.has(tokens[p]?.text) && tokens[p].clause === tokens[at].clause ? p : -1;
}

/** The relation's own subject is a personal pronoun ("they (just) vanish"),
 *  not the subject of a verb of its own ("it barely trains": the model). */
function pronounSubject(tokens: readonly Token[], at: number): boolean {
  const itsVerb = inList(PREDICATES, tokens[at]) && !LINKING_VERBS.has(tokens[at].text);
  return itsVerb && personalPronounBefore(tokens, at) >= 0;
}

/** The demonstrative is the subject of a linking verb right before the
 *  relation ("it is nearly 0"), not a determiner ("these tiny gradients"). */
function pointsBack(tokens: readonly Token[], at: number): boolean {
  // (The verb may open the relation's own phrase: "is 0".)
  let i = LINKING_VERBS.has(tokens[at].text) ? at : at - 1;
  if (!LINKING_VERBS.has(tokens[i]?.text)) return false;
  while (LINKING_VERBS.has(tokens[i]?.text)) i--;
  if (POINTING_NOUNS.has(tokens[i]?.text)) {
    i--;
    if (QUANTIFIERS.has(tokens[i]?.text)) return tokens[i].sentence === tokens[at].sentence;
  }
  return DEMONSTRATIVES.has(tokens[i]?.text) && tokens[i].sentence === tokens[at].sentence;
}

const join = (c: Claim, topic: readonly EntityId[]) => {
  c.subjects = [...new Set([...topic, ...c.subjects])];
  c.clause = [...new Set([...topic, ...c.clause])];
};

/** The words of a verb of growth. */
const GROWING = /^(?:grow|grew|increas|balloon)/;

/** "The dot products grow with d_k. The 1/√d_k counteracts that growth":
 *  a growth named by a demonstrative is the growth told before it. (What
 *  stands before the demonstrative is another verb's: in "we divide by √d_k
 *  to offset this growth" the root does not grow.) */
function growthNamedBack(tokens: readonly Token[], c: Claim, before: readonly Claim[]) {
  if (c.relation !== 'grows-with' || c.objects.length) return;
  if (!DEMONSTRATIVES.has(tokens[c.relationSpan.first - 1]?.text)) return;
  const told = before.filter((o) => o.relation === 'grows-with' && o.subjects.length).at(-1);
  // (A growth told by a verb of growth: "longer vectors give bigger dot
  // products, and the division prevents that growth" kept them from a size.)
  if (!told || !GROWING.test(told.form)) return;
  c.subjects = [...told.subjects];
  c.subject = told.subject;
  c.clause = [...new Set([...told.subjects, ...told.clause, ...c.clause])];
}

const BE = new Set(words('is are was were be s'));
/** "The contrast with RNNs is useful: there gradients can explode": a
 *  locative "there" that opens a clause (not "there is") is the other kind
 *  of network just named, so the claim is no claim on attention. */
function placeNamedBack(tokens: readonly Token[], c: Claim, before: readonly Claim[]) {
  if (c.clause.includes('other-model')) return;
  let at = runStart(tokens, c.relationSpan.first, 'clause');
  // ("There, you know, gradients explode": back over a clause of fillers.)
  for (let start = at; start > 0; at = start) {
    start = runStart(tokens, at - 1, 'clause');
    if (!tokens.slice(start, at).every((t) => FILLER_WORDS.has(t.text))) break;
  }
  // ("There, gradients explode": the word set off by its comma.)
  if (tokens[at - 1]?.text === 'there' && runStart(tokens, at - 1, 'clause') === at - 1) at--;
  if (tokens[at]?.text !== 'there' || BE.has(tokens[at + 1]?.text)) return;
  if (before.some((o) => o.clause.includes('other-model'))) c.clause = [...c.clause, 'other-model'];
}

export function referBack(tokens: readonly Token[], own: Claim[], previous: readonly Claim[]) {
  for (const c of own) placeNamedBack(tokens, c, [...previous, ...own.filter((o) => o.id < c.id)]);
  const topic = previous.find((c) => c.subjects.length)?.subjects;
  for (const c of own) growthNamedBack(tokens, c, [...previous, ...own.filter((o) => o.id < c.id)]);
  for (const c of own) {
    if (!VALUES.has(c.relation) || c.objects.length) continue;
    const at = c.relationSpan.first;
    // A pronoun stands for the nearest subject before it: in its own
    // sentence ("Since the gradients … pass through J, they vanish"), or else
    // in the sentence before.
    const nearest = own.filter((o) => o.id < c.id && o.subjects.length).at(-1)?.subjects ?? topic;
    if (nearest && pronounSubject(tokens, at)) join(c, nearest);
    else if (topic && pointsBack(tokens, at)) join(c, topic);
  }
}
