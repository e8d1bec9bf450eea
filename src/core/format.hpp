// Number formatting for error messages: shortest text that reads back the
// same value ("0", "1.5", "1e+300", "nan"), independent of the C locale.
#pragma once

#include <string>

namespace sqrtdk {

std::string formatNumber(double value);

}  // namespace sqrtdk
