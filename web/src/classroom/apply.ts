// A classroom link at work: the parts the teacher left out leave the page
// (with their links in the site navigation), hidden settings lose their
// controls, locked ones keep theirs visible but disabled, and the store itself
// refuses a change to either, whatever tries it (a preset, a stray script).
import type { AppState, ParamName } from '../state/params';
import type { StateStore } from '../state/store';
import type { StepContext } from '../steps/context';
import { SETTING_CONTROLS, SETTING_LABELS, type ClassroomSetting } from './settings';

const FIXED_NOTE = 'Set by your teacher for this class.';

function fixedSettings(state: AppState): Set<ClassroomSetting> {
  return new Set<ClassroomSetting>([...state.hide, ...state.lock]);
}

/** The store, refusing changes to the settings the link fixes (with a message per refusal). */
export function lockedStore(store: StateStore, fixed: ReadonlySet<string>): StateStore {
  if (fixed.size === 0) return store;
  return {
    ...store,
    set(patch) {
      const allowed: Record<string, unknown> = {};
      const refused: string[] = [];
      for (const [key, value] of Object.entries(patch)) {
        const current = store.get()[key as ParamName];
        if (fixed.has(key) && value !== current) {
          refused.push(
            `${SETTING_LABELS[key as ClassroomSetting] ?? key} is ${FIXED_NOTE.toLowerCase()}`,
          );
        } else allowed[key] = value;
      }
      return [...refused, ...store.set(allowed as Partial<AppState>)];
    },
  };
}

/** The box around a control that goes with it (label, value, hint). */
function controlBox(control: HTMLElement): HTMLElement {
  return control.closest<HTMLElement>('.control') ?? control;
}

function lockControl(control: HTMLElement, noteId: string): void {
  (control as HTMLInputElement).disabled = true;
  control.dataset.locked = 'true';
  const described = control.getAttribute('aria-describedby');
  control.setAttribute('aria-describedby', described ? `${described} ${noteId}` : noteId);
  const box = controlBox(control);
  if (box.querySelector(`#${noteId}`)) return;
  const note = document.createElement('p');
  note.className = 'hint classroom-fixed';
  note.id = noteId;
  note.textContent = FIXED_NOTE;
  box.append(note);
}

/** Hides and disables the controls of fixed settings under `root`. */
export function fixControls(root: ParentNode, state: AppState): void {
  for (const setting of fixedSettings(state)) {
    for (const id of SETTING_CONTROLS[setting]) {
      const control = root.querySelector<HTMLElement>(`#${id}`);
      if (!control) continue;
      if (state.hide.includes(setting)) {
        controlBox(control).hidden = true;
        control.dataset.hiddenByTeacher = 'true';
      } else lockControl(control, `${id}-fixed`);
    }
  }
}

/** Removes the parts a link leaves out, and their navigation links. */
export function removeOmittedParts(doc: Document, state: AppState): void {
  const shown = new Set<string>(state.parts);
  for (const section of doc.querySelectorAll<HTMLElement>('section[data-part]')) {
    if (shown.has(section.dataset.part ?? '')) continue;
    for (const link of doc.querySelectorAll(`a[href="#${section.id}"]`)) {
      (link.closest('li') ?? link).remove();
    }
    section.remove();
  }
}

/** Applies the link's classroom choices to the page; returns the context parts should get. */
export function applyClassroom(ctx: StepContext, options: { removeParts: boolean }): StepContext {
  const state = ctx.state.get();
  if (options.removeParts) removeOmittedParts(document, state);
  fixControls(document, state);
  return { ...ctx, state: lockedStore(ctx.state, fixedSettings(state)) };
}
