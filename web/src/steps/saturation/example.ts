// Step 2, part one: the editable score vector → softmax weights (bars) and
// its Jacobian (heat map). Editing the scores only calls the core's softmax;
// nothing else on the page is recomputed.
import type { SoftmaxResult } from '../../../../wasm/api';
import { chartFrame } from '../../charts/frame';
import { isReplayedPress } from '../../early-input';
import { drawHeatmap, formatCell } from '../../charts/heatmap';
import { drawWeightBars } from '../../charts/weight-bars';
import type { StepContext } from '../context';
import {
  MAX_JACOBIAN_ENTRY,
  describeJacobian,
  describeSoftmaxWeights,
  formatNumber,
} from '../describe';
import { formatShort } from '../../format';
import { DEFAULT_SCORES, formatScoreVector, parseScoreVector, scaleScores } from '../score-vector';

const TABLE_UP_TO = 16;

function keyLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1));
}

function jacobianTable(result: SoftmaxResult): HTMLTableElement {
  const n = result.weights.length;
  const table = document.createElement('table');
  table.className = 'matrix-table';
  const caption = table.createCaption();
  caption.textContent = `∂p_i/∂z_j for ${n} scores (row i, column j)`;
  const head = table.createTHead().insertRow();
  const corner = document.createElement('th');
  corner.scope = 'col';
  corner.textContent = 'i \\ j';
  head.append(corner);
  for (let j = 0; j < n; j++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = String(j + 1);
    head.append(th);
  }
  const body = table.createTBody();
  for (let i = 0; i < n; i++) {
    const row = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = String(i + 1);
    row.append(th);
    for (let j = 0; j < n; j++) {
      const cell = row.insertCell();
      cell.textContent = formatCell(result.jacobian[i * n + j]);
      if (i === result.maxEntryRow && j === result.maxEntryCol) cell.className = 'is-max';
    }
  }
  return table;
}

