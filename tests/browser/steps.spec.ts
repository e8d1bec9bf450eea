// Steps 2 and 3: the score-vector example, the saturation simulation, the
// divisor picker and the model presets. Expected values are computed here
// from the formulas (softmax, its Jacobian, variance / c^2), not pasted.
import { test, expect } from './support/fixtures';
import {
  chart,
  chartFingerprint,
  displayTolerance,
  firstNumber,
  openApp,
  readout,
  readoutNumber,
  scrollIntoView,
  section,
  settlePart,
  waitForFinal,
} from './support/app';
import type { Locator } from '@playwright/test';
import { PUBLISHED_FIGURES, findPublished } from '../../web/src/steps/fix/published-figures';

/** Largest |dp_i/dz_j| = |p_i (delta_ij - p_j)| of the softmax of `scores`. */
function maxJacobianEntry(scores: number[]): number {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  const p = exps.map((e) => e / total);
  let largest = 0;
  for (let i = 0; i < p.length; i++) {
    for (let j = 0; j < p.length; j++) {
      largest = Math.max(largest, Math.abs(p[i] * ((i === j ? 1 : 0) - p[j])));
    }
  }
  return largest;
}

/** Waits until a readout shows `expected` to its displayed precision (the
 *  softmax runs in the worker, so the readout may lag the input). */
async function expectReadoutClose(step: Locator, name: string, expected: number): Promise<void> {
  await expect
    .poll(async () => {
      const text = (await readout(step, name).textContent()) ?? '';
      return Math.abs(firstNumber(text) - expected) <= displayTolerance(text) ? 'agrees' : text;
    })
    .toBe('agrees');
}

/** Standard error from a 95% interval text such as "[0.85, 0.88]" or "0.85 – 0.88". */
async function standardErrorFromInterval(interval: Locator): Promise<number> {
  const text = ((await interval.textContent()) ?? '').replace(/\u2212/g, '-');
  const numbers = text.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
  expect(numbers.length, `interval text "${text}"`).toBeGreaterThanOrEqual(2);
  const [lo, hi] = numbers.slice(-2);
  return Math.abs(hi - lo) / (2 * 1.96);
}

async function setScores(step: Locator, text: string): Promise<void> {
  const field = step.locator('#scores');
  await field.fill(text);
  await field.press('Enter');
}

