// createCore(raw): the StepsCore API of wasm/api.ts on top of the raw Embind
// module, and createExtrasCore(raw) the ExtrasCore API on top of the
// extras module. Used by the Node loader (wasm/node.ts) and by the page's worker, so
// it imports nothing from Node.
//
// Division of work: the C++ bindings check every field's JS type and the core
// checks every range, so each message is written once, in C++. This wrapper
// adds what only JS can judge (an options object with a misspelt or unknown
// key), fills defaults that it reads from the core, and turns {error} results
// into thrown Errors.
import type {
  BuildInfo,
  ExtrasCore,
  FollowupDefaults,
  ReferenceTableResult,
  SaturationOptions,
  SaturationResult,
  ScriptExperiment,
  SoftmaxResult,
  StepsCore,
  SweepOptions,
  SweepResult,
  Trainer,
  TrainOptions,
  TrainResult,
  VarianceOptions,
  VarianceResult,
} from './api';
import type { RawError, RawExtrasModule, RawSqrtDkModule } from './sqrtdk-module';

type AllOptions = VarianceOptions & SaturationOptions;

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function unwrap<T extends object>(result: T | RawError): T {
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Rejects anything that is not a plain options object or has unknown keys:
 *  a typo such as `dK: 512` must not silently run with the default dk. */
function checkOptionKeys(options: unknown, allowedKeys: readonly string[]): object {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new Error(`options must be an object (got ${describeType(options)})`);
  }
  for (const key of Object.keys(options)) {
    if (!allowedKeys.includes(key)) {
      throw new Error(`unknown option '${key}' (allowed: ${allowedKeys.join(', ')})`);
    }
  }
  return options;
}

/** Embind copies plain and typed arrays in one step; other array-likes
 *  (arguments, {length, 0: ...}) are turned into an array first. */
function asArray(scores: unknown): unknown {
  if (Array.isArray(scores) || ArrayBuffer.isView(scores)) return scores;
  if (scores !== null && typeof scores === 'object' && 'length' in scores) {
    return Array.from(scores as ArrayLike<unknown>);
  }
  return scores;
}

/** The experiments' options over the core's defaults, with their keys and a
 *  sweep's (which adds `dks`); both modules' wrappers read options this way. */
function experimentOptions(coreDefaults: AllOptions) {
  const defaults: Readonly<AllOptions> = Object.freeze(coreDefaults);
  const optionKeys = Object.freeze(Object.keys(defaults));
  const sweepKeys = Object.freeze([...optionKeys, 'dks']);
  const merge = (options: unknown, keys: readonly string[]): AllOptions => ({
    ...defaults,
    ...checkOptionKeys(options, keys),
  });
  return { defaults, optionKeys, sweepKeys, merge };
}

