// The worker pool (web/src/worker/pool.ts), driven with Node builds of the
// core standing in for workers: the full sample, the saturation run and
// sweeps are bit-identical with 1, 2 and 3 workers (and to one direct call),
// work spreads over the workers, stale requests are still superseded, bad
// input gets the core's own message, generator 'numpy' runs stay whole on one
// worker, and a streaming training job runs on one worker and stops there.
import { beforeAll, describe, expect, it } from 'vitest';

import type { SqrtDkCore, TrainResult } from '../../wasm/api';
import { loadNodeCore } from '../../wasm/node';
import { createCoreClient } from '../../web/src/worker/client';
import { createCorePool, poolSize, type PoolMember } from '../../web/src/worker/pool';
import type { CoreInfo, MessageEndpoint } from '../../web/src/worker/protocol';
import { serveCore } from '../../web/src/worker/serve';
import { FakeWorker } from './fake-worker';

/** A core behind the async interface a worker client offers, counting calls;
 *  its train() runs the whole job and reports it as the one chunk. */
function asWorker(core: SqrtDkCore, calls: { count: number }): PoolMember {
  const wrap =
    <A extends unknown[], R>(method: (...args: A) => R) =>
    async (...args: A): Promise<R> => {
      calls.count += 1;
      await Promise.resolve(); // answer later, as a worker would
      return method.apply(core, args);
    };
  return {
    variance: wrap(core.variance),
    saturation: wrap(core.saturation),
    sweep: wrap(core.sweep),
    softmax: wrap(core.softmax),
    defaults: wrap(core.defaults),
    buildInfo: wrap(core.buildInfo),
    varianceScores: wrap(core.varianceScores),
    varianceFromScores: wrap(core.varianceFromScores),
    saturationTrialStats: wrap(core.saturationTrialStats),
    saturationFromTrialStats: wrap(core.saturationFromTrialStats),
    referenceTable: wrap(core.referenceTable),
    pythonScript: wrap(core.pythonScript),
    trainDefaults: wrap(core.trainDefaults),
    rope: wrap(core.rope),
    kvQuant: wrap(core.kvQuant),
    onlineSoftmax: wrap(core.onlineSoftmax),
    followupDefaults: wrap(core.followupDefaults),
    train: wrap((_channel: string, options: object, onChunk?: (s: TrainResult) => void) => {
      const result = core.train(options);
      onChunk?.(result);
      return result;
    }),
    cancel: () => undefined,
    hold: () => undefined,
  };
}

/** Every number's bits, so that -0 and 0 or two NaNs are told apart. */
function bits(value: unknown): unknown {
  if (value instanceof Float64Array || value instanceof Float32Array) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
  }
  if (typeof value === 'number') return Buffer.from(Float64Array.of(value).buffer).toString('hex');
  if (Array.isArray(value)) return value.map(bits);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bits(v)]));
  }
  return value;
}

const info = Promise.resolve({} as CoreInfo);
let cores: SqrtDkCore[];

beforeAll(async () => {
  // Separate module instances, like separate workers.
  cores = await Promise.all([0, 1, 2].map(() => loadNodeCore('simd')));
});

function pool(size: number, calls = cores.map(() => ({ count: 0 }))) {
  return createCorePool(
    cores.slice(0, size).map((core, i) => asWorker(core, calls[i])),
    info,
  );
}

describe('pool size', () => {
  it('follows the core count, capped at 4, and keeps 1 worker where memory is short', () => {
    expect(poolSize(2, 8)).toBe(2);
    expect(poolSize(16, 8)).toBe(4);
    expect(poolSize(16, 2)).toBe(1);
    expect(poolSize(16, undefined)).toBe(4);
    expect(poolSize(undefined, undefined)).toBe(1);
  });
});

