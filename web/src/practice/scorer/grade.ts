// The deterministic rubric scorer: answer text in, per-dimension level with
// the learner's own phrases as evidence, what is missing for the next level,
// and the common mistakes with corrections. Pure: no DOM, no randomness.
import { causalOrder } from './causal-order';
import { CONCEPTS } from './concepts';
import {
  isCorrected,
  isDeniedWithin,
  isHypothetical,
  isNegated,
  isSelfRepaired,
  sentenceMentions,
} from './context';
import { isNotTheDivisor } from './divisor-arithmetic';
import { MISTAKES, type MistakeId } from './mistakes';
import { normaliseAnswer } from './normalise';
import { compilePattern, findMatches, tokenMatchesAny, type Match } from './pattern';
import {
  DIMENSIONS,
  LEVELS,
  RUBRIC,
  requirementMet,
  requirementSignals,
  type Dimension,
  type Level,
} from './rubric';
import {
  isAttributed,
  isJudgedByConsequence,
  isRetractedNext,
  tellsOverShrinking,
} from './rejection';
import type { Signal } from './signal';
import { tokenise, type Token } from './tokens';

export interface MistakeFlag {
  id: MistakeId;
  phrase: string;
  correction: string;
  link: string;
}

export interface GradeResult {
  levels: Record<Dimension, Level>;
  mistakes: MistakeId[];
  /** Per dimension, the learner's phrases that earned the level. */
  evidence: Record<Dimension, string[]>;
  /** Per dimension, what the next level needs (null at staff). */
  missing: Record<Dimension, string | null>;
  flags: MistakeFlag[];
}

/** Longest answer the scorer accepts, in characters (about 3,000 words). */
export const MAX_ANSWER_CHARS = 20_000;

const MIN_WORDS_FOR_CHAIN = 12;
const FILLERS =
  /\b(?:um+|uh+|erm|basically|you know|kind of|sort of|i guess|i mean)\b|(?:^|,)\s*like\s*,/g;
const COMPILED = CONCEPTS.map((c) => ({ ...c, compiled: c.patterns.map(compilePattern) }));
const COMPILED_MISTAKES = MISTAKES.map((m) => ({ ...m, compiled: m.patterns.map(compilePattern) }));

function allMatches(patterns: ReturnType<typeof compilePattern>[], tokens: Token[]): Match[] {
  return patterns.flatMap((p) => findMatches(p, tokens)).sort((a, b) => a.first - b.first);
}

/** The matched words plus up to 3 neighbours in the same clause, so a quoted
 *  phrase reads as a phrase ("the softmax saturates"), not a lone keyword. */
function spanOf(tokens: Token[], match: Match): [number, number] {
  let first = match.first;
  let last = match.last;
  const clauseOf = (i: number) => tokens[i].clause;
  while (first > 0 && match.first - first < 3 && clauseOf(first - 1) === clauseOf(match.first))
    first--;
  while (
    last < tokens.length - 1 &&
    last - match.last < 3 &&
    clauseOf(last + 1) === clauseOf(match.last)
  )
    last++;
  return [tokens[first].start, tokens[last].end];
}

function toSignal(tokens: Token[], matches: Match[]): Signal | null {
  if (matches.length === 0) return null;
  return {
    first: matches[0].first,
    last: Math.max(...matches.map((m) => m.last)),
    spans: matches.map((m) => spanOf(tokens, m)),
    starts: matches.map((m) => m.first),
  };
}

function vetoed(tokens: Token[], match: Match, veto: readonly string[] | undefined): boolean {
  if (!veto) return false;
  const probes = veto.map(compilePattern);
  for (
    let i = Math.max(0, match.first - 3);
    i <= Math.min(tokens.length - 1, match.last + 3);
    i++
  ) {
    if (tokens[i].sentence !== tokens[match.first].sentence) continue;
    if (probes.some((p) => findMatches(p, [tokens[i]]).length > 0)) return true;
  }
  return false;
}

