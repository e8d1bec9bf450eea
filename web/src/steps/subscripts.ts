// Labels the parts build as text ("Variance of the scores ÷ √d_k") shown with
// the same subscript as the headings' d<sub>k</sub>: "d_k" and "d_model"
// become d with a <sub>, built as DOM nodes (no HTML strings).
const SUBSCRIPTED = /d_(k|model)/g;

export function setTextWithSubscripts(element: Element, text: string): void {
  const nodes: (Node | string)[] = [];
  let last = 0;
  for (const match of text.matchAll(SUBSCRIPTED)) {
    nodes.push(text.slice(last, match.index), 'd');
    const sub = document.createElement('sub');
    sub.textContent = match[1];
    nodes.push(sub);
    last = (match.index ?? 0) + match[0].length;
  }
  nodes.push(text.slice(last));
  element.replaceChildren(...nodes);
}
