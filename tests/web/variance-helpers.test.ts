// Step 1's pure helpers: the slider's log grid, the sampler choice, the
// theory figures, and the embed snippet built from the URL-state table.
import { describe, expect, it } from 'vitest';
import type { SweepResult } from '../../wasm/api';
import { defaultState } from '../../web/src/state/params';
import { findOneHotSpread } from '../../web/src/steps/variance/onehot';
import { readState } from '../../web/src/state/url';
import { embedUrl, iframeSnippet } from '../../web/src/embedding/snippet';
import { DK_GRID, doubled, gridIndexOf, sweepDks } from '../../web/src/steps/variance/dk-grid';
import { BRUTE_DRAW_BUDGET } from '../../web/src/steps/sampler-choice';
import { decideSampler } from '../../web/src/steps/variance/sampler-decision';
import {
  counted,
  describeSweep,
  describeWalks,
  rootMeanSquare,
  theoryOf,
} from '../../web/src/steps/variance/describe';

describe('the d_k grid', () => {
  it('runs from 1 to 65,536, strictly increasing, and holds every power of two', () => {
    expect(DK_GRID[0]).toBe(1);
    expect(DK_GRID[DK_GRID.length - 1]).toBe(65536);
    for (let i = 1; i < DK_GRID.length; i++) expect(DK_GRID[i]).toBeGreaterThan(DK_GRID[i - 1]);
    expect(sweepDks(65536)).toEqual(Array.from({ length: 17 }, (_v, i) => 2 ** i));
    expect(sweepDks(4096)).toEqual(Array.from({ length: 13 }, (_v, i) => 2 ** i));
    for (const dk of sweepDks(65536)) expect(DK_GRID).toContain(dk);
  });

  it('steps by at most about 9% at the large end (8 steps per doubling)', () => {
    const top = DK_GRID.filter((v) => v >= 64);
    for (let i = 1; i < top.length; i++) expect(top[i] / top[i - 1]).toBeLessThan(1.1);
  });

  it('finds the nearest grid point on a log scale and doubles or halves within range', () => {
    expect(DK_GRID[gridIndexOf(64)]).toBe(64);
    expect(DK_GRID[gridIndexOf(100)] / 100).toBeGreaterThan(0.95);
    expect(DK_GRID[gridIndexOf(100)] / 100).toBeLessThan(1.05);
    expect(doubled(64, 1)).toBe(128);
    expect(doubled(64, -1)).toBe(32);
    expect(doubled(65536, 1)).toBe(65536);
    expect(doubled(4096, 1, 4096)).toBe(4096); // brute force's limit
    expect(doubled(4096, 1)).toBe(8192);
    expect(doubled(1, -1)).toBe(1);
  });
});

describe('choosing the sampler', () => {
  it('uses brute force in auto mode while it fits the budget, exact beyond it', () => {
    expect(decideSampler('auto', 'normal', 512, 20_000).sampler).toBe('brute');
    const big = decideSampler('auto', 'normal', 1024, 20_000);
    expect(big.sampler).toBe('exact');
    expect(big.reason).toMatch(/exact/);
    expect(2 * 20_000 * 1024).toBeGreaterThan(BRUTE_DRAW_BUDGET);
  });

  it('never picks exact for entries it does not cover, and says so', () => {
    expect(decideSampler('auto', 'uniform', 4096, 20_000).sampler).toBe('brute');
    const forced = decideSampler('exact', 'uniform', 64, 20_000);
    expect(forced.sampler).toBe('brute');
    expect(forced.reason).toMatch(/normal and ±1 entries, not uniform ones/);
    expect(decideSampler('exact', 'correlated', 64, 20_000).sampler).toBe('exact');
    expect(decideSampler('brute', 'normal', 4096, 20_000).sampler).toBe('brute');
  });

  it('takes the binomial shortcut for ±1 entries where brute force is too slow', () => {
    expect(decideSampler('auto', 'rademacher', 512, 20_000).sampler).toBe('brute');
    const big = decideSampler('auto', 'rademacher', 4096, 20_000);
    expect(big.sampler).toBe('exact');
    expect(decideSampler('exact', 'rademacher', 64, 20_000).reason).toMatch(/one binomial number/);
  });
});

describe('theory and descriptions', () => {
  it('gives mean 0 and variance d_k for independent entries, ρd_k and d_k(1+ρ²) when correlated', () => {
    expect(theoryOf('normal', 64, 0.5)).toEqual({ mean: 0, variance: 64 });
    expect(theoryOf('correlated', 64, 0.5)).toEqual({ mean: 32, variance: 80 });
  });

  it('says whether the sweep follows Var = d_k from the numbers themselves', () => {
    expect(describeSweep([1, 2, 4], [1.02, 1.97, 4.1])).toMatch(/hug the line/);
    expect(describeSweep([1, 2, 4], [1.25, 2.5, 5])).toMatch(/1\.25 times its height/);
  });
});

