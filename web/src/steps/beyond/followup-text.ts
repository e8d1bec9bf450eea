// The texts of Beyond's three live follow-ups (RoPE, an int8 key cache,
// FlashAttention's online softmax), written from the core's results so they
// say what the numbers show, and the tables their CSV exports hold. Pure
// functions: unit-tested on constructed results (tests/web/beyond-followups.test.ts).
import type {
  KvCacheResult,
  KvMethod,
  KvMethodRow,
  KvQuantResult,
  OnlineSoftmaxResult,
  RopeResult,
} from '../../../../wasm/api';
import type { DataTable } from '../../export/csv';
import { formatNumber, formatPlain } from '../describe';
import { formatEstimate } from '../format-estimate';

const SMALL = (x: number) => x.toExponential(1).replace('-', '−');
/** Large values in full (1,100 rather than 1.1e+3), the rest as formatNumber. */
const LARGE = (x: number) =>
  Math.abs(x) >= 1000 ? Math.round(x).toLocaleString('en') : formatNumber(x);

/** Rows whose |z| from theory is beyond this read as "more than chance". */
const CHANCE_Z = 3;

export function describeRope(r: RopeResult): string {
  const rows = r.rows;
  const values = rows.map((row) => row.variance.value);
  const worst = rows.reduce((a, b) => (Math.abs(b.zScore) > Math.abs(a.zScore) ? b : a));
  const scaled = rows.map((row) => row.scaledVariance.value);
  const last = rows[rows.length - 1];
  const setting =
    `At d_k = ${r.dk} with ρ = ${formatPlain(r.rho)} (${r.pairs.toLocaleString('en')} pairs, base ${r.base.toLocaleString('en')}, ` +
    `the key at position ${r.keyPosition}, the query ${rows[0].offset} to ${last.offset.toLocaleString('en')} positions later)`;
  const range = `the variance of q·k runs from ${formatNumber(Math.min(...values))} to ${formatNumber(Math.max(...values))} across the ${rows.length} offsets`;
  const z = Math.abs(worst.zScore);
  const gap =
    z <= 2
      ? `every offset is within 2 standard errors of its theory`
      : z <= CHANCE_Z
        ? `the largest gap from theory, at offset ${worst.offset}, is ${formatPlain(worst.zScore)} standard errors, within sampling error`
        : `at offset ${worst.offset} the estimate is ${formatPlain(worst.zScore)} standard errors from theory, more than chance explains`;
  const shared = `The same ${r.pairs.toLocaleString('en')} pairs are rotated to every offset, so the estimates share one draw's sampling error and rise and fall together.`;
  const lengths = `${shared} Rotation changed no length by more than ${SMALL(r.maxNormChange)} of itself, and the score equals q·(R_(n−m) k) to ${SMALL(r.maxRelativeGap)} of |q||k|: it depends on the offset alone.`;
  if (r.rho === 0) {
    return (
      `${setting}, ${range}, against Var = d_k = ${r.dk} at every offset; ${gap}. ` +
      `After ÷ √d_k it is ${formatNumber(Math.min(...scaled))} to ${formatNumber(Math.max(...scaled))}. ` +
      `With independent entries the relative position changes which products are summed, not their variance. ${lengths}`
    );
  }
  const first = rows[0];
  return (
    `${setting}, ${range} (theory ${formatNumber(first.theoryVariance)} at offset 0, ${formatNumber(last.theoryVariance)} at ${last.offset}); ${gap}. ` +
    `The mean score is ${formatEstimate(first.mean).value} at offset 0 (ρ·d_k = ${formatPlain(r.rho * r.dk)}) and ${formatEstimate(last.mean).value} at offset ${last.offset} (theory ${formatNumber(last.theoryMean)}): ` +
    `once queries and keys are correlated, the offset changes the scores; at ρ = 0 it does not. ${lengths}`
  );
}

