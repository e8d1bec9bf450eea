// Turns a free-text answer into a canonical lowercase form in which the many
// ways of writing the same thing (√dk, sqrt(d_k), "square root of the key
// dimension", d sub k, head dim ...) become one token, while keeping the map
// back to the learner's original characters.
import { mapChars, mapIdentity, mapReplace, type MappedText } from './mapped-text';

/** [pattern, replacement] pairs applied in order; order matters (compounds first). */
const REWRITES: [RegExp, string][] = [
  // Typography: curly quotes, dashes used as punctuation, minus signs.
  [/[’‘`]/, "'"],
  [/\s[—–]\s|—/, ' , '],
  [/[−–]/, '-'],
  [/√/, ' sqrt '],
  [/∂/, ' derivative '],
  [/[≈~]/, ' approx '],
  [/→|->|=>/, ' then '],
  [/δ/, 'delta'],
  [/[µμ]\s*-?\s*p\b|\bmu\s*-?\s*p\b|\bmaximal update\w*/, ' mup '],
  [/\bi\.\s?i\.\s?d\.?|\biid\b/, ' iid '],
  [/\bw\.r\.t\.?/, ' wrt '],
  [/\be\.g\.?|\bi\.e\.?/, ' , '],
  [/\bone[\s-]hot\b/, ' onehot '],
  [/\bwinner[\s-]takes?[\s-]all\b/, ' argmax '],
  [/\bhard[\s-]?max\b/, ' argmax '],
  // Contractions, so negation is always the word "not".
  [/\bwon't\b/, 'will not'],
  [/\bcan't\b|\bcannot\b/, 'can not'],
  [/n't\b/, ' not'],
  [/'s\b/, ' is'],
  [/'re\b/, ' are'],
  // The quantities the question is about.
  [/\bstandard[\s-]+deviations?\b|\bstd\.?\s*dev\b|\bstdev\b|σ/, ' std '],
  [/\bvar\b/, ' variance '],
  [/\bq\s*[·.*]\s*k\b|\bqk\s*\^?\s*t\b|\bqkᵀ|\bq\s*k\s*\^\s*t\b/, ' qk '],
  [
    /\bd\s*model\b|\bd_\{?model\}?|\bmodel[\s_-]*(?:dim(?:ension)?|width|size)s?\b|\bhidden[\s_-]*(?:size|dim(?:ension)?)\b|\bembedding[\s_-]*(?:size|dim(?:ension)?)\b/,
    ' dmodel ',
  ],
  [
    /\bnum[\s_-]*heads?\b|\bnumber of (?:attention )?heads\b|\bhead[\s_-]*count\b|\bn[\s_]?heads\b/,
    ' nheads ',
  ],
  [
    /\bper[\s-]head key (?:size|dim(?:ension)?)\b|\bhead[\s_-]*(?:dim(?:ension)?s?|size|width)\b|\bkey[\s_-]*(?:dim(?:ension)?|size|length|width)s?\b|\bdimension of (?:the )?(?:each )?keys?\b/,
    ' dk ',
  ],
  [/\bd(?:_\s*\{?\s*k\s*\}?|k|\s+sub\s+k|\s+k)\b/, ' dk '],
  [/\bsquare[\s-]+roots?(?:\s+of)?\b|\broots?(?:\s+of)?\b|\bsqrt\b/, ' sqrt '],
  // "sqrt (of the) d_k" is the right divisor; keep it apart from a bare d_k.
  [/\bsqrt\s*(?:of\s+)?(?:the\s+)?\(?\s*dk\b\s*\)?/, ' sqrtdk '],
  [/\bsqrt\s*(?:of\s+)?(?:the\s+)?\(?\s*dmodel\b\s*\)?/, ' sqrtdmodel '],
  [/\bsqrt\s*(?:of\s+)?(?:the\s+)?\(?\s*nheads\b\s*\)?/, ' sqrtnheads '],
  [/(\d)\s*%/, '$1 percent'],
];

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  sixteen: 16,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  half: 0.5,
  quarter: 0.25,
};

/** "sixty-four" -> "64", "one" -> "1", so numbers compare as numbers. */
function numberWordsToDigits(input: MappedText): MappedText {
  const words = Object.keys(NUMBER_WORDS).join('|');
  const compound = new RegExp(
    `\\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\\s-](one|two|three|four|five|six|seven|eight|nine)\\b`,
  );
  const withCompounds = mapReplace(input, compound, (_m, tens: string, unit: string) =>
    String(NUMBER_WORDS[tens] + NUMBER_WORDS[unit]),
  );
  return mapReplace(withCompounds, new RegExp(`\\b(${words})\\b`), (word) =>
    String(NUMBER_WORDS[word]),
  );
}

function rewrite(input: MappedText, pattern: RegExp, replacement: string): MappedText {
  const flags = 'g' + (pattern.flags.includes('u') ? 'u' : '');
  return mapReplace(input, new RegExp(pattern.source, flags), (match, ...groups) =>
    replacement.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? ''),
  );
}

export function normaliseAnswer(answer: string): MappedText {
  // NFKC folds subscripts, superscripts and full-width forms (dₖ -> dk, ² -> 2).
  let text = mapChars(mapIdentity(answer), (char) => char.normalize('NFKC').toLowerCase());
  for (const [pattern, replacement] of REWRITES) text = rewrite(text, pattern, replacement);
  return numberWordsToDigits(text);
}
