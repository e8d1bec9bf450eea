// The common wrong answers, how to spot them, and a short correction that
// points at the step of the page where the learner can see it live.

import type { Match } from './pattern';
import { reversedChain } from './causal-chain';
import type { Signal } from './signal';
import type { Token } from './tokens';

export type MistakeId =
  | 'exploding-gradients'
  | 'divide-by-dk'
  | 'divide-by-sqrt-dmodel'
  | 'divide-by-sqrt-heads'
  | 'just-smaller'
  | 'variance-exactly-one'
  // Claims told the wrong way round (any question).
  | 'reversed-causation'
  | 'inverted-fix'
  // Follow-up questions only.
  | 'same-at-every-dk'
  | 'additive-always-better'
  | 'scale-changes-complexity'
  | 'flash-approximate'
  | 'loss-fixes-attention'
  | 'optimiser-replaces-scaling'
  | 'rope-changes-variance'
  | 'quant-scale-on-integers';

export interface MistakeRule {
  id: MistakeId;
  patterns: string[];
  /** A conditional or counterfactual mention is not the mistake ("dividing by d_k would ..."). */
  hypotheticalIsFine: boolean;
  /** A wrong divisor: one the sentence judges by what it does ("dividing by d_k
   *  flattens attention") is an alternative weighed, not the learner's choice. */
  divisor?: boolean;
  /** d_k in variance arithmetic ("Var(s)/d_k", "Var = 1/d_k") is not the divisor. */
  arithmeticIsFine?: boolean;
  /** Words (`word*` for a prefix) that, in the same sentence, make the
   *  statement correct (muP really divides by d_k). */
  excusedBy?: string[];
  /** Words that, within 3 words of a match, show it is about something else
   *  ("the scores explode into zero-gradient regions" claims no exploding gradient). */
  notWhen?: string[];
  /** Words that, right before a matched word, make it something else:
   *  "zero-gradient regions" are no gradients exploding. */
  notAfter?: string[];
  /** Words that, right after the match, make its last word an adjective on
   *  something else: "just as much at small d_k" says nothing about size. */
  notBefore?: string[];
  /** Matches found by code instead of patterns (a chain across sentences),
   *  given the concepts the answer states. */
  find?: (tokens: Token[], signals: Map<string, Signal>) => Match[];
  /** The finder reads negation in the steps it joins, so a "not" elsewhere in
   *  the match's clauses does not excuse it (causal-chain.ts). */
  stepsReadTheirNegation?: boolean;
  /** Words that, between the first and last word of a match, turn it round:
   *  "saturates because d_k blows up the variance" tells the right chain. */
  notBetween?: string[];
  /** A negated purpose asserts it: "so the gradients don't explode". */
  purposeAsserts?: boolean;
  /** Only a mistake when the answer never gives the real reason (unit variance). */
  onlyWithoutConcept?: string;
  /** A claim made under an assumption the answer states (the concept) is
   *  true under it, so not the mistake, unless its sentence or the next
   *  carries it beyond the assumption (one of `unlessSaid`: "always", "at
   *  every point of training"). */
  assumedBy?: { concept: string; unlessSaid: string[] };
  correction: string;
  link: string; // fragment of the page step that shows it
}

const EXPLODING_CORRECTION =
  'Without the scaling the gradients vanish, they do not explode: a saturated softmax has a Jacobian close to zero, so almost no error signal reaches the query and key weights.';
const OPTIMISER_CORRECTION =
  'Adam rescales the size of a gradient, but a saturated softmax leaves a gradient that is mostly noise, and the forward pass is still one-hot: Adam narrows the gap at moderate d_k but does not close it.';
const REVERSED_CORRECTION =
  'The chain runs the other way: the scores grow with d_k (variance d_k), that saturates the softmax, and a saturated softmax passes back almost no gradient.';
/** Cause words that, between the effect and the growth, tell the chain the
 *  right way round: "the softmax saturates because d_k inflates the variance". */
const REVERSAL_UNDONE = [
  'because',
  'since',
  'due',
  'as',
  'from',
  'when',
  'if',
  'by',
  'caus*',
  'without',
];
/** ... and, for the loosest reading below, a fix or a prevention between them:
 *  "saturates, so we keep the scores from growing". */
const REVERSAL_OR_FIX = [
  ...REVERSAL_UNDONE,
  'keep*',
  'prevent*',
  'stop*',
  'avoid*',
  'divid*',
  'sqrtdk',
];

