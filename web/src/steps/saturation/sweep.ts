// Step 2, part three: top weight, saturated fraction and Jacobian size as d_k
// runs from 1 to 65,536 (to 4096 where brute force runs), without and with
// √d_k. The sweep does not depend on the current d_k (that only moves the
// marker), so d_k changes never re-run it.
import type { SweepResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { pythonScriptOf } from '../../export/python-script';
import { drawSweep } from '../../charts/sweep-lines';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';
import { describeSweep } from '../describe';
import { chooseSampler, saturationDraws, samplerNote } from '../sampler-choice';
import { KEYS, trialSettings } from './simulation';
import { bindSelect } from '../step-controls';
import { BRUTE_DK_MAX, dkMaxFor } from '../../state/dk-limit';
import { sweepDks } from '../variance/dk-grid';

/** The sizes brute force can sweep; the exact sampler runs on to the page's largest d_k. */
const BRUTE_SWEEP_DKS = sweepDks(BRUTE_DK_MAX);
const ESTIMATE_TRIALS = 300;
const FULL_TRIALS = 2000;
/** The sweep also measures variance; it is not shown here, so keep that part small. */
const SWEEP_PAIRS = 200;

type Metric = AppState['sweep'];
const METRICS: Record<Metric, { label: string; domain: [number, number]; format: string }> = {
  jacobianNorm: { label: 'Jacobian size', domain: [0, 0.5], format: '.2f' },
  topWeight: { label: 'Mean top weight', domain: [0, 1], format: '.1f' },
  saturatedFraction: { label: 'Saturated fraction', domain: [0, 1], format: '.0%' },
};

export function sweepOptions(state: AppState, trials: number) {
  const draws = BRUTE_SWEEP_DKS.reduce(
    (sum, dk) => sum + saturationDraws(dk, trials, KEYS, state.dist),
    0,
  );
  const sampler = chooseSampler(state.sampler, state.dist, draws);
  return {
    ...trialSettings(state, trials),
    dks: sweepDks(dkMaxFor(state.dist, sampler)),
    sampler,
    pairs: SWEEP_PAIRS,
  };
}

export function mountSaturationSweep(root: HTMLElement, ctx: StepContext): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="saturation-sweep"]');
  if (!figure) throw new Error('step 2 markup is missing the sweep chart');
  let runOptions: ReturnType<typeof sweepOptions> | null = null; // for the Python script
  const frame = chartFrame(figure, {
    python: () => pythonScriptOf(ctx.core, 'sweep', runOptions),
  });
  const select = root.querySelector<HTMLSelectElement>('#sweep-metric');
  if (select) bindSelect(ctx.state, 'sweep', select);
  const metricLabel = figure.querySelector('[data-sweep-label]');
  const samplerLabel = figure.querySelector('[data-sweep-sampler]');
  const maxLabel = figure.querySelector('[data-sweep-max]');
  let last: SweepResult | null = null;

  const draw = () => {
    if (!last) return;
    const metric = ctx.state.get().sweep;
    const spec = METRICS[metric];
    const [raw, scaled] = last.series;
    const lines = [
      { label: 'no divisor', className: 'series-raw', ...raw[metric] },
      { label: '÷ √dₖ', className: 'series-scaled', ...scaled[metric] },
    ];
    drawSweep(frame, {
      dks: last.dks,
      lines,
      yLabel: spec.label,
      yDomain: spec.domain,
      yFormat: spec.format,
      currentDk: ctx.state.get().dk,
    });
    if (metricLabel) metricLabel.textContent = spec.label;
    if (maxLabel) maxLabel.textContent = last.dks[last.dks.length - 1].toLocaleString('en-US');
    frame.describe(
      describeSweep(spec.label, last.dks, [
        { label: 'without scaling', values: raw[metric].value },
        { label: 'divided by √d_k', values: scaled[metric].value },
      ]),
    );
    frame.setData({
      columns: ['dk', ...lines.flatMap((l) => [`${metric}_${l.className}`, 'lo95', 'hi95'])],
      rows: Array.from(last.dks, (dk, i) => [
        dk,
        ...lines.flatMap((l) => [l.value[i], l.lo[i], l.hi[i]]),
      ]),
    });
  };

  const run = async (state: AppState) => {
    for (const [trials, final] of [
      [ESTIMATE_TRIALS, false],
      [FULL_TRIALS, true],
    ] as const) {
      const options = sweepOptions(state, trials);
      const result = await ctx.core.latest('saturation:sweep', 'sweep', options);
      if (result) runOptions = options;
      if (!result) return;
      last = result;
      draw();
      frame.setState(final ? 'final' : 'estimate', trials);
      if (samplerLabel) {
        samplerLabel.textContent = `${trials.toLocaleString('en')} trials per point${final ? '' : ' (refining)'}. ${samplerNote(options.sampler, state.dist)}`;
      }
    }
  };

  const start = () =>
    run(ctx.state.get()).catch((error: Error) => frame.fail(`The sweep failed: ${error.message}`));
  const refresh = deferredRun(figure, start);
  ctx.state.subscribe(['dist', 'rho', 'seed', 'sampler', 'threshold'], () => {
    frame.setState('loading');
    refresh();
  });
  ctx.state.subscribe(['sweep', 'dk'], draw);
  frame.onResize(draw);
  void start();
}
