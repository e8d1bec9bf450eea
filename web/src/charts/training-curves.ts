// A quantity against the training step: one line per run (the median over
// seeds) inside its 10–90% band, on a linear or a log y axis. The x axis spans
// the whole planned run from the first point on, so a streaming curve grows
// to the right instead of rescaling under the reader's eyes.
import { format } from 'd3-format';
import { scaleLinear, scaleLog } from 'd3-scale';
import { area, line } from 'd3-shape';
import { drawAxes, freshPlot, layoutFor } from './chart-svg';
import type { ChartFrame } from './frame';
import { drawLegendAbove, legendMargin } from './legend-above';

export interface CurveLine {
  label: string;
  /** Colour and dash class of the run (series-none, series-sqrt_dk, …). */
  className: string;
  steps: ArrayLike<number>;
  median: ArrayLike<number>;
  lo: ArrayLike<number>;
  hi: ArrayLike<number>;
}

export type YScaleKind = 'linear' | 'log';

export interface CurvesInput {
  lines: readonly CurveLine[];
  /** Last step of the planned run: the x axis ends here. */
  lastStep: number;
  yLabel: string;
  yScale: YScaleKind;
  /** Fixed y range for bounded quantities (fractions, weights); else fitted to the data. */
  yDomain?: [number, number];
}

/** Values a log axis can show: a band may touch 0 (a run that has converged). */
export const LOG_FLOOR = 1e-6;

/** The y range that holds every finite point and band edge of `lines`:
 *  for a log axis, whole decades around the positive values (floored at
 *  LOG_FLOOR); for a linear axis, from 0 or the lowest value to the highest. */
export function fittedDomain(lines: readonly CurveLine[], scale: YScaleKind): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const l of lines) {
    for (const column of [l.median, l.lo, l.hi]) {
      for (let i = 0; i < column.length; i++) {
        const v = column[i];
        if (!Number.isFinite(v)) continue;
        const shown = scale === 'log' ? Math.max(v, LOG_FLOOR) : v;
        low = Math.min(low, shown);
        high = Math.max(high, shown);
      }
    }
  }
  if (!Number.isFinite(low)) return scale === 'log' ? [0.01, 1] : [0, 1];
  if (scale === 'log') {
    const bottom = 10 ** Math.floor(Math.log10(low));
    const top = 10 ** Math.ceil(Math.log10(high));
    return [bottom, top > bottom ? top : bottom * 10];
  }
  const bottom = Math.min(0, low);
  return [bottom, high > bottom ? high : bottom + 1];
}

const decimal = format('.2~f');
const power = format('.0e');

function logTickFormat(value: number): string {
  if (!Number.isInteger(Math.round(Math.log10(value) * 1e6) / 1e6)) return '';
  return value >= 0.01 && value <= 1000 ? decimal(value) : power(value);
}

export function drawTrainingCurves(frame: ChartFrame, input: CurvesInput): void {
  const layout = layoutFor(frame.width(), 0.6, { top: legendMargin(input.lines.length) });
  const plot = freshPlot(frame, layout);
  const x = scaleLinear()
    .domain([0, Math.max(1, input.lastStep)])
    .range([0, layout.innerWidth]);
  const domain = input.yDomain ?? fittedDomain(input.lines, input.yScale);
  const y =
    input.yScale === 'log'
      ? scaleLog().domain(domain).range([layout.innerHeight, 0]).clamp(true)
      : scaleLinear().domain(domain).range([layout.innerHeight, 0]).nice();
  const shown = (v: number) => (input.yScale === 'log' ? Math.max(v, LOG_FLOOR) : v);
  drawAxes(plot, layout, {
    x,
    y,
    xLabel: 'training step',
    yLabel: input.yLabel,
    xFormat: format('d'),
    yFormat: input.yScale === 'log' ? (v) => logTickFormat(Number(v)) : format('.2~f'),
  });

  for (const run of input.lines) {
    const indices = Array.from({ length: run.steps.length }, (_, i) => i).filter(
      (i) =>
        Number.isFinite(run.median[i]) && Number.isFinite(run.lo[i]) && Number.isFinite(run.hi[i]),
    );
    const group = plot.append('g').attr('class', `curve-series ${run.className}`);
    const band = area<number>()
      .x((i) => x(run.steps[i]))
      .y0((i) => y(shown(run.lo[i])))
      .y1((i) => y(shown(run.hi[i])));
    const path = line<number>()
      .x((i) => x(run.steps[i]))
      .y((i) => y(shown(run.median[i])));
    group.append('path').attr('class', 'band').attr('d', band(indices));
    group.append('path').attr('class', 'line').attr('d', path(indices));
    // The newest point is marked, so a single streamed point is visible too.
    const last = indices[indices.length - 1];
    if (last !== undefined) {
      group
        .append('circle')
        .attr('class', 'point')
        .attr('cx', x(run.steps[last]))
        .attr('cy', y(shown(run.median[last])))
        .attr('r', 3);
    }
  }
  drawLegendAbove(
    plot,
    input.lines.map((s) => ({ label: s.label, className: s.className })),
  );
}
