// Optimal string alignment distance (Damerau-Levenshtein with adjacent
// transpositions), stopped early once it exceeds `limit`: typo tolerance only
// ever asks "is it within 1 or 2 edits?".
// Three reused rows (two back, for transpositions): the scorer asks this
// question thousands of times per answer, so it allocates nothing.
let rows = [0, 1, 2].map(() => new Int32Array(64));

export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (a === b) return true;
  const cols = b.length + 1;
  if (rows[0].length < cols) rows = rows.map(() => new Int32Array(cols));
  let [beforePrev, prev, cur] = rows;
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, beforePrev[j - 2] + 1);
      cur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit) return false;
    [beforePrev, prev, cur] = [prev, cur, beforePrev];
  }
  return prev[cols - 1] <= limit;
}

/** Edits allowed for a word of this length: none for short words and numbers. */
export function typoBudget(word: string): number {
  if (/\d/.test(word) || word.length < 5) return 0;
  return word.length >= 9 ? 2 : 1;
}
