// Agreement of the scorer with hand labels (see LABELLING.md). The scorer was
// tuned on the answers of earlier rounds; the newest round's answers (held-out
// prefix below) were written blind and scored once, so their accuracy is the
// honest estimate of how the scorer does on answers it has not seen.
import { describe, expect, it } from 'vitest';
import labelled from './labelled-answers.json';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';
import { DIMENSIONS, type Dimension, type Level } from '../../web/src/practice/scorer/rubric';

interface LabelledAnswer {
  id: string;
  text: string;
  levels: Record<Dimension, Level>;
  mistakes: string[];
}

const answers = labelled as LabelledAnswer[];
const HELD_OUT_PREFIX = 'm';
const results = answers.map((a) => ({ answer: a, result: gradeAnswer(a.text) }));

function accuracy(subset: typeof results, dim: Dimension): number {
  const hits = subset.filter(({ answer, result }) => result.levels[dim] === answer.levels[dim]);
  return hits.length / subset.length;
}

const sameMistakes = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

describe('labelled answer set', () => {
  it('has at least 40 varied answers, each fully labelled', () => {
    expect(answers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    for (const a of answers)
      for (const dim of DIMENSIONS) expect(a.levels[dim], a.id).toMatch(/^(weak|strong|staff)$/);
    // Every level occurs on every dimension, so accuracy is not won by always saying "weak".
    for (const dim of DIMENSIONS) {
      expect(new Set(answers.map((a) => a.levels[dim])).size, dim).toBe(3);
    }
  });

  it('agrees with the labels on >= 90% of answers per dimension, and on the mistakes', () => {
    const tuned = results.filter((r) => !r.answer.id.startsWith(HELD_OUT_PREFIX));
    const heldOut = results.filter((r) => r.answer.id.startsWith(HELD_OUT_PREFIX));
    const rows = DIMENSIONS.map((dim) => ({
      dimension: dim,
      all: `${(100 * accuracy(results, dim)).toFixed(1)}%`,
      tuned: `${(100 * accuracy(tuned, dim)).toFixed(1)}%`,
      heldOut: `${(100 * accuracy(heldOut, dim)).toFixed(1)}%`,
    }));
    const mistakeHits = results.filter(({ answer, result }) =>
      sameMistakes(answer.mistakes, result.mistakes),
    );
    console.log(
      `labelled set: ${results.length} answers (${tuned.length} tuned on, ${heldOut.length} held out)`,
    );
    console.table(rows);
    const heldOutMistakeHits = heldOut.filter(({ answer, result }) =>
      sameMistakes(answer.mistakes, result.mistakes),
    );
    console.log(
      `mistake lists identical: ${mistakeHits.length}/${results.length} ` +
        `(held out: ${heldOutMistakeHits.length}/${heldOut.length})`,
    );
    for (const { answer, result } of results) {
      const off = DIMENSIONS.filter((d) => result.levels[d] !== answer.levels[d]);
      if (off.length)
        console.log(
          `  ${answer.id}: ${off.map((d) => `${d} ${result.levels[d]}≠${answer.levels[d]}`).join(', ')}`,
        );
    }
    for (const dim of DIMENSIONS) expect(accuracy(results, dim), dim).toBeGreaterThanOrEqual(0.9);
    // Mistake lists must be exact on every answer the scorer was tuned on; on
    // the held-out round they are a measurement (printed above), not a gate.
    for (const { answer, result } of tuned) {
      expect(result.mistakes.slice().sort(), answer.id).toEqual(answer.mistakes.slice().sort());
    }
  });
});
