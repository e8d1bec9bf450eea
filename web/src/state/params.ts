// THE table of page parameters. Every control's value lives in the URL under
// the key below; this one table drives reading the URL, writing it back, the
// embed links and the notices shown for bad values. Parts add their rows here.
//
// Ranges follow the core's limits (wasm/api.ts) narrowed to what the page offers.
// Defaults shared with the core come from the core's tables of defaults,
// src/data/defaults.json and (step 4) src/data/train.json; tests/web/facts.test.ts
// checks they stay shared. A row that deliberately differs says why.
import coreDefaults from '../../../src/data/defaults.json' with { type: 'json' };
import trainData from '../../../src/data/train.json' with { type: 'json' };
import type { Distribution } from '../../../wasm/api';
import {
  choiceParam,
  choiceSetParam,
  idParam,
  intParam,
  numberListParam,
  numberParam,
  type ParamSpec,
} from './param-kinds';
import { PAGE_DK_MAX } from './dk-limit';
import { CLASSROOM_SETTINGS, PART_NAMES } from '../classroom/settings';
import {
  TRAIN_DIVISOR_KINDS,
  TRAIN_LIMITS,
  type Optimizer,
  type TrainDivisorKind,
  type TrainLoss,
} from '../../../wasm/api';

const CORE = coreDefaults.options;
const TRAIN = trainData.defaults;

export const PARAMS = {
  // Step 1 (and shared by steps 2 and 3 and Beyond): one head's key size.
  // Up to the core's limit; brute force stops lower (dk-limit.ts, checked by
  // the store and the URL reader).
  dk: intParam(CORE.dk, 1, PAGE_DK_MAX, ['variance', 'saturation', 'fix', 'beyond']),
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
  // Step 1's histogram axis: one fixed magnitude axis (the spread is visible) or zoomed to fit.
  hist: choiceParam(['fixed', 'fit'], 'fixed', ['variance']),
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
  // Step 3's published table: 'live' reruns it with the page's generator and
  // seed; 'numpy' redraws the published run itself (NumPy's generator, seed 0).
  reproduce: choiceParam(['live', 'numpy'], 'live', ['fix']),
  model: idParam('', /^[a-z0-9-]{0,40}$/, 'a model preset id', ['fix']),
  // Beyond: the softmax temperature c, its own setting (links from before it
  // existed set it through `custom`; see LEGACY_FALLBACKS in url.ts).
  temp: numberParam(1, 0, 10000, ['beyond'], { exclusiveMin: true }),
  // Beyond's follow-ups, each with its own settings; the defaults equal the
  // core's (followupDefaults(), checked by tests/js/followups.test.ts).
  // RoPE: d_k (even: RoPE rotates pairs) and the correlation of q and k entries.
  ropedk: intParam(64, 2, 1024, ['beyond']),
  roperho: numberParam(0, -1, 1, ['beyond']),
  // int8 key cache: outlier channels and the clipped range (share of max |k|).
  kvout: intParam(2, 0, 16, ['beyond']),
  kvclip: numberParam(0.125, 0, 1, ['beyond'], { exclusiveMin: true }),
  // Online softmax: keys per block and the last key's scaled score (0: none).
  fblock: intParam(8, 1, 32, ['beyond']),
  fspike: numberParam(3, 0, 50, ['beyond']),
  // Step 4: training runs (a separate d_k, 4 to 256 of the core's
  // TRAIN_LIMITS.dk: training costs grow with it).
  tdk: intParam(TRAIN.dk, 4, 256, ['train']),
  tdiv: choiceSetParam(TRAIN_DIVISOR_KINDS, TRAIN.divisors as TrainDivisorKind[], 1, ['train']),
  // The core's custom divisor defaults to 1, the same run as 'none'; the page
  // starts at 16, between sqrt(d_k) = 8 and d_k = 64 at the default d_k, so
  // ticking 'custom' adds a curve of its own.
  tc: numberParam(16, 0, 10000, ['train'], { exclusiveMin: true }),
  topt: choiceParam(['sgd', 'adam'], TRAIN.optimizer as Optimizer, ['train']),
  // The core's one lr field is 'best' or a rate; the page splits it in two.
  tlrmode: choiceParam(['best', 'fixed'], TRAIN.lr === 'best' ? 'best' : 'fixed', ['train']),
  // The core has no fixed-rate default ('best' needs none); the page
  // pre-fills 0.1, one of SGD's grid rates, for a switch to 'fixed'.
  tlr: numberParam(0.1, 0, 100, ['train'], { exclusiveMin: true }),
  tseeds: intParam(TRAIN.seeds, TRAIN_LIMITS.seeds[0], TRAIN_LIMITS.seeds[1], ['train']),
  tseed: intParam(TRAIN.seed, 0, 4294967295, ['train']),
  tloss: choiceParam(['output', 'scores'], TRAIN.loss as TrainLoss, ['train']),
  // Step 4: which gradient and which attention quantity two charts plot (redraw only).
  tgrad: choiceParam(['wq', 'wk'], 'wq', ['train']),
  tmetric: choiceParam(
    ['topWeight', 'entropy', 'accuracy', 'jacobianNorm', 'scoreSpread'],
    'topWeight',
    ['train'],
  ),
  // Step 4's learning-rate sweep: the head sizes it trains, and what its chart shows.
  tsdk: choiceSetParam(['4', '16', '64', '256', '1024'], ['16', '64', '256'], 1, ['train']),
  tsview: choiceParam(['best', 'none', 'sqrt_dk', 'dk', 'custom'], 'best', ['train']),
  // Page-level: which part an embed shows, and forcing the baseline wasm (tests).
  step: choiceParam(
    ['intro', 'variance', 'saturation', 'fix', 'train', 'beyond', 'practice', 'sources'],
    'variance',
    ['embed'],
  ),
  // An embed's view: the part's figures and controls with the prose folded
  // (compact, fits a fixed-height iframe), or the whole part (full).
  view: choiceParam(['compact', 'full'], 'compact', ['embed']),
  wasm: choiceParam(['auto', 'baseline'], 'auto', ['page']),
  // Teachers (web/src/classroom/, web/src/lms/, the For teachers page): which
  // parts a classroom link shows, the settings it hides or locks, and what a
  // SCORM package grades. `lms` is set only by a package's launch link.
  parts: choiceSetParam(PART_NAMES, PART_NAMES, 1, ['page']),
  hide: choiceSetParam(CLASSROOM_SETTINGS, [], 0, ['page']),
  lock: choiceSetParam(CLASSROOM_SETTINGS, [], 0, ['page']),
  graded: choiceParam(['quiz', 'interview', 'completion'], 'quiz', ['page']),
  questions: intParam(8, 1, 40, ['page']),
  mastery: intParam(80, 0, 100, ['page']),
  lms: choiceParam(['none', 'scorm12'], 'none', ['page']),
} satisfies Record<string, ParamSpec<never> | ParamSpec<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Params = typeof PARAMS;
export type ParamName = keyof Params;
type ValueOf<S> = S extends ParamSpec<infer T> ? T : never;
export type AppState = { readonly [K in ParamName]: ValueOf<Params[K]> };

export const PARAM_NAMES = Object.keys(PARAMS) as ParamName[];

export function defaultState(): AppState {
  return Object.fromEntries(PARAM_NAMES.map((n) => [n, PARAMS[n].default])) as AppState;
}
