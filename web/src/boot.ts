// Start-up shared by the full page and the embed page: URL → store, the core
// worker, the notice area, and the StepContext handed to every part.
import { NOTIFY_EVENT } from './charts/frame';
import { createNotifier } from './notice';
import { createStore } from './state/store';
import { readState } from './state/url';
import { syncUrl } from './state/url-sync';
import type { StepContext } from './steps/context';
import { whenVisible } from './when-visible';
import { startCore } from './worker/start';

export function boot(options: { embedded: boolean }): StepContext {
  const notify = createNotifier(document.getElementById('notice'));
  document.addEventListener(NOTIFY_EVENT, (event) => notify(String((event as CustomEvent).detail)));

  const { state, problems } = readState(window.location.search);
  problems.forEach(notify);
  const store = createStore(state);
  syncUrl(store);

  const core = startCore(state.wasm);
  core.info.then(
    (info) => {
      document.documentElement.dataset.core = info.variant;
      for (const label of document.querySelectorAll('[data-core-label]')) {
        label.textContent = `${info.variant === 'simd' ? 'SIMD' : 'baseline'} build, v${info.build.version}`;
      }
    },
    (error: Error) => {
      document.documentElement.dataset.core = 'error';
      notify(`The simulation core could not start: ${error.message}`);
    },
  );

  return { core, state: store, notify, embedded: options.embedded, whenVisible };
}
