// The page's single state store. Parts read and change state only through it;
// url-sync.ts mirrors it into the address bar.
import { PARAMS, type AppState, type ParamName } from './params';
import type { ParamSpec } from './param-kinds';
import { BRUTE_DK_MAX, bruteLimitReason, dkMaxFor } from './dk-limit';

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

/** The one rule that ties two parameters: d_k beyond brute force's reach
 *  needs the exact sampler (dk-limit.ts). A d_k typed past it is refused; a
 *  switch to uniform entries or to brute force brings d_k down to the limit
 *  and says so. Mutates `next` and `changed`; returns the messages. */
function keepDkInReach(next: AppState, previous: AppState, changed: Set<ParamName>): string[] {
  const max = dkMaxFor(next.dist, next.sampler);
  if (next.dk <= max) return [];
  const reason = bruteLimitReason(next.dist);
  if (changed.has('dk') && previous.dk <= max) {
    (next as { dk: number }).dk = previous.dk;
    changed.delete('dk');
    return [`dk must be at most ${max} here: ${reason}.`];
  }
  (next as { dk: number }).dk = max;
  changed.add('dk');
  return [`d_k is now ${BRUTE_DK_MAX}: ${reason}.`];
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
      problems.push(...keepDkInReach(next as AppState, state, changed));
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
