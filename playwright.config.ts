// Browser tests: Debian's Chromium (no downloaded browsers), one worker (the
// machine has two cores shared with builds), against the built dist/ served by
// tests/browser/support/static-server.ts with the strict CSP header.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/support/chromium';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]]
    : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The page's own defaults decide motion; tests that care set it explicitly.
    colorScheme: 'light',
  },
});
