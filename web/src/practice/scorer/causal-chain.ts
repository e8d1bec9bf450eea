// A chain of steps told with forward links, read as a chain rather than as
// words within reach of each other. Study notes and spoken answers tell the
// story as steps joined by "→", "so", "then", "that's what makes": "attn goes
// one-hot → grads ≈ 0, so W_Q never gets corrected → q, k norms keep growing
// → var(q·k) ends up ~d_k". A step that comes after an effect of large scores
// (saturation, vanishing gradients) through forward links only, and says the
// scores grow, tells the chain backwards, however many steps lie between.
// A growth step that gives another cause ("because", "as d_k grows"), a fix
// or a prevention tells another story.
import { EFFECT_CONCEPTS } from './concepts';
import type { Match } from './pattern';
import type { Signal } from './signal';
import type { Token } from './tokens';

/** Links that say "and therefore", as word sequences. */
const FORWARD_LINKS = [
  ['then'],
  ['so'],
  ['therefore'],
  ['thus'],
  ['hence'],
  ['consequently'],
  ['which', 'makes'],
  ['which', 'causes'],
  ['which', 'leads'],
  ['which', 'drives'],
  ['which', 'means'],
  // "..., which inflates q·k until its variance is about d_k"
  ['which', 'inflates'],
  ['which', 'pushes'],
  ['that', 'is', 'what'],
  // "that locking is what pushes the q·k values up": the link mid-step
  ['is', 'what'],
  ['are', 'what'],
  ['this', 'is', 'what'],
  ['that', 'is', 'why'],
  ['this', 'is', 'why'],
  ['which', 'is', 'why'],
  ['that', 'makes'],
  ['this', 'makes'],
  ['because', 'of', 'this'],
  ['because', 'of', 'that'],
  ['as', 'a', 'result'],
  ['leads', 'to'],
  ['results', 'in'],
];
/** "so big", "so much": an intensifier, not a link. */
const INTENSIFIED =
  /^(?:big|bigger|large|much|many|small|huge|high|low|sharp|peaky|extreme|far|quickly|fast|badly|little|tiny|close|long|hard|strongly|that)$/;
/** Words a linked step may open with before its link: "and then", "but that's what". */
const OPENERS = new Set(['and', 'but', 'which']);

/** Another cause, a fix or a prevention in the growth step ("keep them from
 *  growing" prevents; "keep growing" does not, and its "keep" is no word here). */
const OTHER_STORY =
  /^(?:because|since|due|from|when|if|by|with|without|prevent\w*|stop\w*|avoid\w*|divid\w*|scal\w*|sqrtdk|not|never|no)$/;
/** "nothing explodes", "not bigger", "nothing is stopping": denied. */
const DENIED = /^(?:not|no|nothing|never)$/;
/** "as d_k grows" gives the dimension as the cause; "as training goes on" is
 *  only when. */
const DIMENSION = /^(?:dk|d|dimension\w*|width|size|heads?|wider|larger|bigger)$/;
/** "grows ~ √d_k", "grows like √d_k": the root names how fast, not the fix. */
const SIZE_CUE = /^(?:approx|like|as|grows?|growing|scales?|about)$/;
function givesAnotherCause(tokens: Token[], i: number): boolean {
  // "compensates by growing ||q||": the means, not another cause.
  if (tokens[i].text === 'by' && /ing$/.test(tokens[i + 1]?.text ?? '')) return false;
  // "ends up with variance around d_k": where it ends, not what it is done with;
  // "q, k computed from it grow": what they are computed from.
  if (tokens[i].text === 'with' && tokens[i - 1]?.text === 'up') return false;
  // "nothing is stopping the q·k values": no prevention at all.
  if (
    /^(?:prevent|stop|avoid)/.test(tokens[i].text) &&
    [1, 2].some((k) => DENIED.test(tokens[i - k]?.text ?? ''))
  )
    return false;
  if (
    tokens[i].text === 'from' &&
    /^(?:comput\w*|made|built|derived|taken)$/.test(tokens[i - 1]?.text ?? '')
  )
    return false;
  if (tokens[i].text === 'as')
    return [1, 2, 3].some((k) => DIMENSION.test(tokens[i + k]?.text ?? ''));
  if (tokens[i].text === 'sqrtdk') return !SIZE_CUE.test(tokens[i - 1]?.text ?? '');
  return OTHER_STORY.test(tokens[i].text);
}

function linkAt(tokens: Token[], i: number): number {
  for (const link of FORWARD_LINKS) {
    if (!link.every((w, k) => tokens[i + k]?.text === w)) continue;
    if (link.length === 1 && link[0] === 'so' && INTENSIFIED.test(tokens[i + 1]?.text ?? ''))
      continue;
    return link.length;
  }
  return 0;
}

interface Steps {
  /** Step of each token. */
  of: number[];
  /** The step opens with a forward link from the step before it. */
  linked: boolean[];
  /** Tokens that make up a link ("because of this" gives no other cause). */
  link: Set<number>;
}

