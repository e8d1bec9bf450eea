// Dark mode and focus rings. axe-core runs where a page is loaded anyway: on
// every embed view in light and dark mode in compact-embed.spec.ts (each
// embed's one load), and on the whole page in settled-page.spec.ts, which
// shares its settle with the chart descriptions and reduced motion.
import { test, expect } from './support/fixtures';
import { openApp } from './support/app';

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
