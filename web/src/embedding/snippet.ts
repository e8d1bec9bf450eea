// The iframe snippet for one part in the current state. Pure, so it can be
// tested: the state is serialised by the same table as the address bar.
import type { AppState, ParamName } from '../state/params';
import { paramsOfPart, writeState } from '../state/url';

const TITLES: Record<string, string> = {
  variance: 'Step 1: the variance of q·k grows with d_k',
  saturation: 'Step 2: a saturated softmax passes almost no gradient',
  fix: 'Step 3: dividing by √d_k',
  train: 'Step 4: watch attention train with and without √d_k',
  beyond: 'Beyond the three steps',
  practice: 'Practice: why divide by √d_k?',
};

/** The iframe height (CSS px) that holds each part's compact view whole in a
 *  frame 1280 px wide (the content stops widening at 60rem, so any frame
 *  wider than about 1,000 px gives the same height; Beyond's two columns of
 *  follow-ups need 1,120 px, embed.css): the rendered height at
 *  the part's defaults plus about 6% headroom for longer live descriptions
 *  (step 1 more: its correlated entries add the ρ field, 2,067 px).
 *  tests/browser/compact-embed.spec.ts renders every part and checks it fits
 *  and that the height is no more than a quarter too generous. */
export const COMPACT_HEIGHTS: Record<string, number> = {
  variance: 2150,
  saturation: 2560,
  fix: 3420,
  train: 4100,
  beyond: 4780,
  practice: 1980,
};

/** The full view scrolls inside its frame (or the height listener sizes it). */
export const FULL_VIEW_HEIGHT = 760;

export const EMBEDDABLE_PARTS = Object.keys(TITLES);

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The embed URL of `part`: step first, then only the parameters that part reads. */
export function embedUrl(part: string, state: AppState, pageUrl: string): string {
  const keep = [
    ...paramsOfPart(part).filter((name: ParamName) => name !== 'wasm'),
    'view' as const,
  ];
  const query = writeState(state, keep);
  const url = new URL('embed.html', pageUrl);
  url.search = `step=${encodeURIComponent(part)}${query ? '&' + query : ''}`;
  return url.toString();
}

/** The snippet's height: the compact view's from the table, the full view's fixed frame. */
export function snippetHeight(part: string, state: AppState): number {
  return state.view === 'compact' ? (COMPACT_HEIGHTS[part] ?? FULL_VIEW_HEIGHT) : FULL_VIEW_HEIGHT;
}

export function iframeSnippet(part: string, state: AppState, pageUrl: string): string {
  const src = escapeAttribute(embedUrl(part, state, pageUrl));
  const title = escapeAttribute(`√d_k Lab · ${TITLES[part] ?? part}`);
  return `<iframe src="${src}" title="${title}" width="100%" height="${snippetHeight(part, state)}" loading="lazy" style="border:0"></iframe>`;
}
