// Concept and mistake detection: which ideas an answer states (concepts.ts)
// and which wrong ideas it asserts rather than mentions (mistakes.ts,
// context.ts, rejection.ts). Shared by the rubric scorer and the follow-up
// grader, which adds its own concepts and mistakes.
import { markQuotedLines } from './block-quote';
import { markHandedBack } from './handed-back';
import type { Concept } from './concepts';
import {
  isCorrected,
  isDeniedWithin,
  isHypothetical,
  isNegated,
  isNegatedPurpose,
  isSelfRepaired,
  sentenceMentions,
} from './context';
import { isNotTheDivisor } from './divisor-arithmetic';
import type { MistakeId, MistakeRule } from './mistakes';
import { normaliseAnswer } from './normalise';
import {
  compilePattern,
  findMatches,
  findMatchesAtEveryStart,
  tokenMatchesAny,
  type Match,
  type Pattern,
} from './pattern';
import {
  isAttributed,
  isJudgedByConsequence,
  isRetractedNext,
  tellsOverShrinking,
} from './rejection';
import { toSignal } from './quote';
import type { Signal } from './signal';
import { saysNothing, statesClaim } from './claims';
import { tokenise, type Token } from './tokens';

export interface CompiledConcept extends Concept {
  compiled: Pattern[];
  vetoes: Pattern[];
}
export interface CompiledMistake extends MistakeRule {
  compiled: Pattern[];
  vetoes: Pattern[];
}

export function compileConcepts(concepts: readonly Concept[]): CompiledConcept[] {
  return concepts.map((c) => ({
    ...c,
    compiled: c.patterns.map(compilePattern),
    vetoes: (c.veto ?? []).map(compilePattern),
  }));
}

export function compileMistakes(rules: readonly MistakeRule[]): CompiledMistake[] {
  return rules.map((m) => ({
    ...m,
    compiled: m.patterns.map(compilePattern),
    vetoes: (m.notWhen ?? []).map(compilePattern),
  }));
}

export function allMatches(patterns: Pattern[], tokens: Token[]): Match[] {
  return patterns.flatMap((p) => findMatches(p, tokens)).sort((a, b) => a.first - b.first);
}

/** A veto word within 3 words of the match, in its clause, and not beyond a
 *  "then" (an arrow): "iid N(0,1) entries -> back to ~1" is two steps, and so
 *  is "unit-variance components, and dividing by √d_k normalises it to 1". */
function vetoed(tokens: Token[], match: Match, probes: Pattern[]): boolean {
  if (probes.length === 0) return false;
  const sameStep = (i: number) => {
    const [from, to] = i < match.first ? [i, match.first] : [match.last, i];
    for (let k = from; k <= to; k++) if (tokens[k].text === 'then') return false;
    return tokens[i].clause === tokens[i < match.first ? match.first : match.last].clause;
  };
  for (
    let i = Math.max(0, match.first - 3);
    i <= Math.min(tokens.length - 1, match.last + 3);
    i++
  ) {
    if (!sameStep(i)) continue;
    if (probes.some((p) => findMatches(p, [tokens[i]]).length > 0)) return true;
  }
  return false;
}

/** One of `words` between the first and last word of the match: "the softmax
 *  saturates because large d_k blows up the variance" gives the growth as
 *  the cause, whatever verb links the two. */
function linkedBy(tokens: Token[], match: Match, words: readonly string[] | undefined) {
  if (!words) return false;
  for (let i = match.first + 1; i < match.last; i++)
    if (tokenMatchesAny(words, tokens[i]) && !notCausal(tokens, i)) return true;
  return false;
}

/** "shows up as", "such as", "as big as": an "as" that compares or names;
 *  "keep growing" (not "keep them from growing"): a keep that prevents nothing. */
const AS_NOT_CAUSAL = new Set(['up', 'such', 'same', 'as', 'just', 'well', 'so', 'big', 'large']);
function notCausal(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (t.text === 'as') return AS_NOT_CAUSAL.has(tokens[i - 1]?.text ?? '');
  if (t.text.startsWith('keep'))
    return !tokens.slice(i + 1, i + 5).some((n) => n.text === 'from' && n.sentence === t.sentence);
  return false;
}

/** The match is an adjective on the next word ("unit-variance vectors"). */
function modifiesNext(tokens: Token[], match: Match, nouns: readonly string[] | undefined) {
  const next = tokens[match.last + 1];
  if (!nouns || !next || next.sentence !== tokens[match.last].sentence) return false;
  return tokenMatchesAny(nouns, next);
}

/** A matched word comes right after one of `words` ("zero-gradient"). */
function followsVeto(tokens: Token[], match: Match, words: readonly string[] | undefined) {
  if (!words) return false;
  return match.tokens.some((i) => i > 0 && tokenMatchesAny(words, tokens[i - 1]));
}

