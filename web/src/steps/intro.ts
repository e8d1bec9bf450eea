// The intro's one live number: the standard deviation of raw scores at
// d_k = 64 (the original Transformer's head size), measured by the core rather
// than printed from the paper. Until it arrives the text shows the theory, 8.
import { formatValue } from '../format';
import type { StepContext } from './context';

export async function mount(root: HTMLElement, ctx: StepContext): Promise<void> {
  const slot = root.querySelector<HTMLElement>('[data-intro-live="std64"]');
  if (!slot) return;
  const { seed } = ctx.state.get();
  const result = await ctx.core.latest('intro:std64', 'variance', { dk: 64, seed, pairs: 20_000 });
  if (result)
    slot.textContent = `${formatValue(result.std.value)} (measured on 20,000 random pairs)`;
}
