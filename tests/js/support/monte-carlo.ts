// Tolerances for comparing Monte Carlo estimates. A difference between two
// independent estimates of the same quantity has standard error
// sqrt(se1^2 + se2^2); `k` of those (k = 4: a false alarm about 1 in 16,000
// comparisons) plus the rounding of a published figure is allowed.
import { expect } from 'vitest';

export const K_SE = 4;

export function expectWithinSe(
  label: string,
  measured: number,
  expected: number,
  seMeasured: number,
  seExpected = 0,
  rounding = 0,
): void {
  const tolerance = K_SE * Math.hypot(seMeasured, seExpected) + rounding + 1e-12;
  const message = `${label}: measured ${measured}, expected ${expected} +- ${tolerance}`;
  expect(Math.abs(measured - expected), message).toBeLessThanOrEqual(tolerance);
}

/** Seeded uniforms in [0, 1) for the plain-JS reference, so its tests are
 *  reproducible: a counter run through a 32-bit integer hash. */
export function seededUniforms(seed: number): () => number {
  let counter = seed >>> 0;
  return () => {
    let x = (counter = (counter + 0x9e3779b9) >>> 0);
    x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
    x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
    x ^= x >>> 15;
    return (x >>> 0) / 2 ** 32;
  };
}
