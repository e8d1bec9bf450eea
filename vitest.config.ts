import { defineConfig } from 'vitest/config';

// Unit tests only; browser tests run under Playwright (tests/browser).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
  },
});
