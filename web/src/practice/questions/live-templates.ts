// Question templates whose numbers come live from the core: the simulation
// is run with the session's seed, so the expected answer is what the core
// measures (with a tolerance from its standard error), not a stored figure.
import type { Estimate } from '../../../../wasm/api';
import { formatShort, formatValue } from '../../format';
import { pick, shuffleOptions } from './random';
import type { DrawContext, Question, QuestionTemplate } from './types';

export const QUIZ_PAIRS = 20_000;
export const QUIZ_TRIALS = 2_000;
/** Standard errors of slack around a Monte Carlo answer (about 1 in 16,000 false rejections). */
export const K_SE = 4;

/** Tolerance for a typed answer to a simulated quantity: the Monte Carlo
 *  error plus the rounding a person uses when typing it. */
export function monteCarloTolerance(estimate: Estimate, rounding: number): number {
  return K_SE * estimate.se + rounding;
}

const interval = (e: Estimate) => `95% interval ${formatValue(e.lo)} to ${formatValue(e.hi)}`;

const stdUnscaled: QuestionTemplate = {
  id: 'std-unscaled',
  async make({ random, core, seed }: DrawContext): Promise<Question> {
    const dk = pick(random, [16, 32, 64, 128, 256, 512, 1024]);
    const r = await core.variance({ dk, seed, pairs: QUIZ_PAIRS });
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `q and k have d_k = ${dk} independent standard-normal entries. What is the standard deviation of the unscaled score q·k?`,
      answer: r.std.value,
      tolerance: monteCarloTolerance(r.std, 0.05 + 0.005 * r.std.value),
      hint: 'A number, for example 5.7 or √32.',
      explanation: `The core measured ${formatValue(r.std.value)} over ${QUIZ_PAIRS.toLocaleString('en')} pairs (${interval(r.std)}). Each product q_i·k_i has variance 1 and the variances of independent terms add, so the variance is d_k = ${dk} and the standard deviation √${dk} ≈ ${formatShort(Math.sqrt(dk))}.`,
      link: '#step-variance',
    };
  },
};

function divisorVariance(
  r: Awaited<ReturnType<DrawContext['core']['variance']>>,
  kind: string,
): Estimate {
  const found = r.divisors.find((d) => d.kind === kind);
  if (!found) throw new Error(`the core returned no '${kind}' divisor`);
  return found.variance;
}

const varianceScaled: QuestionTemplate = {
  id: 'variance-scaled',
  async make({ random, core, seed }: DrawContext): Promise<Question> {
    const dk = pick(random, [32, 128, 512, 2048]);
    const r = await core.variance({ dk, seed, pairs: QUIZ_PAIRS });
    const scaled = divisorVariance(r, 'sqrt_dk');
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `At d_k = ${dk}, the scores are divided by √d_k ≈ ${formatShort(Math.sqrt(dk))}. What variance do the scaled scores have?`,
      answer: scaled.value,
      tolerance: monteCarloTolerance(scaled, 0.02),
      hint: 'A number, for example 0.5 or 2.',
      explanation: `Measured: ${formatValue(scaled.value)} (${interval(scaled)}), against ${formatValue(r.variance.value)} unscaled. Dividing by c multiplies the variance by 1/c², and (√d_k)² = d_k, so variance d_k becomes 1.`,
      link: '#step-fix',
    };
  },
};

const varianceOverDk: QuestionTemplate = {
  id: 'variance-over-dk',
  async make({ random, core, seed }: DrawContext): Promise<Question> {
    const dk = pick(random, [16, 32, 64, 128]);
    const r = await core.variance({ dk, seed, pairs: QUIZ_PAIRS });
    const overDk = divisorVariance(r, 'dk');
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `Someone divides the scores by d_k = ${dk} instead of √d_k. What variance do the scores then have?`,
      answer: overDk.value,
      tolerance: monteCarloTolerance(overDk, 0.0005),
      hint: `A number, for example 0.05 or 1/${dk * 2}.`,
      explanation: `Measured: ${formatValue(overDk.value)} (${interval(overDk)}), about 1/d_k = ${formatValue(1 / dk)}. Scores that close together make the softmax nearly uniform, so attention can no longer pick out a key.`,
      link: '#step-fix',
    };
  },
};

