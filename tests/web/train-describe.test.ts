// Step 4's generated sentences, on small hand-made training snapshots: each
// test builds the situation it names (clear winner, overlapping bands,
// divergence, starved examples with a larger total gradient) and checks that
// the text says so, and says nothing the numbers do not show.
import { describe, expect, it } from 'vitest';
import type {
  TrainDivisorKind,
  TrainOptions,
  TrainResult,
  TrainRun,
  TrainStatistic,
} from '../../wasm/api';
import {
  compareFinalLoss,
  describeGradient,
  describeLearningRates,
  describeLoss,
  describeLossType,
  describeStarved,
  describeStatistic,
  formatShare,
  formatTrainValue,
  listJoin,
  runLabel,
  summarizeTraining,
  whySentence,
} from '../../web/src/steps/train/describe';

const STATS: TrainStatistic[] = [
  'loss',
  'accuracy',
  'gradNormQ',
  'gradNormK',
  'topWeight',
  'entropy',
  'jacobianNorm',
  'starvedFraction',
  'scoreSpread',
];

/** [median, lo, hi] per recorded step. */
type Column = [number, number, number][];

function band(column: Column) {
  return {
    median: Float64Array.from(column, (p) => p[0]),
    lo: Float64Array.from(column, (p) => p[1]),
    hi: Float64Array.from(column, (p) => p[2]),
  };
}

/** A run whose unspecified statistics are a flat 0.5 (irrelevant to the test). */
function makeRun(
  kind: TrainDivisorKind,
  divisor: number,
  columns: Partial<Record<TrainStatistic, Column>>,
  extra: Partial<TrainRun> = {},
): TrainRun {
  const length = Object.values(columns)[0]?.length ?? 1;
  const flat: Column = Array.from({ length }, () => [0.5, 0.4, 0.6]);
  const stats = Object.fromEntries(STATS.map((s) => [s, band(columns[s] ?? flat)]));
  // The core's late loss, here the loss column's last point unless given.
  const [median, lo, hi] = (columns.loss ?? flat)[length - 1];
  return {
    kind,
    divisor,
    lr: 0.1,
    lrFinal: true,
    grid: null,
    divergedSeeds: 0,
    lateLoss: { median, lo, hi, seeds: Float64Array.from([lo, median, hi]) },
    spikes: Float64Array.from([0, 0, 0]),
    ...stats,
    ...extra,
  } as TrainRun;
}

function makeResult(
  runs: TrainRun[],
  steps: number[],
  options: Partial<TrainOptions> = {},
  extra: Partial<TrainResult> = {},
): TrainResult {
  return {
    options: {
      dk: 64,
      dmodel: 64,
      tokens: 8,
      batch: 64,
      steps: steps[steps.length - 1],
      seeds: 3,
      seed: 1,
      divisors: runs.map((r) => r.kind),
      customDivisor: 1,
      optimizer: 'sgd',
      lr: 'best',
      loss: 'output',
      queryNoise: 0.5,
      recordEvery: 5,
      ...options,
    },
    step: Float64Array.from(steps),
    stepsDone: steps[steps.length - 1],
    pilotSteps: 0,
    done: true,
    runs,
    ...extra,
  };
}

