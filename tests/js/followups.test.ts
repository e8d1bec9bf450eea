// The follow-up experiments through the JS API: the page's URL defaults are
// the core's, bad input is an Error naming the field (and the module keeps
// working), and both builds give the same results.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqrtDkCore } from '../../wasm/api';
import { PARAMS } from '../../web/src/state/params';
import { baselineCore, simdCore } from './support/cores';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

describe('follow-up experiments', () => {
  it("the page's defaults are the core's", () => {
    const d = core.followupDefaults();
    expect(PARAMS.ropedk.default).toBe(d.rope.dk);
    expect(PARAMS.roperho.default).toBe(d.rope.rho);
    expect(PARAMS.kvout.default).toBe(d.kvQuant.outlierChannels);
    expect(PARAMS.kvclip.default).toBe(d.kvQuant.clip);
    expect(PARAMS.fblock.default).toBe(d.onlineSoftmax.block);
    expect(PARAMS.fspike.default).toBe(d.onlineSoftmax.spike);
  });

  it('rejects bad input with a message and keeps working', () => {
    expect(() => core.rope({ dk: 63 })).toThrow(/dk must be even/);
    expect(() => core.rope({ dk: '64' as never })).toThrow(/dk must be a number \(got string\)/);
    expect(() => core.rope({ dK: 64 } as never)).toThrow(/unknown option 'dK'/);
    expect(() => core.kvQuant({ clip: 2 })).toThrow(/clip must be in \(0, 1\]/);
    expect(() => core.onlineSoftmax({ block: 0 })).toThrow(/block must be an integer/);
    expect(() => core.onlineSoftmax(null as never)).toThrow(/options must be an object/);
    expect(core.rope({ pairs: 10 }).rows.length).toBeGreaterThan(1);
  });

  it('gives the same numbers in the SIMD and baseline builds', async () => {
    const baseline = await baselineCore();
    const options = { pairs: 300, maxOffset: 64 };
    expect(baseline.rope(options)).toEqual(core.rope(options));
    expect(baseline.kvQuant({ trials: 50 })).toEqual(core.kvQuant({ trials: 50 }));
    expect(baseline.onlineSoftmax()).toEqual(core.onlineSoftmax());
  });

  it('the online softmax visits ceil(keys / block) blocks, ending at the full softmax', () => {
    const r = core.onlineSoftmax({ keys: 30, block: 7 });
    expect(r.blocks.map((b) => b.count)).toEqual([7, 7, 7, 7, 2]);
    expect(r.maxWeightUlps).toBeLessThanOrEqual(8);
    expect(r.scaledScores[29]).toBeCloseTo(r.spike, 4);
  });
});
