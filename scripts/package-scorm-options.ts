// The options of `npm run -s package:scorm` (scripts/package-scorm.ts), read
// into the same choices the For teachers page makes. Separate from the CLI so
// tests check every refusal without starting a process each time.
import { parseArgs } from 'node:util';
import {
  PARAMS,
  PARAM_NAMES,
  defaultState,
  type AppState,
  type ParamName,
} from '../web/src/state/params';
import type { ParamSpec } from '../web/src/state/param-kinds';
import { DEFAULT_TITLE, choiceProblems, type PackageChoices } from '../web/src/lms/package/choices';

export const USAGE = `usage: package:scorm -- --out FILE.zip [--parts LIST] [--graded quiz|interview|completion]
  [--questions N] [--mastery N] [--title TEXT] [--hide LIST] [--lock LIST] [--set NAME=VALUE]… [--dist DIR]`;

export type CliOptions =
  | { ok: true; help: boolean; out: string; dist: string; choices: PackageChoices }
  | { ok: false; message: string };

class OptionError extends Error {}

function parsed<K extends ParamName>(name: K, raw: string, option: string): AppState[K] {
  const spec = PARAMS[name] as ParamSpec<AppState[K]>;
  const value = spec.parse(raw.trim());
  if (value === undefined)
    throw new OptionError(`${option} “${raw.slice(0, 60)}”: must be ${spec.allowed}`);
  return value;
}

// Settings the launch link sets itself, or that only tests use.
const NOT_SETTABLE: readonly string[] = ['lms', 'step', 'wasm'];

function read(argv: string[]): CliOptions {
  let values;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        out: { type: 'string' },
        parts: { type: 'string' },
        graded: { type: 'string' },
        questions: { type: 'string' },
        mastery: { type: 'string' },
        title: { type: 'string' },
        hide: { type: 'string' },
        lock: { type: 'string' },
        set: { type: 'string', multiple: true },
        dist: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new OptionError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.out && !values.help) throw new OptionError(`--out FILE.zip is required\n${USAGE}`);
  const state: Record<string, unknown> = { ...defaultState() };
  for (const setting of values.set ?? []) {
    const [name, ...rest] = setting.split('=');
    if (
      rest.length === 0 ||
      !PARAM_NAMES.includes(name as ParamName) ||
      NOT_SETTABLE.includes(name)
    ) {
      throw new OptionError(
        `--set “${setting.slice(0, 60)}”: expected NAME=VALUE with NAME a page setting (e.g. dk=64, divisor=none)`,
      );
    }
    state[name] = parsed(name as ParamName, rest.join('='), `--set ${name}`);
  }
  for (const name of ['parts', 'graded', 'questions', 'mastery', 'hide', 'lock'] as const) {
    const raw = values[name];
    if (raw !== undefined) state[name] = parsed(name, raw, `--${name}`);
  }
  const choices = { state: state as AppState, title: values.title ?? DEFAULT_TITLE };
  const problems = choiceProblems(choices);
  if (problems.length > 0) throw new OptionError(problems.join('\n'));
  return {
    ok: true,
    help: values.help ?? false,
    out: values.out ?? '',
    dist: values.dist ?? 'dist',
    choices,
  };
}

export function readCliOptions(argv: string[]): CliOptions {
  try {
    return read(argv);
  } catch (error) {
    if (error instanceof OptionError) return { ok: false, message: error.message };
    throw error;
  }
}
