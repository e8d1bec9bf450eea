// The field names of wasm/api.ts and of the core's results (declared once in
// src/core/result_fields.hpp) are the same sets. Each `Record<keyof X, true>`
// below must list exactly the keys of the api.ts interface, or tsc fails; the
// tests then compare those lists with the objects the core returns, so a field
// renamed on either side fails one or the other. (The CLI's --json walks the
// same C++ declaration; tests/js/native-parity.test.ts compares it whole.)
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  DivisorVariance,
  Estimate,
  EstimateColumns,
  SaturationOptions,
  SaturationResult,
  SaturationSummary,
  SoftmaxResult,
  SqrtDkCore,
  SweepResult,
  SweepSeries,
  StatBand,
  LrGrid,
  TrainOptions,
  TrainResult,
  TrainRun,
  VarianceOptions,
  VarianceResult,
} from '../../wasm/api';
import { TRAIN_STATISTICS } from '../../wasm/api';
import { simdCore } from './support/cores';

type Keys<T> = Record<keyof T, true>;
const names = (keys: Keys<object>) => Object.keys(keys).sort();
const keysOf = (value: object) => Object.keys(value).sort();

const ESTIMATE: Keys<Estimate> = { value: true, se: true, lo: true, hi: true };
const OPTIONS: Keys<VarianceOptions & SaturationOptions> = {
  dk: true,
  seed: true,
  dist: true,
  rho: true,
  heads: true,
  customDivisor: true,
  sampler: true,
  generator: true,
  pairs: true,
  trials: true,
  keys: true,
  threshold: true,
};
const VARIANCE: Keys<VarianceResult> = {
  dk: true,
  pairs: true,
  mean: true,
  variance: true,
  std: true,
  divisors: true,
  scores: true,
};
const DIVISOR_VARIANCE: Keys<DivisorVariance> = { kind: true, divisor: true, variance: true };
const SATURATION: Keys<SaturationResult> = {
  dk: true,
  trials: true,
  keys: true,
  threshold: true,
  byDivisor: true,
};
const SATURATION_SUMMARY: Keys<SaturationSummary> = {
  kind: true,
  divisor: true,
  topWeight: true,
  saturatedFraction: true,
  jacobianNorm: true,
  entropy: true,
  topWeights: true,
};
const SWEEP: Keys<SweepResult> = { dks: true, series: true };
const SWEEP_SERIES: Keys<SweepSeries> = {
  kind: true,
  variance: true,
  topWeight: true,
  saturatedFraction: true,
  jacobianNorm: true,
  entropy: true,
};
const COLUMNS: Keys<EstimateColumns> = { value: true, lo: true, hi: true };
const SOFTMAX: Keys<SoftmaxResult> = {
  weights: true,
  jacobian: true,
  maxJacobianEntry: true,
  maxEntryRow: true,
  maxEntryCol: true,
  entropy: true,
};

const TRAIN_OPTIONS: Keys<TrainOptions> = {
  dk: true,
  dmodel: true,
  tokens: true,
  batch: true,
  steps: true,
  seeds: true,
  seed: true,
  divisors: true,
  customDivisor: true,
  optimizer: true,
  lr: true,
  loss: true,
  queryNoise: true,
  recordEvery: true,
};
const TRAIN_RESULT: Keys<TrainResult> = {
  options: true,
  step: true,
  stepsDone: true,
  pilotSteps: true,
  done: true,
  runs: true,
};
const TRAIN_RUN: Keys<TrainRun> = {
  kind: true,
  divisor: true,
  lr: true,
  lrFinal: true,
  grid: true,
  divergedSeeds: true,
  lateLoss: true,
  spikes: true,
  ...(Object.fromEntries(TRAIN_STATISTICS.map((k) => [k, true])) as Record<
    (typeof TRAIN_STATISTICS)[number],
    true
  >),
};
const STAT_BAND: Keys<StatBand> = { median: true, lo: true, hi: true };
const LR_GRID: Keys<LrGrid> = { lr: true, score: true };

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

describe('result field names: wasm/api.ts = src/core/result_fields.hpp', () => {
  it('options (defaults)', () => {
    expect(keysOf(core.defaults())).toEqual(names(OPTIONS));
  });

  it('variance, its divisors and estimates', () => {
    const r = core.variance({ dk: 8, pairs: 50 });
    expect(keysOf(r)).toEqual(names(VARIANCE));
    for (const d of r.divisors) {
      expect(keysOf(d)).toEqual(names(DIVISOR_VARIANCE));
      expect(keysOf(d.variance)).toEqual(names(ESTIMATE));
    }
    for (const e of [r.mean, r.variance, r.std]) expect(keysOf(e)).toEqual(names(ESTIMATE));
  });

  it('saturation and its per-divisor summaries', () => {
    const r = core.saturation({ dk: 8, trials: 20 });
    expect(keysOf(r)).toEqual(names(SATURATION));
    for (const s of r.byDivisor) expect(keysOf(s)).toEqual(names(SATURATION_SUMMARY));
  });

  it('sweep, its series and columns', () => {
    const r = core.sweep({ dks: [2, 4], pairs: 20, trials: 10 });
    expect(keysOf(r)).toEqual(names(SWEEP));
    for (const s of r.series) {
      expect(keysOf(s)).toEqual(names(SWEEP_SERIES));
      expect(keysOf(s.entropy)).toEqual(names(COLUMNS));
    }
  });

  it('softmax', () => {
    expect(keysOf(core.softmax([1, 2, 3]))).toEqual(names(SOFTMAX));
  });

  it('training: options, the snapshot, its runs, bands and rate grids', () => {
    expect(keysOf(core.trainDefaults())).toEqual(names(TRAIN_OPTIONS));
    const r = core.train({ dk: 4, dmodel: 8, steps: 4, seeds: 1, batch: 4 });
    expect(keysOf(r)).toEqual(names(TRAIN_RESULT));
    expect(keysOf(r.options)).toEqual(names(TRAIN_OPTIONS));
    for (const run of r.runs) {
      expect(keysOf(run)).toEqual(names(TRAIN_RUN));
      expect(keysOf(run.grid!)).toEqual(names(LR_GRID));
      expect(keysOf(run.lateLoss)).toEqual(['hi', 'lo', 'median', 'seeds']);
      for (const k of TRAIN_STATISTICS) expect(keysOf(run[k])).toEqual(names(STAT_BAND));
    }
    const fixed = core.train({ dk: 4, dmodel: 8, steps: 2, seeds: 1, batch: 4, lr: 0.1 });
    expect(fixed.runs.every((run) => run.grid === null)).toBe(true);
  });
});
