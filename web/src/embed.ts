// Entry of embed.html?step=<part>&…: one part alone, sized for an iframe,
// with a link back to the full page in the same state.
import './styles';
import { boot } from './boot';
import { applyClassroom } from './classroom/apply';
import { foldProse } from './embedding/compact-view';
import { postHeightToParent } from './embedding/post-height';
import { postResultsToParent } from './embedding/post-result';
import { mountParts } from './mount-parts';
import { addPrintSummaries } from './print/print-summary';
import { registerServiceWorker } from './offline/register';
import { writeState } from './state/url';

const ctx = applyClassroom(boot({ embedded: true }), { removeParts: false });
const step = ctx.state.get().step;
const chosen = document.getElementById(`step-${step}`);
// The other parts leave the document entirely so ids, headings and landmarks stay unique.
for (const section of document.querySelectorAll<HTMLElement>('section[data-part]')) {
  if (section !== chosen) section.remove();
}
document.title = `${chosen?.querySelector('h2')?.textContent?.trim() ?? 'Part'} · √d_k Lab`;
const view = ctx.state.get().view;
document.documentElement.dataset.view = view;
// Folded before the part mounts, so its code finds its elements where they stay.
if (chosen && view === 'compact') foldProse(chosen);

const fullLink = document.getElementById('embed-full-link') as HTMLAnchorElement | null;
const otherView = document.getElementById('embed-other-view') as HTMLAnchorElement | null;
const updateFullLink = () => {
  const state = ctx.state.get();
  if (fullLink) {
    const query = writeState({ ...state, step: 'variance', view: 'compact' });
    fullLink.href = `./index.html${query ? '?' + query : ''}#step-${step}`;
  }
  if (otherView) {
    const other = state.view === 'compact' ? 'full' : 'compact';
    const query = writeState({ ...state, step: 'variance', view: other });
    otherView.href = `./embed.html?step=${step}${query ? '&' + query : ''}`;
    otherView.textContent = other === 'full' ? 'Show the whole part here' : 'Show the compact view';
  }
};
updateFullLink();
ctx.state.subscribe('*', updateFullLink);

if (chosen) {
  // A printed embed links to itself in the state it was printed in.
  addPrintSummaries([chosen], ctx, () => {
    const query = writeState({ ...ctx.state.get(), step: 'variance' });
    return new URL(`embed.html?step=${step}${query ? '&' + query : ''}`, window.location.href).href;
  });
  mountParts([chosen], ctx);
}
postHeightToParent();
postResultsToParent();
if (ctx.state.get().lms === 'none') registerServiceWorker();
