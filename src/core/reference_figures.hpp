// The published reference figures (one earlier run of the reference
// experiment at d_k = 4, 64, 512). They are written once, in
// src/data/published-figures.json, from which CMake generates the rows below
// (data/published_figures.inc). They are published values to compare a live
// measurement with, in the CLI's `table` and in the tests, never a stand-in
// for computing the numbers. NaN marks a figure that was not published.
#pragma once

#include <array>

#include "core/options.hpp"
#include "data/published_figures.hpp"

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
static_assert(data::published::figureCount == kReferenceQuantityCount,
              "src/data/published-figures.json must give one row per ReferenceQuantity");

// The d_k values of the published run, in the order of ReferenceFigure::published.
constexpr auto kReferenceDks = data::published::dks;
constexpr int kReferenceDkCount = static_cast<int>(kReferenceDks.size());

struct ReferenceFigure {
  ReferenceQuantity quantity;
  const char* label;
  std::array<double, kReferenceDkCount> published;  // one per kReferenceDks entry
  // Decimals as printed (rounding is +-0.5 of the last one).
  std::array<int, kReferenceDkCount> decimals;
};

// In the order of the JSON file (which is ReferenceQuantity order).
const std::array<ReferenceFigure, kReferenceQuantityCount>& referenceFigures();

// The options of the published run (its pairs, trials, keys, threshold and
// entry distribution) on top of the defaults, with the given seed.
Options referenceOptions(uint32_t seed);

}  // namespace sqrtdk
