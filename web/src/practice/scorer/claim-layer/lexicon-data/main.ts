// The main question's rows of the claim layer's lexicon, as data: the things
// an answer about 1/√d_k talks about (entities) and what it says about them
// (relations). The row types, the phrase syntax and the phrase lists made by
// rule are in ../lexicon.ts; the follow-up questions' rows are in
// followups.ts. Every `examples` entry is a test (tests/practice/claim-layer.test.ts):
// entity examples must be read as that entity, relation examples must give
// the claim they name. An analogy is a phrase of its relation, not a rule.
import { FOLLOWUP_ENTITY_IDS, FOLLOWUP_RELATION_IDS } from './followup-ids';
import {
  BACKWARD_AFTER_RELATIVE,
  each,
  LONG_VECTOR,
  NORMALISE,
  NORMALISE_BY,
  SCALE_BY,
  NOT_SURE_WHY,
  PER_HEAD_DIVISOR,
  REGION_WITH,
  SOFTMAX_HAS_GRADIENT,
  STANDARDISE,
  SUMS_TO_ONE,
  MODEL_WIDE_KEYS,
  WITH_DIMENSION,
  type EntityRow,
  type RelationRow,
} from '../lexicon';

export const ENTITY_IDS = [
  'score',
  'variance',
  'std',
  'softmax',
  'weight',
  'jacobian',
  'through',
  'region',
  'soft-regime',
  'variance-size',
  'square-law',
  'gradient',
  'wqk',
  'training',
  'dk',
  'sqrtdk',
  'dmodel',
  'heads',
  'width',
  'with-dimension',
  'averaging',
  'the-h',
  'per-head',
  'unknown-why',
  'temperature',
  'mup',
  'qknorm',
  'entries',
  'independence',
  'one',
  'zero',
  'onehot',
  'uniform',
  'scaling',
  'small-dk',
  'dk-changed',
  'simulated',
  'jacobian-form',
  'exactly',
  'beyond',
  'default',
  'single',
  'one-head',
  'model-wide',
  'rest',
  'invariant',
  'unrelated',
  'moments',
  'dismissal',
  'nothing-more',
  'steady',
  'standardised',
  'same-spread',
  'range',
  'normalised',
  'restored',
  'near-one',
  'top-weight',
  'total-one',
  'other-part',
  'other-model',
  'remedy',
  ...FOLLOWUP_ENTITY_IDS,
] as const;
export const RELATION_IDS = [
  'grows-with',
  'equals',
  'vanishes',
  'saturates',
  'explodes',
  'flattens',
  'divides-by',
  'multiplies-by',
  'adds',
  'assumes',
  'causes',
  'prevents',
  'drifts',
  'aligns',
  'matters-little',
  'shrinks',
  ...FOLLOWUP_RELATION_IDS,
] as const;
/** A spiky softmax: "spiky", "a spike at one token" (not "loss spikes"). */
const SPIKE = [
  ...['spiky', 'spikier', 'spikiest', 'spikiness', 'spiked'],
  ...['a spike', 'one spike', 'single spike', 'sharp spike'],
  ...['spike', 'spikes', 'spiking'].flatMap((w) => [`${w} at`, `${w} on`]),
];

/** Sizes at either end of a range ("too small or too large"). */
const SMALL = ['small', 'tiny', 'low'];
const LARGE = ['large', 'big', 'high', 'huge'];

