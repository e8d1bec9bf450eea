// 8-lane vector types (GCC/Clang vector extensions) and the element-wise
// helpers the kernels share. Internal to the core: not part of the API.
//
// Eight lanes are two v128 operations in wasm SIMD, which measured faster
// than four or sixteen; natively they map to one AVX register or two SSE ones;
// without SIMD the compiler emits the scalar equivalent from the same source.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/rng.hpp"

namespace sqrtdk::lanes {

typedef float f32x8 __attribute__((vector_size(32)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef double f64x4 __attribute__((vector_size(32)));
typedef int64_t i64x4 __attribute__((vector_size(32)));

#define SQRTDK_INLINE inline __attribute__((always_inline))

SQRTDK_INLINE f32x8 broadcast(float x) { return f32x8{} + x; }
SQRTDK_INLINE u32x8 broadcast(uint32_t x) { return u32x8{} + x; }

SQRTDK_INLINE f32x8 load(const float* p) {
  f32x8 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
SQRTDK_INLINE void store(float* p, f32x8 v) { std::memcpy(p, &v, sizeof v); }

// Bit-level reinterpretation between same-size vector types.
SQRTDK_INLINE i32x8 bitsOf(f32x8 v) { return (i32x8)v; }
SQRTDK_INLINE f32x8 floatsOf(i32x8 v) { return (f32x8)v; }

// mask lanes are all ones (-1) or all zeros, as vector comparisons return.
SQRTDK_INLINE f32x8 select(i32x8 mask, f32x8 ifTrue, f32x8 ifFalse) {
  return floatsOf((bitsOf(ifTrue) & mask) | (bitsOf(ifFalse) & ~mask));
}

// lowbias32 on every lane (see rng.hpp).
SQRTDK_INLINE u32x8 mix(u32x8 x) { return mixWord(x); }

// Uniform (0, 1) from the top 24 bits, as uniformOpen() in rng.hpp.
SQRTDK_INLINE f32x8 uniformOpen(u32x8 bits) {
  const f32x8 top = __builtin_convertvector((i32x8)(bits >> 8), f32x8);
  return top * 0x1p-24f + 0x1p-25f;
}

// Correctly rounded square root per lane (IEEE, so identical everywhere).
// Natively the lane loop becomes one vector sqrt per register. Clang 14 does
// not do that for wasm SIMD: it spills the vector to the stack and takes
// eight scalar square roots, which made fillNormals several times slower; so
// wasm SIMD gets f32x4.sqrt on each half explicitly.
SQRTDK_INLINE f32x8 sqrt(f32x8 x) {
#ifdef __wasm_simd128__
  typedef float f32x4 __attribute__((vector_size(16)));
  const f32x4 low = __builtin_wasm_sqrt_f32x4(__builtin_shufflevector(x, x, 0, 1, 2, 3));
  const f32x4 high = __builtin_wasm_sqrt_f32x4(__builtin_shufflevector(x, x, 4, 5, 6, 7));
  return __builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7);
#else
  f32x8 r;
  for (int l = 0; l < 8; ++l) r[l] = std::sqrt(x[l]);
  return r;
#endif
}

// Square root of 4 double lanes (IEEE, correctly rounded everywhere). As for
// floats, clang 14 would scalarise the lane loop in wasm SIMD.
SQRTDK_INLINE f64x4 sqrt(f64x4 x) {
#ifdef __wasm_simd128__
  typedef double f64x2 __attribute__((vector_size(16)));
  const f64x2 low = __builtin_wasm_sqrt_f64x2(__builtin_shufflevector(x, x, 0, 1));
  const f64x2 high = __builtin_wasm_sqrt_f64x2(__builtin_shufflevector(x, x, 2, 3));
  return __builtin_shufflevector(low, high, 0, 1, 2, 3);
#else
  f64x4 r;
  for (int l = 0; l < 4; ++l) r[l] = std::sqrt(x[l]);
  return r;
#endif
}

// max(x, floor) per lane for a non-NaN floor: a compare and a select (x86
// maxpd, wasm f64x2 compare + bitselect); NaN lanes of x give the floor.
SQRTDK_INLINE f64x4 max(f64x4 x, double floor) {
  const i64x4 above = x > floor;
  return (f64x4)(((i64x4)x & above) | ((i64x4)(f64x4{} + floor) & ~above));
}

// k ln x for positive normal floats, with k a power of two (1 for ln x, -2
// for Box-Muller's -2 ln u). x = m 2^e with m in [sqrt(1/2), sqrt 2),
// ln m = 2 atanh(s) with s = (m - 1) / (m + 1), |s| < 0.172, as an odd series
// to s^11 (truncation error below 1e-9). About 2 ulp. Scaling by a power of
// two is exact and commutes with rounding, so k is folded into every
// constant: scaledLog(x, -2) has the bits of -2.0f * scaledLog(x, 1) without
// the extra multiply.
SQRTDK_INLINE f32x8 scaledLog(f32x8 x, float k) {
  const i32x8 bits = bitsOf(x);
  const i32x8 mantissa = bits & 0x007fffff;
  // m = 1.mantissa, halved (exponent bits - 1) when above sqrt 2 = 0x3fb504f3:
  // integer operations only, the same bits as comparing and multiplying floats.
  const i32x8 big = mantissa > 0x003504f3;
  const f32x8 m = floatsOf((mantissa | 0x3f800000) + (big << 23));
  const i32x8 exponent = (bits >> 23) - 127 - big;  // x > 0: no sign bit to mask
  const f32x8 s = (m - 1.0f) / (m + 1.0f);
  const f32x8 s2 = s * s;
  const f32x8 series =
      s2 * (k * 0.6666666667f +
            s2 * (k * 0.4f +
                  s2 * (k * 0.2857142857f + s2 * (k * 0.2222222222f + s2 * (k * 0.1818181818f)))));
  const f32x8 e = __builtin_convertvector(exponent, f32x8);
  // ln 2 split in two parts so e * ln2Hi is exact for |e| < 2^8.
  return e * (k * 0.693145752f) + (s * (2 * k) + s * series + e * (k * 1.42860677e-06f));
}

SQRTDK_INLINE f32x8 log(f32x8 x) { return scaledLog(x, 1.0f); }

// sin and cos of 2 pi t for t in [-1/2, 1/2]: Taylor series of sin and cos of
// phi = pi t on [-pi/2, pi/2] (to phi^11 and phi^12, error < 6e-8), then the
// double-angle formulas sin 2phi = 2 sin phi cos phi, cos 2phi = 1 - 2 sin^2 phi.
SQRTDK_INLINE void sinCos2Pi(f32x8 t, f32x8* sinOut, f32x8* cosOut) {
  const f32x8 x = t * 3.14159265f;
  const f32x8 x2 = x * x;
  const f32x8 sinPhi =
      x * (1.0f + x2 * (-1.6666667e-1f +
                        x2 * (8.3333333e-3f +
                              x2 * (-1.9841270e-4f + x2 * (2.7557319e-6f + x2 * -2.5052108e-8f)))));
  const f32x8 cosPhi =
      1.0f + x2 * (-0.5f +
                   x2 * (4.1666667e-2f +
                         x2 * (-1.3888889e-3f +
                               x2 * (2.4801587e-5f + x2 * (-2.7557319e-7f + x2 * 2.0876757e-9f)))));
  // 2 sinPhi is exact, so (sinPhi + sinPhi) gives the bits of 2.0f * sinPhi.
  const f32x8 twoSin = sinPhi + sinPhi;
  *sinOut = twoSin * cosPhi;
  *cosOut = 1.0f - twoSin * sinPhi;
}

// One Box-Muller step on 8 lanes: (u1, u2) -> (r cos 2 pi t, r sin 2 pi t),
// r = sqrt(-2 ln u1), t = u2 - 1/2.
SQRTDK_INLINE void boxMuller(f32x8 u1, f32x8 u2, f32x8* z0, f32x8* z1) {
  const f32x8 r = sqrt(scaledLog(u1, -2.0f));
  f32x8 s, c;
  sinCos2Pi(u2 - 0.5f, &s, &c);
  *z0 = r * c;
  *z1 = r * s;
}

// e^x for x <= 0 on 4 double lanes, and exactly 0 below -230. The cut keeps
// e, e^2 and e^3 far from the subnormal range (e^-690 ~ 1e-300): a subnormal
// result costs x86 a microcode assist of ~100 cycles per operation, which made
// this function 5x slower; terms below e^-230 ~ 1e-100 are invisible next to
// the softmax's top term anyway.
// x = k ln 2 + r with |r| <= ln2 / 2; e^r by its Taylor series to r^10
// (relative truncation error below 2.2e-13, far below the Monte Carlo error
// of any statistic built on it; two more terms cost the sweep ~10%); 2^k
// built in the exponent bits. The shifter trick
// rounds x / ln 2 to an integer without a float-to-int conversion, which wasm
// SIMD lacks for 64-bit lanes. Only IEEE-exact operations: same bits everywhere.
SQRTDK_INLINE f64x4 expNonPositive(f64x4 x) {
  const f64x4 shifter = f64x4{} + 0x1.8p52;
  const i64x4 negligible = x < -230.0;
  x = (f64x4)(((i64x4)x & ~negligible) | ((i64x4)(f64x4{} - 230.0) & negligible));
  const f64x4 t = x * 1.4426950408889634 + shifter;  // 1.5 2^52 + k
  const f64x4 k = t - shifter;
  const f64x4 r = (x - k * 6.93147180369123816490e-01) - k * 1.90821492927058770002e-10;
  f64x4 p = f64x4{} + 1.0 / 3628800;  // 1/10!
  const double inverseFactorials[] = {1.0 / 362880, 1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120,
                                      1.0 / 24,     1.0 / 6,     0.5,        1.0,       1.0};
  for (double c : inverseFactorials) p = p * r + c;
  const i64x4 kInteger = (i64x4)t - (i64x4)shifter;
  const f64x4 scale = (f64x4)((kInteger + 1023) << 52);
  return (f64x4)((i64x4)(p * scale) & ~negligible);
}

}  // namespace sqrtdk::lanes
