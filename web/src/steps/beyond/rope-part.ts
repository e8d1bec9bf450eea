// Beyond: RoPE keeps the scale. Variance of the rotated score at each position
// offset, on log–log axes against Var = d_k (offset 0 is in the text and CSV).
import { chartFrame } from '../../charts/frame';
import { drawLogLog } from '../../charts/loglog';
import type { StepContext } from '../context';
import { formatPlain } from '../describe';
import { bindRange, LINEAR, LOG2 } from '../step-controls';
import { describeRope, ropeTable } from './followup-text';
import { runFollowup, type FollowupGate } from './followup-run';

export function mountRope(root: HTMLElement, ctx: StepContext, gate: FollowupGate): void {
  const figure = root.querySelector<HTMLElement>('[data-chart="rope-variance"]');
  if (!figure) return;
  const dk = root.querySelector<HTMLInputElement>('#beyond-rope-dk');
  if (dk) bindRange(ctx.state, 'ropedk', dk, root.querySelector('#beyond-rope-dk-value'), LOG2);
  const rho = root.querySelector<HTMLInputElement>('#beyond-rope-rho');
  if (rho) {
    bindRange(
      ctx.state,
      'roperho',
      rho,
      root.querySelector('#beyond-rope-rho-value'),
      LINEAR,
      formatPlain,
    );
  }
  const frame = chartFrame(figure);
  runFollowup(ctx, {
    gate,
    section: figure.closest('section') ?? figure,
    frame,
    keys: ['ropedk', 'roperho', 'seed'],
    compute: async () => {
      const s = ctx.state.get();
      frame.setState('loading');
      const r = await ctx.core.latest('beyond:rope', 'rope', {
        dk: s.ropedk,
        rho: s.roperho,
        seed: s.seed,
      });
      if (!r) return;
      const draw = () =>
        drawLogLog(frame, {
          points: r.rows
            .filter((row) => row.offset > 0)
            .map((row) => ({
              x: row.offset,
              y: row.variance.value,
              lo: row.variance.lo,
              hi: row.variance.hi,
            })),
          reference: { fn: () => r.dk, label: `Var = d_k = ${r.dk}` },
          pointLabel: 'measured, 95% CI',
          xLabel: 'position offset between query and key (log scale)',
          yLabel: 'variance of q·k',
          yScale: 'linear',
        });
      draw();
      frame.onResize(draw);
      frame.describe(describeRope(r));
      frame.setData(ropeTable(r));
      frame.setState('final', r.pairs);
    },
  });
}
