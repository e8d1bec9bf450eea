// Step 2, part two: many random trials at the current d_k. A quick estimate
// (few trials) is shown at once, then refined to the full sample on the same
// channel, so a newer d_k or threshold drops both stale requests.
import type { SaturationResult, SaturationSummary } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { pythonScriptOf } from '../../export/python-script';
import { drawTopWeightHistogram } from '../../charts/top-weight-histogram';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';
import { describeTopWeightHistogram } from '../describe';
import { formatEstimate, formatPercentEstimate, showReadout } from '../format-estimate';
import { chooseSampler, saturationDraws } from '../sampler-choice';
import { bindRange, LOG2, bindNumberField } from '../step-controls';

export const KEYS = 8;
export const ESTIMATE_TRIALS = 500;
export const FULL_TRIALS = 4000;

/** Settings every trial-based request shares (simulation, sweep, step 3). */
export function trialSettings(state: AppState, trials: number) {
  return {
    seed: state.seed,
    dist: state.dist,
    rho: state.rho,
    trials,
    keys: KEYS,
    threshold: state.threshold,
  };
}

export function saturationOptions(state: AppState, trials: number) {
  const draws = saturationDraws(state.dk, trials, KEYS, state.dist);
  return {
    ...trialSettings(state, trials),
    dk: state.dk,
    sampler: chooseSampler(state.sampler, state.dist, draws),
  };
}

function showSummary(root: HTMLElement, summary: SaturationSummary, suffix: string): void {
  showReadout(root, `top-weight${suffix}`, formatEstimate(summary.topWeight));
  showReadout(
    root,
    `saturated-fraction${suffix}`,
    formatPercentEstimate(summary.saturatedFraction),
  );
  showReadout(root, `jacobian-norm${suffix}`, formatEstimate(summary.jacobianNorm));
}

export function mountSaturationSimulation(root: HTMLElement, ctx: StepContext): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="top-weights"]');
  if (!figure) throw new Error('step 2 markup is missing the top-weight histogram');
  let runOptions: ReturnType<typeof saturationOptions> | null = null; // for the Python script
  const frame = chartFrame(figure, {
    python: () => pythonScriptOf(ctx.core, 'saturation', runOptions),
  });
  const dkRange = root.querySelector<HTMLInputElement>('#saturation-dk');
  if (dkRange)
    bindRange(ctx.state, 'dk', dkRange, root.querySelector('#saturation-dk-value'), LOG2);
  const threshold = root.querySelector<HTMLInputElement>('#threshold');
  if (threshold) {
    bindNumberField(
      ctx.state,
      'threshold',
      threshold,
      root.querySelector('#threshold-error'),
      'Threshold',
    );
  }
  const samplesNote = root.querySelector('[data-readout="saturation-samples"]');
  let last: SaturationResult | null = null;

  const draw = () => {
    if (!last) return;
    const input = {
      keys: last.keys,
      threshold: last.threshold,
      series: [
        { label: 'no divisor', className: 'series-raw', topWeights: last.byDivisor[0].topWeights },
        { label: '÷ √dₖ', className: 'series-scaled', topWeights: last.byDivisor[1].topWeights },
      ],
    };
    return drawTopWeightHistogram(frame, input);
  };

  const show = (result: SaturationResult, sampler: string, final: boolean) => {
    last = result;
    const [raw, scaled] = result.byDivisor;
    showSummary(root, raw, '');
    showSummary(root, scaled, '-scaled');
    const bins = draw();
    if (!bins) return;
    frame.describe(
      describeTopWeightHistogram(result.dk, result.threshold, [
        { label: 'without scaling', topWeights: raw.topWeights },
        { label: 'divided by √d_k', topWeights: scaled.topWeights },
      ]),
    );
    frame.setData({
      columns: ['bin_from', 'bin_to', 'share_no_divisor', 'share_sqrt_dk'],
      rows: bins.map((b) => [b.x0, b.x1, ...b.fractions]),
    });
    frame.setState(final ? 'final' : 'estimate', result.trials);
    if (samplesNote) {
      samplesNote.textContent =
        `${final ? 'Full sample' : 'Quick estimate, refining'}: ${result.trials.toLocaleString('en')} trials ` +
        `of one query against ${result.keys} keys at d_k = ${result.dk}, seed ${ctx.state.get().seed}, ` +
        `${sampler === 'exact' ? 'exact sampler' : 'brute-force sampler'}.`;
    }
  };

  const run = async (state: AppState) => {
    for (const [trials, final] of [
      [ESTIMATE_TRIALS, false],
      [FULL_TRIALS, true],
    ] as const) {
      const options = saturationOptions(state, trials);
      const result = await ctx.core.latest('saturation:sim', 'saturation', options);
      if (result) runOptions = options;
      if (!result) return; // superseded by a newer setting
      show(result, options.sampler, final);
    }
  };

  // Marks the figure stale at once, so data-state never shows "final" for old settings.
  const start = () => {
    frame.setState('loading');
    run(ctx.state.get()).catch((error: Error) =>
      frame.fail(`The simulation failed: ${error.message}`),
    );
  };
  const refresh = deferredRun(figure, start);
  ctx.state.subscribe(['dk', 'dist', 'rho', 'seed', 'sampler', 'threshold'], () => {
    frame.setState('loading');
    refresh();
  });
  frame.onResize(() => void draw());
  start();
}
