// The sentences of step 4, generated from the live training snapshot: which
// run reached the lowest loss and by how much, whether the seeds' bands even
// separate, how many examples start starved, how large the gradients are.
// Pure functions of a TrainResult, so the wording is unit-tested on small
// hand-made snapshots. Nothing here states a result the data did not show.
import { format } from 'd3-format';
import type { TrainResult, TrainRun, TrainStatistic } from '../../../../wasm/api';

const twoDigits = format('.2~r');
const percent = format('.0%');

/** A number inside a sentence: two significant digits, a real minus sign. */
export function formatTrainValue(value: number): string {
  if (!Number.isFinite(value)) return 'not finite';
  if (value === 0) return '0';
  const text = Math.abs(value) < 1e-4 ? format('.1~e')(value) : twoDigits(value);
  return text.replace('-', '−');
}

/** A share as a whole percentage; "under 1%" rather than a misleading 0%. */
export function formatShare(value: number): string {
  if (!Number.isFinite(value)) return 'not finite';
  if (value > 0 && value < 0.005) return 'under 1%';
  return percent(value);
}

/** Settings such as divisors and rates are exact numbers (256, not 260):
 *  up to four significant digits. */
function exact(value: number): string {
  return String(Number(value.toPrecision(4)));
}

/** "no divisor", "÷ √d_k = 8", "÷ d_k = 64", "÷ c = 16". */
export function runLabel(run: Pick<TrainRun, 'kind' | 'divisor'>): string {
  const c = exact(run.divisor);
  switch (run.kind) {
    case 'none':
      return 'no divisor';
    case 'sqrt_dk':
      return `÷ √d_k = ${c}`;
    case 'dk':
      return `÷ d_k = ${c}`;
    case 'custom':
      return `÷ c = ${c}`;
  }
}

/** "with no divisor" / "with ÷ √d_k = 8": how a run is named mid-sentence. */
function withRun(run: TrainRun): string {
  return `with ${runLabel(run)}`;
}

/** "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Point {
  median: number;
  lo: number;
  hi: number;
}

function pointAt(run: TrainRun, stat: TrainStatistic, index: number): Point {
  const band = run[stat];
  return { median: band.median[index], lo: band.lo[index], hi: band.hi[index] };
}

function lastIndex(result: TrainResult): number {
  return result.step.length - 1;
}

/** "over steps 241–300": the steps the late loss averages (the last fifth of
 *  the steps evaluated so far, every step, not only the recorded ones). */
export function lateWindowText(result: TrainResult): string {
  const done = result.done ? result.options.steps : result.stepsDone;
  const window = Math.max(1, Math.ceil(done / 5));
  const first = Math.max(0, done - window + 1);
  return first === done ? `at step ${done}` : `over steps ${first}–${done}`;
}

/** A run's late loss: each seed's mean loss over the last fifth of the steps,
 *  median and 10–90% band over seeds (NaN when every seed diverged). One
 *  batch's loss jumps from step to step, so a single last step could rank
 *  the runs by luck. */
export function finalLoss(run: TrainRun): Point {
  return { median: run.lateLoss.median, lo: run.lateLoss.lo, hi: run.lateLoss.hi };
}

const NAMES: Record<TrainStatistic, string> = {
  loss: 'loss',
  accuracy: 'accuracy',
  gradNormQ: 'gradient norm to W_Q',
  gradNormK: 'gradient norm to W_K',
  topWeight: 'mean top weight',
  entropy: 'attention entropy',
  jacobianNorm: 'softmax-Jacobian size',
  starvedFraction: 'starved fraction',
  scoreSpread: 'spread of the divided scores',
};

function shown(stat: TrainStatistic, value: number): string {
  if (!Number.isFinite(value)) return 'not finite (every seed diverged)';
  return stat === 'accuracy' || stat === 'starvedFraction'
    ? formatShare(value)
    : formatTrainValue(value);
}

/** "0.016 with no divisor, 0.002 with ÷ √d_k = 8 and 0.083 with ÷ d_k = 64". */
function valuesAt(result: TrainResult, stat: TrainStatistic, index: number): string {
  return listJoin(
    result.runs.map((run) => `${shown(stat, pointAt(run, stat, index).median)} ${withRun(run)}`),
  );
}

