// The glossary is the one source of the page's definitions: every term the
// partials mark exists in it, and every entry is used somewhere on the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, isTermId } from '../../web/src/glossary/terms';

const PARTIALS = join(__dirname, '../../web/partials');
const marked = readdirSync(PARTIALS)
  .filter((name) => name.endsWith('.html'))
  .flatMap((name) =>
    [...readFileSync(join(PARTIALS, name), 'utf8').matchAll(/data-term="([^"]*)"/g)].map(
      (m) => m[1],
    ),
  );

describe('the glossary', () => {
  it('defines every term the partials mark', () => {
    expect(marked.filter((id) => !isTermId(id))).toEqual([]);
  });

  it('has no entry the page never uses', () => {
    const used = new Set(marked);
    expect(Object.keys(GLOSSARY).filter((id) => !used.has(id))).toEqual([]);
  });

  it('covers the terms learners met before their explanation (issue 19)', () => {
    const terms = Object.values(GLOSSARY).map((e) => e.term);
    for (const wanted of [
      'Frobenius norm',
      'Jacobian size',
      'Wilson interval',
      '95% CI',
      '10–90% band',
      'exact shortcut',
      'brute force',
      'starved examples',
      'μP',
      'QK-norm',
      'FSRS',
    ]) {
      expect(terms).toContain(wanted);
    }
    expect(terms.some((t) => t.startsWith('χ²'))).toBe(true);
    expect(terms.some((t) => t.startsWith('staff'))).toBe(true);
  });
});
