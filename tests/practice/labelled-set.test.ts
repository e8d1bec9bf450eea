// Agreement of the scorer with hand labels (see LABELLING.md). The scorer was
// tuned on the answers of earlier rounds (blind rounds n, o, r and t
// included); the newest round (blind-round-v.json, see agreement.ts) was
// written blind and scored once: the honest estimate of how the scorer does on
// answers it has not seen.
//
// Issue 10's targets for that held-out round (>= 85% per dimension, nothing two
// levels off, mistake lists exact on >= 90%) are NOT met: round v scored
// 96.7 / 73.3 / 90.0 / 83.3 / 83.3% with five cells two levels off and 24/30
// exact mistake lists (rounds r and t before it: 93.3 / 93.3 / 93.3 / 93.3 /
// 90.0% and 90.0 / 83.3 / 93.3 / 86.7 / 90.0%). `npm run -s eval:scorer` prints
// each target with PASS or MISS. Until a scorer passes a fresh blind round,
// this file keeps the gates it had before (the whole labelled set >= 90% per
// dimension, the tuned answers exact) and reports the held-out figures; it does
// not pretend the targets hold.
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

  it('agrees with the whole labelled set on >= 90% per dimension (held-out round reported)', () => {
    console.table(
      DIMENSIONS.map((dim) => ({
        dimension: dim,
        tuned: pct(accuracy(tuned, dim)),
        heldOut: pct(accuracy(heldOut, dim)),
        all: pct(accuracy(main, dim)),
      })),
    );
    for (const dim of DIMENSIONS) expect(accuracy(main, dim), dim).toBeGreaterThanOrEqual(0.9);
  });

  it('lists the mistakes of the whole labelled set exactly on >= 90% of answers', () => {
    const exact = (rows: typeof main) =>
      rows.filter(({ answer, result }) => sameMistakes(answer.mistakes, result.mistakes)).length;
    console.log(
      `mistake lists exact: held out ${exact(heldOut)}/${heldOut.length}, all ${exact(main)}/${main.length}`,
    );
    expect(exact(main) / main.length).toBeGreaterThanOrEqual(0.9);
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
