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

/** The answer's own tokens: not those on a `>` quoted line. */
export const ownTokens = (tokens: readonly Token[]) => tokens.filter((t) => !t.quoted);

/** The features that start at own[i]: its stem, and the pair with the next
 *  stem when both are in one sentence. */
export function wordsAt(own: readonly Token[], i: number): string[] {
  const [t, next] = [own[i], own[i + 1]];
  return next && next.sentence === t.sentence ? [t.stem, `${t.stem} ${next.stem}`] : [t.stem];
}

export function answerFeatures(tokens: readonly Token[], characters: number): AnswerFeatures {
  const own = ownTokens(tokens);
  const words = new Set(own.flatMap((_, i) => wordsAt(own, i)));
  return { words, length: Math.log(Math.max(characters, 1)) / 8 };
}
