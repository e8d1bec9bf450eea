// Names and one-line explanations of the divisors step 3 compares. Pure, so
// the wording is unit-tested; the measured numbers come from the core.
import type { DivisorKind } from '../../../../wasm/api';
import { formatPlain as formatNumber } from '../describe';

export interface DivisorSettings {
  dk: number;
  heads: number;
  custom: number;
  /** The loaded model preset, if any: its own width may differ from d_k × heads. */
  model?: {
    name: string;
    dModel: number;
    heads?: number;
    divisorSquared?: number;
    headDim?: number;
  };
}

/** The loaded model divides by √query_pre_attn_scalar (Gemma 2 27B, Gemma 3 27B)
 *  and the custom c holds exactly that divisor: c is then the model's own. */
function ownModelDivisor(
  s: DivisorSettings,
): { name: string; squared: number; headDim: number; dModel: number; heads: number } | null {
  const m = s.model;
  if (!m || m.divisorSquared === undefined || m.headDim === undefined || m.heads === undefined)
    return null;
  if (m.divisorSquared === m.headDim) return null;
  if (Math.abs(s.custom - Math.sqrt(m.divisorSquared)) > 1e-6 * s.custom) return null;
  return {
    name: m.name,
    squared: m.divisorSquared,
    headDim: m.headDim,
    dModel: m.dModel,
    heads: m.heads,
  };
}

/** The number the scores are divided by, as the core computes it. */
export function divisorValue(kind: DivisorKind, s: DivisorSettings): number {
  switch (kind) {
    case 'none':
      return 1;
    case 'sqrt_dk':
      return Math.sqrt(s.dk);
    case 'dk':
      return s.dk;
    case 'sqrt_dmodel':
      return Math.sqrt(s.dk * s.heads);
    case 'custom':
      return s.custom;
  }
}

/** Short label, e.g. "√d_k = 8" or "√(d_k × heads) = √512 ≈ 22.63". The core's
 *  sqrt_dmodel divisor is √(d_k × heads), which is √d_model only when head_dim
 *  = d_model / heads, so the label names what is computed. */
export function divisorLabel(kind: DivisorKind, s: DivisorSettings): string {
  const c = formatNumber(divisorValue(kind, s));
  switch (kind) {
    case 'none':
      return 'no divisor';
    case 'sqrt_dk':
      return `√d_k = ${c}`;
    case 'dk':
      return `d_k = ${s.dk}`;
    case 'sqrt_dmodel':
      return `√(d_k × heads) = √${s.dk * s.heads} ≈ ${c}`;
    case 'custom': {
      const own = ownModelDivisor(s);
      return own
        ? `√query_pre_attn_scalar = √${own.squared} = ${formatNumber(s.custom)}`
        : `c = ${formatNumber(s.custom)}`;
    }
  }
}

/** A loaded model whose width is not d_k × heads (Gemma): say what its own √d_model is. */
function ownWidth(s: DivisorSettings): string {
  if (!s.model || s.model.dModel === s.dk * s.heads) return '';
  return ` ${s.model.name} is ${s.model.dModel} wide, not ${s.dk * s.heads}, so its own √d_model would be ${formatNumber(Math.sqrt(s.model.dModel))}; the table uses √(d_k × heads).`;
}

/** What the theory predicts for the chosen divisor (the table shows what the core measures). */
export function divisorExplanation(kind: DivisorKind, s: DivisorSettings): string {
  const predicted = s.dk / divisorValue(kind, s) ** 2;
  const variance = `Predicted score variance: d_k / c² = ${formatNumber(predicted)}.`;
  switch (kind) {
    case 'none':
      return `Without a divisor the scores keep variance d_k = ${s.dk}, so at large d_k the softmax saturates and its gradients vanish.`;
    case 'sqrt_dk':
      return `Dividing by √d_k = ${formatNumber(Math.sqrt(s.dk))} undoes the growth exactly: variance 1 at every d_k, under the independence assumption. ${variance}`;
    case 'dk':
      return `Dividing by d_k = ${s.dk} overshoots: the variance drops to 1/d_k and the weights drift towards uniform (1/8 each for 8 keys), so attention cannot focus. ${variance}`;
    case 'sqrt_dmodel':
      return `√(d_k × heads) stands for √d_model, the whole model width when head_dim = d_model / heads: ${s.heads} heads × ${s.dk} = ${s.dk * s.heads}, instead of one head's key size. It divides by √${s.heads} too much${s.heads === 1 ? ' (with one head the two agree)' : ''}.${ownWidth(s)} ${variance}`;
    case 'custom': {
      const own = ownModelDivisor(s);
      if (own) {
        return (
          `${own.name} divides by its own √query_pre_attn_scalar = √${own.squared} = ${formatNumber(s.custom)}, not by √head_dim = √${own.headDim}: ` +
          `its configuration sets query_pre_attn_scalar to ${own.dModel === own.squared * own.heads ? `d_model / heads = ${own.dModel} / ${own.heads} = ` : ''}${own.squared}, while each head's keys hold ${own.headDim} numbers. ` +
          `${variance} That is ${predicted < 1 ? 'a little below' : 'a little above'} 1 by the model's design, not an error: its softmax is slightly ${predicted < 1 ? 'softer' : 'sharper'} than √d_k would make it.`
        );
      }
      return `A custom divisor c is a softmax temperature. ${variance} It equals 1 only when c = √d_k = ${formatNumber(Math.sqrt(s.dk))}.`;
    }
  }
}