export const ENTITIES: EntityRow[] = [
  {
    id: 'score',
    phrases: [
      'score*',
      'logit*',
      'dot product*',
      'dot-product*',
      'qk',
      'qkt',
      'q k',
      'activations',
      'inputs to the softmax',
      'product*',
      'numbers',
    ],
    examples: ['the scores', 'QK^T', 'q·k', 'the logits', 'the dot product'],
  },
  {
    id: 'variance',
    phrases: [
      'varianc*',
      'var',
      'second moment',
      // "the mean square of q·k", "the expected squared dot product", "N(0, d_k)".
      'mean square*',
      'expected square*',
      'n #0 dk',
      'expectation qk ^ #2',
    ],
    examples: ['Var(q·k)', 'the variance'],
  },
  {
    id: 'std',
    phrases: [
      'norm',
      'norms',

      'std',
      'standard deviation',
      // "the root-mean-square size of a score" (the lexing writes the root as
      // "sqrt"), "scores with RMS about 10".
      'rms',
      'sqrt mean square*',
      'spread',
      'sigma',
      'typical size',
      'scale of',
      'logit scale',
      'same scale',
      'same spread',
      'same range',
      // "the logits are of scale √d_k".
      'of scale',
    ],
    examples: [
      'std dev',
      'the standard deviation',
      'σ',
      'the spread',
      'the RMS',
      'root-mean-square',
    ],
  },
  {
    id: 'softmax',
    phrases: ['softmax*', 'attention distribution', 'attention pattern', 'distribution'],
    examples: ['the softmax', 'softmax(x)'],
  },
  {
    id: 'weight',
    phrases: [
      'weight',
      'weights',
      'top weight',
      'attention weight*',
      'probabilit*',
      'top key',
      'one key',
      'one token',
      'largest entry',
      'attention vector*',
      'attention distribution*',
      // The softmax's outputs in maths: "one p_i near 1", "a_ij ≈ 0". (Not s_i:
      // as often the score as the softmax's output.)
      ...['p', 'a', 'alpha'].flatMap((x) => [`${x}_i`, `${x}_j`, `${x}_ij`, `${x}_max`]),
    ],
    examples: ['the attention weights', 'the top weight', 'each attention vector', 'p_i', 'a_ij'],
  },
  {
    id: 'jacobian',
    phrases: [
      // "almost nothing gets through to the keys": what the softmax passes back.
      'gets through to',
      'gets back through',
      'passes back',
      'pass back',
      // "barely passes any gradient back", "passes almost no gradient"
      ...['', '* ', '* * '].flatMap((what) => [
        `pass* ${what}gradient* back`,
        `pass* ${what}gradient*`,
      ]),
      'softmax grads',
      'softmax gradient*',
      'whose gradient*',
      'its gradient*',
      // "… into a hard max, which has zero gradient almost everywhere": the
      // gradient the softmax (or its one-hot limit) has is its own.
      ...['', '* ', '* * '].map((what) => `which has ${what}gradient*`),
      'softmax is flat',
      'dsoftmax',
      'has extremely small',

      // "the gradient of the attention weights with respect to the logits".
      'gradient* of the weight* wrt',
      'gradient* of the * weight* wrt',
      'gradient* of the softmax',
      'gradient* of softmax',
      // "the gradient of a saturated softmax", "with respect to its inputs".
      // ("the gradients of the subsequent softmax" place it: through it.)
      'gradient* of a * softmax',
      ...['saturated', 'peaked', 'spiky', 'attention', 'whole'].map(
        (state) => `gradient* of the ${state} softmax`,
      ),
      'gradient* wrt its input*',
      // ∇_z softmax(z), d softmax_i / d z_j
      'gradient wrt * softmax',
      'd softmax* / d',
      // What the loss passes to the scores has come back through the softmax:
      // "∂L/∂s ≈ 0", "dL/dz", "the gradient w.r.t. the logits", "… w.r.t. the
      // other scores", "the gradient of the loss with respect to the scores",
      // "grads w.r.t. logits".
      ...each(
        ['gradient* wrt ', 'grad wrt ', 'grads wrt '],
        ['', 'the '],
        ['s', 'z', 'logit*', 'score*'],
      ),
      ...each(
        ['gradient* wrt the * ', 'gradient* of the loss wrt ', 'gradient* of the loss wrt the '],
        ['logit*', 'score*'],
      ),
      ...each(['dl / d'], ['s', 'z']),
      // "the backprop signal to the (attention) logits": what reaches the
      // scores has come back through the softmax.
      ...each(['gradient* to the '], ['', '* '], ['logit*', 'score*']),
      'nudg*',

      'jacobian*',
      'derivative*',
      'slope*',
      'diag p',
      'delta_ij',
      'local gradient*',
      'partial*',
    ],
    examples: [
      'the Jacobian',
      '∂p_i/∂z_j',
      'diag(p) - pp^T',
      'it passes back almost no gradient',
      'the gradient of the attention weights with respect to the logits',
      'the gradient of a saturated softmax',
      'the gradients of the softmax',
      '$\\nabla_z \\mathrm{softmax}(z)$',
      'd softmax_i / d z_j',
      'the backprop signal to the attention logits',
      'the gradient with respect to the other scores',
      'the gradient of the loss with respect to the logits',
      'grads w.r.t. logits',
    ],
  },
  {
    // The gradient passed back through the softmax, or the softmax said to
    // have small gradients: said small beside a saturated softmax it is the
    // Jacobian's failure (LABELLING.md, depth); said small alone it names no
    // mechanism (data/public/README.md, labelling decisions).
    id: 'through',
    phrases: [
      ...SOFTMAX_HAS_GRADIENT,
      'gradient through',
      'gradients through',
      // ("vanishing gradients for the softmax": at it, as through it.)
      'gradient* for the softmax',
      // "small gradients in the following softmax": where the softmax sits,
      // not its own derivative (labelling decisions, depth).
      ...each(
        ['gradient* of the ', 'gradient* in the '],
        ['following', 'subsequent', 'next', 'later'],
        [' softmax'],
      ),
      // "the gradient going back through it", "gradients flowing through the
      // softmax", "the gradient can't flow back through it".
      'gradient* * through',
      'gradient* * * through',
      'gradient* * * * through',
      'gradient* * * * * through',
      // "grad ~0 through it", "grads vanish through the softmax".
      ...each(['grad ', 'grads '], ['', '* ', '* * ', '* * * '], ['through']),
      // "the backward pass through it returns near-zero gradients".
      ...each(['backward pass ', 'backprop ', 'backpropagation '], ['through', 'back through']),
    ],
    examples: [
      'the gradient flowing back through the softmax',
      'grad thru softmax',
      'the softmax has tiny gradients',
      'the softmax function having extremely small gradients',
    ],
  },
  {
    // The factor squared, in the law that makes the divisor a root: "dividing
    // by c divides the variance by c²", "Var(cX) = c²·Var(X)", "the variance
    // goes with the square of the scale" (tables/claims.ts, variances-add).
    id: 'square-law',
    phrases: [
      ...each(['c', 'a'], ['2', ' ^ 2', ' squared']),
      ...each(['square of the '], ['scale', 'factor', 'constant', 'divisor', 'scaling']),
      'square of a constant',
    ],
    examples: ['c²', 'c^2', 'c squared', 'the square of the factor'],
  },
  {
    // The variance said large, not said to be d_k: "large d_k means a large
    // variance", "higher dimensions lead to higher variance" give its size,
    // not why the root (tables/claims.ts, variances-add).
    id: 'variance-size',
    phrases: [
      ...['large', 'larger', 'high', 'higher', 'big', 'bigger', 'huge', 'greater', 'more'].map(
        (w) => `${w} variance*`,
      ),
    ],
    examples: ['a large variance', 'higher variance'],
  },
  {
    // Where an unsaturated softmax sits, the fix's side of saturation: "keeps
    // the softmax in its sensitive region", "so the softmax stays soft".
    // (Not "soft attention", the name of a mechanism.)
    id: 'soft-regime',
    phrases: [
      ...['sensitive', 'linear', 'responsive', 'unsaturated', 'non saturated'].flatMap((w) => [
        `${w} region*`,
        `${w} regime*`,
        `${w} range`,
      ]),
      ...['stay*', 'remain*', 'keep* it', 'keep* them', 'keep* the softmax'].flatMap((w) => [
        `${w} soft`,
        `${w} smooth`,
      ]),
      ...['soft enough', 'smooth enough', 'unsaturated', 'non saturated', 'out of saturation'],
      // "a range where it is sensitive to its inputs", "can still attend to
      // several tokens": the softmax still responsive, its weight shared.
      ...each(['sensitive to ', 'responsive to '], ['its input*', 'the input*', 'small changes']),
      'where it is sensitive',
      ...each(['attend* to ', 'focus* on '], ['several', 'multiple', 'more than one']),
      // "smaller logits → softer softmax" (not a bare "softer", nor "a softer
      // distribution", which a higher temperature gives).
      ...['softer', 'smoother'].flatMap((w) => [`${w} softmax*`, `${w} attention`]),
    ],
    examples: [
      'its sensitive region',
      'so the softmax stays soft',
      'soft enough to learn from',
      'smaller logits give a softer softmax',
      'a range where it is sensitive to its inputs',
      'it can still attend to several tokens',
    ],
  },
  {
    // Where a saturated softmax sits, told by what it has there, in the
    // paper's words: "pushes the softmax into regions where it has extremely
    // small gradients" ("small gradients in that regime" is no such region).
    id: 'region',
    phrases: [
      ...[...REGION_WITH, 'flat part*'],
      // "cause it to have extremely small gradients in those regions", "a
      // low-gradient region". ("Into saturation where one key gets all the
      // weight" places the weights, not the gradient.)
      ...['those', 'these', 'such'].map((w) => `${w} region*`),
      // ("push the softmax into tiny-gradient regions")
      ...['low', 'small', 'zero', 'flat', 'tiny', 'vanishing'].flatMap((w) =>
        ['region*', 'zone*', 'regime*', 'area*'].map((where) => `${w} gradient ${where}`),
      ),
      // "pushes the dot products out into the tails of the softmax".
      ...['tails of the softmax', 'tail of the softmax', 'softmax tail*'],
      // "softmax in its saturated region → gradients ≈ 0": where it saturates.
      ...each(
        ['saturated ', 'saturation ', 'saturating '],
        ['region*', 'regime*', 'zone*', 'area*'],
      ),
      // "puts the softmax in its flat region" (the "flat" is its vanishing;
      // "the loss curve reaches a flat region" is no softmax's).
      ...['its flat region*', 'its flat regime*', 'flat region* of the softmax'],
      // ... or pushed into one: "softmax pushed into a flat region".
      ...each(['into '], ['', 'a ', 'the '], ['flat region*', 'flat regime*']),
    ],
    examples: [
      'regions where it has extremely small gradients',
      'a low-gradient region',
      'a regime of tiny gradients',
      'tiny-gradient regions',
      'out into the tails of the softmax function',
      'small-gradient areas',
      'the saturation area',
      'pushed into a flat region',
    ],
  },
  {
    id: 'gradient',
    phrases: [
      ...['gradient*', 'grad', 'grads', 'error signal', 'learning signal', 'signal'],
      ...['backward pass', 'backwards pass'],
    ],
    examples: ['the gradients', 'backprop', 'the backward pass gets smaller'],
  },
  {
    // Another attention's name: its "additive" adds nothing up ("unscaled
    // dot-product attention underperforms additive attention").
    id: 'additive',
    names: true,
    phrases: ['additive attention', 'additive scor*', 'additive alignment', 'bahdanau'],
    examples: ['additive attention', 'Bahdanau attention'],
  },
  {
    id: 'wqk',
    names: true,
    phrases: [
      'q and k',
      'queries and keys',
      'query and key vectors',

      'w_q',
      'w_k',
      'wq',
      'wk',
      'query and key weights',
      // "the query/key weights": the "/" joins them, it divides nothing.
      'query / key weights',
      'query / key projections',
      'q / k weights',
      'projection*',
      'parameters',
      'q and k weights',
      'query weights',
      'key weights',
    ],
    examples: ['W_Q and W_K', 'the projections', 'the query/key weights'],
  },
  {
    id: 'training',
    // ("the model can't learn": lost learning names the training.)
    phrases: ['training', 'learning', 'optimi*', 'trained', 'learned', 'learn'],
    examples: ['training', 'the model cannot learn'],
  },
  {
    id: 'dk',
    // "d_model / h" is the head size: its "/" names it, divides nothing.
    names: true,
    phrases: [
      'dk',
      'key dimension*',
      'head dimension*',
      // "the embedding dimensions for the keys": the keys' own size.
      'embedding dimension* for the key*',
      'embedding dimension* of the key*',
      'embedding dimension* for the quer*',
      'embedding dimension* of the quer*',
      'dimension*',
      'head size',
      '# / # heads',
      '# / heads',
      // "model dim over heads"
      ...each(['dmodel '], ['/ ', 'over ', 'divided by '], ['', 'the '], ['heads', 'nheads', 'h']),
    ],
    examples: [
      'the model dim over heads',
      'd_k',
      'dk',
      'the key dimension',
      'd sub k',
      'd_model / h',
      'd_model/num_heads',
      'the embedding dimensions for the keys',
      '4096 / 32 heads',
      'd_model divided by the number of heads',
    ],
  },
  {
    id: 'sqrtdk',
    // ("the root of the embedding dimension of the keys": the keys' own size.)
    phrases: [
      'sqrtdk',
      'square root',
      'root',
      'sqrt',
      ...each(['sqrtdmodel '], ['of ', 'for '], ['the '], ['key*', 'quer*']),
      // "root of model dim over heads" is √(d_model / h), one head's size.
      ...each(['sqrtdmodel over '], ['', 'the '], ['heads', 'nheads', 'h']),
    ],
    examples: [
      '√d_k',
      'sqrt(d_k)',
      'the root of model dim over heads',
      'd_k ** 0.5',
      'the square root of the key dimension',
      'the root of the embedding dimension of the keys',
    ],
  },
  {
    id: 'dmodel',
    phrases: [
      'sqrtdmodel',
      'd_model',
      'dmodel',
      'model dimension*',
      'hidden size',
      'embedding dimension*',
      // "the full (embedding) width", "the model's width".
      ...each(['model ', 'embedding ', 'full ', 'full embedding ', 'full model '], ['width']),
      'width of the model',
    ],
    examples: ['d_model', 'the model dimension', 'the full embedding width'],
  },
  {
    id: 'heads',
    phrases: ['sqrtnheads', 'nheads', 'heads', 'num_heads', 'number of heads', 'n_heads'],
    examples: ['the number of heads', 'num_heads'],
  },
  {
    // The dimension in everyday words, as what the scores grow with: "as the
    // model gets wider", "longer vectors", "a big head", "the more dims".
    id: 'width',
    phrases: [
      'wide',
      'wider',
      'width',
      'widen*',
      ...LONG_VECTOR,
      'vector* is long*',
      'vector* are long*',
      'vector* is * long*',
      'vector* are * long*',
      'vector* get* long*',
      'length of the vector*',
      'vector length*',
      'vector size',
      'size of the vector*',
      'big head',
      'bigger head*',
      'larger head*',
      'large head*',
      'bigger the head',
      'bigger the embedding',
      'dims',
      'more dim*',
      'as many terms',
      'more terms',
    ],
    examples: [
      'as the model gets wider',
      'longer vectors',
      'when the vectors are long',
      'with a big head',
      'the more dims you have',
      'a 1600-wide model',
    ],
  },
  {
    // What a size is said to depend on: "with d", "as a function of the
    // dimension", "as d_k grows" (not where it is large: "in high dimensions").
    id: 'with-dimension',
    phrases: WITH_DIMENSION,
    examples: ['with d', 'as a function of dimension', 'as d_k grows', 'as the model gets wider'],
  },
  {
    // Taking a mean: said of the heads beside the root, the h of √(d/h) read
    // as averaging over heads (tables/claims.ts, divide-by-sqrt-heads).
    id: 'averaging',
    phrases: ['averag*', 'mean over', 'mean across', 'the mean of', 'mean of the'],
    examples: ['averaged across heads', 'the mean over the heads'],
  },
  {
    // The h of √(d/h) named alone: "the h is there to average over the heads".
    id: 'the-h',
    phrases: ['the h', 'by h', 'over h', 'the letter h'],
    examples: ['the h is there to average', 'dividing by h'],
  },
  {
    // The divisor written with the head count in it: √(d/h), √(d_model/h).
    // (Unrooted, d/h is the head size itself: normalise.ts lexes it dk.)
    id: 'per-head',
    phrases: PER_HEAD_DIVISOR,
    examples: ['√(d/h)', 'sqrt(d_model/h)', '$\\sqrt{d/h}$'],
  },
  {
    // The speaker says they have no reason: "not sure why", "don't know why".
    id: 'unknown-why',
    phrases: [...NOT_SURE_WHY, 'unclear why', 'not clear why'],
    examples: ["Don't know why it is the square root", 'not sure why the paper writes sqrt'],
  },
  { id: 'temperature', phrases: ['temperature*'], examples: ['the temperature'] },
  {
    id: 'mup',
    phrases: ['mup', 'tensor programs'],
    examples: ['μP', 'muP', 'maximal update parametrization'],
  },
  {
    id: 'qknorm',
    // A LayerNorm on the queries and keys is QK-norm; the block's LayerNorm
    // (why activations start near unit variance) is not.
    phrases: [
      ...['qk norm', 'qk-norm', 'qknorm'],
      ...['layer norm', 'layernorm'].flatMap((n) => [`${n} on q*`, `${n} on the q*`]),
    ],
    examples: ['QK-norm', 'a LayerNorm on the queries and keys'],
  },
  {
    id: 'entries',
    phrases: [
      'entries',
      'components',
      'elements',
      'coordinates',
      'q_i',
      'k_i',
      'terms',
      'summands',
      'products',
      'each product',
    ],
    examples: ['the entries of q and k', 'q_i k_i'],
  },
  {
    id: 'independence',
    phrases: ['independent*', 'iid', 'uncorrelated', 'independence'],
    examples: ['i.i.d.', 'independent'],
  },
  {
    id: 'one',
    phrases: ['#1', 'one', 'unit', 'order one', 'unity'],
    examples: ['1', 'unit'],
  },
  {
    // A value about as small as 0.002 ("the largest Jacobian entry is ~0.002").
    id: 'zero',
    phrases: [
      '#0',
      'zero',
      'nothing',
      'tiny',
      'almost nothing',
      'approx #0..0.01',
      'about #0..0.01',
    ],
    examples: ['0', 'zero', '~0.002'],
  },
  {
    id: 'onehot',
    phrases: [
      'onehot',
      'argmax',
      // "p ≈ e_k, the k-th standard basis vector"; "a slight lead becomes a
      // landslide, the winning key takes the whole vote".
      ...['e_k', 'basis vector*', 'standard basis', 'landslide', 'whole vote'],
      'hard max',
      'peaky',
      ...SPIKE,
      'all the weight',
      'almost all',
      'nearly all',
      // "the output is essentially 0 everywhere except one place"
      'everywhere except',
      'except for #1',
      'except #1',
    ],
    examples: ['one-hot', 'winner takes all', 'argmax', 'zero everywhere except one place'],
  },
  {
    id: 'uniform',
    phrases: [
      ...['uniform*', 'flat', 'average', 'evenly', 'washed out'],
      // "every key gets about the same weight"
      ...['same weight*', 'equal weight*', 'equally weighted', 'similar weight*'],
      ...each(['', 'almost ', 'nearly '], ['all equal']),
      // "all the weights would be nearly equal", "diffuse attention".
      ...each(['almost ', 'nearly ', 'roughly ', 'about '], ['equal']),
      'diffuse',
    ],
    examples: [
      'uniform',
      'every key gets about the same weight',
      'equal weights everywhere',
      'the weights are almost all equal',
    ],
  },
  {
    id: 'scaling',
    phrases: [
      'scaling',
      'the scale',
      'the factor',
      'this factor',
      'scale factor',
      'normalization',
      'normalisation',
      'dividing',
      'division',
      // A code review's "this line brings it back to ~1": the scaling line.
      'this line',
      'that line',
      // The fix as a bare verb before its reason or purpose: "we scale
      // because …", "the scores are scaled since …", "we scale to keep …"
      // ("we scale them by …" is a division).
      ...['we scale', 'they scale', 'you scale', 'we rescale', 'is scaled', 'are scaled'].flatMap(
        (fix) => ['because', 'since', 'so', 'to'].map((why) => `${fix} ${why}`),
      ),
    ],
    examples: ['the scaling', 'the factor', 'this line', 'we scale because', 'we scale to keep'],
  },
  {
    // Random draws that stand in for the scores: "raw = torch.randn(T) *
    // d_k ** 0.5  # unscaled q·k", "to simulate unscaled scores, multiply
    // normals by √d_k" makes the unscaled spread, no inverted fix.
    id: 'simulated',
    phrases: ['randn', 'rand', 'normal_', 'simulat*', 'normals'],
    examples: ['np.random.randn(n)', 'to simulate the scores', 'multiply normals'],
  },
  {
    // The dimension made larger, as what brings a growth: "doubling d_k
    // multiplies the typical logit by √2" (no multiplication by √d_k).
    id: 'dk-changed',
    phrases: each(
      ['doubling ', 'doubled ', 'quadrupling ', 'increasing ', 'raising ', 'going from '],
      ['', 'the '],
      ['dk', 'dimension*', 'head size', 'width'],
    ),
    examples: ['doubling d_k', 'quadrupling the dimension', 'increasing the head size'],
  },
  {
    id: 'small-dk',
    names: true,
    phrases: [
      'dk = #<17',
      'dk of #<17',
      'dk #<17',
      'dk is #<17',
      'dk like #<17',
      'small dk',
      'dk is small',
      'low dk',
      'small d',
      'small head*',
      'tiny head*',
      'tiny dk',
      // "when the head is small", "if the dimensions are small".
      ...['head', 'heads', 'dimension', 'dimensions', 'head size'].flatMap((w) => [
        `${w} is small`,
        `${w} are small`,
      ]),
      'few dimensions',
      'low dimension*',
    ],
    examples: ['small d_k', 'when d_k is small', 'when the head is small'],
  },
  {
    id: 'jacobian-form',
    phrases: [
      // "p(1 − p)", "s_i(1 − s_i)": normalise.ts spells it "x times one minus x".
      'times one minus',
      'one minus p',

      'delta_ij',
      'diag p',
      'diag',
      'p_i p_j',
      'pp ^ t',
      '1 / 4',
      '#0.25',
      'quarter',
    ],
    examples: ['p_i(δ_ij − p_j)', 'diag(p) − pp^T', '1/4', 's_i(1 - s_i)', 'p * (1 − p)'],
  },
  {
    id: 'exactly',
    // ("unit variance by construction": exact by how it is built.)
    phrases: ['exactly', 'always', 'precisely', 'identically', 'exact', 'by construction'],
    examples: ['exactly'],
  },
  {
    // Past what an assumption about initialisation can give: every layer, all of training.
    id: 'beyond',
    phrases: [
      'always',
      'every layer',
      'any layer',
      'the layer',
      'throughout training',
      'through training',
      'all through training',
      'during training',
      'training step',
      'of training',
      'trained model',
      'no matter what',
      'whatever the layer',
      'in every layer',
      'every point',
      'any point',
      'every step',
      'all through training',
      'whole of training',
      'after training',
      // "after any amount of training"
      'amount of training',
      'whatever you train',
      'whatever the weights',
      'whatever the data',
      'any model',
      'every model',
      // ("Not a guarantee" is the factor as a default.)
      'guaranteed',
      'guarantees',
      'full stop',
      'not roughly',
      'by the maths',
      'never needs',
      'every input',
      'any input',
    ],
    examples: [
      'at every layer',
      'throughout training',
      'for any model at any point in training',
      "it's guaranteed",
      'not roughly, exactly',
    ],
  },
  {
    // The factor as a default, not a law: what holds at initialisation only.
    id: 'default',
    phrases: [
      'default',
      'not a law',
      'rather than a law',
      'not a guarantee',
      'rather than a guarantee',
      'heuristic',
      'rule of thumb',
      'only at init*',
      'only holds at init*',
      'at init* only',
    ],
    examples: ['a sensible default', 'not a guarantee'],
  },
  {
    // One winner among the keys: said of the softmax, it is saturation.
    id: 'single',
    phrases: [
      'one token',
      'one word',
      'one key',
      'one position',
      'a single',
      'single key',
      'single token',
      'only one',
      'one winner',
      'one contestant',
      'one voice',
      'by a mile',
      'everyone else',
      'the rest 0',
      'the others',
      'the rest near zero',
    ],
    examples: ['a single key', 'one token'],
  },
  {
    // The parts of a Transformer and its training other than the attention
    // scores that have a d_model in a division of their own, or numbers of
    // their own: the embeddings scaled by √d_model,
    // the sinusoids' 10000^(2i/d_model), the learning rate's d_model^-0.5,
    // an initialisation's 1/√d_model (tables/claims.ts: no divisor of the scores).
    id: 'other-part',
    phrases: [
      // ("512 dimensional embeddings" are the vectors dotted: the embeddings
      // scaled, or their layer, are the other part.)
      'embeddings are scaled',
      'embeddings are multiplied',
      'scale the embeddings',
      'scaling the embeddings',
      'scaled embeddings',
      'embedding layer*',
      'embedding weight*',
      'embedding matrix',
      'token embedding*',
      'input embedding*',
      // The output side of tied embeddings: "the LM-head logits are scaled by 1/√d_model".
      'lm head',
      'language model head',
      'unembedding*',
      'tied embedding*',
      'embeddings are tied',
      'output layer',
      'positional*',
      // The sinusoids told in words: "10000^(2i/d_model) as the wavelength".
      'sinusoid*',
      'wavelength*',
      '10000 ^',
      'position encoding*',
      'pe',
      'pos',
      'sin',
      'cos',
      'div_term',
      'lrate',
      'learning rate*',
      'lr',
      'warmup*',
      'warm up',
      // The schedule's decay with the step: "1/√step", "step_num^-0.5".
      'sqrt step*',
      'step ^ #',
      'step_num*',
      'step number*',
      'noam',
      'initiali*',
      'init',
      'xavier',
      'glorot',
      'kaiming',
      'fan_in*',
      'fan in',
      // "weights drawn from a Gaussian, each scaled by 1/√d_model".
      'drawn from',
      'sampled from',
      'weight scale',
      // The optimiser's settings: "AdamW, β2 = 0.98, weight decay 0.01" gives
      // no attention weight near 1.
      'weight decay',
      'adam*',
      'momentum',
      'optimi*',
    ],
    examples: [
      'the embeddings are scaled',
      'the positional encoding',
      'lrate',
      'the learning rate',
      'initialised',
      'decays as 1/√step',
      'Xavier init',
      'the sinusoid wavelengths',
    ],
  },
  {
    // What the fix costs to run: "it costs nothing at inference" starves no
    // projection of gradient (tables/claims.ts).
    id: 'cost',
    phrases: [
      'cost*',
      'overhead',
      'flop*',
      'compute',
      'computation*',
      'expens*',
      'runtime',
      'run time',
      'price',
      'memory',
      'speed',
      'cheaper',
      'cheap',
    ],
    examples: ['the cost', 'the overhead'],
  },
  {
    // Another kind of network, whose failures are told for contrast: "unlike
    // RNNs, where gradients explode", "in an LSTM the classic failure was
    // exploding gradients" (tables/claims.ts: no claim on attention's).
    id: 'other-model',
    phrases: ['rnn*', 'lstm*', 'gru', 'grus', 'recurren*'],
    examples: ['unlike RNNs', 'in an LSTM', 'recurrent networks'],
  },
  {
    // What else tames exploding gradients, or makes them: clipping, the norm
    // cap, Post-LN and its warm-up ("exploding gradients are what
    // max_grad_norm is for"; tables/claims.ts: no claim on attention's
    // unless the attention is named with it).
    id: 'remedy',
    phrases: [
      'clip*',
      'max_grad_norm',
      'post ln',
      'postln',
      'pre ln',
      'preln',
      'warmup*',
      'warm up',
      'layernorm*',
      'layer norm*',
    ],
    examples: ['gradient clipping', 'Post-LN', 'max_grad_norm', 'where the LayerNorm sits'],
  },
  {
    // Attention with one head, whose key size is the model's: there √d_model
    // is √d_k (grade-claims.ts drops divide-by-sqrt-dmodel).
    id: 'one-head',
    phrases: [
      'single head*',
      'a single head*',
      'single attention head*',
      '1 head',
      'one head',
      'one attention head',
      'without multiple heads',
      'no multiple heads',
      'without multi head*',
      'no multi head*',
      // "one-headed", "headless", `n_heads = 1`, "h = 1", "we don't split the
      // embedding into heads".
      '1 headed',
      'headless',
      'nheads = 1',
      'h = 1',
      ...['not split', 'without splitting'].flatMap((no) => [
        `${no} into heads`,
        `${no} * into heads`,
        `${no} * * into heads`,
      ]),
    ],
    examples: [
      'single head attention',
      'without multiple heads',
      'a single-head layer',
      'with one head',
      'a single attention head',
    ],
  },
  {
    // Keys as wide as the model, the inputs themselves or given that width:
    // there too √d_model is √d_k.
    id: 'model-wide',
    phrases: [
      ...MODEL_WIDE_KEYS,
      // The keys' own size said as the model's: "q and k are d_model-dimensional
      // vectors", "the queries and keys have size d_model", "keys of length d_model".
      ...each(
        ['q and k ', 'quer* and keys ', 'keys '],
        ['are ', 'have ', 'of '],
        [
          'dmodel dimensional',
          'size dmodel',
          'dimension dmodel',
          'length dmodel',
          'vectors of length dmodel',
          'vectors of size dmodel',
        ],
      ),
      // The width defined as the keys' own size: "where hidden_dim is the
      // size of the query and key vectors".
      ...each(
        ['dmodel is the * of '],
        ['', 'the ', 'each '],
        ['quer* and key*', 'key* and quer*', 'key*', 'q and k'],
      ),
    ],
    examples: [
      'q and k are d_model-dimensional vectors',
      'where hidden_dim is the size of the query and key vectors',
      'the queries and keys have size d_model',
      'Q, K ∈ R^{n × d_model}',
      'K \\in \\mathbb{R}^{n \\times d_{model}}',
      'self.key = nn.Linear(d_model, d_model)',
      'the keys have dimension d_model',
      'there are no projections here',
      'without learned projections',
      'a toy version without weight matrices',
      'Q = K = X',
      "each token's embedding is dotted with every other",
      'the dot product of two word embeddings',
      'the decoder hidden state',
    ],
  },
  {
    // The losers of a peaked softmax, said to vanish beside it: "all the rest
    // close to zero" (tables/claims.ts). "smaller" here names them, it shrinks nothing.
    id: 'rest',
    names: true,
    phrases: [
      'the rest',
      'everything else',
      'all other keys',
      'the other keys',
      'the other weights',
      'the remaining',
      'most of the values',
      'most values',
      'the others',
      'all others',
      'smaller ones',
      'relatively small*',
      'the small ones',
    ],
    examples: ['all the rest', 'the smaller ones', 'everything else'],
  },
  {
    // Independent of something other than q, k or the dimension ("does not
    // depend on how the weights evolve"; the lexing writes it "separate
    // from"): no claim of its own, but what follows it is its object, not the
    // relation's before it.
    id: 'unrelated',
    phrases: ['separate from'],
    examples: ['independent of how the weights evolve'],
  },
  {
    // The same whatever the dimension: said of the result, not an assumption
    // about the entries ("independent of d_k" is no independence).
    id: 'invariant',
    // "no matter how big d_k is": no growth is claimed.
    names: true,
    phrases: [
      // The lexing writes "no matter" as "regardless".
      'regardless how big',
      'regardless how large',
      'regardless how wide',
      'regardless of how big',
      'regardless of how large',
      'however big',
      'however large',
      'however wide',
      // "however many dimensions you add" (its "add" sums no variances).
      'however many * * add',
      'however many * add',
      'regardless how many * * add',
      'regardless how many',
      'however many',
      'regardless of',
      // "no matter what the dimension is", "no matter the size".
      'regardless what',
      'regardless the',
      'irrespective of',
      'invariant to',
      'whatever the dk',
      'whatever the dim*',
      'whatever the size',
      'whatever the width',
      'whatever its size',
      'at every width',
      'at any width',
      'at every size',
      'at any size',
      'whatever dk',
      'for any dk',
      'for every dk',
      'no matter the',
      'no matter what',
      'no matter how',
      'for every head',
      'for any head',
      'every head size',
      'any head size',
      'whatever the head',
      'at every dk',
      'at any dk',
      'every time',
      // "independent of / from d_k", "make the variance not depend on (of)
      // d/h anymore". (The lexing writes "the head size" as "the dk".)
      // "insensitive to d_k", "unaffected by the head size".
      ...each(
        ['independent ', 'independently ', 'not depend* ', 'insensitive ', 'unaffected '],
        ['of ', 'on ', 'from ', 'to ', 'by '],
        ['', 'the '],
        ['dk', 'dim*', 'size', 'head*'],
      ),
      // "keeps their typical magnitude constant as the dimension changes" (not
      // "a reasonable range as d_k changes": the range alone is no spread held).
      ...each(
        ['constant ', 'the same ', 'stable ', 'steady ', 'fixed '],
        ['as ', 'when ', 'if '],
        ['', 'the '],
        ['dk ', 'dim* ', 'head size ', 'width '],
        ['change', 'changes', 'vary', 'varies'],
      ),
      // "removes the dependence of the variance on d_k", "eliminates the d_k
      // dependence", "decouples the scale of the scores from d_k".
      ...each(['remov* the ', 'eliminat* the '], ['', 'dk '], ['dependence']),
      'decoupl*',
      // The lexing writes "no matter" as "regardless".
      'regardless what',
      'regardless of what',
    ],
    examples: [
      'invariant to the key dimension',
      'independent of d_k',
      'regardless of the dimension',
      'at every size',
      'no matter how big d_k is',
      'no matter what the dimension is',
      'whatever the head size',
      'at every width',
      'does not depend on d_k',
      'constant as the dimension changes',
    ],
  },
  {
    // Mean 0 and variance 1 without independence: the labels read "N(0,1)
    // entries" alone as no stated independence (LABELLING.md, correctness).
    id: 'moments',
    phrases: [
      'standardnormal',
      'mean 0',
      'zero mean',
      'mean zero',
      'zero-mean',
      'centred',
      'centered',
    ],
    examples: ['N(0,1)', 'zero-mean entries', 'with mean 0'],
  },
  {
    // The point waved away: "it's just to make the numbers smaller". After
    // "not" ("not just") it says the opposite and is no mention (extract.ts).
    id: 'dismissal',
    phrases: ['just', 'purely', 'merely'],
    examples: ["it's just a rescale", 'purely to shrink them'],
  },
  {
    // The point closed: "that's all there is to it", "no deeper reason than
    // that". It speaks of its sentence or the one before (grade-claims.ts).
    id: 'nothing-more',
    // "basically all it is" saturates nothing; "nothing deeper" vanishes nothing.
    names: true,
    phrases: [
      'basically all it is',
      'basically all there is',
      'nothing deeper',
      'no deeper',
      'deeper reason',
      'nothing deep',
      'that is all',
      'thats all',
      'that is it',
      'thats it',
      'whole trick',
      'all it is',
      'all there is',
      'cosmetic',
      'overthink',
      'nothing more',
      // The purpose closed by naming it the only one: "that's the whole
      // purpose of it", "that is its sole reason".
      'that is the whole purpose',
      'that is its whole purpose',
      'that is the only purpose',
      'that is its only purpose',
      'that is the sole purpose',
      'that is the whole point',
      'that is the only reason',
      'that is the sole reason',
      'that is its only job',
    ],
    examples: ['nothing deeper', "that's basically all it is", 'no deeper reason than that'],
  },
  {
    // Held level: said of the variance or the spread it is the unit variance
    // ("keeps the variance constant"); said of anything else it is not.
    id: 'steady',
    phrases: [
      'constant',
      'consistent',
      'stable',
      'steady',
      // "preserves the variance", "keeps it near one".
      'preserv*',
      'keeps it',
      'keep it',
      'keeps them',
      'keep them',
      // "the variance of the scores about the same as that of q and k".
      'the same as',
      'about the same',
      'roughly the same',
    ],
    examples: [
      'keeps the variance constant',
      'a stable spread',
      'a variance about the same as the inputs',
    ],
  },
  {
    // Standardising is scaling to unit variance (with its common misspellings),
    // and so is giving the scaled scores the distribution of their inputs.
    id: 'standardised',
    phrases: [
      ...STANDARDISE,
      // "back to a standard level", "in standard units", "keeps the logits ~N(0,1)".
      'standard level',
      'standard units',
      'standard scale',
      'standardnormal',
      'same distribution',
      'same distributions',
      'distribution of the input*',
      'distribution of its input*',
      'distribution of their input*',
      'input distribution',
    ],
    examples: [
      'to standardize the scores',
      'standardises the logits',
      'standardized data',
      'helps standarize the scale',
      'the input and output have the same distribution',
    ],
  },
  {
    // A range the values are kept in, "too small or too large": neither
    // flattening (an alternative weighed) nor the scores said to grow.
    id: 'range',
    names: true,
    phrases: [
      // "(neither) too small nor too large", "too big or tiny" ("large or
      // small gradients" is no range the values are kept in).
      ...[
        [SMALL, LARGE],
        [LARGE, SMALL],
      ].flatMap(([one, other]) => each(['too '], one, [' or ', ' nor '], ['', 'too '], other)),
      // "from blowing up or collapsing to zero".
      ...['blow* up or collaps*', 'collaps* or blow* up', 'explod* or collaps*'],
    ],
    examples: [
      'to keep the values from getting too small or too large',
      'so the scores are neither too small nor too large',
      'keeps the logits from blowing up or collapsing to zero',
    ],
  },
  {
    // The spread of the entries kept: "the same variance as the entries" names
    // the entries as the reference, not as the assumption's N(0, 1) entries.
    id: 'same-spread',
    phrases: ['variance', 'spread', 'scale', 'std'].flatMap((w) => [
      `same ${w} as`,
      // "so the dot product has close variance with q and k"
      `similar ${w} *`,
      `close ${w} *`,
      `comparable ${w} *`,
    ]),
    examples: ['the scaled scores have the same variance as the individual entries'],
  },
  {
    // Normalising: unit variance only where the spread's growth is told (tables/claims.ts).
    id: 'normalised',
    phrases: NORMALISE,
    examples: ['we need to normalize', 'normalising the logits'],
  },
  {
    // Brought back to what it was: "after the division it's 1 again".
    id: 'restored',
    phrases: ['again', 'back'],
    examples: ["it's 1 again", 'back near 1'],
  },
  {
    // The weights of any softmax total 1: "sum to 1", "between 0 and 1" is
    // what the weights always do, no saturation.
    id: 'total-one',
    // "sum" in "sum to 1" adds no variances.
    names: true,
    phrases: [
      ...SUMS_TO_ONE,
      'total #1',
      'totals #1',
      'normali* to #1',
      'between #0 and #1',
      'in #0 #1',
    ],
    examples: ['the weights sum to 1', 'they add up to one', 'between 0 and 1'],
  },
  {
    // Next to 1, said of a weight it is a saturated softmax ("the top weight
    // is close to 1"); "close to 1/n" is a value of its own (extract.ts).
    // So is a number just below 1, as the top weight is given ("gets ~0.998").
    id: 'near-one',
    phrases: [
      ...['close to #1', 'near #1', 'nearly #1', 'almost #1', 'approx #1', 'about #1'],
      'approx #0.9..0.99999',
    ],
    examples: ['close to 1', 'nearly 1', 'the top key gets ~0.998'],
  },
  {
    // A weight given as a number this close to 1 needs no "about" ("the max
    // weight is 0.998"); said alone it may be a variance of 0.99 as well, so
    // only the weight templates read it (tables/claims.ts).
    id: 'top-weight',
    phrases: ['#0.95..0.99999'],
    examples: ['the max weight is 0.998'],
  },
];

