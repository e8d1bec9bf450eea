// NumPy's SeedSequence, PCG64 and standard-normal ziggurat (numpy_random.hpp).
// Written from the algorithms' definitions (O'Neill's PCG paper, NumPy's
// SeedSequence documentation, Marsaglia and Tsang's ziggurat as NumPy
// parametrises it); checked draw for draw against NumPy in
// tests/cpp/numpy_random_test.cpp.
#include "core/numpy_random.hpp"

#include <cmath>

namespace sqrtdk {
namespace {

#include "core/numpy_ziggurat_tables.inc"

// SeedSequence's hash constants (32-bit words throughout).
constexpr uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875;
constexpr uint32_t kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
constexpr uint32_t kMixMultL = 0xca01f9dd, kMixMultR = 0x4973f715;
constexpr int kPoolSize = 4;

// SeedSequence(seed).generate_state(4, uint64) for a seed below 2^32, whose
// entropy is the single word `seed`.
void seedSequenceState(uint32_t seed, uint64_t out[4]) {
  uint32_t hashConst = kInitA;
  auto hashmix = [&hashConst](uint32_t value) {
    value ^= hashConst;
    hashConst *= kMultA;
    value *= hashConst;
    return value ^ (value >> 16);
  };
  auto mix = [](uint32_t x, uint32_t y) {
    uint32_t result = kMixMultL * x - kMixMultR * y;
    return result ^ (result >> 16);
  };
  uint32_t pool[kPoolSize];
  for (int i = 0; i < kPoolSize; ++i) pool[i] = hashmix(i == 0 ? seed : 0);
  for (int src = 0; src < kPoolSize; ++src)
    for (int dst = 0; dst < kPoolSize; ++dst)
      if (src != dst) pool[dst] = mix(pool[dst], hashmix(pool[src]));

  // generate_state: 8 words cycling over the pool, read as little-endian
  // pairs of 64-bit words.
  uint32_t stateConst = kInitB;
  uint32_t words[8];
  for (int i = 0; i < 8; ++i) {
    uint32_t value = pool[i % kPoolSize] ^ stateConst;
    stateConst *= kMultB;
    value *= stateConst;
    words[i] = value ^ (value >> 16);
  }
  for (int i = 0; i < 4; ++i)
    out[i] = static_cast<uint64_t>(words[2 * i]) | (static_cast<uint64_t>(words[2 * i + 1]) << 32);
}

// PCG64's 128-bit multiplier, as (high, low).
constexpr uint64_t kMultHi = 0x2360ED051FC65DA4ULL, kMultLo = 0x4385DF649FCCF645ULL;

// Full 64 x 64 -> 128-bit product as (high, low).
inline void mul64(uint64_t a, uint64_t b, uint64_t& hi, uint64_t& lo) {
  const uint64_t aLo = a & 0xffffffffu, aHi = a >> 32, bLo = b & 0xffffffffu, bHi = b >> 32;
  const uint64_t ll = aLo * bLo, lh = aLo * bHi, hl = aHi * bLo, hh = aHi * bHi;
  const uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  lo = (mid << 32) | (ll & 0xffffffffu);
  hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

// The ziggurat's tail: beyond r, x = r + e with e exponential, by Marsaglia's method.
constexpr double kZigguratR = 3.6541528853610087963519472518;
constexpr double kZigguratInvR = 0.27366123732975827203338247596;

}  // namespace

void NumpyGenerator::step() {
  // state = state * mult + inc (mod 2^128)
  uint64_t hi, lo;
  mul64(stateLo_, kMultLo, hi, lo);
  hi += stateHi_ * kMultLo + stateLo_ * kMultHi;
  const uint64_t newLo = lo + incLo_;
  hi += incHi_ + (newLo < lo ? 1 : 0);
  stateHi_ = hi;
  stateLo_ = newLo;
}

NumpyGenerator::NumpyGenerator(uint32_t seed) {
  uint64_t words[4];
  seedSequenceState(seed, words);
  // PCG64's seeding: state from words 0-1, increment (seq << 1 | 1) from 2-3,
  // each (high, low); then step, add the initial state, step again.
  incHi_ = (words[2] << 1) | (words[3] >> 63);
  incLo_ = (words[3] << 1) | 1u;
  stateHi_ = stateLo_ = 0;
  step();
  const uint64_t lo = stateLo_ + words[1];
  stateHi_ += words[0] + (lo < stateLo_ ? 1 : 0);
  stateLo_ = lo;
  step();
}

uint64_t NumpyGenerator::nextUint64() {
  step();
  // XSL-RR: xor the halves, rotate right by the top six bits.
  const uint64_t x = stateHi_ ^ stateLo_;
  const unsigned rot = static_cast<unsigned>(stateHi_ >> 58);
  return (x >> rot) | (x << ((64 - rot) & 63));
}

double NumpyGenerator::nextDouble() {
  return static_cast<double>(nextUint64() >> 11) * (1.0 / 9007199254740992.0);
}

double NumpyGenerator::standardNormal() {
  for (;;) {
    // One 64-bit word: 8 bits pick the layer, 1 the sign, 52 the position.
    uint64_t r = nextUint64();
    const int layer = static_cast<int>(r & 0xff);
    r >>= 8;
    const bool negative = r & 1;
    const uint64_t position = (r >> 1) & 0x000fffffffffffffULL;
    double x = static_cast<double>(position) * kZigguratWi[layer];
    if (negative) x = -x;
    if (position < kZigguratKi[layer]) return x;  // inside the layer's rectangle
    if (layer == 0) {
      for (;;) {
        // 1 - U keeps log away from 0.
        const double xx = -kZigguratInvR * std::log1p(-nextDouble());
        const double yy = -std::log1p(-nextDouble());
        if (yy + yy > xx * xx) return ((position >> 8) & 1) ? -(kZigguratR + xx) : kZigguratR + xx;
      }
    }
    const double below = kZigguratFi[layer], above = kZigguratFi[layer - 1];
    if ((above - below) * nextDouble() + below < std::exp(-0.5 * x * x)) return x;
  }
}

}  // namespace sqrtdk
