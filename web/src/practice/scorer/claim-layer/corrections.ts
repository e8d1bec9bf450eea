// Three ways people turn a divisor down without a negation on its own claim;
// each denies the divisor left behind, as "that is wrong" would (its claims
// turn negative: no mistake of the speaker's, and they count as "not √d_model"):
// - A correction: a divisor proposed with "should" ("it should be
//   √(d_model/h)") after another was named, in its sentence or the one before.
// - A change, as commits and issues tell it: "from √d_model to √d_head", "it
//   was … and is now …", "replaces √embed_dim with √head_dim", a habit set
//   against what is done ("normally …, but here …"; "…, but usually …"), or
//   a proposal followed by the state it corrects ("Right now it divides by …").
// - A contrast with no verb ("use the head size, not the embedding size"): the
//   claim before it is said again of the divisor turned down, and the
//   contrast's negation trigger (triggers.ts) denies that copy.
import { runStart, type Token } from '../tokens';
import type { Claim } from './claim';
import { BARE_ROOTS, type EntityId, type RelationId } from './lexicon';

/** Entities a scale can be the root of. √d_k, √(d_model/h) and "the key
 *  size of one head" are one divisor, so proposing one does not deny the other. */
const DIVISORS = new Set<EntityId>(['dk', 'sqrtdk', 'per-head', 'one-head', 'dmodel', 'heads']);
const SAME_DIVISOR: EntityId[] = ['sqrtdk', 'per-head', 'one-head'];
const same = (a: EntityId, b: EntityId) =>
  a === b || (SAME_DIVISOR.includes(a) && SAME_DIVISOR.includes(b));

const PROPOSING = new Set(['should', 'ought', 'must']);
const PROPOSALS = [...PROPOSING].map((w) => [w]);
/** Words of an aside a contrast may follow ("(64 in the base model)"). */
const ASIDE_WORDS = 6;
export const BY_RELATIONS = new Set<RelationId>(['divides-by', 'multiplies-by']);
/** Relations that name the divisor itself ("is", "uses", "depends on"),
 *  unlike "grows like d_k". */
const NAMING_DIVISOR = new Set([...BY_RELATIONS, 'equals', 'uses', 'depends-on']);

const SPREADS: EntityId[] = ['variance', 'std'];

/** The divisor a claim names, if it is one a scale can be the root of. A
 *  bare root names what follows it ("dim ** -0.5" is "/ sqrt dim", the root
 *  of the model width, not √d_k). */
const divisorOf = (c: Claim) => {
  const rooted = BARE_ROOTS.has(c.objectWord)
    ? c.objects.find((e) => e !== 'sqrtdk' && DIVISORS.has(e))
    : undefined;
  const divisor = rooted ?? c.object;
  return divisor && DIVISORS.has(divisor) ? divisor : null;
};
const namesDivisor = (c: Claim) => NAMING_DIVISOR.has(c.relation) && divisorOf(c) !== null;
const dividesBy = (c: Claim) => BY_RELATIONS.has(c.relation) && divisorOf(c) !== null;
/** What a proposal corrects: a division, or the scale said to be or to use
 *  a divisor ("the scale uses the model dimension", "in your code the scale
 *  is sqrt(d_model)"); not a spread ("the variance is d_k"). */
const corrected = (c: Claim) =>
  dividesBy(c) ||
  (namesDivisor(c) &&
    c.relation !== 'depends-on' &&
    c.subjects.includes('scaling') &&
    !c.subjects.some((e) => SPREADS.includes(e)));

/** Phrases written as "a b|c": each a list of words. */
const phraseList = (text: string) => text.split('|').map((phrase) => phrase.split(' '));
/** Words that tell the state a change or a proposal leaves behind: "right
 *  now it divides by …", "it was …, and is now …", "we used to …". */
const CURRENT_STATE = phraseList('currently|right now|at the moment|at present');
/** What puts the new divisor in the old one's place: "replace X with Y". */
const PUT_IN = new Set(['with', 'by', 'for']);
/** Verbs of a change told as "changed X to Y" (with no "from"). */
const CHANGED = phraseList('change|changed|changes|switch|switched|update|updated');
const PAST_STATE = phraseList('was|used to|previously|originally');
/** A state said to be left behind, right before its division: "previously
 *  this divided by …", "we used to divide by …" (not a bare "was"). */
const LEFT_BEHIND = phraseList('used to|previously|formerly');
const PAST_REACH = 3;
/** What one would do by habit, set against what is done: "normally you'd
 *  scale by the full width, but here each head uses its own size". */
