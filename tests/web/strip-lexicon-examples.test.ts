// The page build drops the lexicon rows' `examples` (test cases, not page
// data): every other field stays, brackets inside example strings do not
// confuse it, and the lexicon it leaves reads the same answers.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripExamples } from '../../web/plugins/strip-lexicon-examples';

const run = (source: string) =>
  new Function(ts.transpile(source.replace('export const ROWS =', 'return'))) as () => unknown;

describe('stripExamples', () => {
  const source = `export const ROWS = [
  { id: 'a', phrases: ['x', 'y'], examples: ['one [two]', 'three'] },
  {
    id: 'b',
    examples: [{ text: 'A ] bracket, and a } brace', object: 'dk' }],
    // a comment that stays
    phrases: ['z'],
  },
];`;

  it('removes every examples property and keeps the rest', () => {
    const out = stripExamples(source);
    expect(out).not.toContain('examples');
    expect(out).toContain('// a comment that stays');
    expect(run(out)()).toEqual([
      { id: 'a', phrases: ['x', 'y'] },
      { id: 'b', phrases: ['z'] },
    ]);
  });

  it('leaves the lexicon data well formed: the stripped files still compile', () => {
    for (const name of ['main', 'followups']) {
      const path = new URL(
        `../../web/src/practice/scorer/claim-layer/lexicon-data/${name}.ts`,
        import.meta.url,
      );
      const stripped = stripExamples(readFileSync(path, 'utf8'));
      const { diagnostics } = ts.transpileModule(stripped, { reportDiagnostics: true });
      expect(diagnostics ?? []).toEqual([]);
      expect(stripped).not.toMatch(/\bexamples\s*:/);
    }
  });
});
