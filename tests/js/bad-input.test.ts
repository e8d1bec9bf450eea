// Bad input: an Error carrying the core's message (naming the parameter and
// its allowed range), never an abort, a hang or a silently clamped result,
// and the module keeps working afterwards.
import { beforeAll, describe, expect, it } from 'vitest';

import type { SqrtDkCore } from '../../wasm/api';
import { baselineCore, simdCore } from './support/cores';

type Call = (core: SqrtDkCore) => unknown;

// [what, call, pattern the message must match]
const cases: [string, Call, RegExp][] = [
  ['dk 0', (c) => c.variance({ dk: 0 }), /^dk must be an integer in \[1, 65536\] \(got 0\)$/],
  ['dk 65537', (c) => c.variance({ dk: 65537 }), /^dk must be an integer in \[1, 65536\].*65537/],
  ['dk 1.5', (c) => c.saturation({ dk: 1.5 }), /^dk must be an integer in \[1, 65536\].*1\.5/],
  ['dk NaN', (c) => c.variance({ dk: NaN }), /^dk must be an integer in \[1, 65536\].*nan/i],
  ['dk Infinity', (c) => c.variance({ dk: Infinity }), /^dk must be an integer/],
  ['dk "abc"', (c) => c.variance({ dk: 'abc' as never }), /^dk must be a number \(got string\)$/],
  ['dk "64"', (c) => c.variance({ dk: '64' as never }), /^dk must be a number \(got string\)$/],
  ['dk null', (c) => c.variance({ dk: null as never }), /^dk must be a number \(got null\)$/],
  ['pairs 0', (c) => c.variance({ pairs: 0 }), /^pairs must be an integer in \[1, 2000000\]/],
  ['pairs huge', (c) => c.variance({ pairs: 1e12 }), /^pairs must be an integer in \[1, 2000000\]/],
  [
    'brute draws over budget',
    (c) => c.variance({ pairs: 2_000_000, dk: 65536 }),
    /sampler 'exact'/,
  ],
  ['seed -1', (c) => c.variance({ seed: -1 }), /^seed must be an integer in \[0, 4294967295\]/],
  ['seed 2^32', (c) => c.variance({ seed: 2 ** 32 }), /^seed must be an integer/],
  ['trials 0', (c) => c.saturation({ trials: 0 }), /^trials must be an integer in \[1, 1000000\]/],
  ['keys 1', (c) => c.saturation({ keys: 1 }), /^keys must be an integer in \[2, 4096\]/],
  ['trials x keys', (c) => c.saturation({ trials: 1e6, keys: 4096 }), /^trials \* keys/],
  ['threshold 0', (c) => c.saturation({ threshold: 0 }), /^threshold must be in .*\(0, 1\)/],
  ['threshold 1', (c) => c.saturation({ threshold: 1 }), /^threshold must be in .*\(0, 1\)/],
  ['rho 1.5', (c) => c.variance({ rho: 1.5 }), /^rho must be in \[-1, 1\] \(got 1\.5\)$/],
  ['heads 0', (c) => c.variance({ heads: 0 }), /^heads must be an integer in \[1, 4096\]/],
  ['customDivisor 0', (c) => c.variance({ customDivisor: 0 }), /^customDivisor must be .*> 0/],
  [
    'dist "cauchy"',
    (c) => c.variance({ dist: 'cauchy' as never }),
    /^dist must be one of normal, rademacher, uniform, correlated \(got 'cauchy'\)$/,
  ],
  ['dist 3', (c) => c.variance({ dist: 3 as never }), /^dist must be one of .*\(got number\)$/],
  ['sampler "fast"', (c) => c.variance({ sampler: 'fast' as never }), /^sampler must be one of/],
  [
    'sampler exact with uniform',
    (c) => c.saturation({ sampler: 'exact', dist: 'uniform' }),
    /^sampler 'exact' needs dist normal, correlated or rademacher/,
  ],
  ['options not an object', (c) => c.variance(5 as never), /^options must be an object/],
  ['options null', (c) => c.variance(null as never), /^options must be an object \(got null\)$/],
  ['unknown option', (c) => c.variance({ dK: 512 } as never), /^unknown option 'dK'/],
  ['sweep without dks', (c) => c.sweep({} as never), /^dks must be an array of numbers/],
  ['sweep empty dks', (c) => c.sweep({ dks: [] }), /^dks must hold between 1 and 256/],
  ['sweep 257 dks', (c) => c.sweep({ dks: new Array(257).fill(4) }), /^dks must hold/],
  ['sweep dk 0', (c) => c.sweep({ dks: [4, 0] }), /^dks\[1\] must be an integer in \[1, 65536\]/],
  ['sweep dk "8"', (c) => c.sweep({ dks: [4, '8' as never] }), /^dks\[1\] must be a number/],
  ['softmax NaN', (c) => c.softmax([1, NaN, 2]), /NaN/i],
  ['softmax empty', (c) => c.softmax([]), /scores/],
  ['softmax all -inf', (c) => c.softmax([-Infinity, -Infinity]), /-inf/i],
  ['softmax 4097 scores', (c) => c.softmax(new Float64Array(4097)), /scores.*4096/],
  ['softmax "1"', (c) => c.softmax(['1'] as never), /^scores\[0\] must be a number/],
  ['softmax of a number', (c) => c.softmax(5 as never), /^scores must be an array of numbers/],
];

describe.each([
  ['SIMD', simdCore],
  ['baseline', baselineCore],
])('bad input, %s build', (_name, load) => {
  let core: SqrtDkCore;
  beforeAll(async () => {
    core = await load();
  });

  it.each(cases)('%s: throws an Error with the core message', (_what, call, pattern) => {
    let thrown: unknown;
    try {
      call(core);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(pattern);
  });

  it('keeps working after every error, with the same numbers as before', () => {
    const before = core.variance({ pairs: 2000, seed: 9 });
    for (const [, call] of cases) expect(() => call(core)).toThrow(Error);
    const after = core.variance({ pairs: 2000, seed: 9 });
    expect(after.scores).toEqual(before.scores);
    expect(core.softmax([0, 0]).weights[0]).toBe(0.5);
  });
});
