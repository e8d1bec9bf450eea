// Histogram of a sample with an optional reference density drawn over it as
// the share each bin should hold, e.g. raw scores against N(0, d_k). The x
// axis is linear, or symmetric-log ("magnitude") so one fixed axis holds
// scores of size 1 and 1000 alike: a wider sample then looks wider. Bins are
// equally wide on screen either way, so bar heights are shares of the sample.
import { bin, max } from 'd3-array';
import { format } from 'd3-format';
import { scaleLinear, scaleSymlog } from 'd3-scale';
import { line } from 'd3-shape';
import type { DataTable } from '../export/csv';
import { drawAxes, drawVerticalLine, freshPlot, layoutFor, type Plot } from './chart-svg';
import { drawLegendAbove, legendMargin } from './legend-above';
import type { ChartFrame } from './frame';

export type HistogramAxis = 'linear' | 'symlog';

export interface HistogramData {
  values: ArrayLike<number>;
  domain: [number, number];
  bins: number;
  axis?: HistogramAxis;
  xLabel: string;
  /** Drawn as a curve: the share of the sample each bin should hold under this density. */
  reference?: { density: (x: number) => number; label: string };
  /** A fainter earlier curve (e.g. the previous d_k's bell), to see the change. */
  ghost?: { density: (x: number) => number; label: string };
  /** Vertical marks at ±at with a label (e.g. where the softmax turns one-hot). */
  marks?: { at: number; label: string };
  barLabel?: string;
}

export interface HistogramSummary {
  table: DataTable;
  /** Values outside the domain (not drawn). */
  outside: number;
}

const shareFormat = format('.0%');
const magnitudeFormat = format('~s'); // 1k, not 1,000: seven labels fit a phone

/** Tick values of a symmetric-log axis: 0 and ±1, ±10, ±100 … inside the domain. */
function symlogTicks([lo, hi]: [number, number], roomy: boolean): number[] {
  const ticks = [0];
  for (let p = roomy ? 1 : 10; p <= Math.max(-lo, hi); p *= 10) {
    if (p <= hi) ticks.push(p);
    if (-p >= lo) ticks.unshift(-p);
  }
  return ticks;
}

function drawReference(
  plot: Plot,
  xs: number[],
  shares: number[],
  toX: (v: number) => number,
  toY: (v: number) => number,
  className: string,
): void {
  const path = line<number>()
    .x((v) => toX(v))
    .y((_v, i) => toY(shares[i]));
  plot.append('path').attr('class', className).attr('d', path(xs));
}

export function drawHistogram(frame: ChartFrame, data: HistogramData): HistogramSummary {
  const legend = [{ label: data.barLabel ?? 'sample', className: 'legend-bar' }];
  if (data.reference) legend.push({ label: data.reference.label, className: 'reference-curve' });
  if (data.ghost) legend.push({ label: data.ghost.label, className: 'ghost-curve' });
  if (data.marks) legend.push({ label: data.marks.label, className: 'onehot-mark' });
  // The legend goes above the plot: on the fixed axis a wide bell fills the corners.
  const layout = layoutFor(frame.width(), 0.58, { top: legendMargin(legend.length) });
  const [lo, hi] = data.domain;
  const symlog = data.axis === 'symlog';
  const x = (symlog ? scaleSymlog().constant(1) : scaleLinear())
    .domain(data.domain)
    .range([0, layout.innerWidth]);
  // Equal widths on screen: thresholds evenly spaced in pixels, mapped back to scores.
  const thresholds = Array.from({ length: data.bins - 1 }, (_, i) =>
    x.invert(((i + 1) * layout.innerWidth) / data.bins),
  );
  const bins = bin<number, number>().domain(data.domain).thresholds(thresholds)(
    Array.from(data.values).filter((v) => v >= lo && v <= hi),
  );
  const n = data.values.length;
  const shares = bins.map((b) => (n > 0 ? b.length / n : 0));
  // Expected share of a bin around score v: density × (score width of one screen bin there).
  const binPixels = layout.innerWidth / data.bins;
  const scoreWidthAt = (v: number) => {
    const px = x(v);
    return Math.abs(x.invert(px + binPixels / 2) - x.invert(px - binPixels / 2));
  };
  const curveXs = Array.from({ length: 241 }, (_, i) => x.invert((i / 240) * layout.innerWidth));
  const expected = (density: (v: number) => number) =>
    curveXs.map((v) => density(v) * scoreWidthAt(v));
  const curveYs = data.reference ? expected(data.reference.density) : [];
  const ghostYs = data.ghost ? expected(data.ghost.density) : [];
  const yMax = Math.max(max(shares) ?? 0, max(curveYs) ?? 0, max(ghostYs) ?? 0) * 1.08 || 1;
  const y = scaleLinear().domain([0, yMax]).range([layout.innerHeight, 0]).nice();

  const plot = freshPlot(frame, layout);
  if (data.marks) {
    const marks = plot.append('g').attr('class', 'onehot-marks');
    for (const at of [-data.marks.at, data.marks.at]) {
      if (at < lo || at > hi) continue;
      drawVerticalLine(marks, 'onehot-mark', x(at), layout);
    }
  }
  plot
    .append('g')
    .attr('class', 'bars')
    .selectAll('rect')
    .data(bins)
    .join('rect')
    .attr('class', 'bar')
    .attr('x', (b) => x(b.x0 ?? 0) + 0.5)
    .attr('width', (b) => Math.max(0, x(b.x1 ?? 0) - x(b.x0 ?? 0) - 1))
    .attr('y', (_b, i) => y(shares[i]))
    .attr('height', (_b, i) => y(0) - y(shares[i]));
  if (data.ghost) drawReference(plot, curveXs, ghostYs, x, y, 'ghost-curve');
  if (data.reference) drawReference(plot, curveXs, curveYs, x, y, 'reference-curve');
  const roomy = layout.innerWidth > 420;
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: data.xLabel,
    yLabel: 'share per bar',
    yTicks: 4,
    yFormat: (v) => shareFormat(Number(v)),
    ...(symlog
      ? {
          xTickValues: symlogTicks(data.domain, roomy),
          xFormat: (v) => magnitudeFormat(Number(v)).replace('-', '−'),
        }
      : {}),
  });
  drawLegendAbove(plot, legend);

  const inside = bins.reduce((sum, b) => sum + b.length, 0);
  return {
    outside: n - inside,
    table: {
      columns: ['bin_start', 'bin_end', 'count', 'share'],
      rows: bins.map((b, i) => [b.x0 ?? 0, b.x1 ?? 0, b.length, shares[i]]),
    },
  };
}
