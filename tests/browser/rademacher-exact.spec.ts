// ±1 entries at the largest d_k the page offers (65,536) take the exact
// binomial sampler in automatic mode, on step 1, in both sweeps and on step 2,
// and the numbers it gives are right: Var(q.k) = d_k within 4 standard errors.
// Brute force stops at 4096: uniform entries (no exact sampler) bring d_k
// down to it and say so.
import { test, expect } from './support/fixtures';
import {
  chart,
  openApp,
  readoutNumber,
  scrollIntoView,
  section,
  waitForFinal,
} from './support/app';

/** SE of the sample variance of S = 2 Binomial(d_k, 1/2) - d_k: E[S^4] = 3 d_k^2 - 2 d_k. */
function varianceStandardError(dk: number, pairs: number): number {
  return Math.sqrt((2 * dk * dk - 2 * dk) / pairs);
}

test('±1 entries at d_k 65,536 use the exact binomial sampler, with the right variance', async ({
  page,
}) => {
  await openApp(page, { dist: 'rademacher', dk: 65536, seed: 5 });
  await expect(page.locator('#notice')).toBeHidden();
  const step = section(page, 'variance');
  await expect(page.locator('#dk-number')).toHaveValue('65536');
  await waitForFinal(chart(step));
  await expect(page.locator('#sampler-status')).toContainText('exact shortcut');
  const variance = await readoutNumber(step, 'variance');
  expect(Math.abs(variance - 65536)).toBeLessThanOrEqual(4 * varianceStandardError(65536, 20_000));

  const sweep = chart(step, 'variance-loglog');
  await waitForFinal(sweep);
  await expect(sweep.locator('.chart-description')).toContainText('exact shortcut');
  await expect(sweep.locator('.chart-description')).toContainText('65536');

  const saturationSweep = chart(section(page, 'saturation'), 'saturation-sweep');
  await scrollIntoView(saturationSweep);
  await waitForFinal(saturationSweep);
  await expect(saturationSweep.locator('[data-sweep-sampler]')).toContainText(
    '2·Binomial(d_k, ½) − d_k',
  );
  await expect(saturationSweep.locator('[data-sweep-max]')).toHaveText('65,536');
});

test('uniform entries bring d_k down to brute force’s 4096 and say why', async ({ page }) => {
  await openApp(page, { dk: 65536, seed: 5 });
  const step = section(page, 'variance');
  await waitForFinal(chart(step));
  await page.locator('#dist').selectOption('uniform');
  await expect(page.locator('#dk-number')).toHaveValue('4096');
  await expect(page.locator('#dk-number-error')).toContainText(
    'uniform entries have no exact sampler',
  );
  await expect(step.locator('[data-dk-max]')).toHaveText('4,096');
  // The slider's End key now stops at 4096 too.
  await page.locator('#dk').press('End');
  await expect(page.locator('#dk-number')).toHaveValue('4096');
  await waitForFinal(chart(step));
  await expect(page.locator('#sampler-status')).toContainText('Brute force');
});
