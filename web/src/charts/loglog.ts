// Measured points with 95% error bars on log–log axes against a reference
// line (e.g. variance against Var = d_k), with one x value highlighted.
import { extent } from 'd3-array';
import { format } from 'd3-format';
import { scaleLinear, scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import { drawAxes, drawLegend, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';

export interface LogLogPoint {
  x: number;
  y: number;
  lo: number;
  hi: number;
}

export interface LogLogData {
  points: LogLogPoint[];
  reference: { fn: (x: number) => number; label: string };
  pointLabel: string;
  highlightX?: number;
  xLabel: string;
  yLabel: string;
  /** 'linear': a linear y axis from 0, for values that should stay flat
   *  along x (RoPE's variance per offset); log–log otherwise. */
  yScale?: 'log' | 'linear';
}

const tick = format('~s');

export function drawLogLog(frame: ChartFrame, data: LogLogData): void {
  const layout = layoutFor(frame.width());
  const xs = data.points.map((p) => p.x);
  const [xMin = 1, xMax = 2] = extent(xs);
  // Intervals can reach zero for tiny samples; a log axis needs positive values.
  const floor = (v: number) => Math.max(v, 1e-6);
  const ys = data.points.flatMap((p) => [floor(p.lo), p.hi, data.reference.fn(p.x)]);
  const [yMin = 1, yMax = 2] = extent(ys);
  const x = scaleLog().base(2).domain([xMin, xMax]).range([0, layout.innerWidth]);
  const linearY = data.yScale === 'linear';
  const y = linearY
    ? scaleLinear()
        .domain([0, yMax * 1.15])
        .nice()
        .range([layout.innerHeight, 0])
    : scaleLog()
        .domain([yMin / 1.5, yMax * 1.5])
        .range([layout.innerHeight, 0]);

  const plot = freshPlot(frame, layout);
  const referenceLine = line<number>()
    .x((v) => x(v))
    .y((v) => y(data.reference.fn(v)));
  plot
    .append('path')
    .attr('class', 'reference-line')
    .attr('d', referenceLine([xMin, xMax]));

  const points = plot
    .append('g')
    .attr('class', 'points')
    .selectAll('g')
    .data(data.points)
    .join('g')
    .attr('class', (p) => (p.x === data.highlightX ? 'point is-current' : 'point'));
  points
    .append('line')
    .attr('class', 'error-bar')
    .attr('x1', (p) => x(p.x))
    .attr('x2', (p) => x(p.x))
    .attr('y1', (p) => y(floor(p.lo)))
    .attr('y2', (p) => y(p.hi));
  points
    .append('circle')
    .attr('cx', (p) => x(p.x))
    .attr('cy', (p) => y(p.y))
    .attr('r', (p) => (p.x === data.highlightX ? 6 : 3.5));

  // Powers of two on x, labelled every `stride`-th so the widest label (about
  // 7 px a digit) never meets its neighbour; labelled ones include the first.
  const powers = xs.filter((v) => Number.isInteger(Math.log2(v)));
  const widest = Math.max(...powers.map((v) => String(v).length)) * 7 + 10;
  const gap = powers.length > 1 ? layout.innerWidth / (powers.length - 1) : layout.innerWidth;
  const stride = Math.max(1, Math.ceil(widest / gap));
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: data.xLabel,
    yLabel: data.yLabel,
    xTickValues: powers,
    xFormat: (v) => (powers.indexOf(Number(v)) % stride === 0 ? String(v) : ''),
    yFormat: linearY
      ? (v) => tick(Number(v))
      : (v) => (Number.isInteger(Math.log10(Number(v))) ? tick(Number(v)) : ''),
  });
  drawLegend(plot, [
    { label: data.pointLabel, className: 'legend-point' },
    { label: data.reference.label, className: 'reference-line' },
  ]);
}
