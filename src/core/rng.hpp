// Counter-based random source.
//
// Every random 32-bit word is a pure function of (seed, purpose, stream,
// index): no state is carried from one draw to the next. A "stream" is one
// random vector (the query of pair 17, say) and `index` is the entry within
// it, so entry j of vector i never depends on dk or on how many vectors are
// drawn: raising dk from 64 to 65 extends the same vectors, and the first n
// pairs of a run with N > n pairs are the same pairs.
//
// Definition (all arithmetic mod 2^32, only mul-low, xor, shift and add, so
// the 8-lane SIMD version and the scalar version are bit-identical on every
// target):
//   mix(x)      = lowbias32: x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15;
//                 x *= 0x846ca68b; x ^= x >> 16          (a bijection)
//   k0          = mix(seed ^ 0x9e3779b9)
//   k1          = mix(k0 + purpose * 0x85ebca6b)
//   key.a       = mix(k1 ^ stream)
//   key.b       = mix(key.a + 0x632be5ab)
//   bits(index) = mix(mix(index ^ key.a) + key.b)
// Because mix is a bijection, distinct streams get distinct keys and, within
// a stream, distinct indices get distinct words. The second keyed round stops
// two streams from being shifted copies of each other.
//
// Vector generator (the brute-force q and k entries; kernels.hpp
// fillVector*). Hashing every entry costs four multiplies per word, so whole
// vectors are drawn by 8 independent xoshiro128+ lanes instead, seeded from
// the counter-based words above. Vector `sub` of a stream:
//   lane l (0..7) starts with state (s0, s1, s2, s3) =
//     (bits(32 sub + l), bits(32 sub + 8 + l), bits(32 sub + 16 + l), bits(32 sub + 24 + l))
//   step:  out = s0 + s3;  t = s1 << 9;  s2 ^= s0;  s3 ^= s1;  s1 ^= s2;
//          s0 ^= s3;  s2 ^= t;  s3 = rotl(s3, 11)      (xoshiro128+ 1.0)
//   word w(s, l) = out of step s (s = 0, 1, ...) of lane l.
// Uniform and Rademacher entry j use w(j / 8, j % 8); normal entries come in
// blocks of 16: with u1 = uniformOpen(w(2b, l)), u2 = uniformOpen(w(2b+1, l)),
// entry 16b + l is r cos(2 pi t) and entry 16b + 8 + l is r sin(2 pi t).
// Entry j therefore depends only on (key, sub, j): a longer vector extends a
// shorter one, whatever dk. Quality: the four seed words of a lane are
// bits() at four distinct indices, so distinct (bits is a bijection of the
// index) and the state is never all zero; xoshiro128+ has period 2^128 - 1
// and its weak low bits are never used (uniforms take the top 24 bits,
// Rademacher the top bit). Streams and lanes start at hash-chosen points of
// that period; a vector reads at most 8,192 steps per lane, so two of them
// overlap (share a stretch of the sequence) with probability below 2^-50
// even among 2^32 vectors, and never by construction. Tests check moments, KS, lag and
// cross-stream, cross-lane and cross-vector correlations of this generator as for bits().
#pragma once

#include <cstdint>

namespace sqrtdk {

// What a stream is used for, so that different experiments and different
// roles (query, key, independent part of a correlated key, ...) never share
// numbers. Values are part of the generator definition: never renumber.
enum class Purpose : uint32_t {
  // Variance experiment, stream = pair, vector 0 (vector generator).
  varianceQuery = 1,
  varianceKey = 2,
  varianceNoise = 3,  // z of a correlated key
  // Saturation experiment, stream = trial; the query is vector 0 of its
  // stream, key j (and its noise) vector j of theirs (vector generator), so
  // adding keys or entries never moves existing numbers.
  saturationQuery = 4,
  saturationKey = 5,
  saturationNoise = 6,
  // Exact sampler. Chi-square draws: stream = experiment * 256 + attempt of
  // the rejection sampler, index = pair or trial (see chi_square.hpp).
  // Score normals: variance stream 0, saturation stream = key; index = pair
  // or trial.
  exactChiNormal = 7,
  exactChiUniform = 8,
  exactScoreNormal = 9,
  exactSaturationScoreNormal = 10,
  // Training task (train_task.hpp). Weights: stream 0, vector = row of W.
  // Tokens and values: stream = step * 1024 + example, vector = token (the
  // query noise is vector `tokens`). Target: stream = step, index = example.
  trainWeightQ = 11,
  trainWeightK = 12,
  trainTokens = 13,
  trainValues = 14,
  trainTarget = 15,
  // Exact sampler, Rademacher entries (binomial.hpp): stream = sequence * 256
  // + attempt with sequence 0 for the variance experiment and sequence = key
  // for saturation; sample index = pair or trial.
  exactVarianceBinomial = 16,
  exactSaturationBinomial = 17,
  // Follow-up experiments (rope.hpp, kv_quant.hpp, online_softmax.hpp):
  // stream = pair or trial, vector 0 (the query), vector 1 + j (key j), and
  // for online softmax vector 1 + keys + j (value j).
  ropeQuery = 40,
  ropeKey = 41,
  ropeNoise = 42,
  kvQuantQuery = 43,
  kvQuantKey = 44,
  onlineSoftmaxVectors = 45,
  // Free for tests.
  test = 99,
};

struct StreamKey {
  uint32_t a = 0;
  uint32_t b = 0;
};

// lowbias32, written once for a uint32_t and for vectors of them (kernels).
template <class Word>
constexpr Word mixWord(Word x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

constexpr uint32_t mix32(uint32_t x) { return mixWord(x); }

constexpr StreamKey streamKey(uint32_t seed, Purpose purpose, uint32_t stream) {
  const uint32_t k0 = mix32(seed ^ 0x9e3779b9U);
  const uint32_t k1 = mix32(k0 + static_cast<uint32_t>(purpose) * 0x85ebca6bU);
  const uint32_t a = mix32(k1 ^ stream);
  return StreamKey{a, mix32(a + 0x632be5abU)};
}

constexpr uint32_t randomBits(StreamKey key, uint32_t index) {
  return mix32(mix32(index ^ key.a) + key.b);
}

// Vectors per stream of the vector generator: the seed words of vector `sub`
// are bits(32 sub .. 32 sub + 31), so sub < 2^27.
constexpr uint32_t kMaxVectorsPerStream = 1U << 27;

// Uniform in the open interval (0, 1): the top 24 bits, centred in their cell,
// (bits >> 8) * 2^-24 + 2^-25. Exact in float32; never 0 (safe for log).
constexpr float uniformOpen(uint32_t bits) {
  return static_cast<float>(bits >> 8) * 0x1p-24f + 0x1p-25f;
}

}  // namespace sqrtdk
