// A Markdown block quote ("> isn't it to stop exploding gradients?") in a
// forum reply holds the words being answered, not the learner's: "> you
// divide by sqrt(d_model) right?" followed by "nope, per-head d_k" makes no
// √d_model mistake, whether or not the reply opens with a verdict the scorer
// reads. Only the "> " lines themselves are someone else's.
import type { Token } from './tokens';

const QUOTE_LINE = /^[ \t]*>[^\n]*/gm;

/** Marks the tokens whose characters lie on a block-quote line of `text`. */
export function markQuotedLines(text: string, tokens: Token[]): void {
  const lines = [...text.matchAll(QUOTE_LINE)].map((m) => [m.index, m.index + m[0].length]);
  if (lines.length === 0) return;
  for (const t of tokens) t.quoted = lines.some(([a, b]) => t.start >= a && t.start < b);
}
