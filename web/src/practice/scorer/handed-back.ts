// Text the page showed the learner, handed back as an answer: the questions,
// their key points, the rubric's "what the next level needs" and the
// mistakes' corrections. Those words are the page's, not the learner's, so
// they are marked as quoted (like a `>` block quote) and state no claim. A
// run of six stems shared with a shown text is a copied run, and an answer
// most of whose words (60%) lie in copied runs, taken from three shown
// texts or more, hands the page back. Only then: the page's phrasing of a
// point is the usual one ("the entries of q and k are independent with mean 0
// and variance 1"), and a labelled answer that makes the point in it shares up
// to half its words with the page.
import { QUESTIONS } from '../interview/bank';
import { FOLLOWUP_MISTAKES, MISTAKES } from './mistakes';
import { normaliseAnswer } from './normalise';
import { DIMENSIONS, RUBRIC, requirementAdvice } from './rubric';
import { tokenise, type Token } from './tokens';

const RUN = 6;
const HANDED_BACK = 0.6;
/** Shown texts an answer must copy from to hand the page back. */
const TEXTS = 3;

const key = (tokens: readonly Token[], at: number) =>
  Array.from(tokens.slice(at, at + RUN), (t) => t.stem).join(' ');

/** Each run of a shown text, with the index of the text it is from. */
let shown: Map<string, number> | null = null;

function shownRuns(): Map<string, number> {
  if (shown) return shown;
  const texts = [
    ...QUESTIONS.flatMap((q) => [q.text, ...q.keyPoints.map((p) => p.text)]),
    ...DIMENSIONS.flatMap((d) => [RUBRIC[d].strong, RUBRIC[d].staff].flatMap(requirementAdvice)),
    ...[...MISTAKES, ...FOLLOWUP_MISTAKES].map((m) => m.correction),
  ];
  shown = new Map();
  for (const [k, text] of texts.entries()) {
    const tokens = tokenise(normaliseAnswer(text));
    for (let i = 0; i + RUN <= tokens.length; i++) {
      shown.set(key(tokens, i), k);
      openings.add(opening(tokens, i));
    }
  }
  return shown;
}
/** The first two stems of every run shown: most of an answer's positions
 *  open none, so the whole run's key is built only where one does. */
const openings = new Set<string>();
const opening = (tokens: readonly Token[], at: number) =>
  `${tokens[at].stem} ${tokens[at + 1].stem}`;

/** Marks the copied tokens of an answer that hands the page back. */
export function markHandedBack(tokens: Token[]): void {
  const runs = shownRuns();
  const copied = new Set<number>();
  const from = new Set<number>();
  for (let i = 0; i + RUN <= tokens.length; i++) {
    if (!openings.has(opening(tokens, i))) continue;
    const text = runs.get(key(tokens, i));
    if (text === undefined) continue;
    from.add(text);
    for (let k = i; k < i + RUN; k++) copied.add(k);
  }
  if (copied.size < HANDED_BACK * tokens.length || from.size < TEXTS) return;
  for (const k of copied) tokens[k].handedBack = true;
}
