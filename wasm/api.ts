// The JavaScript-facing API of the sqrt(d_k) core, shared by the Node build
// (tests, scripts), the browser worker and everything in web/.
// The raw Embind module is wrapped by wasm/core.ts, which fills defaults from
// the core, turns error results into thrown `Error`s carrying the core's
// message, and returns the plain objects and typed arrays described here.

import trainData from '../src/data/train.json' with { type: 'json' };

/** Entry distribution of q and k; every choice is zero-mean, unit-variance. */
export type Distribution = 'normal' | 'rademacher' | 'uniform' | 'correlated';

/** 'brute' draws every entry; 'exact' costs the same at every d_k: it draws
 *  |q|^2 ~ chi2(d_k) and then each score given |q|^2: N(0, |q|^2) for normal
 *  entries, N(rho |q|^2, (1 - rho^2) |q|^2) for correlated ones; and
 *  2·Binomial(d_k, 1/2) − d_k scores for Rademacher entries (not for uniform). */
export type Sampler = 'brute' | 'exact';

/** Where random numbers come from. 'counter': the core's counter-based source
 *  (addressable: a larger d_k extends the same vectors; what sliders need).
 *  'numpy': NumPy's default_rng(seed) drawing whole arrays in a NumPy script's
 *  order, so a run equals its "Reproduce in Python" script (brute sampler only). */
export type Generator = 'counter' | 'numpy';

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
  generator: Generator;
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

/** One figure of the content brief's reference table, measured now. */
export interface ReferenceTableRow {
  quantity: number; // index of the quantity (the core's ReferenceQuantity order)
  label: string; // e.g. "variance of q.k, raw"
  dk: number; // 4, 64 or 512
  measured: Estimate; // variances and std as population moments (ddof 0), as published
  published: number; // NaN where the brief prints no figure
  decimals: number; // places the brief prints it to
  exact: boolean; // measured, rounded as printed, equals the published figure
}

export interface ReferenceTableResult {
  rows: ReferenceTableRow[];
}

/** The experiments a "Reproduce in Python" script can re-run. */
export type ScriptExperiment = 'variance' | 'saturation' | 'sweep' | 'table';

export interface BuildInfo {
  simd: boolean; // true when built with -msimd128
  version: string;
}

// ---------------------------------------------------------------------------
// Training (step 4, "Watch it train"): a single-head attention model trained
// on a retrieval task, side by side for several divisors. See src/README.md
// ("Training") for the model, the loss and the statistics.
//
// Streaming: core.trainer(options) returns a Trainer; each advance(k) runs up
// to k more steps of every run and returns a snapshot of everything recorded so
// far (a TrainResult: replace what you drew, do not append). Stop early by
// simply not calling advance again, then call delete(). core.train(options)
// runs the whole job at once. Across the worker, use client.train(channel,
// options, onChunk) (web/src/worker/client.ts): it posts a snapshot after every
// chunk and is cancelled by client.cancel(channel) or by a newer train on the
// same channel; the promise then resolves null.

/** Divisors the training comparison supports (sqrt_dmodel is not one: the
 *  model has one head). Always reported in this order. */
export type TrainDivisorKind = 'none' | 'sqrt_dk' | 'dk' | 'custom';
export const TRAIN_DIVISOR_KINDS: readonly TrainDivisorKind[] = [
  'none',
  'sqrt_dk',
  'dk',
  'custom',
] as const;

export type Optimizer = 'sgd' | 'adam';

/** 'output': squared error of the attention output o = sum p_i y_i against the
 *  target's value (the default; its score gradient vanishes when the softmax
 *  saturates). 'scores': cross-entropy -log p_target straight on the scores,
 *  whose score gradient p - e_target does not vanish when it saturates. */
export type TrainLoss = 'output' | 'scores';

/** Missing fields take the core's defaults, which live once, in
 *  src/data/train.json ("defaults"; read them with `trainDefaults()`); the
 *  ranges are TRAIN_LIMITS. */
export interface TrainOptions {
  dk: number; // key/query width d_k, integer
  dmodel: number; // token embedding width, integer
  tokens: number; // tokens per example n, integer
  batch: number; // examples per step, integer
  steps: number; // optimiser steps per run, integer
  seeds: number; // independent runs per divisor (bands over them), integer
  seed: number; // first seed, uint32; run r uses seed + r (mod 2^32)
  divisors: TrainDivisorKind[]; // 1..4 distinct kinds
  customDivisor: number; // c of 'custom', finite and > 0
  optimizer: Optimizer;
  lr: number | 'best'; // 'best': per-divisor pick from TRAIN_LR_GRID; or a fixed rate, finite and > 0
  loss: TrainLoss;
  queryNoise: number; // noise of the query's copy of the target
  recordEvery: number; // record statistics every this many steps, integer
}

