// Runs the native CLI (build/native/sqrtdk, built before the tests start by
// global-setup.ts through scripts/sqrtdk.sh)
// so the browser tests can check that the page shows the core's numbers for
// the same seed: the worker, the wasm build and the native build must agree.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './dist';

export interface CliEstimate {
  value: number;
  lo: number;
  hi: number;
}

/** scripts/sqrtdk.sh builds the CLI when it is missing or stale, then runs it. */
function sqrtdk(args: string[]): string {
  return execFileSync('bash', [join(REPO_ROOT, 'scripts/sqrtdk.sh'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Builds the CLI if needed (global-setup.ts, before the workers start). */
export function ensureCliBuilt(): void {
  sqrtdk(['help']);
}

export function runCli<T>(command: string, flags: Record<string, string | number>): T {
  const args = [
    command,
    ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, String(v)]),
    '--json',
  ];
  return JSON.parse(sqrtdk(args)) as T;
}
