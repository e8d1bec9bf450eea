// Step 4's controls ↔ the URL-backed state, and the state → the options of a
// training job. Which keys restart the job (TRAIN_KEYS) and which only redraw
// (the chart choices) is decided here, once.
import {
  TRAIN_DIVISOR_KINDS,
  type TrainDivisorKind,
  type TrainOptions,
} from '../../../../wasm/api';
import type { AppState, ParamName } from '../../state/params';
import type { StateStore } from '../../state/store';
import { TRAIN_JOB_PARAMS } from '../../state/train-legacy';
import { bindNumberField, bindRange, bindSelect, LOG2 } from '../step-controls';

/** Settings that define the job: changing one cancels it and starts over. */
export const TRAIN_KEYS = TRAIN_JOB_PARAMS;

/** Settings that only change what two charts plot. */
export const VIEW_KEYS = ['tgrad', 'tmetric'] as const satisfies readonly ParamName[];

export function trainOptions(state: AppState): Partial<TrainOptions> {
  return {
    dk: state.tdk,
    divisors: [...state.tdiv],
    customDivisor: state.tc,
    optimizer: state.topt,
    lr: state.tlrmode === 'best' ? 'best' : state.tlr,
    seeds: state.tseeds,
    seed: state.tseed,
    loss: state.tloss,
  };
}

/** The divisor checkboxes: at least one stays ticked (a run needs a divisor). */
function bindDivisorSet(store: StateStore, root: HTMLElement): void {
  const boxes = TRAIN_DIVISOR_KINDS.map((kind) => ({
    kind,
    box: root.querySelector<HTMLInputElement>(`#train-div-${kind}`),
  })).filter((b): b is { kind: TrainDivisorKind; box: HTMLInputElement } => b.box !== null);
  const error = root.querySelector<HTMLElement>('#train-div-error');
  const show = (state: AppState) => {
    for (const { kind, box } of boxes) box.checked = state.tdiv.includes(kind);
  };
  for (const { box } of boxes) {
    box.addEventListener('change', () => {
      const chosen = boxes.filter((b) => b.box.checked).map((b) => b.kind);
      const problems = store.set({ tdiv: chosen });
      if (error) {
        error.textContent = problems.length ? 'Keep at least one divisor ticked.' : '';
        error.hidden = problems.length === 0;
      }
      show(store.get());
    });
  }
  store.subscribe(['tdiv'], show);
  show(store.get());
}

/** The fixed rate only matters in 'fixed' mode: disable the field otherwise. */
function bindLearningRate(store: StateStore, root: HTMLElement): void {
  const field = root.querySelector<HTMLInputElement>('#train-lr');
  if (!field) return;
  const show = (state: AppState) => {
    field.disabled = state.tlrmode === 'best';
  };
  store.subscribe(['tlrmode'], show);
  show(store.get());
}

export function bindTrainControls(store: StateStore, root: HTMLElement): void {
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const dk = q<HTMLInputElement>('#train-dk');
  if (dk) bindRange(store, 'tdk', dk, q('#train-dk-value'), LOG2);
  bindDivisorSet(store, root);
  const numberFields: [string, 'tc' | 'tlr' | 'tseeds' | 'tseed', string][] = [
    ['train-custom', 'tc', 'Custom divisor'],
    ['train-lr', 'tlr', 'Learning rate'],
    ['train-seeds', 'tseeds', 'Seeds'],
    ['train-seed', 'tseed', 'First seed'],
  ];
  for (const [id, param, label] of numberFields) {
    const input = q<HTMLInputElement>(`#${id}`);
    if (input) bindNumberField(store, param, input, q(`#${id}-error`), label);
  }
  const selects: [string, 'topt' | 'tlrmode' | 'tloss' | 'tgrad' | 'tmetric'][] = [
    ['train-optimizer', 'topt'],
    ['train-lr-mode', 'tlrmode'],
    ['train-loss', 'tloss'],
    ['train-grad', 'tgrad'],
    ['train-metric', 'tmetric'],
  ];
  for (const [id, param] of selects) {
    const select = q<HTMLSelectElement>(`#${id}`);
    if (select) bindSelect(store, param, select);
  }
  bindLearningRate(store, root);
}
