// Step 1: the variance of q·k grows like d_k. A control change refreshes the
// readouts and the histogram in two passes, a quick estimate on the first
// ESTIMATE_PAIRS pairs and then the full sample (the core's counter-based RNG
// makes the estimate a prefix of it); ctx.core.latest drops superseded work.
// The log–log sweep and the coin-flip walks live in their own modules.
import type { VarianceOptions, VarianceResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { pythonScriptOf } from '../../export/python-script';
import { drawHistogram } from '../../charts/histogram';
import { formatCount, formatInterval, formatValue } from '../../format';
import type { StepContext } from '../context';
import { bindVarianceControls } from './controls';
import { describeHistogram, onehotLabel, theoryText } from './describe';
import { bindAxisSwitch } from './axis-switch';
import type { OneHotSpread } from './onehot';
import { PAGE_DK_MAX } from '../../state/dk-limit';
import { decideSampler } from './sampler-decision';
import { errorText, figureOf } from './shared';
import { mountSweep, type SweepChart } from './sweep';
import { mountWalks } from './walks';

export const ESTIMATE_PAIRS = 2_000;
export const FULL_PAIRS = 20_000;

function normalDensity(variance: number) {
  const scale = 1 / Math.sqrt(2 * Math.PI * variance);
  return (x: number) => scale * Math.exp((-x * x) / (2 * variance));
}

const mark = (name: string) => performance.mark(`sqrtdk:${name}`);

export function mount(root: HTMLElement, ctx: StepContext): void {
  // The settings of the sample on screen, for its "Reproduce in Python" script.
  let runOptions: Partial<VarianceOptions> | null = null;
  const histogram = chartFrame(figureOf(root, 'variance-histogram'), {
    python: () => pythonScriptOf(ctx.core, 'variance', runOptions),
  });
  let sweep: SweepChart | null = null;
  let afterFull: (() => void) | null = null;
  const samplerStatus = root.querySelector<HTMLElement>('#sampler-status');
  const setText = (selector: string, text: string) => {
    const element = root.querySelector<HTMLElement>(selector);
    if (element) element.textContent = text;
  };

  let shown: { result: VarianceResult; final: boolean } | null = null;
  let firstChartShown = false;
  // Benchmark marks for a d_k move: input → first frame (estimate) → full sample.
  let dkMarkPending: 'estimate' | 'final' | null = null;

  function showReadouts(result: VarianceResult, final: boolean): void {
    const { dist, rho } = ctx.state.get();
    setText('[data-readout="variance"]', formatValue(result.variance.value));
    setText('[data-readout="std"]', formatValue(result.std.value));
    setText(
      '[data-readout-interval="variance"]',
      formatInterval(result.variance.lo, result.variance.hi),
    );
    setText('[data-readout-interval="std"]', formatInterval(result.std.lo, result.std.hi));
    setText('[data-readout="theory"]', theoryText(dist, result.dk, rho));
    setText(
      '[data-readout="pairs"]',
      `${formatCount(result.pairs)} pairs${final ? '' : ' (refining…)'}`,
    );
  }

  // The previous d_k's bell stays as a faint ghost, so a move shows what changed.
  let ghostDk: number | null = null;
  let onehot: OneHotSpread | null = null;

  function drawScores(result: VarianceResult, final: boolean): void {
    const fit = ctx.state.get().hist === 'fit';
    // Room for both the sample and the reference curve N(0, d_k), which part
    // ways when correlated entries shift the mean. The fixed axis holds the
    // slider's largest d_k, so a wider sample is drawn wider.
    const reach = 4.5 * Math.sqrt(fit ? result.dk : PAGE_DK_MAX);
    const spread = 4.5 * result.std.value;
    const center = result.mean.value;
    const ghost =
      ghostDk !== null && ghostDk !== result.dk
        ? { density: normalDensity(ghostDk), label: `N(0, ${ghostDk}), the previous dₖ` }
        : undefined;
    const summary = drawHistogram(histogram, {
      values: result.scores,
      domain: [Math.min(-reach, center - spread), Math.max(reach, center + spread)],
      bins: histogram.width() > 480 ? 48 : 28,
      axis: fit ? 'linear' : 'symlog',
      xLabel: fit ? 'raw score q·k' : 'raw score q·k (magnitude on a log scale)',
      barLabel: `${formatCount(result.pairs)} pairs`,
      reference: { density: normalDensity(result.dk), label: `N(0, ${result.dk})` },
      ghost,
      marks: onehot ? { at: onehot.spread, label: onehotLabel(onehot) } : undefined,
    });
    histogram.setData(summary.table);
    histogram.describe(describeHistogram(result, summary.outside, onehot));
    histogram.setState(final ? 'final' : 'estimate', result.pairs);
  }

  function show(result: VarianceResult, final: boolean): void {
    if (shown && shown.result.dk !== result.dk) ghostDk = shown.result.dk;
    shown = { result, final };
    showReadouts(result, final);
    drawScores(result, final);
    // The sweep marks the settled full sample; an estimate would move its
    // point twice for one slider step.
    if (final) sweep?.showCurrent(result);
    if (!firstChartShown) {
      firstChartShown = true;
      mark('first-live-chart');
    }
    if (dkMarkPending === 'estimate') {
      mark('dk-estimate');
      dkMarkPending = 'final';
    }
    if (final && dkMarkPending === 'final') {
      mark('dk-final');
      dkMarkPending = null;
    }
  }

  async function refresh(): Promise<void> {
    const state = ctx.state.get();
    const decision = decideSampler(state.sampler, state.dist, state.dk, FULL_PAIRS);
    if (samplerStatus) samplerStatus.textContent = decision.reason;
    // What is drawn now belongs to the previous settings until the estimate lands.
    histogram.setState('loading');
    const options = {
      dk: state.dk,
      dist: state.dist,
      rho: state.rho,
      seed: state.seed,
      sampler: decision.sampler,
    };
    try {
      const estimate = await ctx.core.latest('variance:main', 'variance', {
        ...options,
        pairs: ESTIMATE_PAIRS,
      });
      if (!estimate) return; // a newer setting took over
      // Queue the full sample before drawing the estimate, so the worker starts
      // it at once instead of after this frame's drawing.
      const full = ctx.core.latest('variance:main', 'variance', { ...options, pairs: FULL_PAIRS });
      show(estimate, false);
      const result = await full;
      if (!result) return;
      runOptions = { ...options, pairs: FULL_PAIRS };
      show(result, true);
      // The walks' request waits until the visible full sample is done.
      afterFull?.();
    } catch (error) {
      histogram.fail(`The simulation failed: ${errorText(error)}`);
    }
  }

  bindVarianceControls(root, ctx, () => {
    performance.clearMarks('sqrtdk:dk-estimate');
    performance.clearMarks('sqrtdk:dk-final');
    mark('dk-input');
    dkMarkPending = 'estimate';
  });
  ctx.state.subscribe(['dk', 'dist', 'rho', 'seed', 'sampler'], () => void refresh());
  const redraw = () => shown && drawScores(shown.result, shown.final);
  histogram.onResize(redraw);
  ctx.state.subscribe(['hist'], redraw);
  bindAxisSwitch(root, ctx);
  // The histogram's estimate goes to the worker first: it is the first live chart.
  void refresh();
  sweep = mountSweep(figureOf(root, 'variance-loglog'), ctx, (found) => {
    onehot = found;
    redraw();
  });
  afterFull = mountWalks(figureOf(root, 'variance-walks'), ctx);
}
