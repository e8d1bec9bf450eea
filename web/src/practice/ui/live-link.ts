// A link to the part of the page that shows an answer with live numbers. On
// the full page it jumps to `#step-<part>`; inside embed.html the other parts
// are not in the document, so it opens the full page in a new tab and says so.
import { el } from './dom';

/** The part's own heading when it is on this page, else its id. */
function partName(part: string): string {
  const heading = document.querySelector(`#step-${part} h2`);
  return heading?.textContent?.replace(/\s+/g, ' ').trim() || `the ${part} part`;
}

export function liveLink(part: string, embedded: boolean): HTMLElement {
  // A part this build of the page does not have yet gets no dead link.
  if (!embedded && !document.getElementById(`step-${part}`)) {
    return el('span', { className: 'hint', text: `(The ${part} part of the page shows this.)` });
  }
  if (!embedded) {
    return el('a', { text: `See it live: ${partName(part)}`, attrs: { href: `#step-${part}` } });
  }
  return el('a', {
    text: `See it live in the ${part} part of the full page (opens in a new tab)`,
    attrs: { href: `./index.html#step-${part}`, target: '_blank', rel: 'noopener' },
  });
}

/** The same for a fragment such as '#step-fix' (the mistakes table links so). */
export function liveLinkFromFragment(fragment: string, embedded: boolean): HTMLElement {
  return liveLink(fragment.replace(/^#step-/, ''), embedded);
}
