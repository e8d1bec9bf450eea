// The practice part in a real browser: a rubric-scored answer, one full
// generated-question session, a keyboard-only flashcard review that survives a
// reload, export then import (and a hostile import refused), and axe on the
// populated practice views.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openApp, startPractice, openEmbed, section } from './support/app';
import { seriousViolations } from './support/axe';

async function openPractice(page: Page): Promise<void> {
  await openApp(page);
  await startPractice(page);
}

test('scores a typed answer per rubric dimension, quoting it, and keeps the attempt', async ({
  page,
}) => {
  await openPractice(page);
  const answer =
    'It does not prevent exploding gradients. The dot product has variance d_k, so large scores saturate the softmax and the gradients vanish; dividing by √d_k keeps the variance at 1. We divide by d_k.';
  await page.getByLabel('Your answer').fill(answer);
  await page.getByRole('button', { name: 'Score my answer' }).click();
  const table = page.locator('.practice-rubric-table');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tr', { hasText: 'Depth' }).locator('.practice-level')).toHaveText(
    'strong',
  );
  await expect(table.locator('tr', { hasText: 'Depth' }).locator('q').first()).toContainText(
    'saturate',
  );
  // The negated exploding claim is not flagged; "We divide by d_k" is, with a link to the live step.
  const mistakes = page.locator('.practice-mistakes li');
  await expect(mistakes).toHaveCount(1);
  await expect(mistakes).toContainText('We divide by d_k');
  await expect(mistakes.getByRole('link', { name: 'See it live' })).toHaveAttribute(
    'href',
    '#step-fix',
  );
  await expect(page.locator('#practice-model-answers')).toBeVisible();
  await expect(page.locator('#practice-history li')).toHaveCount(1);
  await expect(page.locator('#practice-history-empty')).toContainText('1 scored so far');
  await page.reload();
  await section(page, 'practice').scrollIntoViewIfNeeded();
  await expect(page.locator('#practice-history li')).toHaveCount(1);
});

test('an answer with HTML stays text', async ({ page }) => {
  await openPractice(page);
  await page
    .getByLabel('Your answer')
    .fill('We divide by d_k <img src=x onerror="window.hacked=1"> so the softmax saturates less');
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await expect(page.locator('.practice-mistakes')).toContainText('src=x');
  expect(await page.locator('#step-practice img').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
  ).toBeUndefined();
});

test('one full generated-question session ends with a score', async ({ page }) => {
  await openPractice(page);
  await page.getByRole('button', { name: 'Start a session' }).click();
  const area = page.locator('#practice-quiz-area');
  for (let i = 1; i <= 8; i++) {
    await expect(area.locator('.practice-quiz-progress')).toHaveText(`Question ${i} of 8`);
    const form = area.locator('form');
    await expect(form).toBeVisible();
    const radios = form.locator('input[type="radio"]');
    if ((await radios.count()) > 0) {
      await radios.first().check();
    } else {
      // Invalid text is refused with a hint and not counted.
      await form.locator('input[type="text"]').fill('not a number');
      await form.getByRole('button', { name: 'Check answer' }).click();
      await expect(form.locator('.practice-error')).toContainText('Enter a number');
      await form.locator('input[type="text"]').fill('1');
    }
    await form.getByRole('button', { name: 'Check answer' }).click();
    const feedback = area.locator('.practice-feedback');
    await expect(feedback.locator('.practice-verdict')).toHaveText(/Correct\.|Not quite/);
    await expect(feedback.getByRole('link', { name: 'See it live' })).toHaveAttribute(
      'href',
      /^#step-/,
    );
    await feedback
      .getByRole('button', { name: i === 8 ? 'See your score' : 'Next question' })
      .click();
  }
  await expect(area.locator('[data-readout="quiz-score"]')).toHaveText(/you scored [0-8] of 8/);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('sqrtdk-lab:practice') ?? '{}'),
  );
  expect(stored.quizzes).toHaveLength(1);
  expect(stored.quizzes[0].total).toBe(8);
});

