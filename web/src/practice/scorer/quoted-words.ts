// A Markdown block quote ("> isn't it to stop exploding gradients?") in a
// forum reply holds the words being answered, not the learner's: "> you
// divide by sqrt(d_model) right?" followed by "nope, per-head d_k" makes no
// √d_model mistake, whether or not the reply opens with a verdict the scorer
// reads. Only the "> " lines themselves are someone else's.
import type { Token } from './tokens';

const QUOTE_LINE = /^[ \t]*>[^\n]*/gm;
// So are words between quotation marks that make a clause ("I've seen it
// written up as "prevents exploding gradients"", a misconception listed as
// `1. "You divide by d_k." → No.`): they are mentioned, not said. A word or
// two in quotes ("more normalized") is the speaker's own, in scare quotes.
// Single quotes count too, opened and closed outside a word (so "it's" and
// "don't" open and close nothing): "the comment says 'avoid exploding
// gradients', but that's misleading".
const INLINE_QUOTE = /"([^"\n]+)"|“([^”\n]+)”|‘([^’\n]+)’|(?<![\p{L}\d])'([^'\n]+)'(?![\p{L}\d])/gu;
/** Plain words in a quotation that make it a clause rather than a
 *  scare-quoted term. Code or a formula in quotes has too few to be one: it
 *  is shown, not reported ("I think that should be "scores * (1.0 /
 *  sqrt(d_model/h))"" proposes it), while "you scale by sqrt(d_model),
 *  that's the point" reports a view with a formula in it. */
const CLAUSE_WORDS = 3;
const PLAIN_WORD = /^[a-z']+[,.;:!?]?$/i;
/** A speaker's label just before a quotation, "- Priya: "divide by
 *  sqrt(d_model)" → no": the quoted words are hers, however few. (Not a
 *  one-letter label, "A: "…"", the writer's own line in Q&A notes.) */
const SPEAKER_LABEL =
  /(?:^|\n)[ \t]*(?:[-*•][ \t]+)?\p{L}[\p{L}'.]+(?:[ \t]\p{L}[\p{L}'.]*)?:[ \t]*$/u;

/** Marks the tokens whose characters lie on a block-quote line of `text`,
 *  inside a quoted clause or on a diff's removed line. */
export function markQuotedWords(text: string, tokens: Token[]): void {
  const clauses = [...text.matchAll(INLINE_QUOTE)].filter((m) => {
    const quoted = m[1] ?? m[2] ?? m[3] ?? m[4];
    const lineBefore = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
    const plainWords = quoted.split(/\s+/).filter((w) => PLAIN_WORD.test(w));
    return SPEAKER_LABEL.test(lineBefore) || plainWords.length >= CLAUSE_WORDS;
  });
  const quotes = [...text.matchAll(QUOTE_LINE), ...clauses, ...removedLines(text)];
  for (const t of tokens)
    t.quoted = quotes.some((m) => t.start >= m.index && t.start < m.index + m[0].length);
}

/** A diff's removed lines ("- x / math.sqrt(hidden_size)" in a ```diff
 *  block) are the code being replaced, not what the writer proposes. */
const DIFF_BLOCK = /```(?:diff|patch)\b[\s\S]*?(?:```|$)/g;
const REMOVED_LINE = /^-(?!--)[^\n]*/gm;
/** The removed lines' matches, each at its index in the whole text. */
const removedLines = (text: string) =>
  [...text.matchAll(DIFF_BLOCK)].flatMap((block) =>
    [...block[0].matchAll(REMOVED_LINE)].map((line) =>
      Object.assign(line, { index: block.index + line.index }),
    ),
  );
