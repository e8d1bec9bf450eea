// Levels are earned by claims, not keywords. An idea counts only where the
// answer states something about it: its sentence has a predicate (a finite
// verb, or a relation such as "=", "→", "so", "because"). A bare list of
// keywords ("variance d_k, softmax saturation, Jacobian vanishing gradients,
// sqrt(d_k)") states nothing, and in a sentence that is mostly such a list
// (three comma-separated items or more without a predicate, at least twice
// as many as with one) each item needs a predicate of its own.
import type { Match } from './quote';
import { memo, opensSentence, sentenceOrder, type Token } from './tokens';
import { keywordSentences } from './keyword-list';
import { AFTER_FINITE_PAST, PASTS, PREDICATES, SUBJECTS, inList, words } from './vocabulary';

/** Words that open a fragment continuing the sentence before it. */
const CONTINUES = new Set(['by', 'over', 'with', 'to', 'into']);

/** Words in a verbless verdict that goes on with the claim before it. */
const VERDICT_WORDS = 3;

/** Items without a predicate that make a sentence a list of keywords. */
const LIST_ITEMS = 3;

/** "training suffers", "the softmax saturated": an -s or -ed word right
 *  after a subject, in its clause, is its verb. */
function finiteAfterSubject(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  if (!before || before.clause !== t.clause || !/[a-z](?:s|ed)$/.test(t.text)) return false;
  // A noun after a noun ("variance entries") is a compound, not a verb.
  return /[^su]s$|ed$/.test(t.text) && inList(SUBJECTS, before) && !inList(SUBJECTS, t);
}

const DIVISIONS = new Set(words('divided scaled multiplied normalised normalized rescaled'));

/** "The gradients in the first layer vanished.", "W_Q and W_K learned
 *  nothing": the past of a listed verb after a word of its clause, ending
 *  the clause or followed by what only a finite verb takes (not the
 *  participle of "saturated softmax, vanished gradients"). */
function finitePast(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  if (!PASTS.has(t.text) || !before || before.clause !== t.clause) return false;
  // (Not a division: "Embeddings scaled by √d_model" is a note's label, and
  // "`Attention` divided the scores by …" a changelog's old code, with no
  // subject word before it to make it the writer's claim.)
  if (DIVISIONS.has(t.text)) return false;
  if (AFTER_FINITE_PAST.has(before.text)) return false;
  const after = tokens[i + 1];
  return !after || after.clause !== t.clause || AFTER_FINITE_PAST.has(after.text);
}

/** Comparatives that open the halves of "the larger the scores, the
 *  peakier the softmax". */
const COMPARATIVE = /^(?:more|less|fewer|[a-z]{2,}er)$/;
const opensComparative = (tokens: readonly Token[], i: number) =>
  tokens[i].text === 'the' && COMPARATIVE.test(tokens[i + 1]?.text ?? '');

/** "The higher the dimension, the larger the dot products": two
 *  comparatives told together state a relation with no verb. */
function comparativeCorrelative(tokens: readonly Token[], i: number): boolean {
  if (!opensComparative(tokens, i)) return false;
  const { sentence, item } = tokens[i];
  for (let j = i + 2; j < tokens.length && tokens[j].sentence === sentence; j++)
    if (tokens[j].item !== item && opensComparative(tokens, j)) return true;
  return false;
}

interface ClaimShape {
  predicatedSentences: Set<number>;
  predicatedItems: Set<number>;
  listSentences: Set<number>;
}

const shapes = new WeakMap<readonly Token[], ClaimShape>();

const shapeOf = (tokens: readonly Token[]): ClaimShape =>
  memo(shapes, tokens, () => {
    const predicatedSentences = new Set<number>();
    const predicatedItems = new Set<number>();
    const itemsOf = new Map<number, Set<number>>();
    const wordsIn = new Map<number, number>();
    const wordCount = new Map<number, number>();
    for (const [i, t] of tokens.entries()) {
      if (
        inList(PREDICATES, t) ||
        finiteAfterSubject(tokens, i) ||
        finitePast(tokens, i) ||
        comparativeCorrelative(tokens, i)
      ) {
        predicatedSentences.add(t.sentence);
        predicatedItems.add(t.item);
      }
      itemsOf.set(t.sentence, (itemsOf.get(t.sentence) ?? new Set()).add(t.item));
      if (Number.isNaN(t.value)) wordsIn.set(t.item, (wordsIn.get(t.item) ?? 0) + 1);
      wordCount.set(t.sentence, (wordCount.get(t.sentence) ?? 0) + 1);
    }
    // A spoken answer splits a claim into fragments: "So you divide. By root
    // d_k." A sentence with no verb that opens with a preposition goes on with
    // the previous sentence's claim. So does a verdict of a few words between
    // claims: "... so W_Q and W_K get nothing. Vanishing, not exploding."
    // (Only one such fragment between claims: a run of them is a list of
    // keywords, "Key words I'd mention: - variance - d_k - softmax saturation".)
    const ownPredicate = new Set(predicatedSentences);
    const order = sentenceOrder(tokens);
    const isVerdict = (s: number) =>
      (wordCount.get(s) ?? 0) <= VERDICT_WORDS &&
      ownPredicate.has(order.before(s)) &&
      (order.after(s) < 0 || ownPredicate.has(order.after(s)));
    for (const [i, { sentence, text }] of tokens.entries()) {
      if (!opensSentence(tokens, i) || predicatedSentences.has(sentence)) continue;
      const continues = CONTINUES.has(text) || isVerdict(sentence);
      if (continues && predicatedSentences.has(order.before(sentence)))
        predicatedSentences.add(sentence);
    }
    const listSentences = new Set<number>();
    for (const [sentence, items] of itemsOf) {
      // A keyword is a phrase of two words or more ("softmax saturation"); an
      // aside such as "(e.g. 4, std 2)" is no list of keywords.
      const bare = [...items].filter((c) => !predicatedItems.has(c) && (wordsIn.get(c) ?? 0) >= 2);
      const predicated = [...items].filter((c) => predicatedItems.has(c)).length;
      if (bare.length >= LIST_ITEMS && bare.length >= 2 * predicated) listSentences.add(sentence);
    }
    return { predicatedSentences, predicatedItems, listSentences };
  });

/** The match is part of a claim, not a keyword in a list. */
export function statesClaim(tokens: readonly Token[], match: Match): boolean {
  const shape = shapeOf(tokens);
  const { sentence } = tokens[match.first];
  if (saysNothing(tokens, match) || !shape.predicatedSentences.has(sentence)) return false;
  if (!shape.listSentences.has(sentence)) return true;
  return match.tokens.some((i) => shape.predicatedItems.has(tokens[i].item));
}

/** The match lies in a keyword list, a word salad (keyword-list.ts) or the
 *  page's own words handed back (handed-back.ts): even a named idea counts
 *  for nothing there. */
export function saysNothing(tokens: readonly Token[], match: Match): boolean {
  if (match.tokens.every((i) => tokens[i].handedBack)) return true;
  return keywordSentences(tokens).has(tokens[match.first].sentence);
}
