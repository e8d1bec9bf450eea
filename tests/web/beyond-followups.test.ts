// Beyond's follow-up texts, from constructed results: they report what the
// numbers say, including an offset where RoPE's variance strays from theory,
// and switch wording when the setting changes what is true.
import { describe, expect, it } from 'vitest';
import type {
  Estimate,
  KvCacheResult,
  KvMethod,
  KvQuantResult,
  OnlineSoftmaxResult,
  RopeOffsetRow,
  RopeResult,
} from '../../wasm/api';
import {
  describeKvQuant,
  describeOnlineSoftmax,
  describeRope,
  kvTable,
  onlineSoftmaxTable,
  ropeTable,
  weightsAfterBlock,
} from '../../web/src/steps/beyond/followup-text';

const est = (value: number, se = 0.01): Estimate => ({
  value,
  se,
  lo: value - 1.96 * se,
  hi: value + 1.96 * se,
});

function ropeRow(
  offset: number,
  variance: number,
  z: number,
  theory = 64,
  mean = 0,
): RopeOffsetRow {
  return {
    offset,
    mean: est(mean, 0.1),
    variance: est(variance, 1.5),
    scaledVariance: est(variance / 64, 1.5 / 64),
    theoryMean: mean,
    theoryVariance: theory,
    zScore: z,
  };
}

function rope(rows: RopeOffsetRow[], rho = 0): RopeResult {
  return {
    dk: 64,
    pairs: 4000,
    base: 10000,
    rho,
    keyPosition: 100,
    rows,
    maxNormChange: 2e-16,
    maxRelativeGap: 3e-16,
  };
}

describe('RoPE text', () => {
  it('reports the range of variances against d_k and says every offset is within 2 SE', () => {
    const text = describeRope(
      rope([ropeRow(0, 63.2, -0.5), ropeRow(1, 64.9, 0.6), ropeRow(4096, 62.8, -0.8)]),
    );
    expect(text).toContain('from 62.80 to 64.90 across the 3 offsets');
    expect(text).toContain('Var = d_k = 64');
    expect(text).toContain('every offset is within 2 standard errors');
    expect(text).toContain('depends on the offset alone');
    expect(text).toContain('The same 4,000 pairs are rotated to every offset');
  });

  it('names the offset where an estimate strays, and whether chance explains it', () => {
    const near = describeRope(rope([ropeRow(0, 64, 0), ropeRow(256, 68.1, 2.5)]));
    expect(near).toContain('at offset 256, is 2.5 standard errors, within sampling error');
    const far = describeRope(rope([ropeRow(0, 64, 0), ropeRow(512, 71, 4.2)]));
    expect(far).toContain(
      'at offset 512 the estimate is 4.2 standard errors from theory, more than chance explains',
    );
  });

  it('with correlated entries says the offset now changes the mean', () => {
    const text = describeRope(
      rope([ropeRow(0, 80, 0.1, 80, 32), ropeRow(4096, 66, 0.2, 65, 1.1)], 0.5),
    );
    expect(text).toContain('ρ = 0.5');
    expect(text).toContain('ρ·d_k = 32');
    expect(text).toContain('once queries and keys are correlated, the offset changes the scores');
    expect(text).not.toContain('Var = d_k = 64 at every offset');
  });

  it('exports one CSV row per offset', () => {
    const table = ropeTable(rope([ropeRow(0, 63, 0), ropeRow(1, 65, 0)]));
    expect(table.rows).toHaveLength(2);
    expect(table.columns).toContain('variance_hi');
    expect(table.rows[1][0]).toBe(1);
  });
});

function kvCache(
  cache: 'plain' | 'outliers',
  values: Partial<Record<KvMethod, [number, number, number]>>,
  outliers = 0,
  scale = 0.03,
): KvCacheResult {
  const methods: KvMethod[] = [
    'float',
    'dequant_tensor',
    'dequant_channel',
    'raw_integers',
    'scale_twice',
    'clipped',
  ];
  return {
    cache,
    outlierChannels: outliers,
    outlierScale: outliers ? 10 : 1,
    meanScale: scale,
    rows: methods.map((method) => {
      const [variance, top, shift] = values[method] ?? [1, 0.2, 0];
      return {
        method,
        variance: est(variance),
        topWeight: est(top, 0.002),
        topWeightShift: est(shift, 0.001),
        maxScoreError: method.startsWith('dequant') ? 0.004 : 5,
        errorBound: method.startsWith('dequant') ? 0.01 : Number.NaN,
        clippedFraction: method === 'clipped' ? 0.031 : 0,
      };
    }),
  };
}