const REVERSED: Omit<MistakeRule, 'patterns'> = {
  id: 'reversed-causation',
  notWhen: ['if', 'without'],
  hypotheticalIsFine: true,
  correction: REVERSED_CORRECTION,
  link: '#step-saturation',
};

const INVERTED: Omit<MistakeRule, 'patterns'> = {
  id: 'inverted-fix',
  hypotheticalIsFine: true,
  correction:
    'The fix divides the scores by √d_k (multiplies by 1/√d_k) so the softmax does not saturate and the gradients do not vanish; multiplying would make the scores larger still.',
  link: '#step-fix',
};
/** Words near a scaling that say it is left out, not applied. */
const LEFT_OUT = ['without', 'no', 'skip*', 'remov*', 'unscal*', 'omit*', 'drop*', 'absence'];

const DMODEL_CORRECTION =
  'Each head takes dot products of length d_k (its own key size), so the divisor is sqrt(d_k), not sqrt(d_model). In Transformer base that is sqrt(64) = 8, not sqrt(512).';

/** "They explode." as the opening of an answer: asked whether the gradients
 *  explode or vanish, "they" are the gradients. (Later in an answer "they"
 *  may be the scores, so only the opening words count.) */
const OPENING_WORDS = new Set(['yes', 'they', 'the', 'gradients', 'grads', 'no', 'so']);
function opensWithExploding(tokens: Token[]): Match[] {
  for (let i = 0; i < Math.min(tokens.length, 4) && tokens[i].sentence === 0; i++) {
    if (tokens[i].text.startsWith('explod')) return [{ first: 0, last: i, tokens: [i] }];
    if (!OPENING_WORDS.has(tokens[i].text)) break;
  }
  return [];
}

/** The rules, in the order their mistakes are reported; a mistake may have
 *  more than one rule, and is reported once. */
