// Binds form controls of steps 2 and 3 and Beyond to the URL-backed state.
// Control → ctx.state.set → subscribers; the state → control direction keeps
// every copy of a shared setting (d_k appears in steps 1, 2 and 3) in step.
import type { AppState, ParamName } from '../state/params';
import type { StateStore } from '../state/store';

type NumberParam = { [K in ParamName]: AppState[K] extends number ? K : never }[ParamName];

function showError(
  input: HTMLInputElement | HTMLSelectElement,
  errorEl: HTMLElement | null,
  message: string,
) {
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  if (!errorEl) return;
  errorEl.textContent = message;
  errorEl.hidden = !message;
  if (!errorEl.id) return;
  const described = new Set(
    (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean),
  );
  described.add(errorEl.id);
  input.setAttribute('aria-describedby', [...described].join(' '));
}

/** Maps a setting to a range input's position and back (identity, or log2 for d_k and c). */
export interface RangeScale {
  toValue(position: number): number;
  toPosition(value: number): number;
}
export const LINEAR: RangeScale = { toValue: (p) => p, toPosition: (v) => v };
export const LOG2: RangeScale = { toValue: (p) => 2 ** p, toPosition: (v) => Math.log2(v) };

/** A range input with an <output> showing the value (and aria-valuetext saying it). */
export function bindRange(
  store: StateStore,
  param: NumberParam,
  input: HTMLInputElement,
  output: HTMLOutputElement | null,
  scale: RangeScale,
  formatValue: (value: number) => string = String,
): void {
  const show = (value: number) => {
    input.value = String(scale.toPosition(value));
    input.setAttribute('aria-valuetext', formatValue(value));
    if (output) output.textContent = formatValue(value);
  };
  input.addEventListener('input', () => {
    store.set({ [param]: scale.toValue(Number(input.value)) } as Partial<AppState>);
  });
  store.subscribe([param], (state) => show(state[param] as number));
  show(store.get()[param] as number);
}

/** A number field: commits on change (Enter/blur) and on input when valid; bad
 *  values keep the last good state and show a message naming the range. */
export function bindNumberField(
  store: StateStore,
  param: NumberParam,
  input: HTMLInputElement,
  errorEl: HTMLElement | null,
  label: string,
): void {
  const commit = (final: boolean) => {
    const value = input.value.trim() === '' ? Number.NaN : Number(input.value);
    const problems = store.set({ [param]: value } as Partial<AppState>);
    if (problems.length === 0) showError(input, errorEl, '');
    else if (final)
      showError(input, errorEl, `${label}: ${problems[0].replace(/^\w+ must/, 'must')}`);
  };
  input.addEventListener('input', () => commit(false));
  input.addEventListener('change', () => commit(true));
  const show = (state: AppState) => {
    if (document.activeElement !== input || Number(input.value) !== state[param]) {
      input.value = String(state[param]);
    }
    showError(input, errorEl, '');
  };
  store.subscribe([param], show);
  input.value = String(store.get()[param]);
}

/** A <select> whose options are exactly the parameter's allowed values. */
export function bindSelect(store: StateStore, param: ParamName, select: HTMLSelectElement): void {
  select.addEventListener('change', () => {
    store.set({ [param]: select.value } as Partial<AppState>);
  });
  const show = (state: AppState) => {
    select.value = String(state[param]);
  };
  store.subscribe([param], show);
  show(store.get());
}