test.describe('step 2: the softmax saturates', () => {
  test('the default score vector shows a near one-hot softmax and a tiny Jacobian', async ({
    page,
  }) => {
    await openApp(page);
    const step = section(page, 'saturation');
    await waitForFinal(chart(step, 'softmax-weights'));
    await expect(step.locator('#scores')).toHaveValue(/16.*8.*0.*8/);
    await expectReadoutClose(step, 'max-jacobian', maxJacobianEntry([16, 8, 0, -8]));
  });

  test('editing the scores updates the weights, the heat map and the readout', async ({ page }) => {
    await openApp(page);
    const step = section(page, 'saturation');
    const bars = chart(step, 'softmax-weights');
    const heatmap = chart(step, 'jacobian-heatmap');
    await waitForFinal(bars);
    await waitForFinal(heatmap);
    const before = { bars: await chartFingerprint(bars), heatmap: await chartFingerprint(heatmap) };

    await setScores(step, '2, 1, 0, -1');
    await expect.poll(() => chartFingerprint(bars)).not.toBe(before.bars);
    await expect.poll(() => chartFingerprint(heatmap)).not.toBe(before.heatmap);
    await expectReadoutClose(step, 'max-jacobian', maxJacobianEntry([2, 1, 0, -1]));
    await expect
      .poll(() => new URL(page.url()).searchParams.get('scores'))
      .toMatch(/^2.*1.*0.*-1$/);

    // The scale button divides the default vector by sqrt(64) = 8.
    await step.locator('#scores-reset').click();
    await expectReadoutClose(step, 'max-jacobian', maxJacobianEntry([16, 8, 0, -8]));
    await step.locator('#scores-scale').click();
    await expectReadoutClose(step, 'max-jacobian', maxJacobianEntry([2, 1, 0, -1]));
  });

  test('invalid scores show an inline error and keep the last chart', async ({ page }) => {
    await openApp(page);
    const step = section(page, 'saturation');
    const bars = chart(step, 'softmax-weights');
    await waitForFinal(bars);
    const drawing = await chartFingerprint(bars);
    const jacobian = await readout(step, 'max-jacobian').textContent();

    for (const bad of ['1, abc', '5', '1, 2, 1e9', '<b>1</b>, 2']) {
      await setScores(step, bad);
      await expect(step.locator('#scores-error')).toBeVisible();
      await expect(step.locator('#scores-error')).toHaveText(/\S/);
      await expect(step.locator('#scores')).toHaveAttribute('aria-invalid', 'true');
      expect(await chartFingerprint(bars)).toBe(drawing);
      await expect(readout(step, 'max-jacobian')).toHaveText(jacobian ?? '');
    }
    await setScores(step, '3, 1');
    await expect(step.locator('#scores-error')).toBeHidden();
    await expectReadoutClose(step, 'max-jacobian', maxJacobianEntry([3, 1]));
  });

  test('at d_k = 64 the simulation agrees with the published figures within 4 standard errors', async ({
    page,
  }) => {
    await openApp(page, { dk: 64, seed: 1 });
    const step = section(page, 'saturation');
    await waitForFinal(chart(step, 'top-weights'));
    // Published reference (src/data/published-figures.json): mean top weight at
    // d_k = 64, raw and scaled. Both are Monte Carlo estimates of similar size,
    // so the difference has about sqrt(2) times the page's standard error.
    for (const [name, published] of [
      ['top-weight', findPublished(64, 'topWeight', 'none')!.value],
      ['top-weight-scaled', findPublished(64, 'topWeight', 'sqrt_dk')!.value],
    ] as const) {
      const shown = await readoutNumber(step, name);
      const se = await standardErrorFromInterval(step.locator(`[data-interval="${name}"]`));
      expect(Math.abs(shown - published), name).toBeLessThanOrEqual(4 * Math.SQRT2 * se + 0.001);
    }
  });

  test('lowering the threshold never lowers the saturated fraction (same trials)', async ({
    page,
  }) => {
    await openApp(page, { dk: 64, seed: 4 });
    const step = section(page, 'saturation');
    const histogram = chart(step, 'top-weights');
    await waitForFinal(histogram);
    const strict = await readoutNumber(step, 'saturated-fraction');
    await step.locator('#threshold').fill('0.9');
    await step.locator('#threshold').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('threshold')).toBe('0.9');
    await waitForFinal(histogram);
    await expect.poll(() => readoutNumber(step, 'saturated-fraction')).toBeGreaterThan(strict);
  });
});

