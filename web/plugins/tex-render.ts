// Build-time TeX rendering: the page ships KaTeX's CSS and fonts but no math
// JavaScript. Authors write <span class="tex">…</span> (inline) or
// <div class="tex-display">…</div> (display) in partials.
import katex from 'katex';

const TEX_ELEMENT = /<(span|div)\s+class="(tex|tex-display)">([\s\S]*?)<\/\1>/g;

/** Partials are HTML, so TeX written there may carry entities (&lt; &amp;). */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function renderTex(html: string, source: string): string {
  return html.replace(TEX_ELEMENT, (_match, tag: string, kind: string, tex: string) => {
    const displayMode = kind === 'tex-display';
    try {
      const rendered = katex.renderToString(decodeEntities(tex.trim()), {
        displayMode,
        throwOnError: true,
        output: 'htmlAndMathml',
        strict: 'error',
      });
      return `<${tag} class="${kind}">${rendered}</${tag}>`;
    } catch (error) {
      // A TeX typo must fail the build, not ship a red error box.
      throw new Error(`${source}: cannot render TeX "${tex.trim()}": ${String(error)}`);
    }
  });
}
