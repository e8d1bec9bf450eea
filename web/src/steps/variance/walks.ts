// The coin-flip view of step 1: a few walks of d_k steps of ±1. The steps
// come from the core: with d_k = 1 and ±1 entries every "score" q·k is one
// coin flip, so WALKS × d_k pairs give WALKS walks. Six walks say little about
// the typical distance, so the caption's estimate comes from ENDPOINT_WALKS
// more: a ±1 dot product of length d_k is a walk's endpoint, and the core's
// exact sampler draws each as one binomial number, at any d_k.
import { chartFrame } from '../../charts/frame';
import { drawRandomWalks } from '../../charts/random-walk';
import type { StepContext } from '../context';
import { describeWalks } from './describe';
import { errorText } from './shared';

const WALKS = 6;
/** Walks behind the caption's root-mean-square distance: its relative standard
 *  error is about 1/√(2 × 800) = 2.5%. */
export const ENDPOINT_WALKS = 800;

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
      const ends = await ctx.core.latest('variance:walks', 'variance', {
        dk,
        pairs: ENDPOINT_WALKS,
        dist: 'rademacher',
        seed,
        sampler: 'exact',
      });
      if (!ends) return;
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
          Array.from(ends.scores),
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
