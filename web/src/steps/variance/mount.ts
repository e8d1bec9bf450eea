// Step 1: the variance of q·k grows like d_k. A control change refreshes the
// readouts and the histogram in two passes, a quick estimate on the first
// ESTIMATE_PAIRS pairs and then the full sample (the core's counter-based RNG
// makes the estimate a prefix of it); ctx.core.latest drops superseded work.
// The log–log sweep and the coin-flip walks live in their own modules.
import type { VarianceResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { drawHistogram } from '../../charts/histogram';
import { formatCount, formatInterval, formatValue } from '../../format';
import type { StepContext } from '../context';
import { bindVarianceControls } from './controls';
import { describeHistogram, theoryText } from './describe';
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
  const histogram = chartFrame(figureOf(root, 'variance-histogram'));
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

  function drawScores(result: VarianceResult, final: boolean): void {
    // Room for both the sample and the reference curve N(0, d_k), which part
    // ways when correlated entries shift the mean.
    const reach = 4.5 * Math.sqrt(result.dk);
    const spread = 4.5 * result.std.value;
    const center = result.mean.value;
    const summary = drawHistogram(histogram, {
      values: result.scores,
      domain: [Math.min(-reach, center - spread), Math.max(reach, center + spread)],
      bins: histogram.width() > 480 ? 40 : 24,
      xLabel: 'raw score q·k',
      barLabel: `${formatCount(result.pairs)} pairs`,
      reference: { density: normalDensity(result.dk), label: `N(0, ${result.dk})` },
    });
    histogram.setData(summary.table);
    histogram.describe(describeHistogram(result, summary.outside));
    histogram.setState(final ? 'final' : 'estimate', result.pairs);
  }

  function show(result: VarianceResult, final: boolean): void {
    shown = { result, final };
    showReadouts(result, final);
    drawScores(result, final);
    sweep?.showCurrent(result);
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
  histogram.onResize(() => shown && drawScores(shown.result, shown.final));
  // The histogram's estimate goes to the worker first: it is the first live chart.
  void refresh();
  sweep = mountSweep(figureOf(root, 'variance-loglog'), ctx);
  afterFull = mountWalks(figureOf(root, 'variance-walks'), ctx);
}
