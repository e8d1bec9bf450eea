// A link to the part of the page that shows an answer with live numbers. On
// the full page it jumps to `#step-<part>`; inside embed.html the other parts
// are not in the document, so it opens the full page in a new tab and says so.
import { el } from './dom';

/** The part's own heading when it is on this page, else its id. The
 *  heading's nodes are copied, not its text: "d<sub>k</sub>" would read
 *  "dk" as text. */
function partName(part: string): (Node | string)[] {
  const heading = document.querySelector(`#step-${part} h2`);
  if (!heading?.textContent?.trim()) return [`the ${part} part`];
  const nodes = [...heading.childNodes].map((node) => node.cloneNode(true));
  for (const node of nodes)
    if (node.nodeType === Node.TEXT_NODE) node.textContent = node.textContent!.replace(/\s+/g, ' ');
  const [first, last] = [nodes[0], nodes[nodes.length - 1]];
  if (first.nodeType === Node.TEXT_NODE) first.textContent = first.textContent!.trimStart();
  if (last.nodeType === Node.TEXT_NODE) last.textContent = last.textContent!.trimEnd();
  return nodes;
}

export function liveLink(part: string, embedded: boolean): HTMLElement {
  // A part this build of the page does not have yet gets no dead link.
  if (!embedded && !document.getElementById(`step-${part}`)) {
    return el('span', { className: 'hint', text: `(The ${part} part of the page shows this.)` });
  }
  if (!embedded) {
    return el('a', { attrs: { href: `#step-${part}` } }, 'See it live: ', ...partName(part));
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