const topWeightChoice: QuestionTemplate = {
  id: 'top-weight-unscaled',
  async make({ random, core, seed }: DrawContext): Promise<Question> {
    const dk = pick(random, [64, 256, 512, 1024]);
    const r = await core.saturation({ dk, seed, trials: QUIZ_TRIALS, keys: 8 });
    const raw = r.byDivisor.find((d) => d.kind === 'none');
    const scaled = r.byDivisor.find((d) => d.kind === 'sqrt_dk');
    if (!raw || !scaled) throw new Error('the core returned no raw or scaled summary');
    const rawText = formatShort(raw.topWeight.value);
    const scaledText = formatShort(scaled.topWeight.value);
    const wrong = ['0.125', scaledText, '0.5'].filter(
      (o, i, all) => o !== rawText && all.indexOf(o) === i,
    );
    return {
      kind: 'choice',
      template: this.id,
      prompt: `One query against 8 random keys, d_k = ${dk}, NO scaling. Averaged over ${QUIZ_TRIALS.toLocaleString('en')} trials, the largest softmax weight is closest to…`,
      ...shuffleOptions(random, rawText, wrong),
      explanation: `The core measured a mean top weight of ${rawText} unscaled and ${scaledText} after dividing by √${dk}. Unscaled scores spread by about √${dk} ≈ ${formatShort(Math.sqrt(dk))}, so one key usually takes almost all the weight; 0.125 would be a uniform softmax over 8 keys.`,
      link: '#step-saturation',
    };
  },
};

/** Four distinct integer scores, largest first. */
function drawScores(random: () => number, spread: number): number[] {
  const values = new Set<number>();
  while (values.size < 4) values.add(Math.round((random() * 2 - 1) * spread));
  return [...values].sort((a, b) => b - a);
}

const maxJacobian: QuestionTemplate = {
  id: 'max-jacobian',
  async make({ random, core }: DrawContext): Promise<Question> {
    const scores = drawScores(random, pick(random, [2, 4, 8, 16]));
    const r = await core.softmax(scores);
    const answer = r.maxJacobianEntry;
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `For the scores (${scores.join(', ')}), what is the largest entry (in absolute value) of the softmax Jacobian ∂p_i/∂z_j = p_i(δ_ij − p_j)?`,
      answer,
      tolerance: Math.max(0.0005, 0.02 * answer),
      hint: 'A number between 0 and 0.25, for example 0.19.',
      explanation: `The weights are (${Array.from(r.weights, (w) => formatShort(w)).join(', ')}); the largest Jacobian entry is ${formatValue(answer)}, at row ${r.maxEntryRow + 1}, column ${r.maxEntryCol + 1}. The most any entry can reach is 0.25 (when a weight is 1/2); the more one-hot the weights, the closer every entry is to 0 and the less gradient flows.`,
      link: '#step-saturation',
    };
  },
};

const topWeightExact: QuestionTemplate = {
  id: 'top-weight-exact',
  async make({ random, core }: DrawContext): Promise<Question> {
    const dk = pick(random, [16, 64, 256]);
    const root = Math.sqrt(dk);
    const scores = drawScores(random, 2.5).map((s) => s * root);
    const scaled = scores.map((s) => s / root);
    const r = await core.softmax(scaled);
    const answer = Math.max(...r.weights);
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `A head with d_k = ${dk} computes raw scores (${scores.join(', ')}). After the usual scaling, what weight does the softmax give the top key?`,
      answer,
      tolerance: 0.005,
      hint: 'A number between 0 and 1, for example 0.62.',
      explanation: `Dividing by √${dk} = ${formatShort(root)} gives (${scaled.join(', ')}), and the softmax weights are (${Array.from(r.weights, (w) => formatShort(w)).join(', ')}). Without the scaling the top weight would be far closer to 1.`,
      link: '#step-fix',
    };
  },
};

export const ROPE_PAIRS = 4_000;

const ropeVariance: QuestionTemplate = {
  id: 'rope-variance',
  async make({ random, core, seed }: DrawContext): Promise<Question> {
    const dk = pick(random, [32, 64, 128]);
    const offset = pick(random, [10, 100, 1000, 4000]);
    const r = await core.rope({ dk, seed, pairs: ROPE_PAIRS, maxOffset: offset });
    const row = r.rows.find((x) => x.offset === offset);
    if (!row) throw new Error(`the core returned no row for offset ${offset}`);
    return {
      kind: 'numeric',
      template: this.id,
      prompt: `RoPE rotates q and k (d_k = ${dk}, independent standard-normal entries) to positions ${offset.toLocaleString('en')} apart. What is the variance of the unscaled score q·k?`,
      answer: row.variance.value,
      tolerance: monteCarloTolerance(row.variance, 0.5 + 0.01 * dk),
      hint: 'A number, for example 48 or 2·24.',
      explanation: `The core measured ${formatValue(row.variance.value)} over ${ROPE_PAIRS.toLocaleString('en')} rotated pairs (${interval(row.variance)}), and ${formatValue(r.rows[0].variance.value)} at offset 0. A rotation is orthogonal: the rotated key has the same length, so the score is still a sum of d_k = ${dk} products with variance ${dk} at every offset, and √d_k stays the divisor.`,
      link: '#step-beyond',
    };
  },
};

export const LIVE_TEMPLATES: readonly QuestionTemplate[] = [
  stdUnscaled,
  varianceScaled,
  varianceOverDk,
  topWeightChoice,
  maxJacobian,
  topWeightExact,
  ropeVariance,
];
