// Text descriptions of steps 2 and 3's charts, generated from the live data so
// that screen-reader users (and anyone reading the caption) get the same
// finding the picture shows. Pure functions: unit-tested without a DOM.

import { format } from 'd3-format';
import { formatShort } from '../format';

const weightFormat = format('.4f');
const smallFormat = format('.3~g');
const percentFormat = format('.1%');
const twoDecimals = format('.2f');

/** 0.25 is the largest entry a softmax Jacobian can have: p(1 - p) at p = 1/2. */
export const MAX_JACOBIAN_ENTRY = 0.25;

/** A number for prose: plain decimals in the middle, 3 significant digits for tiny values. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 0.01 && magnitude < 1000) return twoDecimals(value).replace('-', '−');
  return smallFormat(value).replace('-', '−');
}

/** A number as a person would type it: 16, 0.5, −8 (no padding zeros). */
export function formatPlain(value: number): string {
  return String(Number(value.toPrecision(4))).replace('-', '−');
}

export function formatWeight(value: number): string {
  return weightFormat(value);
}

export function describeSoftmaxWeights(
  scores: ArrayLike<number>,
  weights: ArrayLike<number>,
): string {
  const n = weights.length;
  let top = 0;
  for (let i = 1; i < n; i++) if (weights[i] > weights[top]) top = i;
  const shown = Array.from(weights, formatWeight).join(', ');
  const scoreText = Array.from(scores, formatPlain).join(', ');
  return (
    `Scores ${scoreText} give softmax weights ${shown}. ` +
    `Key ${top + 1} takes ${percentFormat(weights[top])} of the attention` +
    (weights[top] > 0.99 ? ', so the softmax is saturated.' : '.')
  );
}

export function describeJacobian(maxEntry: number, row: number, col: number, size: number): string {
  const share = maxEntry / MAX_JACOBIAN_ENTRY;
  const verdict =
    share < 0.01
      ? 'almost no gradient flows back through this softmax'
      : share < 0.25
        ? 'gradients are weakened'
        : 'gradients flow well';
  return (
    `The ${size} by ${size} Jacobian's largest entry is ${formatShort(maxEntry)} ` +
    `(row ${row + 1}, column ${col + 1}), ${percentFormat(share)} of the 0.25 maximum: ${verdict}.`
  );
}

export interface SweepSeriesText {
  label: string; // e.g. "without scaling"
  values: ArrayLike<number>;
}

/** "Mean top weight rises from 0.53 at d_k 4 to 0.96 at d_k 512 without
 *  scaling, and stays between 0.35 and 0.37 with √d_k scaling." */
export function describeSweep(
  metric: string,
  dks: ArrayLike<number>,
  series: readonly SweepSeriesText[],
): string {
  const last = dks.length - 1;
  if (last < 0) return `${metric}: no data yet.`;
  const parts = series.map((s) => {
    const first = s.values[0];
    const end = s.values[last];
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i <= last; i++) {
      lo = Math.min(lo, s.values[i]);
      hi = Math.max(hi, s.values[i]);
    }
    // "Stays" when the whole range is within 10% of its middle: the visual
    // impression of a flat line on these charts.
    const flat = hi - lo <= 0.1 * Math.max(Math.abs(hi), Math.abs(lo), 1e-12);
    if (flat) {
      return `stays between ${formatNumber(lo)} and ${formatNumber(hi)} ${s.label}`;
    }
    const verb = end > first ? 'rises' : 'falls';
    return `${verb} from ${formatNumber(first)} at d_k ${dks[0]} to ${formatNumber(end)} at d_k ${dks[last]} ${s.label}`;
  });
  return `${metric} ${parts.join(', and ')}.`;
}

/** Histogram of per-trial top weights, raw vs scaled. */
export function describeTopWeightHistogram(
  dk: number,
  threshold: number,
  series: readonly { label: string; topWeights: ArrayLike<number> }[],
): string {
  const parts = series.map((s) => {
    const n = s.topWeights.length;
    let above = 0;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum += s.topWeights[i];
      if (s.topWeights[i] > threshold) above++;
    }
    const mean = n > 0 ? sum / n : Number.NaN;
    return `${s.label}, the mean top weight is ${formatNumber(mean)} and ${percentFormat(n > 0 ? above / n : 0)} of trials are above ${formatNumber(threshold)}`;
  });
  const trials = series[0]?.topWeights.length ?? 0;
  return `Top weights of ${trials} trials at d_k ${dk}. ${parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('. ')}.`;
}

/** Bars of an example trial's weights under two divisors (step 3). */
export function describeDivisorComparison(
  rows: readonly { label: string; weights: ArrayLike<number> }[],
): string {
  return rows
    .map((r) => {
      const sorted = Array.from(r.weights).sort((a, b) => b - a);
      const n = sorted.length;
      const uniform = 1 / n;
      // Within 1.5x of 1/n the bars look flat to the eye: attention cannot pick a key.
      const shape =
        sorted[0] > 0.99
          ? 'one key takes nearly everything'
          : sorted[0] < 1.5 * uniform
            ? `nearly uniform (every weight close to ${formatNumber(uniform)})`
            : 'focused but not one-hot';
      return `${r.label}: top weight ${formatWeight(sorted[0])}, smallest ${formatWeight(sorted[n - 1])}; ${shape}.`;
    })
    .join(' ');
}
