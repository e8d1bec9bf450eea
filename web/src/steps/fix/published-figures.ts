// PUBLISHED reference figures: one earlier run of the reference experiment
// (standard normal entries, 20,000 pairs for variances, 4,000 trials of one
// query against 8 keys for the softmax figures). They are written once, in
// src/data/published-figures.json, which the C++ core reads too. They are
// shown ONLY in the "published" column of step 3's comparison table, next to
// the values the core measures live; no chart or readout takes a number from here.
// The import attribute lets Node's own loader (Playwright specs) read it too.
import data from '../../../../src/data/published-figures.json' with { type: 'json' };
import type { DivisorKind, Distribution, Estimate } from '../../../../wasm/api';

export type PublishedMetric =
  'variance' | 'std' | 'topWeight' | 'saturatedFraction' | 'jacobianNorm';

export interface PublishedFigure {
  dk: number;
  metric: PublishedMetric;
  divisor: DivisorKind;
  value: number;
  /** As printed in the source, e.g. "4.00": keeps the trailing zeros that say how it was rounded. */
  text: string;
}

/** One row of the JSON: a quantity at every published d_k (null = not published). */
interface PublishedRow {
  quantity: string;
  metric: PublishedMetric;
  divisor: DivisorKind;
  label: string;
  values: (string | null)[];
}

export const PUBLISHED_SETTINGS: {
  readonly dist: Distribution;
  readonly pairs: number;
  readonly trials: number;
  readonly keys: number;
  readonly threshold: number;
} = data.settings as { dist: Distribution } & typeof data.settings;

export const PUBLISHED_DKS: readonly number[] = data.dks;

export const PUBLISHED_FIGURES: readonly PublishedFigure[] = (
  data.figures as PublishedRow[]
).flatMap((row) =>
  row.values.flatMap((text, i) =>
    text === null
      ? []
      : [
          {
            dk: PUBLISHED_DKS[i],
            metric: row.metric,
            divisor: row.divisor,
            value: Number(text),
            text,
          },
        ],
  ),
);

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
