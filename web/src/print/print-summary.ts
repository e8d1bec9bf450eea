// What a printed part says instead of its controls: a line of the settings it
// shows, read from the state (a printed slider or text field says nothing),
// and the address of the same view, so a handout leads back to the live page.
// Both are hidden on screen (web/styles/print.css) and kept current as the
// controls move, so printing at any moment prints the state on the page.
import { PARAMS, PARAM_NAMES, type AppState, type ParamName } from '../state/params';
import type { ParamSpec } from '../state/param-kinds';
import type { StepContext } from '../steps/context';

/** Names as the page writes them; any other setting prints under its URL key. */
const PRINTED_NAMES: Partial<Record<ParamName, string>> = {
  dk: 'd_k',
  dist: 'entries',
  rho: 'ρ',
  scores: 'scores',
  threshold: 'threshold',
  divisor: 'divisor',
  custom: 'custom divisor',
  temp: 'temperature c',
  ropedk: 'RoPE d_k',
  roperho: 'RoPE ρ',
  kvout: 'outlier channels',
  kvclip: 'clipped range',
  fblock: 'keys per block',
  fspike: 'last key score',
  tdk: 'd_k',
  tdiv: 'divisors',
  tc: 'custom divisor',
  topt: 'optimiser',
  tlrmode: 'learning rate',
  tlr: 'fixed rate',
  tseeds: 'seeds',
  tseed: 'seed',
  tloss: 'loss',
};

/** The settings `part` reads, as printed: "d_k = 64 · entries = normal · …". */
export function settingsLine(part: string, state: AppState): string {
  const names = PARAM_NAMES.filter((name) =>
    (PARAMS[name].parts as readonly string[]).includes(part),
  );
  return names
    .map((name) => {
      const value = (PARAMS[name] as ParamSpec<unknown>).format(state[name]).replace(/,/g, ', ');
      return value ? `${PRINTED_NAMES[name] ?? name} = ${value}` : ''; // no model preset chosen
    })
    .filter(Boolean)
    .join(' · ');
}

/** Adds the printed settings line and link to each section; `linkOf` gives the live address. */
export function addPrintSummaries(
  sections: readonly HTMLElement[],
  ctx: StepContext,
  linkOf: (part: string) => string,
): void {
  const summaries = sections.map((section) => {
    const part = section.dataset.part ?? '';
    const box = document.createElement('div');
    box.className = 'print-only print-summary';
    const settings = document.createElement('p');
    settings.className = 'print-settings';
    const link = document.createElement('p');
    link.className = 'print-link';
    const anchor = document.createElement('a');
    link.append('Live, in this state: ', anchor);
    box.append(settings, link);
    section.append(box);
    return { part, settings, anchor };
  });
  const refresh = () => {
    const state = ctx.state.get();
    for (const { part, settings, anchor } of summaries) {
      const line = settingsLine(part, state);
      settings.textContent = line ? `Settings: ${line}` : '';
      settings.hidden = !line;
      anchor.href = linkOf(part);
      anchor.textContent = anchor.href;
    }
  };
  refresh();
  ctx.state.subscribe('*', refresh);
}
