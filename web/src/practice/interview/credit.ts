// Credit for a mistake the learner put right later in the interview. A mistake
// of the main answer counts as corrected when a follow-up that listens for it
// (the bank's `mistakes`) was answered at strong or staff without repeating
// it. The corrected mistake stops capping its dimension: that level comes back
// up one step from the cap, never above the level of the correcting answer
// (the main answer's grade cannot say how high it would have gone uncapped).
import type { GradeResult } from '../scorer/grade';
import type { MistakeId } from '../scorer/mistakes';
import { DIMENSIONS, LEVELS, RUBRIC, type Dimension, type Level } from '../scorer/rubric';
import { questionById } from './bank';
import type { QuestionGrade } from './grade-question';

export interface Correction {
  mistake: MistakeId;
  /** The follow-up whose answer put it right. */
  by: string;
  /** Dimensions whose cap was lifted, with the level they came back to. */
  lifted: { dimension: Dimension; from: Level; to: Level }[];
}

export interface CreditedMain {
  /** The main answer with corrected mistakes no longer capping or listed. */
  main: GradeResult;
  corrections: Correction[];
}

const rank = (level: Level) => LEVELS.indexOf(level);
const minLevel = (a: Level, b: Level) => (rank(a) <= rank(b) ? a : b);

/** The level a mistake that still stands caps `dimension` at. A cap that holds
 *  unless the answer makes another point applied if the graded level sits at
 *  or below it; above it, the answer made that point. */
function standingCap(dimension: Dimension, mistake: MistakeId, graded: Level): Level | undefined {
  const cap = RUBRIC[dimension].caps[mistake];
  if (!cap) return undefined;
  if (typeof cap === 'string') return cap;
  return rank(graded) <= rank(cap.level) ? cap.level : undefined;
}

function correctingAnswer(mistake: MistakeId, followUps: readonly QuestionGrade[]) {
  return followUps.find(
    (grade) =>
      questionById(grade.question)?.mistakes.includes(mistake) &&
      rank(grade.level) >= rank('strong') &&
      !grade.mistakes.includes(mistake),
  );
}

export function creditCorrections(
  main: GradeResult,
  followUps: readonly QuestionGrade[],
): CreditedMain {
  const levels = { ...main.levels };
  const corrections: Correction[] = [];
  for (const mistake of main.mistakes) {
    const by = correctingAnswer(mistake, followUps);
    if (!by) continue;
    const lifted: Correction['lifted'] = [];
    for (const dimension of DIMENSIONS) {
      const cap = RUBRIC[dimension].caps[mistake];
      // Only a dimension this mistake actually held down, and no other
      // uncorrected mistake still caps it.
      if (!cap || levels[dimension] !== cap || cap === 'staff') continue;
      const oneUp = LEVELS[rank(cap) + 1];
      const to = minLevel(oneUp, by.level);
      if (rank(to) <= rank(levels[dimension])) continue;
      lifted.push({ dimension, from: levels[dimension], to });
      levels[dimension] = to;
    }
    corrections.push({ mistake, by: by.question, lifted });
  }
  const corrected = new Set(corrections.map((c) => c.mistake));
  // A mistake still standing keeps its cap over a lifted level.
  for (const mistake of main.mistakes) {
    if (corrected.has(mistake)) continue;
    for (const dimension of DIMENSIONS) {
      const cap = standingCap(dimension, mistake, main.levels[dimension]);
      if (cap) levels[dimension] = minLevel(levels[dimension], cap);
    }
  }
  return {
    main: {
      ...main,
      levels,
      mistakes: main.mistakes.filter((m) => !corrected.has(m)),
      flags: main.flags.filter((f) => !corrected.has(f.id)),
    },
    corrections,
  };
}
