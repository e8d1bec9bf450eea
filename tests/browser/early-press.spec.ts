// Controls of a part work before its code has arrived: with every lazily
// loaded part's module held back (a slow connection), a button pressed, a box
// ticked or an option chosen in steps 2, 3 and 4 is kept and applied once the
// part mounts, with the state and the URL following as for a press made
// later. A press is applied once, as what the button offered when pressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { section, scrollIntoView, waitForCore, type Part } from './support/app';
import { DIST_DIR } from './support/dist';

// The code is held back with page.route, which does not see what a service
// worker answers: once the offline copy is cached, the chunk would come from it.
test.use({ serviceWorkers: 'block' });

/** The chunks index.html loads with the page (step 1's code among them). */
const SHIPPED_WITH_PAGE = new Set(
  readFileSync(join(DIST_DIR, 'index.html'), 'utf8').match(/assets\/[^"]+\.js/g) ?? [],
);

/** Holds the lazily imported part modules (the other `mount` chunks) until released. */
async function holdPartCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mount-[^/]*\.js$/, async (route) => {
    const asset = new URL(route.request().url()).pathname.replace(/^.*\/(assets\/)/, '$1');
    if (!SHIPPED_WITH_PAGE.has(asset)) await held;
    await route.continue();
  });
  return release;
}

/** Opens the page with the part code held, does `early` in `part` (which
 *  must land before the mount, or the test tests nothing), then lets the
 *  code arrive and waits for the mount. */
async function beforeMount(
  page: Page,
  part: Part,
  early: (step: Locator) => Promise<void>,
  query = '',
): Promise<Locator> {
  const release = await holdPartCode(page);
  await page.goto(`index.html${query}`, { waitUntil: 'domcontentloaded' });
  await waitForCore(page);
  const step = section(page, part);
  await early(step);
  await expect(step).not.toHaveAttribute('data-mounted', 'true');
  release();
  await expect(step).toHaveAttribute('data-mounted', 'true');
  return step;
}

/** Scrolls to a control of `step` first, as a reader would reach it. */
async function reach(step: Locator, selector: string): Promise<Locator> {
  const control = step.locator(selector);
  await scrollIntoView(control);
  return control;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('step 2: "Divide by √d_k" and the sweep quantity, chosen before the mount, apply after it', async ({
      page,
    }) => {
      const step = await beforeMount(page, 'saturation', async (step) => {
        const button = await reach(step, '#scores-scale');
        // Pressed twice while nothing seems to happen: the user asked to divide, once.
        await button.click();
        await button.click();
        await expect(button).toHaveAttribute('aria-busy', 'true');
        await (await reach(step, '#sweep-metric')).selectOption('topWeight');
        expect(param(page, 'scores')).toBeNull();
      });
      const button = step.locator('#scores-scale');
      await expect(step.locator('#scores')).toHaveValue('2, 1, 0, -1');
      await expect(button).toHaveText(/^Back to 16, 8, 0, -8$/);
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await expect(step.locator('#sweep-metric')).toHaveValue('topWeight');
      await expect.poll(() => param(page, 'scores')).toBe('2,1,0,-1');
      await expect.poll(() => param(page, 'sweep')).toBe('topWeight');

      // Mounted, the button toggles as before.
      await button.click();
      await expect(step.locator('#scores')).toHaveValue('16, 8, 0, -8');
      await expect.poll(() => param(page, 'scores')).toBeNull();
    });

    test('step 4: Play pressed before the mount trains, and is not turned into Pause', async ({
      page,
    }) => {
      const step = await beforeMount(page, 'train', async (step) => {
        const play = await reach(step, '#train-play');
        await play.click();
        await expect(play).toHaveAttribute('aria-busy', 'true');
      });
      const play = step.locator('#train-play');
      // The mount starts training itself; the early press asked for the same.
      await expect(play).toHaveText(/^(Pause|Play again)$/);
      await expect(step.locator('[data-train-status]')).toContainText(/Training|Done/);
      await expect(play).not.toHaveAttribute('aria-busy', 'true');
    });

    test('step 4: "Try it with SGD", a divisor box and the loss, set before the mount, apply after it', async ({
      page,
    }) => {
      const step = await beforeMount(page, 'train', async (step) => {
        await (await reach(step, '#train-div-custom')).check();
        await step.locator('#train-loss').selectOption('scores');
        await (await reach(step, '#train-sgd-try')).click();
      });
      await expect.poll(() => param(page, 'topt')).toBe('sgd');
      await expect.poll(() => param(page, 'tloss')).toBe('scores');
      await expect
        .poll(() => param(page, 'tdiv')?.split(',').sort())
        .toEqual(['custom', 'dk', 'none', 'sqrt_dk']);
      await expect(step.locator('#train-optimizer')).toHaveValue('sgd');
      await expect(step.locator('#train-div-custom')).toBeChecked();
      await expect(step.locator('#train-sgd-try')).toHaveText('Back to Adam');
    });
  });
}

test('step 3: the divisor and "Reproduce exactly", set before the mount, are kept by it', async ({
  page,
}) => {
  const step = await beforeMount(
    page,
    'fix',
    async (step) => {
      // The model list comes with the code: until then it says so, and offers nothing.
      const loading = step.locator('#model option[data-loading]');
      await expect(loading).toBeDisabled();
      await expect(loading).toHaveText('Loading the models…');
      await (await reach(step, '#divisor')).selectOption('dk');
      await (await reach(step, '#published-exact')).check();
    },
    '?heads=4',
  );
  await expect.poll(() => param(page, 'divisor')).toBe('dk');
  await expect.poll(() => param(page, 'reproduce')).toBe('numpy');
  await expect(step.locator('#divisor')).toHaveValue('dk');
  await expect(step.locator('#published-exact')).toBeChecked();
  await expect(step.locator('#model option[data-loading]')).toHaveCount(0);
  expect(await step.locator('#model option').count()).toBeGreaterThan(5);
  // The link's own setting is not touched by the replay.
  await expect(step.locator('#heads')).toHaveValue('4');
  expect(param(page, 'heads')).toBe('4');
});

test('a glossary term works before its part mounts and is not pressed again after it', async ({
  page,
}) => {
  const selector = 'button.term[data-term="frobenius"]';
  const step = await beforeMount(page, 'saturation', async (step) => {
    const term = await reach(step, selector);
    await term.click();
    await expect(term).toHaveAttribute('aria-expanded', 'true');
  });
  // A replayed press would have closed it again.
  await expect(step.locator(selector)).toHaveAttribute('aria-expanded', 'true');
  await expect(step.locator(selector)).not.toHaveAttribute('aria-busy', 'true');
});

test('practice: an answer scored and a file chosen before the mount are scored and read after it', async ({
  page,
}) => {
  const step = await beforeMount(page, 'practice', async (step) => {
    // Synthetic answer, typed before the scorer's code has arrived.
    await (
      await reach(step, '#practice-answer')
    ).fill(
      'Dot products of d_k independent unit-variance terms have variance d_k, so dividing by ' +
        'the square root of d_k keeps the scores at unit variance and the softmax out of saturation.',
    );
    await (await reach(step, '#practice-grade')).click();
    await (
      await reach(step, '#practice-import')
    ).setInputFiles({
      name: 'progress.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not a progress file'),
    });
  });
  await expect(step.locator('#practice-rubric-result')).toContainText('Scored:', {
    timeout: 20_000,
  });
  await expect(step.locator('#practice-history li')).toHaveCount(1);
  // The file was read and refused, as it would be after the mount.
  await expect(step.locator('#practice-progress-status')).toContainText(/nothing was changed/i);
});
