// Quoting the learner: a match in the token stream becomes a phrase of the
// original answer, whole words, with a little context so it reads as a phrase.
import type { Token } from './tokens';

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
export function spanOf(tokens: Token[], match: Match): [number, number] {
  let first = match.first;
  let last = match.last;
  const clauseOf = (i: number) => tokens[i].clause;
  while (first > 0 && clauseOf(first - 1) === clauseOf(match.first)) first--;
  while (last < tokens.length - 1 && clauseOf(last + 1) === clauseOf(match.last)) last++;
  return [tokens[first].start, tokens[last].end];
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

/** Extends a span to whole words of the original text and trims it. */
export function quote(answer: string, [start, end]: [number, number]): string {
  let s = start;
  let e = end;
  while (s > 0 && /[\p{L}\p{N}_]/u.test(answer[s - 1])) s--;
  while (e < answer.length && /[\p{L}\p{N}_]/u.test(answer[e])) e++;
  return answer.slice(s, e).trim();
}

/** The quoted phrases, without one that is part of a longer quoted phrase. */
function distinctPhrases(phrases: string[]): string[] {
  const unique = [...new Set(phrases.filter((p) => p.length > 0))];
  return unique.filter((p) => !unique.some((q) => q !== p && q.includes(p)));
}