/** Extends a span to whole words of the original text and trims it. */
function quote(answer: string, [start, end]: [number, number]): string {
  let s = start;
  let e = end;
  while (s > 0 && /[\p{L}\p{N}_]/u.test(answer[s - 1])) s--;
  while (e < answer.length && /[\p{L}\p{N}_]/u.test(answer[e])) e++;
  return answer.slice(s, e).trim();
}

/** The match is an adjective on the next word ("unit-variance vectors"). */
function modifiesNext(tokens: Token[], match: Match, nouns: readonly string[] | undefined) {
  const next = tokens[match.last + 1];
  if (!nouns || !next || next.sentence !== tokens[match.last].sentence) return false;
  return tokenMatchesAny(nouns, next);
}

function detectConcepts(tokens: Token[]): Map<string, Signal> {
  const signals = new Map<string, Signal>();
  for (const concept of COMPILED) {
    const matches = allMatches(concept.compiled, tokens).filter(
      (m) =>
        !vetoed(tokens, m, concept.veto) &&
        !modifiesNext(tokens, m, concept.notBefore) &&
        !(concept.deniable && isDeniedWithin(tokens, m)),
    );
    const signal = toSignal(tokens, matches);
    if (signal) signals.set(concept.id, signal);
  }
  return signals;
}

type MistakeRuleCompiled = (typeof COMPILED_MISTAKES)[number];

/** The phrase mentions the mistake without making it. */
function isExcused(tokens: Token[], match: Match, rule: MistakeRuleCompiled): boolean {
  return (
    isNegated(tokens, match) ||
    isCorrected(tokens, match) ||
    isSelfRepaired(tokens, match) ||
    isRetractedNext(tokens, match) ||
    isAttributed(tokens, match) ||
    (rule.hypotheticalIsFine && isHypothetical(tokens, match)) ||
    (!!rule.divisor && isJudgedByConsequence(tokens, match)) ||
    (!!rule.arithmeticIsFine && isNotTheDivisor(tokens, match)) ||
    (rule.excusedBy !== undefined && sentenceMentions(tokens, match, rule.excusedBy))
  );
}

function detectMistakes(tokens: Token[], signals: Map<string, Signal>) {
  const made: { rule: MistakeRuleCompiled; match: Match }[] = [];
  const excused = new Map<MistakeId, Match[]>();
  for (const rule of COMPILED_MISTAKES) {
    if (rule.onlyWithoutConcept && signals.has(rule.onlyWithoutConcept)) continue;
    let asserted: Match | null = null;
    for (const match of allMatches(rule.compiled, tokens)) {
      if (!isExcused(tokens, match, rule)) asserted ??= match;
      else excused.set(rule.id, [...(excused.get(rule.id) ?? []), match]);
    }
    if (asserted) made.push({ rule, match: asserted });
  }
  return { made, excused };
}

/** A d_k divisor brought up and set aside, with what it would do told in its
 *  sentence or the next ("my first instinct was to divide by d_k. But that's
 *  wrong: ... the softmax close to uniform"), weighs the d_k alternative. */
function weighsDkAlternative(tokens: Token[], rejected: Match[]): Signal | null {
  const told = rejected.filter((m) => {
    // Var(s)/d_k in a derivation sets no alternative aside.
    if (isNotTheDivisor(tokens, m)) return false;
    const sentence = tokens[m.first].sentence;
    return tellsOverShrinking(tokens, sentence) || tellsOverShrinking(tokens, sentence + 1);
  });
  return toSignal(tokens, told);
}

function countFillers(normalised: string): number {
  return normalised.match(FILLERS)?.length ?? 0;
}

