// The page's handle on the core running in the worker. Besides plain calls it
// offers latest(channel, …): slider-driven work where only the newest request
// on a channel matters. Per channel at most one request is in the worker and
// at most one waits behind it; a newer request replaces the waiting one, and
// every superseded request resolves null instead of delivering stale numbers.
import type { AsyncSqrtDkCore, SqrtDkCore } from '../../../wasm/api';
import type {
  CoreInfo,
  CoreMethod,
  MessageEndpoint,
  WasmChoice,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

type Result<M extends CoreMethod> = ReturnType<SqrtDkCore[M]>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface CoreClient extends AsyncSqrtDkCore {
  /** Resolves once the wasm module is loaded (rejects if it cannot load). */
  readonly info: Promise<CoreInfo>;
  /** Resolves with the result, or null when a newer request on `channel` superseded this one. */
  latest<M extends CoreMethod>(
    channel: string,
    method: M,
    ...args: Parameters<SqrtDkCore[M]>
  ): Promise<Result<M> | null>;
  /** Supersedes everything pending on `channel` (e.g. when a part goes off screen). */
  cancel(channel: string): void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface ChannelRequest {
  generation: number;
  method: CoreMethod;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Channel {
  generation: number;
  running: boolean;
  waiting: ChannelRequest | null;
}

export function createCoreClient(endpoint: MessageEndpoint, wasm: WasmChoice = 'auto'): CoreClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const channels = new Map<string, Channel>();

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const response = event.data as WorkerResponse;
    const waiter = pending.get(response.id);
    if (!waiter) return;
    pending.delete(response.id);
    if (response.ok) waiter.resolve(response.result);
    else waiter.reject(new Error(response.error));
  });

  function send(request: WithoutId<WorkerRequest>): Promise<unknown> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      endpoint.postMessage({ ...request, id });
    });
  }

  const call = (method: CoreMethod, args: unknown[]) => send({ kind: 'call', method, args });

  function channelOf(name: string): Channel {
    let channel = channels.get(name);
    if (!channel) {
      channel = { generation: 0, running: false, waiting: null };
      channels.set(name, channel);
    }
    return channel;
  }

  function run(channel: Channel, request: ChannelRequest): void {
    channel.running = true;
    const settle = (deliver: () => void) => {
      // Stale: a newer request arrived while this one ran.
      if (request.generation !== channel.generation) request.resolve(null);
      else deliver();
      const next = channel.waiting;
      channel.waiting = null;
      if (next) run(channel, next);
      else channel.running = false;
    };
    call(request.method, request.args).then(
      (result) => settle(() => request.resolve(result)),
      (error: Error) => settle(() => request.reject(error)),
    );
  }

  function latest(channelName: string, method: CoreMethod, ...args: unknown[]) {
    const channel = channelOf(channelName);
    channel.generation += 1;
    channel.waiting?.resolve(null);
    channel.waiting = null;
    return new Promise((resolve, reject) => {
      const request = { generation: channel.generation, method, args, resolve, reject };
      if (channel.running) channel.waiting = request;
      else run(channel, request);
    });
  }

  function cancel(channelName: string): void {
    const channel = channelOf(channelName);
    channel.generation += 1;
    channel.waiting?.resolve(null);
    channel.waiting = null;
  }

  const info = send({ kind: 'init', wasm }) as Promise<CoreInfo>;
  // Callers that never await info still see load failures through their calls.
  info.catch(() => undefined);

  return {
    info,
    latest: latest as CoreClient['latest'],
    cancel,
    variance: (...args) => call('variance', args) as never,
    saturation: (...args) => call('saturation', args) as never,
    sweep: (...args) => call('sweep', args) as never,
    softmax: (...args) => call('softmax', args) as never,
    referenceTable: (...args) => call('referenceTable', args) as never,
    pythonScript: (...args) => call('pythonScript', args) as never,
    defaults: () => call('defaults', []) as never,
    buildInfo: () => call('buildInfo', []) as never,
  };
}
