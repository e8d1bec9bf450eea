// Starts work only when an element comes near the viewport, so figures lower
// on the page do not compete with the one being read.
let observer: IntersectionObserver | null = null;
const starters = new WeakMap<Element, () => void>();

export function whenVisible(element: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
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
    { rootMargin: '400px 0px' },
  );
  starters.set(element, start);
  observer.observe(element);
}
