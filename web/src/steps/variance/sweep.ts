// The log–log chart of step 1: variance against d_k for every power of two
// (one core sweep), plus the current d_k's full-sample point, highlighted.
// The sweep reruns only when the entries or the seed change; a d_k move just
// redraws with the new highlighted point.
import type { Sampler, SweepOptions, VarianceResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { pythonScriptOf } from '../../export/python-script';
import { drawLogLog, type LogLogPoint } from '../../charts/loglog';
import { formatCount } from '../../format';
import type { StepContext } from '../context';
import { describeSweep } from './describe';
import { sweepDks } from './dk-grid';
import { exactAvailable } from '../sampler-choice';
import { dkMaxFor } from '../../state/dk-limit';
import { errorText } from './shared';
import { findOneHotSpread, ONEHOT_KEYS, ONEHOT_TRIALS, type OneHotSpread } from './onehot';

const SWEEP_PAIRS = 2_000;

export interface SweepChart {
  /** Shows `result` as the highlighted current point. */
  showCurrent(result: VarianceResult): void;
}

export function mountSweep(
  figure: HTMLElement,
  ctx: StepContext,
  onOneHot: (found: OneHotSpread | null) => void = () => {},
): SweepChart {
  let runOptions: Partial<SweepOptions> | null = null; // for the Python script
  const frame = chartFrame(figure, {
    python: () => pythonScriptOf(ctx.core, 'sweep', runOptions),
  });
  let points: LogLogPoint[] = [];
  let current: VarianceResult | null = null;
  let redrawQueued = false;

  function draw(): void {
    if (points.length === 0) return;
    const highlighted = current
      ? [
          {
            x: current.dk,
            y: current.variance.value,
            lo: current.variance.lo,
            hi: current.variance.hi,
          },
        ]
      : [];
    drawLogLog(frame, {
      points: [...points.filter((p) => p.x !== current?.dk), ...highlighted].sort(
        (a, b) => a.x - b.x,
      ),
      highlightX: current?.dk,
      reference: { fn: (dk) => dk, label: 'Var = dₖ' },
      pointLabel: 'measured, 95% CI',
      xLabel: 'dₖ (log scale)',
      yLabel: 'variance of q·k (log scale)',
    });
  }

  async function refresh(): Promise<void> {
    const state = ctx.state.get();
    // Thirteen sizes up to 4096 would cost brute force 2 × 2,000 × 8,191 draws;
    // unless brute force is chosen, the sweep takes the exact shortcut where it
    // applies, and then runs on to the page's largest d_k at no extra cost.
    const sampler: Sampler =
      state.sampler !== 'brute' && exactAvailable(state.dist) ? 'exact' : 'brute';
    const dks = sweepDks(dkMaxFor(state.dist, sampler));
    frame.setState('loading');
    try {
      const options = {
        dks,
        pairs: SWEEP_PAIRS,
        // The sweep's softmax part finds where 8 keys' softmax turns one-hot (onehot.ts).
        trials: ONEHOT_TRIALS,
        keys: ONEHOT_KEYS,
        threshold: state.threshold,
        dist: state.dist,
        rho: state.rho,
        seed: state.seed,
        sampler,
      };
      const result = await ctx.core.latest('variance:sweep', 'sweep', options);
      if (result) runOptions = options;
      if (!result) return;
      const raw = result.series[0].variance; // series[0] is the undivided score
      points = Array.from(result.dks, (dk, i) => ({
        x: dk,
        y: raw.value[i],
        lo: raw.lo[i],
        hi: raw.hi[i],
      }));
      draw();
      onOneHot(findOneHotSpread(result, state.threshold));
      frame.setData({
        columns: ['dk', 'variance', 'ci_low', 'ci_high'],
        rows: points.map((p) => [p.x, p.y, p.lo, p.hi]),
      });
      const method = sampler === 'exact' ? 'exact shortcut' : 'brute force';
      frame.describe(
        `${describeSweep(result.dks, raw.value)} (${formatCount(SWEEP_PAIRS)} pairs per size, ${method}.)`,
      );
      frame.setState('final', SWEEP_PAIRS);
    } catch (error) {
      frame.fail(`The sweep failed: ${errorText(error)}`);
    }
  }

  ctx.state.subscribe(['dist', 'rho', 'seed', 'sampler', 'threshold'], () => void refresh());
  frame.onResize(draw);
  ctx.whenVisible(figure, () => void refresh());
  return {
    showCurrent(result) {
      current = result;
      // One redraw a frame, after the histogram's: the log-log chart is
      // rebuilt whole (about 7 ms), and drawn inside the histogram's update
      // it held up the full sample's frame while the workers needed the cores.
      if (redrawQueued) return;
      redrawQueued = true;
      requestAnimationFrame(() => {
        redrawQueued = false;
        draw();
      });
    },
  };
}
