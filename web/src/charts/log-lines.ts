// Lines on log–log axes, each with its own x values and a dot per point, so
// cells that stream in one by one are visible before their line is whole.
// Used by step 4's learning-rate sweep: best loss against d_k (one line per
// divisor) and loss against the learning rate (one line per d_k).
import { format } from 'd3-format';
import { scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import { drawAxes, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface LogLine {
  label: string;
  /** Colour and dash class (series-none, series-sqrt_dk, series-size-0, …). */
  className: string;
  x: readonly number[];
  /** NaN (a cell not run yet, or every seed diverged) leaves a gap. */
  y: readonly number[];
  /** Index of a point to ring (e.g. the best rate), if any. */
  marked?: number;
}

export interface LogLinesInput {
  lines: readonly LogLine[];
  xLabel: string;
  yLabel: string;
  /** Every x value to label (the d_k list or the rate grid). */
  xTicks: readonly number[];
}

const tick = format('~g');
const power = format('.0e');

function decadeLabel(value: number): string {
  if (!Number.isInteger(Math.round(Math.log10(value) * 1e6) / 1e6)) return '';
  return value >= 0.001 && value <= 1000 ? tick(value) : power(value);
}

/** Whole decades around the positive values (a fallback when there are none). */
function decades(values: number[]): [number, number] {
  const positive = values.filter((v) => Number.isFinite(v) && v > 0);
  if (positive.length === 0) return [0.001, 1];
  const low = 10 ** Math.floor(Math.log10(Math.min(...positive)));
  const high = 10 ** Math.ceil(Math.log10(Math.max(...positive)));
  return [low, high > low ? high : low * 10];
}

export function drawLogLines(frame: ChartFrame, input: LogLinesInput): void {
  // A wider left margin: tick labels such as 0.001 would meet the axis title.
  const layout = layoutFor(frame.width(), 0.6, { top: legendMargin(input.lines.length), left: 68 });
  const plot = freshPlot(frame, layout);
  const xs = [...input.xTicks];
  const xLow = Math.min(...xs);
  const xHigh = Math.max(...xs);
  const x = scaleLog()
    .domain(xLow < xHigh ? [xLow / 1.3, xHigh * 1.3] : [xLow / 2, xLow * 2])
    .range([0, layout.innerWidth]);
  const y = scaleLog()
    .domain(decades(input.lines.flatMap((l) => [...l.y])))
    .range([layout.innerHeight, 0])
    .clamp(true);
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: input.xLabel,
    yLabel: input.yLabel,
    xTickValues: xs,
    xFormat: (v) => tick(Number(v)),
    yFormat: (v) => decadeLabel(Number(v)),
  });
  for (const series of input.lines) {
    const shown = series.y.map((_, i) => i).filter((i) => series.y[i] > 0);
    const group = plot.append('g').attr('class', `curve-series ${series.className}`);
    const path = line<number>()
      .defined((i) => Number.isFinite(series.y[i]) && series.y[i] > 0)
      .x((i) => x(series.x[i]))
      .y((i) => y(series.y[i]));
    group
      .append('path')
      .attr('class', 'line')
      .attr('d', path(series.y.map((_, i) => i)));
    for (const i of shown) {
      group
        .append('circle')
        .attr('class', i === series.marked ? 'point is-best' : 'point')
        .attr('cx', x(series.x[i]))
        .attr('cy', y(series.y[i]))
        .attr('r', i === series.marked ? 5 : 3);
    }
  }
  drawLegendAbove(
    plot,
    input.lines.map((s) => ({ label: s.label, className: s.className })),
  );
}
