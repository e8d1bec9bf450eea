// Loads the Node build of the core, both of its modules (tests, scripts, benchmark):
//   const core = await loadNodeCore();            // wasm SIMD
//   const baseline = await loadNodeCore('baseline');
// The artifacts come from `npm run build:wasm` (build/wasm/dist/).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export function nodeArtifactPaths(
  variant: NodeVariant,
  module: ModuleName = 'sqrtdk',
): { glue: string; wasm: string } {
  const base = join(WASM_DIST_DIR, `${module}.node.${variant}`);
  return { glue: `${base}.cjs`, wasm: `${base}.wasm` };
}

/** Instantiates one module. The glue is CommonJS (see wasm/CMakeLists.txt);
 *  package.json says "type": "module", hence createRequire. The bytes are
 *  passed in because the 3.1.6 loader would try to fetch() the file path
 *  under Node 18+ and fail. */
function instantiate<Raw>(variant: NodeVariant, module: ModuleName): Promise<Raw> {
  const { glue, wasm } = nodeArtifactPaths(variant, module);
  for (const file of [glue, wasm]) {
    if (!existsSync(file)) {
      throw new Error(`The wasm core is not built (${file} is missing): run npm run build:wasm`);
    }
  }
  const factory = createRequire(import.meta.url)(glue) as (overrides: {
    wasmBinary: Uint8Array;
  }) => Promise<Raw>;
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
