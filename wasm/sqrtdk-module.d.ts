// Hand-written types of the raw Embind module (Emscripten 3.1.6 cannot emit
// them). wasm/core.ts wraps this into the SqrtDkCore API of wasm/api.ts;
// nothing else should call the raw functions.
import type {
  BuildInfo,
  SaturationOptions,
  SaturationResult,
  SoftmaxResult,
  SweepResult,
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
  /** Every option field with the core's default value. */
  defaults(): VarianceOptions & SaturationOptions;
  buildInfo(): BuildInfo;
  varianceScores(options: RawOptions, first: number, count: number): Float64Array | RawError;
  varianceFromScores(options: RawOptions, scores: ArrayLike<number>): VarianceResult | RawError;
  saturationTrialStats(options: RawOptions, first: number, count: number): Float64Array | RawError;
  saturationFromTrialStats(
    options: RawOptions,
    stats: ArrayLike<number>,
  ): SaturationResult | RawError;
}

/** What the Emscripten loader accepts from its caller (the fields used here). */
export interface ModuleOverrides {
  /** The .wasm bytes; required under Node (the 3.1.6 loader cannot fetch a path). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Maps 'sqrtdk.simd.wasm' to a URL when the bundler did not resolve it. */
  locateFile?: (path: string, scriptDirectory: string) => string;
}

/** The default export of sqrtdk.*.mjs and the module.exports of sqrtdk.node.*.cjs. */
export type SqrtDkModuleFactory = (overrides?: ModuleOverrides) => Promise<RawSqrtDkModule>;
