// Answers often name the divisor by its value: "with d_k = 64 ... we divide by
// 8", "dividing by √64", "so the divisor is 16". Once the answer has said what
// d_k (or d_model, or the head count) is, such a number stands for a symbol:
// this pass writes the symbol in front of it ("by sqrtdk 8"), so "divide by 8"
// counts as the sqrt(d_k) fix and "divide by 64" as the d_k mistake, while the
// number itself stays for the "concrete number" signal.
import { MODEL_PRESETS } from '../../models/presets';
import { mapReplace, type MappedText } from './mapped-text';

const SYMBOLS = ['dk', 'dmodel', 'nheads'] as const;
type DimensionSymbol = (typeof SYMBOLS)[number];

/** "d_k = 64", "dk is 64", "dk of 64", "dk approx 64" (after normalisation);
 *  not the first number of a sum worked out ("dk = 512 / 8 = 64": HEAD_SPLIT). */
const STATED_VALUE = /\b(dk|dmodel|nheads)\s*(?:=|:|is|of|equals?|approx)?\s*(\d+)\b(?!\s*[/*])/g;
/** "768 being the hidden size", "64 is d_k": the value, then its name. */
const VALUE_NAMED_AFTER = /\b(\d+)\s+(?:being|is)\s+(?:the\s+)?(dk|dmodel|nheads)\b(?!\s*\/)/g;
/** "768 hidden", "(4096 hidden, 32 heads)": a config's width. */
const HIDDEN_WIDTH = /\b(\d+)\s+hidden\b/g;
/** "we have 8 heads", "16 attention heads" says the head count. */
const HEAD_COUNT = /\b(\d+)\s+(?:attention\s+)?heads\b/g;
/** "64-dimensional keys" says d_k too, and so do "64 per head", "each head
 *  is 128 wide" and "128-wide heads". */
const DIMENSIONAL_KEYS =
  /\b(\d+)[\s-]*dim(?:ensional)?\s+(?:keys?|quer(?:y|ies)|heads?|vectors?)\b|\b(\d+)\s+(?:dim(?:ension)?s?\s+)?per\s+head\b/g;
/** A head's size in prose: "each head has 64 dimensions", "8 heads, each of
 *  64 dimensions", "heads of size 64". */
const HEAD_SIZE_IN_WORDS =
  /\bheads?\b(?:[\s,]+\w+){0,3}?[\s,]+(?:has|have|of|with)\s+(\d+)\s+dim(?:ension)?s\b|\bheads?\s+of\s+size\s+(\d+)\b/g;
/** The model's width in prose: "a model of dimension 512", "a 512-dimensional
 *  model". */
const MODEL_WIDTH_IN_WORDS =
  /\bmodel\s+(?:of|with|has)\s+(?:a\s+)?dim(?:ension)?\s+(?:of\s+)?(\d+)\b|\b(\d+)[\s-]*dim(?:ensional)?\s+model\b/g;
/** "the embeddings have 512 dimensions" is the width where the answer splits
 *  it among heads; in a one-head toy the embeddings are the keys. */
const EMBEDDING_WIDTH = /\bembeddings?\s+(?:has|have|of|with)\s+(\d+)\s+dim(?:ension)?s\b/g;
/** "a 512-wide model", "a model 2048 wide", "Llama 3 8B is 4096 wide",
 *  "768 wide, 12 heads" says d_model (a head said so is d_k, read first). */
const WIDE_MODEL =
  /\b(\d+)[\s-]*wide\s+model\b|\bmodel\s+(\d+)[\s-]*wide\b|\b(\d+)[\s-]*wide\b(?![\s-]*heads?\b)/g;
const WIDE_HEADS =
  /\bheads?,?\s+(?:(?:which|that)\s+)?(?:is|are|was|were)\s+(\d+)\s+wide\b|\b(\d+)[\s-]*wide\s+heads?\b|\bheads?\s+of\s+(\d+)(?:\s+dim\w*|(?!\s*(?:heads?|layers?|tokens?)\b))/g;

/** A divisor written as a number: after "divide/scale ... by|over" (also "scale
 *  by 1/8"), after a slash that is not part of a fraction like the 1/4 bound
 *  nor a width split among heads ("heads of d/8 each"), or "the divisor is N". */
const DIVISOR =
  /(\b(?:divid|divis|scal|normali[sz]|shrink)\w*(?:\s+[a-z_]+){0,4}?\s+(?:by|over)\s+(?:1\s*\/\s*)?|(?<!(?:\d|\b(?:d|dk|dmodel|sqrtdk|sqrtdmodel))\s*)\/\s*|\bdivisor\s+(?:is\s+|of\s+|=\s*)?)(\d+(?:\.\d+)?)\b(?!\s*\/)/;
/** "has variance 128" once 128 is the head size: the variance is d_k. */
const VARIANCE_VALUE =
  /\b(variance\s+(?:(?:is\s+|of\s+|=\s*|approx\s+)?(?:about|around|roughly|approx)?\s*)?)(\d+)\b(?!\s*\/)/;
/** "sqrt 64" (from √64, sqrt(64), the square root of 64). */
const SQRT_OF_NUMBER = /\bsqrt\s*(?:of\s+)?[({]?\s*(\d+)\b/;

/** "512/8 = 64" in an answer about heads: d_model / heads = d_k, worked out. */
const HEAD_SPLIT = /\b(\d+)\s*\/\s*(\d+)\s*=\s*(\d+)\b/g;
const MENTIONS_HEADS = /\b(?:heads?|nheads)\b/;

/** A model named without its sizes ("for BERT-base you'd divide by √768")
 *  states them as much as "d_model = 768" would. The names come from the page's
 *  model table: "Llama 2 7B / Mistral 7B" are names of one row, "(2017)" is
 *  no part of a name. */
const MODEL_NAMES = MODEL_PRESETS.flatMap((model) =>
  model.name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .split('/')
    .map((name) => ({ model, words: name.trim().split(/[\s-]+/) })),
);
/** A family named alone ("one BERT head") stands for its only model in the
 *  table, unless a version or size follows ("BERT-large", "GPT-3"). */
const FAMILIES = new Map<string, number>();
for (const { words } of MODEL_NAMES) FAMILIES.set(words[0], (FAMILIES.get(words[0]) ?? 0) + 1);
const NAMED_MODELS = MODEL_NAMES.flatMap(({ model, words }) => {
  // "Transformer base" is also "the base Transformer".
  const orders = words.length === 2 ? [words, [...words].reverse()] : [words];
  const patterns = orders.map((order) => new RegExp(`\\b${order.join('[\\s_-]*')}\\b`));
  const alone = `\\b${words[0]}\\b(?![\\s_-]*(?:\\d|large|xl|medium|small|base|big|tiny))`;
  if (FAMILIES.get(words[0]) === 1) patterns.push(new RegExp(alone));
  const sizes = { dmodel: model.dModel, nheads: model.heads, dk: model.divisorSquared };
  return patterns.map((pattern) => ({ sizes, pattern }));
});

type Values = Record<DimensionSymbol, Set<number>>;

function statedValues(text: string): Values {
  const values: Values = { dk: new Set(), dmodel: new Set(), nheads: new Set() };
  /** Adds the number `pattern` captures (in whichever group) to `symbol`'s values. */
  const read = (pattern: RegExp, symbol: DimensionSymbol) => {
    for (const m of text.matchAll(pattern)) values[symbol].add(Number(m[1] ?? m[2] ?? m[3]));
  };
  const add = (sizes: Record<DimensionSymbol, number>) => {
    for (const symbol of SYMBOLS) values[symbol].add(sizes[symbol]);
  };
  for (const m of text.matchAll(STATED_VALUE)) values[m[1] as DimensionSymbol].add(Number(m[2]));
  if (MENTIONS_HEADS.test(text)) {
    read(EMBEDDING_WIDTH, 'dmodel');
    for (const m of text.matchAll(HEAD_SPLIT)) {
      const [dmodel, nheads, dk] = m.slice(1, 4).map(Number);
      if (nheads > 1 && dmodel === nheads * dk) add({ dmodel, nheads, dk });
    }
  }
  read(DIMENSIONAL_KEYS, 'dk');
  read(WIDE_HEADS, 'dk');
  read(HEAD_SIZE_IN_WORDS, 'dk');
  read(MODEL_WIDTH_IN_WORDS, 'dmodel');
  for (const m of text.matchAll(WIDE_MODEL)) {
    const n = Number(m[1] ?? m[2] ?? m[3]);
    if (!values.dk.has(n)) values.dmodel.add(n);
  }
  read(HEAD_COUNT, 'nheads');
  read(HIDDEN_WIDTH, 'dmodel');
  for (const m of text.matchAll(VALUE_NAMED_AFTER))
    values[m[2] as DimensionSymbol].add(Number(m[1]));
  // A width and a head count with no head size given: each head has their
  // quotient ("768 hidden, 12 heads" has heads of 64).
  const { dmodel, nheads, dk } = values;
  if (!dk.size && dmodel.size === 1 && nheads.size === 1) {
    const [[width], [count]] = [[...dmodel], [...nheads]];
    if (count > 1 && width % count === 0) dk.add(width / count);
  }
  // An answer that gives sizes of its own is read by those, and by a model it
  // names only where the model agrees with them ("BERT-base's 12 heads … √768").
  const stated = { dk: new Set(dk), dmodel: new Set(dmodel), nheads: new Set(nheads) };
  for (const { sizes, pattern } of NAMED_MODELS) {
    const agrees = SYMBOLS.every((s) => stated[s].size === 0 || stated[s].has(sizes[s]));
    if (agrees && pattern.test(text)) add(sizes);
  }
  return values;
}

export function resolveNumericDivisors(input: MappedText): MappedText {
  const values = statedValues(input.text);
  if (Object.values(values).every((set) => set.size === 0)) return input;
  /** The first symbol (d_k, d_model, heads) the answer gave this value. */
  const symbolOf = (n: number) => SYMBOLS.find((s) => values[s].has(n));
  /** A divisor's square or itself is a stated value; 1 is never a dimension
   *  worth resolving. */
  const divisorSymbol = (n: number) => {
    if (!(n > 1)) return undefined;
    const root = symbolOf(n * n);
    return root ? `sqrt${root}` : symbolOf(n);
  };
  /** Writes the symbol in front of the number `pattern` captures after its lead. */
  const mark = (text: MappedText, pattern: RegExp, symbolFor: (n: number) => string | undefined) =>
    mapReplace(text, pattern, (match, lead, n) => {
      const symbol = symbolFor(Number(n));
      return symbol ? `${lead} ${symbol} ${n} ` : match;
    });
  const withRoots = mapReplace(input, SQRT_OF_NUMBER, (match, n) => {
    const symbol = symbolOf(Number(n));
    return symbol ? ` sqrt${symbol} ${n} ` : match;
  });
  return mark(mark(withRoots, VARIANCE_VALUE, symbolOf), DIVISOR, divisorSymbol);
}
