// Step 1's histogram axis switch: the fixed magnitude axis (default, so moving
// the slider visibly widens the bell) or "zoom to fit" (URL hist=fit).
import type { StepContext } from '../context';

export function bindAxisSwitch(root: HTMLElement, ctx: StepContext): void {
  const box = root.querySelector<HTMLInputElement>('#hist-fit');
  if (!box) return;
  const show = () => {
    box.checked = ctx.state.get().hist === 'fit';
  };
  box.addEventListener('change', () => ctx.state.set({ hist: box.checked ? 'fit' : 'fixed' }));
  ctx.state.subscribe(['hist'], show);
  show();
}