const USUAL = phraseList('normally|usually|typically|conventionally|you would|one would|naively');
const SET_AGAINST = phraseList('but|instead|whereas');
/** The habit told after the contrast corrects the divisor before it: "you
 *  scale by x ** -0.5, but usually it is (x // heads) ** -0.5", "in your
 *  code …, but the normal implementation …". */
const CONVENTION = [...USUAL, ...phraseList('normal|standard')];
/** Whether the words are said from token i on. */
const saysAt = (tokens: readonly Token[], i: number, words: readonly string[]) =>
  words.every((w, k) => tokens[i + k]?.text === w);
/** Whether any of the phrases is said within tokens[first..last]. */
const hasWords = (tokens: readonly Token[], first: number, last: number, phrases: string[][]) =>
  phrases.some((words) => {
    for (let i = first; i + words.length - 1 <= last; i++)
      if (saysAt(tokens, i, words)) return true;
    return false;
  });

/** Where a "should" proposes a divisor in [from, to], the claim naming it. */
function proposalIn(tokens: readonly Token[], from: number, to: number, claims: Claim[]) {
  for (let modalAt = from; modalAt <= to; modalAt++) {
    if (!PROPOSING.has(tokens[modalAt].text)) continue;
    const proposal = claims.find(
      (c) =>
        c.relationSpan.first > modalAt &&
        namesDivisor(c) &&
        // "their variance should be d_k" is a spread, not a divisor proposed.
        !c.subjects.some((e) => SPREADS.includes(e)),
    );
    if (proposal) return proposal;
  }
  return null;
}

/** Denies the divisor a change leaves behind: the one after "from" and
 *  before "to", a past state set against "now" ("it was 1/√n_embd and is
 *  now 1/√head_size"), the old one a replacement names, and the state a
 *  proposal corrects ("Shouldn't it be …? Right now it divides by …"). */
function applyChanges(
  tokens: readonly Token[],
  [from, to]: [number, number],
  own: Claim[],
  previous: Claim[],
): Claim[] {
  const named = own.filter(namesDivisor);
  // (The clause they share names the new divisor too; the denial is not of it.)
  const deny = (left: Claim, right: Claim) => {
    const put = divisorOf(right)!;
    if (same(divisorOf(left)!, put)) return;
    left.polarity = -1;
    left.clause = left.clause.filter((e) => e !== put);
  };
  for (const [i, left] of named.entries()) {
    const right = named.slice(i + 1).find((c) => c.objectAt > left.objectAt);
    if (!right) continue;
    const said = (phrases: string[][]) => hasWords(tokens, from, left.objectAt, phrases);
    const between = (phrases: string[][]) =>
      hasWords(tokens, left.objectAt + 1, right.objectAt - 1, phrases);
    if (
      ((said([['from']]) || said(CHANGED)) && between([['to']])) ||
      (said(PAST_STATE) && between([['now']])) ||
      (said(USUAL) && between(SET_AGAINST)) ||
      (between(SET_AGAINST) && between(CONVENTION))
    )
      deny(left, right);
  }
  // "Previously this divided by sqrt(d_model) …", "we used to divide by …":
  // a division told as a state left behind is no divisor of the writer's now.
  for (const c of own.filter(dividesBy))
    if (
      hasWords(
        tokens,
        Math.max(from, c.relationSpan.first - PAST_REACH),
        c.relationSpan.first - 1,
        LEFT_BEHIND,
      )
    )
      c.polarity = -1;
  // The claim is split in two: the old divisor denied, the new one kept.
  const kept: Claim[] = [];
  for (const c of own.filter((o) => o.relation === 'replaces')) {
    const by = tokens.findIndex(
      (t, i) => i > c.relationSpan.last && i <= c.last && PUT_IN.has(t.text),
    );
    const old = c.objectAt >= 0 && (by < 0 || c.objectAt < by) ? c.object : c.subject;
    if (by < 0 || !old || !DIVISORS.has(old)) continue;
    const put = c.objects.filter((e) => e !== old);
    kept.push({
      ...c,
      subjects: [],
      subject: null,
      objects: put,
      object: put[0] ?? null,
      clause: put,
      links: [],
    });
    Object.assign(c, { polarity: -1, clause: [old], objects: [old], object: old });
  }
  if (!previous.length) return kept;
  // "I think the scale is wrong. It's set to 1/√d_model, but …": a verdict
  // on the scale that names no divisor judges the one reported next (not
  // one proposed: "The scale is wrong. It should be √head_dim.").
  const verdict = previous.some((c) => c.relation === 'wrong' && c.clause.includes('scaling'));
  if (verdict && !previous.some(namesDivisor)) {
    const state = named[0];
    if (state && !hasWords(tokens, from, state.relationSpan.first, PROPOSALS)) state.polarity = -1;
  }
  // The sentence before (the previous claims' one ends just before this
  // one), found back from here, not by a pass over the answer.
  const last = from - 1;
  const first = runStart(tokens, last, 'sentence');
  const proposed =
    hasWords(tokens, from, to, CURRENT_STATE) && proposalIn(tokens, first, last, previous);
  if (proposed) for (const c of named.filter(dividesBy)) deny(c, proposed);
  // "We used to divide by √hidden_size; now we divide by …".
  const now = named.find((c) => hasWords(tokens, from, c.objectAt, [['now']]));
  if (now && hasWords(tokens, first, last, PAST_STATE))
    for (const c of previous.filter(namesDivisor)) deny(c, now);
  // "In your code: `… / x ** 0.5`. But the normal implementation: `… /
  // (x / heads) ** 0.5`": a sentence that opens on the contrast names the
  // habit that corrects the sentence before.
  const habit = named[0];
  if (
    habit &&
    hasWords(tokens, from, from, SET_AGAINST) &&
    hasWords(tokens, from, habit.objectAt, CONVENTION)
  )
    for (const c of previous.filter(namesDivisor)) deny(c, habit);
  // "Updated the scale to 1/√head_dim; it was 1/√d_model."
  const changedTo = previous.find(namesDivisor);
  if (changedTo && hasWords(tokens, first, last, CHANGED) && hasWords(tokens, from, to, PAST_STATE))
    for (const c of named) deny(c, changedTo);
  return kept;
}

