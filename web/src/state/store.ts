// The page's single state store. Parts read and change state only through it;
// url-sync.ts mirrors it into the address bar.
import { PARAMS, type AppState, type ParamName } from './params';
import type { ParamSpec } from './param-kinds';

export type StateListener = (state: AppState, changed: ReadonlySet<ParamName>) => void;

export interface StateStore {
  get(): AppState;
  /** Applies the allowed values of `patch`; returns a message for each rejected one. */
  set(patch: Partial<AppState>): string[];
  /** Calls `listener` after any of `keys` changed; returns the unsubscribe function. */
  subscribe(keys: readonly ParamName[] | '*', listener: StateListener): () => void;
}

function sameValue(name: ParamName, a: unknown, b: unknown): boolean {
  const spec = PARAMS[name] as ParamSpec<unknown>;
  return spec.format(a) === spec.format(b);
}

export function createStore(initial: AppState): StateStore {
  let state = initial;
  const listeners = new Set<{ keys: readonly ParamName[] | '*'; fn: StateListener }>();

  return {
    get: () => state,
    set(patch) {
      const problems: string[] = [];
      const changed = new Set<ParamName>();
      const next: Record<string, unknown> = { ...state };
      for (const [key, value] of Object.entries(patch)) {
        const name = key as ParamName;
        const spec = PARAMS[name] as ParamSpec<unknown> | undefined;
        if (!spec) {
          problems.push(`Unknown setting “${key}”.`);
        } else if (!spec.accepts(value)) {
          problems.push(`${name} must be ${spec.allowed}.`);
        } else if (!sameValue(name, value, state[name])) {
          next[name] = value;
          changed.add(name);
        }
      }
      if (changed.size > 0) {
        state = next as AppState;
        for (const { keys, fn } of [...listeners]) {
          if (keys === '*' || keys.some((k) => changed.has(k))) fn(state, changed);
        }
      }
      return problems;
    },
    subscribe(keys, fn) {
      const entry = { keys, fn };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
