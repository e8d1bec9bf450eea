// Controls are live from the moment they appear: arrow keys pressed on the
// step-1 d_k slider before the page's code has bound it (here the entry script
// is held back, as on a slow connection) are not lost when the part mounts:
// d_k, the number field and the URL follow the slider.
import { test, expect } from './support/fixtures';
import { section, waitForCore } from './support/app';
import { DK_GRID } from '../../web/src/steps/variance/dk-grid';

test('arrow keys on the step-1 d_k slider right after load reach d_k and the URL', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the entry module (index.html's only script) until the keys are pressed.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A setting from the link (uniform entries) must survive: only what the
  // user changed is applied after the mount.
  await page.goto('index.html?dist=uniform', { waitUntil: 'commit' });
  const slider = page.locator('#dk');
  await slider.focus();
  const start = Number(await slider.inputValue());
  for (let i = 0; i < 3; i++) await slider.press('ArrowRight');
  // The presses must have landed before the part mounted, or this tests nothing.
  await expect(section(page, 'variance')).not.toHaveAttribute('data-mounted', 'true');
  expect(Number(await slider.inputValue())).toBe(start + 3);
  release();

  await waitForCore(page);
  await expect(section(page, 'variance')).toHaveAttribute('data-mounted', 'true');
  const dk = String(DK_GRID[start + 3]);
  await expect.poll(() => new URL(page.url()).searchParams.get('dk')).toBe(dk);
  await expect(slider).toHaveValue(String(start + 3));
  await expect(slider).toHaveAttribute('aria-valuetext', `d_k = ${dk}`);
  await expect(page.locator('#dk-number')).toHaveValue(dk);
  await expect(page.locator('#dist')).toHaveValue('uniform');
  expect(new URL(page.url()).searchParams.get('dist')).toBe('uniform');

  // Once mounted, the slider keeps working as before.
  await slider.press('ArrowRight');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('dk'))
    .toBe(String(DK_GRID[start + 4]));
});
