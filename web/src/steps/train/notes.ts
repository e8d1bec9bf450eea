// Two small live texts of step 4: which real models have the default head
// size (from src/data/models.json, so the page never types the number twice),
// and the line under the note on SGD, worded from the live snapshot.
import trainData from '../../../../src/data/train.json' with { type: 'json' };
import type { TrainResult } from '../../../../wasm/api';
import { MODEL_PRESETS } from '../../models/presets';
import { leadSentence, listJoin } from './describe';

/** "The default, d_k = 128, is the head size of Llama 2 7B / … and Llama 3 70B." */
export function defaultHeadText(): string {
  const dk = trainData.defaults.dk;
  const models = MODEL_PRESETS.filter((m) => m.headDim === dk).map((m) => m.name);
  if (models.length === 0) return `The default is d_k = ${dk}.`;
  return `The default, d_k = ${dk}, is the head size of ${listJoin(models)} (the model table of step 3).`;
}

/** The live check under the SGD note: what the current run shows, and what to try. */
export function describeSgdNote(result: TrainResult | null): string {
  if (!result || result.step.length === 0) return 'Waiting for the first training step.';
  const sentence = leadSentence(result);
  const lead = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  return result.options.optimizer === 'sgd'
    ? `Now on SGD with the scaled grid: ${lead} Switch back to Adam to compare.`
    : `Now on Adam: ${lead} Press “Try it with SGD” to rerun the same seeds with SGD.`;
}
