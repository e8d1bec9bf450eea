// The single-head attention model of step 4, its loss and a hand-written
// backward pass. For one example with query x_q, tokens X (n x dmodel) and
// values Y (n x m):
//   q = x_q W_Q,  k_i = x_i W_K,  z_i = q . k_i / c,  p = softmax(z)
//   loss 'output': l = ||o - y_t||^2 / m with o = sum_i p_i y_i
//   loss 'scores': l = -log p_t (cross-entropy straight on the scores)
// and the batch loss is the mean over examples. Scores are computed through
// u_b = W_K q_b^T (dmodel), z = X u / c, so an example's n keys are never
// formed. With B examples, D = dmodel and K = dk, u = X_q W_Q W_K^T can be
// multiplied out in two orders:
//   through q:          q = X_q W_Q, u = q W_K^T                (2 B D K)
//   through the weights: P = W_Q W_K^T (D x D), u = X_q P       (D^2 K + B D^2)
// Backward: g_i = dl/dp_i, dl/dz = J(p) g with J = diag(p) - p p^T, i.e.
// dl/dz_i = p_i (g_i - sum_j p_j g_j) ('scores': dl/dz = p - e_t);
// dl/du_b = X_b^T dl/dz_b / c, then
//   through q:          dl/dW_K = dU^T q, dl/dW_Q = X_q^T (dU W_K)          (3 B D K)
//   through the weights: dP = X_q^T dU, dl/dW_Q = dP W_K, dl/dW_K = dP^T W_Q (B D^2 + 2 D^2 K)
// (each over the batch). The model takes the order with fewer multiply-adds
// (productsThroughWeights): through q for d_k <= d_model at the page's batch,
// through the weights for wider heads (about a third fewer at d_k 256 with
// d_model 64). The two round differently, so the order is a pure function of
// the shape, the same on every target; the gradient check covers both.
//
// Starved examples. The gradient of an example's loss with respect to its
// own scores z is compared with the largest it could be:
//   'output': ||J(p) g||_1 <= range(g) / 2 for any weights p (the mean
//     absolute deviation of a variable with range r is at most r / 2), so
//     ratio = ||dl/dz||_1 / (range(g) / 2), in [0, 1] (0 when g is constant).
//     With top weight 1 - eps >= 1/2, ratio <= 4 eps (1 - eps) (the MAD is
//     at most 2 P (1 - P) r for the weight P of one side, and P (1 - P) <=
//     eps (1 - eps)), so every example with top weight above
//     (1 + sqrt(1 - kStarvedRatio)) / 2 = 0.99749 is starved.
//   'scores': ||p - e_t||_1 = 2 (1 - p_t) <= 2, so ratio = 1 - p_t: only
//     examples already answered with confidence are starved; a saturated
//     wrong answer still gets a full-size gradient.
// Starved means ratio < kStarvedRatio. The ratio does not depend on c: it
// measures the softmax gate, not the 1/c factor in front of the gradient.
//
// The template runs in float for training (speed) and in double for the
// finite-difference check; per-example softmax arithmetic is double in both.
#pragma once

#include <vector>

#include "core/train_options.hpp"
#include "core/train_task.hpp"

namespace sqrtdk {

// Statistics of one batch (means over its examples) and the gradient norms.
struct BatchStats {
  double loss = 0;
  double accuracy = 0;         // share with the largest weight on the target
  double gradNormQ = 0;        // ||dLoss/dW_Q||_F
  double gradNormK = 0;        // ||dLoss/dW_K||_F
  double topWeight = 0;        // mean largest weight
  double entropy = 0;          // mean entropy, nats
  double jacobianNorm = 0;     // mean ||J||_F
  double starvedFraction = 0;  // share with ratio < kStarvedRatio
  // Median over the batch of the standard deviation of an example's scaled
  // scores z_1 .. z_n: the spread the softmax actually sees (1 at the start
  // with the divisor sqrt(d_k), sqrt(d_k) without one).
  double scoreSpread = 0;
  bool finite = true;  // false when a score or the loss is not finite
};

// One example's view, for tests.
struct ExampleReport {
  double topWeight = 0;
  double starvedRatio = 0;  // see above
  double loss = 0;
};

// True when the products go through W_Q W_K^T (fewer multiply-adds for this shape).
bool productsThroughWeights(int batch, int dmodel, int dk);

// Loss statistics of `weights` on `batch` with divisor c; fills `gradient`
// (same shapes as the weights) when given, and `examples` when given.
template <class T>
BatchStats attentionLoss(const AttentionWeights<T>& weights, const TaskBatch& batch, double divisor,
                         TrainLoss loss, AttentionWeights<T>* gradient,
                         std::vector<ExampleReport>* examples = nullptr);

extern template BatchStats attentionLoss<float>(const AttentionWeights<float>&, const TaskBatch&,
                                                double, TrainLoss, AttentionWeights<float>*,
                                                std::vector<ExampleReport>*);
extern template BatchStats attentionLoss<double>(const AttentionWeights<double>&, const TaskBatch&,
                                                 double, TrainLoss, AttentionWeights<double>*,
                                                 std::vector<ExampleReport>*);

}  // namespace sqrtdk
