// The build-time HTML assembly: partials, KaTeX, and CSP-safe styles.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractInlineStyles, styleClassName } from '../../web/plugins/inline-styles';
import { assembleHtml, expandPartials } from '../../web/plugins/partials-plugin';
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
  it('renders inline and display TeX, decoding entities, with MathML for screen readers', () => {
    const html = renderTex(
      '<span class="tex">a &lt; b</span><div class="tex-display">\\sqrt{d_k}</div>',
      't',
    );
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).toContain('<mo>&lt;</mo>');
    expect(html).toContain('katex-display');
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
    const dir = partials({ maths: '<div class="tex-display">\\sqrt{\\frac{QK^\\top}{d_k}}</div>' });
    const rules = new Map<string, string>();
    const html = assembleHtml('<main><!-- @partial maths --></main>', dir, rules);
    expect(html).toContain('katex');
    expect(html).not.toMatch(/\sstyle="/);
    expect(rules.size).toBeGreaterThan(0);
  });
});
