// Turns a free-text answer into a canonical lowercase form in which the many
// ways of writing the same thing (√dk, sqrt(d_k), "square root of the key
// dimension", d sub k, head dim ...) become one token, while keeping the map
// back to the learner's original characters.
import { correctAnchorTypos } from './anchor-typos';
import { readCodeAndMarkdown } from './code-markdown';
import { breakListItems } from './list-layout';
import { mapChars, mapIdentity, mapReplace, type MappedText } from './mapped-text';
import { spellOutMath } from './math-notation';
import { resolveNumericDivisors } from './numeric-divisor';
import { writeOutScientific } from './scientific-notation';

/** "dimension" with its common misspellings, "dimensionality" and "dim". */
const DIM = 'dim(?:en[st]ion(?:ality)?)?';

/** Greek letters with no meaning of their own here, by their LaTeX names. */
const GREEK_NAMES: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  θ: 'theta',
  λ: 'lambda',
  τ: 'tau',
};

/** [pattern, replacement] pairs applied in order; order matters (compounds first). */
const REWRITES: [RegExp, string][] = [
  // Typography: curly quotes, dashes used as punctuation, minus signs.
  [/[’‘`]/, "'"],
  [/\s[—–]\s|—/, ' , '],
  [/[−–]/, '-'],
  [/√/, ' sqrt '],
  // The division sign is the slash the rules read ("÷d_k would flatten attention").
  [/÷/, ' / '],
  [/∂/, ' derivative '],
  // ∂L/∂W_Q and dL/dW_Q are the gradient of the loss with respect to W_Q.
  [
    /\bderivative\s*(?:l|loss|\(\s*loss\s*\))\s*\/\s*derivative\s*|\bdl\s*\/\s*d(?=\s*w)/,
    ' gradient wrt ',
  ],
  // dL/dscores, dL/dlogits: the gradient with respect to the scores.
  [/\bdl\s*\/\s*d\s*(?=(?:scores?|logits?)\b)/, ' gradient wrt the '],
  // "d softmax / d logits", "dp/dz": the softmax's derivative, not a division by d.
  [
    /\bd\s*(softmax|p|attn|attention|weights?|probs?|probabilities)\s*\/\s*d\s*(?=[a-z])/,
    ' derivative of $1 wrt ',
  ],
  [/[≈~]/, ' approx '],
  // Big-O as a typical size, "about": "the scores are O(√d_k)", "O(1) after
  // scaling" (one level of brackets inside: "O(sqrt(d_k))").
  [/\bo\s*\(((?:[^()]|\([^()]*\))*)\)/, ' approx $1 '],
  // A root written as a power: "121 ** 0.5" is √121, "8192 ** -0.5" divides by √8192,
  // "(dim // heads) ** -0.5" by the root of the bracket.
  [/\(([^()]*)\)\s*\*\*\s*-\s*0?\.5\b/, ' / sqrt ( $1 ) '],
  [/\(([^()]*)\)\s*\*\*\s*0?\.5\b/, ' sqrt ( $1 ) '],
  [/\b([a-z_][a-z0-9_]*|\d+)\s*\*\*\s*-\s*0?\.5\b/, ' / sqrt $1 '],
  [/\b([a-z_][a-z0-9_]*|\d+)\s*\*\*\s*0?\.5\b/, ' sqrt $1 '],
  // "(vanish, ≠ explode)": not.
  [/≠/, ' not '],
  // An issue's title "Bug: …" reports what the code does, as "the bug
  // report" says it (tables/triggers.ts).
  [/\bbug\s*:/, ' bug report '],
  // A label "Cause:", "Root cause:" names what follows as the cause of what
  // came before, as "the cause is" does (not a forward "cause").
  [/\bcauses?\s*:/, ' cause is '],
  // "Var(q·k/√d_k) ≡ 1": identically one.
  [/≡/, ' = exactly '],
  [/→|->|=>/, ' then '],
  // Greek letters by the names LaTeX gives them ("α_ij" as "\alpha_{ij}"):
  // "one α_ij near 1" names a weight. (σ, μ and Σ have rows of their own.)
  ...Object.entries(GREEK_NAMES).map(([letter, name]): [RegExp, string] => [
    new RegExp(letter),
    name,
  ]),
  // The Jacobian's diagonal as x(1 − x), whatever the variable is called:
  // "p_i(1-p_i)", "s * (1 - s)" (the minus would be lost with the brackets).
  [/\b([a-z](?:_[a-z0-9]+)?)\s*\*?\s*\(\s*1\s*-\s*\1\s*\)/, ' $1 times one minus $1 '],
  // ("mu-parameterization", "μ-parametrisation": the name spelt out.)
  [
    /[µμ]\s*-?\s*p\b|\bmu\s*-?\s*p\b|\bmaximal update\w*|(?:[µμ]|\bmu)\s*-?\s*paramete?ri[sz]ation/,
    ' mup ',
  ],
  [/\bi\.\s?i\.\s?d\.?|\biid\b/, ' iid '],
  // N(0,1) is the standard normal (its "0" is no near-zero gradient).
  [/\bn\s*\(\s*0\s*,\s*1\s*\)/, ' standardnormal '],
  // Study-note abbreviations: "indep", "indep." are independent.
  [/\bindep\b\.?/, ' independent '],
  // "w/o it", "grows w/ d_k": without, with (not a division by d_k).
  [/\bw\/o\b/, ' without '],
  [/\bw\/(?=\s)/, ' with '],
  [/\bthru\b/, ' through '],
  // "Take Transformer base: d_model 512, 8 heads, …": an imperative "take"
  // opening a sentence sets up an example; it uses no divisor.
  [/(?<=^\s*|[.!?]\s+|\n\s*)take\b/, 'consider'],
  [/\bwts?\b/, ' weight '],
  [/\bw\.r\.t\.?|\bwith respect to\b/, ' wrt '],
  [/\be\.g\.?|\bi\.e\.?/, ' , '],
  [/\bone[\s-]hot\b/, ' onehot '],
  [/\bwinner[\s-]takes?[\s-]all\b|\bhard[\s-]?max\b/, ' argmax '],
  // "the backprop signal", "backpropagated gradients": the gradient.
  [/\bback[\s-]?prop(?:agat\w*)?(?:\s+(?:signal|gradients?))?\b/, ' gradient '],
  // What goes into the softmax is the score, however it is called.
  [
    /\bpre[\s-]?softmax\s+(?:scores?|values?|activations?|inputs?|logits?)\b|\bsoftmax\s+(?:inputs?|arguments?)\b|\binputs?\s+(?:to|of)\s+the\s+softmax\b/,
    ' logits ',
  ],
  [/\bcentral[\s-]+limit(?:[\s-]+theorem)?\b/, ' clt '],
  // "independent noise adds in quadrature": the variances add.
  [/\b(?:in|as\s+a)\s+quadrature\b|\bquadrature\s+sum\b/, ' in variance '],
  // Said aloud, W_Q is "W Q".
  [/\bw\s+(q|k|v)\b/, ' w_$1 '],
  // "no matter what" negates nothing, and "doesn't hurt" says something is
  // harmless (the "not" would read as denying the whole phrase); the
  // lexicons' rows are written in these forms ("regardless", "harmless").
  [/\bno matter\b/, ' regardless '],
  [
    /\b(?:does|do|did|will|would)\s*(?:not|n't)\s+(?:really\s+|much\s+)?(?:hurt|harm)\b/,
    ' is harmless ',
  ],
  [/\b(?:does|do)\s*(?:not|n't)\s+(?:really\s+|much\s+)?matter\b/, ' is irrelevant '],
  // "I'd push back on that": an argument against, not a push.
  [/\bpush(?:es|ed|ing)? back (?:on|against)\b/, ' argue against '],
  // "d_model plays no role": irrelevant (the "no" is no part of a relation's name).
  [/\b(?:plays?|playing|played)\s+no\s+(?:real\s+)?(?:role|part)\b/, ' is irrelevant '],
  // "the scaling isn't really needed" says it is unnecessary.
  [
    /\b(?:is|are)\s*(?:not|n't)\s+(?:really\s+|actually\s+)?(?:needed|necessary|required)\b/,
    ' is unnecessary ',
  ],
  // "saturated attention isn't a problem" says it is harmless.
  [/\b(?:is|are)\s*(?:not|n't)\s+(?:really\s+)?(?:a|an)\s+(?:problem|issue)\b/, ' is harmless '],
  // "shouldn't depend on the head size", "no longer depends on d_k": independent of it
  [
    /\b(?:(?:does|do|should|would|must)\s*(?:not|n't)\s+depend|(?:no\s+longer|never)\s+depends?)\s+on\b/,
    ' is independent of ',
  ],
  // "independent of each other", "independently of every other pin", "of the
  // others" is the assumption, not an invariance ("independent of the head
  // size": the lexicon's invariant).
  [
    /\bindependent(?:ly)?\s+(?:of|from)\s+(?:each\s+other|one\s+another|(?:all\s+)?the\s+(?:others?|rest)|every(?:one|thing)?\s+else|every\s+other\s+\w+|the\s+other\s+\w+|all\s+others?)\b/,
    ' mutually independent ',
  ],
  // Independent of something other than q, k, their entries or the
  // dimension ("of how the weights evolve", the lexing's "does not depend on
  // the softmax") is neither the assumption nor the invariance the lexicon
  // names ("independent of d_k").
  [
    /\bindependent(?:ly)?\s+of\s+(?!\s|(?:the\s+)?(?:q|k|quer\w*|keys?|entr\w*|component\w*|coordinat\w*|element\w*|d|dk|d_\w+|dim\w*|size|head\w*|width|hidden\w*|model\w*|embed\w*)\b)/,
    ' separate from ',
  ],
  // Contractions, with or without the apostrophe ("q,k arent indep", "it doesnt
  // learn"), so negation is always the word "not".
  [/\bwon'?t\b/, 'will not'],
  [/\bcan'?t\b|\bcannot\b/, 'can not'],
  [/n't\b/, ' not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)nt\b/, '$1 not'],
  // "it's" is "it is", but "the softmax's gradient" is a possessive: reading it
  // as "softmax is gradient" would split a compound the lexicon looks for.
  [/\b(it|that|what|there|here|he|she|who|where|how)'s\b|\b(that|what|there|here)s\b/, '$1$2 is'],
  [/'s\b/, ''],
  [/'re\b/, ' are'],
  // "that'd be √768" imagines; "you'd divide by √768" says what one does.
  [/\b(that|it|this|which|there)'d\b/, '$1 would'],
  // (Its "d" is no head size.)
  [/\b(you|we|i|they|one)'d\b/, '$1'],
  // The quantities the question is about.
  // σ², σ^2 (NFKC: σ2), "sigma squared" and var are the variance.
  [/σ\s*\^?\s*2(?![0-9])|\bsigma\s*(?:\^\s*2(?![0-9])|squared\b)|\bvar\b/, ' variance '],
  // σ(z)_i, one entry of a function's output, is the softmax written as σ.
  [/σ(?=\([^)]*\)_)/, ' softmax '],
  [/\bstandard[\s-]+deviations?\b|\bstd\.?\s*dev\b|\bstdev\b|σ/, ' std '],
  [/\bq\s+dot\s+k\b/, ' qk '],
  // matmul(query, key.transpose(-2, -1)): the score, not "= … 1".
  [
    /\b(?:matmul|bmm)\s*\(\s*(?:q|query|queries)(?:_layer)?\s*,\s*(?:k|key|keys)(?:_layer)?\s*\.?\s*transpose\s*\([^)]*\)\s*\)/,
    ' qk ',
  ],
  // q·k, q.k, q^T k, qᵀk (NFKC: qtk), QK^T, QK^⊤: all the score.
  [
    /\bq\s*@\s*k\s*\.?\s*(?:t\b|transpose\s*\([^)]*\))|\bq\s*[·.*]\s*k\b|\bq\s*(?:\^\s*\{?\s*[t⊤]\s*\}?|[t⊤])\s*k\b|\bq\s*k\s*\^?\s*(?:t\b|⊤)/,
    ' qk ',
  ],
  // An embedding or hidden size said of the keys or of a head is d_k: "the
  // key embedding dimension", "the embedding size of each head", "the
  // model dimension per head", "the number of embedding dimensions for the keys".
  [
    new RegExp(
      `\\b(?:(?:key|query|head)s?[\\s_-]+(?:embedding|hidden)[\\s_-]*(?:size|${DIM})s?|(?:embedding|hidden|model)[\\s_-]*(?:size|${DIM})s? (?:of|for|per) (?:the |each |a |one )?(?:keys?|quer(?:y|ies)|(?:attention )?heads?)(?: vectors?)?)\\b`,
    ),
    ' dk ',
  ],
  // (Not code's d_model_per_head, one head's size.)
  [
    /\bd\s*model\b|\bd_\{?model\}?(?!_per)|\bmodel[\s_-]*(?:dim(?:ension)?|width|size)s?\b|\bhidden[\s_-]*(?:size|dim(?:ension)?)\b|\bembedding[\s_-]*(?:size|dim(?:ension)?)\b/,
    ' dmodel ',
  ],
  // A config line gives the width as "hidden 4096" or "hidden: 4096".
  [/\bhidden(?=\s*[:=]?\s*\d)/, ' dmodel '],
  [
    /\bnum[\s_-]*heads?\b|\bnumber of (?:attention )?heads\b|\bhead[\s_-]*count\b|\bn[\s_]?heads\b/,
    ' nheads ',
  ],
  // "the per-head (key) size / dimension" says per head as well as d_k.
  [new RegExp(`\\bper[\\s-]head (?:key )?(?:size|${DIM})s?\\b`), ' per head dk '],
  // ... and so does "the dimension (size) per head".
  [new RegExp(`\\b(?:${DIM}|size)s? per (?:attention )?head\\b`), ' dk per head '],
  [
    new RegExp(
      [
        `\\bhead[\\s_-]*(?:${DIM}s?|size|width)\\b`,
        // code's d_model_per_head, dim_per_head, size_per_head
        `\\b(?:d_model|${DIM}|size)_per_head\\b`,
        // key dim, keys' dimension, query/key size, q/k dim
        `\\b(?:query\\s*/\\s*key|key\\s*/\\s*query|q\\s*/\\s*k|keys?'?)[\\s_-]*(?:${DIM}|size|length|width)s?\\b`,
        // key vector size (not "length": the length of a vector is its norm)
        `\\bkey[\\s_-]*vectors?[\\s_-]*(?:${DIM}|size|width)s?\\b`,
        // the size of the key vectors, of each key
        `\\bsize of (?:the )?(?:each )?keys?(?: vectors?)?\\b`,
        `\\b${DIM} of (?:the )?(?:each )?(?:quer(?:y|ies) and )?keys?(?: vectors?)?\\b`,
      ].join('|'),
    ),
    ' dk ',
  ],
  // "K/V heads", "the Q/K/V projections": a slash between the letters of
  // the projections joins them; it divides nothing.
  [/\b([qkv])\s*\/\s*(?=[qkv]\b)/, '$1 '],
  // d_k, d_{k}, dₖ (NFKC: dk), d sub k, the head-size names d_head, d_h, and
  // d_q / d_qk (queries and keys share the width).
  [/\bd(?:_\s*\{?\s*(?:k|h|q|qk|head|key)\s*\}?|k|head|\s+sub\s+k|\s+k)\b/, ' dk '],
  // The head size written as the width over the head count, d/h, d_model/h
  // or code's n_embd // n_head and C // n_head, is d_k ("divide by d/h",
  // "its variance is d/h"), and one head's: "d_k = d_model / h" says d_k is
  // the size per head. Under a root it stays the per-head divisor √(d/h).
  [
    /(?<!sqrt\s*[({]?\s*)\b(?:d|c|dim|hidden|width|dmodel|n_?embd|embed_?dim)\s*\/\/?\s*(?:h|nheads|n_?head)\b(?!\s*[)}])/,
    ' dk per head ',
  ],
  // "… is divided by num_heads to get head_dim": the width shared out among
  // the heads, named by what it gives, is one head's size, no division of
  // the scores (as "d_model / h" is, above).
  [
    /\b(?:divided|split)\s+(?:by|into|among|between)\s+(?:the\s+)?nheads\s+to\s+(?:get|give|obtain|yield|form)\b/,
    ' split into heads, giving ',
  ],
  // "squareroot", "sq. root", "sqroot", "square route", LaTeX "\sqrt{...}".
  [
    // ("the root cause" is no root.)
    /\bsquare[\s-]*(?:roots?|routes?)(?:\s+of)?\b|\bsq\.?\s*roots?(?:\s+of)?\b|\broots?(?!\s+caus)(?:\s+of)?\b|\bsqrt\b/,
    ' sqrt ',
  ],
  // Powers one half: d_k^0.5, d_k^(1/2), d_k^{½}, dk**.5 are square roots, and so
  // are those of a bare d, the head size as code names it ("* d ** -0.5"), like √d below.
  [/\b(dk|dmodel|nheads|d)\s*(?:\^|\*\*)\s*[({]?\s*(?:0?\.5|1\s*[/⁄]\s*2)\s*[)}]?/, ' sqrt $1 '],
  // ... and in words: "d_k to the power (of) 1/2", "d_k raised to the one-half".
  [
    /\b(dk|dmodel|nheads)\s+(?:raised\s+)?to\s+the\s+(?:power\s+(?:of\s+)?)?(?:0?\.5|1\s*\/\s*2|(?:one[\s-])?half)(?:\s+power)?\b/,
    ' sqrt $1 ',
  ],
  // A power minus one half is one over the square root: d_k^{-1/2}, d_k**-0.5.
  [
    /\b(dk|dmodel|nheads|d)\s*(?:\^|\*\*)\s*[({]?\s*-\s*(?:0?\.5|1\s*[/⁄]\s*2)\s*[)}]?/,
    ' / sqrt $1 ',
  ],
  // ... and as a call: "pow(d_model, 0.5)", "torch.pow(head_dim, -0.5)".
  [
    /\b(?:[a-z]+\.)?pow(?:er)?\s*\(\s*(dk|dmodel|nheads|d)\s*,\s*(?:0?\.5|1\s*\/\s*2)\s*\)/,
    ' sqrt $1 ',
  ],
  [
    /\b(?:[a-z]+\.)?pow(?:er)?\s*\(\s*(dk|dmodel|nheads|d)\s*,\s*-\s*(?:0?\.5|1\s*\/\s*2)\s*\)/,
    ' / sqrt $1 ',
  ],
  // A root written as a power has its brackets gone, whatever the power:
  // "/ (d_model ** 0.5)", "/ (embed_size ** (1/2))" divide by the root, in one clause.
  [/\(\s*((?:\/\s*)?sqrt\s+(?:[a-z_][a-z0-9_]*|\d+))\s*\)/, ' $1 '],
  // "d_k's square root" (the possessive is gone by now), "d_k, square-rooted",
  // "root-d_k": the root of d_k, not d_k.
  [/\b(dk|dmodel|nheads)\s+sqrt\b(?!\s*(?:of\b|\(|dk\b|d\b))/, ' sqrt $1 '],
  [/\b(dk|dmodel|nheads)\s*,?\s+(?:square[\s-]*)?rooted\b/, ' sqrt $1 '],
  [/\bsqrt\s*[-_]\s*(?=(?:dk|dmodel|nheads|d)\b)/, ' sqrt '],
  // "sqrt (of the) d_k" is the right divisor; keep it apart from a bare d_k (and
  // the roots of d_model and the head count apart from theirs).
  // A closing bracket goes only with its opening one: in "(instead of √d_k)"
  // the ")" closes the aside, and the clause with it.
  [
    /\bsqrt\s*(?:of\s+)?(?:the\s+)?(?:\(\s*(dk|dmodel|nheads)\s*\)|\{\s*(dk|dmodel|nheads)\s*\}|(dk|dmodel|nheads)\b)/,
    ' sqrt$1$2$3 ',
  ],
  // A bare "√d" / "root d" is how papers and spoken answers name the same divisor.
  [/\bsqrt\s*(?:\(\s*d\s*\)|\{\s*d\s*\}|d\b(?!\s*sub\b))/, ' sqrtdk '],
  // In attention, h is the head count (Vaswani et al.): √h is √num_heads.
  [/\bsqrt\s*(?:\(\s*h\s*\)|\{\s*h\s*\}|h\b)/, ' sqrtnheads '],
  // The root of a reciprocal that is no dimension ("multiply the logits by
  // √(1/t)", YaRN's temperature) is no √d_k.
  [/\bsqrt\s*[({]?\s*1\s*\/\s*(?!(?:sqrt)?(?:dk|dmodel|nheads|d)\b)/, ' rootof 1 / '],
  // "the reciprocal (inverse) of the standard deviation" is one over it.
  [/\b(?:the\s+)?(?:reciprocal|inverse)\s+of\b/, ' one over '],
  // ... and so is "the inverse square root" ("multiply by the inverse
  // square root of the dimension" divides by the root).
  [/\b(?:the\s+)?(?:reciprocal|inverse)\s+(?=sqrt)/, ' one over '],
  // "1/sqrt(d_k)" and "one over d_k" mean dividing by it; dropping the numerator
  // keeps its "1" from reading as "variance 1" in "the variance becomes 1/d_k".
  [/\b(?:1|one)\s*(?:\/|over)\s*(?=(?:sqrtdk|dk|sqrtdmodel|dmodel|sqrtnheads|nheads)\b)/, ' / '],
  [/(\d)\s*%/, '$1 percent'],
  // "outputs near 0/1": the two ends, not a division (0/1 is no number anyone divides).
  [/\b0\s*\/\s*1\b(?!\s*\/|\.\d)/, ' 0 or 1 '],
  // "Take one query and one key with independent components": a pair of
  // vectors for the derivation, not all the weight on one key.
  [
    /\b(?:1|one|a single)\s+(quer(?:y|ies)|q|vectors?)\s+and\s+(?:1|one|a single)\s+(keys?|k)\b/,
    ' a $1 and a $2 ',
  ],
  // "The reason it gets peaky is that the variance is d_k": the effect named
  // after "the reason", its cause after "is that". Told as "it gets peaky
  // because the variance is d_k", so a later "so" follows from the cause.
  [
    /\bthe reason (?:why |that )?([^.;:!?\n]{1,80}?) (?:is|was) (?:simply |just )?(?:that|because|due to)\b/,
    ' $1 because ',
  ],
];

const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(UNITS.map((word, n) => [word, n])),
  sixteen: 16,
  ...Object.fromEntries(TENS.map((word, k) => [word, 20 + 10 * k])),
  hundred: 100,
  thousand: 1000,
  half: 0.5,
  quarter: 0.25,
};

/** "sixty-four" -> "64", "one" -> "1", so numbers compare as numbers. */
function numberWordsToDigits(input: MappedText): MappedText {
  // "one half" and "a quarter" are one number each, not "1 0.5".
  const fractions = mapReplace(input, /\b(?:one|a)[\s-](half|quarter)\b/g, (_m, part: string) =>
    String(NUMBER_WORDS[part]),
  );
  // "I always forget which one it is", "each one": a pronoun, no value of
  // 1. (Not "each one-hot row".)
  const pronouns = mapReplace(
    fractions,
    /\b(which|each|every|any|no)\s+one\b(?!\s*-|\s+hot\b)/g,
    '$1 item',
  );
  // "One could get a similar effect", "but one can show": the generic
  // pronoun, the writer's own voice, opening a clause before a modal or an
  // auxiliary (not "a variance of one would keep it soft").
  const generic = mapReplace(
    pronouns,
    /(?<=^\s*|[.!?;:,(]\s*|\b(?:and|but|so|then|if|that|because|where|now|here|thus)\s+)one\s+(?=(?:can|could|may|might|must|should|would|will|needs?|has|had)\b)/g,
    'we ',
  );
  const words = Object.keys(NUMBER_WORDS).join('|');
  const compound = new RegExp(`\\b(${TENS.join('|')})[\\s-](${UNITS.slice(1, 10).join('|')})\\b`);
  const withCompounds = mapReplace(generic, compound, (_m, tens: string, unit: string) =>
    String(NUMBER_WORDS[tens] + NUMBER_WORDS[unit]),
  );
  const digits = mapReplace(withCompounds, new RegExp(`\\b(${words})\\b`), (word) =>
    String(NUMBER_WORDS[word]),
  );
  // Spoken sizes: "a hundred and twenty-eight" -> 128, "four thousand
  // ninety-six" -> 4096, "five hundred" -> 500.
  const sizes = mapReplace(
    digits,
    /\b(?:(\d+)|a)\s+(100|1000)\b(?:(?:\s+and)?\s+(\d+)\b)?/g,
    (whole, times: string | undefined, scale: string, rest: string | undefined) => {
      const base = Number(times ?? 1) * Number(scale);
      if (rest !== undefined && Number(rest) < Number(scale)) return String(base + Number(rest));
      return rest === undefined ? String(base) : whole;
    },
  );
  // Spoken decimals: "ninety-nine point nine" -> 99.9, "point nine nine" -> 0.99.
  return mapReplace(
    sizes,
    /(?:\b(\d+)\s+)?\bpoint((?:\s+\d\b)+)/g,
    (_m, whole: string | undefined, digits: string) =>
      `${whole ?? 0}.${digits.replace(/\s+/g, '')}`,
  );
}

/** Code and notes often name the head size a bare d ("d = 64", "np.sqrt(d)",
 *  "var grows w/ d"). Once the answer has set d up as the dimension that way,
 *  every bare d is d_k; in any other answer a lone d is left alone. */
const D_IS_THE_DIMENSION = /\bd\s*=\s*\d|\bsqrtdk\b/;
const BARE_D = /(?<!['’])\bd\b(?!\s*(?:sub\b|=\s*[a-z]))/;
function readBareDAsDk(input: MappedText): MappedText {
  if (!D_IS_THE_DIMENSION.test(input.text)) return input;
  return mapReplace(input, BARE_D, ' dk ');
}

/** Code names the divisor once and uses the name: `scale = math.sqrt(d_k)`,
 *  then `scores * scale`. A name set to a root reads as that root where it is
 *  used to multiply or divide, and multiplying by the root says "times", as
 *  prose would ("* (1/√d_k)" divides). */
const ROOT_ASSIGNED = /\b([a-z_][a-z0-9_]*)\s*=\s*(\/\s*)?(sqrtdk|sqrtdmodel|sqrtnheads)\b/g;
function readCodeAliases(input: MappedText): MappedText {
  let text = input;
  for (const [, name, over, root] of input.text.matchAll(ROOT_ASSIGNED)) {
    if (/^(?:sqrt\w*|dk|d|dmodel|nheads)$/.test(name)) continue;
    text = mapReplace(
      text,
      new RegExp(`([*/])(=?)\\s*\\b${name}\\b`),
      `$1$2 ${over ? '/ ' : ''}${root} `,
    );
  }
  // (A "*" after an operand: "**√d_k scaling**" is bold, not a product.)
  text = mapReplace(
    text,
    /(?<=[a-z0-9_)\]]\s*)\*=?\s*(\/\s*)?(sqrtdk|sqrtdmodel|sqrtnheads)\b/g,
    (_m, over?: string, root?: string) => ` ${over ? '/' : 'times'} ${root} `,
  );
  // A middle dot or cross after the scores is a product too ("logits = QKᵀ ·
  // √d_k"), not the separator of a keyword list ("scaling · √d_k · variance").
  return mapReplace(
    text,
    /(?<=\b(?:qk|scores?|logits?)\s*|\)\s*)[·×]\s*(sqrtdk|sqrtdmodel|sqrtnheads)\b/,
    ' times $1 ',
  );
}

/** Maths names the Jacobian J once it has written it out: "the softmax
 *  Jacobian is J_ij = p_i(δ_ij − p_j) … every entry of J is near zero", "let
 *  J = ∂p/∂z … J ≈ 0". There every other bare J is the Jacobian (not the
 *  index of "i, j", nor p_j's). */
const J_DEFINED =
  /\bjacobian\s+(?:matrix\s+)?(?:is\s+|,\s*|:\s*)?j(?:_ij)?\b|\bj(?:_ij)?\s*=\s*(?:derivative|diag|p_i)/;
const BARE_J = /(?<!\bi\s*,\s*|\bi\s+and\s+|\bjacobian\s+(?:is\s+)?)\bj(?:_ij)?\b(?!\s*=)/;
function readJAsJacobian(input: MappedText): MappedText {
  if (!J_DEFINED.test(input.text)) return input;
  return mapReplace(input, BARE_J, ' jacobian ');
}

/** A width set against itself over the head count is the full width: with
 *  `(C // n_head) ** -0.5` beside it, a bare `C ** -0.5` divides by
 *  √d_model. The root of the quotient stays the per-head divisor. (A
 *  tensor's last size, `q.shape[-1]`, is set against itself in
 *  code-markdown.ts, before it is read as d_k.) */
const OVER_HEADS = /\bsqrt\s*\(\s*([a-z_][a-z0-9_]*(?:\s+[a-z0-9_]+)?)\s*\/\s*nheads\s*\)/g;
function readFullWidthByContrast(input: MappedText): MappedText {
  let text = input;
  const widths = new Set([...input.text.matchAll(OVER_HEADS)].map((m) => m[1]));
  for (const width of widths) {
    // (A d_k named so is the head size already: "sqrt(d_k / h)" beside it is
    // a wrong divisor, not its width split; code's last size is code-markdown.ts's.)
    if (/^(?:dk|dmodel|nheads|sqrt\w*)$/.test(width)) continue;
    const bare = width.replace(/\s+/g, '\\s+');
    // (A d_k has its root written "sqrtdk" by now.)
    text = mapReplace(text, new RegExp(`\\bsqrt\\s*${bare}\\b(?!\\s*\\/)`), ' sqrtdmodel ');
  }
  return text;
}

export function normaliseAnswer(answer: string): MappedText {
  // NFKC folds subscripts, superscripts and full-width forms (dₖ -> dk, ² -> 2).
  // A capital sigma is a summation sign; lowercased it would read as σ (std).
  // LaTeX's \Sigma is a summation sign too, before lowercasing makes it \sigma.
  const sums = mapReplace(mapIdentity(answer), /\\Sigma(?![a-zA-Z])/, '\\sum ');
  let text = mapChars(writeOutScientific(sums), (char) => {
    const folded = char.normalize('NFKC');
    return folded === 'Σ' ? '∑' : folded.toLowerCase();
  });
  text = spellOutMath(breakListItems(readCodeAndMarkdown(text)));
  text = correctAnchorTypos(text);
  for (const [pattern, replacement] of REWRITES) text = mapReplace(text, pattern, replacement);
  text = readCodeAliases(readBareDAsDk(readFullWidthByContrast(readJAsJacobian(text))));
  return resolveNumericDivisors(numberWordsToDigits(text));
}
