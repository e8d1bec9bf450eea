// "Reproduce in Python": the NumPy script that `sqrtdk <experiment> --python`
// prints, run by python3-numpy, gives the core's numbers. With generator
// numpy the script draws the very same arrays, so every number agrees to
// 1e-9 relative (the core's e^x polynomial and moment sums differ from
// NumPy's in the last few bits only). With the counter-based generator the
// script is the same experiment on NumPy's generator: its statistics agree
// within Monte Carlo error (5 standard errors of a difference of two
// independent runs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const NATIVE_CLI =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');
// Debian's python3 with python3-numpy (npm test installs it); a `python3`
// earlier on PATH (pyenv, a venv) may lack NumPy.
const PYTHON = process.env.SQRTDK_PYTHON ?? '/usr/bin/python3';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function cli(args: string[]): string {
  const out = spawnSync(NATIVE_CLI, args, { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
}

function python(script: string): Json {
  const out = spawnSync(PYTHON, ['-'], { input: script, encoding: 'utf8' });
  expect(out.error, `${PYTHON} could not run: install python3-numpy`).toBeUndefined();
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout) as Json;
}

interface Estimate {
  value: number;
  se: number;
}
const isEstimate = (x: Json): x is Json & Estimate =>
  x !== null && typeof x === 'object' && !Array.isArray(x) && 'value' in x && 'se' in x;

/** Every number in the script's result against the core's value at the same
 *  path (an estimate's `value`; sweep columns' `value` arrays). */
function compare(
  script: Json,
  core: Json,
  path: string,
  check: (got: number, want: number, se: number, path: string) => void,
  se = 0,
): number {
  if (typeof script === 'number') {
    if (isEstimate(core)) {
      check(script, core.value, core.se, path);
      return 1;
    }
    expect(typeof core, path).toBe('number');
    check(script, core as number, se, path);
    return 1;
  }
  if (Array.isArray(script)) {
    // A sweep column is {value: [], lo: [], hi: []} in the core.
    const columns = core as { value?: number[]; lo?: number[]; hi?: number[] };
    if (!Array.isArray(core) && Array.isArray(columns.value)) {
      let n = 0;
      script.forEach((x, i) => {
        const halfWidth = (columns.hi![i] - columns.lo![i]) / 2;
        n += compare(x, columns.value![i], `${path}[${i}]`, check, halfWidth / 1.96);
      });
      return n;
    }
    expect(Array.isArray(core), path).toBe(true);
    expect((core as Json[]).length, path).toBe(script.length);
    return script.reduce<number>(
      (n, x, i) => n + compare(x, (core as Json[])[i], `${path}[${i}]`, check),
      0,
    );
  }
  if (script !== null && typeof script === 'object') {
    let n = 0;
    for (const [key, value] of Object.entries(script)) {
      expect(core, path).toHaveProperty(key);
      n += compare(value, (core as Record<string, Json>)[key], `${path}.${key}`, check);
    }
    return n;
  }
  expect(script, path).toEqual(core);
  return 0;
}

const sameDigits = (got: number, want: number, _se: number, path: string) => {
  expect(Math.abs(got - want), `${path}: script ${got}, core ${want}`).toBeLessThanOrEqual(
    1e-9 * Math.max(Math.abs(want), 1e-300) + 1e-15,
  );
};

const withinMonteCarlo = (got: number, want: number, se: number, path: string) => {
  // Two independent runs: the difference has SE sqrt(2) se. A fraction near 0
  // or 1 has se near 0; a count of one trial more or less is then allowed.
  expect(Math.abs(got - want), `${path}: script ${got}, core ${want} +- ${se}`).toBeLessThanOrEqual(
    5 * Math.SQRT2 * se + 1e-3,
  );
};

function scriptAndRun(args: string[]): { script: Json; core: Json } {
  return {
    script: python(cli([...args, '--python'])),
    core: JSON.parse(cli([...args, '--json'])) as Json,
  };
}

describe.skipIf(!existsSync(NATIVE_CLI))('Reproduce in Python', () => {
  it('prints a standalone script that says which generator it reproduces and how closely', () => {
    const numpy = cli(['variance', '--dk', '8', '--generator', 'numpy', '--python']);
    expect(numpy).toMatch(/^#!\/usr\/bin\/env python3\n# Reproduces: sqrtdk variance --dk 8 /);
    expect(numpy).toContain('--generator numpy');
    expect(numpy).toContain('the numbers below are the run');
    const counter = cli(['variance', '--dk', '8', '--python']);
    expect(counter).toContain('within Monte Carlo error');
    expect(counter).not.toMatch(/\bimport (?!json|numpy)/);
  });

  for (const dist of ['normal', 'rademacher', 'uniform', 'correlated']) {
    it(`variance, ${dist} entries, generator numpy: the script's numbers are the core's`, () => {
      const args = ['variance', '--dk', '24', '--pairs', '3000', '--seed', '11'];
      const { script, core } = scriptAndRun([...args, '--dist', dist, '--generator', 'numpy']);
      expect(compare(script, core, 'variance', sameDigits)).toBeGreaterThan(10);
    });
  }

  it('saturation, correlated keys, generator numpy: the script reproduces the run', () => {
    const args = ['saturation', '--dk', '48', '--trials', '1500', '--keys', '6', '--seed', '5'];
    const { script, core } = scriptAndRun([
      ...args,
      '--dist',
      'correlated',
      '--generator',
      'numpy',
    ]);
    expect(compare(script, core, 'saturation', sameDigits)).toBeGreaterThan(20);
  });

  it('sweep, generator numpy: every column entry agrees', () => {
    const args = [
      'sweep',
      '--dks',
      '3,40,200',
      '--pairs',
      '1000',
      '--trials',
      '500',
      '--seed',
      '2',
    ];
    const { script, core } = scriptAndRun([...args, '--generator', 'numpy']);
    expect(compare(script, core, 'sweep', sameDigits)).toBeGreaterThan(60);
  });

  it('table, generator numpy, seed 0: the script gives the published table the core gives', () => {
    const { script, core } = scriptAndRun(['table', '--generator', 'numpy', '--seed', '0']);
    // The script prints population moments, as published and as the core's table does.
    expect(compare(script, core, 'table', sameDigits)).toBe(2 * 27); // dk and measured per row
  });

  it('counter generator: the script runs the same experiment, agreeing within Monte Carlo error', () => {
    const variance = scriptAndRun(['variance', '--dk', '64', '--pairs', '4000', '--seed', '9']);
    expect(compare(variance.script, variance.core, 'variance', withinMonteCarlo)).toBeGreaterThan(
      10,
    );
    const saturation = scriptAndRun([
      'saturation',
      '--dk',
      '64',
      '--trials',
      '2000',
      '--seed',
      '9',
    ]);
    expect(
      compare(saturation.script, saturation.core, 'saturation', withinMonteCarlo),
    ).toBeGreaterThan(20);
  });

  it("bad settings get the experiment's own message, and the exact sampler is refused", () => {
    const bad = spawnSync(NATIVE_CLI, ['variance', '--dk', '0', '--python'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('dk must be an integer in [1, 65536] (got 0)');
    const exact = spawnSync(NATIVE_CLI, ['variance', '--sampler', 'exact', '--python'], {
      encoding: 'utf8',
    });
    expect(exact.status).toBe(2);
    expect(exact.stderr).toContain("as sampler 'brute' does");
  });
});
