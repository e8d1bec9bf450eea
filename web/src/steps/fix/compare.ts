// Step 3, part one: the divisor picker. One variance run and one saturation
// run at the current d_k report every divisor at once (DIVISOR_KINDS order),
// so switching the divisor only re-renders; d_k, heads, c or the seed re-run.
import {
  DIVISOR_KINDS,
  type DivisorKind,
  type SaturationResult,
  type VarianceResult,
} from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { drawWeightBars } from '../../charts/weight-bars';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';
import { findPreset } from '../../models/presets';
import { describeDivisorComparison } from '../describe';
import { divisorExplanation, divisorLabel } from './divisor-text';
import { formatEstimate, showReadout } from '../format-estimate';
import { saturationOptions } from '../saturation/simulation';
import { setTextWithSubscripts } from '../subscripts';
import { bindRange, LOG2, bindNumberField, bindSelect } from '../step-controls';

const STAGES = [
  { pairs: 2000, trials: 500, final: false },
  { pairs: 20000, trials: 4000, final: true },
] as const;
const EXAMPLE_KEYS = 8;

/** The settings a run was made with: the table and chart name only these, so a
 *  header never names a divisor its rows do not use. */
interface RunSettings {
  dk: number;
  heads: number;
  custom: number;
  key: string;
}

function runSettings(state: AppState): RunSettings {
  const { dk, heads, custom } = state;
  const key = [dk, heads, custom, state.dist, state.rho, state.seed, state.sampler].join('/');
  return { dk, heads, custom, key };
}

interface Measured {
  settings: RunSettings;
  variance: VarianceResult;
  saturation: SaturationResult;
  weights: Map<DivisorKind, Float64Array>;
  final: boolean;
}

function indexOf(kind: DivisorKind): number {
  return DIVISOR_KINDS.indexOf(kind);
}

function sortedDescending(values: ArrayLike<number>): number[] {
  return Array.from(values).sort((a, b) => b - a);
}