/** Signals about the shape of the answer, for the communication dimension. */
function deriveStructure(tokens: Token[], signals: Map<string, Signal>, normalised: string) {
  const derived = new Map<string, Signal>();
  const chain = causalOrder(tokens, signals);
  if (chain) derived.set('causal-order', chain);
  const words = tokens.filter((t) => Number.isNaN(t.value)).length;
  const fillers = countFillers(normalised);
  // A chain of reasons needs sentences: a bare list of keywords is not communication.
  if (words >= MIN_WORDS_FOR_CHAIN) derived.set('enough-words', { first: 0, last: 0, spans: [] });
  if (!(fillers >= 4 && fillers * 100 >= 3 * Math.max(1, words))) {
    derived.set('not-rambling', { first: 0, last: 0, spans: [] });
  }
  const effects = [
    signals.get('softmax-saturates'),
    signals.get('vanishing-gradients'),
    signals.get('jacobian-vanishes'),
  ].filter((s): s is Signal => !!s);
  const lastEffect = Math.max(-1, ...effects.map((s) => s.last));
  const concrete = tokens.findIndex(
    (t, i) => i < lastEffect && (t.value >= 3 || (t.value > 0 && t.value < 1 && t.value !== 0.5)),
  );
  if (concrete >= 0) {
    const effect = effects.find((s) => s.last > concrete) ?? effects[0];
    derived.set('number-then-consequence', {
      first: concrete,
      last: effect.last,
      spans: [
        spanOf(tokens, { first: concrete, last: concrete, tokens: [concrete] }),
        effect.spans[effect.spans.length - 1],
      ],
    });
  }
  return derived;
}

function capLevel(level: Level, cap: Level | undefined): Level {
  if (!cap) return level;
  return LEVELS.indexOf(cap) < LEVELS.indexOf(level) ? cap : level;
}

export function gradeAnswer(answer: string): GradeResult {
  const text = answer.slice(0, MAX_ANSWER_CHARS);
  const mapped = normaliseAnswer(text);
  const tokens = tokenise(mapped);
  const signals = detectConcepts(tokens);
  const { made, excused } = detectMistakes(tokens, signals);
  const corrected = excused.get('exploding-gradients') ?? [];
  if (corrected.length > 0 && !made.some((m) => m.rule.id === 'exploding-gradients')) {
    signals.set('corrects-exploding', toSignal(tokens, corrected) as Signal);
  }
  const weighed = weighsDkAlternative(tokens, excused.get('divide-by-dk') ?? []);
  if (weighed && !signals.has('dk-flattens')) signals.set('dk-flattens', weighed);
  for (const [id, signal] of deriveStructure(tokens, signals, mapped.text)) signals.set(id, signal);

  const present = new Set(signals.keys());
  const mistakeIds = made.map((m) => m.rule.id);
  const levels = {} as Record<Dimension, Level>;
  const evidence = {} as Record<Dimension, string[]>;
  const missing = {} as Record<Dimension, string | null>;
  for (const dim of DIMENSIONS) {
    const rule = RUBRIC[dim];
    let level: Level = 'weak';
    if (requirementMet(rule.strong, present)) {
      level = requirementMet(rule.staff, present) ? 'staff' : 'strong';
    }
    for (const id of mistakeIds) level = capLevel(level, rule.caps[id]);
    levels[dim] = level;
    const earned =
      level === 'weak' ? [] : level === 'strong' ? [rule.strong] : [rule.strong, rule.staff];
    const phrases = earned
      .flatMap(requirementSignals)
      .flatMap((id) => signals.get(id)?.spans ?? [])
      .map((span) => quote(text, span))
      .filter((p) => p.length > 0);
    // Drop a phrase that is part of a longer quoted phrase.
    evidence[dim] = [...new Set(phrases)].filter(
      (p) => !phrases.some((q) => q !== p && q.includes(p)),
    );
    missing[dim] =
      level === 'weak' ? rule.strong.missing : level === 'strong' ? rule.staff.missing : null;
    if (level !== 'staff' && LEVELS.indexOf(level) < 2 && mistakeIds.some((id) => rule.caps[id])) {
      const capping = mistakeIds.find((id) => rule.caps[id]);
      missing[dim] = `Fix the mistake first (${capping}). ${missing[dim] ?? ''}`.trim();
    }
  }
  const flags = made.map(({ rule, match }) => ({
    id: rule.id,
    phrase: quote(text, spanOf(tokens, match)),
    correction: rule.correction,
    link: rule.link,
  }));
  return { levels, mistakes: mistakeIds, evidence, missing, flags };
}
