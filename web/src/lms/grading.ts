// What the LMS is told: lesson status and score from what the learner did,
// for the three kinds of grading a teacher can choose. Pure, so the rules are
// tested without an LMS.
import { DIMENSIONS, LEVELS, type Dimension, type Level } from '../practice/scorer/rubric';

export type Grading = 'quiz' | 'interview' | 'completion';
export type LessonStatus = 'incomplete' | 'passed' | 'failed' | 'completed';

/** A score out of 100 (SCORM 1.2's score.raw with min 0 and max 100). */
export function percent(points: number, max: number): number {
  return max > 0 ? Math.round((100 * points) / max) : 0;
}

/** Rubric levels → points: weak 0, strong 1, staff 2 per dimension. */
export function interviewPoints(levels: Record<Dimension, Level>): { score: number; max: number } {
  const score = DIMENSIONS.reduce((sum, d) => sum + LEVELS.indexOf(levels[d]), 0);
  return { score, max: DIMENSIONS.length * (LEVELS.length - 1) };
}

/** The interview's points as a percentage. */
export function interviewPercent(levels: Record<Dimension, Level>): number {
  const { score, max } = interviewPoints(levels);
  return percent(score, max);
}

/** The mastery score that applies: the LMS's cmi.student_data.mastery_score when it sets one, else the teacher's. */
export function effectiveMastery(fromLms: string | null, teacher: number): number {
  const value = fromLms === null || fromLms.trim() === '' ? NaN : Number(fromLms);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : teacher;
}

/** Status for a graded score (quiz or interview): none yet is incomplete. */
export function gradedStatus(best: number | null, mastery: number): LessonStatus {
  if (best === null) return 'incomplete';
  return best >= mastery ? 'passed' : 'failed';
}

export function completionStatus(
  done: readonly string[],
  required: readonly string[],
): LessonStatus {
  return required.every((part) => done.includes(part)) ? 'completed' : 'incomplete';
}

/** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS. */
export function timespan(seconds: number): string {
  const s = Math.max(0, seconds);
  const hours = Math.min(9999, Math.floor(s / 3600));
  const mins = Math.floor((s % 3600) / 60);
  const secs = (s % 60).toFixed(2).padStart(5, '0');
  return `${String(hours).padStart(4, '0')}:${String(mins).padStart(2, '0')}:${secs}`;
}