export const MISTAKES: MistakeRule[] = [
  {
    id: 'exploding-gradients',
    patterns: [
      'explod* ~5 gradient*|grad|grads',
      'gradient*|grad|grads +3 explod*',
      // "backprop through e^(large) gives huge gradients"
      'huge|enormous|giant|massive +0 gradient*|grad|grads',
      // ("the grads blow up bc ...")
      'blow* +1 up ~10 gradient*|grad|grads|derivativ*',
      // "the gradient of exp() gets enormous"
      'gradient*|grad +4 get*|becom*|grow*|is|are|turn* +2 enormous|huge|massive|infinite|gigantic',
    ],
    // ("the gradients vanish, nothing explodes", "so nothing can blow up")
    notAfter: ['zero', '0', 'no', 'small', 'tiny', 'low', 'flat', 'little', 'nothing'],
    notWhen: ['nothing'],
    purposeAsserts: true,
    hypotheticalIsFine: false,
    correction: EXPLODING_CORRECTION,
    link: '#step-saturation',
  },
  {
    // "They explode." (see opensWithExploding)
    id: 'exploding-gradients',
    patterns: [],
    find: opensWithExploding,
    hypotheticalIsFine: false,
    correction: EXPLODING_CORRECTION,
    link: '#step-saturation',
  },
  {
    id: 'divide-by-dk',
    // ("take the scores over d_k")
    patterns: [
      'divid* +3 by|with +1 dk',
      'scal*|normali* +1 by +2 dk',
      '/ dk',
      'score*|logit* +0 over +0 dk',
    ],
    hypotheticalIsFine: true,
    divisor: true,
    arithmeticIsFine: true,
    // muP by name, or its reason: 1/d_k for correlated (aligned) q and k is right.
    excusedBy: ['mup', 'correlat*', 'align*'],
    // An answer that says what dividing by d_k would do (attention goes flat)
    // weighs it, wherever its table or notes name it ("| ÷d_k |" column).
    onlyWithoutConcept: 'dk-flattens',
    correction:
      'The divisor is sqrt(d_k), not d_k. Dividing by d_k shrinks the score variance to 1/d_k, so the softmax turns almost uniform and attention can no longer focus.',
    link: '#step-fix',
  },
  {
    id: 'divide-by-sqrt-dmodel',
    patterns: ['sqrtdmodel'],
    hypotheticalIsFine: true,
    divisor: true,
    correction: DMODEL_CORRECTION,
    link: '#step-beyond',
  },
  {
    // The same mistake told as a definition: "√d_k, where d_k is the model
    // dimension" (so BERT would divide by √768).
    id: 'divide-by-sqrt-dmodel',
    patterns: ['dk +2 is|=|equals|means|mean +2 dmodel'],
    // "d_k is d_model / h", "d_k is d_model divided by the number of heads"
    notWhen: ['/', 'nheads', 'head*', 'per', 'divid*', 'over', 'split*', 'not', 'smaller', 'less'],
    hypotheticalIsFine: true,
    divisor: true,
    correction: DMODEL_CORRECTION,
    link: '#step-beyond',
  },
  {
    id: 'divide-by-sqrt-heads',
    patterns: ['sqrtnheads'],
    hypotheticalIsFine: true,
    divisor: true,
    correction:
      'The number of heads does not enter the scale: every head divides its own scores by the square root of its key size d_k.',
    link: '#step-beyond',
  },
  {
    id: 'just-smaller',
    patterns: [
      // (not "just tones the confidence down": down needs numbers to bring down)
      'just|only|simply|merely|purely|solely +4 smaller|small|shrink*|reduc*',
      'just|only|simply|merely|purely|solely +4 bring*|scal*|push*|trim*|cut* +3 number*|value*|score*|logit*|them|it +1 down',
      // "it's only there so the dot products come out smaller"
      'only|just|simply|merely +3 there|exists|used|for +1 so|to +6 smaller|small|shrink*|reduc*',
      'make*|keep* +3 number*|value*|score*|logit*|thing*|them +2 smaller|small|down',
      // "smaller numbers are just easier for the network to handle"
      'smaller|small +1 number*|value* +3 easier|nicer|simpler|friendlier|stable|stabler',
      // "nothing deeper than that", "quieter numbers, nothing deeper"
      'nothing +1 deeper|more +1 than +1 that',
      'nothing +0 deeper',
      // "it keeps the logits in a nice small range"
      'keep*|put* +3 number*|value*|score*|logit* +4 small|smaller|nice +0 range',
      // "you divide so all the scores come out smaller"
      'divid*|scal* +2 so|to +4 score*|number*|value*|logit* +3 smaller',
      // "it's there so the scores come out smaller"
      'score*|number*|value*|logit* +1 come*|comes +1 out +0 smaller',
    ],
    // ("keeps the logits small enough that the softmax doesn't collapse" gives
    // a purpose beyond smaller)
    notBefore: ['dk', 'sqrtdk', 'head*', 'dimension*', 'model*', 'width*', 'enough'],
    // "It's not just to make the numbers smaller": "not just" denies this one
    // mistake, which is the "just" ("not just X but Y" asserts X elsewhere).
    // "Far too small" judges a divisor that over-shrinks, it is no purpose.
    // ("training just stalls": a typo-tolerant "small" must not read "stalls")
    notWhen: ['not', 'never', 'too', 'stall*'],
    hypotheticalIsFine: false,
    onlyWithoutConcept: 'unit-variance',
    correction:
      'Any divisor makes the numbers smaller; sqrt(d_k) is the one that brings the score variance back to 1, so the softmax neither saturates nor flattens.',
    link: '#step-saturation',
  },
  {
    id: 'variance-exactly-one',
    // "If the entries are independent with mean 0 and variance 1, ... back
    // to exactly 1" is exact under its assumption.
    assumedBy: {
      concept: 'independence-assumption',
      unlessSaid: [
        'always',
        'every',
        'whatever',
        'train*',
        'stay*',
        'remain*',
        'guarante*',
        'matter',
        'throughout',
        'layer*',
        'forever',
      ],
    },
    patterns: [
      'variance|std|spread ~6 always|exactly|precisely +2 1|unit',
      // "pins the score variance at one for the whole of training"
      'pin*|lock*|hold*|clamp* +3 varianc*|std|spread +2 at +1 1|unit',
      'guarante* +5 variance|unit',
      // "Var = 1 exactly, at init and after training"
      // ("Var(q·k / √d_k) = 1, always")
      'varianc*|std +5 1|unit +1 exactly|precisely|always',
    ],
    hypotheticalIsFine: false,
    correction:
      'Unit variance is exact only when the entries of q and k are independent with mean 0 and variance 1, roughly true at initialisation. Trained queries and keys correlate and drift, so it is a good default, not a guarantee.',
    link: '#step-fix',
  },
  {
    // The effect told as the cause: "saturation makes the variance grow", "the
    // gradients vanish, so the dot products get large", "once the softmax
    // saturates the logits blow up"; or with the effect as what grows the
    // scores ("when the softmax saturates ... it's what blows up the
    // variance", "the gradients vanish, so ... the scores stay huge") or as
    // their origin ("saturation is the root cause"). A cause word between the
    // two ("saturates because d_k inflates the products") tells the right chain.
    ...REVERSED,
    patterns: [
      'saturat*|onehot|peak*|overconfiden*|vanish* +4 make*|caus*|lead*|leads|result*|drive*|push*|forc*|inflat* +5 varianc*|score*|product*|logit*|qk|dot|magnitude* ~4 grow*|larg*|increas*|big*|blow*|explod*|apart|further',
      // "... W_Q keeps growing, and that growth is what makes the dot products large"
      'saturat*|onehot|vanish* +16 what|which +1 make*|caus*|drive*|push*|inflat* +3 varianc*|score*|product*|logit*|qk|dot ~3 larg*|big*|huge|grow*|apart',
      // "attention collapses onto one token -> ... -> logits blow up"
      'collaps*|lock*|stuck +1 onto|on|to +2 1|single|top +1 token*|key*|word* +12 then|so|therefore +6 varianc*|score*|product*|logit*|qk +3 grow*|larg*|increas*|big*|blow*',
      'saturat*|onehot|vanish* +8 so|therefore|thus|hence|then +6 varianc*|score*|product*|logit*|qk +3 grow*|larg*|increas*|big*|blow*',
      'once|after|whenever|when +3 saturat*|onehot|peak*|vanish* +4 varianc*|score*|product*|logit*|qk +3 grow*|larg*|increas*|big*|blow*|explod*|apart|inflat*',
      'saturat*|onehot|peak*|lock*|vanish* +12 blow*|inflat*|enlarg*|widen*|amplif*|boost* +4 varianc*|score*|product*|logit*|qk|magnitude*',
      'saturat*|onehot|vanish* +8 so|therefore|thus|hence +8 varianc*|score*|product*|logit*|qk +3 stay*|remain*|keep* +2 huge|larg*|big*|high',
      'saturat*|onehot +3 is|are|was +3 root|real|actual|underlying|original +0 caus*|reason|origin|source',
    ],
    notBetween: REVERSAL_UNDONE,
  },
  {
    ...REVERSED,
    patterns: [
      // Any effect, then a forward link, then scores that grow: "the flat
      // softmax is the reason the variance climbs", "one-hot pattern ... is
      // what inflates the dot products" (a cause word, a fix or a prevention
      // between them tells another chain: REVERSAL_UNDONE).
      'saturat*|onehot|peak*|spik*|overconfiden*|confiden*|lock*|collaps*|argmax|vanish*|plateau|flat +20 so|therefore|thus|hence|which|what|why|reason|make*|lead*|drive* +8 varianc*|score*|logit*|product*|qk|dot|spread +3 grow*|larg*|bigger|huge|climb*|inflat*|blow*|apart|increas*|rise*|rising',
      // (The growth comes after its noun: "so large logits leave no gradient"
      // names large logits, it does not grow them.) "when it's that confident
      // it keeps pushing the q and k vectors to get bigger"
      'saturat*|onehot|peak*|sharp*|confiden*|overconfiden* +12 push*|drive*|forc* +4 q|k|vector*|quer*|key*|norm* +6 bigger|larger|longer|grow*',
      // "softmax = exp → amplifies the gaps → over training that feedback
      // inflates q·k until var ≈ d_k": the growth put down to the softmax
      'softmax|exp* +16 feedback|loop +3 inflat*|grow*|push*|drive*|blow* +3 qk|score*|logit*|product*|varianc*|q|k',
      // "that spikiness is what makes q·k come out with variance d_k"
      'spik*|peak*|saturat*|onehot +4 what|which +1 make*|caus*|give* +3 qk|score*|logit* +4 varianc* +1 dk',
      // "... → that runaway is where the var ~ d_k comes from"
      'saturat*|onehot|peak*|overconfiden*|lock*|collaps*|vanish* +16 where|reason|why +8 varianc*|score*|logit*|spread +6 come*|originat*|aris*',
    ],
    notBetween: REVERSAL_OR_FIX,
  },
  {
    // The cause word is part of the reversal itself: "because the softmax
    // saturates, the scores grow", "the variance is caused by saturation".
    ...REVERSED,
    patterns: [
      'because|since +4 saturat*|onehot|vanish* +6 varianc*|score*|product*|logit*|qk +3 grow*|larg*|increas*|big*|blow*',
      'varianc*|score*|product*|logit*|qk +4 caus*|driven|due +2 by|to +3 saturat*|vanish*',
      // "var(q·k) ≈ d_k because the softmax is saturated"
      'varianc*|score*|product*|logit*|qk +4 dk|grow*|larg*|big* +2 because|since +4 saturat*|onehot|peak*|vanish*',
      // "the softmax gradients are tiny, so Adam compensates with big steps on
      // W_Q/W_K, that blows up q and k"
      'gradient*|grad|grads +3 tiny|small|vanish* +20 blow*|pump*|inflat* +2 up +2 q|k|quer*|key*|w_q|w_k|wq|wk|norm*',

      // Saturation put down to the lost gradient: "first the gradients vanish,
      // and because almost nothing flows back the softmax ends up saturated"
      'first +3 gradient*|grad|grads +1 vanish* +16 saturat*|onehot',
      // "they vanish, and that's actually why the softmax saturates"
      'vanish* +6 why|reason +4 saturat*|onehot|peak*',
    ],
  },
  {
    // The order said outright: "the gradients vanish first, and since nothing
    // corrects the weights (with no gradient holding them back) the scores
    // keep growing". A "no" inside says how, it denies nothing.
    ...REVERSED,
    patterns: [
      'saturat*|onehot|vanish* +1 first +16 varianc*|score*|product*|logit*|qk +3 grow*|larg*|increas*|big*|blow*',
      // "the gradients shrink towards zero, and because they can't correct
      // anything the softmax drifts into saturation"
      'gradient*|grad|grads +6 shrink*|vanish*|die* +20 drift*|slid*|fall*|fell +1 into +1 saturat*',
      // "softmax exponentiates the logits → blows their spread up → that's
      // where the d_k-sized variance of q·k comes from"
      'softmax|exponent* +12 blow*|inflat*|amplif* +12 where|why|reason +6 varianc*|spread',
    ],
    stepsReadTheirNegation: true,
  },
  {
    // A chain of forward links from an effect to growing scores, within a
    // sentence or across several: "one-hot → grads ≈ 0 → norms keep growing →
    // var ~ d_k", "... the gradient is vanish. Because of this the scores keep
    // growing" (causal-chain.ts).
    ...REVERSED,
    patterns: [],
    find: reversedChain,
    // A "not" in another step ("weights can't spread out → ... → var ~ d_k")
    // denies nothing of the chain; the finder reads the growth step's own.
    stepsReadTheirNegation: true,
  },
  {
    // A fix that makes things worse: multiplying by √d_k ("multiply by
    // 1/√d_k" is the fix itself, hence the "/").
    ...INVERTED,
    patterns: [
      'multipl* +3 by|with +3 sqrtdk|dk|sqrt',
      'times +1 sqrtdk',
      // "boost the logits by √d_k"
      'boost*|amplif*|increas*|enlarg* +4 logit*|score*|them|it +2 by +1 sqrtdk',
      // "scale the scores up by sqrt(dk)", "the √d_k factor scales the logits up"
      'scal* +3 score*|logit*|them|it +0 up +2 by +1 sqrtdk',
      'sqrtdk|factor ~4 scal* +3 logit*|score*|them +0 up',
    ],
    notWhen: ['/', ...LEFT_OUT],
  },
  {
    // The purpose turned round: the scaling (or "the 1/√d_k") is there to make
    // the gradients vanish or the softmax saturate.
    ...INVERTED,
    patterns: [
      'scal*|divid*|division|factor|divisor +4 make*|let*|force*|push*|ensur*|caus*|help* +4 gradient*|softmax|attention|weight*|it +3 vanish*|saturat*|onehot|peak*|sharp*',
      '/ +0 sqrtdk +3 there|meant|used|designed|added +2 to +1 make*|let*|force*|push*|ensur*|caus*|help* +4 gradient*|softmax|attention|weight*|it +3 vanish*|saturat*|onehot|peak*|sharp*',
      // "the 1/√d_k is there so the gradients into W_Q vanish early on"
      '/ +0 sqrtdk +3 there|meant|used|designed|added +1 so +8 gradient*|softmax|attention|weight* +6 vanish*|saturat*|onehot',
      // "the `/ jnp.sqrt(d)` is what makes the attention hard"
      '/ +0 sqrtdk|sqrt +4 make*|drive*|push*|force* +3 attention|softmax|it|weight* +3 hard|onehot|sharp*|peak*|saturat*',
      'purpose*|deliberat*|intentional* ~8 vanish*|saturat*|onehot|flat|die|dies',
      // "dividing the logits by √d_k lowers the softmax temperature"
      'scal*|divid*|division|factor|divisor|sqrtdk +6 lower*|reduc*|decreas* +2 softmax|its|the|attention +1 temperatur*',
      // "the 1/√d_k is what sharpens the distribution", "dividing sharpens attention"
      '/ +0 sqrtdk|sqrt +4 sharpen*|harden*',
      'scal*|divid*|division|factor|divisor +4 sharpen*|harden* +3 attention|softmax|distribution|weight*',
      // "meant to shrink the gradients reaching W_Q on purpose", "a brake on the updates"
      'meant|purpose*|deliberat*|intentional*|designed ~8 shrink*|damp*|reduc*|slow*|brak* +3 gradient*|grad|updat*|learning',
    ],
    // ("the logits have a std of around √d_k, so the wider the head the lower
    // the temperature": the root names the std, not the fix)
    notWhen: [...LEFT_OUT, 'std', 'spread'],
  },
];

