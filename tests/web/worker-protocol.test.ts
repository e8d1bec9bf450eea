// The worker protocol: the client's superseding/coalescing per channel, error
// propagation, and the serving side, wired together through fake ports.
import { describe, expect, it } from 'vitest';
import type { ExtrasCore, SqrtDkCore, StepsCore } from '../../wasm/api';
import { createCoreClient } from '../../web/src/worker/client';
import { FakeWorker } from './fake-worker';
import type { MessageEndpoint } from '../../web/src/worker/protocol';
import {
  TRAIN_CHUNK_MS,
  TRAIN_FIRST_CHUNK_STEPS,
  transferablesOf,
} from '../../web/src/worker/protocol';
import { nextChunkSteps, serveCore } from '../../web/src/worker/serve';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latest(channel, …)', () => {
  it('keeps one request in the worker and only the newest waiting one per channel', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const first = client.latest('v', 'variance', { dk: 1 });
    const second = client.latest('v', 'variance', { dk: 2 });
    const third = client.latest('v', 'variance', { dk: 3 });
    // Only the first went to the worker; the second was replaced by the third while waiting.
    expect(worker.calls().map((c) => c.kind === 'call' && c.args)).toEqual([[{ dk: 1 }]]);
    expect(await second).toBeNull();

    worker.answer(worker.calls()[0].id, 'result 1');
    expect(await first).toBeNull(); // superseded while it ran: a stale result is not delivered
    await flush();
    const calls = worker.calls();
    expect(calls).toHaveLength(2);
    expect(calls[1].kind === 'call' && calls[1].args).toEqual([{ dk: 3 }]);
    worker.answer(calls[1].id, 'result 3');
    expect(await third).toBe('result 3');
  });

  it('delivers a result nobody superseded, and channels do not interfere', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const a = client.latest('a', 'softmax', [1, 2]);
    const b = client.latest('b', 'softmax', [3, 4]);
    expect(worker.calls()).toHaveLength(2);
    worker.answer(worker.calls()[1].id, 'b');
    worker.answer(worker.calls()[0].id, 'a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
  });

  it('runs sequential requests on one channel (estimate, then full sample)', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const estimate = client.latest('v', 'variance', { pairs: 2000 });
    worker.answer(worker.calls()[0].id, 'estimate');
    expect(await estimate).toBe('estimate');
    const full = client.latest('v', 'variance', { pairs: 20000 });
    await flush();
    worker.answer(worker.calls()[1].id, 'full');
    expect(await full).toBe('full');
  });

  it('turns a core error into a rejected Error with the core message', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const pending = client.latest('v', 'variance', { dk: 0 });
    worker.fail(worker.calls()[0].id, 'dk must be in [1, 65536] (got 0)');
    await expect(pending).rejects.toThrow(/dk must be in \[1, 65536\]/);
    // The channel is free again afterwards.
    const next = client.latest('v', 'variance', { dk: 4 });
    await flush();
    worker.answer(worker.calls()[1].id, 'ok');
    expect(await next).toBe('ok');
  });

  it('resolves a superseded request null even when it failed', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const old = client.latest('v', 'variance', { dk: 0 });
    const fresh = client.latest('v', 'variance', { dk: 8 });
    worker.fail(worker.calls()[0].id, 'bad');
    expect(await old).toBeNull();
    await flush();
    worker.answer(worker.calls()[1].id, 'fresh');
    expect(await fresh).toBe('fresh');
  });

  it('cancel(channel) supersedes pending work', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const running = client.latest('v', 'variance', {});
    const waiting = client.latest('v', 'variance', {});
    client.cancel('v');
    expect(await waiting).toBeNull();
    worker.answer(worker.calls()[0].id, 'late');
    expect(await running).toBeNull();
  });

  it('sends the wasm choice in the init request', () => {
    const worker = new FakeWorker();
    createCoreClient(worker, 'baseline');
    expect(worker.requests[0]).toMatchObject({ kind: 'init', wasm: 'baseline' });
  });
});

