// Runs once before any Playwright worker starts: the workers share one dist/,
// so it is built (when missing or stale) here rather than by each worker at once.
import { ensureDistBuilt } from './dist';

export default function globalSetup(): void {
  ensureDistBuilt();
}
