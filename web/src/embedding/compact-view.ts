// The compact embed (embed.html?step=<part>, view=compact, the default): the
// part's figures, controls and live readouts stay in view, and each run of
// prose between them folds behind a "Read the explanation" disclosure, so the
// part fits an iframe of a fixed height (LMS editors strip the script that
// would size it). One rule for every part, read from the markup itself, so a
// part needs no compact copy of its HTML: anything that holds live content or
// something to operate stays; a sub-section with live content is folded
// inside the same way; everything else is prose.

/** What a reader operates or reads live: kept in view. */
const LIVE = [
  'figure',
  'table',
  'input',
  'select',
  'textarea',
  'output',
  'button:not(.term)',
  '[data-readout]',
  '[aria-live]',
  '[role="status"]',
].join(',');

/** Blocks that are never folded: titles and headings (they name what follows,
 *  and keep the outline for screen readers) and disclosures already closed. */
const ALWAYS_SHOWN = 'header, h2, h3, h4, details, .controls';

/** Blocks that mix prose with live content and are folded inside instead. */
const SUBSECTION = 'section';

export const FOLD_CLASS = 'compact-fold';

/** Live content, or a place for it: an element with an id (code or ARIA refers
 *  to it: an error message shown later, a hint a control is described by) or
 *  an empty one (a container the part fills) stays where the part put it. */
function hasLiveContent(element: Element): boolean {
  return (
    element.id !== '' ||
    element.textContent?.trim() === '' ||
    element.matches(LIVE) ||
    element.querySelector(LIVE) !== null
  );
}

/** Folded sub-sections are named in the summary, so a reader knows what is inside. */
function summaryText(group: Element[]): string {
  const titles = group
    .filter((element) => element.matches(SUBSECTION))
    .map((element) => element.querySelector('h3, h4')?.textContent?.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return titles.length > 0 ? `Read: ${titles.join(' · ')}` : 'Read the explanation';
}

function fold(group: Element[]): void {
  const details = document.createElement('details');
  details.className = FOLD_CLASS;
  const summary = document.createElement('summary');
  summary.textContent = summaryText(group);
  group[0].before(details);
  details.append(summary, ...group);
}

/** Folds the prose of `container`'s children; recurses into sub-sections with live content. */
export function foldProse(container: Element): void {
  let run: Element[] = [];
  const flush = () => {
    if (run.length > 0) fold(run);
    run = [];
  };
  for (const child of [...container.children]) {
    if (child.matches(ALWAYS_SHOWN)) {
      flush();
    } else if (child.matches(SUBSECTION) && hasLiveContent(child)) {
      flush();
      foldProse(child);
    } else if (hasLiveContent(child)) {
      flush();
    } else {
      run.push(child);
    }
  }
  flush();
}
