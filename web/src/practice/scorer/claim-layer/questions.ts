// Questions in an answer: which sentences ending in "?" ask, which take
// their claim as given ("Why do we scale by √d_k?"), which expect "yes"
// ("Shouldn't it be …?"), and a yes or a no that answers the question before.
import { opensSentence, runEnd, runStart, type Token } from '../tokens';
import { AUXILIARIES, REPLIES, words } from '../vocabulary';
import { applyEffect, subjectFrom, type Claim } from './claim';
import { wordBefore } from './clauses';

const REPLY_PRONOUNS = new Set(['it', 'they', 'them', 'its', 'their']);

/** "Do the gradients explode? No, they vanish.": a yes or a no that opens
 *  the sentence after a yes/no question asserts what was asked, or denies
 *  it, and its pronouns stand for what the question was about. */
export function answerQuestion(
  tokens: readonly Token[],
  from: number,
  own: Claim[],
  previous: Claim[],
) {
  // (After a label: "A: No, …", "Me: yes, …".)
  const labelled = (i: number) => !!tokens[i + 1]?.afterColon && opensSentence(tokens, i);
  const at = labelled(from) ? from + 1 : from;
  const reply = REPLIES.get(tokens[at].text);
  const asked = previous.filter((c) => c.mood === 'asked');
  // (Said alone before a pause: "No scaling means …" answers nothing.)
  const alone = tokens[at + 1]?.clause !== tokens[at].clause;
  if (reply === undefined || !alone || !asked.length || asked.length < previous.length) return;
  let opening = runStart(tokens, asked[0].relationSpan.first, 'sentence');
  if (labelled(opening)) opening++;
  const yesNo =
    AUXILIARIES.has(tokens[opening].text) ||
    runEnd(tokens, opening, 'sentence') - opening < SHORT_QUESTION;
  if (!yesNo) return;
  for (const c of asked) {
    Object.assign(c, { mood: 'asserted', retracted: false });
    if (reply === -1) applyEffect(c, 'negated');
  }
  const about = asked.find((c) => c.subjects.length);
  if (!about) return;
  for (const c of own)
    if (!c.subjects.length && wordBefore(tokens, c, 3, (t) => REPLY_PRONOUNS.has(t.text)))
      subjectFrom(c, about);
}

/** A sentence that ends with "?" asks only when it opens as a question; "I
 *  think we divide by d_k so the score is an average?" is a hedged claim. */
const QUESTION_WORDS = new Set([...words('why what how which when where who'), ...AUXILIARIES]);

export function opensQuestion(tokens: readonly Token[], at: number): boolean {
  const [first, last] = [runStart(tokens, at, 'sentence'), runEnd(tokens, at, 'sentence')];
  const opening = questionOpening(tokens, at);
  if (negativeQuestion(tokens, opening)) return false;
  // "/d_k? over-corrects": a bare term with a question mark raises it.
  return QUESTION_WORDS.has(tokens[opening].text) || last - first < SHORT_QUESTION;
}

/** Where the question itself opens, past an FAQ's label ("Q: Does it …?",
 *  "Question 3: Why …?", "Q to self: is it …?"), a speaker's ("Interviewer:
 *  So is it …?") and a word that only leads in. */
function questionOpening(tokens: readonly Token[], at: number): number {
  const [first, last] = [runStart(tokens, at, 'sentence'), runEnd(tokens, at, 'sentence')];
  let opening = first;
  const labelled = (i: number) =>
    i - first < LABEL_WORDS &&
    tokens.slice(i + 1, Math.min(last, first + LABEL_WORDS) + 1).some((t) => t.afterColon);
  while (
    opening < last &&
    (QUESTION_LABELS.has(tokens[opening].text) ||
      !Number.isNaN(tokens[opening].value) ||
      labelled(opening) ||
      (opening > first && tokens[opening].afterColon && LEAD_INS.has(tokens[opening].text)))
  )
    opening++;
  return opening;
}

/** "Why do we scale by √d_k?" takes the scaling as given and asks its
 *  reason ("why not d_k?" asks about another divisor). */
export function presupposes(tokens: readonly Token[], at: number): boolean {
  const opening = questionOpening(tokens, at);
  return tokens[opening].text === 'why' && tokens[opening + 1]?.text !== 'not';
}

/** "Shouldn't the scale be head_dim ** -0.5?", "Isn't d_k the head size?": a
 *  question opened by a negated auxiliary expects "yes". It proposes what it
 *  asks, and its "not" denies nothing. */
export function negativeQuestion(tokens: readonly Token[], opening: number): boolean {
  const [aux, not, subject] = [tokens[opening], tokens[opening + 1], tokens[opening + 2]];
  return (
    !!aux?.asked &&
    AUXILIARIES.has(aux.text) &&
    not?.text === 'not' &&
    not.sentence === aux.sentence &&
    // (Or later in the sentence, in a question's order: "…, but since the
    // input is split into heads, shouldn't it be dim_head ** -0.5?")
    (opensSentence(tokens, opening) || QUESTION_SUBJECTS.has(subject?.text ?? ''))
  );
}

/** Words that follow "shouldn't", "isn't" only in a question's order. */
const QUESTION_SUBJECTS = new Set(words('it this that the we you they there'));

const QUESTION_LABELS = new Set(words('q question faq'));

/** Words a speaker's label before a colon may run to ("Interviewer:",
 *  "Q to self:"). */
const LABEL_WORDS = 3;

/** Words that lead into a question after a label: "Interviewer: So is it …?" */
const LEAD_INS = new Set(words('so and but ok okay well then'));

/** Words below which a sentence with a question mark asks, whatever it opens with. */
const SHORT_QUESTION = 3;
