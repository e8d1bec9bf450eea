#include "core/format.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sqrtdk {

std::string formatNumber(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[40];
  if (std::floor(value) == value && std::fabs(value) < 1e15) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);  // 70000, not 7e+04
    return buffer;
  }
  // The shortest %.*g that round-trips, so "0.1" stays "0.1" and 1e300 is short.
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  return buffer;
}

}  // namespace sqrtdk
