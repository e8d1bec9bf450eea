// Number formatting for readouts and descriptions, in one place: four
// significant digits, thousands separators, a real minus sign (d3-format's
// default), intervals as "95% CI lo to hi".
import { format } from 'd3-format';

const significant = format(',.4r');
const short = format('.3~r');
const count = format(',d');

export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value !== 0 && Math.abs(value) < 1e-3) return format('.3~e')(value).replace('-', '−');
  return significant(value);
}

/** Three significant digits at every scale, trailing zeros dropped (0.105,
 *  0.000335, −1230): for numbers inside sentences and readouts checked
 *  against formulas. */
export function formatShort(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return short(value);
}

/** A fixed number of decimals (for estimates printed to their standard error). */
export function formatFixed(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/^-/, '−');
}

export function formatCount(value: number): string {
  return count(value);
}

export function formatInterval(lo: number, hi: number): string {
  return `95% CI ${formatValue(lo)} to ${formatValue(hi)}`;
}
