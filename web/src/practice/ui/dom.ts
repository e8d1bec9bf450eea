// Builds DOM nodes from text only (no HTML strings anywhere in practice/):
// whatever the learner typed or a file contained can only become text.

type Child = Node | string | null | undefined | false;

export interface ElementOptions {
  className?: string;
  text?: string;
  attrs?: Record<string, string>;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  if (options.text !== undefined) node.textContent = options.text;
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

export function clear(node: Element): void {
  node.replaceChildren();
}

/** Finds a required element of the partial, with a message naming it. */
export function required<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`practice: the page is missing ${selector}`);
  return found;
}

/** A same-page link to the step that shows something live. */
export function stepLink(href: string, text = 'See it live'): HTMLAnchorElement {
  return el('a', { text, attrs: { href } });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A scrollable table with a caption, column headers and the given rows
 *  (practice.css stacks it into labelled cells on narrow screens). */
export function captionedTable(
  className: string,
  caption: string,
  headers: readonly string[],
  rows: readonly HTMLTableRowElement[],
): HTMLElement {
  return el(
    'div',
    { className: 'practice-table-wrap' },
    el(
      'table',
      { className: `practice-rubric-table ${className}`.trim() },
      el('caption', { text: caption }),
      el(
        'thead',
        {},
        el('tr', {}, ...headers.map((h) => el('th', { attrs: { scope: 'col' }, text: h }))),
      ),
      el('tbody', {}, ...rows),
    ),
  );
}

/** weak / strong / staff as a coloured pill. */
export function levelBadge(level: string): HTMLElement {
  return el('span', { className: `practice-level practice-level-${level}`, text: level });
}
