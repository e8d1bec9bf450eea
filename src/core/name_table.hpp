// Parsing an enum value from its name in a table of names, with an error that
// lists every allowed name. Shared by the experiment and training options.
#pragma once

#include <cstddef>
#include <string>

#include "core/status.hpp"

namespace sqrtdk {

// names[i] is the name of static_cast<Enum>(i).
template <class Enum, size_t N>
Result<Enum> parseName(const std::string& text, const char* param, const char* const (&names)[N]) {
  std::string allowed;
  for (size_t i = 0; i < N; ++i) {
    if (text == names[i]) return Result<Enum>::success(static_cast<Enum>(i));
    allowed += (i ? ", " : "") + std::string(names[i]);
  }
  return Result<Enum>::failure(std::string(param) + " must be one of " + allowed + " (got '" +
                               text + "')");
}

}  // namespace sqrtdk
