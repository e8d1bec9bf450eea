// d_k after a division sign or "divide ... by" is not always the divisor the
// learner applies to the scores. A derivation divides a variance by d_k
// (Var(s/√d_k) = Var(s)/d_k = 1, "dividing by √d_k divides their variance by
// d_k") or cancels d_k/d_k. Neither is the divide-by-d_k mistake. (The
// variance an alternative leaves, "Var = 1/d_k", is a verdict on it: see
// rejection.ts.)
import type { Match } from './pattern';
import type { Token } from './tokens';

const VARIANCE = new Set(['variance', 'variances', 'expectation', 'moment']);
/** Words that may stand between a variance and the verb dividing it:
 *  "the variance of the scores is divided by d_k". */
const PASSIVE_GAP = new Set([
  'the',
  'of',
  'their',
  'its',
  'is',
  'are',
  'gets',
  'get',
  'got',
  'be',
  'was',
  'were',
  'then',
  'also',
  'effectively',
  'thus',
  'qk',
  's',
  'dot',
  'product',
  'products',
  'score',
  'scores',
  'logit',
  'logits',
]);

/** Words between a variance and the value it takes ("→" reads "then"). */
const RESULTS = new Set([
  'then',
  '=',
  'approx',
  'becomes',
  'become',
  'drops',
  'falls',
  'goes',
  'shrinks',
  'to',
  'equals',
]);

/** σ² (read "std 2" / "std ^ 2"), σ_s² ("std _s2") and "std squared" are
 *  variances too. */
function isVarianceAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (VARIANCE.has(t.text)) return true;
  if (t.text === 'squared' || /^(?:_\w*)?2$/.test(t.text)) {
    return [tokens[i - 1], tokens[i - 2]].some((p) => p?.text === 'std');
  }
  return false;
}

/** What stands before "/": a variance, d_k itself (d_k/d_k = 1), or a
 *  parenthesised group after Var (Var(s)/d_k; brackets start a clause). */
function slashOfVariance(tokens: Token[], slash: number): boolean {
  const before = slash - 1;
  if (before < 0 || tokens[before].sentence !== tokens[slash].sentence) return false;
  if (tokens[before].text === 'dk' || isVarianceAt(tokens, before)) return true;
  // "scales the variance by 1/d_k" (the 1 of 1/d_k is dropped in normalising)
  if (tokens[before].text === 'by') {
    for (let i = before - 1; i >= Math.max(0, before - 4); i--) {
      if (tokens[i].clause !== tokens[slash].clause) break;
      if (isVarianceAt(tokens, i)) return true;
      if (!PASSIVE_GAP.has(tokens[i].text)) break;
    }
  }
  // "the variance becomes 1/d_k", "Var → 1/d_k": a value the variance takes.
  if (RESULTS.has(tokens[before].text)) {
    for (let i = before - 1; i >= Math.max(0, before - 4); i--) {
      if (tokens[i].clause !== tokens[slash].clause) break;
      if (isVarianceAt(tokens, i)) return true;
      if (!PASSIVE_GAP.has(tokens[i].text) && !RESULTS.has(tokens[i].text)) break;
    }
  }
  if (tokens[before].clause !== tokens[slash].clause) {
    let start = before;
    while (start > 0 && tokens[start - 1].clause === tokens[before].clause) start--;
    return isVarianceAt(tokens, start - 1);
  }
  return false;
}

/** "divides the variance by d_k", "the variance of the scores is divided by d_k". */
function verbOnVariance(tokens: Token[], match: Match): boolean {
  const by = match.tokens.find((i) => tokens[i].text === 'by' || tokens[i].text === 'over');
  if (by !== undefined) {
    for (let i = match.first + 1; i < by; i++) if (isVarianceAt(tokens, i)) return true;
  }
  const clause = tokens[match.first].clause;
  for (let i = match.first - 1; i >= Math.max(0, match.first - 6); i--) {
    if (tokens[i].clause !== clause) return false;
    if (isVarianceAt(tokens, i)) return true;
    if (!PASSIVE_GAP.has(tokens[i].text)) return false;
  }
  return false;
}

/** A simulation prints the scores under each divisor side by side
 *  (`print(s.var(), (s / np.sqrt(d)).var(), (s / d).var())`): a "/ d_k" in the
 *  statement that also divides by the root compares the two, it chooses neither. */
function besideTheRoot(tokens: Token[], slash: number): boolean {
  const sentence = tokens[slash].sentence;
  return tokens.some(
    (t, i) => t.sentence === sentence && t.text === '/' && tokens[i + 1]?.text === 'sqrtdk',
  );
}

/** The matched "÷ d_k" is arithmetic on a variance, not the divisor chosen. */
export function isNotTheDivisor(tokens: Token[], match: Match): boolean {
  if (tokens[match.first].text === '/')
    return slashOfVariance(tokens, match.first) || besideTheRoot(tokens, match.first);
  return verbOnVariance(tokens, match);
}
