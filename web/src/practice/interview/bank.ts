// The mock-interview question bank: the main question, three variants of it
// and the follow-ups an interviewer probes with. What is asked, the key points
// a full answer makes, each with the claims that make it (claim ids of the
// claim layer, scorer/claim-layer/), the mistakes listened for, a model answer
// and the part of the page that shows the answer with live numbers. A new
// question is one entry here: grade-question.ts needs nothing more.
import type { ClaimRef } from '../scorer/claim-layer/followup-claims';
import type { MistakeId } from '../scorer/mistakes';

export type QuestionKind = 'main' | 'variant' | 'followup';

/** The page part (section `#step-<part>`) that shows the answer live. */
export type PagePart = 'variance' | 'saturation' | 'fix' | 'beyond' | 'train';

export interface KeyPoint {
  id: string;
  /** The point in words, shown as "covered" / "missing" to the learner. */
  text: string;
  /** The claims that make the point, any one of them: claim ids of the claim
   *  layer (scorer/claim-layer/tables/claims.ts, tables/followup-claims.ts) or claim
   *  templates over its lexicon written here. */
  claims: ClaimRef[];
}

export interface Question {
  id: string;
  kind: QuestionKind;
  text: string;
  keyPoints: KeyPoint[];
  /** Every key point is a strong point or a staff point. A follow-up's level
   *  follows its key points by one rule: strong needs every `strong` point,
   *  staff needs every key point (the `staff` ones as well). */
  strong: string[];
  staff: string[];
  /** The mistakes this question listens for (any one asserted caps it at weak). */
  mistakes: MistakeId[];
  part: PagePart;
  modelAnswer: string;
}

export const MAIN_QUESTION_ID = 'main';

