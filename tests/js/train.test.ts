// The training API (wasm/api.ts): defaults, snapshot shapes, streaming in
// chunks equal to one whole run, bad input as Errors naming the parameter,
// and wasm against the native CLI at step 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import trainData from '../../src/data/train.json' with { type: 'json' };
import {
  TRAIN_LIMITS,
  TRAIN_LR_GRID,
  TRAIN_STATISTICS,
  type SqrtDkCore,
  type TrainOptions,
  type TrainResult,
} from '../../wasm/api';
import { baselineCore, simdCore } from './support/cores';
import { plain } from './support/plain';

/** A few milliseconds of work. */
const SMALL: Partial<TrainOptions> = {
  dk: 8,
  dmodel: 8,
  tokens: 4,
  batch: 8,
  steps: 12,
  seeds: 2,
  recordEvery: 3,
  optimizer: 'sgd', // the rate-grid checks below are SGD's (base grid times c)
};

describe.each([
  ['simd', simdCore],
  ['baseline', baselineCore],
])('training in the %s build', (_variant, load) => {
  let core: SqrtDkCore;
  beforeAll(async () => {
    core = await load();
  });

  it('fills the defaults of src/data/train.json, which C++ is generated from', () => {
    expect(core.trainDefaults()).toEqual(trainData.defaults);
  });

  // TRAIN_LR_GRID is src/data/train.json's lrGrid: this fails when the core's grid drifts.
  it('returns aligned bands per statistic and the rate grid (SGD: base grid times c)', () => {
    const result = core.train({ ...SMALL, divisors: ['dk', 'none'] });
    expect(result.done).toBe(true);
    expect(Array.from(result.step)).toEqual([0, 3, 6, 9, 12]);
    expect(result.runs.map((r) => r.kind)).toEqual(['none', 'dk']);
    for (const run of result.runs) {
      expect(run.lrFinal).toBe(true);
      expect(Array.from(run.grid!.lr)).toEqual(
        TRAIN_LR_GRID.sgd.map((lr) => expect.closeTo(lr * run.divisor, 12)),
      );
      const best = run.grid!.score.indexOf(Math.min(...run.grid!.score));
      expect(run.lr).toBe(run.grid!.lr[best]);
      for (const statistic of TRAIN_STATISTICS) {
        const band = run[statistic];
        expect(band.median).toBeInstanceOf(Float64Array);
        expect(band.median.length).toBe(result.step.length);
        band.median.forEach((m, k) => {
          expect(band.lo[k]).toBeLessThanOrEqual(m);
          expect(band.hi[k]).toBeGreaterThanOrEqual(m);
        });
      }
    }
    const adam = core.train({ ...SMALL, optimizer: 'adam', divisors: ['dk'] });
    expect(Array.from(adam.runs[0].grid!.lr)).toEqual([...TRAIN_LR_GRID.adam]);
    const fixed = core.train({ ...SMALL, lr: 0.25 });
    expect(fixed.runs[0].grid).toBeNull();
    expect(fixed.runs[0].lr).toBe(0.25);
    expect(fixed.options.lr).toBe(0.25);
  });

  it('streams in chunks to exactly the numbers of one whole run', () => {
    const whole = core.train(SMALL);
    const trainer = core.trainer(SMALL);
    const chunks: TrainResult[] = [];
    while (!trainer.done) chunks.push(trainer.advance(chunks.length + 1));
    trainer.delete();
    expect(Array.from(chunks[0].step)).toEqual([0]);
    expect(chunks[0].stepsDone).toBe(1);
    expect(chunks[0].runs[0].lrFinal).toBe(false); // still in the pilot
    expect(chunks.at(-1)!.done).toBe(true);
    expect(plain(chunks.at(-1))).toEqual(plain(whole));
    expect(plain(core.train(SMALL))).toEqual(plain(whole)); // deterministic per seed
    expect(plain(core.train({ ...SMALL, seed: 2 }))).not.toEqual(plain(whole));
  });

  const bad: [string, Partial<TrainOptions> | unknown, RegExp][] = [
    ['dk 0', { dk: 0 }, /^dk must be an integer in \[1, 1024\] \(got 0\)$/],
    ['dk "8"', { dk: '8' }, /^dk must be a number \(got string\)$/],
    ['steps 0', { steps: 0 }, /^steps must be an integer in \[1, 10000\] \(got 0\)$/],
    ['batch 0', { batch: 0 }, /^batch must be an integer in \[1, 1024\] \(got 0\)$/],
    ['seeds 0', { seeds: 0 }, /^seeds must be an integer in \[1, 16\] \(got 0\)$/],
    ['seeds 17', { seeds: 17 }, /^seeds must be an integer in \[1, 16\] \(got 17\)$/],
    ['lr 0', { lr: 0 }, /^lr must be finite and > 0 \(got 0\)$/],
    ['lr -0.1', { lr: -0.1 }, /^lr must be finite and > 0 \(got -0\.1\)$/],
    ['lr NaN', { lr: NaN }, /^lr must be finite and > 0 \(got nan\)$/],
    ['lr Infinity', { lr: Infinity }, /^lr must be finite and > 0 \(got inf\)$/],
    ['lr "fast"', { lr: 'fast' }, /^lr must be 'best' or a finite number > 0 \(got 'fast'\)$/],
    ['lr null', { lr: null }, /^lr must be 'best' or a finite number > 0 \(got null\)$/],
    ['divisors "dk"', { divisors: 'dk' }, /^divisors must be an array of none, sqrt_dk, dk/],
    ['divisors []', { divisors: [] }, /^divisors must hold 1 to 4 .*\(got 0\)$/],
    ['divisors sqrt_dmodel', { divisors: ['sqrt_dmodel'] }, /^divisors must be one of none/],
    ['divisors repeated', { divisors: ['dk', 'dk'] }, /^divisors must be distinct/],
    ['optimizer', { optimizer: 'rmsprop' }, /^optimizer must be one of sgd, adam/],
    ['loss', { loss: 'mse' }, /^loss must be one of output, scores/],
    ['typo', { dK: 8 }, /^unknown option 'dK'/],
    ['not an object', 5, /^options must be an object/],
    [
      'too much work',
      { dk: 1024, dmodel: 1024, steps: 10000, seeds: 1, divisors: ['none'] },
      /more than the limit of 137438953472 \(2\^37\)/,
    ],
    ['too much memory', { dk: 1024, dmodel: 1024, seeds: 16 }, /^the runs' weights would need/],
  ];
  it.each(bad)('rejects %s with a clear Error, in train() and trainer()', (_what, options, re) => {
    expect(() => core.train(options as never)).toThrow(re);
    expect(() => core.trainer(options as never)).toThrow(re);
  });

  // TRAIN_LIMITS is src/data/train.json's limits: this fails when the core's ranges drift.
  it.each(Object.entries(TRAIN_LIMITS))(
    'TRAIN_LIMITS.%s is the range the core enforces',
    (key, range) => {
      const [lo, hi] = range;
      const step = key === 'queryNoise' ? 0.5 : 1;
      for (const value of [lo - step, hi + step]) {
        expect(() => core.train({ [key]: value })).toThrow(`[${lo}, ${hi}]`);
      }
      expect(() => core.train({ ...SMALL, [key]: lo })).not.toThrow();
    },
  );

  it('rejects bad chunk sizes and use after delete, and keeps working', () => {
    const trainer = core.trainer(SMALL);
    for (const steps of [0, -1, 1.5, NaN]) {
      expect(() => trainer.advance(steps)).toThrow(/^steps must be an integer in \[1, /);
    }
    expect(trainer.advance(2).stepsDone).toBe(2);
    trainer.delete();
    expect(() => trainer.advance(1)).toThrow(/deleted/);
    trainer.delete(); // twice is harmless
    expect(core.train(SMALL).done).toBe(true);
  });
});

const NATIVE_CLI =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');

describe.skipIf(!existsSync(NATIVE_CLI))('training: wasm against the native CLI', () => {
  it('agrees on the loss bit for bit and gives the same error for bad input', async () => {
    const core = await simdCore();
    const flags = ['--dk', '8', '--dmodel', '8', '--tokens', '4', '--batch', '8'];
    for (const optimizer of ['sgd', 'adam'] as const) {
      const args = ['train', ...flags, '--steps', '12', '--seeds', '2', '--every', '3'].concat([
        '--optimizer',
        optimizer,
        '--json',
      ]);
      const out = spawnSync(NATIVE_CLI, args, { encoding: 'utf8' });
      expect(out.status, out.stderr).toBe(0);
      const native = JSON.parse(out.stdout) as { options: unknown; runs: TrainResult['runs'] };
      const wasm = core.train({ ...SMALL, optimizer });
      expect(native.options).toEqual(wasm.options);
      // The products and the optimiser step round the same way in every build
      // (core/small_matmul.hpp, trainer.cpp), so the loss agrees bit for bit at
      // every recorded step and in the late loss; the other statistics also go
      // through libm (log, exp), whose last bits may differ, so they are
      // compared at step 0 to 4 digits.
      wasm.runs.forEach((run, i) => {
        const expected = native.runs[i];
        expect(Array.from(run.loss.median), optimizer).toEqual(expected.loss.median);
        expect(run.lateLoss.median).toBe(expected.lateLoss.median);
        for (const statistic of TRAIN_STATISTICS) {
          expect(run[statistic].median[0]).toBeCloseTo(expected[statistic].median[0], 4);
        }
      });
    }
    const bad = spawnSync(NATIVE_CLI, ['train', '--lr', '-1'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(() => core.train({ lr: -1 })).toThrow(bad.stderr.replace(/^sqrtdk: /, '').trim());
  });
});
