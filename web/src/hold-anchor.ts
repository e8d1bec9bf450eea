// Keeps an in-page link's target where the link put it while the page above
// it is still growing. Parts mount when they near the viewport, and each one
// grows as it fills in (readouts, tables, charts): a jump to #step-train from
// the top passes steps 1 to 3, they mount and grow by several hundred pixels,
// and the scroll, computed before they grew, ended that far above step 4 (on
// a phone, with step 4 below the screen). While a target is held, any change
// in the page's height scrolls it back to the top, until the reader scrolls,
// touches, clicks or types, or HOLD_MS have passed.
const HOLD_MS = 5000;
/** Offsets within this many pixels are left alone (sub-pixel layout). */
const TOLERANCE_PX = 2;
/** What the reader does to take the scroll position over. */
const READER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Distance from the viewport's top at which the browser puts an anchor's
 *  target: the root's scroll-padding-top (room for the sticky header). */
function landingOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

export function holdAnchorTargets(): void {
  let target: Element | null = null;
  let until = 0;

  const release = () => {
    target = null;
  };
  const realign = () => {
    if (!target) return;
    if (performance.now() > until || !target.isConnected) return release();
    const offset = target.getBoundingClientRect().top - landingOffset();
    // Instant: a smooth scroll still running would aim at the old position.
    if (Math.abs(offset) > TOLERANCE_PX) window.scrollBy({ top: offset, behavior: 'instant' });
  };
  const hold = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    target = id ? document.getElementById(id) : null;
    until = performance.now() + HOLD_MS;
  };

  for (const type of READER_EVENTS) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  // The reader's click on a link releases the old target first (pointerdown),
  // then the navigation it makes holds the new one.
  window.addEventListener('hashchange', hold);
  new ResizeObserver(realign).observe(document.body);
  if (window.location.hash) hold();
}
