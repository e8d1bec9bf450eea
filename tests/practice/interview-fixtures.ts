// Small hand-made grader outputs for the interview tests: a main answer's
// rubric result and follow-up grades, with only what the modules read.
import type { QuestionGrade } from '../../web/src/practice/interview/grade-question';
import { MISTAKES, type MistakeId } from '../../web/src/practice/scorer/mistakes';
import type { GradeResult } from '../../web/src/practice/scorer/grade';
import {
  DIMENSIONS,
  LEVELS,
  RUBRIC,
  type Dimension,
  type Level,
} from '../../web/src/practice/scorer/rubric';

export function levels(
  base: Level,
  overrides: Partial<Record<Dimension, Level>> = {},
): Record<Dimension, Level> {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, overrides[d] ?? base])) as Record<
    Dimension,
    Level
  >;
}

/** A main answer's result; its mistakes cap the levels as the scorer's do. */
export function mainResult(
  uncapped: Record<Dimension, Level>,
  mistakes: MistakeId[] = [],
): GradeResult {
  const lv = { ...uncapped };
  for (const d of DIMENSIONS)
    for (const m of mistakes) {
      const rule = RUBRIC[d].caps[m];
      // Conditional caps (unless) are taken as holding: these fixtures model answers that do.
      const cap = typeof rule === 'object' ? rule.level : rule;
      if (cap && LEVELS.indexOf(cap) < LEVELS.indexOf(lv[d])) lv[d] = cap;
    }
  return {
    levels: lv,
    mistakes,
    evidence: Object.fromEntries(
      DIMENSIONS.map((d) => [d, []]),
    ) as unknown as GradeResult['evidence'],
    missing: Object.fromEntries(
      DIMENSIONS.map((d) => [d, lv[d] === 'staff' ? null : `more ${d}`]),
    ) as GradeResult['missing'],
    flags: mistakes.map((id) => {
      const rule = MISTAKES.find((m) => m.id === id);
      return {
        id,
        phrase: `said ${id}`,
        correction: rule?.correction ?? `fix ${id}`,
        link: rule?.link ?? '#step-fix',
      };
    }),
  };
}

export function followUp(
  question: string,
  level: Level,
  mistakes: MistakeId[] = [],
): QuestionGrade {
  return {
    question,
    level,
    points: [],
    mistakes,
    evidence: [],
    missing: level === 'staff' ? null : `more on ${question}`,
    flags: mistakes.map((id) => ({
      id,
      phrase: `said ${id}`,
      correction: `correct ${id}`,
      link: '#step-saturation',
    })),
  };
}
