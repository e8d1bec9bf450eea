// Agreement of the scorer with hand labels (see LABELLING.md). The scorer was
// tuned on the answers of earlier rounds (blind round n included); the newest
// round (blind-round-o.json, see agreement.ts) was written blind and scored
// once, so the gate is on those held-out answers: the honest estimate of how
// the scorer does on answers it has not seen. `npm run -s eval:scorer` prints
// the full tables.
import { describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  FOLLOWUP_ANSWERS,
  MAIN_ANSWERS,
  accuracy,
  isDisputed,
  isHeldOut,
  sameMistakes,
  scoreFollowups,
  scoreMain,
  twoLevelsOff,
} from './agreement';

const main = scoreMain();
const followups = scoreFollowups();
const tuned = main.filter((r) => !isHeldOut(r.answer.id));
const heldOut = main.filter((r) => isHeldOut(r.answer.id));
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe('labelled answer set', () => {
  it('has at least 40 varied answers, each fully labelled, and a held-out round', () => {
    expect(MAIN_ANSWERS.length).toBeGreaterThanOrEqual(40);
    expect(heldOut.length).toBeGreaterThanOrEqual(20);
    const ids = [...MAIN_ANSWERS, ...FOLLOWUP_ANSWERS].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of MAIN_ANSWERS)
      for (const dim of DIMENSIONS) expect(a.levels[dim], a.id).toMatch(/^(weak|strong|staff)$/);
    for (const a of FOLLOWUP_ANSWERS) expect(a.level, a.id).toMatch(/^(weak|strong|staff)$/);
    // Every level occurs on every dimension, so accuracy is not won by always saying "weak".
    for (const dim of DIMENSIONS) {
      expect(new Set(MAIN_ANSWERS.map((a) => a.levels[dim])).size, dim).toBe(3);
    }
  });

  it('agrees with the held-out labels on >= 85% per dimension, never two levels off', () => {
    console.table(
      DIMENSIONS.map((dim) => ({
        dimension: dim,
        tuned: pct(accuracy(tuned, dim)),
        heldOut: pct(accuracy(heldOut, dim)),
      })),
    );
    for (const dim of DIMENSIONS) expect(accuracy(heldOut, dim), dim).toBeGreaterThanOrEqual(0.85);
    for (const { answer, result } of heldOut)
      for (const dim of DIMENSIONS)
        expect(twoLevelsOff(answer.levels[dim], result.levels[dim]), `${answer.id} ${dim}`).toBe(
          false,
        );
  });

  it('lists the held-out mistakes exactly on >= 90% of answers', () => {
    const exact = heldOut.filter(({ answer, result }) =>
      sameMistakes(answer.mistakes, result.mistakes),
    );
    console.log(`held-out mistake lists exact: ${exact.length}/${heldOut.length}`);
    expect(exact.length / heldOut.length).toBeGreaterThanOrEqual(0.9);
  });

  it('agrees with the tuned labels on >= 95% per dimension and lists their mistakes exactly', () => {
    for (const { answer, result } of tuned)
      expect(result.mistakes.slice().sort(), answer.id).toEqual(answer.mistakes.slice().sort());
    for (const dim of DIMENSIONS) expect(accuracy(tuned, dim), dim).toBeGreaterThanOrEqual(0.95);
  });

  it('grades the tuned follow-up answers at their labels, with their mistakes', () => {
    for (const { answer, result } of followups.filter((r) => !isHeldOut(r.answer.id))) {
      if (!isDisputed(answer.id, 'level')) expect(result.level, answer.id).toBe(answer.level);
      expect(result.mistakes.slice().sort(), answer.id).toEqual(answer.mistakes.slice().sort());
    }
  });
});
