// `npm run bench [-- --reps N] [-- --json]`: the reference experiment (d_k 4,
// 64, 512; 20,000 pairs and 4,000 trials x 8 keys each) in WASM SIMD, WASM
// baseline, native (-march=native and the 128-bit -msse4.2 -mno-avx build),
// the tools people would pick instead (NumPy when /usr/bin/python3 has it,
// TensorFlow.js on its WASM backend) and plain JavaScript, plus the exact
// sampler, in one run. Repetitions are interleaved (and the order rotated) so that a
// noisy neighbour on the machine slows every contender alike.
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

import { loadNodeCore } from '../../wasm/node';
import {
  type Contender,
  type Sample,
  exactReference,
  exactSweep,
  nativeCli,
  nativeTrain,
  numpy,
  numpyVersion,
  plainJs,
  tfjsWasm,
  wasmReference,
  wasmTrain,
  wasmTrainFirstChunk,
} from './contenders';
import { TRAIN_FIRST_CHUNK_STEPS } from '../../web/src/worker/protocol';
import { startTfjsWasm } from './tfjs-reference';
import { referenceNormalCount } from './plain-js-reference';
import {
  type ContenderSummary,
  formatChecks,
  formatTable,
  summarise,
  type TargetCheck,
} from './summary';

// SQRTDK_NATIVE points at another build of the CLI (e.g. one built elsewhere).
const NATIVE_BINARY =
  process.env.SQRTDK_NATIVE ?? join(import.meta.dirname, '..', '..', 'build', 'native', 'sqrtdk');
// The same CLI at the vector width of WASM SIMD (scripts/build-native-sse.sh).
const NATIVE_128_BINARY =
  process.env.SQRTDK_NATIVE_128 ??
  join(import.meta.dirname, '..', '..', 'build', 'native-sse', 'sqrtdk');
const NATIVE_NAME = 'native -O3 -march=native';
const NATIVE_128_NAME = 'native 128-bit (-msse4.2 -mno-avx)';

function parseArgs(argv: string[]): { reps: number; json: boolean } {
  let reps = 7;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') json = true;
    else if (argv[i] === '--reps') {
      reps = Number(argv[++i]);
      if (!Number.isInteger(reps) || reps < 1 || reps > 1000) {
        throw new Error(`--reps must be an integer in [1, 1000] (got ${argv[i]})`);
      }
    } else throw new Error(`unknown argument ${argv[i]} (allowed: --reps N, --json)`);
  }
  return { reps, json };
}

function measure(contenders: Contender[], reps: number, log: (s: string) => void): Sample[][] {
  const samples = contenders.map(() => [] as Sample[]);
  contenders.forEach((c) => c.run()); // warm-up: V8 tiers up, the CLI's page cache fills
  for (let rep = 0; rep < reps; rep++) {
    for (let k = 0; k < contenders.length; k++) {
      const index = (k + rep) % contenders.length;
      samples[index].push(contenders[index].run());
    }
    log(`repetition ${rep + 1}/${reps} done`);
  }
  return samples;
}

function trainChecks(rows: ContenderSummary[]): TargetCheck[] {
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const simd = find('WASM SIMD train (')!;
  const first = find('WASM SIMD train, first chunk')!;
  const native = find('native train');
  const ms = (r: ContenderSummary) =>
    `${r.medianMs.toFixed(0)} ms (CPU time ${r.medianCpuMs.toFixed(0)} ms)`;
  const checks: TargetCheck[] = [
    {
      target: 'train: default job < 3 s in WASM SIMD',
      measured: ms(simd),
      pass: simd.medianMs < 3000,
    },
    {
      target: 'train: first chunk (first curve points) < 150 ms',
      measured: ms(first),
      pass: first.medianMs < 150,
    },
  ];
  if (native) {
    checks.push({
      target: 'train: WASM SIMD within 2x of native',
      measured: `${(simd.medianMs / native.medianMs).toFixed(2)}x (CPU time ${(simd.medianCpuMs / native.medianCpuMs).toFixed(2)}x)`,
      pass: simd.medianMs / native.medianMs <= 2,
    });
  }
  return checks;
}

