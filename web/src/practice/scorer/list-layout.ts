// Bullet and numbered answers ("- cause: ...", "2) fix: ...") rarely end their
// items with a full stop, so without this pass a whole list reads as one
// sentence: a claim runs across items and a negation in one item
// reaches into the next. The item numbers are list markers, not quantities:
// left in, the "3" of "3. the softmax saturates" would count as a concrete
// number for communication. Each item start and each blank line becomes a
// sentence break instead.
import { mapReplace, type MappedText } from './mapped-text';

/** A bullet (-, *, •, ‣, ◦, ▪, –, —) or a number marker ("1.", "2)", "(3)")
 *  at the start of a line, followed by the item's text. */
const ITEM_START = /(^|\n)[ \t]*(?:[-*•‣◦▪–—]|\(?\d{1,2}[.)])[ \t]+/g;
const BLANK_LINE = /\n[ \t]*\n/g;
/** Display maths set off by blank lines inside a sentence: "the softmax
 *  derivative\n\n$$…$$\n\nis ~0 for every entry" is one sentence. Before
 *  the block, unless the text before it ended its sentence or opened a
 *  display with a colon ("as illustrated below:"); after it, when the next
 *  line goes on with a word that continues one. */
const INTO_DISPLAY = /(?<![.!?:][ \t]*)\n[ \t]*\n(?=[ \t]*(?:\$\$|\\\[))/g;
const OUT_OF_DISPLAY =
  /(?<=(?:\$\$|\\\])[ \t]*)\n[ \t]*\n(?=[ \t]*(?:is|are|was|were|so|and|or|which|where|with|then|gives|has|have|becomes|for|since|because|hence|thus|therefore|equals|i\.e\.)\b)/g;

export function breakListItems(input: MappedText): MappedText {
  const items = mapReplace(input, ITEM_START, '$1 . ');
  const joined = mapReplace(mapReplace(items, INTO_DISPLAY, ' '), OUT_OF_DISPLAY, ' ');
  return mapReplace(joined, BLANK_LINE, ' . ');
}
