// MathML Core (what Chromium implements) ignores every mathvariant but
// "normal": KaTeX writes \mathbb{E} as <mi mathvariant="double-struck">E</mi>,
// which would show as a plain italic E. Unicode has these letters as
// characters of their own (𝔼 U+1D53C), so the build writes them out.

/** First code point of the capital A of each alphabet; lowercase a follows 26 later. */
const ALPHABET_START: Record<string, number> = {
  bold: 0x1d400,
  italic: 0x1d434,
  'bold-italic': 0x1d468,
  script: 0x1d49c,
  'bold-script': 0x1d4d0,
  fraktur: 0x1d504,
  'double-struck': 0x1d538,
  'bold-fraktur': 0x1d56c,
  'sans-serif': 0x1d5a0,
  monospace: 0x1d670,
};

/** Letters Unicode had encoded before the block, which the block leaves as holes. */
const HOLES: Record<string, Record<string, string>> = {
  italic: { h: 'ℎ' },
  script: {
    B: 'ℬ',
    E: 'ℰ',
    F: 'ℱ',
    H: 'ℋ',
    I: 'ℐ',
    L: 'ℒ',
    M: 'ℳ',
    R: 'ℛ',
    e: 'ℯ',
    g: 'ℊ',
    o: 'ℴ',
  },
  fraktur: { C: 'ℭ', H: 'ℌ', I: 'ℑ', R: 'ℜ', Z: 'ℨ' },
  'double-struck': { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' },
};

/** The character for `letter` in `variant`, or the letter itself where Unicode has none. */
export function variantCharacter(letter: string, variant: string): string {
  const hole = HOLES[variant]?.[letter];
  if (hole) return hole;
  const start = ALPHABET_START[variant];
  if (start === undefined) return letter;
  const code = letter.charCodeAt(0);
  if (code >= 0x41 && code <= 0x5a) return String.fromCodePoint(start + code - 0x41);
  if (code >= 0x61 && code <= 0x7a) return String.fromCodePoint(start + 26 + code - 0x61);
  return letter;
}

const VARIANT_TOKEN = /<(mi|mn|mo|mtext)([^>]*?)\smathvariant="([a-z-]+)"([^>]*)>([^<]*)<\/\1>/g;

/** Rewrites tokens with a mathvariant Chromium ignores into their Unicode letters. */
export function spellOutVariants(mathml: string): string {
  return mathml.replace(
    VARIANT_TOKEN,
    (match, tag: string, before: string, variant: string, after: string, text: string) => {
      if (variant === 'normal' || !(variant in ALPHABET_START)) return match;
      const spelled = [...text].map((c) => variantCharacter(c, variant)).join('');
      return `<${tag}${before} mathvariant="normal"${after}>${spelled}</${tag}>`;
    },
  );
}
