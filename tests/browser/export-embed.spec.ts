// Export and embedding: each chart downloads as SVG and CSV with real content,
// the Embed button shows an iframe snippet for the current state, and that
// snippet's URL reproduces the state on its own.
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures';
import { chart, openApp, openEmbed, section, waitForCore, waitForFinal } from './support/app';
import type { Locator, Page } from '@playwright/test';

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('the step-1 histogram exports as SVG and CSV with its live data', async ({ page }) => {
  await openApp(page, { dk: 64, seed: 5 });
  const histogram = chart(section(page, 'variance'));
  await waitForFinal(histogram);

  const svg = await download(page, histogram.getByRole('button', { name: /svg/i }));
  expect(svg.name).toMatch(/\.svg$/);
  expect(svg.text).toMatch(/^(<\?xml[^>]*>\s*)?<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg.text).toMatch(/<(rect|path)\b/);
  expect(svg.text).not.toMatch(/<script\b/i);

  const csv = await download(page, histogram.getByRole('button', { name: /csv/i }));
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.text.trim().split(/\r?\n/);
  const header = lines[0].split(',');
  expect(header.length).toBeGreaterThanOrEqual(2);
  expect(lines.length).toBeGreaterThan(5);
  // Every data row has the header's width and numeric cells.
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    expect(cells.length).toBe(header.length);
    expect(cells.some((c) => Number.isFinite(Number(c)) && c !== '')).toBe(true);
  }
});

test('the PNG export downloads a PNG image', async ({ page }) => {
  await openApp(page);
  const histogram = chart(section(page, 'variance'));
  await waitForFinal(histogram);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    histogram.getByRole('button', { name: /png/i }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(1000);
});

/** The snippet text wherever the page shows it (textarea, input, code or pre). */
function readSnippet(scope: Locator): Promise<string> {
  return scope.evaluate((root) => {
    for (const el of root.querySelectorAll('textarea, input, code, pre, output')) {
      const text =
        el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement
          ? el.value
          : el.textContent;
      if (text?.includes('<iframe')) return text;
    }
    return '';
  });
}

async function embedSnippet(scope: Locator): Promise<string> {
  await expect.poll(() => readSnippet(scope)).toContain('<iframe');
  return readSnippet(scope);
}

test('the Embed button shows an iframe snippet of the current state, and it reproduces that state', async ({
  page,
}) => {
  await openApp(page, { dk: 512, seed: 9, dist: 'uniform' });
  const step = section(page, 'variance');
  await waitForFinal(chart(step));
  const variance = await step.locator('[data-readout="variance"]').first().textContent();

  await step.getByRole('button', { name: /embed/i }).first().click();
  const snippet = await embedSnippet(step);
  const src = snippet.match(/src="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(src, snippet).toBeTruthy();
  const url = new URL(src!, page.url());
  expect(url.pathname).toMatch(/embed\.html$/);
  expect(url.searchParams.get('step')).toBe('variance');
  expect(url.searchParams.get('dk')).toBe('512');
  expect(url.searchParams.get('seed')).toBe('9');
  expect(url.searchParams.get('dist')).toBe('uniform');
  expect(snippet).toMatch(/title="[^"]+"/); // an iframe needs an accessible name

  await page.goto(url.toString());
  await waitForCore(page);
  await waitForFinal(chart(page));
  expect(await page.locator('[data-readout="variance"]').first().textContent()).toBe(variance);
});

test('each embed view shows its part alone with a link back to the full page', async ({ page }) => {
  for (const part of ['variance', 'saturation', 'fix', 'beyond'] as const) {
    await openEmbed(page, part, { dk: 128 });
    await expect(page.locator(`#step-${part}`)).toBeVisible();
    await expect(page.locator('section.step:visible')).toHaveCount(1);
    const back = page.locator('#embed-full-link');
    await expect(back).toBeVisible();
    const href = new URL((await back.getAttribute('href'))!, page.url());
    expect(href.pathname).toMatch(/index\.html$|\/$/);
  }
});
