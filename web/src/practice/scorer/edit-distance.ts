// Optimal string alignment distance (Damerau-Levenshtein with adjacent
// transpositions), stopped early once it exceeds `limit`: typo tolerance only
// ever asks "is it within 1 or 2 edits?".
export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2][j - 2] + 1);
      }
      d[i][j] = best;
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > limit) return false;
  }
  return d[rows - 1][cols - 1] <= limit;
}

/** Edits allowed for a word of this length: none for short words and numbers. */
export function typoBudget(word: string): number {
  if (/\d/.test(word) || word.length < 5) return 0;
  return word.length >= 9 ? 2 : 1;
}
