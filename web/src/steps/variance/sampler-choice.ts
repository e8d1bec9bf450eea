// Which sampler a request uses. 'auto' prefers brute force (it is the
// experiment as the formula states it) and switches to the exact shortcut only
// where brute force would not keep up with a slider, and only for the entries
// the shortcut covers: normal, correlated normal and ±1 (not uniform).
import type { Distribution, Sampler } from '../../../../wasm/api';

export type SamplerSetting = 'auto' | Sampler;

/** Random entries brute force may draw for one slider update (≈ 40 ms with SIMD). */
export const BRUTE_DRAW_BUDGET = 20_000 * 2 * 512;

export interface SamplerDecision {
  sampler: Sampler;
  /** Why, in one sentence for the page. */
  reason: string;
}

export function exactAvailable(dist: Distribution): boolean {
  return dist !== 'uniform';
}

/** What the exact shortcut draws per pair, for the reason shown on the page. */
function exactCost(dist: Distribution): string {
  return dist === 'rademacher' ? 'one binomial number per pair' : 'two numbers per pair';
}

export function chooseSampler(
  setting: SamplerSetting,
  dist: Distribution,
  dk: number,
  pairs: number,
): SamplerDecision {
  const draws = pairs * (dist === 'correlated' ? 3 : 2) * dk;
  const count = draws.toLocaleString('en-US');
  if (setting === 'exact') {
    return exactAvailable(dist)
      ? { sampler: 'exact', reason: `Exact shortcut, as chosen: ${exactCost(dist)} at any d_k.` }
      : {
          sampler: 'brute',
          reason: `The exact shortcut covers normal and ±1 entries, not ${dist} ones, so these use brute force (${count} random entries).`,
        };
  }
  if (setting === 'brute' || !exactAvailable(dist) || draws <= BRUTE_DRAW_BUDGET) {
    return {
      sampler: 'brute',
      reason: `Brute force: ${count} random entries drawn and multiplied.`,
    };
  }
  return {
    sampler: 'exact',
    reason: `Automatic switched to the exact shortcut: brute force would draw ${count} random entries, too slow to follow the slider.`,
  };
}
