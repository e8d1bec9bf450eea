// The second reading of an answer, as the graders use it: the committed
// models, the odds they give an answer's levels, and the sentence a raised
// level quotes as its evidence (the one whose words weigh most for it).
import type { Dimension, Level } from '../rubric';
import type { Token } from '../tokens';
import { answerFeatures, ownTokens, wordsAt } from './features';
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
  /** Start and end (in the answer) of the sentence whose features weigh most for `scale`. */
  weightiestSentence(scale: Scale): [number, number] | null;
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
    weightiestSentence(scale) {
      const weights = model.scales[scale].weights;
      const bySentence = new Map<number, { weight: number; seen: Set<string> }>();
      const own = ownTokens(tokens);
      for (const [i, t] of own.entries()) {
        const entry = bySentence.get(t.sentence) ?? { weight: 0, seen: new Set<string>() };
        for (const word of wordsAt(own, i)) {
          const at = index.get(word);
          if (at === undefined || entry.seen.has(word)) continue;
          entry.seen.add(word);
          entry.weight += weights[at];
        }
        bySentence.set(t.sentence, entry);
      }
      const best = [...bySentence].sort((a, b) => b[1].weight - a[1].weight)[0];
      if (!best) return null;
      const inIt = own.filter((t) => t.sentence === best[0]);
      return [inIt[0].start, inIt[inIt.length - 1].end];
    },
  };
}

export const rereadMain = (tokens: Token[], characters: number) =>
  rereading(MAIN, tokens, characters);
export const rereadFollowup = (tokens: Token[], characters: number) =>
  rereading(FOLLOWUP, tokens, characters);