export const RELATIONS: RelationRow[] = [
  {
    id: 'grows-with',
    phrases: [
      'scaling with',
      'scaling up with',

      'grow*',
      'increas*',
      'scales with',
      'scale with',
      'proportional*',
      'linear*',
      'larger',
      'large',
      'bigger',
      'big',
      'huge',
      'enormous',
      'too high',
      'out of hand',
      'blow* up',
      'balloon*',
      'soar*',
      'get* big',
      'spread out',
      'goes like',
      'go like',
      // "the net pull spreads with the square root of the team size". (Not
      // "goes with": its past "went with √d_k" is a choice, no growth.)
      'spreads with',
      'goes as',
      'go as',
      'swing* like',
      'on the order of',
      'scale* as',
      'scale* like',
      // "the scores shoot up with d_k", "the logits skyrocket", "climb with d_k".
      'shoot* up',
      'skyrocket*',
      'climb*',
      // "the logits rise with d_k", "the dot products went up with d_k".
      'rise',
      'rises',
      'rising',
      // (With what it goes up with: not "in one go, up to rounding".)
      ...each(['go* up'], [' with', ' as', ' like', ' linearly', ' proportional*']),
    ],
    examples: [
      { text: 'The logits rose with d_k.', subject: 'score', object: 'dk' },
      { text: 'The dot products went up with d_k.', subject: 'score', object: 'dk' },
      { text: 'The dot products in our model grew with d_k.', subject: 'score', object: 'dk' },
      { text: 'The dot products scale like the square root of d_k.', subject: 'score' },
      { text: 'The dot products grow with d_k.', subject: 'score', object: 'dk' },
      { text: 'The variance increases linearly in d_k.', subject: 'variance' },
      { text: 'Its std grows like sqrt(d_k).', subject: 'std', object: 'sqrtdk' },
      { text: 'The spread goes like root d_k.', subject: 'std', object: 'sqrtdk' },
      {
        text: 'Its typical size goes as the square root of d_k.',
        subject: 'std',
        object: 'sqrtdk',
      },
      { text: 'The dot product scales as √d_k.', subject: 'score', object: 'sqrtdk' },
      { text: 'The variance balloons with d_k.', subject: 'variance', object: 'dk' },
    ],
  },
  {
    id: 'equals',
    phrases: [
      '=',
      'is',
      'are',
      'equal*',
      'becom*',
      'normalis*',
      'normaliz*',
      // "to standardize the data": scaled to unit variance (the entity standardised).
      ...STANDARDISE,
      'rescal*',
      'has',
      'have',
      'be',
      'gives',
      'give',
      // "giving score variance d_k", "which yields a std of √d_k".
      'giving',
      'yield*',
      'get* back',
      'brings',
      'bring',
      'puts',
      'turn* into',
      'gets',
      'get',
      'keep*',
      'stay*',
      'remain*',
      'back to',
      'approx',
      'around',
      'about',
      'of order',
      'restor*',
      'normalis* to',
      'normaliz* to',
      'back near',
      'back around',
      'back at',
      'land* at',
      // "holds the logit variance near one": transitive only ("that holds if" assumes).
      'holds the',
      'hold the',
      'hold* it',
      'pins',
      'pin',
      'preserv*',
      'maintain*',
    ],
    examples: [
      { text: 'Var(q·k) = d_k.', subject: 'variance', object: 'dk' },
      { text: 'Dividing keeps the variance at 1.', object: 'variance' },
      { text: 'The std is √d_k.', subject: 'std', object: 'sqrtdk' },
      { text: 'The terms add up, giving a variance of d_k.', object: 'variance' },
      { text: 'That yields a std of √d_k.', object: 'std' },
      { text: 'You rescale by 1/√d_k to pin it back near 1.', object: 'one' },
      { text: "That's what you divide by to land at var 1.", object: 'variance' },
      { text: 'The factor holds the logit variance near one.', object: 'variance' },
    ],
  },
  {
    id: 'vanishes',
    phrases: [
      // "practically zero", "effectively 0": zero with a hedge that leaves it
      // next to nothing. (Not "roughly" or "about": "roughly zero-mean" is
      // the entries' assumption.)
      ...['near', 'almost', 'approx', 'basically', 'nearly', 'essentially', 'virtually']
        .concat(['practically', 'effectively', 'pretty much', 'all but'])
        .flatMap((hedge) => [`${hedge} zero`, `${hedge} 0`, `${hedge} nil`]),
      'about zero',
      'vanish*',
      // "the error signal reaching the projections is attenuated".
      'attenuat*',
      // "the Jacobian becomes almost all zeros" (not "almost all" the weight).
      ...['all', 'almost all', 'nearly all', 'mostly'].map((w) => `${w} zeros`),
      'close to zero',
      'close to 0',
      'near to zero',
      'near to 0',
      'tiny',
      'almost no',
      // "very little gradient reaches W_Q", "little to no gradient".
      ...['very little', 'so little', 'little to no', 'little or no', 'next to no'],
      'nothing',
      'starv*',
      'die',
      'dies',
      'tends to zero',
      'tend* to 0',
      'the zero matrix',
      'zero matrix',
      'approach* zero',
      'approach* 0',
      'then 0',
      // ("the entries all go to zero": every form of the verb.)
      'go* to zero',
      'go* to 0',
      // "the gradient norms dropped to zero", "the Jacobian shrinks to 0".
      ...each(['drop*', 'fall*', 'shrink*', 'decay*', 'sink*', 'fade*'], [' to'], [' zero', ' 0']),
      ...each(['die*', 'fade*'], [' out', ' off', ' away']),
      'hardly learn*',
      'barely learn*',
      'very small',
      'extremely small',
      'negligible',
      // "the resulting gradients are minuscule" (and its common misspelling).
      ...['minuscule', 'miniscule', 'infinitesimal*', 'vanishingly'],
      'is zero',
      'is nil',
      'barely changes',
      'hardly changes',
      'stop* learning',
      'can not learn',
      'cannot learn',
      // "gradients can't flow back through the softmax", "fail to propagate".
      ...each(
        ['can not ', 'could not ', 'fail* to ', 'barely ', 'hardly '],
        ['flow', 'propagate', 'pass', 'get back', 'make it'],
      ),
      // "the projections stop getting gradient": starved, not a prevention.
      ...['getting', 'receiving'].flatMap((get) => [
        `stop* ${get} gradient*`,
        `stop* ${get} any gradient*`,
        `stop* ${get} much gradient*`,
      ]),
      'stall*',
      'collaps*',
      'disappear*',
      'small gradient*',
      'flat part*',
      'barely',
      'no learning signal',
      'no signal',
      'no grad*',
      'learn nothing',
      'nothing to learn',
      'not learn*',
      'small',
      'kill*',
      'diminish*',
      'smaller and smaller',
      // "the flatter region of the softmax": where it saturates, not attention flattened.
      'flatter region*',
      'flat region*',
      // Lost learning is the failure named (LABELLING.md, follow-up).
      // ("Learning in those projections basically stops".)
      ...each(['learning ', 'training '], ['', '* ', '* * ', '* * * ', '* * * * '], ['stops']),
      // "the gradient into W_Q is basically gone".
      ...['gone', 'all but gone'],
      'stop* getting trained',
      // "hardly any signal reaches W_Q", "you lose the gradient signal".
      'hardly any',
      'barely any',
      'next to nothing',
      'lose the gradient*',
      'lose the signal',
      'lose the learning signal',
      'loses the gradient*',
      'lost the gradient*',
      // "stop receiving any gradient", "get no feedback", "do not get any gradient".
      'stop* receiving',
      'no feedback',
      'not get any',
      'not receive any',
      'learning slows',
      'training slows',
      // "causes the gradient to underflow", "makes the gradient very weak".
      'underflow*',
      ...['very', 'too', 'extremely', 'really'].map((w) => `${w} weak`),
      'weaker and weaker',
      // "the query/key weights learn very slowly", "W_Q stops updating".
      ...['', 'very ', 'extremely ', 'painfully '].map((w) => `learn* ${w}slowly`),
      'stop* updating',
      'barely updat*',
      'hardly updat*',
      'slow* down to a crawl',
      'slow* to a crawl',
    ],
    examples: [
      { text: 'The gradients vanish.', subject: 'gradient' },
      { text: 'The gradients approach zero.', subject: 'gradient' },
      { text: "The softmax Jacobian's entries all go to zero.", subject: 'jacobian' },
      { text: 'The gradients are going to 0.', subject: 'gradient' },
      { text: 'The query and key weights learn very slowly.', subject: 'wqk' },
      { text: 'This causes the gradient to underflow.' },
      { text: 'It makes the gradient very weak.' },
      { text: 'The resulting gradients are minuscule.', subject: 'gradient' },
      { text: 'The gradient reaching W_Q is infinitesimally small.', subject: 'gradient' },
      { text: 'Its Jacobian is almost the zero matrix.', subject: 'jacobian' },
      { text: 'The softmax Jacobian → 0.', subject: 'jacobian' },
      { text: 'The softmax Jacobian becomes almost all zeros.', subject: 'jacobian' },
      { text: 'W_Q and W_K get almost no gradient.', subject: 'wqk' },
      { text: 'In that regime its gradient is practically nil.', subject: 'gradient' },
      { text: 'The query and key weights get no learning signal.', subject: 'wqk' },
      { text: 'W_Q and W_K learn nothing.', subject: 'wqk' },
      { text: "So the query and key weights don't learn.", subject: 'wqk' },
      { text: 'In saturation the gradients are small.', subject: 'gradient' },
      { text: 'A saturated softmax kills the gradients.', object: 'gradient' },
      { text: 'The gradients diminish as the softmax saturates.', subject: 'gradient' },
      { text: 'It keeps the scores from reaching the flatter region of the softmax.' },
      {
        text: 'The softmax goes one-hot, so basically learning stops for attention.',
        subject: 'training',
      },
      { text: 'Attention basically stops getting trained.' },
      { text: 'The projections stop receiving any gradient.', subject: 'wqk' },
      { text: 'Hardly any signal reaches W_Q.', object: 'gradient' },
      { text: 'Learning in those projections basically stops.', subject: 'training' },
      { text: 'The gradient into W_Q is basically gone.', subject: 'gradient' },
    ],
  },
  {
    id: 'saturates',
    phrases: [
      'locks onto',
      'lock onto',
      'all in',
      'effectively hard',
      'essentially hard',
      'basically hard',
      'practically hard',
      'almost hard',
      'nearly hard',
      'hard attention',
      // "going all-or-nothing", "an all-or-nothing choice".
      'all or nothing',
      // ("… what do I hand over if someone picks me": picking, of no weight.)
      'pick* one',
      'pick* a single',
      'picks out',
      // ("couldn't pick out anything" names no peak.)
      'pick out one',
      'pick out * one',
      // "effectively picks the max", "just picks the largest one".
      // ("pick the maximum sequence length" is a setting.)
      ...['pick', 'picks', 'picking'].flatMap((w) => [`${w} the max`, `${w} the largest`]),
      'goes all',

      'too confident',
      'overconfident',
      'put* everything',
      'everything on one',
      'peak* on',
      'on one token',
      'on one word',
      'on one key',
      'on a single',
      'hard lookup',

      'saturat*',
      'onehot',
      'argmax',
      'peaky',
      // "the softmax gets peakier", "ever more peaked"
      ...['peakier', 'peakiest', 'more peaked', 'more peaky'],
      // "softmax peaks", said of the softmax only ("the Jacobian peaks at 1/4"
      // is its bound).
      ...each(['softmax ', 'softmax output* '], ['peak', 'peaks', 'spike', 'spikes']),
      // A spike of the weights, not of the loss: "loss spikes" are training's.
      ...SPIKE,
      'all the weight',
      'almost all',
      'nearly all',
      'all of the weight',
      'all of the probability',
      'just picks',
      'all the attention',
      'all of the attention',
      'basically all',
      'too extreme',
      'very extreme',
      // "the outputs become extreme (0s and 1s)": every weight at an end.
      ...each(['becom* ', 'get* '], ['', 'more '], ['extreme']),
      ...['0s and 1s', 'zeros and ones', 'zeroes and ones'],
      // "pushed to its extremes", "nearly deterministic": a distribution at
      // the edge of the simplex.
      'to its extreme*',
      'to the extreme*',
      // "pushes the values towards the extremes", "outputs close to extreme
      // values": at, or heading for, the ends.
      ...each(['toward* ', 'close to ', 'near '], ['its ', 'the ', ''], ['extreme*']),
      // "pushed towards the edges", "a disproportionately large share",
      // "close to a hard decision": the same ends, in other words.
      ...each(['toward* ', 'to '], ['its ', 'the '], ['edges']),
      ...each(
        ['disproportionate* '],
        ['', 'large ', 'big ', 'high '],
        ['share*', 'weight*', 'attention', 'probabilit*'],
      ),
      ...each(['hard '], ['decision*', 'selection*']),
      // "pushes the softmax into its tails": its saturated ends. ("Out into the
      // tails of the softmax, where the gradient is very small" is a region.)
      'into its tails',
      'in its tails',
      ...['almost', 'nearly', 'essentially', 'basically', 'practically'].map(
        (w) => `${w} deterministic`,
      ),
      'extremely peaked',
      'too sharp',
      'sharp*',
      'all the probability',
      'probability mass',
      'peaked',
      'hard max',
      // "almost like a max"
      'like a max',
      'like max',
      'winner',
      'collapses',
      'dominat*',
      'concentrat*',
      'collapse',
      'collaps* onto',
      'collaps* on',
      // "pinned to one key", "pinned on one key" (not "FAQ, pinned", a
      // thread's pin).
      ...['pinned to', 'pinned on', 'pinned against'],
      'stuck on',
      'freez*',
      'max* out',
      'drown* out',
      'walk* off with',
      'take* everything',
      'take* all',
      // "one weight takes essentially all the mass".
      ...['essentially', 'nearly', 'almost', 'basically', 'practically', 'virtually'].map(
        (w) => `take* ${w} all`,
      ),
      'win* by',
      '#0 or #1',
      // "gives the best key more than 99.99% of the weight".
      ...each(['#>90 percent of the '], ['weight*', 'attention', 'probabilit*', 'mass']),
      // "puts 100% on one key" ("not 100% sure" is a hedge).
      ...['on', 'of', 'to', 'for'].map((where) => `#100 percent ${where}`),
      'attend* to a single',
      'attend* to one',
      // "ends up attending to only one token", "focus on just a few tokens",
      // "pay attention to a single word": the weight on one or a few keys.
      ...['attend* to', 'attend* only to', 'focus* on', 'focus* only on', 'attention to'].flatMap(
        (verb) =>
          ['one', 'only one', 'just one', 'a single', 'only a few', 'just a few'].flatMap((many) =>
            ['token*', 'word*', 'key*', 'position*', 'element*'].map((n) => `${verb} ${many} ${n}`),
          ),
      ),
      // A distribution at a point: "nearly a delta function", "essentially a
      // max operation", "very sparse", "overly confident", "extreme weights".
      ...['delta function', 'dirac', 'max operation', 'max operator', 'max function'],
      ...['step function', 'almost a max', 'nearly a max', 'basically a max'],
      ...['very', 'extremely', 'nearly', 'almost', 'becom*', 'get*'].map((w) => `${w} sparse`),
      ...['overly', 'very', 'extremely'].map((w) => `${w} confident`),
      ...['very', 'too', 'extremely'].map((w) => `${w} steep`),
      'extreme weight*',
      'extreme attention weight*',
      'extreme probabilit*',
      'only hears one',
      // Where a saturated softmax sits: its flat tails, a vertex of the
      // simplex, a low temperature, an entropy near zero.
      'flat tail*',
      'vertex',
      'vertices',
      'corner of the simplex',
      'low temperature',
      'temperature is too low',
      'temperature is * too low',
      'too low a temperature',
      'low entropy',
      'zero entropy',
      'entropy drop*',
      'entropy of the * drop*',
      'entropy of the * * drop*',
      'entropy collaps*',
      'entropy goes to',
      // One key takes nearly everything (not "it fixes almost everything").
      ...each(['take* ', 'key '], ['basically ', 'nearly ', 'almost '], ['everything']),
      'grab* * everything',
      'end* up with * everything',
      // A distribution pushed to its extremes: "skewed", "unbalanced", "towards
      // 0 and 1", "tiny for all but the max".
      ...['very', 'extremely', 'highly', 'heavily'].flatMap((w) => [
        `${w} skewed`,
        `${w} unbalanced`,
        `${w} uneven`,
        `${w} lopsided`,
      ]),
      // "either very close to 1 or very close to 0".
      ...['#1 or', '#0 or'].flatMap((a) =>
        ['', 'very ', 'extremely '].map((w) => `${a} ${w}close to #${a[1] === '1' ? 0 : 1}`),
      ),
      'toward* #0 and #1',
      'toward* #0 or #1',
      'to either #0 or #1',
      'all but the max*',
      'all but the largest',
      'all but one',
    ],
    examples: [
      { text: 'The top weights take almost everything.', subject: 'weight' },
      { text: 'The softmax saturates.', subject: 'softmax' },
      { text: 'The softmax gets peakier.', subject: 'softmax' },
      { text: 'Large scores make the softmax distribution extremely skewed.', subject: 'softmax' },
      { text: 'Large scores push the softmax probabilities towards 0 and 1.' },
      { text: 'Large scores push the softmax towards the extremes.', subject: 'softmax' },
      { text: 'The softmax outputs end up close to extreme values.', subject: 'softmax' },
      { text: 'The softmax gives tiny weights to all but the max.' },
      { text: 'The weights become one-hot.', subject: 'weight' },
      { text: 'One key takes almost all the weight.' },
      // An analogy is a phrase here: winner-takes-all.
      { text: 'Attention turns into a winner-takes-all vote.' },
      { text: 'The softmax collapses onto a single key.', subject: 'softmax' },
      { text: 'The softmax gives 0 or 1 for every key.', subject: 'softmax' },
      { text: 'Each query is basically attending to a single key.' },
      { text: 'It drowns out everyone else.' },
      { text: 'It walks off with all of it.' },
      { text: 'The softmax puts essentially 100% on one of them.', subject: 'softmax' },
      { text: 'Big scores push the softmax to a vertex of the simplex.' },
      { text: 'The softmax gets pushed to its extremes.', subject: 'softmax' },
      { text: 'The softmax outputs become extreme.', subject: 'softmax' },
      { text: 'Huge logits, so the softmax peaks.' },
      { text: 'The attention weights are all 0s and 1s.', subject: 'weight' },
      { text: 'Without scaling, the model ends up attending to only one token.' },
      { text: 'Large dot products make attention focus on just a few tokens.' },
      { text: 'The softmax output becomes nearly a delta function at the maximum.' },
      { text: 'Without scaling the softmax is essentially a max operation.', subject: 'softmax' },
      { text: 'Wide scores make the softmax nearly deterministic.' },
      { text: 'Without scaling the softmax runs at a very low temperature.' },
    ],
  },
  {
    id: 'explodes',
    // (Not "overflows": a number too big for fp16 is no claim on the gradients.)
    phrases: [
      'explod*',
      'explos*',
      'blow* up',
      // Sizes said to leave every bound: "the gradients go through the roof".
      'through the roof',
      'skyrocket*',
      'shoot* up',
    ],
    examples: [
      { text: 'The gradients explode.', subject: 'gradient' },
      { text: 'The gradients go through the roof.' },
      { text: 'Then the grads skyrocket.', subject: 'gradient' },
    ],
  },
  {
    id: 'flattens',
    phrases: [
      'close to uniform',
      'nearly uniform',
      'goes quiet',
      'too quiet',
      'too soft',

      'overshoot*',
      'over-correct*',
      'overcorrect*',
      'overdo*',
      'over do*',
      'over correct*',
      // "over-shrinks the scores": too much of the fix, an alternative judged.
      'over shrink*',
      'overshrink*',
      'over scal*',
      'overscal*',
      // "passing embed_dim ** -0.5 over-damps the logits".
      'over damp*',
      'overdamp*',
      // "scaling by d_k is too aggressive": too much of the fix.
      'too aggressive',
      'overly aggressive',

      // "makes the attention too diffuse / too smooth": spread too evenly.
      ...each(['too ', 'very ', 'overly '], ['diffuse', 'smooth']),
      'flatten*',
      // "the weights almost all equal" (not "almost all" of the weight).
      ...each(['', 'almost ', 'nearly '], ['all equal']),
      'too flat',
      // "squashes the scores too much", "would overdo it": too much of the fix.
      // (Prefixes under seven letters: a longer one is matched with a typo
      // forgiven, which costs an edit distance on every word of its letter.)
      ...each(['shrink* ', 'squash* ', 'reduc* ', 'damp* '], ['', '* ', '* * '], ['too much']),
      'too small',
      'washes out',
      'wash out',
      // "1/d would wash the scores out".
      ...each(['wash* '], ['* ', '* * '], ['out']),
      'near uniform',
      'towards uniform',
      'almost uniform',
      'uniform',
      'goes flat',
      'go flat',
      'everything is flat',
      'everything flat',
      'flat attention',
      'looks the same',
      'look the same',
      'no focus',
      'can not focus',
      'cannot focus',
      'can not pick',
      'cannot pick',
    ],
    examples: [
      { text: 'Passing embed_dim ** -0.5 over-damps the logits.', subject: 'dmodel' },
      { text: 'Dividing by d_k flattens attention.' },
      { text: 'A 1/d_k scale would make the weights almost all equal.' },
      { text: 'Then the softmax goes flat, no focus.' },
      { text: 'Everything looks the same to the softmax.' },
      { text: "Divide by 196 instead and attention can't pick anything." },
      { text: 'Dividing by d_k over-shrinks the scores.', object: 'score' },
    ],
  },
  {
    id: 'divides-by',
    phrases: [
      'divid* by',
      'divid*',
      '/',
      'scale* by',
      'scaling by',
      'normalis* by',
      'normaliz* by',
      'shrink* by',
      'rescal* by',
      // "normalise the dot products by d_k": the divisor after "by", what is
      // divided between. ("Scales the variance by 1/d_k" says what the fix does.)
      // ("… with √d_k", as "divide the score with sqrt of d_model".)
      ...NORMALISE_BY,
      ...SCALE_BY,
      'multipl* by /',
      'times /',
      // "multiplied by 1/√128" (with the numerator the lexing keeps).
      'multipl* by #1 /',
      'times #1 /',
      // "one over root d_model", "the divisor is sqrt(d_model)", "the scaling is by √d_k".
      '#1 over',
      'over sqrt*',
      'over the sqrt*',
      'over root',
      'divisor',
      'denominator',
      'is by',
      // "scaled down proportionally to the dimension", "divide the logits in
      // proportion to d_k": a divisor that follows it.
      ...['scal* down', 'scal*', 'divid*', 'normali*'].flatMap((verb) =>
        ['', ' *', ' * *'].flatMap((between) => [
          `${verb}${between} proportional* to`,
          `${verb}${between} in proportion to`,
        ]),
      ),
      // "shrunk by a factor that is linear in the number of key dimensions".
      ...each(
        ['shrunk ', 'shrink* ', 'reduc* ', 'scal* down ', 'divid* '],
        ['by a factor ', 'by a factor that is '],
        ['proportional* to', 'linear in'],
      ),
    ],
    examples: [
      { text: 'We divide the scores by √d_k.', subject: 'score', object: 'sqrtdk' },
      {
        text: 'The scores are scaled down proportionally to the dimension of the keys.',
        subject: 'score',
        object: 'dk',
      },
      {
        text: 'Each score is shrunk by a factor that is linear in the number of key dimensions.',
        object: 'dk',
      },
      { text: 'softmax(QK^T / sqrt(d_k)) V', object: 'sqrtdk' },
      { text: 'We divide the score with sqrt of d_model.', subject: 'score', object: 'dmodel' },
      { text: 'You scale the logits by one over root d model.', object: 'dmodel' },
      { text: 'Is the divisor sqrt(d_model)?', object: 'dmodel' },
      { text: 'So the scaling is by the square root of d_k.', object: 'sqrtdk' },
      { text: 'We normalise the dot products by d_k.', subject: 'score', object: 'dk' },
      { text: 'They normalize the logits with √d_k.', subject: 'score', object: 'sqrtdk' },
      { text: 'We scale the scores by sqrt(d_k).', subject: 'score', object: 'sqrtdk' },
      { text: 'They scale the dot product by the size of the key vectors.', object: 'dk' },
    ],
  },
  {
    id: 'multiplies-by',
    phrases: [
      ...['multipl*', 'times', 'scale* up', 'scale* * up', 'scale* * * up', 'boost*'],
      // "scale the dot products up by sqrt(d_k)".
      'scale* * * * up',
    ],
    examples: [
      { text: 'You multiply the scores by √d_k.', subject: 'score', object: 'sqrtdk' },
      { text: 'You scale the scores up by sqrt(d_k).', object: 'sqrtdk' },
      { text: 'We scale the dot products up by sqrt(d_k).', object: 'sqrtdk' },
      { text: 'So we boost them by √d_k to keep the softmax sharp.', object: 'sqrtdk' },
    ],
  },
  {
    id: 'adds',
    phrases: ['add*', 'sum of', 'sum over', 'summ*', 'sum', 'sums', 'accumulat*'],
    examples: [
      { text: 'The variances of the d_k terms add up.', subject: 'variance' },
      { text: 'The dot product sums d_k terms.', subject: 'score', object: 'dk' },
    ],
  },
  {
    id: 'assumes',
    phrases: ['assum*', 'suppose', 'given that', 'treat*', 'if', 'let', 'given', 'consider'],
    examples: [
      { text: 'Assume the entries are independent.', object: 'entries' },
      { text: 'Let q and k have i.i.d. entries with mean 0 and variance 1.', object: 'wqk' },
      // ("Take q and k …" opening a sentence is lexed "consider".)
      { text: 'Consider q and k with independent entries.', object: 'wqk' },
    ],
  },
  {
    id: 'causes',
    phrases: [
      'because of that',
      'because of this',
      'as a result',
      'as a consequence',
      'due to that',

      'so',
      'then',
      'hence',
      'therefore',
      'thus',
      'leads to',
      'lead to',
      'causes',
      'cause',
      // "a peaked softmax produces large dot products downstream".
      ...['produces', 'produce', 'produced', 'producing'],
      'makes',
      'make',
      'pushes',
      'push',
      'pushing',
      // "forces / drives the softmax into its flat region".
      ...each(['forc', 'driv'], ['es', 'e', 'ing']),
      'means',
      'which',
      'result* in',
      // "…, which is why the variance ends up d_k": forward, like "so".
      'which is why',
      'that is why',
      'is why',
      'that is where',
      'is the reason',
      'inflat*',
      'feeds back',
      'feed back',
      'feed* into',
      // "large dot products are bad for the softmax": a harm done, vague as it is.
      'bad for',
      'problems for',
      'problems with',
      'a problem for',
      'trouble for',
    ],
    // "B because A", "the variance comes from the saturation", "The cause is
    // that the dot product adds up 64 terms": the claim after it is the cause.
    backward: [
      'because',
      'since',
      'comes from',
      'come from',
      'due to',
      'caused by',
      // (The backward set is matched word for word, so no wildcard here; the
      // pasts, "stemmed from", are added with every relation's: vocabulary.ts.)
      ...each(['stem', 'stems', 'stemming', 'result', 'results', 'resulting'], [' from']),
      'cause is',
      'reason is',
      // (Longer than the forward "as a result", "which".)
      'as a result of',
      // "… is a consequence of the softmax saturating", "… a symptom of
      // softmax saturation", "… a side effect of large dot products".
      'consequence of',
      'as a consequence of',
      'symptom of',
      'side effect of',
      'driven by',
      'owing to',
      'is a result of',
      'the result of',
      ...BACKWARD_AFTER_RELATIVE,
    ],
    examples: [
      // (Every form of the verb: a plural subject says "result in".)
      { text: 'Large logits result in a saturated softmax.', subject: 'score' },
      { text: 'Large scores inflate the variance.', object: 'variance' },
      {
        text: 'Large scores push the softmax into saturation.',
        subject: 'score',
        object: 'softmax',
      },
      { text: 'Large dot products are bad for the softmax.', subject: 'score', object: 'softmax' },
      { text: 'The softmax saturates, which is why the scores grow.', object: 'score' },
      { text: 'The variance of the scores comes from the saturation.', subject: 'variance' },
      { text: 'The softmax saturates as a result of the large scores.' },
    ],
  },
  {
    id: 'prevents',
    phrases: [
      'prevent*',
      'stop*',
      'avoid*',
      'keeps from',
      'cancel*',
      'undo*',
      'remov*',
      'fixes',
      'counter*',
      'not want',
    ],
    examples: [
      { text: 'The scaling prevents the saturation.', subject: 'scaling' },
      { text: "We don't want the dot product to be huge, so we divide.", object: 'score' },
    ],
  },
  {
    id: 'drifts',
    phrases: [
      ...['drift*', 'correlat*', 'move away', 'not unit', 'change during'],
      // "no longer independent / unit variance" ("no longer grows" drifts nothing).
      ...['independent', 'iid', 'unit', 'uncorrelated', 'zero mean'].map((w) => `no longer ${w}`),
      // The assumption failing: "the i.i.d. assumption breaks down as training
      // goes on", "no longer holds for trained weights" (tables/claims.ts).
      // (Not "training breaks down": an assumption's.)
      ...['no longer hold*', 'violat*', 'stop* holding', 'fail* to hold'],
      // "isn't guaranteed after training", "doesn't hold for trained weights".
      ...['not guaranteed', 'no longer guaranteed', 'not hold*'],
      ...each(['assumption* ', 'assumption* * '], ['break* down', 'fail*', 'go* away']),
    ],
    examples: [
      { text: 'Trained q and k drift from unit variance.', subject: 'training' },
      { text: 'The i.i.d. assumption breaks down during training.', subject: 'independence' },
      { text: 'After training the independence assumption no longer holds.' },
      { text: "The unit-variance assumption isn't guaranteed after training." },
      { text: "The i.i.d. assumption doesn't hold once the weights are trained." },
    ],
  },
  {
    // Vectors pointing the same way: a drift when training makes them so
    // (tables/claims.ts), and what a large dot product means otherwise ("aligned
    // vectors give a high score" is the similarity, no drift).
    id: 'aligns',
    phrases: ['aligned', 'align*'],
    examples: [{ text: 'During training q and k become aligned.', subject: 'training' }],
  },
  {
    id: 'matters-little',
    phrases: [
      'hardly matters',
      'matter* less',
      'barely matters',
      'does not matter much',
      'mild',
      'harmless',
      'less important',
      'little effect',
      'matter much',
      'not much',
      'fine without',
      'work* fine',
      // "skipping it does little harm", "you can get away without it". (Not
      // "no difference": "head size makes no difference" is the same at every d_k.)
      ...['little harm', 'no harm', 'not much harm'],
      'get* away without',
      // "you wouldn't notice a difference", "hardly any difference", "the
      // softmax behaves fine".
      ...['not notice', 'barely notice*', 'hardly notice*', 'not noticeable'],
      ...each(['little ', 'hardly any ', 'barely any ', 'a small '], ['difference']),
      'behave* fine',
    ],
    examples: [
      { text: 'At small d_k the scaling hardly matters.', subject: 'small-dk' },
      { text: "At d_k = 2 you wouldn't notice a difference." },
      { text: 'When d_k is small, skipping the scale does little harm.', subject: 'small-dk' },
    ],
  },
  {
    id: 'shrinks',
    phrases: [
      'smaller',
      'scale* down',
      // "scale them down", "scale the logits down", "scale the dot products down"
      'scale* * down',
      'scale* * * down',
      'scale* * * * down',
      // "bring the values down", "bring the dot products down", "dampen them"
      'bring* * down',
      'bring* * * down',
      'bring* * * * down',
      // "divide them back down", "pull the logits back down".
      'back down',
      'dampen*',
      'damp',
      'damps',
      'damping',
      'damped',
      'squash*',
      // "less extreme numbers", "less large": a comparison that shrinks.
      'less extreme',
      'less large',
      'less big',
      'shrink*',
      'reduc*',
      'lower*',
      'tame*',
      'control*',
      'under control',
      'in check',
      // "to limit the size of the dot products" (not "in the limit of large
      // d_k", "limiting the ability to learn").
      ...['limit', 'limits', 'limiting', 'cap', 'caps', 'capping'].flatMap((verb) =>
        ['size', 'magnitude', 'scale', 'range', 'growth', 'values'].map((n) => `${verb} the ${n}`),
      ),
      // "keeps the numbers small", "so values stay small", "it's quieter".
      'keep* * small',
      'keep* * * small',
      'stay* small',
      'small range',
      'quieter',
      // "dividing keeps everything nicely scaled": the size kept modest.
      ...['nicely', 'well', 'reasonably', 'sensibly'].map((w) => `${w} scaled`),
    ],
    examples: [
      { text: 'It makes the scores smaller.', subject: 'score' },
      { text: 'It keeps the numbers small.', subject: 'score' },
      { text: 'So the logits stay small.', subject: 'score' },
      { text: 'So you divide the logits back down.', subject: 'score' },
      { text: 'We scale the dot products down by √d_k.', subject: 'score' },
      { text: 'It limits the size of the scores.', object: 'score' },
    ],
  },
];
