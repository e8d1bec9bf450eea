// Grades a free-text answer to one question of the bank: which key points it
// makes (quoting the learner), its level, and the mistakes it asserts. The
// main question keeps the five-dimension rubric (`rubric` below).
import type { GradeResult, MistakeFlag } from '../scorer/grade';
import type { MistakeId } from '../scorer/mistakes';
import type { Level } from '../scorer/rubric';

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

export function gradeQuestion(id: string, answer: string): QuestionGrade {
  void id;
  void answer;
  throw new Error('not implemented');
}
