// Browser tests: Debian's Chromium (no downloaded browsers), against the built
// dist/ served by tests/browser/support/static-server.ts with the strict CSP
// header. Two workers: every test has its own browser context and each worker
// its own server, so the tests are independent, and much of a test's time is
// spent waiting on the page's own worker, which leaves the second core idle.
// PW_WORKERS overrides the count (1 on a one-core machine).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/support/chromium';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/browser/support/global-setup.ts',
  workers: Number(process.env.PW_WORKERS) || 2,
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
    // No service worker unless a test is about it (offline.spec.ts, and the
    // settled page, whose no-foreign-request check covers the precache): the
    // precache downloads and stores every file of the build on each page
    // load, about a sixth of a load's CPU, which a 2-core run pays per test.
    serviceWorkers: 'block',
  },
});
