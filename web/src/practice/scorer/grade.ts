// The deterministic rubric scorer for the main question: answer text in, per-
// dimension level with the learner's own clauses as evidence, what is missing
// for the next level, and the mistakes asserted, with corrections. Pure: no
// DOM, no randomness. The answer is lexed (detect.ts `analyse`), read into
// claims (claim-layer/extract.ts) and graded on the rubric's claim ids
// (claim-layer/grade-claims.ts); this file is the public entry point.
import type { MistakeId } from './mistakes';
import type { Dimension, Level } from './rubric';

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

export { MAX_ANSWER_CHARS } from './answer-limit';

/** The rubric result of an answer to the main question. */
export { gradeAnswerByClaims as gradeAnswer } from './claim-layer/grade-claims';
