// Finite-difference check of the attention model's hand-written backward pass
// (attention_model.hpp), in double precision on a small model: for every
// divisor kind and both losses, each weight is moved by +-h and the central
// difference (l(w + h) - l(w - h)) / 2h is compared with the analytic
// gradient. The error of a case is max_i |analytic_i - numeric_i| divided by
// max_i |analytic_i| (the largest gradient entry, so entries near zero do not
// blow the ratio up).
#pragma once

#include <cstdint>
#include <vector>

#include "core/options.hpp"
#include "core/train_options.hpp"
#include "core/train_task.hpp"

namespace sqrtdk {

struct GradientCheckCase {
  DivisorKind kind = DivisorKind::none;
  double divisor = 1;
  TrainLoss loss = TrainLoss::output;
  double maxRelativeError = 0;
  double largestGradient = 0;
};

struct GradientCheckResult {
  int dmodel = 0, dk = 0, tokens = 0, batch = 0;
  std::vector<GradientCheckCase> cases;
  double worst = 0;  // largest maxRelativeError over the cases
};

// The threshold of `sqrtdk train --check-gradients`.
constexpr double kGradientCheckTolerance = 1e-5;

// The check on its default small model (d_k < d_model: the products go
// through q = x_q W_Q, attention_model.hpp) ...
GradientCheckResult checkGradients(uint32_t seed = 1);
// ... and on any shape (d_k well above d_model takes the other order of the
// products, through W_Q W_K^T; the tests check both).
GradientCheckResult checkGradients(uint32_t seed, const TaskShape& shape);

}  // namespace sqrtdk
