// Work for a figure that is off screen can wait. A drag of step 1's d_k
// slider changes state that steps 2 and 3 also read; if they recomputed at
// once, their requests would queue in the one worker ahead of step 1's and
// slow the slider. deferredRun(element, run) returns a trigger that runs now
// when the element is near the viewport, and otherwise once, when it arrives.
const MARGIN = '300px 0px';

export function deferredRun(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return run;
  let visible = false;
  let pending = false;
  new IntersectionObserver(
    (entries) => {
      visible = entries[entries.length - 1].isIntersecting;
      if (visible && pending) {
        pending = false;
        run();
      }
    },
    { rootMargin: MARGIN },
  ).observe(element);
  return () => {
    if (visible) run();
    else pending = true;
  };
}
