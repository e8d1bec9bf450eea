// Signals about the shape of an answer, for the communication dimension: a
// chain told cause → effect → fix (causal-order.ts), enough words to be a
// chain at all, not drowned in filler, and a concrete number followed by its
// consequence.
import { causalOrder } from './causal-order';
import { EFFECT_CONCEPTS } from './concepts';
import { spanOf } from './quote';
import type { Signal } from './signal';
import type { Token } from './tokens';

const MIN_WORDS_FOR_CHAIN = 12;
const FILLERS =
  /\b(?:um+|uh+|erm|basically|you know|kind of|sort of|i guess|i mean)\b|(?:^|,)\s*like\s*,/g;

function countFillers(normalised: string): number {
  return normalised.match(FILLERS)?.length ?? 0;
}

const flag: Signal = { first: 0, last: 0, spans: [] };

// A number that only sets the scene (d_k = 64, √768, "a sum of 768 products")
// is a setting, not a figure the answer worked out.
const DIMENSIONS = new Set([
  'dk',
  'dmodel',
  'nheads',
  'heads',
  'scale',
  'sqrt',
  'sqrtdk',
  'sqrtdmodel',
  'hidden', // "hidden 8192"
]);
const LINKS = new Set(['=', 'of', 'is', '(']);
const COUNTED =
  /^(?:products?|terms?|dims?|dimensions?|dimensional|heads?|entries|components|wide|per)$/;
const CITATION = /^(?:section|sec|§|eq|equation|figure|fig|table|page|footnote|chapter)$/;
const EXAMPLE = new Set(['like', 'say', 'e.g', 'eg']);
const ROOT_VALUE = new Set(['=', 'approx', 'about', 'roughly', 'is', 'equals', 'which']);
const ALSO = new Set(['or', 'and', 'to', 'vs']);
/** What may stand between a model's name and a size given for it. */
const MODEL_SIZE_GLUE = (t: Token) =>
  !Number.isNaN(t.value) || /^(?:[a-z]|\d+[bmk]|that|is|=|has|with|of)$/.test(t.text);
const MODELS = /^(?:bert|gpt|t5|llama|vit|transformer|gemma|mistral|palm|original|base|large)/;
/** Indices of the words from two before `i` back to `reach` before it, in
 *  its sentence (the word right before `i` is the cue that asked). */
function wordsBefore(tokens: Token[], i: number, reach: number): number[] {
  const out: number[] = [];
  for (let j = i - 2; j >= Math.max(0, i - reach) && tokens[j].sentence === tokens[i].sentence; j--)
    out.push(j);
  return out;
}

/** Any of the three numbers of "768 / 12 = 64", d_model split over the heads. */
function inHeadSplit(tokens: Token[], i: number): boolean {
  const shape = ['#', '/', '#', '=', '#'];
  return [0, 2, 4].some((offset) =>
    shape.every((part, k) => {
      const t = tokens[i - offset + k];
      return t && (part === '#' ? !Number.isNaN(t.value) : t.text === part);
    }),
  );
}

/** The nearest index before `i`, in its sentence, that `skip` does not pass over (-1 if none). */
function walkBack(tokens: Token[], i: number, skip: (t: Token) => boolean): number {
  let j = i - 1;
  while (j >= 0 && tokens[j].sentence === tokens[i].sentence && skip(tokens[j])) j--;
  return j;
}

function namesRootBefore(tokens: Token[], i: number): boolean {
  return tokens.some(
    (t, j) =>
      j < i &&
      t.sentence === tokens[i].sentence &&
      (t.text === 'sqrtdmodel' || t.text === 'sqrtnheads'),
  );
}