/** Two fake ports wired back to back, delivering asynchronously like a real channel. */
function pipe(): [MessageEndpoint, MessageEndpoint] {
  const make = () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    return {
      listeners,
      endpoint: {
        postMessage: (_m: unknown) => undefined,
        addEventListener: (_t: 'message', l: (event: MessageEvent) => void) => listeners.push(l),
      } as MessageEndpoint,
    };
  };
  const a = make();
  const b = make();
  a.endpoint.postMessage = (m) =>
    setTimeout(() => b.listeners.forEach((l) => l({ data: m } as MessageEvent)));
  b.endpoint.postMessage = (m) =>
    setTimeout(() => a.listeners.forEach((l) => l({ data: m } as MessageEvent)));
  return [a.endpoint, b.endpoint];
}

describe('client and server together', () => {
  it('loads the core once, serves calls and reports core errors as Error', async () => {
    const [pagePort, workerPort] = pipe();
    let loads = 0;
    const core = {
      softmax: (scores: ArrayLike<number>) => ({ weights: new Float64Array(Array.from(scores)) }),
      variance: () => {
        throw new Error('pairs must be in [1, 2000000] (got 0)');
      },
      buildInfo: () => ({ simd: true, version: 'test' }),
    } as unknown as SqrtDkCore;
    serveCore(workerPort, async (wasm) => {
      loads++;
      return {
        core,
        info: { variant: wasm === 'baseline' ? 'baseline' : 'simd', build: core.buildInfo() },
      };
    });
    const client = createCoreClient(pagePort, 'baseline');
    expect(await client.info).toEqual({
      variant: 'baseline',
      build: { simd: true, version: 'test' },
    });
    const result = await client.softmax([1, 2]);
    expect(Array.from(result.weights)).toEqual([1, 2]);
    await expect(client.variance({ pairs: 0 })).rejects.toThrow(
      'pairs must be in [1, 2000000] (got 0)',
    );
    expect(loads).toBe(1);
  });

  it('loads the extras core only when one of its methods is first called, and once', async () => {
    const [pagePort, workerPort] = pipe();
    let extrasLoads = 0;
    const core = {
      softmax: (scores: ArrayLike<number>) => ({ weights: new Float64Array(Array.from(scores)) }),
      buildInfo: () => ({ simd: true, version: 'test' }),
    } as unknown as StepsCore;
    const extras = {
      pythonScript: (experiment: string) => `# ${experiment}`,
      rope: () => {
        throw new Error('dk must be an even integer in [2, 4096] (got 3)');
      },
    } as unknown as ExtrasCore;
    serveCore(workerPort, async () => ({
      core,
      info: { variant: 'simd', build: core.buildInfo() },
      extras: async () => {
        extrasLoads++;
        return extras;
      },
    }));
    const client = createCoreClient(pagePort);
    await client.softmax([1]);
    expect(extrasLoads).toBe(0);
    expect(await client.pythonScript('sweep', {})).toBe('# sweep');
    await expect(client.rope({ dk: 3 })).rejects.toThrow('dk must be an even integer');
    expect(extrasLoads).toBe(1);
  });

  it('tries the extras core again after a failed load', async () => {
    const [pagePort, workerPort] = pipe();
    let attempts = 0;
    const core = { buildInfo: () => ({ simd: true, version: 'test' }) } as unknown as StepsCore;
    serveCore(workerPort, async () => ({
      core,
      info: { variant: 'simd', build: core.buildInfo() },
      extras: async () => {
        attempts++;
        if (attempts === 1) throw new Error('cannot load sqrtdk-extras.simd.wasm: HTTP 503');
        return { pythonScript: () => '# ok' } as unknown as ExtrasCore;
      },
    }));
    const client = createCoreClient(pagePort);
    await expect(client.pythonScript('variance', {})).rejects.toThrow('HTTP 503');
    expect(await client.pythonScript('variance', {})).toBe('# ok');
    expect(attempts).toBe(2);
  });

  it('reports a load failure on info and on calls', async () => {
    const [pagePort, workerPort] = pipe();
    serveCore(workerPort, async () => {
      throw new Error('The core is not built');
    });
    const client = createCoreClient(pagePort);
    await expect(client.info).rejects.toThrow('The core is not built');
    await expect(client.buildInfo()).rejects.toThrow('The core is not built');
  });
});

