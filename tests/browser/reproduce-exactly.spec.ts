// Step 3's "reproduce exactly" switch: the core redraws the published run with
// its copy of NumPy's generator (seed 0, the published draw order) and every
// published figure comes back digit for digit; the switch lives in the URL.
import { test, expect } from './support/fixtures';
import { openEmbed, section } from './support/app';

test('the published table reproduces every published figure exactly, by switch and by URL', async ({
  page,
}) => {
  test.setTimeout(120_000); // 44 million NumPy-order normals in wasm
  await openEmbed(page, 'fix', { seed: 3 });
  const step = section(page, 'fix');
  const table = step.locator('[data-table="published"]');
  await table.scrollIntoViewIfNeeded(); // the table starts when it nears the viewport
  await expect(table).toHaveAttribute('data-state', 'final', { timeout: 60_000 });
  // Live mode: the page's generator and seed; no cell claims to be exact.
  await expect(table.locator('[data-exact]')).toHaveCount(0);

  const toggle = step.getByLabel(/reproduce exactly/i);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]reproduce=numpy/);
  await expect(table).toHaveAttribute('data-state', 'final', { timeout: 90_000 });
  await expect(table.locator('[data-exact="true"]')).toHaveCount(25);
  await expect(table.locator('[data-exact="false"]')).toHaveCount(0);
  await expect(step.locator('[data-readout="published-status"]')).toContainText(
    '25 of 25 published figures come back digit for digit',
  );
  // Each exact cell shows its measurement with the published digits.
  const first = (await table.locator('[data-exact="true"]').first().textContent()) ?? '';
  expect(first).toMatch(/published 4\.00 = 4\.00 ✓ exact/);

  // Back to live: the switch and the URL follow.
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/reproduce=/);
  await expect(table).toHaveAttribute('data-state', 'final', { timeout: 60_000 });
  await expect(table.locator('[data-exact]')).toHaveCount(0);
});
