// Which follow-up the mock interviewer asks next. An interviewer probes what
// the answers so far got wrong first, then the weakest rubric dimension of the
// main answer, and pushes a strong answer towards staff level. Pure and
// deterministic: the same answers always give the same questions.
import type { MistakeId } from '../scorer/mistakes';
import { DIMENSIONS, LEVELS, type Dimension, type Level } from '../scorer/rubric';
import { QUESTIONS } from './bank';
import { probesOf } from './probes';

/** What the planner needs from the main answer (a `GradeResult` fits). */
export interface MainAnswerSignals {
  levels: Record<Dimension, Level>;
  mistakes: readonly MistakeId[];
}

/** A follow-up already answered: which question, and the mistakes it made. */
export interface AnsweredFollowUp {
  question: string;
  mistakes: readonly MistakeId[];
}

export interface InterviewSoFar {
  main: MainAnswerSignals;
  /** Follow-ups answered, in the order they were asked. */
  answered: readonly AnsweredFollowUp[];
  /** Follow-ups the learner skipped: never offered again. */
  skipped: readonly string[];
}

export type FollowUpReason =
  | { kind: 'mistake'; mistake: MistakeId; madeIn: string }
  | { kind: 'weak'; dimension: Dimension }
  | { kind: 'staff-probe' }
  | { kind: 'more' };

export interface FollowUpChoice {
  question: string;
  reason: FollowUpReason;
}

/** The question that checks a mistake. Mistakes not listed here go to the
 *  first bank question that listens for them. */
const MISTAKE_PROBES: Partial<Record<MistakeId, string>> = {
  'exploding-gradients': 'exploding-vs-vanishing',
  'divide-by-dk': 'divide-by-dk-mup',
  'divide-by-sqrt-dmodel': 'multi-head',
  'divide-by-sqrt-heads': 'multi-head',
  'just-smaller': 'what-breaks',
  'variance-exactly-one': 'trained-drift',
  'reversed-causation': 'what-breaks',
  'inverted-fix': 'what-breaks',
};

/** The order in which an interviewer goes after weak dimensions: the mechanism
 *  first, presentation last. */
const DIMENSION_PRIORITY: readonly Dimension[] = [
  'depth',
  'correctness',
  'tradeoffs',
  'followup',
  'communication',
];

/** The probes for an answer with no weak dimension and no mistake. */
const STAFF_PROBES = ['small-dk', 'trained-drift', 'cross-entropy'] as const;
const JACOBIAN_PROBE = 'what-breaks';

/** Questions the interview can ask after the main one, in bank order. */
export const FOLLOW_UP_POOL: readonly string[] = QUESTIONS.filter((q) => q.kind !== 'main').map(
  (q) => q.id,
);

const rank = (level: Level) => LEVELS.indexOf(level);

function probeForMistake(mistake: MistakeId): string | undefined {
  return (
    MISTAKE_PROBES[mistake] ??
    QUESTIONS.find((q) => q.kind !== 'main' && q.mistakes.includes(mistake))?.id
  );
}

/** Every question still open, best first, each with why it is asked. */
export function rankFollowUps(soFar: InterviewSoFar): FollowUpChoice[] {
  const used = new Set([...soFar.answered.map((a) => a.question), ...soFar.skipped]);
  const ranked: FollowUpChoice[] = [];
  const offer = (question: string | undefined, reason: FollowUpReason): boolean => {
    if (!question || used.has(question) || !FOLLOW_UP_POOL.includes(question)) return false;
    used.add(question);
    ranked.push({ question, reason });
    return true;
  };

  // 1. Mistakes, oldest first: the main answer's, then each follow-up's.
  const sources = [
    { madeIn: 'main', mistakes: soFar.main.mistakes },
    ...soFar.answered.map((a) => ({ madeIn: a.question, mistakes: a.mistakes })),
  ];
  for (const { madeIn, mistakes } of sources)
    for (const mistake of mistakes)
      offer(probeForMistake(mistake), { kind: 'mistake', mistake, madeIn });

  // 2. One question per weak dimension of the main answer.
  const levels = soFar.main.levels;
  const weak = DIMENSION_PRIORITY.filter((d) => levels[d] === 'weak');
  for (const dimension of weak)
    probesOf(dimension).some((q) => offer(q, { kind: 'weak', dimension }));

  // 3. A sound answer is pushed towards staff: the Jacobian if it was not named,
  //    then the small-d_k, trained-drift and cross-entropy probes.
  if (weak.length === 0 && soFar.main.mistakes.length === 0) {
    if (rank(levels.depth) < rank('staff')) offer(JACOBIAN_PROBE, { kind: 'staff-probe' });
    for (const q of STAFF_PROBES) offer(q, { kind: 'staff-probe' });
  }

  // 4. What else an interviewer could ask, for "another follow-up": questions
  //    for the dimensions below staff, then the rest of the bank.
  for (const dimension of DIMENSION_PRIORITY)
    if (levels[dimension] !== 'staff')
      for (const q of probesOf(dimension)) offer(q, { kind: 'more' });
  for (const q of FOLLOW_UP_POOL) offer(q, { kind: 'more' });
  return ranked;
}

export function nextFollowUp(soFar: InterviewSoFar): FollowUpChoice | null {
  return rankFollowUps(soFar)[0] ?? null;
}

/** How many follow-ups the interview plans: two after a main answer at staff
 *  on four or more dimensions (little left to probe), otherwise three. The
 *  learner can still ask for more. */
export function plannedFollowUps(main: MainAnswerSignals): 2 | 3 {
  const staff = DIMENSIONS.filter((d) => main.levels[d] === 'staff').length;
  return staff >= 4 && main.mistakes.length === 0 ? 2 : 3;
}
