// `sqrtdk train` on the command line: the gradient check's exit status, the
// JSON schema of the issue, and bad flags rejected with a message naming the
// parameter (exit 2), never a crash or a silently clamped run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { TRAIN_STATISTICS } from '../../wasm/api';

const NATIVE_CLI =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');

const run = (args: string[]) => spawnSync(NATIVE_CLI, args, { encoding: 'utf8' });
const SMALL = ['--dk', '8', '--dmodel', '8', '--tokens', '4', '--batch', '8', '--steps', '10'];

describe.skipIf(!existsSync(NATIVE_CLI))('sqrtdk train', () => {
  it('--check-gradients passes and reports every divisor and loss', () => {
    const out = run(['train', '--check-gradients', '--json']);
    expect(out.status, out.stderr).toBe(0);
    const check = JSON.parse(out.stdout);
    expect(check.ok).toBe(true);
    expect(check.worst).toBeLessThanOrEqual(check.tolerance);
    expect(check.cases.map((c: { kind: string; loss: string }) => `${c.kind} ${c.loss}`)).toEqual(
      ['none', 'sqrt_dk', 'dk', 'custom'].flatMap((k) => [`${k} output`, `${k} scores`]),
    );
    expect(run(['train', '--check-gradients']).stdout).toMatch(/largest relative error .*: ok/);
  });

  it('writes {options, step, runs: [{kind, lr, <statistic>: {median, lo, hi}}]}', () => {
    const out = run(['train', ...SMALL, '--divisor', 'none,2.5', '--every', '5', '--json']);
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.options).toMatchObject({ divisors: ['none', 'custom'], customDivisor: 2.5 });
    expect(result.step).toEqual([0, 5, 10]);
    expect(result.runs.map((r: { kind: string }) => r.kind)).toEqual(['none', 'custom']);
    for (const runResult of result.runs) {
      expect(typeof runResult.lr).toBe('number');
      for (const statistic of TRAIN_STATISTICS) {
        for (const part of ['median', 'lo', 'hi']) {
          expect(runResult[statistic][part]).toHaveLength(result.step.length);
        }
      }
    }
  });

  const bad: [string[], RegExp][] = [
    [['--dk', '0'], /dk must be an integer in \[1, 1024\] \(got 0\)/],
    [['--steps', '0'], /steps must be an integer in \[1, 10000\] \(got 0\)/],
    [['--batch', '0'], /batch must be an integer in \[1, 1024\] \(got 0\)/],
    [['--batch', '2.5'], /batch must be an integer in \[1, 1024\] \(got 2\.5\)/],
    [['--seeds', '0'], /seeds must be an integer in \[1, 16\] \(got 0\)/],
    [['--lr', '0'], /lr must be finite and > 0 \(got 0\)/],
    [['--lr', '-1'], /lr must be finite and > 0 \(got -1\)/],
    [['--lr', 'inf'], /--lr must be best or a number > 0 \(got 'inf'\)/],
    [['--lr', 'nan'], /--lr must be best or a number > 0 \(got 'nan'\)/],
    [['--lr', '1e999'], /--lr must be best or a number > 0 \(got '1e999'\)/],
    [['--divisor', 'sqrt_dmodel'], /divisors must be one of none, sqrt_dk, dk, custom/],
    [['--divisor', '2,3'], /--divisor may hold at most one number/],
    [['--divisor', 'none,-1'], /customDivisor must be finite and > 0 \(got -1\)/],
    [['--optimizer', 'rmsprop'], /optimizer must be one of sgd, adam/],
    [['--loss', 'mse'], /loss must be one of output, scores/],
    [['--pairs', '5'], /unknown flag '--pairs' for train/],
    [['--dk'], /--dk needs a value/],
  ];
  it.each(bad)('rejects %j with exit 2 and a message', (flags, message) => {
    const out = run(['train', ...flags]);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/^sqrtdk: /);
    expect(out.stderr).toMatch(message);
  });
});

describe.skipIf(!existsSync(NATIVE_CLI))('sqrtdk train-sweep', () => {
  it('writes {options, dks, lrs, runs: [{kind, divisor, loss, bestLr, bestLoss}]}', () => {
    const out = run(['train-sweep', ...SMALL.slice(2), '--dks', '4,8', '--seeds', '2', '--json']);
    expect(out.status, out.stderr).toBe(0);
    const sweep = JSON.parse(out.stdout);
    expect(sweep.dks).toEqual([4, 8]);
    // The options every cell shares: d_k, rate and recording come from the sweep.
    expect(sweep.options).toMatchObject({ dmodel: 8, tokens: 4, batch: 8, steps: 10, seeds: 2 });
    for (const key of ['dk', 'lr', 'recordEvery']) expect(sweep.options).not.toHaveProperty(key);
    expect(sweep.runs.map((r: { kind: string }) => r.kind)).toEqual(['none', 'sqrt_dk', 'dk']);
    for (const r of sweep.runs) {
      expect(r.divisor).toHaveLength(2);
      expect(r.loss).toHaveLength(2);
      for (const [d, row] of r.loss.entries()) {
        expect(row).toHaveLength(sweep.lrs.length);
        const best = row.indexOf(Math.min(...row));
        expect(r.bestLoss[d]).toBe(row[best]);
        expect(r.bestLr[d]).toBe(r.lr[d][best]);
      }
    }
    // A cell is the late loss of `train` at that d_k and rate, to the last bit.
    const single = run(
      ['train', ...SMALL.slice(2), '--dk', '8', '--seeds', '2', '--lr'].concat([
        String(sweep.lrs[1]),
        '--json',
      ]),
    );
    const late = JSON.parse(single.stdout).runs.map(
      (r: { lateLoss: { median: number } }) => r.lateLoss.median,
    );
    expect(sweep.runs.map((r: { loss: number[][] }) => r.loss[1][1])).toEqual(late);
  });

  it.each([
    [['--dks', ''], /--dks/],
    [['--dks', '16,16'], /dks must be distinct \(16 appears twice\)/],
    [['--dks', '0'], /dks must be an integer in \[1, 1024\] \(got 0\)/],
    [['--dks', '2048'], /dks must be an integer in \[1, 1024\] \(got 2048\)/],
    [['--dks', '1,2,3,4,5,6,7,8,9'], /dks must hold 1 to 8 head sizes \(got 9\)/],
    [['--dks', '16,x'], /--dks\[1\] must be a number/],
    [['--lr', '0.1'], /--lr does not apply to train-sweep/],
  ])('rejects %j with a message and exit 2', (args, message) => {
    const out = run(['train-sweep', ...args]);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stdout).toBe('');
  });
});
