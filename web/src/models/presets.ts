// Real models and the divisor each one actually applies to its attention scores.
// Pure data plus small helpers; step 3 renders it and the presets test checks
// that every row is internally consistent (head_dim, heads, divisor).
//
// Most models divide by √head_dim. The Gemma rows are here on purpose: Gemma 7B
// has head_dim 256 although 3072 / 16 = 192, and both Gemma 2 models divide by
// √query_pre_attn_scalar instead of √head_dim.

export interface ModelPreset {
  id: string;
  name: string;
  dModel: number;
  heads: number;
  headDim: number;
  /** The number the scores are divided by, before the softmax. */
  divisor: number;
  /** What is under the square root: head_dim for most models. */
  divisorSource: 'head_dim' | 'query_pre_attn_scalar';
  /** Value under the square root (divisor = √divisorSquared). */
  divisorSquared: number;
  note: string;
}

function preset(
  id: string,
  name: string,
  dModel: number,
  heads: number,
  headDim: number,
  note: string,
  queryPreAttnScalar?: number,
): ModelPreset {
  const divisorSquared = queryPreAttnScalar ?? headDim;
  return {
    id,
    name,
    dModel,
    heads,
    headDim,
    divisor: Math.sqrt(divisorSquared),
    divisorSource: queryPreAttnScalar === undefined ? 'head_dim' : 'query_pre_attn_scalar',
    divisorSquared,
    note,
  };
}

export const MODEL_PRESETS: readonly ModelPreset[] = [
  preset(
    'transformer-base',
    'Transformer base (2017)',
    512,
    8,
    64,
    'The original model: eight heads of 64 dimensions each, so every head divides its scores by 8.',
  ),
  preset(
    'transformer-big',
    'Transformer big (2017)',
    1024,
    16,
    64,
    'Twice the width but twice the heads, so each head still has 64 dimensions and still divides by 8.',
  ),
  preset(
    'bert-base',
    'BERT-base',
    768,
    12,
    64,
    'Twelve heads of 64 dimensions: the divisor is 8, not √768 ≈ 27.7.',
  ),
  preset(
    'gpt2-small',
    'GPT-2 small',
    768,
    12,
    64,
    'Same shape as BERT-base: 64 dimensions per head, divisor 8.',
  ),
  preset(
    'llama-7b',
    'Llama 2 7B / Llama 3 8B / Mistral 7B',
    4096,
    32,
    128,
    'Heads of 128 dimensions, so the divisor is √128 ≈ 11.31.',
  ),
  preset(
    'llama3-70b',
    'Llama 3 70B',
    8192,
    64,
    128,
    'A much wider model with the same 128-dimensional heads: the divisor stays √128 ≈ 11.31.',
  ),
  preset(
    'gemma-7b',
    'Gemma 7B',
    3072,
    16,
    256,
    'head_dim is 256, not 3072 / 16 = 192: the heads are wider than d_model / heads. The divisor follows the real head size, √256 = 16.',
  ),
  preset(
    'gemma2-9b',
    'Gemma 2 9B',
    3584,
    16,
    256,
    'An exception: its heads have 256 dimensions although 3584 / 16 = 224, and it divides by √query_pre_attn_scalar = √224 ≈ 14.97 (d_model / heads) rather than by √head_dim = 16.',
    224,
  ),
  preset(
    'gemma2-27b',
    'Gemma 2 27B',
    4608,
    32,
    128,
    'An exception: its heads have 128 dimensions although 4608 / 32 = 144, and it divides by √query_pre_attn_scalar = √144 = 12 (d_model / heads) rather than by √head_dim ≈ 11.31.',
    144,
  ),
];

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
