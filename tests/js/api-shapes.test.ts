// Defaults and shapes of every result of the JS API (wasm/api.ts).
import { beforeAll, describe, expect, it } from 'vitest';

import defaultsJson from '../../src/data/defaults.json' with { type: 'json' };
import { DIVISOR_KINDS, type Estimate, type SqrtDkCore } from '../../wasm/api';
import { simdCore } from './support/cores';

const DEFAULTS = defaultsJson.options;

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

function expectEstimate(e: Estimate): void {
  for (const field of [e.value, e.se, e.lo, e.hi]) expect(Number.isFinite(field)).toBe(true);
  expect(e.se).toBeGreaterThanOrEqual(0);
  expect(e.lo).toBeLessThanOrEqual(e.value);
  expect(e.hi).toBeGreaterThanOrEqual(e.value);
}

describe('defaults', () => {
  it('come from the core and are exactly src/data/defaults.json, which C++ is generated from', () => {
    expect(core.defaults()).toEqual(DEFAULTS);
  });

  it('are a fresh copy each time', () => {
    const first = core.defaults();
    first.dk = 3;
    expect(core.defaults().dk).toBe(DEFAULTS.dk);
  });

  it('are used for missing fields', () => {
    const implicit = core.variance({ pairs: 500 });
    const explicit = core.variance({ ...core.defaults(), pairs: 500 });
    expect(implicit.dk).toBe(DEFAULTS.dk);
    expect(implicit.scores).toEqual(explicit.scores);
  });
});

describe('buildInfo', () => {
  it('says the default Node build is the SIMD one and has a version', () => {
    const info = core.buildInfo();
    expect(info.simd).toBe(true);
    expect(info.version).toMatch(/\S/);
  });
});

describe('variance', () => {
  it('returns estimates, all divisors in order and the raw scores as a Float32Array', () => {
    const r = core.variance({ dk: 16, pairs: 3000, heads: 4, customDivisor: 2.5 });
    expect(r.dk).toBe(16);
    expect(r.pairs).toBe(3000);
    [r.mean, r.variance, r.std].forEach(expectEstimate);
    expect(r.divisors.map((d) => d.kind)).toEqual(DIVISOR_KINDS);
    expect(r.divisors.map((d) => d.divisor)).toEqual([1, 4, 16, 8, 2.5]);
    for (const d of r.divisors) {
      expectEstimate(d.variance);
      expect(d.variance.value).toBeCloseTo(r.variance.value / d.divisor ** 2, 9);
    }
    expect(r.scores).toBeInstanceOf(Float32Array);
    expect(r.scores.length).toBe(3000);
  });

  it('returns arrays that JS owns (not views into wasm memory)', () => {
    const r = core.variance({ pairs: 100 });
    const copy = Float32Array.from(r.scores);
    core.variance({ pairs: 200_000, dk: 4 }); // may grow and reuse wasm memory
    expect(r.scores.buffer.byteLength).toBe(100 * 4);
    expect(r.scores).toEqual(copy);
  });
});

describe('saturation', () => {
  it('summarises every divisor with per-trial top weights as a Float32Array', () => {
    const r = core.saturation({ dk: 32, trials: 700, keys: 5, threshold: 0.9 });
    expect([r.dk, r.trials, r.keys, r.threshold]).toEqual([32, 700, 5, 0.9]);
    expect(r.byDivisor.map((s) => s.kind)).toEqual(DIVISOR_KINDS);
    for (const s of r.byDivisor) {
      [s.topWeight, s.saturatedFraction, s.jacobianNorm, s.entropy].forEach(expectEstimate);
      expect(s.topWeights).toBeInstanceOf(Float32Array);
      expect(s.topWeights.length).toBe(700);
      // The top of `keys` weights is at least 1/keys, at most 1.
      for (const w of s.topWeights) {
        expect(w).toBeGreaterThanOrEqual(1 / 5 - 1e-6);
        expect(w).toBeLessThanOrEqual(1);
      }
      const mean = s.topWeights.reduce((a, b) => a + b, 0) / 700;
      expect(s.topWeight.value).toBeCloseTo(mean, 5);
    }
  });
});

describe('sweep', () => {
  it('returns one Float64Array column per statistic and divisor, entry i for dks[i]', () => {
    const dks = [1, 7, 300];
    const r = core.sweep({ dks, pairs: 800, trials: 300 });
    expect(r.dks).toBeInstanceOf(Float64Array);
    expect(Array.from(r.dks)).toEqual(dks);
    expect(r.series.map((s) => s.kind)).toEqual(DIVISOR_KINDS);
    for (const s of r.series) {
      for (const stat of [
        s.variance,
        s.topWeight,
        s.saturatedFraction,
        s.jacobianNorm,
        s.entropy,
      ]) {
        for (const column of [stat.value, stat.lo, stat.hi]) {
          expect(column).toBeInstanceOf(Float64Array);
          expect(column.length).toBe(3);
        }
      }
    }
  });

  it('accepts a typed array of d_k values', () => {
    const r = core.sweep({ dks: Float64Array.of(2, 8) as unknown as number[], pairs: 100 });
    expect(Array.from(r.dks)).toEqual([2, 8]);
  });
});

describe('softmax', () => {
  it('gives the worked example of the content brief', () => {
    const r = core.softmax([16, 8, 0, -8]);
    expect(r.weights).toBeInstanceOf(Float64Array);
    expect(r.jacobian).toBeInstanceOf(Float64Array);
    expect(r.jacobian.length).toBe(16);
    expect(r.weights[0]).toBeCloseTo(0.999665, 6);
    expect(r.weights[1]).toBeCloseTo(0.000335, 6);
    expect(r.maxJacobianEntry).toBeCloseTo(0.000335, 6);

    const scaled = core.softmax([2, 1, 0, -1]);
    expect(Array.from(scaled.weights).map((w) => +w.toFixed(4))).toEqual([
      0.6439, 0.2369, 0.0871, 0.0321,
    ]);
    expect(scaled.maxJacobianEntry).toBeCloseTo(0.2293, 4);
  });

  it('returns the Jacobian p_i (delta_ij - p_j) and locates its largest entry', () => {
    const scores = Float64Array.of(0.3, -1.2, 2.5, 0.1, 0.0);
    const {
      weights: p,
      jacobian: J,
      maxEntryRow,
      maxEntryCol,
      maxJacobianEntry,
    } = core.softmax(scores);
    const n = scores.length;
    let largest = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const expected = p[i] * ((i === j ? 1 : 0) - p[j]);
        expect(J[i * n + j]).toBeCloseTo(expected, 12);
        largest = Math.max(largest, Math.abs(expected));
      }
    }
    expect(maxJacobianEntry).toBeCloseTo(largest, 12);
    expect(Math.abs(J[maxEntryRow * n + maxEntryCol])).toBeCloseTo(largest, 12);
  });

  it('accepts array-likes that are neither arrays nor typed arrays', () => {
    const arrayLike = { length: 2, 0: 1, 1: 1 };
    expect(Array.from(core.softmax(arrayLike).weights)).toEqual([0.5, 0.5]);
  });
});
