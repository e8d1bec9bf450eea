// A quantity against d_k (log2 axis), one line per divisor with its 95% band,
// and a marker at the d_k the rest of the page is showing.
import { format } from 'd3-format';
import { scaleLinear, scaleLog } from 'd3-scale';
import { area, line } from 'd3-shape';
import { drawAxes, drawVerticalLine, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface SweepLine {
  label: string;
  className: string;
  value: ArrayLike<number>;
  lo: ArrayLike<number>;
  hi: ArrayLike<number>;
}

export interface SweepInput {
  dks: ArrayLike<number>;
  lines: readonly SweepLine[];
  yLabel: string;
  yDomain: [number, number];
  yFormat: string; // d3-format specifier
  currentDk?: number;
}

export function drawSweep(frame: ChartFrame, input: SweepInput): void {
  const layout = layoutFor(frame.width(), 0.6, { top: legendMargin(input.lines.length) });
  const plot = freshPlot(frame, layout);
  const dks = Array.from(input.dks);
  const first = dks[0];
  const last = dks[dks.length - 1];
  const x = scaleLog().base(2).domain([first, last]).range([0, layout.innerWidth]);
  const y = scaleLinear().domain(input.yDomain).range([layout.innerHeight, 0]).nice();
  const every = layout.innerWidth < 300 ? 3 : 2;
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: 'dₖ (log scale)',
    yLabel: input.yLabel,
    xTickValues: dks.filter((_, i) => i % every === 0),
    xFormat: format('d'),
    yFormat: format(input.yFormat),
  });

  const current = input.currentDk;
  if (current !== undefined && current >= first && current <= last) {
    drawVerticalLine(plot, 'current-marker', x(current), layout);
  }

  const indices = dks.map((_, i) => i);
  for (const series of input.lines) {
    const group = plot.append('g').attr('class', `sweep-series ${series.className}`);
    const band = area<number>()
      .x((i) => x(dks[i]))
      .y0((i) => y(series.lo[i]))
      .y1((i) => y(series.hi[i]));
    const path = line<number>()
      .x((i) => x(dks[i]))
      .y((i) => y(series.value[i]));
    group.append('path').attr('class', 'band').attr('d', band(indices));
    group.append('path').attr('class', 'line').attr('d', path(indices));
    for (const i of indices) {
      group
        .append('circle')
        .attr('class', 'point')
        .attr('cx', x(dks[i]))
        .attr('cy', y(series.value[i]))
        .attr('r', 2.5);
    }
  }
  drawLegendAbove(
    plot,
    input.lines.map((s) => ({ label: s.label, className: s.className })),
  );
}
