// Before a part mounts, its controls show the static HTML values; those must be
// the parameter table's defaults, or the page shows one thing while the state
// (and the URL) says another.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAMS, type ParamName } from '../../web/src/state/params';
import { DK_GRID, gridIndexOf } from '../../web/src/steps/variance/dk-grid';

const PARTIALS = join(__dirname, '../../web/partials');

/** How a control shows its parameter's value ('member': a checkbox ticked
 *  when its value is in the parameter's set; 'checked': a checkbox ticked when
 *  the parameter is the control's `on` value). */
type Shown = 'value' | 'log2' | 'grid' | 'member' | 'checked';

/** Every state-bound control in the partials: id → parameter and how it shows it. */
const CONTROLS: Record<string, { param: ParamName; shown: Shown; output?: string; on?: string }> = {
  dk: { param: 'dk', shown: 'grid', output: 'dk-value' },
  'intro-dk': { param: 'dk', shown: 'log2', output: 'intro-dk-value' },
  'hist-fit': { param: 'hist', shown: 'checked', on: 'fit' },
  'dk-number': { param: 'dk', shown: 'value' },
  dist: { param: 'dist', shown: 'value' },
  rho: { param: 'rho', shown: 'value' },
  seed: { param: 'seed', shown: 'value' },
  sampler: { param: 'sampler', shown: 'value' },
  scores: { param: 'scores', shown: 'value' },
  'saturation-dk': { param: 'dk', shown: 'log2', output: 'saturation-dk-value' },
  threshold: { param: 'threshold', shown: 'value' },
  'sweep-metric': { param: 'sweep', shown: 'value' },
  divisor: { param: 'divisor', shown: 'value' },
  'fix-dk': { param: 'dk', shown: 'log2', output: 'fix-dk-value' },
  heads: { param: 'heads', shown: 'value' },
  'custom-divisor': { param: 'custom', shown: 'value' },
  model: { param: 'model', shown: 'value' },
  'beyond-heads': { param: 'heads', shown: 'value' },
  'beyond-rho': { param: 'rho', shown: 'value', output: 'beyond-rho-value' },
  'beyond-temperature': { param: 'temp', shown: 'log2', output: 'beyond-temperature-value' },
  'beyond-rope-dk': { param: 'ropedk', shown: 'log2', output: 'beyond-rope-dk-value' },
  'beyond-rope-rho': { param: 'roperho', shown: 'value', output: 'beyond-rope-rho-value' },
  'beyond-kv-outliers': { param: 'kvout', shown: 'value' },
  'beyond-kv-clip': { param: 'kvclip', shown: 'log2', output: 'beyond-kv-clip-value' },
  'beyond-flash-block': { param: 'fblock', shown: 'value' },
  'beyond-flash-spike': { param: 'fspike', shown: 'value', output: 'beyond-flash-spike-value' },
  'published-exact': { param: 'reproduce', shown: 'checked', on: 'numpy' },
  'train-dk': { param: 'tdk', shown: 'log2', output: 'train-dk-value' },
  'train-div-none': { param: 'tdiv', shown: 'member' },
  'train-div-sqrt_dk': { param: 'tdiv', shown: 'member' },
  'train-div-dk': { param: 'tdiv', shown: 'member' },
  'train-div-custom': { param: 'tdiv', shown: 'member' },
  'train-custom': { param: 'tc', shown: 'value' },
  'train-optimizer': { param: 'topt', shown: 'value' },
  'train-lr-mode': { param: 'tlrmode', shown: 'value' },
  'train-lr': { param: 'tlr', shown: 'value' },
  'train-seeds': { param: 'tseeds', shown: 'value' },
  'train-seed': { param: 'tseed', shown: 'value' },
  'train-loss': { param: 'tloss', shown: 'value' },
  'train-grad': { param: 'tgrad', shown: 'value' },
  'train-metric': { param: 'tmetric', shown: 'value' },
  'train-sweep-dk-4': { param: 'tsdk', shown: 'member' },
  'train-sweep-dk-16': { param: 'tsdk', shown: 'member' },
  'train-sweep-dk-64': { param: 'tsdk', shown: 'member' },
  'train-sweep-dk-256': { param: 'tsdk', shown: 'member' },
  'train-sweep-dk-1024': { param: 'tsdk', shown: 'member' },
  'train-sweep-view': { param: 'tsview', shown: 'value' },
};

/** Controls that hold no URL parameter. */
const UNBOUND = new Set([
  'practice-import',
  'practice-answer',
  'practice-interview-timer',
  // Which block's state the online-softmax figure shows: a view, not a setting.
  'beyond-flash-step',
]);

const html = readdirSync(PARTIALS)
  .filter((name) => name.endsWith('.html'))
  .map((name) => readFileSync(join(PARTIALS, name), 'utf8'))
  .join('\n');

/** An attribute's value in a tag: '' when present without a value, undefined when absent. */
function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
  return match ? (match[1] ?? '') : undefined;
}

/** The value a control shows before any script runs. */
function staticValue(id: string): string | undefined {
  const select = new RegExp(`<select\\b[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  if (select) {
    const options = [...select[1].matchAll(/<option\b[^>]*>/g)].map((m) => m[0]);
    const chosen = options.find((option) => attr(option, 'selected') !== undefined) ?? options[0];
    return attr(chosen, 'value');
  }
  const input = new RegExp(`<input\\b[^>]*\\sid="${id}"[^>]*>`).exec(html);
  if (input && attr(input[0], 'type') === 'checkbox') {
    // A ticked box shows its value, an unticked one ''.
    return attr(input[0], 'checked') !== undefined ? attr(input[0], 'value') : '';
  }
  return input ? (attr(input[0], 'value') ?? '') : undefined;
}

function expected(param: ParamName, shown: Shown, on?: string): string {
  const spec = PARAMS[param];
  const value = spec.default as unknown;
  if (shown === 'checked') return value === on ? (on ?? '') : '';
  if (shown === 'grid') return String(gridIndexOf(value as number));
  if (shown === 'log2') return String(Math.log2(value as number));
  if (shown === 'member') return ''; // resolved per checkbox in the test below
  return Array.isArray(value) ? value.join(', ') : String(value);
}

describe('static control values in web/partials', () => {
  it('covers every control of the partials', () => {
    const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\sid="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(ids.filter((id) => !(id in CONTROLS) && !UNBOUND.has(id))).toEqual([]);
  });

  it.each(Object.entries(CONTROLS))('%s shows the default of its parameter', (id, control) => {
    if (control.shown === 'member') {
      // A box ticked in the HTML shows its value, an unticked one ''.
      const tag = new RegExp(`<input\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
      const value = attr(tag, 'value') ?? '';
      const set = PARAMS[control.param].default as readonly string[];
      expect(staticValue(id)).toBe(set.includes(value) ? value : '');
      return;
    }
    expect(staticValue(id)).toBe(expected(control.param, control.shown, control.on));
    if (control.output) {
      const output = new RegExp(
        `<output\\b[^>]*\\sid="${control.output}"[^>]*>([^<]*)</output>`,
      ).exec(html);
      expect(output?.[1]).toBe(String(PARAMS[control.param].default));
    }
  });

  it('gives step 1 a slider over the whole d_k grid', () => {
    const slider = /<input\b[^>]*\sid="dk"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(slider, 'max')).toBe(String(DK_GRID.length - 1));
  });
});
