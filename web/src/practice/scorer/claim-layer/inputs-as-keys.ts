// Queries and keys that are the inputs themselves, said in any word order:
// "we use the word embeddings directly as queries and keys", "the query and
// key are both just the embedding vector", "each embedding serves as its own
// query and key". There the keys are as wide as the model, so "the square
// root of the embedding dimension" is √d_k (grade-claims.ts). A clause that
// projects them ("the embeddings are multiplied by W_Q to give the queries")
// says the usual layer; a projection denied in a clause of its own ("I had
// no projections, the queries and keys were the embeddings") does not.
import type { Token } from '../tokens';
import { words } from '../vocabulary';

const KEY_WORDS = new Set(words('q k query queries key keys'));
const isInput = (t: Token, next: Token | undefined) =>
  /^(?:embedding|input)s?$/.test(t.text) && next?.text !== 'to';
/** What may stand between the two: a link ("as", "are", "=") and the words
 *  around one ("both just the", "serves as its own", "keys and values are all
 *  the raw", "per token as"). */
const LINKS = new Set(words('as are is was were ='));
const BETWEEN = new Set([
  ...LINKS,
  ...words('the a its their own both all just simply only directly themselves itself also'),
  ...words('serve serves act acts used word raw token input vector vectors and values v'),
  // "one embedding per token as query and key", "the embedding of each word is …"
  ...words('per of each every'),
]);
/** A symbol the input is named by: "each word embedding x_i is used as …". */
const VARIABLE = /^[a-z](?:_[a-z0-9]{1,2}|[0-9])?$/;
/** Most words between them: the longest list above, "keys and values are all the raw". */
const MOST_BETWEEN = 7;
const PROJECTING = /^(?:project|linear|wq|wk|w_|multipl|transform|map|learn|weight|matri)/;

/** The sentences that say the queries and keys are the inputs. */
export function sentencesWithInputsAsKeys(tokens: readonly Token[]): Set<number> {
  const found = new Set<number>();
  const projecting = new Set(tokens.filter((t) => PROJECTING.test(t.text)).map((t) => t.clause));
  tokens.forEach((t, i) => {
    if (!isInput(t, tokens[i + 1]) || projecting.has(t.clause)) return;
    const reaches = (step: 1 | -1) => {
      let link = false;
      for (
        let j = i + step, n = 0;
        n <= MOST_BETWEEN && tokens[j]?.clause === t.clause;
        j += step, n++
      ) {
        if (KEY_WORDS.has(tokens[j].text)) return link;
        if (!BETWEEN.has(tokens[j].text) && !VARIABLE.test(tokens[j].text)) return false;
        link ||= LINKS.has(tokens[j].text);
      }
      return false;
    };
    if (reaches(1) || reaches(-1)) found.add(t.sentence);
  });
  return found;
}
