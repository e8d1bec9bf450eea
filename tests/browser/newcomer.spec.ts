// What a newcomer sees: step 3's header and rows always describe the same run
// and every model preset shows what its own link shows; step 2's "divide by
// √d_k" never compounds; step 1's histogram visibly widens with d_k; on a
// 390 × 844 phone each d_k slider and its main result share the screen; a
// link to a step lands on it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { GLOSSARY } from '../../web/src/glossary/terms';
import {
  chart,
  openApp,
  scrollIntoView,
  section,
  waitForAllCharts,
  waitForCore,
  waitForFinal,
} from './support/app';

/** Text, drawing and description of step 3's comparison table and chart. */
async function comparisonSnapshot(step: Locator): Promise<string> {
  const box = step.locator('.divisor-compare');
  const figure = chart(step, 'divisor-weights');
  await waitForFinal(figure);
  // Rows marked as updating are not the answer yet.
  await expect(box).not.toHaveAttribute('aria-busy', /.*/, { timeout: 20_000 });
  return [
    await box.locator('table').innerText(),
    // The bars' geometry and every label drawn: what the chart shows, compactly.
    await figure.evaluate((el) =>
      [...el.querySelectorAll('svg rect, svg text')]
        .map((n) =>
          n.tagName === 'rect'
            ? `${n.getAttribute('y')}/${n.getAttribute('height')}`
            : n.textContent,
        )
        .join(' '),
    ),
    await figure.locator('.chart-description').innerText(),
  ].join('\n');
}

