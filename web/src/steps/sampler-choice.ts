// Which sampler a request uses, on every step. 'auto' prefers brute force (it
// is the experiment as the formula states it) and switches to the exact
// shortcut only where brute force would draw more random entries than one
// slider update can afford, and only for the entries the shortcut covers:
// normal, correlated normal and ±1 (not uniform). Steps count their draws differently (pairs on
// step 1, trials of one query and several keys on steps 2 and 3); the rule and
// the budget are the same everywhere.
import type { Distribution, Sampler } from '../../../wasm/api';
import { exactAvailable } from '../state/dk-limit';

export { exactAvailable };

export type SamplerSetting = 'auto' | Sampler;

/** Random entries brute force may draw for one slider update (≈ 40 ms with SIMD). */
export const BRUTE_DRAW_BUDGET = 20_000 * 2 * 512;

/** Random entries step 1 draws: a query and a key of length d_k per pair (a
 *  correlated key draws an extra independent part). */
export function pairDraws(dk: number, pairs: number, dist: Distribution): number {
  return pairs * (dist === 'correlated' ? 3 : 2) * dk;
}

/** Random entries a saturation run draws: a query and `keys` keys per trial,
 *  each of length d_k (a correlated key draws an extra independent part). */
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
    return dist === 'correlated'
      ? 'Exact sampler: the core draws each query’s squared length ‖q‖² from a chi-square distribution and each score from a normal with mean ρ‖q‖² and variance (1 − ρ²)‖q‖², which has the same distribution as brute force at a cost independent of d_k.'
      : 'Exact sampler: the core draws each query’s squared length ‖q‖² from a chi-square distribution and each score from a normal with mean 0 and variance ‖q‖², which has the same distribution as brute force at a cost independent of d_k.';
  }
  return exactAvailable(dist)
    ? 'Brute force: every entry of every query and key is drawn.'
    : 'Brute force: every entry is drawn (the exact sampler covers normal, correlated and ±1 entries, not uniform ones).';
}
