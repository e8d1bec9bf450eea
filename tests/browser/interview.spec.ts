// The mock interview in a real browser: a whole interview by keyboard alone
// (Tab, typing, Enter), the history across a reload, export then import of
// it (and a damaged file refused), the timer, and axe on the interview views
// in light and dark mode, on the full page, the embed view and at 375 px.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openApp, startPractice, openEmbed, section } from './support/app';
import { seriousViolations } from './support/axe';

const STORAGE = 'sqrtdk-lab:practice';
const MAIN_ANSWER =
  'The dot product of q and k has variance d_k, so the scores grow and the softmax saturates. ' +
  'Without the scaling the gradients explode. Dividing by √d_k keeps the variance at 1.';
const VANISH_ANSWER =
  'They vanish, they do not explode. A saturated softmax has a Jacobian p_i(δ_ij − p_j) close ' +
  'to zero, whose largest entry is 1/4 at p = 1/2, so almost no gradient reaches W_Q and W_K.';
const SHORT_ANSWER = 'The softmax saturates when the scores are large, so learning slows down.';

async function openPractice(page: Page): Promise<void> {
  await openApp(page);
  await startPractice(page);
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Types an answer into the focused box, then Tab to Submit and Enter. */
async function answerByKeyboard(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByLabel(label);
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole('button', { name: 'Submit answer' }));
  await page.keyboard.press('Enter');
}

async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.locator('#practice-interview-area').getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

async function storedInterviews(page: Page): Promise<{ followUps: unknown[] }[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"interviews":[]}').interviews,
    STORAGE,
  );
}

/** A short interview with mouse-free helpers, for the tests that need one done. */
async function quickInterview(page: Page): Promise<void> {
  await page.locator('#practice-interview-start').focus();
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, 'Answer to the main question', MAIN_ANSWER);
  await pressButton(page, 'First follow-up');
  await answerByKeyboard(page, 'Answer to follow-up 1 of 3', VANISH_ANSWER);
  await pressButton(page, 'See the final report');
  await expect(page.getByRole('heading', { name: 'Final report' })).toBeFocused();
}

/** axe over the interview views only: the whole page is checked in settled-page.spec.ts. */
const interviewViolations = (page: Page) => seriousViolations(page, '#practice-interview');

test('a whole mock interview by keyboard alone, kept across a reload', async ({ page }) => {
  await openPractice(page);
  await page.locator('#practice-interview-start').focus();
  await page.keyboard.press('Enter');

  // Main question: the exploding-gradients claim decides the first follow-up.
  await answerByKeyboard(page, 'Answer to the main question', MAIN_ANSWER);
  const mainResult = page.getByRole('heading', { name: 'How your main answer scores' });
  await expect(mainResult).toBeFocused();
  await expect(page.locator('#practice-interview-status')).toContainText('Main answer scored');
  await expect(
    page.locator('.practice-turn').first().locator('.practice-rubric-table tbody tr'),
  ).toHaveCount(5);

  await pressButton(page, 'First follow-up');
  const first = page.locator('.practice-turn').nth(1);
  await expect(first.getByRole('heading', { level: 4 })).toHaveText('Follow-up 1 of 3');
  await expect(first.locator('.practice-question')).toHaveText(
    'Without the scaling, do the gradients explode or vanish?',
  );
  await expect(first.locator('.practice-question + .hint')).toContainText('common mistake');
  await answerByKeyboard(page, 'Answer to follow-up 1 of 3', VANISH_ANSWER);
  const firstResult = first.getByRole('heading', { level: 5 });
  await expect(firstResult).toBeFocused();
  await expect(firstResult).toHaveText(/^Follow-up 1 of 3: (weak|strong|staff)$/);
  await expect(first.locator('.practice-points-table tbody tr')).toHaveCount(4);
  await expect(first.locator('.practice-given-text')).toHaveText(VANISH_ANSWER);
  await expect(first.locator('.practice-part-link a')).toHaveAttribute('href', '#step-saturation');

  await pressButton(page, 'Next follow-up');
  await answerByKeyboard(page, 'Answer to follow-up 2 of 3', SHORT_ANSWER);
  await expect(
    page.locator('.practice-turn').nth(2).getByRole('heading', { level: 5 }),
  ).toBeFocused();

  // The third follow-up is skipped; a skipped question is never asked again.
  await pressButton(page, 'Next follow-up');
  await expect(page.getByLabel('Answer to follow-up 3 of 3')).toBeFocused();
  await pressButton(page, 'Skip this question');
  await expect(page.locator('.practice-turn').nth(3).locator('.practice-skipped')).toHaveText(
    'Skipped.',
  );
  const asked = await page.locator('.practice-turn .practice-question').allTextContents();
  expect(new Set(asked).size).toBe(asked.length);

  await pressButton(page, 'See the final report');
  const report = page.locator('[data-readout="interview-report"]');
  await expect(report.getByRole('heading', { name: 'Final report' })).toBeFocused();
  await expect(report.locator('.practice-final-table tbody tr')).toHaveCount(5);
  for (const cell of await report.locator('.practice-final-table .practice-level').all())
    await expect(cell).toHaveText(/^(weak|strong|staff)$/);
  await expect(page.locator('#practice-interview-status')).toContainText(
    'Final report: Correctness',
  );
  await expect(report.locator('.practice-study-next a').first()).toHaveAttribute('href', /^#step-/);
  // The link names the part by its heading, subscripts kept ("d_k", not "dk").
  await expect(
    report.locator('.practice-study-next a[href="#step-variance"] sub').first(),
  ).toHaveText('k');

  const stored = await storedInterviews(page);
  expect(stored).toHaveLength(1);
  expect(stored[0].followUps).toHaveLength(2);
  await page.reload();
  await section(page, 'practice').scrollIntoViewIfNeeded();
  await expect(page.locator('#practice-interview-history li')).toHaveCount(1);
  await expect(page.locator('#practice-interview-history-empty')).toHaveText('1 finished so far.');
  await expect(page.locator('#practice-interview-history li')).toContainText('skipped');
});

test('starting over mid-interview asks first; keeping on leaves the answers', async ({ page }) => {
  await openPractice(page);
  const start = page.locator('#practice-interview-start');
  await start.focus();
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, 'Answer to the main question', MAIN_ANSWER);
  await expect(start).toHaveText('Start over');

  // Nothing is lost on the first press: a question beside the button, its
  // safe choice focused.
  await start.click();
  const prompt = page.getByRole('group', { name: /^Start over\?/ });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Keep going' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How your main answer scores' })).toBeVisible();

  // Discarding starts a new interview at its main question.
  await start.click();
  await prompt.getByRole('button', { name: 'Discard it and start over' }).click();
  await expect(page.getByRole('heading', { name: 'How your main answer scores' })).toHaveCount(0);
  await expect(page.getByLabel('Answer to the main question')).toBeFocused();
  expect(await storedInterviews(page)).toHaveLength(0);
});

