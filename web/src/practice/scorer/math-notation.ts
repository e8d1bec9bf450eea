// Answers written like a derivation say the rubric's ideas in LaTeX or Unicode
// maths: $\mathbb{E}[(q^\top k)^2] = \sum_i ... = d_k$, ⇒, ∇W_Q ≈ 0,
// \mathrm{diag}(p) - pp^\top. This pass spells that notation out in the words
// and symbols the phrase rewrites of normalise.ts already understand (sum,
// expectation, gradient, then, ⊤, /), so a formula-heavy answer is read like
// the same answer in prose. It runs on lowercased text, so \Rightarrow and
// \rightarrow are one command.
import { mapReplace, type MappedText } from './mapped-text';

/** [pattern, replacement] pairs applied in order: wrappers and fractions
 *  before the generic "\command -> word" rule that would flatten them. */
const LATEX: [RegExp, string][] = [
  // Math delimiters and sizing carry no meaning.
  [/\$+|\\[()[\]]|\\(?:left|right|bigg?|bigg?[lr]|big[lr])(?![a-z])/, ' '],
  // Expectation: \mathbb{E}[...], \operatorname{E}[...], 𝔼[...], plain E[...].
  [/\\(?:mathbb|mathrm|operatorname)\s*\{?\s*e(?![a-z])\s*\}?|𝔼|\be(?=\s*\[)/u, ' expectation '],
  [/\\(?:arg\s*\\?max|operatorname\*?\s*\{\s*arg\s*\\?,?\s*max\s*\})/, ' argmax '],
  // Font and text wrappers: keep the content (\mathrm{diag} -> diag, \text{Var} -> var).
  [
    /\\(?:mathrm|operatorname\*?|text(?:rm|it|bf|sf)?|math(?:bf|it|sf|cal|bb)|boldsymbol|bm|emph|vec|hat|tilde|bar)\s*\{([^{}]*)\}/,
    ' $1 ',
  ],
  // \frac{a}{b} -> a / b (the numerator may hold one level of braces: \frac{\sqrt{x}}{y}).
  [/\\[dt]?frac\s*\{((?:[^{}]|\{[^{}]*\})*)\}/, ' $1 / '],
  [/\\(?:top|intercal|transpose)(?![a-z])/, '⊤'],
  [/\\langle\s*q\s*,\s*k\s*\\rangle|⟨\s*q\s*,\s*k\s*⟩/, ' qk '],
  [/\\(?:cdot|bullet)(?![a-z])/, '·'],
  [/\\(?:approx|simeq|sim|eqsim)(?![a-z])/, ' approx '],
  [/\\(?:to|rightarrow|longrightarrow|implies|mapsto)(?![a-z])|[⇒⟹⟶↦⇨]/, ' then '],
  // ∇_{W_Q} L is the gradient with respect to W_Q.
  [/(?:\\nabla(?![a-z])|∇)\s*_\s*(?:\{([^{}]*)\}|([a-z0-9_]+))/, ' gradient wrt $1$2 '],
  [/\\nabla(?![a-z])|∇/, ' gradient '],
  [/\\partial(?![a-z])/, ' derivative '],
  [/\\propto(?![a-z])|∝/, ' proportional to '],
  // Notes' arrows after a quantity: "d_k ↑ ⇒ Var ↑", "grad ↓".
  [/\\uparrow(?![a-z])|↑/, ' increases '],
  [/\\downarrow(?![a-z])|↓/, ' shrinks '],
  [/\\gg(?![a-z])|≫/, ' much larger than '],
  [/\\ll(?![a-z])|≪/, ' much smaller than '],
  // σ: normalise.ts reads σ² ("$\sigma^{2} = d_k$") as the variance, σ alone as the std.
  [/\\sigma(?![a-z])/, 'σ'],
  [/\\(?:leq?|geq?|neq?|in)(?![a-z])/, ' '],
  [/\\[,;:!> ]|\\q?quad(?![a-z])|\\\\|&/, ' '],
  // The root of the model width over the heads keeps its brackets, as
  // √(d_model/h) does: it is one head's size, not √d_model over h.
  [
    /\\sqrt\s*\{\s*(d_\{?model\}?|d_\{\\text\{model\}\}|dmodel)\s*\/([^{}]*)\}/,
    ' sqrt ( $1 / $2 ) ',
  ],
  // Any other command is its own name: \delta -> delta, \sqrt -> sqrt, \exp -> exp;
  // with its subscript kept on, as Unicode writes it (\delta_{ij} -> delta_ij).
  [/\\([a-z]+)(?=_)/, ' $1'],
  [/\\([a-z]+)/, ' $1 '],
  // A root typed without its backslash, "sqrt{d_k}", keeps apart from its argument.
  [/\bsqrt\s*\{/, ' sqrt '],
  // Grouping braces go last, so d_{k} reads d_k and q^{⊤}k reads q^⊤k.
  [/[{}]/, ''],
];

/** A sum with its limits; the upper limit is kept, since \sum_{i=1}^{d_k}
 *  (or ^{d_{k}}) says "a sum over d_k terms". */
const SUM =
  /(?:\\sum(?![a-z])|∑)\s*(?:_\s*(?:\{[^{}]*\}|[a-z0-9]+))?\s*(?:\^\s*(?:\{((?:[^{}]|\{[^{}]*\})*)\}|([a-z0-9_]+)))?/g;

/** A vector written out, three entries or more: "[1, 0, 0]", "(0.99, 0.01, 0.00)". */
const VECTOR = /[[(]\s*-?\d*\.?\d+(?:\s*,\s*-?\d*\.?\d+){2,}\s*[\])]/g;
/** Weights a softmax leaves one-hot: one at least this, the rest at most ONE_HOT_REST. */
const ONE_HOT_TOP = 0.9;
const ONE_HOT_REST = 0.05;
/** "softmax([22, 0, -5]) is essentially [1, 0, 0]": weights written out with
 *  one near 1 and the rest near 0 are a one-hot vector (not scores, which
 *  stray outside [0, 1], nor a spread-out vector). The numbers stay, after
 *  the word: a figure that follows its consequence does not anchor it. */
function oneHot(vector: string): string {
  const entries = vector.slice(1, -1).split(',').map(Number);
  const top = entries.filter((x) => x >= ONE_HOT_TOP && x <= 1).length;
  const rest = entries.filter((x) => x >= 0 && x <= ONE_HOT_REST).length;
  return top === 1 && rest === entries.length - 1 ? ` onehot ${vector}` : vector;
}

export function spellOutMath(input: MappedText): MappedText {
  let text = mapReplace(input, SUM, (_m, braced?: string, bare?: string) => {
    const upper = braced ?? bare;
    return upper ? ` sum over ${upper} ` : ' sum ';
  });
  for (const [pattern, replacement] of LATEX) text = mapReplace(text, pattern, replacement);
  return mapReplace(text, VECTOR, oneHot);
}
