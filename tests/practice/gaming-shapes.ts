// Answers that game the scorer: keyword lists, word salads and the page's
// own text handed back, in many shapes built from the same vocabulary, so a
// rule that only catches one layout shows. Shared by gaming.test.ts and
// `npm run -s eval:scorer`.
import { QUESTIONS, type Question } from '../../web/src/practice/interview/bank';
import { MISTAKES } from '../../web/src/practice/scorer/mistakes';
import { DIMENSIONS, RUBRIC, requirementAdvice } from '../../web/src/practice/scorer/rubric';

/** The issue's word salad, verbatim. */
export const ISSUE_SALAD =
  'softmax softmax softmax variance variance jacobian jacobian gradient vanish sqrt sqrt dk dk independent assumption mu p qk norm';

/** Keywords of every dimension's strong and staff levels. */
export const KEYWORDS = [
  'softmax saturation',
  'variance d_k',
  'Jacobian',
  'vanishing gradients',
  'sqrt(d_k)',
  'independence assumption',
  'variances add',
  'one-hot',
  'muP 1/d_k',
  'QK-norm',
  'd_k = 64 std 8',
  'small d_k',
];
const WORDS = KEYWORDS.join(' ').split(' ');

/** A fixed shuffle (a linear congruential generator with a fixed seed). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const SHAPES: [string, string][] = [
  ['the issue salad', ISSUE_SALAD],
  ['the issue salad, twice', `${ISSUE_SALAD} ${ISSUE_SALAD}`],
  ['words in a row', WORDS.join(' ')],
  ['words repeated', WORDS.flatMap((w) => [w, w]).join(' ')],
  ['words shuffled', shuffled(WORDS, 7).join(' ')],
  ['words shuffled, another seed', shuffled(WORDS, 12345).join(' ')],
  ['a comma list', KEYWORDS.join(', ')],
  ['a comma list with a full stop', `${KEYWORDS.join(', ')}.`],
  ['a comma list after a heading', `Key words: ${KEYWORDS.join(', ')}`],
  ['a bullet list of nouns', KEYWORDS.map((k) => `- ${k}`).join('\n')],
  ['a numbered list of nouns', KEYWORDS.map((k, i) => `${i + 1}. ${k}`).join('\n')],
  ['one keyword a sentence', KEYWORDS.map((k) => `${k}.`).join(' ')],
  ['the question copied back', QUESTIONS[0].text],
  ['the question copied back, no question mark', QUESTIONS[0].text.replace('?', '.')],
  [
    'the rubric pasted back',
    DIMENSIONS.map(
      (d) => `${RUBRIC[d].title}: ${RUBRIC[d].strong.missing} ${RUBRIC[d].staff.missing}`,
    ).join('\n'),
  ],
  [
    "every piece of the rubric's advice pasted back",
    DIMENSIONS.flatMap((d) => [RUBRIC[d].strong, RUBRIC[d].staff].flatMap(requirementAdvice)).join(
      ' ',
    ),
  ],
  ['the key points pasted back', QUESTIONS[0].keyPoints.map((p) => p.text).join(' ')],
  ['the key points as a bullet list', QUESTIONS[0].keyPoints.map((p) => `- ${p.text}`).join('\n')],
  ['the corrections pasted back', MISTAKES.map((m) => m.correction).join(' ')],
];

/** Gaming answers to one follow-up question. */
export const followupShapes = (q: Question): string[] => [
  ISSUE_SALAD,
  shuffled(WORDS, 3).join(' '),
  q.text,
  q.keyPoints.map((p) => p.text).join(' '),
  q.keyPoints.map((p) => `- ${p.text}`).join('\n'),
];
