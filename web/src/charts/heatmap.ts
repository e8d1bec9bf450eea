// The softmax Jacobian as a heat map. The colour scale is pinned to the
// largest value a softmax Jacobian can reach (0.25), not to this matrix's own
// maximum: a saturated softmax must LOOK empty, which is the whole point.
// Positive entries (the diagonal p_i(1 - p_i)) and negative ones (-p_i p_j)
// get two hues (a diverging scale); intensity is opacity, so colours come from
// steps.css tokens and follow dark mode.
import { scaleBand, scaleSqrt, type NumberValue } from 'd3-scale';
import { drawAxes, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface HeatmapInput {
  size: number; // n: the matrix is n x n
  values: ArrayLike<number>; // row-major
  maxRow: number;
  maxCol: number;
  scaleMax: number; // the value that gets full colour (0.25 for a softmax Jacobian)
}

const SHOW_VALUES_UP_TO = 6;
const LEGEND = [
  { label: 'positive (up to +0.25)', className: 'cell-positive' },
  { label: 'negative (down to −0.25)', className: 'cell-negative' },
  { label: 'largest |entry|', className: 'cell-max' },
];

/** Cell text: enough digits to tell 0.000335 from 0. */
export function formatCell(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  const text = magnitude >= 0.01 ? magnitude.toFixed(3) : magnitude.toExponential(0);
  return (value < 0 ? '−' : '') + text;
}

export function drawHeatmap(frame: ChartFrame, input: HeatmapInput): void {
  const width = Math.min(frame.width(), 420);
  const base = layoutFor(width, 1, { top: legendMargin(LEGEND.length) });
  // Square cells: the plot is as tall as it is wide.
  const layout = {
    ...base,
    height: base.margin.top + base.innerWidth + base.margin.bottom,
    innerHeight: base.innerWidth,
  };
  const plot = freshPlot(frame, layout);
  const indices = Array.from({ length: input.size }, (_, i) => i);
  const x = scaleBand<NumberValue>().domain(indices).range([0, layout.innerWidth]).padding(0.04);
  const y = scaleBand<NumberValue>().domain(indices).range([0, layout.innerHeight]).padding(0.04);
  const oneBased = (i: NumberValue) => String(Number(i) + 1);
  // Square-root opacity: small but non-zero entries stay visible next to zeros.
  const opacity = scaleSqrt().domain([0, input.scaleMax]).range([0, 1]).clamp(true);
  const every = Math.ceil(input.size / 12);
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: 'column j (score z_j)',
    yLabel: 'row i (weight p_i)',
    xTickValues: indices.filter((i) => i % every === 0),
    xFormat: oneBased,
    yFormat: oneBased,
  });

  const grid = plot.append('g').attr('class', 'cells');
  const showValues = input.size <= SHOW_VALUES_UP_TO;
  indices.forEach((row) => {
    indices.forEach((col) => {
      const value = input.values[row * input.size + col];
      const cellX = x(col) ?? 0;
      const cellY = y(row) ?? 0;
      grid
        .append('rect')
        .attr('class', 'cell-bg')
        .attr('x', cellX)
        .attr('y', cellY)
        .attr('width', x.bandwidth())
        .attr('height', y.bandwidth());
      grid
        .append('rect')
        .attr('class', value >= 0 ? 'cell cell-positive' : 'cell cell-negative')
        .attr('x', cellX)
        .attr('y', cellY)
        .attr('width', x.bandwidth())
        .attr('height', y.bandwidth())
        .attr('fill-opacity', opacity(Math.abs(value)));
      if (showValues) {
        grid
          .append('text')
          .attr('class', 'cell-value')
          .attr('x', cellX + x.bandwidth() / 2)
          .attr('y', cellY + y.bandwidth() / 2 + 4)
          .attr('text-anchor', 'middle')
          .text(formatCell(value));
      }
    });
  });
  grid
    .append('rect')
    .attr('class', 'cell-max')
    .attr('x', x(input.maxCol) ?? 0)
    .attr('y', y(input.maxRow) ?? 0)
    .attr('width', x.bandwidth())
    .attr('height', y.bandwidth());
  drawLegendAbove(plot, LEGEND);
}
