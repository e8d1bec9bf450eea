// Step 4's "one learning rate for every head size": runs the sweep's jobs
// (sweep-model.ts: the cells of one d_k and rate) on the worker pool, a few
// at a time (as many as the pool has workers, so the first cells finish
// early and stream in), with a progress bar and Cancel;
// draws best loss against d_k, or one divisor's loss against the rate with
// one curve per d_k; and writes the generated text. The sweep uses step 4's
// optimiser, divisors, seeds and loss; changing them clears it.
import type { TrainResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { drawLogLines, type LogLine } from '../../charts/log-lines';
import type { AppState } from '../../state/params';
import { poolSize } from '../../worker/pool';
import type { StepContext } from '../context';
import { bindSelect } from '../step-controls';
import { describeSweep, divisorName } from './sweep-describe';
import {
  addCell,
  emptySweep,
  planSweepJobs,
  poolOrder,
  sweepTableData,
  type SweepSettings,
  type SweepTable,
} from './sweep-model';

/** Steps per cell on the page: short enough that the default sweep stays quick. */
export const SWEEP_STEPS = 150;
const CHANNEL = 'train-sweep:cell';
const mark = (name: string) => performance.mark(`sqrtdk:${name}`);

/** Settings that define the sweep: a change clears it. */
const SWEEP_KEYS = ['tsdk', 'topt', 'tdiv', 'tc', 'tseeds', 'tseed', 'tloss'] as const;

export function sweepSettings(state: AppState): SweepSettings {
  return {
    dks: state.tsdk.map(Number),
    steps: SWEEP_STEPS,
    divisors: state.tdiv,
    customDivisor: state.tc,
    optimizer: state.topt,
    seeds: state.tseeds,
    seed: state.tseed,
    loss: state.tloss,
  };
}

function chartLines(table: SweepTable, view: AppState['tsview']): LogLine[] {
  const { dks } = table.settings;
  if (view === 'best') {
    return table.runs.map((run) => ({
      label: divisorName(run.kind, run.divisor[0]),
      className: `series-${run.kind}`,
      x: [...dks],
      y: run.bestLoss,
    }));
  }
  const run = table.runs.find((r) => r.kind === view);
  if (!run) return [];
  return dks.map((dk, d) => ({
    label: `d_k = ${dk}`,
    className: `series-size-${d}`,
    x: run.lr[d],
    y: run.loss[d],
    marked: run.bestIndex[d] >= 0 ? run.bestIndex[d] : undefined,
  }));
}

function viewCaption(view: AppState['tsview'], custom: number): string {
  if (view === 'best') return 'Best loss against d_k, one line per divisor';
  const label = divisorName(view, custom);
  return `Late loss against the learning rate with ${label}, one curve per d_k (ringed: best)`;
}

export function mountTrainSweep(root: HTMLElement, ctx: StepContext): void {
  const q = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const figure = q('[data-chart="train-sweep"]');
  const runButton = q<HTMLButtonElement>('#train-sweep-run');
  const cancelButton = q<HTMLButtonElement>('#train-sweep-cancel');
  const progress = q<HTMLProgressElement>('#train-sweep-progress');
  const status = q('[data-train-sweep-status]');
  const caption = q('[data-sweep-label]');
  const dkError = q('#train-sweep-dk-error');
  if (!figure || !runButton || !cancelButton || !progress || !status) return;
  const frame = chartFrame(figure);
  const view = q<HTMLSelectElement>('#train-sweep-view');
  if (view) bindSelect(ctx.state, 'tsview', view);
  const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('[id^="train-sweep-dk-"]'));

  let table: SweepTable | null = null;
  let generation = 0;
  let running = false;
  const slots = poolSize(
    navigator.hardwareConcurrency,
    (navigator as { deviceMemory?: number }).deviceMemory,
  );

  const draw = () => {
    const choice = ctx.state.get().tsview;
    if (caption) caption.textContent = viewCaption(choice, ctx.state.get().tc);
    if (!table) {
      frame.body.querySelector('svg')?.remove();
      frame.setData({ columns: [], rows: [] });
      frame.describe(
        'Press Run sweep to train every divisor at every rate of the grid for each head size.',
      );
      frame.setState('idle');
      return;
    }
    const lines = chartLines(table, choice);
    if (lines.length === 0) {
      frame.body.querySelector('svg')?.remove();
      frame.describe(
        'This divisor is not among the divisors compared above: tick it there, or pick another view.',
      );
    } else {
      drawLogLines(frame, {
        lines,
        xLabel: choice === 'best' ? 'd_k (log scale)' : 'learning rate (log scale)',
        yLabel: choice === 'best' ? 'best late loss (log scale)' : 'late loss (log scale)',
        xTicks: choice === 'best' ? table.settings.dks : [...new Set(lines.flatMap((l) => l.x))],
      });
      frame.describe(describeSweep(table));
    }
    frame.setData(sweepTableData(table));
    frame.setState(table.done === table.total ? 'final' : 'estimate', table.done);
  };
  frame.onResize(draw);

  const showProgress = (text: string) => {
    progress.max = table?.total ?? 1;
    progress.value = table?.done ?? 0;
    status.textContent = text;
    runButton.disabled = running;
    cancelButton.disabled = !running;
    figure.setAttribute('aria-busy', String(running));
  };

  const stop = (text: string) => {
    generation += 1;
    for (let slot = 0; slot < slots; slot++) ctx.core.cancel(`${CHANNEL}:${slot}`);
    running = false;
    showProgress(text);
  };

  async function run(): Promise<void> {
    const mine = ++generation;
    const settings = sweepSettings(ctx.state.get());
    const jobs = poolOrder(planSweepJobs(settings), slots);
    table = emptySweep(settings);
    running = true;
    const started = performance.now();
    mark('train-sweep-start');
    showProgress(`Running: 0 of ${table.total} cells.`);
    draw();
    let next = 0;
    const worker = async (slot: number) => {
      while (mine === generation && next < jobs.length) {
        const job = jobs[next++];
        let result: TrainResult | null;
        try {
          result = await ctx.core.train(`${CHANNEL}:${slot}`, job.options);
        } catch (error) {
          if (mine !== generation) return;
          stop(`The sweep stopped: ${(error as Error).message}`);
          ctx.notify(`Sweep: ${(error as Error).message}`);
          return;
        }
        if (mine !== generation || !result || !table) return;
        const first = table.done === 0;
        for (const cell of job.cells) addCell(table, cell, result);
        if (first) mark('train-sweep-first-cell');
        showProgress(`Running: ${table.done} of ${table.total} cells.`);
        draw();
      }
    };
    await Promise.all(Array.from({ length: slots }, (_, slot) => worker(slot)));
    if (mine !== generation || !table) return;
    running = false;
    mark('train-sweep-done');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    showProgress(`Done: ${table.total} cells in ${seconds} s.`);
    draw();
  }

  runButton.addEventListener('click', () => void run());
  cancelButton.addEventListener('click', () => {
    if (!running) return;
    stop(`Cancelled after ${table?.done ?? 0} of ${table?.total ?? 0} cells.`);
    draw();
  });

  const showBoxes = (state: AppState) => {
    for (const box of boxes) box.checked = state.tsdk.includes(box.value as never);
  };
  for (const box of boxes) {
    box.addEventListener('change', () => {
      const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
      const problems = ctx.state.set({ tsdk: chosen as AppState['tsdk'] });
      if (dkError) {
        dkError.textContent = problems.length ? 'Keep at least one head size ticked.' : '';
        dkError.hidden = problems.length === 0;
      }
      showBoxes(ctx.state.get());
    });
  }
  ctx.state.subscribe(['tsdk'], showBoxes);
  showBoxes(ctx.state.get());
  ctx.state.subscribe(['tsview'], draw);
  ctx.state.subscribe(SWEEP_KEYS, () => {
    if (running) stop('Settings changed: the sweep stopped. Run it again for the new settings.');
    else if (table)
      status.textContent = 'Settings changed: run the sweep again for the new settings.';
    table = null;
    draw();
  });
  showProgress('Not run yet.');
  draw();
}
