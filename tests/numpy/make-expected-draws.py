#!/usr/bin/python3
"""Writes tests/cpp/numpy_expected_draws.inc: draws made once by NumPy's
default_rng for a few seeds, which tests/cpp/numpy_random_test.cpp compares
with the core's NumpyGenerator bit for bit.

Run: /usr/bin/python3 tests/numpy/make-expected-draws.py   (needs python3-numpy)
"""
import os

import numpy as np

SEEDS = [0, 1, 42, 123456789, 4294967295]
COUNT = 300  # per seed and kind
LONG_RUN = 1_000_000  # normals of seed 0 summarised: the tail layer is exercised


def main():
    out = os.path.join(os.path.dirname(__file__), '..', 'cpp', 'numpy_expected_draws.inc')
    lines = ['// Made by tests/numpy/make-expected-draws.py with NumPy %s. Data.' % np.__version__,
             '// clang-format off']
    lines.append('static const uint32_t kExpectedSeeds[] = {%s};' % ', '.join('%du' % s for s in SEEDS))
    lines.append('constexpr int kExpectedCount = %d;' % COUNT)
    raw, doubles, normals = [], [], []
    for seed in SEEDS:
        raw.append(np.random.default_rng(seed).bit_generator.random_raw(COUNT))
        doubles.append(np.random.default_rng(seed).random(COUNT))
        normals.append(np.random.default_rng(seed).standard_normal(COUNT))
    lines.append('static const uint64_t kExpectedRaw[][%d] = {' % COUNT)
    for r in raw:
        lines.append('  {' + ', '.join('0x%016XULL' % int(v) for v in r) + '},')
    lines.append('};')
    for name, table in (('kExpectedDoubles', doubles), ('kExpectedNormals', normals)):
        lines.append('static const double %s[][%d] = {' % (name, COUNT))
        for t in table:
            lines.append('  {' + ', '.join(float.hex(float(v)) for v in t) + '},')
        lines.append('};')
    # A long run of seed 0: its sum in draw order, its extremes, and how many
    # fell beyond the ziggurat's tail edge r (drawn by the tail method).
    x = np.random.default_rng(0).standard_normal(LONG_RUN)
    total = 0.0
    for v in x.tolist():
        total += v
    lines.append('constexpr int kLongRunCount = %d;' % LONG_RUN)
    lines.append('constexpr double kLongRunSum = %s;' % float.hex(total))
    lines.append('constexpr double kLongRunMin = %s;' % float.hex(float(x.min())))
    lines.append('constexpr double kLongRunMax = %s;' % float.hex(float(x.max())))
    lines.append('constexpr int kLongRunBeyondTailEdge = %d;' % int(np.sum(np.abs(x) > 3.6541528853610088)))
    lines.append('// clang-format on')
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print('wrote', os.path.normpath(out))


main()