export function mountScoreExample(root: HTMLElement, ctx: StepContext): void {
  const field = root.querySelector<HTMLInputElement>('#scores');
  const errorEl = root.querySelector<HTMLElement>('#scores-error');
  const scaleButton = root.querySelector<HTMLButtonElement>('#scores-scale');
  const resetButton = root.querySelector<HTMLButtonElement>('#scores-reset');
  const barsFigure = root.querySelector<HTMLElement>('[data-chart="softmax-weights"]');
  const heatFigure = root.querySelector<HTMLElement>('[data-chart="jacobian-heatmap"]');
  if (!field || !barsFigure || !heatFigure)
    throw new Error('step 2 markup is missing the score example');
  const bars = chartFrame(barsFigure);
  const heat = chartFrame(heatFigure);
  const tableHost = root.querySelector<HTMLElement>('[data-table="jacobian"]');
  let last: { scores: number[]; result: SoftmaxResult } | null = null;

  const setFieldError = (message: string) => {
    field.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (errorEl) {
      errorEl.textContent = message;
      errorEl.hidden = !message;
    }
  };

  const draw = () => {
    if (!last) return;
    const { scores, result } = last;
    const n = scores.length;
    drawWeightBars(bars, {
      keyLabels: keyLabels(n),
      series: [{ label: 'weight of each key', className: 'series-raw', weights: result.weights }],
      xLabel: 'key',
    });
    drawHeatmap(heat, {
      size: n,
      values: result.jacobian,
      maxRow: result.maxEntryRow,
      maxCol: result.maxEntryCol,
      scaleMax: MAX_JACOBIAN_ENTRY,
    });
  };

  const render = async (scores: number[]) => {
    const result = await ctx.core.latest('saturation:softmax', 'softmax', scores);
    if (!result) return; // a newer edit superseded this one
    last = { scores, result };
    draw();
    const n = scores.length;
    bars.describe(describeSoftmaxWeights(scores, result.weights));
    bars.setData({
      columns: ['key', 'score', 'weight'],
      rows: scores.map((s, i) => [i + 1, s, result.weights[i]]),
    });
    heat.describe(
      describeJacobian(result.maxJacobianEntry, result.maxEntryRow, result.maxEntryCol, n),
    );
    heat.setData({
      columns: ['row', 'column', 'dp_row/dz_column'],
      rows: Array.from({ length: n * n }, (_, k) => [
        Math.floor(k / n) + 1,
        (k % n) + 1,
        result.jacobian[k],
      ]),
    });
    bars.setState('final', n);
    heat.setState('final', n);
    const readout = root.querySelector('[data-readout="max-jacobian"]');
    if (readout) readout.textContent = formatShort(result.maxJacobianEntry);
    const share = root.querySelector('[data-readout="max-jacobian-share"]');
    if (share)
      share.textContent = `${((100 * result.maxJacobianEntry) / MAX_JACOBIAN_ENTRY).toFixed(2)}%`;
    if (tableHost) {
      tableHost.replaceChildren(
        n <= TABLE_UP_TO
          ? jacobianTable(result)
          : document.createTextNode('Use the CSV export for more than 16 scores.'),
      );
    }
  };

  const run = (scores: number[]) =>
    render(scores).catch((error: Error) => {
      bars.fail(`The softmax could not be computed: ${error.message}`);
      heat.fail(`The Jacobian could not be computed: ${error.message}`);
    });

  field.addEventListener('input', () => {
    const parsed = parseScoreVector(field.value);
    if (!parsed.ok) {
      setFieldError(parsed.message); // the last good chart stays on screen
      return;
    }
    setFieldError('');
    const problems = ctx.state.set({ scores: parsed.scores });
    if (problems.length) setFieldError(`Scores: ${problems[0]}`);
  });
  field.addEventListener('change', () => {
    // On commit, tidy the text into the canonical form (e.g. "−8" → "-8").
    if (parseScoreVector(field.value).ok) field.value = formatScoreVector(ctx.state.get().scores);
  });

  // The button shows the scores divided by √d_k once, then offers the way back:
  // pressing it again restores the scores it divided, so it never compounds.
  let unscaled: number[] | null = null;
  const scaleNote = root.querySelector<HTMLElement>('[data-readout="scores-scaled-note"]');
  const rootText = (dk: number) => formatNumber(Math.sqrt(dk)).replace(/\.00$/, '');
  const updateScaleLabel = () => {
    if (!scaleButton) return;
    const dk = ctx.state.get().dk;
    scaleButton.textContent = unscaled
      ? `Back to ${formatScoreVector(unscaled)}`
      : `Divide by √d_k = ${rootText(dk)}`;
    if (scaleNote) {
      scaleNote.hidden = unscaled === null;
      scaleNote.textContent = unscaled
        ? `Showing ${formatScoreVector(unscaled)} divided by √d_k = ${rootText(dk)}. Press “Back” to see them undivided.`
        : '';
    }
  };
  const showScaled = () => {
    if (!unscaled) return;
    const scaled = scaleScores(unscaled, Math.sqrt(ctx.state.get().dk));
    ctx.state.set({ scores: scaled.map((s) => Number(s.toPrecision(6))) });
  };
  scaleButton?.addEventListener('click', (event) => {
    // A press made before the mount asked to divide (the markup's label).
    if (unscaled && isReplayedPress(event)) return;
    if (unscaled) {
      const restore = unscaled;
      unscaled = null;
      ctx.state.set({ scores: restore });
    } else {
      unscaled = [...ctx.state.get().scores];
      showScaled();
    }
    updateScaleLabel();
  });
  // Typing new scores makes them the user's own: the way back is gone.
  field.addEventListener('input', () => {
    if (!unscaled) return;
    unscaled = null;
    updateScaleLabel();
  });
  resetButton?.addEventListener('click', () => {
    unscaled = null;
    ctx.state.set({ scores: [...DEFAULT_SCORES] });
    updateScaleLabel();
  });

  ctx.state.subscribe(['scores'], (state) => {
    const current = parseScoreVector(field.value);
    const same =
      current.ok && formatScoreVector(current.scores) === formatScoreVector(state.scores);
    if (!same) field.value = formatScoreVector(state.scores);
    setFieldError('');
    void run([...state.scores]);
  });
  ctx.state.subscribe(['dk'], () => {
    showScaled(); // the shown division follows the current √d_k
    updateScaleLabel();
  });
  bars.onResize(draw);
  heat.onResize(draw);

  field.value = formatScoreVector(ctx.state.get().scores);
  updateScaleLabel();
  void run([...ctx.state.get().scores]);
}
