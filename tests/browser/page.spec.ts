// The page as a whole: it loads clean, uses the SIMD build (or the baseline on
// request, with the same numbers), runs under the strict CSP, and never talks
// to any host but its own. The guard fixture additionally fails every test on
// console errors, CSP violations, foreign requests, WebSockets and dialogs.
import { test, expect } from './support/fixtures';
import { DIST_DIR } from './support/dist';
import { emptyIssues, guardContext, problemsOf } from './support/guards';
import { CSP_HEADER, ISSUE_CSP, startStaticServer } from './support/static-server';
import { chart, markNames, openApp, readout, section, waitForFinal } from './support/app';

test('the page loads without errors and runs the SIMD build', async ({ page, issues }) => {
  await openApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-core', 'simd');
  const histogram = chart(section(page, 'variance'));
  await waitForFinal(histogram);
  await expect(readout(page, 'variance')).toHaveText(/\d/);
  expect(await markNames(page)).toContain('sqrtdk:first-live-chart');
  expect(issues.consoleErrors).toEqual([]);
  expect(issues.pageErrors).toEqual([]);
});

test('forcing the baseline build still works and gives the same numbers for the same seed', async ({
  page,
}) => {
  const query = { dk: 128, seed: 11 };
  await openApp(page, query);
  await expect(page.locator('html')).toHaveAttribute('data-core', 'simd');
  await waitForFinal(chart(section(page, 'variance')));
  const simdVariance = await readout(page, 'variance').textContent();

  await openApp(page, { ...query, wasm: 'baseline' });
  await expect(page.locator('html')).toHaveAttribute('data-core', 'baseline');
  await waitForFinal(chart(section(page, 'variance')));
  expect(await readout(page, 'variance').textContent()).toBe(simdVariance);
});

// The whole page settled under this policy (every part mounted, every chart
// drawn, no violation, no inline script or style attribute) is checked once,
// in settled-page.spec.ts, which settles the page anyway.
test('served with the CSP header and meta policy, the first chart computes with zero violations', async ({
  page,
  issues,
}) => {
  const response = await page.goto('index.html');
  expect(response?.headers()['content-security-policy']).toBe(CSP_HEADER);
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "worker-src 'self'",
  ]) {
    expect(meta).toContain(directive);
  }
  await expect(page.locator('html')).toHaveAttribute('data-core', 'simd');
  await waitForFinal(chart(section(page, 'variance')));
  expect(issues.cspViolations).toEqual([]);
});

test('with only the three directives of the issue as the header, the page still computes cleanly', async ({
  browser,
}) => {
  const strict = await startStaticServer({ root: DIST_DIR, cspHeader: ISSUE_CSP });
  const context = await browser.newContext();
  try {
    const issues = await guardContext(context, new URL(strict.url).origin);
    const page = await context.newPage();
    const response = await page.goto(`${strict.url}index.html?dk=32`);
    expect(response?.headers()['content-security-policy']).toBe(ISSUE_CSP);
    await expect(page.locator('html')).toHaveAttribute('data-core', 'simd');
    await waitForFinal(chart(section(page, 'variance')));
    await expect(readout(page, 'variance')).toHaveText(/\d/);
    expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
  } finally {
    await context.close();
    await strict.close();
  }
});
