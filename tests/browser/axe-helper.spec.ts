// Proves support/axe.ts reports what it claims to, in both of its modes: a
// page with no frame (axe run inside the page) and a course page holding an
// iframe (axe run per frame). Without this, "no serious violations" in the
// page tests could be vacuous, for instance if a mode skipped the frame.
import { test, expect } from './support/fixtures';
import { seriousViolations } from './support/axe';

const FAINT = '<p style="color:#bbb;background:#fff">Faint text that fails contrast</p>';
const CLEAR = '<p style="color:#000;background:#fff">Clear text</p>';
const page_ = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;

test.beforeEach(async ({ page }) => {
  const pages: Record<string, string> = {
    'axe-faint.html': page_(FAINT),
    'axe-clear.html': page_(CLEAR),
    'axe-both.html': page_(`<div id="faint">${FAINT}</div><div id="clear">${CLEAR}</div>`),
    'axe-host.html': page_(`${CLEAR}<iframe title="inner" src="axe-faint.html"></iframe>`),
  };
  for (const [name, body] of Object.entries(pages)) {
    await page.route(`**/${name}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  }
});

test('a page without frames: a contrast failure is reported, a clean page is not', async ({
  page,
}) => {
  await page.goto('axe-faint.html');
  expect(page.frames()).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^color-contrast/)]);
  await page.goto('axe-clear.html');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('axe-both.html');
  expect(await seriousViolations(page, '#clear')).toEqual([]);
  expect(await seriousViolations(page, '#faint')).toEqual([
    expect.stringMatching(/^color-contrast/),
  ]);
});

test('a page holding an iframe: a failure inside the frame is reported', async ({ page }) => {
  await page.goto('axe-host.html');
  await expect(page.frameLocator('iframe').locator('p')).toHaveText(/Faint/);
  expect(page.frames()).toHaveLength(2);
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^color-contrast/)]);
});
