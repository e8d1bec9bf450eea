import { describe, expect, it } from 'vitest';
import {
  MODEL_PRESETS,
  divisorRatioToSqrtHeadDim,
  findPreset,
  hasUsualHeadDim,
  isDivisorException,
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

  it('use head_dim = d_model / heads except the three Gemma models', () => {
    const unusual = MODEL_PRESETS.filter((m) => !hasUsualHeadDim(m)).map((m) => m.id);
    expect(unusual).toContain('gemma-7b');
    const gemma = findPreset('gemma-7b')!;
    expect(gemma.dModel / gemma.heads).toBe(192);
    expect(gemma.headDim).toBe(256);
    expect(gemma.divisor).toBe(16);
    // Gemma 2 9B has wider heads (256 vs 3584/16 = 224) and 27B narrower ones
    // (128 vs 4608/32 = 144); every other model is the textbook d_model / heads.
    expect(unusual.sort()).toEqual(['gemma-7b', 'gemma2-27b', 'gemma2-9b']);
  });

  it('mark exactly the two Gemma 2 models as divisor exceptions, with query_pre_attn_scalar = d_model / heads', () => {
    const exceptions = MODEL_PRESETS.filter(isDivisorException);
    expect(exceptions.map((m) => m.id).sort()).toEqual(['gemma2-27b', 'gemma2-9b']);
    for (const m of exceptions) {
      expect(m.divisorSource).toBe('query_pre_attn_scalar');
      expect(m.divisorSquared).toBe(m.dModel / m.heads);
      expect(divisorRatioToSqrtHeadDim(m)).not.toBeCloseTo(1, 3);
    }
    expect(findPreset('gemma2-27b')!.divisor).toBe(12);
    expect(findPreset('gemma2-9b')!.divisor).toBeCloseTo(Math.sqrt(224), 12);
  });

  it('give the Transformer base divisor 8 and Llama-style heads √128', () => {
    expect(findPreset('transformer-base')!.divisor).toBe(8);
    expect(findPreset('llama-7b')!.divisor).toBeCloseTo(11.3137, 4);
    for (const m of MODEL_PRESETS) {
      if (!isDivisorException(m)) expect(divisorRatioToSqrtHeadDim(m)).toBeCloseTo(1, 12);
    }
  });

  it('explain every divisor that is an exception in its note', () => {
    for (const m of MODEL_PRESETS.filter(isDivisorException)) {
      expect(m.note).toMatch(/query_pre_attn_scalar/);
    }
    expect(findPreset('gemma-7b')!.note).toMatch(/192/);
  });
});
