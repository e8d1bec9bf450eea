#include "core/experiments.hpp"
#include "core/kernels.hpp"

namespace sqrtdk {

BuildInfo buildInfo() { return BuildInfo{builtWithWasmSimd(), "0.1.0"}; }

}  // namespace sqrtdk