describe('transferablesOf', () => {
  it('moves buffers a result owns and never a view into a larger buffer', () => {
    const owned = new Float32Array(4);
    const shared = new ArrayBuffer(64);
    const view = new Float64Array(shared, 8, 2);
    const found = transferablesOf({ a: owned, b: [owned, view], c: 3, d: null });
    expect(found).toEqual([owned.buffer]);
  });
});

describe('train(channel, …): streaming and stopping', () => {
  /** Posts a chunk or the final snapshot of request `id` as the worker would. */
  const chunk = (worker: FakeWorker, id: number, result: unknown, final = false) =>
    worker.respond(final ? { id, ok: true, result } : { id, ok: true, chunk: true, result });
  const trains = (worker: FakeWorker) => worker.trains();
  const stops = (worker: FakeWorker) => worker.stops();

  it('delivers each chunk to onChunk and resolves with the final snapshot', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const seen: unknown[] = [];
    const job = client.train('t', { steps: 10 }, (s) => seen.push(s));
    const [request] = trains(worker);
    expect(request).toMatchObject({ kind: 'train', options: { steps: 10 } });
    const id = (request as { id: number }).id;
    chunk(worker, id, 'first');
    chunk(worker, id, 'second');
    chunk(worker, id, 'last', true);
    expect(await job).toBe('last');
    expect(seen).toEqual(['first', 'second']);
    expect(stops(worker)).toEqual([]);
  });

  it('a newer train on the channel stops the old one: stop sent, null, no more chunks', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const seen: unknown[] = [];
    const old = client.train('t', { dk: 16 }, (s) => seen.push(s));
    const oldId = (trains(worker)[0] as { id: number }).id;
    chunk(worker, oldId, 'old 1');
    const fresh = client.train('t', { dk: 256 });
    expect(stops(worker)).toEqual([{ kind: 'stop', target: oldId }]);
    expect(await old).toBeNull();
    chunk(worker, oldId, 'old 2'); // already in flight: ignored
    expect(seen).toEqual(['old 1']);
    const freshId = (trains(worker)[1] as { id: number }).id;
    chunk(worker, freshId, 'fresh', true);
    expect(await fresh).toBe('fresh');
  });

  it('cancel(channel) stops a running train; other channels keep going', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const a = client.train('a', {});
    const b = client.train('b', {});
    client.cancel('a');
    expect(await a).toBeNull();
    const [, bRequest] = trains(worker);
    expect(stops(worker)).toEqual([
      { kind: 'stop', target: (trains(worker)[0] as { id: number }).id },
    ]);
    chunk(worker, (bRequest as { id: number }).id, 'b done', true);
    expect(await b).toBe('b done');
  });

  it('rejects with the core message for bad options', async () => {
    const worker = new FakeWorker();
    const client = createCoreClient(worker);
    const job = client.train('t', { dk: 0 });
    worker.fail(
      (trains(worker)[0] as { id: number }).id,
      'dk must be an integer in [1, 1024] (got 0)',
    );
    await expect(job).rejects.toThrow('dk must be an integer in [1, 1024] (got 0)');
  });
});

