// Hand-written types of the raw Embind module (Emscripten 3.1.6 cannot emit
// them). wasm/core.ts wraps this into the SqrtDkCore API of wasm/api.ts;
// nothing else should call the raw functions.
import type {
  BuildInfo,
  KvQuantOptions,
  KvQuantResult,
  OnlineSoftmaxOptions,
  OnlineSoftmaxResult,
  RopeOptions,
  RopeResult,
  ReferenceTableResult,
  SaturationOptions,
  SaturationResult,
  SoftmaxResult,
  SweepResult,
  TrainOptions,
  TrainResult,
  VarianceOptions,
  VarianceResult,
} from './api';

/** Every raw function returns this instead of throwing when input is bad. */
export interface RawError {
  error: string;
}

export type RawOptions = Partial<VarianceOptions & SaturationOptions>;

export interface RawSqrtDkModule {
  variance(options?: RawOptions): VarianceResult | RawError;
  saturation(options?: RawOptions): SaturationResult | RawError;
  sweep(options: RawOptions & { dks: ArrayLike<number> }): SweepResult | RawError;
  /** A plain array or a typed array of at most 4096 numbers. */
  softmax(scores: ArrayLike<number>): SoftmaxResult | RawError;
  referenceTable(options?: RawOptions): ReferenceTableResult | RawError;
  /** Every option field with the core's default value. */
  defaults(): VarianceOptions & SaturationOptions;
  buildInfo(): BuildInfo;
  /** Every training option with the core's default (lr 'best'). */
  trainDefaults(): TrainOptions;
  /** A whole training job. */
  train(options: Partial<TrainOptions>): TrainResult | RawError;
  /** A job run in chunks. The constructor never fails: a bad option shows up
   *  as a non-empty error(), and every advance() then returns it too. */
  Trainer: new (options: Partial<TrainOptions>) => RawTrainer;
  varianceScores(options: RawOptions, first: number, count: number): Float64Array | RawError;
  varianceFromScores(options: RawOptions, scores: ArrayLike<number>): VarianceResult | RawError;
  saturationTrialStats(options: RawOptions, first: number, count: number): Float64Array | RawError;
  saturationFromTrialStats(
    options: RawOptions,
    stats: ArrayLike<number>,
  ): SaturationResult | RawError;
}

/** The extras module (sqrtdk-extras.*): Beyond's experiments and the Python export. */
export interface RawExtrasModule {
  pythonScript(
    experiment: string,
    options: RawOptions & { dks?: ArrayLike<number> },
  ): { script: string } | RawError;
  rope(options: Partial<RopeOptions>): RopeResult | RawError;
  ropeDefaults(): RopeOptions;
  kvQuant(options: Partial<KvQuantOptions>): KvQuantResult | RawError;
  kvQuantDefaults(): KvQuantOptions;
  onlineSoftmax(options: Partial<OnlineSoftmaxOptions>): OnlineSoftmaxResult | RawError;
  onlineSoftmaxDefaults(): OnlineSoftmaxOptions;
}

/** An Embind object: call delete() when done, or its wasm memory leaks. */
export interface RawTrainer {
  error(): string;
  /** Runs up to `steps` more steps (checked: an integer >= 1). */
  advance(steps: number): TrainResult | RawError;
  done(): boolean;
  delete(): void;
}

/** What the Emscripten loader accepts from its caller (the fields used here). */
export interface ModuleOverrides {
  /** The .wasm bytes; required under Node (the web glue would fetch() a URL). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Maps 'sqrtdk.simd.wasm' to a URL when the bundler did not resolve it. */
  locateFile?: (path: string, scriptDirectory: string) => string;
}

/** The default export of sqrtdk.*.mjs. */
export type SqrtDkModuleFactory = (overrides?: ModuleOverrides) => Promise<RawSqrtDkModule>;

/** The same of sqrtdk-extras.*.mjs. */
export type ExtrasModuleFactory = (overrides?: ModuleOverrides) => Promise<RawExtrasModule>;
