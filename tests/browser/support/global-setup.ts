// Runs once before any Playwright worker starts: the workers share one dist/,
// so it is built (when missing or stale) here rather than by each worker at
// once. The native CLI that cli-agreement.spec.ts compares the page with is
// built here too when it is missing or stale (scripts/sqrtdk.sh decides): a
// first build inside a test takes minutes and would run out its time.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, ensureDistBuilt } from './dist';

export default function globalSetup(): void {
  ensureDistBuilt();
  execFileSync('bash', [join(REPO_ROOT, 'scripts/sqrtdk.sh'), 'help'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
