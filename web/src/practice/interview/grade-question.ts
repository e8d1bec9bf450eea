// Grades a free-text answer to one question of the bank: which key points it
// makes (quoting the learner), its level, and the mistakes it asserts. The
// key points are recognised by the rubric scorer's concepts and by patterns
// of their own (scorer/question-points.ts), under the same claim, negation
// and quoting rules. The main question also returns its five-dimension
// rubric result (`rubric`).
import {
  analyse,
  compileConcepts,
  compileMistakes,
  detectConcepts,
  detectMistakes,
  type CompiledConcept,
} from '../scorer/detect';
import {
  gradeAnswer,
  MAX_ANSWER_CHARS,
  rubricSignals,
  toFlags,
  type GradeResult,
  type MistakeFlag,
} from '../scorer/grade';
import { FOLLOWUP_MISTAKES, type MistakeId } from '../scorer/mistakes';
import { QUESTION_POINTS } from '../scorer/question-points';
import { compilePattern, findMatches, type Pattern } from '../scorer/pattern';
import { quote, quoteSpans, toSignal } from '../scorer/quote';
import type { Level } from '../scorer/rubric';
import type { Signal } from '../scorer/signal';
import type { Token } from '../scorer/tokens';
import { QUESTIONS, questionById, type Question } from './bank';

export interface PointResult {
  id: string;
  covered: boolean;
  /** The learner's own words that make the point ('' when not covered). */
  evidence: string;
}

export interface QuestionGrade {
  question: string;
  level: Level;
  points: PointResult[];
  mistakes: MistakeId[];
  /** The learner's phrases that earned the level. */
  evidence: string[];
  /** What the next level needs (null at staff). */
  missing: string | null;
  /** Each asserted mistake with its quoted phrase, correction and page link. */
  flags: MistakeFlag[];
  /** Only for the main question: the full five-dimension result. */
  rubric?: GradeResult;
}

export class UnknownQuestionError extends Error {
  constructor(id: string) {
    super(`unknown question id "${id}" (see --list)`);
  }
}

/** Mistakes listened for on every question: a claim told backwards, and a
 *  wrong idea of what the scaling is for ("it just makes the numbers
 *  smaller", "it stops exploding gradients"), wherever it is said. */
const CLAIM_MISTAKES: readonly MistakeId[] = [
  'reversed-causation',
  'inverted-fix',
  'just-smaller',
  'exploding-gradients',
];
const FOLLOWUP_RULES = compileMistakes(FOLLOWUP_MISTAKES);

/** Each question's own point patterns, compiled once. */
const OWN_POINTS = new Map<string, CompiledConcept[]>(
  QUESTIONS.map((q) => [
    q.id,
    compileConcepts(
      q.keyPoints
        .filter((p) => QUESTION_POINTS[q.id]?.[p.id]?.patterns)
        .map((p) => {
          const { patterns, named, veto } = QUESTION_POINTS[q.id][p.id];
          return { id: p.id, idea: p.text, patterns: patterns!, named, veto };
        }),
    ),
  ]),
);

/** Each question's verdict patterns per point (question-points.ts). */
const VERDICTS = new Map<string, [string, Pattern[]][]>(
  QUESTIONS.map((q) => [
    q.id,
    q.keyPoints.flatMap((p): [string, Pattern[]][] => {
      const verdicts = QUESTION_POINTS[q.id]?.[p.id]?.verdicts;
      return verdicts ? [[p.id, verdicts.map(compilePattern)]] : [];
    }),
  ]),
);
/** Words in an opening verdict: "Much less.", "Not really, no." */
const VERDICT_WORDS = 4;

/** Points made by a bare verdict opening the answer ("Hardly."). */
function verdictSignals(question: Question, tokens: Token[], own: Map<string, Signal>) {
  const opening = tokens.filter((t) => t.sentence === 0);
  if (opening.length === 0 || opening.length > VERDICT_WORDS) return;
  for (const [point, patterns] of VERDICTS.get(question.id) ?? []) {
    if (own.has(point)) continue;
    const matches = patterns.flatMap((p) => findMatches(p, opening));
    const signal = toSignal(tokens, matches);
    if (signal) own.set(point, signal);
  }
}

function pointSignal(
  question: Question,
  point: string,
  rubric: Map<string, Signal>,
  own: Map<string, Signal>,
): Signal | undefined {
  const concepts = QUESTION_POINTS[question.id]?.[point]?.concepts ?? [];
  const found = [...concepts.map((id) => rubric.get(id)), own.get(point)].filter(
    (s): s is Signal => !!s && s.spans.length > 0,
  );
  return found.sort((a, b) => a.first - b.first)[0];
}

function missingFor(question: Question, needed: string[], covered: Set<string>): string | null {
  const gaps = question.keyPoints.filter((p) => needed.includes(p.id) && !covered.has(p.id));
  return gaps.length ? gaps.map((p) => p.text).join(' ') : null;
}

/** Grades an answer to one question of the bank. */
export function gradeQuestion(id: string, answer: string): QuestionGrade {
  const question = questionById(id);
  if (!question) throw new UnknownQuestionError(id);
  const { text, tokens, normalised } = analyse(answer, MAX_ANSWER_CHARS);
  const found = rubricSignals(text, tokens, normalised);
  const own = detectConcepts(tokens, OWN_POINTS.get(question.id) ?? []);
  verdictSignals(question, tokens, own);
  const listened = (m: MistakeId) => question.mistakes.includes(m) || CLAIM_MISTAKES.includes(m);
  const followupRules = FOLLOWUP_RULES.filter((r) => listened(r.id));
  const made = [...found.made, ...detectMistakes(tokens, found.signals, followupRules).made].filter(
    (m) => listened(m.rule.id),
  );

  const spans: [number, number][] = [];
  const points = question.keyPoints.map((p) => {
    const signal = pointSignal(question, p.id, found.signals, own);
    if (signal) spans.push(signal.spans[0]);
    return { id: p.id, covered: !!signal, evidence: signal ? quote(text, signal.spans[0]) : '' };
  });
  const covered = new Set(points.filter((p) => p.covered).map((p) => p.id));
  const has = (ids: string[]) => ids.every((p) => covered.has(p));
  let level: Level = has(question.strong) ? (has(question.staff) ? 'staff' : 'strong') : 'weak';
  if (made.length > 0) level = 'weak';
  const mistakes = [...new Set(made.map((m) => m.rule.id))];
  let missing =
    level === 'staff'
      ? null
      : missingFor(question, level === 'weak' ? question.strong : question.staff, covered);
  if (mistakes.length > 0)
    missing = `Fix the mistake first (${mistakes.join(', ')}). ${missing ?? ''}`.trim();

  return {
    question: question.id,
    level,
    points,
    mistakes,
    evidence: quoteSpans(text, spans),
    missing,
    flags: toFlags(text, tokens, made),
    ...(question.kind === 'main' ? { rubric: gradeAnswer(answer) } : {}),
  };
}
