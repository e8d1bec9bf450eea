#include "core/gradient_check.hpp"

#include <algorithm>
#include <cmath>

#include "core/attention_model.hpp"
#include "core/train_task.hpp"

namespace sqrtdk {
namespace {

// Small enough to check every weight, big enough that every product in the
// backward pass has more than one term. queryNoise 0.5 as on the page.
constexpr TaskShape kShape{6, 4, 5, 3, 0.5};
// Central differences: error h^2 |l'''| / 6 against rounding 1e-16 |l| / h.
constexpr double kStep = 1e-5;
// Divisor of the 'custom' case: below 1, so it sharpens the softmax further.
constexpr double kCustomDivisor = 0.7;

double lossAt(const AttentionWeights<double>& w, const TaskBatch& batch, double c, TrainLoss loss) {
  return attentionLoss<double>(w, batch, c, loss, nullptr).loss;
}

// Largest |analytic - numeric| over one weight matrix, moving entries of `moved`.
double worstDifference(AttentionWeights<double>& w, RowMatrix<double>& moved,
                       const RowMatrix<double>& analytic, const TaskBatch& batch, double c,
                       TrainLoss loss) {
  double worst = 0;
  for (Eigen::Index i = 0; i < moved.size(); ++i) {
    const double original = moved.data()[i];
    moved.data()[i] = original + kStep;
    const double up = lossAt(w, batch, c, loss);
    moved.data()[i] = original - kStep;
    const double down = lossAt(w, batch, c, loss);
    moved.data()[i] = original;
    worst = std::max(worst, std::fabs((up - down) / (2 * kStep) - analytic.data()[i]));
  }
  return worst;
}

}  // namespace

GradientCheckResult checkGradients(uint32_t seed) { return checkGradients(seed, kShape); }

GradientCheckResult checkGradients(uint32_t seed, const TaskShape& shape) {
  GradientCheckResult result;
  result.dmodel = shape.dmodel;
  result.dk = shape.dk;
  result.tokens = shape.tokens;
  result.batch = shape.batch;
  const TaskBatch batch = makeTaskBatch(shape, seed, 0);
  const AttentionWeights<float> initial = initialWeights(shape, seed);
  TrainOptions divisorOptions;
  divisorOptions.dk = shape.dk;
  divisorOptions.customDivisor = kCustomDivisor;
  for (DivisorKind kind :
       {DivisorKind::none, DivisorKind::sqrt_dk, DivisorKind::dk, DivisorKind::custom}) {
    for (TrainLoss loss : {TrainLoss::output, TrainLoss::scores}) {
      AttentionWeights<double> w{initial.wq.cast<double>(), initial.wk.cast<double>()};
      AttentionWeights<double> gradient = w;
      const double c = trainDivisorValue(kind, divisorOptions);
      attentionLoss<double>(w, batch, c, loss, &gradient);
      const double largest =
          std::max(gradient.wq.cwiseAbs().maxCoeff(), gradient.wk.cwiseAbs().maxCoeff());
      const double difference = std::max(worstDifference(w, w.wq, gradient.wq, batch, c, loss),
                                         worstDifference(w, w.wk, gradient.wk, batch, c, loss));
      GradientCheckCase check{kind, c, loss, largest > 0 ? difference / largest : difference,
                              largest};
      result.worst = std::max(result.worst, check.maxRelativeError);
      result.cases.push_back(check);
    }
  }
  return result;
}

}  // namespace sqrtdk
