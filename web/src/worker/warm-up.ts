// Warms the core's hot paths while the worker is idle. Chromium runs new
// WebAssembly code with its baseline compiler (Liftoff) and moves hot functions
// to the optimising one (TurboFan) only after they have done enough work:
// measured in Chromium 156 on the SIMD build, a d_k 512, 20,000-pair variance
// took about 80 ms for its first dozen calls and about 58 ms after (39 ms in
// Node once warm), so the slider's first moves paid for the slow tier.
// Fifteen small calls of the same code path (about 190 ms of baseline code,
// once) bring the next full sample straight to the fast tier. Each call is
// its own task and runs only while no request has arrived for a moment, so a
// real request waits at most for one small call.
import type { StepsCore } from '../../../wasm/api';

/** The brute-force paths the page runs most: step 1's pairs and steps 2–3's trials. */
const WARM_UP_CALLS: readonly ((core: StepsCore) => unknown)[] = [
  ...Array.from(
    { length: 15 },
    () => (core: StepsCore) => core.variance({ dk: 512, pairs: 2000, sampler: 'brute' }),
  ),
  ...Array.from(
    { length: 6 },
    () => (core: StepsCore) => core.saturation({ dk: 64, trials: 500, sampler: 'brute' }),
  ),
];

/** Quiet time after a request before the next warm-up call. */
const IDLE_MS = 100;

/** Runs the warm-up calls one per task while `lastRequestAt()` is at least
 *  IDLE_MS ago. Errors are ignored: warming is an optimisation, never a result. */
export function warmUpWhenIdle(core: StepsCore, lastRequestAt: () => number): void {
  let next = 0;
  const step = () => {
    if (next >= WARM_UP_CALLS.length) return;
    const quietFor = performance.now() - lastRequestAt();
    if (quietFor < IDLE_MS) {
      setTimeout(step, IDLE_MS - quietFor);
      return;
    }
    try {
      WARM_UP_CALLS[next](core);
    } catch {
      // A failing warm-up call changes nothing the page shows.
    }
    next += 1;
    setTimeout(step, 0);
  };
  setTimeout(step, IDLE_MS);
}
