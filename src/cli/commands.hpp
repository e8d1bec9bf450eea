// Runs a parsed command. Returns the process exit code: 0 ok, 2 bad input
// (message on `err`, starting with "sqrtdk: ").
#pragma once

#include <ostream>

#include "cli/args.hpp"

namespace sqrtdk::cli {

constexpr int kExitOk = 0;
constexpr int kExitCheckFailed = 1;  // train --check-gradients above tolerance
constexpr int kExitBadInput = 2;

int runCommand(const Arguments& args, std::ostream& out, std::ostream& err);

// `sqrtdk bench`: times the reference experiment natively (and, for the exact
// sampler, a 64-point sweep up to d_k 65536).
int runBench(const Arguments& args, const Options& options, std::ostream& out);

}  // namespace sqrtdk::cli
