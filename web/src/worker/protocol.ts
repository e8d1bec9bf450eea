// The typed message protocol between the page (client.ts) and the module
// worker (serve.ts). Small on purpose: one request shape, one response shape.
import type { BuildInfo, SqrtDkCore } from '../../../wasm/api';

export type CoreMethod = keyof SqrtDkCore;
export type WasmChoice = 'auto' | 'baseline';

export interface CoreInfo {
  /** The build actually loaded: SIMD unless the browser lacks it or the page forced baseline. */
  variant: 'simd' | 'baseline';
  build: BuildInfo;
}

export type WorkerRequest =
  | { kind: 'init'; id: number; wasm: WasmChoice }
  | { kind: 'call'; id: number; method: CoreMethod; args: unknown[] };

export type WorkerResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** What both ends need of a Worker / worker scope / MessagePort. */
export interface MessageEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Buffers a result owns outright, so they can move without a copy. Views
 *  into shared memory (e.g. wasm memory) are never transferred. */
export function transferablesOf(value: unknown, found: Transferable[] = []): Transferable[] {
  if (ArrayBuffer.isView(value)) {
    const { buffer } = value;
    if (
      buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.byteLength === buffer.byteLength &&
      !found.includes(buffer)
    ) {
      found.push(buffer);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) transferablesOf(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) transferablesOf(item, found);
  }
  return found;
}
