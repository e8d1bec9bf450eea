import { describe, expect, it } from 'vitest';
import { topWeightBins } from '../../web/src/charts/top-weight-histogram';

describe('topWeightBins', () => {
  const input = (topWeights: number[], keys = 8) => ({
    keys,
    threshold: 0.99,
    series: [{ label: 'raw', className: 'series-raw', topWeights }],
  });

  it('spans [1/keys, 1] in 20 equal bins', () => {
    const bins = topWeightBins(input([0.5]));
    expect(bins).toHaveLength(20);
    expect(bins[0].x0).toBeCloseTo(1 / 8, 12);
    expect(bins[19].x1).toBeCloseTo(1, 12);
    for (const b of bins) expect(b.x1 - b.x0).toBeCloseTo((1 - 1 / 8) / 20, 12);
  });

  it('gives shares that sum to 1 and puts the extremes in the end bins', () => {
    const weights = [1 / 8, 0.2, 0.5, 0.5, 0.999, 1];
    const bins = topWeightBins(input(weights));
    const total = bins.reduce((sum, b) => sum + b.fractions[0], 0);
    expect(total).toBeCloseTo(1, 12);
    expect(bins[0].fractions[0]).toBeCloseTo(1 / 6, 12); // the uniform softmax
    expect(bins[19].fractions[0]).toBeCloseTo(2 / 6, 12); // 0.999 and exactly 1
    const middle = bins.find((b) => b.x0 <= 0.5 && 0.5 < b.x1)!;
    expect(middle.fractions[0]).toBeCloseTo(2 / 6, 12);
  });

  it('keeps one share per series and copes with an empty series', () => {
    const bins = topWeightBins({
      keys: 2,
      threshold: 0.9,
      series: [
        { label: 'a', className: 'a', topWeights: [0.6, 0.7] },
        { label: 'b', className: 'b', topWeights: [] },
      ],
    });
    for (const b of bins) expect(b.fractions).toHaveLength(2);
    expect(bins.every((b) => b.fractions[1] === 0)).toBe(true);
    expect(bins.reduce((sum, b) => sum + b.fractions[0], 0)).toBeCloseTo(1, 12);
  });
});
