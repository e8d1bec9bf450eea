// Loads the right wasm build in the worker: SIMD when the browser supports it
// and the page did not force the baseline (?wasm=baseline), else baseline.
// The Emscripten ES6 glue is found by glob so that a web-only build still
// succeeds (and says so clearly at run time) before the core is built.
import type { SqrtDkCore } from '../../../wasm/api';
import type { CoreInfo, WasmChoice } from './protocol';
import { supportsSimd } from './simd-support';

type Factory = (overrides?: object) => Promise<unknown>;
type CoreModule = { createCore(raw: unknown): SqrtDkCore };

const glue = import.meta.glob<{ default: Factory }>([
  '@wasm-dist/sqrtdk.simd.mjs',
  '@wasm-dist/sqrtdk.baseline.mjs',
]);
const binaries = import.meta.glob<string>(
  ['@wasm-dist/sqrtdk.simd.wasm', '@wasm-dist/sqrtdk.baseline.wasm'],
  {
    query: '?url',
    import: 'default',
  },
);
const wrappers = import.meta.glob<CoreModule>('@core/core.ts');

function pick<T>(modules: Record<string, () => Promise<T>>, suffix: string): () => Promise<T> {
  const key = Object.keys(modules).find((k) => k.endsWith(`/${suffix}`));
  if (!key) throw new Error(`The core is not built (${suffix} missing): run npm run build:wasm.`);
  return modules[key];
}

/** The whole binary. Downloaded in full before compiling (rather than the glue's
 *  streaming compile) so the download has finished by the time the core reports
 *  ready; the 110 KB module compiles in milliseconds either way. */
async function downloadBinary(variant: string): Promise<ArrayBuffer> {
  const url = await pick(binaries, `sqrtdk.${variant}.wasm`)();
  const response = await fetch(new URL(url, import.meta.url));
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export async function loadCore(wasm: WasmChoice): Promise<{ core: SqrtDkCore; info: CoreInfo }> {
  const variant = wasm !== 'baseline' && (await supportsSimd()) ? 'simd' : 'baseline';
  // Glue, wrapper and binary load in parallel.
  const [{ default: createModule }, { createCore }, wasmBinary] = await Promise.all([
    pick(glue, `sqrtdk.${variant}.mjs`)(),
    pick(wrappers, 'core.ts')(),
    downloadBinary(variant),
  ]);
  const core = createCore(await createModule({ wasmBinary }));
  return { core, info: { variant, build: core.buildInfo() } };
}
