// Where the built page lives, and building it when it is missing (the npm test
// script builds first; this keeps `npx playwright test` and the benchmark usable alone).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// SQRTDK_DIST points the tests and the benchmark at a build elsewhere.
export const DIST_DIR = process.env.SQRTDK_DIST
  ? resolve(process.env.SQRTDK_DIST)
  : join(REPO_ROOT, 'dist');

export function ensureDistBuilt(): void {
  if (existsSync(join(DIST_DIR, 'index.html'))) return;
  console.log('dist/ is missing: running `npx vite build` first');
  execFileSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
