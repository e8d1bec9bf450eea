// Spaced repetition through ts-fsrs (FSRS): this file only converts between
// stored cards and ts-fsrs cards and decides what to study now.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { PracticeProgress, StoredCard } from '../progress/schema';
import type { Flashcard } from './deck';

export const GRADES = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const;
export const GRADE_NAMES: Record<Grade, string> = {
  [Rating.Again]: 'Again',
  [Rating.Hard]: 'Hard',
  [Rating.Good]: 'Good',
  [Rating.Easy]: 'Easy',
};

// Fuzz spreads reviews of cards learnt together; it is seeded by the card, so
// the same history still gives the same schedule.
const scheduler = fsrs({ enable_fuzz: true });

/** New cards introduced per session, so a first visit is not 32 cards long. */
export const NEW_PER_SESSION = 10;

export function toFsrsCard(stored: StoredCard | undefined, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    ...stored,
    due: new Date(stored.due),
    last_review: stored.last_review ? new Date(stored.last_review) : undefined,
  };
}

export function fromFsrsCard(card: Card): StoredCard {
  const stored: StoredCard = {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as StoredCard['state'],
  };
  if (card.last_review) stored.last_review = card.last_review.toISOString();
  return stored;
}

/** Progress after rating one card; the input is not modified. */
export function rateCard(
  progress: PracticeProgress,
  cardId: string,
  grade: Grade,
  now: Date,
): PracticeProgress {
  const { card } = scheduler.next(toFsrsCard(progress.cards[cardId], now), now, grade);
  return { ...progress, cards: { ...progress.cards, [cardId]: fromFsrsCard(card) } };
}

/** When the card would come back for each rating (for the button hints). */
export function previewDue(
  progress: PracticeProgress,
  cardId: string,
  now: Date,
): Record<Grade, Date> {
  const preview = scheduler.repeat(toFsrsCard(progress.cards[cardId], now), now);
  const result = {} as Record<Grade, Date>;
  for (const grade of GRADES) result[grade] = preview[grade].card.due;
  return result;
}

export interface DeckCounts {
  due: number; // seen before and due now
  fresh: number; // never seen, available this session
  later: number; // seen and scheduled for later
  total: number;
}

export function deckCounts(
  deck: readonly Flashcard[],
  progress: PracticeProgress,
  now: Date,
): DeckCounts {
  let due = 0;
  let unseen = 0;
  for (const card of deck) {
    const stored = progress.cards[card.id];
    if (!stored) unseen++;
    else if (Date.parse(stored.due) <= now.getTime()) due++;
  }
  const fresh = Math.min(unseen, NEW_PER_SESSION);
  return { due, fresh, later: deck.length - due - unseen, total: deck.length };
}

/** Due cards, most overdue first, then up to NEW_PER_SESSION unseen cards in deck order. */
export function studyQueue(
  deck: readonly Flashcard[],
  progress: PracticeProgress,
  now: Date,
): string[] {
  const due = deck
    .filter((c) => progress.cards[c.id] && Date.parse(progress.cards[c.id].due) <= now.getTime())
    .sort((a, b) => Date.parse(progress.cards[a.id].due) - Date.parse(progress.cards[b.id].due))
    .map((c) => c.id);
  const fresh = deck
    .filter((c) => !progress.cards[c.id])
    .slice(0, NEW_PER_SESSION)
    .map((c) => c.id);
  return [...due, ...fresh];
}

/** "in 10 min", "in 3 days": how long until `due`. */
export function describeInterval(due: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((due.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
