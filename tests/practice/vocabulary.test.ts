// Every word the scorer lists can actually match a learner's word: a list
// entry compared with a stem it can never equal ("misleading" stems to
// "mislead") is dead, and the answers that use it are misread.
import { describe, expect, it } from 'vitest';
import { mapIdentity } from '../../web/src/practice/scorer/mapped-text';
import { tokenise } from '../../web/src/practice/scorer/tokens';
import {
  OTHER_WORDS,
  PREDICATES,
  SUBJECTS,
  inList,
  type WordList,
} from '../../web/src/practice/scorer/vocabulary';
import { editDistanceWithin } from '../../web/src/practice/scorer/edit-distance';
import { ENTITIES, RELATIONS } from '../../web/src/practice/scorer/claim-layer/lexicon-data/main';
import {
  FOLLOWUP_ENTITIES,
  FOLLOWUP_RELATIONS,
} from '../../web/src/practice/scorer/claim-layer/lexicon-data/followups';

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

// Every word OTHER_WORDS keeps apart is one a stem of the lexicon would
// otherwise take: by its letters, or by one typo of a stem of 7 letters or more.
describe('OTHER_WORDS', () => {
  const stems = [...ENTITIES, ...RELATIONS, ...FOLLOWUP_ENTITIES, ...FOLLOWUP_RELATIONS]
    .flatMap((row) => row.phrases)
    .flatMap((phrase) => phrase.split(' '))
    .filter((word) => word.endsWith('*'))
    .map((word) => word.slice(0, -1));
  const taken = (word: string) =>
    stems.some(
      (stem) =>
        word.startsWith(stem) ||
        (stem.length >= 7 &&
          word[0] === stem[0] &&
          [-1, 0, 1].some(
            (d) =>
              word.length >= stem.length + d &&
              editDistanceWithin(word.slice(0, stem.length + d), stem, 1),
          )),
    );
  it.each([...OTHER_WORDS])('"%s" would be taken for a stem without the list', (word) => {
    expect(taken(word)).toBe(true);
  });
});
