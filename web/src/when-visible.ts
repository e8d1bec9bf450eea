// Starts work only when an element comes near the viewport, so figures lower
// on the page do not compete with the one being read.
let observer: IntersectionObserver | null = null;
const starters = new WeakMap<Element, () => void>();

const MARGIN_PX = 400;

/** Already on (or close to) the screen: no need to wait for the observer's first frame. */
function nearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > -MARGIN_PX && rect.top < window.innerHeight + MARGIN_PX;
}

export function whenVisible(element: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined' || nearViewport(element)) {
    start();
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const run = starters.get(entry.target);
        starters.delete(entry.target);
        run?.();
      }
    },
    { rootMargin: `${MARGIN_PX}px 0px` },
  );
  starters.set(element, start);
  observer.observe(element);
}