export function ropeTable(r: RopeResult): DataTable {
  return {
    columns: [
      'offset',
      'mean',
      'mean_se',
      'variance',
      'variance_se',
      'variance_lo',
      'variance_hi',
      'scaled_variance',
      'theory_mean',
      'theory_variance',
      'z_score',
    ],
    rows: r.rows.map((row) => [
      row.offset,
      row.mean.value,
      row.mean.se,
      row.variance.value,
      row.variance.se,
      row.variance.lo,
      row.variance.hi,
      row.scaledVariance.value,
      row.theoryMean,
      row.theoryVariance,
      row.zScore,
    ]),
  };
}

export const KV_METHOD_LABELS: Record<KvMethod, string> = {
  float: 'float keys ÷ √d_k',
  dequant_tensor: 'int8, dequantize (per tensor) then ÷ √d_k',
  dequant_channel: 'int8, dequantize (per channel) then ÷ √d_k',
  raw_integers: 'raw integers ÷ √d_k (scale left out)',
  scale_twice: 'scale applied twice, ÷ √d_k',
  clipped: 'clipped range (per tensor), ÷ √d_k',
};

export function kvRow(cache: KvCacheResult, method: KvMethod): KvMethodRow {
  const row = cache.rows.find((r) => r.method === method);
  if (!row) throw new Error(`no ${method} row in the ${cache.cache} cache`);
  return row;
}

const v = (row: KvMethodRow) => formatEstimate(row.variance).value;
const top = (row: KvMethodRow) => formatEstimate(row.topWeight).value;

export function describeKvQuant(r: KvQuantResult): string {
  const p = r.plain;
  const pf = kvRow(p, 'float');
  const tensor = kvRow(p, 'dequant_tensor');
  const channel = kvRow(p, 'dequant_channel');
  const raw = kvRow(p, 'raw_integers');
  const twice = kvRow(p, 'scale_twice');
  const s = p.meanScale;
  const plain =
    `Plain cache (unit-variance keys, d_k = ${r.dk}, ${r.keys} keys, ${r.trials.toLocaleString('en')} queries): the float scores have variance ${v(pf)}; ` +
    `dequantized then ÷ √d_k, ${v(tensor)} per tensor and ${v(channel)} per channel, ` +
    `with no score off by more than ${SMALL(tensor.maxScoreError)} (rounding bound ${SMALL(tensor.errorBound)}). ` +
    `With the scale s ≈ ${formatNumber(s)} left out, the variance is ${LARGE(raw.variance.value)} (about 1/s² = ${LARGE(1 / (s * s))}) ` +
    `and the mean top weight ${top(raw)} instead of ${top(pf)}: the softmax saturates. ` +
    `Applied twice, the variance is ${SMALL(twice.variance.value)} and the top weight ${top(twice)} (uniform: ${formatNumber(1 / r.keys)}): it flattens.`;
  const o = r.outliers;
  if (o.outlierChannels === 0)
    return `${plain} The second cache has no outlier channels, so it matches the first.`;
  const of = kvRow(o, 'float');
  const ot = kvRow(o, 'dequant_tensor');
  const oc = kvRow(o, 'dequant_channel');
  const clipped = kvRow(o, 'clipped');
  const outliers =
    `With ${o.outlierChannels} outlier channel${o.outlierChannels === 1 ? '' : 's'} ${formatPlain(o.outlierScale)} × larger, the float variance is ${v(of)}. ` +
    `The outliers set the per-tensor scale (s ≈ ${formatNumber(o.meanScale)}, against ${formatNumber(s)} without them), so the other entries get coarser steps: ` +
    `the largest score error grows to ${SMALL(ot.maxScoreError)} (bound ${SMALL(ot.errorBound)}) and the mean |Δ top weight| is ${SMALL(ot.topWeightShift.value)}; ` +
    `per channel it is ${SMALL(oc.maxScoreError)} and ${SMALL(oc.topWeightShift.value)}. ` +
    `Clipping the range to ${formatPlain(r.clip)} of the largest entry clips ${(100 * clipped.clippedFraction).toFixed(2)}% of the entries: ` +
    `the variance falls to ${v(clipped)} and the mean top weight moves by ${formatNumber(clipped.topWeightShift.value)} on average (${top(clipped)} against ${top(of)}).`;
  return `${plain} ${outliers}`;
}

