// The reference experiment in TensorFlow.js on its WASM backend, written the
// way a web developer would: tf.randomNormal for q and k, tf.matMul for the
// scores, tf.softmax for the weights, one tf.tidy per d_k and dataSync() to
// read the numbers back. Same quantities as the core: the variance of 20,000
// scores and, over 4,000 trials of one query against 8 keys, the top weight,
// saturated fraction, Jacobian norm and entropy under the five divisors.
// The backend's .wasm files ship inside @tensorflow/tfjs-backend-wasm, so
// nothing is downloaded.
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';

import {
  REFERENCE_DKS,
  REFERENCE_KEYS,
  REFERENCE_PAIRS,
  REFERENCE_TRIALS,
} from './plain-js-reference';

const HEADS = 8;
const THRESHOLD = 0.99;

/** Selects the WASM backend; false (with the reason) when it cannot start. */
export async function startTfjsWasm(): Promise<{ ok: boolean; detail: string }> {
  try {
    if (!(await tf.setBackend('wasm'))) return { ok: false, detail: 'setBackend failed' };
    await tf.ready();
    const simd = tf.env().getBool('WASM_HAS_SIMD_SUPPORT');
    const threads = tf.env().getBool('WASM_HAS_MULTITHREAD_SUPPORT');
    return { ok: true, detail: `tfjs ${tf.version_core}, SIMD ${simd}, threads ${threads}` };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function divisorsOf(dk: number): number[] {
  return [1, Math.sqrt(dk), dk, Math.sqrt(dk * HEADS), 1];
}

/** Top weight, saturated fraction, Jacobian norm and entropy, as means. */
function softmaxStatistics(scores: tf.Tensor2D, divisor: number): tf.Tensor[] {
  const logits = tf.div(scores, divisor);
  const p = tf.softmax(logits);
  const logP = tf.logSoftmax(logits);
  const top = tf.max(p, 1);
  const saturated = tf.mean(tf.cast(tf.greater(top, THRESHOLD), 'float32'));
  // Jacobian diag(p) - p p^T per trial, and its Frobenius norm.
  const column = tf.expandDims(p, 2) as tf.Tensor3D;
  const jacobian = tf.sub(
    tf.mul(column, tf.eye(REFERENCE_KEYS)),
    tf.matMul(column, tf.expandDims(p, 1) as tf.Tensor3D),
  );
  const norm = tf.mean(tf.sqrt(tf.sum(tf.square(jacobian), [1, 2])));
  const entropy = tf.mean(tf.neg(tf.sum(tf.mul(p, logP), 1)));
  return [tf.mean(top), saturated, norm, entropy];
}

function experimentAt(dk: number): number[] {
  return tf.tidy(() => {
    const q = tf.randomNormal([REFERENCE_PAIRS, 1, dk]) as tf.Tensor3D;
    const k = tf.randomNormal([REFERENCE_PAIRS, dk, 1]) as tf.Tensor3D;
    const scores = tf.reshape(tf.matMul(q, k), [REFERENCE_PAIRS]);
    const { mean, variance } = tf.moments(scores);
    const query = tf.randomNormal([REFERENCE_TRIALS, dk, 1]) as tf.Tensor3D;
    const keys = tf.randomNormal([REFERENCE_TRIALS, REFERENCE_KEYS, dk]) as tf.Tensor3D;
    const trialScores = tf.reshape(tf.matMul(keys, query), [REFERENCE_TRIALS, REFERENCE_KEYS]);
    const stats = divisorsOf(dk).flatMap((c) => softmaxStatistics(trialScores as tf.Tensor2D, c));
    return [mean, variance, ...stats].map((t) => t.dataSync()[0]);
  });
}

/** One run of the reference experiment; returns every statistic (so none is
 *  skipped) for a sanity check of the variance. */
export function tfjsReferenceExperiment(): number[][] {
  return REFERENCE_DKS.map(experimentAt);
}
