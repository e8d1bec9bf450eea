// A teacher's choices for a SCORM package: the page state its launch link
// carries (parts, graded, questions, mastery, fixed settings) and a title.
// Shared by the For teachers page and the CLI (scripts/package-scorm.ts), so
// both build the same package from the same choices.
import type { AppState } from '../../state/params';
import { writeState } from '../../state/url';

export interface PackageChoices {
  state: AppState;
  title: string;
}

export const DEFAULT_TITLE = '√d_k Lab: why attention divides by √d_k';
export const TITLE_MAX = 200;

/** What is wrong with the choices, one sentence each (empty when none). */
export function choiceProblems(choices: PackageChoices): string[] {
  const problems: string[] = [];
  const { state, title } = choices;
  if (title.trim() === '' || title.length > TITLE_MAX) {
    problems.push(`The title must have 1 to ${TITLE_MAX} characters.`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(title))
    problems.push('The title must not contain control characters.');
  if (state.graded !== 'completion' && !state.parts.includes('practice')) {
    problems.push(
      `Grading by the ${state.graded === 'quiz' ? 'quiz' : 'mock interview'} needs the practice part among the parts shown.`,
    );
  }
  return problems;
}

/** The package's launch address, relative to its root: the full page with the choices baked in. */
export function launchHref(state: AppState): string {
  return `index.html?${writeState({ ...state, lms: 'scorm12', step: 'variance' })}`;
}

/** The classroom link (same choices, no LMS) relative to the site root. */
export function classroomQuery(state: AppState): string {
  return writeState({ ...state, lms: 'none', step: 'variance', wasm: 'auto' });
}
