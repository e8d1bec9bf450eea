// The second reading of an answer, as the graders use it: the committed
// models and the odds they give an answer's levels. (A level it raises
// quotes the stated claim it was raised on: grade.ts, grade-question.ts.)
import type { Dimension, Level } from '../rubric';
import type { Token } from '../tokens';
import { answerFeatures } from './features';
import followupModelData from './followup-model.json';
import mainModelData from './main-model.json';
import {
  featureIndices,
  levelOdds,
  vocabularyIndex,
  type LevelOdds,
  type SecondReadingModel,
} from './model';
import { reread, type Reread } from './reread';

interface Prepared<Scale extends string> {
  model: SecondReadingModel<Scale>;
  /** Each vocabulary word's index, built once rather than per answer. */
  index: Map<string, number>;
}

function prepare<Scale extends string>(model: SecondReadingModel<Scale>): Prepared<Scale> {
  return { model, index: vocabularyIndex(model.vocabulary) };
}

const MAIN = prepare(mainModelData as SecondReadingModel<Dimension>);
const FOLLOWUP = prepare(followupModelData as SecondReadingModel<'level'>);

export interface Rereading<Scale extends string> {
  odds(scale: Scale): LevelOdds;
  /** The level after the second reading, and whether it moved. */
  level(scale: Scale, level: Level): { level: Level; moved: Reread };
}

function rereading<Scale extends string>(
  { model, index }: Prepared<Scale>,
  tokens: Token[],
  characters: number,
): Rereading<Scale> {
  const features = answerFeatures(tokens, characters);
  const present = featureIndices(index, features);
  const odds = (scale: Scale) => levelOdds(model.scales[scale], present, features.length);
  return {
    odds,
    level: (scale, level) => reread(level, odds(scale)),
  };
}

export const rereadMain = (tokens: Token[], characters: number) =>
  rereading(MAIN, tokens, characters);
export const rereadFollowup = (tokens: Token[], characters: number) =>
  rereading(FOLLOWUP, tokens, characters);