export function detectConcepts(
  tokens: Token[],
  concepts: CompiledConcept[],
  signals = new Map<string, Signal>(),
): Map<string, Signal> {
  for (const concept of concepts) {
    const matches = allMatches(concept.compiled, tokens).filter(
      (m) =>
        (concept.named ? !saysNothing(tokens, m) : statesClaim(tokens, m)) &&
        !vetoed(tokens, m, concept.vetoes) &&
        !modifiesNext(tokens, m, concept.notBefore) &&
        !(concept.deniable && isDeniedWithin(tokens, m)),
    );
    const signal = toSignal(tokens, matches);
    if (signal) signals.set(concept.id, signal);
  }
  return signals;
}

/** The phrase mentions the mistake without making it. */
function isExcused(tokens: Token[], match: Match, rule: CompiledMistake): boolean {
  return (
    tokens[match.first].quoted ||
    (!rule.stepsReadTheirNegation &&
      isNegated(tokens, match) &&
      !(rule.purposeAsserts && isNegatedPurpose(tokens, match))) ||
    isCorrected(tokens, match) ||
    isSelfRepaired(tokens, match) ||
    isRetractedNext(tokens, match) ||
    isAttributed(tokens, match) ||
    // "Dividing by d_k? The variance would fall to 1/d_k ...": a question
    // answered by what the divisor would do raises the idea, it does not
    // assert it ("maybe by the square root of d_model?" is still an answer).
    (!!rule.divisor &&
      tokens[match.first].asked &&
      tellsOverShrinking(tokens, tokens[match.first].sentence + 1)) ||
    (rule.hypotheticalIsFine && isHypothetical(tokens, match)) ||
    (!!rule.divisor && isJudgedByConsequence(tokens, match)) ||
    (!!rule.arithmeticIsFine && isNotTheDivisor(tokens, match)) ||
    (rule.excusedBy !== undefined && sentenceMentions(tokens, match, rule.excusedBy))
  );
}

/** The claim holds under an assumption the answer states, and neither its
 *  sentence nor the next carries it beyond that (MistakeRule.assumedBy). */
function isAssumed(
  tokens: Token[],
  match: Match,
  rule: CompiledMistake,
  signals: Map<string, Signal>,
): boolean {
  if (!rule.assumedBy || !signals.has(rule.assumedBy.concept)) return false;
  const sentence = tokens[match.first].sentence;
  return !tokens.some(
    (t) =>
      (t.sentence === sentence || t.sentence === sentence + 1) &&
      tokenMatchesAny(rule.assumedBy!.unlessSaid, t),
  );
}

/** Where a rule may match: its finder's matches, or its patterns' (at every
 *  start for a rule that rejects matches afterwards, see notBetween). */
function candidateMatches(
  rule: CompiledMistake,
  tokens: Token[],
  signals: Map<string, Signal>,
): Match[] {
  if (rule.find) return rule.find(tokens, signals);
  if (!rule.notBetween) return allMatches(rule.compiled, tokens);
  return rule.compiled
    .flatMap((p) => findMatchesAtEveryStart(p, tokens))
    .sort((a, b) => a.first - b.first);
}

export interface MadeMistake {
  rule: CompiledMistake;
  match: Match;
}

export function detectMistakes(
  tokens: Token[],
  signals: Map<string, Signal>,
  rules: CompiledMistake[],
): { made: MadeMistake[]; excused: Map<MistakeId, Match[]> } {
  const made: MadeMistake[] = [];
  const excused = new Map<MistakeId, Match[]>();
  for (const rule of rules) {
    if (rule.onlyWithoutConcept && signals.has(rule.onlyWithoutConcept)) continue;
    if (made.some((m) => m.rule.id === rule.id)) continue;
    let asserted: Match | null = null;
    for (const match of candidateMatches(rule, tokens, signals)) {
      if (vetoed(tokens, match, rule.vetoes) || followsVeto(tokens, match, rule.notAfter)) continue;
      if (modifiesNext(tokens, match, rule.notBefore)) continue;
      if (linkedBy(tokens, match, rule.notBetween)) continue;
      if (!isExcused(tokens, match, rule) && !isAssumed(tokens, match, rule, signals))
        asserted ??= match;
      else excused.set(rule.id, [...(excused.get(rule.id) ?? []), match]);
    }
    if (asserted) made.push({ rule, match: asserted });
  }
  return { made, excused };
}

/** A d_k divisor brought up and set aside, with what it would do told in its
 *  sentence or the next ("my first instinct was to divide by d_k. But that's
 *  wrong: ... the softmax close to uniform"), weighs the d_k alternative. */
export function weighsDkAlternative(tokens: Token[], rejected: Match[]): Signal | null {
  const told = rejected.filter((m) => {
    // Var(s)/d_k in a derivation sets no alternative aside.
    if (isNotTheDivisor(tokens, m)) return false;
    const sentence = tokens[m.first].sentence;
    return tellsOverShrinking(tokens, sentence) || tellsOverShrinking(tokens, sentence + 1);
  });
  return toSignal(tokens, told);
}

export interface Analysis {
  text: string;
  normalised: string;
  tokens: Token[];
}

export function analyse(answer: string, maxChars: number): Analysis {
  const text = answer.slice(0, maxChars);
  const mapped = normaliseAnswer(text);
  const tokens = tokenise(mapped);
  markQuotedLines(text, tokens);
  markHandedBack(tokens);
  return { text, normalised: mapped.text, tokens };
}