describe('number wording', () => {
  it('uses two significant digits and a real minus sign', () => {
    expect(formatTrainValue(0.01634)).toBe('0.016');
    expect(formatTrainValue(4.14)).toBe('4.1');
    expect(formatTrainValue(-0.5)).toBe('−0.5');
    expect(formatTrainValue(0)).toBe('0');
    expect(formatTrainValue(Number.NaN)).toBe('not finite');
  });

  it('never rounds a small positive share down to 0%', () => {
    expect(formatShare(0.003)).toBe('under 1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.625)).toBe('63%');
  });

  it('joins lists the way a sentence does', () => {
    expect(listJoin(['a'])).toBe('a');
    expect(listJoin(['a', 'b'])).toBe('a and b');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('names each divisor with its value', () => {
    expect(runLabel({ kind: 'none', divisor: 1 })).toBe('no divisor');
    expect(runLabel({ kind: 'sqrt_dk', divisor: 8 })).toBe('÷ √d_k = 8');
    expect(runLabel({ kind: 'dk', divisor: 64 })).toBe('÷ d_k = 64');
    expect(runLabel({ kind: 'custom', divisor: 2.5 })).toBe('÷ c = 2.5');
    expect(runLabel({ kind: 'dk', divisor: 256 })).toBe('÷ d_k = 256');
    expect(runLabel({ kind: 'sqrt_dk', divisor: Math.sqrt(128) })).toBe('÷ √d_k = 11.31');
  });
});

describe('the loss comparison', () => {
  const separated = makeResult(
    [
      makeRun('none', 1, {
        loss: [
          [1, 0.9, 1.1],
          [0.016, 0.012, 0.02],
        ],
      }),
      makeRun('sqrt_dk', 8, {
        loss: [
          [1, 0.9, 1.1],
          [0.002, 0.001, 0.003],
        ],
      }),
      makeRun('dk', 64, {
        loss: [
          [1, 0.9, 1.1],
          [0.08, 0.07, 0.09],
        ],
      }),
    ],
    [0, 100],
  );

  it('names the lowest run and how many times lower it is, when the bands separate', () => {
    const { best, clearlyWorse, overlapping } = compareFinalLoss(separated);
    expect(best?.kind).toBe('sqrt_dk');
    expect(clearlyWorse.map((r) => r.kind)).toEqual(['none', 'dk']);
    expect(overlapping).toEqual([]);
    const text = describeLoss(separated);
    expect(text).toContain('Mean loss over steps 81–100, median over seeds: 0.016 with no divisor');
    expect(text).toContain('The run with ÷ √d_k = 8 reaches the lowest loss');
    expect(text).toContain('8 times lower than no divisor');
    expect(text).toContain('40 times lower than ÷ d_k = 64');
    expect(text).not.toContain('no clear difference');
  });

  it('says there is no clear difference when the bands overlap, whatever the medians', () => {
    const close = makeResult(
      [
        makeRun('none', 1, { loss: [[0.03, 0.02, 0.05]] }),
        makeRun('sqrt_dk', 4, { loss: [[0.025, 0.015, 0.04]] }),
        makeRun('dk', 16, { loss: [[0.035, 0.02, 0.06]] }),
      ],
      [0],
      { dk: 16 },
    );
    const text = describeLoss(close);
    expect(text).toContain('no clear difference between the divisors');
    expect(text).not.toContain('times lower');
  });

  it('separates the clear gaps from the overlapping ones in the same snapshot', () => {
    const mixed = makeResult(
      [
        makeRun('none', 1, { loss: [[0.02, 0.01, 0.03]] }),
        makeRun('sqrt_dk', 8, { loss: [[0.001, 0.0005, 0.002]] }),
        makeRun('dk', 64, { loss: [[0.0015, 0.001, 0.003]] }),
      ],
      [0],
    );
    const { clearlyWorse, overlapping } = compareFinalLoss(mixed);
    expect(clearlyWorse.map((r) => r.kind)).toEqual(['none']);
    expect(overlapping.map((r) => r.kind)).toEqual(['dk']);
    const text = describeLoss(mixed);
    expect(text).toContain('20 times lower than no divisor');
    expect(text).toContain('bands of ÷ √d_k = 8 and ÷ d_k = 64 overlap');
  });

  it('ranks on the core’s late loss (every step of the last fifth), not one lucky record', () => {
    const steps = Array.from({ length: 30 }, (_, i) => i * 10);
    const flat = (v: number): Column => steps.map(() => [v, 0.9 * v, 1.1 * v]);
    const lucky = flat(0.03);
    lucky[29] = [1e-6, 1e-7, 2e-6]; // the very last record happens to be easy
    const late = (v: number) => ({
      median: v,
      lo: 0.9 * v,
      hi: 1.1 * v,
      seeds: new Float64Array(),
    });
    const result = makeResult(
      [
        makeRun('none', 1, { loss: lucky }, { lateLoss: late(0.02) }),
        makeRun('sqrt_dk', 8, { loss: flat(0.01) }, { lateLoss: late(0.01) }),
      ],
      steps,
    );
    expect(compareFinalLoss(result).best?.kind).toBe('sqrt_dk');
    const text = describeLoss(result);
    expect(text).toContain('over steps 233–290, median over seeds: 0.02 with no divisor');
    expect(text).toContain('2 times lower than no divisor');
  });

  it('reports runs whose every seed diverged instead of ranking them', () => {
    const result = makeResult(
      [
        makeRun('none', 1, { loss: [[Number.NaN, Number.NaN, Number.NaN]] }, { divergedSeeds: 3 }),
        makeRun('sqrt_dk', 8, { loss: [[0.01, 0.005, 0.02]] }),
      ],
      [0],
    );
    expect(compareFinalLoss(result).best?.kind).toBe('sqrt_dk');
    const text = summarizeTraining(result);
    expect(text).toContain('Every seed with no divisor diverged');
    expect(text).toContain('3 of 3 seeds with no divisor diverged');
  });
});

describe('starved examples and gradients', () => {
  const start = makeResult(
    [
      makeRun('none', 1, {
        starvedFraction: [
          [0.62, 0.5, 0.7],
          [0.1, 0.05, 0.2],
        ],
        gradNormQ: [
          [4.1, 3.5, 4.6],
          [0.5, 0.4, 0.6],
        ],
      }),
      makeRun('sqrt_dk', 8, {
        starvedFraction: [
          [0, 0, 0],
          [0, 0, 0],
        ],
        gradNormQ: [
          [0.67, 0.6, 0.7],
          [0.1, 0.08, 0.12],
        ],
      }),
    ],
    [0, 50],
  );

  it('gives the starved share at step 0 and now for each run', () => {
    const text = describeStarved(start);
    expect(text).toMatch(
      /At step 0 the share of starved examples .* is 62% with no divisor and 0% with ÷ √d_k = 8\./,
    );
    expect(text).toContain('At step 50: 10% with no divisor and 0% with ÷ √d_k = 8.');
  });

  it('says late starved examples are solved ones only where accuracy shows it', () => {
    const solved = makeResult(
      [
        makeRun('none', 1, {
          starvedFraction: [
            [0.3, 0.2, 0.4],
            [0.95, 0.9, 1],
          ],
          accuracy: [
            [0.2, 0.1, 0.3],
            [1, 1, 1],
          ],
        }),
        makeRun('dk', 64, {
          starvedFraction: [
            [0, 0, 0],
            [0.6, 0.5, 0.7],
          ],
          accuracy: [
            [0.2, 0.1, 0.3],
            [0.5, 0.4, 0.6],
          ],
        }),
      ],
      [0, 300],
    );
    const text = describeStarved(solved);
    expect(text).toContain('By then accuracy is 100% with no divisor, so most of those');
    expect(text).not.toContain('50% with ÷ d_k = 64');
    expect(describeStarved(start)).not.toContain('solved');
  });

  it('explains a larger total gradient without the divisor only when the data shows one', () => {
    const text = describeGradient(start, 'gradNormQ');
    expect(text).toContain('4.1 with no divisor and 0.67 with ÷ √d_k = 8');
    expect(text).toContain(
      'gradient norm to W_Q is largest without a divisor although 62% of those examples are starved',
    );
    expect(summarizeTraining(start)).toContain('largest without a divisor although 62%');

    const smaller = makeResult(
      [
        makeRun('none', 1, { gradNormQ: [[0.2, 0.1, 0.3]], starvedFraction: [[0.6, 0.5, 0.7]] }),
        makeRun('sqrt_dk', 8, { gradNormQ: [[0.67, 0.6, 0.7]], starvedFraction: [[0, 0, 0]] }),
      ],
      [0],
    );
    expect(describeGradient(smaller, 'gradNormQ')).not.toContain('largest without a divisor');
  });

  it('describes any statistic as a move from step 0 to now', () => {
    const text = describeStatistic(start, 'starvedFraction');
    expect(text).toContain('from 62% to 10% with no divisor');
  });
});

describe('learning rates and the loss type', () => {
  it('warns when the best rate sits at the edge of the grid', () => {
    const grid = { lr: Float64Array.from([0.01, 0.1, 1]), score: Float64Array.from([1, 0.5, 0.1]) };
    const result = makeResult(
      [
        makeRun('none', 1, {}, { lr: 0.1, grid }),
        makeRun('dk', 64, {}, { lr: 1, grid }),
        makeRun('custom', 2, {}, { lr: 256, grid: null }),
      ],
      [0],
    );
    const text = describeLearningRates(result);
    expect(text).toContain('0.1 with no divisor, 1 with ÷ d_k = 64 and 256 with ÷ c = 2');
    expect(text).toContain('÷ d_k = 64 picked a rate at the edge of the grid');
    expect(text).not.toContain('No divisor picked');
  });

  it('says the rates are provisional while the pilot runs', () => {
    const result = makeResult(
      [makeRun('none', 1, {}, { lrFinal: false })],
      [0],
      {},
      {
        pilotSteps: 40,
        done: false,
      },
    );
    expect(describeLearningRates(result)).toContain('Choosing learning rates');
    expect(summarizeTraining(result)).toContain('At step 0 of 0 (SGD, d_k = 64)');
  });

  it('names the fixed rate when there is one', () => {
    const result = makeResult([makeRun('none', 1, {})], [0], { lr: 0.3 });
    expect(describeLearningRates(result)).toBe('Every run uses the fixed learning rate 0.3.');
  });

  it('words the loss-type line from the starved share of the run without a divisor', () => {
    const runs = [
      makeRun('sqrt_dk', 8, { starvedFraction: [[0, 0, 0]] }),
      makeRun('none', 1, { starvedFraction: [[0.02, 0.01, 0.03]] }),
    ];
    expect(describeLossType(makeResult(runs, [0], { loss: 'scores' }))).toContain(
      'cross-entropy on the scores: at step 0, 2% of examples with no divisor are starved.',
    );
    expect(describeLossType(makeResult(runs, [0]))).toContain('mixed-output loss');
  });
});

describe('the summary says what breaks', () => {
  const steps = [0, 150, 300];
  /** Three runs as Adam leaves them at d_k 128: none well above, bands apart. */
  function adamOutcome(noneLate: [number, number, number], noneSpikes: number[]) {
    const late = ([median, lo, hi]: [number, number, number]) => ({
      median,
      lo,
      hi,
      seeds: Float64Array.from([lo, median, hi]),
    });
    const spread = (a: number, b: number, c: number): Column => [
      [a, a, a],
      [b, b, b],
      [c, c, c],
    ];
    return makeResult(
      [
        makeRun(
          'none',
          1,
          {
            scoreSpread: spread(11, 60, 90),
            starvedFraction: spread(0.42, 0.9, 0.99),
          },
          { lateLoss: late(noneLate), spikes: Float64Array.from(noneSpikes) },
        ),
        makeRun(
          'sqrt_dk',
          11.31,
          { scoreSpread: spread(0.97, 5, 7), starvedFraction: spread(0, 0.5, 0.9) },
          { lateLoss: late([0.0002, 0.00018, 0.0004]) },
        ),
        makeRun(
          'dk',
          128,
          { scoreSpread: spread(0.086, 4, 6), starvedFraction: spread(0, 0.5, 0.8) },
          { lateLoss: late([0.0003, 0.00025, 0.00045]) },
        ),
      ],
      steps,
      { optimizer: 'adam', dk: 128 },
    );
  }

  it('leads with one plain sentence naming the winner and the ratio when bands separate', () => {
    const text = summarizeTraining(adamOutcome([0.006, 0.0047, 0.0086], [20, 25, 16]));
    const [lead] = text.split('. ');
    expect(lead).toBe(
      'The run with ÷ √d_k = 11.31 (as good as ÷ d_k = 128) learns best: its late loss is 30 times lower than no divisor’s',
    );
    expect(text).toContain('After 300 steps of Adam at d_k = 128');
    expect(text).toContain('Its 10–90% band over seeds lies below that of no divisor.');
    expect(text).toContain('42% with no divisor');
  });

  it('counts spikes per run and says when the run without a divisor spikes most', () => {
    const text = summarizeTraining(adamOutcome([0.0055, 0.0047, 0.0086], [20, 25, 16]));
    expect(text).toContain(
      '61 with no divisor, none with ÷ √d_k = 11.31 and none with ÷ d_k = 128.',
    );
    expect(text).toContain('The run without a divisor spikes most.');
    const calm = summarizeTraining(adamOutcome([0.0055, 0.0047, 0.0086], [0, 0, 0]));
    expect(calm).toContain('does not spike more than the others here');
    expect(calm).not.toContain('spikes most');
  });

  it('explains why with the recorded score spreads, starved share and spikes', () => {
    const why = whySentence(adamOutcome([0.0055, 0.0047, 0.0086], [20, 25, 16]));
    expect(why).toContain('moves undivided scores 11.31 times as far');
    expect(why).toContain('start with a spread of 11 against 0.97 with ÷ √d_k = 11.31');
    expect(why).toContain('42% of their examples start starved');
    expect(why).toContain('their loss spikes 61 times against 0');
    expect(why).toContain('By step 300 the spreads are 90 and 7.');
    // No spikes recorded: the sentence does not claim any.
    expect(whySentence(adamOutcome([0.0055, 0.0047, 0.0086], [0, 0, 0]))).not.toContain('spikes');
  });

  it('names no winner and gives no why when the bands overlap', () => {
    const text = summarizeTraining(adamOutcome([0.0003, 0.0001, 0.0005], [0, 0, 0]));
    expect(text.startsWith('The seeds cannot tell the divisors apart')).toBe(true);
    expect(text).not.toContain('learns best');
    expect(text).not.toContain('Why:');
  });

  it('with SGD points to the equivalence instead of Adam’s step size', () => {
    const sgd = adamOutcome([0.0055, 0.0047, 0.0086], [0, 0, 0]);
    const result = { ...sgd, options: { ...sgd.options, optimizer: 'sgd' as const } };
    expect(whySentence(result)).toContain('only changes where training starts');
    expect(whySentence(result)).not.toContain('Adam');
  });
});
