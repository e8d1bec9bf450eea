// The worker's side of the protocol: loads the core once (a cached promise),
// runs each call and answers with the result or the core's error message.
import type { SqrtDkCore } from '../../../wasm/api';
import {
  transferablesOf,
  type CoreInfo,
  type MessageEndpoint,
  type WasmChoice,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';

export type CoreLoader = (wasm: WasmChoice) => Promise<{ core: SqrtDkCore; info: CoreInfo }>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function serveCore(endpoint: MessageEndpoint, load: CoreLoader): void {
  let loading: ReturnType<CoreLoader> | null = null;
  const ready = (wasm: WasmChoice) => (loading ??= load(wasm));

  const reply = (response: WorkerResponse) =>
    endpoint.postMessage(response, response.ok ? transferablesOf(response.result) : []);

  endpoint.addEventListener('message', async (event: MessageEvent) => {
    const request = event.data as WorkerRequest;
    try {
      if (request.kind === 'init') {
        const { info } = await ready(request.wasm);
        reply({ id: request.id, ok: true, result: info });
        return;
      }
      const { core } = await ready('auto');
      const method = core[request.method] as (...args: unknown[]) => unknown;
      if (typeof method !== 'function') throw new Error(`unknown core method ${request.method}`);
      reply({ id: request.id, ok: true, result: method.apply(core, request.args) });
    } catch (error) {
      reply({ id: request.id, ok: false, error: messageOf(error) });
    }
  });
}
