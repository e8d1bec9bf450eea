// The saved practice progress (flashcard schedules, rubric attempts, quiz
// scores, mock interviews): its current shape, and the rules a stored or imported file must
// pass. Everything that comes from storage or a file is untrusted: it is
// rebuilt field by field from checked values, never spread or merged.
import { DIMENSIONS, LEVELS, type Dimension, type Level } from '../scorer/rubric';
import { MISTAKES, type MistakeId } from '../scorer/mistakes';
import { QUESTIONS } from '../interview/bank';

export const PROGRESS_VERSION = 3;
export const MAX_PROGRESS_BYTES = 1024 * 1024;
export const MAX_ATTEMPTS = 500;
export const MAX_QUIZZES = 500;
export const MAX_CARDS = 1000;
export const MAX_INTERVIEWS = 200;

/** A ts-fsrs card with dates as ISO strings (JSON has no Date). */
export interface StoredCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: 0 | 1 | 2 | 3; // New, Learning, Review, Relearning
  last_review?: string;
}

export interface RubricAttempt {
  at: string;
  levels: Record<Dimension, Level>;
  mistakes: MistakeId[];
}

export interface QuizResult {
  at: string;
  correct: number;
  total: number;
}

/** One answered question of a mock interview. `seconds` only when the
 *  learner had the timer on. */
export interface InterviewAnswer {
  question: string;
  level: Level;
  mistakes: MistakeId[];
  seconds?: number;
}

export interface InterviewRecord {
  at: string;
  /** The main answer's five rubric levels. */
  main: RubricAttempt['levels'];
  mainMistakes: MistakeId[];
  mainSeconds?: number;
  followUps: InterviewAnswer[];
  skipped: string[];
  /** The five levels of the final report. */
  final: RubricAttempt['levels'];
}

export interface PracticeProgress {
  version: typeof PROGRESS_VERSION;
  cards: Record<string, StoredCard>;
  attempts: RubricAttempt[];
  quizzes: QuizResult[];
  interviews: InterviewRecord[];
}

export function emptyProgress(): PracticeProgress {
  return { version: PROGRESS_VERSION, cards: {}, attempts: [], quizzes: [], interviews: [] };
}

/** Thrown by the checks below; the message names the field and what is allowed. */
export class ProgressError extends Error {}

export const CARD_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
// Every mistake id the scorer and the follow-up grader can report.
const MISTAKE_IDS = new Set<string>([
  ...MISTAKES.map((m) => m.id),
  ...QUESTIONS.flatMap((q) => q.mistakes),
]);
const FOLLOW_UP_IDS: readonly string[] = QUESTIONS.filter((q) => q.kind !== 'main').map(
  (q) => q.id,
);
// Dates a real learner can have: between 2000 and 2200.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function object(value: unknown, where: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new ProgressError(`${where} must be an object`);
  return value;
}

export function array(value: unknown, where: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new ProgressError(`${where} must be a list`);
  if (value.length > max)
    throw new ProgressError(`${where} has ${value.length} entries; at most ${max} are allowed`);
  return value;
}

