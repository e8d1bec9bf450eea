// Loads the right wasm build in the worker: SIMD when the browser supports it
// and the page did not force the baseline (?wasm=baseline), else baseline.
// Every build is named by a literal import, so `vite build` fails when one is
// missing (run npm run build:wasm first) instead of shipping a page without
// its core. The glue is imported lazily: a browser only fetches the build it
// runs, and the extras module (the Python export, Beyond's experiments) only
// when one of its methods is first called.
import simdWasmUrl from '@wasm-dist/sqrtdk.simd.wasm?url';
import baselineWasmUrl from '@wasm-dist/sqrtdk.baseline.wasm?url';
import extrasSimdWasmUrl from '@wasm-dist/sqrtdk-extras.simd.wasm?url';
import extrasBaselineWasmUrl from '@wasm-dist/sqrtdk-extras.baseline.wasm?url';
import { createCore, createExtrasCore } from '../../../wasm/core';
import type { ExtrasModuleFactory, SqrtDkModuleFactory } from '../../../wasm/sqrtdk-module';
import type { CoreInfo, WasmChoice } from './protocol';
import type { LoadedCore } from './serve';
import { supportsSimd } from './simd-support';

type Variant = CoreInfo['variant'];

interface Build<Factory> {
  glue: () => Promise<{ default: Factory }>;
  wasm: string;
}

const steps: Record<Variant, Build<SqrtDkModuleFactory>> = {
  simd: { glue: () => import('@wasm-dist/sqrtdk.simd.mjs'), wasm: simdWasmUrl },
  baseline: { glue: () => import('@wasm-dist/sqrtdk.baseline.mjs'), wasm: baselineWasmUrl },
};

const extras: Record<Variant, Build<ExtrasModuleFactory>> = {
  simd: {
    glue: () => import('@wasm-dist/sqrtdk-extras.simd.mjs'),
    wasm: extrasSimdWasmUrl,
  },
  baseline: {
    glue: () => import('@wasm-dist/sqrtdk-extras.baseline.mjs'),
    wasm: extrasBaselineWasmUrl,
  },
};

/** The whole binary. Downloaded in full before compiling (rather than the glue's
 *  streaming compile) so the download has finished by the time the core reports
 *  ready; the module compiles in milliseconds either way. */
async function downloadBinary(url: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(url, import.meta.url));
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** Glue and binary in parallel, then the module. */
async function instantiate<Raw>(
  build: Build<(overrides: { wasmBinary: ArrayBuffer }) => Promise<Raw>>,
): Promise<Raw> {
  const [{ default: createModule }, wasmBinary] = await Promise.all([
    build.glue(),
    downloadBinary(build.wasm),
  ]);
  return createModule({ wasmBinary });
}

export async function loadCore(wasm: WasmChoice): Promise<LoadedCore> {
  const variant: Variant = wasm !== 'baseline' && (await supportsSimd()) ? 'simd' : 'baseline';
  const core = createCore(await instantiate(steps[variant]));
  // The same flavour as the steps' module, so results match across both.
  const loadExtras = () => instantiate(extras[variant]).then((raw) => createExtrasCore(raw, core));
  return { core, info: { variant, build: core.buildInfo() }, extras: loadExtras };
}