function stepsOf(tokens: Token[]): Steps {
  const of: number[] = [];
  const linked: boolean[] = [];
  const linkTokens = new Set<number>();
  let step = -1;
  for (let i = 0; i < tokens.length; i++) {
    const opensSentence = i === 0 || tokens[i - 1].sentence !== tokens[i].sentence;
    // A link may itself open with an opener word ("which makes", "which is why").
    const own = linkAt(tokens, i);
    const opener = own === 0 && OPENERS.has(tokens[i].text) ? 1 : 0;
    const link = own || linkAt(tokens, i + opener);
    if (link > 0 && (opener === 0 || opensSentence || tokens[i].text === 'and')) {
      step++;
      linked[step] = true;
      for (let k = 0; k < opener + link; k++) {
        of.push(step);
        linkTokens.add(i + k);
      }
      i += opener + link - 1;
      continue;
    }
    if (opensSentence) {
      step++;
      linked[step] = false;
    }
    of.push(step);
  }
  return { of, linked, link: linkTokens };
}

function startsOf(signals: Map<string, Signal>, ids: string[]): number[] {
  return ids.flatMap((id) => signals.get(id)?.starts ?? []);
}

const SCORE =
  /^(?:varianc\w*|scores?|logits?|products?|qk|dot|norms?|spread|std|magnitudes?|q|k|quer(?:y|ies)|keys?|vectors?|w_q|w_k|wq|wk|they)$/;
const GROWS =
  /^(?:grows?|growing|grew|large|larger|longer|bigger|big|huge|upwards?|pil(?:e|es|ing)|climb\w*|inflat\w*|blow\w*|explod\w*|increas(?:es|ing|ed)|ris(?:es|ing)|rising)$/;

/** "pushes the W_Q/W_K norms up", "the values creep up", "they go up": "up"
 *  after a verb of pushing or of moving is growth too. */
const PUSHES =
  /^(?:push\w*|driv\w*|pump\w*|shoot\w*|ramp\w*|creep\w*|crept|tick\w*|drift\w*|go|goes|going|went|mov\w*)$/;
/** "become large" grows; "the large logits give ..." only names them. */
const BECOMES = /^(?:becom\w*|get|gets|getting|got|grow\w*)$/;
function grows(words: number[], tokens: Token[], k: number): boolean {
  const t = tokens[words[k]];
  if (DENIED.test(tokens[words[k] - 1]?.text ?? '')) return false;
  if (t.text === 'large') return BECOMES.test(tokens[words[k] - 1]?.text ?? '');
  if (GROWS.test(t.text)) return true;
  return (
    t.text === 'up' && words.slice(Math.max(0, k - 5), k).some((j) => PUSHES.test(tokens[j].text))
  );
}

/** "variance around d_k", "var ≈ d_k" (not "var ≈ 1 for all d_k"). */
const ABOUT = /^(?:is|=|approx|around|about|roughly|of|equals?|becomes?|near|like|reach\w*|hits?)$/;
function reachesDk(after: number[], tokens: Token[]): boolean {
  const at = after.findIndex((i) => tokens[i].text === 'dk');
  // (the variance's argument may come first: "var(QKᵀ) ~ d_k")
  const about = (i: number) => ABOUT.test(tokens[i].text) || SCORE.test(tokens[i].text);
  return at > 0 && after.slice(0, at).every(about);
}

/** "growing ||q||, ||k||", "inflating the logits": the verb before its object. */
const GROWING = /^(?:growing|increasing|inflating|boosting|enlarging|raising)$/;

/** The scores (or their variance, or q and k and their norms) said to grow in
 *  this run of words: the noun, then a growth word within five words ("q/k for
 *  that pair keep growing"), a growth verb before its object, or the variance
 *  said to reach d_k. */
function growthIn(words: number[], tokens: Token[]): number | undefined {
  return words.find(
    (i, k) =>
      // "that is why q·k ends up with variance around d_k": the size reached
      (/^varianc/.test(tokens[i].text) && reachesDk(words.slice(k + 1, k + 5), tokens)) ||
      (SCORE.test(tokens[i].text) &&
        [1, 2, 3, 4, 5].some(
          (d) =>
            k + d < words.length &&
            grows(words, tokens, k + d) &&
            // ("they explode" after "backprop gives enormous gradients" is
            // the gradients: a pronoun grows the scores only by piling up)
            (tokens[i].text !== 'they' || /^pil/.test(tokens[words[k + d]].text)),
        )) ||
      (GROWING.test(tokens[i].text) &&
        [1, 2, 3].some((d) => k + d < words.length && SCORE.test(tokens[words[k + d]].text))),
  );
}

/** Growth of the scores told as the end of a forward chain from an effect. */
export function reversedChain(tokens: Token[], signals: Map<string, Signal>): Match[] {
  const effects = startsOf(signals, EFFECT_CONCEPTS);
  if (effects.length === 0) return [];
  const { of, linked, link } = stepsOf(tokens);
  const matches: Match[] = [];
  const wordsOf: number[][] = linked.map(() => []);
  of.forEach((step, i) => wordsOf[step].push(i));
  for (let step = 1; step < linked.length; step++) {
    if (!linked[step]) continue;
    const words = wordsOf[step];
    if (words.some((i) => !link.has(i) && givesAnotherCause(tokens, i))) continue;
    const growth = growthIn(words, tokens);
    if (growth === undefined) continue;
    // Walk back along the forward links to the first step of the chain.
    let first = step;
    while (first > 0 && linked[first]) first--;
    const cause = effects.filter((e) => of[e] >= first && of[e] < step).sort((a, b) => a - b)[0];
    if (cause === undefined) continue;
    matches.push({ first: cause, last: growth, tokens: [cause, growth] });
  }
  return matches;
}