describe('int8 key-cache text', () => {
  const plain = kvCache('plain', {
    float: [1.0, 0.2, 0],
    dequant_tensor: [1.0, 0.2, 0.0001],
    raw_integers: [1100, 0.95, 0.75],
    scale_twice: [0.0009, 0.016, 0.18],
  });
  const outliers = kvCache('outliers', { float: [4.1, 0.5, 0], clipped: [1.4, 0.3, 0.2] }, 2, 0.25);
  const result: KvQuantResult = { dk: 64, keys: 64, trials: 2000, clip: 0.125, plain, outliers };

  it('says dequantize-then-divide keeps the variance and the mistakes saturate or flatten', () => {
    const text = describeKvQuant(result);
    expect(text).toContain('1.000 per tensor');
    expect(text).toContain('variance is 1,100 (about 1/s² = 1,111)');
    expect(text).toContain('the softmax saturates');
    expect(text).toContain('it flattens');
    expect(text).toContain('uniform: 0.02');
  });

  it('reports the clipped share and the shift of the top weight with outliers', () => {
    const text = describeKvQuant(result);
    expect(text).toContain('2 outlier channels 10 × larger');
    expect(text).toContain('clips 3.10% of the entries');
    expect(text).toContain('moves by 0.20 on average');
  });

  it('says so when there are no outlier channels', () => {
    const text = describeKvQuant({ ...result, outliers: { ...plain, cache: 'outliers' } });
    expect(text).toContain('no outlier channels');
    expect(text).not.toContain('clips');
  });

  it('exports twelve rows, NaN bounds as empty cells', () => {
    const table = kvTable(result);
    expect(table.rows).toHaveLength(12);
    expect(Number.isNaN(table.rows[3][8])).toBe(true);
  });
});

function flash(
  scaled: number[],
  block: number,
  blocks: OnlineSoftmaxResult['blocks'],
  spike = 0,
): OnlineSoftmaxResult {
  const n = scaled.length;
  const m = Math.max(...scaled);
  const sum = scaled.reduce((a, s) => a + Math.exp(s - m), 0);
  const full = Float64Array.from(scaled, (s) => Math.exp(s - m) / sum);
  return {
    dk: 64,
    keys: n,
    block,
    dv: 1,
    scale: 0.125,
    spike,
    rawScores: Float64Array.from(scaled, (s) => 8 * s),
    scaledScores: Float64Array.from(scaled),
    blocks,
    onlineWeights: full,
    fullWeights: full,
    onlineOutput: new Float64Array(1),
    fullOutput: new Float64Array(1),
    maxWeightDiff: 5.5e-17,
    maxWeightUlps: 1,
    maxOutputDiff: 1e-16,
  };
}

describe('online softmax text', () => {
  // Scores 1, 0 | 2, 1: the maximum grows from 1 to 2 in block 2.
  const blocks = [
    {
      first: 0,
      count: 2,
      blockMax: 1,
      maxBefore: -Infinity,
      maxAfter: 1,
      rescale: 1,
      blockSum: 1 + Math.exp(-1),
      sumAfter: 1 + Math.exp(-1),
    },
    {
      first: 2,
      count: 2,
      blockMax: 2,
      maxBefore: 1,
      maxAfter: 2,
      rescale: Math.exp(-1),
      blockSum: 1 + Math.exp(-1),
      sumAfter: Math.exp(-1) * (1 + Math.exp(-1)) + 1 + Math.exp(-1),
    },
  ];
  const r = flash([1, 0, 2, 1], 2, blocks);

  it('says where the scale is applied and when the maximum grew', () => {
    const text = describeOnlineSoftmax(r, 2);
    expect(text).toContain('multiplied by 1/√d_k = 0.125 before its maximum is taken');
    expect(text).toContain('block 2 (1.00 → 2.00, rescale 0.37)');
    expect(text).toContain(
      'differ from the one-pass softmax by at most 5.5e−17 (1 unit in the last place)',
    );
  });

  it('mid-way, describes the keys seen so far, and the weights follow the running state', () => {
    expect(describeOnlineSoftmax(r, 1)).toContain(
      'After block 1 of 2 the weights shown cover keys 0 to 1',
    );
    const partial = weightsAfterBlock(r, 1);
    expect(partial[0] + partial[1]).toBeCloseTo(1, 12);
    expect(partial[2]).toBe(0);
    const final = weightsAfterBlock(r, 2);
    for (let j = 0; j < 4; j++) expect(final[j]).toBeCloseTo(r.fullWeights[j], 12);
  });

  it('says no rescale happened when the first block held the maximum, and names a spike', () => {
    const still = [
      { ...blocks[0], blockMax: 3, maxAfter: 3 },
      { ...blocks[1], maxBefore: 3, maxAfter: 3, rescale: 1 },
    ];
    const text = describeOnlineSoftmax(flash([3, 0, 2, 6], 2, still, 6), 2);
    expect(text).toContain('no later block rescaled anything');
    expect(text).toContain('its scaled score is 6.00');
  });

  it('exports one CSV row per key with its block', () => {
    const table = onlineSoftmaxTable(r);
    expect(table.rows.map((row) => row[1])).toEqual([1, 1, 2, 2]);
  });
});
