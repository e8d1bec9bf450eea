// The sweep's sentences, generated from the live table: which divisor keeps
// one best learning rate across head sizes and gets better as d_k grows (its
// best loss at every size, and whether it moved the same way at each step),
// and how far the others fall behind at the largest d_k. When no divisor does
// both, the text says so and reports what each one did. Pure (unit-tested on
// hand-made tables).
import type { TrainDivisorKind } from '../../../../wasm/api';
import { formatTrainValue, listJoin, runLabel } from './describe';
import type { SweepRun, SweepTable } from './sweep-model';

const rate = (value: number) => String(Number(value.toPrecision(3)));

/** A divisor's name across head sizes: "÷ √d_k" (its value varies with d_k),
 *  "÷ c = 16" for the custom one. */
export function divisorName(kind: TrainDivisorKind, custom: number): string {
  if (kind === 'none') return 'no divisor';
  if (kind === 'custom') return runLabel({ kind, divisor: custom });
  return kind === 'sqrt_dk' ? '÷ √d_k' : '÷ d_k';
}

const kindLabel = (run: SweepRun) => divisorName(run.kind, run.divisor[0]);

/** Index of the best rate in the grid at each d_k, for runs with a finite best everywhere. */
function bestIndices(run: SweepRun): number[] | null {
  return run.bestIndex.every((i) => i >= 0) ? run.bestIndex : null;
}

/** One best rate across sizes, within one step of the grid. */
export function keepsOneRate(run: SweepRun): boolean {
  const indices = bestIndices(run);
  if (!indices) return false;
  return Math.max(...indices) - Math.min(...indices) <= 1;
}

/** Best loss at the largest d_k below the one at the smallest. */
export function improvesWithSize(run: SweepRun): boolean {
  const first = run.bestLoss[0];
  const last = run.bestLoss[run.bestLoss.length - 1];
  return run.bestLoss.length > 1 && Number.isFinite(first) && last < first;
}

function ratesText(run: SweepRun, dks: readonly number[]): string {
  const indices = bestIndices(run);
  if (!indices) return 'every rate diverges at some d_k';
  const rates = run.bestLr.map(rate);
  if (rates.every((r) => r === rates[0])) return `the best rate is ${rates[0]} at every d_k`;
  return `the best rates are ${listJoin(rates.map((r, i) => `${r} at d_k = ${dks[i]}`))}`;
}

/** How the best loss moves from size to size: steadily down or up, or
 *  overall down or up but not at every step. */
function lossTrend(losses: readonly number[]): string {
  const steps = losses.slice(1).map((loss, i) => Math.sign(loss - losses[i]));
  if (steps.every((s) => s < 0)) return 'falls';
  if (steps.every((s) => s > 0)) return 'rises';
  const first = losses[0];
  const last = losses[losses.length - 1];
  if (last < first) return 'falls overall (not at every step)';
  if (last > first) return 'rises overall (not at every step)';
  return 'goes up and down';
}

/** The best loss at every size, from the smallest to the largest. */
function lossText(run: SweepRun, dks: readonly number[]): string {
  const losses = run.bestLoss;
  if (losses.every((loss) => loss === losses[0])) {
    return `the best loss stays at ${formatTrainValue(losses[0])} at every d_k`;
  }
  const at = (d: number) => `${formatTrainValue(losses[d])} at d_k = ${dks[d]}`;
  const last = dks.length - 1;
  const middle = dks.slice(1, last).map((_, i) => at(i + 1));
  const through = middle.length ? ` through ${listJoin(middle)}` : '';
  return `the best loss ${lossTrend(losses)} from ${at(0)}${through} to ${at(last)}`;
}

/** The text under the sweep chart. */
export function describeSweep(table: SweepTable): string {
  const { dks } = table.settings;
  if (table.done < table.total) {
    return `Running: ${table.done} of ${table.total} cells (divisor × d_k × rate) done.`;
  }
  if (dks.length < 2) {
    return `Only one head size (d_k = ${dks[0]}): add sizes to compare the best rates across them.`;
  }
  const qualifies = table.runs.filter((r) => keepsOneRate(r) && improvesWithSize(r));
  const reference =
    qualifies.find((r) => r.kind === 'sqrt_dk') ??
    qualifies.reduce<SweepRun | null>(
      (a, b) =>
        a && a.bestLoss[a.bestLoss.length - 1] <= b.bestLoss[b.bestLoss.length - 1] ? a : b,
      null,
    );
  const last = dks.length - 1;
  const sentences: string[] = [];
  if (reference) {
    sentences.push(
      `With ${kindLabel(reference)} one learning rate serves every head size: ${ratesText(reference, dks)}, and ${lossText(reference, dks)}.`,
    );
  } else {
    sentences.push(
      'Here no divisor both keeps one best rate (within one grid step) and gets better as d_k grows.',
    );
  }
  for (const run of table.runs) {
    if (run === reference) continue;
    const parts = [`${withDivisor(run)} ${ratesText(run, dks)}, and ${lossText(run, dks)}`];
    if (reference) {
      const ratio = run.bestLoss[last] / reference.bestLoss[last];
      if (Number.isFinite(ratio) && ratio > 1) {
        parts.push(
          `at d_k = ${dks[last]} that is ${formatTrainValue(ratio)} times ${kindLabel(reference)}’s`,
        );
      } else if (Number.isFinite(ratio)) {
        parts.push(`at d_k = ${dks[last]} it is no worse than ${kindLabel(reference)}`);
      }
    }
    sentences.push(`${parts.join(': ')}.`);
  }
  return sentences.join(' ');
}

/** "Without a divisor" / "With ÷ d_k": how a run's sentence starts. */
function withDivisor(run: SweepRun): string {
  return run.kind === 'none' ? 'Without a divisor' : `With ${kindLabel(run)}`;
}