describe('serving train requests', () => {
  /** A fake core whose trainer finishes after `chunks` advances, counting deletes. */
  function fakeTrainingCore(chunks: number) {
    const log = { advances: [] as number[], deleted: 0 };
    const core = {
      buildInfo: () => ({ simd: true, version: 'test' }),
      trainer: (options: { dk?: number }) => {
        if (options.dk === 0) throw new Error('dk must be an integer in [1, 1024] (got 0)');
        let done = 0;
        return {
          advance(steps: number) {
            log.advances.push(steps);
            done += 1;
            return { stepsDone: done, done: done >= chunks };
          },
          get done() {
            return done >= chunks;
          },
          delete() {
            log.deleted += 1;
          },
        };
      },
    } as unknown as SqrtDkCore;
    return { core, log };
  }

  function serveFake(chunks: number) {
    const [pagePort, workerPort] = pipe();
    const { core, log } = fakeTrainingCore(chunks);
    serveCore(workerPort, async () => ({
      core,
      info: { variant: 'simd', build: core.buildInfo() },
    }));
    return { client: createCoreClient(pagePort), log };
  }

  it('runs chunks until done, streaming every snapshot, then frees the trainer', async () => {
    const { client, log } = serveFake(3);
    const seen: unknown[] = [];
    const final = await client.train('t', {}, (s) => seen.push(s));
    expect(final).toEqual({ stepsDone: 3, done: true });
    expect(seen).toEqual([
      { stepsDone: 1, done: false },
      { stepsDone: 2, done: false },
    ]);
    expect(log.advances[0]).toBe(TRAIN_FIRST_CHUNK_STEPS);
    expect(log.deleted).toBe(1);
  });

  it('stops between chunks when cancelled and frees the trainer', async () => {
    const { client, log } = serveFake(Number.POSITIVE_INFINITY);
    let resolveFirst: () => void = () => undefined;
    const firstChunk = new Promise<void>((r) => (resolveFirst = r));
    const job = client.train('t', {}, () => resolveFirst());
    await firstChunk;
    client.cancel('t');
    expect(await job).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    const advanced = log.advances.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(log.advances.length).toBe(advanced); // the loop has ended
    expect(log.deleted).toBe(1);
  });

  it('holds a job between chunks with its trainer kept, and resumes the same one', async () => {
    const { client, log } = serveFake(6);
    const seen: number[] = [];
    let onFirst: () => void = () => undefined;
    const first = new Promise<void>((r) => (onFirst = r));
    const job = client.train('t', {}, (s) => {
      seen.push((s as unknown as { stepsDone: number }).stepsDone);
      if (seen.length === 1) {
        client.hold('t', true);
        onFirst();
      }
    });
    await first;
    await new Promise((r) => setTimeout(r, 20));
    const whileHeld = log.advances.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(log.advances.length).toBe(whileHeld); // no chunk runs while held
    expect(log.deleted).toBe(0); // the trainer is kept
    client.hold('t', false);
    const final = await job;
    expect(final).toEqual({ stepsDone: 6, done: true }); // continued, not restarted
    expect(seen).toEqual(seen.map((_, i) => i + 1)); // every step once, in order
    expect(log.deleted).toBe(1);
  });

  it('a stop ends a held job', async () => {
    const { client, log } = serveFake(Number.POSITIVE_INFINITY);
    let onFirst: () => void = () => undefined;
    const first = new Promise<void>((r) => (onFirst = r));
    const job = client.train('t', {}, () => {
      client.hold('t', true);
      onFirst();
    });
    await first;
    client.cancel('t');
    expect(await job).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(log.deleted).toBe(1);
  });

  it('reports bad options as an Error', async () => {
    const { client } = serveFake(1);
    await expect(client.train('t', { dk: 0 })).rejects.toThrow('dk must be an integer');
  });
});

describe('nextChunkSteps', () => {
  it('aims at TRAIN_CHUNK_MS per chunk, growing at most 4x and never below 1', () => {
    expect(nextChunkSteps(10, TRAIN_CHUNK_MS)).toBe(10);
    expect(nextChunkSteps(10, TRAIN_CHUNK_MS * 2)).toBe(5);
    expect(nextChunkSteps(1, 0.01)).toBe(4);
    expect(nextChunkSteps(1, 0)).toBe(4);
    expect(nextChunkSteps(1, 10 * TRAIN_CHUNK_MS)).toBe(1);
  });
});
