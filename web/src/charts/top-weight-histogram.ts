// Histogram of per-trial top softmax weights, several series side by side in
// each bin, plus a dashed line at the saturation threshold. The x range starts
// at 1/keys, the smallest top weight a softmax over `keys` keys can have.
import { bin } from 'd3-array';
import { format } from 'd3-format';
import { scaleBand, scaleLinear } from 'd3-scale';
import { drawAxes, drawVerticalLine, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface TopWeightSeries {
  label: string;
  className: string;
  topWeights: ArrayLike<number>;
}

export interface TopWeightInput {
  keys: number;
  threshold: number;
  series: readonly TopWeightSeries[];
}

export interface TopWeightBin {
  x0: number;
  x1: number;
  fractions: number[]; // share of each series' trials in this bin
}

const BINS = 20;

/** Share of trials per bin for each series; used by the chart and its CSV. */
export function topWeightBins(input: TopWeightInput): TopWeightBin[] {
  const lowest = 1 / input.keys;
  const edges = Array.from({ length: BINS + 1 }, (_, i) => lowest + ((1 - lowest) * i) / BINS);
  const binner = bin().domain([lowest, 1]).thresholds(edges.slice(1, -1));
  const perSeries = input.series.map((s) => {
    const values = Array.from(s.topWeights);
    return binner(values).map((b) => (values.length ? b.length / values.length : 0));
  });
  return edges.slice(0, -1).map((x0, i) => ({
    x0,
    x1: edges[i + 1],
    fractions: perSeries.map((fractions) => fractions[i] ?? 0),
  }));
}

export function drawTopWeightHistogram(frame: ChartFrame, input: TopWeightInput): TopWeightBin[] {
  const layout = layoutFor(frame.width(), 0.6, { top: legendMargin(input.series.length + 1) });
  const plot = freshPlot(frame, layout);
  const bins = topWeightBins(input);
  const x = scaleLinear()
    .domain([1 / input.keys, 1])
    .range([0, layout.innerWidth]);
  const inner = scaleBand<number>()
    .domain(input.series.map((_, i) => i))
    .range([0, layout.innerWidth / BINS])
    .padding(0.1);
  const top = Math.max(0.05, ...bins.flatMap((b) => b.fractions));
  const y = scaleLinear().domain([0, top]).range([layout.innerHeight, 0]).nice();
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: 'top weight of a trial',
    yLabel: 'share of trials',
    xFormat: format('.2f'),
    yFormat: format('.0%'),
  });

  input.series.forEach((series, s) => {
    const group = plot.append('g').attr('class', `bars ${series.className}`);
    for (const b of bins) {
      const fraction = b.fractions[s];
      if (fraction <= 0) continue;
      group
        .append('rect')
        .attr('class', 'bar')
        .attr('x', x(b.x0) + (inner(s) ?? 0))
        .attr('width', inner.bandwidth())
        .attr('y', y(fraction))
        .attr('height', layout.innerHeight - y(fraction));
    }
  });
  drawVerticalLine(plot, 'threshold-line', x(input.threshold), layout);
  drawLegendAbove(plot, [
    ...input.series.map((s) => ({ label: s.label, className: s.className })),
    { label: `threshold ${input.threshold}`, className: 'threshold-line' },
  ]);
  return bins;
}
