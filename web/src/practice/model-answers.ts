// Model answers to the interview question at each rubric level, revealed
// after the learner has scored their own answer. A unit test checks that the
// scorer places each one at its own level on every dimension.
import type { Level } from './scorer/rubric';

export const MODEL_ANSWERS: Record<Level, string> = {
  weak: 'The scores are divided by a constant so the values stay in a nicer range and training is more stable. It is part of the attention formula, softmax(QKᵀ/√d_k)V.',
  strong:
    'A dot product of two d_k-dimensional vectors is a sum of d_k terms, so its variance grows to d_k. Those large scores saturate the softmax: one key takes almost all the weight, and the gradients vanish. Dividing by √d_k brings the variance of the scores back to 1 whatever d_k is.',
  staff:
    'Assume q and k have independent entries with mean 0 and variance 1. Each product q_i k_i has variance 1 and variances add, so q·k has variance d_k: at d_k = 64 its standard deviation is 8, and scores like (16, 8, 0, −8) give the top key 0.9997 of the weight. The softmax is saturated, so its Jacobian p_i(δ_ij − p_j) is near zero everywhere and W_Q and W_K receive almost no gradient; the gradients vanish, they do not explode. Dividing by √d_k restores unit variance. Dividing by d_k would overshoot and make attention nearly uniform, and trained q and k correlate and drift, which is why muP uses 1/d_k. At small d_k, say 4, the difference is mild.',
};