export interface LossComparison {
  /** The run with the lowest median loss at the last recorded step (null: none finite). */
  best: TrainRun | null;
  /** Runs whose 10–90% band lies wholly above the best run's band. */
  clearlyWorse: TrainRun[];
  /** Runs whose band overlaps the best run's: these seeds cannot tell them apart. */
  overlapping: TrainRun[];
  /** Runs where every seed diverged. */
  diverged: TrainRun[];
}

/** Which run ends lowest, and which others the seeds actually separate from it:
 *  a difference counts only when the best run's 90% quantile lies below the
 *  other's 10% quantile, so overlapping bands are reported as no clear difference. */
export function compareFinalLoss(result: TrainResult): LossComparison {
  const index = lastIndex(result);
  const final = new Map(result.runs.map((r) => [r, finalLoss(r)]));
  const at = (r: TrainRun) => final.get(r) as Point;
  const finite = result.runs.filter((r) => Number.isFinite(at(r).median));
  const diverged = result.runs.filter((r) => !Number.isFinite(at(r).median));
  if (index < 0 || finite.length === 0) {
    return { best: null, clearlyWorse: [], overlapping: [], diverged };
  }
  const best = finite.reduce((a, b) => (at(b).median < at(a).median ? b : a));
  const top = at(best);
  const others = finite.filter((r) => r !== best);
  return {
    best,
    clearlyWorse: others.filter((r) => top.hi < at(r).lo),
    overlapping: others.filter((r) => top.hi >= at(r).lo),
    diverged,
  };
}

/** "8 times" / "far": how much higher `other` is than `best`. */
function ratioText(best: number, other: number): string {
  if (!(best > 0)) return 'far';
  const ratio = other / best;
  return `${twoDigits(ratio)} times`;
}

/** "0.016 with no divisor, 0.002 with ÷ √d_k = 8 …": the late loss per run. */
function finalLossValues(result: TrainResult): string {
  return listJoin(
    result.runs.map((run) => `${shown('loss', finalLoss(run).median)} ${withRun(run)}`),
  );
}

/** The loss sentence pair: values over the final window, then the comparison. */
export function describeLoss(result: TrainResult): string {
  if (lastIndex(result) < 0 || result.runs.length === 0) return 'Loss: no steps recorded yet.';
  const lead = `Mean loss ${lateWindowText(result)}, median over seeds: ${finalLossValues(result)}.`;
  return `${lead} ${lossVerdict(result)}`;
}

