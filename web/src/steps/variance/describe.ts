// Text descriptions of step 1's charts, generated from the live numbers so a
// screen-reader user gets the same finding a sighted user reads off the chart.
import type { VarianceResult } from '../../../../wasm/api';
import { formatCount, formatShort, formatValue } from '../../format';

export function describeHistogram(result: VarianceResult, outside: number): string {
  const { dk, pairs, variance, std, mean } = result;
  const outsideText =
    outside > 0 ? ` ${formatCount(outside)} scores fall outside the drawn range.` : '';
  return (
    `${formatCount(pairs)} raw scores at d_k = ${dk}: mean ${formatShort(mean.value)}, ` +
    `variance ${formatValue(variance.value)} (theory for independent unit-variance entries: ${dk}), ` +
    `standard deviation ${formatValue(std.value)} (√d_k = ${formatValue(Math.sqrt(dk))}). ` +
    `The bars follow the bell curve N(0, ${dk}) when the entries are independent.${outsideText}`
  );
}

export function describeSweep(dks: ArrayLike<number>, values: ArrayLike<number>): string {
  const n = dks.length;
  if (n === 0) return 'No sweep yet.';
  const first = `${formatValue(values[0])} at d_k = ${dks[0]}`;
  const last = `${formatValue(values[n - 1])} at d_k = ${dks[n - 1]}`;
  const ratios = Array.from(values, (v, i) => v / dks[i]);
  const spread = `${formatValue(Math.min(...ratios))} to ${formatValue(Math.max(...ratios))}`;
  return (
    `Measured variance grows from ${first} to ${last}; ` +
    `variance divided by d_k stays between ${spread} across all ${n} sizes, so the points hug the line Var = d_k.`
  );
}

export function describeWalks(endpoints: number[], steps: number): string {
  const typical = Math.sqrt(endpoints.reduce((s, e) => s + e * e, 0) / endpoints.length);
  return (
    `${endpoints.length} walks of ${steps} coin-flip steps ended at ${endpoints.map(formatCount).join(', ')}. ` +
    `Their root-mean-square distance from zero is ${formatValue(typical)}, close to √${steps} = ` +
    `${formatValue(Math.sqrt(steps))} and far below the ${steps} steps a walk could go if every flip agreed.`
  );
}
