#include "core/reference_figures.hpp"

#include <cmath>  // NAN in the generated rows

namespace sqrtdk {

const std::array<ReferenceFigure, kReferenceQuantityCount>& referenceFigures() {
  static const std::array<ReferenceFigure, kReferenceQuantityCount> figures = {{
#include "data/published_figures.inc"
  }};
  return figures;
}

Options referenceOptions(uint32_t seed) {
  Options o = defaults();
  o.seed = seed;
  o.pairs = data::published::pairs;
  o.trials = data::published::trials;
  o.keys = data::published::keys;
  o.threshold = data::published::threshold;
  o.dist = data::published::dist;
  return o;
}

}  // namespace sqrtdk
