// Step 1 in the browser: the d_k slider drives the readouts and the chart, the
// numbers are statistically right, and the URL reproduces the view exactly.
import { test, expect } from './support/fixtures';
import { runCli, type CliEstimate } from './support/cli';
import {
  chart,
  chartFingerprint,
  displayTolerance,
  firstNumber,
  openApp,
  readout,
  readoutNumber,
  samplesOf,
  section,
  waitForCore,
  waitForFinal,
} from './support/app';

/** Standard error of the sample variance of q.k for standard normal entries:
 *  with Y_i = q_i k_i (E Y^2 = 1, E Y^4 = 9), E (q.k)^4 = 3 d^2 + 6 d, so
 *  Var((q.k)^2) = 2 d^2 + 6 d and SE = sqrt((2 d^2 + 6 d) / pairs). */
function varianceStandardError(dk: number, pairs: number): number {
  return Math.sqrt((2 * dk * dk + 6 * dk) / pairs);
}

async function currentDk(page: import('@playwright/test').Page): Promise<number> {
  return Number(await page.locator('#dk-number').inputValue());
}

test('the d_k slider is keyboard-operable and moves the readouts and the histogram', async ({
  page,
}) => {
  await openApp(page, { seed: 3 });
  const step = section(page, 'variance');
  const histogram = chart(step);
  await waitForFinal(histogram);
  const startDk = await currentDk(page);
  const before = {
    variance: await readout(step, 'variance').textContent(),
    drawing: await chartFingerprint(histogram),
  };

  await page.locator('#dk').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentDk(page)).toBeGreaterThan(startDk);
  await expect(readout(step, 'variance')).not.toHaveText(before.variance ?? '');
  await waitForFinal(histogram);
  expect(await chartFingerprint(histogram)).not.toBe(before.drawing);

  const dk = await currentDk(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('dk')).toBe(String(dk));
  const pairs = await samplesOf(histogram);
  expect(pairs).toBeGreaterThanOrEqual(1000);
  const variance = await readoutNumber(step, 'variance');
  expect(Math.abs(variance - dk)).toBeLessThanOrEqual(4 * varianceStandardError(dk, pairs) + 1e-9);
  const std = await readoutNumber(step, 'std');
  expect(Math.abs(std - Math.sqrt(dk))).toBeLessThanOrEqual(
    (4 * varianceStandardError(dk, pairs)) / (2 * Math.sqrt(dk)) + 0.01,
  );

  // Home and End reach the ends of the range, 1 and 65,536 (normal entries
  // take the exact sampler up there).
  await page.locator('#dk').press('End');
  await expect.poll(() => currentDk(page)).toBe(65536);
  await page.locator('#dk').press('Home');
  await expect.poll(() => currentDk(page)).toBe(1);
});

for (const dk of [4, 64, 512]) {
  test(`the variance at d_k = ${dk} agrees with d_k within 4 standard errors (two seeds)`, async ({
    page,
  }) => {
    for (const seed of [1, 2]) {
      await openApp(page, { dk, seed, dist: 'normal' });
      const step = section(page, 'variance');
      const histogram = chart(step);
      await waitForFinal(histogram);
      const pairs = await samplesOf(histogram);
      const variance = await readoutNumber(step, 'variance');
      expect(Math.abs(variance - dk)).toBeLessThanOrEqual(
        4 * varianceStandardError(dk, pairs) + 1e-9,
      );
    }
  });
}

test('a URL with parameters restores the same controls and the same numbers', async ({
  page,
  context,
}) => {
  const query = { dk: 256, seed: 7, dist: 'rademacher' };
  await openApp(page, query);
  const step = section(page, 'variance');
  await waitForFinal(chart(step));
  await expect(page.locator('#dk-number')).toHaveValue('256');
  await expect(page.locator('#dist')).toHaveValue('rademacher');
  await expect(page.locator('#seed')).toHaveValue('7');
  const first = {
    variance: await readout(step, 'variance').textContent(),
    std: await readout(step, 'std').textContent(),
  };

  // A second tab opened on the page's own (rewritten) URL shows the same numbers.
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBe('7');
  const again = await context.newPage();
  await again.goto(page.url());
  await waitForCore(again);
  const stepAgain = section(again, 'variance');
  await waitForFinal(chart(stepAgain));
  await expect(again.locator('#dk-number')).toHaveValue('256');
  expect(await readout(stepAgain, 'variance').textContent()).toBe(first.variance);
  expect(await readout(stepAgain, 'std').textContent()).toBe(first.std);

  // A different seed gives a different sample.
  await openApp(page, { ...query, seed: 8 });
  await waitForFinal(chart(section(page, 'variance')));
  expect(await readout(section(page, 'variance'), 'variance').textContent()).not.toBe(
    first.variance,
  );
});

test('a burst of slider moves ends on the numbers of the last d_k, not a stale one', async ({
  page,
}) => {
  await openApp(page, { dk: 64, seed: 21, sampler: 'brute' });
  const step = section(page, 'variance');
  const histogram = chart(step, 'variance-histogram');
  await waitForFinal(histogram);
  const slider = page.locator('#dk');
  await slider.focus();
  // Faster than the worker can answer: most of these requests get superseded.
  for (let i = 0; i < 12; i++) await slider.press(i % 3 === 2 ? 'ArrowLeft' : 'ArrowRight');
  const dk = await currentDk(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('dk')).toBe(String(dk));
  await waitForFinal(histogram);
  await expect(histogram.locator('.chart-description')).toContainText(`d_k = ${dk}`);
  const pairs = await samplesOf(histogram);
  const cli = runCli<{ variance: CliEstimate }>('variance', {
    dk,
    seed: 21,
    pairs,
    sampler: 'brute',
  });
  const text = (await readout(step, 'variance').textContent()) ?? '';
  expect(Math.abs(firstNumber(text) - cli.variance.value)).toBeLessThanOrEqual(
    displayTolerance(text),
  );
});
