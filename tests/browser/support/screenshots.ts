// Screenshots written to test-results/screenshots/ and attached to the report.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { section, type Part } from './app';

/** Saves the whole page, or one part of it, as `<name>.png`. */
export async function saveShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  part?: Part,
): Promise<void> {
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
