// Writes the second reading's two models (web/src/practice/scorer/second-
// reading/*-model.json) from the tuned labelled answers. Run it after the
// labelled set or its held-out split changes; tests/practice/second-
// reading.test.ts fails while the committed files are stale.
import { writeFileSync } from 'node:fs';
import { DIMENSIONS } from '../web/src/practice/scorer/rubric';
import { trainModel } from '../web/src/practice/scorer/second-reading/train';
import {
  FOLLOWUP_ABOUT,
  MAIN_ABOUT,
  followupTrainingSet,
  mainTrainingSet,
} from '../tests/practice/second-reading-data';

const dir = 'web/src/practice/scorer/second-reading';
const main = trainModel(MAIN_ABOUT, DIMENSIONS, mainTrainingSet());
const followup = trainModel(FOLLOWUP_ABOUT, ['level'], followupTrainingSet());
for (const [name, model] of [
  ['main-model.json', main],
  ['followup-model.json', followup],
] as const) {
  writeFileSync(`${dir}/${name}`, `${JSON.stringify(model)}\n`);
  console.log(`${name}: ${model.training.answers} answers, ${model.vocabulary.length} features`);
}
