// A deliberately light suffix stripper: enough to make "saturates",
// "saturated", "saturating" and "saturation" meet, without a dictionary.
const SUFFIXES = 'ational ations ation ness ments ment ings ing edly ed ies es ly s'.split(' ');

export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' ? base + 'y' : base;
    }
  }
  return word;
}
