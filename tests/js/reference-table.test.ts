// The reference experiment (src/data/published-figures.json: 20,000 pairs;
// 4,000 trials x 8 keys; d_k 4, 64, 512), checked against theory where it is
// exact and against the published run within Monte Carlo error: the published
// figure is itself one run of the same size, so the allowed difference is
// K_SE * sqrt(2) * SE plus its rounding. Every published number comes from the
// data file, through the module the page uses; none is pasted here.
import { beforeAll, describe, expect, it } from 'vitest';

import type { Estimate, SaturationResult, SqrtDkCore } from '../../wasm/api';
import {
  PUBLISHED_DKS,
  PUBLISHED_FIGURES,
  PUBLISHED_SETTINGS,
  roundingSlack,
  type PublishedFigure,
} from '../../web/src/steps/fix/published-figures';
import { simdCore } from './support/cores';
import { expectWithinSe } from './support/monte-carlo';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

const seeds = [1, 2, 3];
const { dist, pairs, trials, keys, threshold } = PUBLISHED_SETTINGS;

function againstPublished(e: Estimate, figure: PublishedFigure): void {
  const label = `published ${figure.metric} / ${figure.divisor} at d_k ${figure.dk}`;
  expectWithinSe(label, e.value, figure.value, e.se, e.se, roundingSlack(figure));
}

function saturationEstimate(r: SaturationResult, figure: PublishedFigure): Estimate {
  const summary = r.byDivisor.find((d) => d.kind === figure.divisor)!;
  return summary[figure.metric as 'topWeight' | 'saturatedFraction' | 'jacobianNorm'];
}

describe.each(seeds)('variance of q.k, seed %i', (seed) => {
  it.each([...PUBLISHED_DKS])(
    'd_k = %i: mean 0, variance d_k, scaled 1, divided by d_k 1/d_k; the published figures',
    (dk) => {
      const r = core.variance({ dk, pairs, dist, seed });
      const [none, sqrtDk, byDk] = r.divisors;
      expectWithinSe('mean', r.mean.value, 0, r.mean.se);
      expectWithinSe('variance', r.variance.value, dk, r.variance.se);
      expectWithinSe('std', r.std.value, Math.sqrt(dk), r.std.se);
      expectWithinSe('variance / 1', none.variance.value, dk, none.variance.se);
      expectWithinSe('variance / d_k', sqrtDk.variance.value, 1, sqrtDk.variance.se);
      expectWithinSe('variance / d_k^2', byDk.variance.value, 1 / dk, byDk.variance.se);

      const variance = (divisor: string) =>
        divisor === 'none' ? r.variance : r.divisors.find((d) => d.kind === divisor)!.variance;
      const figures = PUBLISHED_FIGURES.filter(
        (f) => f.dk === dk && (f.metric === 'variance' || f.metric === 'std'),
      );
      expect(figures.length).toBeGreaterThan(0);
      for (const f of figures)
        againstPublished(f.metric === 'std' ? r.std : variance(f.divisor), f);
    },
  );
});

describe.each(seeds)('saturation, seed %i', (seed) => {
  it.each([...PUBLISHED_DKS])('d_k = %i: the published softmax figures', (dk) => {
    const r = core.saturation({ dk, trials, keys, threshold, dist, seed });
    const figures = PUBLISHED_FIGURES.filter(
      (f) => f.dk === dk && f.metric !== 'variance' && f.metric !== 'std',
    );
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) againstPublished(saturationEstimate(r, f), f);
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
