// JSON form of every result, with the field names of wasm/api.ts (schema in
// the README). Raw per-sample arrays only when `samples` is true.
#pragma once

#include <ostream>
#include <vector>

#include "core/experiments.hpp"
#include "core/gradient_check.hpp"
#include "core/softmax.hpp"
#include "core/train_sweep.hpp"
#include "core/trainer.hpp"

namespace sqrtdk::cli {

void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const VarianceResult& result, bool samples);
void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const SaturationResult& result, bool samples);
void writeJson(std::ostream& out, const SweepOptions& options, const SweepResult& result);
void writeJson(std::ostream& out, const SoftmaxResult& result);
void writeJson(std::ostream& out, const Options& options, const std::vector<ReferencePoint>& table);
// The TrainResult of wasm/api.ts (non-finite numbers as null).
void writeJson(std::ostream& out, const TrainSnapshot& snapshot);
void writeJson(std::ostream& out, const GradientCheckResult& check);
// {options, dks, lrs, runs: [{kind, divisor, lr, loss, bestLr, bestLoss}]} (README).
void writeJson(std::ostream& out, const TrainSweepResult& sweep);

}  // namespace sqrtdk::cli
