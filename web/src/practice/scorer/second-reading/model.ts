// The second reading's model: for one level scale (a rubric dimension, or a
// follow-up's level), one weight per word feature and two thresholds, read as
// P(level >= strong) = σ(s − t₁) and P(level = staff) = σ(s − t₂), where s is
// the sum of the weights of the answer's features. Trained by train.ts on the
// tuned labelled answers; the weights are data (main-model.json,
// followup-model.json), written by `npm run -s train:second-reading`.
import type { Level } from '../rubric';
import type { AnswerFeatures } from './features';

export interface LevelScale {
  /** t₁ and t₂, with t₁ < t₂. */
  thresholds: [number, number];
  /** Weight of AnswerFeatures.length. */
  length: number;
  /** One weight per entry of the model's vocabulary. */
  weights: number[];
}

export interface SecondReadingModel<Scale extends string> {
  about: string;
  /** How it was trained (train.ts's settings) and on how many answers. */
  training: { answers: number; minDocuments: number; l2: number; iterations: number };
  vocabulary: string[];
  scales: Record<Scale, LevelScale>;
}

export type LevelOdds = Record<Level, number>;

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Each vocabulary word's index; build it once per model. */
export const vocabularyIndex = (vocabulary: readonly string[]) =>
  new Map(vocabulary.map((word, i) => [word, i]));

/** Indices into the vocabulary of the features an answer has, in vocabulary
 *  order, so a score always sums its weights in the same order. */
export function featureIndices(index: Map<string, number>, features: AnswerFeatures): number[] {
  return [...features.words].flatMap((word) => index.get(word) ?? []).sort((a, b) => a - b);
}

export function scaleScore(scale: LevelScale, indices: readonly number[], length: number): number {
  let s = scale.length * length;
  for (const i of indices) s += scale.weights[i];
  return s;
}

export function levelOdds(
  scale: LevelScale,
  indices: readonly number[],
  length: number,
): LevelOdds {
  const s = scaleScore(scale, indices, length);
  const atLeastStrong = sigmoid(s - scale.thresholds[0]);
  const staff = Math.min(sigmoid(s - scale.thresholds[1]), atLeastStrong);
  return { weak: 1 - atLeastStrong, strong: atLeastStrong - staff, staff };
}
