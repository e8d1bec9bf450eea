// Step 4, "Watch it train": the curves stream in from the worker while the job
// runs, Pause stops them, a control change cancels the job and starts the new
// one, the URL carries every setting, the embed view works, and the whole
// section works from the keyboard. (axe runs on it in accessibility.spec.ts.)
import { test, expect } from './support/fixtures';
import {
  chart,
  openApp,
  openEmbed,
  readout,
  samplesOf,
  scrollIntoView,
  section,
} from './support/app';
import type { Locator, Page } from '@playwright/test';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Segments drawn in the loss chart's first curve: grows as steps stream in. */
async function pointsDrawn(figure: Locator): Promise<number> {
  return figure.evaluate((el) => {
    const d = el.querySelector('.curve-series .line')?.getAttribute('d') ?? '';
    return (d.match(/L/g) ?? []).length + (d ? 1 : 0);
  });
}

async function openTrain(page: Page, query: Record<string, string | number> = {}) {
  await openApp(page, query);
  const train = section(page, 'train');
  await scrollIntoView(train);
  await expect(train).toHaveAttribute('data-mounted', 'true');
  return train;
}

/** Reset, then Step: the job stands paused with its first recorded step drawn. */
async function pausedAtFirstStep(train: Locator) {
  await train.locator('#train-reset').click();
  await train.locator('#train-step').click();
  await expect(train.locator('#train-play')).toHaveText('Play');
  await expect.poll(() => pointsDrawn(chart(train, 'train-loss'))).toBeGreaterThan(0);
}

test('the curves stream in while the job runs', async ({ page }) => {
  const train = await openTrain(page);
  const loss = chart(train, 'train-loss');
  await expect.poll(() => pointsDrawn(loss), { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await pointsDrawn(loss);
  const firstSteps = await samplesOf(loss);
  await expect.poll(() => pointsDrawn(loss), { timeout: 20_000 }).toBeGreaterThan(first);
  expect(await samplesOf(loss)).toBeGreaterThan(firstSteps);
  // Every chart and the summary speak from the same live data.
  for (const id of ['train-loss', 'train-gradient', 'train-starved', 'train-attention']) {
    await expect(chart(train, id).locator('.chart-description')).toHaveText(/step \d+/);
  }
  await expect(readout(train, 'train-summary')).toContainText('median loss');
});

test('pause stops the progress and play resumes it', async ({ page }) => {
  const train = await openTrain(page);
  const loss = chart(train, 'train-loss');
  await pausedAtFirstStep(train);
  await train.locator('#train-play').click();
  await expect.poll(() => samplesOf(loss)).toBeGreaterThan(0);
  await expect(train.locator('#train-play')).toHaveText('Pause');
  await train.locator('#train-play').click();
  const paused = await samplesOf(loss);
  const drawn = await pointsDrawn(loss);
  await page.waitForTimeout(800);
  expect(await samplesOf(loss)).toBe(paused);
  expect(await pointsDrawn(loss)).toBe(drawn);
  await expect(train.locator('[data-train-status]')).toContainText('Paused at step');
  await train.locator('#train-play').click();
  await expect.poll(() => samplesOf(loss), { timeout: 20_000 }).toBeGreaterThan(paused);
});

test('changing a control cancels the job and starts the new one', async ({ page }) => {
  const train = await openTrain(page);
  await pausedAtFirstStep(train);
  const summary = readout(train, 'train-summary');
  await expect(summary).toContainText('SGD');
  await train.locator('#train-optimizer').selectOption('adam');
  await expect.poll(() => param(page, 'topt')).toBe('adam');
  // The new job runs (the paused one would not) and every snapshot is Adam's.
  await expect(train.locator('#train-play')).toHaveText(/Pause|Play again/);
  await expect(summary).toContainText('Adam', { timeout: 20_000 });
  await expect(summary).not.toContainText('SGD');
});

test('a link with step 4 settings shows them in the controls and trains with them', async ({
  page,
}) => {
  const train = await openTrain(page, {
    tdk: 16,
    tdiv: 'none,custom',
    tc: 2.5,
    topt: 'adam',
    tlrmode: 'fixed',
    tlr: 0.003,
    tseeds: 2,
    tseed: 9,
    tloss: 'scores',
    tgrad: 'wk',
    tmetric: 'entropy',
  });
  await expect(train.locator('#train-dk-value')).toHaveText('16');
  await expect(train.locator('#train-div-none')).toBeChecked();
  await expect(train.locator('#train-div-sqrt_dk')).not.toBeChecked();
  await expect(train.locator('#train-div-dk')).not.toBeChecked();
  await expect(train.locator('#train-div-custom')).toBeChecked();
  await expect(train.locator('#train-custom')).toHaveValue('2.5');
  await expect(train.locator('#train-optimizer')).toHaveValue('adam');
  await expect(train.locator('#train-lr-mode')).toHaveValue('fixed');
  await expect(train.locator('#train-lr')).toHaveValue('0.003');
  await expect(train.locator('#train-seeds')).toHaveValue('2');
  await expect(train.locator('#train-seed')).toHaveValue('9');
  await expect(train.locator('#train-loss')).toHaveValue('scores');
  await expect(train.locator('#train-grad')).toHaveValue('wk');
  await expect(train.locator('#train-metric')).toHaveValue('entropy');
  const summary = readout(train, 'train-summary');
  await expect(summary).toContainText('d_k = 16', { timeout: 20_000 });
  await expect(summary).toContainText('fixed learning rate 0.003');
  await expect(chart(train, 'train-gradient').locator('figcaption')).toContainText('WK');
  await expect(chart(train, 'train-attention').locator('.chart-description')).toContainText(
    'Attention entropy',
  );
});

test('embed.html?step=train shows the section alone and trains', async ({ page }) => {
  await openEmbed(page, 'train', { tseeds: 1 });
  await expect(page.locator('section.step')).toHaveCount(1);
  const train = page.locator('#step-train');
  await expect(train).toBeVisible();
  await expect
    .poll(() => pointsDrawn(chart(train, 'train-loss')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.locator('#embed-full-link')).toHaveAttribute('href', /tseeds=1.*#step-train/);
});

test('the section works from the keyboard', async ({ page }) => {
  const train = await openTrain(page);
  await pausedAtFirstStep(train);
  const play = train.locator('#train-play');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveText(/Pause|Play again/);
  await page.keyboard.press('Space');
  await expect(play).toHaveText(/Play/);

  await train.locator('#train-div-dk').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => param(page, 'tdiv')).toBe('none,sqrt_dk');

  await train.locator('#train-dk').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => param(page, 'tdk')).toBe('32');
  await expect(readout(train, 'train-summary')).toContainText('d_k = 32', { timeout: 20_000 });

  // Tab order reaches the buttons from the last control.
  await train.locator('#train-loss').focus();
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
});
