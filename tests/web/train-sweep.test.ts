// Step 4's learning-rate sweep on the page: the cells it plans (the core's
// cell options and rate grids), the best-rate rule as cells stream in, and
// the generated text on hand-made tables (one rate that serves every size,
// a divisor that falls behind, and a table where no divisor does both).
import { describe, expect, it } from 'vitest';
import { TRAIN_LR_GRID, type TrainResult } from '../../wasm/api';
import {
  describeSweep,
  improvesWithSize,
  keepsOneRate,
} from '../../web/src/steps/train/sweep-describe';
import {
  addCell,
  bestOf,
  emptySweep,
  planSweep,
  planSweepJobs,
  poolOrder,
  sweepTableData,
  type SweepSettings,
  type SweepTable,
} from '../../web/src/steps/train/sweep-model';

const SETTINGS: SweepSettings = {
  dks: [16, 64, 256],
  steps: 150,
  divisors: ['none', 'sqrt_dk'],
  customDivisor: 1,
  optimizer: 'adam',
  seeds: 3,
  seed: 1,
  loss: 'output',
};

/** A finished job's result as the core reports it: late losses per divisor. */
const resultOf = (late: Partial<Record<string, number>>) =>
  ({
    runs: Object.entries(late).map(([kind, median]) => ({
      kind,
      lateLoss: { median, lo: median, hi: median },
    })),
  }) as unknown as TrainResult;

/** A one-cell job's result. */
const resultWith = (late: number) => resultOf({ none: late });

/** Fills every cell of `table` from loss(kind, dk, rate index), job by job. */
function filled(settings: SweepSettings, loss: (kind: string, dk: number, i: number) => number) {
  const table = emptySweep(settings);
  for (const job of planSweepJobs(settings)) {
    const late = Object.fromEntries(
      job.cells.map((c) => [c.kind, loss(c.kind, settings.dks[c.dkIndex], c.lrIndex)]),
    );
    for (const cell of job.cells) addCell(table, cell, resultOf(late));
  }
  return table;
}

