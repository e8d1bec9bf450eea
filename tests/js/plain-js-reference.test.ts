// The plain-JS benchmark baseline (scripts/bench/plain-js-reference.ts) must
// compute the same thing as the core, or the benchmark would compare unlike
// work: same statistics within Monte Carlo error (independent random numbers,
// so the allowed difference is K_SE * sqrt(2) * SE of the core's estimate).
import { beforeAll, describe, it } from 'vitest';

import type { SqrtDkCore } from '../../wasm/api';
import {
  NormalSource,
  plainSaturation,
  plainVariance,
} from '../../scripts/bench/plain-js-reference';
import { simdCore } from './support/cores';
import { expectWithinSe, seededUniforms } from './support/monte-carlo';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

describe.each([
  [4, 101],
  [64, 202],
  [512, 303],
])('plain JS agrees with the core at d_k = %i', (dk, seed) => {
  it('variance under every divisor', () => {
    const plain = plainVariance(new NormalSource(seededUniforms(seed)), dk, 20_000, 8, 3);
    const r = core.variance({ dk, pairs: 20_000, seed, customDivisor: 3 });
    expectWithinSe('mean', plain.mean, r.mean.value, r.mean.se, r.mean.se);
    r.divisors.forEach((d, i) => {
      const se = d.variance.se;
      expectWithinSe(`variance / ${d.kind}`, plain.dividedVariance[i], d.variance.value, se, se);
    });
  });

  it('top weight, saturated fraction, Jacobian norm and entropy under every divisor', () => {
    const normals = new NormalSource(seededUniforms(seed + 1));
    const plain = plainSaturation(normals, dk, 4000, 8, 0.9);
    const r = core.saturation({ dk, trials: 4000, keys: 8, threshold: 0.9, seed });
    r.byDivisor.forEach((s, i) => {
      const p = plain.byDivisor[i];
      for (const stat of ['topWeight', 'saturatedFraction', 'jacobianNorm', 'entropy'] as const) {
        // One trial's difference is always allowed: a fraction near 0 has SE ~ 0.
        const se = Math.max(s[stat].se, stat === 'saturatedFraction' ? 1 / 4000 : 0);
        expectWithinSe(`${stat} / ${s.kind}`, p[stat], s[stat].value, se, se);
      }
    });
  });
});
