// The build-time HTML assembly: partials, TeX as MathML, and CSP-safe styles.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractInlineStyles, styleClassName } from '../../web/plugins/inline-styles';
import { assembleHtml, expandPartials } from '../../web/plugins/partials-plugin';
import { collapseIndentation } from '../../web/plugins/html-whitespace';
import { renderTex } from '../../web/plugins/tex-render';

function partials(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'partials-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, `${name}.html`), text);
  return dir;
}

describe('partials', () => {
  it('expands nested partials', () => {
    const dir = partials({ outer: '<div><!-- @partial inner --></div>', inner: '<p>hi</p>' });
    expect(expandPartials('<!-- @partial outer -->', dir)).toBe('<div><p>hi</p></div>');
  });

  it('fails on a missing partial, also one included by another partial', () => {
    const dir = partials({ outer: '<div><!-- @partial gone --></div>' });
    expect(() => expandPartials('<!-- @partial later -->', dir)).toThrow(
      /partial "later" not found/,
    );
    expect(() => expandPartials('<!-- @partial outer -->', dir)).toThrow(
      /partial "gone" not found/,
    );
  });

  it('refuses names that could leave the folder and self-inclusion', () => {
    const dir = partials({ loop: '<!-- @partial loop -->' });
    expect(() => expandPartials('<!-- @partial ../secret -->', dir)).toThrow(/bad partial name/);
    expect(() => expandPartials('<!-- @partial loop -->', dir)).toThrow(/nest too deeply/);
  });
});

describe('TeX at build time', () => {
  it('renders inline and display TeX as MathML alone, decoding entities', () => {
    const html = renderTex(
      '<span class="tex">a &lt; b</span><div class="tex-display">\\sqrt{d_k}</div>',
      't',
    );
    expect(html).toContain('<mo>&lt;</mo>');
    expect(html.match(/<math/g)).toHaveLength(2);
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    // No HTML rendering beside the MathML: that doubled the page's elements.
    expect(html).not.toContain('katex-html');
  });

  it('writes out the letters of alphabets MathML Core ignores (mathvariant)', () => {
    const html = renderTex(
      '<span class="tex">\\mathbb{E}[X] + \\mathcal{N} + \\mathbb{R}</span>',
      't',
    );
    expect(html).toContain('<mi mathvariant="normal">𝔼</mi>');
    expect(html).toContain('<mi mathvariant="normal">𝒩</mi>');
    // ℝ was encoded before the alphabet block, which leaves a hole at its place.
    expect(html).toContain('<mi mathvariant="normal">ℝ</mi>');
    expect(html).not.toContain('double-struck');
  });

  it('leaves out the TeX source annotation and keeps the formula itself', () => {
    const html = renderTex(
      '<span class="tex">\\sqrt{d_k}</span><div class="tex-display">q \\cdot k</div>',
      't',
    );
    expect(html).not.toContain('<annotation');
    expect(html).not.toContain('<semantics');
    expect(html).toContain('<msqrt><msub><mi>d</mi><mi>k</mi></msub></msqrt>');
    expect(html).toMatch(
      /<math[^>]*display="block"><mrow><mi>q<\/mi><mo>⋅<\/mo><mi>k<\/mi><\/mrow><\/math>/,
    );
  });

  it('fails the build on a TeX error instead of shipping it', () => {
    expect(() => renderTex('<span class="tex">\\frac{1}</span>', 'bad.html')).toThrow(/bad.html/);
  });
});

describe('inline styles for the CSP', () => {
  it('moves every style attribute into a class with an equivalent rule', () => {
    const { html, rules } = extractInlineStyles(
      '<span class="a" style="height:1em;">x</span><svg style="top:0"><path d="M0"/></svg>',
    );
    expect(html).not.toMatch(/style=/);
    const first = styleClassName('height:1em;');
    expect(html).toContain(`<span class="a ${first}">`);
    expect(html).toContain(`<svg class="${styleClassName('top:0')}">`);
    expect(rules.get(first)).toBe(`.${first}{height:1em !important}`);
  });

  it('leaves a page with real KaTeX output free of style attributes', () => {
    const dir = partials({
      maths:
        '<div class="tex-display">\\sqrt{\\frac{QK^\\top}{d_k}}</div><p style="margin:0">x</p>',
    });
    const rules = new Map<string, string>();
    const html = assembleHtml('<main><!-- @partial maths --></main>', dir, rules);
    expect(html).toContain('<msqrt>');
    expect(html).not.toMatch(/\sstyle="/);
    expect(rules.size).toBe(1);
  });
});

describe('indentation', () => {
  it('drops the indentation of running text, one newline staying where each line broke', () => {
    expect(collapseIndentation('<p>\n    a sum of\n    products  \n  </p>\n')).toBe(
      '<p>\na sum of\nproducts\n</p>\n',
    );
  });

  it('keeps white space inside <pre> and <textarea> as written, also after them', () => {
    const html =
      '<div>\n  <pre class="code">\n  x = 1\n    y = 2\n</pre>\n  <textarea>\n  kept</textarea>\n  <p>\n    z</p>\n</div>';
    expect(collapseIndentation(html)).toBe(
      '<div>\n<pre class="code">\n  x = 1\n    y = 2\n</pre>\n<textarea>\n  kept</textarea>\n<p>\nz</p>\n</div>',
    );
  });
});