/** Mistakes only the follow-up questions listen for (see interview/bank.ts). */
const LOSS_CORRECTION =
  'Cross-entropy cancels the Jacobian of the softmax it sits on (gradient p − y), not of the attention softmax inside the network: the signal to the attention scores still passes through a saturated Jacobian, so the scaling is still needed.';

export const FOLLOWUP_MISTAKES: MistakeRule[] = [
  {
    id: 'same-at-every-dk',
    patterns: [
      'equally|exactly|same|just +1 as|as +1 much|important|essential|crucial|necessary ~8 small|low|tiny|every|any|regardless|whatever',
      // "equally important at every d_k", "saturates exactly as badly as a 128-wide one"
      'equally|exactly|just +2 important|essential|crucial|necessary|bad* ~8 small|every|any|regardless|whatever|wide',
      // "Does it matter at small d_k?" "Yes, just as much."
      'yes +2 just|equally|exactly +1 as +1 much|important|bad*',
      // "Yes, the same amount." "... saturates at any head size"
      'yes +2 the +0 same +1 amount|way|much',
      // "Yes, equally." "... breaks attention in exactly the same way"
      'yes +1 equally',
      'in +0 exactly +1 the +0 same +0 way',
      // "the scaling does the same job at every size"
      'same +1 job|thing|work +2 at|for +1 every|any|all +1 size*|dk|head*|dimension*',
      'saturat* ~8 at +1 any|every +1 head*|size|dk|dimension*',
      // "head size makes no difference"
      'no|zero +1 difference ~6 head*|size|dk|dimension*',
      // "a d_k=4 head saturates exactly like a d_k=512 one"
      'saturat*|break*|fail* +2 exactly|just +1 like|as +3 dk|head*',
      // "it matters the same", "for d_k = 4 exactly as much as for 512"
      'matter*|saturat*|break*|hurt* +2 the +1 same',
      'dk +1 = +1 #1..16 +1 exactly|just|equally +1 as +1 much|bad*',
      // "unscaled scores saturate the softmax whatever the head size"
      'saturat*|matter*|break*|vanish* ~6 whatever|regardless +2 head|size|dk|dimension*',
      'even +2 at|for|with +3 small|low|tiny|4|2 +2 dk ~10 saturat*|onehot|vanish*|explod*|break*|fail*|essential|crucial',
      'regardless|independent* +2 of +2 dk ~10 matter*|important|essential|crucial|necessary|saturat*',
    ],
    hypotheticalIsFine: true,
    correction:
      'At small d_k the unscaled scores have std √d_k, only 2 at d_k = 4, so the softmax is far from saturated and the scaling changes little; the gap opens as d_k grows.',
    link: '#step-saturation',
  },
  {
    id: 'additive-always-better',
    patterns: [
      'additiv* ~16 always|every|any|all|general*|strictly|across ~6 better|outperform*|superior|wins|beat*|accurate',
      'additiv* +8 better|outperform*|superior|beat* +6 scaled +2 dot|attention|product*',
      // "Additive attention. It's the more accurate method in general."
      'more|most +0 accurate|precise|expressive|powerful ~8 general*|always|overall|everywhere|universally',
      'additiv* +6 simply|just|plain*|strictly +1 more|better +0 accurate|precise|expressive|powerful',
      // "additive attention is simply the better mechanism"
      'additiv* +3 is|was +2 simply|just|the +1 better|superior +0 mechanism|method|model|choice|option',
      // "additive came out ahead across the board"
      // (but "for larger d_k additive came out ahead" is the paper's finding)
      'additiv* +3 came|comes|come +1 out +1 ahead|better|top ~6 across|always|everywhere|every|overall|general*',
    ],
    hypotheticalIsFine: true,
    correction:
      'Additive attention beat dot-product attention only at large d_k without the scaling; the two are similar at small d_k, and scaled dot-product attention is faster (one matrix multiply).',
    link: '#step-beyond',
  },
  {
    id: 'scale-changes-complexity',
    patterns: [
      'scal*|divis*|factor|sqrtdk|divisor|it ~8 reduc*|lower*|cut*|make*|turn*|chang* ~4 linear|complexit*',
      'scal*|divis*|sqrtdk|divisor ~8 reduc*|lower*|cut*|sav*|increas*|add* +3 cost*|comput*|flop*|memory|complexit*|quadratic*',
      // "an extra pass ... which pushes attention past quadratic"
      'scal*|divis*|sqrtdk|divisor|pass ~12 push*|mak*|tak* +3 past|beyond|above|over +1 quadratic*',
      // "folding it in brings attention closer to linear in sequence length"
      'bring*|mak*|get*|push* +4 closer|near* +1 to +1 linear',
      // "dropping the scale makes attention meaningfully cheaper"
      'drop*|remov*|skip*|omit*|without +3 scal*|divis*|factor|sqrtdk|divisor ~8 cheaper|faster|speed*|sav*',
      // "pushes attention up a complexity class", "asymptotically more expensive"
      'up +2 complexity +0 class',
      // "closer to O(n³)", "cubic"
      'o +0 n3|n4',
      'cubic*',
      'asymptotic* +2 more +1 expensive|costly|slower',
      // "the scaled version has a worse complexity"
      'worse|higher|bigger +1 complexity',
      // "unfused it makes attention more expensive than quadratic"
      'expensive|costly|costlier|slower|worse +1 than +1 quadratic*',
    ],
    notWhen: ['negligibl*', 'trivial', 'tiny', 'barely'],
    hypotheticalIsFine: true,
    correction:
      'The scale is one multiply per score (or folded into W_Q): it changes neither the cost nor the quadratic growth of attention with sequence length.',
    link: '#step-beyond',
  },
  {
    id: 'flash-approximate',
    patterns: [
      'flash* ~25 approximat*|sparse|inexact|lossy',
      'flash* ~15 low +1 rank',
      // "... its softmax is only an approximation of the real one"
      'softmax|result|output +3 only|just|merely +2 approximat*',
      // "because it never builds the full matrix its softmax is an approximation"
      'softmax|result|output +2 is|are +2 approximat*',
    ],
    hypotheticalIsFine: true,
    correction:
      'FlashAttention is exact: its blockwise online softmax keeps a running max and sum and rescales earlier blocks, so the result equals the full softmax up to rounding.',
    link: '#step-beyond',
  },
  {
    id: 'loss-fixes-attention',
    patterns: [
      'scal*|divis*|factor|sqrtdk|divisor ~6 unnecessar*|redundant|useless|pointless|optional|obsolete|leftover|relic|vestig*|superfluous',
      'no +1 need +4 scal*|divis*|factor|sqrtdk|divisor',
      'cross +1 entropy|ce|loss ~8 undo*|fix*|solv*|remov*|eliminat*|prevent* +4 saturat*|vanish*|problem|it',
      // "saturation stops being a problem, including in the attention layers"
      'saturat*|vanish* +3 stop*|ceas*|no +2 being|longer +2 problem|issue ~10 attention',
      'saturat*|vanish* +2 stop*|ceas* +1 matter*|being',
      // "a saturated softmax anywhere in the network keeps training"
      'saturat* +6 anywhere|everywhere|every|all ~8 keep*|still|continu* +2 train*|learn*',
      // "the 1/√d_k matters a lot less than people think"
      'sqrtdk|scal*|factor|divisor +2 matter* +3 less|little',
      // "even a saturated attention softmax still gets a healthy gradient"
      'saturat* +4 attention|softmax ~8 still +2 get*|receiv*|has|have|pass* +2 healthy|good|useful|strong|decent|plenty|fine',
      // "a saturated softmax doesn't hurt attention training"
      'saturat* +3 softmax|attention +2 is|are +1 harmless',
      'saturat* +2 is|are +1 harmless',
      // "the attention softmax is fine without the scaling too"
      'softmax|attention +2 is|are +1 fine +1 without +2 scal*|divis*|factor|sqrtdk|divisor',
      // "the attention softmax can saturate without training stalling"
      'attention +2 softmax +3 saturat* +2 without +2 train*|learn*',
      // "the scaling is more of a habit"
      'scal*|divis*|factor|sqrtdk|divisor +6 habit|convention|tradition|superstition|cargo|cosmetic',
      // "the saturation doesn't matter anywhere in the network"
      'saturat* +3 is +1 irrelevant ~6 anywhere|network|attention|layer*',
      // "the saturation cancels out and the attention weights still learn fine"
      'attention +3 still +2 learn*|train* +2 fine|ok|okay|well|normally',
    ],
    notWhen: ['output', 'final', 'only'],
    hypotheticalIsFine: true,
    correction: LOSS_CORRECTION,
    link: '#step-train',
  },
  {
    // The claim made by a "never": "so saturation never starves anything,
    // attention included". The "never" is the claim, not a denial of it.
    id: 'loss-fixes-attention',
    patterns: [
      'saturat* +1 never +2 starv*|hurt*|stall*|block*|kill* +3 anything|anywhere|everything|attention|layer*',
    ],
    // ("it is not true that saturation never hurts attention" judges the claim)
    notWhen: ['output', 'final', 'only', 'true', 'false', 'myth'],
    stepsReadTheirNegation: true,
    hypotheticalIsFine: true,
    correction: LOSS_CORRECTION,
    link: '#step-train',
  },
  {
    id: 'optimiser-replaces-scaling',
    patterns: [
      'adam|optimi*|it ~10 mak*|render* +3 divisor|scal*|factor|sqrtdk|it +2 unnecessar*|redundant|obsolete|pointless|useless|optional',
      // "the √d_k doesn't really matter anymore with Adam" ("is irrelevant")
      'divisor|scal*|factor|sqrtdk +4 irrelevant|unnecessar*|redundant|obsolete|pointless ~8 adam|optimi*',
      'divisor|scal*|factor|sqrtdk ~6 unnecessar*|redundant|obsolete|pointless|useless|optional',
      'adam ~10 fix*|solv*|compensat*|undo*|cancel*|remov* +4 saturat*|vanish*|problem',
      // "the divisor mainly mattered back when people trained with plain SGD"
      'divisor|scal*|factor|sqrtdk +3 matter* ~8 sgd',
      'no +1 need +4 scal*|divis*|factor|sqrtdk|divisor',
      // "the model learns just as well without the 1/√d_k"
      'learn*|train*|work*|converg* +3 well|fine ~3 without +3 sqrtdk|scal*|factor|divisor',
    ],
    hypotheticalIsFine: true,
    correction: OPTIMISER_CORRECTION,
    link: '#step-train',
  },
  {
    // What one could do with Adam, told as advice: "with Adam you could drop
    // the √d_k". The "could" is the claim here.
    id: 'optimiser-replaces-scaling',
    patterns: [
      'adam|optimi* ~8 can|could|may +2 drop*|remov*|skip*|omit*|ditch*|lose +3 sqrtdk|scal*|factor|divisor|divis*',
      // ... and in the passive: "with Adam the divisor could be removed"
      'adam|optimi* ~10 sqrtdk|scal*|factor|divisor +3 can|could|may +1 be +1 drop*|remov*|skip*|omit*|ditch*',
    ],
    hypotheticalIsFine: false,
    correction: OPTIMISER_CORRECTION,
    link: '#step-train',
  },
  {
    // RoPE is a rotation; "it changes the variance, so each offset needs its
    // own divisor" is the mistake the RoPE follow-up listens for.
    id: 'rope-changes-variance',
    patterns: [
      'rope|rotat* ~10 chang*|increas*|grow*|shrink*|alter*|break*|inflat* +6 varianc*|scale|norm*|magnitude*|spread',
      'rope|rotat*|position* ~12 need*|requir* +4 different|another|new|extra|own +3 scal*|divisor|factor',
      'divid* +3 by +4 position*|offset',
    ],
    hypotheticalIsFine: true,
    correction:
      'RoPE is a rotation: it keeps the norms of q and k, and with independent entries the score variance is d_k at every position offset, so √d_k stays the right divisor. Beyond measures it offset by offset.',
    link: '#step-beyond',
  },
  {
    // The int8 follow-up: 1/√d_k applied to the raw integer scores, the
    // quantization scale left out.
    id: 'quant-scale-on-integers',
    patterns: [
      'divid*|appl*|scal* ~8 integer*|int8|raw|quantized +6 sqrtdk',
      'integer*|int8|raw +4 score*|dot|product* ~8 sqrtdk +4 direct*|alone|only|just',
      'quantiz* +2 scale +4 ignor*|skip*|drop*',
      'ignor*|skip*|drop* +4 quantiz* +2 scale',
    ],
    hypotheticalIsFine: true,
    correction:
      'Divide the dequantized score by √d_k, or fold the quantization scale s and 1/√d_k into one factor: the raw integer scores are about 1/s larger, and dividing them by √d_k alone saturates the softmax. Beyond measures both ways.',
    link: '#step-beyond',
  },
];
