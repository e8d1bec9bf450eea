// The page's number formats (web/src/format.ts), shared by every part.
import { describe, expect, it } from 'vitest';
import { formatFixed, formatShort, formatValue } from '../../web/src/format';

describe('formatShort', () => {
  it('keeps three significant digits at every scale, dropping trailing zeros', () => {
    expect(formatShort(0.104994)).toBe('0.105');
    expect(formatShort(0.000335)).toBe('0.000335');
    expect(formatShort(0.2293)).toBe('0.229');
    expect(formatShort(0.25)).toBe('0.25');
    expect(formatShort(-1234)).toBe('−1230');
  });

  it('prints a dash, not NaN, for a value that is not a number', () => {
    expect(formatShort(Number.NaN)).toBe('—');
    expect(formatShort(Infinity)).toBe('—');
  });
});

describe('formatFixed', () => {
  it('rounds to the given decimals with a real minus sign', () => {
    expect(formatFixed(0.87649, 3)).toBe('0.876');
    expect(formatFixed(-1.5, 2)).toBe('−1.50');
  });
});

describe('formatValue', () => {
  it('keeps four significant digits with thousands separators', () => {
    expect(formatValue(63.98765)).toBe('63.99');
    expect(formatValue(12345.6)).toBe('12,350');
  });
});
