// The math font's character list: what the formulas show, as the browser draws it.
import { describe, expect, it } from 'vitest';
import { mathCharacters } from '../../web/plugins/math-font';
import { renderTex } from '../../web/plugins/tex-render';

const chars = (tex: string) =>
  mathCharacters([renderTex(`<span class="tex">${tex}</span>`, 't')]).map((c) =>
    String.fromCodePoint(c),
  );

describe('math font characters', () => {
  it('holds the written characters and the italics of single letters', () => {
    const found = chars('q \\cdot k = 1');
    for (const c of ['q', '𝑞', '⋅', 'k', '𝑘', '=', '1']) expect(found).toContain(c);
  });

  it('holds the radical sign, which MathML draws without writing it', () => {
    expect(chars('\\sqrt{d_k}')).toContain('√');
    expect(chars('d_k')).not.toContain('√');
  });

  it('holds Greek italics and leaves out the TeX source annotation', () => {
    const found = chars('\\alpha');
    expect(found).toContain('𝛼');
    expect(found).not.toContain('\\');
  });
});
