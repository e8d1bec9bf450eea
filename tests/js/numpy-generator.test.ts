// The JS API's NumPy generator: the reference table reproduced digit for
// digit in wasm, the "Reproduce in Python" script (the same text the native
// CLI prints), and clear errors for bad generator settings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { SqrtDkCore } from '../../wasm/api';
import { baselineCore, simdCore } from './support/cores';

const NATIVE_CLI =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

describe('referenceTable', () => {
  it("with NumPy's generator and seed 0 every published figure is reproduced exactly", () => {
    const { rows } = core.referenceTable({ generator: 'numpy', seed: 0 });
    const published = rows.filter((row) => Number.isFinite(row.published));
    expect(published).toHaveLength(25);
    for (const row of published) {
      expect(row.exact, `${row.label} at d_k ${row.dk}: ${row.measured.value}`).toBe(true);
    }
    // Rows without a published figure still carry the measurement.
    const extra = rows.filter((row) => !Number.isFinite(row.published));
    expect(extra.every((row) => !row.exact && Number.isFinite(row.measured.value))).toBe(true);
  });

  it('the counter-based generator measures the same table within Monte Carlo error', () => {
    const { rows } = core.referenceTable({ seed: 0 });
    for (const row of rows.filter((r) => Number.isFinite(r.published))) {
      // Two independent runs of the same size; the published figure adds its rounding.
      const allowed = 4 * Math.SQRT2 * row.measured.se + 0.5 * 10 ** -row.decimals;
      expect(Math.abs(row.measured.value - row.published), row.label).toBeLessThanOrEqual(allowed);
    }
    expect(rows.filter((r) => r.exact).length).toBeLessThan(25);
  });
});

describe('pythonScript', () => {
  it.skipIf(!existsSync(NATIVE_CLI))('is the script the native CLI prints for the same run', () => {
    const options = {
      dk: 32,
      pairs: 1000,
      seed: 4,
      dist: 'uniform' as const,
      generator: 'numpy' as const,
    };
    const cli = spawnSync(
      NATIVE_CLI,
      [
        'variance',
        '--dk',
        '32',
        '--pairs',
        '1000',
        '--seed',
        '4',
        '--dist',
        'uniform',
        '--generator',
        'numpy',
        '--python',
      ],
      { encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(core.pythonScript('variance', options)).toBe(cli.stdout);
  });

  it('covers the sweep with its d_k list, in either build', async () => {
    const baseline = await baselineCore();
    const script = baseline.pythonScript('sweep', { dks: [2, 16, 128], pairs: 500, trials: 200 });
    expect(script).toContain('DKS = [2, 16, 128]');
    expect(script).toBe(core.pythonScript('sweep', { dks: [2, 16, 128], pairs: 500, trials: 200 }));
  });
});

describe('bad generator settings', () => {
  it('name the parameter and the allowed values, and leave the core usable', () => {
    expect(() => core.variance({ generator: 'mt' as never })).toThrow(
      "generator must be one of counter, numpy (got 'mt')",
    );
    expect(() => core.variance({ generator: 3 as never })).toThrow(
      'generator must be one of counter, numpy (got number)',
    );
    expect(() => core.saturation({ generator: 'numpy', sampler: 'exact' })).toThrow(
      "generator 'numpy' draws every entry the way a NumPy script does, so it needs sampler 'brute'",
    );
    expect(() => core.pythonScript('softmax' as never, {})).toThrow(
      "experiment must be one of variance, saturation, sweep, table (got 'softmax')",
    );
    expect(() => core.pythonScript('variance', { dk: 0 })).toThrow(
      'dk must be an integer in [1, 65536] (got 0)',
    );
    expect(core.variance({ dk: 8, pairs: 10, generator: 'numpy' }).pairs).toBe(10);
  });
});
