// Where step 2's failure begins, read off step 1's sweep: the smallest d_k at
// which at least half of the trials of one query against 8 keys put more than
// the threshold on a single key, and the spread (standard deviation) the raw
// scores have there. Step 1's histogram marks ±that spread, so a reader sees
// the bell reach the width at which the softmax turns one-hot.
import type { SweepResult } from '../../../../wasm/api';

/** Keys per trial, as in step 2's trials (web/src/steps/saturation/simulation.ts). */
export const ONEHOT_KEYS = 8;
/** Trials per d_k in the sweep: the share's standard error is at most 0.5/√200 ≈ 0.035,
 *  enough to find where it crosses one half; more would slow the sweep step 1 shows. */
export const ONEHOT_TRIALS = 200;

export interface OneHotSpread {
  dk: number;
  /** Standard deviation of the raw scores at that d_k, as measured. */
  spread: number;
  /** Measured share of trials above the threshold at that d_k. */
  share: number;
  threshold: number;
  keys: number;
}

export function findOneHotSpread(result: SweepResult, threshold: number): OneHotSpread | null {
  const raw = result.series[0]; // DIVISOR_KINDS order: the undivided scores first
  for (let i = 0; i < result.dks.length; i++) {
    const share = raw.saturatedFraction.value[i];
    if (share >= 0.5) {
      return {
        dk: result.dks[i],
        spread: Math.sqrt(raw.variance.value[i]),
        share,
        threshold,
        keys: ONEHOT_KEYS,
      };
    }
  }
  return null;
}