export function kvTable(r: KvQuantResult): DataTable {
  return {
    columns: [
      'cache',
      'method',
      'variance',
      'variance_lo',
      'variance_hi',
      'top_weight',
      'top_weight_shift',
      'max_score_error',
      'error_bound',
      'clipped_fraction',
      'mean_scale',
    ],
    rows: [r.plain, r.outliers].flatMap((cache) =>
      cache.rows.map((row) => [
        cache.cache,
        row.method,
        row.variance.value,
        row.variance.lo,
        row.variance.hi,
        row.topWeight.value,
        row.topWeightShift.value,
        row.maxScoreError,
        row.errorBound,
        row.clippedFraction,
        cache.meanScale,
      ]),
    ),
  };
}

/** The weights the running maximum and sum give after block `step` (1-based):
 *  exp(s_j − m) / ℓ for the keys seen so far, 0 for the rest. After the last
 *  block these are the online softmax's final weights. */
export function weightsAfterBlock(r: OnlineSoftmaxResult, step: number): Float64Array {
  const block = r.blocks[Math.min(Math.max(step, 1), r.blocks.length) - 1];
  const seen = block.first + block.count;
  const weights = new Float64Array(r.keys);
  for (let j = 0; j < seen; j++) {
    weights[j] = Math.exp(r.scaledScores[j] - block.maxAfter) / block.sumAfter;
  }
  return weights;
}

export function describeOnlineSoftmax(r: OnlineSoftmaxResult, step: number): string {
  const blocks = r.blocks;
  const shown = Math.min(Math.max(step, 1), blocks.length);
  const grew = blocks
    .map((b, i) => ({ b, i }))
    .filter(({ b, i }) => i > 0 && b.maxAfter > b.maxBefore)
    .map(
      ({ b, i }) =>
        `block ${i + 1} (${formatNumber(b.maxBefore)} → ${formatNumber(b.maxAfter)}, rescale ${formatNumber(b.rescale)})`,
    );
  const growth =
    grew.length === 0
      ? 'The first block held the largest score, so no later block rescaled anything.'
      : `The running maximum grew at ${grew.join(', ')}; each time the sum and the output so far were multiplied by the rescale factor.`;
  const spike =
    r.spike > 0
      ? ` The last key points along the query, so its scaled score is ${formatNumber(r.scaledScores[r.keys - 1])}: a large score arriving in the last block.`
      : '';
  const state =
    shown < blocks.length
      ? ` After block ${shown} of ${blocks.length} the weights shown cover keys 0 to ${blocks[shown - 1].first + blocks[shown - 1].count - 1} and sum to 1 over them; later blocks will shrink them.`
      : ` After the last block ${
          r.maxWeightDiff === 0
            ? 'the weights from the running maximum and sum are bit for bit those of the one-pass softmax (largest difference 0)'
            : `the weights from the running maximum and sum differ from the one-pass softmax by at most ${SMALL(r.maxWeightDiff)} (${formatPlain(r.maxWeightUlps)} ${r.maxWeightUlps === 1 ? 'unit' : 'units'} in the last place)`
        }, and the output by ${SMALL(r.maxOutputDiff)}: the same result, to rounding.`;
  return (
    `d_k = ${r.dk}: ${r.keys} keys in ${blocks.length} blocks of ${r.block}; each block's scores are multiplied by 1/√d_k = ${formatPlain(r.scale)} before its maximum is taken.` +
    `${spike} ${growth}${state}`
  );
}

export function onlineSoftmaxTable(r: OnlineSoftmaxResult): DataTable {
  const blockOf = (j: number) => Math.floor(j / r.block) + 1;
  return {
    columns: [
      'key',
      'block',
      'raw_score',
      'scaled_score',
      'online_weight',
      'full_weight',
      'difference',
    ],
    rows: Array.from(r.rawScores, (raw, j) => [
      j,
      blockOf(j),
      raw,
      r.scaledScores[j],
      r.onlineWeights[j],
      r.fullWeights[j],
      r.onlineWeights[j] - r.fullWeights[j],
    ]),
  };
}
