// Number formatting for readouts and descriptions: four significant digits,
// thousands separators, a real minus sign, intervals as "95% CI lo to hi".
import { format } from 'd3-format';

const significant = format(',.4r');
const count = format(',d');

export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value !== 0 && Math.abs(value) < 1e-3) return format('.3~e')(value).replace('-', '−');
  return significant(value);
}

/** Three significant digits, trailing zeros dropped: for numbers inside sentences. */
export function formatShort(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return format('.3~r')(value);
}

export function formatCount(value: number): string {
  return count(value);
}

export function formatInterval(lo: number, hi: number): string {
  return `95% CI ${formatValue(lo)} to ${formatValue(hi)}`;
}
