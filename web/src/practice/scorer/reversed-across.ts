// A reversed chain told across two sentences: the effect in one ("the softmax
// is already saturated ... the gradient vanishes"), then a sentence that opens
// by pointing back at it and has the scores grow ("Because of this the scores
// keep growing, and the variance reaches d_k"). Patterns never cross a
// sentence, so this finder reads the pair. A cause word, a fix or a
// prevention in the second sentence ("So we keep the scores from growing")
// tells another story.
import type { Match } from './pattern';
import type { Token } from './tokens';

/** Openings that point back at the sentence before, as word sequences. */
const BACK_REFERENCES = [
  ['because', 'of', 'this'],
  ['because', 'of', 'that'],
  ['because', 'of', 'it'],
  ['due', 'to', 'this'],
  ['due', 'to', 'that'],
  ['as', 'a', 'result'],
  ['this', 'is', 'why'],
  ['that', 'is', 'why'],
  ['therefore'],
  ['thus'],
  ['hence'],
  ['so'],
];
const EFFECT = /^(?:saturat|onehot|vanish|peak|collaps|argmax|overconfiden)/;
const SCORE = /^(?:varianc|scores?$|logits?$|products?$|qk$|spread$)/;
const GROWS =
  /^(?:grows?|growing|grew|larger|bigger|huge|climb\w*|inflat\w*|blow\w*|increas(?:es|ing|ed)|ris(?:es|ing)|reach\w*)$/;
const OTHER_STORY =
  /^(?:because|since|due|from|when|if|by|keep\w*|prevent\w*|stop\w*|avoid\w*|divid\w*|sqrtdk|not|never|without)$/;

function opening(words: Token[]): number {
  // The back reference may follow a joining word: "And because of this ...".
  const start = words[0]?.text === 'and' || words[0]?.text === 'then' ? 1 : 0;
  for (const phrase of BACK_REFERENCES) {
    if (phrase.every((w, k) => words[start + k]?.text === w)) return start + phrase.length;
  }
  return -1;
}

export function reversedAcrossSentences(tokens: Token[]): Match[] {
  const sentences = new Map<number, number[]>();
  tokens.forEach((t, i) => sentences.set(t.sentence, [...(sentences.get(t.sentence) ?? []), i]));
  const matches: Match[] = [];
  for (const [sentence, indices] of sentences) {
    const before = sentences.get(sentence - 1);
    if (!before?.some((i) => EFFECT.test(tokens[i].text))) continue;
    const words = indices.map((i) => tokens[i]);
    const opened = opening(words);
    if (opened < 0) continue;
    for (let k = opened; k < words.length; k++) {
      if (OTHER_STORY.test(words[k].text)) break;
      if (!SCORE.test(words[k].text)) continue;
      const grows = [k + 1, k + 2, k + 3].find(
        (g) => g < words.length && GROWS.test(words[g].text),
      );
      if (grows === undefined) continue;
      const chosen = [...indices.slice(0, opened), indices[k], indices[grows]];
      matches.push({ first: indices[0], last: indices[grows], tokens: chosen });
      break;
    }
  }
  return matches;
}
