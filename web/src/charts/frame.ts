// chartFrame(figure) wires the shared behaviour of every chart figure:
//   <figure class="chart" data-chart="<id>">
//     <figcaption>…</figcaption>            (title; required)
//     <div class="chart-body"></div>         (created if missing; the chart's svg goes here)
//     <p class="chart-description"></p>      (created if missing; live text description)
//   </figure>
// It sets data-state (loading → estimate → final, or error) and data-samples,
// keeps the data for CSV export, adds the SVG/PNG/CSV buttons (and Python when
// the caller passes the chart's experiment script), gives the svg
// role="img" with aria-labelledby, and reports the body's width on resize.
import type { DataTable } from '../export/csv';
import { createExportButtons } from '../export/chart-exports';

/** 'idle': a chart that waits for the reader to start it (step 4's sweep). */
export type ChartState = 'idle' | 'loading' | 'estimate' | 'final' | 'error';

export interface ChartFrame {
  readonly figure: HTMLElement;
  /** The element the chart draws into. */
  readonly body: HTMLElement;
  readonly id: string;
  /** Marks progress; `samples` is the sample size the chart currently shows. */
  setState(state: ChartState, samples?: number): void;
  /** The text description generated from the live data (announced politely). */
  describe(text: string): void;
  /** The data behind the chart, for CSV export. */
  setData(table: DataTable): void;
  /** Shows an error in place of the description and sets data-state="error". */
  fail(message: string): void;
  /** Gives a freshly drawn svg its accessible name and description. */
  label(svg: SVGSVGElement): void;
  /** Current drawing width of the body in CSS pixels. */
  width(): number;
  /** Calls `redraw` when the body's width changes (e.g. phone rotation). */
  onResize(redraw: (width: number) => void): void;
}

let frameCount = 0;

/** Drawing width of a chart body: its CSS width, at least 260 px (600 before layout). */
function widthOf(body: HTMLElement): number {
  return Math.max(260, Math.round(body.clientWidth || 600));
}

/** Notices raised inside a chart bubble up to the page's notifier (main.ts). */
export const NOTIFY_EVENT = 'sqrtdk:notify';
export function notifyFrom(element: Element, message: string): void {
  element.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { bubbles: true, detail: message }));
}

function ensureChild(figure: HTMLElement, selector: string, make: () => HTMLElement): HTMLElement {
  const existing = figure.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = make();
  figure.append(element);
  return element;
}

export function chartFrame(
  figure: HTMLElement,
  options: { onError?: (message: string) => void; python?: () => Promise<string> } = {},
): ChartFrame {
  const id = figure.dataset.chart || `chart-${++frameCount}`;
  const caption = ensureChild(figure, 'figcaption', () => document.createElement('figcaption'));
  caption.id ||= `${id}-title`;
  const body = ensureChild(figure, '.chart-body', () => {
    const div = document.createElement('div');
    div.className = 'chart-body';
    return div;
  });
  const description = ensureChild(figure, '.chart-description', () => {
    const p = document.createElement('p');
    p.className = 'chart-description';
    return p;
  });
  description.id ||= `${id}-description`;
  description.setAttribute('aria-live', 'polite');
  let data: DataTable | null = null;
  // The width is read once and then kept up to date by a ResizeObserver:
  // reading clientWidth on every redraw forces a synchronous layout of the
  // whole page right after the chart's own DOM writes (about 7 ms a slider
  // move in step 1, while the workers need the cores).
  let measured: number | undefined;
  const resizeListeners: ((width: number) => void)[] = [];
  new ResizeObserver(() => {
    const before = measured;
    measured = widthOf(body);
    if (before !== undefined && measured !== before) {
      for (const redraw of resizeListeners) redraw(measured);
    }
  }).observe(body);

  const frame: ChartFrame = {
    figure,
    body,
    id,
    setState(state, samples) {
      figure.dataset.state = state;
      // Busy until final, so screen readers announce the settled description once.
      figure.setAttribute('aria-busy', String(state === 'loading' || state === 'estimate'));
      if (samples !== undefined) figure.dataset.samples = String(samples);
    },
    describe(text) {
      description.textContent = text;
      description.classList.remove('is-error');
    },
    setData(table) {
      data = table;
    },
    fail(message) {
      frame.setState('error');
      description.textContent = message;
      description.classList.add('is-error');
    },
    label(svg) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-labelledby', caption.id);
      svg.setAttribute('aria-describedby', description.id);
    },
    width: () => (measured ??= widthOf(body)),
    onResize(redraw) {
      resizeListeners.push(redraw);
    },
  };
  frame.setState('loading');
  figure.append(
    createExportButtons(
      {
        name: id,
        label: caption.textContent?.trim() || id,
        svg: () => body.querySelector('svg'),
        data: () => data,
        python: options.python,
      },
      options.onError ?? ((message) => notifyFrom(figure, message)),
    ),
  );
  return frame;
}
