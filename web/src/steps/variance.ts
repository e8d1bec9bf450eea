// Step 1: the variance of q·k grows like d_k. A slider move refreshes the
// readouts and the histogram in two passes (a quick estimate on the first
// ESTIMATE_PAIRS pairs, then the full sample, of which the estimate is a
// prefix); superseded requests are dropped by ctx.core.latest.
import type { VarianceResult } from '../../../wasm/api';
import { chartFrame, type ChartFrame } from '../charts/frame';
import { drawHistogram } from '../charts/histogram';
import { drawLogLog, type LogLogPoint } from '../charts/loglog';
import { drawRandomWalks } from '../charts/random-walk';
import { formatCount, formatInterval, formatValue } from '../format';
import type { StepContext } from './context';
import { bindVarianceControls } from './variance/controls';
import { describeHistogram, describeSweep, describeWalks, theoryText } from './variance/describe';
import { SWEEP_DKS } from './variance/dk-grid';
import { chooseSampler, exactAvailable } from './variance/sampler-choice';

export const ESTIMATE_PAIRS = 2_000;
export const FULL_PAIRS = 20_000;
const SWEEP_PAIRS = 2_000;
const WALKS = 6;

function normalDensity(variance: number) {
  const scale = 1 / Math.sqrt(2 * Math.PI * variance);
  return (x: number) => scale * Math.exp((-x * x) / (2 * variance));
}

