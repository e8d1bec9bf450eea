// Beyond's three live follow-ups in one page load: RoPE, the int8 key cache
// and the online softmax compute from the URL's settings, follow a control
// into the URL, export their data as CSV, and leave the section axe-clean.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { chart, openApp, section, settlePart, waitForFinal } from './support/app';

test('the RoPE, int8 and online-softmax parts compute, keep URL state and export CSV', async ({
  page,
}) => {
  test.slow();
  await openApp(page, { ropedk: 32, kvout: 3, fblock: 4, fspike: 10, seed: 3 });
  const step = section(page, 'beyond');
  await settlePart(step);
  const rope = chart(step, 'rope-variance');
  const kv = chart(step, 'kv-top-weight');
  const flash = chart(step, 'flash-weights');
  for (const figure of [rope, kv, flash]) await waitForFinal(figure);

  // The URL's settings reached the core.
  await expect(rope.locator('.chart-description')).toContainText('At d_k = 32 with ρ = 0');
  await expect(rope.locator('.chart-description')).toContainText('Var = d_k = 32');
  await expect(kv.locator('.chart-description')).toContainText('With 3 outlier channels');
  await expect(flash.locator('.chart-description')).toContainText('32 keys in 8 blocks of 4');
  await expect(flash.locator('.chart-description')).toContainText('its scaled score is 10.00');
  await expect(step.locator('[data-table="flash-blocks"] tbody tr')).toHaveCount(8);
  await expect(step.locator('[data-table="kv-quant"] tbody tr')).toHaveCount(12);

  // A control moves the URL and the result.
  const block = step.locator('#beyond-flash-block');
  await block.fill('16');
  await block.press('Enter');
  await expect(page).toHaveURL(/fblock=16/);
  await expect(flash.locator('.chart-description')).toContainText('32 keys in 2 blocks of 16');
  await expect(step.locator('[data-table="flash-blocks"] tbody tr')).toHaveCount(2);
  // Stepping back shows the state after the first block only.
  const stepper = step.locator('#beyond-flash-step');
  await stepper.focus();
  await stepper.press('ArrowLeft');
  await expect(flash.locator('.chart-description')).toContainText('After block 1 of 2');
  await expect(step.locator('[data-table="flash-blocks"] tbody tr')).toHaveCount(1);

  // CSV exports hold the live rows.
  const csvOf = async (figure: typeof rope) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      figure.getByRole('button', { name: /csv/i }).click(),
    ]);
    return (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  };
  const ropeCsv = await csvOf(rope);
  expect(ropeCsv[0]).toContain('offset,mean');
  expect(ropeCsv.length).toBe(1 + 14); // offsets 0, 1, 2, 4, ..., 4096
  const kvCsv = await csvOf(kv);
  expect(kvCsv.length).toBe(1 + 12);
  expect(kvCsv[1]).toMatch(/^plain,float,/);
  const flashCsv = await csvOf(flash);
  expect(flashCsv.length).toBe(1 + 32);

  const results = await new AxeBuilder({ page })
    .include('#step-beyond')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('Beyond waits for the reader: no extras module until Run, then all three compute', async ({
  page,
}) => {
  test.slow();
  const extras: string[] = [];
  page.on('request', (request) => {
    if (/sqrtdk-extras\./.test(request.url())) extras.push(request.url());
  });
  await openApp(page);
  const step = section(page, 'beyond');
  await settlePart(step);
  const rope = chart(step, 'rope-variance');
  const kv = chart(step, 'kv-top-weight');
  const flash = chart(step, 'flash-weights');
  for (const figure of [rope, kv, flash]) {
    await expect(figure).toHaveAttribute('data-state', 'idle');
    await expect(figure.locator('.chart-description')).toContainText('Not run yet');
  }
  expect(extras, 'the extras module loads only when asked for').toEqual([]);

  // The keyboard reaches the Run button and starts every experiment.
  const run = kv.locator('xpath=..').locator('[data-followup-run]');
  await run.focus();
  await page.keyboard.press('Enter');
  for (const figure of [rope, kv, flash]) await waitForFinal(figure);
  expect(extras.length).toBeGreaterThan(0);
  await expect(step.locator('.followup-start:visible')).toHaveCount(0);
  await expect(kv.locator('.chart-description')).toContainText('With 2 outlier channels');
});

test("a change to one of Beyond's experiment settings starts it", async ({ page }) => {
  test.slow();
  await openApp(page);
  const step = section(page, 'beyond');
  await settlePart(step);
  const rope = chart(step, 'rope-variance');
  await expect(rope).toHaveAttribute('data-state', 'idle');
  const dk = step.locator('#beyond-rope-dk');
  await dk.focus();
  await dk.press('ArrowLeft');
  await waitForFinal(rope);
  await expect(rope.locator('.chart-description')).toContainText('At d_k = 32');
  await expect(page).toHaveURL(/ropedk=32/);
});
