// Which sentences state nothing: keyword lists and word salads. A claim needs
// a sentence around it; a string of the rubric's nouns, however it is laid
// out, names ideas without saying anything about them. Three shapes:
// - a sentence that is a list: four or more comma-separated items, at least
//   twice as many without a predicate as with one (an item of two words,
//   "variances add", is a keyword in such a list, not a claim), holding at
//   least half of its words;
// - a run of four or more short sentences (five tokens at most) without a
//   predicate, or of two words (a bullet or numbered list of nouns,
//   "Softmax saturation. Jacobian. Variances add. QK-norm.");
// - a salad: eight words or more with almost no words that join them (no
//   articles, prepositions, verbs: fewer than one in seven), or the same word
//   twice in a row more than once ("softmax softmax variance variance").
// Every claim needs its sentence to state something (claims.ts), so such a
// sentence earns no level on any dimension.
import { PREDICATES, inList } from './vocabulary';
import { memo, type Token } from './tokens';

const GLUE = new Set(
  (
    'the a an of to in on at by for with from into as it its this that these those which who ' +
    'we you they i our their them so and or but if then than because since when while not no ' +
    'there has have had do does did each every all both more less very just also only about ' +
    'over under per after before = ( ^'
  ).split(' '),
);
/** Spoken filler: an item of these ("um", "I mean", "basically") names nothing. */
const FILLERS = new Set(
  'um uh erm okay ok yeah well like basically mean know guess sort kind right actually'.split(' '),
);
const LIST_ITEMS = 4;
const RUN = 4;
const SHORT = 5;
const SALAD_WORDS = 8;
const SALAD_GLUE = 1 / 7;
/** Letters and names of quantities (q, k, dk, W_Q) carry no grammar either way. */
const isWord = (t: Token) => /^[a-z][a-z_]{2,}$/.test(t.text) && !t.text.startsWith('sqrt');

/** Items grouped by a key (sentence or item), in order. */
export function groupBy<K, T>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const by = new Map<K, T[]>();
  for (const t of items) {
    const group = by.get(key(t));
    if (group) group.push(t);
    else by.set(key(t), [t]);
  }
  return by;
}

/** Without a predicate, or of two words at most ("variances add" is a keyword). */
const namesOnly = (ts: Token[]) =>
  ts.length <= 2 || !ts.some((t) => inList(PREDICATES, t) && t.text !== '=');

/** Words that open an adverbial: "…, at init, mid-training, for any d_k"
 *  says when the clause before it holds; it names no idea of its own. */
const ADVERBIAL = new Set('at in on for during after before under over across with'.split(' '));

/** An item that names something: a word, no number, no predicate, and not
 *  an adverbial of the clause it follows. */
const isKeyword = (item: Token[], k: number) =>
  !(k > 0 && ADVERBIAL.has(item[0].text)) &&
  item.some((t) => isWord(t) && !GLUE.has(t.text) && !FILLERS.has(t.text)) &&
  item.every((t) => Number.isNaN(t.value)) &&
  namesOnly(item);

function isList(sentence: Token[]): boolean {
  const items = [...groupBy(sentence, (t) => t.item).values()];
  const named = items.filter((item, k) => isKeyword(item, k));
  const keywords = named.length;
  // (Most of its words in the items that say something, it is a sentence
  // with a short verdict and an aside: "The Jacobian, ∂p_i/∂z_j = …, is
  // bounded by 1/4 and collapses to ~0 …, so W_Q gets no gradient:
  // vanishing, not exploding.")
  const namedWords = named.reduce((n, item) => n + item.length, 0);
  return (
    keywords >= LIST_ITEMS &&
    keywords >= 2 * (items.length - keywords) &&
    namedWords >= sentence.length - namedWords
  );
}

function isSalad(tokens: Token[]): boolean {
  // (A subscripted symbol said twice is maths, not a salad: "e_i e_i^T".)
  let repeats = 0;
  for (let i = 1; i < tokens.length; i++)
    if (isWord(tokens[i]) && !tokens[i].text.includes('_') && tokens[i].stem === tokens[i - 1].stem)
      repeats++;
  if (repeats >= 2) return true;
  const words = tokens.filter(isWord).length;
  const glue = tokens.filter((t) => GLUE.has(t.text) || inList(PREDICATES, t)).length;
  return words >= SALAD_WORDS && glue / tokens.length < SALAD_GLUE;
}

const found = new WeakMap<readonly Token[], Set<number>>();

/** The sentence numbers of `tokens` that are keyword lists or word salads. */
export const keywordSentences = (tokens: readonly Token[]): Set<number> =>
  memo(found, tokens, () => {
    const all = [...groupBy(tokens, (t) => t.sentence).values()];
    const out = new Set<number>();
    for (const s of all) if (isList(s) || isSalad(s)) out.add(s[0].sentence);
    // Runs of short sentences without a predicate.
    let run: Token[][] = [];
    const close = () => {
      if (run.length >= RUN) for (const s of run) out.add(s[0].sentence);
      run = [];
    };
    for (const s of all) {
      if (s.length <= SHORT && namesOnly(s)) run.push(s);
      else close();
    }
    close();
    return out;
  });
