// Glossary terms on the page: a <button class="term" data-term="id"> around
// the word. Each gets a definition from ./terms.ts in a small popover that
// opens on click or Enter/Space (a disclosure: aria-expanded), on hover and on
// keyboard focus, and closes on Escape, on a second press or when focus and
// pointer leave. The definition is also the button's accessible description
// (aria-describedby), so a screen reader reads it on focus without opening it.
import { markLive } from '../early-input';
import { GLOSSARY, isTermId, type TermId } from './terms';

let count = 0;

/** A term button for text the parts build in script (same behaviour once enhanced). */
export function termButton(id: TermId, text: string = GLOSSARY[id].term): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'term';
  button.dataset.term = id;
  button.textContent = text;
  enhance(button);
  return button;
}

function enhance(button: HTMLButtonElement): void {
  if (button.dataset.termReady) return;
  const id = button.dataset.term ?? '';
  if (!isTermId(id)) {
    console.error(`glossary: no term "${id}"`);
    return;
  }
  button.dataset.termReady = 'true';
  markLive(button); // works before its part mounts: a press is not replayed
  const entry = GLOSSARY[id];
  const popover = document.createElement('span');
  popover.className = 'term-popover';
  popover.id = `term-${id}-${++count}`;
  popover.setAttribute('role', 'tooltip');
  popover.hidden = true;
  const name = document.createElement('strong');
  name.textContent = `${entry.term}: `;
  popover.append(name, entry.definition);
  // The wrapper anchors the popover under its term.
  const wrap = document.createElement('span');
  wrap.className = 'term-wrap';
  button.replaceWith(wrap);
  wrap.append(button, popover);
  button.setAttribute('aria-describedby', popover.id);
  button.setAttribute('aria-expanded', 'false');
  let pinned = false;
  const show = (open: boolean) => {
    popover.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // A closed popover keeps no style attribute (the page's markup has none).
    if (!open) {
      popover.removeAttribute('style');
      return;
    }
    // Keep the popover on screen: shift it left when it would run off the right edge.
    popover.style.left = '0px';
    const overflow =
      popover.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) popover.style.left = `${-overflow}px`;
  };
  button.addEventListener('click', () => {
    pinned = !pinned || popover.hidden;
    show(pinned);
  });
  button.addEventListener('focus', () => show(true));
  button.addEventListener('blur', () => {
    pinned = false;
    show(false);
  });
  button.addEventListener('mouseenter', () => show(true));
  button.addEventListener('mouseleave', () => {
    if (!pinned && document.activeElement !== button) show(false);
  });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !popover.hidden) {
      event.stopPropagation();
      pinned = false;
      show(false);
    }
  });
}

/** Enhances every glossary term under `root` (the page's static text). */
export function mountGlossary(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.term[data-term]')) {
    enhance(button);
  }
}