/** Records, on every change, a header whose divisor differs from the one its rows use. */
async function watchHeaderAgainstRows(page: Page): Promise<void> {
  await page.locator('.divisor-compare').evaluate((box) => {
    const log: string[] = [];
    (window as unknown as { headerMismatches: string[] }).headerMismatches = log;
    const lastNumber = (text: string) => {
      const all = text.replace(/\u2212/g, '-').match(/-?\d+(\.\d+)?/g);
      return all ? Number(all[all.length - 1]) : Number.NaN;
    };
    const check = () => {
      const header = box.querySelector('[data-divisor-heading]')?.textContent ?? '';
      const rows = box.querySelector('[data-readout="divisor-value"]')?.textContent ?? '';
      const named = /no divisor/.test(header) ? 1 : lastNumber(header);
      const used = Number(rows);
      if (!Number.isFinite(named) || !Number.isFinite(used)) return; // nothing measured yet
      if (Math.abs(named - used) > 1e-3 * used) log.push(`"${header}" over rows using ${rows}`);
    };
    new MutationObserver(check).observe(box, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** Link pages open at once: each waits on its own worker much of the time. */
const LINKS_AT_ONCE = 2;
/** A short window: step 3's neighbours (step 4 trains as it mounts, step 2
 *  simulates) stay out of reach and leave the cores to what is compared. The
 *  width, which the chart's geometry follows, is the suite's. */
const SHORT_WINDOW = { width: 1280, height: 300 };

test('every model preset: the table and chart equal its own link, and no header names another divisor', async ({
  page,
  context,
}) => {
  test.slow(); // one comparison per preset, each also loaded from its link
  await page.setViewportSize(SHORT_WINDOW);
  await openApp(page);
  const step = section(page, 'fix');
  await scrollIntoView(step.locator('.divisor-compare'));
  await expect(step).toHaveAttribute('data-mounted', 'true');
  await comparisonSnapshot(step);
  await watchHeaderAgainstRows(page);
  const presets = await step
    .locator('#model option')
    .evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''),
    );
  expect(presets.length).toBeGreaterThan(5);
  // Each preset chosen on the page, in turn (the header watch sees every change)…
  const chosen: { id: string; link: string; snapshot: string }[] = [];
  for (const id of presets) {
    await scrollIntoView(step.locator('#model'));
    await step.locator('#model').selectOption(id);
    // The URL is written 200 ms after the change: poll finely rather than back off.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('model'), { intervals: [50] })
      .toBe(id);
    await scrollIntoView(step.locator('.divisor-compare'));
    chosen.push({ id, link: page.url(), snapshot: await comparisonSnapshot(step) });
  }
  expect(
    await page.evaluate(
      () => (window as unknown as { headerMismatches: string[] }).headerMismatches,
    ),
  ).toEqual([]);
  // …then each one's link, opened fresh, shows the same table and chart.
  const queue = [...chosen];
  const compareLinks = async () => {
    const fromLink = await context.newPage();
    await fromLink.setViewportSize(SHORT_WINDOW);
    for (let next = queue.shift(); next; next = queue.shift()) {
      await fromLink.goto(next.link);
      await waitForCore(fromLink);
      const linked = section(fromLink, 'fix');
      await scrollIntoView(linked.locator('.divisor-compare'));
      expect(await comparisonSnapshot(linked), `preset ${next.id}`).toBe(next.snapshot);
    }
    await fromLink.close();
  };
  await Promise.all(Array.from({ length: LINKS_AT_ONCE }, compareLinks));
});

test('"Divide by √d_k" shows the scaled scores once and offers the way back', async ({ page }) => {
  await openApp(page, { dk: 64 });
  const step = section(page, 'saturation');
  const field = step.locator('#scores');
  const button = step.locator('#scores-scale');
  await scrollIntoView(field);
  await expect(field).toHaveValue('16, 8, 0, -8');
  // Pressed as soon as it shows, mounted or not (a press before the mount is replayed).
  await button.click();
  await expect(field).toHaveValue('2, 1, 0, -1');
  await button.click(); // a second press must not divide again (0.25, 0.125, …)
  await expect(field).toHaveValue('16, 8, 0, -8');
  await expect(button).toContainText('Divide by √d');
  await expect.poll(() => new URL(page.url()).searchParams.get('scores')).toBeNull();
  await button.click();
  await expect(button).toContainText('Back to 16, 8, 0, -8'); // and the page says how
});

/** Pixel width of the central 95% of the histogram's sample, read off the drawn bars. */
async function drawnCentralWidth(figure: Locator): Promise<number> {
  return figure.locator('svg .bars').evaluate((bars) => {
    const rects = [...bars.querySelectorAll('rect')].map((r) => ({
      x: Number(r.getAttribute('x')),
      width: Number(r.getAttribute('width')),
      mass: Number(r.getAttribute('width')) * Number(r.getAttribute('height')),
    }));
    const total = rects.reduce((sum, r) => sum + r.mass, 0);
    const at = (share: number) => {
      let below = 0;
      for (const r of rects) {
        if (below + r.mass >= share * total)
          return r.x + (r.width * (share * total - below)) / r.mass;
        below += r.mass;
      }
      return Number.NaN;
    };
    return at(0.975) - at(0.025);
  });
}

test('on the default axis the central 95% of step 1’s sample is drawn wider as d_k grows', async ({
  page,
}) => {
  await openApp(page, { seed: 5 });
  const step = section(page, 'variance');
  const histogram = chart(step, 'variance-histogram');
  const widths: number[] = [];
  for (const dk of [4, 64, 1024]) {
    await step.locator('#dk-number').fill(String(dk));
    await step.locator('#dk-number').press('Enter');
    // The change marks the figure as loading at once, so "final" is this d_k's sample.
    await waitForFinal(histogram);
    await expect(histogram.locator('.chart-description')).toContainText(`d_k = ${dk}`);
    widths.push(await drawnCentralWidth(histogram));
  }
  // Each 16-fold step in d_k (4-fold in spread) must show: at least 25% wider.
  expect(widths[1]).toBeGreaterThan(1.25 * widths[0]);
  expect(widths[2]).toBeGreaterThan(1.25 * widths[1]);
});

test('on a 390 × 844 phone each d_k slider and its main result share the screen', async ({
  page,
}, testInfo) => {
  test.slow(); // step 4's default training job runs before its check
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  const dir = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const cases = [
    { part: 'variance', slider: '#dk', figure: 'variance-histogram', result: '' },
    { part: 'saturation', slider: '#saturation-dk', figure: 'top-weights', result: '' },
    { part: 'fix', slider: '#fix-dk', figure: 'divisor-weights', result: '.divisor-compare table' },
    { part: 'train', slider: '#train-dk', figure: 'train-loss', result: '' },
  ] as const;
  for (const { part, slider, figure, result: table } of cases) {
    const step = section(page, part);
    // Settled: nothing above it still grows (step 4's whole default job).
    if (part === 'train') await waitForAllCharts(step, 90_000);
    else await waitForFinal(chart(step, figure));
    const result = table || `figure[data-chart="${figure}"] svg`;
    // A reader finds the slider, then scrolls on until the result is whole on
    // screen. Parts above may still grow a line as their numbers land, so the
    // look is retried until the layout holds still.
    const look = async () => {
      // Instant jumps: the page scrolls smoothly, and a half-finished scroll is no layout.
      await step
        .locator(slider)
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await step
        .locator(result)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      return page.evaluate(
        ([sliderSelector, resultSelector]) => {
          const inView = (r: DOMRect) => r.top >= 0 && r.bottom <= innerHeight + 1 && r.height > 0;
          const sliderEl = document.querySelector(sliderSelector)!;
          const s = sliderEl.getBoundingClientRect();
          const r = document.querySelector(resultSelector)!.getBoundingClientRect();
          // Not merely inside the viewport but on top: nothing covers the slider's middle.
          const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
          return {
            slider: inView(s),
            result: inView(r),
            sliderOnTop: hit !== null && (hit === sliderEl || sliderEl.contains(hit)),
          };
        },
        [`#step-${part} ${slider}`, `#step-${part} ${result}`],
      );
    };
    await expect
      .poll(look, { message: part, timeout: 5_000 })
      .toEqual({ slider: true, result: true, sliderOnTop: true });
    const path = join(dir, `phone-390-${part}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`phone-390-${part}`, { path, contentType: 'image/png' });
  }
});

test('a glossary term opens its definition from the keyboard and names it for screen readers', async ({
  page,
}) => {
  await openApp(page);
  const term = section(page, 'saturation').locator('button.term[data-term="wilson"]');
  await scrollIntoView(term);
  await term.focus();
  const popoverId = await term.getAttribute('aria-describedby');
  expect(popoverId).toBeTruthy();
  const popover = page.locator(`#${popoverId}`);
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(GLOSSARY.wilson.definition);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(term).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await expect(term).toHaveAttribute('aria-expanded', 'true');
});

test('a link to step 4 lands on its heading and holds it while the parts above mount, phone and laptop', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await openApp(page);
    await page.locator('.site-nav a[href="#step-train"]').click();
    const top = () =>
      section(page, 'train')
        .locator('h2')
        .first()
        .evaluate((h) => Math.round(h.getBoundingClientRect().top));
    // The browser puts a target 4rem below the top (scroll-padding-top).
    const onScreen = { message: `step 4's heading near the top at ${viewport.width} px` };
    await expect.poll(top, onScreen).toBeGreaterThanOrEqual(0);
    await expect.poll(top, onScreen).toBeLessThan(160);
    // Step 3 above it and step 4 itself mount and grow; the heading stays.
    await expect(section(page, 'fix')).toHaveAttribute('data-mounted', 'true');
    await expect(section(page, 'train')).toHaveAttribute('data-mounted', 'true');
    await expect(section(page, 'fix').locator('.models-table tbody tr').first()).toBeAttached();
    const settled = await top();
    expect(settled, onScreen.message).toBeGreaterThanOrEqual(0);
    expect(settled, onScreen.message).toBeLessThan(160);
  }
});
