// The SCORM runtime's pure parts: the learner's progress in cmi.suspend_data
// (4,096 characters at most, a full flashcard deck included) and the grading rules.
import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { DECK } from '../../web/src/practice/flashcards/deck';
import { GRADES, rateCard } from '../../web/src/practice/flashcards/scheduler';
import { QUESTIONS } from '../../web/src/practice/interview/bank';
import { DIMENSIONS, LEVELS } from '../../web/src/practice/scorer/rubric';
import {
  MAX_ATTEMPTS,
  MAX_INTERVIEWS,
  MAX_QUIZZES,
  emptyProgress,
  type InterviewRecord,
  type PracticeProgress,
} from '../../web/src/practice/progress/schema';
import {
  SUSPEND_DATA_LIMIT,
  decodeLearnerState,
  encodeLearnerState,
} from '../../web/src/lms/suspend-data';
import {
  completionStatus,
  effectiveMastery,
  gradedStatus,
  interviewPercent,
  timespan,
} from '../../web/src/lms/grading';

const DAY = 86_400_000;
const start = Date.UTC(2026, 2, 1, 9, 0, 0);
const at = (i: number) => new Date(start + i * 3_600_000).toISOString();
const levels = (i: number) =>
  Object.fromEntries(
    DIMENSIONS.map((d, k) => [d, LEVELS[(i + k) % LEVELS.length]]),
  ) as InterviewRecord['main'];
const followUpIds = QUESTIONS.filter((q) => q.kind !== 'main').map((q) => q.id);

/** A learner who reviewed every card of the deck many times and filled every history list. */
function busiestLearner(): PracticeProgress {
  let progress = emptyProgress();
  for (let round = 0; round < 6; round++) {
    DECK.forEach((card, i) => {
      const grade = GRADES[(i + round) % GRADES.length] ?? Rating.Good;
      progress = rateCard(progress, card.id, grade, new Date(start + round * 3 * DAY + i * 60_000));
    });
  }
  return {
    ...progress,
    quizzes: Array.from({ length: MAX_QUIZZES }, (_, i) => ({
      at: at(i),
      correct: i % 9,
      total: 8,
    })),
    attempts: Array.from({ length: MAX_ATTEMPTS }, (_, i) => ({
      at: at(i),
      levels: levels(i),
      mistakes: i % 2 ? ['divide-by-dk'] : [],
    })),
    interviews: Array.from({ length: MAX_INTERVIEWS }, (_, i) => ({
      at: at(i),
      main: levels(i),
      mainMistakes: [],
      mainSeconds: 30 + i,
      followUps: [
        {
          question: followUpIds[i % followUpIds.length],
          level: LEVELS[i % 3],
          mistakes: [],
          seconds: 12,
        },
        { question: followUpIds[(i + 1) % followUpIds.length], level: 'weak', mistakes: [] },
      ],
      skipped: [followUpIds[(i + 2) % followUpIds.length]],
      final: levels(i + 1),
    })),
  };
}

describe('suspend data', () => {
  const progress = busiestLearner();
  const state = { progress, part: 'practice', best: 75, done: ['intro', 'variance'] };
  const text = encodeLearnerState(state);
  const decoded = decodeLearnerState(text);
  if (!decoded.ok) throw new Error(decoded.message);
  const back = decoded.state;

  it('keeps a full deck and the fullest history within 4,096 characters', () => {
    expect(Object.keys(progress.cards)).toHaveLength(DECK.length);
    expect(JSON.stringify(progress).length).toBeGreaterThan(10 * SUSPEND_DATA_LIMIT);
    expect(text.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
    expect(Object.keys(back.progress.cards).sort()).toEqual(DECK.map((c) => c.id).sort());
  });

  it('gives every card back with its schedule (due to the minute, numbers to 4 digits)', () => {
    for (const [id, card] of Object.entries(progress.cards)) {
      const restored = back.progress.cards[id];
      expect(Math.abs(Date.parse(restored.due) - Date.parse(card.due))).toBeLessThanOrEqual(30_000);
      expect(restored.stability).toBeCloseTo(
        card.stability,
        Math.max(0, 3 - Math.floor(Math.log10(card.stability))),
      );
      expect(Math.abs(restored.difficulty - card.difficulty)).toBeLessThanOrEqual(
        5e-4 * card.difficulty,
      );
      expect([restored.reps, restored.lapses, restored.state]).toEqual([
        card.reps,
        card.lapses,
        card.state,
      ]);
    }
  });

  it('keeps the newest history that fits, newest interviews first', () => {
    const kept = back.progress.interviews;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(progress.interviews.slice(-kept.length));
    const quizzes = back.progress.quizzes;
    expect(quizzes).toEqual(progress.quizzes.slice(progress.quizzes.length - quizzes.length));
  });

  it('keeps the part, the best score and the parts done', () => {
    expect([back.part, back.best, back.done]).toEqual(['practice', 75, ['intro', 'variance']]);
  });

  it('refuses data it did not write, and starts afresh from nothing', () => {
    expect(decodeLearnerState('not json').ok).toBe(false);
    expect(decodeLearnerState('{"v":1,"c":{"__proto__":[]},"a":[],"q":[],"i":[]}').ok).toBe(false);
    expect(decodeLearnerState('{"v":9}').ok).toBe(false);
    const fresh = decodeLearnerState('');
    expect(fresh.ok && Object.keys(fresh.state.progress.cards)).toEqual([]);
  });

  it('stays within any limit by dropping history, then the cards due last', () => {
    const small = encodeLearnerState(state, 800);
    expect(small.length).toBeLessThanOrEqual(800);
    const read = decodeLearnerState(small);
    expect(read.ok && read.state.progress.interviews).toEqual([]);
  });
});

describe('grading', () => {
  it('turns rubric levels into points: weak 0, strong 1, staff 2', () => {
    const all = (level: (typeof LEVELS)[number]) =>
      Object.fromEntries(DIMENSIONS.map((d) => [d, level])) as InterviewRecord['main'];
    expect([
      interviewPercent(all('weak')),
      interviewPercent(all('strong')),
      interviewPercent(all('staff')),
    ]).toEqual([0, 50, 100]);
  });

  it('passes at the mastery score, prefers the LMS mastery score', () => {
    expect([gradedStatus(null, 80), gradedStatus(79, 80), gradedStatus(80, 80)]).toEqual([
      'incomplete',
      'failed',
      'passed',
    ]);
    expect([
      effectiveMastery('70', 80),
      effectiveMastery('', 80),
      effectiveMastery('x', 80),
      effectiveMastery(null, 60),
    ]).toEqual([70, 80, 80, 60]);
  });

  it('completes when every required part is done', () => {
    expect(completionStatus(['variance'], ['variance', 'fix'])).toBe('incomplete');
    expect(completionStatus(['fix', 'variance', 'intro'], ['variance', 'fix'])).toBe('completed');
  });

  it('writes CMITimespan', () => {
    expect([timespan(0), timespan(3725.5)]).toEqual(['0000:00:00.00', '0001:02:05.50']);
  });
});