/** The numeric training options that have a range. */
export type TrainLimitKey =
  'dk' | 'dmodel' | 'tokens' | 'batch' | 'steps' | 'seeds' | 'recordEvery' | 'queryNoise';

/** Inclusive ranges of the numeric training options, from src/data/train.json
 *  (the core's limits are generated from the same file; the core also caps a
 *  whole job's work and memory; see src/README.md, "Limits"). */
export const TRAIN_LIMITS: Readonly<Record<TrainLimitKey, readonly [number, number]>> =
  trainData.limits as Record<TrainLimitKey, [number, number]>;

/** The learning rates tried when lr is 'best', per optimiser, from
 *  src/data/train.json. SGD multiplies these by each run's divisor c
 *  (TrainRun.grid.lr holds the actual rates):
 *  dividing the scores by c makes the gradient c times smaller, and SGD with
 *  divisor c at rate c * eta is exactly SGD without a divisor at rate eta
 *  from weights 1/sqrt(c) times smaller, so with the scaled grid the divisors
 *  differ only in where training starts. Adam's step does not scale with the
 *  gradient, so it uses one grid for every divisor. */
export const TRAIN_LR_GRID: Readonly<Record<Optimizer, readonly number[]>> = trainData.lrGrid;

/** An example is "starved" when the gradient of its loss with respect to its
 *  own (divided) scores is below this share of the largest possible. */
export const TRAIN_STARVED_RATIO = 0.01;
/** With the 'output' loss, every example whose top weight exceeds this is
 *  starved (the score gradient is at most 4 eps (1 - eps) of the largest
 *  possible when the top weight is 1 - eps). Run the saturation experiment
 *  with this threshold to compare its saturated fraction with step 0. */
export const TRAIN_SATURATION_TOP_WEIGHT = (1 + Math.sqrt(1 - TRAIN_STARVED_RATIO)) / 2;

/** A statistic over seeds, one entry per recorded step (aligned with TrainResult.step):
 *  median and the 10% / 90% quantiles (linear interpolation). Each seed's value at
 *  a recorded step is the mean over the steps since the previous recorded step
 *  (step 0 alone, then recordEvery batches). Seeds that diverged are left out;
 *  NaN where every seed diverged. */
export interface StatBand {
  median: Float64Array;
  lo: Float64Array;
  hi: Float64Array;
}

export const TRAIN_STATISTICS = [
  'loss', // mean batch loss (before each update)
  'accuracy', // share of examples whose largest weight is on the target token
  'gradNormQ', // Frobenius norm of dLoss/dW_Q (batch mean)
  'gradNormK', // Frobenius norm of dLoss/dW_K
  'topWeight', // mean largest softmax weight
  'entropy', // mean attention entropy, nats
  'jacobianNorm', // mean Frobenius norm of the softmax Jacobian
  'starvedFraction', // share of starved examples (see TRAIN_STARVED_RATIO)
  'scoreSpread', // median over the batch of the std of an example's divided scores
] as const;
export type TrainStatistic = (typeof TRAIN_STATISTICS)[number];

/** The learning-rate grid of one divisor: pilot score per candidate rate. */
export interface LrGrid {
  lr: Float64Array; // TRAIN_LR_GRID[optimizer], times the divisor for SGD
  /** Median over seeds of the mean batch loss over the last pilot steps
   *  (lower is better); Infinity for a rate that diverged. */
  score: Float64Array;
}

export type TrainRun = {
  kind: TrainDivisorKind;
  divisor: number; // the number the scores are divided by
  /** The rate these curves use: the fixed lr, or the grid's current leader
   *  (during the pilot) / winner (after it). */
  lr: number;
  /** false while the best-lr pilot is still running (the leader may change). */
  lrFinal: boolean;
  grid: LrGrid | null; // null when lr is fixed
  divergedSeeds: number; // seeds whose loss or weights became non-finite
  /** Each seed's mean loss over the last fifth of the steps evaluated so far
   *  (every step, not only the recorded ones; NaN once diverged), and their
   *  median and 10–90% band over the seeds that have not diverged. */
  lateLoss: { median: number; lo: number; hi: number; seeds: Float64Array };
  /** Loss spikes per seed so far: stretches of steps whose loss exceeds 3% of
   *  the first step's, counted once a loss has fallen below 1% of it
   *  (src/core/train_spikes.hpp). */
  spikes: Float64Array;
} & Record<TrainStatistic, StatBand>;

