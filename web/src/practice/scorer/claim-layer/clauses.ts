// Where clauses and sentences begin and end in a lexed answer, as the claim
// layer reads them: a clause of filler words joins its neighbours, and a
// claim's clause is where words before it are looked for.
import { memo, opensSentence, runEnd, type Token } from '../tokens';
import { words } from '../vocabulary';
import type { Claim } from './claim';

/** Words a speaker drops between commas ("they get, like, really huge"). */
export const FILLER_WORDS = new Set(
  words(
    'um uh er erm hmm like basically right well you know i guess kind sort of so yeah',
    'actually literally',
  ),
);

const JOINED = new WeakMap<readonly Token[], number[]>();

/** A token's clause, where a clause of filler words only joins the clauses
 *  either side of it: the commas of ", um," split no claim. */
export const clauseOf = (tokens: readonly Token[], i: number) =>
  memo(JOINED, tokens, () => joinFillers(tokens))[i];

function joinFillers(tokens: readonly Token[]): number[] {
  const ids = tokens.map((t) => t.clause);
  for (let k = 0, end = 0; k < tokens.length; k = end + 1) {
    end = runEnd(tokens, k, 'clause');
    const [before, after] = [tokens[k - 1], tokens[end + 1]];
    const filler = tokens.slice(k, end + 1).every((t) => FILLER_WORDS.has(t.text));
    if (filler && before && after && before.sentence === after.sentence) {
      end = runEnd(tokens, end + 1, 'clause');
      ids.fill(ids[k - 1], k, end + 1);
    }
  }
  return ids;
}

/** Each sentence's first and last token. */
export const sentenceRanges = (tokens: readonly Token[]) =>
  tokens.flatMap((_, i): [number, number][] =>
    opensSentence(tokens, i) ? [[i, runEnd(tokens, i, 'sentence')]] : [],
  );

export const opensClause = (tokens: readonly Token[], at: number) =>
  tokens[at - 1]?.clause !== tokens[at].clause;

export const DETERMINERS = new Set(words('the this that a an its our my your their which'));

/** A word that passes `test` among the `within` words before the claim's
 *  relation, in its clause: "keep it from …", "… stay large", "… are a
 *  problem because". */
export const wordBefore = (
  tokens: readonly Token[],
  c: Claim,
  within: number,
  test: (t: Token) => boolean,
) =>
  tokens
    .slice(Math.max(0, c.relationSpan.first - within), c.relationSpan.first)
    .some((t) => t.clause === tokens[c.relationSpan.first].clause && test(t));

/** A colon between two token indices: what follows elaborates what came before. */
export const colonBetween = (tokens: readonly Token[], a: number, b: number) =>
  tokens.slice(a + 1, b + 1).some((t) => t.afterColon);