function isSetting(tokens: Token[], i: number): boolean {
  // Only within the number's clause: in "std √d_k: 8 at d_k = 64" the 8 is worked out.
  const near = (t: Token | undefined) => (t?.clause === tokens[i].clause ? t : undefined);
  const [prev, prev2, next] = [near(tokens[i - 1]), near(tokens[i - 2]), near(tokens[i + 1])];
  if (prev && DIMENSIONS.has(prev.text)) return true;
  // A bare root's argument, across its bracket: "sqrt(768)".
  if (tokens[i - 1]?.text === 'sqrt' && tokens[i - 1].sentence === tokens[i].sentence) return true;
  if (prev && prev2 && LINKS.has(prev.text) && DIMENSIONS.has(prev2.text)) return true;
  if (next && COUNTED.test(next.text)) return true;
  // "bert 768/12 = 64": a model's sizes, and the head split worked from them;
  // "Llama 3 8B, that's 4096": its name's numbers and the size it is said to have.
  if (prev && MODELS.test(prev.text)) return true;
  // "query_pre_attn_scalar = 168": a config value; "8192 ** -0.5": a root.
  if (prev?.text === '=' && tokens[i - 2]?.text.includes('_')) return true;
  if (tokens[i + 1]?.value === 0.5 && tokens[i + 1].sentence === tokens[i].sentence) return true;
  // "the square root of the embedding dimension; for a model 2560 wide that
  // is about 50.6": the value of a root named earlier in the sentence.
  if (prev && ROOT_VALUE.has(prev.text) && namesRootBefore(tokens, i)) return true;
  const model = walkBack(tokens, i, MODEL_SIZE_GLUE);
  if (model >= 0 && model < i - 1 && MODELS.test(tokens[model].text)) return true;
  if (inHeadSplit(tokens, i)) return true;
  // "1/8", "1/11.3": a scale written as a fraction is the divisor.
  if (prev?.text === '/' && tokens[i - 2]?.value === 1) return true;
  // "section 3.2.1", "eq. 4": a citation, not a figure.
  if (prev && CITATION.test(prev.text)) return true;
  // The value of a root just named is the divisor: "√64 = 8", "√512, about
  // 22.6", "the square root of d_model, which for 512 is about 22.6".
  const j = walkBack(
    tokens,
    i,
    (t) => ROOT_VALUE.has(t.text) || t.text === 'for' || !Number.isNaN(t.value),
  );
  // (Not "std √d_k, about 22.6 at d_k = 512": that root is the spread worked out.)
  if (j >= 0 && j < i - 1) {
    const root = tokens[j].text;
    const literal = !Number.isNaN(tokens[j + 1].value) || root === 'sqrt' || root === 'sqrtdmodel';
    if (root.startsWith('sqrt') && literal) return true;
  }
  // "whether d_k is 16 or 256": a second value of the same setting.
  if (prev && ALSO.has(prev.text) && tokens[i - 2] && !Number.isNaN(tokens[i - 2].value))
    if (isSetting(tokens, i - 2)) return true;
  // "when d_k is large, like 512": an example value of the dimension (also
  // across a comma: "when d_k gets big, like, say, 256").
  const cue = prev ?? tokens[i - 1];
  if (
    cue &&
    cue.sentence === tokens[i].sentence &&
    EXAMPLE.has(cue.text) &&
    wordsBefore(tokens, i, 5).some((j) => DIMENSIONS.has(tokens[j].text))
  )
    return true;
  // "64 in BERT-base, not 768": the figure set against a setting is one too.
  if (
    prev?.text === 'not' &&
    wordsBefore(tokens, i, 6).some((j) => !Number.isNaN(tokens[j].value) && isSetting(tokens, j))
  )
    return true;
  // "64 in BERT-base", "128 for Llama": the head size of a model named as an example.
  const after = tokens.slice(i + 1, i + 4).filter((t) => t.sentence === tokens[i].sentence);
  return (
    (after[0]?.text === 'in' || after[0]?.text === 'for') &&
    after.slice(1).some((t) => MODELS.test(t.text))
  );
}

/** A number worth anchoring on (not 0, 1/2 or a small count, nor a setting), told before an effect. */
function numberThenConsequence(tokens: Token[], signals: Map<string, Signal>): Signal | null {
  const effects = EFFECT_CONCEPTS.map((id) => signals.get(id)).filter((s): s is Signal => !!s);
  const lastEffect = Math.max(-1, ...effects.map((s) => s.last));
  const concrete = tokens.findIndex(
    (t, i) =>
      i < lastEffect &&
      (t.value >= 3 || (t.value > 0 && t.value < 1 && t.value !== 0.5)) &&
      !isSetting(tokens, i),
  );
  if (concrete < 0) return null;
  const effect = effects.find((s) => s.last > concrete) ?? effects[0];
  return {
    first: concrete,
    last: effect.last,
    spans: [
      spanOf(tokens, { first: concrete, last: concrete, tokens: [concrete] }),
      effect.spans[effect.spans.length - 1],
    ],
  };
}

/** `headsDivisorAt`: where the answer asserts √(number of heads) as its
 *  divisor, if it does (causal-order.ts). */
export function communicationSignals(
  tokens: Token[],
  signals: Map<string, Signal>,
  normalised: string,
  headsDivisorAt?: number,
): Map<string, Signal> {
  const derived = new Map<string, Signal>();
  const chain = causalOrder(tokens, signals, headsDivisorAt);
  if (chain) derived.set('causal-order', chain);
  const words = tokens.filter((t) => Number.isNaN(t.value)).length;
  const fillers = countFillers(normalised);
  // A chain of reasons needs sentences: a bare list of keywords is not communication.
  if (words >= MIN_WORDS_FOR_CHAIN) derived.set('enough-words', flag);
  // About one filler in twelve words drowns the chain: in the labelled
  // answers, those labelled weak for rambling have 9.7% fillers or more, and
  // spoken answers labelled strong or staff 7.1% or fewer (5 in 95 words).
  if (!(fillers >= 4 && fillers * 1000 >= 85 * Math.max(1, words)))
    derived.set('not-rambling', flag);
  const anchored = numberThenConsequence(tokens, signals);
  if (anchored) derived.set('number-then-consequence', anchored);
  return derived;
}
