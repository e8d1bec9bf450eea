import { describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import { DECK } from '../../web/src/practice/flashcards/deck';
import {
  deckCounts,
  GRADES,
  NEW_PER_SESSION,
  previewDue,
  rateCard,
  studyQueue,
} from '../../web/src/practice/flashcards/scheduler';
import { emptyProgress, CARD_ID } from '../../web/src/practice/progress/schema';

const t0 = new Date('2026-03-01T09:00:00Z');
const minutes = (from: Date, to: string | Date) =>
  (new Date(to).getTime() - from.getTime()) / 60_000;

describe('deck', () => {
  it('has at least 25 cards with unique, storable ids and links to steps', () => {
    expect(DECK.length).toBeGreaterThanOrEqual(25);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(DECK.length);
    for (const card of DECK) {
      expect(card.id).toMatch(CARD_ID);
      expect(card.link).toMatch(/^#step-(intro|variance|saturation|fix|beyond)$/);
      expect(card.front.length).toBeGreaterThan(10);
      expect(card.back.length).toBeGreaterThan(2);
    }
  });

  it('covers the brief: the scalar, the three steps, wrong divisors, follow-ups and real models', () => {
    const topics = new Set(DECK.map((c) => c.topic));
    expect([...topics].sort()).toEqual(['core', 'follow-ups', 'mistakes', 'models', 'steps']);
    expect(DECK.find((c) => c.id === 'scalar')?.front).toMatch(/scalar.*QKᵀ.*divided/);
    const text = DECK.map((c) => c.front + ' ' + c.back).join(' ');
    for (const needle of [
      '√d_model',
      '√num_heads',
      'muP',
      'FlashAttention',
      'Gemma 2',
      'Llama 2 7B',
      'd_k = 64',
    ]) {
      expect(text).toContain(needle);
    }
  });
});

describe('FSRS scheduling through ts-fsrs', () => {
  it('schedules Again < Hard < Good < Easy for a new card', () => {
    const due = previewDue(emptyProgress(), 'scalar', t0);
    const gaps = GRADES.map((g) => minutes(t0, due[g]));
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]);
    expect(gaps[0]).toBeGreaterThan(0);
  });

  it('records a review and brings the card back when due', () => {
    const progress = rateCard(emptyProgress(), 'scalar', Rating.Good, t0);
    const stored = progress.cards.scalar;
    expect(stored.reps).toBe(1);
    expect(stored.state).not.toBe(State.New);
    expect(stored.last_review).toBe(t0.toISOString());
    const due = new Date(stored.due);
    expect(due.getTime()).toBeGreaterThan(t0.getTime());
    expect(studyQueue(DECK, progress, t0)).not.toContain('scalar');
    expect(studyQueue(DECK, progress, new Date(due.getTime() + 1))[0]).toBe('scalar');
  });

  it('grows the interval with successive Good ratings and shrinks it after Again', () => {
    let progress = emptyProgress();
    let now = t0;
    const intervals: number[] = [];
    for (let i = 0; i < 5; i++) {
      progress = rateCard(progress, 'formula', Rating.Good, now);
      const due = new Date(progress.cards.formula.due);
      intervals.push(minutes(now, due));
      now = due;
    }
    for (let i = 2; i < intervals.length; i++)
      expect(intervals[i]).toBeGreaterThan(intervals[i - 1]);
    const lapsed = rateCard(progress, 'formula', Rating.Again, now);
    expect(lapsed.cards.formula.lapses).toBe(1);
    expect(minutes(now, lapsed.cards.formula.due)).toBeLessThan(intervals[intervals.length - 1]);
  });

  it('does not modify the progress it is given', () => {
    const before = emptyProgress();
    rateCard(before, 'scalar', Rating.Easy, t0);
    expect(before.cards).toEqual({});
  });

  it('counts due and new cards and limits new cards per session', () => {
    expect(deckCounts(DECK, emptyProgress(), t0)).toEqual({
      due: 0,
      fresh: NEW_PER_SESSION,
      later: 0,
      total: DECK.length,
    });
    expect(studyQueue(DECK, emptyProgress(), t0)).toHaveLength(NEW_PER_SESSION);
    let progress = rateCard(emptyProgress(), 'scalar', Rating.Again, t0);
    progress = rateCard(progress, 'formula', Rating.Easy, t0);
    const soon = new Date(t0.getTime() + 30 * 60_000);
    const counts = deckCounts(DECK, progress, soon);
    expect(counts.due).toBe(1); // Again comes back within minutes, Easy in days
    expect(counts.later).toBe(1);
    expect(studyQueue(DECK, progress, soon)[0]).toBe('scalar');
  });
});
