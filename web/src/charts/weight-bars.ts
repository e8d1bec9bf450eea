// Softmax weights as bars: one group per key, one bar per series (e.g. "no
// divisor" next to "divided by √d_k"). The y axis is fixed to [0, 1] so a
// saturated softmax reads as one full bar and a flat one as a row of stubs.
import { scaleBand, scaleLinear, type NumberValue } from 'd3-scale';
import { drawAxes, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface WeightSeries {
  label: string;
  className: string; // e.g. 'series-raw'; colours come from steps.css
  weights: ArrayLike<number>;
}

export interface WeightBarsInput {
  keyLabels: readonly string[];
  series: readonly WeightSeries[];
  xLabel: string;
}

const SHOW_VALUES_UP_TO = 8;

export function drawWeightBars(frame: ChartFrame, input: WeightBarsInput): void {
  const layout = layoutFor(frame.width(), 0.55, { top: legendMargin(input.series.length) });
  const plot = freshPlot(frame, layout);
  // Keys are numbered bands (0-based), labelled from keyLabels.
  const keys = input.keyLabels.map((_, i) => i);
  const x = scaleBand<NumberValue>().domain(keys).range([0, layout.innerWidth]).padding(0.2);
  const inner = scaleBand<number>()
    .domain(input.series.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const y = scaleLinear().domain([0, 1]).range([layout.innerHeight, 0]);
  const tickEvery = Math.ceil(
    input.keyLabels.length / Math.max(1, Math.floor(layout.innerWidth / 28)),
  );
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: input.xLabel,
    yLabel: 'softmax weight',
    xTickValues: keys.filter((i) => i % tickEvery === 0),
    xFormat: (i) => input.keyLabels[Number(i)] ?? '',
  });

  const showValues = input.keyLabels.length <= SHOW_VALUES_UP_TO && input.series.length === 1;
  input.series.forEach((series, s) => {
    const group = plot.append('g').attr('class', `bars ${series.className}`);
    keys.forEach((i) => {
      const value = series.weights[i];
      const barX = (x(i) ?? 0) + (inner(s) ?? 0);
      group
        .append('rect')
        .attr('class', 'bar')
        .attr('x', barX)
        .attr('width', inner.bandwidth())
        .attr('y', y(value))
        // At least a 1 px sliver, so a key with weight 1e-9 is still seen to exist.
        .attr('height', Math.max(1, layout.innerHeight - y(value)));
      if (showValues) {
        group
          .append('text')
          .attr('x', barX + inner.bandwidth() / 2)
          // Tall bars carry their value inside, clear of the legend above the plot.
          .attr('class', value > 0.85 ? 'bar-value is-inside' : 'bar-value')
          .attr('y', value > 0.85 ? y(value) + 14 : y(value) - 4)
          .attr('text-anchor', 'middle')
          .text(value >= 0.0001 ? value.toFixed(4) : value.toExponential(1));
      }
    });
  });
  drawLegendAbove(
    plot,
    input.series.map((s) => ({ label: s.label, className: s.className })),
  );
}
