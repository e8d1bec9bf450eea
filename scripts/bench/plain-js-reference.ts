// The reference experiment written the way a web developer would write it
// without a WASM core: Math.random, Box–Muller, typed arrays and plain loops.
// It is the benchmark's baseline, so it is written to be reasonable, not slow:
// both Box–Muller outputs are used, buffers are reused, softmax is stabilised.
// tests/js/plain-js-reference.test.ts checks it computes the same statistics
// as the core (within Monte Carlo error).

/** The divisors in the order of wasm/api.ts DIVISOR_KINDS. */
function divisorsFor(dk: number, heads: number, customDivisor: number): number[] {
  return [1, Math.sqrt(dk), dk, Math.sqrt(dk * heads), customDivisor];
}

/** Standard normal draws via Box–Muller (both outputs used) from uniforms in
 *  [0, 1): Math.random in the benchmark, a seeded generator in tests. */
export class NormalSource {
  private spare = 0;
  private hasSpare = false;

  constructor(private readonly random: () => number = Math.random) {}

  next(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u = this.random();
    while (u === 0) u = this.random(); // log(0) would be -Infinity
    const v = this.random();
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * v;
    this.spare = radius * Math.sin(angle);
    this.hasSpare = true;
    return radius * Math.cos(angle);
  }

  fill(out: Float64Array): void {
    for (let i = 0; i < out.length; i++) out[i] = this.next();
  }
}

export interface PlainVarianceResult {
  dk: number;
  mean: number;
  variance: number;
  /** Variance of score / divisor, DIVISOR_KINDS order. */
  dividedVariance: number[];
}

export function plainVariance(
  normals: NormalSource,
  dk: number,
  pairs: number,
  heads = 8,
  customDivisor = 1,
): PlainVarianceResult {
  const q = new Float64Array(dk);
  const k = new Float64Array(dk);
  let sum = 0;
  let sumSquares = 0;
  for (let p = 0; p < pairs; p++) {
    normals.fill(q);
    normals.fill(k);
    let dot = 0;
    for (let i = 0; i < dk; i++) dot += q[i] * k[i];
    sum += dot;
    sumSquares += dot * dot;
  }
  const mean = sum / pairs;
  const variance = (sumSquares - pairs * mean * mean) / (pairs - 1);
  const dividedVariance = divisorsFor(dk, heads, customDivisor).map((c) => variance / (c * c));
  return { dk, mean, variance, dividedVariance };
}

export interface PlainSaturationSummary {
  topWeight: number;
  saturatedFraction: number;
  jacobianNorm: number;
  entropy: number;
}

export interface PlainSaturationResult {
  dk: number;
  /** DIVISOR_KINDS order. */
  byDivisor: PlainSaturationSummary[];
}

export function plainSaturation(
  normals: NormalSource,
  dk: number,
  trials: number,
  keys: number,
  threshold = 0.99,
  heads = 8,
  customDivisor = 1,
): PlainSaturationResult {
  const divisors = divisorsFor(dk, heads, customDivisor);
  const totals = divisors.map(() => ({ top: 0, saturated: 0, jacobian: 0, entropy: 0 }));
  const q = new Float64Array(dk);
  const key = new Float64Array(dk);
  const scores = new Float64Array(keys);
  const weights = new Float64Array(keys);
  for (let t = 0; t < trials; t++) {
    normals.fill(q);
    for (let j = 0; j < keys; j++) {
      normals.fill(key);
      let dot = 0;
      for (let i = 0; i < dk; i++) dot += q[i] * key[i];
      scores[j] = dot;
    }
    for (let d = 0; d < divisors.length; d++) {
      const c = divisors[d];
      let max = -Infinity;
      for (let j = 0; j < keys; j++) max = Math.max(max, scores[j] / c);
      let z = 0;
      for (let j = 0; j < keys; j++) {
        weights[j] = Math.exp(scores[j] / c - max);
        z += weights[j];
      }
      let top = 0;
      let entropy = 0;
      for (let j = 0; j < keys; j++) {
        weights[j] /= z;
        top = Math.max(top, weights[j]);
        if (weights[j] > 0) entropy -= weights[j] * Math.log(weights[j]);
      }
      // Frobenius norm of J = diag(p) - p p^T, entry by entry.
      let jacobianSquares = 0;
      for (let a = 0; a < keys; a++) {
        for (let b = 0; b < keys; b++) {
          const entry = (a === b ? weights[a] : 0) - weights[a] * weights[b];
          jacobianSquares += entry * entry;
        }
      }
      const total = totals[d];
      total.top += top;
      total.saturated += top > threshold ? 1 : 0;
      total.jacobian += Math.sqrt(jacobianSquares);
      total.entropy += entropy;
    }
  }
  return {
    dk,
    byDivisor: totals.map((s) => ({
      topWeight: s.top / trials,
      saturatedFraction: s.saturated / trials,
      jacobianNorm: s.jacobian / trials,
      entropy: s.entropy / trials,
    })),
  };
}

export const REFERENCE_DKS = [4, 64, 512] as const;
export const REFERENCE_PAIRS = 20_000;
export const REFERENCE_TRIALS = 4_000;
export const REFERENCE_KEYS = 8;

/** Normal draws one run of the reference experiment makes (both parts, all d_k). */
export function referenceNormalCount(): number {
  let count = 0;
  for (const dk of REFERENCE_DKS) {
    count += REFERENCE_PAIRS * 2 * dk + REFERENCE_TRIALS * (1 + REFERENCE_KEYS) * dk;
  }
  return count;
}

/** The whole reference experiment: variance and saturation at d_k 4, 64, 512. */
export function plainReferenceExperiment(random: () => number = Math.random): {
  variance: PlainVarianceResult[];
  saturation: PlainSaturationResult[];
} {
  const normals = new NormalSource(random);
  const variance = REFERENCE_DKS.map((dk) => plainVariance(normals, dk, REFERENCE_PAIRS));
  const saturation = REFERENCE_DKS.map((dk) =>
    plainSaturation(normals, dk, REFERENCE_TRIALS, REFERENCE_KEYS),
  );
  return { variance, saturation };
}