function targetChecks(rows: ContenderSummary[]): TargetCheck[] {
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const simd = find('WASM SIMD (')!;
  const plain = find('plain JS')!;
  const native = find(NATIVE_NAME);
  const native128 = find(NATIVE_128_NAME);
  const numpyRow = find('NumPy');
  const tfjs = find('TF.js');
  const sweep = find('WASM SIMD exact 64-pt')!;
  // Pass or miss is judged on the wall-clock medians, as the targets are
  // stated; the CPU-time figure beside it is the steadier one on a busy machine.
  const ratio = (a: ContenderSummary, b: ContenderSummary) =>
    `${(a.medianMs / b.medianMs).toFixed(2)}x (CPU time ${(a.medianCpuMs / b.medianCpuMs).toFixed(2)}x)`;
  const checks: TargetCheck[] = [
    {
      target: 'WASM SIMD >= 15x faster than plain JS',
      measured: ratio(plain, simd),
      pass: plain.medianMs / simd.medianMs >= 15,
    },
  ];
  if (numpyRow) {
    checks.push({
      target: 'WASM SIMD >= 8x faster than NumPy',
      measured: ratio(numpyRow, simd),
      pass: numpyRow.medianMs / simd.medianMs >= 8,
    });
  }
  if (tfjs) {
    checks.push({
      target: 'WASM SIMD >= 15x faster than TF.js (WASM backend)',
      measured: ratio(tfjs, simd),
      pass: tfjs.medianMs / simd.medianMs >= 15,
    });
  }
  if (native128) {
    checks.push({
      target: `WASM SIMD within 1.3x of ${NATIVE_128_NAME}`,
      measured: ratio(simd, native128),
      pass: simd.medianMs / native128.medianMs <= 1.3,
    });
  }
  if (native) {
    // No target: AVX2/AVX-512 lanes are wider than WASM SIMD's 128 bits.
    checks.push({
      target: `WASM SIMD vs ${NATIVE_NAME} (reported, no target)`,
      measured: ratio(simd, native),
      pass: null,
    });
  }
  checks.push({
    target: 'exact sampler 64-point sweep (d_k 1..65,536) < 150 ms',
    measured: `${sweep.medianMs.toFixed(1)} ms (CPU time ${sweep.medianCpuMs.toFixed(1)} ms)`,
    pass: sweep.medianMs < 150,
  });
  return checks;
}

async function main(): Promise<void> {
  const { reps, json } = parseArgs(process.argv.slice(2));
  const log = (s: string) => process.stderr.write(`${s}\n`);
  const [simdCore, baselineCore] = await Promise.all([
    loadNodeCore('simd'),
    loadNodeCore('baseline'),
  ]);
  if (!simdCore.buildInfo().simd || baselineCore.buildInfo().simd) {
    throw new Error('the Node artifacts are mislabelled: rebuild with npm run build:wasm');
  }
  const normals = referenceNormalCount();
  const notes: string[] = [];
  const native = nativeCli(NATIVE_BINARY, normals, NATIVE_NAME);
  if (!native)
    notes.push(`${NATIVE_NAME} skipped: no CLI at ${NATIVE_BINARY} (npm run build:native)`);
  const native128 = nativeCli(NATIVE_128_BINARY, normals, NATIVE_128_NAME);
  if (!native128) {
    notes.push(
      `${NATIVE_128_NAME} skipped: no CLI at ${NATIVE_128_BINARY} (bash scripts/build-native-sse.sh)`,
    );
  }
  const numpyFound = numpyVersion();
  if (numpyFound.version) notes.push(`NumPy ${numpyFound.version} (${numpyFound.detail})`);
  else notes.push(`NumPy skipped: ${numpyFound.detail} (install python3-numpy)`);
  const tfjs = await startTfjsWasm();
  notes.push(`TF.js WASM backend ${tfjs.ok ? '' : 'skipped: '}${tfjs.detail}`);
  const contenders = [
    wasmReference('WASM SIMD (node)', simdCore, normals),
    wasmReference('WASM baseline (node)', baselineCore, normals),
    ...(native ? [native] : []),
    ...(native128 ? [native128] : []),
    ...(numpyFound.version ? [numpy(normals)] : []),
    ...(tfjs.ok ? [tfjsWasm(normals)] : []),
    plainJs(normals),
    exactReference(simdCore),
    exactSweep(simdCore),
  ];
  // The training job, compared against its own WASM SIMD run.
  const nativeTraining = nativeTrain(NATIVE_BINARY);
  const training = [
    wasmTrain('WASM SIMD train (node)', simdCore),
    wasmTrain('WASM baseline train (node)', baselineCore),
    ...(nativeTraining ? [nativeTraining] : []),
    wasmTrainFirstChunk(simdCore, TRAIN_FIRST_CHUNK_STEPS),
  ];
  // Other work on the machine slows every contender; the load says how much.
  const loadBefore = loadavg()[0];
  const samples = measure(contenders, reps, log);
  const trainSamples = measure(training, reps, log);
  const load = { before: loadBefore, after: loadavg()[0] };
  const rows = contenders.map((c, i) => summarise(c.name, samples[i], c.normals, samples[0]));
  const trainRows = training.map((c, i) =>
    summarise(c.name, trainSamples[i], c.normals, trainSamples[0]),
  );
  const checks = [...targetChecks(rows), ...trainChecks(trainRows)];
  if (json) {
    const report = { reps, normals, load, notes, rows, trainRows, checks };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  console.log(
    `Reference experiment: d_k 4, 64, 512; 20,000 pairs + 4,000 trials x 8 keys each ` +
      `(${(normals / 1e6).toFixed(2)} M normal draws). ${reps} interleaved repetitions ` +
      `after one warm-up, Node ${process.version}.`,
  );
  console.log(
    `1-minute load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after ` +
      `(${availableParallelism()} cores): medians are only comparable within one run.`,
  );
  for (const note of notes) console.log(note);
  console.log();
  console.log(formatTable(rows));
  console.log();
  console.log(
    'train: the default page job (3 divisors x 5-rate grid pilot x 3 seeds, 300 steps at d_k 64); ' +
      '"vs WASM SIMD" against the WASM SIMD train row.',
  );
  console.log(formatTable(trainRows));
  console.log();
  console.log(formatChecks(checks));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
