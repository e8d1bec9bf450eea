// The common wrong answers: for each, a short correction and the fragment of
// the page step where the learner can see it live. How a mistake is spotted
// is a claim template (claim-layer/tables/claims.ts for the main question,
// claim-layer/tables/followup-claims.ts for the follow-ups), not a pattern here.

export interface Mistake {
  id: string;
  correction: string;
  /** Fragment of the page step that shows it. */
  link: string;
}

/** The mistakes the main question listens for. */
export const MISTAKES = [
  {
    id: 'exploding-gradients',
    correction:
      'Without the scaling the gradients vanish, they do not explode: a saturated softmax has a Jacobian close to zero, so almost no error signal reaches the query and key weights.',
    link: '#step-saturation',
  },
  {
    id: 'divide-by-dk',
    correction:
      'The divisor is sqrt(d_k), not d_k. Dividing by d_k shrinks the score variance to 1/d_k, so the softmax turns almost uniform and attention can no longer focus.',
    link: '#step-fix',
  },
  {
    id: 'divide-by-sqrt-dmodel',
    correction:
      'Each head takes dot products of length d_k (its own key size), so the divisor is sqrt(d_k), not sqrt(d_model). In Transformer base that is sqrt(64) = 8, not sqrt(512).',
    link: '#step-beyond',
  },
  {
    id: 'divide-by-sqrt-heads',
    correction:
      'The number of heads does not enter the scale: every head divides its own scores by the square root of its key size d_k.',
    link: '#step-beyond',
  },
  {
    id: 'just-smaller',
    correction:
      'Any divisor makes the numbers smaller; sqrt(d_k) is the one that brings the score variance back to 1, so the softmax neither saturates nor flattens.',
    link: '#step-saturation',
  },
  {
    id: 'variance-exactly-one',
    correction:
      'Unit variance is exact only when the entries of q and k are independent with mean 0 and variance 1, roughly true at initialisation. Trained queries and keys correlate and drift, so it is a good default, not a guarantee.',
    link: '#step-fix',
  },
  {
    id: 'reversed-causation',
    correction:
      'The chain runs the other way: the scores grow with d_k (variance d_k), that saturates the softmax, and a saturated softmax passes back almost no gradient.',
    link: '#step-saturation',
  },
  {
    id: 'inverted-fix',
    correction:
      'The fix divides the scores by √d_k (multiplies by 1/√d_k) so that the softmax does not saturate and the gradients do not vanish: saturation is what it prevents, not what it is for. Multiplying by √d_k would make the scores larger still.',
    link: '#step-fix',
  },
] as const satisfies readonly Mistake[];

/** The mistakes only follow-up questions listen for. */
export const FOLLOWUP_MISTAKES = [
  {
    id: 'same-at-every-dk',
    correction:
      'At small d_k the unscaled scores have std √d_k, only 2 at d_k = 4, so the softmax is far from saturated and the scaling changes little; the gap opens as d_k grows.',
    link: '#step-saturation',
  },
  {
    id: 'additive-always-better',
    correction:
      'Additive attention beat dot-product attention only at large d_k without the scaling; the two are similar at small d_k, and scaled dot-product attention is faster (one matrix multiply).',
    link: '#step-beyond',
  },
  {
    id: 'scale-changes-complexity',
    correction:
      'The scale is one multiply per score (or folded into W_Q): it changes neither the cost nor the quadratic growth of attention with sequence length.',
    link: '#step-beyond',
  },
  {
    id: 'flash-approximate',
    correction:
      'FlashAttention is exact: its blockwise online softmax keeps a running max and sum and rescales earlier blocks, so the result equals the full softmax up to rounding.',
    link: '#step-beyond',
  },
  {
    id: 'loss-fixes-attention',
    correction:
      'Cross-entropy cancels the Jacobian of the softmax it sits on (gradient p − y), not of the attention softmax inside the network: the signal to the attention scores still passes through a saturated Jacobian, so the scaling is still needed.',
    link: '#step-train',
  },
  {
    id: 'optimiser-replaces-scaling',
    correction:
      'Adam rescales the size of a gradient, but a saturated softmax leaves a gradient that is mostly noise, and the forward pass is still one-hot: Adam narrows the gap at moderate d_k but does not close it.',
    link: '#step-train',
  },
  {
    id: 'rope-changes-variance',
    correction:
      'RoPE is a rotation: it keeps the norms of q and k, and with independent entries the score variance is d_k at every position offset, so √d_k stays the right divisor. Beyond measures it offset by offset.',
    link: '#step-beyond',
  },
  {
    id: 'quant-scale-on-integers',
    correction:
      'Divide the dequantized score by √d_k, or fold the quantization scale s and 1/√d_k into one factor: the raw integer scores are about 1/s larger, and dividing them by √d_k alone saturates the softmax. Beyond measures both ways.',
    link: '#step-beyond',
  },
] as const satisfies readonly Mistake[];

/** A mistake of the main question (those of a claim told backwards,
 *  reversed-causation and inverted-fix, on any question) or of a follow-up. */
export type MistakeId = (typeof MISTAKES | typeof FOLLOWUP_MISTAKES)[number]['id'];
