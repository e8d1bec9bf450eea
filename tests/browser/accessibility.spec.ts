// axe-core on the full page and on every embed view, in light and dark mode:
// no serious or critical violations (WCAG 2.1 A/AA rules, incl. contrast).
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { EMBEDDABLE_PARTS, openApp, openEmbed, waitForAllCharts } from './support/app';
import type { Page } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('the full page has no serious or critical axe violations', async ({ page }) => {
      // Every chart must settle first, step 4's training job included (a few seconds).
      test.slow();
      await openApp(page);
      await waitForAllCharts(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const part of EMBEDDABLE_PARTS) {
      test(`embed view "${part}" has no serious or critical axe violations`, async ({ page }) => {
        // Step 4's charts settle when its default job (Adam, d_k 128) is done.
        if (part === 'train') test.slow();
        await openEmbed(page, part);
        await waitForAllCharts(page, part === 'train' ? 90_000 : 20_000);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('charts carry a text description generated from live data', async ({ page }) => {
  await openApp(page);
  await waitForAllCharts(page);
  const figures = page.locator('figure[data-chart]');
  const count = await figures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    const id = await figure.getAttribute('data-chart');
    await expect(figure.locator('figcaption'), `${id} caption`).toHaveCount(1);
    // A chart the reader starts (step 4's sweep) says how to, and draws nothing yet.
    if ((await figure.getAttribute('data-state')) === 'idle') continue;
    await expect(figure.locator('.chart-description'), `${id} description`).toHaveText(/\d/);
    const svg = figure.locator('svg[role="img"]').first();
    await expect(svg, `${id} svg role`).toHaveAttribute('aria-labelledby', /\S/);
  }
});

test('reduced motion is honoured: no running CSS transitions or animations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
  await waitForAllCharts(page);
  const moving = await page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const seconds = (value: string) =>
          Math.max(...value.split(',').map((v) => parseFloat(v) || 0));
        return (
          (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) ||
          seconds(style.transitionDuration) > 0.01
        );
      })
      .map((el) => el.tagName + (el.id ? `#${el.id}` : '')),
  );
  expect(moving).toEqual([]);
});

test('dark mode changes the page colours and keeps text readable', async ({ page }) => {
  const colours = async () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, text: style.color };
    });
  await openApp(page);
  const light = await colours();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(colours).not.toEqual(light);
  const dark = await colours();
  expect(dark.text).not.toBe(dark.background);
});

test('keyboard focus is visible on the controls', async ({ page }) => {
  await openApp(page);
  for (const id of ['dk', 'dist', 'seed']) {
    await page.locator(`#${id}`).focus();
    const outline = await page.locator(`#${id}`).evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        shadow: style.boxShadow,
      };
    });
    const visible = (outline.style !== 'none' && outline.width > 0) || outline.shadow !== 'none';
    expect(visible, `#${id} focus ring ${JSON.stringify(outline)}`).toBe(true);
  }
});