/** Denies the divisors a "should" corrects, in this sentence or the one
 *  before, and those a change leaves behind; returns the claims it split
 *  off (the divisor a replacement puts in), for the caller to add. */
export function applyCorrections(
  tokens: readonly Token[],
  [from, to]: [number, number],
  own: Claim[],
  previous: Claim[],
): Claim[] {
  const kept = applyChanges(tokens, [from, to], own, previous);
  // The modal proposes the first divisor said after it in its sentence
  // ("it should be dot_product * (1.0 / sqrt(d_model / h))").
  for (let at = from; at <= to; at++) {
    const proposed = proposalIn(tokens, at, at, own);
    if (!proposed) continue;
    const before = own.filter((c) => c.relationSpan.last < at && corrected(c));
    for (const c of before.length ? before : previous.filter(corrected))
      if (!same(divisorOf(c)!, divisorOf(proposed)!)) c.polarity = -1;
  }
  return kept;
}

/** Words that open a contrast turning a divisor down: at the start of the
 *  clause after the claim, or (the two-word ones) anywhere after its object. */
export const CONTRASTS = phraseList('not|but not|and not|rather than|instead of');
/** Words a contrast may repeat before its entity ("not by …", "not of …",
 *  "not on …"). */
const REPEATED = new Set(['by', 'of', 'on', 'with', 'the', 'a', 'to', 'full', 'whole', 'total']);

/** The divisor a verbless contrast after the claim turns down ("…, not the
 *  embedding size", "… head_dim rather than the hidden size"), if any. */
export function contrastedDivisor(
  tokens: readonly Token[],
  claim: Claim,
  entities: readonly { id: EntityId; first: number; last: number }[],
  relationsAt: readonly number[],
): { id: EntityId; first: number; last: number } | null {
  const own = divisorOf(claim);
  if (!own || !NAMING_DIVISOR.has(claim.relation)) return null;
  // From the end of its object on, in its clause or at the start of the next.
  const head = entities.find((e) => e.first === claim.objectAt);
  const from = Math.max(head?.last ?? 0, claim.relationSpan.last) + 1;
  let clause = tokens[from - 1].clause;
  let asides = 0;
  for (let i = from; i < tokens.length && tokens[i].sentence === claim.sentence; i++) {
    const opensClause = tokens[i].clause !== tokens[i - 1].clause;
    if (relationsAt.includes(i)) return null;
    if (opensClause && tokens[i - 1].clause !== clause) {
      // Over one short aside with nothing related in it: "the size of one
      // head's keys (64 in the base model), not the model dimension".
      const aside = tokens.filter((t) => t.clause === tokens[i - 1].clause).length;
      if (asides > 0 || aside > ASIDE_WORDS) return null;
      [asides, clause] = [1, tokens[i - 1].clause];
    }
    const opener = CONTRASTS.find(
      (words) => (opensClause || words.length > 1) && saysAt(tokens, i, words),
    );
    if (!opener) continue;
    let at = i + opener.length;
    while (at < tokens.length && REPEATED.has(tokens[at].text)) at++;
    const entity = entities.find((e) => e.first === at);
    if (relationsAt.some((r) => r > i && r <= at)) return null;
    return entity && DIVISORS.has(entity.id) && !same(own, entity.id) ? entity : null;
  }
  return null;
}
