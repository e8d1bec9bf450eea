// The checks that need the whole page settled (every part mounted, every chart
// at its full sample, step 4's training run included) share one page load and
// one settle: settling is the slow part, and the page they check is the same.
// In order: text descriptions of the charts, the strict CSP held and no
// request left the test server, reduced motion, axe-core and a
// screenshot of the page in light mode, then axe in dark mode, then a 375 px
// phone: nothing forces sideways scrolling and the page is captured whole.
// The screenshots are for people to look at (test-results/screenshots/);
// nothing compares them. By default the run keeps one capture of the whole
// page at 1280 px and one at 375 px; a capture per part costs one to two
// seconds each, so the light, dark and phone shots of every part are taken
// only with PW_SHOTS=all.
import { test, expect } from './support/fixtures';
import { PARTS, openApp, section, settlePart } from './support/app';
import { seriousViolations } from './support/axe';
import { saveShot } from './support/screenshots';
import type { Page } from '@playwright/test';

// The service worker runs here as on a reader's first visit (the config blocks
// it elsewhere), so its precache is inside the no-foreign-request check.
test.use({ serviceWorkers: 'allow' });

async function settleEveryPart(page: Page): Promise<void> {
  for (const part of PARTS) {
    if ((await section(page, part).count()) > 0) await settlePart(section(page, part));
  }
}

/** Elements that stick out of the viewport on the right, unless an ancestor
 *  clips or scrolls them (a wide table or a display formula in a scroller). */
async function sidewaysOverflow(page: Page): Promise<{ page: number; wide: string[] }> {
  return page.evaluate(() => {
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
}

test('the settled page: chart descriptions, reduced motion, axe and screenshots in light and dark, a 375 px phone', async ({
  page,
  issues,
  server,
}, testInfo) => {
  // One settle of the whole page (step 4's training included), two axe runs
  // and two screenshots (about forty with PW_SHOTS=all).
  test.setTimeout(300_000);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openApp(page);
  await settleEveryPart(page);

  await test.step('every chart carries a text description generated from live data', async () => {
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

  await test.step('the whole page ran under the strict CSP: no violation, no inline script or style', async () => {
    expect(issues.cspViolations).toEqual([]);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    const styled = page.locator('[style]');
    expect(
      await styled.evaluateAll((els) => els.map((e) => `${e.tagName}: ${e.getAttribute('style')}`)),
    ).toEqual([]);
  });

  await test.step('no request went to any host other than the test server', async () => {
    await page.keyboard.press('End'); // reach anything loaded lazily at the bottom
    await page.waitForLoadState('networkidle');
    expect(issues.foreignRequests).toEqual([]);
    expect(issues.webSockets).toEqual([]);
    const origin = new URL(server.url).origin;
    expect(issues.requests.length).toBeGreaterThan(3);
    for (const url of issues.requests) {
      if (!url.startsWith('data:') && !url.startsWith('blob:'))
        expect(new URL(url).origin).toBe(origin);
    }
    // The worker and the wasm it compiled came from this server.
    const wasmRequests = server.requests.filter((r) => r.path.endsWith('.wasm'));
    expect(wasmRequests.length).toBeGreaterThan(0);
    expect(wasmRequests.every((r) => r.status === 200)).toBe(true);
  });

  await test.step('reduced motion is honoured: no running CSS transitions or animations', async () => {
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

  const everyShot = process.env.PW_SHOTS === 'all';
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`${colorScheme} mode: no serious or critical axe violations`, async () => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await seriousViolations(page)).toEqual([]);
    });
    if (!everyShot) {
      if (colorScheme === 'light') await saveShot(page, testInfo, 'full-page-light');
      continue;
    }
    await test.step(`${colorScheme} mode: a screenshot of every part`, async () => {
      for (const part of PARTS) {
        if ((await section(page, part).count()) === 0) continue;
        await saveShot(page, testInfo, `${part}-${colorScheme}`, part);
      }
    });
  }

  await test.step('on a 375 px phone the page fits the width and is captured whole', async () => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 812 });
    // Charts redraw for the new width; each must show its full sample again.
    await settleEveryPart(page);
    const overflow = await sidewaysOverflow(page);
    expect(overflow.wide).toEqual([]);
    expect(overflow.page).toBeLessThanOrEqual(375);
    // A table may scroll sideways, but its caption stays readable on screen.
    const cutCaptions = await page
      .locator('.table-scroll caption')
      .evaluateAll((captions) =>
        captions
          .filter((c) => c.getBoundingClientRect().right > window.innerWidth)
          .map((c) => c.textContent?.trim().slice(0, 40)),
      );
    expect(cutCaptions).toEqual([]);
    await saveShot(page, testInfo, 'phone-375-full-page');
    if (!everyShot) return;
    for (const part of PARTS) {
      if (await section(page, part).isVisible())
        await saveShot(page, testInfo, `phone-375-${part}`, part);
    }
  });
});
