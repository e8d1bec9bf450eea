// The opening figure: eight scores at the current d_k, their softmax weights
// without a divisor and divided by √d_k, with a d_k slider (the shared d_k).
// The whole story in one picture: as d_k grows the raw softmax collapses onto
// one key while the scaled one keeps its shape. Eight raw scores come from one
// small core variance run (8 pairs); the core's softmax weighs them twice.
import { chartFrame } from '../../charts/frame';
import { drawWeightBars } from '../../charts/weight-bars';
import { formatValue } from '../../format';
import type { StepContext } from '../context';
import { describeDivisorComparison } from '../describe';
import { bindRange, LOG2 } from '../step-controls';

const KEYS = 8;
/** The slider's range: 1 to 4096, where brute force keeps up with 8 pairs at once. */
const BRUTE_MAX_DK = 4096;

export function mountStory(root: HTMLElement, ctx: StepContext): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="intro-story"]');
  if (!figure) return;
  const frame = chartFrame(figure);
  const slider = root.querySelector<HTMLInputElement>('#intro-dk');
  if (slider) bindRange(ctx.state, 'dk', slider, root.querySelector('#intro-dk-value'), LOG2);
  let last: { raw: Float64Array; scaled: Float64Array; dk: number } | null = null;

  const draw = () => {
    if (!last) return;
    const series = [
      { label: 'no divisor', className: 'series-raw', weights: last.raw },
      {
        label: `÷ √dₖ = ${formatValue(Math.sqrt(last.dk))}`,
        className: 'series-scaled',
        weights: last.scaled,
      },
    ];
    drawWeightBars(frame, {
      keyLabels: Array.from({ length: KEYS }, (_, i) => String(i + 1)),
      series,
      xLabel: 'key',
    });
    return series;
  };

  const refresh = async () => {
    const { dk, seed } = ctx.state.get();
    frame.setState('loading');
    const sample = await ctx.core.latest('intro:story', 'variance', {
      dk,
      seed,
      pairs: KEYS,
      dist: 'normal',
      sampler: dk > BRUTE_MAX_DK ? 'exact' : 'brute',
    });
    if (!sample) return;
    const scores = Array.from(sample.scores);
    const raw = await ctx.core.latest('intro:story', 'softmax', scores);
    if (!raw) return;
    const scaled = await ctx.core.latest(
      'intro:story',
      'softmax',
      scores.map((s) => s / Math.sqrt(dk)),
    );
    if (!scaled) return;
    last = { raw: raw.weights, scaled: scaled.weights, dk };
    const series = draw();
    if (!series) return;
    frame.describe(
      `Eight raw scores at d_k = ${dk}: ${scores.map(formatValue).join(', ')}. Softmax weights with ` +
        describeDivisorComparison(series),
    );
    frame.setData({
      columns: ['key', 'score', 'weight_no_divisor', 'weight_sqrt_dk'],
      rows: scores.map((s, i) => [i + 1, s, last!.raw[i], last!.scaled[i]]),
    });
    frame.setState('final', KEYS);
  };

  const run = () => void refresh().catch((error: Error) => frame.fail(error.message));
  ctx.state.subscribe(['dk', 'seed'], run);
  frame.onResize(() => void draw());
  run();
}
