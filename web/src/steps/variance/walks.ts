// The coin-flip view of step 1: a few walks of d_k steps of ±1. The steps
// come from the core: with d_k = 1 and ±1 entries every "score" q·k is one
// coin flip, so WALKS × d_k pairs give WALKS walks.
import { chartFrame } from '../../charts/frame';
import { drawRandomWalks } from '../../charts/random-walk';
import type { StepContext } from '../context';
import { describeWalks } from './describe';
import { errorText } from './shared';

const WALKS = 6;

/** Mounts the walks; returns the trigger step 1 calls once its full sample has
 *  landed, so a d_k or seed change reaches the worker after the visible
 *  histogram's requests instead of between its estimate and full sample. */
export function mountWalks(figure: HTMLElement, ctx: StepContext): () => void {
  const frame = chartFrame(figure);
  let shown: { walks: number[][]; steps: number } | null = null;
  let started = false;
  let drawnFor = '';

  async function refresh(): Promise<void> {
    const { dk, seed } = ctx.state.get();
    drawnFor = `${dk}/${seed}`;
    try {
      const flips = await ctx.core.latest('variance:walks', 'variance', {
        dk: 1,
        pairs: WALKS * dk,
        dist: 'rademacher',
        seed,
        sampler: 'brute',
      });
      if (!flips) return;
      const walks = Array.from({ length: WALKS }, (_w, walk) => {
        const path = [0];
        for (let i = 0; i < dk; i++) path.push(path[i] + flips.scores[walk * dk + i]);
        return path;
      });
      shown = { walks, steps: dk };
      drawRandomWalks(frame, shown);
      frame.setData({
        columns: ['walk', 'step', 'position'],
        rows: walks.flatMap((path, walk) =>
          path.map((position, step) => [walk + 1, step, position]),
        ),
      });
      frame.describe(
        describeWalks(
          walks.map((path) => path[dk]),
          dk,
        ),
      );
      frame.setState('final', WALKS * dk);
    } catch (error) {
      frame.fail(`The walks failed: ${errorText(error)}`);
    }
  }

  ctx.state.subscribe(['dk', 'seed'], () => {
    if (started) frame.setState('loading');
  });
  frame.onResize(() => shown && drawRandomWalks(frame, shown));
  ctx.whenVisible(figure, () => {
    started = true;
    void refresh();
  });
  return () => {
    const { dk, seed } = ctx.state.get();
    if (started && drawnFor !== `${dk}/${seed}`) void refresh();
  };
}
