// The compact/full choice beside every iframe snippet (the Embed this part
// panel and the For teachers page): the `view` URL setting of the embed.
import { PARAMS } from '../state/params';

const LABELS: Record<string, string> = {
  compact: 'Compact: figures and controls, the explanation folded; fits without a script',
  full: 'Full part: all the text; scrolls inside the frame unless your page sizes it',
};

export function viewChoice(id: string): { box: HTMLElement; select: HTMLSelectElement } {
  const box = document.createElement('div');
  box.className = 'control embed-view';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = 'View';
  const select = document.createElement('select');
  select.id = id;
  for (const value of PARAMS.view.values ?? []) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = LABELS[value] ?? value;
    select.append(option);
  }
  select.value = PARAMS.view.default;
  box.append(label, select);
  return { box, select };
}
