// Embed pages tell the page around them how tall their content is, so an LMS
// page can size the iframe to fit instead of cutting it off or scrolling it
// (as H5P and Desmos embeds do). The height is not secret, so any parent may
// read it: targetOrigin '*'. README "For teachers" documents the listener.

/** The message an embed posts to its parent: `{ type: HEIGHT_MESSAGE, height }`, height in CSS pixels. */
export const HEIGHT_MESSAGE = 'sqrtdk:height';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

/** Posts the content height now and whenever it changes. Does nothing outside an iframe. */
export function postHeightToParent(win: Window = window): void {
  if (win.parent === win) return;
  const root = win.document.documentElement;
  let last = -1;
  const post = () => {
    // The root's own box is the content (html has height: auto), not the
    // iframe's viewport, so the reported height can shrink as well as grow.
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, height };
    win.parent.postMessage(message, '*');
  };
  new ResizeObserver(post).observe(root);
  post();
}
