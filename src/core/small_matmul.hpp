// Row-major matrix products for the training model's small matrices (64 x 256
// and the like), in register tiles: a tile of 4 output rows x one vector of
// columns (8 floats or 4 doubles) is accumulated in registers over the whole
// inner dimension, then stored once, so the output is never re-read and
// each loaded vector of B serves four rows. The vector types are GCC/Clang
// extensions: natively SSE/AVX, in the wasm SIMD build wasm SIMD. (Eigen has
// no wasm SIMD path, so its products would stay scalar there.) Every output
// entry is summed in index order of the inner dimension, starting from 0, in
// the tiles and in the scalar edges alike, so the result does not depend on
// the vector width or the tiling: native and wasm give the same bits
// (tests/cpp/small_matmul_test.cpp checks against that plain sum).
#pragma once

#include <cstring>

namespace sqrtdk {
namespace matmul_detail {

template <class T>
struct Lanes;
template <>
struct Lanes<float> {
  typedef float type __attribute__((vector_size(32)));
};
template <>
struct Lanes<double> {
  typedef double type __attribute__((vector_size(32)));
};

constexpr int kTileRows = 4;

template <class T, class V = typename Lanes<T>::type>
inline __attribute__((always_inline)) V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <class T, class V>
inline __attribute__((always_inline)) void store(T* p, V v) {
  std::memcpy(p, &v, sizeof v);
}

// Output rows r0 .. r0 + R - 1, columns [j, j + width), of a product whose
// entry (r, j) is sum over t < depth of left(r, t) * right(t, j): left(r, t)
// is leftAt[r * leftRowStep + t * leftStep], right(t, .) starts at
// rightAt + t * rightStep.
template <class T, int R>
inline __attribute__((always_inline)) void tile(const T* leftAt, long leftRowStep, long leftStep,
                                                const T* rightAt, long rightStep, int depth, T* out,
                                                long outStep) {
  using V = typename Lanes<T>::type;
  V acc[R];
  for (int r = 0; r < R; ++r) acc[r] = V{};
  for (int t = 0; t < depth; ++t) {
    const V right = load<T>(rightAt + t * rightStep);
    const T* left = leftAt + t * leftStep;
    for (int r = 0; r < R; ++r) acc[r] = acc[r] + left[r * leftRowStep] * right;
  }
  for (int r = 0; r < R; ++r) store(out + r * outStep, acc[r]);
}

// The same entries, one column at a time (the columns past the last whole vector).
template <class T, int R>
inline __attribute__((always_inline)) void edge(const T* leftAt, long leftRowStep, long leftStep,
                                                const T* rightAt, long rightStep, int depth, T* out,
                                                long outStep) {
  for (int r = 0; r < R; ++r) {
    T sum = 0;
    for (int t = 0; t < depth; ++t)
      sum = sum + leftAt[r * leftRowStep + t * leftStep] * rightAt[t * rightStep];
    out[r * outStep] = sum;
  }
}

// R output rows (starting at `row`) across all n columns.
template <class T, int R>
inline __attribute__((always_inline)) void rows(const T* leftAt, long leftRowStep, long leftStep,
                                                const T* right, long rightStep, int depth, T* out,
                                                long outStep, int n) {
  constexpr int kLanes = sizeof(typename Lanes<T>::type) / sizeof(T);
  int j = 0;
  for (; j + kLanes <= n; j += kLanes)
    tile<T, R>(leftAt, leftRowStep, leftStep, right + j, rightStep, depth, out + j, outStep);
  for (; j < n; ++j)
    edge<T, R>(leftAt, leftRowStep, leftStep, right + j, rightStep, depth, out + j, outStep);
}

// Output rows of out (rowsCount x n): entry (r, j) = sum_t left(r, t) right(t, j).
template <class T>
inline __attribute__((always_inline)) void product(const T* left, long leftRowStep, long leftStep,
                                                   const T* right, long rightStep, int depth,
                                                   T* out, int rowsCount, int n) {
  int r = 0;
  for (; r + kTileRows <= rowsCount; r += kTileRows)
    rows<T, kTileRows>(left + r * leftRowStep, leftRowStep, leftStep, right, rightStep, depth,
                       out + static_cast<long>(r) * n, n, n);
  for (; r < rowsCount; ++r)
    rows<T, 1>(left + r * leftRowStep, leftRowStep, leftStep, right, rightStep, depth,
               out + static_cast<long>(r) * n, n, n);
}

}  // namespace matmul_detail

// C (m x n) = A (m x k) B (k x n).
template <class T>
void multiply(const T* __restrict a, const T* __restrict b, T* __restrict c, int m, int k, int n) {
  matmul_detail::product(a, k, 1, b, n, k, c, m, n);
}

// C (k x n) = A^T B with A (m x k), B (m x n).
template <class T>
void multiplyTransposed(const T* __restrict a, const T* __restrict b, T* __restrict c, int m, int k,
                        int n) {
  matmul_detail::product(a, 1, k, b, n, m, c, k, n);
}

}  // namespace sqrtdk
