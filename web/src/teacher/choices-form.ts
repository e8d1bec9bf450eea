// The For teachers form: built from the tables it offers (the parts, the
// settings a class may fix, the grading choices), read back into package
// choices, and filled from them (the page's own address holds them).
import { PART_NAMES, PART_TITLES, CLASSROOM_SETTINGS, SETTING_LABELS } from '../classroom/settings';
import type { ClassroomSetting } from '../classroom/settings';
import {
  DEFAULT_TITLE,
  TITLE_MAX,
  choiceProblems,
  type PackageChoices,
} from '../lms/package/choices';
import { el } from '../practice/ui/dom';
import type { ParamSpec } from '../state/param-kinds';
import { PARAMS, type AppState } from '../state/params';

type Mode = 'free' | 'locked' | 'hidden';
const MODES: Record<Mode, string> = {
  free: 'learners may change it',
  locked: 'shown, locked',
  hidden: 'hidden',
};
const GRADINGS: Record<AppState['graded'], string> = {
  quiz: 'A quiz of generated questions (objective; each seed gives other numbers)',
  interview:
    'The mock interview (the final report’s rubric levels: weak 0, strong 1, staff 2 points)',
  completion:
    'Completion only (each part worked through: read, a setting changed, training run, practice done)',
};

function labelled(id: string, text: string, control: HTMLElement, hint = ''): HTMLElement {
  const label = el('label', { text, attrs: { for: id } });
  const box = el('div', { className: 'control' }, label, control);
  if (hint) {
    const note = el('p', { className: 'hint', text: hint, attrs: { id: `${id}-hint` } });
    control.setAttribute('aria-describedby', note.id);
    box.append(note);
  }
  return box;
}

const spec = (name: keyof AppState) => PARAMS[name] as ParamSpec<unknown>;

function valueControl(setting: ClassroomSetting): HTMLInputElement | HTMLSelectElement {
  const id = `teacher-value-${setting}`;
  const values = spec(setting).values;
  if (values) {
    const select = el('select', { attrs: { id } });
    for (const value of values) select.append(el('option', { text: value, attrs: { value } }));
    return select;
  }
  return el('input', { attrs: { id, type: 'text', inputmode: 'decimal', autocomplete: 'off' } });
}

export interface ChoicesForm {
  read(): { choices: PackageChoices; problems: string[] };
  fill(choices: PackageChoices): void;
}

/** `base`: the page settings the form does not offer (a seed, say) come from it. */
export function buildChoicesForm(form: HTMLFormElement, base: AppState): ChoicesForm {
  const parts = form.querySelector('#teacher-parts')!;
  const settings = form.querySelector('#teacher-settings')!;
  const grading = form.querySelector('#teacher-grading')!;

  const partBoxes = PART_NAMES.map((part) => {
    const input = el('input', {
      attrs: { type: 'checkbox', id: `teacher-part-${part}`, value: part },
    });
    parts.append(
      el(
        'div',
        { className: 'teacher-check' },
        input,
        el('label', { text: PART_TITLES[part], attrs: { for: input.id } }),
      ),
    );
    return input;
  });

  const rows = CLASSROOM_SETTINGS.map((setting) => {
    const value = valueControl(setting);
    const mode = el('select', { attrs: { id: `teacher-mode-${setting}` } });
    for (const [key, text] of Object.entries(MODES))
      mode.append(el('option', { text, attrs: { value: key } }));
    const row = el(
      'div',
      { className: 'teacher-setting' },
      labelled(value.id, SETTING_LABELS[setting], value, `Start value: ${spec(setting).allowed}.`),
      labelled(mode.id, `${SETTING_LABELS[setting]}: learners`, mode),
    );
    settings.append(row);
    return { setting, value, mode };
  });

  const gradedRadios = (Object.keys(GRADINGS) as AppState['graded'][]).map((kind) => {
    const input = el('input', {
      attrs: { type: 'radio', name: 'graded', id: `teacher-graded-${kind}`, value: kind },
    });
    grading.append(
      el(
        'div',
        { className: 'teacher-check' },
        input,
        el('label', { text: GRADINGS[kind], attrs: { for: input.id } }),
      ),
    );
    return input;
  });
  const number = (id: string) =>
    el('input', { attrs: { id, type: 'number', inputmode: 'numeric', step: '1' } });
  const questions = number('teacher-questions');
  const mastery = number('teacher-mastery');
  const title = el('input', {
    attrs: { id: 'teacher-title', type: 'text', maxlength: String(TITLE_MAX), autocomplete: 'off' },
  });
  grading.append(
    labelled(questions.id, 'Questions in the quiz', questions, `${spec('questions').allowed}.`),
    labelled(
      mastery.id,
      'Mastery score (pass mark, out of 100)',
      mastery,
      'An LMS that sets its own mastery score overrides it.',
    ),
    labelled(title.id, 'Package title (shown in the LMS)', title),
  );

  function read(): { choices: PackageChoices; problems: string[] } {
    const problems: string[] = [];
    const state: Record<string, unknown> = { ...base };
    const take = (name: keyof AppState, raw: string, label: string) => {
      const value = spec(name).parse(raw.trim());
      if (value === undefined) problems.push(`${label} must be ${spec(name).allowed}.`);
      else state[name] = value;
    };
    const chosen = partBoxes.filter((b) => b.checked).map((b) => b.value);
    if (chosen.length === 0) problems.push('Choose at least one part.');
    else take('parts', chosen.join(','), 'Parts');
    for (const { setting, value, mode } of rows) {
      if (
        mode.value !== 'free' ||
        value.value.trim() !== spec(setting).format(spec(setting).default)
      ) {
        take(setting, value.value, SETTING_LABELS[setting]);
      }
    }
    state.hide = CLASSROOM_SETTINGS.filter((s, i) => rows[i].mode.value === 'hidden');
    state.lock = CLASSROOM_SETTINGS.filter((s, i) => rows[i].mode.value === 'locked');
    state.graded = gradedRadios.find((r) => r.checked)?.value ?? 'quiz';
    take('questions', questions.value, 'Questions in the quiz');
    take('mastery', mastery.value, 'The mastery score');
    const choices = { state: state as AppState, title: title.value.trim() || DEFAULT_TITLE };
    return { choices, problems: [...problems, ...choiceProblems(choices)] };
  }

  function fill({ state, title: text }: PackageChoices): void {
    for (const box of partBoxes)
      box.checked = (state.parts as readonly string[]).includes(box.value);
    for (const { setting, value, mode } of rows) {
      value.value = spec(setting).format(state[setting]);
      mode.value = state.hide.includes(setting)
        ? 'hidden'
        : state.lock.includes(setting)
          ? 'locked'
          : 'free';
    }
    for (const radio of gradedRadios) radio.checked = radio.value === state.graded;
    questions.value = String(state.questions);
    mastery.value = String(state.mastery);
    title.value = text;
  }

  return { read, fill };
}
