// Shared wiring of Beyond's live follow-ups (RoPE, the online softmax, the
// int8 key cache). Their code is the core's second wasm module, which the
// worker loads on first use (wasm/README.md), so they wait for the reader
// instead of running as the section scrolls by: a Run button in each, a change
// to one of its controls, a link that set one of its controls, or an embed of
// Beyond alone starts them. Once one has started, all three run, each when its
// section is near the screen and again whenever one of its inputs changes; a
// core error shows in place of the result (the last good result stays drawn).
import type { ChartFrame } from '../../charts/frame';
import { defaultState, type ParamName } from '../../state/params';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';

/** Inputs the follow-ups share with the rest of the page: a change to these
 *  (step 1's d_k slider, the seed) is not the reader asking for a follow-up. */
const SHARED: readonly ParamName[] = ['dk', 'seed'];

export interface FollowupGate {
  /** Runs `start` now if the follow-ups have started, else once they do. */
  whenStarted(start: () => void): void;
  start(): void;
}

export function followupGate(): FollowupGate {
  let started = false;
  const waiting: (() => void)[] = [];
  return {
    whenStarted(start) {
      if (started) start();
      else waiting.push(start);
    },
    start() {
      if (started) return;
      started = true;
      for (const start of waiting.splice(0)) start();
    },
  };
}

export interface Followup {
  gate: FollowupGate;
  /** The follow-up's own section (its controls, Run button and figure). */
  section: Element;
  frame: ChartFrame;
  keys: readonly ParamName[];
  compute: () => Promise<void>;
}

export function runFollowup(ctx: StepContext, followup: Followup): void {
  const { gate, section, frame, keys, compute } = followup;
  const refresh = deferredRun(section, () => {
    compute().catch((error: Error) => frame.fail(`Could not compute this: ${error.message}`));
  });
  const button = section.querySelector<HTMLButtonElement>('[data-followup-run]');
  let live = false;
  ctx.state.subscribe(keys, () => {
    if (live) refresh();
  });
  gate.whenStarted(() => {
    live = true;
    button?.closest('.followup-start')?.setAttribute('hidden', '');
    refresh();
  });
  if (live) return;
  frame.setState('idle');
  frame.describe(
    'Not run yet. Press Run this experiment, or change one of its settings, to compute it live.',
  );
  button?.addEventListener('click', () => gate.start());
  // The follow-up's own controls (not step 1's d_k, which it also reads).
  section.addEventListener('input', () => gate.start());
  const state = ctx.state.get();
  const defaults = defaultState();
  const setByLink = keys.some((key) => !SHARED.includes(key) && state[key] !== defaults[key]);
  if (ctx.embedded || setByLink) gate.start();
}

/** A table cell with text only (no HTML from data). */
export function cell(row: HTMLTableRowElement, text: string, header = false): void {
  const element = document.createElement(header ? 'th' : 'td');
  if (header) element.setAttribute('scope', 'row');
  element.textContent = text;
  row.append(element);
}
