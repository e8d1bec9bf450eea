// Step 3, part three: real models. Choosing one loads its head size and head
// count into the shared controls and, for the models that divide by
// √query_pre_attn_scalar (Gemma 2 27B, Gemma 3 27B), their actual
// divisor as the custom c. Changing d_k or heads by hand afterwards clears the
// choice, so the note never describes settings that are no longer shown.
import {
  MODEL_PRESETS,
  divisorText,
  findPreset,
  headDimText,
  isDivisorException,
  modelSentence,
  type ModelPreset,
} from '../../models/presets';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';

function modelRow(m: ModelPreset): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.dataset.model = m.id;
  if (isDivisorException(m)) tr.classList.add('is-exception');
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = m.name;
  tr.append(th);
  for (const text of [String(m.dModel), String(m.heads), headDimText(m), divisorText(m)]) {
    tr.insertCell().textContent = text;
  }
  return tr;
}

export function matchesPreset(state: AppState, m: ModelPreset): boolean {
  return state.dk === m.headDim && state.heads === m.heads;
}

export function mountModelPresets(root: HTMLElement, ctx: StepContext): void {
  const select = root.querySelector<HTMLSelectElement>('#model');
  const note = root.querySelector('[data-readout="model-note"]');
  const table = root.querySelector<HTMLTableElement>('[data-table="models"]');
  if (!select) return;
  for (const m of MODEL_PRESETS) select.add(new Option(m.name, m.id));
  table?.tBodies[0]?.replaceChildren(...MODEL_PRESETS.map(modelRow));

  const show = (state: AppState) => {
    const preset = findPreset(state.model);
    select.value = preset ? preset.id : '';
    for (const row of table?.querySelectorAll<HTMLTableRowElement>('tr[data-model]') ?? []) {
      row.classList.toggle('is-selected', row.dataset.model === state.model);
    }
    if (!note) return;
    note.textContent = preset
      ? modelSentence(preset) +
        (isDivisorException(preset) ? ' The divisor picker is set to this custom c.' : '')
      : '';
  };

  select.addEventListener('change', () => {
    const preset = findPreset(select.value);
    if (!preset) {
      ctx.state.set({ model: '' });
      return;
    }
    ctx.state.set({
      model: preset.id,
      dk: preset.headDim,
      heads: preset.heads,
      divisor: isDivisorException(preset) ? 'custom' : 'sqrt_dk',
      custom: Number(preset.divisor.toPrecision(10)),
    });
  });
  ctx.state.subscribe(['model'], show);
  ctx.state.subscribe(['dk', 'heads'], (state) => {
    const preset = findPreset(state.model);
    if (preset && !matchesPreset(state, preset)) ctx.state.set({ model: '' });
  });
  // A link may name an unknown id that still passes the URL pattern: fall back politely.
  const initial = ctx.state.get();
  if (initial.model && !findPreset(initial.model)) {
    ctx.notify(`model: there is no preset called “${initial.model}”; showing your own settings.`);
    ctx.state.set({ model: '' });
  }
  show(ctx.state.get());
}
