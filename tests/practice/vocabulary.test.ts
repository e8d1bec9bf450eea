// Every word the scorer lists can actually match a learner's word: a list
// entry compared with a stem it can never equal ("misleading" stems to
// "mislead") is dead, and the answers that use it are misread.
import { describe, expect, it } from 'vitest';
import { mapIdentity } from '../../web/src/practice/scorer/mapped-text';
import { tokenise } from '../../web/src/practice/scorer/tokens';
import { compilePattern, findMatches } from '../../web/src/practice/scorer/pattern';
import {
  CORRECTION,
  DENIALS,
  HYPOTHETICAL,
  NEAR_ZERO,
  NEGATORS,
  PREDICATES,
  inList,
  type WordList,
} from '../../web/src/practice/scorer/vocabulary';

const token = (word: string) => tokenise(mapIdentity(word))[0];
const entries = (list: WordList) => [...list.exact, ...list.prefixes.map((p) => p + 'ed')];

describe('vocabulary', () => {
  it.each([
    ['NEGATORS', NEGATORS],
    ['DENIALS', DENIALS],
    ['HYPOTHETICAL', HYPOTHETICAL],
    ['CORRECTION', CORRECTION],
    ['PREDICATES', PREDICATES],
  ])('every entry of %s matches a token of itself', (_name, list) => {
    for (const word of entries(list)) expect(inList(list, token(word)), word).toBe(true);
  });

  it('matches the inflected corrections that a stem comparison missed', () => {
    for (const word of [
      'misleading',
      'mistakes',
      'mistaken',
      'confused',
      'confusing',
      'myths',
      'wrongly',
      'misconceptions',
    ])
      expect(inList(CORRECTION, token(word)), word).toBe(true);
    for (const word of ['error', 'correct', 'mixture'])
      expect(inList(CORRECTION, token(word)), word).toBe(false);
  });

  it('reads verb forms as predicates but not participles or nouns', () => {
    for (const word of ['saturates', 'vanishes', 'grows', 'pushes', 'multiplies', 'is', '='])
      expect(inList(PREDICATES, token(word)), word).toBe(true);
    for (const word of ['saturated', 'vanishing', 'saturation', 'softmax', 'variance'])
      expect(inList(PREDICATES, token(word)), word).toBe(false);
  });

  it('NEAR_ZERO alternatives each match a word', () => {
    const pattern = compilePattern(NEAR_ZERO);
    for (const word of ['vanishes', '0', 'zero', 'tiny', 'negligible', 'collapses'])
      expect(findMatches(pattern, [token(word)]).length, word).toBe(1);
  });
});
