// Derivations write tiny softmax weights and gradients in scientific notation:
// "p ≈ (1 − 1.1·10⁻⁷, 1.1·10⁻⁷, 10⁻¹⁴)", "1.1e-7", "3 × 10^-5". Read as
// words, "10⁻⁷" is the two numbers 10 and 7, which says nothing; written out
// as a decimal it is a number the lexicon can weigh (a weight of
// 0.99999989 is a saturated softmax). Runs on the raw answer, before the
// unicode fold turns "10⁻¹⁴" into the ambiguous "10-14".
import { mapReplace, type MappedText } from './mapped-text';

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const MANTISSA = String.raw`(\d+(?:\.\d+)?)\s*(?:[·×*⋅]|\\cdot|\\times|x)\s*`;
/** The exponent of ten: superscript "10⁻⁷", caret "10^-7" / "10^{-7}" / "10^(−7)". */
const POWER = String.raw`10\s*(?:⁻([${SUPERSCRIPT_DIGITS}]+)|\^\s*[({]?\s*[-−–]\s*(\d+)\s*[)}]?)`;
/** "1.1·10⁻⁷" or a bare "10⁻¹⁴"; "1.1e-7". */
const SCIENTIFIC = new RegExp(
  String.raw`(?<![\w.])(?:${MANTISSA})?${POWER}|(?<![\w.])(\d+(?:\.\d+)?)e-(\d+)\b`,
  'gi',
);
/** "1 − 0.00000011": a weight this close to one is written out as its value. */
const ONE_MINUS_TINY = /(?<![\w.])1\s*[-−–]\s*(0\.\d+)(?![\d.])/g;
const CLOSE_TO_ONE = 0.05;

function decimal(value: number, places: number): string {
  return value.toFixed(Math.min(100, places)).replace(/\.?0+$/, '');
}

function placesOf(number: string): number {
  return number.split('.')[1]?.length ?? 0;
}

export function writeOutScientific(input: MappedText): MappedText {
  const written = mapReplace(
    input,
    SCIENTIFIC,
    (_m, mantissa?: string, sup?: string, caret?: string, eMantissa?: string, eExp?: string) => {
      const m = mantissa ?? eMantissa ?? '1';
      // (NFKC turns superscript digits into digits.)
      const exponent = Number(sup !== undefined ? sup.normalize('NFKC') : (caret ?? eExp));
      return ` ${decimal(Number(m) * 10 ** -exponent, exponent + placesOf(m))} `;
    },
  );
  return mapReplace(written, ONE_MINUS_TINY, (match, tiny: string) => {
    const value = Number(tiny);
    return value < CLOSE_TO_ONE ? decimal(1 - value, placesOf(tiny)) : match;
  });
}
