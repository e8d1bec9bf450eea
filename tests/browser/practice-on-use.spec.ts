// On the full page the practice tools load on first use, not as the reader
// scrolls past them. Each test holds the practice code back (as on a slow
// connection) and presses a tool's button right away: the status says the
// tools are loading, nothing typed is lost, and the press does what it says
// once the code arrives (scored once, a card shown, the interview started).
// A load that fails says so and the next press tries again. A browser that
// holds saved progress mounts the part on approach, so its history shows.
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openApp, section } from './support/app';

// The code is held back with page.route, which does not see what a service
// worker answers: once the offline copy is cached, the chunk would come from it.
test.use({ serviceWorkers: 'block' });

const SCRIPT = /\/assets\/[^/]*\.js$/;
const ANSWER =
  'The dot product of q and k has variance d_k, so large scores saturate the softmax and the ' +
  'gradients vanish; dividing by √d_k keeps the variance at 1.';

/** Scrolls to the practice part and waits until the page has loaded all it
 *  loads on the way; the practice part is then still waiting for use. */
async function reachPractice(page: Page): Promise<void> {
  await openApp(page);
  const practice = section(page, 'practice');
  await practice.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(practice).toHaveAttribute('data-loads-on-use', 'true');
  await expect(practice).not.toHaveAttribute('data-practice-ready', 'true');
}

/** Holds every script requested from now on until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const loading = (page: Page) => section(page, 'practice').locator('.part-loading');

/** The answer box spans its field, under its label: the part's stylesheet
 *  is on the page before its code (a bare textarea is ~200 px wide). */
async function expectFormLaidOut(page: Page): Promise<void> {
  const [label, box, field] = await Promise.all(
    [
      'label[for="practice-answer"]',
      '#practice-answer',
      '.practice-field:has(#practice-answer)',
    ].map((selector) => page.locator(selector).boundingBox()),
  );
  expect(label && box && field, 'label, box and field are rendered').toBeTruthy();
  if (!label || !box || !field) return;
  expect(box.width).toBeGreaterThan(0.95 * field.width);
  expect(label.y + label.height).toBeLessThanOrEqual(box.y + 1);
}

test('the form is laid out before use; Score pressed while the code loads scores once', async ({
  page,
  issues,
}) => {
  await reachPractice(page);
  await expectFormLaidOut(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFormLaidOut(page);
  await expect(section(page, 'practice')).not.toHaveAttribute('data-practice-ready', 'true');
  const scriptsBefore = issues.requests.filter((url) => SCRIPT.test(url)).length;
  const release = await holdScripts(page);
  const box = page.getByLabel('Your answer');
  await box.fill(ANSWER);
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await expect(loading(page)).toHaveText('Loading the practice tools…');
  await expect(loading(page)).toHaveAttribute('role', 'status');
  // Beside the button pressed, where the reader looks, though typing started the load.
  await expect(page.locator('.practice-actions:has(#practice-grade) + .part-loading')).toHaveCount(
    1,
  );
  release();

  const table = page.locator('.practice-rubric-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(loading(page)).toHaveCount(0);
  await expect(box).toHaveValue(ANSWER);
  await expect(page.locator('#practice-history li')).toHaveCount(1);
  expect(issues.requests.filter((url) => SCRIPT.test(url)).length).toBeGreaterThan(scriptsBefore);

  // Saved progress: the next visit shows the history as the part comes into view.
  await page.reload();
  await section(page, 'practice').scrollIntoViewIfNeeded();
  await expect(section(page, 'practice')).toHaveAttribute('data-practice-ready', 'true');
  await expect(page.locator('#practice-history li')).toHaveCount(1);
});

test('Study now pressed before the code has loaded shows the first card', async ({ page }) => {
  await reachPractice(page);
  const release = await holdScripts(page);
  await page.locator('#practice-study').click();
  await expect(loading(page)).toHaveText('Loading the practice tools…');
  release();
  await expect(loading(page)).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.locator('.practice-rating')).toBeVisible();
});

test('a mock interview started by keyboard before the code has loaded starts', async ({ page }) => {
  await reachPractice(page);
  const release = await holdScripts(page);
  await page.locator('#practice-interview-start').focus();
  await page.keyboard.press('Enter');
  await expect(loading(page)).toHaveText('Loading the practice tools…');
  release();
  await expect(page.getByLabel('Answer to the main question')).toBeFocused();
});

test('practice code that cannot load says so, and the next press loads it', async ({
  page,
  allowIssues,
}) => {
  allowIssues('consoleErrors', 'failedRequests');
  await reachPractice(page);
  let attempts = 0; // load-on-use.ts logs each failed load
  page.on('console', (message) => {
    if (message.text().startsWith('loading the practice tools failed')) attempts += 1;
  });
  await page.route(SCRIPT, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await expect(loading(page)).toContainText('Could not load the practice tools');
  await expect(loading(page)).toContainText('Check the connection, then try again.');
  await expect(loading(page)).toHaveClass(/is-error/);
  await expect(page.getByLabel('Your answer')).toHaveValue(ANSWER);
  // It waits for the reader: no retry by itself (the typed text must not
  // start the load again and again while offline).
  const failed = attempts;
  expect(failed).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(loading(page)).toContainText('Could not load the practice tools');
  expect(attempts).toBe(failed);

  await page.unroute(SCRIPT);
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await expect(page.locator('.practice-rubric-table tbody tr')).toHaveCount(5);
  await expect(page.locator('#practice-history li')).toHaveCount(1);
});
