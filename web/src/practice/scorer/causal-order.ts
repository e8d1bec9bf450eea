// Communication at "strong" tells a chain: the cause (the scores grow with
// d_k), then an effect (the softmax saturates, the gradients vanish), and the
// fix. This module finds that chain in the signals of an answer.
import type { Signal } from './signal';
import type { Token } from './tokens';

const CAUSES = ['scores-grow', 'variances-add'];
const EFFECTS = ['softmax-saturates', 'vanishing-gradients'];

// "When the logits are large, p_i is close to 1": a premise about large scores
// says what they do, not why they are large. Only a premise that names the
// dimension ("if d_k is big the dot products grow") tells the cause.
const CONDITIONALS = new Set(['when', 'if', 'whenever', 'once']);
// ("when the vectors are long" names the dimension too.)
const DIMENSION =
  /^(?:dk|sqrtdk|dmodel|sqrtdmodel|d|dim|dims|dimension\w*|width|wide|wider|head|heads|size|long|longer|length)$/;

interface Place {
  at: number; // token index where the phrase starts
  span: [number, number];
}

function isPremise(tokens: Token[], at: number): boolean {
  const clause = tokens.filter((t) => t.clause === tokens[at].clause);
  return (
    clause.some((t) => CONDITIONALS.has(t.text)) && !clause.some((t) => DIMENSION.test(t.text))
  );
}

// "the score has std √d_k", "the logits grow like √d_k" name the size of the
// unscaled scores, not the fix.
const SIZES = new Set(['std', 'spread', 'magnitude']);
const GROWS = /^(?:grow|grows|growing|scales|increases)$/;
function namesTheStd(tokens: Token[], at: number): boolean {
  if (!tokens[at].text.startsWith('sqrt')) return false;
  return [1, 2, 3].some((k) => {
    const t = tokens[at - k];
    return t?.sentence === tokens[at].sentence && (SIZES.has(t.text) || GROWS.test(t.text));
  });
}

// "Without the factor the logits grow like √d_k": a fix named in a sentence
// about leaving it out is the counterfactual, not the fix told.
const LEFT_OUT = /^(?:without|unscaled|skip\w*|omit\w*)$/;
function leftOut(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i >= 0 && tokens[i].sentence === tokens[at].sentence; i--) {
    if (LEFT_OUT.test(tokens[i].text)) return true;
  }
  return false;
}

function places(signal: Signal | undefined): Place[] {
  return (signal?.starts ?? []).map((at, k) => ({ at, span: signal!.spans[k] }));
}

/** "the total grows with the number of heads": growth put down to the heads. */
const HEADS = /^(?:nheads|sqrtnheads|heads?)$/;
function blamesHeads(tokens: Token[], at: number): boolean {
  return tokens.some((t) => t.clause === tokens[at].clause && HEADS.test(t.text));
}

/** The earliest statement of the cause that is not a bare premise (nor, in
 *  an answer that divides by √heads, growth put down to the heads). */
function toldCause(
  tokens: Token[],
  signals: Map<string, Signal>,
  headsDivisor: boolean,
): Place | undefined {
  return CAUSES.flatMap((id) => places(signals.get(id)))
    .filter((p) => !isPremise(tokens, p.at) && !(headsDivisor && blamesHeads(tokens, p.at)))
    .sort((a, b) => a.at - b.at)[0];
}

/** The chain cause → effect, with the fix, or null. An answer may open with
 *  its verdict ("it's vanishing gradients, not exploding") and then tell the
 *  chain, so what counts is an effect after the cause, not which came first.
 *  But an answer told backwards (a sentence of effects, then why the scores
 *  are large, then the fix) has not told a chain when the only effect after the cause is
 *  what the fix prevents ("... divides by d_k, which keeps the softmax out of
 *  saturation"): it must retell the effect before the fix. `headsDivisorAt`
 *  is where the answer asserts √(number of heads) as its divisor, if it does. */
export function causalOrder(
  tokens: Token[],
  signals: Map<string, Signal>,
  headsDivisorAt?: number,
): Signal | null {
  const cause = toldCause(tokens, signals, headsDivisorAt !== undefined);
  const fix = signals.get('fix');
  if (!cause || !fix) return null;
  // The number of heads given as the reason for the divisor before the growth
  // of the scores is told ("you scale by 1/√num_heads because each head sees
  // a slice ... skip it and the logits come out big"): the wrong cause comes
  // first. After the right cause, the same divisor is a matter of correctness.
  if (headsDivisorAt !== undefined && headsDivisorAt < cause.at) return null;
  const effects = EFFECTS.flatMap((id) => places(signals.get(id))).sort((a, b) => a.at - b.at);
  const after = effects.filter((e) => e.at > cause.at);
  if (after.length === 0) return null;
  // Backwards means a sentence of effects before the cause's sentence; a
  // verdict in the cause's own sentence ("it prevents saturation: the scores
  // grow ...") is a heading, not a telling.
  const toldBackwards = tokens[effects[0].at].sentence < tokens[cause.at].sentence;
  const fixes = (fix.starts ?? []).filter((at) => !namesTheStd(tokens, at) && !leftOut(tokens, at));
  const fixAfterCause = fixes.find((at) => at > cause.at);
  // What the fix prevents ("..., which keeps the softmax out of saturation")
  // follows a fix in its own sentence; an effect told in a sentence of its
  // own after the fix ("Without the factor ... the softmax concentrates on
  // the argmax") is the chain retold.
  const prevented = (e: Place) =>
    fixes.some((f) => f < e.at && tokens[f].sentence === tokens[e.at].sentence);
  const effect =
    toldBackwards && fixAfterCause !== undefined
      ? after.find((e) => e.at < fixAfterCause || (e.at > fixAfterCause && !prevented(e)))
      : after[0];
  if (!effect) return null;
  return {
    first: cause.at,
    last: effect.at,
    spans: [cause.span, effect.span, fix.spans[0]],
  };
}
