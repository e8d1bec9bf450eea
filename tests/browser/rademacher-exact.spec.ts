// ±1 entries at the largest d_k the page offers (4096) take the exact
// binomial sampler in automatic mode, on step 1 and in both sweeps, and the
// numbers it gives are right: Var(q.k) = d_k within 4 standard errors.
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

test('±1 entries at d_k 4096 use the exact binomial sampler, with the right variance', async ({
  page,
}) => {
  await openApp(page, { dist: 'rademacher', dk: 4096, seed: 5 });
  const step = section(page, 'variance');
  await waitForFinal(chart(step));
  await expect(page.locator('#sampler-status')).toContainText('exact shortcut');
  const variance = await readoutNumber(step, 'variance');
  expect(Math.abs(variance - 4096)).toBeLessThanOrEqual(4 * varianceStandardError(4096, 20_000));

  const sweep = chart(step, 'variance-loglog');
  await waitForFinal(sweep);
  await expect(sweep.locator('.chart-description')).toContainText('exact shortcut');

  const saturationSweep = chart(section(page, 'saturation'), 'saturation-sweep');
  await scrollIntoView(saturationSweep);
  await waitForFinal(saturationSweep);
  await expect(saturationSweep.locator('[data-sweep-sampler]')).toContainText(
    '2·Binomial(d_k, ½) − d_k',
  );
});
