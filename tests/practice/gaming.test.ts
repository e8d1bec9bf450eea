// Gaming the scorer: an answer that lists the right words, or hands back the
// question or the rubric, states no claim of its own and is weak on every
// dimension, whichever shape the words come in (gaming-shapes.ts).
import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';
import { gradeQuestion } from '../../web/src/practice/interview/grade-question';
import { QUESTIONS } from '../../web/src/practice/interview/bank';
import { DIMENSIONS } from '../../web/src/practice/scorer/rubric';
import { KEYWORDS, SHAPES, followupShapes } from './gaming-shapes';

describe('keyword lists, word salads and text handed back', () => {
  it.each(SHAPES)('%s is weak on every dimension', (_, text) => {
    const r = gradeAnswer(text);
    for (const dim of DIMENSIONS) expect(r.levels[dim], `${dim}: ${text}`).toBe('weak');
  });

  it.each(QUESTIONS.filter((q) => q.kind !== 'main').map((q) => [q.id, q] as const))(
    'the salad, the key points and the question copied back are weak on follow-up %s',
    (_, q) => {
      for (const text of followupShapes(q))
        expect(gradeQuestion(q.id, text).level, text).toBe('weak');
    },
  );

  // A subscripted symbol said twice is an outer product, not a salad; the
  // same word twice in a row, twice, still is.
  it('maths that repeats a subscripted symbol still states its claim', () => {
    const r = gradeAnswer(
      'Large scores make the softmax one-hot, s ≈ e_i. Plug that in: diag(e_i) − e_i e_i^T = 0, so J ≈ 0 and the gradient reaching W_Q and W_K is almost nothing.',
    );
    expect(r.levels.depth).toBe('staff');
    const salad = gradeAnswer('softmax softmax saturates jacobian jacobian vanishes e_i e_i');
    for (const dim of DIMENSIONS) expect(salad.levels[dim]).toBe('weak');
  });

  it('a claim stated in the answer still counts when a keyword list follows it', () => {
    const r = gradeAnswer(
      `The dot product of q and k sums d_k terms, so its variance grows with d_k, and dividing by √d_k keeps the variance of the scores at 1. Key words: ${KEYWORDS.join(', ')}`,
    );
    expect(r.levels.correctness).not.toBe('weak');
  });
});
