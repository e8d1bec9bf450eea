// The partials are indented for their authors; the browser collapses every run
// of white space in running text to one space anyway, so the shipped HTML
// keeps one newline where a line break and its indentation were (0.7 KB of
// the page's gzip). Inside <pre> and <textarea> white space is content and
// stays as written.
const KEEP_AS_WRITTEN = /(<(pre|textarea)\b[\s\S]*?<\/\2>)/gi;

export function collapseIndentation(html: string): string {
  return html
    .split(KEEP_AS_WRITTEN)
    .map((piece, i) => {
      // split() with two groups gives [text, block, tag name, text, ...].
      if (i % 3 === 1) return piece;
      if (i % 3 === 2) return '';
      return piece.replace(/\n[ \t]+/g, '\n').replace(/[ \t]+\n/g, '\n');
    })
    .join('');
}
