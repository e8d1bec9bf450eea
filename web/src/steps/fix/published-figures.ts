// PUBLISHED reference figures (content brief: 20,000 pairs for variances,
// 4,000 trials of one query against 8 keys for the softmax figures, standard
// normal entries). They are shown ONLY in the "published" column of step 3's
// comparison table, next to the values the core measures live; no chart or
// readout takes a number from here.

import type { DivisorKind, Estimate } from '../../../../wasm/api';

export type PublishedMetric = 'variance' | 'std' | 'topWeight' | 'jacobianNorm';

export interface PublishedFigure {
  dk: number;
  metric: PublishedMetric;
  divisor: DivisorKind;
  value: number;
  /** As printed in the source, e.g. "4.00": keeps the trailing zeros that say how it was rounded. */
  text: string;
}

export const PUBLISHED_SETTINGS = {
  dist: 'normal',
  pairs: 20_000,
  trials: 4_000,
  keys: 8,
} as const;

export const PUBLISHED_DKS: readonly number[] = [4, 64, 512];

function row(
  metric: PublishedMetric,
  divisor: DivisorKind,
  texts: readonly [string, string, string],
): PublishedFigure[] {
  return PUBLISHED_DKS.map((dk, i) => ({
    dk,
    metric,
    divisor,
    value: Number(texts[i]),
    text: texts[i],
  }));
}

export const PUBLISHED_FIGURES: readonly PublishedFigure[] = [
  ...row('variance', 'none', ['4.00', '64.49', '508.16']),
  ...row('std', 'none', ['2.00', '8.03', '22.54']),
  ...row('variance', 'sqrt_dk', ['1.001', '1.008', '0.992']),
  ...row('variance', 'dk', ['0.2503', '0.0157', '0.0019']),
  ...row('topWeight', 'none', ['0.530', '0.876', '0.958']),
  ...row('topWeight', 'sqrt_dk', ['0.346', '0.363', '0.364']),
  ...row('jacobianNorm', 'none', ['0.339', '0.151', '0.057']),
  ...row('jacobianNorm', 'sqrt_dk', ['0.360', '0.366', '0.365']),
];

export function findPublished(
  dk: number,
  metric: PublishedMetric,
  divisor: DivisorKind,
): PublishedFigure | undefined {
  return PUBLISHED_FIGURES.find((f) => f.dk === dk && f.metric === metric && f.divisor === divisor);
}

/** Half a unit in the last printed digit: a published "0.0019" stands for
 *  anything in [0.00185, 0.00195). */
export function roundingSlack(figure: PublishedFigure): number {
  const decimals = figure.text.includes('.') ? figure.text.split('.')[1].length : 0;
  return 0.5 * 10 ** -decimals;
}

/** True when the measured 95% interval, widened by the published figure's
 *  rounding, does not contain the published figure. Both are Monte Carlo
 *  results, so about one comparison in twenty may miss by chance alone. */
export function intervalMisses(measured: Estimate, figure: PublishedFigure): boolean {
  const slack = roundingSlack(figure);
  return figure.value + slack < measured.lo || figure.value - slack > measured.hi;
}
