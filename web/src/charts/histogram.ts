// Histogram of a sample (as a density) with an optional reference density
// curve drawn over it, e.g. raw scores against N(0, d_k), or top weights.
import { bin, max } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { DataTable } from '../export/csv';
import { drawAxes, drawLegend, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';

export interface HistogramData {
  values: ArrayLike<number>;
  domain: [number, number];
  bins: number;
  xLabel: string;
  /** Drawn as a curve over the bars; the y axis is a density so both compare directly. */
  reference?: { density: (x: number) => number; label: string };
  barLabel?: string;
}

export interface HistogramSummary {
  table: DataTable;
  /** Values outside the domain (not drawn). */
  outside: number;
}

export function drawHistogram(frame: ChartFrame, data: HistogramData): HistogramSummary {
  const layout = layoutFor(frame.width());
  const [lo, hi] = data.domain;
  const x = scaleLinear().domain(data.domain).range([0, layout.innerWidth]);
  const bins = bin<number, number>().domain(data.domain).thresholds(x.ticks(data.bins))(
    Array.from(data.values).filter((v) => v >= lo && v <= hi),
  );
  const n = data.values.length;
  const densities = bins.map((b) => {
    const width = (b.x1 ?? 0) - (b.x0 ?? 0);
    return width > 0 && n > 0 ? b.length / (n * width) : 0;
  });
  const curveXs = x.ticks(120);
  const curveYs = data.reference ? curveXs.map(data.reference.density) : [];
  const yMax = Math.max(max(densities) ?? 0, max(curveYs) ?? 0) * 1.08 || 1;
  const y = scaleLinear().domain([0, yMax]).range([layout.innerHeight, 0]).nice();

  const plot = freshPlot(frame, layout);
  plot
    .append('g')
    .attr('class', 'bars')
    .selectAll('rect')
    .data(bins)
    .join('rect')
    .attr('class', 'bar')
    .attr('x', (b) => x(b.x0 ?? 0) + 0.5)
    .attr('width', (b) => Math.max(0, x(b.x1 ?? 0) - x(b.x0 ?? 0) - 1))
    .attr('y', (_b, i) => y(densities[i]))
    .attr('height', (_b, i) => y(0) - y(densities[i]));
  if (data.reference) {
    const path = line<number>()
      .x((v) => x(v))
      .y((_v, i) => y(curveYs[i]));
    plot.append('path').attr('class', 'reference-curve').attr('d', path(curveXs));
  }
  drawAxes(plot, layout, { x, y, xLabel: data.xLabel, yLabel: 'density', yTicks: 4 });
  const legend = [{ label: data.barLabel ?? 'sample', className: 'legend-bar' }];
  if (data.reference) legend.push({ label: data.reference.label, className: 'reference-curve' });
  drawLegend(plot, legend);

  const inside = bins.reduce((sum, b) => sum + b.length, 0);
  return {
    outside: n - inside,
    table: {
      columns: ['bin_start', 'bin_end', 'count', 'density'],
      rows: bins.map((b, i) => [b.x0 ?? 0, b.x1 ?? 0, b.length, densities[i]]),
    },
  };
}
