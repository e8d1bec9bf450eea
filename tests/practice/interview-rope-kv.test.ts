// The RoPE and int8 key-cache follow-ups of the question bank: a good answer
// beats a wrong one, the wrong one's mistake is named with a link to the live
// part, and the key points are recognised in other words than the bank's.
import { describe, expect, it } from 'vitest';
import { questionById } from '../../web/src/practice/interview/bank';
import { gradeQuestion } from '../../web/src/practice/interview/grade-question';
import { FOLLOW_UP_POOL } from '../../web/src/practice/interview/plan';
import { LEVELS } from '../../web/src/practice/scorer/rubric';

const rank = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]);

const CASES = [
  {
    id: 'rope-scale',
    good: 'A rotation is orthogonal, so RoPE keeps the norms of q and k. The score depends only on the relative offset between the positions, and with independent entries its variance is still d_k at every offset, so √d_k still works. Only trained, correlated queries and keys see the mean score decay with distance.',
    wrong:
      'RoPE rotates q and k by their positions, which changes the variance of the scores, so you need a different divisor for each position offset.',
    mistake: 'rope-changes-variance',
  },
  {
    id: 'int8-kv-scale',
    good: 'You must dequantize first: multiply by the scale s, then divide by √d_k, and the variance stays near 1. If the raw integers are divided by √d_k the scale is left out, the scores are 1/s too large and the softmax saturates. Better to fold s and 1/√d_k into one factor. Outlier channels in the keys set a large per-tensor scale or get clipped, which is why KIVI uses per channel scales.',
    wrong:
      'With an int8 cache you just divide the int8 dot products by √d_k directly; the quantization scale can be ignored.',
    mistake: 'quant-scale-on-integers',
  },
] as const;

describe('RoPE and int8 key-cache follow-ups', () => {
  it.each(CASES)('$id: a good answer beats a wrong one, whose mistake is named', (c) => {
    const good = gradeQuestion(c.id, c.good);
    const wrong = gradeQuestion(c.id, c.wrong);
    expect(good.mistakes).toEqual([]);
    expect(rank(good.level)).toBeGreaterThanOrEqual(rank('strong'));
    expect(rank(good.level)).toBeGreaterThan(rank(wrong.level));
    expect(wrong.mistakes).toContain(c.mistake);
    const flag = wrong.flags.find((f) => f.id === c.mistake)!;
    expect(c.wrong).toContain(flag.phrase);
    expect(flag.link).toBe('#step-beyond');
  });

  it.each(CASES)('$id: every key point is covered by the good answer', (c) => {
    const grade = gradeQuestion(c.id, c.good);
    expect(grade.points.filter((p) => !p.covered).map((p) => p.id)).toEqual([]);
  });

  it.each(CASES)('$id: names what a one-point answer still needs', (c) => {
    const q = questionById(c.id)!;
    const first = q.keyPoints.find((p) => p.id === q.strong[0])!;
    const grade = gradeQuestion(c.id, 'It just works out.');
    expect(grade.level).toBe('weak');
    expect(grade.missing).toContain(first.text);
  });

  it("both are in the interview's follow-up pool", () => {
    for (const c of CASES) expect(FOLLOW_UP_POOL).toContain(c.id);
  });
});
