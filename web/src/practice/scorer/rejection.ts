// Ways an answer brings up a wrong idea only to reject it, beyond a negation
// in the same clause (context.ts):
// - the next sentence takes it back: "Divide by d_k? No." "... settles down.
//   But that's the wrong normalisation";
// - it is framed as someone else's view or a first thought: "people often say
//   ...", "my first instinct was ...", "it is tempting to ...";
// - it is judged by what it would do: "dividing by d_k over-shrinks the scores
//   and leaves the weights nearly uniform", "s/d_k ⇒ Var = 1/d_k ⇒ p ≈ uniform".
import { compilePattern, findMatches, type Match } from './pattern';
import type { Token } from './tokens';
import { PERSONS, isNegated } from './context';
import { CORRECTION, inList } from './vocabulary';

/** "That is not right", "this doesn't work", "that's not it". */
const NOT_RIGHT = new Set(['right', 'correct', 'true', 'case', 'so', 'it', 'quite', 'how', 'what']);
const NOT_WORKING = ['work', 'hold', 'help'];
const OPENERS = new Set(['but', 'however', 'yet', 'and', 'well', 'actually', 'sadly', 'alas']);
const REFERS_BACK = new Set(['that', 'this']);
const VERDICTS = new Set(['no', 'nope', 'wrong', 'incorrect']);

/** The clause starting at `from`, up to a colon as well ("It's not: one
 *  head's dot product ..." gives its verdict before the colon). */
function clauseTokens(tokens: Token[], from: number): Token[] {
  const { clause, item } = tokens[from];
  const out: Token[] = [];
  for (let i = from; i < tokens.length && tokens[i].clause === clause; i++) {
    if (tokens[i].item !== item) break;
    out.push(tokens[i]);
  }
  return out;
}

/** The first clause of the next sentence rejects what was just said. */
export function isRetractedNext(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.last].sentence;
  const next = tokens.findIndex((t, i) => i > match.last && t.sentence !== sentence);
  if (next < 0 || tokens[next].sentence !== sentence + 1) return false;
  const first = clauseTokens(tokens, next);
  // "No." "No, ..." "Wrong:" as a verdict of its own.
  if (first.length === 1 && VERDICTS.has(first[0].text)) return true;
  // "It's not:" / "It isn't." as a clause of its own answers what came before.
  const words = first.map((t) => t.text).join(' ');
  if (/^it (?:is|was) (?:not|wrong)$/.test(words)) return true;
  // "But that's the wrong normalisation", "This is a myth", "That doesn't work".
  let k = 0;
  while (k < first.length && OPENERS.has(first[k].text)) k++;
  if (!first[k] || !REFERS_BACK.has(first[k].text)) return false;
  return first.slice(k + 1).some((t, j, rest) => {
    // "That is wrong", but not "that is not wrong".
    const corrects = inList(CORRECTION, t);
    if (corrects) return rest[j - 1]?.text !== 'not';
    if (t.text !== 'not') return false;
    const after = rest[j + 1];
    return !after || NOT_RIGHT.has(after.text) || NOT_WORKING.some((w) => after.stem.startsWith(w));
  });
}

// Someone else's view, or a first thought the answer then moves past.
const FRAMING_STEMS = ['tempt', 'naively', 'instinct', 'folklore', 'supposedly', 'allegedly'];
const FIRST_THOUGHT = new Set(['first', 'initial', 'naive']);
/** "the usual story is that ...", "a common claim": a received view. */
const RECEIVED = new Set(['usual', 'common', 'popular', 'standard', 'textbook', 'folk']);
const VIEWS = ['story', 'claim', 'explanation', 'belief', 'answer', 'view', 'line', 'wisdom'];
const THOUGHTS = [
  'instinct',
  'guess',
  'thought',
  'idea',
  'answer',
  'reaction',
  'intuition',
  'impulse',
  'attempt',
];
const OTHERS = new Set([
  'people',
  'some',
  'many',
  'others',
  'folks',
  'someone',
  'somebody',
  'textbooks',
  'tutorials',
  'blogs',
  'it', // "it is often said that ..."
]);
const REPORTING = ['say', 'said', 'claim', 'believ', 'think', 'thought', 'argu', 'suggest'];
/** "some scaling-law parametrizations do use 1/d_k": others' practice, told. */
const USING = ['use', 'divid', 'adopt', 'prefer', 'choos'];

/** Framed, earlier in its sentence, as a view the learner reports or a first
 *  thought: "people often say", "my first instinct was", "it is tempting to". */
