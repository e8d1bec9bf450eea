// Older progress formats and how they become the current one. Version 1 was
// the first format (epoch-millisecond dates, state names, no quiz history);
// version 2 had no mock interviews. Each format change adds one step here and
// an old file walks through every step after it, so old files keep working.
import { State } from 'ts-fsrs';
import {
  array,
  checkCardMap,
  checkLevels,
  finite,
  object,
  ProgressError,
  MAX_ATTEMPTS,
  type PracticeProgress,
  type StoredCard,
} from './schema';

/** The version-2 shape: the current one without interviews. */
export type ProgressV2 = Omit<PracticeProgress, 'version' | 'interviews'> & { version: 2 };

const STATE_NAMES = ['New', 'Learning', 'Review', 'Relearning'] as const;

function epochToIso(value: unknown, where: string): string {
  const ms = finite(value, where, Date.UTC(2000, 0, 1), Date.UTC(2200, 0, 1));
  return new Date(ms).toISOString();
}

/** A version-1 card in the version-2 form. */
function checkCardV1(value: unknown, where: string): StoredCard {
  const c = object(value, where);
  const stateIndex = STATE_NAMES.indexOf(c.state as (typeof STATE_NAMES)[number]);
  if (stateIndex < 0)
    throw new ProgressError(`${where}.state must be one of ${STATE_NAMES.join(', ')}`);
  const due = epochToIso(c.due, `${where}.due`);
  const card: StoredCard = {
    due,
    stability: finite(c.stability, `${where}.stability`, 0, 1e6),
    difficulty: finite(c.difficulty, `${where}.difficulty`, 0, 10),
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: finite(c.reps, `${where}.reps`, 0, 1e6, true),
    lapses: finite(c.lapses, `${where}.lapses`, 0, 1e6, true),
    state: stateIndex as State,
  };
  if (c.lastReview !== undefined) {
    card.last_review = epochToIso(c.lastReview, `${where}.lastReview`);
    // v1 did not store the interval; recover it from the two dates.
    const days = (Date.parse(due) - Date.parse(card.last_review)) / 86_400_000;
    card.scheduled_days = Math.max(0, Math.round(days));
  }
  return card;
}

/** Version 1 -> version 2. The result then goes through migrateV2. */
export function migrateV1(value: unknown): ProgressV2 {
  const doc = object(value, 'progress');
  const cards = checkCardMap(doc.cards, checkCardV1);
  const attempts = array(doc.attempts ?? [], 'attempts', MAX_ATTEMPTS).map((a, i) => {
    const attempt = object(a, `attempts[${i}]`);
    return {
      at: epochToIso(attempt.date, `attempts[${i}].date`),
      levels: checkLevels(attempt.levels, `attempts[${i}].levels`),
      mistakes: [],
    };
  });
  return { version: 2, cards, attempts, quizzes: [] };
}

/** Version 2 -> version 3: no interviews yet. Only the fields version 2 had
 *  are carried over; checkProgress then checks every one of them. */
export function migrateV2(value: unknown): unknown {
  const doc = object(value, 'progress');
  return {
    version: 3,
    cards: doc.cards,
    attempts: doc.attempts,
    quizzes: doc.quizzes,
    interviews: [],
  };
}
