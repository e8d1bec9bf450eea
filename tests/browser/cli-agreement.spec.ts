// The page's live numbers are the core's numbers: for the same seed and
// settings, each readout equals the native CLI's result to the readout's
// displayed precision (the page runs the wasm build in a worker; the CLI the
// native build of the same C++).
import { test, expect } from './support/fixtures';
import {
  chart,
  displayTolerance,
  firstNumber,
  openApp,
  readout,
  samplesOf,
  section,
  waitForFinal,
} from './support/app';
import { runCli, type CliEstimate } from './support/cli';
import type { Locator } from '@playwright/test';

async function expectShows(scope: Locator, name: string, value: number): Promise<void> {
  const text = (await readout(scope, name).textContent()) ?? '';
  const shown = text.includes('%') ? value * 100 : value;
  expect(
    Math.abs(firstNumber(text) - shown),
    `${name} shows "${text}", CLI says ${shown}`,
  ).toBeLessThanOrEqual(displayTolerance(text));
}

for (const settings of [
  { dk: 256, seed: 7, dist: 'rademacher' },
  { dk: 64, seed: 3, dist: 'normal' },
  { dk: 1000, seed: 12, dist: 'uniform' },
]) {
  test(`step 1 shows the CLI's variance and std (${settings.dist}, d_k ${settings.dk}, seed ${settings.seed})`, async ({
    page,
  }) => {
    await openApp(page, { ...settings, sampler: 'brute' });
    const step = section(page, 'variance');
    const histogram = chart(step, 'variance-histogram');
    await waitForFinal(histogram);
    const pairs = await samplesOf(histogram);
    const cli = runCli<{ variance: CliEstimate; std: CliEstimate }>('variance', {
      ...settings,
      pairs,
      sampler: 'brute',
    });
    await expectShows(step, 'variance', cli.variance.value);
    await expectShows(step, 'std', cli.std.value);
  });
}

test("step 2 shows the CLI's saturation figures (d_k 64, seed 1)", async ({ page }) => {
  await openApp(page, { dk: 64, seed: 1, sampler: 'brute' });
  const step = section(page, 'saturation');
  const histogram = chart(step, 'top-weights');
  await waitForFinal(histogram);
  const trials = await samplesOf(histogram);
  interface Summary {
    kind: string;
    topWeight: CliEstimate;
    saturatedFraction: CliEstimate;
    jacobianNorm: CliEstimate;
  }
  const cli = runCli<{ byDivisor: Summary[] }>('saturation', {
    dk: 64,
    seed: 1,
    trials,
    keys: 8,
    threshold: 0.99,
    sampler: 'brute',
  });
  const raw = cli.byDivisor.find((s) => s.kind === 'none')!;
  const scaled = cli.byDivisor.find((s) => s.kind === 'sqrt_dk')!;
  for (const [suffix, summary] of [
    ['', raw],
    ['-scaled', scaled],
  ] as const) {
    await expectShows(step, `top-weight${suffix}`, summary.topWeight.value);
    await expectShows(step, `saturated-fraction${suffix}`, summary.saturatedFraction.value);
    await expectShows(step, `jacobian-norm${suffix}`, summary.jacobianNorm.value);
  }
});
