// The end of a mock interview: the five rubric levels updated from every
// answer of the interview (main question, variants and follow-ups), and what
// to study next, each with the page part that shows it live.
import type { GradeResult } from '../scorer/grade';
import { DIMENSIONS, LEVELS, type Dimension, type Level } from '../scorer/rubric';
import { questionById, type PagePart } from './bank';
import type { QuestionGrade } from './grade-question';
import { PROBES } from './probes';

export interface StudyItem {
  /** The question (or rubric dimension) the advice comes from. */
  from: string;
  advice: string;
  part: PagePart;
}

export interface InterviewReport {
  levels: Record<Dimension, Level>;
  /** Why each level moved away from the main answer's level. */
  reasons: Record<Dimension, string[]>;
  studyNext: StudyItem[];
}

const rank = (level: Level) => LEVELS.indexOf(level);
const atLeast = (g: QuestionGrade | undefined, level: Level) => !!g && rank(g.level) >= rank(level);

export function interviewReport(main: GradeResult, answers: QuestionGrade[]): InterviewReport {
  const byId = new Map(answers.map((a) => [a.question, a]));
  const levels = { ...main.levels };
  const reasons = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as string[]])) as Record<
    Dimension,
    string[]
  >;
  const raise = (dim: Dimension, to: Level, why: string) => {
    if (rank(to) <= rank(levels[dim])) return;
    levels[dim] = to;
    reasons[dim].push(why);
  };
  const lower = (dim: Dimension, to: Level, why: string) => {
    if (rank(to) >= rank(levels[dim])) return;
    levels[dim] = to;
    reasons[dim].push(why);
  };
  for (const lift of PROBES) {
    const grade = byId.get(lift.question);
    if (atLeast(grade, lift.needs))
      raise(lift.dimension, lift.to, `${lift.question}: ${grade!.level}`);
  }
  // Follow-up readiness is earned by the probes themselves: staff only when
  // the learner handles both the Jacobian and the small-d_k probe.
  const jacobian = byId.get('exploding-vs-vanishing') ?? byId.get('what-breaks');
  const smallDk = byId.get('small-dk');
  if (atLeast(jacobian, 'staff') && atLeast(smallDk, 'strong'))
    raise('followup', 'staff', 'handled the Jacobian and small-d_k probes');
  else if (atLeast(jacobian, 'strong'))
    raise('followup', 'strong', `${jacobian!.question}: ${jacobian!.level}`);
  else if (levels.followup === 'staff' && (jacobian || smallDk))
    lower('followup', 'strong', 'the Jacobian and small-d_k probes were not both handled');
  // A mistake made anywhere in the interview caps the dimension it belongs to.
  const all = new Set(answers.flatMap((a) => a.mistakes));
  if (all.has('exploding-gradients')) lower('followup', 'weak', 'claimed exploding gradients');
  for (const id of ['divide-by-dk', 'divide-by-sqrt-dmodel', 'divide-by-sqrt-heads'] as const)
    if (all.has(id) && !main.mistakes.includes(id)) lower('correctness', 'weak', `mistake ${id}`);
  if (all.has('reversed-causation') || all.has('inverted-fix'))
    lower('depth', 'weak', 'told the cause and effect the wrong way round');

  const studyNext: StudyItem[] = [];
  for (const grade of answers) {
    const question = questionById(grade.question);
    if (!question || grade.level === 'staff') continue;
    for (const flag of grade.flags)
      studyNext.push({ from: grade.question, advice: flag.correction, part: question.part });
    if (grade.missing)
      studyNext.push({ from: grade.question, advice: grade.missing, part: question.part });
  }
  return { levels, reasons, studyNext };
}
