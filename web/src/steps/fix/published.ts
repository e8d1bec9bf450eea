// Step 3, part two: the reference experiment rerun live with the settings of
// the published run (src/data/published-figures.json: normal entries, 20,000
// pairs / 4,000 trials x 8 keys, at d_k 4, 64, 512), brute force, next to the
// published figures. Only the seed changes it, and it starts when the
// table scrolls into view.
import type { DivisorKind, Estimate, SaturationResult, VarianceResult } from '../../../../wasm/api';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';
import { formatEstimate } from '../format-estimate';
import {
  PUBLISHED_DKS,
  PUBLISHED_SETTINGS,
  findPublished,
  intervalMisses,
  type PublishedMetric,
} from './published-figures';

interface Measured {
  variance: VarianceResult;
  saturation: SaturationResult;
}

interface Row {
  label: string;
  metric: PublishedMetric;
  divisor: DivisorKind;
}

const ROWS: readonly Row[] = [
  { label: 'Score variance, raw', metric: 'variance', divisor: 'none' },
  { label: 'Score std, raw', metric: 'std', divisor: 'none' },
  { label: 'Variance ÷ √d_k', metric: 'variance', divisor: 'sqrt_dk' },
  { label: 'Variance ÷ d_k', metric: 'variance', divisor: 'dk' },
  { label: 'Mean top weight, raw', metric: 'topWeight', divisor: 'none' },
  { label: 'Mean top weight ÷ √d_k', metric: 'topWeight', divisor: 'sqrt_dk' },
  {
    label: `Trials with top weight > ${PUBLISHED_SETTINGS.threshold}, raw`,
    metric: 'saturatedFraction',
    divisor: 'none',
  },
  { label: 'Jacobian size, raw', metric: 'jacobianNorm', divisor: 'none' },
  { label: 'Jacobian size ÷ √d_k', metric: 'jacobianNorm', divisor: 'sqrt_dk' },
];

/** The measured estimate behind one cell of the table. */
function pick(m: Measured, row: Row): Estimate {
  switch (row.metric) {
    case 'std':
      return m.variance.std;
    case 'variance':
      return row.divisor === 'none'
        ? m.variance.variance
        : m.variance.divisors.find((d) => d.kind === row.divisor)!.variance;
    default:
      return m.saturation.byDivisor.find((d) => d.kind === row.divisor)![row.metric];
  }
}

function cell(
  estimate: Estimate,
  metric: PublishedMetric,
  divisor: DivisorKind,
  dk: number,
): HTMLTableCellElement {
  const td = document.createElement('td');
  const figure = findPublished(dk, metric, divisor);
  const measured = formatEstimate(estimate);
  const value = document.createElement('span');
  value.className = 'measured';
  value.textContent = measured.value;
  const interval = document.createElement('span');
  interval.className = 'interval';
  interval.textContent = measured.interval;
  td.append(value, interval);
  if (figure) {
    const published = document.createElement('span');
    published.className = 'published';
    const missed = intervalMisses(estimate, figure);
    published.textContent = `published ${figure.text}${missed ? ' ✗ outside' : ' ✓ inside'}`;
    if (missed) {
      published.classList.add('miss');
      td.dataset.miss = 'true';
    }
    td.append(published);
  }
  return td;
}

export function mountPublishedTable(root: HTMLElement, ctx: StepContext): void {
  const table = root.querySelector<HTMLTableElement>('[data-table="published"]');
  const status = root.querySelector('[data-readout="published-status"]');
  if (!table) return;
  const body = table.tBodies[0] ?? table.createTBody();

  const render = (measured: Measured[]) => {
    const rows = ROWS.map((row) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = row.label;
      tr.append(th);
      measured.forEach((m, i) =>
        tr.append(cell(pick(m, row), row.metric, row.divisor, PUBLISHED_DKS[i])),
      );
      return tr;
    });
    body.replaceChildren(...rows);
    const misses = body.querySelectorAll('[data-miss]').length;
    // Not every cell has a published figure (the saturated share was published at d_k 64 only).
    const cells = body.querySelectorAll('.published').length;
    if (status) {
      status.textContent =
        `Measured with seed ${ctx.state.get().seed}: ${cells - misses} of ${cells} published figures lie inside the measured 95% interval` +
        (misses ? ` (${misses} outside; expect about ${Math.round(cells / 20)} by chance).` : '.');
    }
    table.dataset.state = 'final';
  };

  const run = async (state: AppState) => {
    table.dataset.state = 'loading';
    if (status) status.textContent = 'Measuring…';
    const measured: Measured[] = [];
    for (const dk of PUBLISHED_DKS) {
      const common = {
        dk,
        seed: state.seed,
        dist: PUBLISHED_SETTINGS.dist,
        sampler: 'brute' as const,
      };
      const variance = await ctx.core.latest('fix:published', 'variance', {
        ...common,
        pairs: PUBLISHED_SETTINGS.pairs,
      });
      if (!variance) return;
      const saturation = await ctx.core.latest('fix:published', 'saturation', {
        ...common,
        trials: PUBLISHED_SETTINGS.trials,
        keys: PUBLISHED_SETTINGS.keys,
        threshold: PUBLISHED_SETTINGS.threshold,
      });
      if (!saturation) return;
      measured.push({ variance, saturation });
    }
    render(measured);
  };

  const start = (state: AppState) =>
    run(state).catch((error: Error) => {
      table.dataset.state = 'error';
      if (status) status.textContent = `The reference experiment failed: ${error.message}`;
    });
  ctx.whenVisible(table, () => {
    ctx.state.subscribe(['seed'], (state) => void start(state));
    void start(ctx.state.get());
  });
}
