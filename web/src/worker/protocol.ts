// The typed message protocol between the page (client.ts) and the module
// worker (serve.ts). Small on purpose: plain calls get one response each; a
// training job ('train') is the one streaming request. A split run's parts
// can send their values straight to the worker that merges them ('call' with
// `forward`, then 'merge'), so they do not wait for the page's thread.
//
// Streaming: the client posts {kind: 'train', id, options}. The worker runs the
// job in chunks of about TRAIN_CHUNK_MS, posting {id, ok: true, chunk: true,
// result: snapshot} after each, and ends with one final response without
// `chunk`: the last snapshot, or result null when it was stopped. Between
// chunks it yields to its event loop, so a {kind: 'stop', target: id} posted by
// the client (when the job is superseded or cancelled) is seen within a chunk.
// {kind: 'hold', target: id, paused: true} pauses a job between chunks with its
// trainer kept; paused: false continues it from the same step, so a paused and
// resumed job gives exactly the numbers of an uninterrupted one.
import type { BuildInfo, CoreMethod, TrainOptions } from '../../../wasm/api';

export type { CoreMethod };
export type WasmChoice = 'auto' | 'baseline';

export interface CoreInfo {
  /** The build actually loaded: SIMD unless the browser lacks it or the page forced baseline. */
  variant: 'simd' | 'baseline';
  build: BuildInfo;
}

/** The two halves of a split run (pool.ts): a part's per-sample values, and
 *  the merge of all of them into the run's result. */
export type PartMethod = 'varianceScores' | 'saturationTrialStats';
export type MergeMethod = 'varianceFromScores' | 'saturationFromTrialStats';

/** What a part posts to its `forward` port: its values, or why it failed. */
export type PartMessage = { ok: true; values: Float64Array } | { ok: false; error: string };

export type WorkerRequest =
  | { kind: 'init'; id: number; wasm: WasmChoice }
  // With `forward`, the result goes to that port (a PartMessage, to the worker
  // running the merge) and the reply to the page carries none.
  | { kind: 'call'; id: number; method: CoreMethod; args: unknown[]; forward?: MessagePort }
  // Merges the values `prefix` and then those arriving on each of `parts`, in
  // order, with `method`; replies {result, values} (values: all of them).
  | {
      kind: 'merge';
      id: number;
      method: MergeMethod;
      options: unknown;
      prefix: Float64Array | null;
      parts: MessagePort[];
    }
  | { kind: 'train'; id: number; options: Partial<TrainOptions> }
  | { kind: 'stop'; target: number }
  | { kind: 'hold'; target: number; paused: boolean };

export type WorkerResponse =
  | { id: number; ok: true; result: unknown; chunk?: true }
  | { id: number; ok: false; error: string };

/** Wall-clock length the worker aims for per training chunk: short enough that
 *  a stop is honoured quickly and curves move smoothly. */
export const TRAIN_CHUNK_MS = 40;
/** Steps of the first chunk, so the first points arrive at once. */
export const TRAIN_FIRST_CHUNK_STEPS = 1;

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
