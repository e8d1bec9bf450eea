// The flashcard deck. Every card is written for this product from the facts of
// the content brief. Ids are stable: progress is stored against them, so
// change a card's wording freely but never reuse an id for another question.
// Numbers about real models come from src/data/models.json (through presets.ts).
import { findPreset, rootText, type ModelPreset } from '../../models/presets';

function model(id: string): ModelPreset {
  const preset = findPreset(id);
  if (!preset) throw new Error(`flashcards: no model preset '${id}' in src/data/models.json`);
  return preset;
}

const llama = model('llama-7b');
const bert = model('bert-base');
const gemma7b = model('gemma-7b');
const gemma2small = model('gemma2-9b');
const gemma2large = model('gemma2-27b');
const gemma3large = model('gemma3-27b');

export interface Flashcard {
  id: string;
  topic: 'core' | 'steps' | 'mistakes' | 'follow-ups' | 'models';
  front: string;
  back: string;
  /** The step of the page that shows the answer live. */
  link: string;
}

export const DECK: readonly Flashcard[] = [
  {
    id: 'scalar',
    topic: 'core',
    front: 'Name the scalar that QKᵀ is divided by in scaled dot-product attention.',
    back: '√d_k, the square root of one head’s query/key length (head_dim).',
    link: '#step-intro',
  },
  {
    id: 'formula',
    topic: 'core',
    front: 'Write scaled dot-product attention as one formula.',
    back: 'softmax(QKᵀ / √d_k) V. The division happens on the scores, before the softmax.',
    link: '#step-intro',
  },
  {
    id: 'what-is-dk',
    topic: 'core',
    front: 'What exactly is d_k?',
    back: 'The length of one query or key vector of a single head (head_dim). Usually d_model / num_heads, but not always.',
    link: '#step-beyond',
  },
  {
    id: 'three-steps',
    topic: 'steps',
    front: 'Give the three-step argument for the √d_k factor.',
    back: '1) A dot product of d_k unit-variance entries has variance d_k. 2) Large scores saturate the softmax and gradients vanish. 3) Dividing by √d_k brings the variance back to 1.',
    link: '#step-variance',
  },
  {
    id: 'step1-variance',
    topic: 'steps',
    front: 'If q and k have independent entries with mean 0 and variance 1, what is Var(q·k)?',
    back: 'd_k: each product q_i k_i has variance 1 and the variances of independent terms add.',
    link: '#step-variance',
  },
  {
    id: 'step1-std',
    topic: 'steps',
    front: 'What is the standard deviation of unscaled scores at d_k = 64, as in Transformer base?',
    back: '√64 = 8.',
    link: '#step-variance',
  },
  {
    id: 'random-walk',
    topic: 'steps',
    front: 'Which everyday picture explains why the spread grows like √d_k and not d_k?',
    back: 'A random walk: d_k coin-flip steps of ±1 typically end about √d_k from zero. It breaks down for trained vectors, which are learned, not coin flips.',
    link: '#step-variance',
  },
  {
    id: 'saturation-def',
    topic: 'steps',
    front: 'What does it mean that a softmax is saturated?',
    back: 'One input is so far above the rest that its weight is about 1 and all others about 0; small input changes barely move the output.',
    link: '#step-saturation',
  },
  {
    id: 'jacobian-formula',
    topic: 'steps',
    front: 'Write the softmax Jacobian entry ∂p_i/∂z_j.',
    back: 'p_i(δ_ij − p_j). Its largest possible entry is 1/4, at p = 1/2.',
    link: '#step-saturation',
  },
  {
    id: 'jacobian-onehot',
    topic: 'steps',
    front: 'What happens to the softmax Jacobian when the weights are nearly one-hot?',
    back: 'Every entry is close to 0, so almost no error signal reaches the query and key projections W_Q and W_K.',
    link: '#step-saturation',
  },
  {
    id: 'worked-example',
    topic: 'steps',
    front:
      'Scores (16, 8, 0, −8): roughly what is the top softmax weight, and what after dividing by 8?',
    back: 'About 0.9997 unscaled; after dividing by 8 the scores are (2, 1, 0, −1) and the top weight is about 0.64.',
    link: '#step-fix',
  },
  {
    id: 'why-square-root',
    topic: 'steps',
    front: 'Why the square root? Dividing a number by c multiplies its variance by what?',
    back: '1/c². To turn variance d_k into 1 we need c² = d_k, so c = √d_k.',
    link: '#step-fix',
  },
  {
    id: 'mistake-exploding',
    topic: 'mistakes',
    front: 'True or false: the √d_k factor prevents exploding gradients.',
    back: 'False. Without it the softmax saturates and gradients VANISH.',
    link: '#step-saturation',
  },
  {
    id: 'mistake-dk',
    topic: 'mistakes',
    front: 'What goes wrong if you divide the scores by d_k instead of √d_k?',
    back: 'The variance drops to 1/d_k, the softmax becomes nearly uniform and attention cannot focus.',
    link: '#step-fix',
  },
  {
    id: 'mistake-dmodel',
    topic: 'mistakes',
    front: 'Why is √d_model the wrong divisor in multi-head attention?',
    back: 'Each head’s dot products have length d_k, not d_model. Transformer base divides by √64 = 8, not √512.',
    link: '#step-beyond',
  },
  {
    id: 'mistake-heads',
    topic: 'mistakes',
    front: 'Does the number of heads appear in the scale factor?',
    back: 'No. Each head divides by the square root of its own key size; √num_heads plays no part.',
    link: '#step-beyond',
  },
  {
    id: 'mistake-smaller',
    topic: 'mistakes',
    front: 'Why is “it just makes the numbers smaller” a weak answer?',
    back: 'Any divisor makes numbers smaller. √d_k is the one that restores unit variance, so the softmax neither saturates nor flattens.',
    link: '#step-fix',
  },
  {
    id: 'mistake-exactly-one',
    topic: 'mistakes',
    front: 'After scaling, is the score variance always exactly 1?',
    back: 'Only under the assumption of independent, zero-mean, unit-variance entries (roughly at initialisation). Trained q and k drift and correlate.',
    link: '#step-fix',
  },
  {
    id: 'small-dk',
    topic: 'follow-ups',
    front: 'Does the scaling matter much when d_k is small, say 4?',
    back: 'Much less: at d_k = 4 the raw scores have variance 4 (standard deviation 2), which rarely saturates a softmax over 8 keys; the mean top weight is about 0.53 raw against 0.35 scaled. The gap opens as d_k grows.',
    link: '#step-fix',
  },
  {
    id: 'trained-drift',
    topic: 'follow-ups',
    front: 'Do trained queries and keys keep unit variance?',
    back: 'No. They correlate and drift in scale, so √d_k is a sound default from initialisation, not a proof about trained models.',
    link: '#step-beyond',
  },
  {
    id: 'mup',
    topic: 'follow-ups',
    front: 'Which parametrisation deliberately divides by d_k, and why?',
    back: 'muP (Tensor Programs V, Yang et al., NeurIPS 2021) scales scores by α/d_k: trained q and k become correlated, so q·k grows like d_k, not √d_k.',
    link: '#step-beyond',
  },
  {
    id: 'additive-attention',
    topic: 'follow-ups',
    front: 'What did the original paper compare dot-product attention against?',
    back: 'Additive (Bahdanau-style) attention: similar at small d_k, better at large d_k when dot products are NOT scaled (Vaswani et al. 2017, citing Britz et al. 2017).',
    link: '#step-beyond',
  },
  {
    id: 'qk-norm',
    topic: 'follow-ups',
    front: 'What is QK normalization, and which model made it well known?',
    back: 'Normalising q and k before the dot product, proposed by Henry et al. (Findings of EMNLP 2020). ViT-22B made it well known: without it, its training loss diverged as attention logits grew very large.',
    link: '#step-beyond',
  },
  {
    id: 'cost',
    topic: 'follow-ups',
    front: 'Does the scaling change the cost of attention?',
    back: 'No: one multiply per score. Attention stays quadratic in sequence length.',
    link: '#step-beyond',
  },
  {
    id: 'flashattention',
    topic: 'follow-ups',
    front: 'How does FlashAttention apply the scale?',
    back: 'To each block of scores inside its online softmax (running max and sum, rescaling earlier partial results); the result equals the full softmax up to rounding.',
    link: '#step-beyond',
  },
  {
    id: 'flash-rescale',
    topic: 'follow-ups',
    front:
      'In FlashAttention’s online softmax, what happens when a new block raises the running maximum from m to m′?',
    back: 'The running sum and the output accumulated so far are multiplied by e^(m − m′); the new block’s exponentials are taken against m′. At the end the weights equal the one-pass softmax to rounding.',
    link: '#step-beyond',
  },
  {
    id: 'flash-scale-where',
    topic: 'follow-ups',
    front: 'Where does FlashAttention apply 1/√d_k: before or after it takes the running maximum?',
    back: 'Before: each block’s scores q·k are multiplied by the scale first, and the block maximum and running maximum are taken over the scaled scores.',
    link: '#step-beyond',
  },
  {
    id: 'rope-variance',
    topic: 'follow-ups',
    front: 'Why does RoPE keep √d_k the right divisor?',
    back: 'RoPE rotates pairs of q and k entries. A rotation is orthogonal and keeps lengths, so with independent entries the rotated score is still a sum of d_k products with variance d_k, at every position offset.',
    link: '#step-beyond',
  },
  {
    id: 'rope-relative',
    topic: 'follow-ups',
    front: 'RoPE: on what does the score (R_m q)·(R_n k) depend?',
    back: 'Only on the offset n − m: it equals q·(R_(n−m) k). The rotation angle of pair i is position × θ_i with θ_i = 10000^(−2(i−1)/d) (RoFormer).',
    link: '#step-beyond',
  },
  {
    id: 'int8-dequantize',
    topic: 'follow-ups',
    front: 'Keys are cached as int8 with a scale s. Where does 1/√d_k go?',
    back: 'On the dequantized score: multiply the integer dot product by s, then divide by √d_k (or fold s/√d_k into one factor). Dividing the raw integers by √d_k alone leaves scores about 1/s too large, and the softmax saturates.',
    link: '#step-beyond',
  },
  {
    id: 'int8-outliers',
    topic: 'follow-ups',
    front: 'Why do outlier key channels hurt a per-tensor int8 key cache?',
    back: 'The largest entry sets the scale, so ordinary entries get coarse steps; clipping the range instead cuts the outliers and shifts the scores. KIVI quantizes keys per channel for this reason.',
    link: '#step-beyond',
  },
  {
    id: 'temperature',
    topic: 'follow-ups',
    front: 'How can the √d_k factor be seen as a softmax temperature?',
    back: 'Dividing scores by c is a softmax temperature of c; √d_k is the temperature that keeps the score spread at 1.',
    link: '#step-beyond',
  },
  {
    id: 'multihead',
    topic: 'follow-ups',
    front: 'In multi-head attention, which key size sets the factor?',
    back: 'One head’s: Transformer base has d_model 512 and 8 heads, so d_k = 64 and each head divides by 8.',
    link: '#step-beyond',
  },
  {
    id: 'model-llama',
    topic: 'models',
    front: 'Llama 2 7B: head_dim and divisor?',
    back: `head_dim ${llama.headDim} (${llama.dModel} / ${llama.heads} heads), divisor ${rootText(llama.divisorSquared)}.`,
    link: '#step-fix',
  },
  {
    id: 'model-bert',
    topic: 'models',
    front: 'BERT-base: head_dim and divisor?',
    back: `head_dim ${bert.headDim} (${bert.dModel} / ${bert.heads} heads), divisor ${rootText(bert.divisorSquared)}.`,
    link: '#step-fix',
  },
  {
    id: 'model-gemma7b',
    topic: 'models',
    front: 'Gemma 7B: why is it a surprise in the model table?',
    back: `Its head_dim is ${gemma7b.headDim}, not ${gemma7b.dModel} / ${gemma7b.heads} = ${gemma7b.dModel / gemma7b.heads}; the divisor follows the real head size, ${rootText(gemma7b.divisorSquared)}.`,
    link: '#step-fix',
  },
  {
    id: 'model-gemma2',
    topic: 'models',
    front: 'Which models divide by something other than √head_dim?',
    back:
      `Gemma 2 27B and Gemma 3 27B: their configurations set query_pre_attn_scalar to d_model / heads. ` +
      `Gemma 2 27B has head_dim ${gemma2large.headDim} but divides by ${rootText(gemma2large.divisorSquared)}; ` +
      `Gemma 3 27B has head_dim ${gemma3large.headDim} but divides by ${rootText(gemma3large.divisorSquared)}. ` +
      `Gemma 2 9B is not one: after a correction in ${gemma2small.correctedIn} it divides by ${rootText(gemma2small.divisorSquared)} = √head_dim.`,
    link: '#step-fix',
  },
  {
    id: 'before-softmax',
    topic: 'core',
    front: 'Is the scaling applied before or after the softmax?',
    back: 'Before: on the scores QKᵀ, which then go into the softmax.',
    link: '#step-intro',
  },
];

export function findCard(id: string): Flashcard | undefined {
  return DECK.find((card) => card.id === id);
}
