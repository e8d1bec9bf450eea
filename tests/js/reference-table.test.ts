// The reference experiment of the content brief (20,000 pairs; 4,000 trials x
// 8 keys; d_k 4, 64, 512), checked against theory where it is exact and
// against the brief's published run within Monte Carlo error: the published
// figure is itself one run of the same size, so the allowed difference is
// K_SE * sqrt(2) * SE plus its rounding.
import { beforeAll, describe, it } from 'vitest';

import type { Estimate, SqrtDkCore } from '../../wasm/api';
import { simdCore } from './support/cores';
import { expectWithinSe } from './support/monte-carlo';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

const seeds = [1, 2, 3];

function againstPublished(label: string, e: Estimate, published: number, decimals: number): void {
  expectWithinSe(label, e.value, published, e.se, e.se, 0.5 * 10 ** -decimals);
}

const publishedVariance: Record<number, { raw: number; scaled: number; byDk: number }> = {
  4: { raw: 4.0, scaled: 1.001, byDk: 0.2503 },
  64: { raw: 64.49, scaled: 1.008, byDk: 0.0157 },
  512: { raw: 508.16, scaled: 0.992, byDk: 0.0019 },
};

describe.each(seeds)('variance of q.k, seed %i', (seed) => {
  it.each([4, 64, 512])('d_k = %i: mean 0, variance d_k, scaled 1, divided by d_k 1/d_k', (dk) => {
    const r = core.variance({ dk, pairs: 20_000, seed });
    const [none, sqrtDk, byDk] = r.divisors;
    expectWithinSe('mean', r.mean.value, 0, r.mean.se);
    expectWithinSe('variance', r.variance.value, dk, r.variance.se);
    expectWithinSe('std', r.std.value, Math.sqrt(dk), r.std.se);
    expectWithinSe('variance / 1', none.variance.value, dk, none.variance.se);
    expectWithinSe('variance / d_k', sqrtDk.variance.value, 1, sqrtDk.variance.se);
    expectWithinSe('variance / d_k^2', byDk.variance.value, 1 / dk, byDk.variance.se);

    const published = publishedVariance[dk];
    againstPublished('published variance', r.variance, published.raw, 2);
    againstPublished('published scaled variance', sqrtDk.variance, published.scaled, 3);
    againstPublished('published variance / d_k', byDk.variance, published.byDk, 4);
  });
});

const publishedSaturation: Record<
  number,
  { rawTop: number; scaledTop: number; rawJacobian: number; scaledJacobian: number }
> = {
  4: { rawTop: 0.53, scaledTop: 0.346, rawJacobian: 0.339, scaledJacobian: 0.36 },
  64: { rawTop: 0.876, scaledTop: 0.363, rawJacobian: 0.151, scaledJacobian: 0.366 },
  512: { rawTop: 0.958, scaledTop: 0.364, rawJacobian: 0.057, scaledJacobian: 0.365 },
};

describe.each(seeds)('saturation, seed %i', (seed) => {
  it.each([4, 64, 512])('d_k = %i: top weight and Jacobian size match the brief', (dk) => {
    const r = core.saturation({ dk, trials: 4000, keys: 8, seed });
    const [raw, scaled] = r.byDivisor;
    const published = publishedSaturation[dk];
    againstPublished('raw top weight', raw.topWeight, published.rawTop, 3);
    againstPublished('scaled top weight', scaled.topWeight, published.scaledTop, 3);
    againstPublished('raw Jacobian norm', raw.jacobianNorm, published.rawJacobian, 3);
    againstPublished('scaled Jacobian norm', scaled.jacobianNorm, published.scaledJacobian, 3);
    if (dk === 64) {
      againstPublished('saturated fraction', raw.saturatedFraction, 0.373, 3);
    }
  });
});

describe('exact sampler', () => {
  it.each([4, 64, 512])('d_k = %i: agrees with the brute-force sampler', (dk) => {
    const brute = core.saturation({ dk, trials: 4000, seed: 8 });
    const exact = core.saturation({ dk, trials: 4000, seed: 8, sampler: 'exact' });
    brute.byDivisor.forEach((b, i) => {
      const e = exact.byDivisor[i];
      const label = `${b.kind} at d_k ${dk}`;
      expectWithinSe(label, e.topWeight.value, b.topWeight.value, e.topWeight.se, b.topWeight.se);
      expectWithinSe(
        label,
        e.jacobianNorm.value,
        b.jacobianNorm.value,
        e.jacobianNorm.se,
        b.jacobianNorm.se,
      );
    });
    const bruteVariance = core.variance({ dk, seed: 8 });
    const exactVariance = core.variance({ dk, seed: 8, sampler: 'exact' });
    expectWithinSe(
      'variance',
      exactVariance.variance.value,
      bruteVariance.variance.value,
      exactVariance.variance.se,
      bruteVariance.variance.se,
    );
  });
});
