// Runs once before any Playwright worker starts: the workers share one dist/,
// so it is built (when missing or stale) here rather than by each worker at
// once. The native CLI that cli-agreement.spec.ts compares the page with is
// built here too when it is missing or stale: a first build inside a test
// takes minutes and would run out its time.
import { ensureCliBuilt } from './cli';
import { ensureDistBuilt } from './dist';

export default function globalSetup(): void {
  ensureDistBuilt();
  ensureCliBuilt();
}
