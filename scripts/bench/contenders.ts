// The contenders of `npm run bench`. Each `run()` performs one repetition of
// its workload and returns the elapsed wall-clock and CPU milliseconds as
// measured where the work happens (in this process, or by the native CLI).
// CPU time matters on a shared machine: the wall clock also counts the time
// other processes held the cores.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { SqrtDkCore } from '../../wasm/api';
import {
  plainReferenceExperiment,
  REFERENCE_DKS,
  REFERENCE_KEYS,
  REFERENCE_PAIRS,
  REFERENCE_TRIALS,
} from './plain-js-reference';
import { tfjsReferenceExperiment } from './tfjs-reference';

export interface Sample {
  wallMs: number;
  cpuMs: number;
}

export interface Contender {
  name: string;
  /** Standard normal draws of one repetition, or null when not meaningful. */
  normals: number | null;
  run(): Sample;
}

function timed(work: () => void): Sample {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  work();
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The reference experiment through the public API, as the page calls it. */
function coreReferenceExperiment(core: SqrtDkCore, sampler: 'brute' | 'exact'): void {
  for (const dk of REFERENCE_DKS) {
    core.variance({ dk, pairs: REFERENCE_PAIRS, sampler });
    core.saturation({ dk, trials: REFERENCE_TRIALS, keys: REFERENCE_KEYS, sampler });
  }
}

export function wasmReference(name: string, core: SqrtDkCore, normals: number): Contender {
  return { name, normals, run: () => timed(() => coreReferenceExperiment(core, 'brute')) };
}

export function exactReference(core: SqrtDkCore): Contender {
  return {
    name: 'WASM SIMD exact sampler',
    normals: null,
    run: () => timed(() => coreReferenceExperiment(core, 'exact')),
  };
}

/** `count` d_k values from 1 to `max`, evenly spaced in log d_k, rounded. */
export function logSpacedDks(count: number, max: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    Math.round(Math.exp((Math.log(max) * i) / (count - 1))),
  );
}

export const SWEEP_DKS = logSpacedDks(64, 65_536);

export function exactSweep(core: SqrtDkCore): Contender {
  return {
    name: 'WASM SIMD exact 64-pt sweep',
    normals: null,
    run: () => timed(() => core.sweep({ dks: SWEEP_DKS, sampler: 'exact' })),
  };
}

export function plainJs(normals: number): Contender {
  return { name: 'plain JS (Math.random)', normals, run: () => timed(plainReferenceExperiment) };
}

/** The native CLI times the reference experiment itself (after its own
 *  untimed warm-up run); one spawn per repetition keeps it interleaved with
 *  the other contenders. Output: {"reference": {"timesMs": [..],
 *  "medianCpuMs": ..}, ...}. */
export function nativeCli(binary: string, normals: number, name: string): Contender | null {
  if (!existsSync(binary)) return null;
  return {
    name,
    normals,
    run: () => {
      const out = spawnSync(binary, ['bench', '--json', '--reps', '1'], { encoding: 'utf8' });
      if (out.status !== 0) {
        throw new Error(`${binary} bench failed (${out.status}): ${out.stderr || out.stdout}`);
      }
      return timingSample(JSON.parse(out.stdout), 'reference');
    },
  };
}

function timingSample(report: unknown, key: 'reference' | 'train'): Sample {
  const timing = (report as Record<string, { timesMs?: unknown; medianCpuMs?: unknown }>)[key];
  const times = timing?.timesMs;
  const cpuMs = timing?.medianCpuMs; // the only repetition's CPU time (--reps 1)
  if (!Array.isArray(times) || typeof times[0] !== 'number' || typeof cpuMs !== 'number') {
    throw new Error(`unexpected output of sqrtdk bench --json: ${JSON.stringify(report)}`);
  }
  return { wallMs: times[0], cpuMs };
}

/** The page's default training job (trainDefaults: 3 divisors, best rate of a
 *  5-point grid, 3 seeds, 300 steps at d_k 64), run whole. */
export function wasmTrain(name: string, core: SqrtDkCore): Contender {
  return { name, normals: null, run: () => timed(() => core.train()) };
}

/** What the page waits for before the first curve points: creating the job
 *  and its first chunk (TRAIN_FIRST_CHUNK_STEPS steps of every grid run). */
export function wasmTrainFirstChunk(core: SqrtDkCore, firstSteps: number): Contender {
  return {
    name: 'WASM SIMD train, first chunk',
    normals: null,
    run: () =>
      timed(() => {
        const trainer = core.trainer();
        trainer.advance(firstSteps);
        trainer.delete();
      }),
  };
}

/** `sqrtdk bench --train --json --reps 1`: {"train": {"timesMs": [..], "medianCpuMs": ..}}. */
export function nativeTrain(binary: string): Contender | null {
  if (!existsSync(binary)) return null;
  return {
    name: 'native train -O3 -march=native',
    normals: null,
    run: () => {
      const out = spawnSync(binary, ['bench', '--train', '--json', '--reps', '1'], {
        encoding: 'utf8',
      });
      if (out.status !== 0) {
        throw new Error(`${binary} bench --train failed (${out.status}): ${out.stderr}`);
      }
      return timingSample(JSON.parse(out.stdout), 'train');
    },
  };
}

/** TensorFlow.js on its WASM backend (tfjs-reference.ts); the backend must
 *  have been started with startTfjsWasm() first. */
export function tfjsWasm(normals: number): Contender {
  return {
    name: 'TF.js WASM backend',
    normals,
    run: () => timed(() => void tfjsReferenceExperiment()),
  };
}

/** The Python that has NumPy: Debian's /usr/bin/python3 (the `python3` on
 *  PATH may be a version manager's shim without it); SQRTDK_PYTHON overrides. */
const PYTHON = process.env.SQRTDK_PYTHON ?? '/usr/bin/python3';
const NUMPY_SCRIPT = join(import.meta.dirname, 'numpy_reference.py');

/** OpenBLAS tuning variables set for other tools on this machine slow NumPy
 *  down when only some of them are set: time it with neither. */
function numpyEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.OPENBLAS_CORETYPE;
  delete env.OPENBLAS_L2_SIZE;
  return env;
}

/** The NumPy version, or null with the reason when NumPy cannot be imported. */
export function numpyVersion(): { version: string | null; detail: string } {
  const out = spawnSync(PYTHON, ['-c', 'import numpy; print(numpy.__version__)'], {
    encoding: 'utf8',
    env: numpyEnvironment(),
  });
  if (out.status === 0) return { version: out.stdout.trim(), detail: `${PYTHON}` };
  const reason = out.error ? out.error.message : out.stderr.trim().split('\n').pop();
  return { version: null, detail: `${PYTHON}: ${reason}` };
}

/** NumPy times the experiment itself after an untimed warm-up
 *  (numpy_reference.py); one process per repetition, like the native CLI. */
export function numpy(normals: number): Contender {
  return {
    name: 'NumPy (vectorised)',
    normals,
    run: () => {
      const out = spawnSync(PYTHON, [NUMPY_SCRIPT, '--reps', '1'], {
        encoding: 'utf8',
        env: numpyEnvironment(),
      });
      if (out.status !== 0) throw new Error(`numpy_reference.py failed: ${out.stderr}`);
      const report = JSON.parse(out.stdout) as { timesMs: number[]; cpuMs: number[] };
      return { wallMs: report.timesMs[0], cpuMs: report.cpuMs[0] };
    },
  };
}
