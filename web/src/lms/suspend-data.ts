// The learner's progress in SCORM 1.2's cmi.suspend_data, which holds at most
// 4,096 characters: the flashcard schedules, the newest history that fits
// (mock interviews first, then quiz results, then rubric attempts), the part
// the learner was on, and the grade so far. Compact: times as minutes in base
// 36, rubric levels as one digit per dimension, card numbers rounded to four
// significant digits (FSRS schedules in days; that rounding moves a due date
// by minutes at most). What comes back from the LMS is untrusted: it is checked
// by the same rules as an imported progress file (progress/schema.ts).
import { DIMENSIONS, LEVELS, type Level } from '../practice/scorer/rubric';
import {
  checkProgress,
  emptyProgress,
  type InterviewRecord,
  type PracticeProgress,
  type RubricAttempt,
  type StoredCard,
} from '../practice/progress/schema';

export const SUSPEND_DATA_LIMIT = 4096;
const FORMAT = 1;

export interface LearnerState {
  progress: PracticeProgress;
  /** The part (section) the learner was reading. */
  part: string | null;
  /** The best graded score of this attempt, 0 to 100. */
  best: number | null;
  /** Parts worked through (completion grading). */
  done: string[];
}

export function emptyLearnerState(): LearnerState {
  return { progress: emptyProgress(), part: null, best: null, done: [] };
}

const minutes = (iso: string) => Math.round(Date.parse(iso) / 60_000).toString(36);
const fromMinutes = (text: unknown) => new Date(parseInt(String(text), 36) * 60_000).toISOString();
const round = (x: number) => Number(x.toPrecision(4));
const levelsCode = (levels: Record<string, Level>) =>
  DIMENSIONS.map((d) => LEVELS.indexOf(levels[d])).join('');
const levelsOf = (code: unknown) =>
  Object.fromEntries(DIMENSIONS.map((d, i) => [d, LEVELS[Number(String(code)[i])]]));

type Packed = unknown[];

function packCard(c: StoredCard): Packed {
  const row: Packed = [
    minutes(c.due),
    round(c.stability),
    round(c.difficulty),
    c.elapsed_days,
    c.scheduled_days,
    c.learning_steps,
    c.reps,
    c.lapses,
    c.state,
  ];
  if (c.last_review) row.push(minutes(c.last_review));
  return row;
}

function unpackCard(row: Packed): unknown {
  const [due, stability, difficulty, elapsed, scheduled, steps, reps, lapses, state, last] = row;
  return {
    due: fromMinutes(due),
    stability,
    difficulty,
    elapsed_days: elapsed,
    scheduled_days: scheduled,
    learning_steps: steps,
    reps,
    lapses,
    state,
    ...(last === undefined ? {} : { last_review: fromMinutes(last) }),
  };
}

const packAttempt = (a: RubricAttempt): Packed => [minutes(a.at), levelsCode(a.levels), a.mistakes];
const unpackAttempt = ([at, levels, mistakes]: Packed) => ({
  at: fromMinutes(at),
  levels: levelsOf(levels),
  mistakes,
});

function packInterview(r: InterviewRecord): Packed {
  return [
    minutes(r.at),
    levelsCode(r.main),
    r.mainMistakes,
    levelsCode(r.final),
    r.followUps.map((f) => [f.question, LEVELS.indexOf(f.level), f.mistakes, f.seconds ?? -1]),
    r.skipped,
    r.mainSeconds ?? -1,
  ];
}

function unpackInterview(row: Packed): unknown {
  const [at, main, mainMistakes, final, followUps, skipped, mainSeconds] = row;
  return {
    at: fromMinutes(at),
    main: levelsOf(main),
    mainMistakes,
    ...(mainSeconds === -1 ? {} : { mainSeconds }),
    followUps: (followUps as Packed[]).map(([question, level, mistakes, seconds]) => ({
      question,
      level: LEVELS[level as number],
      mistakes,
      ...(seconds === -1 ? {} : { seconds }),
    })),
    skipped,
    final: levelsOf(final),
  };
}

/** The suspend_data text for `state`: always within SUSPEND_DATA_LIMIT. */
export function encodeLearnerState(state: LearnerState, limit = SUSPEND_DATA_LIMIT): string {
  const { progress } = state;
  const doc = {
    v: FORMAT,
    p: state.part,
    b: state.best,
    d: state.done,
    c: Object.fromEntries(Object.entries(progress.cards).map(([id, c]) => [id, packCard(c)])),
    i: [] as Packed[],
    q: [] as Packed[],
    a: [] as Packed[],
  };
  // Newest first within each kind, in order of what a learner misses most.
  const candidates: [Packed[], Packed][] = [
    ...progress.interviews.map((r) => [doc.i, packInterview(r)] as [Packed[], Packed]).reverse(),
    ...progress.quizzes
      .map((q) => [doc.q, [minutes(q.at), q.correct, q.total]] as [Packed[], Packed])
      .reverse(),
    ...progress.attempts.map((a) => [doc.a, packAttempt(a)] as [Packed[], Packed]).reverse(),
  ];
  let length = JSON.stringify(doc).length;
  for (const [list, row] of candidates) {
    const extra = JSON.stringify(row).length + (list.length > 0 ? 1 : 0);
    if (length + extra > limit) break;
    list.unshift(row);
    length += extra;
  }
  // Only a deck far beyond today's would not fit: then the cards due last
  // (the best-known ones) go first.
  const ids = Object.keys(doc.c).sort((x, y) =>
    String(doc.c[x][0]).localeCompare(String(doc.c[y][0])),
  );
  let text = JSON.stringify(doc);
  while (text.length > limit && ids.length > 0) {
    delete doc.c[ids.pop() as string];
    text = JSON.stringify(doc);
  }
  return text;
}

export type DecodeResult = { ok: true; state: LearnerState } | { ok: false; message: string };

/** Reads suspend_data written by encodeLearnerState; "" is a fresh start. */
export function decodeLearnerState(text: string): DecodeResult {
  if (text.trim() === '') return { ok: true, state: emptyLearnerState() };
  try {
    const doc = JSON.parse(text) as Record<string, unknown>;
    if (doc.v !== FORMAT) throw new Error(`unknown format ${String(doc.v)}`);
    const cards = Object.fromEntries(
      Object.entries(doc.c as Record<string, Packed>).map(([id, row]) => [id, unpackCard(row)]),
    );
    const progress = checkProgress({
      cards,
      attempts: (doc.a as Packed[]).map(unpackAttempt),
      quizzes: (doc.q as Packed[]).map(([at, correct, total]) => ({
        at: fromMinutes(at),
        correct,
        total,
      })),
      interviews: (doc.i as Packed[]).map(unpackInterview),
    });
    const part = typeof doc.p === 'string' && /^[a-z]{1,20}$/.test(doc.p) ? doc.p : null;
    const best = typeof doc.b === 'number' && doc.b >= 0 && doc.b <= 100 ? doc.b : null;
    const done = Array.isArray(doc.d)
      ? doc.d.filter((p): p is string => typeof p === 'string' && /^[a-z]{1,20}$/.test(p))
      : [];
    return { ok: true, state: { progress, part, best, done } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
