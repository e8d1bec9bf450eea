// Reading the page state from a query string and writing it back, both driven
// by the PARAMS table. Values from the URL are untrusted: they are only ever
// parsed by the table and echoed (shortened) through textContent in notices.
import { PARAM_NAMES, PARAMS, defaultState, type AppState, type ParamName } from './params';
import type { ParamSpec } from './param-kinds';
import { bruteLimitReason, dkMaxFor } from './dk-limit';
import { formerTrainDefaults, spelledOutTrainParams } from './train-legacy';

const MAX_ECHO = 40;

/** A shortened, printable copy of an untrusted value for a notice. */
export function echoValue(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = raw.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > MAX_ECHO ? printable.slice(0, MAX_ECHO) + '…' : printable;
}

export function badValueMessage(name: ParamName, raw: string): string {
  const spec = PARAMS[name] as ParamSpec<unknown>;
  const fallback = spec.format(spec.default) || '(none)';
  return `The link set ${name} to “${echoValue(raw)}”, but ${name} must be ${spec.allowed}; using the default ${fallback}.`;
}

/** Parameters that links from before their time set under another name: the
 *  value falls back to the older parameter when the link does not name it.
 *  `custom` once held step 3's custom divisor and Beyond's temperature at once;
 *  it stays step 3's, and an old link still gives Beyond the same temperature. */
export const LEGACY_FALLBACKS: Partial<Record<ParamName, ParamName>> = { temp: 'custom' };

export interface ReadResult {
  state: AppState;
  /** One polite sentence per rejected parameter. Unknown parameters are ignored silently. */
  problems: string[];
}

export function readState(search: string): ReadResult {
  const query = new URLSearchParams(search);
  const state: Record<string, unknown> = { ...defaultState() };
  const problems: string[] = [];
  Object.assign(state, formerTrainDefaults(query));
  for (const name of PARAM_NAMES) {
    const raw = query.get(name);
    if (raw === null) continue;
    const value = (PARAMS[name] as ParamSpec<unknown>).parse(raw);
    if (value === undefined) problems.push(badValueMessage(name, raw));
    else state[name] = value;
  }
  for (const [name, older] of Object.entries(LEGACY_FALLBACKS) as [ParamName, ParamName][]) {
    if (query.has(name) || !query.has(older)) continue;
    // A bad older value was reported above under its own name; the default stays.
    const value = (PARAMS[name] as ParamSpec<unknown>).parse(query.get(older)!);
    if (value !== undefined) state[name] = value;
  }
  // d_k beyond brute force's reach needs the exact sampler (dk-limit.ts).
  const read = state as AppState;
  const max = dkMaxFor(read.dist, read.sampler);
  if (read.dk <= max) return { state: read, problems };
  problems.push(`The link set dk to ${read.dk}, but ${bruteLimitReason(read.dist)}; using ${max}.`);
  return { state: { ...read, dk: max }, problems };
}

function isDefault(name: ParamName, value: unknown): boolean {
  const spec = PARAMS[name] as ParamSpec<unknown>;
  return spec.format(value) === spec.format(spec.default);
}

/** The query string (without "?") holding every non-default value, in table order. */
export function writeState(state: AppState, only?: readonly ParamName[]): string {
  const query = new URLSearchParams();
  const names = only ?? PARAM_NAMES;
  // A default is written after all when the link carries the older parameter
  // it would otherwise fall back to (custom=3 alone would read back as temp=3).
  const shadowed = (name: ParamName) => {
    const older = LEGACY_FALLBACKS[name];
    return older !== undefined && names.includes(older) && !isDefault(older, state[older]);
  };
  const written = names.filter((name) => !isDefault(name, state[name]) || shadowed(name));
  // Step 4's older links read an omitted topt / tdk as their former defaults.
  const spelled = spelledOutTrainParams(written);
  for (const name of names) {
    if (!written.includes(name) && !spelled.includes(name)) continue;
    query.set(name, (PARAMS[name] as ParamSpec<unknown>).format(state[name]));
  }
  return query.toString();
}

/** The parameters a part reads, for embed links that carry only what matters. */
export function paramsOfPart(part: string): ParamName[] {
  return PARAM_NAMES.filter((n) =>
    (PARAMS[n].parts as readonly string[]).some((p) => p === part || p === 'page'),
  );
}
