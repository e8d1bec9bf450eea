// A pool of core workers, so that independent work keeps every core busy.
// Calls run on the least busy worker, so requests on different channels (a
// step's full sample, another step's saturation run, a sweep) run side by
// side instead of queueing behind one worker. Large jobs are split, and the
// result is bit-identical for any number of workers, because the core is
// counter-based (every sample is a pure function of the options and its
// index) and the statistics are always taken in sample order:
// - a brute-force variance or saturation run: each worker computes the
//   per-sample values of one range (varianceScores / saturationTrialStats),
//   and one worker turns all of them, in order, into the result, exactly as
//   the core does for a whole run (core/split_runs.hpp);
// - a sweep: one task per d_k, columns put back in d_k order. The draw budget
//   is then checked per part (the page's sweeps are far below it).
// A part that fails makes the pool rerun the whole request on one worker, so
// errors carry the core's message for the request as sent. Superseding of
// stale requests (channels.ts) is kept. No shared memory: every worker holds
// its own wasm module.
// Not split: generator 'numpy' runs (NumPy's draws are one sequential stream,
// so sample t depends on every sample before it), and training jobs, which
// stream from one worker (client.ts train()) with the same cancel semantics.
import type {
  EstimateColumns,
  SaturationOptions,
  SaturationResult,
  SqrtDkCore,
  SweepOptions,
  SweepResult,
  SweepSeries,
  TrainOptions,
  TrainResult,
  VarianceOptions,
  VarianceResult,
} from '../../../wasm/api';
import { latestChannels } from './channels';
import { concatenate } from './concatenate';
import type { CoreClient, SplitMember } from './client';
import type { CoreInfo, CoreMethod } from './protocol';

/** What the pool needs of each worker: the async core plus the streaming
 *  train() and cancel() of its client (client.ts), and where the members
 *  offer them, the halves of a split run whose parts send their values
 *  straight to the worker that merges them. */
export type PoolMember = Omit<CoreClient, 'info' | 'latest'> & Partial<SplitMember>;

/** More workers than this rarely help the page and each costs a wasm heap. */
export const MAX_POOL_WORKERS = 4;
/** navigator.deviceMemory (GB, rounded down by the browser) below which the page keeps one worker. */
export const LOW_MEMORY_GB = 4;

/** Workers for this device: the core count, capped, and 1 where memory is short
 *  or the browser does not say. */
export function poolSize(hardwareConcurrency?: number, deviceMemory?: number): number {
  if (deviceMemory !== undefined && deviceMemory < LOW_MEMORY_GB) return 1;
  const cores = Number.isInteger(hardwareConcurrency) ? (hardwareConcurrency as number) : 1;
  return Math.max(1, Math.min(MAX_POOL_WORKERS, cores));
}

type SweepRequest = Partial<SweepOptions> & { dks: number[] };
type AllOptions = VarianceOptions & SaturationOptions;

/** Random entries below which a run is not worth splitting (a few ms of work). */
export const MIN_SPLIT_ENTRIES = 1 << 20;
/** Range starts of split runs must be multiples of this (core/split_runs.hpp). */
const SPLIT_ALIGNMENT = 16;
/** Trial statistics per trial: 5 divisors × (top weight, Jacobian norm, entropy). */
const TRIAL_STAT_VALUES = 15;
/** Largest trial-statistics array worth sending between workers (doubles). */
const MAX_TRIAL_STATS = 4 << 20;
/** Largest run whose per-sample values are kept for reuse (doubles, 8 MB). */
const MAX_KEPT_VALUES = 1 << 20;

/** What a split run measures: its sample count, the random entries each
 *  sample draws, and the option that sets the count ('pairs' or 'trials'). */
interface RunSize {
  samples: number;
  entriesPer: number;
  field: 'pairs' | 'trials';
}

/** The options of a run without its sample count: two runs with the same key
 *  draw the same samples, the shorter one a prefix of the longer. */
