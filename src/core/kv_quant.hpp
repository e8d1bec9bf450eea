// An int8 key cache and where the 1/sqrt(d_k) factor goes.
//
// Symmetric int8 quantization, as KV-cache quantization does it (KIVI, Liu et
// al. 2024, arXiv 2402.02750, quantizes keys per channel because a few key
// channels carry outliers): an entry x is stored as
//   x_q = clamp(round(x / s), -127, 127)   and read back as   s * x_q,
// (round half to even)
// with one scale s for the whole cache ("per tensor", s = max |x| / 127) or
// one per channel (s_c = max over tokens |x_c| / 127). Each trial draws one
// query and a cache of `keys` keys and computes the scores six ways:
//   float            q.k / sqrt(d_k), the reference
//   dequant_tensor   q.(s k_q) / sqrt(d_k): dequantize, then divide
//   dequant_channel  the same with per-channel scales
//   raw_integers     q.k_q / sqrt(d_k): the scale left out (scores 1/s larger)
//   scale_twice      s^2 q.k_q / sqrt(d_k): the scale applied twice (s times smaller)
//   clipped          per tensor, but the range set to clip * max |x|, so entries
//                    beyond it are clipped to +-127
// for a plain cache (unit-variance entries) and for one whose first
// `outlierChannels` channels are `outlierScale` times larger.
#pragma once

#include <cstdint>
#include <vector>

#include "core/stats.hpp"
#include "core/status.hpp"

namespace sqrtdk {

struct KvQuantOptions {
  double dk = 64;              // 1..4096
  double keys = 64;            // cached keys per trial, 2..4096
  double trials = 500;         // 1..100,000; trials * keys * dk <= 2^26
  double seed = 1;             // uint32
  double outlierChannels = 2;  // 0..dk, for the outlier cache
  double outlierScale = 10;    // [1, 1000]
  double clip = 0.125;         // (0, 1]: the clipped range as a share of max |x|
};

constexpr int kInt8Levels = 127;

struct KvMethodRow {
  const char* method = "";
  Estimate variance;         // of the scores the softmax sees
  Estimate topWeight;        // mean largest softmax weight over the keys
  Estimate topWeightShift;   // mean |top weight - float top weight|
  double maxScoreError = 0;  // largest |score - float score|
  // Largest per-score bound sum_c |q_c| s_c / 2 / sqrt(d_k) on that error
  // (rounding moves each entry by at most half a step); NaN where none holds.
  double errorBound = 0;
  double clippedFraction = 0;  // share of key entries clipped to +-127
};

struct KvCacheResult {
  const char* cache = "";  // "plain" or "outliers"
  int outlierChannels = 0;
  double outlierScale = 1;
  double meanScale = 0;           // mean per-tensor scale s over the trials
  std::vector<KvMethodRow> rows;  // the six methods, in the order above
};

struct KvQuantResult {
  int dk = 0;
  int keys = 0;
  int trials = 0;
  double clip = 0;
  KvCacheResult plain;
  KvCacheResult outliers;
};

// x_q = clamp(round(x / scale), -127, 127) for n entries; returns how many
// were clipped (|round(x / scale)| > 127).
int64_t quantizeInt8(const double* x, size_t n, double scale, int8_t* out);
// max |x| / 127 (1 when every entry is 0, so dequantization stays defined).
double int8Scale(const double* x, size_t n);

Result<KvQuantResult> kvQuantExperiment(const KvQuantOptions& options);

}  // namespace sqrtdk
