// The sampler for trial-based requests (steps 2 and 3: one query against
// several keys per trial). Step 1's variance/sampler-choice.ts decides for
// (q, k) pairs; this applies the same rule and the same draw budget to trials,
// so 'auto' switches to the exact sampler at the same cost on every step.
import type { Distribution, Sampler } from '../../../wasm/api';
import { BRUTE_DRAW_BUDGET, exactAvailable, type SamplerSetting } from './variance/sampler-choice';

export { BRUTE_DRAW_BUDGET, exactAvailable, type SamplerSetting };

/** Normal draws a saturation run needs: a query and `keys` keys per trial, each
 *  of length d_k (a correlated key draws an extra independent part). */
export function saturationDraws(
  dk: number,
  trials: number,
  keys: number,
  dist: Distribution,
): number {
  const perKey = dist === 'correlated' ? 2 : 1;
  return trials * dk * (1 + keys * perKey);
}

export function chooseSampler(setting: SamplerSetting, dist: Distribution, draws: number): Sampler {
  if (!exactAvailable(dist)) return 'brute';
  if (setting !== 'auto') return setting;
  return draws > BRUTE_DRAW_BUDGET ? 'exact' : 'brute';
}

export function samplerNote(sampler: Sampler, dist: Distribution): string {
  if (sampler === 'exact' && dist === 'rademacher') {
    return 'Exact sampler: with ±1 entries every product q_i k_i is a fair ±1 whatever the query, so the core draws each score as 2·Binomial(d_k, ½) − d_k, which has the same distribution as brute force at a cost independent of d_k.';
  }
  if (sampler === 'exact') {
    return 'Exact sampler: the core draws each query’s squared length from a chi-square distribution and the scores from a normal with that variance, which has the same distribution as brute force at a cost independent of d_k.';
  }
  return exactAvailable(dist)
    ? 'Brute force: every entry of every query and key is drawn.'
    : 'Brute force: every entry is drawn (the exact sampler covers normal, correlated and ±1 entries, not uniform ones).';
}
