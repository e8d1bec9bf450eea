// Trains the second reading's model: the vocabulary is every feature that
// at least `minDocuments` training answers have, and each level scale is fit
// by full-batch gradient descent with Nesterov momentum on two logistic
// losses that share the weights (level >= strong, level = staff), with an
// L2 penalty. Plain float64 loops in a fixed order, so the same answers give
// the same weights on every machine; a test retrains and compares with the
// committed files.
import { LEVELS, type Level } from '../rubric';
import type { AnswerFeatures } from './features';
import {
  featureIndices,
  sigmoid,
  vocabularyIndex,
  type LevelScale,
  type SecondReadingModel,
} from './model';

export interface TrainingAnswer<Scale extends string> {
  features: AnswerFeatures;
  levels: Record<Scale, Level>;
}

export const TRAINING = {
  minDocuments: 15,
  l2: 3,
  iterations: 150,
  rate: 1,
  momentum: 0.9,
} as const;

export type TrainingSettings = { -readonly [K in keyof typeof TRAINING]: number };

/** Weights kept to 3 decimals, thresholds to 4: small files, same odds. */
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places || 0;

export function vocabularyOf(
  answers: readonly { features: AnswerFeatures }[],
  minDocuments: number,
): string[] {
  const documents = new Map<string, number>();
  for (const a of answers)
    for (const word of a.features.words) documents.set(word, (documents.get(word) ?? 0) + 1);
  return [...documents]
    .filter(([, n]) => n >= minDocuments)
    .map(([word]) => word)
    .sort();
}

interface Row {
  indices: number[];
  length: number;
  atLeastStrong: number;
  staff: number;
}

function fitScale(rows: readonly Row[], size: number, settings: TrainingSettings): LevelScale {
  const n = rows.length;
  // weights[size] is the length feature's weight.
  const w = new Float64Array(size + 1);
  const vw = new Float64Array(size + 1);
  const b = [0, 1];
  const vb = [0, 0];
  const look = new Float64Array(size + 1);
  const grad = new Float64Array(size + 1);
  for (let it = 0; it < settings.iterations; it++) {
    for (let k = 0; k <= size; k++) look[k] = w[k] + settings.momentum * vw[k];
    const t = [b[0] + settings.momentum * vb[0], b[1] + settings.momentum * vb[1]];
    grad.fill(0);
    let g1 = 0;
    let g2 = 0;
    for (const row of rows) {
      let s = look[size] * row.length;
      for (const i of row.indices) s += look[i];
      const r1 = sigmoid(s - t[0]) - row.atLeastStrong;
      const r2 = sigmoid(s - t[1]) - row.staff;
      const r = r1 + r2;
      for (const i of row.indices) grad[i] += r;
      grad[size] += r * row.length;
      g1 -= r1;
      g2 -= r2;
    }
    for (let k = 0; k <= size; k++) {
      const g = grad[k] / n + (settings.l2 / n) * look[k];
      vw[k] = settings.momentum * vw[k] - settings.rate * g;
      w[k] += vw[k];
    }
    for (const [j, g] of [g1 / n, g2 / n].entries()) {
      vb[j] = settings.momentum * vb[j] - settings.rate * g;
      b[j] += vb[j];
    }
  }
  return {
    thresholds: [round(b[0], 4), round(b[1], 4)],
    length: round(w[size], 3),
    weights: [...w.subarray(0, size)].map((x) => round(x, 3)),
  };
}

export function trainModel<Scale extends string>(
  about: string,
  scales: readonly Scale[],
  answers: readonly TrainingAnswer<Scale>[],
  settings: TrainingSettings = { ...TRAINING },
): SecondReadingModel<Scale> {
  const vocabulary = vocabularyOf(answers, settings.minDocuments);
  const index = vocabularyIndex(vocabulary);
  const indices = answers.map((a) => featureIndices(index, a.features));
  const fitted = {} as Record<Scale, LevelScale>;
  for (const scale of scales) {
    const rows = answers.map((a, k) => {
      const level = LEVELS.indexOf(a.levels[scale]);
      return {
        indices: indices[k],
        length: a.features.length,
        atLeastStrong: level >= 1 ? 1 : 0,
        staff: level >= 2 ? 1 : 0,
      };
    });
    fitted[scale] = fitScale(rows, vocabulary.length, settings);
  }
  return {
    about,
    training: {
      answers: answers.length,
      minDocuments: settings.minDocuments,
      l2: settings.l2,
      iterations: settings.iterations,
    },
    vocabulary,
    scales: fitted,
  };
}
