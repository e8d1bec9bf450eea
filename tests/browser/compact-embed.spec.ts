// Every embed view, as a course page shows it. LMS editors strip the height
// listener, so each part's snippet carries a height (COMPACT_HEIGHTS in
// snippet.ts) that must hold the part's compact view whole. Each test pastes
// the real snippet into a host page 1280 px wide, lets the part settle inside
// the iframe, and checks that the frame does not scroll and that the height
// is no more than a quarter larger than the content. The same load then runs
// axe-core over the embed (inside its frame) in light mode and again after
// switching to dark (the switch is the harder case: everything drawn must
// follow it): no serious or critical violations.
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { EMBEDDABLE_PARTS, waitForAllCharts, type Part } from './support/app';
import { seriousViolations } from './support/axe';
import { COMPACT_HEIGHTS, FULL_VIEW_HEIGHT, iframeSnippet } from '../../web/src/embedding/snippet';
import { defaultState, type AppState } from '../../web/src/state/params';

const HOST = 'compact-host.html';

/** A course page holding nothing but the snippet, served from the test server's origin. */
async function openHost(
  page: Page,
  baseURL: string,
  part: Part,
  state: AppState,
): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const snippet = iframeSnippet(part, state, new URL(HOST, baseURL).href);
  await page.route(`**/${HOST}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Course</title></head><body style="margin:0">${snippet}</body></html>`,
    }),
  );
  await page.goto(HOST);
  return page.frameLocator('iframe');
}

async function frameSizes(frame: FrameLocator) {
  return frame.locator('html').evaluate((root) => ({
    scroll: root.scrollHeight,
    client: root.clientHeight,
    content: Math.ceil(root.getBoundingClientRect().height),
  }));
}

for (const part of EMBEDDABLE_PARTS) {
  test(`the compact ${part} embed fits its snippet's height at 1280 px, axe clean light and dark`, async ({
    page,
    baseURL,
  }) => {
    // Two or three axe runs, and step 4's training for its embed.
    test.setTimeout(part === 'train' ? 150_000 : 90_000);
    const frame = await openHost(page, baseURL!, part, defaultState());
    await expect(frame.locator('html')).toHaveAttribute('data-core', /^(simd|baseline)$/);
    const root = frame.locator(`#step-${part}`);
    await expect(root).toHaveAttribute('data-mounted', 'true');
    await waitForAllCharts(root, 60_000);
    // Tables and texts may fill in after the charts (step 3's published
    // table): measure once the content height has held for a second.
    let last = -1;
    await expect
      .poll(
        async () => {
          const { content } = await frameSizes(frame);
          const settled = content === last;
          last = content;
          return settled;
        },
        { intervals: [1000], timeout: 30_000 },
      )
      .toBe(true);
    expect(await root.locator('details.compact-fold').count()).toBeGreaterThan(0);

    const height = COMPACT_HEIGHTS[part];
    const { scroll, client, content } = await frameSizes(frame);
    expect(client, 'the frame has the snippet height').toBe(height);
    expect(
      scroll,
      `the compact ${part} view (${content} px) fits ${height} px`,
    ).toBeLessThanOrEqual(client);
    expect(height, `${height} px is within 25% of the ${content} px shown`).toBeLessThanOrEqual(
      content * 1.25,
    );
    expect(await seriousViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    if (part !== 'variance') return;
    // The full view is one link away in the same state, and in a snippet of its own.
    expect(iframeSnippet(part, { ...defaultState(), view: 'full' }, page.url())).toContain(
      `height="${FULL_VIEW_HEIGHT}"`,
    );
    await frame.getByRole('link', { name: 'Show the whole part here' }).click();
    await expect(frame.locator('html')).toHaveAttribute('data-view', 'full');
    await expect(frame.locator('details.compact-fold')).toHaveCount(0);
    await expect(frame.getByText('Their score is the sum of')).toBeVisible();
    expect((await frameSizes(frame)).scroll).toBeGreaterThan(height);
    await waitForAllCharts(frame.locator('#step-variance'));
    expect(await seriousViolations(page), 'full view').toEqual([]);
  });
}