/** A snapshot of a training job: everything recorded so far. */
export interface TrainResult {
  options: TrainOptions; // with every default filled in
  step: Float64Array; // the recorded step numbers (0, recordEvery, ..., steps)
  stepsDone: number; // steps completed by the runs shown
  /** Steps of the best-lr pilot: every grid rate runs this long in lock-step,
   *  then only the winner continues to `steps` (0 when lr is fixed). */
  pilotSteps: number;
  done: boolean;
  runs: TrainRun[]; // options.divisors, in TRAIN_DIVISOR_KINDS order
}

/** A training job in progress (in-process; not transferable to a worker). */
export interface Trainer {
  /** Runs up to `steps` more steps (an integer >= 1) and returns the snapshot. */
  advance(steps: number): TrainResult;
  readonly done: boolean;
  /** Frees the job's wasm memory; the Trainer cannot be used afterwards. */
  delete(): void;
}

// ---------------------------------------------------------------------------
// Follow-ups (Beyond): RoPE, an int8 key cache and FlashAttention's online
// softmax. Missing option fields take the core's defaults (read them with
// followupDefaults()); the core checks every range.

/** RoPE (RoFormer, Su et al. 2021): pair i rotated by position * base^(-2i/d_k). */
export interface RopeOptions {
  dk: number; // even, 2..4096
  pairs: number; // 1..200,000
  seed: number; // uint32
  rho: number; // correlation of query and key entries, [-1, 1]
  base: number; // > 1 (10,000 in RoFormer)
  maxOffset: number; // offsets 0, 1, 2, 4, ... up to this, 1..1,000,000
}

export interface RopeOffsetRow {
  offset: number; // query position - key position
  mean: Estimate; // of the raw score
  variance: Estimate; // of the raw score
  scaledVariance: Estimate; // of score / sqrt(d_k)
  theoryMean: number; // 2 rho sum_i cos(offset theta_i)
  theoryVariance: number; // (1 - rho^2) d_k + 4 rho^2 sum_i cos^2(offset theta_i)
  zScore: number; // (variance - theoryVariance) / se
}

export interface RopeResult {
  dk: number;
  pairs: number;
  base: number;
  rho: number;
  keyPosition: number; // the key's position; the query's is keyPosition + offset
  rows: RopeOffsetRow[];
  maxNormChange: number; // largest relative change of |q| or |k| under rotation
  maxRelativeGap: number; // largest |score(m, n) - score(m - n, 0)| / (|q| |k|)
}

export interface KvQuantOptions {
  dk: number; // 1..4096
  keys: number; // cached keys per trial, 2..4096
  trials: number; // 1..100,000; trials * keys * dk <= 2^26
  seed: number;
  outlierChannels: number; // 0..dk, channels outlierScale times larger in the outlier cache
  outlierScale: number; // [1, 1000]
  clip: number; // (0, 1]: the clipped range as a share of max |x|
}

/** How the scores were computed from the int8 keys (core/kv_quant.hpp). */
export type KvMethod =
  'float' | 'dequant_tensor' | 'dequant_channel' | 'raw_integers' | 'scale_twice' | 'clipped';

export interface KvMethodRow {
  method: KvMethod;
  variance: Estimate; // of the scores the softmax sees
  topWeight: Estimate; // mean largest softmax weight
  topWeightShift: Estimate; // mean |top weight - float top weight|
  maxScoreError: number; // largest |score - float score|
  errorBound: number; // largest rounding bound sum |q_c| s_c / 2 / sqrt(d_k); NaN where none holds
  clippedFraction: number; // share of key entries clipped to +-127
}

export interface KvCacheResult {
  cache: 'plain' | 'outliers';
  outlierChannels: number;
  outlierScale: number;
  meanScale: number; // mean per-tensor scale s = max |k| / 127
  rows: KvMethodRow[];
}

export interface KvQuantResult {
  dk: number;
  keys: number;
  trials: number;
  clip: number;
  plain: KvCacheResult;
  outliers: KvCacheResult;
}

