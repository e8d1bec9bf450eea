// How each key point of the interview bank (interview/bank.ts) is recognised
// in an answer: by the rubric's concepts (concepts.ts, reused where the point
// is the same idea) or by patterns of its own (pattern.ts notation). A point
// counts, like a concept, only where it is stated as a claim (claims.ts).
import { NEAR_ZERO } from './vocabulary';

export interface PointRecogniser {
  /** Concept or derived signal ids of the rubric scorer that make the point. */
  concepts?: string[];
  patterns?: string[];
  /** The point answers "which / what" and may be a bare noun phrase. */
  named?: boolean;
  /** Words that, next to a match in its clause, show it is no claim about
   *  the point (concepts.ts `veto`). */
  veto?: string[];
  /** Verdicts that make the point when they open the answer as a sentence of
   *  their own: "Hardly." answers "Does the scaling matter when d_k is
   *  small?" with the question's own verb, so it is a claim without one. */
  verdicts?: string[];
}

const GROWS_WITH_DK = [
  'larg*|big*|high*|grow*|increas*|wide* +2 dk|head*|dimension* ~10 wors*|severe*|bigger|more|open*|saturat*|matter*|grow*|widen*|onehot|argmax|peak*',
  'gap|difference|effect|damage|problem ~4 open*|grow*|widen*|increas*|wors*',
  'wors*|severe* +4 as|when|with|for +3 dk|head*|dimension*',
  // "the problem appears as heads get wider"
  'as|when|once +1 head*|dk|dimension* +2 get*|grow*|become*|are +1 wide*|larg*|big*',
  // "as the heads widen"
  'as|when|once +1 head*|dk|dimension* +0 widen*|grow*|increas*',
  'dk +1 =|of|is|approx +1 #32 ~12 saturat*|onehot|#0.9..1|vanish*|large|severe*|big',
];

