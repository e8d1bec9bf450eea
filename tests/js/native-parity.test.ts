// The wasm core and the native CLI (build/native/sqrtdk --json) give the same
// numbers for the same seed and options: the generator is counter-based and
// the sampling kernels use the same float polynomials on every target, so the
// variance experiment is bit-identical. Softmax statistics and the exact
// sampler also call exp/log of the C library (glibc natively, musl in wasm),
// which may differ in the last bit: those results agree to 1e-12 relative.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { SqrtDkCore, VarianceOptions, SaturationOptions } from '../../wasm/api';
import { simdCore } from './support/cores';
import { plain } from './support/plain';

const NATIVE_CLI =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');
const nativeBuilt = existsSync(NATIVE_CLI);

type Options = Partial<VarianceOptions & SaturationOptions>;

function cliFlags(options: Options): string[] {
  const flags: string[] = [];
  for (const [key, value] of Object.entries(options)) {
    const flag = key === 'customDivisor' ? 'divisor' : key;
    flags.push(`--${flag}`, String(value));
  }
  return flags;
}

function runCli(args: string[]): Record<string, unknown> {
  const out = spawnSync(NATIVE_CLI, [...args, '--json'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  const parsed = JSON.parse(out.stdout);
  // The CLI echoes its options and the divisor it highlights; the API does not.
  delete parsed.options;
  delete parsed.highlight;
  return parsed;
}

const RELATIVE_TOLERANCE = 1e-12;

/** Deep comparison, numbers within RELATIVE_TOLERANCE; reports the path. */
function expectClose(actual: unknown, expected: unknown, path = 'result'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const scale = Math.max(Math.abs(actual), Math.abs(expected), Number.MIN_VALUE);
    const message = `${path}: wasm ${actual}, native ${expected}`;
    expect(Math.abs(actual - expected) / scale, message).toBeLessThanOrEqual(RELATIVE_TOLERANCE);
  } else if (expected !== null && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
  } else {
    expect(actual, path).toEqual(expected);
  }
}

describe.skipIf(!nativeBuilt)('wasm equals the native CLI', () => {
  let core: SqrtDkCore;
  beforeAll(async () => {
    core = await simdCore();
  });

  const varianceCases: Options[] = [
    { dk: 37, pairs: 500, seed: 1 },
    { dk: 512, pairs: 300, seed: 2, heads: 12, customDivisor: 3.5 },
    { dk: 9, pairs: 400, seed: 3, dist: 'rademacher' },
    { dk: 17, pairs: 400, seed: 4, dist: 'uniform' },
    { dk: 33, pairs: 400, seed: 5, dist: 'correlated', rho: -0.4 },
    { dk: 65536, pairs: 2000, seed: 6, sampler: 'exact' },
    { dk: 65536, pairs: 2000, seed: 7, sampler: 'exact', dist: 'rademacher' },
  ];
  it.each(varianceCases)('variance %o', (options) => {
    const native = runCli(['variance', '--samples', ...cliFlags(options)]);
    if (options.sampler === 'exact') expectClose(plain(core.variance(options)), native);
    else expect(plain(core.variance(options))).toEqual(native); // bit for bit
  });

  const saturationCases: Options[] = [
    { dk: 129, trials: 300, keys: 7, seed: 1 },
    { dk: 64, trials: 400, keys: 8, seed: 2, threshold: 0.9 },
    { dk: 20, trials: 200, keys: 3, seed: 3, dist: 'correlated', rho: 0.8 },
    { dk: 4096, trials: 500, keys: 16, seed: 4, sampler: 'exact' },
    { dk: 3000, trials: 300, keys: 8, seed: 5, sampler: 'exact', dist: 'rademacher' },
  ];
  it.each(saturationCases)('saturation %o', (options) => {
    const native = runCli(['saturation', '--samples', ...cliFlags(options)]);
    expectClose(plain(core.saturation(options)), native);
  });

  it.each(['brute', 'exact'] as const)('sweep with sampler %s', (sampler) => {
    const dks = [1, 5, 64, 300];
    const options: Options = { pairs: 300, trials: 100, seed: 8, sampler };
    const native = runCli(['sweep', '--dks', dks.join(','), ...cliFlags(options)]);
    expectClose(plain(core.sweep({ ...options, dks })), native);
  });

  it('softmax', () => {
    const scores = [16, 8, 0, -8, 0.25];
    const native = runCli(['softmax', '--scores', scores.join(',')]);
    expectClose(plain(core.softmax(scores)), native);
  });

  it('the same error message for the same bad input', () => {
    const out = spawnSync(NATIVE_CLI, ['variance', '--dk', '0', '--json'], { encoding: 'utf8' });
    expect(out.status).toBe(2);
    expect(() => core.variance({ dk: 0 })).toThrow(out.stderr.replace(/^sqrtdk: /, '').trim());
  });
});

if (!nativeBuilt) {
  describe('native CLI parity', () => {
    it.skip(`skipped: ${NATIVE_CLI} is not built (run npm run build:native)`, () => {});
  });
}