/** The comparison alone: who is lowest, by how much, and where the seeds cannot tell. */
export function lossVerdict(result: TrainResult): string {
  const { best, clearlyWorse, overlapping, diverged } = compareFinalLoss(result);
  const parts: string[] = [];
  if (!best) {
    parts.push('Every seed of every run diverged, so there is no loss to compare.');
  } else if (result.runs.length - diverged.length === 1) {
    const p = finalLoss(best);
    parts.push(
      `Across seeds it lies between ${formatTrainValue(p.lo)} and ${formatTrainValue(p.hi)} (10–90%).`,
    );
  } else {
    const bestValue = finalLoss(best).median;
    if (clearlyWorse.length > 0) {
      const gaps = clearlyWorse.map(
        (r) => `${ratioText(bestValue, finalLoss(r).median)} lower than ${runLabel(r)}`,
      );
      parts.push(
        `The run ${withRun(best)} reaches the lowest loss, ${listJoin(gaps)}, and its 10–90% band lies below ${clearlyWorse.length > 1 ? 'theirs' : 'that run’s'}.`,
      );
    }
    if (overlapping.length > 0) {
      const names = listJoin([best, ...overlapping].map(runLabel));
      parts.push(
        clearlyWorse.length === 0
          ? `The 10–90% bands of ${names} overlap: with these settings the seeds show no clear difference between the divisors.`
          : `The bands of ${names} overlap, so these seeds show no clear difference between them.`,
      );
    }
  }
  for (const run of diverged) parts.push(`Every seed ${withRun(run)} diverged.`);
  return parts.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Starved examples at step 0 per run, and where they stand now. */
export function describeStarved(result: TrainResult): string {
  const index = lastIndex(result);
  if (index < 0 || result.runs.length === 0) return 'Starved fraction: no steps recorded yet.';
  const start = `At step 0 the share of starved examples (score gradient below 1% of the largest possible) is ${valuesAt(result, 'starvedFraction', 0)}.`;
  if (index === 0) return start;
  const now = `At step ${result.step[index]}: ${valuesAt(result, 'starvedFraction', index)}.`;
  return [start, now, solvedNote(result)].filter(Boolean).join(' ');
}

/** Late in training a small score gradient usually means a small error: an
 *  example answered correctly is "starved" too. Said for the runs where the
 *  data shows it (accuracy of at least 90% and at least half starved). */
export function solvedNote(result: TrainResult): string {
  const index = lastIndex(result);
  if (index <= 0) return '';
  const solved = result.runs.filter(
    (r) => r.accuracy.median[index] >= 0.9 && r.starvedFraction.median[index] >= 0.5,
  );
  if (solved.length === 0) return '';
  const accuracy = listJoin(
    solved.map((r) => `${formatShare(r.accuracy.median[index])} ${withRun(r)}`),
  );
  return `By then accuracy is ${accuracy}, so most of those starved examples are solved ones: a small error gives a small gradient.`;
}

/** Said only when the data shows it: the total gradient at step 0 is largest
 *  without a divisor (the missing 1/c multiplies it), even while many of its
 *  examples are starved. Empty otherwise. */
export function gradientCaveat(result: TrainResult, stat: 'gradNormQ' | 'gradNormK'): string {
  const raw = result.runs.find((r) => r.kind === 'none');
  const others = result.runs.filter((r) => r !== raw);
  if (!raw || others.length === 0 || result.step.length === 0) return '';
  const rawValue = raw[stat].median[0];
  if (!others.every((r) => rawValue > r[stat].median[0])) return '';
  const starved = raw.starvedFraction.median[0];
  return starved > 0
    ? `The ${NAMES[stat]} is largest without a divisor although ${formatShare(starved)} of those examples are starved: the missing 1/c multiplies every gradient, and what vanishes is the gradient of the saturated examples, not the total.`
    : `The ${NAMES[stat]} is largest without a divisor: the missing 1/c multiplies every gradient.`;
}

/** The gradient norm at step 0 and now, with the honest reading of a larger
 *  total without the divisor (gradientCaveat). */
export function describeGradient(result: TrainResult, stat: 'gradNormQ' | 'gradNormK'): string {
  const index = lastIndex(result);
  if (index < 0 || result.runs.length === 0)
    return `${capitalise(NAMES[stat])}: no steps recorded yet.`;
  const parts = [`At step 0 the median ${NAMES[stat]} is ${valuesAt(result, stat, 0)}.`];
  const caveat = gradientCaveat(result, stat);
  if (caveat) parts.push(caveat);
  if (index > 0) parts.push(`At step ${result.step[index]}: ${valuesAt(result, stat, index)}.`);
  return parts.join(' ');
}

/** "Mean top weight goes from 0.88 at step 0 to 0.99 at step 300 with no divisor, …". */
export function describeStatistic(result: TrainResult, stat: TrainStatistic): string {
  const index = lastIndex(result);
  if (index < 0 || result.runs.length === 0)
    return `${capitalise(NAMES[stat])}: no steps recorded yet.`;
  const step = result.step[index];
  const moves = result.runs.map((run) => {
    const from = shown(stat, run[stat].median[0]);
    const to = shown(stat, run[stat].median[index]);
    return index === 0 ? `${from} ${withRun(run)}` : `from ${from} to ${to} ${withRun(run)}`;
  });
  return index === 0
    ? `${capitalise(NAMES[stat])} at step 0: ${listJoin(moves)}.`
    : `${capitalise(NAMES[stat])} goes, between step 0 and step ${step}, ${listJoin(moves)}.`;
}

/** Which learning rate each run uses, and a warning where the best one sits at
 *  the edge of the grid (a rate outside it might have done better). */
export function describeLearningRates(result: TrainResult): string {
  if (result.runs.length === 0) return '';
  if (typeof result.options.lr === 'number') {
    return `Every run uses the fixed learning rate ${exact(result.options.lr)}.`;
  }
  const choices = listJoin(result.runs.map((r) => `${exact(r.lr)} ${withRun(r)}`));
  const pilot = result.runs.some((r) => !r.lrFinal);
  const text = pilot
    ? `Choosing learning rates (trial of ${result.pilotSteps} steps per rate); leading so far: ${choices}.`
    : `Best learning rates from the grid: ${choices}.`;
  const edges = result.runs.filter((r) => {
    const grid = r.grid?.lr;
    if (!r.lrFinal || !grid || grid.length < 2) return false;
    return r.lr === grid[0] || r.lr === grid[grid.length - 1];
  });
  if (edges.length === 0) return text;
  return `${text} ${capitalise(listJoin(edges.map(runLabel)))} picked a rate at the edge of the grid, so a rate outside it might do better.`;
}

function divergedSentence(result: TrainResult): string {
  const seeds = result.options.seeds;
  return result.runs
    .filter((r) => r.divergedSeeds > 0)
    .map((r) => `${r.divergedSeeds} of ${seeds} seeds ${withRun(r)} diverged and are left out.`)
    .join(' ');
}

/** Total spikes over a run's seeds. */
export function spikeTotal(run: TrainRun): number {
  return run.spikes.reduce((sum, n) => sum + n, 0);
}

/** The spike counts, and whether the run without a divisor spikes more
 *  (said either way: the data decides). */
export function describeSpikes(result: TrainResult): string {
  if (result.runs.length === 0) return '';
  const seeds = result.options.seeds;
  const counts = listJoin(
    result.runs.map((r) => {
      const n = spikeTotal(r);
      return `${n === 0 ? 'none' : n} ${withRun(r)}`;
    }),
  );
  const parts = [
    `Loss spikes over ${seeds} seed${seeds === 1 ? '' : 's'} (a step whose loss climbs back above 3% of the first, after the run got below 1% of it): ${counts}.`,
  ];
  const raw = result.runs.find((r) => r.kind === 'none');
  const others = result.runs.filter((r) => r !== raw);
  if (raw && others.length > 0) {
    const rawCount = spikeTotal(raw);
    if (others.every((r) => rawCount > spikeTotal(r))) {
      parts.push('The run without a divisor spikes most.');
    } else {
      parts.push('The run without a divisor does not spike more than the others here.');
    }
  }
  return parts.join(' ');
}

/** One sentence of why the winner beats the run without a divisor, each
 *  claim checked against the recorded statistics: the spread of the divided
 *  scores at step 0 and now, the starved share at step 0 and the spikes.
 *  Empty unless a divided run's band lies clearly below the undivided one. */
export function whySentence(result: TrainResult): string {
  const { best, clearlyWorse } = compareFinalLoss(result);
  const raw = clearlyWorse.find((r) => r.kind === 'none');
  const index = lastIndex(result);
  if (!best || !raw || best.kind === 'none' || index < 0) return '';
  if (result.options.optimizer === 'sgd') {
    return 'With SGD and a rate grid scaled by the divisor, the divisor only changes where training starts (the note below says why), so the gap comes from the starting scale.';
  }
  const spread = (r: TrainRun, i: number) => formatTrainValue(r.scoreSpread.median[i]);
  const clauses = [
    `the undivided scores start with a spread of ${spread(raw, 0)} against ${spread(best, 0)} ${withRun(best)}`,
  ];
  const rawStarved = raw.starvedFraction.median[0];
  if (rawStarved > best.starvedFraction.median[0]) {
    clauses.push(`${formatShare(rawStarved)} of their examples start starved`);
  }
  if (spikeTotal(raw) > spikeTotal(best)) {
    clauses.push(`their loss spikes ${spikeTotal(raw)} times against ${spikeTotal(best)}`);
  }
  const now =
    index > 0
      ? ` By step ${result.step[index]} the spreads are ${spread(raw, index)} and ${spread(best, index)}.`
      : '';
  return `Why: Adam’s step has about the same size whatever the gradient’s scale, so each step moves undivided scores ${exact(best.divisor)} times as far as divided ones; here ${listJoin(clauses)}.${now}`;
}

/** The summary's first sentence: what the numbers show, in plain words. */
export function leadSentence(result: TrainResult): string {
  const { best, clearlyWorse, overlapping } = compareFinalLoss(result);
  const soFar = result.done ? '' : 'So far, ';
  if (!best) return `${soFar}every run diverged, so there is nothing to compare.`;
  if (result.runs.length === 1) {
    return `${capitalise(`${soFar}the run ${withRun(best)} ends at a loss of ${formatTrainValue(finalLoss(best).median)}.`)}`;
  }
  if (clearlyWorse.length === 0) {
    return capitalise(
      `${soFar}the seeds cannot tell the divisors apart: their loss bands overlap.`,
    );
  }
  const worst = clearlyWorse.reduce((a, b) => (finalLoss(b).median > finalLoss(a).median ? b : a));
  const ratio = ratioText(finalLoss(best).median, finalLoss(worst).median);
  const tie = overlapping.length > 0 ? ` (as good as ${listJoin(overlapping.map(runLabel))})` : '';
  return capitalise(
    `${soFar}the run ${withRun(best)}${tie} learns best: its late loss is ${ratio} lower than ${runLabel(worst)}’s.`,
  );
}

/** After the lead sentence: which bands separate (the lead named the winner),
 *  or the full verdict when none do. */
function bandSentence(result: TrainResult): string {
  const { best, clearlyWorse, overlapping, diverged } = compareFinalLoss(result);
  if (!best || clearlyWorse.length === 0) return lossVerdict(result);
  const parts = [
    `Its 10–90% band over seeds lies below that of ${listJoin(clearlyWorse.map(runLabel))}.`,
  ];
  if (overlapping.length > 0) {
    parts.push(`It overlaps ${listJoin(overlapping.map(runLabel))}’s: the seeds cannot rank them.`);
  }
  for (const run of diverged) parts.push(`Every seed ${withRun(run)} diverged.`);
  return parts.join(' ');
}

/** The section's summary paragraph: one plain sentence first, details after. */
export function summarizeTraining(result: TrainResult): string {
  const index = lastIndex(result);
  if (index < 0 || result.runs.length === 0) return 'Training has not recorded a step yet.';
  const optimizer = result.options.optimizer === 'adam' ? 'Adam' : 'SGD';
  const setting = result.done
    ? `After ${result.options.steps} steps of ${optimizer} at d_k = ${result.options.dk}`
    : `At step ${result.stepsDone} of ${result.options.steps} (${optimizer}, d_k = ${result.options.dk})`;
  const sentences = [
    leadSentence(result),
    `${setting}, the mean loss ${lateWindowText(result)} (median over seeds) is ${finalLossValues(result)}.`,
    bandSentence(result),
    `At step 0 the share of starved examples was ${valuesAt(result, 'starvedFraction', 0)}.`,
    describeSpikes(result),
    whySentence(result),
    gradientCaveat(result, 'gradNormQ'),
    describeLearningRates(result),
    divergedSentence(result),
  ];
  return sentences.filter(Boolean).join(' ');
}

/** The live line under the note on the loss type. */
export function describeLossType(result: TrainResult): string {
  const raw = result.runs.find((r) => r.kind === 'none') ?? result.runs[0];
  if (!raw || result.step.length === 0) return 'Waiting for the first training step.';
  const starved = formatShare(raw.starvedFraction.median[0]);
  const who = withRun(raw);
  return result.options.loss === 'scores'
    ? `Now training with cross-entropy on the scores: at step 0, ${starved} of examples ${who} are starved. With this loss only a softmax saturated on the right token starves an example: the gradient p − e_target stays large when it saturates on a wrong one. Switch back to the mixed-output loss to compare.`
    : `Now training with the mixed-output loss: at step 0, ${starved} of examples ${who} are starved. Switch to cross-entropy on the scores to compare.`;
}
