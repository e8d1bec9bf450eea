// The rubric over claims, as data: every idea the rubric (rubric.ts) asks for
// is a claim id defined by claim templates (what each field means:
// ClaimTemplate in ../templates.ts), every mistake is a claim template that
// must be asserted (the learner's own view, positive, not hypothetical, not
// asked, not taken back), and a few mistakes cap a dimension. A follow-up's
// key point whose id is one of these claim ids needs nothing more.
import { words } from '../../vocabulary';
import type { MistakeId } from '../../mistakes';
import type { ConditionalCap, Dimension, Level } from '../../rubric';
import { RELATION_IDS } from '../lexicon-data/main';
import { ABOUT, NORMALISE, type EntityId, type RelationId } from '../lexicon';
import type { ClaimTemplate, MistakeTemplate } from '../templates';

/** Any relation: the claim's entities are what counts. */
const ANY: RelationId[] = [...RELATION_IDS];
const SPREAD: EntityId[] = ['score', 'variance', 'std'];
/** A spread said of the gradient is its norm, not the scores' spread. */
const GRADIENT_NORM: EntityId[] = ['gradient', 'jacobian', 'through'];
/** The assumption's own unit variance is of each entry, not of the scores. */
const PER_ENTRY: EntityId[] = ['entries', 'independence', 'moments'];
const GRADIENTS: EntityId[] = ['gradient', 'wqk', 'jacobian', 'through', 'training'];
/** Another kind of network named in the clause: its failures are told for contrast. */
const OTHER_MODEL: EntityId[] = ['other-model'];
/** What the answer is about when it names the attention's own numbers. */
const ATTENTION: EntityId[] = ['score', 'softmax', 'weight', 'sqrtdk', 'scaling'];
/** Each template twice: with no remedy named with the claim, or with the
 *  attention named in its sentence and the remedy not the claim's subject
 *  ("clipping caps gradients that are too large, whereas attention's …"). */
const withoutRemedy = (templates: ClaimTemplate[]): ClaimTemplate[] =>
  templates.flatMap((t) => [
    { ...t, notNamed: [...(t.notNamed ?? []), 'remedy'] },
    {
      ...t,
      inSentence: [...(t.inSentence ?? []), ATTENTION],
      notSubjects: [...(t.notSubjects ?? []), 'remedy'],
    },
  ]);
/** The size of the vectors, as the cause of the growth. */
const DIMENSION: EntityId[] = ['dk', 'sqrtdk', 'dmodel', 'heads', 'width'];
/** A template, but not where d_model is both the nearest subject and named
 *  in the claim's own clause: the width the heads split, not the scores. */
const splitWidthAside = (t: ClaimTemplate): ClaimTemplate[] => [
  // ("The embedding width is divided …": its "width" as near as its name.)
  { ...t, notSubject: [...(t.notSubject ?? []), 'dmodel', 'width'] },
  { ...t, notWith: [...(t.notWith ?? []), 'dmodel'] },
];
/** What a "/" with one of these before it gives a value of, not a division of the scores. */
const NOT_DIVIDED: EntityId[] = ['variance', 'std', 'zero'];
/** A "1" that is a spread or a sum, not a weight near 1 ("probabilities in
 *  [0, 1]" are bounded, "sum to 1" is their total). */
const NOT_A_WEIGHT: EntityId[] = ['variance', 'std', 'bounded', 'total-one'];
/** A causal push, as the paper's "pushing the softmax function into regions". */
const PUSHES = words(
  'push pushes pushing pushed drive drives driving drove driven force forces forcing forced',
);

export const CLAIM_IDS = [
  'scores-grow',
  'scores-large',
  'spread-large',
  'variances-sum',
  'variances-add',
  'square-law',
  'spread-grows',
  'unit-variance',
  'independence-assumption',
  'softmax-saturates',
  'jacobian-vanishes',
  'through-vanishes',
  'vanishing-gradients',
  'corrects-exploding',
  'dk-flattens',
  'trained-drift',
  'mup',
  'fix',
  'some-fix',
  'jacobian-sketch',
  'small-dk',
  'cause-said',
  'root-unexplained',
] as const;
export type ClaimId = (typeof CLAIM_IDS)[number];

