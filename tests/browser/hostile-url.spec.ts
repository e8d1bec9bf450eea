// Bad and hostile URL values: each falls back to its default, a polite visible
// notice names the parameter, no dialog opens (the guard fixture fails the test
// on any alert), and nothing from the URL turns into markup.
import { test, expect } from './support/fixtures';
import { chart, openApp, openEmbed, section, waitForFinal } from './support/app';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

interface HostileCase {
  name: string;
  query: Record<string, string>;
  named: string[]; // parameters the notice must name
  defaults: Record<string, string>; // control id -> value it must fall back to
}

const CASES: HostileCase[] = [
  {
    name: 'script tag in dk',
    query: { dk: SCRIPT },
    named: ['dk'],
    defaults: { 'dk-number': '64' },
  },
  {
    name: 'dk beyond double range',
    query: { dk: '1e309' },
    named: ['dk'],
    defaults: { 'dk-number': '64' },
  },
  { name: 'negative seed', query: { seed: '-1' }, named: ['seed'], defaults: { seed: '1' } },
  {
    name: 'prototype key as dist',
    query: { dist: '__proto__' },
    named: ['dist'],
    defaults: { dist: 'normal' },
  },
  {
    name: 'very long values',
    query: { dk: '9'.repeat(5000), seed: '1'.repeat(10000) },
    named: ['dk', 'seed'],
    defaults: { 'dk-number': '64', seed: '1' },
  },
  {
    name: 'markup in several parameters at once',
    // Five at once: the notice area shows every message, none dropped.
    query: { dk: '0', rho: 'NaN', scores: IMG, divisor: SCRIPT, seed: '-1' },
    named: ['dk', 'rho', 'scores', 'divisor', 'seed'],
    defaults: { 'dk-number': '64', rho: '0.5', seed: '1' },
  },
];

async function expectNoInjectedMarkup(page: import('@playwright/test').Page): Promise<void> {
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    document.querySelectorAll('img[src="x"]').forEach((el) => found.push(el.tagName));
    document.querySelectorAll('script').forEach((el) => {
      if (el.textContent?.includes('alert')) found.push('SCRIPT');
    });
    // Inline event handlers are how injected markup would run code.
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        if (attr.startsWith('on')) found.push(`${el.tagName}[${attr}]`);
      }
    }
    return found;
  });
  expect(injected).toEqual([]);
}

for (const hostile of CASES) {
  test(`hostile URL (${hostile.name}) falls back to defaults with a visible notice`, async ({
    page,
  }) => {
    await openApp(page, hostile.query);
    const notice = page.locator('#notice');
    await expect(notice).toBeVisible();
    // Whole words: "dk" must not be satisfied by "sqrt_dk" in another notice.
    for (const name of hostile.named)
      await expect(notice).toContainText(new RegExp(`\\b${name}\\b`));
    // The notice also says what is allowed, e.g. d_k's range.
    if (hostile.named.includes('dk')) await expect(notice).toContainText(/1\D{1,6}65536/);
    for (const [id, value] of Object.entries(hostile.defaults)) {
      await expect(page.locator(`#${id}`)).toHaveValue(value);
    }
    // The page still computes with the defaults.
    await waitForFinal(chart(section(page, 'variance')));
    await expectNoInjectedMarkup(page);
    // The hostile text may be quoted in the notice, but only ever as text.
    expect(await notice.locator('script, img').count()).toBe(0);
  });
}

test('a hostile embed URL is handled the same way', async ({ page }) => {
  await openEmbed(page, 'variance', { dk: SCRIPT, seed: IMG });
  await expect(page.locator('#notice')).toContainText(/\bdk\b/);
  await expect(page.locator('#dk-number')).toHaveValue('64');
  await waitForFinal(chart(page));
  await expectNoInjectedMarkup(page);
});

test('an unknown embed step falls back to a real part with a notice', async ({ page }) => {
  await openEmbed(page, '__proto__' as never);
  await expect(page.locator('#notice')).toContainText('step');
  await expect(page.locator('section.step:visible')).toHaveCount(1);
});
