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
  if (sampler === 'exact') {
    return dist === 'correlated'
      ? 'Exact sampler: the core draws each query’s squared length ‖q‖² from a chi-square distribution and each score from a normal with mean ρ‖q‖² and variance (1 − ρ²)‖q‖², which has the same distribution as brute force at a cost independent of d_k.'
      : 'Exact sampler: the core draws each query’s squared length ‖q‖² from a chi-square distribution and each score from a normal with mean 0 and variance ‖q‖², which has the same distribution as brute force at a cost independent of d_k.';
  }
  return exactAvailable(dist)
    ? 'Brute force: every entry of every query and key is drawn.'
    : 'Brute force: every entry is drawn (the exact sampler exists only for normal and correlated entries).';
}
