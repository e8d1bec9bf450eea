// The intro's live parts: the opening figure (story.ts) and one number, the
// standard deviation of raw scores at d_k = 64 (the original Transformer's
// head size), measured by the core rather than printed from the paper. Until
// it arrives the text shows the theory, 8. Both wait for step 1's first chart
// so they never delay the page's first live view.
import { formatValue } from '../../format';
import type { StepContext } from '../context';
import { mountStory } from './story';

const FIRST_CHART = 'sqrtdk:first-live-chart';
const MAX_WAIT_MS = 3000;

function afterFirstChart(): Promise<void> {
  if (performance.getEntriesByName(FIRST_CHART).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CHART).length > 0) done();
    });
    observer.observe({ type: 'mark' });
    const timer = setTimeout(done, MAX_WAIT_MS);
  });
}

export async function mount(root: HTMLElement, ctx: StepContext): Promise<void> {
  await afterFirstChart();
  mountStory(root, ctx);
  const slot = root.querySelector<HTMLElement>('[data-intro-live="std64"]');
  if (!slot) return;
  const { seed } = ctx.state.get();
  const result = await ctx.core.latest('intro:std64', 'variance', { dk: 64, seed, pairs: 20_000 });
  if (result)
    slot.textContent = `${formatValue(result.std.value)} (measured on 20,000 random pairs)`;
}
