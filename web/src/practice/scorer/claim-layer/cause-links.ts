// Cause links: "so", "because", "→" and causal verbs join the claims either
// side of them, so each claim knows what it is said to follow from. A
// backward link ("because") gives its cause after it, a denied one gives none.
import { opensSentence, runStart, type Token } from '../tokens';
import { words } from '../vocabulary';
import type { Claim } from './claim';
import { clauseOf, colonBetween, wordBefore } from './clauses';
import { MAIN_LEXICON, type Lexicon } from './entities';

/** Words that open a clause joined on to the one before. */
const COORDINATED_CLAUSE = new Set(['and', 'but']);

/** Claim b lies in a later clause than a, one joined on by "and" or "but"
 *  with a subject of its own ("…, and the large scores are what …"; not
 *  "…, and that is what …", which points back). */
export function joinedOn(tokens: readonly Token[], a: Claim, b: Claim): boolean {
  const opening = runStart(tokens, b.relationSpan.first, 'clause');
  return (
    clauseOf(tokens, b.relationSpan.first) !== clauseOf(tokens, a.relationSpan.last) &&
    COORDINATED_CLAUSE.has(tokens[opening].text) &&
    !DEMONSTRATIVES.has(tokens[opening + 1]?.text ?? '')
  );
}

/** Links that join two clauses ("so", "→", "because"), not a verb that
 *  causes inside one ("it is not there to make them smaller"). */
const CLAUSE_LINKS = new Set(
  'so|then|hence|therefore|thus|because|since|as a result|which is why|that is why'.split('|'),
);

export const isClauseLink = (tokens: readonly Token[], c: Claim) =>
  isLink(tokens, c) && CLAUSE_LINKS.has(relationWords(tokens, c));

/** The words the relation was said in, as lexed ("which is why"). */
const relationWords = (tokens: readonly Token[], c: Claim) =>
  tokens
    .slice(c.relationSpan.first, c.relationSpan.last + 1)
    .map((t) => t.text)
    .join(' ');

/** A cause link ("so", "because", "→"), not "so" as an intensifier ("so big"). */
export const isLink = (tokens: readonly Token[], c: Claim) =>
  c.relation === 'causes' && !isIntensifier(tokens, c);

/** "so huge", "so big": "so" as an intensifier links nothing. */
function isIntensifier(tokens: readonly Token[], c: Claim): boolean {
  const at = c.relationSpan.first;
  if (tokens[at].text !== 'so' || c.relationSpan.last !== at) return false;
  const before = tokens[at - 1];
  return (
    (before?.sentence === tokens[at].sentence && COPULAS.has(before.text)) ||
    INTENSIFIED.has(tokens[at + 1]?.text ?? '')
  );
}

const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'get', 'gets', 'got', 'not']);

const INTENSIFIED = new Set(words('much many large big huge small far tiny long'));

/** "because", "comes from": the claim after it is the cause of the one before. */
export const isBackward = (tokens: readonly Token[], c: Claim, lexicon = MAIN_LEXICON) =>
  lexicon.backward.has(relationWords(tokens, c));

/** A denied link states no cause: "saturation doesn't make the variance
 *  grow, the growing variance is what causes it"; "it isn't that saturation
 *  makes the scores grow" (a causal verb a trigger negated). */
export const deniedLink = (tokens: readonly Token[], c: Claim) =>
  tokens[c.relationSpan.first - 1]?.text === 'not' || c.polarity === -1;

const DEMONSTRATIVES = new Set(['that', 'this', 'it', 'which']);

/** Words that judge what was just said: "… are a problem because …". */
const JUDGEMENTS = new Set(
  words(
    'problem problems problematic bad matter matters issue issues harmful dangerous',
    'undesirable trouble troublesome hurts concern',
  ),
);

/** Words before a link within which a judgement is what it explains. */
const JUDGED_WITHIN = 3;

/** "A, so B" / "B because A": B follows from A. A sentence that opens with
 *  "so" follows from the sentence before. */
export function linkCauses(
  tokens: readonly Token[],
  own: Claim[],
  previous: Claim[],
  lexicon: Lexicon,
) {
  const links = own.filter((c) => isLink(tokens, c));
  own.forEach((c, k) => {
    if (!links.includes(c) || deniedLink(tokens, c)) return;
    // Only the step just before ("A → B → C" links C to B, and B to A), back
    // over steps with no claim of their own ("→ pushes them apart →") and up
    // to a colon ("… a few tokens: q·k sums d_k terms, so …" follows the sum).
    const before: Claim[] = [];
    for (let j = k - 1; j >= 0; j--) {
      if (
        before.length &&
        (links.includes(own[j]) ||
          colonBetween(tokens, own[j].relationSpan.last, before[0].relationSpan.first) ||
          joinedOn(tokens, own[j], before[0]))
      )
        break;
      if (own[j].relation !== 'causes') before.unshift(own[j]);
    }
    const next = own.findIndex((o, j) => j > k && links.includes(o));
    // (A clause joined on by "and" or "but" is a step of its own: in "A makes
    // B vanish, and C is what makes D", C does not follow from A.)
    const joined = own.findIndex((o, j) => j > k && joinedOn(tokens, c, o));
    const ends = [next, joined].filter((j) => j >= 0);
    const after = own.slice(k + 1, ends.length ? Math.min(...ends) : own.length);
    // "because of that" points forward; a bare "because" points back.
    const backward = isBackward(tokens, c, lexicon);
    // "Large scores are a problem because the softmax saturates": the cause
    // told is of the judgement, what the large scores lead to, not of them.
    if (backward && wordBefore(tokens, c, JUDGED_WITHIN, (t) => JUDGEMENTS.has(t.text))) return;
    // "That is what makes the scores big": a sentence that opens with a
    // demonstrative and names nothing before its forward link follows from
    // the sentence before.
    const pointsBack =
      !backward &&
      DEMONSTRATIVES.has(tokens[runStart(tokens, c.relationSpan.first, 'sentence')].text) &&
      before.every((o) => !o.subjects.length && !o.objects.length);
    // A causal verb with its object is a claim too ("pushing one weight to 1").
    // "Large logits make training slow because the gradients are tiny": a
    // backward link explains the causal verb just before it, not its subject.
    const verb = own[k - 1];
    // A backward link explains the last step of a list before it, not the
    // list: "A, B, and C because D" gives D as C's cause only.
    const lastClause = clauseOf(tokens, before.at(-1)?.relationSpan.first ?? 0);
    const explained = backward
      ? before.filter((o) => clauseOf(tokens, o.relationSpan.first) === lastClause)
      : before;
    const antecedents =
      backward &&
      verb?.relation === 'causes' &&
      verb.objects.length &&
      !isBackward(tokens, verb, lexicon)
        ? [verb]
        : before.length && !pointsBack
          ? explained
          : previous.filter((o) => o.relation !== 'causes' || (pointsBack && o.objects.length));
    // A backward link's cause ends with its clause ("B, because A, and with C
    // …"). A sentence that opens with "because" or "since" gives its own cause
    // first and links nothing to the sentence before: "Because the softmax
    // saturates, the variance grows" runs from the saturation.
    const inClause = (o: Claim) =>
      clauseOf(tokens, o.relationSpan.first) === clauseOf(tokens, c.relationSpan.last);
    const cause = after.filter(inClause);
    const [from, to] = !backward
      ? [antecedents, after]
      : opensSentence(tokens, c.relationSpan.first)
        ? [cause, after.filter((o) => !inClause(o))]
        : [cause, antecedents];
    for (const effect of to) effect.links.push(...from.map((o) => o.id));
  });
}
