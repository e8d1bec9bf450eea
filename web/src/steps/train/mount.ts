// Step 4 — watch it train. The worker streams snapshots of a training job
// (every run's curves so far); this module draws at most one per animation
// frame, so the main thread never queues work behind the stream. The job
// starts when the section first comes near the viewport; a settings change
// cancels it and starts the new one.
import type { TrainResult } from '../../../../wasm/api';
import type { AppState } from '../../state/params';
import { isReplayedPress } from '../../early-input';
import { linkCitations } from '../citations';
import type { StepContext } from '../context';
import { mountTrainCharts } from './charts';
import { bindTrainControls, TRAIN_KEYS, trainOptions, VIEW_KEYS } from './controls';
import { describeLossType, summarizeTraining } from './describe';
import { createTrainJob, type JobPhase } from './job';
import { defaultHeadText, describeSgdNote } from './notes';
import { mountTrainSweep } from './sweep-mount';

const CHANNEL = 'train:job';
/** Marks for the benchmark: Play pressed → first curve points drawn. */
const mark = (name: string) => performance.mark(`sqrtdk:${name}`);

function statusText(phase: JobPhase, snapshot: TrainResult | null): string {
  if (!snapshot) {
    return phase === 'running' ? 'Starting…' : 'Stopped. Press Play to train.';
  }
  const { stepsDone, pilotSteps, options } = snapshot;
  const of = `step ${stepsDone} of ${options.steps}`;
  switch (phase) {
    case 'running':
      return stepsDone < pilotSteps
        ? `Training: ${of}, trying each learning rate of the grid for ${pilotSteps} steps.`
        : `Training: ${of}.`;
    case 'paused':
      return `Paused at ${of}.`;
    case 'done':
      return `Done: ${options.steps} steps, ${options.seeds} seed${options.seeds === 1 ? '' : 's'} per divisor.`;
    case 'idle':
      return 'Stopped. Press Play to train.';
  }
}

export function mount(root: HTMLElement, ctx: StepContext): void {
  linkCitations(root, ctx);
  bindTrainControls(ctx.state, root);
  const q = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const play = q<HTMLButtonElement>('#train-play');
  const step = q<HTMLButtonElement>('#train-step');
  const reset = q<HTMLButtonElement>('#train-reset');
  const status = q('[data-train-status]');
  const summary = q('[data-readout="train-summary"]');
  const summaryBox = q('.train-summary');
  const lossNote = q('[data-readout="train-loss-note"]');
  const sgdNote = q('[data-readout="train-sgd-note"]');
  const sgdTry = q<HTMLButtonElement>('#train-sgd-try');
  const dkModel = q('[data-readout="train-dk-model"]');
  if (dkModel) dkModel.textContent = defaultHeadText();
  const charts = mountTrainCharts(root, () => {
    const state = ctx.state.get();
    return { gradient: state.tgrad, attention: state.tmetric };
  });

  let phase: JobPhase = 'idle';
  let latest: TrainResult | null = null;
  let frame = 0;
  let playPressed = false;

  const render = () => {
    frame = 0;
    if (!latest) return;
    charts.draw(latest, latest.done, phase === 'running');
    if (summary) summary.textContent = summarizeTraining(latest);
    if (lossNote) lossNote.textContent = describeLossType(latest);
    if (sgdNote) sgdNote.textContent = describeSgdNote(latest);
    if (status) status.textContent = statusText(phase, latest);
    if (playPressed && latest.step.length > 0) {
      playPressed = false;
      mark('train-first-points');
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(render);
  };

  const job = createTrainJob(ctx.core, CHANNEL, trainOptions(ctx.state.get()), {
    show(snapshot) {
      latest = snapshot;
      if (snapshot) {
        schedule();
        return;
      }
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      charts.clear('No training steps yet.');
      if (summary) summary.textContent = 'Training has not recorded a step yet.';
    },
    phase(next, snapshot) {
      phase = next;
      if (play)
        play.textContent = next === 'running' ? 'Pause' : next === 'done' ? 'Play again' : 'Play';
      if (status) status.textContent = statusText(next, snapshot);
      // Screen readers hold the live summary while it changes every frame.
      summaryBox?.setAttribute('aria-busy', String(next === 'running'));
      if (!snapshot) return;
      if (next === 'running') {
        schedule();
        return;
      }
      // Done or paused: the last numbers are drawn with the new label, not a
      // frame after it ("Play again" beside "So far … step 278 of 300").
      if (frame) cancelAnimationFrame(frame);
      render();
    },
    fail(message) {
      charts.fail(`Training could not run: ${message}`);
      if (summary) summary.textContent = `Training could not run: ${message}`;
      ctx.notify(`Training: ${message}`);
    },
  });

  play?.addEventListener('click', (event) => {
    // A press made before the mount asked to play (the markup's label), and
    // the mount may have started playing since: it must not pause.
    if (job.phase === 'running') {
      if (!isReplayedPress(event)) job.pause();
      return;
    }
    mark('train-play');
    playPressed = true;
    job.play();
  });
  step?.addEventListener('click', () => job.step());
  // The live check of the SGD note: the same job with the other optimiser.
  const showSgdTry = (state: AppState) => {
    if (sgdTry) sgdTry.textContent = state.topt === 'sgd' ? 'Back to Adam' : 'Try it with SGD';
  };
  sgdTry?.addEventListener('click', (event) => {
    // A press made before the mount asked for SGD (the markup's label).
    const sgd = isReplayedPress(event) || ctx.state.get().topt !== 'sgd';
    ctx.state.set({ topt: sgd ? 'sgd' : 'adam' });
  });
  ctx.state.subscribe(['topt'], showSgdTry);
  showSgdTry(ctx.state.get());
  reset?.addEventListener('click', () => job.reset());
  ctx.state.subscribe(TRAIN_KEYS, (state) => job.restart(trainOptions(state)));
  const showViewLabels = (state: AppState) => {
    const gradLabel = q('[data-grad-label]');
    if (gradLabel) {
      const sub = document.createElement('sub');
      sub.textContent = state.tgrad === 'wq' ? 'Q' : 'K';
      gradLabel.replaceChildren('W', sub);
    }
    const attentionLabel = q('[data-attention-label]');
    const option = q<HTMLSelectElement>('#train-metric')?.selectedOptions[0];
    if (attentionLabel && option) attentionLabel.textContent = option.textContent;
  };
  ctx.state.subscribe(VIEW_KEYS, (state) => {
    showViewLabels(state);
    schedule();
  });
  showViewLabels(ctx.state.get());
  mountTrainSweep(root, ctx);
  job.play();
}