export function createCore(raw: RawSqrtDkModule): StepsCore {
  const { defaults, optionKeys, sweepKeys, merge } = experimentOptions(raw.defaults());

  const trainDefaults: Readonly<TrainOptions> = Object.freeze(raw.trainDefaults());
  const trainKeys = Object.freeze(Object.keys(trainDefaults));
  const trainOptions = (options: unknown): TrainOptions => ({
    ...trainDefaults,
    ...checkOptionKeys(options, trainKeys),
  });

  function trainer(options?: Partial<TrainOptions>): Trainer {
    const merged = trainOptions(options);
    const job = new raw.Trainer({ ...merged, divisors: asArray(merged.divisors) as never });
    const error = job.error();
    if (error) {
      job.delete();
      throw new Error(error);
    }
    let deleted = false;
    const live = () => {
      if (deleted) throw new Error('this Trainer was deleted');
      return job;
    };
    return {
      advance: (steps: number) => unwrap(live().advance(steps)),
      get done() {
        return live().done();
      },
      delete() {
        if (!deleted) job.delete();
        deleted = true;
      },
    };
  }

  return {
    variance(options?: Partial<VarianceOptions>): VarianceResult {
      return unwrap(raw.variance(merge(options, optionKeys)));
    },
    saturation(options?: Partial<SaturationOptions>): SaturationResult {
      return unwrap(raw.saturation(merge(options, optionKeys)));
    },
    sweep(options: Partial<SweepOptions> & { dks: number[] }): SweepResult {
      const merged = merge(options, sweepKeys) as AllOptions & { dks: number[] };
      return unwrap(raw.sweep({ ...merged, dks: asArray(merged.dks) as number[] }));
    },
    softmax(scores: ArrayLike<number>): SoftmaxResult {
      return unwrap(raw.softmax(asArray(scores) as ArrayLike<number>));
    },
    referenceTable(options?: Partial<AllOptions>): ReferenceTableResult {
      return unwrap(raw.referenceTable(merge(options, optionKeys)));
    },
    defaults(): AllOptions {
      return { ...defaults };
    },
    buildInfo(): BuildInfo {
      return raw.buildInfo();
    },
    train(options?: Partial<TrainOptions>): TrainResult {
      const merged = trainOptions(options);
      return unwrap(raw.train({ ...merged, divisors: asArray(merged.divisors) as never }));
    },
    trainer,
    trainDefaults(): TrainOptions {
      return { ...trainDefaults, divisors: [...trainDefaults.divisors] };
    },
    varianceScores(options, first, count) {
      return unwrap(raw.varianceScores(merge(options, optionKeys), first, count));
    },
    varianceFromScores(options, scores) {
      return unwrap(raw.varianceFromScores(merge(options, optionKeys), scores));
    },
    saturationTrialStats(options, first, count) {
      return unwrap(raw.saturationTrialStats(merge(options, optionKeys), first, count));
    },
    saturationFromTrialStats(options, stats) {
      return unwrap(raw.saturationFromTrialStats(merge(options, optionKeys), stats));
    },
  };
}

/** The ExtrasCore API of wasm/api.ts on top of the raw extras module
 *  (sqrtdk-extras.*: Beyond's experiments and the Python export; see
 *  wasm/CMakeLists.txt). `steps` gives the experiments' option defaults. */
export function createExtrasCore(raw: RawExtrasModule, steps: StepsCore): ExtrasCore {
  const { optionKeys, sweepKeys, merge } = experimentOptions(steps.defaults());

  // The follow-up experiments' defaults come from the core, like the others'.
  const followupDefaults: Readonly<FollowupDefaults> = Object.freeze({
    rope: raw.ropeDefaults(),
    kvQuant: raw.kvQuantDefaults(),
    onlineSoftmax: raw.onlineSoftmaxDefaults(),
  });
  const followup = <T extends object>(options: unknown, defaultsOf: T): T => ({
    ...defaultsOf,
    ...checkOptionKeys(options, Object.keys(defaultsOf)),
  });
  return {
    pythonScript(
      experiment: ScriptExperiment,
      options?: Partial<AllOptions> & { dks?: number[] },
    ): string {
      const keys = experiment === 'sweep' ? sweepKeys : optionKeys;
      const merged = merge(options, keys) as AllOptions & { dks?: number[] };
      const withDks =
        merged.dks === undefined ? merged : { ...merged, dks: asArray(merged.dks) as number[] };
      return unwrap(raw.pythonScript(experiment, withDks)).script;
    },
    rope: (options) => unwrap(raw.rope(followup(options, followupDefaults.rope))),
    kvQuant: (options) => unwrap(raw.kvQuant(followup(options, followupDefaults.kvQuant))),
    onlineSoftmax: (options) =>
      unwrap(raw.onlineSoftmax(followup(options, followupDefaults.onlineSoftmax))),
    followupDefaults: () => ({
      rope: { ...followupDefaults.rope },
      kvQuant: { ...followupDefaults.kvQuant },
      onlineSoftmax: { ...followupDefaults.onlineSoftmax },
    }),
  };
}
