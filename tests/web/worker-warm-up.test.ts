// The worker's warm-up: small calls of the hot paths, one per task, only while
// no request has arrived for a moment, never failing the worker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqrtDkCore } from '../../wasm/api';
import { warmUpWhenIdle } from '../../web/src/worker/warm-up';

function recordingCore(failing = false) {
  const calls: string[] = [];
  const record = (name: string) => (options: { dk: number }) => {
    calls.push(`${name} ${options.dk}`);
    if (failing) throw new Error('core refused');
    return {};
  };
  const core = { variance: record('variance'), saturation: record('saturation') };
  return { core: core as unknown as SqrtDkCore, calls };
}

describe('warming the core up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs step 1’s and steps 2–3’s brute-force paths once each call, then stops', async () => {
    const { core, calls } = recordingCore();
    warmUpWhenIdle(core, () => -Infinity);
    await vi.runAllTimersAsync();
    expect(calls.filter((c) => c === 'variance 512')).toHaveLength(15);
    expect(calls.filter((c) => c === 'saturation 64')).toHaveLength(6);
    expect(calls).toHaveLength(21);
  });

  it('waits while requests keep arriving and goes on once they stop', async () => {
    const { core, calls } = recordingCore();
    let lastRequest = performance.now();
    warmUpWhenIdle(core, () => lastRequest);
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(50);
      lastRequest = performance.now(); // a request every 50 ms
    }
    expect(calls).toEqual([]);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(21);
  });

  it('ignores a core that refuses the calls', async () => {
    const { core, calls } = recordingCore(true);
    warmUpWhenIdle(core, () => -Infinity);
    await expect(vi.runAllTimersAsync()).resolves.not.toThrow();
    expect(calls).toHaveLength(21);
  });
});
