// The follow-up questions' claim ids and mistakes, as data: claim templates
// over the lexicon (lexicon-data/main.ts and followups.ts; what each field
// means: PointTemplate in ../followup-claims.ts). A bank question
// (interview/bank.ts) names, for each key point, the claim ids that make it:
// a main question id of claims.ts (`softmax-saturates`), an id here, or a
// template written in the bank entry itself.
import type { MistakeId } from '../../mistakes';
import type { FollowupMistake, PointTemplate } from '../followup-claims';
import { RELATION_IDS } from '../lexicon-data/main';
import { ABOUT, type EntityId, type RelationId } from '../lexicon';
const ANY: RelationId[] = [...RELATION_IDS];
const SAID = (...groups: EntityId[][]): PointTemplate => ({ relation: ANY, with: groups });
const DENIED = (...groups: EntityId[][]): PointTemplate => ({ ...SAID(...groups), polarity: -1 });
const DIVISOR: EntityId[] = ['sqrtdk', 'scaling'];
/** Relations that keep what they name as it is ("does not change the cost"). */
const KEEPING: RelationId[] = ['preserves', 'holds', 'similar'];

export const FOLLOWUP_CLAIMS: Record<string, PointTemplate[]> = {
  // variant-teammate: one number for the spread or the top weight.
  'concrete-number': [
    { relation: ANY, with: [['std', 'score', 'variance']], numbers: [[2, 10000]] },
    { relation: ANY, with: [['weight', 'softmax']], numbers: [[0.5, 0.99999]] },
  ],
  // variant-why-sqrt
  'variance-is-dk': [
    { relation: ['equals', 'grows-with'], with: [['variance']], inSentence: [['dk']] },
    { relation: ['adds'], inSentence: [['dk'], ['entries', 'variance']] },
  ],
  'divisor-squared': [
    SAID(['squared'], ['variance', 'scaling', 'sqrtdk', 'dk']),
    { relation: ANY, with: [['std'], ['sqrtdk']] },
  ],
  'uniform-attention': [
    SAID(['uniform']),
    { relation: ['divides-by'], object: ['dk'], with: [['variance']] },
    DENIED(['focus']),
  ],
  'init-assumption': [SAID(['init'])],
  // small-dk
  'mild-at-small': [
    { relation: ['matters-little'] },
    // "For small d_k the unscaled scores are already of order 1" (a size said
    // as about 1; not "a big one").
    {
      relation: ['equals'],
      form: ABOUT,
      with: [['one']],
      inSentence: [['small-dk'], ['score', 'std']],
    },
    { relation: ANY, with: [['std']], numbers: [[1.4, 4]], inSentence: [['small-dk', 'dk']] },
    { relation: ANY, with: [['weight']], numbers: [[0.4, 0.7]] },
  ],
  'grows-with-dk': [
    { relation: ['worsens', 'grows-with'], inSentence: [['dk', 'large-dk', 'heads']] },
    // "The gap opens with size", "it starts to matter as the head grows".
    { relation: ['worsens', 'grows-with'], with: [['gap', 'per-head']] },
    { relation: ['saturates', 'vanishes'], inSentence: [['large-dk']] },
    {
      relation: ['saturates', 'vanishes'],
      inSentence: [['dk']],
      numbers: [[32, 4096]],
      notInSentence: ['every-size', 'equally'],
    },
    // A head size given alone, the question being about d_k: "at 64/128 the
    // unscaled logits saturate it".
    {
      relation: ['saturates'],
      numbers: [[32, 4096]],
      inQuestion: ['dk', 'small-dk'],
      notInSentence: ['every-size', 'equally'],
    },
  ],
  'keep-it-anyway': [
    { relation: ['keeps-it'] },
    { relation: ['negligible'], inSentence: [['cost', 'one-op', 'scaling', 'sqrtdk']] },
    SAID(['one-op']),
    { relation: ANY, with: [['every-size']], notWith: ['equally'] },
  ],
  // trained-drift
  drift: [
    { relation: ['drifts', 'aligns'] },
    SAID(['correlated']),
    {
      relation: ['grows-with', 'changes', 'explodes'],
      with: [['std', 'variance', 'score']],
      inSentence: [['training']],
    },
    {
      relation: ['equals', 'preserves', 'holds'],
      polarity: -1,
      with: [['variance', 'one', 'std']],
    },
  ],
  'default-not-law': [
    SAID(['default']),
    { relation: ['holds'], polarity: -1 },
    { relation: ['breaks'], inSentence: [['independence', 'init', 'training']] },
    { relation: ['holds'], with: [['approximate']] },
  ],
  'qk-norm': [{ relation: ANY, with: [['qknorm']], notNamed: ['unknown'] }],
  // exploding-vs-vanishing
  'saturated-jacobian': [
    {
      relation: ['vanishes'],
      inSentence: [
        ['softmax', 'onehot', 'weight'],
        ['gradient', 'jacobian', 'through', 'entries'],
      ],
    },
    { relation: ['vanishes'], with: [['wqk']] },
  ],
  'bounded-outputs': [
    SAID(['bounded']),
    { relation: ['explodes'], polarity: -1, inSentence: [['softmax', 'weight', 'bounded']] },
  ],
  // multi-head
  // One head's size said as the divisor or the terms of a dot product, or
  // given as the answer ("The key size of one head.").
  'per-head': [
    SAID(['per-head'], ['dk', 'sqrtdk', 'scaling', 'score', 'entries', 'variance']),
    { relation: ['equals'], elliptical: true, with: [['per-head']] },
    // "now we divide by sqrt(hidden_size / num_heads)": the divisor itself.
    { relation: ['divides-by'], object: ['per-head'] },
  ],
  'not-dmodel': [
    DENIED(['dmodel', 'heads']),
    { relation: ['wrong', 'breaks'], inSentence: [['dmodel', 'heads']] },
    // Turned down by the harm it does: "using the full d_model would
    // over-scale", "dividing by sqrt(d_model) would be too much".
    { relation: ['flattens'], inSentence: [['dmodel']] },
    SAID(['independence'], ['heads', 'dmodel']),
    // "People sometimes write √768 ≈ 27.7, but a head only sums its 64 coordinates."
    { ...SAID(['dmodel', 'heads']), refuted: true },
  ],
  'head-size-example': [
    { relation: ANY, numbers: [[64, 64]], inSentence: [['dk', 'sqrtdk', 'per-head', 'heads']] },
    { relation: ANY, numbers: [[128, 128]], inSentence: [['dk', 'sqrtdk', 'per-head']] },
  ],
  'head-dim-exception': [SAID(['gemma']), SAID(['not-always'], ['dmodel', 'heads', 'dk'])],
  // additive
  additive: [SAID(['additive'])],
  'similar-small': [{ relation: ['similar'], inSentence: [['small-dk']] }],
  'additive-wins-unscaled': [
    // (Against dot-product attention without its scaling, said or named as
    // the fix: "better on large dimensions" alone compares no scaling.)
    {
      relation: ['outperforms'],
      inSentence: [
        ['large-dk', 'unscaled'],
        ['unscaled', 'scaling', 'sqrtdk'],
      ],
    },
    { relation: ['worsens'], inSentence: [['large-dk'], ['unscaled', 'score']] },
  ],
  // (A speed said of the scale itself, "without the scale factor the kernel
  // runs faster", "dropping the scale saves a multiply, so it is faster",
  // compares no kinds of attention; set against additive, it does.)
  faster: [
    {
      relation: ANY,
      with: [['speed']],
      notWith: ['unscaled', 'scaling', 'sqrtdk'],
      notSentenceRelations: ['drops'],
    },
    SAID(['speed'], ['additive']),
  ],
  // cost-flash
  'negligible-cost': [
    { relation: ['negligible'], inSentence: [['cost', 'one-op', 'scaling', 'sqrtdk']] },
    SAID(['one-op']),
    { relation: ['folds'], inSentence: [['wqk', 'scaling', 'sqrtdk']] },
  ],
  'still-quadratic': [SAID(['quadratic'])],
  'flash-blockwise': [SAID(['block'])],
  'flash-exact': [SAID(['exact-result']), DENIED(['approximate'])],
  // divide-by-dk-mup
  'mup-correlation': [
    { relation: ['drifts', 'aligns'] },
    SAID(['correlated']),
    { relation: ['grows-with'], object: ['dk'] },
  ],
  'mup-transfer': [SAID(['transfer'])],
  'both-consistent': [
    SAID(['both']),
    { relation: ['depends-on'], inSentence: [['independence', 'init', 'training', 'correlated']] },
    {
      relation: ANY,
      inSentence: [
        ['init', 'independence'],
        ['correlated', 'training'],
      ],
    },
  ],
  // cross-entropy
  'ce-gradient': [
    SAID(['p-minus-y']),
    { relation: ['fixes', 'prevents'], inSentence: [['jacobian', 'softmax']] },
  ],
  'wrong-not-vanish': [
    SAID(['confidently-wrong']),
    { relation: ['vanishes'], polarity: -1, with: [['gradient']] },
  ],
  'attention-not-loss': [SAID(['inside'])],
  'still-needed': [
    { relation: ['needed', 'keeps-it'], inSentence: [DIVISOR] },
    SAID(['step-4']),
    {
      relation: ['vanishes'],
      with: [['wqk', 'jacobian', 'through']],
      inSentence: [['softmax', 'inside']],
    },
  ],
  // adam
  'adam-normalises': [
    {
      relation: ['divides-by', 'equals', 'amplifies', 'shrinks', 'changes'],
      with: [['adam']],
      inSentence: [['gradient', 'std', 'variance']],
    },
    SAID(['gradient'], ['adam']),
  ],
  'lost-signal': [SAID(['noise']), { relation: ['lost'], inSentence: [['gradient']] }],
  'narrows-not-closes': [
    { relation: ['narrows'], inSentence: [['gap', 'moderate-dk']] },
    { relation: ['closes', 'fixes'], polarity: -1 },
    SAID(['step-4']),
    SAID(['moderate-dk']),
  ],
  'forward-still-saturated': [SAID(['forward'])],
  // rope-scale
  'rotation-orthogonal': [SAID(['orthogonal']), { relation: ['preserves'], with: [['std']] }],
  'variance-still-dk': [
    { relation: ['equals', 'preserves'], with: [['variance']], inSentence: [['dk']] },
    { relation: ['preserves', 'equals'], with: [['sqrtdk']] },
  ],
  'relative-offset': [SAID(['offset'])],
  'correlation-offset': [
    { relation: ANY, inSentence: [['correlated', 'training'], ['offset']] },
    { relation: ['decays'] },
  ],
  // int8-kv-scale
  'dequantize-first': [SAID(['dequantize'])],
  'integers-wrong-spread': [
    { relation: ['saturates', 'grows-with', 'explodes', 'wrong'], inSentence: [['quantized']] },
    { relation: ['flattens'], inSentence: [['quantized', 'dequantize']] },
  ],
  'fold-once': [{ relation: ['folds'] }, SAID(['once'])],
  'outliers-clipping': [SAID(['outlier'])],
};

