// Medians, minima and the target checks of the benchmark, and their text table.

import type { Sample } from './contenders';

export interface ContenderSummary {
  name: string;
  medianMs: number;
  minMs: number;
  medianCpuMs: number;
  normalsPerSecond: number | null;
  /** median / median of WASM SIMD: 2 means twice as slow as WASM SIMD. */
  timeVsSimd: number;
  /** The same ratio in CPU time. */
  cpuVsSimd: number;
  samples: Sample[];
}

export interface TargetCheck {
  target: string;
  measured: string;
  /** null: a figure reported beside the targets, with no target of its own. */
  pass: boolean | null;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(
  name: string,
  samples: Sample[],
  normals: number | null,
  simd: Sample[],
): ContenderSummary {
  const medianMs = median(samples.map((s) => s.wallMs));
  const medianCpuMs = median(samples.map((s) => s.cpuMs));
  return {
    name,
    medianMs,
    minMs: Math.min(...samples.map((s) => s.wallMs)),
    medianCpuMs,
    normalsPerSecond: normals === null ? null : normals / (medianMs / 1000),
    timeVsSimd: medianMs / median(simd.map((s) => s.wallMs)),
    cpuVsSimd: medianCpuMs / median(simd.map((s) => s.cpuMs)),
    samples,
  };
}

function pad(text: string, width: number, alignRight: boolean): string {
  return alignRight ? text.padStart(width) : text.padEnd(width);
}

export function formatTable(rows: ContenderSummary[]): string {
  const header = [
    'contender',
    'median ms',
    'min ms',
    'normals/s',
    'vs WASM SIMD',
    'median CPU ms',
    'CPU vs SIMD',
  ];
  const cells = rows.map((r) => [
    r.name,
    r.medianMs.toFixed(1),
    r.minMs.toFixed(1),
    r.normalsPerSecond === null ? 'n/a' : `${(r.normalsPerSecond / 1e6).toFixed(0)} M`,
    `${r.timeVsSimd.toFixed(2)}x`,
    r.medianCpuMs.toFixed(1),
    `${r.cpuVsSimd.toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (row: string[]) => row.map((c, i) => pad(c, widths[i], i > 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export function formatChecks(checks: TargetCheck[]): string {
  return checks
    .map(
      (c) =>
        `${c.pass === null ? 'INFO' : c.pass ? 'PASS' : 'MISS'}  ${c.target}: measured ${c.measured}`,
    )
    .join('\n');
}
