// Adds "Embed this part" to each embeddable section: a panel with the iframe
// snippet for the current state (kept up to date as controls move) and a
// Copy button. Built from DOM nodes; the snippet is only ever text.
import { markLive } from '../early-input';
import type { AppState } from '../state/params';
import type { StepContext } from '../steps/context';
import { writeState } from '../state/url';
import { EMBEDDABLE_PARTS, iframeSnippet } from './snippet';
import { viewChoice } from './view-choice';

function copyText(textarea: HTMLTextAreaElement): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(textarea.value);
  textarea.select();
  return Promise.reject(new Error('Clipboard unavailable: the snippet is selected, press Ctrl+C.'));
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

export function addEmbedButton(section: HTMLElement, ctx: StepContext): void {
  const part = section.dataset.part ?? '';
  if (!EMBEDDABLE_PARTS.includes(part)) return;
  const row = element('p', 'embed-row');
  const toggle = element('button', 'embed-button');
  toggle.type = 'button';
  toggle.textContent = 'Embed this part';
  toggle.setAttribute('aria-expanded', 'false');
  row.append(toggle);

  const panel = element('div', 'embed-panel');
  panel.id = `${section.id}-embed`;
  panel.hidden = true;
  toggle.setAttribute('aria-controls', panel.id);
  const label = element('label');
  label.htmlFor = `${panel.id}-code`;
  label.textContent = 'Paste this into your page (it keeps the current settings):';
  const view = viewChoice(`${panel.id}-view`);
  const code = element('textarea');
  code.id = `${panel.id}-code`;
  code.readOnly = true;
  code.spellcheck = false;
  const actions = element('div', 'embed-actions');
  const copy = element('button');
  copy.type = 'button';
  copy.textContent = 'Copy snippet';
  const status = element('span', 'embed-status');
  status.setAttribute('role', 'status');
  actions.append(copy, status);
  const teachers = element('p', 'embed-teachers');
  const teacherLink = element('a');
  teacherLink.href = './teacher.html';
  teacherLink.textContent =
    'For teachers: a classroom link, fixed settings, or a SCORM package for your LMS';
  teachers.append(teacherLink);
  panel.append(view.box, label, code, actions, teachers);

  const refresh = () => {
    const state = { ...ctx.state.get(), view: view.select.value as AppState['view'] };
    code.value = iframeSnippet(part, state, window.location.href);
    const query = writeState(ctx.state.get());
    teacherLink.href = `./teacher.html${query ? '?' + query : ''}`;
  };
  toggle.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      refresh();
      code.focus();
      code.select();
    }
  });
  view.select.addEventListener('change', refresh);
  copy.addEventListener('click', () => {
    copyText(code).then(
      () => (status.textContent = 'Copied.'),
      (error: Error) => (status.textContent = error.message),
    );
  });
  ctx.state.subscribe('*', () => {
    if (!panel.hidden) refresh();
  });
  // Live from the start: the part's early input leaves its controls alone.
  markLive(row);
  markLive(panel);
  section.append(row, panel);
}
