import { describe, expect, it } from 'vitest';
import {
  MODEL_PRESETS,
  divisorRatioToSqrtHeadDim,
  findPreset,
  hasUsualHeadDim,
  isDivisorException,
  modelSentence,
} from '../../web/src/models/presets';

describe('model presets', () => {
  it('have unique ids that findPreset resolves', () => {
    const ids = MODEL_PRESETS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of MODEL_PRESETS) expect(findPreset(m.id)).toBe(m);
    expect(findPreset('no-such-model')).toBeUndefined();
  });

  it('divide by the square root of the quantity they name', () => {
    for (const m of MODEL_PRESETS) {
      expect(m.divisor * m.divisor).toBeCloseTo(m.divisorSquared, 9);
      if (m.divisorSource === 'head_dim') expect(m.divisorSquared).toBe(m.headDim);
    }
  });

  it('use head_dim = d_model / heads except the Gemma models', () => {
    const unusual = MODEL_PRESETS.filter((m) => !hasUsualHeadDim(m)).map((m) => m.id);
    const gemma = findPreset('gemma-7b')!;
    expect(gemma.dModel / gemma.heads).toBe(192);
    expect(gemma.headDim).toBe(256);
    expect(gemma.divisor).toBe(16);
    // Gemma 7B and Gemma 2 9B have wider heads than d_model / heads, the 27B
    // models narrower ones; every other model is the textbook d_model / heads.
    expect(unusual.sort()).toEqual(['gemma-7b', 'gemma2-27b', 'gemma2-9b', 'gemma3-27b']);
  });

  it('divide Gemma 2 9B by √256 = 16: its query_pre_attn_scalar was corrected to head_dim', () => {
    const m = findPreset('gemma2-9b')!;
    expect(m.queryPreAttnScalar).toBe(m.headDim);
    expect(m.divisor).toBe(16);
    expect(isDivisorException(m)).toBe(false);
    expect(m.divisorSource).toBe('head_dim');
    // The stale value is kept only as history, and it was d_model / heads.
    expect(m.formerQueryPreAttnScalar).toBe(m.dModel / m.heads);
  });

  it('mark Gemma 2 27B and Gemma 3 27B as the divisor exceptions, with query_pre_attn_scalar = d_model / heads', () => {
    const exceptions = MODEL_PRESETS.filter(isDivisorException);
    expect(exceptions.map((m) => m.id).sort()).toEqual(['gemma2-27b', 'gemma3-27b']);
    for (const m of exceptions) {
      expect(m.divisorSource).toBe('query_pre_attn_scalar');
      expect(m.divisorSquared).toBe(m.dModel / m.heads);
      expect(divisorRatioToSqrtHeadDim(m)).not.toBeCloseTo(1, 3);
    }
    expect(findPreset('gemma2-27b')!.divisor).toBe(12);
    expect(findPreset('gemma3-27b')!.divisor).toBeCloseTo(Math.sqrt(168), 12);
  });

  it('give the Transformer base divisor 8 and Llama-style heads √128', () => {
    expect(findPreset('transformer-base')!.divisor).toBe(8);
    expect(findPreset('llama-7b')!.divisor).toBeCloseTo(11.3137, 4);
    for (const m of MODEL_PRESETS) {
      if (!isDivisorException(m)) expect(divisorRatioToSqrtHeadDim(m)).toBeCloseTo(1, 12);
    }
  });

  it('explain every exception, the Gemma 2 correction and the soft cap in the model sentence', () => {
    for (const m of MODEL_PRESETS.filter(isDivisorException)) {
      expect(modelSentence(m)).toContain(`query_pre_attn_scalar = ${m.divisorSquared}`);
    }
    expect(modelSentence(findPreset('gemma-7b')!)).toContain('256 (not 3072 / 16 = 192)');
    const nine = modelSentence(findPreset('gemma2-9b')!);
    expect(nine).toContain('√head_dim = √256 = 16');
    expect(nine).toContain('corrected it to 256 = head_dim in July 2024');
    expect(nine).toContain('50·tanh(s/50)');
    expect(modelSentence(findPreset('gemma3-27b')!)).toContain('QK-norm');
    expect(modelSentence(findPreset('llama-7b')!)).not.toContain('tanh');
  });
});
