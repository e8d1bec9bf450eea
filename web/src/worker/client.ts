// The page's handle on the core running in the worker. Besides plain calls it
// offers latest(channel, …) (channels.ts): slider-driven work where only the
// newest request on a channel matters; superseded requests resolve null.
// train(channel, …) streams a training job; a newer train on the channel, or
// cancel(channel), stops it in the worker (see protocol.ts).
import type { AsyncSqrtDkCore, SqrtDkCore, TrainOptions, TrainResult } from '../../../wasm/api';
import { latestChannels } from './channels';
import type {
  CoreInfo,
  CoreMethod,
  MergeMethod,
  MessageEndpoint,
  PartMethod,
  WasmChoice,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

type Result<M extends CoreMethod> = ReturnType<SqrtDkCore[M]>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

// The blocking whole-job `train` stays reachable through latest(channel, 'train', …);
// the client's own train() streams.
export interface CoreClient extends Omit<AsyncSqrtDkCore, 'train'> {
  /** Resolves once the wasm module is loaded (rejects if it cannot load). */
  readonly info: Promise<CoreInfo>;
  /** Resolves with the result, or null when a newer request on `channel` superseded this one. */
  latest<M extends CoreMethod>(
    channel: string,
    method: M,
    ...args: Parameters<SqrtDkCore[M]>
  ): Promise<Result<M> | null>;
  /** Streams a training job: onChunk gets each snapshot (everything recorded
   *  so far; replace, do not append) while the job runs. Resolves with the final
   *  snapshot, or null when a newer train on `channel` or cancel(channel)
   *  stopped it (no onChunk call follows a stop). Rejects with the core's
   *  message on bad options. */
  train(
    channel: string,
    options: Partial<TrainOptions>,
    onChunk?: (snapshot: TrainResult) => void,
  ): Promise<TrainResult | null>;
  /** Supersedes everything pending on `channel` (e.g. when a part goes off
   *  screen), including a running train. */
  cancel(channel: string): void;
  /** Pauses (true) or resumes (false) the train running on `channel`: the
   *  worker keeps its trainer, so a resumed job continues from the same step
   *  with the numbers of an uninterrupted run. No-op without a running train. */
  hold(channel: string, paused: boolean): void;
}

/** A split run's halves for the pool (pool.ts): a part whose values go to
 *  `port` rather than back to the page, and the merge of the values arriving
 *  on `ports` after `prefix`, which answers with the result and all values. */
export interface SplitMember {
  forwardCall(method: PartMethod, args: unknown[], port: MessagePort): Promise<unknown>;
  mergeParts(
    method: MergeMethod,
    options: unknown,
    prefix: Float64Array | null,
    ports: MessagePort[],
  ): Promise<{ result: unknown; values: Float64Array }>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Streaming requests only: receives each intermediate result. */
  chunk?(value: unknown): void;
}

interface RunningTrain {
  id: number;
  stop(): void;
}

/** The hold request for a running train (see protocol.ts). */
function holdRequest(id: number, paused: boolean): WorkerRequest {
  return { kind: 'hold', target: id, paused };
}

export function createCoreClient(
  endpoint: MessageEndpoint,
  wasm: WasmChoice = 'auto',
): CoreClient & SplitMember {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const trains = new Map<string, RunningTrain>();

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const response = event.data as WorkerResponse;
    const waiter = pending.get(response.id);
    if (!waiter) return;
    if (response.ok && response.chunk) {
      waiter.chunk?.(response.result);
      return;
    }
    pending.delete(response.id);
    if (response.ok) waiter.resolve(response.result);
    else waiter.reject(new Error(response.error));
  });

  function send(
    request: WithoutId<WorkerRequest>,
    transfer: Transferable[] = [],
  ): Promise<unknown> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      endpoint.postMessage({ ...request, id }, transfer);
    });
  }

  const call = (method: CoreMethod, args: unknown[]) => send({ kind: 'call', method, args });

  const channels = latestChannels((method, args) => call(method as CoreMethod, args));

  function stopTrain(channelName: string): void {
    trains.get(channelName)?.stop();
    trains.delete(channelName);
  }

  function train(
    channelName: string,
    options: Partial<TrainOptions>,
    onChunk?: (snapshot: TrainResult) => void,
  ): Promise<TrainResult | null> {
    stopTrain(channelName);
    const id = nextId++;
    let stopped = false;
    return new Promise((resolve, reject) => {
      const running: RunningTrain = {
        id,
        stop() {
          if (stopped) return;
          stopped = true;
          pending.delete(id);
          endpoint.postMessage({ kind: 'stop', target: id } satisfies WorkerRequest);
          resolve(null);
        },
      };
      trains.set(channelName, running);
      const finish = () => {
        if (trains.get(channelName) === running) trains.delete(channelName);
      };
      pending.set(id, {
        chunk: (value) => {
          if (!stopped) onChunk?.(value as TrainResult);
        },
        resolve: (value) => {
          finish();
          resolve(stopped ? null : (value as TrainResult | null));
        },
        reject: (error) => {
          finish();
          if (stopped) resolve(null);
          else reject(error);
        },
      });
      endpoint.postMessage({ kind: 'train', id, options } satisfies WorkerRequest);
    });
  }

  function cancel(channelName: string): void {
    stopTrain(channelName);
    channels.cancel(channelName);
  }

  function hold(channelName: string, paused: boolean): void {
    const running = trains.get(channelName);
    if (running) endpoint.postMessage(holdRequest(running.id, paused));
  }

  const info = send({ kind: 'init', wasm }) as Promise<CoreInfo>;
  // Callers that never await info still see load failures through their calls.
  info.catch(() => undefined);

  return {
    info,
    latest: ((channel: string, method: CoreMethod, ...args: unknown[]) =>
      channels.latest(channel, method, args)) as CoreClient['latest'],
    train,
    cancel,
    hold,
    forwardCall: (method, args, port) =>
      send({ kind: 'call', method, args, forward: port }, [port]),
    mergeParts: (method, options, prefix, ports) =>
      send({ kind: 'merge', method, options, prefix, parts: ports }, ports) as never,
    variance: (...args) => call('variance', args) as never,
    saturation: (...args) => call('saturation', args) as never,
    sweep: (...args) => call('sweep', args) as never,
    softmax: (...args) => call('softmax', args) as never,
    referenceTable: (...args) => call('referenceTable', args) as never,
    pythonScript: (...args) => call('pythonScript', args) as never,
    defaults: () => call('defaults', []) as never,
    buildInfo: () => call('buildInfo', []) as never,
    trainDefaults: () => call('trainDefaults', []) as never,
    varianceScores: (...args) => call('varianceScores', args) as never,
    varianceFromScores: (...args) => call('varianceFromScores', args) as never,
    saturationTrialStats: (...args) => call('saturationTrialStats', args) as never,
    saturationFromTrialStats: (...args) => call('saturationFromTrialStats', args) as never,
    rope: (...args) => call('rope', args) as never,
    kvQuant: (...args) => call('kvQuant', args) as never,
    onlineSoftmax: (...args) => call('onlineSoftmax', args) as never,
    followupDefaults: () => call('followupDefaults', []) as never,
  };
}
