// A standalone copy of a chart's SVG: page CSS does not travel with the file,
// so the computed presentation of every element is written onto the copy.
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

function inlinePresentation(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  for (const property of PRESENTATION) {
    const value = computed.getPropertyValue(property);
    if (value) copy.setAttribute(property, value);
  }
  const sourceChildren = source.children;
  const copyChildren = copy.children;
  for (let i = 0; i < sourceChildren.length; i++) {
    inlinePresentation(sourceChildren[i], copyChildren[i]);
  }
}

export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlinePresentation(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(width)));
  copy.setAttribute('height', String(Math.round(height)));
  // An opaque background in the page's colour, so dark-mode exports stay legible.
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', getComputedStyle(document.body).backgroundColor);
  copy.insertBefore(background, copy.firstChild);
  return { text: new XMLSerializer().serializeToString(copy), width, height };
}
