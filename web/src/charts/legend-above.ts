// Bars and heat maps fill their top-left corner, where chart-svg's legend
// sits; these charts put the same legend in the top margin instead.
import { drawLegend, type Plot } from './chart-svg';

export const LEGEND_ROW_HEIGHT = 16;

/** Top margin that leaves room for `entries` legend rows above the plot. */
export function legendMargin(entries: number): number {
  return 10 + entries * LEGEND_ROW_HEIGHT;
}

export function drawLegendAbove(plot: Plot, entries: { label: string; className: string }[]): void {
  const above = plot
    .append('g')
    .attr('transform', `translate(-8,${-6 - entries.length * LEGEND_ROW_HEIGHT})`);
  drawLegend(above, entries);
}
