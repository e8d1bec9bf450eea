// The d_k slider moves over a log grid (1 … 65,536): eight positions per
// doubling, rounded to whole numbers, duplicates removed. Arrow keys step
// through the grid; Page Up / Page Down jump one doubling. Where brute force
// runs the slider stops at 4096 (../../state/dk-limit.ts).
import { PAGE_DK_MAX } from '../../state/dk-limit';

export const DK_MIN = 1;
export const DK_MAX = PAGE_DK_MAX;
export const STEPS_PER_DOUBLING = 8;

function buildGrid(): number[] {
  const values = new Set<number>();
  const doublings = Math.log2(DK_MAX / DK_MIN);
  for (let i = 0; i <= doublings * STEPS_PER_DOUBLING; i++) {
    values.add(Math.round(DK_MIN * 2 ** (i / STEPS_PER_DOUBLING)));
  }
  return [...values].sort((a, b) => a - b);
}

export const DK_GRID: readonly number[] = buildGrid();

/** Grid position closest to `dk` on a log scale (for values typed in the number field). */
export function gridIndexOf(dk: number): number {
  let best = 0;
  for (let i = 1; i < DK_GRID.length; i++) {
    if (Math.abs(Math.log(DK_GRID[i] / dk)) < Math.abs(Math.log(DK_GRID[best] / dk))) best = i;
  }
  return best;
}

/** The grid value one doubling up (+1) or down (-1) from `dk`, at most `max`. */
export function doubled(dk: number, direction: 1 | -1, max = DK_MAX): number {
  const target = Math.min(max, Math.max(DK_MIN, direction > 0 ? dk * 2 : dk / 2));
  return DK_GRID[gridIndexOf(target)];
}

/** d_k values of a sweep: the powers of two up to `max`. */
export function sweepDks(max: number): number[] {
  return DK_GRID.filter((v) => v <= max && Number.isInteger(Math.log2(v)));
}
