// Entry of the full explainer page (index.html).
import './styles';
import { boot } from './boot';
import { applyClassroom } from './classroom/apply';
import { addEmbedButton } from './embedding/embed-button';
import { holdAnchorTargets } from './hold-anchor';
import { mountParts } from './mount-parts';
import { addPrintSummaries } from './print/print-summary';
import { registerServiceWorker } from './offline/register';
import { STORAGE_KEY } from './practice/progress/storage-keys';
import { writeState } from './state/url';
import * as variance from './steps/variance/mount';

const ctx = applyClassroom(boot({ embedded: false }), { removeParts: true });
const sections = [...document.querySelectorAll<HTMLElement>('section[data-part]')];
// Inside a course package the LMS serves the page: no embed snippets of its
// address, no service worker, and the SCORM session before practice mounts.
// Its code (with the scorer practice shares) loads only then: outside a course
// the page's first chart does not wait for it.
const packaged = ctx.state.get().lms !== 'none';
if (!packaged) for (const section of sections) addEmbedButton(section, ctx);
addPrintSummaries(sections, ctx, (part) => {
  const query = writeState(ctx.state.get());
  return new URL(`index.html${query ? '?' + query : ''}#step-${part}`, window.location.href).href;
});
// A link to a step lands on it even as the parts above it mount and grow.
holdAnchorTargets();
/** Saved practice progress in this browser: its past answers, interviews and
 *  due cards are shown as the part comes into view, so it mounts then. */
function holdsPractice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

// Step 1 holds the first live chart, so its code ships with the page.
if (packaged) {
  void import('./lms/session').then(({ startLmsSession }) => {
    startLmsSession(ctx.state.get(), ctx.notify);
    mountParts(sections, ctx, { variance });
  });
} else {
  // Practice (scorer, interview, question bank, flashcards) loads when first
  // used: most readers never press its buttons, and its code weighs as much as
  // all the steps' together.
  mountParts(
    sections,
    ctx,
    { variance },
    holdsPractice() ? {} : { practice: 'the practice tools' },
  );
  registerServiceWorker();
}
