// A string that remembers, for every character, where it came from in the
// learner's original answer. The scorer rewrites the text heavily (unicode,
// symbols, synonyms) but must still quote the learner's exact words as
// evidence, so every rewrite carries the original offsets along.

export interface MappedText {
  text: string;
  /** origin[i] = index in the original answer of text[i]. */
  origin: number[];
}

export function mapIdentity(text: string): MappedText {
  // One origin per UTF-16 unit, as every other map indexes them (Array.from
  // over the string itself would step by code point and drift after an emoji
  // or a mathematical letter such as 𝑋).
  return { text, origin: Array.from({ length: text.length }, (_, i) => i) };
}

/** Maps each character (a UTF-16 unit, or a surrogate pair) through `fn`,
 *  keeping the origin of its first unit. */
export function mapChars(input: MappedText, fn: (char: string) => string): MappedText {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < input.text.length; i++) {
    // A character beyond the BMP is two units, given to fn whole: the maths
    // letters of pasted formulas, "𝑑𝑘" (U+1D451 U+1D458), fold only so.
    const char = String.fromCodePoint(input.text.codePointAt(i)!);
    const out = fn(char);
    text += out;
    for (let k = 0; k < out.length; k++) origin.push(input.origin[i]);
    i += char.length - 1;
  }
  return { text, origin };
}

/** Appends input[from, to) to out, each character with its own origin. */
export function appendSlice(out: MappedText, input: MappedText, from: number, to: number): void {
  out.text += input.text.slice(from, to);
  for (let k = from; k < to; k++) out.origin.push(input.origin[k]);
}

/** Each pattern's global twin, built once: the rewrite tables run every
 *  pattern on every answer, and compiling a twin per call stood high in the
 *  scorer's profile. */
const GLOBAL = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let regex = GLOBAL.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g');
    GLOBAL.set(pattern, regex);
  }
  return regex;
}

/** Rewrites each stretch of the text that `pattern` matches with what `fn`
 *  returns for it (given the match and where it starts); everything else keeps
 *  its exact origin. Text without a match comes back as it is: most rewrites
 *  find nothing in a given answer. */
export function mapMatches(
  input: MappedText,
  pattern: RegExp,
  fn: (match: RegExpMatchArray, start: number) => MappedText,
): MappedText {
  // (search and matchAll leave the shared regex's lastIndex at 0.)
  const regex = globalOf(pattern);
  if (input.text.search(regex) < 0) return input;
  const out: MappedText = { text: '', origin: [] };
  let last = 0;
  for (const match of input.text.matchAll(regex)) {
    const start = match.index;
    appendSlice(out, input, last, start);
    const piece = fn(match, start);
    out.text += piece.text;
    for (const source of piece.origin) out.origin.push(source);
    last = start + match[0].length;
  }
  appendSlice(out, input, last, input.text.length);
  return out;
}

/** Regex replace (`$1` … in a string replacement stand for the match's
 *  groups); the replacement's characters inherit the origin of the match
 *  (spread across it) so quoted spans still cover the matched words. */
export function mapReplace(
  input: MappedText,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): MappedText {
  return mapMatches(input, pattern, (match, start) => {
    const groups = match.slice(1) as string[];
    const text =
      typeof replacement === 'string'
        ? replacement.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '')
        : replacement(match[0], ...groups);
    const span = Math.max(1, match[0].length);
    const origin = Array.from({ length: text.length }, (_, k) => {
      const source = start + Math.floor((k * span) / text.length);
      return input.origin[Math.min(source, input.origin.length - 1)] ?? 0;
    });
    return { text, origin };
  });
}

/** Applies `fn` to each stretch of the text that `pattern` matches and leaves
 *  the rest as it is, so a rewrite meant for code blocks only keeps every
 *  other character's origin exact. */
export function mapSegments(
  input: MappedText,
  pattern: RegExp,
  fn: (segment: MappedText) => MappedText,
): MappedText {
  return mapMatches(input, pattern, (match, start) => {
    const end = start + match[0].length;
    return fn({ text: input.text.slice(start, end), origin: input.origin.slice(start, end) });
  });
}
