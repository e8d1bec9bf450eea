// Starts the core worker and returns the typed client for it.
import { createCoreClient, type CoreClient } from './client';
import type { WasmChoice } from './protocol';

export function startCore(wasm: WasmChoice): CoreClient {
  const worker = new Worker(new URL('./core.worker.ts', import.meta.url), {
    type: 'module',
    name: 'sqrtdk-core',
  });
  return createCoreClient(worker, wasm);
}
