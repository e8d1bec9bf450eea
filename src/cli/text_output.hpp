// Human-readable tables for the terminal.
#pragma once

#include <ostream>
#include <vector>

#include "core/experiments.hpp"
#include "core/softmax.hpp"

namespace sqrtdk::cli {

void writeText(std::ostream& out, const Options& options, DivisorKind highlight,
               const VarianceResult& result);
void writeText(std::ostream& out, const Options& options, DivisorKind highlight,
               const SaturationResult& result);
void writeText(std::ostream& out, const SweepOptions& options, DivisorKind highlight,
               const SweepResult& result);
void writeText(std::ostream& out, const SoftmaxResult& result);
// Measured (with 95% interval) next to the content brief's published figures.
void writeText(std::ostream& out, const Options& options, const std::vector<ReferencePoint>& table);

}  // namespace sqrtdk::cli