describe('the pool', () => {
  const dks = [1, 4096, 8, 64, 3, 512, 100];

  it.each(['brute', 'exact'] as const)(
    'gives bit-identical sweeps with 1, 2 and 3 workers (sampler %s)',
    async (sampler) => {
      const options = { dks, pairs: 400, trials: 120, seed: 9, sampler };
      const direct = bits(cores[0].sweep(options));
      for (const size of [1, 2, 3]) expect(bits(await pool(size).sweep(options))).toEqual(direct);
    },
  );

  it.each(['normal', 'rademacher', 'correlated'] as const)(
    'gives bit-identical full samples and saturation runs with 1, 2 and 3 workers (%s)',
    async (dist) => {
      const options = { dk: 64, pairs: 20_000, trials: 4_001, seed: 12, dist };
      const variance = bits(cores[0].variance(options));
      const saturation = bits(cores[0].saturation(options));
      for (const size of [1, 2, 3]) {
        const calls = cores.map(() => ({ count: 0 }));
        const p = pool(size, calls);
        expect(bits(await p.variance(options))).toEqual(variance);
        expect(bits(await p.saturation(options))).toEqual(saturation);
        // Split: every worker got a part (plus one merge call each run).
        for (const c of calls.slice(0, size)) expect(c.count).toBeGreaterThan(size > 1 ? 1 : 0);
      }
    },
  );

  it('posts the parts of a split run before returning, so the workers compute while the page draws', async () => {
    // Step 1 asks for the full sample, then draws the estimate: parts posted
    // only after that drawing would leave the workers idle during it.
    const calls = cores.map(() => ({ count: 0 }));
    const p = pool(2, calls);
    const options = { dk: 512, pairs: 4_000, seed: 3, sampler: 'brute' as const };
    const expected = bits(cores[0].variance(options));
    expect(bits(await p.variance(options))).toEqual(expected); // learns the defaults
    const before = calls.slice(0, 2).map((c) => c.count);
    const running = p.variance(options);
    expect(calls.slice(0, 2).map((c, i) => c.count - before[i])).toEqual([1, 1]);
    expect(bits(await running)).toEqual(expected);
  });

  it.each(['normal', 'uniform', 'correlated'] as const)(
    'computes only the samples a longer run adds, and stays bit-identical (%s)',
    async (dist) => {
      // Step 1's sequence: the estimate, then the full sample of the same
      // setting; then a change of seed and of d_k, which must not reuse it.
      const drawn: number[] = [];
      const members = cores.slice(0, 2).map((core) => {
        const member = asWorker(core, { count: 0 });
        const scores = member.varianceScores;
        member.varianceScores = (options, first, count) => {
          drawn.push(count);
          return scores(options, first, count);
        };
        return member;
      });
      const p = createCorePool(members, info);
      const base = { dk: 512, dist, seed: 5, sampler: 'brute' as const };
      const runs = [
        { ...base, pairs: 2_000 },
        { ...base, pairs: 20_000 },
        { ...base, pairs: 20_000, seed: 6 },
        { ...base, pairs: 24_000, seed: 6, dk: 500 },
        { ...base, pairs: 2_000, seed: 6, dk: 500 },
      ];
      const sums: number[] = [];
      for (const options of runs) {
        drawn.length = 0;
        expect(bits(await p.variance(options))).toEqual(bits(cores[2].variance(options)));
        sums.push(drawn.reduce((a, b) => a + b, 0));
      }
      expect(sums).toEqual([2_000, 18_000, 20_000, 24_000, 2_000]);
    },
  );

  it('reuses saturation trials the same way', async () => {
    const p = pool(2);
    const base = { dk: 256, keys: 16, seed: 2 };
    for (const trials of [400, 4_000]) {
      const options = { ...base, trials };
      expect(bits(await p.saturation(options))).toEqual(bits(cores[2].saturation(options)));
    }
  });

  it('splits ranges at multiples of 16 covering every sample once', async () => {
    const { splitPoints } = await import('../../web/src/worker/pool');
    expect(splitPoints(20_000, 3)).toEqual([0, 6656, 13328, 20000]);
    expect(splitPoints(40, 3)).toEqual([0, 16, 40]);
    expect(splitPoints(100, 1)).toEqual([0, 100]);
  });

  it('spreads a sweep over every worker', async () => {
    const calls = cores.map(() => ({ count: 0 }));
    await pool(3, calls).sweep({ dks, pairs: 100, trials: 50 });
    for (const c of calls) expect(c.count).toBeGreaterThan(0);
    expect(calls.reduce((sum, c) => sum + c.count, 0)).toBe(dks.length);
  });

  it('gives the same single experiments whichever worker runs them', async () => {
    const options = { dk: 300, pairs: 1000, trials: 200, seed: 4, dist: 'rademacher' as const };
    const p = pool(3);
    const [a, b, c] = await Promise.all([
      p.variance(options),
      p.variance(options),
      p.saturation(options),
    ]);
    expect(bits(a)).toEqual(bits(cores[0].variance(options)));
    expect(bits(b)).toEqual(bits(a));
    expect(bits(c)).toEqual(bits(cores[2].saturation(options)));
  });

  it('still supersedes stale requests on a channel', async () => {
    const p = pool(2);
    const first = p.latest('slider', 'variance', { dk: 4, pairs: 100 });
    const second = p.latest('slider', 'variance', { dk: 8, pairs: 100 });
    const third = p.latest('slider', 'variance', { dk: 16, pairs: 100 });
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect((await third)?.dk).toBe(16);
    const sweep = p.latest('sweep', 'sweep', { dks: [4, 8] });
    p.cancel('sweep');
    expect(await sweep).toBeNull();
  });

  it('reports bad input with the core message for the whole request', async () => {
    await expect(pool(3).sweep({ dks: [4, 64, 0.5] })).rejects.toThrow(
      'dks[2] must be an integer in [1, 65536] (got 0.5)',
    );
    await expect(pool(3).variance({ dk: 0, pairs: 20_000 })).rejects.toThrow(
      'dk must be an integer in [1, 65536] (got 0)',
    );
    await expect(pool(2).saturation({ dK: 64 } as never)).rejects.toThrow(/^unknown option 'dK'/);
  });

  it("runs generator 'numpy' whole on one worker, as the core does", async () => {
    const options = { dk: 64, pairs: 20_000, trials: 4_001, seed: 0, generator: 'numpy' as const };
    const calls = cores.map(() => ({ count: 0 }));
    const p = pool(3, calls);
    expect(bits(await p.variance(options))).toEqual(bits(cores[0].variance(options)));
    expect(bits(await p.saturation(options))).toEqual(bits(cores[1].saturation(options)));
    const sweep = { dks: [4, 8], pairs: 200, trials: 50, generator: 'numpy' as const };
    expect(bits(await p.sweep(sweep))).toEqual(bits(cores[2].sweep(sweep)));
    // One defaults lookup, then one whole call per request: nothing was split.
    expect(calls.reduce((sum, c) => sum + c.count, 0)).toBe(4);
    expect(() => cores[0].varianceScores(options, 0, 16)).toThrow(
      "generator 'numpy' draws one sequential stream and cannot be split into ranges",
    );
  });

  it('streams a training job from one worker and stops it there', async () => {
    const workers = [new FakeWorker(), new FakeWorker()];
    const p = createCorePool(
      workers.map((w) => createCoreClient(w)),
      info,
    );
    const seen: number[] = [];
    const old = p.train('t', { steps: 10 }, (s) => seen.push(s.stepsDone));
    const running = workers.filter((w) => w.trains().length === 1);
    expect(running).toHaveLength(1);
    const [worker] = running;
    const id = worker.trains()[0].id;
    worker.respond({ id, ok: true, chunk: true, result: { stepsDone: 3 } });
    expect(seen).toEqual([3]);

    // A newer job on the channel stops the old one in its worker.
    const fresh = p.train('t', { steps: 20 });
    expect(await old).toBeNull();
    expect(worker.stops()).toEqual([{ kind: 'stop', target: id }]);
    expect(workers.reduce((sum, w) => sum + w.trains().length, 0)).toBe(2);

    // cancel(channel) stops it too, and no chunk is delivered after a stop.
    p.cancel('t');
    expect(await fresh).toBeNull();
    expect(workers.reduce((sum, w) => sum + w.stops().length, 0)).toBe(2);
    worker.respond({ id, ok: true, chunk: true, result: { stepsDone: 9 } });
    expect(seen).toEqual([3]);
  });

  it("delivers a training job's final snapshot", async () => {
    const p = pool(2);
    const options = { dk: 16, steps: 5, seeds: 1, divisors: ['sqrt_dk' as const], lr: 0.1 };
    const final = await p.train('t', options);
    expect(bits(final)).toEqual(bits(cores[0].train(options)));
  });

  it('has split-run calls that check their ranges and arrays', () => {
    const core = cores[0];
    expect(() => core.varianceScores({}, 'a' as never, 5)).toThrow(
      'first must be a number (got string)',
    );
    expect(() => core.varianceScores({ pairs: 100 }, 8, 5)).toThrow(
      'first must be a multiple of 16 (got 8)',
    );
    expect(() => core.varianceFromScores({ pairs: 3 }, Float64Array.of(1, 2))).toThrow(
      'scores must hold 3 values (one per pair) (got 2)',
    );
    expect(() => core.saturationFromTrialStats({ trials: 1 }, [1] as never)).toThrow(
      'stats must hold 15 values (3 per trial and divisor) (got 1)',
    );
  });
});

