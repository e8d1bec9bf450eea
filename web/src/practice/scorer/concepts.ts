// The ideas the rubric looks for, each as groups of alternative phrasings
// (see pattern.ts for the notation). Data only: the rubric and the mistake
// table refer to these by id.
import { NEAR_ZERO } from './vocabulary';

export interface Concept {
  id: string;
  /** What the idea is, in words shown to the learner ("missing: ..."). */
  idea: string;
  patterns: string[];
  /** Words that, within 3 words of a match, show it means something else. */
  veto?: string[];
  /** Nouns that, right after a match, make it an adjective on something else:
   *  "unit-variance vectors" describes the inputs, not the scaled scores. */
  notBefore?: string[];
  /** A noun phrase is enough: "Additive attention." answers "compared with what?". */
  named?: boolean;
  /** A negation between the matched words denies the idea ("the variance is
   *  not 1"). Off for effects: "so the softmax does not saturate" still links
   *  the scaling to saturation. */
  deniable?: boolean;
}

/** The sum behind the root: "variances add", "a sum of d_k terms". */
const VARIANCES_SUM = [
  // "variances add", "variances of independent terms add up", "... accumulate"
  'varianc* +4 add*|sum*|accumulat*|pile*',
  // "noises add in variance, not in amplitude"
  'add|adds|sum|sums +2 in +1 varianc*',
  'sum +6 dk|product*|term*',
  // "q·k sums 64 products" (a count, not "summing more terms")
  'sums|summed|summing +1 dk|#2..100000 +0 product*|term*',
  // "each head's dot product sums its own 64 terms: var 64, std 8"
  'sum|sums|summing|adds|adding +4 term*|product* ~8 varianc*|std|spread',
  // "q·k adds up a hundred unit-variance terms"
  'add|adds|adding|summing|sums +5 unit|varianc* +2 term*|product*',
  // "you're adding 121 unit variances"
  'add|adds|adding|summing|sums +3 unit +0 varianc*',
];

/** The concepts that tell an effect of large scores (communication's
 *  concrete number leads to one; a chain that grows the scores from one is
 *  told backwards). */
export const EFFECT_CONCEPTS = ['softmax-saturates', 'vanishing-gradients', 'jacobian-vanishes'];

