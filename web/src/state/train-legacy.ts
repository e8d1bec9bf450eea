// Step 4's defaults changed from SGD at d_k 64 to Adam at d_k 128 (the head
// size of Llama 3 8B and Mistral 7B), and a link states only what differs
// from the defaults of its day. So a link that sets some step-4 job
// parameter but omits topt or tdk was written when omitting them meant SGD or
// 64: it keeps that meaning. To keep links written now unambiguous,
// writeState spells out topt and tdk whenever it writes any other step-4 job
// parameter. A link with no step-4 parameter at all chose nothing about
// training and opens on the current defaults.
import type { AppState, ParamName } from './params';

/** The parameters that define a training job (changing one restarts it). */
export const TRAIN_JOB_PARAMS = [
  'tdk',
  'tdiv',
  'tc',
  'topt',
  'tlrmode',
  'tlr',
  'tseeds',
  'tseed',
  'tloss',
] as const satisfies readonly ParamName[];

/** What an omitted topt / tdk meant in links written before the change. */
export const FORMER_TRAIN_DEFAULTS = { topt: 'sgd', tdk: 64 } as const satisfies Partial<AppState>;

const FORMER = Object.keys(FORMER_TRAIN_DEFAULTS) as (keyof typeof FORMER_TRAIN_DEFAULTS)[];

/** The former defaults a link read from `query` falls back to (see above). */
export function formerTrainDefaults(query: URLSearchParams): Partial<AppState> {
  if (!TRAIN_JOB_PARAMS.some((name) => query.has(name))) return {};
  return Object.fromEntries(
    FORMER.filter((name) => !query.has(name)).map((name) => [name, FORMER_TRAIN_DEFAULTS[name]]),
  );
}

/** Parameters to write even at their default: topt and tdk, whenever the
 *  written link carries another step-4 job parameter. */
export function spelledOutTrainParams(written: readonly ParamName[]): ParamName[] {
  return written.some((name) => (TRAIN_JOB_PARAMS as readonly ParamName[]).includes(name))
    ? [...FORMER]
    : [];
}
