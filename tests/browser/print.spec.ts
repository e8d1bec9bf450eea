// Printing: Chromium's own PDF (page.pdf(), A4) of a part and of the worksheet,
// read page by page (support/pdf-text.ts extracts each page's text).
// What this proves: each figure's title and the text inside its chart (its
// axis titles) are on the same printed page, so no chart is cut from its
// title; the printed settings line and live link are there, the buttons are
// not, and the folded explanation prints. It does not look at the drawn
// shapes themselves, only at text the chart draws above and below them.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openEmbed, section, waitForAllCharts } from './support/app';
import { seriousViolations } from './support/axe';
import { pdfPageTexts, squeeze } from './support/pdf-text';
import { WORKSHEET_MAX_QUESTIONS } from '../../web/src/worksheet/draw';

const squeezed = (text: string) => squeeze(text.normalize('NFKC'));

async function printedPages(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  return pdfPageTexts(pdf).map(squeezed);
}

/** The one page holding `text`, failing if none does. */
function pageOf(pages: string[], text: string, what: string): number {
  const found = pages.findIndex((p) => p.includes(squeezed(text)));
  expect(found, `${what} ("${text}") is printed`).toBeGreaterThanOrEqual(0);
  return found;
}

test('a printed part keeps each chart with its title, and prints its settings, not its controls', async ({
  page,
}) => {
  await openEmbed(page, 'variance', { dk: 128 });
  const part = section(page, 'variance');
  await waitForAllCharts(part);
  const figures = await part.locator('figure[data-chart]').evaluateAll((els) =>
    els.map((figure) => {
      const labels = [...figure.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
      return {
        title: figure.querySelector('figcaption')?.textContent ?? '',
        // The chart's longest label: an axis title, drawn below or beside the plot.
        label: labels.sort((a, b) => b.length - a.length)[0] ?? '',
      };
    }),
  );
  expect(figures.length).toBe(3);

  const pages = await printedPages(page);
  expect(pages.length).toBeGreaterThan(1);
  for (const { title, label } of figures) {
    expect(label.length, `the chart "${title}" draws labels`).toBeGreaterThan(3);
    expect(pageOf(pages, label, `the axis of "${title}"`)).toBe(pageOf(pages, title, 'a title'));
  }
  const all = pages.join('');
  expect(all).toContain(squeezed('Settings: d_k = 128'));
  expect(all).toContain(squeezed('embed.html?step=variance&dk=128'));
  expect(all).toContain(squeezed('Their score is the sum of')); // folded on screen
  for (const control of ['New sample', 'Read the explanation', 'Show the whole part here']) {
    expect(all, `"${control}" is not printed`).not.toContain(squeezed(control));
  }
});

test('the worksheet prints its questions on one page and the key on the next; each seed differs; axe clean', async ({
  page,
}) => {
  // The most questions a sheet takes, so the one-page bound is tested where it is tightest.
  const count = WORKSHEET_MAX_QUESTIONS;
  await page.goto(`worksheet.html?seed=7&questions=${count}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-worksheet', 'ready', { timeout: 20_000 });
  const text = (selector: string) => page.locator(selector).allTextContents();
  const prompts = await text('#worksheet-items .worksheet-prompt');
  const answers = await text('#worksheet-answers li');
  expect(prompts).toHaveLength(count);
  expect(answers).toHaveLength(count);

  const pages = await printedPages(page);
  expect(pages).toHaveLength(2);
  const [questions, key] = pages;
  expect(questions).toContain(squeezed((await text('#worksheet-interview'))[0]));
  for (const prompt of prompts) expect(questions).toContain(squeezed(prompt));
  expect(questions).not.toContain(squeezed('Answer key'));
  expect(key).toContain(squeezed('Answer key'));
  for (const answer of answers) expect(key).toContain(squeezed(answer));

  await page.locator('#worksheet-seed').fill('8');
  await page.getByRole('button', { name: 'Make this sheet' }).click();
  await expect(html).toHaveAttribute('data-worksheet', 'ready');
  await expect.poll(() => text('#worksheet-items .worksheet-prompt')).not.toEqual(prompts);
  expect(new URL(page.url()).searchParams.get('seed')).toBe('8');
  expect(await seriousViolations(page)).toEqual([]);
});
