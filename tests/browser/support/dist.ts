// Where the built page lives, and building it when it is missing (the npm test
// script builds first; this keeps `npx playwright test` and the benchmark usable alone).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIST_DIR = join(REPO_ROOT, 'dist');

export function ensureDistBuilt(): void {
  if (existsSync(join(DIST_DIR, 'index.html'))) return;
  console.log('dist/ is missing: running `npx vite build` first');
  execFileSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
