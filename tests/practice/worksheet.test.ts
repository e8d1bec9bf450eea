// The worksheet's key is right: every printed answer, read back as a learner
// would write it, is what the quiz's own checker accepts for that question;
// the same seed gives the same sheet and another seed another one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqrtDkCore } from '../../wasm/api';
import { simdCore } from '../js/support/cores';
import { isWithin, parseNumericAnswer } from '../../web/src/practice/questions/answer-check';
import type { QuestionCore } from '../../web/src/practice/questions/types';
import { drawWorksheet, WORKSHEET_MAX_QUESTIONS } from '../../web/src/worksheet/draw';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

const asyncCore = (): QuestionCore => ({
  variance: async (o) => core.variance(o),
  saturation: async (o) => core.saturation(o),
  softmax: async (s) => core.softmax(s),
  rope: async (o) => core.rope(o),
});

describe('worksheet', () => {
  it('prints a key the quiz accepts, question by question', async () => {
    const sheet = await drawWorksheet(asyncCore(), 7, WORKSHEET_MAX_QUESTIONS);
    expect(sheet.items).toHaveLength(WORKSHEET_MAX_QUESTIONS);
    expect(sheet.interview.question).toMatch(/√d_k/);
    for (const { question, answer } of sheet.items) {
      if (question.kind === 'choice') {
        expect(answer).toBe(question.options[question.correct]);
        continue;
      }
      // The key's number as printed (before "(accepted: ±…)").
      const printed = parseNumericAnswer(answer.split(' (')[0]);
      expect(printed.ok, answer).toBe(true);
      if (printed.ok)
        expect(isWithin(printed.value, question.answer, question.tolerance)).toBe(true);
    }
  });

  it('gives the same sheet for a seed and another sheet for another seed', async () => {
    const prompts = async (seed: number) =>
      (await drawWorksheet(asyncCore(), seed, 6)).items.map((i) => i.question.prompt);
    const first = await prompts(11);
    expect(await prompts(11)).toEqual(first);
    expect(await prompts(12)).not.toEqual(first);
  });
});