export function mountDivisorCompare(root: HTMLElement, ctx: StepContext): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="divisor-weights"]');
  if (!figure) throw new Error('step 3 markup is missing the divisor chart');
  const frame = chartFrame(figure);
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const divisorSelect = q<HTMLSelectElement>('#divisor');
  if (divisorSelect) bindSelect(ctx.state, 'divisor', divisorSelect);
  const dkRange = q<HTMLInputElement>('#fix-dk');
  if (dkRange) bindRange(ctx.state, 'dk', dkRange, q('#fix-dk-value'), LOG2);
  const heads = q<HTMLInputElement>('#heads');
  if (heads) bindNumberField(ctx.state, 'heads', heads, q('#heads-error'), 'Heads');
  const custom = q<HTMLInputElement>('#custom-divisor');
  if (custom)
    bindNumberField(ctx.state, 'custom', custom, q('#custom-divisor-error'), 'Custom divisor');
  let measured: Measured | null = null;
  // Each run is several requests on different channels; a newer run makes the older one stop.
  let runs = 0;

  const compareBox = q<HTMLElement>('.divisor-compare');
  const updating = q<HTMLElement>('[data-readout="compare-updating"]');
  /** Marks the table and chart as showing an older setting until the new run lands. */
  const markStale = (): boolean => {
    const stale = !measured || measured.settings.key !== runSettings(ctx.state.get()).key;
    compareBox?.toggleAttribute('aria-busy', stale);
    if (compareBox)
      compareBox.dataset.state = stale ? 'loading' : measured?.final ? 'final' : 'estimate';
    if (updating) {
      updating.hidden = !stale || !measured;
      const { dk } = ctx.state.get();
      updating.textContent = measured
        ? `Updating to d_k = ${dk}… the rows below still show d_k = ${measured.settings.dk}.`
        : '';
    }
    return stale;
  };

  const render = () => {
    const state = ctx.state.get();
    const kind = state.divisor;
    const preset = findPreset(state.model);
    const current = { dk: state.dk, heads: state.heads, custom: state.custom, model: preset };
    const summary = q('[data-readout="divisor-summary"]');
    if (summary) summary.textContent = divisorExplanation(kind, current);
    const stale = markStale();
    if (!measured) return;
    const { variance, saturation } = measured;
    // The header and the legend describe the run on screen, not the newest setting.
    const shownPreset = preset && measured.settings.dk === preset.headDim ? preset : undefined;
    const settings = { ...measured.settings, model: shownPreset };
    const heading = q('[data-divisor-heading]');
    if (heading)
      setTextWithSubscripts(
        heading,
        kind === 'none' ? 'Chosen: no divisor (c = 1)' : `Scores ÷ ${divisorLabel(kind, settings)}`,
      );
    const chosenVariance = variance.divisors[indexOf(kind)];
    const chosenSaturation = saturation.byDivisor[indexOf(kind)];
    const raw = saturation.byDivisor[0];
    showReadout(root, 'divisor-value', {
      value: String(Number(chosenVariance.divisor.toPrecision(6))),
    });
    showReadout(root, 'raw-variance', formatEstimate(variance.variance));
    showReadout(root, 'divided-variance', formatEstimate(chosenVariance.variance));
    showReadout(root, 'raw-top-weight', formatEstimate(raw.topWeight));
    showReadout(root, 'divided-top-weight', formatEstimate(chosenSaturation.topWeight));
    showReadout(root, 'raw-jacobian', formatEstimate(raw.jacobianNorm));
    showReadout(root, 'divided-jacobian', formatEstimate(chosenSaturation.jacobianNorm));

    const rawWeights = measured.weights.get('none');
    const chosenWeights = measured.weights.get(kind);
    if (!rawWeights || !chosenWeights) return;
    const series = [
      { label: 'no divisor', className: 'series-raw', weights: sortedDescending(rawWeights) },
      {
        label: `÷ ${divisorLabel(kind, settings).replace(/d_k/g, 'dₖ')}`,
        className: kind === 'sqrt_dk' ? 'series-scaled' : 'series-divided',
        weights: sortedDescending(chosenWeights),
      },
    ];
    drawWeightBars(frame, {
      keyLabels: series[0].weights.map((_, i) => String(i + 1)),
      series,
      xLabel: 'rank of the weight (largest first)',
    });
    frame.describe(describeDivisorComparison(series));
    frame.setData({
      columns: ['rank', 'weight_no_divisor', `weight_${kind}`],
      rows: series[0].weights.map((w, i) => [i + 1, w, series[1].weights[i]]),
    });
    if (!stale) frame.setState(measured.final ? 'final' : 'estimate', variance.pairs);
  };

  const exampleWeights = async (variance: VarianceResult) => {
    // Eight raw scores from the core's sample, divided by each divisor in turn.
    const scores = Array.from(variance.scores.subarray(0, EXAMPLE_KEYS));
    const weights = new Map<DivisorKind, Float64Array>();
    for (const entry of variance.divisors) {
      const result = await ctx.core.latest(
        `fix:weights`,
        'softmax',
        scores.map((s) => s / entry.divisor),
      );
      if (!result) return null;
      weights.set(entry.kind, result.weights);
    }
    return weights;
  };

  const run = async (state: AppState) => {
    const settings = runSettings(state);
    if (measured?.final && measured.settings.key === settings.key) return;
    const run = ++runs;
    for (const stage of STAGES) {
      const common = {
        dk: state.dk,
        seed: state.seed,
        dist: state.dist,
        rho: state.rho,
        heads: state.heads,
        customDivisor: state.custom,
      };
      const saturationRequest = {
        ...saturationOptions(state, stage.trials),
        heads: state.heads,
        customDivisor: state.custom,
      };
      const variance = await ctx.core.latest('fix:compare', 'variance', {
        ...common,
        sampler: saturationRequest.sampler,
        pairs: stage.pairs,
      });
      if (!variance) return;
      const saturation = await ctx.core.latest('fix:compare', 'saturation', saturationRequest);
      if (!saturation) return;
      const weights = await exampleWeights(variance);
      if (!weights || run !== runs) return;
      measured = { settings, variance, saturation, weights, final: stage.final };
      render();
    }
  };

  const start = () =>
    run(ctx.state.get()).catch((error: Error) =>
      frame.fail(`The comparison failed: ${error.message}`),
    );
  const refresh = deferredRun(root.querySelector('.divisor-compare') ?? figure, start);
  ctx.state.subscribe(['dk', 'dist', 'rho', 'seed', 'sampler', 'heads', 'custom'], () => {
    frame.setState('loading');
    markStale();
    refresh();
  });
  // A preset is chosen below the table: run at once rather than when the table
  // comes back into view, so scrolling up never meets the previous model's rows.
  ctx.state.subscribe(['model'], (state) => {
    if (state.model) void start();
  });
  ctx.state.subscribe(['divisor', 'model'], render);
  frame.onResize(render);
  render();
  void start();
}
