// Loads the Node build of the core (tests, scripts, benchmark):
//   const core = await loadNodeCore();            // wasm SIMD
//   const baseline = await loadNodeCore('baseline');
// The artifacts come from `npm run build:wasm` (build/wasm/dist/).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { SqrtDkCore } from './api';
import { createCore } from './core';
import type { SqrtDkModuleFactory } from './sqrtdk-module';

export type NodeVariant = 'simd' | 'baseline';

export const WASM_DIST_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'wasm',
  'dist',
);

export function nodeArtifactPaths(variant: NodeVariant): { glue: string; wasm: string } {
  const base = join(WASM_DIST_DIR, `sqrtdk.node.${variant}`);
  return { glue: `${base}.cjs`, wasm: `${base}.wasm` };
}

export async function loadNodeCore(variant: NodeVariant = 'simd'): Promise<SqrtDkCore> {
  if (variant !== 'simd' && variant !== 'baseline') {
    throw new Error(`variant must be 'simd' or 'baseline' (got ${String(variant)})`);
  }
  const { glue, wasm } = nodeArtifactPaths(variant);
  for (const file of [glue, wasm]) {
    if (!existsSync(file)) {
      throw new Error(`The wasm core is not built (${file} is missing): run npm run build:wasm`);
    }
  }
  // The glue is CommonJS (see wasm/CMakeLists.txt); package.json says "type":
  // "module", hence createRequire. The bytes are passed in because the 3.1.6
  // loader would try to fetch() the file path under Node 18+ and fail.
  const factory = createRequire(import.meta.url)(glue) as SqrtDkModuleFactory;
  return createCore(await factory({ wasmBinary: readFileSync(wasm) }));
}
