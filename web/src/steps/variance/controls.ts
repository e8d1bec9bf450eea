// Step 1's controls, bound both ways to the URL-backed state: a control
// writes the state; a state change (link, other control) updates the control.
// Typed values that are out of range get a message next to the field and
// change nothing.
import type { StepContext } from '../context';
import { dkMaxFor } from '../../state/dk-limit';
import { DK_GRID, doubled, gridIndexOf } from './dk-grid';

function byId<T extends HTMLElement>(root: HTMLElement, id: string): T {
  const element = root.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`step 1 markup lacks #${id}`);
  return element;
}

/** Applies a typed number to the state, or explains next to the field why not. */
function bindNumberField(
  field: HTMLInputElement,
  error: HTMLElement,
  apply: (value: number) => string[],
): void {
  field.addEventListener('change', () => {
    const text = field.value.trim();
    const problems = text === '' ? ['Enter a number.'] : apply(Number(text));
    error.textContent = problems.join(' ');
    field.setAttribute('aria-invalid', String(problems.length > 0));
  });
}

export function bindVarianceControls(root: HTMLElement, ctx: StepContext, onDkInput: () => void) {
  const slider = byId<HTMLInputElement>(root, 'dk');
  const dkNumber = byId<HTMLInputElement>(root, 'dk-number');
  const dist = byId<HTMLSelectElement>(root, 'dist');
  const rho = byId<HTMLInputElement>(root, 'rho');
  const seed = byId<HTMLInputElement>(root, 'seed');
  const sampler = byId<HTMLSelectElement>(root, 'sampler');
  const rhoControl = rho.closest<HTMLElement>('.control');
  const dkError = byId(root, 'dk-number-error');
  const dkMaxLabel = root.querySelector('[data-dk-max]');
  const dkValue = root.querySelector('#dk-value');
  const dkMax = () => dkMaxFor(ctx.state.get().dist, ctx.state.get().sampler);

  slider.min = '0';
  const setDk = (dk: number) => {
    onDkInput();
    return ctx.state.set({ dk });
  };
  slider.addEventListener('input', () => setDk(DK_GRID[Number(slider.value)]));
  slider.addEventListener('keydown', (event) => {
    // Page Up / Page Down: one doubling, a bigger jump than the arrows' grid step.
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    setDk(doubled(ctx.state.get().dk, event.key === 'PageUp' ? 1 : -1, dkMax()));
  });
  // The store checks every value against the parameter table and words the message.
  bindNumberField(dkNumber, dkError, setDk);
  // Uniform entries or brute force can bring d_k down to brute force's limit;
  // the store says so, and the note goes beside the d_k field it changed.
  const noteDkChange = (problems: string[]) => {
    if (problems.length > 0) dkError.textContent = problems.join(' ');
  };
  dist.addEventListener('change', () => noteDkChange(ctx.state.set({ dist: dist.value as never })));
  sampler.addEventListener('change', () =>
    noteDkChange(ctx.state.set({ sampler: sampler.value as never })),
  );
  bindNumberField(rho, byId(root, 'rho-error'), (value) => ctx.state.set({ rho: value }));
  bindNumberField(seed, byId(root, 'seed-error'), (value) => ctx.state.set({ seed: value }));
  byId<HTMLButtonElement>(root, 'seed-new').addEventListener('click', () => {
    const [fresh] = crypto.getRandomValues(new Uint32Array(1));
    ctx.state.set({ seed: fresh });
  });

  const show = () => {
    const state = ctx.state.get();
    const max = dkMax();
    slider.max = String(gridIndexOf(max));
    dkNumber.max = String(max);
    if (dkMaxLabel) dkMaxLabel.textContent = max.toLocaleString('en-US');
    slider.value = String(gridIndexOf(state.dk));
    slider.setAttribute('aria-valuetext', `d_k = ${state.dk}`);
    if (dkValue) dkValue.textContent = state.dk.toLocaleString('en-US');
    // Do not overwrite a field while its owner is typing in it.
    if (document.activeElement !== dkNumber) dkNumber.value = String(state.dk);
    dist.value = state.dist;
    if (document.activeElement !== rho) rho.value = String(state.rho);
    if (document.activeElement !== seed) seed.value = String(state.seed);
    sampler.value = state.sampler;
    if (rhoControl) rhoControl.hidden = state.dist !== 'correlated';
  };
  show();
  ctx.state.subscribe(['dk', 'dist', 'rho', 'seed', 'sampler'], show);
}