export function isAttributed(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.first].sentence;
  // Up to the match's last word: a match in either order ("gradients —
  // people say exploding") may hold the framing between its words.
  const end = match.last;
  for (let i = end - 1; i >= 0 && tokens[i].sentence === sentence; i--) {
    const t = tokens[i];
    if (FRAMING_STEMS.some((s) => t.text.startsWith(s))) return true;
    const next = tokens[i + 1];
    if (FIRST_THOUGHT.has(t.text) && THOUGHTS.some((w) => next.stem.startsWith(w))) return true;
    if (RECEIVED.has(t.text) && VIEWS.some((w) => next.stem.startsWith(w))) return true;
    if (OTHERS.has(t.text)) {
      // "people (often) say", "it is (often) said": the verb within three words.
      for (let j = i + 1; j <= i + 3 && j < end; j++) {
        if (REPORTING.some((w) => tokens[j].text.startsWith(w))) return true;
      }
      // "some parametrizations do use 1/d_k" (but "for some reason we divide").
      for (let j = i + 1; t.text !== 'it' && j <= i + 5 && j <= end; j++) {
        if (PERSONS.has(tokens[j].text)) break;
        if (USING.some((w) => tokens[j].text.startsWith(w))) return true;
      }
    }
  }
  return false;
}

/** What a too-large divisor does: attention goes flat, the scores shrink too much. */
const OVER_SHRINKS = [
  'softmax|attention|weight*|distribution|probabilit*|p|score*|logit* ~6 uniform*|flat|flatten*|diffus*|blur*|wash*|smear*',
  'over +0 shrink*|correct*|compress*|damp*|suppress*|flatten*|smooth*|scal*',
  'overshoot*|overcorrect*|oversmooth*',
  // uniform attention told as equal shares: "every key gets about the same weight"
  'every|each|all +2 key*|token*|position*|word*|quer* +3 get*|receiv*|ha*|take* +3 same|equal* +1 weight*|attention|share*',
  // "dividing by d_k is too much", "too aggressive a divisor"
  'divid*|divis*|scal*|factor +3 too +0 much|far|strong*|aggressive*|big|large',
  'shrink*|squash*|compress*|crush* +3 too +0 much|far',
  // "the variance drops to 1/d_k", "a variance of 1/d_k", "makes the variance
  // 1/d_k" (not "Var(q·k/d_k)", which only names the scaled scores)
  'varianc*|std|spread +2 is|=|becom*|drop*|fall*|falls|shrink*|go*|approx|of|to +1 / +0 dk',
  'varianc*|std|spread +0 / +0 dk',
  // "dividing by d_k leaves 1/d_k"
  'divid*|divis*|scal* +3 dk +2 leav*|giv*|mak* +1 / +0 dk',
  // "the scores would be far too small"; not "the gradients get too small"
  'score*|logit*|product*|qk|value*|number* +3 too +0 small|tiny|weak|flat|uniform',
].map(compilePattern);
/** "the flat part of the softmax" is where it saturates, not a flat attention. */
const REGIONS = new Set(['region', 'regions', 'part', 'parts', 'zone', 'area', 'regime', 'tail']);

/** The sentence `sentence` says attention goes flat / the scores over-shrink, not negated. */
export function tellsOverShrinking(tokens: Token[], sentence: number): boolean {
  const inSentence = tokens.filter((t) => t.sentence === sentence);
  if (inSentence.length === 0) return false;
  const offset = tokens.indexOf(inSentence[0]);
  return OVER_SHRINKS.some((p) =>
    findMatches(p, inSentence).some((m) => {
      const shifted = {
        first: m.first + offset,
        last: m.last + offset,
        tokens: m.tokens.map((i) => i + offset),
      };
      const region = shifted.tokens.some((i) => REGIONS.has(tokens[i + 1]?.text ?? ''));
      return !region && !isNegated(tokens, shifted);
    }),
  );
}

/** A divisor judged by its consequence in the same sentence ("dividing by d_k
 *  over-shrinks the scores", "s/d_k ⇒ p ≈ uniform") is an alternative weighed,
 *  not the learner's choice. */
export function isJudgedByConsequence(tokens: Token[], match: Match): boolean {
  const sentence = tokens[match.first].sentence;
  return tellsOverShrinking(tokens, sentence) && !tellsOwnPractice(tokens, sentence);
}

/** "In my implementation I do `... / math.sqrt(d_model)` ... and the maps
 *  look flat": the learner's own code, with the symptom it shows, is the
 *  divisor they use, not an alternative they weigh. */
const OWN_WORK =
  /^(?:do|did|use\w*|divid\w*|wrote|writ\w*|scal\w*|comput\w*|implement\w*|appl\w*|have|had)$/;
const MY_WORK = /^(?:implementation|code|model|version|attention|layer|setup)$/;
function tellsOwnPractice(tokens: Token[], sentence: number): boolean {
  return tokens.some(
    (t, i) =>
      t.sentence === sentence &&
      ((t.text === 'i' && [1, 2].some((k) => OWN_WORK.test(tokens[i + k]?.text ?? ''))) ||
        (t.text === 'my' && MY_WORK.test(tokens[i + 1]?.text ?? ''))),
  );
}
