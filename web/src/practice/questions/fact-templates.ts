// Question templates about facts and reasoning (model table, wrong divisors,
// gradient direction), randomised in their numbers and option order.
import {
  MODEL_PRESETS,
  hasUsualHeadDim,
  isDivisorException,
  modelSentence,
  rootText,
} from '../../models/presets';
import { formatShort } from '../../format';
import { pick, shuffleOptions } from './random';
import type { DrawContext, Question, QuestionTemplate } from './types';

// Every model fact below comes from src/data/models.json through presets.ts.
// A question gives what is needed to derive its answer: for a model that
// divides by √query_pre_attn_scalar the prompt states that number, and a
// head_dim that is not d_model / heads is asked as recall of the model table.
const modelDivisor: QuestionTemplate = {
  id: 'model-divisor',
  async make({ random }: DrawContext): Promise<Question> {
    const model = pick(random, MODEL_PRESETS);
    const correct = rootText(model.divisorSquared);
    const usual = model.dModel / model.heads;
    const candidates = [
      rootText(model.headDim),
      ...(Number.isInteger(usual) ? [rootText(usual)] : []),
      rootText(model.dModel),
      rootText(model.heads),
      `${model.headDim} (no square root)`,
    ];
    const wrong = [...new Set(candidates)].filter((c) => c !== correct).slice(0, 3);
    const config = isDivisorException(model)
      ? `, query_pre_attn_scalar ${model.divisorSquared} in its configuration`
      : '';
    const why = isDivisorException(model)
      ? `${model.name} is an exception: it divides by √query_pre_attn_scalar = ${correct}, not by √head_dim = ${rootText(model.headDim)}.`
      : `Each head divides by √head_dim, and ${model.name} has head_dim ${model.headDim}. Neither d_model nor the number of heads enters the scale.`;
    return {
      kind: 'choice',
      template: this.id,
      prompt: `${model.name} (d_model ${model.dModel}, ${model.heads} heads, head_dim ${model.headDim}${config}): which number does one head divide its attention scores by?`,
      ...shuffleOptions(random, correct, wrong),
      explanation: `${why} ${modelSentence(model)}`,
      link: '#step-fix',
    };
  },
};

const modelHeadDim: QuestionTemplate = {
  id: 'model-head-dim',
  async make({ random }: DrawContext): Promise<Question> {
    const model = pick(random, MODEL_PRESETS);
    const usual = hasUsualHeadDim(model);
    return {
      kind: 'numeric',
      template: this.id,
      prompt: usual
        ? `${model.name} has d_model ${model.dModel} and ${model.heads} heads, and the usual layout. What is its per-head key size d_k (head_dim)?`
        : `${model.name} has d_model ${model.dModel} and ${model.heads} heads, but its head_dim is not d_model / heads. From the model table of step 3: what is its head_dim?`,
      answer: model.headDim,
      tolerance: 0,
      hint: usual
        ? 'A whole number, for example 96.'
        : 'A whole number you can look up in the step 3 model table; a power of two.',
      explanation: usual
        ? `${model.dModel} / ${model.heads} = ${model.headDim}: the usual layout, head_dim = d_model / heads. Its heads divide their scores by ${rootText(model.divisorSquared)}.`
        : `${model.headDim}: not ${model.dModel} / ${model.heads} = ${formatShort(model.dModel / model.heads)}. head_dim is a free choice; most models set it to d_model / heads, this one does not.`,
      link: '#step-fix',
    };
  },
};

const whySquareRoot: QuestionTemplate = {
  id: 'why-square-root',
  async make({ random }: DrawContext): Promise<Question> {
    const c = pick(random, [2, 4, 8, 16]);
    return {
      kind: 'choice',
      template: this.id,
      prompt: `Every score is divided by c = ${c}. By what factor does the variance of the scores change?`,
      ...shuffleOptions(random, `1/${c * c}`, [`1/${c}`, `1/√${c}`, `${c * c}`]),
      explanation: `Var(x/c) = Var(x)/c², so the variance is multiplied by 1/${c * c}. That is why the divisor is √d_k: to turn variance d_k into 1 we need c² = d_k.`,
      link: '#step-fix',
    };
  },
};

const gradientDirection: QuestionTemplate = {
  id: 'gradient-direction',
  async make({ random }: DrawContext): Promise<Question> {
    return {
      kind: 'choice',
      template: this.id,
      prompt:
        'At large d_k without the scaling, what happens to the gradients that reach W_Q and W_K?',
      ...shuffleOptions(random, 'They vanish: the saturated softmax has a Jacobian close to 0', [
        'They explode: large scores give large gradients',
        'Nothing: the scaling only changes the forward pass',
        'They flip sign, so training diverges',
      ]),
      explanation:
        'A nearly one-hot softmax barely moves when its inputs move, so its Jacobian p_i(δ_ij − p_j) is close to 0 everywhere and the error signal vanishes. Vanishing, not exploding, is the failure.',
      link: '#step-saturation',
    };
  },
};

const divideByDk: QuestionTemplate = {
  id: 'divide-by-dk-effect',
  async make({ random }: DrawContext): Promise<Question> {
    const dk = pick(random, [64, 128, 256]);
    return {
      kind: 'choice',
      template: this.id,
      prompt: `At d_k = ${dk}, what happens to the attention weights if the scores are divided by d_k instead of √d_k?`,
      ...shuffleOptions(random, 'They become nearly uniform, so attention cannot focus', [
        'They become one-hot, as without scaling',
        'Nothing changes: any divisor works',
        'They become negative',
      ]),
      explanation: `Dividing by ${dk} leaves the scores a variance of 1/${dk}: they all sit near 0, and the softmax of nearly equal numbers is nearly uniform.`,
      link: '#step-fix',
    };
  },
};

const jacobianBound: QuestionTemplate = {
  id: 'jacobian-bound',
  async make(): Promise<Question> {
    return {
      kind: 'numeric',
      template: this.id,
      prompt: 'What is the largest value any entry of a softmax Jacobian can take?',
      answer: 0.25,
      tolerance: 0.001,
      hint: 'A number, for example 0.5 or 1/3.',
      explanation:
        'The diagonal entry p(1 − p) peaks at p = 1/2, giving 1/4; off-diagonal entries −p_i p_j are at most 1/4 in size too. A saturated softmax is far below this bound.',
      link: '#step-saturation',
    };
  },
};

const divisorForDk: QuestionTemplate = {
  id: 'divisor-for-dk',
  async make({ random }: DrawContext): Promise<Question> {
    const dk = pick(random, [16, 64, 96, 128, 256]);
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `A head has d_k = ${dk}. What number are its attention scores divided by?`,
      answer: Math.sqrt(dk),
      tolerance: 0.01,
      hint: `A number, for example 12 or √${dk * 2}.`,
      explanation: `√${dk} ≈ ${formatShort(Math.sqrt(dk))}: the square root of the per-head key size, which brings the score variance from ${dk} back to 1.`,
      link: '#step-fix',
    };
  },
};

export const FACT_TEMPLATES: readonly QuestionTemplate[] = [
  modelDivisor,
  modelHeadDim,
  whySquareRoot,
  gradientDirection,
  divideByDk,
  jacobianBound,
  divisorForDk,
];
