// Loads the core in Node, both of its modules (tests, scripts, benchmark):
//   const core = await loadNodeCore();            // wasm SIMD
//   const baseline = await loadNodeCore('baseline');
// These are the page's own artifacts (glue and wasm) from `npm run build:wasm`
// (build/wasm/dist/), so Node tests what the browser runs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { SqrtDkCore } from './api';
import { createCore, createExtrasCore } from './core';
import type { RawExtrasModule, RawSqrtDkModule } from './sqrtdk-module';

export type NodeVariant = 'simd' | 'baseline';

export const WASM_DIST_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'wasm',
  'dist',
);

type ModuleName = 'sqrtdk' | 'sqrtdk-extras';

export function artifactPaths(
  variant: NodeVariant,
  module: ModuleName = 'sqrtdk',
): { glue: string; wasm: string } {
  const base = join(WASM_DIST_DIR, `${module}.${variant}`);
  return { glue: `${base}.mjs`, wasm: `${base}.wasm` };
}

/** Instantiates one module. The bytes are passed in: the glue, built for web
 *  and worker, would otherwise fetch() its .wasm by URL. */
async function instantiate<Raw>(variant: NodeVariant, module: ModuleName): Promise<Raw> {
  const { glue, wasm } = artifactPaths(variant, module);
  for (const file of [glue, wasm]) {
    if (!existsSync(file)) {
      throw new Error(`The wasm core is not built (${file} is missing): run npm run build:wasm`);
    }
  }
  const { default: factory } = (await import(/* @vite-ignore */ pathToFileURL(glue).href)) as {
    default: (overrides: { wasmBinary: Uint8Array }) => Promise<Raw>;
  };
  return factory({ wasmBinary: readFileSync(wasm) });
}

/** Both modules: the whole API, synchronous. */
export async function loadNodeCore(variant: NodeVariant = 'simd'): Promise<SqrtDkCore> {
  if (variant !== 'simd' && variant !== 'baseline') {
    throw new Error(`variant must be 'simd' or 'baseline' (got ${String(variant)})`);
  }
  const [steps, extras] = await Promise.all([
    instantiate<RawSqrtDkModule>(variant, 'sqrtdk'),
    instantiate<RawExtrasModule>(variant, 'sqrtdk-extras'),
  ]);
  const core = createCore(steps);
  return { ...core, ...createExtrasCore(extras, core) };
}
