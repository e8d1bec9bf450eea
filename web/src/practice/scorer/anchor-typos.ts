// The rewrites in normalise.ts match whole phrases ("square root of the key
// dimension", "standard deviation") with regular expressions, which have no
// typo tolerance: "sqaure root" or "the dimention of the keys" would slip past
// them. This pass spells those few anchor words right first, using the same
// edit budget as the lexicon's phrases (claim-layer/phrase.ts).
import { editDistanceWithin, typoBudget } from './edit-distance';
import { mapReplace, type MappedText } from './mapped-text';

/** Words the phrase rewrites depend on. Only long words: a short anchor such as
 *  "heads" is one edit from common words ("leads", "heard"). */
const ANCHORS = ['square', 'dimension', 'standard', 'deviation', 'hidden', 'embedding', 'respect'];

/** Real words a typo or two from an anchor ("the derivation" is no deviation). */
const NEAR_ANCHORS = new Set(['derivation', 'derivations', 'devotion', 'aviation', 'bedding']);

function correction(word: string): string | null {
  // An inflection ("squared", "dimensions") is not a typo.
  if (NEAR_ANCHORS.has(word) || ANCHORS.some((anchor) => word.startsWith(anchor))) return null;
  const near = ANCHORS.filter((anchor) => {
    const budget = Math.min(typoBudget(anchor), typoBudget(word));
    return budget > 0 && editDistanceWithin(word, anchor, budget);
  });
  return near.length === 1 ? near[0] : null;
}

export function correctAnchorTypos(input: MappedText): MappedText {
  return mapReplace(input, /\b[a-z]{5,}\b/g, (word) => correction(word) ?? word);
}
