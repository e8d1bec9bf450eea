// Row-major matrix products for the training model's small matrices (64 x 64
// and the like), written as rows of axpy so that the compiler vectorises them
// along the output row: natively with SSE/AVX, in the wasm SIMD build with
// wasm SIMD. (Eigen has no wasm SIMD path, so its products stay scalar there;
// these are 3-4x faster in wasm.) Every output entry is summed in index
// order, so the result does not depend on the vector width: native and wasm
// give the same bits.
#pragma once

#include <algorithm>

namespace sqrtdk {

// C (m x n) = A (m x k) B (k x n): row i of C is sum_p A[i,p] B[p,:].
template <class T>
void multiply(const T* __restrict a, const T* __restrict b, T* __restrict c, int m, int k, int n) {
  for (int i = 0; i < m; ++i) {
    T* __restrict row = c + static_cast<long>(i) * n;
    const T* ai = a + static_cast<long>(i) * k;
    std::fill(row, row + n, T(0));
    int p = 0;
    // Four rows of B per pass: the row of C stays in registers, and the
    // explicit left-to-right sum keeps the order p, p+1, p+2, p+3.
    for (; p + 4 <= k; p += 4) {
      const T a0 = ai[p], a1 = ai[p + 1], a2 = ai[p + 2], a3 = ai[p + 3];
      const T* b0 = b + static_cast<long>(p) * n;
      const T* b1 = b0 + n;
      const T* b2 = b1 + n;
      const T* b3 = b2 + n;
      for (int j = 0; j < n; ++j)
        row[j] = (((row[j] + a0 * b0[j]) + a1 * b1[j]) + a2 * b2[j]) + a3 * b3[j];
    }
    for (; p < k; ++p) {
      const T ap = ai[p];
      const T* bp = b + static_cast<long>(p) * n;
      for (int j = 0; j < n; ++j) row[j] = row[j] + ap * bp[j];
    }
  }
}

// C (k x n) = A^T B with A (m x k), B (m x n): row p of C is sum_i A[i,p] B[i,:].
template <class T>
void multiplyTransposed(const T* __restrict a, const T* __restrict b, T* __restrict c, int m, int k,
                        int n) {
  std::fill(c, c + static_cast<long>(k) * n, T(0));
  int i = 0;
  for (; i + 4 <= m; i += 4) {
    const T* a0 = a + static_cast<long>(i) * k;
    const T* b0 = b + static_cast<long>(i) * n;
    for (int p = 0; p < k; ++p) {
      T* __restrict row = c + static_cast<long>(p) * n;
      const T s0 = a0[p], s1 = a0[k + p], s2 = a0[2 * k + p], s3 = a0[3 * k + p];
      for (int j = 0; j < n; ++j)
        row[j] =
            (((row[j] + s0 * b0[j]) + s1 * b0[n + j]) + s2 * b0[2 * n + j]) + s3 * b0[3 * n + j];
    }
  }
  for (; i < m; ++i) {
    const T* ai = a + static_cast<long>(i) * k;
    const T* bi = b + static_cast<long>(i) * n;
    for (int p = 0; p < k; ++p) {
      T* __restrict row = c + static_cast<long>(p) * n;
      const T s = ai[p];
      for (int j = 0; j < n; ++j) row[j] = row[j] + s * bi[j];
    }
  }
}

}  // namespace sqrtdk