export const FOLLOWUP_MISTAKE_TEMPLATES: FollowupMistake[] = [
  {
    // "You use d_model", "the full model width, √d_model": the divisor named as what is used.
    id: 'divide-by-sqrt-dmodel',
    templates: [
      { relation: ['uses'], object: ['dmodel'], notWith: ['per-head'] },
      { relation: ['equals'], elliptical: true, object: ['dmodel'] },
      // "It's d_model" opening the answer: the d_k asked about is the width.
      { relation: ['equals'], subject: ['dk'], object: ['dmodel'], notInSentence: ['one-head'] },
    ],
  },
  {
    // "divide by the square root of the number of heads", "you use the head count".
    id: 'divide-by-sqrt-heads',
    templates: [{ relation: ['divides-by', 'uses'], with: [['sqrt-heads']] }],
  },
  {
    id: 'divide-by-dk',
    judgement: true,
    templates: [
      {
        relation: ANY,
        with: [['right-choice']],
        inSentence: [['dk']],
        notWith: ['mup', 'correlated', 'sqrtdk'],
      },
    ],
  },
  {
    // d_k made the rule for every case, by the learner: "just divide by d_k
    // everywhere like μP does" (not μP's own rule reported).
    id: 'divide-by-dk',
    templates: [{ relation: ['divides-by', 'uses'], object: ['dk'], inSentence: [['in-general']] }],
  },
  {
    id: 'same-at-every-dk',
    templates: [
      {
        relation: ANY,
        with: [['equally'], ['small-dk', 'every-size', 'dk']],
        notWith: ['cost', 'one-op'],
      },
      { relation: ['saturates', 'needed', 'worsens'], with: [['every-size']] },
    ],
  },
  {
    id: 'additive-always-better',
    templates: [
      {
        relation: ['outperforms', 'equals'],
        with: [['in-general', 'every-size']],
        inSentence: [['additive', 'speed', 'cost']],
        notNamed: ['large-dk', 'unscaled', 'small-dk'],
      },
      {
        relation: ['outperforms'],
        with: [['in-general', 'every-size']],
        notNamed: ['large-dk', 'unscaled', 'small-dk'],
      },
    ],
  },
  {
    id: 'scale-changes-complexity',
    templates: [
      {
        relation: ANY,
        with: [['beyond-quadratic']],
        inSentence: [['scaling', 'sqrtdk']],
        notWith: ['quadratic'],
      },
      // "the scaling adds a term to / reduces the complexity", "the
      // complexity goes up" (not "keeps" it, nor a division beside it).
      ...(['subject', 'object'] as const).map((side) => ({
        relation: ANY.filter((r) => !KEEPING.includes(r)),
        [side]: ['complexity'] as EntityId[],
        inSentence: [['scaling', 'sqrtdk'] as EntityId[]],
        notWith: ['quadratic'] as EntityId[],
      })),
    ],
  },
  {
    id: 'flash-approximate',
    templates: [{ relation: ANY, with: [['approximate']], inSentence: [['flash', 'softmax']] }],
  },
  {
    id: 'loss-fixes-attention',
    templates: [
      { relation: ['unnecessary'], inSentence: [DIVISOR] },
      {
        relation: ['fixes', 'prevents'],
        with: [['loss']],
        nearRelations: ['saturates', 'vanishes'],
        notNamed: ['inside'],
      },
      // "the gradient is p − y, so … saturation isn't a problem anymore":
      // saturation made harmless by the loss, attention not set apart.
      {
        relation: ['matters-little', 'negligible'],
        inSentence: [['loss', 'p-minus-y']],
        sentenceRelations: ['saturates'],
        notNamed: ['inside'],
      },
    ],
  },
  {
    id: 'optimiser-replaces-scaling',
    templates: [
      { relation: ['unnecessary'], inSentence: [DIVISOR] },
      // (Not its own job: "Adam only fixes step sizes".)
      { relation: ['fixes', 'closes'], with: [['adam']], notWith: ['step-size'] },
    ],
  },
  {
    id: 'optimiser-replaces-scaling',
    hypotheticalAsserts: true,
    templates: [{ relation: ['drops'], with: [DIVISOR], inSentence: [['adam']] }],
  },
  {
    id: 'rope-changes-variance',
    templates: [
      {
        relation: ['changes', 'grows-with', 'shrinks'],
        with: [['variance', 'std']],
        inSentence: [['rope']],
      },
    ],
  },
  {
    id: 'quant-scale-on-integers',
    templates: [{ relation: ['divides-by'], with: [['quantized']], object: ['sqrtdk'] }],
    notAfter: ['dequantize'],
  },
];

