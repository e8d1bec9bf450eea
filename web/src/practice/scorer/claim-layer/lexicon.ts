// The claim layer's lexicon: the row types and the phrase lists made by rule.
// The rows themselves are data, in lexicon-data/ (main.ts for the main
// question, followups.ts for the follow-ups): the things an answer about
// 1/√d_k talks about (entities) and what it says about them (relations).
// Phrases are written in the lexed form (phrase.ts) the lexing stage makes of
// an answer: maths and code are already words there (`sqrt(d_k)`, `√dk`,
// `d_k ** 0.5` are all `sqrtdk`; `q·k`, `QK^T` are `qk`; `≈` is `approx`;
// `→` is `then`), so one row covers prose, code and formulas.
import type { ENTITY_IDS, RELATION_IDS } from './lexicon-data/main';
import { words } from '../vocabulary';

export type EntityId = (typeof ENTITY_IDS)[number];
export type RelationId = (typeof RELATION_IDS)[number];

/** All combinations of the parts, in order: each part a list of words. */
export const each = (...parts: string[][]): string[] =>
  parts.reduce((out, part) => out.flatMap((head) => part.map((w) => `${head}${w}`)), ['']);

/** "the softmax has / having / to have (extremely small) gradients": the
 *  gradient is the softmax's own, up to three words before it. */
export const SOFTMAX_HAS_GRADIENT = each(
  ['softmax* ', 'softmax* function '],
  ['has ', 'have ', 'having ', 'to have ', 'will have '],
  ['', '* ', '* * ', '* * * '],
  ['gradient*'],
);

/** Every form of a verb in -ise / -ize, as whole words: a prefix (`standardi*`)
 *  would forgive one typo and read "standard deviation", "standard normal"
 *  or "normal" as the verb (phrase.ts). */
const verbForms = (...stems: string[]) =>
  each(stems, ['ze', 'se', 'zed', 'sed', 'zes', 'ses', 'zing', 'sing', 'zation', 'sation']);
/** Standardise, with its common misspellings; normalise. */
export const STANDARDISE = verbForms('standardi', 'standari', 'standri');
export const NORMALISE = verbForms('normali');
/** A typical size said as a value: "the scores are of order √d_k", "q·k ~
 *  √d_k", "for small d_k the scores are about 1" (the relation's word). */
export const ABOUT = words('approx around about of roughly');

/** Where a saturated softmax sits: "regions where", "a regime of". */
export const REGION_WITH = each(
  ['region*', 'regime*', 'area*', 'zone*', 'part*'],
  [' where', ' with', ' of'],
);

/** "long vectors", "bigger queries", "the longer the keys". */
export const LONG_VECTOR = each(
  ['long ', 'longer ', 'bigger ', 'larger ', 'longer the '],
  ['vector*', 'vec', 'vecs', 'q', 'keys', 'queries'],
);

/** A size said to depend on the dimension: "with d", "as d_k grows". */
const SIZES = ['dk', 'the dk', 'dim*', 'the dim*', 'd', 'the width', 'width', 'the model'];
export const WITH_DIMENSION = [
  ...each(['with ', 'function of '], SIZES),
  ...each(['as '], SIZES, [' grow*', ' increas*', ' get* bigger', ' get* larger', ' get* wider']),
  // "as the vectors get longer", "as the heads get wider".
  ...each(
    ['as the ', 'as '],
    ['vector* ', 'head* ', 'key* '],
    ['get* longer', 'get* wider', 'grow*'],
  ),
];

/** Keys as wide as the model. Queries and keys that are the inputs
 *  themselves: "no projections", "Q = K = X" (in words, "the queries and keys
 *  are just the word embeddings": inputs-as-keys.ts), embeddings dotted with
 *  each other, seq2seq states. Or keys given the model's width: "K ∈ R^{n×d_model}",
 *  `self.key = nn.Linear(d_model, d_model)`, "keys of dimension d_model". */