export const CONCEPTS: Concept[] = [
  {
    // Only the sum itself, for a chain told backwards that still says why
    // the variance is d_k (rubric.ts, trade-offs).
    id: 'variances-sum',
    idea: 'the variance is d_k because the d_k terms add up',
    patterns: VARIANCES_SUM,
  },
  {
    id: 'unit-variance',
    idea: 'the scaling keeps the variance (spread) of the scores near 1 whatever d_k is',
    patterns: [
      // (a measured "std ~1.0" says it too)
      'variance|std|spread +4 #0.9..1.11|unit|constant|independ*|regardless|normali*',
      // "the variance of every score is exactly 1" (the variance-exactly-one mistake caps it)
      'variance|std +3 is|=|equals +1 exactly|always|precisely +0 1',
      'variance|std +4 exactly|precisely +0 1',
      'unit +1 variance|std|scale|spread',
      'sqrtdk|division|divid*|scal*|factor +4 make*|bring*|restor*|get*|give*|keep*|reset*|normali* +3 1|unit',
      // "after dividing by √d_k it is 1", "with the scaling the variance becomes 1"
      'sqrtdk|division|divid*|scal*|factor +4 is|are|becom*|equal* +2 1|unit',
      '1|unit +1 again',
      // "raw var ≈ d_k, scaled ≈ 1"
      'scaled|rescaled +0 1',
      // What the scaling keeps, told by its absence: "without the factor the
      // spread of the logits grows with d_k" (with it, it does not)
      'without|skip*|omit*|drop* +3 factor|scaling|scale|division|divisor +8 spread|varianc*|std|magnitude +5 grow*|increas*|scal* +2 with|like|as|in +1 dk',
      // "divides the variance by d_k and leaves it at 1", "lands at about 1"
      'leav*|land*|settl*|stay*|remain* +3 at|around|near +1 1|unit',
      'back +2 1|unit',
      // "divide by c → Var/c². want 1 → c = √d_k"
      'want|wanted|need|needs|target +1 1|unit ~6 sqrtdk',
      // "back to that of a single singer", "back to a standard level"
      'back +0 to +2 that|level|size|scale +1 of +2 single|1',
      'back +1 to +2 standard|normal|fixed|same|usual +0 level|scale|size|range|spread|value +3 any|every|whatever|regardless',
      // "the scores look the same whether the head has 16 dimensions or 1,024"
      'look*|behav*|stay*|remain* +1 the +0 same +3 whether|regardless|whatever|however +5 dimension*|dk|head*|size|width',
      'keep*|stay*|remain* +4 standardnormal',
      // "the scaling preserves the variance", "a variance-preserving rescale"
      'preserv*|conserv* +2 varianc*|std|spread',
      'varianc*|std +0 preserv*',
      // "keep the scores at the same scale no matter what the dimension is"
      'same +1 scale|size|range|magnitude|spread +4 regardless|whatever|independent* +4 dimension*|dk|size|width',
      // ... whatever the analogy calls the size: "back on the same scale whatever the panel"
      'back +3 same +1 scale|size|range|magnitude|spread|level +4 regardless|whatever|however',
      // "puts the margins back on a scale of about one"
      'back +3 scale|spread|level +2 of +1 1',
      // "÷√d → ~1 at any d", "about as loud as one radio, whatever the number"
      'sqrtdk ~6 1 +2 at|for +1 any|every|all +0 dk|dimension*|size*|head*',
      'as +1 loud|big|large|strong|wide +1 as +1 1|single ~8 whatever|regardless|however|any',
      // "the scale of the logits shouldn't depend on the head size"
      'scale|spread|magnitude +4 is +1 independent +2 of +2 head*|dk|dimension*|size|width',
      // "makes the logit scale the same for every head size"
      'scale|spread|magnitude +2 same +2 for|at|across +1 every|any|all +2 head*|dk|dimension*|size*',
    ],
    veto: ['entri*', 'component*', 'element*', 'coordinat*', 'term*', 'each', 'contribut*'],
    deniable: true,
    notBefore: ['vector*', 'input*', 'product*', 'quer*', 'key*', 'q', 'k', 'embedding*', 'random'],
  },
  {
    id: 'independence-assumption',
    idea: 'the assumption behind it: q and k have independent, zero-mean, unit-variance entries',
    patterns: [
      'iid',
      'independ* +4 entri*|component*|element*|coord*|normal*|unit|zero|mean|with|product*|random|term*|vote*|step*|flip*|variabl*|contribution*|bet*|coin*|puller*|shout*|judge*|player*|walker*|singer*|roll*|toss*',
      // "the entries are independent", "q_i, k_i independent", "coords independent"
      'entri*|component*|element*|coord*|term*|q|q_*|k_* +4 independ*',
      // "assuming independence", "under an independence assumption"
      'assum*|under|given ~3 independ*',
      // "zero-mean, unit-variance and independent of each other"
      'independ* +1 of +1 each +0 other',
      // "independently of everyone else", "independently of every other pin"
      'independently +1 of +2 every*|everyone|other*|each|one',
    ],
    // "after training q and k aren't independent" says when the assumption
    // fails; it does not state it.
    deniable: true,
  },
  {
    id: 'scores-grow',
    idea: 'unscaled scores grow with d_k',
    patterns: [
      'score*|dot|product*|logit*|qk|sum|sums|total|totals|tally|tallies ~6 grow*|larg*|big*|huge|increas*|spread*|blow*',
      'spread|distanc*|std|magnitude|typical ~6 grow*|larg*|big|increas*',
      // "the dot product scales linearly with d_k" (not "we scale the products")
      'score*|product*|logit*|qk|magnitude +2 scal*|grow*|increas* +3 dk|linear*|proportional*|dimension*',
      'std +3 #3',
      // "the totals swing further apart"
      'total*|sum*|score*|logit* +3 swing*|spread*|drift*|mov* +2 further|farther|wider +1 apart',
      'total*|sum*|score*|logit* +2 swing*|spread* +1 wider|further|farther',
      // "the total wanders far from zero"
      'total*|sum*|score*|logit* +2 wander*|drift*|stray*|land* +2 far|further|farther',
      // "it wanders about ±10, the square root"
      'wander*|swing*|stray* +2 #3',
      'std|variance ~6 dk',
      // "it gets bigger when the vectors are longer", "keeps getting bigger
      // with more dimensions"
      'get*|gets|getting|keep* +2 bigger|larger ~6 dk|dimension*|vector*|longer|wider',
      // "a dot product over 768 dimensions has variance 768" (768 the width)
      'std|variance +2 dmodel',
    ],
  },
  {
    id: 'softmax-saturates',
    idea: 'large scores saturate the softmax: one key takes almost all the weight',
    patterns: [
      'saturat*',
      'onehot',
      'argmax',
      'softmax|attention|distribution|weight* ~8 peak*|spik*|sharp*|extrem*|concentrat*|dominat*|collaps*|pin*',
      'hog*|take*|get*|put*|receiv*|grab*|captur*|absorb*|end*|hand*|give*|gives +4 all|most|nearly|almost +3 weight*|mass|probabilit*|attention',
      // "almost all the weight goes to one key"
      'all|most +3 weight*|mass|probabilit*|attention +3 go*|goes|went|land*|sit*|fall*|end* +3 1|single|top|largest|biggest|max*|winn*',
      'p|weight*|probabilit* +3 1 ~6 rest|other* +3 0|zero',
      // "the top softmax weight is close to 1"
      'top|largest|max*|biggest|winn* +3 weight*|probabilit*|p +4 1',
      // "one attention weight is close to 1", "a single weight near 1"
      '1|single +3 weight*|probabilit*|p +4 close|near*|approach*|approx|almost|nearly|essentially|tend* +2 1',
      // "one key ... gets a softmax weight close to 1"
      'get*|receiv*|take*|has +3 weight*|probabilit* +1 close|near* +2 1',
      // "the softmax gets really confident", "an overconfident attention"
      'softmax +2 get*|becom*|is|are|turn* +2 confident|overconfident',
      // "the softmax gets way too confident about one key"
      'softmax|attention|it +4 confident|sure|certain +2 about|on|in +2 1|single|only +1 key*|token*|word*|position*',
      // "the softmax just picks one token and ignores the others"
      'softmax|attention|it +3 pick*|choos*|select* +2 1|single|only +1 token*|key*|word*|position*|winner*',
      // "puts about 0.9999 of the weight on that key", "the average top weight is above 0.9"
      '#0.95..1 +1 of +2 weight*|mass|probabilit*|attention',
      'top|largest|max*|biggest|winn* +3 weight*|probabilit*|p +3 #0.9..1',
      // "the attention is effectively hard", "each query is attending to a single key"
      'attention|softmax|it +2 effectively|basically|essentially|practically +0 hard|argmax',
      'attend*|look*|focus* +2 to|on +2 single|1 +0 key*|token*|word*|position*',
      // "one key ends up with ~99.97% of the weight"
      '#95..101 +0 percent +3 of +2 weight*|attention|mass|probabilit*',
      'weight*|probabilit*|attention +4 #95..100 +0 percent',
      // "hands essentially all the weight to a single key": whatever the verb
      'all|most|nearly|almost|bulk +3 weight*|mass|probabilit*|attention +2 to|on|onto +3 1|single|top|largest|biggest|max*|winn*|highest|best',
      // The weight left unsaid: "it's all on one token", "puts 100% on one of them"
      'all|everything +3 on|onto|in|to +1 1|single|a +1 token*|key*|word*|position*|element*|entry|item',
      // "the head stares at one token"
      'stare*|fixat* +2 at|on +2 1|single +1 token*|key*|word*|position*',
      // "goes all in on one thing", "hands that key basically everything, 99.97%"
      'all +1 in +1 on +3 1|single +2 thing|token*|key*|word*|match*|option*',
      'hand*|giv*|put* +3 key*|token*|it +2 everything|all',
      // "hands the whole stage to one voice", "a big choir overwhelms the softmax"
      'hand*|giv* +3 whole|entire +3 to +2 1|single',
      // "gives everything to the leader", "walks off with the whole prize"
      'giv*|hand* +1 everything|all +2 to +2 leader|winner|top|1|single|largest|biggest|first',
      // "the top student walks off with all of it"
      'walk* +2 off|away +2 with +1 all|everything|whole',
      // "collects nearly all of it", "p_max ≈ 1"
      'collect*|take*|takes|get*|gets|win*|wins +2 nearly|almost|basically|practically|virtually +1 all|everything',
      'p_max|pmax|max_p +2 1|#0.95..1',
      // "turns a 20-point lead into practically all of the weight"
      'turn*|convert* +6 into +2 all|most +2 weight*|mass|attention',
      // "the whole spotlight lands on him"
      'whole|entire +2 land*|go*|goes|fall*|end* +2 on|to +1 him|her|it|1|top|leader|winner|single',
      'take*|takes|win*|wins|walk* +4 whole|entire +0 prize|pot|thing|lot|weight|mass|stage|rope|pie|show|game',
      'overwhelm* +2 softmax',
      // "one key gets everything", "the top key takes basically everything"
      'key*|token*|word*|position*|winner +3 take*|get*|gets|grab* +2 everything',
      // "gives almost 1 to one word and 0 to the others"
      'give*|gives|put*|assign* +2 almost|nearly|about|approx|close +1 1 +2 to|on +2 1|single|a +1 word*|token*|key*|position*',
      'everything|all +2 #95..101 +0 percent',
      // "hands the top key ~0.9997"
      'top|largest|biggest|winning +1 key*|token*|logit*|score* +3 #0.95..1',
      // "gets stuck on one thing", "an overconfident softmax"
      'stuck|lock*|fixat*|freez* +2 on|onto +3 1|single +1 thing|token*|key*|word*|position*',
      '#95..101 +0 percent +2 on|to|onto|in +2 1|single|top|largest|biggest|winn*',
      // "pushed to a vertex (corner) of the simplex"
      'vertex|vertic*|corner* ~4 simplex',
      // "entropy collapse": the attention distribution has no spread left
      'entropy ~5 collaps*|0|zero|low|drop*|vanish*|tiny|plummet*',
      // the weights written out: "softmax(s) ≈ (0.9999, ...)", "the top p is 0.98"
      'softmax|p|weight*|probabilit*|attention|distribution +4 #0.95..1',
      // unscaled scores act like a softmax at a very low temperature
      'low|cold|tiny|small|zero +2 temperatur*',
      'temperatur* +4 0|zero|low|small|tiny|cold',
      // "pushed into the tails / plateau / flat region of the softmax"
      'softmax|exponential*|logit*|score* ~6 tail*|plateau*',
      'softmax|exponential*|logit*|score* ~6 flat +1 region*|part*|zone*',
    ],
  },
  {
    id: 'jacobian-vanishes',
    idea: 'the softmax Jacobian goes to ~0, so W_Q and W_K get almost no gradient',
    patterns: [
      'jacobian',
      // "basically no gradient going back through it to the query and key projections"
      'no|little|barely|hardly +2 gradient*|grad|signal +6 to|into|reach* +4 quer*|key*|w_q|wq|w_k|wk|projection*',
      `softmax ~4 its|whose|of +1 derivativ*|gradient*|grad ~5 ${NEAR_ZERO}|kill*`,
      // "the softmax concentrates on the argmax, where its gradient is tiny"
      `softmax +8 its|whose +1 derivativ*|gradient*|grad|slope +4 ${NEAR_ZERO}|small|flat`,
      // The derivative named before, then told ~0: "that derivative's about zero"
      `that|this|its +0 derivativ*|jacobian|slope +3 ${NEAR_ZERO}`,
      // dp/dz ≈ 0 ("derivative p / derivative z" once ∂ is spelt out), the
      // backward pass in code: "dz ≈ 0"
      `dp|p +1 / +1 dz|z ~4 ${NEAR_ZERO}`,
      'dz|dlogits|dscores +1 approx|= +1 0|zero',
      // "W_q / W_k get next to nothing back"
      'w_q|wq|w_k|wk|projection*|quer*|key* +4 get*|receiv*|see* +3 next +1 to +1 nothing',
      // "grads vanish because a saturated softmax is flat": flat is its slope
      'saturat*|onehot +1 softmax|attention|distribution +3 is|are|goes|becom*|get* +2 flat',
      'derivativ* +1 softmax ~4 0|zero',
      `gradient*|grad|derivativ* +1 through|of +2 softmax|it|attention|distribution +8 ${NEAR_ZERO}`,
      // "the gradient coming back through it is basically nothing"
      `gradient*|grad|signal +3 through +2 softmax|it|attention|distribution +8 ${NEAR_ZERO}|nothing|disappear*|die|dies`,
      // "a saturated softmax passes back almost no gradient"
      `softmax +8 pass*|send*|let*|propagat*|return*|give* +3 ${NEAR_ZERO}|no|little +1 gradient*|grad|signal`,
      'w_q|wq|w_k|wk|projection* ~8 gradient*|grad|learn*|updat*|signal|starv*',
      'query|key|q|k +2 weight*|projection*|matri* ~8 gradient*|learn*|updat*|starv*|signal',
      // "the saturated softmax has vanishing derivatives"
      `softmax ~4 has|have|with +2 ${NEAR_ZERO} +1 derivativ*|gradient*|grad|jacobian*`,
      // "softmax gradients vanish", "the softmax's derivative is ~0" (compound noun)
      `softmax|attention +0 derivativ*|gradient*|grad|jacobian ~5 ${NEAR_ZERO}|kill*`,
      // "the gradient flowing back to the queries and keys is tiny"
      `gradient*|grad|signal +3 to|into|for|of|wrt|reach* +2 quer*|key*|q|k ~8 ${NEAR_ZERO}|small|little|nothing|starv*|disappear*|die|dies`,
      // "q and k get almost no gradient"
      `quer*|key*|q|k +4 get*|receiv*|see* +3 ${NEAR_ZERO}|no|little +2 gradient*|grad|signal|updat*`,
      // "the softmax's gradient is extremely small"
      'softmax|attention +0 derivativ*|gradient*|grad|jacobian +4 extremely|very|really|vanishingly|too|super|so +0 small',
      // The Jacobian written as its formula, then ~0: "J = diag(p) − pp^T ≈ 0",
      // "p_i(δ_ij − p_j) is then ~3e-4"
      // (across an aside: "J = diag(p) − pp^T, max entry 1/4, ≈ 0 when p one-hot")
      `diag*|delta* +12 ${NEAR_ZERO}`,
      // "the derivative — it's p_i times delta minus p_j — that goes to about
      // zero": a derivative in a sentence about the softmax, told to vanish
      `softmax ~30 derivativ*|jacobian +30 go*|goes|drop*|fall*|tend*|shrink*|collaps* +2 to|toward* +1 ${NEAR_ZERO}`,
      // "every entry is close to 0" (of the Jacobian: the inputs' entries have
      // a mean and a variance, not a size close to 0)
      `every|all|each +1 entr* +1 is|are|go*|goes|drop*|fall*|tend*|becom*|get* +3 ${NEAR_ZERO}`,
      // "biggest |J| entry ≈ 2e-9"
      'j|jacobian +2 entr* +3 #0..0.001',
      // "nearly one-hot and has extremely small gradients"
      `onehot|saturat* +4 has|have|with +2 ${NEAR_ZERO}|small +1 gradient*|grad|derivativ*`,
      // The derivative told as a nudge: "nudging the scores barely changes the
      // output", "small nudges to the scores change nothing"
      'nudg*|tweak*|wiggl*|perturb* +4 score*|logit*|weight*|quer*|key* +4 barely|hardly|scarcely|not|nothing|no +2 chang*|mov*|affect*|matter*|effect|difference',
      'nudg*|tweak*|wiggl*|perturb* +4 score*|logit* +3 chang*|mov*|affect* +1 nothing',
      // "so W_Q and W_K get nothing back"
      'w_q|wq|w_k|wk|projection* +4 get*|receiv*|see* +1 nothing',
      // "no small change in any puller's effort changes the outcome"
      'no|not|nothing +1 small|tiny|slight|little +0 change*|nudg*|tweak* +6 chang*|affect*|mov*|alter*|matter*',
    ],
  },
  {
    id: 'variances-add',
    idea: 'why a square root: variances add, so the variance is d_k and the std is sqrt(d_k)',
    patterns: [
      ...VARIANCES_SUM,
      // (not "the variance at one whatever the head size": that is unit variance)
      'varianc* +4 dk',
      // "their variance equals the dimension of the vectors"
      'varianc* +2 is|equals|=|equal +2 the +0 dimension*|width|length',
      // "the variance of a raw dot product is the head size"
      'varianc* +6 is|equals|= +2 the +0 dk',
      // "the variance of q·k is growing linear with d_k"
      'varianc* +4 grow*|increas*|scal* +2 linear*|proportional*',
      'std|spread|magnitude|distanc*|size|typical +4 grow*|scal*|increas*|like|proportional +3 sqrt|sqrtdk',
      'std +2 sqrtdk',
      // "the spread of a dot product goes like root d_k"
      'std|spread|magnitude|size|typical +6 go|goes|grows|scales +2 like|as|with +2 sqrtdk|sqrt',
      // "the totals spread out more, roughly with the square root of ..."
      'spread* +4 with +2 sqrtdk|sqrt',
      // Why a root, told by the random walk: "random shouts partly cancel"
      'partly|partially|mostly|largely +0 cancel*',
      'spread|magnitude +0 sqrtdk',
      // "std of about √d_k", "std 1 instead of √d_k": the unscaled std named
      // as sqrt(d_k), not the divisor ("std is 1 after dividing by √d_k").
      'std|spread|magnitude +4 is|of|approx|about|around|roughly|like|order|instead|than|= +1 sqrtdk',
      // ... or the other way round: "√d_k: that is the std of a raw q·k"
      'sqrtdk +3 is|equals|=|being +2 std|spread|magnitude',
      // "the second moment of q·k is d_k", E[(q^T k)^2] = d_k, "the expected
      // square" (stem of expectation), "the mean square is d_k" (zero mean: the
      // second moment is the variance)
      '2nd|second +0 moment|moments +5 dk',
      'expectation +4 2|squar* +5 dk',
      'mean +1 squar* +4 dk',
      // "logits of scale √d_k", "scores on the order of √d_k"
      'logit*|score*|product*|qk|sum|value* +3 of|on +2 scale|order|size|magnitude +2 sqrtdk',
      // "the dot product grows like √d_k"
      'qk|product*|score*|logit*|sum|total +4 grow*|increas* +2 like|as|with|proportional* +2 sqrtdk|sqrt',
      'qk|product*|score*|logit*|sum +4 scal* +1 like|as +2 sqrtdk|sqrt',
      // the central limit theorem, or the Xavier / Glorot / LeCun fan-in argument, applied to the sum
      'clt ~12 sqrt|sqrtdk|dk',
      'xavier|glorot|lecun|fan_in ~10 varianc*',
      'random +1 walk',
      'coin',
      'varianc* ~8 c2|squar*',
    ],
    veto: ['whatever', 'regardless', 'irrespective'],
  },
  {
    id: 'dk-flattens',
    idea: 'dividing by d_k instead would flatten attention towards uniform',
    patterns: [
      'divid*|scal*|normali* +2 by +2 dk|# ~12 flat*|uniform|overshoot*|correct*|diffus*|blur*|wash*|smear*',
      // "1/d_k over-corrects", "a 1/d_k factor ... nearly flat"
      '/ +0 dk ~12 flat*|uniform|overshoot*|correct*|diffus*|blur*|wash*|smear*',
      // ("std 1 at every d_k → top weight flat ~0.36": flat there is constant)
      'dk ~8 uniform|overshoot*|overcorrect*|diffus*',
    ],
    // "the flat region of the softmax" is where it saturates (rejection.ts REGIONS).
    veto: ['region*', 'regime*', 'zone*', 'part', 'parts', 'tail*', 'plateau*'],
  },
  {
    id: 'trained-drift',
    idea: 'trained q and k correlate and drift from unit variance, so the factor is a default, not a law',
    patterns: [
      'quer*|key*|q|k|vector*|norm* ~5 correlat*|drift*|align*',
      'train* ~12 independ*|correlat*|drift*|align*',
      // "they start agreeing with each other, so the scale drifts"
      'scale|factor|variance|spread +1 drift*',
      // "once trained they line up", "trained q and k ... start agreeing"
      'train* ~10 agree*|coordinat*',
      'train* ~10 line|lines +0 up',
    ],
  },
  {
    id: 'mup',
    idea: 'muP (Tensor Programs V) divides by d_k because trained q and k correlate',
    patterns: ['mup', 'tensor +1 program*'],
  },
  {
    id: 'fix',
    idea: 'the fix: divide the scores by sqrt(d_k)',
    patterns: [
      'divid*|scal*|normali*|shrink*|over ~6 sqrtdk|sqrt|sqrtdmodel|sqrtnheads',
      'sqrtdk',
      // The scaling named by what it does: "with the factor the variance is 1".
      'factor|scaling|division|divisor ~8 variance|std|spread +4 1|unit',
      // A wrong divisor is still the fix in the telling (correctness is capped
      // by the divide-by-d_k mistake): "we normalise by d_k", "QK^T / d_k".
      'divid*|scal*|normali*|shrink* +3 by|over|with +2 dk',
      '/ +0 dk',
    ],
  },
  {
    id: 'vanishing-gradients',
    idea: 'the failure is vanishing (not exploding) gradients',
    patterns: [
      'vanish*',
      `gradient*|grad|derivativ*|signal ~5 ${NEAR_ZERO}|nothing|die|dies|disappear*|kill*|starv*`,
      'learning|training|learn* +2 stall*|stop*|stuck',
      // "learning in the attention layer slows to a crawl"
      'learning|training|learn* +4 slow* +3 crawl|halt|standstill',
      // "where its gradient becomes small and learning slows down"
      'learning|training +1 slows|slowed|slow|slowing +0 down',
      // "almost nothing is passed back through it"
      'nothing +2 pass*|flow*|propagat*|sent|get*|gets +1 back|through',
      'stop* +1 learn*',
      // "passes back almost no gradient", "the keys get little signal"
      `pass*|send*|flow*|propagat*|return*|get*|receiv*|see*|let* +3 ${NEAR_ZERO}|no|little +0 gradient*|grad|signal`,
      'get*|receiv*|see*|learn* +1 next +1 to +1 nothing',
      // "you kind of lose the gradient signal"
      'lose|loses|lost|losing +2 gradient*|grad|signal',
      // "W_q/W_k barely get any grad", "the key matrices hardly learn anything"
      'barely|hardly|scarcely +1 get*|receiv*|see* +2 grad|gradient*|signal|updat*',
      // "would stall the gradients to the query/key weights"
      'stall*|starv*|choke* +2 gradient*|grad|grads|signal',
      // "the weights stop getting a useful gradient", "it stops passing gradient
      // back", "the query and key weights get no feedback"
      'stop* +1 get*|receiv*|pass*|send*|propagat* +3 gradient*|grad|grads|signal|feedback',
      'get*|receiv* +1 no|little +0 feedback',
      // "the query and key projections don't get gradient"
      'quer*|key*|projection*|w_q|w_k|wq|wk +4 not +1 get*|receiv*|see* +2 gradient*|grad|grads|signal',
      // "W_Q/W_K learn nothing", "the weights get nothing to learn from"
      'learn* +0 nothing',
      'get*|gets +0 nothing +2 learn*',
      // "attention basically stops getting trained"
      'stop* +1 get*|getting|being +1 train*|updat*',
      // "the gradient flowing back through the softmax is close to zero"
      `gradient*|grad|signal +3 back +3 through ~6 ${NEAR_ZERO}|nothing`,
      // "learning of the attn weights stalls"
      'learning|training +1 of +3 stall*|stop*|freez*',
      'hardly|scarcely +1 learn*|updat*|move*',
      'barely +1 updat*|learn*',
      'gradient*|grad|derivativ* +4 extremely|very|really|vanishingly|too|super|so +0 small',
      // "almost no gradient flows back", "little signal reaches W_Q"
      'no|little +0 gradient*|grad|signal +2 flow*|pass*|reach*|get*|go*|goes|make*|propagat*',
      // "you get really small gradients", "W_Q/W_K starve"
      'really|very|extremely|super +0 small|tiny +0 gradient*|grad|grads',
      'w_q|w_k|wq|wk|projection*|weight* +2 starv*',
      // "barely any gradient flows back"
      'barely|hardly|scarcely +1 any +0 gradient*|grad|signal +2 flow*|pass*|reach*|get*|go*|goes|make*|propagat*',
      'no +1 grad|gradient*|learning +1 signal',
      // a step of a chain: "→ softmax one-hot → no gradient"
      'then +0 no|little|zero|tiny +0 gradient*|grad|grads|signal',
      // "the gradient flowing back through the softmax is tiny"
      `gradient*|grad|derivativ*|signal +6 is|are|gets|becomes +1 ${NEAR_ZERO}|nothing`,
      // The gradient named by where it goes, then what happens to it: "the
      // gradient to the query and key projections all but disappears".
      `gradient*|grad|signal +3 to|into|for|of|wrt|reach*|through +4 quer*|key*|q|k|w_q|wq|w_k|wk|projection*|weight*|logit*|score* +8 ${NEAR_ZERO}|nothing|die|dies|disappear*|kill*|starv*`,
    ],
  },
  {
    id: 'jacobian-sketch',
    idea: 'a sketch of the Jacobian: p_i(delta_ij - p_j), largest entry 1/4 at p = 1/2',
    patterns: ['delta*|kronecker|diag*', 'p +2 1 +2 p', '0.25|quarter', '1 / 4'],
  },
  {
    id: 'small-dk',
    idea: 'what changes at small d_k: the effect is mild there and grows with d_k',
    patterns: [
      'small|low|tiny|little +3 dk',
      'dk +2 small|low|tiny',
      `dk +1 =|of|is|approx|equals +1 2|4|8|16 ~16 ${NEAR_ZERO}|matter*|mild|small|barely|hardly|little|fine|similar|minor|modest|anyway|harmless`,
      // "for small heads", "narrow heads", "low-dimensional keys", "few dimensions"
      'small|tiny|narrow +1 head*',
      'small|low|tiny|few +2 dim|dimension*|dimensional',
      // The small case told by its spread: "d=4: std 2, softmax still soft,
      // scaling barely matters"
      'std|spread|sd +1 #2..3 ~10 barely|hardly|soft|mild*|harmless',
    ],
  },
];
