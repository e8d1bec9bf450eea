// Loads the right wasm build in the worker: SIMD when the browser supports it
// and the page did not force the baseline (?wasm=baseline), else baseline.
// Both builds are named by literal imports, so `vite build` fails when either
// is missing (run npm run build:wasm first) instead of shipping a page without
// its core. The glue is imported lazily: a browser only fetches the build it runs.
import simdWasmUrl from '@wasm-dist/sqrtdk.simd.wasm?url';
import baselineWasmUrl from '@wasm-dist/sqrtdk.baseline.wasm?url';
import type { SqrtDkCore } from '../../../wasm/api';
import { createCore } from '../../../wasm/core';
import type { SqrtDkModuleFactory } from '../../../wasm/sqrtdk-module';
import type { CoreInfo, WasmChoice } from './protocol';
import { supportsSimd } from './simd-support';

type Variant = CoreInfo['variant'];

const builds: Record<
  Variant,
  { glue: () => Promise<{ default: SqrtDkModuleFactory }>; wasm: string }
> = {
  simd: { glue: () => import('@wasm-dist/sqrtdk.simd.mjs'), wasm: simdWasmUrl },
  baseline: { glue: () => import('@wasm-dist/sqrtdk.baseline.mjs'), wasm: baselineWasmUrl },
};

/** The whole binary. Downloaded in full before compiling (rather than the glue's
 *  streaming compile) so the download has finished by the time the core reports
 *  ready; the 110 KB module compiles in milliseconds either way. */
async function downloadBinary(url: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(url, import.meta.url));
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export async function loadCore(wasm: WasmChoice): Promise<{ core: SqrtDkCore; info: CoreInfo }> {
  const variant: Variant = wasm !== 'baseline' && (await supportsSimd()) ? 'simd' : 'baseline';
  const build = builds[variant];
  // Glue and binary load in parallel.
  const [{ default: createModule }, wasmBinary] = await Promise.all([
    build.glue(),
    downloadBinary(build.wasm),
  ]);
  const core = createCore(await createModule({ wasmBinary }));
  return { core, info: { variant, build: core.buildInfo() } };
}
