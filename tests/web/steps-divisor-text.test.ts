import { describe, expect, it } from 'vitest';
import { DIVISOR_KINDS } from '../../wasm/api';
import {
  divisorExplanation,
  divisorLabel,
  divisorValue,
} from '../../web/src/steps/fix/divisor-text';
import {
  chooseSampler,
  saturationDraws,
  BRUTE_DRAW_BUDGET,
} from '../../web/src/steps/sampler-choice';

const base = { dk: 64, heads: 8, custom: 4 };

describe('divisorValue', () => {
  it('gives 1, √d_k, d_k, √(d_k·heads) and c', () => {
    expect(DIVISOR_KINDS.map((k) => divisorValue(k, base))).toEqual([1, 8, 64, Math.sqrt(512), 4]);
  });
});

describe('divisorLabel', () => {
  it('prints divisors without padding zeros', () => {
    expect(divisorLabel('sqrt_dk', base)).toBe('√d_k = 8');
    expect(divisorLabel('dk', base)).toBe('d_k = 64');
    expect(divisorLabel('sqrt_dmodel', base)).toBe('√(d_k × heads) = √512 ≈ 22.63');
    expect(divisorLabel('custom', { ...base, custom: 0.5 })).toBe('c = 0.5');
    expect(divisorLabel('none', base)).toBe('no divisor');
  });
});

describe('divisorExplanation', () => {
  it('states the predicted variance d_k / c² for every divisor', () => {
    for (const kind of DIVISOR_KINDS.filter((k) => k !== 'none')) {
      const predicted = base.dk / divisorValue(kind, base) ** 2;
      const text = divisorExplanation(kind, base);
      expect(text).toContain('d_k / c²');
      expect(text).toContain(String(Number(predicted.toPrecision(4))));
    }
  });

  it('names the head count that √d_model over-divides by, and the one-head case', () => {
    expect(divisorExplanation('sqrt_dmodel', base)).toContain('divides by √8 too much');
    expect(divisorExplanation('sqrt_dmodel', { ...base, heads: 1 })).toContain(
      'with one head the two agree',
    );
  });

  it("names a loaded model's own width where it is not d_k × heads (Gemma 7B)", () => {
    const gemma = { dk: 256, heads: 16, custom: 1, model: { name: 'Gemma 7B', dModel: 3072 } };
    const text = divisorExplanation('sqrt_dmodel', gemma);
    expect(text).toContain('Gemma 7B is 3072 wide, not 4096');
    expect(text).toContain(`√d_model would be ${Number(Math.sqrt(3072).toFixed(2))}`);
    const llama = { dk: 128, heads: 32, custom: 1, model: { name: 'Llama', dModel: 4096 } };
    expect(divisorExplanation('sqrt_dmodel', llama)).not.toContain('wide');
  });
});

describe('chooseSampler', () => {
  it('keeps brute force while it fits the budget and switches to exact beyond it', () => {
    const small = saturationDraws(64, 4000, 8, 'normal');
    const large = saturationDraws(4096, 4000, 8, 'normal');
    expect(small).toBeLessThan(BRUTE_DRAW_BUDGET);
    expect(large).toBeGreaterThan(BRUTE_DRAW_BUDGET);
    expect(chooseSampler('auto', 'normal', small)).toBe('brute');
    expect(chooseSampler('auto', 'normal', large)).toBe('exact');
    expect(chooseSampler('auto', 'correlated', large)).toBe('exact');
  });

  it('never picks exact for entries it cannot sample exactly, whatever the setting', () => {
    expect(chooseSampler('exact', 'uniform', 1)).toBe('brute');
    expect(chooseSampler('auto', 'rademacher', 1e12)).toBe('exact');
    expect(chooseSampler('auto', 'uniform', 1e12)).toBe('brute');
    expect(chooseSampler('brute', 'normal', 1e12)).toBe('brute');
  });

  it('counts the extra independent part a correlated key needs', () => {
    expect(saturationDraws(10, 1, 8, 'correlated')).toBe(10 * (1 + 16));
    expect(saturationDraws(10, 1, 8, 'normal')).toBe(10 * 9);
  });
});

describe('a model that divides by √query_pre_attn_scalar', () => {
  const gemma = {
    dk: 128,
    heads: 32,
    custom: 12,
    model: { name: 'Gemma 2 27B', dModel: 4608, heads: 32, headDim: 128, divisorSquared: 144 },
  };
  it("presents c as the model's own divisor, not an arbitrary number", () => {
    expect(divisorLabel('custom', gemma)).toBe('√query_pre_attn_scalar = √144 = 12');
    const text = divisorExplanation('custom', gemma);
    expect(text).toContain('Gemma 2 27B divides by its own √query_pre_attn_scalar = √144 = 12');
    expect(text).toContain('d_model / heads = 4608 / 32 = 144');
    expect(text).toContain(String(Number((128 / 144).toPrecision(4))));
    expect(text).not.toContain('equals 1 only when');
  });
  it('falls back to "c" once c is changed by hand', () => {
    expect(divisorLabel('custom', { ...gemma, custom: 5 })).toBe('c = 5');
  });
});