export const QUESTIONS: readonly Question[] = [
  {
    id: 'main',
    kind: 'main',
    text: 'Why do transformers scale attention scores by 1/√d_k, and what breaks if you skip it?',
    keyPoints: [
      {
        id: 'unit-variance',
        claims: ['unit-variance'],
        text: 'The scaling keeps the variance of the scores near 1 whatever d_k is.',
      },
      {
        id: 'scores-grow',
        claims: ['scores-grow', 'variances-add'],
        text: 'Unscaled, a dot product of d_k terms has variance d_k: the scores grow with d_k.',
      },
      {
        id: 'softmax-saturates',
        claims: ['softmax-saturates'],
        text: 'Large scores saturate the softmax: one key takes almost all the weight.',
      },
      {
        id: 'jacobian-vanishes',
        claims: ['jacobian-vanishes', 'through-vanishes'],
        text: 'The softmax Jacobian goes to ~0, so W_Q and W_K get almost no gradient.',
      },
      {
        id: 'variances-add',
        claims: ['variances-add'],
        text: 'Why a square root: variances add, so the std grows like √d_k.',
      },
      {
        id: 'independence-assumption',
        claims: ['independence-assumption'],
        text: 'The assumption: independent, zero-mean, unit-variance entries of q and k.',
      },
    ],
    strong: ['unit-variance', 'softmax-saturates'],
    staff: ['jacobian-vanishes', 'variances-add', 'independence-assumption', 'scores-grow'],
    mistakes: [
      'exploding-gradients',
      'divide-by-dk',
      'divide-by-sqrt-dmodel',
      'divide-by-sqrt-heads',
      'just-smaller',
      'variance-exactly-one',
    ],
    part: 'fix',
    modelAnswer:
      'Assume q and k have independent entries with mean 0 and variance 1. Each product q_i k_i has variance 1 and variances add, so q·k has variance d_k: at d_k = 64 the scores have standard deviation 8. Such scores saturate the softmax, its Jacobian p_i(δ_ij − p_j) is near zero and W_Q and W_K get almost no gradient: the gradients vanish. Dividing by √d_k brings the variance back to 1.',
  },
  {
    id: 'variant-why-sqrt',
    kind: 'variant',
    text: 'Why the square root of d_k and not d_k itself?',
    keyPoints: [
      {
        id: 'variance-is-dk',
        claims: ['variances-add', 'variance-is-dk'],
        text: 'The unscaled score is a sum of d_k products whose variances add: its variance is d_k.',
      },
      {
        id: 'divisor-squared',
        claims: ['unit-variance', 'divisor-squared'],
        text: 'Dividing by c divides the variance by c², so variance d_k needs c = √d_k to come back to 1.',
      },
      {
        id: 'dk-flattens',
        claims: ['dk-flattens', 'uniform-attention'],
        text: 'Dividing by d_k leaves a variance of 1/d_k: the softmax turns nearly uniform and attention cannot focus.',
      },
      {
        id: 'assumption',
        claims: ['independence-assumption', 'init-assumption'],
        text: 'The argument assumes independent, zero-mean, unit-variance entries (roughly true at initialisation).',
      },
    ],
    strong: ['variance-is-dk', 'divisor-squared'],
    staff: ['dk-flattens', 'assumption'],
    mistakes: ['divide-by-dk', 'divide-by-sqrt-dmodel', 'divide-by-sqrt-heads'],
    part: 'fix',
    modelAnswer:
      'If the entries of q and k are independent with mean 0 and variance 1, q·k is a sum of d_k products of variance 1, and variances add, so the score has variance d_k and standard deviation √d_k. Dividing a number by c divides its variance by c², so to bring variance d_k back to 1 we need c² = d_k, that is c = √d_k. Dividing by d_k would over-correct: the variance would drop to 1/d_k (about 0.016 at d_k = 64), the softmax would be almost uniform and attention could not pick out a key.',
  },
  {
    id: 'variant-teammate',
    kind: 'variant',
    text: 'Explain the 1/√d_k factor to a teammate who is new to transformers.',
    keyPoints: [
      {
        id: 'scores-grow',
        claims: ['scores-grow', 'scores-large', 'spread-large', 'variances-add'],
        text: 'A dot product of longer vectors gives larger scores: their spread grows like √d_k.',
      },
      {
        id: 'softmax-saturates',
        claims: ['softmax-saturates'],
        text: 'Large scores make the softmax put almost all the weight on one key.',
      },
      {
        id: 'vanishing-gradients',
        claims: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
        text: 'A saturated softmax passes back almost no gradient, so the model stops learning where to look.',
      },
      {
        id: 'fix',
        claims: ['fix', 'unit-variance'],
        text: 'Dividing by √d_k brings the scores back to unit variance at any head size.',
      },
      {
        id: 'concrete-number',
        claims: ['concrete-number'],
        text: 'One concrete number, e.g. std 8 at d_k = 64, and what it does.',
      },
    ],
    strong: ['scores-grow', 'softmax-saturates', 'fix'],
    staff: ['vanishing-gradients', 'concrete-number'],
    mistakes: ['exploding-gradients', 'divide-by-dk', 'divide-by-sqrt-dmodel', 'just-smaller'],
    part: 'saturation',
    modelAnswer:
      'Attention compares a query with every key by a dot product. With 64 numbers per vector those products add up to scores with a spread of about 8, so one key easily scores 16 and another 8. The softmax turns that gap into a weight of 0.9997 for the top key: attention looks at one key only, and because the softmax is flat there, almost no gradient flows back to teach the query and key weights. Dividing the scores by √d_k, 8 here, brings their spread back to about 1 for any head size, so the softmax stays soft and keeps learning.',
  },
  {
    id: 'variant-no-scale',
    kind: 'variant',
    text: 'A colleague removed the 1/√d_k from their attention. What do you expect to happen?',
    keyPoints: [
      {
        id: 'scores-grow',
        claims: ['scores-grow', 'scores-large', 'spread-large', 'variances-add'],
        text: 'The raw scores have standard deviation √d_k (8 at d_k = 64).',
      },
      {
        id: 'softmax-saturates',
        claims: ['softmax-saturates'],
        text: 'The softmax saturates: nearly one-hot attention weights.',
      },
      {
        id: 'vanishing-gradients',
        claims: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
        text: 'Gradients to W_Q and W_K vanish (they do not explode), so training is slow or stalls.',
      },
      {
        id: 'grows-with-dk',
        claims: ['small-dk', 'grows-with-dk'],
        text: 'The damage grows with d_k: mild at small d_k, severe at 64 and beyond.',
      },
    ],
    strong: ['softmax-saturates', 'vanishing-gradients'],
    staff: ['scores-grow', 'grows-with-dk'],
    mistakes: ['exploding-gradients', 'just-smaller'],
    part: 'saturation',
    modelAnswer:
      'Nothing crashes, but learning gets worse as the head size grows. The unscaled scores have standard deviation √d_k, 8 at d_k = 64, so the softmax is nearly one-hot: in more than a third of queries the top weight is above 0.99. There its Jacobian is close to zero, so the gradients reaching W_Q and W_K vanish (they do not explode) and attention learns slowly or gets stuck on its first choice. At d_k = 4 the difference is mild; at 64 and beyond it is large.',
  },
  {
    id: 'what-breaks',
    kind: 'followup',
    text: 'What exactly breaks if you skip the scaling?',
    keyPoints: [
      {
        id: 'scores-grow',
        claims: ['scores-grow', 'scores-large', 'spread-large', 'variances-add'],
        text: 'Unscaled scores grow with d_k (std √d_k, 8 at d_k = 64).',
      },
      {
        id: 'softmax-saturates',
        claims: ['softmax-saturates'],
        text: 'The softmax saturates: the top key takes almost all the weight.',
      },
      {
        id: 'vanishing-gradients',
        claims: ['vanishing-gradients', 'jacobian-vanishes', 'corrects-exploding'],
        text: 'The gradients vanish rather than explode.',
      },
      {
        id: 'jacobian-mechanism',
        claims: ['jacobian-vanishes', 'through-vanishes', 'jacobian-sketch'],
        text: 'Why: the softmax Jacobian p_i(δ_ij − p_j) is ~0 when p is one-hot, so W_Q and W_K are starved.',
      },
    ],
    strong: ['softmax-saturates', 'vanishing-gradients'],
    staff: ['scores-grow', 'jacobian-mechanism'],
    mistakes: ['exploding-gradients', 'just-smaller'],
    part: 'saturation',
    modelAnswer:
      'The scores grow with d_k: their standard deviation is √d_k, 8 at d_k = 64. The softmax saturates and the top key takes almost all the weight. A saturated softmax has a Jacobian p_i(δ_ij − p_j) close to zero in every entry, so almost no gradient reaches W_Q and W_K: the gradients vanish, they do not explode, and attention stops learning where to look.',
  },
  {
    id: 'small-dk',
    kind: 'followup',
    text: 'Does the scaling matter when d_k is small?',
    keyPoints: [
      {
        id: 'mild-at-small',
        claims: ['mild-at-small'],
        text: 'Barely: at small d_k (e.g. 4) the raw scores have std √d_k ≈ 2 and the softmax is not saturated.',
      },
      {
        id: 'grows-with-dk',
        claims: ['scores-grow', 'grows-with-dk'],
        text: 'The gap opens as d_k grows: at 64 or 128 unscaled attention saturates.',
      },
      {
        id: 'keep-it-anyway',
        claims: ['keep-it-anyway'],
        text: 'Keep it anyway: it costs one multiply and makes behaviour the same at every head size.',
      },
    ],
    strong: ['mild-at-small', 'grows-with-dk'],
    staff: ['keep-it-anyway'],
    mistakes: ['same-at-every-dk'],
    part: 'saturation',
    modelAnswer:
      'Much less. At d_k = 4 the unscaled scores have standard deviation 2, the softmax is far from one-hot (top weight about 0.53 against 0.35 scaled) and the Jacobian is about as large as with the scaling. The gap opens as d_k grows: at 64 the top weight is near 1 in a third of trials. I would keep the factor anyway: it is one multiply per score and it makes a head behave the same whatever its size.',
  },
  {
    id: 'trained-drift',
    kind: 'followup',
    text: 'Do trained queries and keys keep unit variance? What is QK-norm for?',
    keyPoints: [
      {
        id: 'init-only',
        claims: ['independence-assumption', 'init-assumption'],
        text: 'The unit-variance argument holds only at initialisation, under independent unit-variance entries.',
      },
      {
        id: 'drift',
        // (Not the main rubric's trained-drift, which also takes QK-norm
        // named or the factor called a default: those are points of their own.)
        claims: ['drift'],
        text: 'Trained q and k correlate and drift in scale, so scores can grow faster than √d_k.',
      },
      {
        id: 'default-not-law',
        claims: ['default-not-law'],
        text: 'So 1/√d_k is a sound default, not a guarantee.',
      },
      {
        id: 'qk-norm',
        claims: ['qk-norm'],
        text: 'QK-norm normalises q and k before the dot product (ViT-22B) to stop attention logits diverging.',
      },
    ],
    strong: ['drift', 'default-not-law'],
    staff: ['qk-norm', 'init-only'],
    mistakes: ['variance-exactly-one'],
    part: 'beyond',
    modelAnswer:
      'No. The argument for √d_k assumes independent entries with mean 0 and variance 1, which is roughly true at initialisation only. During training q and k correlate and their norms drift, so the scores can grow faster than √d_k and the softmax can saturate again. The factor is a sound default, not a guarantee. QK-norm layer-normalises q and k before the dot product; the ViT-22B authors needed it because their attention logits diverged without it.',
  },
  {
    id: 'exploding-vs-vanishing',
    kind: 'followup',
    text: 'Without the scaling, do the gradients explode or vanish?',
    keyPoints: [
      {
        id: 'vanishing',
        claims: ['vanishing-gradients', 'corrects-exploding'],
        text: 'They vanish: the failure is a lack of gradient, not too much.',
      },
      {
        id: 'saturated-jacobian',
        claims: ['jacobian-vanishes', 'through-vanishes', 'saturated-jacobian'],
        text: 'A saturated softmax has a Jacobian near zero, so little signal passes back.',
      },
      {
        id: 'jacobian-sketch',
        claims: ['jacobian-sketch'],
        text: 'The Jacobian is p_i(δ_ij − p_j); its largest entry is 1/4, at p = 1/2.',
      },
      {
        id: 'bounded-outputs',
        claims: ['bounded-outputs'],
        text: 'Softmax outputs are bounded in [0, 1]: large logits make flat regions, not large gradients.',
      },
    ],
    strong: ['vanishing', 'saturated-jacobian'],
    staff: ['jacobian-sketch', 'bounded-outputs'],
    mistakes: ['exploding-gradients'],
    part: 'saturation',
    modelAnswer:
      'They vanish. The softmax Jacobian is p_i(δ_ij − p_j): every entry is at most 1/4, reached at p = 1/2, and when the weights are nearly one-hot every entry is close to zero. Large logits push the softmax into that flat region, so almost no gradient reaches W_Q and W_K. The outputs are probabilities between 0 and 1, so nothing blows up: exploding gradients is the wrong diagnosis.',
  },
  {
    id: 'multi-head',
    kind: 'followup',
    text: 'In multi-head attention, which d_k goes into the divisor?',
    keyPoints: [
      {
        id: 'per-head',
        claims: ['per-head'],
        text: "One head's key size (head_dim): each head's dot products have that many terms.",
      },
      {
        id: 'not-dmodel',
        claims: ['not-dmodel'],
        text: 'Not √d_model and not the number of heads.',
      },
      {
        id: 'example',
        claims: ['head-size-example'],
        text: 'Transformer base: d_model 512, 8 heads, d_k 64, so each head divides by 8.',
      },
      {
        id: 'head-dim-exception',
        claims: ['head-dim-exception'],
        text: 'head_dim is not always d_model / heads (Gemma 7B: 256), and Gemma 2 27B divides by √(d_model/heads).',
      },
    ],
    strong: ['per-head', 'not-dmodel'],
    staff: ['example', 'head-dim-exception'],
    mistakes: ['divide-by-sqrt-dmodel', 'divide-by-sqrt-heads'],
    part: 'beyond',
    modelAnswer:
      'The key size of one head. Each head takes dot products of its own d_k-long query and key, so the variance is d_k per head and the heads do not add up. In Transformer base d_model is 512 with 8 heads, so d_k = 64 and every head divides by √64 = 8, not by √512. Head size is not always d_model / heads: Gemma 7B uses 256 per head, and Gemma 2 27B is the odd one that divides by √(d_model/heads) = 12.',
  },
  {
    id: 'additive',
    kind: 'followup',
    text: 'What did the original paper compare dot-product attention against?',
    keyPoints: [
      {
        id: 'additive',
        claims: ['additive'],
        text: 'Additive attention: a feed-forward scorer with one hidden layer (Bahdanau style).',
      },
      {
        id: 'similar-small',
        claims: ['similar-small'],
        text: 'The two perform similarly at small d_k.',
      },
      {
        id: 'additive-wins-unscaled',
        claims: ['additive-wins-unscaled'],
        text: 'Additive attention wins at large d_k when the dot products are not scaled.',
      },
      {
        id: 'why',
        claims: ['softmax-saturates', 'vanishing-gradients', 'jacobian-vanishes'],
        text: 'The authors suspected large dot products saturate the softmax, hence the 1/√d_k.',
      },
      {
        id: 'faster',
        claims: ['faster'],
        text: 'Dot-product attention is faster and more memory-efficient: it is one matrix multiply.',
      },
    ],
    strong: ['additive', 'additive-wins-unscaled'],
    staff: ['why', 'faster', 'similar-small'],
    mistakes: ['additive-always-better'],
    part: 'beyond',
    modelAnswer:
      'Additive attention, which scores a query and key with a small feed-forward network with one hidden layer (Bahdanau style). Vaswani et al. note that the two are similar at small d_k, but additive attention does better at large d_k when the dot products are not scaled; they suspected the large dot products push the softmax into regions with tiny gradients, and added 1/√d_k. Scaled dot-product attention keeps the speed and memory advantage of a single matrix multiply.',
  },
  {
    id: 'cost-flash',
    kind: 'followup',
    text: 'Does the scaling change the cost of attention? How does FlashAttention apply it?',
    keyPoints: [
      {
        id: 'negligible-cost',
        claims: ['negligible-cost'],
        text: 'The scale is one multiply per score (or folded into W_Q): negligible next to the matrix products.',
      },
      {
        id: 'still-quadratic',
        claims: ['still-quadratic'],
        text: 'Attention stays quadratic in sequence length either way.',
      },
      {
        id: 'flash-blockwise',
        claims: ['flash-blockwise'],
        text: 'FlashAttention scales each block of scores inside its blockwise online softmax (running max and sum).',
      },
      {
        id: 'flash-exact',
        claims: ['flash-exact'],
        text: 'The result equals the full softmax exactly, up to rounding.',
      },
    ],
    strong: ['negligible-cost', 'still-quadratic'],
    staff: ['flash-blockwise', 'flash-exact'],
    mistakes: ['scale-changes-complexity', 'flash-approximate'],
    part: 'beyond',
    modelAnswer:
      'No: it is one multiply per score, and it can even be folded into W_Q, so it is negligible next to the QKᵀ and PV matrix products; attention stays quadratic in sequence length. FlashAttention multiplies each block of scores by the scale as it computes it, inside its blockwise online softmax, which keeps a running max and a running sum and rescales earlier partial results when the max grows. The result is exactly the full softmax, up to rounding.',
  },
  {
    id: 'divide-by-dk-mup',
    kind: 'followup',
    text: 'Why not divide by d_k? Doesn’t μP do exactly that?',
    keyPoints: [
      {
        id: 'dk-flattens',
        claims: ['dk-flattens', 'uniform-attention'],
        text: 'Under independence, dividing by d_k leaves variance 1/d_k: attention turns nearly uniform.',
      },
      {
        id: 'mup-correlation',
        claims: ['trained-drift', 'mup-correlation'],
        text: 'μP uses 1/d_k because trained q and k become correlated, so q·k grows like d_k, not √d_k.',
      },
      {
        id: 'mup-transfer',
        claims: ['mup-transfer'],
        text: 'μP chooses it so hyperparameters transfer across width (Tensor Programs V).',
      },
      {
        id: 'both-consistent',
        claims: ['both-consistent'],
        text: 'Both are consistent: √d_k is right for independent vectors at initialisation, 1/d_k for aligned ones.',
      },
    ],
    strong: ['dk-flattens', 'mup-correlation'],
    staff: ['both-consistent', 'mup-transfer'],
    mistakes: ['divide-by-dk'],
    part: 'fix',
    modelAnswer:
      'For independent unit-variance q and k the score variance is d_k, so dividing by d_k leaves 1/d_k, about 0.016 at d_k = 64: the softmax is nearly uniform and attention cannot focus. μP (Tensor Programs V) does use 1/d_k, on purpose: after training q and k are correlated, so their dot product grows like d_k rather than √d_k, and μP’s 1/d_k also lets hyperparameters transfer across width. The two agree: √d_k is the right scale for independent vectors at initialisation, and μP’s 1/d_k is the right one for aligned vectors.',
  },
  {
    id: 'cross-entropy',
    kind: 'followup',
    text: 'Doesn’t a cross-entropy loss undo the saturation?',
    keyPoints: [
      {
        id: 'ce-gradient',
        claims: ['ce-gradient'],
        text: 'Cross-entropy on a softmax has gradient p − y with respect to the scores: the Jacobian cancels.',
      },
      {
        id: 'wrong-not-vanish',
        claims: ['wrong-not-vanish'],
        text: 'So a confidently wrong softmax still gets a gradient of about 1; only a confidently right one gets ~0.',
      },
      {
        id: 'attention-not-loss',
        claims: ['attention-not-loss'],
        text: 'The attention softmax is inside the network, not the loss softmax: its gradient still passes through its own Jacobian, which vanishes.',
      },
      {
        id: 'still-needed',
        claims: ['still-needed'],
        text: 'So the scaling is still needed for attention (step 4 compares both losses on a trained head).',
      },
    ],
    strong: ['ce-gradient', 'attention-not-loss'],
    staff: ['wrong-not-vanish', 'still-needed'],
    mistakes: ['loss-fixes-attention'],
    part: 'train',
    modelAnswer:
      'Only where the cross-entropy sits directly on those scores. Then the gradient with respect to the scores is p − y: the softmax Jacobian cancels, and a confidently wrong softmax still gets a gradient of about 1; only a confidently right one gets zero. But the attention softmax is inside the network: the loss is on the output tokens, and the signal reaching the attention scores still goes through the attention softmax Jacobian p_i(δ_ij − p_j), which vanishes when attention saturates. So the scaling is still needed; step 4 of the page shows the two losses side by side.',
  },
  {
    id: 'adam',
    kind: 'followup',
    text: 'Adam rescales every gradient — does that make the divisor unnecessary?',
    keyPoints: [
      {
        id: 'adam-normalises',
        claims: ['adam-normalises'],
        text: 'Adam divides each gradient by its running RMS, so small gradients still give normal-size steps.',
      },
      {
        id: 'lost-signal',
        claims: ['lost-signal'],
        text: 'But a vanishing gradient carries little information: below noise or ε, rescaling amplifies noise, not direction.',
      },
      {
        id: 'narrows-not-closes',
        claims: ['narrows-not-closes'],
        text: 'So Adam narrows the gap at moderate d_k but does not close it at large d_k (step 4 shows it live).',
      },
      {
        id: 'forward-still-saturated',
        claims: ['softmax-saturates', 'forward-still-saturated'],
        text: 'The forward pass is still saturated: attention still looks at one key whatever the optimiser.',
      },
    ],
    strong: ['adam-normalises', 'lost-signal'],
    staff: ['narrows-not-closes', 'forward-still-saturated'],
    mistakes: ['optimiser-replaces-scaling'],
    part: 'train',
    modelAnswer:
      'It helps, but it does not replace the divisor. Adam divides each update by a running RMS of the gradient, so small gradients still give normal-size steps. When the softmax saturates the gradient is not just small, it is mostly noise: the useful signal is lost below the noise and ε, and rescaling it amplifies noise rather than recovering a direction. The forward pass is still one-hot too. Step 4 shows Adam narrowing the gap at moderate d_k without closing it at large d_k; the divisor costs one multiply, so keep it.',
  },
  // Follow-ups the flashcard seed ends with: RoPE keeps the scale, an int8
  // key cache can break it. Beyond computes both live.
  {
    id: 'rope-scale',
    kind: 'followup',
    text: 'Why does RoPE preserve the √d_k scaling?',
    keyPoints: [
      {
        id: 'rotation-orthogonal',
        claims: ['rotation-orthogonal'],
        text: 'RoPE rotates pairs of q and k entries; a rotation is orthogonal and keeps their norms.',
      },
      {
        id: 'variance-still-dk',
        claims: ['variance-still-dk'],
        text: 'With independent entries the rotated score is still a sum of d_k products with variance d_k at every offset, so √d_k stays right.',
      },
      {
        id: 'relative-offset',
        claims: ['relative-offset'],
        text: 'The rotated score depends only on the position offset: (R_m q)·(R_n k) = q·(R_(n−m) k).',
      },
      {
        id: 'correlation-offset',
        claims: ['correlation-offset'],
        text: 'The offset changes the scores only once q and k are correlated (their mean decays with distance); at initialisation it does not.',
      },
    ],
    strong: ['rotation-orthogonal', 'variance-still-dk'],
    staff: ['relative-offset', 'correlation-offset'],
    mistakes: ['rope-changes-variance'],
    part: 'beyond',
    modelAnswer:
      'RoPE rotates each pair of query and key entries by an angle proportional to the position. A rotation is orthogonal, so it keeps the norms of q and k, and (R_m q)·(R_n k) = q·(R_(n−m) k): the score depends only on the relative offset. Given k, the rotated key is another vector of the same length, so with independent unit-variance entries the score is still a sum of d_k products with variance d_k at every offset, and √d_k is still the right divisor. The offset only matters once q and k are correlated, as after training: then the mean score decays with distance. At initialisation the variance is the same at every offset.',
  },
  {
    id: 'int8-kv-scale',
    kind: 'followup',
    text: 'Why can int8 KV-cache quantization break the √d_k scaling?',
    keyPoints: [
      {
        id: 'dequantize-first',
        claims: ['dequantize-first'],
        text: 'Dequantize (multiply by the scale s) before dividing by √d_k: the score variance stays about 1.',
      },
      {
        id: 'integers-wrong-spread',
        claims: ['integers-wrong-spread'],
        text: 'Dividing the raw integer scores by √d_k leaves the scale out: they are about 1/s too large and the softmax saturates; applying s twice flattens it.',
      },
      {
        id: 'fold-once',
        claims: ['fold-once'],
        text: 'Fold the quantization scale and 1/√d_k into one factor, applied once.',
      },
      {
        id: 'outliers-clipping',
        claims: ['outliers-clipping'],
        text: 'Outlier key channels set a large per-tensor scale (coarse steps for the rest) or get clipped; per-channel key scales (KIVI) avoid both.',
      },
    ],
    strong: ['dequantize-first', 'integers-wrong-spread'],
    staff: ['fold-once', 'outliers-clipping'],
    mistakes: ['quant-scale-on-integers'],
    part: 'beyond',
    modelAnswer:
      'An int8 cache stores each key entry as round(x/s) with a scale s. Each dot product has to be dequantized, multiplied by s, and then divided by √d_k; then the variance stays about 1. A raw integer dot product divided by √d_k alone would be missing the scale and be 1/s times larger, so the softmax saturates; with s applied twice attention flattens. The safe way is to fold s and 1/√d_k into one factor applied once. Outlier key channels are the other risk: each sets a large per-tensor scale, so ordinary entries receive coarse steps, and clipping the range cuts the outliers instead; per-channel key scales, as in KIVI, avoid both.',
  },
];

export function questionById(id: string): Question | undefined {
  return QUESTIONS.find((q) => q.id === id);
}
