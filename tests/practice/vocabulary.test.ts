// Every word the scorer lists can actually match a learner's word: a list
// entry compared with a stem it can never equal ("misleading" stems to
// "mislead") is dead, and the answers that use it are misread.
import { describe, expect, it } from 'vitest';
import { mapIdentity } from '../../web/src/practice/scorer/mapped-text';
import { tokenise } from '../../web/src/practice/scorer/tokens';
import {
  PREDICATES,
  SUBJECTS,
  inList,
  type WordList,
} from '../../web/src/practice/scorer/vocabulary';

const token = (word: string) => tokenise(mapIdentity(word))[0];
const entries = (list: WordList) => [...list.exact, ...list.prefixes.map((p) => p + 'ed')];

describe('vocabulary', () => {
  it.each([
    ['PREDICATES', PREDICATES],
    ['SUBJECTS', SUBJECTS],
  ])('every entry of %s matches a token of itself', (_name, list) => {
    for (const word of entries(list)) expect(inList(list, token(word)), word).toBe(true);
  });

  it('reads verb forms as predicates but not participles or nouns', () => {
    for (const word of ['saturates', 'vanishes', 'grows', 'pushes', 'multiplies', 'is', '='])
      expect(inList(PREDICATES, token(word)), word).toBe(true);
    for (const word of ['saturated', 'vanishing', 'saturation', 'softmax', 'variance'])
      expect(inList(PREDICATES, token(word)), word).toBe(false);
  });
});
