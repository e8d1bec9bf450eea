// The deterministic rubric scorer for the main question: answer text in, per-
// dimension level with the learner's own phrases as evidence, what is missing
// for the next level, and the common mistakes with corrections. Pure: no DOM,
// no randomness. Detection lives in detect.ts, quoting in quote.ts, the
// communication heuristics in communication.ts, the claim rules in claims.ts.
import { saysNothing } from './claims';
import { communicationSignals } from './communication';
import { CONCEPTS } from './concepts';
import {
  analyse,
  compileConcepts,
  compileMistakes,
  detectConcepts,
  detectMistakes,
  weighsDkAlternative,
  type MadeMistake,
} from './detect';
import { MISTAKES, type MistakeId } from './mistakes';
import { quote, quoteSpans, spanOf, toSignal } from './quote';
import {
  DIMENSIONS,
  LEVELS,
  RUBRIC,
  requirementMet,
  requirementSignals,
  type Dimension,
  type DimensionRule,
  type Level,
} from './rubric';
import type { Signal } from './signal';
import type { Token } from './tokens';
import { MAX_ANSWER_CHARS } from './answer-limit';

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

export { MAX_ANSWER_CHARS };

const COMPILED = compileConcepts(CONCEPTS);
const COMPILED_MISTAKES = compileMistakes(MISTAKES);

function capLevel(level: Level, cap: Level | undefined): Level {
  if (!cap) return level;
  return LEVELS.indexOf(cap) < LEVELS.indexOf(level) ? cap : level;
}

/** The level a made mistake caps this dimension at, if any. */
function capOf(
  rule: DimensionRule,
  made: MadeMistake,
  tokens: Token[],
  present: ReadonlySet<string>,
): Level | undefined {
  const cap = rule.caps[made.rule.id];
  if (cap === undefined || typeof cap === 'string') return cap;
  if (cap.unless && present.has(cap.unless)) return undefined;
  const said =
    !cap.whenSaid ||
    made.match.tokens.some((i) => cap.whenSaid!.some((w) => tokens[i].text.startsWith(w)));
  return said ? cap.level : undefined;
}

export function toFlags(text: string, tokens: Token[], made: MadeMistake[]): MistakeFlag[] {
  return made.map(({ rule, match }) => ({
    id: rule.id,
    phrase: quote(text, spanOf(tokens, match)),
    correction: rule.correction,
    link: rule.link,
  }));
}

/** Every signal of the main question's rubric found in the answer, and the mistakes it makes. */
export function rubricSignals(text: string, tokens: Token[], normalised: string) {
  const signals = detectConcepts(tokens, COMPILED);
  const found = detectMistakes(tokens, signals, COMPILED_MISTAKES);
  const made = found.made;
  // A mistake set aside in a keyword list or in the page's correction handed
  // back corrects nothing and weighs nothing.
  const own = (id: MistakeId) =>
    (found.excused.get(id) ?? []).filter((m) => !saysNothing(tokens, m));
  const corrected = own('exploding-gradients');
  if (corrected.length > 0 && !made.some((m) => m.rule.id === 'exploding-gradients')) {
    signals.set('corrects-exploding', toSignal(tokens, corrected) as Signal);
  }
  const weighed = weighsDkAlternative(tokens, own('divide-by-dk'));
  if (weighed && !signals.has('dk-flattens')) signals.set('dk-flattens', weighed);
  const headsDivisorAt = made.find((m) => m.rule.id === 'divide-by-sqrt-heads')?.match.first;
  for (const [id, signal] of communicationSignals(tokens, signals, normalised, headsDivisorAt))
    signals.set(id, signal);
  return { signals, made, flags: toFlags(text, tokens, made) };
}

/** The rubric result of an answer to the main question. */
export function gradeAnswer(answer: string): GradeResult {
  const { text, tokens, normalised } = analyse(answer, MAX_ANSWER_CHARS);
  const { signals, made, flags } = rubricSignals(text, tokens, normalised);
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
    } else if (rule.staffImpliesStrong && requirementMet(rule.staff, present)) {
      level = 'strong';
    }
    const caps = made.map((m) => capOf(rule, m, tokens, present));
    for (const cap of caps) level = capLevel(level, cap);
    levels[dim] = level;
    const earned =
      level === 'weak' ? [] : level === 'strong' ? [rule.strong] : [rule.strong, rule.staff];
    evidence[dim] = quoteSpans(
      text,
      earned.flatMap(requirementSignals).flatMap((id) => signals.get(id)?.spans ?? []),
    );
    missing[dim] =
      level === 'weak' ? rule.strong.missing : level === 'strong' ? rule.staff.missing : null;
    const capping = mistakeIds.find((_, k) => caps[k]);
    if (level !== 'staff' && capping) {
      missing[dim] = `Fix the mistake first (${capping}). ${missing[dim] ?? ''}`.trim();
    }
  }
  return { levels, mistakes: mistakeIds, evidence, missing, flags };
}
