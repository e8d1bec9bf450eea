// Input limits of the core, in one place. Anything outside is rejected with a
// message that names the parameter and the range below; nothing is clamped.
//
//   dk              integer in [1, 65536]
//   pairs           integer in [1, 2,000,000]
//   trials          integer in [1, 1,000,000]
//   keys            integer in [2, 4096]
//   trials * keys   <= 16,777,216 (the per-trial score buffer)
//   heads           integer in [1, 4096]
//   seed            integer in [0, 4294967295]
//   rho             in [-1, 1]
//   threshold       in the open interval (0, 1)
//   customDivisor   finite and > 0
//   sweep dks       1 to 256 values, each a valid dk
//   brute-force normal draws per call (pairs * 2 * dk for variance,
//     trials * (keys + 1) * dk for saturation, summed over a sweep)
//                   <= 2^31, a few seconds of work; beyond it the message
//                   suggests sampler 'exact', whose cost does not grow with dk.
//   exact-sampler draws per call (pairs + trials * (keys + 1), summed over a
//     sweep)        <= 2^31 as well, so that no call runs for minutes.
//
// Training (train_options.hpp): the ranges of dk, dmodel, tokens, batch, steps,
// seeds, recordEvery and queryNoise are in src/data/train.json ("limits"),
// generated into kMinTrain<Name> / kMaxTrain<Name> (data/train_limits.hpp).
//   divisors        1 to 4 distinct kinds
//   lr              'best', or finite and > 0
//   queryNoise      in [0, 10]
//   batch * tokens * dmodel   <= 4,194,304 (one step's token buffer, 16 MB)
//   weights of all runs: 6 * dmodel * dk * seeds * divisors * rates <= 2^26 floats (256 MB)
//   multiply-adds of the whole job <= 2^37 (about a minute in wasm)
//
// Memory budget behind these numbers: the largest raw-sample vector is
// 2,000,000 floats (8 MB) of scores, or 5 * 1,000,000 top weights (20 MB);
// the score buffer of a saturation run is at most 16.8 M doubles (134 MB).
#pragma once

#include <cstdint>

namespace sqrtdk::limits {

constexpr int64_t kMinDk = 1;
constexpr int64_t kMaxDk = 65536;
constexpr int64_t kMinPairs = 1;
constexpr int64_t kMaxPairs = 2000000;
constexpr int64_t kMinTrials = 1;
constexpr int64_t kMaxTrials = 1000000;
constexpr int64_t kMinKeys = 2;
constexpr int64_t kMaxKeys = 4096;
constexpr int64_t kMaxTrialKeyProduct = 16777216;
constexpr int64_t kMinHeads = 1;
constexpr int64_t kMaxHeads = 4096;
constexpr int64_t kMaxSeed = 4294967295LL;
constexpr int64_t kMaxSweepPoints = 256;
constexpr int64_t kMaxBruteNormalDraws = int64_t{1} << 31;
constexpr int64_t kMaxExactDraws = int64_t{1} << 31;
constexpr int64_t kMaxNumpyDraws = int64_t{1} << 28;

constexpr int64_t kMaxTrainTokenFloats = int64_t{1} << 22;
constexpr int64_t kMaxTrainWeightFloats = int64_t{1} << 26;
constexpr double kMaxTrainWork = 137438953472.0;  // 2^37 multiply-adds

}  // namespace sqrtdk::limits

// kMinTrainDk, kMaxTrainDk, ... kMaxTrainQueryNoise, from src/data/train.json.
#include "data/train_limits.hpp"