/** Verbs of a growth, not of a size: "growing", not "getting large". */
const GROWTH_VERBS = words(
  'grow grows growing grown grew increase increases increasing increased balloon balloons',
  'ballooned',
);

export const CLAIMS: Record<ClaimId, ClaimTemplate[]> = {
  'scores-grow': [
    {
      relation: ['grows-with'],
      with: [SPREAD],
      inSentence: [['dk', 'sqrtdk', 'dmodel', 'heads']],
      notSubjects: GRADIENT_NORM,
    },
    { relation: ['equals'], subject: ['variance'], object: ['dk'] },
    { relation: ['equals'], subject: ['std'], object: ['sqrtdk'] },
    { relation: ['equals'], form: ABOUT, subject: ['score'], object: ['sqrtdk'] },
  ],
  // The unscaled spread said as a number or as √d_k: a cause for communication.
  'spread-large': [
    { relation: ANY, with: [['std', 'variance']], argument: true, notWith: ['one'] },
    { relation: ANY, with: [['std'], ['sqrtdk']] },
  ],
  // Large scores, with or without the dimension named: a cause for communication.
  // (Not a gradient's norm: "then the gradient norm shot up" is no score.)
  'scores-large': [{ relation: ['grows-with'], with: [SPREAD], notSubjects: GRADIENT_NORM }],
  'variances-sum': [
    { relation: ['adds'], with: [['variance', 'entries', 'dk']] },
    { relation: ['equals'], subject: ['variance'], object: ['dk'] },
  ],
  'variances-add': [
    {
      relation: ['equals', 'adds', 'causes'],
      with: [['variance'], ['dk']],
      // (A variance made independent of d_k is kept, not summed.)
      notWith: ['one', 'variance-size', 'invariant'],
    },
    { relation: ['adds'], with: [['variance'], ['entries', 'dk']] },
    // "the variances add", "noises add in variance, not in amplitude": the
    // rubric's own words for why the root, said with the verb (a "sum" of the
    // scores, or a "higher variance from the sum", says no such thing).
    {
      relation: ['adds'],
      form: ['add', 'adds', 'adding', 'added'],
      with: [['variance']],
      notWith: ['variance-size'],
    },
    { relation: ['equals', 'grows-with'], subject: ['std'], object: ['sqrtdk'] },
    // (Not with √d_k only as the divisor: "the factor 1/√d_k brings the std
    // back to 1" keeps the std, it gives no reason for the root.)
    { relation: ['equals', 'grows-with'], with: [['std'], ['sqrtdk']], undivided: [['sqrtdk']] },
    // "Var(q·k) = d_k", "its variance is 128": the sum's variance, which is why the root.
    { relation: ['equals'], subject: ['variance'], object: ['dk'] },
    {
      relation: ['equals'],
      with: [['variance']],
      argument: true,
      inSentence: [['dk', 'entries', 'score']],
    },
    // "its variance grows with d_k" (the variance argument, as p105 and p008;
    // not "if d_k is large the variance is large").
    { relation: ['grows-with'], subject: ['variance'], object: ['dk', 'with-dimension'] },
    // "grows linearly with d_k", "is proportional to d_k": the proportion said
    // as a relation of its own.
    {
      relation: ['grows-with'],
      form: words('linearly linear proportional proportionally scales scale scaling scaled'),
      with: [['variance'], ['dk', 'with-dimension']],
    },
    // "the dot product grows like √d_k", "a sum of d_k random terms grows like
    // √d_k": the scores' typical size, said as the root.
    { relation: ['grows-with'], subject: ['score', 'entries'], object: ['sqrtdk'] },
    // An analogy's sum ("the typical margin goes like the square root of the
    // number of votes"): whatever is said to grow like a root, by a verb of
    // growth (a divisor "on the order of √d_k" is a size), not divided by it.
    {
      relation: ['grows-with'],
      form: GROWTH_VERBS.concat(words('goes go went spreads spread scales scale swings swing')),
      object: ['sqrtdk'],
      undivided: [['sqrtdk']],
    },
    // "the dot products are of order √d_k", "q·k ~ √d_k": the same size as a value.
    { relation: ['equals'], form: ABOUT, subject: ['score'], object: ['sqrtdk'] },
    // "a random walk of d_k steps ends up ~√d_k from zero": a sum's typical
    // distance from zero, whatever the sum is called.
    { relation: ['equals'], form: ABOUT, object: ['sqrtdk'], with: [['zero']] },
  ],
  // "dividing by c divides the variance by c²", "variance scales with the
  // square of the factor": the law that makes the divisor a root (the
  // rubric's third reason for it; not a cause, so no variances-add).
  'square-law': [{ relation: ANY, with: [['variance'], ['square-law']] }],
  // The variance or the spread of the scores said to grow with the dimension.
  'spread-grows': [
    { relation: ['grows-with'], with: [['variance', 'std']], undivided: [DIMENSION] },
  ],
  'unit-variance': [
    {
      // ("reduces the variance from d_k to 1": a shrinking that lands on one.)
      relation: ['equals', 'prevents', 'divides-by', 'causes', 'shrinks'],
      // ("the variance is ~0.99": a number just below 1 is near one.)
      with: [
        ['variance', 'std'],
        ['one', 'steady', 'near-one'],
      ],
      notBeside: PER_ENTRY,
      // ("We divide by √d_k because the entries are independent with unit
      // variance": the entries' unit variance, assumed, in the same clause.
      // Nor a weight's 1 beside a std: "the std is ~11 and the top weight is
      // essentially 1".)
      notWith: ['independence', 'weight'],
    },
    {
      relation: ['equals'],
      with: [['score'], ['one']],
      object: ['one', 'variance', 'std'],
      notBeside: PER_ENTRY,
      notWith: ['weight'],
    },
    // "keeps the scores at the same scale no matter the dimension": the spread
    // held whatever the head size.
    {
      relation: ['equals', 'causes', 'prevents', 'divides-by'],
      with: [SPREAD],
      inSentence: [['invariant']],
      notBeside: PER_ENTRY,
    },
    // "to standardize the scores before the softmax", "the input and output
    // have the same distribution".
    // (Not the assumption's own standard normal entries; the entries a
    // distribution is compared with are no such assumption: "the scores have
    // the same distribution as the entries of q and k".)
    { relation: ANY, with: [['standardised']], notBeside: ['entries', 'independence', 'wqk'] },
    { relation: ANY, with: [['standardised']], subject: ['score'], notSubjects: PER_ENTRY },
    // Divided by their own standard deviation: standardised ("we divide each
    // score by its standard deviation, √d_k"; not the entries').
    { relation: ['divides-by'], object: ['std'], with: [['score']], notBeside: PER_ENTRY },
    { relation: ANY, with: [['same-spread'], ['score']] },
    // "the variance is proportional to d/h, hence we normalize": normalising
    // after the spread's growth is said ("normalize the dot product with the
    // number of dimensions" alone says nothing of what the scores keep).
    {
      relation: ['equals', 'divides-by'],
      with: [['normalised']],
      after: ['variances-add', 'spread-grows'],
    },
    // The variance itself normalised by the fix: "the scale normalizes the
    // variance of the dot product" (not normalised by it, "normalize by the
    // variance"; nor a normalisation with no fix named, "normalize variance",
    // "LayerNorm normalizes the variance", or a noun, "a normalization trick
    // like batch norm").
    {
      relation: ['equals'],
      form: NORMALISE.filter((w) => !w.endsWith('ation')),
      subject: ['scaling', 'sqrtdk'],
      object: ['variance', 'std'],
    },
    // "to not grow larger with the dimension": the spread kept independent of d_k.
    // (The dimension named in its own clause: "since the dot product grows
    // with the dimension, it is scaled so the numbers don't get out of hand"
    // keeps them from being large, not from growing with d_k.)
    // (A growth, not a size under a condition: "so the numbers don't get huge
    // when d_k is big" keeps them from being large.)
    {
      relation: ['grows-with'],
      polarity: -1,
      with: [SPREAD],
      // ("… does not grow with the length of the vectors": the width.)
      inClause: [['dk', 'width']],
      form: GROWTH_VERBS,
    },
    // "keeps the scores from becoming too large as a function of dimension":
    // the growth with the dimension is what the fix averts ("keeps them from
    // growing too large" alone says nothing of how they depend on it).
    { relation: ['grows-with'], averted: true, with: [SPREAD], object: ['with-dimension'] },
    // (Denied as well as averted: "so they don't blow up with the dimension".)
    { relation: ['grows-with'], polarity: -1, with: [SPREAD], object: ['with-dimension'] },
    // "prevents dot products from growing large in high dimensions": a growth
    // averted, said with the dimension it grows with (data/public/README.md).
    // ("Stops them from being large in high dimensions" is a size, not a growth.)
    {
      relation: ['grows-with'],
      averted: true,
      with: [SPREAD],
      inClause: [['dk', 'width']],
      form: GROWTH_VERBS,
    },
    // The growth named, with the dimension it grows with: "cancels the growth
    // of the scores with d_k", "counteracts that growth" after "the dot
    // products grow with d_k" (refer-back.ts). ("Longer vectors give bigger
    // dot products, and the division prevents that growth" keeps a size.)
    {
      relation: ['grows-with'],
      averted: true,
      with: [SPREAD],
      inClause: [['with-dimension']],
      form: words('growth increase'),
    },
    // "to counteract the variance increase of the dot product", "cancels out
    // the growth of its standard deviation": the spread itself kept from
    // growing (data/public/README.md).
    { relation: ['grows-with'], averted: true, with: [['variance', 'std']], notBeside: PER_ENTRY },
    // "keeps the logits at unit scale", "after the division it's 1 again".
    {
      relation: ['equals'],
      with: [SPREAD, ['one']],
      inSentence: [['sqrtdk', 'scaling']],
      notBeside: PER_ENTRY,
    },
    // "after the division it's 1 again": the scaling named, the value restored.
    {
      relation: ['equals', 'causes'],
      object: ['one'],
      inSentence: [['scaling'], ['restored']],
      notBeside: PER_ENTRY,
    },
    // "You want it back around one": a value brought back to 1, in its own
    // clause, is the scaled spread, the fix named or not.
    {
      relation: ['equals', 'causes'],
      object: ['one', 'near-one'],
      inClause: [['restored']],
      notBeside: PER_ENTRY,
    },
    // "dividing by √d_k puts it back to 1", "pins it near 1": the scores, said as "it".
    {
      relation: ['equals', 'causes'],
      object: ['one', 'near-one'],
      inSentence: [['sqrtdk']],
      notBeside: PER_ENTRY,
    },
    // "scaling makes it 1": the scaling said to bring "it" to 1.
    {
      relation: ['causes'],
      subject: ['scaling'],
      object: ['one', 'near-one'],
      notBeside: PER_ENTRY,
    },
    // "the scaling keeps it near one": the scaling named, the value held.
    {
      relation: ['equals'],
      object: ['one', 'near-one'],
      inSentence: [['scaling'], ['steady']],
      notBeside: PER_ENTRY,
    },
  ],
  'independence-assumption': [
    {
      // (Not a link word's claim after a denial: "q,k aren't independent, so
      // it's a heuristic" states no independence.)
      relation: ANY.filter((r) => r !== 'causes'),
      inSentence: [['independence'], ['entries', 'variance', 'one', 'zero', 'score', 'wqk']],
    },
  ],
  'softmax-saturates': [
    { relation: ['saturates'], polarity: 0 },
    // The fix's side of it: "keeps the softmax in its sensitive region".
    { relation: ANY, with: [['soft-regime']], inSentence: [['softmax', 'weight', 'score']] },
    // "gives almost 1 to one word", "all the attention to only one word".
    // Weights said to lie in a range ("probabilities in [0, 1]") are bounded,
    // not one-hot.
    {
      relation: ANY,
      with: [['single'], ['softmax', 'weight', 'one', 'onehot']],
      notWith: NOT_A_WEIGHT,
    },
    // "one weight close to 1 and the rest 0".
    {
      relation: ANY,
      with: [['weight'], ['one']],
      notWith: [...NOT_A_WEIGHT, 'score'],
    },
    { relation: ['equals', 'causes'], object: ['onehot'] },
    // "a softmax whose outputs are almost all zeros except one", "the output
    // is essentially 0 everywhere except one place": near zero but one.
    // (Not the gradients' zero beside it: "vanishing grads → softmax
    // saturates → one-hot".)
    {
      relation: ['vanishes'],
      with: [['onehot']],
      inSentence: [['softmax', 'weight']],
      notWith: ['gradient', 'jacobian', 'through'],
    },
    // The losers of a peaked softmax: "few weights high and all the rest close
    // to zero", "after softmax the smaller ones become near zero".
    // ("for smaller values of d_k the effect on the softmax is near zero" is
    // no loser.)
    {
      relation: ['vanishes'],
      subject: ['rest'],
      inSentence: [['softmax', 'weight']],
      notWith: DIMENSION,
      polarity: 0,
    },
    // "large scores push the probabilities to 0 and 1": the weights driven to
    // both ends at once (not where a variance or a gradient in the clause may
    // be the 1 or the 0: "keeps the variance at 1, so the softmax doesn't
    // end up with tiny gradients").
    {
      relation: ['causes'],
      object: ['weight', 'softmax'],
      with: [['zero'], ['one']],
      notWith: ['variance', 'std', 'gradient'],
    },
    // "the softmax pushes most of the values to 0"
    {
      relation: ['causes'],
      object: ['rest'],
      with: [['zero']],
      inSentence: [['softmax', 'weight']],
    },
    // "pushes the softmax into regions where it has extremely small
    // gradients", "keeps the scores from reaching the flatter region".
    { relation: ['vanishes'], with: [['region']], polarity: 0 },
    // "big scores make the top softmax weight close to 1": a weight next to 1,
    // whatever else the clause names.
    {
      relation: ANY,
      with: [['weight'], ['near-one']],
      notWith: NOT_A_WEIGHT,
    },
    // "the max attention weight is 0.998": a weight given as a number near 1,
    // in a sentence that sets no optimiser ("AdamW, β2 = 0.98, weight decay").
    {
      relation: ANY,
      with: [['weight'], ['top-weight']],
      notWith: NOT_A_WEIGHT,
      notInSentence: ['other-part'],
    },
    // "raw std ~28 → top key's softmax weight ≈ 1": the weight said to be 1,
    // in a clause that names the spread as well.
    {
      relation: ['equals'],
      subject: ['weight'],
      object: ['one', 'near-one'],
      notBeside: [...NOT_A_WEIGHT, 'entries', 'score'],
    },
  ],
  'jacobian-vanishes': [
    { relation: ['vanishes'], with: [['jacobian', 'jacobian-form']] },
    { relation: ['vanishes'], with: [['wqk'], ['gradient']] },
    // "… so W_Q and W_K cannot learn", "W_Q/W_K starve": the weights starved.
    { relation: ['vanishes'], with: [['wqk']], notWith: ['cost'] },
    // "the softmax derivative, p_i(δ_ij − p_j), is, um, essentially zero": a
    // filler's commas split the clause, not the claim.
    { relation: ['vanishes'], inSentence: [['jacobian', 'jacobian-form']] },
    // The paper's "regions where it has extremely small gradients": the
    // gradient of the softmax where it saturates.
    { relation: ['vanishes'], with: [['region'], ['gradient', 'jacobian', 'through']] },
    // "the largest Jacobian entry is ~0.002": its value said, next to nothing.
    { relation: ['equals'], with: [['jacobian', 'jacobian-form'], ['zero']] },
  ],
  // "very small gradients when passed through the softmax": the Jacobian's
  // failure only beside a saturated softmax (rubric.ts, depth).
  // ("The gradient flowing through it shrinks": said to fall as the softmax
  // saturates, the same failure told as a trend.)
  // (Either way: "… so the gradients through the softmax don't vanish"
  // names the failure the fix averts.)
  'through-vanishes': [{ relation: ['vanishes', 'shrinks'], with: [['through']], polarity: 0 }],
  'vanishing-gradients': [
    { relation: ['vanishes'], with: [GRADIENTS], polarity: 0 },
    // "the gradients get smaller and smaller": shrinking, said of the gradients
    // in its own clause ("keep the values small, otherwise the gradients
    // explode" shrinks the values).
    { relation: ['shrinks'], inClause: [['gradient']] },
    // "the gradient through the softmax is ~0.0003": its value, next to nothing.
    { relation: ['equals'], subject: ['through'], object: ['zero'] },
  ],
  'corrects-exploding': [
    {
      relation: ['explodes'],
      polarity: -1,
      inSentence: [['gradient', 'training', 'wqk', 'jacobian', 'through']],
    },
  ],
  'dk-flattens': [
    // (A temperature said to flatten the softmax is the temperature view, no
    // divisor weighed: "if the temperature is high, the softmax is uniform".)
    {
      relation: ['flattens'],
      inSentence: [['dk', 'variance', 'softmax', 'weight']],
      notInSentence: ['temperature'],
    },
    // (Said even a clause away: "if you divide by d_k, the logits shrink to
    // zero, so every key gets roughly the same weight".)
    { relation: ['divides-by'], object: ['dk'], inSentence: [['uniform']] },
  ],
  'trained-drift': [
    { relation: ['drifts'], inSentence: [['training', 'entries', 'variance', 'wqk', 'score']] },
    { relation: ['aligns'], inSentence: [['training']] },
    // The factor called a default, or QK-norm brought in for the drift.
    { relation: ANY, inSentence: [['default', 'qknorm']] },
  ],
  mup: [{ relation: ANY, with: [['mup']] }],
  fix: [{ relation: ['divides-by'], object: ['sqrtdk'] }],
  // Any divisor said as the fix, right or wrong: communication asks for a fix told after the chain.
  'some-fix': [
    { relation: ['divides-by', 'shrinks'] },
    { relation: ANY, with: [['scaling']] },
    // "It stops the dot products getting too big": the fix, said by what it prevents.
    { relation: ['prevents'], with: [SPREAD] },
    // "Hence √d_k.", "So: divide by √d_k": the root named as the conclusion.
    { relation: ['causes'], object: ['sqrtdk'], notWith: ['std', 'variance'] },
  ],
  'jacobian-sketch': [{ relation: ANY, inSentence: [['jacobian-form']] }],
  'small-dk': [{ relation: ANY, inSentence: [['small-dk']] }],
  // "not sure why the paper writes sqrt": said by naming it (grade-claims.ts, NOTED).
  'root-unexplained': [],
  // The cause, for communication, however it is framed: "so the scores don't
  // blow up" names it as much as "the scores blow up"; "q·k has variance d_k
  // when the entries have variance 1" states it beside the assumption.
  // The growth is the cause only with what it grows with: "too big" alone, or
  // beside the divisor only ("divide by √d_k so they don't blow up"), is not
  // (data/public/README.md, labelling decisions).
  'cause-said': [
    { relation: ['grows-with'], with: [SPREAD], polarity: 0, undivided: [DIMENSION] },
    // "they get bigger as d_k gets bigger", "the noise grows like √N": growth
    // with the dimension, whatever the pronoun or the picture.
    {
      relation: ['grows-with'],
      with: [['dk', 'sqrtdk', 'width']],
      polarity: 0,
      undivided: [DIMENSION],
    },
    { relation: ['equals'], with: [['variance'], ['dk']], polarity: 0 },
  ],
};

