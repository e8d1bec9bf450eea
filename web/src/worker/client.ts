// The page's handle on the core running in the worker. Besides plain calls it
// offers latest(channel, …) (channels.ts): slider-driven work where only the
// newest request on a channel matters; superseded requests resolve null.
import type { AsyncSqrtDkCore, SqrtDkCore } from '../../../wasm/api';
import { latestChannels } from './channels';
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

export function createCoreClient(endpoint: MessageEndpoint, wasm: WasmChoice = 'auto'): CoreClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();

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

  const channels = latestChannels((method, args) => call(method as CoreMethod, args));

  const info = send({ kind: 'init', wasm }) as Promise<CoreInfo>;
  // Callers that never await info still see load failures through their calls.
  info.catch(() => undefined);

  return {
    info,
    latest: ((channel: string, method: CoreMethod, ...args: unknown[]) =>
      channels.latest(channel, method, args)) as CoreClient['latest'],
    cancel: channels.cancel,
    variance: (...args) => call('variance', args) as never,
    saturation: (...args) => call('saturation', args) as never,
    sweep: (...args) => call('sweep', args) as never,
    softmax: (...args) => call('softmax', args) as never,
    defaults: () => call('defaults', []) as never,
    buildInfo: () => call('buildInfo', []) as never,
    varianceScores: (...args) => call('varianceScores', args) as never,
    varianceFromScores: (...args) => call('varianceFromScores', args) as never,
    saturationTrialStats: (...args) => call('saturationTrialStats', args) as never,
    saturationFromTrialStats: (...args) => call('saturationFromTrialStats', args) as never,
  };
}
