// What the second reading sees of an answer: its word stems and the pairs of
// neighbouring stems in a sentence ("jacobian vanish", "not explod"), as a
// set, plus the answer's length. Nothing else: no concept, claim or mistake
// rule of the scorer, so the two readings fail on different answers. Words on
// a `>` quoted line are someone else's and are left out, as the scorer does.
import type { Token } from '../tokens';

export interface AnswerFeatures {
  words: Set<string>;
  /** log(characters) / 8: about 0.5 for a one-line answer, 1 for a 3,000-character post. */
  length: number;
}

export function answerFeatures(tokens: readonly Token[], characters: number): AnswerFeatures {
  const own = tokens.filter((t) => !t.quoted);
  const words = new Set<string>();
  for (const [i, t] of own.entries()) {
    words.add(t.stem);
    const next = own[i + 1];
    if (next && next.sentence === t.sentence) words.add(`${t.stem} ${next.stem}`);
  }
  return { words, length: Math.log(Math.max(characters, 1)) / 8 };
}
