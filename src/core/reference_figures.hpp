// The reference figures of the content brief (its "reference simulation"
// numbers for d_k = 4, 64, 512). They are published values to compare a live
// measurement with, in the CLI's `table` and in the tests, never a stand-in
// for computing the numbers. NaN marks a figure the brief does not give.
#pragma once

#include <array>

namespace sqrtdk {

enum class ReferenceQuantity {
  varianceRaw,
  stdRaw,
  varianceSqrtDk,
  varianceDk,
  topWeightRaw,
  topWeightSqrtDk,
  saturatedFractionRaw,  // top weight > 0.99
  jacobianNormRaw,
  jacobianNormSqrtDk,
};
constexpr int kReferenceQuantityCount = 9;

struct ReferenceFigure {
  ReferenceQuantity quantity;
  const char* label;
  std::array<double, 3> published;  // d_k = 4, 64, 512
  int decimals;                     // as printed in the brief (rounding is +-0.5 of the last)
};

// In ReferenceQuantity order.
const std::array<ReferenceFigure, kReferenceQuantityCount>& referenceFigures();

}  // namespace sqrtdk
