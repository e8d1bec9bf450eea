// The worker's side of the protocol: loads the core once (a cached promise),
// runs each call and answers with the result or the core's error message.
// Training jobs run in chunks (see protocol.ts), yielding between chunks so a
// 'stop' for them, or any other request, is handled without waiting for the
// whole job.
import type { ExtrasCore, StepsCore, TrainOptions } from '../../../wasm/api';
import { concatenate } from './concatenate';
import {
  TRAIN_CHUNK_MS,
  TRAIN_FIRST_CHUNK_STEPS,
  transferablesOf,
  type CoreInfo,
  type MessageEndpoint,
  type PartMessage,
  type WasmChoice,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';

/** What a loader gives: the steps' core, and how to load the extras core
 *  (the Python export, Beyond's experiments), which serveCore calls when one of
 *  its methods is first called. */
export interface LoadedCore {
  core: StepsCore;
  info: CoreInfo;
  extras?: () => Promise<ExtrasCore>;
}

export type CoreLoader = (wasm: WasmChoice) => Promise<LoadedCore>;

const EXTRAS_METHODS: ReadonlySet<string> = new Set<keyof ExtrasCore>([
  'pythonScript',
  'rope',
  'kvQuant',
  'onlineSoftmax',
  'followupDefaults',
]);

/** The extras core, loaded on first use and then kept; a load that failed
 *  (offline before the service worker holds a copy) is tried again next time. */
function lazyExtras(load: () => Promise<ExtrasCore>): () => Promise<ExtrasCore> {
  let loading: Promise<ExtrasCore> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The values one part of a split run sends on `port` (its only message). */
function receivePart(port: MessagePort): Promise<Float64Array> {
  return new Promise((resolve, reject) => {
    port.onmessage = (event: MessageEvent) => {
      port.close();
      const message = event.data as PartMessage;
      if (message.ok) resolve(message.values);
      else reject(new Error(message.error));
    };
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Lets queued messages (a stop) run before the next chunk. A MessageChannel
 *  hop would avoid setTimeout's clamping, but 4 ms per 40 ms chunk is fine. */
const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Steps for the next chunk, so that a chunk takes about TRAIN_CHUNK_MS. */
export function nextChunkSteps(lastSteps: number, lastMs: number): number {
  if (!(lastMs > 0)) return lastSteps * 4;
  const scaled = Math.floor((lastSteps * TRAIN_CHUNK_MS) / lastMs);
  return Math.max(1, Math.min(lastSteps * 4, scaled));
}

export interface ServeOptions {
  /** Called once the core has loaded, with when the last request arrived
   *  (performance.now()), e.g. to warm the core up while it is idle. */
  afterLoad?: (core: StepsCore, lastRequestAt: () => number) => void;
}

export function serveCore(
  endpoint: MessageEndpoint,
  load: CoreLoader,
  options: ServeOptions = {},
): void {
  let loading: ReturnType<CoreLoader> | null = null;
  let extras: (() => Promise<ExtrasCore>) | null = null;
  /** The object that carries `method`: the steps' core, or the extras core. */
  const ownerOf = async (loaded: LoadedCore, method: string): Promise<object> => {
    if (method in loaded.core || !EXTRAS_METHODS.has(method) || !loaded.extras) {
      return loaded.core;
    }
    extras ??= lazyExtras(loaded.extras);
    return extras();
  };
  let lastRequestAt = performance.now();
  const ready = (wasm: WasmChoice) => {
    if (loading) return loading;
    loading = load(wasm);
    loading.then(({ core }) => options.afterLoad?.(core, () => lastRequestAt)).catch(() => {});
    return loading;
  };
  const stopped = new Set<number>();
  /** Paused training jobs, and the wake-up of each one waiting in its loop. */
  const held = new Set<number>();
  const wakers = new Map<number, () => void>();
  const wake = (id: number) => {
    wakers.get(id)?.();
    wakers.delete(id);
  };

  const reply = (response: WorkerResponse) =>
    endpoint.postMessage(response, response.ok ? transferablesOf(response.result) : []);

  async function train(core: StepsCore, id: number, options: Partial<TrainOptions>) {
    const trainer = core.trainer(options);
    try {
      let steps = TRAIN_FIRST_CHUNK_STEPS;
      for (;;) {
        if (stopped.has(id)) {
          reply({ id, ok: true, result: null });
          return;
        }
        if (held.has(id)) {
          await new Promise<void>((resume) => wakers.set(id, resume));
          continue;
        }
        const started = performance.now();
        const snapshot = trainer.advance(steps);
        steps = nextChunkSteps(steps, performance.now() - started);
        if (snapshot.done) {
          reply({ id, ok: true, result: snapshot });
          return;
        }
        reply({ id, ok: true, chunk: true, result: snapshot });
        await yieldToEvents();
      }
    } finally {
      trainer.delete();
      stopped.delete(id);
      held.delete(id);
    }
  }

  endpoint.addEventListener('message', async (event: MessageEvent) => {
    const request = event.data as WorkerRequest;
    lastRequestAt = performance.now();
    if (request.kind === 'stop') {
      stopped.add(request.target);
      wake(request.target);
      return;
    }
    if (request.kind === 'hold') {
      if (request.paused) held.add(request.target);
      else held.delete(request.target);
      if (!request.paused) wake(request.target);
      return;
    }
    try {
      if (request.kind === 'init') {
        const { info } = await ready(request.wasm);
        reply({ id: request.id, ok: true, result: info });
        return;
      }
      const loaded = await ready('auto');
      if (request.kind === 'train') {
        await train(loaded.core, request.id, request.options);
        return;
      }
      if (request.kind === 'merge') {
        const { method, options, prefix, parts } = request;
        const received = await Promise.all(parts.map(receivePart));
        const values = concatenate(prefix ? [prefix, ...received] : received);
        const result = (loaded.core[method] as (o: unknown, v: Float64Array) => unknown)(
          options,
          values,
        );
        reply({ id: request.id, ok: true, result: { result, values } });
        return;
      }
      const owner = await ownerOf(loaded, request.method);
      const method = (owner as Record<string, unknown>)[request.method];
      if (typeof method !== 'function') throw new Error(`unknown core method ${request.method}`);
      const result = method.apply(owner, request.args) as unknown;
      if (request.forward) {
        const part: PartMessage = { ok: true, values: result as Float64Array };
        request.forward.postMessage(part, transferablesOf(part));
        reply({ id: request.id, ok: true, result: null });
        return;
      }
      reply({ id: request.id, ok: true, result });
    } catch (error) {
      if (request.kind === 'call' && request.forward) {
        request.forward.postMessage({ ok: false, error: messageOf(error) } satisfies PartMessage);
      }
      reply({ id: request.id, ok: false, error: messageOf(error) });
    }
  });
}
