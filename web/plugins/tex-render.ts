// Build-time TeX rendering: the page ships no math JavaScript and no KaTeX
// fonts or CSS. Authors write <span class="tex">…</span> (inline) or
// <div class="tex-display">…</div> (display) in partials; KaTeX turns them
// into MathML, which browsers lay out themselves with the page's math font
// (math-font.ts). MathML alone is about a third of the elements KaTeX's HTML
// rendering takes, and the page's style and layout time follows its elements.
import katex from 'katex';
import { spellOutVariants } from './math-variants.ts';

const TEX_ELEMENT = /<(span|div)\s+class="(tex|tex-display)">([\s\S]*?)<\/\1>/g;

/** KaTeX wraps each formula in <semantics> with its TeX source as an
 *  <annotation>. Browsers and screen readers present the MathML, not the
 *  annotation, and the page has 146 formulas: leaving the source out saves
 *  1.1 KB of its gzip. */
const SEMANTICS =
  /<semantics>([\s\S]*?)<annotation encoding="application\/x-tex">[\s\S]*?<\/annotation><\/semantics>/g;

function withoutTexSource(mathml: string): string {
  return mathml.replace(SEMANTICS, '$1');
}

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
        output: 'mathml',
        strict: 'error',
      });
      return `<${tag} class="${kind}">${spellOutVariants(withoutTexSource(rendered))}</${tag}>`;
    } catch (error) {
      // A TeX typo must fail the build, not ship a red error box.
      throw new Error(`${source}: cannot render TeX "${tex.trim()}": ${String(error)}`);
    }
  });
}
