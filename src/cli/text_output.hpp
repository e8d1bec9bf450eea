// Human-readable tables for the terminal.
#pragma once

#include <ostream>
#include <vector>

#include "core/experiments.hpp"
#include "core/gradient_check.hpp"
#include "core/softmax.hpp"
#include "core/train_sweep.hpp"
#include "core/trainer.hpp"

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
// Per divisor: the rate, loss and accuracy at a few steps, starved fraction
// and gradient norm at step 0 and at the end, and the rate grid.
void writeText(std::ostream& out, const TrainSnapshot& snapshot);
void writeText(std::ostream& out, const GradientCheckResult& check);
// Per divisor and d_k: the late loss at every grid rate, the best rate and loss.
void writeText(std::ostream& out, const TrainSweepResult& sweep);

}  // namespace sqrtdk::cli
