// How steps 2 and 3 print a Monte Carlo estimate: the value with as many
// digits as its standard error justifies, and the 95% interval beside it.
import type { Estimate } from '../../../wasm/api';
import { formatFixed } from '../format';

/** Decimals such that the last digit is about a tenth of the standard error,
 *  at least `min` and at most `max` (a value of 0.876 ± 0.003 prints 0.876). */
export function decimalsFor(estimate: Estimate, min = 2, max = 6): number {
  if (!(estimate.se > 0)) return min;
  const wanted = Math.ceil(-Math.log10(estimate.se)) + 1;
  return Math.min(max, Math.max(min, wanted));
}

export function formatEstimate(estimate: Estimate, decimals = decimalsFor(estimate)) {
  return {
    value: formatFixed(estimate.value, decimals),
    interval: `95% CI ${formatFixed(estimate.lo, decimals)} to ${formatFixed(estimate.hi, decimals)}`,
  };
}

export function formatPercentEstimate(estimate: Estimate) {
  const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
  return {
    value: percent(estimate.value),
    interval: `95% CI ${percent(estimate.lo)} to ${percent(estimate.hi)}`,
  };
}

/** Fills <… data-readout=name> and its <… data-interval=name> sibling. */
export function showReadout(
  root: ParentNode,
  name: string,
  text: { value: string; interval?: string },
): void {
  const value = root.querySelector(`[data-readout="${name}"]`);
  if (value) value.textContent = text.value;
  const interval = root.querySelector(`[data-interval="${name}"]`);
  if (interval) interval.textContent = text.interval ? `(${text.interval})` : '';
}