describe('the embed snippet', () => {
  const page = 'https://example.org/lab/index.html?dk=512#step-variance';

  it('points at embed.html next to the page, with the part and only its parameters', () => {
    const state = {
      ...defaultState(),
      dk: 512,
      seed: 9,
      dist: 'uniform' as const,
      divisor: 'dk' as const,
    };
    const url = new URL(embedUrl('variance', state, page));
    expect(url.origin + url.pathname).toBe('https://example.org/lab/embed.html');
    expect(url.searchParams.get('step')).toBe('variance');
    expect(url.searchParams.get('dk')).toBe('512');
    expect(url.searchParams.get('divisor')).toBeNull();
    // The embed URL reproduces the state when read back by the same table.
    expect(readState(url.search).state).toMatchObject({ dk: 512, seed: 9, dist: 'uniform' });
  });

  it('is an iframe with a title and escaped attributes', () => {
    const snippet = iframeSnippet('variance', { ...defaultState(), dk: 8, seed: 3 }, page);
    expect(snippet).toMatch(/^<iframe src="[^"]+" title="[^"]+"/);
    expect(snippet).toContain('&amp;');
    expect(snippet).not.toMatch(/src="[^"]*&(?!amp;)/);
  });
});

describe('progressive refinement', () => {
  it('shows a quick estimate that is a prefix of the full sample (same seed, any sampler)', async () => {
    const { loadNodeCore } = await import('../../wasm/node');
    const { ESTIMATE_PAIRS, FULL_PAIRS } = await import('../../web/src/steps/variance/mount');
    const core = await loadNodeCore();
    for (const [dist, sampler] of [
      ['normal', 'brute'],
      ['rademacher', 'brute'],
      ['correlated', 'exact'],
      ['rademacher', 'exact'],
    ] as const) {
      const options = { dk: 96, seed: 11, dist, sampler };
      const estimate = core.variance({ ...options, pairs: ESTIMATE_PAIRS }).scores;
      const full = core.variance({ ...options, pairs: FULL_PAIRS }).scores;
      expect(estimate.length).toBe(ESTIMATE_PAIRS);
      expect(Array.from(full.subarray(0, ESTIMATE_PAIRS))).toEqual(Array.from(estimate));
    }
  });
});

describe('the walks caption', () => {
  it('gives the root-mean-square distance with its standard error', () => {
    // Endpoints ±2 only: every square is 4, so the estimate is exactly 2 with no spread.
    expect(rootMeanSquare([2, -2, 2, -2])).toEqual({ value: 2, se: 0 });
    // Squares 0 and 4: mean 2 (√2), sample sd of the squares 2.31, se(mean) = 2.31/√4.
    const { value, se } = rootMeanSquare([0, 2, 0, -2]);
    expect(value).toBeCloseTo(Math.SQRT2, 12);
    expect(se).toBeCloseTo(Math.sqrt(16 / 3 / 4) / (2 * Math.SQRT2), 12);
  });
  it('says "in line with" only when √n lies within two standard errors', () => {
    expect(describeWalks([2, -2], [2, -2, 2, -2], 4)).toContain('in line with √4');
    expect(describeWalks([2, -2], [6, -6, 6, -6], 4)).toContain('away from √4');
  });
  it('counts one score in the singular', () => {
    expect(counted(1, 'score falls', 'scores fall')).toBe('1 score falls');
    expect(counted(3, 'score falls', 'scores fall')).toBe('3 scores fall');
  });
});

describe('where the softmax turns one-hot', () => {
  const columns = (values: number[]) => ({ value: values, lo: values, hi: values, se: values });
  const sweep = (shares: number[], variances: number[]) =>
    ({
      dks: new Float64Array([4, 64, 512]),
      series: [{ kind: 'none', variance: columns(variances), saturatedFraction: columns(shares) }],
    }) as unknown as SweepResult;

  it('takes the first d_k at which half the trials are saturated, with its measured spread', () => {
    const found = findOneHotSpread(sweep([0.01, 0.49, 0.7], [4, 64, 529]), 0.99);
    expect(found).toMatchObject({ dk: 512, spread: 23, share: 0.7, threshold: 0.99, keys: 8 });
  });
  it('finds nothing when no size saturates half the trials', () => {
    expect(findOneHotSpread(sweep([0, 0.1, 0.4], [4, 64, 512]), 0.99)).toBeNull();
  });
});
