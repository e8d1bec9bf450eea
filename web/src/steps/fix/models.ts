// Step 3, part three: real models. Choosing one loads its head size and head
// count into the shared controls (d_k is shared with steps 1 and 2, and the
// note says so) and, for the models that divide by √query_pre_attn_scalar
// (Gemma 2 27B, Gemma 3 27B), that divisor, presented as the model's own.
// "None" puts back the settings from before the first preset. Changing d_k or
// heads by hand afterwards clears the choice, so the note never describes
// settings that are no longer shown.
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
  // The divisor, the column the table is about, comes first: on a phone it stays in view.
  for (const text of [divisorText(m), headDimText(m), String(m.dModel), String(m.heads)]) {
    tr.insertCell().textContent = text;
  }
  return tr;
}

export function matchesPreset(state: AppState, m: ModelPreset): boolean {
  return state.dk === m.headDim && state.heads === m.heads;
}

/** The settings a preset overwrites, kept so "None" can put them back. */
type OwnSettings = Pick<AppState, 'dk' | 'heads' | 'divisor' | 'custom'>;

/** Sources of the configurations that set query_pre_attn_scalar (web/partials/sources.html). */
const CONFIG_SOURCES: Record<string, string> = { 'gemma2-27b': '7', 'gemma3-27b': '8' };

function citation(source: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `#source-${source}`;
  link.className = 'cite';
  link.textContent = `[${source}]`;
  return link;
}

export function mountModelPresets(root: HTMLElement, ctx: StepContext): void {
  const select = root.querySelector<HTMLSelectElement>('#model');
  const customOption = root.querySelector<HTMLOptionElement>('#divisor option[value="custom"]');
  const customText = customOption?.textContent ?? '';
  let own: OwnSettings | null = null;
  const note = root.querySelector('[data-readout="model-note"]');
  const table = root.querySelector<HTMLTableElement>('[data-table="models"]');
  if (!select) return;
  select.querySelector('option[data-loading]')?.remove();
  for (const m of MODEL_PRESETS) select.add(new Option(m.name, m.id));
  table?.tBodies[0]?.replaceChildren(...MODEL_PRESETS.map(modelRow));

  const show = (state: AppState) => {
    const preset = findPreset(state.model);
    select.value = preset ? preset.id : '';
    for (const row of table?.querySelectorAll<HTMLTableRowElement>('tr[data-model]') ?? []) {
      row.classList.toggle('is-selected', row.dataset.model === state.model);
    }
    const exception = preset && isDivisorException(preset) ? preset : undefined;
    if (customOption)
      customOption.textContent = exception
        ? `${exception.name}'s own divisor, √query_pre_attn_scalar`
        : customText;
    if (!note) return;
    if (!preset) {
      note.replaceChildren();
      return;
    }
    const shared = ` Loading it set d_k = ${preset.headDim} in steps 1 and 2 as well.`;
    note.replaceChildren(
      modelSentence(preset) +
        (exception ? " The divisor picker now holds this model's own divisor." : '') +
        shared,
    );
    const source = CONFIG_SOURCES[preset.id];
    if (source) note.append(' Configuration: ', citation(source), '.');
  };

  select.addEventListener('change', () => {
    const preset = findPreset(select.value);
    if (!preset) {
      const restore = own;
      own = null;
      ctx.state.set({ model: '', ...(restore ?? {}) });
      return;
    }
    const state = ctx.state.get();
    if (!state.model) {
      own = { dk: state.dk, heads: state.heads, divisor: state.divisor, custom: state.custom };
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