describe('split runs whose parts send their values straight to the merging worker', () => {
  /** Workers as the page has them: serveCore behind a real MessageChannel,
   *  with the page's client on the other end, counting merges. */
  function servedPool(coresOfWorkers: SqrtDkCore[]) {
    const merges = { count: 0 };
    const ports: MessagePort[] = [];
    const clients = coresOfWorkers.map((core) => {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      serveCore(port2 as unknown as MessageEndpoint, async () => ({
        core,
        info: { variant: 'simd', build: core.buildInfo() },
      }));
      port1.start();
      port2.start();
      const client = createCoreClient(port1 as unknown as MessageEndpoint);
      const mergeParts = client.mergeParts;
      client.mergeParts = (...args) => {
        merges.count += 1;
        return mergeParts(...args);
      };
      return client;
    });
    const close = () => ports.forEach((port) => port.close());
    return { pool: createCorePool(clients, info), merges, close };
  }

  it('give the very bits of one whole run, the longer run reusing the shorter', async () => {
    const { pool: p, merges, close } = servedPool(cores.slice(0, 2));
    try {
      const estimate = { dk: 512, pairs: 2000, seed: 4 };
      expect(bits(await p.variance(estimate))).toEqual(bits(cores[2].variance(estimate)));
      const full = { ...estimate, pairs: 20000 };
      expect(bits(await p.variance(full))).toEqual(bits(cores[2].variance(full)));
      const saturation = { dk: 128, trials: 3000, seed: 2 };
      expect(bits(await p.saturation(saturation))).toEqual(bits(cores[2].saturation(saturation)));
      expect(merges.count).toBe(3);
    } finally {
      close();
    }
  });

  it('rerun the whole request on one worker when a part fails', async () => {
    const failing = {
      ...cores[1],
      varianceScores: () => {
        throw new Error('this worker lost its memory');
      },
    } as SqrtDkCore;
    const { pool: p, merges, close } = servedPool([cores[0], failing]);
    try {
      const options = { dk: 256, pairs: 8000, seed: 9 };
      expect(bits(await p.variance(options))).toEqual(bits(cores[2].variance(options)));
      expect(merges.count).toBe(1);
    } finally {
      close();
    }
  });
});
