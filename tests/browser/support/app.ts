// Page-level helpers for the specs, written against the hooks of the web
// contract: <html data-core>, figure[data-chart][data-state][data-samples],
// [data-readout], control ids, #notice, section#step-<part>.
import { expect, type Locator, type Page } from '@playwright/test';
import { PART_NAMES, type PagePart } from '../../../web/src/classroom/settings';

/** Every part of the page, in page order (the page's own list). */
export const PARTS = PART_NAMES;
export type Part = PagePart;
/** The parts embed.html can show alone (every part but the intro and the sources). */
export const EMBEDDABLE_PARTS = PARTS.filter((part) => part !== 'intro' && part !== 'sources');

type Query = string | Record<string, string | number>;

function queryString(query: Query): string {
  if (typeof query === 'string') return query.replace(/^\?/, '');
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}

/** Opens the full page and waits until the worker has loaded a wasm build. */
export async function openApp(page: Page, query: Query = ''): Promise<void> {
  const search = queryString(query);
  await page.goto(`index.html${search ? `?${search}` : ''}`);
  await waitForCore(page);
}

export async function openEmbed(page: Page, part: Part, query: Query = ''): Promise<void> {
  const search = queryString(query);
  await page.goto(`embed.html?step=${part}${search ? `&${search}` : ''}`);
  await waitForCore(page);
}

/** Waits for the worker's verdict; a page whose core failed to load
 *  (data-core="error") fails here at once rather than at a later timeout. */
export async function waitForCore(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-core', /.+/);
  expect(await html.getAttribute('data-core'), 'the wasm core must load').toMatch(
    /^(simd|baseline)$/,
  );
}

export function section(page: Page, part: Part): Locator {
  return page.locator(`#step-${part}`);
}

/** The first chart of a part, or the one with the given data-chart id. */
export function chart(scope: Page | Locator, id?: string): Locator {
  return scope.locator(id ? `figure[data-chart="${id}"]` : 'figure[data-chart]').first();
}

/** Scrolls from inside the page: parts may re-render nodes meanwhile, and
 *  Playwright's handle-based scroll then fails on a node that was replaced.
 *  Instant, not the page's smooth scrolling: a smooth scroll still running
 *  when the test moves on would carry the page away from what it looks at
 *  next (a control focused after a settle would scroll back off screen). */
export async function scrollIntoView(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

export async function waitForFinal(figure: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await scrollIntoView(figure);
        return figure.getAttribute('data-state');
      },
      { timeout: 20_000 },
    )
    .toBe('final');
}

/** Waits for every chart in scope to show its full sample (charts may start
 *  work only when scrolled into view, so each is scrolled to first). A chart
 *  that waits for the reader to start it (data-state="idle", step 4's sweep)
 *  counts as settled. `timeout` is per chart. */
export async function waitForAllCharts(scope: Page | Locator, timeout = 20_000): Promise<void> {
  const figures = scope.locator('figure[data-chart]');
  const count = await figures.count();
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    await expect
      .poll(
        async () => {
          await scrollIntoView(figure);
          return figure.getAttribute('data-state');
        },
        { timeout },
      )
      .toMatch(/^(final|idle)$/);
  }
}

/** Parses the first number in a text: accepts a Unicode minus, thousands
 *  separators and exponents ("−1,024.5", "3.2e-4", "1.2 × 10⁻³" is not expected). */
export function firstNumber(text: string): number {
  const match = text.replace(/\u2212/g, '-').match(/-?\d[\d,]*(\.\d+)?([eE][-+]?\d+)?|-?\.\d+/);
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

/** Half a unit in the last displayed digit of the first number in a text:
 *  "0.10" -> 0.005, "64.49" -> 0.005, "3.35e-4" -> 5e-7. A shown value agrees
 *  with an exact one when they differ by no more than this. */
export function displayTolerance(text: string): number {
  const match = text.replace(/\u2212/g, '-').match(/\d[\d,]*(?:\.(\d+))?(?:[eE]([-+]?\d+))?/);
  if (!match) throw new Error(`no number in "${text}"`);
  const decimals = match[1]?.length ?? 0;
  const exponent = Number(match[2] ?? 0);
  return 0.5 * 10 ** (exponent - decimals) * (1 + 1e-9);
}

export function readout(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-readout="${name}"]`).first();
}

export async function readoutNumber(scope: Page | Locator, name: string): Promise<number> {
  return firstNumber((await readout(scope, name).textContent()) ?? '');
}

/** A fingerprint of what a chart currently draws, to see that it changed. */
export async function chartFingerprint(figure: Locator): Promise<string> {
  return figure.evaluate((el) => {
    const svg = el.querySelector('svg');
    const drawing = svg ? new XMLSerializer().serializeToString(svg) : '';
    return [el.getAttribute('data-state'), el.getAttribute('data-samples'), drawing].join('|');
  });
}

export async function samplesOf(figure: Locator): Promise<number> {
  return Number(await figure.getAttribute('data-samples'));
}

/** Performance marks the page sets for the benchmark and tests. */
export async function markNames(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
}

/** On the full page the practice part loads on first use: scrolls to it and
 *  focuses the answer box, as a reader about to type, then waits for it. */
export async function startPractice(page: Page): Promise<void> {
  const practice = section(page, 'practice');
  await practice.scrollIntoViewIfNeeded();
  await practice.locator('#practice-answer').focus();
  await expect(practice).toHaveAttribute('data-practice-ready', 'true');
}

/** Brings every chart and readout of a part into view (parts start their work
 *  lazily, when near the viewport) and waits until all show live numbers.
 *  Each poll scrolls again: parts above that mount meanwhile grow and can push
 *  the element back out of view, where its work would wait. */
export async function settlePart(scope: Locator): Promise<void> {
  await scrollIntoView(scope);
  // A part with live content has a behaviour module; static parts (sources) need not.
  if ((await scope.locator('[data-readout], figure[data-chart]').count()) > 0) {
    // A part that loads on first use (practice) starts when a control gets the focus.
    if ((await scope.getAttribute('data-loads-on-use')) === 'true') {
      await scope.locator('textarea, input, button:not(.term)').first().focus();
    }
    await expect(scope).toHaveAttribute('data-mounted', 'true');
  }
  // Step 4's default job (Adam, d_k 128) takes several seconds to settle.
  await waitForAllCharts(scope, 60_000);
  const readouts = scope.locator('[data-readout]');
  const count = await readouts.count();
  for (let i = 0; i < count; i++) {
    const element = readouts.nth(i);
    if (!(await element.isVisible())) continue;
    await expect
      .poll(
        async () => {
          await scrollIntoView(element);
          return element.textContent();
        },
        // Beyond's readouts queue behind step 4's training on a busy machine.
        { timeout: 60_000 },
      )
      .toMatch(/\d/);
  }
}
