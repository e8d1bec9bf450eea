// Beyond: FlashAttention's online softmax for one query. A table of the
// recurrence block by block (up to the chosen block) and the weights the
// running maximum and sum give at that point, against the one-pass softmax.
import type { OnlineSoftmaxResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { drawWeightBars } from '../../charts/weight-bars';
import type { StepContext } from '../context';
import { formatNumber } from '../describe';
import { bindNumberField, bindRange, LINEAR } from '../step-controls';
import { describeOnlineSoftmax, onlineSoftmaxTable, weightsAfterBlock } from './followup-text';
import { cell, runFollowup, type FollowupGate } from './followup-run';

function fillTable(body: HTMLTableSectionElement, r: OnlineSoftmaxResult, step: number): void {
  body.replaceChildren();
  r.blocks.slice(0, step).forEach((b, i) => {
    const tr = body.insertRow();
    let rawMax = -Infinity;
    for (let j = b.first; j < b.first + b.count; j++) rawMax = Math.max(rawMax, r.rawScores[j]);
    cell(tr, String(i + 1), true);
    cell(tr, `${b.first}–${b.first + b.count - 1}`);
    cell(tr, formatNumber(rawMax));
    cell(tr, formatNumber(b.blockMax));
    cell(
      tr,
      i === 0
        ? formatNumber(b.maxAfter)
        : `${formatNumber(b.maxBefore)} → ${formatNumber(b.maxAfter)}`,
    );
    cell(
      tr,
      i === 0
        ? '— (start)'
        : b.maxAfter > b.maxBefore
          ? formatNumber(b.rescale)
          : '1 (max unchanged)',
    );
    cell(tr, formatNumber(b.sumAfter));
  });
}

export function mountOnlineSoftmax(root: HTMLElement, ctx: StepContext, gate: FollowupGate): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="flash-weights"]');
  const body = root.querySelector<HTMLTableSectionElement>('[data-table="flash-blocks"] tbody');
  if (!figure || !body) return;
  const block = root.querySelector<HTMLInputElement>('#beyond-flash-block');
  if (block) {
    bindNumberField(
      ctx.state,
      'fblock',
      block,
      root.querySelector('#beyond-flash-block-error'),
      'Keys per block',
    );
  }
  const spike = root.querySelector<HTMLInputElement>('#beyond-flash-spike');
  if (spike)
    bindRange(ctx.state, 'fspike', spike, root.querySelector('#beyond-flash-spike-value'), LINEAR);
  // Which block's state is shown is a view of one result, not a setting.
  const stepInput = root.querySelector<HTMLInputElement>('#beyond-flash-step');
  const stepOutput = root.querySelector<HTMLOutputElement>('#beyond-flash-step-value');
  const frame = chartFrame(figure);
  let result: OnlineSoftmaxResult | null = null;

  const render = () => {
    const r = result;
    if (!r) return;
    const step = Math.min(Number(stepInput?.value ?? r.blocks.length), r.blocks.length);
    fillTable(body, r, step);
    const draw = () =>
      drawWeightBars(frame, {
        keyLabels: Array.from(r.rawScores, (_, j) => String(j)),
        series: [
          {
            label: `running max and sum after block ${step}`,
            className: 'series-scaled',
            weights: weightsAfterBlock(r, step),
          },
          { label: 'one-pass softmax', className: 'series-divided', weights: r.fullWeights },
        ],
        xLabel: 'key',
      });
    draw();
    frame.onResize(draw);
    frame.describe(describeOnlineSoftmax(r, step));
  };
  stepInput?.addEventListener('input', () => {
    if (stepOutput) stepOutput.textContent = stepInput.value;
    stepInput.setAttribute('aria-valuetext', `block ${stepInput.value}`);
    render();
  });

  runFollowup(ctx, {
    gate,
    section: figure.closest('section') ?? figure,
    frame,
    keys: ['dk', 'fblock', 'fspike', 'seed'],
    compute: async () => {
      const s = ctx.state.get();
      frame.setState('loading');
      const r = await ctx.core.latest('beyond:flash', 'onlineSoftmax', {
        dk: s.dk,
        block: s.fblock,
        spike: s.fspike,
        seed: s.seed,
      });
      if (!r) return;
      result = r;
      if (stepInput) {
        // A new block size changes the number of blocks: show the last one.
        stepInput.max = String(r.blocks.length);
        stepInput.value = String(r.blocks.length);
        stepInput.setAttribute('aria-valuetext', `block ${r.blocks.length}`);
      }
      if (stepOutput) stepOutput.textContent = String(r.blocks.length);
      render();
      frame.setData(onlineSoftmaxTable(r));
      frame.setState('final', r.keys);
    },
  });
}