export function finite(
  value: unknown,
  where: string,
  min: number,
  max: number,
  integer = false,
): number {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    throw new ProgressError(
      `${where} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
    );
  }
  return value;
}

export function isoDate(value: unknown, where: string): string {
  const time = typeof value === 'string' && value.length <= 40 ? Date.parse(value) : NaN;
  if (!Number.isFinite(time) || time < EARLIEST || time > LATEST) {
    throw new ProgressError(`${where} must be an ISO date between 2000 and 2200`);
  }
  return new Date(time).toISOString();
}

function oneOf<T extends string>(value: unknown, where: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new ProgressError(`${where} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function checkCard(value: unknown, where: string): StoredCard {
  const c = object(value, where);
  const card: StoredCard = {
    due: isoDate(c.due, `${where}.due`),
    stability: finite(c.stability, `${where}.stability`, 0, 1e6),
    difficulty: finite(c.difficulty, `${where}.difficulty`, 0, 10),
    elapsed_days: finite(c.elapsed_days, `${where}.elapsed_days`, 0, 1e6, true),
    scheduled_days: finite(c.scheduled_days, `${where}.scheduled_days`, 0, 1e6, true),
    learning_steps: finite(c.learning_steps, `${where}.learning_steps`, 0, 100, true),
    reps: finite(c.reps, `${where}.reps`, 0, 1e6, true),
    lapses: finite(c.lapses, `${where}.lapses`, 0, 1e6, true),
    state: finite(c.state, `${where}.state`, 0, 3, true) as StoredCard['state'],
  };
  if (c.last_review !== undefined)
    card.last_review = isoDate(c.last_review, `${where}.last_review`);
  return card;
}

export function checkLevels(value: unknown, where: string): Record<Dimension, Level> {
  const l = object(value, where);
  const levels = {} as Record<Dimension, Level>;
  for (const dim of DIMENSIONS) levels[dim] = oneOf(l[dim], `${where}.${dim}`, LEVELS);
  return levels;
}

function checkMistakes(value: unknown, where: string): MistakeId[] {
  return array(value, where, MISTAKE_IDS.size).map((m, i) => {
    if (typeof m !== 'string' || !MISTAKE_IDS.has(m))
      throw new ProgressError(`${where}[${i}] is not a known mistake id`);
    return m as MistakeId;
  });
}

function checkAttempt(value: unknown, where: string): RubricAttempt {
  const a = object(value, where);
  return {
    at: isoDate(a.at, `${where}.at`),
    levels: checkLevels(a.levels, `${where}.levels`),
    mistakes: checkMistakes(a.mistakes, `${where}.mistakes`),
  };
}

/** Seconds spent on one answer (the optional timer): up to a day. */
function optionalSeconds(value: unknown, where: string): { seconds?: number } {
  return value === undefined ? {} : { seconds: finite(value, where, 0, 86_400, true) };
}

function checkInterviewAnswer(value: unknown, where: string): InterviewAnswer {
  const a = object(value, where);
  return {
    question: oneOf(a.question, `${where}.question`, FOLLOW_UP_IDS),
    level: oneOf(a.level, `${where}.level`, LEVELS),
    mistakes: checkMistakes(a.mistakes, `${where}.mistakes`),
    ...optionalSeconds(a.seconds, `${where}.seconds`),
  };
}

function checkInterview(value: unknown, where: string): InterviewRecord {
  const r = object(value, where);
  const followUps = array(r.followUps, `${where}.followUps`, FOLLOW_UP_IDS.length).map((a, i) =>
    checkInterviewAnswer(a, `${where}.followUps[${i}]`),
  );
  const skipped = array(r.skipped, `${where}.skipped`, FOLLOW_UP_IDS.length).map((s, i) =>
    oneOf(s, `${where}.skipped[${i}]`, FOLLOW_UP_IDS),
  );
  const mainSeconds = optionalSeconds(r.mainSeconds, `${where}.mainSeconds`).seconds;
  return {
    at: isoDate(r.at, `${where}.at`),
    main: checkLevels(r.main, `${where}.main`),
    mainMistakes: checkMistakes(r.mainMistakes, `${where}.mainMistakes`),
    ...(mainSeconds === undefined ? {} : { mainSeconds }),
    followUps,
    skipped,
    final: checkLevels(r.final, `${where}.final`),
  };
}

function checkQuiz(value: unknown, where: string): QuizResult {
  const q = object(value, where);
  const total = finite(q.total, `${where}.total`, 1, 1000, true);
  return {
    at: isoDate(q.at, `${where}.at`),
    correct: finite(q.correct, `${where}.correct`, 0, total, true),
    total,
  };
}

/** Checks the id -> card map of any format version with `checkCard`. */
export function checkCardMap(
  value: unknown,
  checkOne: (card: unknown, where: string) => StoredCard,
): Record<string, StoredCard> {
  const cardsIn = object(value, 'cards');
  const ids = Object.keys(cardsIn);
  if (ids.length > MAX_CARDS)
    throw new ProgressError(`cards has ${ids.length} entries; at most ${MAX_CARDS} are allowed`);
  const cards: Record<string, StoredCard> = {};
  for (const id of ids) {
    if (!CARD_ID.test(id))
      throw new ProgressError(
        `card id "${id.slice(0, 40)}" is not allowed (lowercase letters, digits and dashes, up to 64)`,
      );
    cards[id] = checkOne(cardsIn[id], `cards.${id}`);
  }
  return cards;
}

/** Checks a document of the current version and rebuilds it from checked values only. */
export function checkProgress(value: unknown): PracticeProgress {
  const doc = object(value, 'progress');
  const cards = checkCardMap(doc.cards, checkCard);
  const attempts = array(doc.attempts, 'attempts', MAX_ATTEMPTS).map((a, i) =>
    checkAttempt(a, `attempts[${i}]`),
  );
  const quizzes = array(doc.quizzes ?? [], 'quizzes', MAX_QUIZZES).map((q, i) =>
    checkQuiz(q, `quizzes[${i}]`),
  );
  const interviews = array(doc.interviews, 'interviews', MAX_INTERVIEWS).map((r, i) =>
    checkInterview(r, `interviews[${i}]`),
  );
  return { version: PROGRESS_VERSION, cards, attempts, quizzes, interviews };
}
