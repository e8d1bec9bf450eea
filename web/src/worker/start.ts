// Starts the core workers and returns the typed client: one worker, or a pool
// of them (pool.ts) sized to the device's cores and memory.
import { createCoreClient, type CoreClient } from './client';
import { createCorePool, poolSize } from './pool';
import type { WasmChoice } from './protocol';

function startWorker(wasm: WasmChoice, index: number): CoreClient {
  const worker = new Worker(new URL('./core.worker.ts', import.meta.url), {
    type: 'module',
    name: `sqrtdk-core-${index}`,
  });
  return createCoreClient(worker, wasm);
}

export function startCore(wasm: WasmChoice): CoreClient {
  const deviceMemory = (navigator as { deviceMemory?: number }).deviceMemory;
  const size = poolSize(navigator.hardwareConcurrency, deviceMemory);
  const clients = Array.from({ length: size }, (_, i) => startWorker(wasm, i));
  if (size === 1) return clients[0];
  // Every worker loads the same build; the page reports the first one's, and
  // fails to start if any worker cannot load.
  return createCorePool(
    clients,
    Promise.all(clients.map((c) => c.info)).then((infos) => infos[0]),
  );
}