export const MODEL_WIDE_KEYS = [
  'k r ^ * dmodel',
  'k r ^ * * dmodel',
  'k* = linear dmodel dmodel',
  'key* * dimension* dmodel',
  ...each(['no ', 'without '], ['', '* '], ['projection*', 'weight matri*']),
  'q = k = x',
  'q = k = v = x',
  // The inputs dotted with each other: "each token's embedding is dotted
  // with every other", "the dot product of two word embeddings".
  ...each(['embedding* ', 'embedding* is '], ['dotted']),
  ...each(['dot product of ', 'dot product between '], ['', '* ', '* * '], ['embedding*']),
  // Seq2seq attention: the decoder's state dotted with the encoder's.
  ...each(['decoder ', 'encoder '], ['', 'hidden '], ['state*']),
];

/** The root said with no d_k after it: what it is the root of follows
 *  ("√ dim", "the square root of that hidden size"). */
export const BARE_ROOTS = new Set(['sqrt', 'root', 'square']);

/** The divisor with the head count in it: √(d/h), √(d_model/h). */
export const PER_HEAD_DIVISOR = each(
  ['d', 'dmodel', 'sqrt d', 'sqrt dmodel', 'sqrtdk'],
  [' / '],
  ['h', 'nheads'],
);

/** "not sure why", "don't know why", "do not remember exactly why". */
export const NOT_SURE_WHY = [
  ...each(
    ['do not', 'not sure', 'not totally sure', 'not really sure', 'no idea'],
    [' why', ' where'],
  ),
  ...each(['do not '], ['know', 'remember', 'understand', 'get'], [' why', ' exactly why']),
];

/** Backward causes said on a relative pronoun: "…, which is due to the large
 *  scores", "which in turn is caused by …", "which happens for large d_k".
 *  The pronoun is no forward "which". */
export const BACKWARD_AFTER_RELATIVE = each(
  ['which ', 'which in turn ', 'that '],
  [
    ...each(['is '], ['due to', 'caused by', 'a result of', 'the result of']),
    ...each(['comes', 'results', 'stems'], [' from']),
    // "… when the scores are large, which happens for large d_k", "…
    // vanishing gradients, which would otherwise occur because …": the
    // condition or the reason is the cause.
    ...each(
      [
        ...each(
          ['', 'otherwise ', 'is what ', 'is exactly what '],
          ['happens ', 'occurs ', 'arises '],
        ),
        ...each(['would ', 'would otherwise '], ['happen ', 'occur ', 'arise ']),
        'is the case ',
      ],
      ['when', 'for', 'if', 'at', 'because', 'since'],
    ),
  ],
);

/** The weights total 1: "sum to 1", "adds up to 1". */
export const SUMS_TO_ONE = each(
  ['sum', 'sums', 'summing', 'add up', 'adds up', 'adding up', 'total', 'totals'],
  [' to #1'],
);

/** "normalise the dot products by d_k", "normalize them with √d_k". */
export const NORMALISE_BY = each(
  ['normalis*', 'normaliz*'],
  [' the *', ' the * *', ' them', ' it'],
  [' by', ' with'],
);
/** "scale the scores by √d_k", "scaling the dot products by …": what is
 *  scaled between the verb and its divisor. (Longer, only with the scores
 *  named last: "scale the scores up by" multiplies.) */
export const SCALE_BY = each(
  ['scal*', 'rescal*'],
  [
    ...[' the *', ' them', ' it', ' each *', ' these *'],
    ...each([' the * ', ' the * * '], ['score*', 'logit*', 'product*', 'similarit*']),
  ],
  [' by'],
);

export interface EntityRow {
  id: EntityId;
  phrases: string[];
  /** Spellings as a learner writes them (prose, code, maths), each read as this entity. */
  examples: string[];
  /** A relation word inside this entity's phrase is part of its name, not a
   *  relation ("small" in "small d_k" is a size, not a vanishing). */
  names?: boolean;
}

export interface RelationExample {
  text: string;
  subject?: EntityId;
  object?: EntityId;
}

export interface RelationRow {
  id: RelationId;
  phrases: string[];
  /** Phrases of the row said backward: the claim after one is the cause of
   *  the claim before it ("B because A"). Indexed with `phrases`. */
  backward?: string[];
  /** Sentences that must give a claim of this relation (with these roles, if named). */
  examples: RelationExample[];
}
