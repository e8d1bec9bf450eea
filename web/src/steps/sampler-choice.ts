// Which sampler a request should use when the page's `sampler` setting is
// 'auto': brute force (every entry drawn) while it keeps up, the exact
// conditional sampler once brute force would take too long. The exact sampler
// exists only for normal and correlated entries (wasm/api.ts).
import type { Distribution, Sampler } from '../../../wasm/api';

export type SamplerSetting = 'auto' | Sampler;

/** Normal draws brute force may spend on one request: about 80 ms with the
 *  SIMD build on a 2-core machine (toolchain notes: ~500 M normals/s). */
export const BRUTE_FORCE_BUDGET = 40_000_000;

export function exactAvailable(dist: Distribution): boolean {
  return dist === 'normal' || dist === 'correlated';
}

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
  return draws > BRUTE_FORCE_BUDGET ? 'exact' : 'brute';
}

export function samplerNote(sampler: Sampler, dist: Distribution): string {
  if (sampler === 'exact') {
    return 'Exact sampler: the core draws each query’s squared length from a chi-square distribution and the scores from a normal with that variance, which has the same distribution as brute force at a cost independent of d_k.';
  }
  return exactAvailable(dist)
    ? 'Brute force: every entry of every query and key is drawn.'
    : 'Brute force: every entry is drawn (the exact sampler exists only for normal and correlated entries).';
}
