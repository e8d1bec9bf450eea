// Step 4's four figures drawn from one training snapshot: loss, the gradient
// norm to W_Q or W_K, the starved fraction, and one attention quantity. Each
// gets its curves, its generated description and its CSV table.
import type { TrainResult, TrainStatistic } from '../../../../wasm/api';
import { chartFrame, type ChartFrame } from '../../charts/frame';
import { drawTrainingCurves, type YScaleKind } from '../../charts/training-curves';
import {
  describeGradient,
  describeLoss,
  describeStarved,
  describeStatistic,
  runLabel,
  spikeTotal,
} from './describe';

export type GradientChoice = 'wq' | 'wk';
export type AttentionChoice = 'topWeight' | 'entropy' | 'accuracy' | 'jacobianNorm' | 'scoreSpread';

export const GRADIENT_STAT: Record<GradientChoice, 'gradNormQ' | 'gradNormK'> = {
  wq: 'gradNormQ',
  wk: 'gradNormK',
};

export const ATTENTION_LABEL: Record<AttentionChoice, string> = {
  topWeight: 'Mean top weight',
  entropy: 'Attention entropy (nats)',
  accuracy: 'Accuracy',
  jacobianNorm: 'Softmax-Jacobian size',
  scoreSpread: 'Spread of the divided scores (log scale)',
};

interface Figure {
  frame: ChartFrame;
  stat(): TrainStatistic;
  yLabel(): string;
  yScale(): YScaleKind;
  /** Fixed range for bounded quantities; undefined fits the data. */
  yDomain(result: TrainResult): [number, number] | undefined;
  describe(result: TrainResult): string;
}

/** The CSV behind a chart: one row per recorded step, median and band per run.
 *  The loss chart's table adds each run's late loss (median over seeds) and
 *  its spikes summed over seeds so far, repeated on every row. */
export function curvesTable(result: TrainResult, stat: TrainStatistic) {
  const columns = ['step'];
  const withRunTotals = stat === 'loss';
  for (const run of result.runs) {
    columns.push(`${run.kind}_median`, `${run.kind}_p10`, `${run.kind}_p90`);
    if (withRunTotals) columns.push(`${run.kind}_late_loss`, `${run.kind}_spikes`);
  }
  const rows = Array.from(result.step, (step, i) => [
    step,
    ...result.runs.flatMap((run) => [
      run[stat].median[i],
      run[stat].lo[i],
      run[stat].hi[i],
      ...(withRunTotals ? [run.lateLoss.median, spikeTotal(run)] : []),
    ]),
  ]);
  return { columns, rows };
}

export interface TrainCharts {
  /** Draws a snapshot; `running` keeps the figures aria-busy, so screen readers
   *  announce the descriptions once the job is paused or done, not every frame. */
  draw(result: TrainResult | null, final: boolean, running: boolean): void;
  /** Every figure to 'loading' with a short text (settings changed, or reset). */
  clear(text: string): void;
  fail(message: string): void;
}

export function mountTrainCharts(
  root: HTMLElement,
  choice: () => { gradient: GradientChoice; attention: AttentionChoice },
): TrainCharts {
  const frameOf = (id: string) => {
    const figure = root.querySelector<HTMLElement>(`[data-chart="${id}"]`);
    if (!figure) throw new Error(`step 4 markup is missing the ${id} chart`);
    return chartFrame(figure);
  };
  const figures: Figure[] = [
    {
      frame: frameOf('train-loss'),
      stat: () => 'loss',
      yLabel: () => 'loss (log scale)',
      yScale: () => 'log',
      yDomain: () => undefined,
      describe: describeLoss,
    },
    {
      frame: frameOf('train-gradient'),
      stat: () => GRADIENT_STAT[choice().gradient],
      yLabel: () => `‖∇ ${choice().gradient === 'wq' ? 'W_Q' : 'W_K'}‖ (log scale)`,
      yScale: () => 'log',
      yDomain: () => undefined,
      describe: (result) => describeGradient(result, GRADIENT_STAT[choice().gradient]),
    },
    {
      frame: frameOf('train-starved'),
      stat: () => 'starvedFraction',
      yLabel: () => 'share of examples starved',
      yScale: () => 'linear',
      yDomain: () => [0, 1],
      describe: describeStarved,
    },
    {
      frame: frameOf('train-attention'),
      stat: () => choice().attention,
      yLabel: () => ATTENTION_LABEL[choice().attention],
      // The score spread spans orders of magnitude across divisors (about
      // d_k^(1/2) at the start without one, d_k^(-1/2) with d_k).
      yScale: () => (choice().attention === 'scoreSpread' ? 'log' : 'linear'),
      yDomain: (result) => {
        const attention = choice().attention;
        // Entropy of n weights lies in [0, ln n]; the Jacobian size and spread are fitted.
        if (attention === 'entropy') return [0, Math.log(result.options.tokens)];
        return attention === 'jacobianNorm' || attention === 'scoreSpread' ? undefined : [0, 1];
      },
      describe: (result) => describeStatistic(result, choice().attention),
    },
  ];

  let last: { result: TrainResult; final: boolean } | null = null;

  const drawOne = (figure: Figure, result: TrainResult, final: boolean) => {
    const stat = figure.stat();
    drawTrainingCurves(figure.frame, {
      lines: result.runs.map((run) => ({
        label: runLabel(run),
        className: `series-${run.kind}`,
        steps: result.step,
        median: run[stat].median,
        lo: run[stat].lo,
        hi: run[stat].hi,
      })),
      lastStep: result.options.steps,
      yLabel: figure.yLabel(),
      yScale: figure.yScale(),
      yDomain: figure.yDomain(result),
    });
    figure.frame.describe(figure.describe(result));
    figure.frame.setData(curvesTable(result, stat));
    figure.frame.setState(final ? 'final' : 'estimate', result.stepsDone);
  };

  for (const figure of figures) {
    figure.frame.onResize(() => {
      if (last) drawOne(figure, last.result, last.final);
    });
  }

  return {
    draw(result, final, running) {
      if (!result) return;
      last = { result, final };
      for (const figure of figures) {
        drawOne(figure, result, final);
        figure.frame.figure.setAttribute('aria-busy', String(running));
      }
    },
    clear(text) {
      last = null;
      for (const figure of figures) {
        figure.frame.body.querySelector('svg')?.remove();
        figure.frame.setData({ columns: [], rows: [] });
        figure.frame.describe(text);
        figure.frame.setState('loading');
      }
    },
    fail(message) {
      for (const figure of figures) figure.frame.fail(message);
    },
  };
}
