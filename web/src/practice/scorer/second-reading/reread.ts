// The one rule that joins the two readings. The scorer's rules read claims,
// and they fail by missing the one wording that carries a link (an analogy, a
// spoken number, a symbol-only note): a staff answer then scores weak, two
// levels off. The word model reads the answer as a whole and rarely goes two
// levels wrong, but it misses far more often by one. So the scorer's level
// stands, except at an extreme the model finds unlikely: there the answer
// meets the interviewer halfway, at strong.
//
// UNLIKELY was chosen on a backtest before the rule was used: the rules as
// they were when each of 25 held-out sets (1,170 main answers, 780
// follow-ups) was scored once, and a model trained without that set. At
// 0.15 it left no cell two levels off (76 before, 25 in the follow-ups) and
// raised exact agreement on every dimension (LABELLING.md, "The second
// reading").
import type { Level } from '../rubric';
import type { LevelOdds } from './model';

export const UNLIKELY = 0.15;

export type Reread = 'raised' | 'lowered' | null;

/** The level after the second reading, and whether it moved. */
export function reread(level: Level, odds: LevelOdds): { level: Level; moved: Reread } {
  if (level === 'weak' && odds.weak < UNLIKELY) return { level: 'strong', moved: 'raised' };
  if (level === 'staff' && odds.staff < UNLIKELY) return { level: 'strong', moved: 'lowered' };
  return { level, moved: null };
}
