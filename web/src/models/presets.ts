// Real models and the divisor each one actually applies to its attention scores.
// The facts live once, in src/data/models.json; this module derives what the
// page shows from them (divisor, where it comes from, whether head_dim is the
// usual d_model / heads) and composes every sentence that carries a number, so
// no number about a model is typed twice. tests/web/facts.test.ts checks that
// every place that shows a model agrees with the data.
//
// Most models divide by √head_dim. Gemma 7B and Gemma 2 9B have heads wider
// than d_model / heads but still divide by √head_dim; Gemma 2 27B and Gemma 3
// 27B set query_pre_attn_scalar = d_model / heads and divide by its root.
import data from '../../../src/data/models.json' with { type: 'json' };

/** One row of src/data/models.json. */
interface ModelRecord {
  id: string;
  name: string;
  dModel: number;
  heads: number;
  headDim: number;
  /** When set, scores are divided by √queryPreAttnScalar instead of √headDim. */
  queryPreAttnScalar?: number;
  /** The value a first public configuration gave before it was corrected. */
  formerQueryPreAttnScalar?: number;
  correctedIn?: string;
  /** Gemma 2: scores are soft-capped, s ↦ cap·tanh(s/cap), after the divisor. */
  attnLogitSoftCap?: number;
  /** Queries and keys are normalised before the dot product. */
  qkNorm?: boolean;
  /** Qualitative only: numbers are composed from the fields above. */
  note: string;
}

export interface ModelPreset extends ModelRecord {
  /** The number the scores are divided by, before the softmax. */
  divisor: number;
  /** What is under the square root: head_dim unless the config names another number. */
  divisorSource: 'head_dim' | 'query_pre_attn_scalar';
  /** Value under the square root (divisor = √divisorSquared). */
  divisorSquared: number;
}

function derive(record: ModelRecord): ModelPreset {
  const divisorSquared = record.queryPreAttnScalar ?? record.headDim;
  return {
    ...record,
    divisor: Math.sqrt(divisorSquared),
    // A query_pre_attn_scalar equal to head_dim (Gemma 2 9B) changes nothing.
    divisorSource: divisorSquared === record.headDim ? 'head_dim' : 'query_pre_attn_scalar',
    divisorSquared,
  };
}

export const MODEL_PRESETS: readonly ModelPreset[] = (data.models as ModelRecord[]).map(derive);

export function findPreset(id: string): ModelPreset | undefined {
  return MODEL_PRESETS.find((m) => m.id === id);
}

/** True when the model's head size is the usual d_model / heads. */
export function hasUsualHeadDim(model: ModelPreset): boolean {
  return model.headDim * model.heads === model.dModel;
}

/** True when the model divides by something other than √head_dim. */
export function isDivisorException(model: ModelPreset): boolean {
  return model.divisorSquared !== model.headDim;
}

/** How far the model's divisor is from the textbook √head_dim, as a ratio. */
export function divisorRatioToSqrtHeadDim(model: ModelPreset): number {
  return model.divisor / Math.sqrt(model.headDim);
}

/** "√256 = 16" or "√128 ≈ 11.31". */
export function rootText(squared: number): string {
  const root = Math.sqrt(squared);
  return Number.isInteger(root)
    ? `√${squared} = ${root}`
    : `√${squared} ≈ ${(Math.round(root * 100) / 100).toFixed(2)}`;
}

/** The divisor cell of the model table, e.g. "√144 = 12 (query_pre_attn_scalar)". */
export function divisorText(m: ModelPreset): string {
  return rootText(m.divisorSquared) + (isDivisorException(m) ? ' (query_pre_attn_scalar)' : '');
}

/** The head_dim cell: "256 (not 3072 / 16 = 192)" where head_dim is not d_model / heads. */
export function headDimText(m: ModelPreset): string {
  if (hasUsualHeadDim(m)) return String(m.headDim);
  const usual = m.dModel / m.heads;
  const shown = Number.isInteger(usual) ? String(usual) : usual.toFixed(2);
  return `${m.headDim} (not ${m.dModel} / ${m.heads} = ${shown})`;
}

/** Everything the page says about one model, every number taken from the data. */
export function modelSentence(m: ModelPreset): string {
  const parts = [
    `${m.name}: d_model ${m.dModel}, ${m.heads} heads, head_dim ${headDimText(m)}.`,
    isDivisorException(m)
      ? `Its configuration sets query_pre_attn_scalar = ${m.divisorSquared}, so scores are divided by ${rootText(m.divisorSquared)} rather than by √head_dim = ${rootText(m.headDim)}.`
      : `Scores are divided by √head_dim = ${rootText(m.headDim)}.`,
    m.note,
  ];
  if (m.formerQueryPreAttnScalar !== undefined) {
    parts.push(
      `Its first public configuration said query_pre_attn_scalar = ${m.formerQueryPreAttnScalar} (d_model / heads); ` +
        `Google corrected it to ${m.divisorSquared} = head_dim in ${m.correctedIn}.`,
    );
  }
  if (m.attnLogitSoftCap !== undefined) {
    const cap = m.attnLogitSoftCap;
    parts.push(
      `After the divisor, each score s is soft-capped to ${cap}·tanh(s/${cap}), so no score exceeds ${cap} in size.`,
    );
  }
  if (m.qkNorm) parts.push('Queries and keys are normalised (QK-norm) before the dot product.');
  return parts.join(' ');
}
