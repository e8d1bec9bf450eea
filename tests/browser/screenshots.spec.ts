// Screenshots of each part, light and dark, and the whole page on a 375 px
// phone, written to test-results/screenshots/ and attached to the report.
// The phone test also checks that nothing forces sideways scrolling.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { PARTS, openApp, section, settlePart, type Part } from './support/app';
import type { Page, TestInfo } from '@playwright/test';

async function saveShot(page: Page, testInfo: TestInfo, name: string, part?: Part): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if (part) {
    // Clip a full-page capture taken from the top rather than screenshotting
    // the element: scrolled, the sticky header would be drawn over its middle.
    await page.evaluate(() => scrollTo(0, 0));
    const box = await section(page, part).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return {
        x: rect.left + scrollX,
        y: rect.top + scrollY,
        width: rect.width,
        height: rect.height,
      };
    });
    await page.screenshot({ path, fullPage: true, clip: box });
  } else {
    await page.screenshot({ path, fullPage: true });
  }
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`screenshots of every part in ${colorScheme} mode`, async ({ page }, testInfo) => {
    // Settles every part, step 4's training job included.
    test.slow();
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openApp(page);
    for (const part of PARTS) {
      if ((await section(page, part).count()) === 0) continue;
      await settlePart(section(page, part));
      await saveShot(page, testInfo, `${part}-${colorScheme}`, part);
    }
  });
}

test('on a 375 px phone the page fits the width and is captured whole', async ({
  page,
}, testInfo) => {
  test.slow(); // settles every part, step 4's training job included
  await page.setViewportSize({ width: 375, height: 812 });
  await openApp(page);
  for (const part of PARTS) await settlePart(section(page, part));
  const overflow = await page.evaluate(() => {
    // Content that sticks out of the viewport is fine when an ancestor clips or
    // scrolls it (a wide table in a scroller, KaTeX's visually hidden MathML).
    const contained = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          return up.getBoundingClientRect().right <= window.innerWidth + 1;
        }
      }
      return false;
    };
    return {
      page: document.documentElement.scrollWidth,
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => !contained(el))
        .map(
          (el) =>
            el.tagName +
            (el.id ? `#${el.id}` : '') +
            (el.classList.length ? `.${el.classList[0]}` : ''),
        )
        .slice(0, 10),
    };
  });
  expect(overflow.wide).toEqual([]);
  expect(overflow.page).toBeLessThanOrEqual(375);
  await saveShot(page, testInfo, 'phone-375-full-page');
  for (const part of PARTS) {
    if (await section(page, part).isVisible())
      await saveShot(page, testInfo, `phone-375-${part}`, part);
  }
});
