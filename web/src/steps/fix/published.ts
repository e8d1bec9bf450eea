// Step 3, part two: the reference experiment rerun live with the settings of
// the published run (src/data/published-figures.json: normal entries, 20,000
// pairs / 4,000 trials x 8 keys, at d_k 4, 64, 512), brute force, next to the
// published figures. Only the seed changes it, and it starts when the
// table scrolls into view. The "reproduce exactly" switch (URL reproduce=numpy)
// instead redraws the published run itself with the core's copy of NumPy's
// generator and seed 0, and marks each figure that comes back digit for digit.
import type {
  DivisorKind,
  Estimate,
  ReferenceTableRow,
  SaturationResult,
  VarianceResult,
} from '../../../../wasm/api';
import type { AppState } from '../../state/params';
import type { StepContext } from '../context';
import { formatEstimate } from '../format-estimate';
import { setTextWithSubscripts } from '../subscripts';
import {
  PUBLISHED_DKS,
  PUBLISHED_SETTINGS,
  findPublished,
  intervalMisses,
  quantityLabel,
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
  { label: 'Variance of the raw scores', metric: 'variance', divisor: 'none' },
  { label: 'Standard deviation of the raw scores', metric: 'std', divisor: 'none' },
  { label: 'Variance of the scores ÷ √d_k', metric: 'variance', divisor: 'sqrt_dk' },
  { label: 'Variance of the scores ÷ d_k', metric: 'variance', divisor: 'dk' },
  { label: 'Mean top weight, raw scores', metric: 'topWeight', divisor: 'none' },
  { label: 'Mean top weight, scores ÷ √d_k', metric: 'topWeight', divisor: 'sqrt_dk' },
  {
    label: `Trials with top weight > ${PUBLISHED_SETTINGS.threshold}, raw scores`,
    metric: 'saturatedFraction',
    divisor: 'none',
  },
  { label: 'Jacobian size, raw scores', metric: 'jacobianNorm', divisor: 'none' },
  { label: 'Jacobian size, scores ÷ √d_k', metric: 'jacobianNorm', divisor: 'sqrt_dk' },
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

/** A cell of the exact reproduction: the measurement, and whether its printed
 *  digits are the published ones. */
function exactCell(row: ReferenceTableRow): HTMLTableCellElement {
  const td = document.createElement('td');
  const measured = formatEstimate(row.measured);
  const value = document.createElement('span');
  value.className = 'measured';
  value.textContent = measured.value;
  td.append(value);
  if (Number.isFinite(row.published)) {
    const published = document.createElement('span');
    published.className = 'published';
    const digits = row.measured.value.toFixed(row.decimals);
    published.textContent = row.exact
      ? `published ${row.published.toFixed(row.decimals)} = ${digits} ✓ exact`
      : `published ${row.published.toFixed(row.decimals)} ≠ ${digits} ✗`;
    td.dataset.exact = String(row.exact);
    if (!row.exact) published.classList.add('miss');
    td.append(published);
  }
  return td;
}

export function mountPublishedTable(root: HTMLElement, ctx: StepContext): void {
  const table = root.querySelector<HTMLTableElement>('[data-table="published"]');
  const status = root.querySelector('[data-readout="published-status"]');
  if (!table) return;
  const body = table.tBodies[0] ?? table.createTBody();
  const exactSwitch = root.querySelector<HTMLInputElement>('#published-exact');
  exactSwitch?.addEventListener('change', () => {
    ctx.state.set({ reproduce: exactSwitch.checked ? 'numpy' : 'live' });
  });

  const renderExact = (rows: ReferenceTableRow[]) => {
    // Match the core's rows to the page's by the quantity's label and d_k.
    const coreRow = (row: Row, dk: number) => {
      const label = quantityLabel(row.metric, row.divisor);
      const found = rows.find((r) => r.label === label && r.dk === dk);
      if (!found) throw new Error(`the core returned no row for ${row.label} at d_k ${dk}`);
      return found;
    };
    body.replaceChildren(
      ...ROWS.map((row) => {
        const tr = document.createElement('tr');
        const th = document.createElement('th');
        th.scope = 'row';
        setTextWithSubscripts(th, row.label);
        tr.append(th, ...PUBLISHED_DKS.map((dk) => exactCell(coreRow(row, dk))));
        return tr;
      }),
    );
    const published = rows.filter((row) => Number.isFinite(row.published));
    const exact = published.filter((row) => row.exact).length;
    if (status) {
      status.textContent =
        `NumPy's default_rng(0), drawing in the published run's order: ${exact} of ${published.length} ` +
        'published figures come back digit for digit. Variances here are population variances, as published.';
    }
    table.dataset.state = 'final';
  };

  const render = (measured: Measured[]) => {
    const rows = ROWS.map((row) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      setTextWithSubscripts(th, row.label);
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

  const runExact = async () => {
    table.dataset.state = 'loading';
    if (status)
      status.textContent =
        "Redrawing the published run with NumPy's generator (about 44 million normals)…";
    const result = await ctx.core.latest('fix:published', 'referenceTable', {
      generator: 'numpy',
      seed: 0,
      pairs: PUBLISHED_SETTINGS.pairs,
      trials: PUBLISHED_SETTINGS.trials,
      keys: PUBLISHED_SETTINGS.keys,
      threshold: PUBLISHED_SETTINGS.threshold,
      dist: PUBLISHED_SETTINGS.dist,
      sampler: 'brute',
    });
    if (result) renderExact(result.rows);
  };

  const run = async (state: AppState) => {
    if (exactSwitch) exactSwitch.checked = state.reproduce === 'numpy';
    if (state.reproduce === 'numpy') return runExact();
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
    ctx.state.subscribe(['seed', 'reproduce'], (state) => void start(state));
    void start(ctx.state.get());
  });
}