export const QUESTION_POINTS: Record<string, Record<string, PointRecogniser>> = {
  main: {
    'unit-variance': { concepts: ['unit-variance'] },
    'scores-grow': { concepts: ['scores-grow', 'variances-add'] },
    'softmax-saturates': { concepts: ['softmax-saturates'] },
    'jacobian-vanishes': { concepts: ['jacobian-vanishes'] },
    'variances-add': { concepts: ['variances-add'] },
    'independence-assumption': { concepts: ['independence-assumption'] },
  },
  'variant-why-sqrt': {
    'variance-is-dk': {
      concepts: ['variances-add'],
      patterns: ['varianc* ~4 dk', 'sum +4 dk +2 term*|product*|number*'],
    },
    'divisor-squared': {
      concepts: ['unit-variance'],
      patterns: [
        'divid*|scal* ~8 c2|squar*|c ^ 2',
        'varianc* ~8 c2|squar*',
        // "Var(s/c) = Var(s)/c^2 → need c^2 = d_k"
        'varianc* ~8 c +0 ^ +0 2',
        'std|spread +4 sqrtdk',
        'sqrtdk +4 std|spread',
      ],
    },
    'dk-flattens': {
      concepts: ['dk-flattens'],
      patterns: ['varianc* +4 / +0 dk', 'uniform|flat*|diffus*|blur*|wash*|smear*'],
    },
    assumption: {
      concepts: ['independence-assumption'],
      patterns: ['initiali*|init ~8 assum*|hold*|true|random'],
    },
  },
  'variant-teammate': {
    'scores-grow': { concepts: ['scores-grow', 'variances-add'] },
    'softmax-saturates': { concepts: ['softmax-saturates'] },
    'vanishing-gradients': {
      concepts: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
    },
    fix: { concepts: ['fix', 'unit-variance'] },
    'concrete-number': { concepts: ['number-then-consequence'] },
  },
  'variant-no-scale': {
    'scores-grow': { concepts: ['scores-grow', 'variances-add'] },
    'softmax-saturates': { concepts: ['softmax-saturates'] },
    'vanishing-gradients': {
      concepts: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
    },
    'grows-with-dk': { concepts: ['small-dk'], patterns: GROWS_WITH_DK },
  },
  'what-breaks': {
    'scores-grow': { concepts: ['scores-grow', 'variances-add'] },
    'softmax-saturates': { concepts: ['softmax-saturates'] },
    'vanishing-gradients': {
      concepts: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
    },
    'jacobian-mechanism': { concepts: ['jacobian-vanishes', 'jacobian-sketch'] },
  },
  'small-dk': {
    'mild-at-small': {
      patterns: [
        'effect|difference|gap|impact|change|benefit|help ~4 mild|small|minor|negligibl*|modest|little|tiny|slight*|less',
        'barely|hardly|little|less|not|rarely +2 matter*|much|help*|change*|saturat*|differ*',
        'mild*|harmless|modest',
        'std|spread|scores +4 2|small|modest',
        'top +2 weight*|probabilit* +4 #0.4..0.7',
        'far +2 from +2 onehot|saturat*',
        // "well short of one-hot", "peaked but nowhere near one-hot"
        'nowhere|short +2 near|of +2 onehot|saturat*|argmax',
        'softmax +3 soft',
        // The spread at a small d_k: "std about 2.8 at d_k = 8"
        'std|spread +4 #1.4..4',
      ],
      verdicts: ['hardly|barely|scarcely|little|less|mildly', 'not +1 much|really|nearly'],
    },
    'grows-with-dk': { concepts: ['scores-grow'], patterns: GROWS_WITH_DK },
    'keep-it-anyway': {
      patterns: [
        'keep*|leave*|use* ~6 anyway|still|even|regardless|harmless|free|cheap|consisten*',
        'cheap|free|costs|cost ~6 1|single|nothing|negligibl*|multipl*',
        'harmless|costless',
        'consisten*|same|uniform* ~6 every|any|all|across|whatever|regardless +3 dk|size*|head*|width*|scale*',
        'no +1 reason +2 remov*|drop*|skip*',
      ],
    },
  },
  'trained-drift': {
    'init-only': {
      concepts: ['independence-assumption'],
      patterns: ['initiali*|init|start* ~8 only|just|roughly|assum*|hold*|true|random'],
    },
    drift: {
      concepts: ['trained-drift'],
      patterns: [
        'norm*|scale*|magnitude*|varianc*|std ~6 grow*|drift*|chang*|increas*|shift*|wander*',
        'learn*|train*|updat* ~8 correlat*|depend*|align*|drift*',
        // "queries and keys start pointing the same way"
        'quer*|key*|q|k ~6 point* +2 same +1 way|direction*',
        'no|not|never +3 keep*|stay*|remain*|maintain*|preserv* ~4 unit|1|varianc*',
      ],
    },
    'default-not-law': {
      patterns: [
        'default|heuristic|convention',
        'rule +2 thumb',
        'starting +1 point',
        'not|no|never +3 guarantee*|proof|law|exact*|always|hold*',
        'guarantee*|proof ~3 not|no',
        'assumption* +3 break*|fail*|violat*|wrong|no +1 longer',
        'approximat*|roughly ~6 hold*|true|valid|right|work*',
      ],
    },
    'qk-norm': {
      patterns: [
        'qk +1 norm*|normali*|layernorm*',
        'quer* +2 key +1 norm*|normali*',
        'norm*|normali*|layernorm* +4 q|qk|quer*|key* +2 and +1 k|key*',
        'vit|22b|dehghani',
        // The ViT-22B evidence ("the logits diverged"); logits that merely
        // grow are the drift itself, not what QK-norm is for.
        'logit* +3 diverg*|explod*|blow*',
        'cosine +1 attention|similarit*',
      ],
      // "QK-norm I haven't used, so I can't say", "I don't know what QK-norm
      // does": the learner, not the method.
      veto: ['i', 'know'],
    },
  },
  'exploding-vs-vanishing': {
    // "Vanishing." picks one of the two the question offers: a bare noun answers it.
    vanishing: {
      concepts: ['vanishing-gradients', 'corrects-exploding'],
      patterns: ['vanish*'],
      named: true,
    },
    'saturated-jacobian': {
      concepts: ['jacobian-vanishes'],
      patterns: [
        `saturat*|onehot|flat ~10 gradient*|derivativ*|jacobian|slope* ~6 ${NEAR_ZERO}|small|little|nothing`,
        // "p is ~one-hot and every one of those entries goes to ~0"
        `saturat*|onehot ~10 entri*|element*|term* +3 go*|goes|are|become* +2 ${NEAR_ZERO}`,
      ],
    },
    'jacobian-sketch': { concepts: ['jacobian-sketch'] },
    'bounded-outputs': {
      patterns: [
        'bound*',
        'between +2 0 +2 1',
        'probabilit*|output*|weight* +4 0 +2 1',
        'can not|never|not +3 explod*|blow*|exceed*',
      ],
    },
  },
  'multi-head': {
    'per-head': {
      named: true,
      patterns: [
        // ("one" is read as the number 1)
        'per|each|one|1|single|every|own|individual ~4 head* ~10 dk|sqrtdk|dimension*|size|width|key*',
        'dk|sqrtdk ~8 per|each|single|one|own +2 head*',
        'dmodel +1 / +1 nheads|h|#',
      ],
    },
    'not-dmodel': {
      // "Not d_model, and not the number of heads." answers "which d_k?".
      named: true,
      patterns: [
        'not|no|never|rather|instead|neither|nor ~4 dmodel|sqrtdmodel|nheads|sqrtnheads|whole|full|total|combined',
        'dmodel|sqrtdmodel|nheads|sqrtnheads ~5 wrong|not|never|irrelevant',
        'independent*|regardless|irrespective +3 of +2 nheads|head*|dmodel|width',
        'nheads|dmodel|width +3 nothing +1 to +1 do',
      ],
    },
    example: {
      patterns: [
        '64 ~12 8|sqrtdk',
        '128 ~12 11|11.3|11.31|sqrtdk',
        'sqrt +1 64|128',
        'sqrtdk +1 = +1 #',
      ],
    },
    'head-dim-exception': {
      patterns: [
        'gemma',
        'query_pre_attn_scalar',
        'not +2 always|necessarily ~8 dmodel|nheads|equal*|/',
      ],
    },
  },
  additive: {
    additive: {
      named: true,
      patterns: [
        'additiv*|bahdanau|concat*',
        'feed +1 forward|feedforward|mlp ~8 scor*|attention|hidden',
      ],
    },
    'similar-small': {
      patterns: ['similar*|same|comparabl*|equal*|match*|par|close|even ~10 small|low|tiny'],
    },
    'additive-wins-unscaled': {
      patterns: [
        'additiv*|bahdanau|it ~10 outperform*|better|beat*|win*|wins|superior|best|ahead ~12 larg*|high*|big*|bigger',
        'larg*|high*|big* +3 dk|dimension* ~12 outperform*|better|beat*|win*|wins|superior|worse|degrad*',
        'unscaled|without +2 scal* ~12 outperform*|better|beat*|wins|superior|worse|degrad*',
      ],
    },
    why: { concepts: ['softmax-saturates', 'vanishing-gradients', 'jacobian-vanishes'] },
    faster: {
      patterns: [
        'faster|quicker|speed*|efficien*|cheaper|optimi*',
        'matri* +2 multipl*|product*|matmul ~10 fast*|efficien*|cheap*|hardware|gpu*|optimi*',
      ],
    },
  },
  'cost-flash': {
    'negligible-cost': {
      patterns: [
        'one|single|1|an|extra|scalar ~2 multipl*|multiply|mul|scal*',
        'fold*|absorb*|merg*|fus*|bak* ~8 w_q|wq|weight*|projection*|query|q|kernel',
        `negligibl*|trivial|free|cheap|tiny|minor|nothing|no|small ~4 cost*|overhead|extra|expens*|comput*|flop*`,
        'cost*|overhead ~6 negligibl*|trivial|free|cheap|tiny|minor|nothing|small|no',
        'elementwise|element +1 wise|pointwise',
      ],
    },
    'still-quadratic': {
      // Notes state it as a bare complexity: "still O(n^2 d) overall".
      named: true,
      patterns: ['quadratic*', 'n +1 ^ +0 2', 'n2', 'squar* ~4 sequence|length|n|token*'],
    },
    'flash-blockwise': {
      patterns: [
        'block*|tile*|tiling|chunk* ~12 softmax|scale*|scal*|max|sum|multipl*',
        'online +1 softmax',
        'running +1 max|sum|maximum|total',
        'rescal*',
      ],
    },
    'flash-exact': {
      patterns: [
        'exact*|identical|same +4 result*|output*|softmax|attention|answer|value*',
        'exact|exactly',
        'not|no +2 approximat*|approximation',
        'up +1 to +1 round*|float*|numerical*',
      ],
    },
  },
  'divide-by-dk-mup': {
    'dk-flattens': {
      concepts: ['dk-flattens'],
      patterns: [
        'varianc* +4 / +0 dk',
        'uniform|flat*|diffus*|blur*|wash*|smear*',
        'can not +1 focus',
      ],
    },
    'mup-correlation': {
      concepts: ['trained-drift'],
      patterns: [
        'correlat*|align*|coheren*',
        'grow* +3 like|as|with|proportional*|linear* +2 dk',
        'linear* +3 dk',
      ],
    },
    'mup-transfer': {
      patterns: ['transfer*', 'hyperparameter*|hparam*', 'width ~8 scal*|chang*|grow*'],
    },
    'both-consistent': {
      patterns: [
        'both|each|two ~8 right|correct|consistent|valid|sense|regime*|case*|situation*',
        'depend* +3 on|whether ~8 independ*|correlat*|align*|train*|init*',
        'init*|independ*|random ~20 correlat*|align*|train*',
        // the other regime set against the one just told: "At initialization, though, ..."
        'init*|initiali* ~3 though|however|whereas|while',
      ],
    },
  },
  'cross-entropy': {
    'ce-gradient': {
      patterns: [
        'p +0 y',
        'p +1 minus +1 y',
        'cancel*',
        'prediction* +2 minus|y +2 target*|label*|y',
      ],
    },
    'wrong-not-vanish': {
      patterns: [
        'confident*|saturat*|sure ~4 wrong|incorrect|mistaken',
        'wrong|incorrect ~10 gradient*|signal ~6 larg*|big|1|strong|full|not|still',
        'gradient* ~6 not|never|does not +2 vanish*|0|zero|die',
        // "p − y, no vanishing even when saturated"
        'no|not|never|without +1 vanish* ~8 even|saturat*|onehot|confident*',
      ],
    },
    'attention-not-loss': {
      patterns: [
        'inside|internal|intermediate|hidden|middle|deep|buried|inner',
        'output|final|vocab* +1 softmax|layer|logit*|token*|distribution',
        'still +4 through|pass*|multipl*|goes|go',
        'chain +1 rule',
        'jacobian|softmax ~6 still|again|remain*',
        'not|no|never +3 directly|on +2 attention|score*|weight*',
        // "the loss is downstream of that mixing"
        'downstream',
      ],
    },
    'still-needed': {
      patterns: [
        'still|needed|need*|necessary|keep*|matter*|help* ~8 scal*|divis*|factor|sqrtdk|divisor',
        'step +1 4|four',
        'train* +3 head|page|demo|step',
        // the problem is still there, so the fix is too: "saturation still starves W_Q"
        'saturat*|problem|jacobian|it ~4 still +2 starv*|vanish*|kill*|block*|happen*|remain*',
      ],
    },
  },
  adam: {
    'adam-normalises': {
      patterns: [
        'adam|optimi*|it ~10 divid*|normali*|rescal*|scal*|rms|adaptiv*',
        'rms|adaptiv*',
        '2nd|second +1 moment',
        'small +2 gradient* ~8 normal|larger|bigger|amplif*|boost*|full',
      ],
    },
    'lost-signal': {
      patterns: [
        'noise|noisy|epsilon|eps',
        'direction|information|signal ~8 lost|lose*|gone|missing|destroy*|recover*',
        'amplif*|magnif* +3 noise',
        'no|little +1 information',
      ],
    },
    'narrows-not-closes': {
      patterns: [
        'narrow*|reduc*|shrink*|smaller|help*|partial* ~10 gap|difference|problem|effect',
        // The gap not closed; "it doesn't replace it" alone says nothing of
        // how far Adam gets, which is the point.
        'not|never +3 clos*',
        'step +1 4|four',
        'some|moderate|small|certain|larg* +2 dk',
      ],
    },
    'forward-still-saturated': {
      concepts: ['softmax-saturates'],
      patterns: ['forward ~10 saturat*|onehot|still|peak*'],
    },
  },
  // The RoPE and int8 key-cache follow-ups (bank.ts), patterns of their own.
  'rope-scale': {
    'rotation-orthogonal': {
      patterns: [
        'rotat* ~10 orthogonal*|norm*|length*|preserv*|keep*',
        'orthogonal*',
        'norm*|length* ~6 preserv*|keep*|unchang*|same',
      ],
    },
    'variance-still-dk': {
      patterns: [
        'varianc* ~8 dk|same|unchang*|still',
        'sum +4 dk +2 product*|term*',
        'sqrtdk ~10 still|same|right|correct|work*',
      ],
    },
    'relative-offset': {
      patterns: [
        'relativ* ~6 position*|offset|distance',
        'offset|distance|differenc* ~8 position*|only|alone',
        'n +1 - +1 m',
        'm +1 - +1 n',
      ],
    },
    'correlation-offset': {
      patterns: [
        'correlat*|align*|train* ~12 offset|distance|position*|decay*',
        'decay* ~8 distance|offset|mean',
      ],
    },
  },
  'int8-kv-scale': {
    'dequantize-first': {
      patterns: [
        'dequantiz* ~10 sqrtdk|divid*|scale|before|first',
        'multipl* +4 by +2 s|scale ~10 sqrtdk|divid*|before',
      ],
    },
    'integers-wrong-spread': {
      patterns: [
        'integer*|int8|raw ~12 saturat*|too +1 larg*|big|wrong|spread',
        'scale +3 left|omit*|forgot*|miss*|drop*',
        'twice|double* ~10 flat*|uniform|small*',
      ],
    },
    'fold-once': {
      patterns: [
        'fold*|combin*|merg*|absorb* ~10 scale*|factor*|sqrtdk',
        'one +1 factor|multipl*',
        'once',
      ],
    },
    'outliers-clipping': {
      patterns: ['outlier* ~12 scale|channel*|clip*|coarse*|range', 'clip*', 'per +1 channel'],
    },
  },
};
