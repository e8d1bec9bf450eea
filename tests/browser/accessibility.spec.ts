// axe-core on every embed view, in light and dark mode: no serious or critical
// violations (WCAG 2.1 A/AA rules, incl. contrast); dark mode and focus rings.
// The full page's axe runs, its chart descriptions and reduced motion need the
// whole page settled, so they share that settle in settled-page.spec.ts.
import { test, expect } from './support/fixtures';
import { EMBEDDABLE_PARTS, openApp, openEmbed, waitForAllCharts } from './support/app';
import { seriousViolations } from './support/axe';

// One load per embed: axe runs in light mode, then again after switching to
// dark (the switch is the harder case: everything drawn must follow it).
for (const part of EMBEDDABLE_PARTS) {
  test(`embed view "${part}" has no serious or critical axe violations, light or dark`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // two axe runs (and step 4's training for its embed)
    await page.emulateMedia({ colorScheme: 'light' });
    await openEmbed(page, part);
    await waitForAllCharts(page, part === 'train' ? 75_000 : 20_000);
    expect(await seriousViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page), 'dark').toEqual([]);
  });
}

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
