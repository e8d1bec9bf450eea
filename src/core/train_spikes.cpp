#include "core/train_spikes.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sqrtdk {

int countSpikes(const std::vector<double>& losses) {
  double start = std::numeric_limits<double>::quiet_NaN();
  bool armed = false, inSpike = false;
  int spikes = 0;
  for (double loss : losses) {
    if (!std::isfinite(loss)) continue;
    if (std::isnan(start)) start = loss;
    const bool spike = armed && loss > kSpikeShare * start;
    if (spike && !inSpike) ++spikes;
    inSpike = spike;
    if (loss < kSpikeArmShare * start) armed = true;
  }
  return spikes;
}

double lateMeanLoss(const std::vector<double>& losses) {
  if (losses.empty()) return std::numeric_limits<double>::quiet_NaN();
  const size_t steps = losses.size() - 1;
  const size_t window = std::max<size_t>(1, (steps + kLateFraction - 1) / kLateFraction);
  double sum = 0;
  int count = 0;
  for (size_t i = losses.size() - std::min(window, losses.size()); i < losses.size(); ++i)
    if (std::isfinite(losses[i])) {
      sum += losses[i];
      ++count;
    }
  return count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

}  // namespace sqrtdk
