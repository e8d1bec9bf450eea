// How far the d_k slider goes depends on the sampler that would run. The
// exact sampler's cost does not grow with d_k, so normal, correlated and ±1
// entries go up to the core's limit (65,536). Brute force draws every entry:
// a full step-1 sample at d_k 4096 is already 164 million draws, so uniform
// entries (which have no exact sampler) and a brute force the reader chose
// stop at 4096, where the page still answers within about a second.
import type { Distribution, Sampler } from '../../../wasm/api';

/** The core's limit (kMaxDk in src/core/limits.hpp), the page's largest d_k. */
export const PAGE_DK_MAX = 65536;
/** The largest d_k brute force is offered at. */
export const BRUTE_DK_MAX = 4096;

/** Whether the exact sampler covers these entries (it does not cover uniform ones). */
export function exactAvailable(dist: Distribution): boolean {
  return dist !== 'uniform';
}

/** For a setting ('auto' may still take the exact sampler) or for the
 *  sampler a request resolved to (the sweeps size themselves by it). */
export function dkMaxFor(dist: Distribution, sampler: 'auto' | Sampler): number {
  return exactAvailable(dist) && sampler !== 'brute' ? PAGE_DK_MAX : BRUTE_DK_MAX;
}

/** Why d_k stops at BRUTE_DK_MAX for these settings, as a clause for a message. */
export function bruteLimitReason(dist: Distribution): string {
  return exactAvailable(dist)
    ? `brute force draws every entry and stops at d_k ${BRUTE_DK_MAX}`
    : `uniform entries have no exact sampler, and brute force stops at d_k ${BRUTE_DK_MAX}`;
}
