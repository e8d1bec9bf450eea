// Mirrors the store into the address bar (replaceState, debounced so a slider
// drag writes once when it pauses rather than on every pixel).
import type { StateStore } from './store';
import { writeState } from './url';

export function syncUrl(store: StateStore, win: Window = window, debounceMs = 200): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    const query = writeState(store.get());
    const url = new URL(win.location.href);
    url.search = query;
    win.history.replaceState(win.history.state, '', url);
  };
  return store.subscribe('*', () => {
    clearTimeout(timer);
    timer = setTimeout(write, debounceMs);
  });
}
