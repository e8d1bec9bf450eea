// "One learning rate for every head size" on the page: the cells of the sweep
// (divisor × d_k × grid rate), the training jobs that compute them, and the
// table they fill as they stream in. A cell is exactly the core's
// (src/core/train_sweep.hpp): the run of its divisor in a `train` job at a
// fixed rate, recording only the first and last step, read as that run's
// late loss. Cells that differ only in their divisor (the same d_k and rate:
// every Adam rate) share one job, as the core's sweep does, so each step's
// batch is drawn once for all of them; a job's runs are independent, so each
// equals its single run bit for bit. Pure, so the planning and the best-rate
// rule are unit-tested without a worker.
import {
  TRAIN_LR_GRID,
  type Optimizer,
  type TrainDivisorKind,
  type TrainLoss,
  type TrainOptions,
  type TrainResult,
} from '../../../../wasm/api';

export interface SweepSettings {
  dks: readonly number[];
  steps: number;
  divisors: readonly TrainDivisorKind[];
  customDivisor: number;
  optimizer: Optimizer;
  seeds: number;
  seed: number;
  loss: TrainLoss;
}

export interface SweepCell {
  kind: TrainDivisorKind;
  dkIndex: number;
  lrIndex: number;
  options: Partial<TrainOptions>;
}

/** One training job: the cells whose options differ only in their divisor. */
export interface SweepJob {
  options: Partial<TrainOptions>;
  cells: SweepCell[];
}

/** The number a run divides its scores by (the core's trainDivisorValue). */
export function divisorValue(kind: TrainDivisorKind, dk: number, custom: number): number {
  if (kind === 'sqrt_dk') return Math.sqrt(dk);
  if (kind === 'dk') return dk;
  return kind === 'custom' ? custom : 1;
}

/** The rates a divisor tries (the core's lrGrid): SGD's base grid times c. */
export function sweepRates(optimizer: Optimizer, divisor: number): number[] {
  const grid = TRAIN_LR_GRID[optimizer];
  return optimizer === 'sgd' ? grid.map((rate) => rate * divisor) : [...grid];
}

/** Every cell, smallest d_k first (the quick ones draw first). */
export function planSweep(s: SweepSettings): SweepCell[] {
  const cells: SweepCell[] = [];
  s.dks.forEach((dk, dkIndex) => {
    for (const kind of s.divisors) {
      sweepRates(s.optimizer, divisorValue(kind, dk, s.customDivisor)).forEach((lr, lrIndex) => {
        cells.push({
          kind,
          dkIndex,
          lrIndex,
          options: {
            dk,
            divisors: [kind],
            customDivisor: s.customDivisor,
            optimizer: s.optimizer,
            lr,
            steps: s.steps,
            seeds: s.seeds,
            seed: s.seed,
            loss: s.loss,
            recordEvery: s.steps,
          },
        });
      });
    }
  });
  return cells;
}

/** The cells grouped into jobs, in the order of their first cell. */
export function planSweepJobs(s: SweepSettings): SweepJob[] {
  const jobs = new Map<string, SweepJob>();
  for (const cell of planSweep(s)) {
    const key = `${cell.options.dk} ${cell.options.lr}`;
    const job = jobs.get(key);
    if (job) {
      job.cells.push(cell);
      job.options.divisors = [...(job.options.divisors ?? []), cell.kind];
    } else {
      jobs.set(key, { options: { ...cell.options }, cells: [cell] });
    }
  }
  return [...jobs.values()];
}

/** The order the pool takes the jobs in: first one job per worker in plan
 *  order (the smallest d_k, so the first cells are drawn early), then the
 *  rest largest d_k first, so that no worker is left alone with a long job
 *  at the end (longest job first; a job's work grows with its d_k). */
export function poolOrder(jobs: readonly SweepJob[], workers: number): SweepJob[] {
  const rest = jobs.slice(workers).sort((a, b) => (b.options.dk ?? 0) - (a.options.dk ?? 0));
  return [...jobs.slice(0, workers), ...rest];
}

export interface SweepRun {
  kind: TrainDivisorKind;
  divisor: number[]; // per d_k
  lr: number[][]; // [d_k][rate]
  /** [d_k][rate] late loss; NaN until the cell is in (or when every seed diverged). */
  loss: number[][];
  finished: boolean[][];
  /** Per d_k, once all its cells are in: the grid's argmin (NaN before, or if all diverged). */
  bestLr: number[];
  bestLoss: number[];
  bestIndex: number[];
}

export interface SweepTable {
  settings: SweepSettings;
  runs: SweepRun[];
  done: number;
  total: number;
}

export function emptySweep(s: SweepSettings): SweepTable {
  const runs = s.divisors.map((kind) => {
    const divisor = s.dks.map((dk) => divisorValue(kind, dk, s.customDivisor));
    const lr = divisor.map((c) => sweepRates(s.optimizer, c));
    return {
      kind,
      divisor,
      lr,
      loss: lr.map((row) => row.map(() => Number.NaN)),
      finished: lr.map((row) => row.map(() => false)),
      bestLr: s.dks.map(() => Number.NaN),
      bestLoss: s.dks.map(() => Number.NaN),
      bestIndex: s.dks.map(() => -1),
    };
  });
  const total = runs.reduce((sum, r) => sum + r.lr.flat().length, 0);
  return { settings: s, runs, done: 0, total };
}

/** The core's rule: lowest late loss, ties to the smaller rate, diverged cells skipped. */
export function bestOf(losses: readonly number[]): number {
  let best = -1;
  losses.forEach((loss, i) => {
    if (Number.isNaN(loss)) return;
    if (best < 0 || loss < losses[best]) best = i;
  });
  return best;
}

/** Enters a finished cell from its job's result (in place) and updates its
 *  row's best rate. */
export function addCell(table: SweepTable, cell: SweepCell, result: TrainResult): void {
  const run = table.runs.find((r) => r.kind === cell.kind);
  if (!run) return;
  const d = cell.dkIndex;
  const trained = result.runs.find((r) => r.kind === cell.kind);
  run.loss[d][cell.lrIndex] = trained?.lateLoss.median ?? Number.NaN;
  if (!run.finished[d][cell.lrIndex]) table.done += 1;
  run.finished[d][cell.lrIndex] = true;
  if (!run.finished[d].every(Boolean)) return;
  const best = bestOf(run.loss[d]);
  run.bestIndex[d] = best;
  run.bestLr[d] = best < 0 ? Number.NaN : run.lr[d][best];
  run.bestLoss[d] = best < 0 ? Number.NaN : run.loss[d][best];
}

/** What a cell of the CSV holds: both a diverged cell and one not run yet
 *  have no loss, so the row says which it is. */
function cellState(run: SweepTable['runs'][number], d: number, i: number): string {
  if (!run.finished[d][i]) return 'not run';
  return Number.isNaN(run.loss[d][i]) ? 'diverged' : 'trained';
}

/** The sweep's CSV: one row per (divisor, d_k, rate). */
export function sweepTableData(table: SweepTable) {
  const columns = ['divisor', 'd_k', 'c', 'lr', 'state', 'late_loss', 'best'];
  const rows = table.runs.flatMap((run) =>
    table.settings.dks.flatMap((dk, d) =>
      run.lr[d].map((lr, i) => [
        run.kind,
        dk,
        run.divisor[d],
        lr,
        cellState(run, d, i),
        run.finished[d][i] ? run.loss[d][i] : Number.NaN,
        run.bestIndex[d] === i ? 1 : 0,
      ]),
    ),
  );
  return { columns, rows };
}
