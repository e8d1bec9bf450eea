// Beyond: an int8 key cache. A table of the six ways to compute the scores for
// a plain and an outlier cache, and their mean top weights as bars.
import type { KvMethod, KvQuantResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { drawWeightBars } from '../../charts/weight-bars';
import type { StepContext } from '../context';
import { formatPlain } from '../describe';
import { formatEstimate } from '../format-estimate';
import { bindNumberField, bindRange, LOG2 } from '../step-controls';
import { describeKvQuant, KV_METHOD_LABELS, kvRow, kvTable } from './followup-text';
import { cell, runFollowup, type FollowupGate } from './followup-run';

const METHODS: readonly KvMethod[] = [
  'float',
  'dequant_tensor',
  'dequant_channel',
  'raw_integers',
  'scale_twice',
  'clipped',
];
const SHORT: Record<KvMethod, string> = {
  float: 'float',
  dequant_tensor: 'tens.',
  dequant_channel: 'chan.',
  raw_integers: 'raw',
  scale_twice: 'twice',
  clipped: 'clip',
};

const small = (x: number) => (Number.isFinite(x) ? x.toExponential(1) : 'none');

function fillTable(body: HTMLTableSectionElement, r: KvQuantResult): void {
  body.replaceChildren();
  for (const cache of [r.plain, r.outliers]) {
    const name =
      cache.outlierChannels === 0
        ? 'plain'
        : `${cache.outlierChannels} outlier channel${cache.outlierChannels === 1 ? '' : 's'}`;
    for (const method of METHODS) {
      const row = kvRow(cache, method);
      const tr = body.insertRow();
      cell(tr, name, true);
      cell(tr, KV_METHOD_LABELS[method]);
      const variance = formatEstimate(row.variance);
      cell(tr, `${variance.value} (${variance.interval.replace('95% CI ', '')})`);
      cell(tr, formatEstimate(row.topWeight).value);
      cell(tr, method === 'float' ? '—' : small(row.topWeightShift.value));
      cell(tr, method === 'float' ? '—' : `${small(row.maxScoreError)} (${small(row.errorBound)})`);
    }
  }
}

export function mountKvQuant(root: HTMLElement, ctx: StepContext, gate: FollowupGate): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="kv-top-weight"]');
  const body = root.querySelector<HTMLTableSectionElement>('[data-table="kv-quant"] tbody');
  if (!figure || !body) return;
  const outliers = root.querySelector<HTMLInputElement>('#beyond-kv-outliers');
  if (outliers) {
    bindNumberField(
      ctx.state,
      'kvout',
      outliers,
      root.querySelector('#beyond-kv-outliers-error'),
      'Outlier channels',
    );
  }
  const clip = root.querySelector<HTMLInputElement>('#beyond-kv-clip');
  if (clip)
    bindRange(
      ctx.state,
      'kvclip',
      clip,
      root.querySelector('#beyond-kv-clip-value'),
      LOG2,
      formatPlain,
    );
  const frame = chartFrame(figure);
  runFollowup(ctx, {
    gate,
    section: figure.closest('section') ?? figure,
    frame,
    keys: ['kvout', 'kvclip', 'seed'],
    compute: async () => {
      const s = ctx.state.get();
      frame.setState('loading');
      const r = await ctx.core.latest('beyond:kv', 'kvQuant', {
        outlierChannels: s.kvout,
        clip: s.kvclip,
        seed: s.seed,
      });
      if (!r) return;
      fillTable(body, r);
      const draw = () =>
        drawWeightBars(frame, {
          keyLabels: METHODS.map((m) => SHORT[m]),
          series: [
            {
              label: 'plain cache',
              className: 'series-scaled',
              weights: METHODS.map((m) => kvRow(r.plain, m).topWeight.value),
            },
            {
              label: `${r.outliers.outlierChannels} outlier channels`,
              className: 'series-raw',
              weights: METHODS.map((m) => kvRow(r.outliers, m).topWeight.value),
            },
          ],
          xLabel: 'how the scores were computed (rows of the table)',
        });
      draw();
      frame.onResize(draw);
      frame.describe(describeKvQuant(r));
      frame.setData(kvTable(r));
      frame.setState('final', r.trials);
    },
  });
}