/** One query against random keys, visited `block` keys at a time. */
export interface OnlineSoftmaxOptions {
  dk: number; // 1..65536
  keys: number; // 1..4096
  block: number; // 1..4096
  dv: number; // value width, 1..64
  seed: number;
  spike: number; // [0, 50]: the last key's scaled score (0: a random last key)
}

export interface OnlineSoftmaxBlock {
  first: number; // index of the block's first key
  count: number;
  blockMax: number; // max of the block's scaled scores
  maxBefore: number; // running max before the block (-Infinity at the start)
  maxAfter: number;
  rescale: number; // exp(maxBefore - maxAfter), applied to the earlier sum and output
  blockSum: number; // sum exp(s - blockMax) over the block
  sumAfter: number; // running sum, relative to maxAfter
}

export interface OnlineSoftmaxResult {
  dk: number;
  keys: number;
  block: number;
  dv: number;
  scale: number; // 1 / sqrt(d_k)
  spike: number;
  rawScores: Float64Array; // q.k_j
  scaledScores: Float64Array; // scale * q.k_j, as each block computed them
  blocks: OnlineSoftmaxBlock[];
  onlineWeights: Float64Array; // exp(s_j - final max) / final sum
  fullWeights: Float64Array; // one-pass softmax of the scaled scores
  onlineOutput: Float64Array;
  fullOutput: Float64Array;
  maxWeightDiff: number;
  maxWeightUlps: number; // largest difference in units in the last place
  maxOutputDiff: number;
}

export interface FollowupDefaults {
  rope: RopeOptions;
  kvQuant: KvQuantOptions;
  onlineSoftmax: OnlineSoftmaxOptions;
}

/** Synchronous core (Node, or inside the worker). Every method throws an
 *  `Error` whose message names the bad parameter and its allowed range.
 *  Two wasm modules carry it: StepsCore's methods are in sqrtdk.*, and
 *  ExtrasCore's (the Python export, Beyond's experiments) in sqrtdk-extras.*,
 *  which the page's worker loads only when one of them is first called. */
export interface SqrtDkCore extends StepsCore, ExtrasCore {}

/** What the steps, training and the reference table use. */
export interface StepsCore {
  variance(options?: Partial<VarianceOptions>): VarianceResult;
  saturation(options?: Partial<SaturationOptions>): SaturationResult;
  sweep(options: Partial<SweepOptions> & { dks: number[] }): SweepResult;
  softmax(scores: ArrayLike<number>): SoftmaxResult;
  /** The reference experiment (d_k 4, 64, 512) against the published figures;
   *  with generator 'numpy' and seed 0 every row is exact. */
  referenceTable(options?: Partial<VarianceOptions & SaturationOptions>): ReferenceTableResult;
  defaults(): VarianceOptions & SaturationOptions;
  buildInfo(): BuildInfo;
  /** Runs a whole training job (blocking); see trainer() to stream. */
  train(options?: Partial<TrainOptions>): TrainResult;
  /** Starts a training job to run in chunks with advance(). */
  trainer(options?: Partial<TrainOptions>): Trainer;
  trainDefaults(): TrainOptions;
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

/** What the page loads on first use: the Python export and Beyond's experiments. */
export interface ExtrasCore {
  /** A standalone NumPy script that re-runs `experiment` with these options. */
  pythonScript(
    experiment: ScriptExperiment,
    options?: Partial<VarianceOptions & SaturationOptions> & { dks?: number[] },
  ): string;
  /** RoPE: score variance at each position offset (Beyond). */
  rope(options?: Partial<RopeOptions>): RopeResult;
  /** An int8 key cache: the scores six ways, for a plain and an outlier cache. */
  kvQuant(options?: Partial<KvQuantOptions>): KvQuantResult;
  /** FlashAttention's online softmax for one query, block by block. */
  onlineSoftmax(options?: Partial<OnlineSoftmaxOptions>): OnlineSoftmaxResult;
  followupDefaults(): FollowupDefaults;
}

/** Methods that can cross the worker boundary (a Trainer cannot). */
export type CoreMethod = Exclude<keyof SqrtDkCore, 'trainer'>;

/** The same API across the worker boundary. */
export type AsyncSqrtDkCore = {
  [K in CoreMethod]: (...args: Parameters<SqrtDkCore[K]>) => Promise<ReturnType<SqrtDkCore[K]>>;
};
