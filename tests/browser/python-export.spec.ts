// "Reproduce in Python" from the page: the Python button under a chart
// downloads the NumPy script of the run on screen, and that script, run by
// python3-numpy, measures the same variance within Monte Carlo error (the
// page uses the counter-based generator; the script NumPy's default_rng).
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures';
import { chart, openApp, section, waitForFinal } from './support/app';

const PYTHON = process.env.SQRTDK_PYTHON ?? '/usr/bin/python3';

test('the step-1 histogram downloads a NumPy script of its run that reproduces it', async ({
  page,
}) => {
  await openApp(page, { dk: 128, seed: 7, dist: 'uniform' });
  const histogram = chart(section(page, 'variance'));
  await waitForFinal(histogram);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    histogram.getByRole('button', { name: /numpy script/i }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.py$/);
  const script = await readFile(await file.path(), 'utf8');
  expect(script).toContain('# Reproduces: sqrtdk variance --dk 128 --pairs 20000');
  expect(script).toContain('--seed 7 --dist uniform');
  expect(script).toContain('within Monte Carlo error');

  const run = spawnSync(PYTHON, ['-'], { input: script, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const result = JSON.parse(run.stdout) as { dk: number; pairs: number; variance: number };
  expect(result.dk).toBe(128);
  expect(result.pairs).toBe(20000);
  // The page's own estimate and its interval, from the readouts.
  const shown = Number(await page.locator('[data-readout="variance"]').first().textContent());
  const interval =
    (await page.locator('[data-readout-interval="variance"]').first().textContent()) ?? '';
  const [, lo, hi] = (interval.match(/(-?[\d.]+) to (-?[\d.]+)/) ?? []).map(Number);
  const se = (hi - lo) / (2 * 1.96);
  expect(Number.isFinite(shown) && se > 0).toBe(true);
  // Two independent runs: the difference has SE sqrt(2) se.
  expect(Math.abs(result.variance - shown)).toBeLessThanOrEqual(5 * Math.SQRT2 * se);
});
