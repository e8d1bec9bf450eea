// Vite plugin: builds the page's math font before anything reads it. MathML
// needs a font with an OpenType MATH table to stretch parentheses and radicals
// and to space fractions as TeX does; phones rarely have one. The font is cut
// at build time from Debian's Latin Modern Math (package fonts-lmodern, which
// `npm run setup` installs with python3-fonttools) down to the characters the
// formulas use, by scripts/build-math-font.py: about 1/30 of the whole font.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { variantCharacter } from './math-variants.ts';
import { renderTex } from './tex-render.ts';

export const LATIN_MODERN_MATH =
  '/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf';

const MATH_ELEMENT = /<math[\s\S]*?<\/math>/g;
const ANNOTATION = /<annotation[\s\S]*?<\/annotation>/g;
const TAG = /<[^>]*>/g;

/** Every character the formulas of these HTML files show, with the italic
 *  letters MathML makes of single-letter identifiers and the radical sign. */
export function mathCharacters(htmlFiles: Iterable<string>): number[] {
  const found = new Set<number>();
  for (const html of htmlFiles) {
    for (const math of html.match(MATH_ELEMENT) ?? []) {
      // A radical's sign is drawn from the font, not written in the text.
      if (/<m(sqrt|root)>/.test(math)) found.add(0x221a);
      const text = math.replace(ANNOTATION, '').replace(TAG, '');
      for (const char of text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) {
        found.add(char.codePointAt(0)!);
        found.add(variantCharacter(char, 'italic').codePointAt(0)!);
      }
    }
  }
  // Greek italics are outside variantCharacter's Latin alphabets: α..ω -> 𝛼..𝜔.
  for (const code of [...found]) {
    if (code >= 0x3b1 && code <= 0x3c9) found.add(0x1d6fc + code - 0x3b1);
    if (code >= 0x391 && code <= 0x3a9) found.add(0x1d6e2 + code - 0x391);
  }
  return [...found].sort((a, b) => a - b);
}

function python(): string {
  // Debian's python3 has python3-fonttools; a python3 earlier on PATH may not.
  return existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
}

/** Writes `outFile` (WOFF2) holding the glyphs of `codepoints`, unless it already does. */
export function buildMathFont(codepoints: number[], outFile: string, script: string): void {
  const list = codepoints.map((c) => c.toString(16)).join('\n');
  // Rebuilt when the characters or the script that cuts the font change.
  const recipe = `${createHash('sha256').update(readFileSync(script)).digest('hex')}\n${list}`;
  const stamp = `${outFile}.recipe`;
  if (existsSync(outFile) && existsSync(stamp) && readFileSync(stamp, 'utf8') === recipe) return;
  if (!existsSync(LATIN_MODERN_MATH)) {
    throw new Error(
      `the math font is built from ${LATIN_MODERN_MATH}: install it with npm run setup (Debian package fonts-lmodern)`,
    );
  }
  mkdirSync(dirname(outFile), { recursive: true });
  try {
    execFileSync(python(), [script, LATIN_MODERN_MATH, outFile], { input: list, stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(
      `building the math font failed (needs python3-fonttools and python3-brotli; npm run setup installs them):\n${stderr}`,
    );
  }
  writeFileSync(stamp, recipe);
}

export function mathFontPlugin(options: {
  partialsDir: string;
  outFile: string;
  script: string;
}): Plugin {
  const { partialsDir, outFile, script } = options;
  const build = () => {
    const pages = readdirSync(partialsDir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => renderTex(readFileSync(join(partialsDir, f), 'utf8'), f));
    buildMathFont(mathCharacters(pages), outFile, script);
  };
  return {
    name: 'sqrtdk-math-font',
    // Before the stylesheet and the pages that point at the font are read.
    buildStart: build,
    configureServer(server) {
      server.watcher.on('change', (path) => {
        if (path.startsWith(partialsDir)) build();
      });
    },
  };
}
