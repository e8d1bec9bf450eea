// The SVG / PNG / CSV buttons under each chart, and Python where the chart
// shows an experiment: a standalone NumPy script that re-runs it.
import { downloadBlob } from './download';
import { toCsv, type DataTable } from './csv';
import { svgToPng } from './png';
import { standaloneSvg } from './svg';

export interface ExportSource {
  name: string; // file name stem, e.g. "variance-histogram"
  label: string; // human name for button labels
  svg(): SVGSVGElement | null;
  data(): DataTable | null;
  /** The "Reproduce in Python" script of the chart's current run, made by the
   *  core (absent for charts that show no random experiment). */
  python?: () => Promise<string>;
}

function button(text: string, label: string, onClick: () => Promise<void> | void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'export-button';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', () => void onClick());
  return element;
}

export function createExportButtons(source: ExportSource, onError: (message: string) => void) {
  const bar = document.createElement('div');
  bar.className = 'chart-exports';
  const guarded = (action: () => Promise<void> | void) => async () => {
    try {
      await action();
    } catch (error) {
      onError(
        `Could not export ${source.label}: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  const requireSvg = () => {
    const svg = source.svg();
    if (!svg) throw new Error('the chart has not been drawn yet');
    return standaloneSvg(svg);
  };
  bar.append(
    button(
      'SVG',
      `Download ${source.label} as SVG`,
      guarded(() => {
        const { text } = requireSvg();
        downloadBlob(new Blob([text], { type: 'image/svg+xml' }), `${source.name}.svg`);
      }),
    ),
    button(
      'PNG',
      `Download ${source.label} as PNG`,
      guarded(async () => {
        const { text, width, height } = requireSvg();
        downloadBlob(await svgToPng(text, width, height), `${source.name}.png`);
      }),
    ),
    button(
      'CSV',
      `Download the data of ${source.label} as CSV`,
      guarded(() => {
        const table = source.data();
        if (!table) throw new Error('there is no data yet');
        downloadBlob(new Blob([toCsv(table)], { type: 'text/csv' }), `${source.name}.csv`);
      }),
    ),
  );
  const python = source.python;
  if (python) {
    bar.append(
      button(
        'Python',
        `Python: download a NumPy script that re-runs the experiment of ${source.label}`,
        guarded(async () => {
          const script = await python();
          downloadBlob(new Blob([script], { type: 'text/x-python' }), `${source.name}.py`);
        }),
      ),
    );
  }
  return bar;
}