/** Claims that look like a main question mistake and are not: d_model
 *  divided by the heads, or a division under the root, is one head's size
 *  ("√(d_model / heads)"), not the scores divided by √heads. */
export const NOT_THE_MISTAKE: Partial<Record<MistakeId, PointTemplate[]>> = {
  // "the large logits give large gradients": a growth of the gradients is the
  // exploding claim, not a cause told after its effect.
  'reversed-causation': [{ relation: ANY, with: [['gradient']] }],
  // "exploding gradients is the wrong diagnosis": the sentence judges it.
  'exploding-gradients': [{ relation: ANY, sentenceRelations: ['wrong'] }],
  // "I'd keep it anyway: every head size behaves the same" is why to keep it.
  'same-at-every-dk': [{ relation: ANY, sentenceRelations: ['keeps-it'] }],
  // The code under discussion, reported: "In your code, it is … √d_model".
  // And d_model divided by the heads is one head's size: "√(d_model / h)".
  'divide-by-sqrt-dmodel': [
    { relation: ANY, inSentence: [['reported']] },
    // Judged by what it does: "dividing by sqrt(embed_dim) makes the softmax too flat".
    { relation: ANY, sentenceRelations: ['flattens', 'wrong'] },
    // (On the divisor's side: "in multi-head attention you still divide by
    // √d_model" names the heads and divides by the width all the same.)
    { relation: ANY, object: ['per-head', 'heads'] },
    { relation: ANY, with: [['per-head']] },
  ],
  'just-smaller': [
    // "Dividing by d_k shrinks the scores too much": a divisor weighed.
    { relation: ANY, sentenceRelations: ['flattens'] },
    // "q and k stop being independent", "their norms grow or shrink": a change
    // of the vectors under training, not a purpose of the scaling.
    { relation: ['prevents', 'shrinks'], with: [['independence', 'correlated', 'std']] },
    // "the smaller end of the einsum", "the lower triangular part": smaller
    // said of nothing the scaling touches is no purpose given for it.
    {
      relation: ['prevents', 'shrinks'],
      notNamed: ['score', 'scaling', 'sqrtdk', 'variance', 'weight', 'softmax', 'entries'],
    },
  ],
  // A division by d_k judged by what it does, in its sentence or the next
  // ("… leaves 1/d_k; the softmax is essentially uniform"), said of μP's
  // regime (aligned vectors), or told answering a question about μP (μP's
  // own rule), is an alternative weighed, not the fix.
  'divide-by-dk': [
    { relation: ANY, nearRelations: ['flattens', 'breaks', 'wrong'] },
    // (Not μP's rule made everyone's: "just use 1/d_k everywhere like μP".)
    { relation: ANY, inSentence: [['correlated', 'both', 'mup']], notInSentence: ['in-general'] },
  ],
  // The heads enter the mistake only as a root of their number: "√h",
  // "sqrt(num_heads)". Any other division by the heads (d_model / heads,
  // 512 / 8 heads) is one head's size.
  // Judged by what it does, as the width is: "passing embed_dim ** -0.5
  // over-damps the logits by a factor of sqrt(num_heads)" sizes the harm.
  'divide-by-sqrt-heads': [
    { relation: ANY, notWith: ['sqrt-heads'] },
    { relation: ANY, sentenceRelations: ['flattens', 'wrong'] },
  ],
  // The 1/√d_k folded into the quantisation scale is applied once, to the
  // dequantised scores: "the fusion of 1/√d in attention to quantization".
  'quant-scale-on-integers': [{ relation: ANY, sentenceRelations: ['folds'] }],
};