test.describe('step 3: the square-root fix', () => {
  // The divided variance is the raw sample variance over c^2, exactly. All three
  // readouts are read in the same poll: the quick estimate and the full sample
  // replace the raw variance too, so a raw value read earlier can be stale.
  async function expectDividedVariance(step: Locator): Promise<void> {
    await expect
      .poll(async () => {
        const raw = await readoutNumber(step, 'raw-variance');
        const divisor = await readoutNumber(step, 'divisor-value');
        const divided = await readoutNumber(step, 'divided-variance');
        return Math.abs(divided - raw / (divisor * divisor)) / (raw / (divisor * divisor));
      })
      .toBeLessThan(0.01);
  }

  test('the divisor picker changes the divided variance as 1 / c^2', async ({ page }) => {
    await openApp(page, { dk: 64, seed: 2 });
    const step = section(page, 'fix');
    await settlePart(step);
    // The readouts fill when the comparison's full sample arrives.
    await waitForFinal(chart(step, 'divisor-weights'));
    const cases: [string, number][] = [
      ['none', 1],
      ['sqrt_dk', 8],
      ['dk', 64],
      ['sqrt_dmodel', Math.sqrt(64 * 8)],
    ];
    for (const [kind, c] of cases) {
      await step.locator('#divisor').selectOption(kind);
      await expect.poll(() => readoutNumber(step, 'divisor-value')).toBeCloseTo(c, 1);
      await expectDividedVariance(step);
    }
    // A custom divisor c = 4 divides the variance by 16.
    await step.locator('#divisor').selectOption('custom');
    await step.locator('#custom-divisor').fill('4');
    await step.locator('#custom-divisor').press('Enter');
    await expect.poll(() => readoutNumber(step, 'divisor-value')).toBeCloseTo(4, 5);
    await expectDividedVariance(step);
  });

  test('a model preset loads its shape and explains its divisor, Gemma 2 included', async ({
    page,
  }) => {
    await openApp(page);
    const step = section(page, 'fix');
    await settlePart(step);
    await step.locator('#model').selectOption('llama-7b');
    await expect.poll(() => new URL(page.url()).searchParams.get('dk')).toBe('128');
    await expect(step.locator('#heads')).toHaveValue('32');
    await expect(readout(step, 'model-note')).toHaveText(/\S/);

    // Gemma 2 9B divides by √head_dim = 16 (its config was corrected from 224 to 256).
    await step.locator('#model').selectOption('gemma2-9b');
    await expect.poll(() => new URL(page.url()).searchParams.get('dk')).toBe('256');
    await expect(step.locator('#heads')).toHaveValue('16');
    await expect(step.locator('#divisor')).toHaveValue('sqrt_dk');
    await expect(readout(step, 'model-note')).toContainText('√head_dim = √256 = 16');

    // Gemma 2 27B is the exception: √query_pre_attn_scalar = √144 = 12 as the custom c.
    await step.locator('#model').selectOption('gemma2-27b');
    await expect(step.locator('#divisor')).toHaveValue('custom');
    await expect(step.locator('#custom-divisor')).toHaveValue('12');
    await expect(readout(step, 'model-note')).toContainText('query_pre_attn_scalar = 144');

    // With Gemma 7B loaded, √(d_k × heads) = 64 is not the model's own √d_model.
    await step.locator('#model').selectOption('gemma-7b');
    await step.locator('#divisor').selectOption('sqrt_dmodel');
    await expect(readout(step, 'divisor-summary')).toContainText('Gemma 7B is 3072 wide, not 4096');
  });

  test('the published-vs-measured table is filled with live figures for d_k 4, 64 and 512', async ({
    page,
  }) => {
    await openApp(page);
    const step = section(page, 'fix');
    const table = step.locator('table[data-table="published"]');
    await table.scrollIntoViewIfNeeded();
    await expect(step.locator('[data-readout="published-status"]')).not.toHaveText(/Measuring/, {
      timeout: 30_000,
    });
    // Every figure of src/data/published-figures.json is compared, 0.373 included.
    await expect(step.locator('[data-readout="published-status"]')).toContainText(
      `of ${PUBLISHED_FIGURES.length} published figures`,
    );
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    for (const row of await rows.all()) {
      const cells = row.locator('td');
      await expect(cells).toHaveCount(3);
      for (const cell of await cells.all())
        expect(firstNumber((await cell.textContent()) ?? '')).not.toBeNaN();
    }
  });
});

test.describe('beyond the three steps', () => {
  test('every live line fills with numbers from the core and follows its control', async ({
    page,
  }) => {
    await openApp(page);
    const step = section(page, 'beyond');
    await settlePart(step);
    const drift = readout(step, 'beyond-drift');
    const before = await drift.textContent();
    // Correlation 0.5 -> 0.9: the scores drift further, so the line changes.
    const rho = step.locator('#beyond-rho');
    // Its line is computed when near the viewport: keep slider and line in view.
    await scrollIntoView(rho);
    await rho.focus();
    for (let i = 0; i < 8; i++) await rho.press('ArrowRight');
    await expect(drift).not.toHaveText(before ?? '');
    await expect(drift).toHaveText(/\d/);
  });
});
