// The second reading: a word model that moves the rules' level one step
// toward the middle where it finds that level unlikely. Its weights are
// trained on the tuned labelled answers only; the rule joining the readings
// was fixed on a backtest (scripts/backtest-second-reading.ts) before any
// answer it now grades was held out.
import { describe, expect, it } from 'vitest';
import { gradeAnswer, gradeByRules } from '../../web/src/practice/scorer/grade';
import {
  gradeQuestion,
  gradeQuestionByRules,
} from '../../web/src/practice/interview/grade-question';
import { DIMENSIONS, LEVELS } from '../../web/src/practice/scorer/rubric';
import { answerFeatures } from '../../web/src/practice/scorer/second-reading/features';
import { reread, UNLIKELY } from '../../web/src/practice/scorer/second-reading/reread';
import { trainModel } from '../../web/src/practice/scorer/second-reading/train';
import mainModel from '../../web/src/practice/scorer/second-reading/main-model.json';
import followupModel from '../../web/src/practice/scorer/second-reading/followup-model.json';
import { analyse } from '../../web/src/practice/scorer/detect';
import { FOLLOWUP_ANSWERS, MAIN_ANSWERS, isHeldOut } from './agreement';
import {
  FOLLOWUP_ABOUT,
  MAIN_ABOUT,
  followupTrainingSet,
  mainTrainingSet,
} from './second-reading-data';

const steps = (a: string, b: string) =>
  Math.abs(LEVELS.indexOf(a as never) - LEVELS.indexOf(b as never));

describe('second reading: the committed models', () => {
  it('are exactly what training on the tuned answers gives (no held-out answer, no stale weights)', () => {
    expect(trainModel(MAIN_ABOUT, DIMENSIONS, mainTrainingSet())).toEqual(mainModel);
    expect(trainModel(FOLLOWUP_ABOUT, ['level'], followupTrainingSet())).toEqual(followupModel);
    expect(mainModel.training.answers).toBe(MAIN_ANSWERS.filter((a) => !isHeldOut(a.id)).length);
    expect(followupModel.training.answers).toBe(
      FOLLOWUP_ANSWERS.filter((a) => !isHeldOut(a.id)).length,
    );
  });

  it('leaves out the words of a quoted line, as the rules do', () => {
    const { tokens, text } = analyse(
      '> it stops exploding gradients\nNo: the softmax saturates.',
      200,
    );
    const words = answerFeatures(tokens, text.length).words;
    expect(words.has('saturat')).toBe(true);
    expect([...words].some((w) => w.startsWith('explod'))).toBe(false);
  });
});

describe('second reading: the rule', () => {
  const odds = (weak: number, staff: number) => ({ weak, strong: 1 - weak - staff, staff });

  it('moves an extreme level the model finds unlikely to strong, and nothing else', () => {
    expect(reread('weak', odds(UNLIKELY - 0.01, 0.5))).toEqual({
      level: 'strong',
      moved: 'raised',
    });
    expect(reread('weak', odds(UNLIKELY + 0.01, 0.5))).toEqual({ level: 'weak', moved: null });
    expect(reread('staff', odds(0.5, UNLIKELY - 0.01))).toEqual({
      level: 'strong',
      moved: 'lowered',
    });
    expect(reread('staff', odds(0.2, UNLIKELY + 0.01))).toEqual({ level: 'staff', moved: null });
    expect(reread('strong', odds(0.99, 0))).toEqual({ level: 'strong', moved: null });
    expect(reread('strong', odds(0, 0.99))).toEqual({ level: 'strong', moved: null });
  });

  it('never moves a labelled answer more than one level from the rules, on any dimension', () => {
    for (const a of MAIN_ANSWERS) {
      const [rules, final] = [gradeByRules(a.text), gradeAnswer(a.text)];
      for (const dim of DIMENSIONS) {
        expect(steps(rules.levels[dim], final.levels[dim]), `${a.id} ${dim}`).toBeLessThanOrEqual(
          1,
        );
        if (rules.levels[dim] === 'strong') expect(final.levels[dim]).toBe('strong');
      }
      expect(final.mistakes, a.id).toEqual(rules.mistakes);
    }
  });
});

describe('second reading: answers the rules misread', () => {
  // Told as an analogy: the rules find no Jacobian and no weighing of d_k in
  // it (weak on depth and trade-offs); an interviewer would give staff on both.
  const analogy =
    "Picture a talent show where every judge adds an independent, zero-mean score of about one point. With 400 judges the totals spread by about 20 points, so one act ends up 20 points ahead and the audience vote, which goes as e to the total, sends every single vote to that act. Then a small change in any judge's opinion moves nothing at all, so the judges (our W_Q and W_K) never find out which of their opinions mattered and stop learning. Dividing the totals by the square root of the number of judges, 20, brings the spread back to about one point whatever the panel size, and the vote stays soft enough to learn from. Dividing by 400 would squash everyone to a tie.";

  it('raises a staff answer told by analogy from weak to strong, quoting the answer', () => {
    const [rules, final] = [gradeByRules(analogy), gradeAnswer(analogy)];
    for (const dim of ['depth', 'tradeoffs'] as const) {
      expect(rules.levels[dim], dim).toBe('weak');
      expect(final.levels[dim], dim).toBe('strong');
      expect(final.evidence[dim].length, dim).toBeGreaterThan(0);
      for (const phrase of final.evidence[dim]) expect(analogy).toContain(phrase);
    }
  });

  it('leaves a short weak answer weak', () => {
    const r = gradeAnswer('It is for numerical stability.');
    for (const dim of DIMENSIONS) expect(r.levels[dim], dim).toBe('weak');
  });

  it('rereads follow-ups too (cj03, labelled strong, which the rules score weak), and not the main question', () => {
    const cj03 = FOLLOWUP_ANSWERS.find((a) => a.id === 'cj03')!;
    expect(gradeQuestionByRules(cj03.question, cj03.text).level).toBe('weak');
    const final = gradeQuestion(cj03.question, cj03.text);
    expect(final.level).toBe(cj03.level);
    for (const phrase of final.evidence) expect(cj03.text).toContain(phrase);
    const main = gradeQuestion('main', analogy);
    expect(main.rubric?.levels).toEqual(gradeAnswer(analogy).levels);
    expect(main.level).toBe(gradeQuestionByRules('main', analogy).level);
  });
});