export const MISTAKE_TEMPLATES: MistakeTemplate[] = [
  {
    id: 'exploding-gradients',
    // (Not another network's, named in the clause or before it: "unlike
    // RNNs, where gradients explode"; nor the explosion that clipping or a
    // warm-up is for, unless the attention is named with it.)
    templates: withoutRemedy([
      // The softmax's own gradient too: "softmax grads explode", "the Jacobian blows up".
      {
        relation: ['explodes'],
        subject: ['gradient', 'training', 'jacobian', 'through'],
        notWith: OTHER_MODEL,
        notSubjects: OTHER_MODEL,
      },
      // "exploding gradients", "vanishing/exploding gradients": the gradients
      // after it ("the softmax explodes and the gradients vanish", "the values
      // explode" are an explosion of something else, no claim on the gradients).
      {
        relation: ['explodes'],
        object: ['gradient'],
        adjacent: true,
        notWith: OTHER_MODEL,
        notSubjects: OTHER_MODEL,
      },
      {
        relation: ['explodes'],
        object: ['gradient'],
        notSubjects: ['softmax', 'score', 'weight', ...OTHER_MODEL],
        notWith: OTHER_MODEL,
      },
      // "keeps the gradients from becoming too large or too small": both
      // failures named, the explosion among them (public README).
      {
        relation: ['equals'],
        with: [['gradient'], ['range']],
        notWith: OTHER_MODEL,
        notSubjects: OTHER_MODEL,
      },
      // "causing large gradients": the size said of the gradients, next to them.
      {
        relation: ['grows-with'],
        object: ['gradient'],
        adjacent: true,
        notWith: OTHER_MODEL,
        notSubjects: OTHER_MODEL,
      },
      // "otherwise the gradients would be too big": the gradients said large.
      // ("… softmax values for large values of d_k" is the dimension's size.)
      {
        relation: ['grows-with'],
        subject: ['gradient'],
        // (Not the spread's own growth named nearer: "the softmax's gradient
        // depends on how spread out its inputs are".)
        notSubject: ['std', 'variance'],
        notWith: ['score', ...DIMENSION, ...OTHER_MODEL],
        notSubjects: OTHER_MODEL,
      },
    ]),
  },
  {
    id: 'divide-by-dk',
    weighedBy: ['flattens'],
    // (Nor one on a line that multiplies by √d_k instead: "* jnp.sqrt(d_k)
    // # normalise by head dim" is the inverted fix, not a division by d_k.)
    excusedBy: [
      { relation: ['divides-by'], form: ['/'], object: ['sqrtdk'] },
      { relation: ['multiplies-by'], form: ['times', '*'], object: ['sqrtdk'] },
    ],
    restatedBy: [{ relation: ['divides-by'], object: ['sqrtdk'] }],
    // (Nor the model's width split among the heads, d_model the subject in
    // the claim's own clause: "d_model is divided into h chunks of d_k".)
    templates: splitWidthAside({
      relation: ['divides-by'],
      object: ['dk'],
      notObject: ['sqrtdk'],
      notSubject: ['variance', 'one'],
      // "Var(q·k/d_k)": a division inside a variance is a quantity measured.
      notSubjects: ['variance'],
      // "= \frac{1}{d_k} Var(q·k)": a "/" with nothing before it is a value.
      dividend: true,
    }),
  },
  {
    id: 'divide-by-sqrt-dmodel',
    // (Not a division of another part of the model: "the embeddings are
    // scaled by √d_model", "lrate = d_model^-0.5 · …".)
    readWithCodeBelow: [{ relation: ['divides-by'], form: ['/'], object: ['sqrtdk', 'dk'] }],
    templates: [
      // (Nor a spread's value: "W_Q's entries have variance 1/d_model",
      // "std = 1/√d_model", "N(0, 1/d_model)".)
      {
        relation: ['divides-by'],
        object: ['dmodel'],
        notInSentence: ['other-part'],
        notSubject: NOT_DIVIDED,
      },
      {
        relation: ['divides-by'],
        rootOf: ['dmodel'],
        notInSentence: ['other-part'],
        notSubject: NOT_DIVIDED,
      },
      // The scores named as what is divided, in a clause of their own: "the
      // embeddings get multiplied by √d_model, and the scores get divided by
      // √d_model" divides the scores all the same.
      { relation: ['divides-by'], object: ['dmodel'], subject: ['score'], notWith: ['other-part'] },
      // "the scaling factor is the square root of the embedding size" (not
      // beside a head's size or count: "the factor of 8 is really √512 / √8").
      {
        relation: ['equals'],
        subject: ['scaling'],
        object: ['dmodel'],
        notWith: ['sqrtdk', 'per-head', 'heads'],
        notInSentence: ['other-part'],
      },
    ],
  },
  {
    id: 'divide-by-sqrt-heads',
    templates: [
      // (Not the width split among the heads in words: "the embedding size
      // is divided by the number of heads to get the head size"; a formula,
      // "√d_model/√h", is read as written.)
      ...splitWidthAside({ relation: ['divides-by'], object: ['heads'], notForm: ['/'] }),
      ...splitWidthAside({ relation: ['divides-by'], rootOf: ['heads'] }),
      // A formula or a line of code, read as written: the root of the head
      // count, or a bare count under a named part of attention ("√d_model/√h",
      // "scores = q @ k.T / n_heads"). A count under nothing named divides
      // something else: ALiBi's slopes "2 ** (-8 * (h + 1) / n_heads)", a
      // chunk "seq_len / n_heads".
      { relation: ['divides-by'], rootOf: ['heads'], form: ['/'] },
      { relation: ['divides-by'], object: ['heads'], form: ['/'], subject: ATTENTION },
      // "the h in √(d/h) is because we average over the heads": the heads
      // given as the reason for the h of the divisor.
      {
        relation: ['causes'],
        with: [['averaging'], ['heads']],
        inSentence: [['per-head']],
      },
      // "the h is there to average over the heads", "dividing by h averages
      // the heads' contributions": the h named alone, said to average; or the
      // fix said to average the heads, "the scaling averages the scores over
      // the heads".
      {
        relation: ['equals', 'causes', 'divides-by'],
        with: [['averaging'], ['heads'], ['the-h', 'scaling']],
      },
      // "the scaling factor is the square root of the number of heads".
      {
        relation: ['equals'],
        subject: ['scaling'],
        object: ['heads'],
        notWith: ['sqrtdk', 'per-head', 'dk', 'dmodel'],
      },
    ],
  },
  {
    id: 'inverted-fix',
    templates: [
      // (Not another part of the model: "the embeddings are multiplied by
      // √d_model (√512)".)
      // (Nor the growth a larger d_k brings: "doubling d_k multiplies the
      // typical logit by √2"; nor random draws made as wide as the unscaled
      // scores: "randn(T) * d_k ** 0.5".)
      {
        relation: ['multiplies-by'],
        object: ['sqrtdk', 'per-head'],
        notInSentence: ['other-part', 'simulated'],
        notWith: ['dk-changed'],
      },
      // The fix said to push the softmax into its small-gradient regions, the
      // paper's sentence with the scaling in the place of the large scores.
      {
        relation: ['causes'],
        form: PUSHES,
        subject: ['sqrtdk', 'scaling'],
        notSubjects: ['score', 'entries'],
        with: [['region']],
        averted: false,
      },
      // The same with the scores named as what the fix divides: "dividing
      // QK^T by √d_k pushes the softmax into …" (the scaling said in the
      // clause, the divisor next to the push).
      {
        relation: ['causes'],
        form: PUSHES,
        subject: ['sqrtdk'],
        notSubject: ['score', 'entries'],
        with: [['region'], ['scaling']],
        averted: false,
      },
    ],
  },
];

/** Caps the claim layer adds to the rubric's (rubric.ts), each for a reason
 *  the labelling rules give: a divisor of d_model or of the heads cannot say
 *  why the root of d_k (trade-offs), and the heads given as the reason put
 *  the wrong cause first (communication, LABELLING.md); "it just makes the
 *  numbers smaller" names no mechanism anywhere; a chain told backwards has
 *  not seen which way the gradients fail. */
export const CLAIM_CAPS: Partial<
  Record<MistakeId, Partial<Record<Dimension, Level | ConditionalCap>>>
> = {
  'divide-by-sqrt-dmodel': { tradeoffs: 'weak' },
  // (The same divisor after the right cause is scored on correctness only,
  // LABELLING.md: 'cause-first' is a cause told before the heads' reason.)
  'divide-by-sqrt-heads': {
    tradeoffs: 'weak',
    communication: { level: 'weak', unless: 'cause-first' },
  },
  'just-smaller': { depth: 'weak', tradeoffs: 'weak', communication: 'weak', followup: 'weak' },
  'reversed-causation': { tradeoffs: 'weak', followup: 'weak' },
};
