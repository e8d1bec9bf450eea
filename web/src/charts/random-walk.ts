// A few random walks of d_k steps of ±1 with the curves ±√n (where a walk
// typically is after n steps) and ±n (the farthest it could be). The ±n lines
// end where they leave the plot instead of running flat along its edge, which
// would read as a ceiling.
import { max } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { drawAxes, drawLegend, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';

export interface RandomWalkData {
  /** Positions after 0, 1, …, steps steps, one array per walk. */
  walks: number[][];
  steps: number;
}

/** At most this many vertices per drawn path; longer walks are thinned evenly. */
const MAX_VERTICES = 400;

function thinned(walk: number[]): [number, number][] {
  const stride = Math.max(1, Math.ceil(walk.length / MAX_VERTICES));
  const points: [number, number][] = [];
  for (let i = 0; i < walk.length; i += stride) points.push([i, walk[i]]);
  const last = walk.length - 1;
  if (points[points.length - 1][0] !== last) points.push([last, walk[last]]);
  return points;
}

export function drawRandomWalks(frame: ChartFrame, data: RandomWalkData): void {
  const layout = layoutFor(frame.width(), 0.5);
  const reach = Math.max(3 * Math.sqrt(data.steps), max(data.walks.flat(), Math.abs) ?? 1);
  const x = scaleLinear().domain([0, data.steps]).range([0, layout.innerWidth]);
  const y = scaleLinear().domain([-reach, reach]).range([layout.innerHeight, 0]).nice();
  const plot = freshPlot(frame, layout);
  const top = y.domain()[1];
  const ns = x.ticks(100).concat(data.steps);
  const curve = (f: (n: number) => number, upTo = data.steps) =>
    line<number>()
      .x((n) => x(n))
      .y((n) => y(f(n)))(ns.filter((n) => n < upTo).concat(upTo));
  // ±n leaves the plot at n = top: draw it that far only.
  const extremeEnd = Math.min(data.steps, top);
  for (const sign of [1, -1]) {
    plot
      .append('path')
      .attr('class', 'walk-extreme')
      .attr(
        'd',
        curve((n) => sign * n, extremeEnd),
      );
  }
  plot.append('path').attr('class', 'walk-typical').attr('d', curve(Math.sqrt));
  plot
    .append('path')
    .attr('class', 'walk-typical')
    .attr(
      'd',
      curve((n) => -Math.sqrt(n)),
    );

  const path = line<[number, number]>()
    .x((p) => x(p[0]))
    .y((p) => y(p[1]));
  plot
    .append('g')
    .attr('class', 'walks')
    .selectAll('path')
    .data(data.walks)
    .join('path')
    .attr('class', (_w, i) => `walk walk-${i % 4}`)
    .attr('d', (walk) => path(thinned(walk)));

  drawAxes(plot, layout, { x, y, xLabel: 'steps taken (n)', yLabel: 'position', yTicks: 5 });
  drawLegend(plot, [
    { label: '±√n (typical distance)', className: 'walk-typical' },
    {
      label:
        extremeEnd < data.steps
          ? layout.innerWidth > 420
            ? `±n (farthest possible; leaves the chart at n = ${Math.floor(extremeEnd)})`
            : `±n (farthest; leaves at n = ${Math.floor(extremeEnd)})`
          : '±n (farthest possible)',
      className: 'walk-extreme',
    },
  ]);
}
