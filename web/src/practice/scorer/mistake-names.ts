// A short name for every mistake the scorer and the follow-up grader report,
// for the advice, the interview's report and history. A Record over
// MistakeId, so a new mistake id fails the type check until it has a name here.
import type { MistakeId } from './mistakes';

export const MISTAKE_NAMES: Record<MistakeId, string> = {
  'exploding-gradients': 'gradients explode without the scaling',
  'divide-by-dk': 'dividing by d_k',
  'divide-by-sqrt-dmodel': 'dividing by √d_model',
  'divide-by-sqrt-heads': 'dividing by √(number of heads)',
  'just-smaller': 'it only makes the numbers smaller',
  'variance-exactly-one': 'the variance is always exactly 1',
  'reversed-causation': 'cause and effect told the wrong way round',
  'inverted-fix': 'the fix told the wrong way round',
  'same-at-every-dk': 'the scaling matters the same at every d_k',
  'additive-always-better': 'additive attention is always better',
  'scale-changes-complexity': 'the scaling changes the cost of attention',
  'flash-approximate': 'FlashAttention approximates the softmax',
  'loss-fixes-attention': 'the loss undoes the saturation inside attention',
  'optimiser-replaces-scaling': 'the optimiser makes the scaling unnecessary',
  'rope-changes-variance': 'RoPE changes the score variance',
  'quant-scale-on-integers': '1/√d_k applied to the raw int8 scores',
};

/** The advice for the next level, led by the mistakes that cap it, by name. */
export const fixFirst = (ids: readonly MistakeId[], advice: string | null): string =>
  `First fix ${ids.map((id) => `“${MISTAKE_NAMES[id]}”`).join(' and ')}. ${advice ?? ''}`.trim();

/** That advice without its lead, where the mistakes are listed on their own. */
export const withoutFixFirst = (advice: string): string =>
  advice.replace(/^First fix (“[^”]*”( and )?)+\.\s*/, '');
