import { describe, expect, it } from 'vitest';
import {
  describeDivisorComparison,
  describeJacobian,
  describeSoftmaxWeights,
  describeSweep,
  describeTopWeightHistogram,
  formatNumber,
} from '../../web/src/steps/describe';

// Softmax computed here independently of the core, only to feed the text
// generators realistic inputs.
function softmax(scores: number[]): number[] {
  const m = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / z);
}

describe('formatNumber', () => {
  it('uses two decimals in the everyday range and significant digits outside it', () => {
    expect(formatNumber(0.5303)).toBe('0.53');
    expect(formatNumber(-8)).toBe('−8.00');
    expect(formatNumber(0.000335)).toBe('0.000335');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(4096)).toBe('4.1e+3');
  });
});

describe('describeSoftmaxWeights', () => {
  it('reports the weights, the winning key and saturation for (16, 8, 0, -8)', () => {
    const scores = [16, 8, 0, -8];
    const text = describeSoftmaxWeights(scores, softmax(scores));
    expect(text).toContain('0.9997, 0.0003, 0.0000, 0.0000');
    expect(text).toContain('Key 1 takes 100.0% of the attention, so the softmax is saturated.');
  });

  it('does not call the scaled example (2, 1, 0, -1) saturated and finds the top key anywhere', () => {
    const scores = [0, -1, 2, 1];
    const text = describeSoftmaxWeights(scores, softmax(scores));
    expect(text).toContain('Key 3 takes 64.4% of the attention.');
    expect(text).not.toContain('saturated');
  });
});

describe('describeJacobian', () => {
  it('compares the largest entry with the 0.25 maximum and names the consequence', () => {
    expect(describeJacobian(0.000335, 0, 1, 4)).toBe(
      "The 4 by 4 Jacobian's largest entry is 0.000335 (row 1, column 2), 0.1% of the 0.25 maximum: almost no gradient flows back through this softmax.",
    );
    expect(describeJacobian(0.2293, 0, 0, 4)).toMatch(
      /91\.7% of the 0\.25 maximum: gradients flow well/,
    );
    expect(describeJacobian(0.02, 2, 3, 8)).toMatch(/gradients are weakened/);
  });
});

describe('describeSweep', () => {
  it('says a rising series rises and a flat one stays, with both ends', () => {
    const text = describeSweep(
      'Mean top weight',
      [4, 64, 512],
      [
        { label: 'without scaling', values: [0.53, 0.876, 0.958] },
        { label: 'with √d_k scaling', values: [0.346, 0.363, 0.364] },
      ],
    );
    expect(text).toBe(
      'Mean top weight rises from 0.53 at d_k 4 to 0.96 at d_k 512 without scaling, and stays between 0.35 and 0.36 with √d_k scaling.',
    );
  });

  it('says a falling series falls', () => {
    const text = describeSweep(
      'Jacobian size',
      [4, 512],
      [{ label: 'raw', values: [0.339, 0.057] }],
    );
    expect(text).toBe('Jacobian size falls from 0.34 at d_k 4 to 0.06 at d_k 512 raw.');
  });

  it('handles an empty sweep', () => {
    expect(describeSweep('Jacobian size', [], [])).toBe('Jacobian size: no data yet.');
  });
});

describe('describeTopWeightHistogram', () => {
  it('counts trials above the threshold and averages the top weights', () => {
    const text = describeTopWeightHistogram(64, 0.99, [
      { label: 'without scaling', topWeights: [0.995, 0.5, 1, 0.7] },
      { label: 'with √d_k scaling', topWeights: [0.3, 0.4] },
    ]);
    expect(text).toBe(
      'Top weights of 4 trials at d_k 64. Without scaling, the mean top weight is 0.80 and 50.0% of trials are above 0.99. With √d_k scaling, the mean top weight is 0.35 and 0.0% of trials are above 0.99.',
    );
  });
});

describe('describeDivisorComparison', () => {
  it('distinguishes one-hot, focused and nearly uniform weights', () => {
    const text = describeDivisorComparison([
      { label: 'No divisor', weights: softmax([16, 8, 0, -8]) },
      { label: 'Divide by √d_k', weights: softmax([2, 1, 0, -1]) },
      { label: 'Divide by d_k', weights: softmax([0.25, 0.125, 0, -0.125]) },
    ]);
    expect(text).toContain('No divisor: top weight 0.9997');
    expect(text).toContain('one key takes nearly everything');
    expect(text).toContain(
      'Divide by √d_k: top weight 0.6439, smallest 0.0321; focused but not one-hot.',
    );
    expect(text).toContain('Divide by d_k: top weight 0.2986, smallest 0.2052');
    expect(text).toContain('nearly uniform (every weight close to 0.25)');
  });
});
