// The JavaScript-facing API of the sqrt(d_k) core, shared by the Node build
// (tests, scripts), the browser worker and everything in web/.
// The raw Embind module is wrapped by wasm/core.ts, which fills defaults from
// the core, turns error results into thrown `Error`s carrying the core's
// message, and returns the plain objects and typed arrays described here.

/** Entry distribution of q and k; every choice is zero-mean, unit-variance. */
export type Distribution = 'normal' | 'rademacher' | 'uniform' | 'correlated';

/** 'brute' draws every entry; 'exact' costs the same at every d_k: it draws
 *  |q|^2 ~ chi2(d_k) and then each score given |q|^2: N(0, |q|^2) for normal
 *  entries, N(rho |q|^2, (1 - rho^2) |q|^2) for correlated ones; and
 *  2·Binomial(d_k, 1/2) − d_k scores for Rademacher entries (not for uniform). */
export type Sampler = 'brute' | 'exact';

/** The divisors the explainer compares, always reported in this order. */
export type DivisorKind = 'none' | 'sqrt_dk' | 'dk' | 'sqrt_dmodel' | 'custom';
export const DIVISOR_KINDS: readonly DivisorKind[] = [
  'none',
  'sqrt_dk',
  'dk',
  'sqrt_dmodel',
  'custom',
] as const;

/** A Monte Carlo estimate with its standard error and 95% interval. */
export interface Estimate {
  value: number;
  se: number;
  lo: number;
  hi: number;
}

/** Options shared by the experiments. Missing fields take the core's defaults,
 *  which live once, in src/data/defaults.json (read them with `defaults()`). */
export interface CommonOptions {
  dk: number; // per-head key size, 1..65536
  seed: number; // uint32
  dist: Distribution;
  rho: number; // correlation for dist 'correlated', |rho| <= 1
  heads: number; // head count, for the sqrt_dmodel divisor sqrt(dk * heads)
  customDivisor: number; // c for the 'custom' divisor, > 0
  sampler: Sampler;
}

export interface VarianceOptions extends CommonOptions {
  pairs: number; // number of (q, k) pairs
}

export interface DivisorVariance {
  kind: DivisorKind;
  divisor: number; // the number the scores were divided by
  variance: Estimate; // variance of score / divisor
}

export interface VarianceResult {
  dk: number;
  pairs: number;
  mean: Estimate;
  variance: Estimate;
  std: Estimate;
  divisors: DivisorVariance[]; // DIVISOR_KINDS order
  scores: Float32Array; // raw (undivided) q.k per pair, for histograms
}

export interface SaturationOptions extends CommonOptions {
  trials: number; // one query against `keys` keys per trial
  keys: number; // keys per trial, 2..4096
  threshold: number; // "saturated" when top weight > threshold, in (0,1)
}

export interface SaturationSummary {
  kind: DivisorKind;
  divisor: number;
  topWeight: Estimate; // mean largest softmax weight
  saturatedFraction: Estimate; // fraction of trials with top weight > threshold (Wilson 95%)
  jacobianNorm: Estimate; // mean Frobenius norm of the keys x keys softmax Jacobian
  entropy: Estimate; // mean entropy of the weights, in nats
  topWeights: Float32Array; // per-trial top weight, for histograms
}

export interface SaturationResult {
  dk: number;
  trials: number;
  keys: number;
  threshold: number;
  byDivisor: SaturationSummary[]; // DIVISOR_KINDS order; byDivisor[0] is raw
}

export interface SweepOptions extends Omit<VarianceOptions & SaturationOptions, 'dk'> {
  dks: number[]; // d_k values, each 1..65536, at most 256 of them
}

/** One column per statistic; entry i belongs to dks[i]. */
export interface EstimateColumns {
  value: Float64Array;
  lo: Float64Array;
  hi: Float64Array;
}

export interface SweepSeries {
  kind: DivisorKind;
  variance: EstimateColumns;
  topWeight: EstimateColumns;
  saturatedFraction: EstimateColumns;
  jacobianNorm: EstimateColumns;
  entropy: EstimateColumns;
}

export interface SweepResult {
  dks: Float64Array;
  series: SweepSeries[]; // DIVISOR_KINDS order
}

export interface SoftmaxResult {
  weights: Float64Array;
  jacobian: Float64Array; // n x n, row-major: J[i*n+j] = p_i (delta_ij - p_j)
  maxJacobianEntry: number; // largest |J_ij|
  maxEntryRow: number;
  maxEntryCol: number;
  entropy: number; // nats
}

export interface BuildInfo {
  simd: boolean; // true when built with -msimd128
  version: string;
}

/** Synchronous core (Node, or inside the worker). Every method throws an
 *  `Error` whose message names the bad parameter and its allowed range. */
export interface SqrtDkCore {
  variance(options?: Partial<VarianceOptions>): VarianceResult;
  saturation(options?: Partial<SaturationOptions>): SaturationResult;
  sweep(options: Partial<SweepOptions> & { dks: number[] }): SweepResult;
  softmax(scores: ArrayLike<number>): SoftmaxResult;
  defaults(): VarianceOptions & SaturationOptions;
  buildInfo(): BuildInfo;
  /** Split runs, for the page's worker pool: the scores q.k of pairs
   *  [first, first + count) (first a multiple of 16) ... */
  varianceScores(options: Partial<VarianceOptions>, first: number, count: number): Float64Array;
  /** ... and, from all `pairs` scores in order, the very result of variance(options). */
  varianceFromScores(options: Partial<VarianceOptions>, scores: Float64Array): VarianceResult;
  /** Statistics of trials [first, first + count): top weight, Jacobian norm and
   *  entropy of divisor d of trial t at ((t - first) * 5 + d) * 3 + 0, 1, 2 ... */
  saturationTrialStats(
    options: Partial<SaturationOptions>,
    first: number,
    count: number,
  ): Float64Array;
  /** ... and, from all trials' statistics in order, the very result of saturation(options). */
  saturationFromTrialStats(
    options: Partial<SaturationOptions>,
    stats: Float64Array,
  ): SaturationResult;
}

/** The same API across the worker boundary. */
export type AsyncSqrtDkCore = {
  [K in keyof SqrtDkCore]: (
    ...args: Parameters<SqrtDkCore[K]>
  ) => Promise<ReturnType<SqrtDkCore[K]>>;
};