test('export then import round-trips interviews; a damaged file changes nothing', async ({
  page,
}) => {
  await openPractice(page);
  await quickInterview(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = join(tmpdir(), `interview-export-${Date.now()}.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.version).toBe(3);
  expect(exported.interviews).toHaveLength(1);

  const damaged = join(tmpdir(), `interview-damaged-${Date.now()}.json`);
  exported.interviews[0].final.depth = '<b>guru</b>';
  writeFileSync(damaged, JSON.stringify(exported));
  const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE);
  await page.locator('#practice-import').setInputFiles(damaged);
  await expect(page.locator('#practice-progress-status')).toContainText(
    'rejected, nothing was changed: interviews[0].final.depth must be one of',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE)).toBe(before);

  await page.evaluate((key) => localStorage.removeItem(key), STORAGE);
  await page.reload();
  await section(page, 'practice').scrollIntoViewIfNeeded();
  await expect(page.locator('#practice-interview-history li')).toHaveCount(0);
  // With no progress left the part waits for use: the file chosen is that use,
  // and the import happens once the practice code has loaded.
  await page.locator('#practice-import').setInputFiles(file);
  await expect(page.locator('#practice-progress-status')).toContainText('1 mock interviews');
  await expect(page.locator('#practice-interview-history li')).toHaveCount(1);
  expect(await storedInterviews(page)).toEqual(JSON.parse(readFileSync(file, 'utf8')).interviews);
});

test('the optional timer shows and saves the time of each answer; typed HTML stays text', async ({
  page,
}) => {
  await openPractice(page);
  await page.locator('#practice-interview-timer').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#practice-interview-timer')).toBeChecked();
  await page.locator('#practice-interview-start').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.practice-timer')).toHaveText(/^Time on this answer: \d+:\d\d$/);
  const hostile = `${SHORT_ANSWER} <img src=x onerror="window.hacked=1">`;
  await answerByKeyboard(page, 'Answer to the main question', hostile);
  await expect(page.locator('.practice-given-text')).toHaveText(hostile);
  expect(await page.locator('#practice-interview img').count()).toBe(0);
  await expect(page.locator('.practice-given .practice-timer')).toHaveText(
    /^This answer took \d+:\d\d$/,
  );
  await pressButton(page, 'See the final report');
  await expect(page.locator('[data-readout="interview-report"]')).toContainText(
    'Time spent answering',
  );
  const [record] = (await storedInterviews(page)) as { mainSeconds?: number }[];
  expect(record.mainSeconds).toBeGreaterThanOrEqual(0);
  expect(
    await page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
  ).toBeUndefined();
});

test('the interview views have no serious axe violations, light or dark', async ({ page }) => {
  test.setTimeout(120_000); // six axe runs on a loaded two-core machine
  const inBothSchemes = async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await interviewViolations(page), colorScheme).toEqual([]);
    }
  };
  await openPractice(page);
  await page.locator('#practice-interview-start').focus();
  await page.keyboard.press('Enter');
  await inBothSchemes();
  await answerByKeyboard(page, 'Answer to the main question', MAIN_ANSWER);
  await pressButton(page, 'First follow-up');
  await answerByKeyboard(page, 'Answer to follow-up 1 of 3', VANISH_ANSWER);
  await inBothSchemes();
  await pressButton(page, 'See the final report');
  await inBothSchemes();
});

test('embedded and at 375 px: no overflow, links open the full page in a new tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openEmbed(page, 'practice');
  await expect(page.locator('#step-practice')).toHaveAttribute('data-practice-ready', 'true');
  await quickInterview(page);
  const link = page.locator('.practice-turn').nth(1).locator('.practice-part-link a');
  await expect(link).toHaveAttribute('href', './index.html#step-saturation');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toContainText('opens in a new tab');
  const overflow = await page
    .locator('#practice-interview')
    .evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await interviewViolations(page)).toEqual([]);
});
