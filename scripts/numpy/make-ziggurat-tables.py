#!/usr/bin/python3
"""Writes src/core/numpy_ziggurat_tables.inc: the three 256-entry tables
(ki, wi, fi) of NumPy's standard-normal ziggurat, so the core can draw the
very same normals as numpy.random.default_rng(seed).standard_normal().

The tables are published constants of NumPy (data, not code). Regenerating
them from their defining recurrence in double or 60-digit arithmetic gave
values a few ulps away from NumPy's, and a table that is one ulp off changes
the draws, so they are read from the installed NumPy itself: its _generator
extension holds fi, wi and ki as three adjacent arrays of 256 eight-byte
entries. The script finds them by their defining first and last entries
(fi[0] = 1, wi[255] = r / 2^52, ki[1] = 0) and checks the shape of each
before writing anything. The draws made with them are then checked against
NumPy in tests/cpp/numpy_random_test.cpp (expected values made by
tests/numpy/make-expected-draws.py).

Run: /usr/bin/python3 scripts/numpy/make-ziggurat-tables.py   (needs python3-numpy)
"""
import glob
import os
import struct
import sys

import numpy

R = 3.6541528853610087963519472518  # the ziggurat's rightmost layer edge
N = 256


def find_tables(blob):
    # fi starts with 1.0 and decreases to exp(-r^2/2); wi ends with r / 2^52;
    # ki has ki[1] == 0. NumPy stores them as fi, wi, ki, adjacent.
    first_fi = struct.pack('<d', 1.0)
    start = 0
    while True:
        at = blob.find(first_fi, start)
        if at < 0:
            return None
        start = at + 1
        fi = struct.unpack_from('<256d', blob, at)
        wi = struct.unpack_from('<256d', blob, at + 8 * N)
        ki = struct.unpack_from('<256Q', blob, at + 16 * N)
        fi_ok = all(fi[i] > fi[i + 1] > 0 for i in range(N - 1))
        wi_ok = abs(wi[N - 1] - R / 2.0**52) < 1e-30 and all(0 < w < 1e-15 for w in wi)
        ki_ok = ki[1] == 0 and all(0 < k < 2**52 for k in ki[2:])
        if fi_ok and wi_ok and ki_ok:
            return ki, wi, fi


def main():
    folder = os.path.join(os.path.dirname(numpy.__file__), 'random')
    for path in sorted(glob.glob(os.path.join(folder, '_generator*.so'))):
        with open(path, 'rb') as f:
            tables = find_tables(f.read())
        if tables:
            break
    else:
        sys.exit('make-ziggurat-tables: the tables were not found in NumPy ' + numpy.__version__)
    ki, wi, fi = tables
    out = os.path.join(os.path.dirname(__file__), '..', '..', 'src', 'core',
                       'numpy_ziggurat_tables.inc')
    with open(out, 'w') as f:
        f.write('// NumPy\'s standard-normal ziggurat tables (256 layers), as used by\n')
        f.write('// numpy.random.Generator.standard_normal. Data, written by\n')
        f.write('// scripts/numpy/make-ziggurat-tables.py from NumPy %s; doubles in\n' % numpy.__version__)
        f.write('// hexadecimal so they are exact. Included by numpy_random.cpp only.\n')
        f.write('// clang-format off\n')
        f.write('static const uint64_t kZigguratKi[256] = {\n')
        for i in range(0, N, 4):
            f.write('    ' + ' '.join('0x%016XULL,' % k for k in ki[i:i + 4]) + '\n')
        f.write('};\n')
        for name, table in (('kZigguratWi', wi), ('kZigguratFi', fi)):
            f.write('static const double %s[256] = {\n' % name)
            for i in range(0, N, 3):
                f.write('    ' + ' '.join('%s,' % float.hex(v) for v in table[i:i + 3]) + '\n')
            f.write('};\n')
        f.write('// clang-format on\n')
    print('wrote', os.path.normpath(out))


main()
