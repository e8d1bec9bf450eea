// Every control lives in the URL: changing it writes its parameter (after the
// page's debounce), and opening that URL restores the control. Table-driven,
// like the page's own parameter table.
import { test, expect } from './support/fixtures';
import { openApp, settlePart, waitForCore } from './support/app';
import type { Page } from '@playwright/test';

interface ControlCase {
  id: string; // control id
  param: string; // URL key
  value: string; // value to set, as the control shows it
  kind: 'select' | 'field';
}

const CONTROLS: ControlCase[] = [
  { id: 'dist', param: 'dist', value: 'uniform', kind: 'select' },
  { id: 'seed', param: 'seed', value: '42', kind: 'field' },
  { id: 'sampler', param: 'sampler', value: 'exact', kind: 'select' },
  { id: 'dk-number', param: 'dk', value: '300', kind: 'field' },
  { id: 'threshold', param: 'threshold', value: '0.95', kind: 'field' },
  { id: 'divisor', param: 'divisor', value: 'dk', kind: 'select' },
  { id: 'heads', param: 'heads', value: '16', kind: 'field' },
];

async function setControl(page: Page, control: ControlCase): Promise<void> {
  const element = page.locator(`#${control.id}`);
  // Parts mount lazily near the viewport and then write their state into the
  // controls: let the control's part settle before typing into it.
  await settlePart(page.locator('section.step', { has: element }));
  if (control.kind === 'select') {
    await element.selectOption(control.value);
  } else {
    await element.fill(control.value);
    await element.press('Enter');
  }
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('each control writes its URL parameter and a reload restores it', async ({ page }) => {
  await openApp(page);
  for (const control of CONTROLS) {
    await setControl(page, control);
    await expect.poll(() => param(page, control.param), control.id).toBe(control.value);
  }
  // One link carries all of them.
  await page.goto(page.url());
  await waitForCore(page);
  for (const control of CONTROLS) {
    const element = page.locator(`#${control.id}`);
    await settlePart(page.locator('section.step', { has: element }));
    await expect(element, control.id).toHaveValue(control.value);
  }
});

test('defaults are not written, so a fresh page has a clean address', async ({ page }) => {
  await openApp(page);
  await setControl(page, { id: 'seed', param: 'seed', value: '5', kind: 'field' });
  await expect.poll(() => param(page, 'seed')).toBe('5');
  await setControl(page, { id: 'seed', param: 'seed', value: '1', kind: 'field' });
  await expect.poll(() => param(page, 'seed')).toBeNull();
});
