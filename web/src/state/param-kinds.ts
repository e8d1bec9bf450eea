// Parameter kinds for the URL-state table: each knows how to read a raw URL
// string (returning undefined when it is not allowed), how to write a value
// back, and how to describe what it allows (for the notice shown on bad input).

export type PartName =
  | 'page'
  | 'embed'
  | 'intro'
  | 'variance'
  | 'saturation'
  | 'fix'
  | 'train'
  | 'beyond'
  | 'sources'
  | 'practice';

export interface ParamSpec<T> {
  readonly default: T;
  /** Parts that read this parameter (documentation, and embed links keep only these). */
  readonly parts: readonly PartName[];
  /** Human text of the allowed values, e.g. "a whole number from 1 to 65536". */
  readonly allowed: string;
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** Whether a value set from code or a control is allowed. */
  accepts(value: unknown): value is T;
  /** The allowed values of a choice (for forms that offer them, e.g. the For teachers page). */
  readonly values?: readonly string[];
}

const INTEGER = /^[+-]?\d{1,12}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,3})?$/;

/** Shortest decimal that reads back to the same number (no 0.30000000000000004). */
export function formatNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

export function intParam(
  defaultValue: number,
  min: number,
  max: number,
  parts: readonly PartName[],
): ParamSpec<number> {
  const accepts = (v: unknown): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  return {
    default: defaultValue,
    parts,
    allowed: `a whole number from ${min} to ${max}`,
    parse: (raw) => (INTEGER.test(raw) && accepts(Number(raw)) ? Number(raw) : undefined),
    format: (v) => String(v),
    accepts,
  };
}

export function numberParam(
  defaultValue: number,
  min: number,
  max: number,
  parts: readonly PartName[],
  options: { exclusiveMin?: boolean; exclusiveMax?: boolean } = {},
): ParamSpec<number> {
  const accepts = (v: unknown): v is number =>
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (options.exclusiveMin ? v > min : v >= min) &&
    (options.exclusiveMax ? v < max : v <= max);
  const low = options.exclusiveMin ? `above ${min}` : `from ${min}`;
  const high = options.exclusiveMax ? `below ${max}` : `to ${max}`;
  return {
    default: defaultValue,
    parts,
    allowed: `a number ${low} ${high}`,
    parse: (raw) => (DECIMAL.test(raw) && accepts(Number(raw)) ? Number(raw) : undefined),
    format: formatNumber,
    accepts,
  };
}

export function choiceParam<const V extends string>(
  values: readonly V[],
  defaultValue: NoInfer<V>,
  parts: readonly PartName[],
): ParamSpec<V> {
  const accepts = (v: unknown): v is V => typeof v === 'string' && values.includes(v as V);
  return {
    default: defaultValue,
    parts,
    allowed: `one of ${values.join(', ')}`,
    parse: (raw) => (accepts(raw) ? raw : undefined),
    format: (v) => v,
    accepts,
    values,
  };
}

export function numberListParam(
  defaultValue: readonly number[],
  limits: { minLength: number; maxLength: number; min: number; max: number },
  parts: readonly PartName[],
): ParamSpec<readonly number[]> {
  const { minLength, maxLength, min, max } = limits;
  const accepts = (v: unknown): v is readonly number[] =>
    Array.isArray(v) &&
    v.length >= minLength &&
    v.length <= maxLength &&
    v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max);
  return {
    default: defaultValue,
    parts,
    allowed: `${minLength} to ${maxLength} comma-separated numbers, each from ${min} to ${max}`,
    parse: (raw) => {
      const items = raw.split(',').map((s) => s.trim());
      if (!items.every((s) => DECIMAL.test(s))) return undefined;
      const list = items.map(Number);
      return accepts(list) ? list : undefined;
    },
    format: (v) => v.map(formatNumber).join(','),
    accepts,
  };
}

/** Free text restricted by a pattern (ids such as a model preset name). */
export function idParam(
  defaultValue: string,
  pattern: RegExp,
  allowed: string,
  parts: readonly PartName[],
): ParamSpec<string> {
  const accepts = (v: unknown): v is string => typeof v === 'string' && pattern.test(v);
  return {
    default: defaultValue,
    parts,
    allowed,
    parse: (raw) => (accepts(raw) ? raw : undefined),
    format: (v) => v,
    accepts,
  };
}

/** A set of choices written as a comma-separated list ("none,sqrt_dk,dk").
 *  Read in any order, kept and written in the order of `values`; a repeat, an
 *  unknown entry or too few entries rejects the whole list. */
export function choiceSetParam<const V extends string>(
  values: readonly V[],
  defaultValue: readonly NoInfer<V>[],
  minSize: number,
  parts: readonly PartName[],
): ParamSpec<readonly V[]> {
  const canonical = (list: readonly V[]) => values.filter((v) => list.includes(v));
  const accepts = (v: unknown): v is readonly V[] =>
    Array.isArray(v) &&
    v.length >= minSize &&
    new Set(v).size === v.length &&
    v.every((x) => values.includes(x as V));
  return {
    default: canonical(defaultValue),
    parts,
    allowed: `${minSize} or more of ${values.join(', ')}, separated by commas, each at most once`,
    parse: (raw) => {
      const items = raw.split(',').map((s) => s.trim());
      return accepts(items) ? canonical(items) : undefined;
    },
    format: (v) => canonical(v).join(','),
    accepts,
  };
}