function prefixKey(options: Record<string, unknown>, field: RunSize['field']): string {
  const rest = Object.entries(options).filter(([name]) => name !== field);
  return JSON.stringify(rest.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Range starts [s_0 = 0, s_1, …, s_parts = n] of `parts` near-equal parts at multiples of 16. */
export function splitPoints(n: number, parts: number): number[] {
  const starts = Array.from(
    { length: parts },
    (_, p) => Math.floor((n * p) / parts / SPLIT_ALIGNMENT) * SPLIT_ALIGNMENT,
  );
  return [...new Set(starts), n];
}

const STATISTICS = [
  'variance',
  'topWeight',
  'saturatedFraction',
  'jacobianNorm',
  'entropy',
] as const;

function emptyColumns(count: number): EstimateColumns {
  return {
    value: new Float64Array(count),
    lo: new Float64Array(count),
    hi: new Float64Array(count),
  };
}

/** Puts single-d_k sweep results back together in the order of `dks`. */
export function mergeSweepPoints(dks: number[], points: SweepResult[]): SweepResult {
  const series: SweepSeries[] = points[0].series.map((s) => ({
    kind: s.kind,
    variance: emptyColumns(dks.length),
    topWeight: emptyColumns(dks.length),
    saturatedFraction: emptyColumns(dks.length),
    jacobianNorm: emptyColumns(dks.length),
    entropy: emptyColumns(dks.length),
  }));
  points.forEach((point, i) => {
    point.series.forEach((s, d) => {
      for (const statistic of STATISTICS) {
        const target = series[d][statistic];
        target.value[i] = s[statistic].value[0];
        target.lo[i] = s[statistic].lo[0];
        target.hi[i] = s[statistic].hi[0];
      }
    });
  });
  return { dks: Float64Array.from(dks), series };
}

/** The pool behind the same interface as one worker's client. */
export function createCorePool(members: PoolMember[], info: Promise<CoreInfo>): CoreClient {
  const busy = members.map(() => 0);
  const forwarding =
    typeof MessageChannel === 'function' &&
    members.every((member) => member.forwardCall && member.mergeParts);

  /** Runs `work` on the member with the fewest calls in flight. */
  async function onLeastBusy<T>(work: (member: PoolMember) => Promise<T>): Promise<T> {
    const index = busy.indexOf(Math.min(...busy));
    busy[index] += 1;
    try {
      return await work(members[index]);
    } finally {
      busy[index] -= 1;
    }
  }

  /** Runs one whole call on the least busy member. */
  function dispatch(method: Exclude<CoreMethod, 'train'>, args: unknown[]): Promise<unknown> {
    return onLeastBusy((member) => {
      const run = member[method] as (...a: unknown[]) => Promise<unknown>;
      return run(...args);
    });
  }

  // Training jobs: which member runs each channel's job, so that a newer job
  // or cancel(channel) stops it wherever it runs.
  const trains = new Map<string, { member: PoolMember }>();
  let privateTrains = 0;

  function stopTrain(channel: string): void {
    trains.get(channel)?.member.cancel(channel);
    trains.delete(channel);
  }

  /** The client's streaming train() (client.ts), run whole on one member. */
  function train(
    channel: string,
    options: Partial<TrainOptions>,
    onChunk?: (snapshot: TrainResult) => void,
  ): Promise<TrainResult | null> {
    stopTrain(channel);
    return onLeastBusy((member) => {
      const job = { member };
      trains.set(channel, job);
      return member.train(channel, options, onChunk).finally(() => {
        if (trains.get(channel) === job) trains.delete(channel);
      });
    });
  }

  /** The blocking whole-job core.train(options) (reachable through latest()):
   *  a streaming job on a channel of its own, whose final snapshot it is. */
  function wholeTrain(options?: Partial<TrainOptions>): Promise<TrainResult | null> {
    privateTrains += 1;
    return train(`\u0000pool-train-${privateTrains}`, options ?? {});
  }

  // The per-sample values of the last split run. The first n samples of a
  // longer run with the same options are the same samples (the core's prefix
  // property, tests/cpp/experiments_test.cpp), so a longer run computes only
  // the samples it adds: step 1's full sample (20,000 pairs) reuses its
  // estimate (2,000 pairs) instead of drawing those pairs again.
  let kept: { part: string; key: string; samples: number; values: Float64Array } | null = null;

  // The core's defaults, asked once: a split needs the full options to size
  // its parts. Once known they are used synchronously (see splitRun).
  let defaults: Promise<AllOptions> | null = null;
  let knownDefaults: AllOptions | null = null;

  /** How many parts a run of `samples` samples, each drawing `entriesPer`
   *  random entries, is split into: 1 when one worker would be as quick. */
  function partsFor(options: AllOptions, samples: number, entriesPer: number): number {
    // NumPy's stream is sequential: no range can be drawn on its own.
    if (members.length === 1 || options.sampler === 'exact' || options.generator === 'numpy') {
      return 1;
    }
    if (!Number.isInteger(samples) || samples < 2 * SPLIT_ALIGNMENT) return 1;
    if (!(samples * entriesPer >= MIN_SPLIT_ENTRIES)) return 1;
    return members.length;
  }

  /** Runs `part` on each range of `samples` (in parallel), then `merge` on all
   *  values in order; any failure reruns the whole request as `whole`.
   *  Once the defaults are known, the parts are posted to the workers before
   *  this returns: a caller that asks for a full sample and then draws the
   *  estimate (step 1) has the workers computing during its drawing, as one
   *  worker's client does. An `await` here would post them only after it. */
  function splitRun<R>(
    method: 'variance' | 'saturation',
    options: Partial<AllOptions> | undefined,
    part: 'varianceScores' | 'saturationTrialStats',
    merge: 'varianceFromScores' | 'saturationFromTrialStats',
    size: (o: AllOptions) => RunSize,
  ): Promise<R> {
    const whole = () => dispatch(method, [options]) as Promise<R>;
    if (members.length === 1 || (options !== undefined && typeof options !== 'object')) {
      return whole();
    }
    const run = (base: AllOptions): Promise<R> => {
      const merged = { ...base, ...options };
      const { samples, entriesPer, field } = size(merged);
      const parts = partsFor(merged, samples, entriesPer);
      if (parts === 1) return whole();
      const key = prefixKey(merged, field);
      const reused =
        kept &&
        kept.part === part &&
        kept.key === key &&
        kept.samples < samples &&
        kept.samples % SPLIT_ALIGNMENT === 0
          ? kept
          : null;
      const from = reused?.samples ?? 0;
      const starts = splitPoints(samples - from, parts).map((start) => start + from);
      const keep = (values: Float64Array) => {
        if (values.length <= MAX_KEPT_VALUES) kept = { part, key, samples, values };
      };
      if (forwarding) {
        // Each part's values go straight to the worker that merges them: the
        // run crosses this thread once, not once per half (measured in a
        // step-1 slider move: 5-10 ms each time this thread was drawing).
        const ports = starts.slice(0, -1).map(() => new MessageChannel());
        const sent = ports.map(({ port1 }, i) =>
          onLeastBusy((member) =>
            member.forwardCall!(part, [options, starts[i], starts[i + 1] - starts[i]], port1),
          ),
        );
        const merged = onLeastBusy((member) =>
          member.mergeParts!(
            merge,
            options,
            reused?.values ?? null,
            ports.map(({ port2 }) => port2),
          ),
        );
        return Promise.all([merged, ...sent])
          .then(([{ result, values }]) => {
            keep(values);
            return result as R;
          })
          .catch(whole);
      }
      const values = starts
        .slice(0, -1)
        .map((first, i) => dispatch(part, [options, first, starts[i + 1] - first]));
      return Promise.all(values)
        .then((all) => {
          const prefix = reused ? [reused.values] : [];
          const every = concatenate([...prefix, ...(all as Float64Array[])]);
          keep(every);
          return dispatch(merge, [options, every]) as Promise<R>;
        })
        .catch(whole);
    };
    if (knownDefaults) return run(knownDefaults);
    defaults ??= (dispatch('defaults', []) as Promise<AllOptions>).then((value) => {
      knownDefaults = value;
      return value;
    });
    return defaults.then(run);
  }

  const variance = (options?: Partial<VarianceOptions>) =>
    splitRun<VarianceResult>('variance', options, 'varianceScores', 'varianceFromScores', (o) => ({
      samples: o.pairs,
      entriesPer: 2 * o.dk,
      field: 'pairs',
    }));

  const saturation = (options?: Partial<SaturationOptions>) =>
    splitRun<SaturationResult>(
      'saturation',
      options,
      'saturationTrialStats',
      'saturationFromTrialStats',
      (o) => ({
        // Beyond MAX_TRIAL_STATS the statistics are not worth moving.
        samples: o.trials * TRIAL_STAT_VALUES <= MAX_TRIAL_STATS ? o.trials : 0,
        entriesPer: (1 + o.keys) * o.dk,
        field: 'trials',
      }),
    );

  async function sweep(options: SweepRequest): Promise<SweepResult> {
    const dks = options?.dks;
    // Generator 'numpy' runs stay on one worker, as the core runs them.
    const numpy = (options as { generator?: unknown } | undefined)?.generator === 'numpy';
    if (members.length === 1 || !Array.isArray(dks) || dks.length < 2 || numpy) {
      return dispatch('sweep', [options]) as Promise<SweepResult>;
    }
    // One task per d_k, largest first (brute force costs grow with d_k), each
    // taken by whichever worker is free.
    const order = dks.map((_, i) => i).sort((a, b) => dks[b] - dks[a]);
    const points: SweepResult[] = new Array(dks.length);
    let next = 0;
    const runner = async () => {
      while (next < order.length) {
        const i = order[next++];
        points[i] = (await dispatch('sweep', [{ ...options, dks: [dks[i]] }])) as SweepResult;
      }
    };
    try {
      await Promise.all(members.map(runner));
    } catch {
      next = order.length; // stop handing out parts
      // A part failed: the whole sweep on one worker gives the core's own
      // message for the request as sent (e.g. "dks[3] must be ...").
      return dispatch('sweep', [options]) as Promise<SweepResult>;
    }
    return mergeSweepPoints(dks, points);
  }

  function call(method: CoreMethod, args: unknown[]): Promise<unknown> {
    if (method === 'sweep') return sweep(args[0] as SweepRequest);
    if (method === 'variance') return variance(args[0] as Partial<VarianceOptions>);
    if (method === 'saturation') return saturation(args[0] as Partial<SaturationOptions>);
    if (method === 'train') return wholeTrain(args[0] as Partial<TrainOptions> | undefined);
    return dispatch(method, args);
  }
  const channels = latestChannels((method, args) => call(method as CoreMethod, args));
  const bound =
    <M extends CoreMethod>(method: M) =>
    (...args: Parameters<SqrtDkCore[M]>) =>
      call(method, args) as Promise<ReturnType<SqrtDkCore[M]>>;

  return {
    info,
    latest: ((channel: string, method: CoreMethod, ...args: unknown[]) =>
      channels.latest(channel, method, args)) as CoreClient['latest'],
    train,
    cancel(channel: string) {
      stopTrain(channel);
      channels.cancel(channel);
    },
    // Added for step 4's Pause: forwarded to the member running the channel's train.
    hold(channel: string, paused: boolean) {
      trains.get(channel)?.member.hold(channel, paused);
    },
    variance: bound('variance'),
    saturation: bound('saturation'),
    sweep: bound('sweep'),
    softmax: bound('softmax'),
    defaults: bound('defaults'),
    buildInfo: bound('buildInfo'),
    referenceTable: bound('referenceTable'),
    pythonScript: bound('pythonScript'),
    trainDefaults: bound('trainDefaults'),
    varianceScores: bound('varianceScores'),
    varianceFromScores: bound('varianceFromScores'),
    saturationTrialStats: bound('saturationTrialStats'),
    saturationFromTrialStats: bound('saturationFromTrialStats'),
    rope: bound('rope'),
    kvQuant: bound('kvQuant'),
    onlineSoftmax: bound('onlineSoftmax'),
    followupDefaults: bound('followupDefaults'),
  };
}
