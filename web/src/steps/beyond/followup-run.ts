// Shared wiring of Beyond's live follow-ups: run `compute` when the part's
// section is near the screen and whenever one of `keys` changes (a control
// above the figure then recomputes it too), and show a core error in place of
// the result (the last good result stays drawn).
import type { ParamName } from '../../state/params';
import type { StepContext } from '../context';
import { deferredRun } from '../deferred-run';

export function runFollowup(
  ctx: StepContext,
  anchor: Element,
  keys: readonly ParamName[],
  compute: () => Promise<void>,
  fail: (message: string) => void,
): void {
  const refresh = deferredRun(anchor, () => {
    compute().catch((error: Error) => fail(`Could not compute this: ${error.message}`));
  });
  ctx.state.subscribe(keys, refresh);
  refresh();
}

/** A table cell with text only (no HTML from data). */
export function cell(row: HTMLTableRowElement, text: string, header = false): void {
  const element = document.createElement(header ? 'th' : 'td');
  if (header) element.setAttribute('scope', 'row');
  element.textContent = text;
  row.append(element);
}