describe('planning the sweep', () => {
  it('plans one cell per divisor, d_k and grid rate, smallest d_k first, as the core does', () => {
    const cells = planSweep(SETTINGS);
    expect(cells).toHaveLength(2 * 3 * TRAIN_LR_GRID.adam.length);
    expect(cells[0].options).toEqual({
      dk: 16,
      divisors: ['none'],
      customDivisor: 1,
      optimizer: 'adam',
      lr: TRAIN_LR_GRID.adam[0],
      steps: 150,
      seeds: 3,
      seed: 1,
      loss: 'output',
      recordEvery: 150,
    });
    const dks = cells.map((c) => c.options.dk);
    expect(dks).toEqual([...dks].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('groups the cells of one d_k and rate into one job: every divisor for Adam', () => {
    const cells = planSweep(SETTINGS);
    const jobs = planSweepJobs(SETTINGS);
    expect(jobs).toHaveLength(3 * TRAIN_LR_GRID.adam.length);
    expect(jobs.flatMap((j) => j.cells)).toHaveLength(cells.length);
    for (const job of jobs) {
      expect(job.options.divisors).toEqual(job.cells.map((c) => c.kind));
      expect(job.options.divisors).toEqual(['none', 'sqrt_dk']);
      for (const cell of job.cells) {
        expect({ ...cell.options, divisors: job.options.divisors }).toEqual(job.options);
      }
    }
    expect(jobs[0].cells[0]).toEqual(cells[0]);
  });

  it('hands the pool one small job per worker first, then the largest d_k first', () => {
    const jobs = planSweepJobs(SETTINGS);
    const order = poolOrder(jobs, 2).map((j) => j.options.dk);
    const rates = TRAIN_LR_GRID.adam.length;
    expect(order).toEqual([
      16,
      16,
      ...Array(rates).fill(256),
      ...Array(rates).fill(64),
      ...Array(rates - 2).fill(16),
    ]);
    expect(new Set(poolOrder(jobs, 2))).toEqual(new Set(jobs));
    expect(poolOrder(jobs, 1)[0]).toBe(jobs[0]);
  });

  it('keeps SGD’s cells apart where the divisors try different rates', () => {
    // c = 1 for 'none' and 'custom' (customDivisor 1): the same rates, one job.
    const jobs = planSweepJobs({
      ...SETTINGS,
      optimizer: 'sgd',
      divisors: ['none', 'sqrt_dk', 'custom'],
    });
    expect(jobs).toHaveLength(2 * 3 * TRAIN_LR_GRID.sgd.length);
    for (const job of jobs) {
      const rates = job.cells.map((c) => c.options.lr);
      expect(new Set(rates).size).toBe(1);
      expect(job.options.divisors).toEqual(
        job.cells[0].kind === 'sqrt_dk' ? ['sqrt_dk'] : ['none', 'custom'],
      );
    }
  });

  it('scales SGD’s rates by the divisor at each d_k', () => {
    const cells = planSweep({ ...SETTINGS, optimizer: 'sgd', divisors: ['sqrt_dk'] });
    const at64 = cells.filter((c) => c.options.dk === 64).map((c) => c.options.lr);
    expect(at64).toEqual(TRAIN_LR_GRID.sgd.map((r) => r * 8));
  });
});

describe('the best rate', () => {
  it('is the lowest late loss, ties to the smaller rate, diverged cells skipped', () => {
    expect(bestOf([0.3, 0.1, 0.1, 0.2])).toBe(1);
    expect(bestOf([Number.NaN, 0.5, Number.NaN])).toBe(1);
    expect(bestOf([Number.NaN, Number.NaN])).toBe(-1);
  });

  it('is set only once every rate of that d_k is in', () => {
    const table = emptySweep(SETTINGS);
    const cells = planSweep(SETTINGS).filter((c) => c.kind === 'none' && c.dkIndex === 0);
    cells.slice(0, -1).forEach((c) => addCell(table, c, resultWith(0.1)));
    expect(Number.isNaN(table.runs[0].bestLr[0])).toBe(true);
    addCell(table, cells[cells.length - 1], resultWith(0.01));
    expect(table.runs[0].bestLr[0]).toBe(TRAIN_LR_GRID.adam[TRAIN_LR_GRID.adam.length - 1]);
    expect(table.done).toBe(cells.length);
    const csv = sweepTableData(table);
    expect(csv.columns).toEqual(['divisor', 'd_k', 'c', 'lr', 'state', 'late_loss', 'best']);
    expect(csv.rows).toHaveLength(table.total);
  });

  it('says in the CSV which cells diverged and which were not run', () => {
    const table = emptySweep(SETTINGS);
    const [first, second] = planSweep(SETTINGS).filter((c) => c.kind === 'none');
    addCell(table, first, resultWith(0.2));
    addCell(table, second, resultWith(Number.NaN));
    const { columns, rows } = sweepTableData(table);
    const state = columns.indexOf('state');
    const states = rows.map((row) => row[state]);
    expect(states.filter((s) => s === 'trained')).toHaveLength(1);
    expect(states.filter((s) => s === 'diverged')).toHaveLength(1);
    expect(states.filter((s) => s === 'not run')).toHaveLength(table.total - 2);
  });
});

describe('the sweep text', () => {
  // √d_k: best at rate index 2 everywhere, loss falling; none: best rate
  // drifting down, loss rising.
  const shaped: SweepTable = filled(SETTINGS, (kind, dk, i) => {
    if (kind === 'sqrt_dk') return (Math.abs(i - 2) + 0.01) * (16 / dk) * 0.04;
    const bestIndex = dk === 16 ? 2 : 1;
    return (Math.abs(i - bestIndex) + 0.01) * (dk / 16) * 0.04;
  });

  it('names the divisor that keeps one best rate and improves with d_k, and the gap', () => {
    expect(keepsOneRate(shaped.runs[1])).toBe(true);
    expect(improvesWithSize(shaped.runs[1])).toBe(true);
    expect(improvesWithSize(shaped.runs[0])).toBe(false);
    const text = describeSweep(shaped);
    expect(text).toContain(
      'With ÷ √d_k one learning rate serves every head size: the best rate is 0.01 at every d_k',
    );
    expect(text).toContain(
      'the best loss falls from 0.0004 at d_k = 16 through 0.0001 at d_k = 64 to 2.5e−5 at d_k = 256',
    );
    expect(text).toContain(
      'Without a divisor the best rates are 0.01 at d_k = 16, 0.003 at d_k = 64 and 0.003 at d_k = 256',
    );
    expect(text).toContain(
      'the best loss rises from 0.0004 at d_k = 16 through 0.0016 at d_k = 64 to 0.0064',
    );
    expect(text).toContain('at d_k = 256 that is 260 times ÷ √d_k’s');
  });

  it('says when the best loss did not move the same way at every size', () => {
    const dks = [16, 64, 256, 1024];
    const bumpy = filled({ ...SETTINGS, dks }, (kind, dk, i) => {
      const best = { 16: 0.04, 64: 0.01, 256: 0.02, 1024: 0.001 }[dk] ?? 1;
      return kind === 'sqrt_dk' ? best * (Math.abs(i - 2) + 1) : 0.05 * (Math.abs(i - 2) + 1);
    });
    const text = describeSweep(bumpy);
    expect(text).toContain(
      'the best loss falls overall (not at every step) from 0.04 at d_k = 16 through 0.01 at d_k = 64 and 0.02 at d_k = 256 to 0.001 at d_k = 1024',
    );
    expect(text).toContain('Without a divisor the best rate is 0.01 at every d_k');
    expect(text).toContain('the best loss stays at 0.05 at every d_k');
  });

  it('says so when no divisor keeps one rate and improves', () => {
    const flat = filled(SETTINGS, (_kind, _dk, i) => 0.01 * (Math.abs(i - 2) + 1));
    const text = describeSweep(flat);
    expect(text.startsWith('Here no divisor both keeps one best rate')).toBe(true);
    expect(text).not.toContain('serves every head size');
  });

  it('reports progress until every cell is in', () => {
    const table = emptySweep(SETTINGS);
    addCell(table, planSweep(SETTINGS)[0], resultWith(0.1));
    expect(describeSweep(table)).toBe(
      `Running: 1 of ${table.total} cells (divisor × d_k × rate) done.`,
    );
  });
});
