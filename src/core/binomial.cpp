#include "core/binomial.hpp"

#include <cmath>

namespace sqrtdk {
namespace {

// Attempts of one sample use streams sequence * 256 + attempt; 255 attempts in
// a row are rejected with probability far below 1e-200.
constexpr uint32_t kAttemptStreams = 256;
constexpr uint32_t kMaxAttempts = kAttemptStreams - 1;
// Words of sample i within an attempt's stream: 4i .. 4i + 3.
constexpr uint32_t kWordsPerSample = 4;

// Uniform in (0, 1) with 52 random bits (the top 26 of each word): the
// rejection tests below compare it with doubles, so 24-bit floats would
// quantise the distribution. (x + 1/2) 2^-52 with x < 2^52 is exact.
double uniform52(uint32_t high, uint32_t low) {
  const double x = static_cast<double>(high >> 6) * 0x1p26 + static_cast<double>(low >> 6);
  return (x + 0.5) * 0x1p-52;
}

int popcount64(uint32_t w0, uint32_t w1) { return __builtin_popcount(w0) + __builtin_popcount(w1); }

}  // namespace

double stirlingCorrection(int k) {
  if (k <= 9) {
    // Direct formula: k! <= 362880 is exact in a double.
    double factorial = 1;
    for (int i = 2; i <= k; ++i) factorial *= i;
    constexpr double kHalfLog2Pi = 0.91893853320467274178;  // ln(2 pi) / 2
    return std::log(factorial) - ((k + 0.5) * std::log(k + 1.0) - (k + 1.0) + kHalfLog2Pi);
  }
  // Stirling's series in 1 / (k + 1), accurate to 1e-13 from k = 10.
  const double inv = 1.0 / (k + 1.0), inv2 = inv * inv;
  return (1.0 / 12.0 - (1.0 / 360.0 - inv2 / 1260.0) * inv2) * inv;
}

HalfBinomialSampler::HalfBinomialSampler(int n) : n_(n) {
  // Set-up of BTRD for success probability p = 1/2 (q = 1 - p).
  constexpr double p = 0.5, q = 1.0 - p;
  m_ = std::floor((n + 1) * p);  // the mode
  r_ = p / q;
  nr_ = (n + 1) * r_;
  npq_ = n * p * q;
  const double spq = std::sqrt(npq_);
  b_ = 1.15 + 2.53 * spq;
  a_ = -0.0873 + 0.0248 * b_ + 0.01 * p;
  c_ = n * p + 0.5;
  alpha_ = (2.83 + 5.1 / b_) * spq;
  vr_ = 0.92 - 4.2 / b_;
  urvr_ = 0.86 * vr_;
  const int m = static_cast<int>(m_);
  h_ = (m_ + 0.5) * std::log((m_ + 1) / (r_ * (n - m_ + 1))) + stirlingCorrection(m) +
       stirlingCorrection(n - m);
}

int HalfBinomialSampler::attempt(double v, double u) const {
  // Step 1: the central box of the hat, accepted at once (most draws).
  if (v <= urvr_) {
    const double us = v / vr_ - 0.43;
    return static_cast<int>(std::floor((2 * a_ / (0.5 - std::fabs(us)) + b_) * us + c_));
  }
  // Step 2: a point (u, v) of the rest of the hat. Either v lies above v_r
  // (then it is already uniform there and u is fresh), or v's position in
  // (0.86 v_r, v_r) gives u in the outer strips |u| > 0.43 and a fresh v.
  if (v >= vr_) {
    u -= 0.5;
  } else {
    const double w = v / vr_ - 0.93;
    if (w == 0) return -1;  // would put u on the hat's pole (us = 0)
    const double fresh = u;
    u = (w > 0 ? 0.5 : -0.5) - w;
    v = fresh * vr_;
  }
  // Step 3.0: transform u to k; scale v to the hat's height at k.
  const double us = 0.5 - std::fabs(u);
  if (!(us > 0)) return -1;
  const double kReal = std::floor((2 * a_ / us + b_) * u + c_);
  if (kReal < 0 || kReal > n_) return -1;
  const int k = static_cast<int>(kReal);
  v *= alpha_ / (a_ / (us * us) + b_);
  const int m = static_cast<int>(m_);
  const int km = k > m ? k - m : m - k;
  if (km <= 15) {
    // Step 3.1: f(k) / f(m) by the recursion f(i) / f(i - 1) = nr / i - r.
    double f = 1;
    if (m < k) {
      for (int i = m + 1; i <= k; ++i) f *= nr_ / i - r_;
    } else {
      for (int i = k + 1; i <= m; ++i) v *= nr_ / i - r_;
    }
    return v <= f ? k : -1;
  }
  // Step 3.2: squeeze around the normal approximation of ln(f(k) / f(m)).
  const double logV = std::log(v);
  const Squeeze s = squeeze(k);
  if (logV < s.lo) return k;
  if (logV > s.hi) return -1;
  // Steps 3.3-3.4: the exact ln(f(k) / f(m)).
  return logV <= logRatioToMode(k) ? k : -1;
}

HalfBinomialSampler::Squeeze HalfBinomialSampler::squeeze(int k) const {
  const double km = std::fabs(k - m_);
  const double rho = (km / npq_) * (((km / 3.0 + 0.625) * km + 1.0 / 6.0) / npq_ + 0.5);
  const double t = -km * km / (2 * npq_);
  return Squeeze{t - rho, t + rho};
}

double HalfBinomialSampler::logRatioToMode(int k) const {
  // Stirling's formula with its correction fc for the four factorials of
  // f(k) / f(m) = m! (n - m)! / (k! (n - k)!) r^(k - m); h holds the m terms.
  const double nm = n_ - m_ + 1, nk = n_ - k + 1.0;
  return h_ + (n_ + 1) * std::log(nm / nk) + (k + 0.5) * std::log(nk * r_ / (k + 1.0)) -
         stirlingCorrection(k) - stirlingCorrection(n_ - k);
}

int HalfBinomialSampler::draw(const BinomialSource& source, uint32_t index) const {
  const uint32_t word = index * kWordsPerSample;
  const uint32_t base = source.sequence * kAttemptStreams;
  if (n_ <= kPopcountMaxN) {
    // The number of set bits among n fair bits is Binomial(n, 1/2).
    const StreamKey key = streamKey(source.seed, source.purpose, base);
    const uint32_t w0 = randomBits(key, word);
    const uint32_t w1 = n_ > 32 ? randomBits(key, word + 1) : 0;
    const uint32_t low = n_ >= 32 ? w0 : w0 & ((1U << n_) - 1);
    const uint32_t high = n_ > 32 ? (n_ == 64 ? w1 : w1 & ((1U << (n_ - 32)) - 1)) : 0;
    return popcount64(low, high);
  }
  for (uint32_t r = 0; r < kMaxAttempts; ++r) {
    const StreamKey key = streamKey(source.seed, source.purpose, base + r);
    const double v = uniform52(randomBits(key, word), randomBits(key, word + 1));
    // The second uniform is needed only outside the central box.
    const double u =
        v <= urvr_ ? 0.5 : uniform52(randomBits(key, word + 2), randomBits(key, word + 3));
    const int k = attempt(v, u);
    if (k >= 0) return k;
  }
  return static_cast<int>(m_);  // never reached in practice (see kMaxAttempts)
}

void fillRademacherScores(const BinomialSource& source, int dk, uint32_t first, size_t count,
                          double* out) {
  const HalfBinomialSampler sampler(dk);
  for (size_t i = 0; i < count; ++i)
    out[i] = 2.0 * sampler.draw(source, first + static_cast<uint32_t>(i)) - dk;
}

}  // namespace sqrtdk
