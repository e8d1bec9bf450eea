// Snippets default to the compact view with its measured height
// (COMPACT_HEIGHTS, checked against the rendered view by
// tests/browser/compact-embed.spec.ts); the full view is `view=full` in the URL.
import { describe, expect, it } from 'vitest';
import {
  COMPACT_HEIGHTS,
  EMBEDDABLE_PARTS,
  FULL_VIEW_HEIGHT,
  embedUrl,
  iframeSnippet,
} from '../../web/src/embedding/snippet';
import { defaultState } from '../../web/src/state/params';
import { readState } from '../../web/src/state/url';

const page = 'https://example.org/lab/index.html';

describe('embed snippets', () => {
  it('give every embeddable part a compact height of its own', () => {
    expect(Object.keys(COMPACT_HEIGHTS).sort()).toEqual([...EMBEDDABLE_PARTS].sort());
    for (const part of EMBEDDABLE_PARTS) {
      const snippet = iframeSnippet(part, defaultState(), page);
      expect(snippet).toContain(`height="${COMPACT_HEIGHTS[part]}"`);
      expect(new URL(embedUrl(part, defaultState(), page)).searchParams.has('view')).toBe(false);
    }
  });

  it('carry the full view as URL state, in a frame of the fixed height', () => {
    const state = { ...defaultState(), view: 'full' as const, dk: 256 };
    const url = new URL(embedUrl('saturation', state, page));
    expect(url.searchParams.get('view')).toBe('full');
    expect(readState(url.search).state).toMatchObject({ view: 'full', dk: 256 });
    expect(iframeSnippet('saturation', state, page)).toContain(`height="${FULL_VIEW_HEIGHT}"`);
  });
});