test('flashcards: a keyboard-only review persists across a reload', async ({ page }) => {
  await openPractice(page);
  const counts = page.locator('#practice-card-counts');
  await expect(counts).toContainText('0 due for review');
  await expect(counts).toContainText('10 new to learn');
  await page.locator('#practice-study').focus();
  await page.keyboard.press('Enter');
  const card = page.locator('.practice-card');
  await expect(card).toBeFocused();
  const firstId = await card.getAttribute('data-card');
  await page.keyboard.press('Space');
  await expect(card.locator('.practice-card-back')).toBeVisible();
  await page.keyboard.press('3'); // Good
  await expect(card).not.toHaveAttribute('data-card', firstId ?? '');
  // Typing in the attempt box does not rate or reveal; Enter there reveals.
  await page.keyboard.press('Tab');
  await expect(page.locator('#practice-card-attempt')).toBeFocused();
  await page.keyboard.type('1 2 3 sqrt');
  await expect(page.locator('#practice-card-attempt')).toHaveValue('1 2 3 sqrt');
  await page.keyboard.press('Enter');
  await expect(card.locator('.practice-card-attempt')).toContainText('1 2 3 sqrt');
  await page.keyboard.press('1'); // Again: comes back within minutes
  await expect(counts).toContainText('2 scheduled later');

  await page.reload();
  await section(page, 'practice').scrollIntoViewIfNeeded();
  // The Again card may already be due again after the reload.
  await expect(page.locator('#practice-card-counts')).toContainText(
    /0 due for review · 10 new to learn · 2 scheduled later|1 due for review · 10 new to learn · 1 scheduled later/,
  );
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('sqrtdk-lab:practice') ?? '{}'),
  );
  expect(Object.keys(stored.cards)).toHaveLength(2);
  expect(stored.cards[firstId ?? '']?.reps).toBe(1);
});

test('export then import restores progress; a hostile import is refused and changes nothing', async ({
  page,
}) => {
  await openPractice(page);
  await page.locator('#practice-study').click();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  const before = await page.evaluate(() => localStorage.getItem('sqrtdk-lab:practice'));
  expect(before).toContain('"reps":1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = join(tmpdir(), `practice-export-${Date.now()}.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.app).toBe('sqrt-dk-lab-practice');
  expect(Object.keys(exported.cards)).toHaveLength(1);

  const hostile = join(tmpdir(), `practice-hostile-${Date.now()}.json`);
  writeFileSync(
    hostile,
    '{"version":2,"cards":{},"attempts":[],"__proto__":{"polluted":"<b>x</b>"}}',
  );
  await page.locator('#practice-import').setInputFiles(hostile);
  const status = page.locator('#practice-progress-status');
  await expect(status).toContainText('rejected, nothing was changed');
  expect(await page.evaluate(() => localStorage.getItem('sqrtdk-lab:practice'))).toBe(before);
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');

  // Wipe progress, then import the export back.
  await page.evaluate(() => localStorage.removeItem('sqrtdk-lab:practice'));
  await page.reload();
  await startPractice(page);
  await expect(page.locator('#practice-card-counts')).toContainText('0 scheduled later');
  await page.locator('#practice-import').setInputFiles(file);
  await expect(page.locator('#practice-progress-status')).toContainText(
    'Imported progress for 1 cards',
  );
  await expect(page.locator('#practice-card-counts')).toContainText('1 scheduled later');
});

test('the populated practice views have no serious or critical axe violations', async ({
  page,
}) => {
  await openPractice(page);
  await page
    .getByLabel('Your answer')
    .fill('Variance d_k, softmax saturates, gradients vanish; divide by sqrt(d_k).');
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await page.getByRole('button', { name: 'Start a session' }).click();
  await expect(page.locator('#practice-quiz-area form')).toBeVisible();
  await page.locator('#practice-study').click();
  await page.keyboard.press('Space');
  await expect(page.locator('.practice-rating')).toBeVisible();
  expect(await seriousViolations(page, '#step-practice')).toEqual([]);

  await openEmbed(page, 'practice');
  await expect(page.locator('#step-practice')).toHaveAttribute('data-practice-ready', 'true');
  await page.locator('#practice-study').click();
  await page.keyboard.press('Space');
  expect(await seriousViolations(page, '#step-practice')).toEqual([]);
});
