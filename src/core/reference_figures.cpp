#include "core/reference_figures.hpp"

#include <cmath>

namespace sqrtdk {

const std::array<ReferenceFigure, kReferenceQuantityCount>& referenceFigures() {
  // Content brief, steps 1-3: 20,000 pairs and 4,000 trials x 8 keys, normal entries.
  static const std::array<ReferenceFigure, kReferenceQuantityCount> figures = {{
      {ReferenceQuantity::varianceRaw, "variance of q.k, raw", {4.00, 64.49, 508.16}, 2},
      {ReferenceQuantity::stdRaw, "std of q.k, raw", {2.00, 8.03, 22.54}, 2},
      {ReferenceQuantity::varianceSqrtDk, "variance, / sqrt(d_k)", {1.001, 1.008, 0.992}, 3},
      {ReferenceQuantity::varianceDk, "variance, / d_k", {0.2503, 0.0157, 0.0019}, 4},
      {ReferenceQuantity::topWeightRaw, "mean top weight, raw", {0.530, 0.876, 0.958}, 3},
      {ReferenceQuantity::topWeightSqrtDk,
       "mean top weight, / sqrt(d_k)",
       {0.346, 0.363, 0.364},
       3},
      {ReferenceQuantity::saturatedFractionRaw, "top weight > 0.99, raw", {NAN, 0.373, NAN}, 3},
      {ReferenceQuantity::jacobianNormRaw, "Jacobian size, raw", {0.339, 0.151, 0.057}, 3},
      {ReferenceQuantity::jacobianNormSqrtDk,
       "Jacobian size, / sqrt(d_k)",
       {0.360, 0.366, 0.365},
       3},
  }};
  return figures;
}

}  // namespace sqrtdk
