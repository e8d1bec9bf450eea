// Step 1's sampler for its (q, k) pairs, with the sentence the page shows
// beside the control saying why (the rule itself is ../sampler-choice.ts).
import type { Distribution, Sampler } from '../../../../wasm/api';
import { chooseSampler, pairDraws, type SamplerSetting } from '../sampler-choice';

export interface SamplerDecision {
  sampler: Sampler;
  /** Why, in one sentence for the page. */
  reason: string;
}

/** What the exact shortcut draws per pair, for the reason shown on the page. */
function exactCost(dist: Distribution): string {
  return dist === 'rademacher' ? 'one binomial number per pair' : 'two numbers per pair';
}

export function decideSampler(
  setting: SamplerSetting,
  dist: Distribution,
  dk: number,
  pairs: number,
): SamplerDecision {
  const draws = pairDraws(dk, pairs, dist);
  const sampler = chooseSampler(setting, dist, draws);
  const count = draws.toLocaleString('en-US');
  if (sampler === 'exact') {
    return {
      sampler,
      reason:
        setting === 'exact'
          ? `Exact shortcut, as chosen: ${exactCost(dist)} at any d_k.`
          : `Automatic switched to the exact shortcut: brute force would draw ${count} random entries, too slow to follow the slider.`,
    };
  }
  return {
    sampler,
    reason:
      setting === 'exact'
        ? `The exact shortcut covers normal and ±1 entries, not ${dist} ones, so these use brute force (${count} random entries).`
        : `Brute force: ${count} random entries drawn and multiplied.`,
  };
}