function figure(root: HTMLElement, id: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`figure[data-chart="${id}"]`);
  if (!element) throw new Error(`step 1 markup lacks the figure ${id}`);
  return element;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function mount(root: HTMLElement, ctx: StepContext): void {
  const histogram = chartFrame(figure(root, 'variance-histogram'));
  const loglog = chartFrame(figure(root, 'variance-loglog'));
  const walks = chartFrame(figure(root, 'variance-walks'));
  const readout = (name: string) => root.querySelector<HTMLElement>(`[data-readout="${name}"]`);
  const interval = (name: string) =>
    root.querySelector<HTMLElement>(`[data-readout-interval="${name}"]`);
  const samplerStatus = root.querySelector<HTMLElement>('#sampler-status');

  let latest: VarianceResult | null = null;
  let sweepPoints: LogLogPoint[] = [];
  let firstChartShown = false;
  let dkMarkPending: 'estimate' | 'final' | null = null;

  const mark = (name: string) => performance.mark(`sqrtdk:${name}`);

  function showVariance(result: VarianceResult, final: boolean): void {
    latest = result;
    const set = (name: string, text: string) => {
      const element = readout(name);
      if (element) element.textContent = text;
    };
    set('variance', formatValue(result.variance.value));
    set('std', formatValue(result.std.value));
    const { dist, rho } = ctx.state.get();
    set('theory', theoryText(dist, result.dk, rho));
    set('pairs', `${formatCount(result.pairs)} pairs${final ? '' : ' (refining…)'}`);
    const setInterval = (name: string, lo: number, hi: number) => {
      const element = interval(name);
      if (element) element.textContent = formatInterval(lo, hi);
    };
    setInterval('variance', result.variance.lo, result.variance.hi);
    setInterval('std', result.std.lo, result.std.hi);

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
    drawSweep();
  }

  async function refreshVariance(): Promise<void> {
    const state = ctx.state.get();
    const decision = chooseSampler(state.sampler, state.dist, state.dk, FULL_PAIRS);
    if (samplerStatus) samplerStatus.textContent = decision.reason;
    const options = {
      dk: state.dk,
      dist: state.dist,
      rho: state.rho,
      seed: state.seed,
      sampler: decision.sampler,
    };
    try {
      for (const pairs of [ESTIMATE_PAIRS, FULL_PAIRS]) {
        const result = await ctx.core.latest('variance:main', 'variance', { ...options, pairs });
        if (!result) return; // a newer setting took over
        showVariance(result, pairs === FULL_PAIRS);
      }
    } catch (error) {
      histogram.fail(`The simulation failed: ${errorText(error)}`);
    }
  }

  function drawSweep(): void {
    if (sweepPoints.length === 0) return;
    const current = latest
      ? [{ x: latest.dk, y: latest.variance.value, lo: latest.variance.lo, hi: latest.variance.hi }]
      : [];
    const points = [...sweepPoints.filter((p) => p.x !== latest?.dk), ...current];
    drawLogLog(loglog, {
      points: points.sort((a, b) => a.x - b.x),
      highlightX: latest?.dk,
      reference: { fn: (dk) => dk, label: 'Var = d_k' },
      pointLabel: 'measured, 95% CI',
      xLabel: 'd_k (log scale)',
      yLabel: 'variance of q·k (log scale)',
    });
  }

  async function refreshSweep(): Promise<void> {
    const state = ctx.state.get();
    // Thirteen sizes up to 4096 would cost brute force 2 × 2,000 × 8,191 draws;
    // in automatic mode the sweep takes the exact shortcut wherever it applies.
    const sweepSampler =
      state.sampler !== 'brute' && exactAvailable(state.dist) ? 'exact' : 'brute';
    loglog.setState('loading');
    try {
      const result = await ctx.core.latest('variance:sweep', 'sweep', {
        dks: [...SWEEP_DKS],
        pairs: SWEEP_PAIRS,
        trials: 1,
        keys: 2,
        dist: state.dist,
        rho: state.rho,
        seed: state.seed,
        sampler: sweepSampler,
      });
      if (!result) return;
      const raw = result.series[0].variance; // series[0] is the undivided score
      sweepPoints = Array.from(result.dks, (dk, i) => ({
        x: dk,
        y: raw.value[i],
        lo: raw.lo[i],
        hi: raw.hi[i],
      }));
      drawSweep();
      loglog.setData({
        columns: ['dk', 'variance', 'ci_low', 'ci_high'],
        rows: sweepPoints.map((p) => [p.x, p.y, p.lo, p.hi]),
      });
      loglog.describe(
        `${describeSweep(result.dks, raw.value)} (${formatCount(SWEEP_PAIRS)} pairs per size, ${
          sweepSampler === 'exact' ? 'exact shortcut' : 'brute force'
        }.)`,
      );
      loglog.setState('final', SWEEP_PAIRS);
    } catch (error) {
      loglog.fail(`The sweep failed: ${errorText(error)}`);
    }
  }

  async function refreshWalks(): Promise<void> {
    const { dk, seed } = ctx.state.get();
    try {
      // With d_k = 1 and ±1 entries every "score" is one coin-flip step from the core.
      const steps = await ctx.core.latest('variance:walks', 'variance', {
        dk: 1,
        pairs: WALKS * dk,
        dist: 'rademacher',
        seed,
        sampler: 'brute',
      });
      if (!steps) return;
      const paths = Array.from({ length: WALKS }, (_w, walk) => {
        const path = [0];
        for (let i = 0; i < dk; i++) path.push(path[i] + steps.scores[walk * dk + i]);
        return path;
      });
      drawRandomWalks(walks, { walks: paths, steps: dk });
      const endpoints = paths.map((p) => p[dk]);
      walks.setData({
        columns: ['walk', 'step', 'position'],
        rows: paths.flatMap((p, walk) => p.map((position, step) => [walk + 1, step, position])),
      });
      walks.describe(describeWalks(endpoints, dk));
      walks.setState('final', dk * WALKS);
    } catch (error) {
      walks.fail(`The walks failed: ${errorText(error)}`);
    }
  }

  bindVarianceControls(root, ctx, () => {
    performance.clearMarks('sqrtdk:dk-estimate');
    performance.clearMarks('sqrtdk:dk-final');
    mark('dk-input');
    dkMarkPending = 'estimate';
  });
  ctx.state.subscribe(['dk', 'dist', 'rho', 'seed', 'sampler'], () => void refreshVariance());
  ctx.state.subscribe(['dist', 'rho', 'seed', 'sampler'], () => void refreshSweep());
  ctx.state.subscribe(['dk', 'seed'], () => void refreshWalks());
  const redraw = (frame: ChartFrame, again: () => void) => frame.onResize(again);
  redraw(
    histogram,
    () => latest && showVariance(latest, histogram.figure.dataset.state === 'final'),
  );
  redraw(loglog, drawSweep);
  redraw(walks, () => void refreshWalks());

  void refreshVariance();
  ctx.whenVisible(loglog.figure, () => void refreshSweep());
  ctx.whenVisible(walks.figure, () => void refreshWalks());
}
