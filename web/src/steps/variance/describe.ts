// Text descriptions of step 1's charts, generated from the live numbers so a
// screen-reader user gets the same finding a sighted user reads off the chart.
import type { VarianceResult } from '../../../../wasm/api';
import { formatCount, formatShort, formatValue } from '../../format';
import type { OneHotSpread } from './onehot';

/** "1 score" / "2 scores": the count with its noun in the right number. */
export function counted(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The legend text of the one-hot marks. */
export function onehotLabel(o: OneHotSpread): string {
  return `±${formatValue(o.spread)}: one-hot spread, ${o.keys} keys (dₖ ${o.dk})`;
}

/** Mean and variance of q·k in theory. Independent unit-variance entries give
 *  0 and d_k; a correlated key k = ρq + √(1−ρ²)z gives ρ·d_k and d_k(1 + ρ²). */
export function theoryOf(
  dist: string,
  dk: number,
  rho: number,
): { mean: number; variance: number } {
  return dist === 'correlated'
    ? { mean: rho * dk, variance: dk * (1 + rho * rho) }
    : { mean: 0, variance: dk };
}

export function theoryText(dist: string, dk: number, rho: number): string {
  const { mean, variance } = theoryOf(dist, dk, rho);
  if (dist !== 'correlated') return `variance ${dk}, sd √${dk} = ${formatValue(Math.sqrt(dk))}`;
  return `mean ρ·d_k = ${formatValue(mean)}, variance d_k(1+ρ²) = ${formatValue(variance)}`;
}

export function describeHistogram(
  result: VarianceResult,
  outside: number,
  onehot: OneHotSpread | null = null,
): string {
  const { dk, pairs, variance, std, mean } = result;
  const outsideText =
    outside > 0
      ? ` ${counted(outside, 'score falls', 'scores fall')} outside the drawn range.`
      : '';
  const onehotText = onehot
    ? ` The marks at ±${formatValue(onehot.spread)} show the spread at d_k = ${onehot.dk}, the smallest power of two at which at least half of the trials of one query against ${onehot.keys} keys (here ${Math.round(100 * onehot.share)}%) put more than ${onehot.threshold} of the weight on one key; this sample's spread is ${std.value > onehot.spread ? 'wider' : 'narrower'}.`
    : '';
  // Independent entries give mean 0; a mean 4 standard errors away says they are not.
  // One plain sentence of what the chart shows first, the numbers after.
  const lead =
    Math.abs(mean.value) > 4 * mean.se
      ? `At d_k = ${dk} the bars sit away from the curve N(0, ${dk}): these entries are not independent.`
      : `At d_k = ${dk} the raw scores spread with standard deviation ${formatValue(std.value)}, as √d_k = ${formatValue(Math.sqrt(dk))} predicts: the bars follow the bell curve N(0, ${dk}).`;
  return (
    `${lead} Details: ${formatCount(pairs)} scores, mean ${formatShort(mean.value)}, ` +
    `variance ${formatValue(variance.value)}.${outsideText}${onehotText}`
  );
}

export function describeSweep(dks: ArrayLike<number>, values: ArrayLike<number>): string {
  const n = dks.length;
  if (n === 0) return 'No sweep yet.';
  const first = `${formatValue(values[0])} at d_k = ${dks[0]}`;
  const last = `${formatValue(values[n - 1])} at d_k = ${dks[n - 1]}`;
  const ratios = Array.from(values, (v, i) => v / dks[i]);
  const spread = `${formatValue(Math.min(...ratios))} to ${formatValue(Math.max(...ratios))}`;
  const meanRatio = ratios.reduce((a, b) => a + b, 0) / n;
  const shape =
    Math.abs(meanRatio - 1) < 0.1
      ? 'so the points hug the line Var = d_k'
      : `so the points run parallel to the line Var = d_k at about ${formatShort(meanRatio)} times its height`;
  return (
    `Measured variance grows from ${first} to ${last}; ` +
    `variance divided by d_k stays between ${spread} across all ${n} sizes, ${shape}.`
  );
}

/** Root-mean-square of `values` and its standard error (delta method on the
 *  mean of the squares: se(√m) = se(m) / (2√m)). */
export function rootMeanSquare(values: readonly number[]): { value: number; se: number } {
  const n = values.length;
  const squares = values.map((v) => v * v);
  const mean = squares.reduce((a, b) => a + b, 0) / n;
  const spread = squares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  const value = Math.sqrt(mean);
  return { value, se: value > 0 ? Math.sqrt(spread / n) / (2 * value) : 0 };
}

export function describeWalks(drawn: number[], endpoints: number[], steps: number): string {
  const rms = rootMeanSquare(endpoints);
  const root = Math.sqrt(steps);
  const within = Math.abs(rms.value - root) <= 2 * rms.se;
  return (
    `The ${drawn.length} drawn walks of ${steps} coin-flip steps ended at ${drawn.map(formatCount).join(', ')}. ` +
    `Over ${formatCount(endpoints.length)} more walks the root-mean-square distance from zero is ` +
    `${formatValue(rms.value)} ± ${formatValue(rms.se)} (one standard error), ` +
    `${within ? 'in line with' : 'away from'} √${steps} = ${formatValue(root)}, ` +
    `and far below the ${steps} steps a walk could go if every flip agreed.`
  );
}
