// THE table of page parameters. Every control's value lives in the URL under
// the key below; this one table drives reading the URL, writing it back, the
// embed links and the notices shown for bad values. Parts add their rows here.
//
// Ranges follow the core's limits (wasm/api.ts) narrowed to what the page offers.
// Defaults shared with the core come from the core's one table of defaults,
// src/data/defaults.json (tests/web/defaults.test.ts checks they stay shared).
import coreDefaults from '../../../src/data/defaults.json' with { type: 'json' };
import type { Distribution } from '../../../wasm/api';
import {
  choiceParam,
  idParam,
  intParam,
  numberListParam,
  numberParam,
  type ParamSpec,
} from './param-kinds';

const CORE = coreDefaults.options;

export const PARAMS = {
  // Step 1 (and shared by steps 2 and 3 and Beyond): one head's key size.
  dk: intParam(CORE.dk, 1, 4096, ['variance', 'saturation', 'fix', 'beyond']),
  dist: choiceParam(['normal', 'rademacher', 'uniform', 'correlated'], CORE.dist as Distribution, [
    'variance',
    'saturation',
    'fix',
    'beyond',
  ]),
  rho: numberParam(CORE.rho, -1, 1, ['variance', 'saturation', 'fix', 'beyond']),
  // Practice replays the same generated questions for a seed above 1.
  seed: intParam(CORE.seed, 0, 4294967295, ['variance', 'saturation', 'fix', 'beyond', 'practice']),
  // 'auto' = brute force where it keeps up, the exact sampler where it would be too slow.
  sampler: choiceParam(['auto', 'brute', 'exact'], 'auto', ['variance', 'saturation', 'fix']),
  // Step 2
  threshold: numberParam(CORE.threshold, 0.5, 1, ['saturation'], { exclusiveMax: true }),
  scores: numberListParam([16, 8, 0, -8], { minLength: 2, maxLength: 64, min: -1000, max: 1000 }, [
    'saturation',
    'beyond',
  ]),
  // Step 2: which quantity the d_k sweep chart plots (redraw only, no recompute).
  sweep: choiceParam(['jacobianNorm', 'topWeight', 'saturatedFraction'], 'jacobianNorm', [
    'saturation',
  ]),
  // Step 3
  divisor: choiceParam(['none', 'sqrt_dk', 'dk', 'sqrt_dmodel', 'custom'], 'sqrt_dk', ['fix']),
  heads: intParam(CORE.heads, 1, 256, ['fix', 'beyond']),
  custom: numberParam(CORE.customDivisor, 0, 10000, ['fix'], { exclusiveMin: true }),
  model: idParam('', /^[a-z0-9-]{0,40}$/, 'a model preset id', ['fix']),
  // Beyond: the softmax temperature c, its own setting (links from before it
  // existed set it through `custom`; see LEGACY_FALLBACKS in url.ts).
  temp: numberParam(1, 0, 10000, ['beyond'], { exclusiveMin: true }),
  // Page-level: which part an embed shows, and forcing the baseline wasm (tests).
  step: choiceParam(
    ['intro', 'variance', 'saturation', 'fix', 'beyond', 'practice', 'sources'],
    'variance',
    ['embed'],
  ),
  wasm: choiceParam(['auto', 'baseline'], 'auto', ['page']),
} satisfies Record<string, ParamSpec<never> | ParamSpec<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Params = typeof PARAMS;
export type ParamName = keyof Params;
type ValueOf<S> = S extends ParamSpec<infer T> ? T : never;
export type AppState = { readonly [K in ParamName]: ValueOf<Params[K]> };

export const PARAM_NAMES = Object.keys(PARAMS) as ParamName[];

export function defaultState(): AppState {
  return Object.fromEntries(PARAM_NAMES.map((n) => [n, PARAMS[n].default])) as AppState;
}
