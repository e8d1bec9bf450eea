"""The reference experiment in vectorised NumPy, written the way a Python user
would: d_k 4, 64 and 512; 20,000 (q, k) pairs for the variance and 4,000
trials of one query against 8 keys for the softmax statistics, under the
same five divisors the core reports (none, sqrt(d_k), d_k, sqrt(d_k * 8
heads), custom 1).

Contender of `npm run bench` (scripts/bench/contenders.ts). Runs the
experiment once untimed (imports, page faults), then `--reps` timed runs, and
prints {"timesMs": [...], "cpuMs": [...], "numpy": version} as JSON.
"""

import argparse
import json
import time

import numpy as np

DKS = (4, 64, 512)
PAIRS = 20_000
TRIALS = 4_000
KEYS = 8
HEADS = 8
THRESHOLD = 0.99


def variance_experiment(rng, dk):
    q = rng.standard_normal((PAIRS, dk))
    k = rng.standard_normal((PAIRS, dk))
    scores = np.einsum("pd,pd->p", q, k)
    variance = scores.var(ddof=1)
    divisors = (1.0, np.sqrt(dk), dk, np.sqrt(dk * HEADS), 1.0)
    return scores.mean(), variance, [variance / c**2 for c in divisors]


def softmax_statistics(scores, divisor):
    z = scores / divisor
    z = z - z.max(axis=1, keepdims=True)
    log_p = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    p = np.exp(log_p)
    top = p.max(axis=1)
    # Jacobian of softmax per trial: diag(p) - p p^T, and its Frobenius norm.
    jacobian = p[:, :, None] * np.eye(KEYS) - p[:, :, None] * p[:, None, :]
    return (
        top.mean(),
        (top > THRESHOLD).mean(),
        np.linalg.norm(jacobian, axis=(1, 2)).mean(),
        -(p * log_p).sum(axis=1).mean(),
    )


def saturation_experiment(rng, dk):
    q = rng.standard_normal((TRIALS, dk))
    keys = rng.standard_normal((TRIALS, KEYS, dk))
    scores = np.matmul(keys, q[:, :, None])[:, :, 0]
    divisors = (1.0, np.sqrt(dk), dk, np.sqrt(dk * HEADS), 1.0)
    return [softmax_statistics(scores, c) for c in divisors]


def reference_experiment(seed):
    rng = np.random.default_rng(seed)
    return [(variance_experiment(rng, dk), saturation_experiment(rng, dk)) for dk in DKS]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=1)
    args = parser.parse_args()
    reference_experiment(0)  # warm-up
    times, cpu = [], []
    for rep in range(args.reps):
        wall_start, cpu_start = time.perf_counter(), time.process_time()
        reference_experiment(rep + 1)
        times.append((time.perf_counter() - wall_start) * 1e3)
        cpu.append((time.process_time() - cpu_start) * 1e3)
    print(json.dumps({"timesMs": times, "cpuMs": cpu, "numpy": np.__version__}))


if __name__ == "__main__":
    main()
