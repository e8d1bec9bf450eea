// Loss spikes of one training run, and the late loss the comparisons use.
//
// Spike rule (one run's per-step batch losses l_0 .. l_T, non-finite values
// ignored): the rule arms once a loss has fallen below kSpikeArmShare (1%) of
// l_0: the run has learned the task. After that, step t is a spike step when
// l_t > kSpikeShare * l_0: the batch gives back more than 3% of the starting
// loss. A spike is a maximal stretch of consecutive spike steps, so one
// blow-up that takes a few steps to settle counts once. Why thresholds on the
// start and not on the running minimum: an undivided run's batches reach
// losses of 1e-29 (saturated and right), so any relative rule counts every
// ordinary batch as a spike; a trained run's ordinary batch noise stays under
// 1% of the start (measured at the defaults: under 0.7% for sqrt(d_k) and d_k),
// while a batch with a few confidently wrong examples jumps to several percent.
#pragma once

#include <vector>

namespace sqrtdk {

constexpr double kSpikeArmShare = 0.01;
constexpr double kSpikeShare = 0.03;
// The late loss averages the last fifth (1 / kLateFraction) of a run's steps.
constexpr int kLateFraction = 5;

// Spikes in `losses` under the rule above.
int countSpikes(const std::vector<double>& losses);

// Mean of the finite losses among the last ceil((size - 1) / kLateFraction)
// evaluated steps (at least one): with steps 0 .. 300, steps 241 .. 300.
// NaN when none of them is finite.
double lateMeanLoss(const std::vector<double>& losses);

}  // namespace sqrtdk
