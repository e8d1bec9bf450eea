// Embeds keep their state: for every embeddable part, the snippet that
// "Embed this part" shows opens a view with the same numbers as the page the
// teacher saw; step 3's custom divisor and Beyond's temperature are separate
// settings (old links still work); and an embed tells the page around it how
// tall it is, so a fixed-height LMS iframe can be sized to fit.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  openApp,
  scrollIntoView,
  section,
  settlePart,
  waitForCore,
  type Part,
} from './support/app';

/** Each part in a state far from its defaults, in every setting it reads. */
const CASES: { part: Part; query: Record<string, string | number> }[] = [
  { part: 'variance', query: { dk: 512, seed: 9, dist: 'uniform', sampler: 'exact' } },
  { part: 'saturation', query: { dk: 256, seed: 4, threshold: 0.95, scores: '3,1,0,-2' } },
  { part: 'fix', query: { dk: 128, seed: 5, heads: 4, divisor: 'custom', custom: 3 } },
  {
    part: 'beyond',
    query: { dk: 128, seed: 7, heads: 4, rho: 0.25, dist: 'rademacher', scores: '3,1,0', temp: 2 },
  },
  { part: 'practice', query: { seed: 9 } },
];

/** What a part shows: its readouts, and for practice the first generated question. */
async function shownNumbers(scope: Locator): Promise<string[]> {
  const start = scope.locator('#practice-quiz-start');
  if (await start.count()) {
    await start.click();
    await expect(scope.locator('.practice-prompt')).toHaveText(/\S/);
  }
  return scope
    .locator('[data-readout]:visible, .practice-prompt, .practice-option')
    .evaluateAll((els) =>
      els.map((el) => `${el.getAttribute('data-readout') ?? ''}: ${el.textContent}`),
    );
}

async function embedUrlFromButton(page: Page, scope: Locator): Promise<string> {
  await scope.getByRole('button', { name: 'Embed this part' }).click();
  const code = scope.locator('.embed-panel textarea');
  await expect(code).toHaveValue(/<iframe/);
  const src = (await code.inputValue()).match(/src="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(src).toBeTruthy();
  return new URL(src!, page.url()).href;
}

for (const { part, query } of CASES) {
  test(`Embed this part under ${part} opens a view with the same numbers`, async ({ page }) => {
    await openApp(page, query);
    const onPage = section(page, part);
    await settlePart(onPage);
    const seen = await shownNumbers(onPage);
    expect(seen.length).toBeGreaterThan(0);

    const url = await embedUrlFromButton(page, onPage);
    await page.goto(url);
    await waitForCore(page);
    const embedded = section(page, part);
    await settlePart(embedded);
    expect(await shownNumbers(embedded)).toEqual(seen);
  });
}

test("step 3's custom divisor and Beyond's temperature move apart, and an old link still sets both", async ({
  page,
}) => {
  const temperature = (p: Page) => p.locator('#beyond-temperature-value');
  await openApp(page, { divisor: 'custom' });
  await settlePart(section(page, 'fix'));
  await page.locator('#custom-divisor').fill('3');
  await page.locator('#custom-divisor').press('Enter');
  await settlePart(section(page, 'beyond'));
  await expect(temperature(page)).toHaveText('1');
  await page.locator('#beyond-temperature').focus();
  await page.keyboard.press('End'); // the slider's top: c = 64
  await expect(temperature(page)).toHaveText('64');
  await expect(page.locator('#custom-divisor')).toHaveValue('3');
  await expect.poll(() => new URL(page.url()).searchParams.get('temp')).toBe('64');
  expect(new URL(page.url()).searchParams.get('custom')).toBe('3');

  // A link from before `temp` existed: custom=2 set both, and still does.
  await openApp(page, { divisor: 'custom', custom: 2 });
  await settlePart(section(page, 'beyond'));
  await expect(temperature(page)).toHaveText('2');
  // Step 3's field shows the state once its part has mounted (near the viewport).
  await scrollIntoView(page.locator('#custom-divisor'));
  await expect(section(page, 'fix')).toHaveAttribute('data-mounted', 'true');
  await expect(page.locator('#custom-divisor')).toHaveValue('2');
});

test('an embed posts its content height to the page around it, and again when it changes', async ({
  page,
  server,
}) => {
  await page.setContent('<!doctype html><title>LMS page</title>');
  await page.evaluate((src) => {
    const log: number[] = [];
    (window as unknown as { heights: number[] }).heights = log;
    addEventListener('message', (e) => {
      if (e.data?.type === 'sqrtdk:height') log.push(e.data.height);
    });
    // The listener README "For teachers" gives, as written there.
    addEventListener('message', (e) => {
      for (const f of document.querySelectorAll('iframe'))
        if (e.data?.type === 'sqrtdk:height' && f.contentWindow === e.source)
          f.style.height = e.data.height + 'px';
    });
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.width = '900';
    frame.height = '300';
    frame.style.border = '0';
    document.body.append(frame);
  }, `${server.url}embed.html?step=fix&dk=128`);

  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('data-core', /simd|baseline/);
  await expect(frame.locator('#step-fix')).toHaveAttribute('data-mounted', 'true');
  const embedFrame = page.frames().find((f) => f.url().includes('embed.html'))!;
  const lastHeight = () =>
    page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0);
  // The bottom of the last thing on the embed page: what the iframe must show.
  const contentBottom = () =>
    embedFrame.evaluate(() =>
      Math.ceil(document.querySelector('.embed-footer')!.getBoundingClientRect().bottom + scrollY),
    );

  await expect
    .poll(async () => Math.abs((await lastHeight()) - (await contentBottom())))
    .toBeLessThanOrEqual(1);
  const wide = await lastHeight();
  expect(wide).toBeGreaterThan(300);
  // Sized by the listener, the iframe shows everything without scrolling.
  // (The frame's own viewport takes the new height at its next layout, and a
  // chart finishing its draw may post once more: poll, as for the height.)
  await expect
    .poll(() => embedFrame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1))
    .toBe(true);

  // On a phone the content wraps and grows: the embed says so.
  await page.locator('iframe').evaluate((f: HTMLIFrameElement) => (f.width = '375'));
  await expect.poll(lastHeight).toBeGreaterThan(wide);
  await expect
    .poll(async () => Math.abs((await lastHeight()) - (await contentBottom())))
    .toBeLessThanOrEqual(1);
});
