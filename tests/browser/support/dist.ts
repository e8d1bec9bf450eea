// Where the built page lives, and building it when it is missing or older than
// what it is built from (the npm test script builds first; this keeps
// `npx playwright test` and `npm run bench:page` honest when run alone: a
// benchmark of yesterday's build would silently report yesterday's figures).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// SQRTDK_DIST points the tests and the benchmark at a build elsewhere, used as is.
export const DIST_DIR = process.env.SQRTDK_DIST
  ? resolve(process.env.SQRTDK_DIST)
  : join(REPO_ROOT, 'dist');

const WASM_DIST = join(REPO_ROOT, 'build', 'wasm', 'dist');

/** Newest modification time (ms) of a file, or of any file under a folder. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const inRepo = (...paths: string[]) => paths.map((p) => join(REPO_ROOT, p));

function isOlderThan(artifact: string, sources: string[]): boolean {
  if (!existsSync(artifact)) return true;
  const built = statSync(artifact).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export function ensureDistBuilt(): void {
  if (process.env.SQRTDK_DIST) {
    if (!existsSync(join(DIST_DIR, 'index.html'))) {
      throw new Error(`SQRTDK_DIST=${DIST_DIR} holds no index.html: build the page there first`);
    }
    return;
  }
  // The wasm core first: the page bundles its artifacts.
  if (isOlderThan(join(WASM_DIST, 'sqrtdk.simd.wasm'), inRepo('src', 'wasm', 'CMakeLists.txt'))) {
    console.log('the wasm core is missing or older than src/ or wasm/: building it first');
    execFileSync('bash', ['scripts/build-wasm.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const pageSources = [...inRepo('web', 'vite.config.ts', 'wasm'), WASM_DIST];
  if (isOlderThan(join(DIST_DIR, 'index.html'), pageSources)) {
    console.log('dist/ is missing or older than its sources: running `npx vite build` first');
    execFileSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
