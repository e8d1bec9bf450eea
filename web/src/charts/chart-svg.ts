// Shared plumbing for the D3 charts: a margin layout for the frame's width,
// a fresh labelled <svg>, and axes drawn by d3-axis with optional labels.
import { axisBottom, axisLeft, type AxisScale } from 'd3-axis';
import type { NumberValue } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import type { ChartFrame } from './frame';

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Layout {
  width: number;
  height: number;
  margin: Margin;
  innerWidth: number;
  innerHeight: number;
}

// The right margin leaves room for half of a five-digit tick label (65536) at the end of an axis.
const DEFAULT_MARGIN: Margin = { top: 12, right: 24, bottom: 44, left: 56 };

/** Height follows width but stays readable on a phone and modest on a desktop. */
export function layoutFor(width: number, aspect = 0.58, margin: Partial<Margin> = {}): Layout {
  const m = { ...DEFAULT_MARGIN, ...margin };
  const height = Math.round(Math.min(380, Math.max(220, width * aspect)));
  return {
    width,
    height,
    margin: m,
    innerWidth: Math.max(10, width - m.left - m.right),
    innerHeight: Math.max(10, height - m.top - m.bottom),
  };
}

export type Plot = Selection<SVGGElement, unknown, null, undefined>;

/** Replaces the frame's svg with an empty one and returns its plot area. */
export function freshPlot(frame: ChartFrame, layout: Layout): Plot {
  frame.body.querySelector('svg')?.remove();
  const svg = select(frame.body)
    .append('svg')
    .attr('viewBox', `0 0 ${layout.width} ${layout.height}`)
    .attr('width', layout.width)
    .attr('height', layout.height);
  frame.label(svg.node() as SVGSVGElement);
  return svg
    .append('g')
    .attr('class', 'plot')
    .attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
}

/** A vertical line across the plot area at pixel `x` (a marker, a threshold). */
export function drawVerticalLine(parent: Plot, className: string, x: number, layout: Layout): void {
  parent
    .append('line')
    .attr('class', className)
    .attr('x1', x)
    .attr('x2', x)
    .attr('y1', 0)
    .attr('y2', layout.innerHeight);
}

export interface AxisOptions {
  x: AxisScale<NumberValue>;
  y: AxisScale<NumberValue>;
  xLabel: string;
  yLabel: string;
  xTicks?: number;
  xTickValues?: number[];
  yTicks?: number;
  xFormat?: (value: NumberValue) => string;
  yFormat?: (value: NumberValue) => string;
}

export function drawAxes(plot: Plot, layout: Layout, o: AxisOptions): void {
  const xAxis = axisBottom(o.x).ticks(o.xTicks ?? Math.max(3, Math.floor(layout.innerWidth / 80)));
  if (o.xTickValues) xAxis.tickValues(o.xTickValues);
  if (o.xFormat) xAxis.tickFormat(o.xFormat);
  const yAxis = axisLeft(o.y).ticks(o.yTicks ?? 5);
  if (o.yFormat) yAxis.tickFormat(o.yFormat);
  plot
    .append('g')
    .attr('class', 'axis axis-x')
    .attr('transform', `translate(0,${layout.innerHeight})`)
    .call(xAxis);
  plot.append('g').attr('class', 'axis axis-y').call(yAxis);
  plot
    .append('text')
    .attr('class', 'axis-label')
    .attr('x', layout.innerWidth / 2)
    .attr('y', layout.innerHeight + 38)
    .attr('text-anchor', 'middle')
    .text(o.xLabel);
  plot
    .append('text')
    .attr('class', 'axis-label')
    .attr(
      'transform',
      `translate(${-layout.margin.left + 14},${layout.innerHeight / 2}) rotate(-90)`,
    )
    .attr('text-anchor', 'middle')
    .text(o.yLabel);
}

/** A small legend in the plot's top-left corner: one line per entry. */
export function drawLegend(plot: Plot, entries: { label: string; className: string }[]): void {
  const legend = plot.append('g').attr('class', 'legend').attr('transform', 'translate(8,6)');
  entries.forEach((entry, i) => {
    const row = legend.append('g').attr('transform', `translate(0,${i * 16})`);
    row
      .append('line')
      .attr('class', entry.className)
      .attr('x1', 0)
      .attr('x2', 18)
      .attr('y1', 5)
      .attr('y2', 5);
    row.append('text').attr('x', 24).attr('y', 9).text(entry.label);
  });
}
