// The scorer's lexicon rows carry `examples`: wordings each row must read,
// which the tests turn into cases (tests/practice/*-claims.test.ts). The page
// never reads them, and they are about a tenth of the lazily loaded scoring
// chunk, so the page build drops them. The TypeScript parser finds the
// properties (a regex would trip over brackets inside the example strings);
// the rows keep every other field. Build only: the tests still see them.
import ts from 'typescript';
import type { Plugin } from 'vite';

const LEXICON_DATA = /[\\/]practice[\\/]scorer[\\/]claim-layer[\\/]lexicon-data[\\/][^\\/]+\.ts$/;

/** The source with every `examples: …` property of an object literal removed. */
export function stripExamples(source: string, fileName = 'lexicon.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'examples' &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      let end = node.getEnd();
      // The comma after it goes too, so the literal stays well formed.
      const after = source.slice(end).match(/^\s*,/);
      if (after) end += after[0].length;
      cuts.push([node.getFullStart(), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [from, to] of cuts.reverse()) out = out.slice(0, from) + out.slice(to);
  return out;
}

export function stripLexiconExamplesPlugin(): Plugin {
  return {
    name: 'strip-lexicon-examples',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!LEXICON_DATA.test(id)) return null;
      return { code: stripExamples(code, id), map: null };
    },
  };
}
