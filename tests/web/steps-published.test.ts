import { describe, expect, it } from 'vitest';
import {
  PUBLISHED_DKS,
  PUBLISHED_FIGURES,
  findPublished,
  intervalMisses,
  roundingSlack,
} from '../../web/src/steps/fix/published-figures';

describe('published reference figures', () => {
  it('cover every d_k of the comparison table for each metric/divisor row, the saturated share at 64 only', () => {
    const rows = new Set(PUBLISHED_FIGURES.map((f) => `${f.metric}/${f.divisor}`));
    for (const r of rows) {
      const [metric, divisor] = r.split('/');
      const dks = PUBLISHED_FIGURES.filter((f) => f.metric === metric && f.divisor === divisor).map(
        (f) => f.dk,
      );
      expect(dks).toEqual(metric === 'saturatedFraction' ? [64] : [...PUBLISHED_DKS]);
    }
  });

  it('are consistent with the theory they illustrate', () => {
    for (const dk of PUBLISHED_DKS) {
      const raw = findPublished(dk, 'variance', 'none')!.value;
      const scaled = findPublished(dk, 'variance', 'sqrt_dk')!.value;
      const byDk = findPublished(dk, 'variance', 'dk')!.value;
      // Dividing by c multiplies the variance by 1/c^2, the same sample in all three rows.
      expect(scaled).toBeCloseTo(raw / dk, 2);
      expect(byDk).toBeCloseTo(raw / dk ** 2, 3);
      expect(findPublished(dk, 'std', 'none')!.value).toBeCloseTo(Math.sqrt(raw), 2);
    }
    expect(findPublished(64, 'topWeight', 'none')!.text).toBe('0.876');
    expect(findPublished(4, 'variance', 'none')!.text).toBe('4.00');
    expect(findPublished(4, 'entropy' as never, 'none')).toBeUndefined();
  });
});

describe('intervalMisses', () => {
  const figure = findPublished(64, 'topWeight', 'none')!; // 0.876, slack 0.0005

  it('uses half a unit in the last printed digit as rounding slack', () => {
    expect(roundingSlack(figure)).toBeCloseTo(0.0005, 12);
    expect(roundingSlack(findPublished(4, 'variance', 'none')!)).toBeCloseTo(0.005, 12);
    expect(roundingSlack(findPublished(512, 'variance', 'dk')!)).toBeCloseTo(0.00005, 12);
  });

  it('is false when the interval contains the figure, or reaches it within rounding', () => {
    expect(intervalMisses({ value: 0.87, se: 0.004, lo: 0.862, hi: 0.878 }, figure)).toBe(false);
    expect(intervalMisses({ value: 0.87, se: 0.002, lo: 0.866, hi: 0.8757 }, figure)).toBe(false);
  });

  it('is true when the interval lies wholly above or below the figure', () => {
    expect(intervalMisses({ value: 0.9, se: 0.004, lo: 0.892, hi: 0.908 }, figure)).toBe(true);
    expect(intervalMisses({ value: 0.85, se: 0.004, lo: 0.842, hi: 0.858 }, figure)).toBe(true);
  });
});
