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

export const EMBEDDABLE_PARTS = Object.keys(TITLES);

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The embed URL of `part`: step first, then only the parameters that part reads. */
export function embedUrl(part: string, state: AppState, pageUrl: string): string {
  const keep = paramsOfPart(part).filter((name: ParamName) => name !== 'wasm');
  const query = writeState(state, keep);
  const url = new URL('embed.html', pageUrl);
  url.search = `step=${encodeURIComponent(part)}${query ? '&' + query : ''}`;
  return url.toString();
}

export function iframeSnippet(part: string, state: AppState, pageUrl: string): string {
  const src = escapeAttribute(embedUrl(part, state, pageUrl));
  const title = escapeAttribute(`√d_k Lab · ${TITLES[part] ?? part}`);
  return `<iframe src="${src}" title="${title}" width="100%" height="760" loading="lazy" style="border:0"></iframe>`;
}
