// The answers the second reading is trained on: every labelled answer that is
// not held out (agreement.ts decides which are), main answers with their five
// rubric levels and follow-ups with their one level. Shared by the training
// script and the test that retrains and compares with the committed models.
import { answerFeatures } from '../../web/src/practice/scorer/second-reading/features';
import type { TrainingAnswer } from '../../web/src/practice/scorer/second-reading/train';
import { analyse } from '../../web/src/practice/scorer/detect';
import { MAX_ANSWER_CHARS } from '../../web/src/practice/scorer/answer-limit';
import type { Dimension, Level } from '../../web/src/practice/scorer/rubric';
import { FOLLOWUP_ANSWERS, MAIN_ANSWERS, isHeldOut } from './agreement';

export function featuresOf(text: string) {
  const { text: kept, tokens } = analyse(text, MAX_ANSWER_CHARS);
  return answerFeatures(tokens, kept.length);
}

export const mainTrainingSet = (): TrainingAnswer<Dimension>[] =>
  MAIN_ANSWERS.filter((a) => !isHeldOut(a.id)).map((a) => ({
    features: featuresOf(a.text),
    levels: a.levels,
  }));

export const followupTrainingSet = (): TrainingAnswer<'level'>[] =>
  FOLLOWUP_ANSWERS.filter((a) => !isHeldOut(a.id)).map((a) => ({
    features: featuresOf(a.text),
    levels: { level: a.level as Level },
  }));

export const MAIN_ABOUT =
  'Second reading of main answers: word and word-pair weights per rubric dimension, trained on the tuned labelled answers by scripts/train-second-reading.ts. Generated; do not edit.';
export const FOLLOWUP_ABOUT =
  'Second reading of follow-up answers: word and word-pair weights for the level, trained on the tuned labelled follow-ups by scripts/train-second-reading.ts. Generated; do not edit.';
