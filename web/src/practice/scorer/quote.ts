// Quoting the learner: a match in the token stream becomes a phrase of the
// original answer, whole words, with a little context so it reads as a phrase.
import { runEnd, runStart, type Token } from './tokens';

/** Where a phrase lies in the token stream: its first and last token and the
 *  tokens that make it. */
export interface Match {
  first: number;
  last: number;
  tokens: number[];
}

/** The whole clause (or clauses) the match lies in, so a quoted phrase reads
 *  as what the learner said ("so the gradients to W_Q and W_K vanish"), never
 *  cut mid-phrase. */
export function spanOf(
  tokens: readonly Token[],
  { first, last }: Pick<Match, 'first' | 'last'>,
): [number, number] {
  return [
    tokens[runStart(tokens, first, 'clause')].start,
    tokens[runEnd(tokens, last, 'clause')].end,
  ];
}

/** The spans quoted once each: spans that overlap are joined, so no two
 *  quoted phrases repeat the same words. */
export function quoteSpans(answer: string, spans: readonly [number, number][]): string[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const [start, end] of sorted) {
    const lastSpan = joined[joined.length - 1];
    if (lastSpan && start < lastSpan[1]) lastSpan[1] = Math.max(lastSpan[1], end);
    else joined.push([start, end]);
  }
  return distinctPhrases(joined.map((span) => quote(answer, span)));
}

/** How far (in characters, on its line) a bracket left open is looked for. */
const BRACKET_REACH = 60;

/** Extends a span to whole words of the original text, and to the brackets
 *  that close one opened in it or open one closed in it ("Var(q·k)",
 *  "p_i(δ_ij − p_j)"), and trims it. */
export function quote(answer: string, [s, e]: [number, number]): string {
  // (Either half of a character beyond the BMP is part of the word: the
  // maths letters of a pasted formula, "𝑑𝑘", are never cut in two.)
  const inWord = (i: number) => /[\p{L}\p{N}_\ud800-\udfff]/u.test(answer[i]);
  const wordStart = () => {
    while (s > 0 && inWord(s - 1)) s--;
  };
  wordStart();
  while (e < answer.length && inWord(e)) e++;
  const near = (from: number, to: number) =>
    to - from <= BRACKET_REACH && !answer.slice(from, to).includes('\n');
  // A subscript belongs to what it follows: "σ(z)_i → 1", not "_i → 1" (the
  // bracket it follows is then closed below).
  if (answer[s] === '_' && answer[s - 1] === ')') s--;
  // So does a bracket opened right after it: "a Jacobian p_i(δ_ij − p_j)",
  // not "a Jacobian p_i" (the bracket is then closed below).
  if (answer[e] === '(') e++;
  for (const [open, close] of ['()', '[]']) {
    while (unmatched(answer.slice(s, e), open, close)[0] > 0) {
      const at = answer.indexOf(close, e);
      if (at < 0 || !near(e, at)) break;
      e = at + 1;
    }
    while (unmatched(answer.slice(s, e), open, close)[1] > 0) {
      const at = answer.lastIndexOf(open, s - 1);
      if (at < 0 || !near(at, s)) break;
      s = at;
      wordStart();
    }
  }
  return answer.slice(s, e).trim();
}

/** Brackets a text opens and does not close, and closes without opening. */
function unmatched(text: string, open: string, close: string): [number, number] {
  let opened = 0;
  let closed = 0;
  for (const ch of text)
    if (ch === open) opened++;
    else if (ch === close) {
      if (opened > 0) opened--;
      else closed++;
    }
  return [opened, closed];
}

/** The quoted phrases, without one that is part of a longer quoted phrase. */
function distinctPhrases(phrases: string[]): string[] {
  const unique = [...new Set(phrases.filter((p) => p.length > 0))];
  return unique.filter((p) => !unique.some((q) => q !== p && q.includes(p)));
}
