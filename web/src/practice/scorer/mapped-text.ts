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
  return { text, origin: Array.from(text, (_, i) => i) };
}

/** Maps each UTF-16 unit through `fn`, keeping the origin of the source unit. */
export function mapChars(input: MappedText, fn: (char: string) => string): MappedText {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < input.text.length; i++) {
    const out = fn(input.text[i]);
    text += out;
    for (let k = 0; k < out.length; k++) origin.push(input.origin[i]);
  }
  return { text, origin };
}

/** Regex replace; the replacement's characters inherit the origin of the
 *  match (spread across it) so quoted spans still cover the matched words. */
export function mapReplace(
  input: MappedText,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): MappedText {
  const flags = pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g';
  const regex = new RegExp(pattern.source, flags);
  // Most rewrites find nothing in a given answer: leave it as it is.
  if (!regex.test(input.text)) return input;
  regex.lastIndex = 0;
  let text = '';
  const origin: number[] = [];
  let last = 0;
  for (const match of input.text.matchAll(regex)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    text += input.text.slice(last, start);
    for (let k = last; k < start; k++) origin.push(input.origin[k]);
    const out =
      typeof replacement === 'string'
        ? replacement
        : replacement(match[0], ...(match.slice(1) as string[]));
    const span = Math.max(1, end - start);
    for (let k = 0; k < out.length; k++) {
      const source = start + Math.min(span - 1, Math.floor((k * span) / Math.max(1, out.length)));
      origin.push(input.origin[Math.min(source, input.origin.length - 1)] ?? 0);
    }
    text += out;
    last = end;
    if (match[0].length === 0) regex.lastIndex++;
  }
  text += input.text.slice(last);
  for (let k = last; k < input.origin.length; k++) origin.push(input.origin[k]);
  return { text, origin };
}

/** Applies `fn` to each stretch of the text that `pattern` matches and leaves
 *  the rest as it is, so a rewrite meant for code blocks only keeps every
 *  other character's origin exact. */
export function mapSegments(
  input: MappedText,
  pattern: RegExp,
  fn: (segment: MappedText) => MappedText,
): MappedText {
  const flags = pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g';
  let text = '';
  const origin: number[] = [];
  let last = 0;
  for (const match of input.text.matchAll(new RegExp(pattern.source, flags))) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const out = fn({ text: input.text.slice(start, end), origin: input.origin.slice(start, end) });
    text += input.text.slice(last, start) + out.text;
    origin.push(...input.origin.slice(last, start), ...out.origin);
    last = end;
  }
  text += input.text.slice(last);
  origin.push(...input.origin.slice(last));
  return { text, origin };
}
