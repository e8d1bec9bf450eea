// Same seed, same numbers: across the SIMD and baseline builds (bit for bit),
// across run lengths (the first n pairs of a longer run are the same pairs),
// and different numbers for a different seed.
import { beforeAll, describe, expect, it } from 'vitest';

import type { Distribution, SqrtDkCore } from '../../wasm/api';
import { baselineCore, simdCore } from './support/cores';

let simd: SqrtDkCore;
let baseline: SqrtDkCore;
beforeAll(async () => {
  [simd, baseline] = await Promise.all([simdCore(), baselineCore()]);
});

const distributions: Distribution[] = ['normal', 'rademacher', 'uniform', 'correlated'];

describe('SIMD and baseline builds', () => {
  it('really are different builds', () => {
    expect(simd.buildInfo().simd).toBe(true);
    expect(baseline.buildInfo().simd).toBe(false);
  });

  it.each(distributions)('give identical variance results for dist %s', (dist) => {
    // dk 37 is not a multiple of the 8 SIMD lanes, so the tails are exercised too.
    const options = { dist, dk: 37, pairs: 3000, seed: 42, rho: -0.3 };
    expect(simd.variance(options)).toEqual(baseline.variance(options));
  });

  it.each(distributions)('give identical saturation results for dist %s', (dist) => {
    const options = { dist, dk: 129, trials: 500, keys: 7, seed: 7 };
    expect(simd.saturation(options)).toEqual(baseline.saturation(options));
  });

  it('give identical exact-sampler results and sweeps', () => {
    const exact = { sampler: 'exact' as const, dk: 65536, pairs: 5000, trials: 800, seed: 3 };
    expect(simd.variance(exact)).toEqual(baseline.variance(exact));
    expect(simd.saturation(exact)).toEqual(baseline.saturation(exact));
    const binomial = { ...exact, dist: 'rademacher' as const };
    expect(simd.variance(binomial)).toEqual(baseline.variance(binomial));
    expect(simd.saturation(binomial)).toEqual(baseline.saturation(binomial));
    const sweep = { dks: [1, 5, 64, 1000], pairs: 1000, trials: 200, seed: 11 };
    expect(simd.sweep(sweep)).toEqual(baseline.sweep(sweep));
    expect(simd.sweep({ ...sweep, sampler: 'exact' })).toEqual(
      baseline.sweep({ ...sweep, sampler: 'exact' }),
    );
  });
});

describe('counter-based streams', () => {
  it('the first 1000 scores of a 20,000-pair run equal a 1000-pair run', () => {
    const long = simd.variance({ pairs: 20_000, seed: 5 });
    const short = simd.variance({ pairs: 1000, seed: 5 });
    expect(long.scores.subarray(0, 1000)).toEqual(short.scores);
  });

  it('the first trials of a longer saturation run are the same trials', () => {
    const long = simd.saturation({ trials: 3000, seed: 5 });
    const short = simd.saturation({ trials: 400, seed: 5 });
    long.byDivisor.forEach((s, i) => {
      expect(s.topWeights.subarray(0, 400)).toEqual(short.byDivisor[i].topWeights);
    });
  });

  it('repeats a run for the same seed and changes it for another seed', () => {
    const a = simd.variance({ pairs: 500, seed: 1 });
    const b = simd.variance({ pairs: 500, seed: 1 });
    const c = simd.variance({ pairs: 500, seed: 2 });
    expect(a).toEqual(b);
    const same = a.scores.filter((x, i) => x === c.scores[i]).length;
    expect(same).toBeLessThan(5);
  });
});
