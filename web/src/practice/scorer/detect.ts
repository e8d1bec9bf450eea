// Lexing an answer: the text is cut to the answer limit, normalised (maths,
// code and markdown spelt out, numbers as digits; normalise.ts), split into
// tokens, and lines quoted from elsewhere or handed back from the page are
// marked, so the claim layer reads only what the learner says.
import { markQuotedWords } from './quoted-words';
import { markHandedBack } from './handed-back';
import { normaliseAnswer } from './normalise';
import { tokenise, type Token } from './tokens';

export interface Analysis {
  text: string;
  normalised: string;
  tokens: Token[];
}

export function analyse(answer: string, maxChars: number): Analysis {
  const text = answer.slice(0, maxChars);
  const mapped = normaliseAnswer(text);
  const tokens = tokenise(mapped);
  markQuotedWords(text, tokens);
  markHandedBack(tokens);
  return { text, normalised: mapped.text, tokens };
}
