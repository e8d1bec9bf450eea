// The public scorer of the main question (`gradeAnswer`), tested by classes
// of wordings: each block is one behaviour the scorer promises, shown on
// several wordings. Lexing comes first (spellings, maths, code, tables and
// lists read as the words they stand for), then the mistakes that are flagged
// and the mentions that are not, then what earns each dimension's level.
import { describe, expect, it } from 'vitest';
import { gradeAnswer, MAX_ANSWER_CHARS } from '../../web/src/practice/scorer/grade';
import { gradeQuestion } from '../../web/src/practice/interview/grade-question';
import { normaliseAnswer } from '../../web/src/practice/scorer/normalise';
import { tokenise } from '../../web/src/practice/scorer/tokens';
import { editDistanceWithin, typoBudget } from '../../web/src/practice/scorer/edit-distance';
import { DIMENSIONS } from '../../web/src/practice/scorer/rubric';
import { MAIN_ANSWERS } from './agreement';

const words = (text: string) => tokenise(normaliseAnswer(text)).map((t) => t.text);
const levels = (text: string) => gradeAnswer(text).levels;
const mistakes = (text: string) => gradeAnswer(text).mistakes;

const staff =
  'Assume the entries of q and k are independent with zero mean and unit variance. Variances add, so q·k has variance d_k; at d_k = 64 the std is 8, the softmax saturates and its Jacobian p_i(δ_ij − p_j) is near zero, so W_Q and W_K get no gradient: the gradients vanish. Dividing by √d_k restores unit variance; dividing by d_k would flatten attention. At small d_k the difference is mild.';
const saturates = 'Large scores saturate the softmax';
const whyRoot = 'Variances add, so the score variance is d_k.';
const sketch = 'The gradients vanish; the Jacobian p_i(δ_ij − p_j) is at most 1/4.';
const PARTS = ['|', '|---|', '\n', '`', '```', ' ', 'd_k', '√', '64', '1/8', '**', '->'];
PARTS.push('softmax', 'q @ k.T', 'std::sqrtf(', '(float)', 'd = 4', 'N(0,1)', "that'd", '.');
PARTS.push(':', '* scale', 'scale = sqrt(d)', 'saturates', 'variance', '$\\frac{', '}');

describe('lexing: symbols, maths, code, tables and lists read as the words they stand for', () => {
  it.each([
    'Let q, k have i.i.d. zero-mean, unit-variance entries. Then $\\mathbb{E}[(q^\\top k)^2] = d_k$ ⇒ the softmax is pushed to a vertex of the simplex ⇒ $\\nabla W_Q \\approx 0$. Rescale by $1/\\sqrt{d_k}$ ⇒ unit variance.',
    // synthetic
    'Take q and k with independent entries of mean 0 and variance 1. $\\mathbb{E}[(q^\\top k)^2] = d_k$, so the logits drive the softmax into its flat tails and $\\nabla W_K \\approx 0$. Scaling by $1/\\sqrt{d_k}$ restores unit variance.',
    'With independent unit-variance entries, $\\mathbb{E}[(q^\\top k)^2] = d_k$ ⇒ the softmax goes to a corner of the simplex ⇒ $\\nabla W_Q \\approx 0$. Rescale by $1/\\sqrt{d_k}$ ⇒ unit variance.',
  ])('reads a derivation in LaTeX like the same answer in prose: "%s"', (text) => {
    const r = gradeAnswer(text);
    expect(r.levels.tradeoffs).toBe('strong');
    expect(r.levels.depth).not.toBe('weak');
    expect(r.levels.communication).toBe('strong');
  });

  it.each([
    ['divide by sqrt(d_k)', 'sqrtdk'],
    ['divide by √dk', 'sqrtdk'],
    ['divide by √dₖ', 'sqrtdk'],
    // Mathematical italic letters, as pasted from a rendered formula.
    ['divide by √𝑑𝑘', 'sqrtdk'],
    ['divide by √𝑑_𝑘', 'sqrtdk'],
    ['divide by the square root of the key dimension', 'sqrtdk'],
    ['divide by the square root of the head dim', 'sqrtdk'],
    ['divide by root d sub k', 'sqrtdk'],
    ['divide by sqrt(d_model)', 'sqrtdmodel'],
    ['divide by the square root of the model dimension', 'sqrtdmodel'],
    ['divide by sqrt(num_heads)', 'sqrtnheads'],
    ['divide by the square root of the number of heads', 'sqrtnheads'],
  ])('"%s" contains the token %s', (text, token) => {
    expect(words(text)).toContain(token);
  });

  it('grades a formula pasted in mathematical italic letters as the same in plain ones', () => {
    const plain =
      'For large d_k, q·k has variance d_k, so the softmax saturates and its gradients vanish. Dividing by √d_k restores unit variance.';
    const italic =
      'For large 𝑑𝑘, 𝑞⋅𝑘 has variance 𝑑𝑘, so the softmax saturates and its gradients vanish. Dividing by √𝑑𝑘 restores unit variance.';
    expect(gradeAnswer(italic).levels).toEqual(gradeAnswer(plain).levels);
    expect(gradeAnswer(plain).levels.tradeoffs).toBe('strong');
  });

  it('keeps a bare d_k apart from sqrt(d_k)', () => {
    expect(words('divide by d_k')).toEqual(['divide', 'by', 'dk']);
    expect(words('divide by dk')).toEqual(['divide', 'by', 'dk']);
  });

  it('turns number words and unicode into plain tokens', () => {
    expect(words('sixty-four products, one key')).toEqual(['64', 'products', '1', 'key']);
    expect(words('it doesn’t prevent')).toEqual(['it', 'does', 'not', 'prevent']);
    expect(words('softmax → one-hot')).toEqual(['softmax', 'then', 'onehot']);
  });

  it('maps every token back to the exact characters of the original answer', () => {
    const answer = 'We divide by √d_k because Var(q·k) = d_k.';
    for (const token of tokenise(normaliseAnswer(answer))) {
      expect(token.start).toBeGreaterThanOrEqual(0);
      expect(token.end).toBeLessThanOrEqual(answer.length);
      expect(token.end).toBeGreaterThan(token.start);
    }
  });

  it('allows one edit for words of 5+ letters and two for long ones', () => {
    expect(editDistanceWithin('sofmax', 'softmax', 1)).toBe(true);
    expect(editDistanceWithin('varaince', 'variance', 1)).toBe(true); // transposition
    expect(editDistanceWithin('saturaiton', 'saturation', 2)).toBe(true);
    expect(editDistanceWithin('softmax', 'sigmoid', 2)).toBe(false);
    expect(typoBudget('dk')).toBe(0);
    expect(typoBudget('1024')).toBe(0);
    expect(typoBudget('gradient')).toBe(1);
    expect(typoBudget('saturation')).toBe(2);
  });

  it('recognises a misspelt idea', () => {
    const r = gradeAnswer('The sofmax gets saturatd because the dot prodcut is large.');
    expect(r.levels.depth).toBe('strong');
  });

  it('never fuzzes numbers: d_k = 65 is not d_k = 64', () => {
    expect(editDistanceWithin('65', '64', typoBudget('64'))).toBe(false);
  });

  it.each([
    ['divide by \\sqrt{d_k}', 'sqrtdk'],
    ['divide by d_k^0.5', 'sqrtdk'],
    ['divide by d_k^{1/2}', 'sqrtdk'],
    ['divide by dk**0.5', 'sqrtdk'],
    ['divide by the squareroot of the head size', 'sqrtdk'],
    ['divide by sqrt(d_head)', 'sqrtdk'],
    ['divide by √d_h', 'sqrtdk'],
    ['the dimensionality of the keys', 'dk'],
    ['the query/key dimension', 'dk'],
    ["the keys' dimension", 'dk'],
    ['q^T k', 'qk'],
    ['qᵀk', 'qk'],
    ['QK^⊤', 'qk'],
    ['the gradient with respect to the scores', 'wrt'],
  ])('"%s" contains the token %s', (text, token) => {
    expect(words(text)).toContain(token);
  });

  it('keeps "sq. root" in one sentence', () => {
    expect(words('divide by the sq. root of dk')).toEqual(['divide', 'by', 'the', 'sqrtdk']);
  });

  it('does not read "the query/key dimension" as a division by d_k', () => {
    const r = gradeAnswer('We divide by the square root of the query/key dimension.');
    expect(r.mistakes).toEqual([]);
  });

  it('reads "X\'s" as a possessive, but "it\'s" as "it is"', () => {
    expect(words("the softmax's gradient")).toEqual(['the', 'softmax', 'gradient']);
    expect(words("it's small")).toEqual(['it', 'is', 'small']);
  });

  it('reads a power of one half as a root, in brackets or as a call', () => {
    expect(words('x / (embed_size ** (1/2))')).toEqual(['x', '/', 'sqrtdmodel']);
    expect(words('scale = torch.pow(head_dim, -0.5)')).toEqual(['scale', '=', '/', 'sqrtdk']);
    expect(words('q @ k.T / pow(d_model, 0.5)')).toEqual(['qk', '/', 'sqrtdmodel']);
  });

  it('reads "one half" and "a quarter" as one number each', () => {
    expect(words('the top weight is one half')).toEqual(['the', 'top', 'weight', 'is', '0.5']);
    expect(words('at most a quarter')).toEqual(['at', 'most', '0.25']);
  });

  it('drops the 1 of 1/d_k, so "variance 1/d_k" is not unit variance', () => {
    expect(words('scaled by 1/√d_k')).toEqual(['scaled', 'by', '/', 'sqrtdk']);
    expect(words('one over root d sub k')).toEqual(['/', 'sqrtdk']);
    expect(
      gradeAnswer('Without scaling we would need the variance 1/d_k.').levels.correctness,
    ).toBe('weak');
    expect(gradeAnswer('We scale the scores by 1/d_k.').mistakes).toEqual(['divide-by-dk']);
  });

  it('spells the words of the phrase rewrites right before matching phrases', () => {
    expect(words('divide by the sqaure root of the dimention of the keys')).toEqual([
      'divide',
      'by',
      'the',
      'sqrtdk',
    ]);
    expect(words('the standart deviaton')).toEqual(['the', 'std']);
  });

  it('leaves inflections and near-miss real words alone', () => {
    expect(words('c squared')).toEqual(['c', 'squared']);
    expect(words('this leads to it')).toEqual(['this', 'leads', 'to', 'it']);
    expect(words('the derivation and its aviation analogy')).toEqual([
      'the',
      'derivation',
      'and',
      'its',
      'aviation',
      'analogy',
    ]);
  });

  it.each([
    ['$\\mathbb{E}[(q^\\top k)^2] = d_k$', ['expectation', 'qk', 'dk']],
    ['𝔼[q_i k_i] = 0', ['expectation']],
    ['E[(q·k)^2] = d_k', ['expectation', 'qk']],
    ['\\frac{QK^\\top}{\\sqrt{d_k}}', ['qk', '/', 'sqrtdk']],
    ['J = \\mathrm{diag}(p) - pp^\\top', ['diag']],
    ['\\nabla W_Q \\approx 0', ['gradient', 'approx']],
    ['\\nabla_{W_Q} L', ['gradient', 'wrt', 'w_q']],
    ['std \\sim \\sqrt{d_k}', ['std', 'approx', 'sqrtdk']],
    ['\\sigma = \\sqrt{d_k}', ['std']],
    ['\\partial p_i / \\partial s_j', ['derivative']],
    ['\\arg\\max_j s_j', ['argmax']],
    ['\\mathrm{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}}\\right)', ['softmax', 'qk', '/']],
    ['∇W_K ≈ 0', ['gradient']],
    ['softmax ⇒ one-hot', ['then']],
    ['logits \\Rightarrow argmax', ['then']],
    ['\\langle q, k \\rangle', ['qk']],
    ['\\sum_{i=1}^{d_k} q_i k_i', ['sum', 'over', 'dk']],
    ['Σᵢ q_i k_i', ['sum']],
    ['q \\cdot k \\propto d_k', ['qk', 'proportional']],
    ['d_k \\gg 1', ['much', 'larger']],
    ['p_3 ≪ p_1', ['much', 'smaller']],
  ])('"%s" reads as the words %j', (text, expected) => {
    const tokens = words(text);
    for (const token of expected) expect(tokens).toContain(token);
  });

  it('reads a capital sigma as a sum, not as σ (the std)', () => {
    expect(words('Σ q_i k_i')).not.toContain('std');
  });

  it('drops LaTeX delimiters, spacing and braces', () => {
    expect(words('$d_{k}$')).toEqual(['dk']);
    expect(words('\\left( q_i \\, k_i \\right)')).toEqual(['q_i', 'k_i']);
    expect(words('1 / $\\sqrt{d_k}$')).toEqual(['/', 'sqrtdk']);
    expect(words('\\frac{1}{\\sqrt{d_k}}')).toEqual(['/', 'sqrtdk']);
    expect(words('\\mathrm{diag}(p)')).toEqual(['diag', 'p']);
    expect(words('p_i \\le 1 \\quad q_i \\in R')).toEqual(['p_i', '1', 'q_i', 'r']);
    // a thin space \, is no comma: both factors stay in one clause
    const factors = tokenise(normaliseAnswer('q_i\\,k_i'));
    expect(factors.map((t) => t.clause)).toEqual([0, 0]);
  });

  it('ends a sentence at each item and drops the item markers', () => {
    const tokens = tokenise(normaliseAnswer('1. scores grow\n2) softmax saturates\n- fix'));
    expect(tokens.map((t) => t.text)).toEqual(['scores', 'grow', 'softmax', 'saturates', 'fix']);
    expect(new Set(tokens.map((t) => t.sentence)).size).toBe(3);
    const paragraphs = tokenise(normaliseAnswer('scores grow\n\nsoftmax saturates'));
    expect(new Set(paragraphs.map((t) => t.sentence)).size).toBe(2);
  });

  it('does not take an item number for a concrete number', () => {
    const r = gradeAnswer(
      '1. Why: the dot products grow with d_k since variances add.\n2. Fix: divide the scores by √d_k.\n3. Otherwise the softmax saturates and the gradients vanish.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it.each([
    ['keep the root d', 'sqrtdk'],
    ['divide by √d', 'sqrtdk'],
    ['the dimension per head', 'dk'],
    ["the model's dimension per head", 'dk'],
    ['the model size of each head', 'dk'],
    ['the model dimension for each attention head', 'dk'],
    ['the key vector size', 'dk'],
    ['d_q', 'dk'],
    ['the pre-softmax scores', 'logits'],
    ['the softmax inputs', 'logits'],
    ['the inputs to the softmax', 'logits'],
    ['the backprop signal', 'gradient'],
    ['the central limit theorem', 'clt'],
  ])('"%s" contains the token %s', (text, token) => {
    expect(words(text)).toContain(token);
  });

  it('keeps d_k to another power a bare d_k', () => {
    expect(words('d_k to the power 2')).not.toContain('sqrtdk');
  });

  it('closes a bracket only with the root it opened', () => {
    const tokens = tokenise(normaliseAnswer('by d_k (instead of √d_k) flattens'));
    const clauseOf = (w: string) => tokens.find((t) => t.text === w)?.clause;
    expect(clauseOf('flattens')).not.toBe(clauseOf('instead'));
  });

  it('keeps a number set off by commas in the clause it interrupts, not a list of numbers', () => {
    const clauses = (text: string) => tokenise(normaliseAnswer(text)).map((t) => t.clause);
    expect(new Set(clauses('The hidden size, 768, is divided by the heads')).size).toBe(1);
    expect(new Set(clauses('d_k = 4, 16, 64, 256')).size).toBe(4);
    expect(new Set(clauses('it is 768, and so on')).size).toBe(2);
  });

  it('writes scientific notation out as decimals', () => {
    // (Written out, the weights are one-hot: math-notation.ts names them so.)
    expect(words('p ≈ (1 − 1.1·10⁻⁷, 1.1·10⁻⁷, 10⁻¹⁴)')).toEqual([
      'p',
      'approx',
      'onehot',
      '0.99999989',
      '0.00000011',
      '0.00000000000001',
    ]);
    expect(words('1.1e-7 and 3 × 10^-5')).toEqual(['0.00000011', 'and', '0.00003']);
    expect(words('pages 10-14, and 1 - 0.5')).toEqual(['pages', '10', '14', 'and', '1', '0.5']);
  });

  it('reads ∂L/∂W_Q as the gradient with respect to W_Q', () => {
    expect(words('∂L/∂W_Q ≈ 0')).toEqual(['gradient', 'wrt', 'w_q', 'approx', '0']);
  });

  it('reads q @ k.T and q @ k.transpose(-2, -1) as the scores', () => {
    expect(words('q @ k.T')).toContain('qk');
    expect(words('torch.softmax(q @ k.transpose(-2, -1), dim=-1)')).toContain('qk');
  });

  it('ends no sentence at "et al." or "e.g."', () => {
    const tokens = tokenise(normaliseAnswer('muP (Yang et al. 2022) and e.g. BERT divide.'));
    expect(new Set(tokens.map((t) => t.sentence)).size).toBe(1);
  });

  it('reads "w/" and "w/o" as with and without, not as a division', () => {
    expect(words('var grows w/ d_k')).not.toContain('/');
    expect(words('w/o it the logits are big')).toContain('without');
    expect(gradeAnswer('The spread grows w/ d_k, so divide by √d_k.').mistakes).toEqual([]);
  });

  it('reads "* d ** -0.5" as the fix', () => {
    expect(words('scores = q @ k.T * d ** -0.5')).toContain('sqrtdk');
  });

  it('reads dL/dscores and dL/dlogits as the gradient with respect to the scores', () => {
    expect(words('dL/dscores is ~0').join(' ')).toContain('gradient wrt the scores');
    expect(words('dL/dlogits vanishes').join(' ')).toContain('gradient wrt the logits');
    const r = gradeAnswer(
      'Scores grow with d_k, softmax(scores) goes ~one-hot, so dL/dscores through the softmax is ~0. Divide by √d_k to keep the variance at 1.',
    );
    expect(r.levels.depth).toBe('staff');
  });

  it('reads a power of a bracket as the root of the bracket', () => {
    expect(words('scale = (d_k) ** -0.5').join(' ')).toContain('/ sqrtdk');
    expect(words('scale = (dim // num_heads) ** -0.5').join(' ')).toContain('/ sqrt dim / nheads');
    expect(words('std = (head_dim) ** 0.5').join(' ')).toContain('sqrtdk');
    // A power inside the brackets: the brackets go, the division stays in its clause.
    expect(words('s = q @ k.T / (d_k ** 0.5)').join(' ')).toContain('/ sqrtdk');
    expect(words('s = q @ k.T / (d_model ** 0.5)').join(' ')).toContain('/ sqrtdmodel');
  });

  it("reads you'd as what one does, with no head size d in it", () => {
    expect(words("you'd scale by it").join(' ')).toBe('you scale by it');
    expect(words("we'd divide by it").join(' ')).toBe('we divide by it');
  });

  it('reads a code line that prints both divisors as a comparison, not a choice', () => {
    const r = gradeAnswer(
      '```python\nd = 64\nprint((s / np.sqrt(d)).var(), (s / d).var())\n```\n/sqrt(d) lands on variance 1.',
    );
    expect(r.mistakes).not.toContain('divide-by-dk');
  });

  it('reads a measured "std ~1.0" in a code comment as unit variance', () => {
    expect(
      gradeAnswer('```python\n((q * k).sum(-1) / 8).std()  # ~1.0\n```').levels.correctness,
    ).toBe('strong');
  });

  it('does not read bold markup before the root as multiplying', () => {
    // An unclosed ** at the start of a line has no operand before it.
    expect(gradeAnswer('**sqrt(d_k) scaling\nthe variance is d_k').mistakes).not.toContain(
      'inverted-fix',
    );
  });

  it('reads a bare d to the power one half as the root, not as d_k', () => {
    const r = gradeAnswer('```python\nd = 32\nz = (q @ k.T) / d**0.5\n```');
    expect(r.mistakes).not.toContain('divide-by-dk');
  });

  it('reads q @ k.transpose in a code span as the score once method dots are read away', () => {
    expect(words('`s = q @ k.transpose(-2, -1)`')).toContain('qk');
  });

  it('reads "wt" as weight', () => {
    expect(words('top wt ≈ 0.99')).toContain('weight');
  });

  it('reads C++ `s *= sqrtf((float)dk)` as multiplying by the root', () => {
    expect(
      gradeAnswer(
        '```cpp\nfor (int i = 0; i < dk; ++i) s += q[i] * k[i];\ns *= sqrtf((float)dk);\n```',
      ).mistakes,
    ).toContain('inverted-fix');
  });

  it('reads a table row by row, each value after its header', () => {
    expect(
      gradeAnswer(
        '| d_k | raw std | after /√d_k |\n|---|---|---|\n| 64 | 8 | 1 |\n| 256 | 16 | 1 |',
      ).levels.correctness,
    ).toBe('strong');
  });

  it('reads a table with named rows column by column, so the unscaled column is a chain', () => {
    const r = gradeAnswer(
      '| | unscaled | ÷√d_k |\n|---|---|---|\n| Var(q·k) | grows like d_k | 1 |\n| softmax | saturated, one-hot | soft |\n| grad through softmax | ≈ 0 | healthy |',
    );
    expect(r.levels.depth).not.toBe('weak');
    expect(r.levels.communication).not.toBe('weak');
  });

  it('reads C++ `s * std::sqrt((float)dk)` as multiplying by the root', () => {
    expect(gradeAnswer('```cpp\nlogits[j] = s * std::sqrt((float)dk);\n```').mistakes).toContain(
      'inverted-fix',
    );
  });

  it('does not take the numbers of a table of models for a worked figure', () => {
    const r = gradeAnswer(
      '| model | heads | head_dim | scale |\n|---|---|---|---|\n| BERT-base | 12 | 64 | 1/8 |\n\nVar(q·k) = head_dim, so the softmax peaks on one key; /√head_dim brings the variance back to 1.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('reads "q dot k" as the score', () => {
    expect(words('the variance of q dot k is d_k')).toContain('qk');
  });

  it("reads a Markdown block quote as the words being answered, not the learner's", () => {
    const reply = gradeAnswer(
      '> so you scale by sqrt(d_model)?\n\nper-head d_k. The raw score has variance d_k and /√d_k brings it back to 1.',
    );
    expect(reply.mistakes).not.toContain('divide-by-sqrt-dmodel');
    expect(reply.levels.correctness).toBe('strong');
  });

  it('reads a middle dot before the root as multiplying, and ÷ as dividing', () => {
    expect(gradeAnswer('attention logits = QKᵀ · √d_k').mistakes).toContain('inverted-fix');
    expect(
      levels('Variances add, so the std is √d_k. ÷d_k would flatten attention to uniform.')
        .tradeoffs,
    ).toBe('staff');
  });

  it('reads spoken sizes as numbers ("a hundred and twenty-eight", "four thousand ninety-six")', () => {
    expect(words('a hundred and twenty-eight or four thousand ninety-six or five hundred')).toEqual(
      ['128', 'or', '4096', 'or', '500'],
    );
  });

  it('reads a flashcard question and its answer as one claim', () => {
    expect(
      levels(
        'Q: Var(q·k) with independent unit-variance entries?\nA: d_k, and /√d_k brings it to 1',
      ).correctness,
    ).toBe('staff');
  });

  it('reads C++ casts, float literals and // comments', () => {
    const code =
      '```cpp\n// q, k: d_k floats each\nconst float s = 1.0f / std::sqrt(static_cast<float>(d_k));\n```';
    expect(mistakes(code)).not.toContain('divide-by-dk');
  });

  it('reads a middle dot between keywords as a separator, not a product', () => {
    expect(mistakes('keywords: scaling · √d_k · variance · softmax')).not.toContain('inverted-fix');
  });

  it('reads spoken decimals and "W Q"', () => {
    expect(words('ninety-nine point nine percent, point nine nine')).toEqual([
      '99.9',
      'percent',
      '0.99',
    ]);
    expect(words('W Q and W K')).toEqual(['w_q', 'and', 'w_k']);
  });

  it('reads "≠", n_head in code and a root written as a power', () => {
    expect(mistakes('W_Q/W_K grads ≈ 0 (vanish, ≠ explode)')).not.toContain('exploding-gradients');
    expect(mistakes('```python\nself.scale = 1.0 / math.sqrt(config.n_head)\n```')).toContain(
      'divide-by-sqrt-heads',
    );
    expect(
      levels('With d_k = 144 the scores grow, so the softmax goes one-hot. So use s / 144 ** 0.5.')
        .communication,
    ).toBe('strong');
  });

  it('reads a flashcard that asks what the scores are divided by, answered "d_k"', () => {
    expect(
      mistakes(
        'Q: What are the attention logits divided by in the formula?\nA: d_k, the head size.',
      ),
    ).toEqual(['divide-by-dk']);
    expect(
      mistakes(
        'Q: What are the attention logits divided by in the formula?\nA: √d_k, the root of the head size.',
      ),
    ).toEqual([]);
  });
});

describe('reversed-causation: the cause told as following from its effect is flagged', () => {
  it.each([
    ['The reason the variance grows is that the softmax saturates.', true],
    ['The reason why the scores get large is because the softmax is peaky.', true],
    [
      'The reason it gets peaky is that the variance of q.k is about d_k, so with 64 the numbers are just big.',
      false,
    ],
    [
      'The reason the softmax saturates is simply that the dot products have variance d_k, so the scores are large.',
      false,
    ],
  ])('"the reason A is that B" tells A as following from B: "%s"', (text, reversed) => {
    expect(gradeAnswer(text).mistakes.includes('reversed-causation')).toBe(reversed);
  });

  it('finds a later reversed link inside an earlier one that a cause word rules out', () => {
    const text =
      'Gradients vanish on the plateau and Adam compensates by pushing the logits apart, so the flat softmax is the reason the scores grow.';
    expect(gradeAnswer(text).mistakes).toContain('reversed-causation');
  });

  it('names a reversed chain told with "makes the scores keep growing"', () => {
    expect(
      gradeAnswer(
        'A confident head piles its weight on one key, and that makes the logits keep growing while it trains.',
      ).mistakes,
    ).toContain('reversed-causation');
  });

  it('reads a reversed chain told as steps joined by arrows and "so"', () => {
    const r = gradeAnswer(
      'my notes:\n- the softmax locks onto one key\n- → grads ≈ 0, so W_Q never gets fixed\n- → the q norms keep growing\n- fix: divide by √d_k',
    );
    expect(r.mistakes).toContain('reversed-causation');
    expect(r.levels.depth).toBe('weak');
  });

  it('does not count a chain whose first cause is the number of heads', () => {
    const r = gradeAnswer(
      'Every head adds to the total, so the logits grow with the num_heads; you divide by sqrt(num_heads). Otherwise the logits are large and the softmax saturates.',
    );
    expect(r.mistakes).toContain('divide-by-sqrt-heads');
    expect(r.levels.communication).toBe('weak');
  });

  it('reads "the optimiser compensates by growing ||q||" after an effect as reversed', () => {
    expect(
      gradeAnswer(
        '- softmax saturates → grads ≈ 0 → the optimiser compensates by growing ||k|| → Var(q·k) ≈ d_k',
      ).mistakes,
    ).toContain('reversed-causation');
  });

  it('reads a variance of about d_k at the end of a chain from saturation as reversed', () => {
    expect(
      gradeAnswer(
        "The softmax saturates first, then training stretches the keys, and that's why the variance is about d_k.",
      ).mistakes,
    ).toContain('reversed-causation');
    // ... but not "var ≈ 1 for every d_k" after the fix.
    expect(
      gradeAnswer('softmax saturates → grads vanish. fix: /√d_k → var ≈ 1 for every d_k').mistakes,
    ).not.toContain('reversed-causation');
  });

  it('reads the chain back from lost gradient to large scores, and not from "nothing explodes"', () => {
    expect(
      mistakes(
        'The softmax gives almost zero gradient, and because of this nothing is stopping the q·k values, they are free to become large until their variance reaches d_k.',
      ),
    ).toContain('reversed-causation');
    expect(
      mistakes('softmax saturates → W_Q, W_K starved: gradients vanish, nothing explodes'),
    ).toEqual([]);
  });
});

describe('inverted-fix: a fix that multiplies in the root is flagged', () => {
  it('names a scale named in code and multiplied in as an inverted fix', () => {
    expect(
      gradeAnswer('```python\nfactor = math.sqrt(d_k)\nlogits = (q @ k.T) * factor\n```').mistakes,
    ).toContain('inverted-fix');
  });
});

describe('the divisor: d_k, √d_model and √heads are flagged, √d_k in any spelling is not', () => {
  it.each([
    ['Not d_k, √d_model is the divisor.', ['divide-by-sqrt-dmodel']],
    ['We divide by √d_model, not √num_heads.', ['divide-by-sqrt-dmodel']],
    // synthetic
    ['Not d_k, √num_heads is the divisor.', ['divide-by-sqrt-heads']],
    ['In short, d_k is the denominator.', ['divide-by-dk']],
    ['Not √d_model, √d_k is the divisor.', []],
    ['√d_k is the divisor.', []],
  ])(
    'a divisor named before "is the divisor", a negation kept to its clause: "%s"',
    (text, ids) => {
      expect(mistakes(text)).toEqual(ids);
    },
  );

  it.each([
    ['We divide the scores by d_k.', 'divide-by-dk'],
    ['softmax(QK^T / d_k) V', 'divide-by-dk'],
    ['The scores are divided by sqrt(d_model).', 'divide-by-sqrt-dmodel'],
    ['Each head scales by the square root of the number of heads.', 'divide-by-sqrt-heads'],
    ['It just makes the numbers smaller.', 'just-smaller'],
    ['After the scaling the variance is always exactly 1.', 'variance-exactly-one'],
  ])('"%s" is the mistake %s', (text, id) => {
    const r = gradeAnswer(text);
    expect(r.mistakes).toContain(id);
    const flag = r.flags.find((f) => f.id === id);
    expect(flag?.link).toMatch(/^#step-/);
    expect(flag?.correction.length).toBeGreaterThan(20);
    expect(text).toContain(flag?.phrase.split(' ')[0]);
  });

  it('reads "divide by 8" after "d_k = 64" as dividing by sqrt(d_k)', () => {
    expect(words('With d_k = 64 we divide by 8')).toContain('sqrtdk');
    expect(words('for 64-dimensional keys the divisor is 8')).toContain('sqrtdk');
    expect(words('with d_k = 64, dividing by √64 = 8')).toContain('sqrtdk');
    expect(words('d_k = 64, so QK^T / 8')).toContain('sqrtdk');
  });

  it('reads "X is 4096 wide" as the model width, and "a head is 128 wide" as d_k', () => {
    expect(words('Llama 3 8B is 4096 wide with 32 heads; we divide by √4096.')).toContain(
      'sqrtdmodel',
    );
    expect(words('The model is 2048 wide, so dividing by √2048 is wrong.')).toContain('sqrtdmodel');
    expect(words('Each head is 128 wide, so divide by √128.')).toContain('sqrtdk');
    expect(words('The heads are 64 wide and we divide by 8.')).toContain('sqrtdk');
    expect(words('Our heads were 128 wide, so we divided by √128.')).toContain('sqrtdk');
    // A config's width and head count with no head size: heads of their quotient.
    expect(words('The config has 768 hidden, 12 heads; it should be √64, not √768.')).toEqual(
      expect.arrayContaining(['sqrtdk', 'sqrtdmodel']),
    );
    // A bare "768 wide, 12 heads" is the model; "64 per head" is one head's size.
    expect(words('768 wide, 12 heads → 64 per head → divide by 8. Not by √768.')).toEqual(
      expect.arrayContaining(['sqrtdk', 'sqrtdmodel']),
    );
  });

  it('reads a width set against itself over the head count as the full width', () => {
    for (const text of [
      'scale = x.shape[-1] ** -0.5, but usually (x.shape[-1] // num_heads) ** -0.5',
      'Why `C ** -0.5` and not `(C // self.n_head) ** -0.5`?',
      'It divides by q.shape[-1] ** 0.5; the paper divides by (q.shape[-1] / attn_head) ** 0.5.',
    ])
      expect(words(text), text).toContain('sqrtdmodel');
    // Alone, another tensor's last size is no width; d_k named so is the
    // head size, whatever is divided by the heads beside it.
    expect(words('scores / math.sqrt(x.shape[-1])')).not.toContain('sqrtdmodel');
    expect(words('scale = q.shape[-1] ** -0.5')).not.toContain('sqrtdmodel');
    expect(
      words('We divide by sqrt(d_k), the head size; sqrt(d_k / n_heads) would double count.'),
    ).not.toContain('sqrtdmodel');
    expect(words('scale = (x.shape[-1] // num_heads) ** -0.5')).not.toContain('sqrtdmodel');
  });

  it("reads a head's size and the model's width said in prose", () => {
    // The paper's sizes: √64 = 8 is also the head count, and the divisor is d_k's root.
    for (const text of [
      'For a model of dimension 512 with 8 heads, each head has 64 dimensions; we divide by 8.',
      'The model has dimension 512 and 8 heads, each of 64 dimensions, so the scores are divided by 8.',
      'A 512-dimensional model split into 8 heads of size 64: divide by 8.',
      // No head size given: the width over the head count is one.
      'The embeddings have 512 dimensions and there are 8 heads; divide by 8.',
    ]) {
      expect(words(text)).toContain('sqrtdk');
      expect(gradeAnswer(text).mistakes).toEqual([]);
    }
    expect(
      gradeAnswer('8 heads with 64 dimensions each; we divide the scores by 64.').mistakes,
    ).toEqual(['divide-by-dk']);
    expect(words('A model of dimension 512: we divide the scores by √512.')).toContain(
      'sqrtdmodel',
    );
    // In a one-head toy the embeddings are the keys, not a model split among heads.
    expect(words('Our embeddings have 3 dimensions, so we divide each score by √3.')).not.toContain(
      'sqrtdmodel',
    );
    // A head count alone still names no head size.
    expect(words('We have 8 heads and divide by 8.')).not.toContain('sqrtdk');
  });

  it('reads a named model with sizes of its own where they agree with it', () => {
    // BERT-base: 768 wide, 12 heads of 64.
    expect(words("In each of BERT-base's 12 heads we divide the scores by √768.")).toContain(
      'sqrtdmodel',
    );
    expect(words('BERT-base has 12 heads; we divide by 8.')).toContain('sqrtdk');
    // Sizes that contradict the model are the answer's own.
    expect(words('BERT-base has 16 heads; we divide the scores by √768.')).not.toContain(
      'sqrtdmodel',
    );
  });

  it('reads "divide by 64" after "d_k = 64" as the d_k mistake, and sqrt(512) as d_model', () => {
    expect(gradeAnswer('With d_k = 64 we divide the logits by 64.').mistakes).toEqual([
      'divide-by-dk',
    ]);
    expect(gradeAnswer('With d_model = 512 we divide by √512.').mistakes).toEqual([
      'divide-by-sqrt-dmodel',
    ]);
  });

  it('counts a numeric divisor as the fix when telling the chain', () => {
    const r = gradeAnswer(
      'With d_k = 256 the scores have std 16, so the softmax is one-hot and the gradients vanish. Dividing by 16 restores unit variance.',
    );
    expect(r.levels.communication).toBe('staff');
  });

  it.each([
    `${whyRoot} Using 1/d_k would over-correct and wash out the attention.`,
    `${whyRoot} Dividing by the full d_k would wash out the attention pattern.`,
  ])('"%s" weighs dividing by d_k', (text) => {
    expect(gradeAnswer(text).levels.tradeoffs).toBe('staff');
  });

  it('takes the scaling named by its effect as the fix when telling the chain', () => {
    const r = gradeAnswer(
      'The variance of q·k grows with d_k, so the softmax saturates and gradients vanish. With the factor the variance is 1.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it.each([
    's/d_k ⇒ Var = 1/d_k ⇒ p ≈ uniform.',
    'Scaling by d_k is too aggressive.',
    'Normalising by d_k (instead of √d_k) flattens the softmax.',
  ])('a divisor judged by what it does is an alternative weighed: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'We divide by d_k to keep the logits out of the flat region of the softmax.',
    'We divide by d_k because the scores grow too much.',
  ])('a benefit claimed for the divisor is no verdict on it: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual(['divide-by-dk']);
  });

  it.each([
    'Var(q·k/√d_k) = Var(q·k)/d_k = d_k/d_k = 1.',
    'Dividing the scores by √d_k divides their variance by d_k.',
    'σ_s²/d_k = 1 after scaling by √d_k.',
  ])('d_k in variance arithmetic is not the divisor: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each(['The scaling factor is 1/d_k.'])(
    'the scores divided by d_k are still the mistake: "%s"',
    (text) => {
      expect(gradeAnswer(text).mistakes).toEqual(['divide-by-dk']);
    },
  );

  it.each([
    'divide by d_k to the power 1/2',
    'scale by d_k^{-1/2}',
    "divide by d_k's square root",
    'divide by root-d_k',
    'divide by sqrt{d_k}',
  ])('"%s" names the square root', (text) => {
    expect(words(text)).toContain('sqrtdk');
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it('reads "scales the variance by 1/d_k" as arithmetic, not the divisor', () => {
    const r = gradeAnswer('Dividing by √d_k multiplies the variance by 1/d_k, bringing it to 1.');
    expect(r.mistakes).toEqual([]);
  });

  it('reads "the variance becomes 1/d_k" as a value, not the divisor', () => {
    expect(gradeAnswer('Avoid d_k: Var → 1/d_k, attn ≈ uniform.').mistakes).toEqual([]);
  });

  it('reads a head count told as "16 heads" for the √num_heads mistake', () => {
    expect(gradeAnswer('There are 16 heads, so each score is divided by √16.').mistakes).toEqual([
      'divide-by-sqrt-heads',
    ]);
  });

  it('takes the value of a root just named ("√144 = 12") as the divisor, not a worked figure', () => {
    const r = gradeAnswer(
      'The scores have variance d_k, so we divide by √144 = 12; without it they saturate the softmax.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('reads a value named after it ("512 being the model width") for the divisor', () => {
    expect(
      gradeAnswer('The scores are divided by √512, 512 being the d_model of the base model.')
        .mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('takes "each head is 256 wide" as d_k, for its variance and for a divisor asked about', () => {
    const r = gradeAnswer(
      'Each head is 256 wide, so the raw score has variance 256 and the softmax is close to an argmax. Why not divide by 256? That would push the variance down to 1/256 and the weights would be nearly uniform.',
    );
    expect(r.levels.tradeoffs).toBe('staff');
  });

  it("names the learner's own divisor even when the sentence reports its symptom", () => {
    expect(
      gradeAnswer(
        'In my code I use `scores / math.sqrt(d_model)` and the attention comes out almost uniform. Is that normal?',
      ).mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('gives a staff point on trade-offs nothing without the reason for the root (levels are cumulative)', () => {
    const weighed =
      'Dividing by d_k instead would overshoot and leave the attention weights nearly uniform.';
    expect(gradeAnswer(weighed).levels.tradeoffs).toBe('weak');
    expect(gradeAnswer('Divide by √d_k: Var(q·k) = d_k. ' + weighed).levels.tradeoffs).toBe(
      'staff',
    );
  });

  it('takes a family named alone ("one BERT head") for its model, so "dividing by eight" is √d_k', () => {
    const r = gradeAnswer(
      'Sum the terms of one BERT head and the raw scores have a spread of about eight, so the softmax is basically a hard max. Dividing by eight puts the spread back to one.',
    );
    expect(r.levels.communication).not.toBe('weak');
  });

  it('reads "dividing by √d_k normalises it to 1" as unit variance', () => {
    expect(
      gradeAnswer('Dividing by √d_k normalises it to 1 for every head size.').levels.correctness,
    ).toBe('strong');
  });

  it('names "divide the scores with d_k" as the d_k divisor', () => {
    expect(
      gradeAnswer('So we divide the scores with d_k to make them normal again.').mistakes,
    ).toContain('divide-by-dk');
  });

  it('does not read "top weight flat at every d_k" as dividing by d_k', () => {
    expect(
      levels('Variances add. ÷√d_k → std 1 at every d_k → top weight flat ~0.4').tradeoffs,
    ).toBe('strong');
  });

  it('reads a ÷d_k column weighed by what it does as no divide-by-d_k mistake', () => {
    const notes =
      '| d_k | ÷√d_k | ÷d_k |\n|---|---|---|\n| 64 | 1 | 0.125 |\n\n- ÷d_k column: the spread shrinks with d_k → attention ~uniform';
    expect(mistakes(notes)).not.toContain('divide-by-dk');
  });

  it('takes a model width ("2048 wide") for a setting, not an anchor', () => {
    expect(
      levels(
        'The scores grow with the width, and a model is 2048 wide, so the softmax goes one-hot. Divide by √d_k.',
      ).communication,
    ).toBe('strong');
  });

  it('takes config values, roots of d_model and example sizes for settings, not anchors', () => {
    const chain = 'so the softmax goes one-hot and the gradients die. Divide by √d_k.';
    for (const setting of [
      'The scores grow with d_k; its config sets `query_pre_attn_scalar = 168`,',
      'The scores grow with the width, scaled by `8192 ** -0.5`,',
      'The scores grow with d_k, like, say, 256,',
      'The scores grow with the head size, 48 per head,',
    ])
      expect(levels(`${setting} ${chain}`).communication, setting).toBe('strong');
  });

  it('takes "hidden 2048" in a config line as d_model, so √2048 is the d_model root', () => {
    expect(mistakes('- hidden: 2048, 16 heads\n- fix: divide the logits by √2048 ≈ 45')).toEqual([
      'divide-by-sqrt-dmodel',
    ]);
    expect(mistakes('- hidden: 2048, 16 heads of 128\n- fix: divide the logits by √128')).toEqual(
      [],
    );
  });
});

describe('exploding gradients, "just smaller" and "exactly one" as the purpose are flagged', () => {
  it.each([
    'Without it, large dot products lead to exploding or vanishing gradients during training.',
    'This keeps the softmax well-behaved and avoids gradient vanishing/explosion.',
    'Scaling avoids unstable gradients (vanishing or exploding) as the dimension grows.',
    'Scaling prevents exploding and vanishing gradients when d_k is large.',
  ])('"%s": two failures joined by "or", "and" or "/" are both said of the gradients', (text) => {
    expect(gradeAnswer(text).mistakes).toContain('exploding-gradients');
  });

  it.each([
    'We scale so that we do not get exploding gradients for large d_k.',
    "The factor is there so we won't run into exploding gradients.",
    "Dividing by sqrt(d_k) means the network doesn't suffer from exploding gradients.",
    "We scale so the gradients don't vanish or explode.",
    'We scale so that we do not get exploding and vanishing gradients for large d_k.',
  ])('"%s": an explosion kept away as the purpose is the mistake', (text) => {
    expect(gradeAnswer(text).mistakes).toContain('exploding-gradients');
  });

  it.each([
    "The gradients vanish; they don't explode.",
    "The softmax saturates and its gradients vanish. Note we don't get exploding gradients here.",
    "The gradient w.r.t. the max logit doesn't blow up; it goes to zero because the softmax saturates.",
    "The gradients don't explode. They shrink towards zero once the softmax is one-hot.",
    'Unlike exploding gradients in RNNs, here the problem is that the softmax saturates and its gradient vanishes.',
  ])('"%s": an explosion denied beside the vanishing told apart is no purpose', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('exploding-gradients');
  });

  it.each([
    'The softmax saturates, so the gradients vanish rather than explode.',
    'Large scores are exploding or saturating the softmax, and its gradients vanish.',
    'The logits grow and the gradients vanish; dividing q·k by √d_k fixes it.',
  ])('"%s": a failure joined to another thing than the gradients is not theirs', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('exploding-gradients');
  });

  it('names "the variance is 1 exactly" after the fact as variance-exactly-one', () => {
    expect(
      gradeAnswer('Divide by √d_k and the std is 1 exactly, for every trained model.').mistakes,
    ).toContain('variance-exactly-one');
  });

  it('names "only there so the numbers come out smaller" as just-smaller', () => {
    expect(gradeAnswer('The scale is just used so the logits end up smaller.').mistakes).toEqual([
      'just-smaller',
    ]);
  });

  it('reads "the variance of each score is exactly 1" as unit variance, capped by the mistake', () => {
    const r = gradeAnswer('With the scaling the variance of any score is exactly 1, always.');
    expect(r.mistakes).toContain('variance-exactly-one');
    expect(r.levels.correctness).toBe('strong');
  });

  it('reads "the variance of every logit exactly 1" and "overcorrects" near d_k', () => {
    expect(
      gradeAnswer('Scaling makes the variance of every logit exactly 1 at every layer.').levels
        .correctness,
    ).toBe('strong');
    expect(
      gradeAnswer(
        'The variance of q·k is d_k. Scaling by d_k instead overcorrects and the attention spreads evenly.',
      ).levels.tradeoffs,
    ).toBe('staff');
  });

  it('does not read "just stalls" or "small enough that ..." as the just-smaller purpose', () => {
    expect(mistakes('Drop the scale and training just stalls.')).not.toContain('just-smaller');
    expect(
      mistakes(
        'Dividing by √d_k keeps the logits small enough that the softmax does not collapse, and the variance stays near 1.',
      ),
    ).not.toContain('just-smaller');
    expect(mistakes("it's there so the scores come out smaller")).toContain('just-smaller');
  });

  it('names a shrinking closed by "that is all" or "no deeper reason" as just-smaller', () => {
    for (const answer of [
      "It keeps the logits from getting too large, and that's basically all there is to it.",
      'Dividing makes the scores smaller. No deeper reason than that.',
      'So the numbers stay small, nothing deep about it.',
      'The root keeps the logits in a small range. It is cosmetic, do not overthink it.',
    ])
      expect(mistakes(answer), answer).toEqual(['just-smaller']);
    expect(
      mistakes('Big numbers are bad. Dividing keeps everything nicely scaled, that is all.'),
    ).toEqual(['just-smaller']);
    expect(mistakes('It keeps the values small so nothing overflows in fp16.')).toEqual([
      'just-smaller',
    ]);
    for (const answer of [
      'Multi-head: reduced dim per head, so the total cost is about that of one full-width head.',
      'Each head works in a smaller d_k; the scores are divided by √d_k so the softmax does not saturate.',
      'With 8 heads the width per head is reduced to 64, and the scale is 1/8.',
      "It's not just that the scores get smaller; a saturated softmax is the point. That's all.",
      'Dividing keeps the variance near 1 whatever d_k is. That is all there is to it.',
    ])
      expect(mistakes(answer), answer).not.toContain('just-smaller');
  });

  it('reads "the grads blow up" as exploding gradients', () => {
    expect(mistakes('Without the scaling the grads blow up on long sequences.')).toEqual([
      'exploding-gradients',
    ]);
    expect(mistakes('Nothing blows up; the grads shrink towards zero instead.')).toEqual([]);
  });
});

describe('a mistake denied, taken back, imagined, weighed or reported is not flagged', () => {
  it.each([
    'Dividing by √d_model is a common bug; each head divides by √d_k.',
    'Dividing the scores by d_k is a classic mistake: the root is what keeps the variance at 1.',
    'Scaling by √(num_heads) is an easy mistake to make; the heads do not enter.',
    'Using the model width as the divisor is a pitfall. The scale is √d_k.',
  ])('"%s": a divisor called a bug, a mistake or a pitfall is denied', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it.each([
    'Take d_k from q.size(-1): it saves you from the classic bug of scaling by the full model width.',
    'Watch out for the common mistake of dividing the scores by d_k; the root keeps the variance at 1.',
    'This avoids the old trap of dividing by the square root of the number of heads.',
  ])('"%s": what follows "the bug of" is named as the mistake', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it.each([
    'Sam thought the divisor was d_k. It is √d_k, which keeps the variance near 1.',
    'My teammate believes that the scores should be divided by √d_model; each head uses √d_k.',
    'He thinks it is exploding gradients. It is the opposite: the gradients vanish.',
  ])('"%s": someone else\'s belief is theirs, not the writer\'s', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it.each([
    "```python\nscores = q @ k.transpose(-2, -1) / math.sqrt(d_model)\n```\nshould be `/ math.sqrt(head_dim)`: the variance of each head's scores is head_dim.",
    '```python\nattn = (q @ k.T) * math.sqrt(self.head_dim)\n```\nShould read `/ math.sqrt(self.head_dim)`, which keeps the score variance near 1.',
    'The old line was\n\n    scores = scores / d_k\n\nneeds to be `scores / math.sqrt(d_k)` so the variance is 1 again.',
  ])('a line that opens with what it should be corrects the line before: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it('a "should be" inside a line takes nothing back', () => {
    expect(
      gradeAnswer('We divide the scores by d_k. The result should be a small number.').mistakes,
    ).toEqual(['divide-by-dk']);
  });
  it("still flags the writer's own divisor after a belief verb of theirs", () => {
    expect(gradeAnswer('We divide the scores by d_k.').mistakes).toEqual(['divide-by-dk']);
  });
  it('flags "prevents exploding gradients" and not its negation', () => {
    expect(gradeAnswer('Scaling prevents exploding gradients.').mistakes).toEqual([
      'exploding-gradients',
    ]);
    const negated = gradeAnswer('It does NOT prevent exploding gradients; the gradients vanish.');
    expect(negated.mistakes).toEqual([]);
    expect(negated.levels.followup).toBe('strong');
  });

  it('treats a negation after the phrase as a correction', () => {
    expect(gradeAnswer("Exploding gradients aren't the problem here.").mistakes).toEqual([]);
    expect(gradeAnswer('The gradients vanish rather than explode.').mistakes).toEqual([]);
  });

  it.each([
    'Dividing by d_k instead would flatten the softmax.',
    'muP divides by d_k because trained queries and keys correlate.',
    'People say sqrt(d_model), but that is wrong.',
    'It is not sqrt(num_heads): heads do not enter the scale.',
  ])('"%s" is not a mistake', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it('does not let a negation in one item reach into the next', () => {
    expect(gradeAnswer('- not the model width\n- divide by sqrt(d_model)').mistakes).toEqual([
      'divide-by-sqrt-dmodel',
    ]);
  });

  it.each(['That is why we normalise by d_k.', 'Hence softmax(QK^T / d_k) V.'])(
    'takes a wrong divisor as the fix when telling the chain, while flagging it: "%s"',
    (fix) => {
      const r = gradeAnswer(
        `The dot product grows with the key dimension, so the softmax turns one-hot. ${fix}`,
      );
      expect(r.levels.communication).toBe('strong');
      expect(r.levels.correctness).toBe('weak');
      expect(r.mistakes).toEqual(['divide-by-dk']);
    },
  );

  it.each([
    'The gradients explode, no wait, they vanish.',
    'We divide by d_k, sorry, by √d_k.',
    'We divide by d_k, or rather by its square root.',
    'We divide by d_k, wait, no, by √d_k.',
    'We divide by d_k, scratch that, by √d_k.',
    'We divide by d_k, actually no, by √d_k.',
    'We divide by d_k, I misspoke, by √d_k.',
    'We divide by d_k, correction: by √d_k.',
  ])('"%s" takes the mistake back', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it('still flags a mistake followed by other words', () => {
    expect(gradeAnswer('It prevents exploding gradients, no doubt.').mistakes).toEqual([
      'exploding-gradients',
    ]);
  });

  it.each([
    'It is not a division by d_k or by √num_heads.',
    'We do not divide by √d_model, by √num_heads or by d_k.',
    '√d_model and √num_heads do not enter the scale.',
  ])('a negation covers every item of a list of divisors: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'The gradients explode rather than vanish.',
    'Exploding gradients and not vanishing ones are the problem.',
    'It not only prevents exploding gradients but also speeds up training.',
    'It prevents exploding gradients, no?',
  ])('a negation after the phrase, or "not only", does not deny it: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual(['exploding-gradients']);
  });

  it.each(['One might divide by d_k here.', 'We divide by d_k, no, by √d_k.'])(
    '"might", "suggests" and a lone "no" set the divisor aside: "%s"',
    (text) => {
      expect(gradeAnswer(text).mistakes).toEqual([]);
    },
  );

  it.each(['Divide by d_k? No.'])('the next sentence takes it back: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'We divide by d_k. This keeps the variance at one.',
    'We divide by d_k. That is not wrong.',
    'We divide by d_k. It is a common mistake to divide by √d_model.',
  ])('a next sentence that does not reject it leaves the mistake: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toContain('divide-by-dk');
  });

  it.each([
    'People often say the scaling prevents exploding gradients.',
    'My first instinct was to divide by d_k, like an average.',
    'It is tempting to normalise by d_k.',
  ])('a view reported or a first thought is not the learner’s claim: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it('the learner’s own view is still the claim', () => {
    expect(gradeAnswer('I think we divide by d_k.').mistakes).toEqual(['divide-by-dk']);
  });

  it('weighs the d_k alternative when its rejection says what it would do', () => {
    const sum = 'The variances of the d_k products add up.';
    const rejected = `${sum} My first instinct was to divide by d_k. But that is wrong`;
    const told = gradeAnswer(`${rejected}: the softmax would be nearly uniform.`);
    expect(told.levels.tradeoffs).toBe('staff');
    expect(told.mistakes).toEqual([]);
    expect(gradeAnswer(`${rejected}.`).levels.tradeoffs).toBe('strong');
  });

  it('does not name a chain that a cause word turns round, or a negation scoped to another verb', () => {
    for (const text of [
      'The softmax saturates because a large d_k inflates the variance of the scores.',
      'The scores grow with d_k, the softmax saturates and the gradients vanish; dividing by √d_k stops that.',
    ])
      expect(gradeAnswer(text).mistakes, text).toEqual([]);
  });

  it('takes "It is not:" opening the next sentence as rejecting what came before', () => {
    expect(
      gradeAnswer('Everyone here writes √d_model. It is not: each head divides by √d_k.').mistakes,
    ).toEqual([]);
  });

  it('does not let a veto word reach across an arrow', () => {
    expect(
      gradeAnswer(
        '`s = q @ k.T / math.sqrt(d_k)  # var = d_k for iid N(0,1) entries -> back to ~1`',
      ).levels.correctness,
    ).toBe('staff');
  });

  it('does not take "I am confused" for calling the statement wrong', () => {
    expect(
      gradeAnswer("I'm a little confused here but I think we divide the scores by d_k.").mistakes,
    ).toContain('divide-by-dk');
  });

  it('takes back a mistake when the repair cuts into the phrase', () => {
    expect(
      gradeAnswer("Without it you'd get exploding gr-, no, sorry, vanishing gradients.").mistakes,
    ).not.toContain('exploding-gradients');
  });

  it('does not let a veto word reach across a comma into the next clause', () => {
    expect(
      gradeAnswer(
        'The variance is d_k for independent unit-variance components, and dividing by √d_k normalises it to 1.',
      ).levels.correctness,
    ).toBe('staff');
  });

  it('reads "that\'d be √768" as imagined, "you\'d divide by √768" as done', () => {
    expect(
      gradeAnswer("Divide by √d_k, not √d_model: with d_model = 768 that'd be √768.").mistakes,
    ).not.toContain('divide-by-sqrt-dmodel');
    expect(
      gradeAnswer("With d_model = 768 you'd divide by √768, since the heads are concatenated.")
        .mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('takes back a divisor repaired at the start of the next sentence', () => {
    const r = gradeAnswer(
      'Scores get divided by √d_model. Sorry, by √d_k, so their variance goes back to 1.',
    );
    expect(r.mistakes).not.toContain('divide-by-sqrt-dmodel');
    expect(r.levels.correctness).toBe('strong');
  });

  it('takes no anchor from the value of a wrong divisor or a second example size', () => {
    expect(
      gradeAnswer(
        'Scores grow with the width, so you divide by the square root of d_model, which for 1024 is 32; otherwise the softmax saturates.',
      ).levels.communication,
    ).not.toBe('staff');
    expect(
      gradeAnswer(
        'Dot products grow with d_k, so we divide by √d_k: the variance is 1 whether d_k is 32 or 512. Without it a wide head makes the softmax one-hot.',
      ).levels.communication,
    ).toBe('strong');
  });
  it.each([
    'It is not just about making the numbers smaller.',
    'It is not only about making the numbers smaller.',
    "It's not just to make the numbers smaller; any constant would do that. The root matches the spread.",
    'The variance is not always exactly one once trained.',
    // synthetic
    'The point is not merely to shrink the logits.',
    'Dividing by √d_k is not simply about smaller numbers.',
    'After scaling the variance is not necessarily exactly 1 in a trained model.',
  ])('"not just", "not only", "not always" deny the whole story, not the part: "%s"', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    ['It is just about making the numbers smaller.', 'just-smaller'],
    ['After scaling the variance is always exactly 1 in a trained model.', 'variance-exactly-one'],
  ])('the same claim without the limit is the mistake: "%s"', (text, id) => {
    expect(mistakes(text)).toEqual([id]);
  });

  it.each([
    'Some texts divide the scores by d_k. That is wrong.',
    'My guess: the scaling prevents exploding gradients. But this is a myth.',
    // synthetic
    'The scaling prevents exploding gradients. That is not true.',
    'Divide the scores by d_k. This is wrong: the divisor is √d_k.',
    'We normalise the logits by d_k. That is incorrect.',
    'Currently `scores = q @ k.transpose(-2, -1) / math.sqrt(d_model)`. That is the wrong scale.',
    'The layer divides the logits by sqrt(d_model). This is the wrong dimension for one head.',
    'Here the attention scores are scaled by 1/sqrt(embed_dim). That is a bug.',
    'The code divides the scores by d_k. This is a mistake, the root is missing.',
  ])('a verdict opening the next sentence takes the claim back: "%s"', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    [
      'The layer divides the logits by sqrt(d_model). That is the right scale.',
      'divide-by-sqrt-dmodel',
    ],
    [
      'Here the scores are scaled by 1/sqrt(embed_dim). That is a big help.',
      'divide-by-sqrt-dmodel',
    ],
    ['We divide the scores by d_k. Dividing by √d_k is the wrong scale.', 'divide-by-dk'],
  ])(
    'a verdict that judges nothing wrong, or not opening its sentence, keeps it: "%s"',
    (text, id) => {
      expect(mistakes(text)).toEqual([id]);
    },
  );

  it.each([
    'The attention is scaled by the square root of the embedding size instead of the head size. Is this intended?',
    'In MultiHeadAttention the logits are divided by math.sqrt(d_model). Is that intentional?',
    'Line 80 divides the attention scores by sqrt(hidden_size). Is this on purpose?',
  ])('a question whether the code before was meant makes it a report: "%s"', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    'In my code I divide the scores by math.sqrt(d_model) and attention looks flat. Is that expected?',
    'The attention is scaled by the square root of the embedding size instead of the head size.',
  ])('a learner asking about their own code, or no question, keeps it: "%s"', (text) => {
    expect(mistakes(text)).toEqual(['divide-by-sqrt-dmodel']);
  });

  it('a verdict on someone else’s divisor leaves the learner’s own', () => {
    expect(
      mistakes('Some tutorials divide the logits by √d_k. That is wrong, we divide by d_k.'),
    ).toEqual(['divide-by-dk']);
  });

  it.each([
    'The usual story is that it prevents exploding gradients.',
    'The law of large numbers suggests dividing by d_k, yet the CLT says √d_k.',
    // synthetic
    'Some tutorials divide the logits by d_k.',
    'Folklore says the scaling stops the gradients from exploding.',
    'The conventional wisdom is that the factor prevents exploding gradients.',
  ])('a view told as where it comes from is not the learner’s claim: "%s"', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    'Dividing by d_k over-shrinks the scores and leaves the weights nearly uniform.',
    'Dividing by d_k would be wrong, it over-shrinks the scores; the right divisor is √d_k.',
    // synthetic
    'Scaling by d_k overshrinks the logits, so attention goes flat.',
    'A d_k divisor over-shrinks everything and the softmax washes out.',
  ])('a divisor judged as shrinking too much is an alternative weighed: "%s"', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    ['We divide the scores by d_k instead of √d_k.', ['divide-by-dk']],
    ['Fix: /√d_k. /d_k instead → var 1/d_k → flat attention.', []],
    // synthetic
    ['We divide the logits by d_k rather than √d_k.', ['divide-by-dk']],
    ['We divide by √d_model instead of √d_k.', ['divide-by-sqrt-dmodel']],
    ['Divide by the square root of d_k rather than d_model.', []],
  ])('asserts X in "X instead of Y", not Y: "%s"', (text, expected) => {
    expect(mistakes(text)).toEqual(expected);
  });
});

describe('vanishing gradients and the Jacobian in many wordings (depth, follow-up)', () => {
  it.each([
    'A one-hot softmax means almost nothing gets through to the keys.',
    // synthetic
    'Almost nothing gets back through the softmax.',
    'Then nothing gets through to W_K.',
  ])('"%s": nothing passed back through the softmax is vanishing', (text) => {
    expect(levels(text).followup).toBe('strong');
  });

  it.each([
    'Past that point the projections stop receiving any gradient.',
    'The W_Q and W_K matrices then get no feedback.',
    'Once it saturates, training of W_Q slows down to a crawl.',
    'The query and key projections then do not get any gradient.',
    'Past that point learning slows down.',
    // synthetic
    'W_K stops receiving updates.',
    'The key weights get no feedback at all.',
    'With a one-hot softmax training slows to a crawl.',
    'The projections do not receive any gradient.',
  ])('"%s": no gradient received, or learning slowed, is vanishing', (text) => {
    expect(levels(text).followup).toBe('strong');
  });

  it('"not get any" said of something else is no lost gradient', () => {
    expect(levels('Flash attention does not get any faster with the scaling.').followup).toBe(
      'weak',
    );
  });

  it.each([
    'Large logits make the softmax one-hot, and hardly any signal reaches W_Q.',
    'Once it is one-hot, W_Q and W_K learn next to nothing.',
    'If the softmax gets peaky you kind of lose the gradient signal.',
    'Past that point W_Q and W_K learn nothing.',
    'The query weights then get nothing to learn from.',
    // synthetic
    'Barely any gradient makes it back to the key weights.',
    'In saturation the projections get next to nothing.',
    'The model loses the gradient through the softmax.',
  ])('"%s": the lost gradient, said as how little gets back, is vanishing', (text) => {
    expect(levels(text).followup).toBe('strong');
  });

  it.each([
    `${saturates}, so the softmax gradients vanish.`,
    `${saturates}, and the softmax's derivative is about zero.`,
    `${saturates}; the gradient flowing back to the queries and keys is tiny.`,
    `${saturates}, so the queries and keys receive almost no gradient.`,
    `${saturates}; a saturated softmax has vanishing derivatives.`,
    `${saturates}, and the gradient of the softmax with respect to its inputs is close to zero.`,
    `${saturates}, so the Q and K weight matrices barely update.`,
  ])('"%s" reaches staff depth', (text) => {
    expect(gradeAnswer(text).levels.depth).toBe('staff');
  });

  it('does not read "the gradients vanish" next to a key as starving W_K', () => {
    expect(
      gradeAnswer('One key takes almost all the weight and the gradients vanish.').levels.depth,
    ).toBe('strong');
  });

  it('reads "the gradient to the queries and keys all but disappears" as starving them', () => {
    const r = gradeAnswer(
      'Large scores saturate the softmax; the gradient to the queries and keys all but disappears.',
    );
    expect(r.levels.depth).toBe('staff');
  });

  it('reads the gradient named by where it goes, then vanishing, as vanishing gradients', () => {
    expect(
      gradeAnswer('So the gradient to the query and key projections all but disappears.').levels
        .followup,
    ).toBe('strong');
  });

  it.each([
    'Large scores saturate the softmax, and the gradient coming back through it is basically nothing.',
    'A saturated softmax passes back almost no gradient.',
  ])('"%s" starves the projections of gradient', (text) => {
    expect(gradeAnswer(text).levels.depth).toBe('staff');
  });

  it('does not take a gradient through the softmax for a vanishing one', () => {
    const r = gradeAnswer('Large scores saturate the softmax; the gradient flows back through it.');
    expect(r.levels.depth).toBe('strong');
    expect(r.levels.followup).toBe('weak');
  });

  it('reads "passes back almost no gradient" as vanishing gradients', () => {
    expect(gradeAnswer('The softmax passes back almost no gradient.').levels.followup).toBe(
      'strong',
    );
  });

  it('does not read "each entry has mean 0" as a vanishing Jacobian', () => {
    const r = gradeAnswer('The softmax saturates. Each entry has mean 0 and variance 1.');
    expect(r.levels.depth).toBe('strong');
  });

  it('hears "the keys see almost no gradient" as vanishing gradients', () => {
    expect(gradeAnswer('Then the keys see almost no gradient.').levels.followup).toBe('strong');
  });

  it('hears "it would stall the gradients" as vanishing gradients', () => {
    expect(gradeAnswer('Big logits would stall the gradients.').levels.followup).toBe('strong');
  });

  it('takes a vanishing softmax Jacobian as the saturation link too (depth)', () => {
    expect(
      gradeAnswer('Unscaled, d_k = 256 gives std 16, so the softmax Jacobian is ≈ 0.').levels.depth,
    ).toBe('staff');
  });

  it('hears "the gradient coming back through the softmax is tiny" as vanishing', () => {
    expect(
      gradeAnswer('Once it is one-hot, the gradient coming back through the softmax is tiny.')
        .levels.followup,
    ).toBe('strong');
  });

  it('reads "no gradient going back to the key projection" as the Jacobian starving W_K', () => {
    expect(
      gradeAnswer(
        "The softmax is one-hot, and there's no gradient going back through it to the query and key projections.",
      ).levels.depth,
    ).toBe('staff');
  });

  it('hears "→ no gradient" as a step of the chain', () => {
    expect(gradeAnswer('big logits → softmax one-hot → no gradient').levels.followup).toBe(
      'strong',
    );
  });

  it('does not read the 0 of N(0,1) as a vanishing gradient', () => {
    expect(gradeAnswer('Dividing by √d_k keeps the logits ~N(0,1).').levels.depth).toBe('weak');
  });

  it('hears "really small gradients" and "W_Q/W_K starve" as vanishing', () => {
    expect(
      gradeAnswer('The softmax gets too sharp and you get really small gradients.').levels.followup,
    ).toBe('strong');
    expect(gradeAnswer('softmax ≈ one-hot → W_Q/W_K starve').levels.followup).toBe('strong');
  });

  it('reads "one-hot and has extremely small gradients" as the vanishing Jacobian', () => {
    expect(
      levels(
        'Large logits drive it into saturation, where it is nearly one-hot and has extremely small gradients.',
      ).depth,
    ).toBe('staff');
  });

  it('reads the Jacobian diagonal x(1 − x) under any variable name, not x(1 − y)', () => {
    for (const form of ['p_i(1-p_i)', 's * (1 − s)', 'y_i (1 - y_i)', 'a(1-a)'])
      expect(
        levels(`The softmax saturates, so ${form} is about 0 and W_Q gets no gradient.`).depth,
        form,
      ).toBe('staff');
    for (const form of ['p_i(1-p_i)', 's(1 − s)'])
      expect(
        levels(`The gradients vanish: the derivative is ${form}. At d_k = 4 it is mild.`).followup,
      ).toBe('staff');
    expect(
      levels('The gradients vanish: the derivative is p(1 - q). At d_k = 4 it is mild.').followup,
    ).toBe('strong');
  });

  it('reads "stops getting trained", a gradient "back through the softmax close to zero", and coins flipped "independently of everyone else"', () => {
    expect(levels('Attention then basically stops getting trained.').followup).toBe('strong');
    expect(levels('The gradient flowing back through it ends up close to zero.').followup).toBe(
      'strong',
    );
    expect(
      levels(
        'Each coin is flipped independently of every other one, and dividing by √d_k brings the variance back to 1.',
      ).correctness,
    ).toBe('staff');
  });
});

describe('saturation in many wordings (depth)', () => {
  it.each([
    'Big scores, so the top key takes basically everything.',
    'Large logits, and the softmax gives the winning key basically everything.',
    // synthetic
    'The largest logit ends up with nearly everything.',
    'Unscaled, one key grabs almost everything.',
  ])('"%s": one key taking nearly everything is saturation', (text) => {
    expect(levels(text).depth).toBe('strong');
  });

  it.each([
    'd_k = 512 unscaled: max attention weight 0.998, entropy 0.01.',
    'Without scaling the largest attention weight is 0.9999.',
    'At d_k = 1024 the top weight comes out at 0.97.',
    'The entropy of the attention distribution drops towards 0 as d_k grows.',
    'Wide scores push the softmax to its extremes.',
  ])('"%s": a weight given as a number near 1, or a spent entropy, is saturation', (text) => {
    expect(levels(text).depth).toBe('strong');
  });

  it.each([
    'Without scaling, the model ends up attending to only one token.',
    'Large dot products make attention focus on just a few tokens.',
    'Large logits make the model pay attention to a single word and ignore the others.',
    'Without scaling, attention heads become overly confident.',
    'Big scores lead to extreme attention weights.',
    'The softmax output becomes nearly a delta function at the maximum.',
    'Without scaling the softmax is essentially a max operation.',
    'Large dot products make the softmax very steep.',
  ])('"%s": attention on one token, a point mass or a max is saturation', (text) => {
    expect(levels(text).depth).toBe('strong');
  });

  it.each([
    'Dividing by √d_k keeps the softmax in its sensitive region.',
    'The scaling keeps the scores in the linear regime of the softmax.',
    'Divided by √d_k, the softmax stays soft enough to learn from.',
    'Keeping the logits small keeps the softmax in its sensitive region, so gradients flow; that is the point of 1/√d_k.',
  ])('"%s": the softmax kept on the soft side of saturation', (text) => {
    const grade = gradeAnswer(text);
    expect(grade.levels.depth).toBe('strong');
    expect(grade.mistakes).toEqual([]);
  });

  it.each([
    'With several heads, each head can focus on one aspect of the sentence; the scores are divided by √d_k.',
    'Attention lets every token attend to all other tokens; the scores are divided by √d_k.',
    'Sparse attention patterns save memory; the scores are divided by √d_k.',
    'Soft attention takes a softmax over the scores, divided by √d_k.',
  ])('"%s": a head\'s focus, or sparse attention, is no saturation', (text) => {
    expect(levels(text).depth).toBe('weak');
  });

  it.each([
    'Trained with AdamW (β1 = 0.9, β2 = 0.98, weight decay 0.01); scores divided by √d_k.',
    'The weights are updated with momentum 0.99 and the scores divided by √d_k.',
    'The attention weights sum to 1; at d_k = 64 the scores have variance 0.98 after scaling.',
  ])('"%s": a number near 1 that is no attention weight is no saturation', (text) => {
    expect(levels(text).depth).toBe('weak');
  });

  it.each([
    'Dividing by √d_k fixes almost everything.',
    'The scaling gets basically everything right.',
  ])('"%s": "almost everything" said of no key is no saturation', (text) => {
    expect(levels(text).depth).toBe('weak');
  });

  it.each([
    'Big scores make the top softmax weight close to 1.',
    'With big scores one attention weight is close to 1.',
    'Big scores push the softmax into its flat tails.',
    'Big scores push the softmax to a vertex of the simplex.',
    'Without scaling the effective temperature is far too low.',
    'Without scaling the softmax runs at a very low temperature.',
    'Without scaling the entropy of the weights drops to almost zero.',
    // synthetic
    'Unscaled, the largest attention weight is nearly 1.',
    'The softmax output sits at a corner of the simplex.',
    'Large logits act like a low temperature.',
    'The entropy of the attention drops towards zero.',
  ])('"%s": a weight near 1, a vertex, a low temperature or entropy is saturation', (text) => {
    expect(levels(text).depth).toBe('strong');
  });

  it('a weight near 1/n is no saturation', () => {
    expect(levels('Each weight is close to 1/n after scaling.').depth).toBe('weak');
  });

  it.each([
    'Big scores mean one key ends up with nearly all of the probability mass.',
    'With big scores almost all the weight goes to one key.',
  ])('"%s" describes a saturated softmax', (text) => {
    expect(gradeAnswer(text).levels.depth).toBe('strong');
  });

  it.each(['Big scores and the softmax hands essentially all the weight to a single key.'])(
    '"%s" describes a saturated softmax',
    (text) => {
      expect(gradeAnswer(text).levels.depth).toBe('strong');
    },
  );

  it('reads the weight left unsaid ("all on one key", "100% on one") as saturation', () => {
    for (const text of [
      'The softmax then ends up with everything on a single key.',
      'Big logits and the softmax gives 100% to one position.',
    ])
      expect(gradeAnswer(text).levels.depth, text).toBe('strong');
  });

  it('reads saturation as "stuck on one thing" or "all of it on one key"', () => {
    for (const text of [
      'Large logits and the softmax gets stuck on a single token.',
      'With big scores the softmax puts all of it on one key.',
    ])
      expect(gradeAnswer(text).levels.depth, text).toBe('strong');
  });

  it('reads "0.999 of the weight on one key" as saturation', () => {
    expect(
      gradeAnswer('Unscaled, the scores spread so far that 0.999 of the weight lands on one key.')
        .levels.depth,
    ).toBe('strong');
  });

  it('reads "each query is attending to a single token" as saturation', () => {
    expect(
      gradeAnswer('With logits that large every query is attending to a single token.').levels
        .depth,
    ).toBe('strong');
  });

  it('reads "the softmax just picks one key" as saturation', () => {
    expect(
      gradeAnswer('With long vectors the logits are huge and the softmax just picks one key.')
        .levels.depth,
    ).toBe('strong');
  });

  it('reads "too confident about one key" as saturation', () => {
    expect(
      gradeAnswer(
        'Larger vectors give larger scores, and the softmax gets far too sure about one token.',
      ).levels.depth,
    ).toBe('strong');
  });

  it('does not read "large logits" named after a saturated softmax as growth', () => {
    expect(
      gradeQuestion(
        'exploding-vs-vanishing',
        'They vanish: the Jacobian goes to ~0 when p is one-hot, so large logits leave almost no gradient for W_Q.',
      ).mistakes,
    ).not.toContain('reversed-causation');
  });

  it('reads "picks one winner" and "gets a softmax weight close to 1" as saturation', () => {
    expect(gradeAnswer('With that spread the softmax picks one winner.').levels.depth).toBe(
      'strong',
    );
    expect(
      gradeAnswer('The top key gets a softmax weight close to 1 at d_k = 512.').levels.depth,
    ).toBe('strong');
  });
});

describe('unit variance and the reason for the root in many wordings (correctness, trade-offs)', () => {
  it.each([
    'Dividing by √d_k keeps the logits on the same scale no matter what the head size is.',
    "The point: the scale of the logits shouldn't depend on the head size.",
    // synthetic
    "After dividing, the std of the logits doesn't depend on the head size.",
    'Scaled scores have the same spread no matter what the head size is.',
  ])('"%s": the spread the same whatever the head size is unit variance', (text) => {
    expect(levels(text).correctness).toBe('strong');
  });

  it.each([
    'The scaling preserves the variance of the scores.',
    'The √d_k factor is variance-preserving.',
    'The scaling keeps it near one as d_k grows.',
    // synthetic
    'Dividing by √d_k preserves the variance of the logits.',
    'The scaling keeps them close to 1 for any head size.',
  ])('"%s": the variance preserved or held near one is unit variance', (text) => {
    expect(levels(text).correctness).toBe('strong');
  });

  it.each([
    "It cancels out the √d_k growth of the dot product's standard deviation.",
    'The factor offsets the growth of the variance with d_k.',
    'Dividing undoes the increase in the variance of the scores as d_k grows.',
  ])('"%s": the spread\'s growth cancelled is the spread held, not a size purpose', (text) => {
    const grade = gradeAnswer(text);
    expect(grade.levels.correctness).toBe('strong');
    expect(grade.mistakes).toEqual([]);
  });

  it.each([
    "Scaling keeps the dot products' variance at approximately 1.",
    'Dividing by √d_k keeps the variance of the dot products at 1.',
  ])('"%s": "products" ending "dot products" is the scores, not the summed terms', (text) => {
    expect(levels(text).correctness).toBe('strong');
  });

  it.each([
    'Large d_k means a large variance of the scores, so we divide by √d_k.',
    'The dot products have high variance when d_k is large.',
    'Higher dimensions lead to higher variance in the dot products.',
    'The higher magnitude is a result of higher variance coming from the sum in the dot product.',
    'Dividing keeps the variance of the sum of the scores equal to 1.',
  ])('"%s": a variance said large is its size, not why the root', (text) => {
    expect(levels(text).tradeoffs).toBe('weak');
  });

  it.each([
    'The variance of q·k is d_k, which is large, so we divide by √d_k.',
    'Each of the d_k terms adds variance 1, so the variance is d_k.',
    'The variance of the dot product grows linearly with d_k.',
    'The variance of q·k is proportional to the dimension.',
    "After d_k random steps you are about √d_k away, because it's the variances that add, not the distances.",
    'Noises add in variance, not in amplitude.',
  ])('"%s": the variance said to be d_k explains the root', (text) => {
    expect(levels(text).tradeoffs).toBe('strong');
  });

  it.each([
    'The variance of q·k is d_k; scaling makes it 1.',
    'Var(q·k) = d_k, and the scaling makes it 1 again.',
  ])('"%s": the scaling said to bring "it" to 1 is unit variance', (text) => {
    expect(levels(text).correctness).toBe('strong');
  });

  it('does not read the weights summing to 1 as unit variance', () => {
    expect(levels('The scaling makes the weights sum to 1.').correctness).toBe('weak');
  });

  it('preserving something else is not unit variance', () => {
    expect(levels('The scaling preserves the order of the keys.').correctness).toBe('weak');
  });

  it.each([
    'The expected squared dot product is d_k.',
    'The mean square of q·k is d_k.',
    'By the CLT, q·k is roughly N(0, d_k).',
    'The dot product grows like √d_k.',
    'The dot product scales as √d_k.',
    'The logits are of scale √d_k.',
    '$\\mathbb{E}[(q^\\top k)^2] = \\sum_i \\mathbb{E}[q_i^2]\\,\\mathbb{E}[k_i^2] = d_k$',
    // synthetic
    'The mean squared score equals d_k.',
    'The raw logit scales like √d_k.',
    'Each q·k is about N(0, d_k) at init.',
    'The expected square of the dot product is d_k.',
    'The magnitude of a sum of d_k random terms grows like √d_k.',
    'A sum of d_k products grows as sqrt(d_k), like a random walk.',
  ])('"%s": the second moment d_k, or a size growing like √d_k, explains the root', (text) => {
    expect(levels(text).tradeoffs).toBe('strong');
  });

  it.each(['Once we divide by √d_k, it is 1.'])('"%s" states unit variance', (text) => {
    expect(gradeAnswer(text).levels.correctness).toBe('strong');
  });

  it.each([
    // an adjective on the inputs, not the scaled scores
    'The variance of the dot product of independent unit-variance vectors is d_k.',
    // denied inside the phrase
    'Without scaling the variance is not 1 but d_k.',
    // one product's share, not the score's variance
    'Each of the d_k products contributes variance one, so they accumulate to d_k.',
  ])('"%s" does not claim the scaled scores have unit variance', (text) => {
    expect(gradeAnswer(text).levels.correctness).toBe('weak');
  });

  it.each([
    'The logits have standard deviation 1 instead of √d_k after the fix.',
    'The dot product has spread √d_k.',
    'Variances of independent terms add up.',
  ])('"%s" explains why a square root', (text) => {
    expect(gradeAnswer(text).levels.tradeoffs).toBe('strong');
  });

  it.each(['The second moment of q·k is d_k.'])('"%s" explains why a square root', (text) => {
    expect(gradeAnswer(text).levels.tradeoffs).toBe('strong');
  });

  it.each([
    'At the moment d_k is 64.',
    'E[q·k] = 0 for any d_k.',
    'We divide by a constant on the order of √d_k.',
    'We divide the scores of each head to scale them by √d_k.',
  ])('"%s" does not explain why a square root', (text) => {
    expect(gradeAnswer(text).levels.tradeoffs).toBe('weak');
  });

  it.each([
    '√d_k: that is the standard deviation of a raw q·k.',
    'The typical size of the total grows like the square root of the number of terms.',
  ])('"%s" explains why a square root', (text) => {
    expect(gradeAnswer(text).levels.tradeoffs).toBe('strong');
  });

  it('reads "leaves it at 1" as unit variance', () => {
    const r = gradeAnswer('The √d_k divisor shrinks the variance by d_k and leaves it at one.');
    expect(r.levels.correctness).toBe('strong');
  });

  it('does not take √d_k named as the std for the fix when the answer opens with its verdict', () => {
    const r = gradeAnswer(
      'It is about vanishing gradients. The variances of the d_k products add up, so the score has std √d_k, and large scores saturate the softmax. Dividing by √d_k brings the std back to 1.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('does not read "the root cause" as a square root', () => {
    expect(words('the root cause')).not.toContain('sqrt');
    expect(words('root d_k')).toContain('sqrtdk');
  });

  it('reads the small case told by its spread ("std 2 ... still soft") as what changes at small d_k', () => {
    const r = gradeAnswer(
      'Scores have variance d_k, the softmax saturates, its Jacobian p_i(δ_ij − p_j) goes to 0, so no gradient reaches W_Q. For d = 4 the std is 2 and the softmax stays soft.',
    );
    expect(r.levels.followup).toBe('staff');
  });

  it('does not take "the variance at one whatever the head size" as the reason for the root', () => {
    expect(
      gradeAnswer(
        'Bigger heads give bigger scores; √d_k keeps the variance at 1 regardless of d_k.',
      ).levels.tradeoffs,
    ).toBe('weak');
  });

  it('takes "it sums its own 256 terms: var 256, std 16" as the reason for the root', () => {
    expect(
      gradeAnswer('Each head sums its own 256 terms, so the var is 256 and the std 16.').levels
        .tradeoffs,
    ).toBe('strong');
  });

  it('takes a variance equal to the model width as the growth told first', () => {
    const r = gradeAnswer(
      'BERT-large has a hidden size of 1024, and a sum over 1024 dimensions has variance 1024. So the scores are divided by √1024. Skip it and the softmax saturates.',
    );
    expect(r.mistakes).toContain('divide-by-sqrt-dmodel');
    expect(r.levels.communication).toBe('strong');
  });

  it('reads "the variance stays at 1" and "growing linearly with d_k"', () => {
    const r = gradeAnswer(
      'Unscaled, the variance of the scores is growing linearly with d_k; with 1/√d_k the variance of the logits stays at 1.',
    );
    expect(r.levels.correctness).toBe('strong');
    expect(r.levels.tradeoffs).toBe('strong');
  });

  it('still caps trade-offs at weak for a fix turned round without the variance reason', () => {
    expect(
      gradeAnswer(
        'The 1/√d_k is there to make the gradients vanish at first: it damps the updates so training does not overshoot, especially when d_k is large.',
      ).levels.tradeoffs,
    ).toBe('weak');
  });

  it('keeps the variance reason of a fix turned round (the cap has its exception)', () => {
    expect(
      gradeAnswer(
        'q·k sums d_k unit-variance products, so its variance is d_k. Dividing by √d_k is meant to saturate the softmax on purpose.',
      ).levels.tradeoffs,
    ).toBe('strong');
  });

  it('takes "64-dim vectors" as d_k, so "variance 64" is the variance d_k', () => {
    expect(
      gradeAnswer(
        'Two 64-dim vectors with independent unit-variance entries have a dot product with variance 64.',
      ).levels.tradeoffs,
    ).toBe('strong');
  });

  it('does not take a root named as the std for a fix that lowers the temperature', () => {
    expect(
      gradeAnswer(
        'Without it the logits have a std of about √d_k, so the wider the head, the lower the effective temperature.',
      ).mistakes,
    ).not.toContain('inverted-fix');
  });

  it('reads "the logit scale is the same for every head size" as unit variance', () => {
    expect(
      gradeAnswer('Dividing by √d_k makes the logit scale the same for any head size.').levels
        .correctness,
    ).toBe('strong');
  });

  it('reads "their variance equals the dimension" as the reason for the root', () => {
    expect(
      gradeAnswer('The scores are dot products whose variance equals the dimension of the vectors.')
        .levels.tradeoffs,
    ).toBe('strong');
  });

  it('reads "the spread of each of those dot products goes like √d_k" as the reason for the root', () => {
    expect(
      gradeAnswer('The spread of each of those dot products goes like √d_k.').levels.tradeoffs,
    ).toBe('strong');
  });

  it('reads unit variance told as "~1 at any d" or "as loud as one radio, whatever the number"', () => {
    expect(levels('÷√d → ~1 at any d').correctness).toBe('strong');
    expect(
      levels(
        'Turned down by √d_k, the room is about as loud as one radio, whatever the number of radios.',
      ).correctness,
    ).toBe('strong');
  });

  it('reads "gets bigger when the vectors are longer" as the scores growing', () => {
    expect(
      levels(
        'The dot product between the query and the key gets bigger when the vectors are longer, so the softmax goes one-hot. Divide by √d_k.',
      ).communication,
    ).toBe('strong');
  });
});

describe('the assumption, trained drift and the small-d_k case (trade-offs, follow-up)', () => {
  it.each([
    'Dividing by √d_k keeps the variance at 1, assuming independence.',
    'Under an independence assumption, dividing by √d_k keeps the variance at 1.',
  ])('"%s" states the independence assumption', (text) => {
    expect(gradeAnswer(text).levels.correctness).toBe('staff');
  });

  // LABELLING.md: independence denied is not stated.
  it.each([
    'The scaling brings the score variance back to 1, although q and k are not independent in practice.',
    "The scaling brings the score variance back to 1. It's a heuristic: real activations are not i.i.d. Gaussians.",
    'Dividing by √d_k keeps the variance of the scores at about 1. Once the model is trained the components are no longer independent, so this is approximate.',
    "Dividing by √d_k keeps the variance at 1. After training the queries and keys aren't uncorrelated anymore.",
  ])('"%s" denies independence: correctness strong, not staff', (text) => {
    expect(gradeAnswer(text).levels.correctness).toBe('strong');
  });
  it('independence stated in one sentence and denied for trained weights in another is stated', () => {
    const text =
      'With independent unit-variance entries, dividing by √d_k keeps the variance at 1. After training q and k are no longer independent.';
    expect(gradeAnswer(text).levels.correctness).toBe('staff');
  });

  it.each([
    `${sketch} For small heads the difference is minor.`,
    `${sketch} At d_k = 4 the softmax is not saturated anyway.`,
    `${sketch} At d_k = 4 the logits have a std of just 2, so the scaling changes little.`,
  ])('"%s" says what changes at small d_k', (text) => {
    expect(gradeAnswer(text).levels.followup).toBe('staff');
  });

  it('takes "a sum of independent terms" as the independence assumption', () => {
    expect(
      gradeAnswer('√d_k keeps the variance at 1: q·k is a sum of d_k independent terms.').levels
        .correctness,
    ).toBe('staff');
  });

  it('reads the small case told across a long sentence', () => {
    const r = gradeAnswer(
      'The softmax Jacobian p_i(δ_ij − p_j) goes to 0 once it saturates, so W_Q gets no gradient. At d_k = 4 the standard deviation of the scores is 2 and the softmax is not saturated, so the divisor matters little there.',
    );
    expect(r.levels.followup).toBe('staff');
  });

  it('reads "independent of each other" as the independence assumption', () => {
    expect(
      gradeAnswer(
        'The entries come out zero-mean, unit-variance and independent of each other, so after dividing by √d_k the variance is 1.',
      ).levels.correctness,
    ).toBe('staff');
  });

  it('reads "so the scale drifts" after training as the trained-drift trade-off', () => {
    expect(
      gradeAnswer(
        'The variances add, so the std is √d_k. After training they start agreeing with one another, so the scale drifts.',
      ).levels.tradeoffs,
    ).toBe('staff');
  });

  it('reads "when the terms are independent" as the independence assumption', () => {
    expect(
      gradeAnswer(
        'The sum has variance d_k when the terms are independent, and after dividing by √d_k the variance is 1.',
      ).levels.correctness,
    ).toBe('staff');
  });

  it('reads "independent votes" as the independence assumption', () => {
    expect(
      levels('Each score adds up independent ±1 votes; dividing by √d_k gets the variance to 1.')
        .correctness,
    ).toBe('staff');
  });
});

describe('communication: cause, effect and fix in order; one concrete number, then its consequence', () => {
  it.each([
    'Scores grow with dimension. At d_k = 256 the std is 16, so the softmax is one-hot and gradients vanish. Hence √d_k.',
    'The logits grow with d_k, so the softmax saturates and the gradients vanish during training. So: √d_k.',
  ])('"%s": the root named as the conclusion is the fix told', (text) => {
    expect(levels(text).communication).not.toBe('weak');
  });

  it.each([
    "We scale because the dot products' magnitude grows with d_k, which would saturate the softmax (tiny gradients).",
    'The scores are scaled since their variance grows with d_k and would saturate the softmax, leaving tiny gradients.',
  ])('"%s": the fix as a bare verb is the fix told', (text) => {
    expect(levels(text).communication).toBe('strong');
  });

  it('quotes a concrete number with its context as communication evidence', () => {
    const r = gradeAnswer(
      'The variance grows with d_k: at d_k = 64 the std is 8, so the softmax saturates and gradients vanish. Divide by sqrt(d_k).',
    );
    expect(r.levels.communication).toBe('staff');
    // d_k = 64 sets the scene; the std of 8 is the figure the answer worked out.
    expect(r.evidence.communication.some((p) => /\b8\b/.test(p) && p.split(' ').length > 1)).toBe(
      true,
    );
  });

  it('a bare list of keywords does not count as a well-told chain', () => {
    const r = gradeAnswer('variance d_k softmax saturates gradients vanish sqrt(d_k)');
    expect(r.levels.communication).toBe('weak');
    expect(r.missing.communication).toMatch(/chain/);
  });

  it('leaves fractions and unrelated numbers alone', () => {
    expect(words('with d_k = 16 the entries are at most 1/4')).not.toContain('sqrtdk');
    expect(words('we divide by 8')).not.toContain('sqrtdk');
  });

  it('takes "the dot product scales with d_k" as the cause, not "we scale the products"', () => {
    const cause = gradeAnswer(
      'The dot product scales linearly with d_k, which saturates the softmax; dividing by sqrt(d_k) fixes it.',
    );
    expect(cause.levels.communication).toBe('strong');
    const fix = gradeAnswer(
      'We scale the dot products by sqrt(d_k) so that the softmax does not saturate.',
    );
    expect(fix.levels.communication).toBe('weak');
  });

  it('recognises "when d_k is small" as the small-d_k follow-up', () => {
    const r = gradeAnswer(
      'The gradients vanish; the Jacobian p_i(δ_ij − p_j) is at most 1/4. When d_k is small the effect is mild.',
    );
    expect(r.levels.followup).toBe('staff');
  });

  it('does not read "the key vector length" (its norm) as d_k', () => {
    expect(words('the key vector length')).not.toContain('dk');
  });

  it('tells the chain even when the verdict comes first', () => {
    const r = gradeAnswer(
      'It is vanishing gradients, not exploding: the logits grow with d_k, the softmax goes one-hot and learning stalls, so divide by √d_k.',
    );
    expect(r.levels.communication).toBe('strong');
    expect(r.evidence.communication.some((p) => p.includes('one-hot'))).toBe(true);
  });

  it('takes a premise that names the dimension for the cause', () => {
    const r = gradeAnswer(
      'If d_k is large the dot products are large, so the softmax saturates; we divide by √d_k.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('takes a verdict in the cause’s own sentence as a heading', () => {
    const r = gradeAnswer(
      'Scaling prevents saturation: the scores grow with d_k, so we divide by √d_k, otherwise the softmax saturates.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('does not take a number that only sets the scene for a worked-out figure', () => {
    const r = gradeAnswer(
      'q·k is a sum of 512 products, so its variance grows with the width, the softmax saturates and the gradients vanish. Divide by the square root.',
    );
    expect(r.levels.communication).toBe('strong');
    const worked = gradeAnswer(
      'The dot product has variance d_k, so at d_k = 64 the std is 8, the softmax saturates and the gradients vanish; divide by √d_k.',
    );
    expect(worked.levels.communication).toBe('staff');
  });

  it('finds the chain retold after a summary, and not a fix named in a "without" sentence', () => {
    const r = gradeAnswer(
      'In short, it keeps the softmax from saturating. The variances of the d_k terms add, so the sum has variance d_k, and dividing by √d_k gives variance 1. Without the divisor the logits widen like √d_k and the softmax concentrates on one key.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('takes a head size named for a model ("128 in Llama, not 4096") as a setting, not a figure', () => {
    const r = gradeAnswer(
      'd_k is the per-head width, so 128 in Llama, not 4096. The variances add, so the scores have variance d_k; that saturates the softmax, and we divide by √d_k.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('does not call five fillers in ninety words rambling (one in fourteen is)', () => {
    const spoken =
      'Um, okay: a score adds d_k products, so, uh, its variance is d_k and the spread grows like √d_k as the head gets wider. Then, basically, with spreads that large the softmax gets close to one-hot on the top key, and, I mean, the gradient through it nearly vanishes. So, um, we divide every score by √d_k, which puts the variance back near one for any head size and keeps the softmax soft enough to learn from.';
    expect(gradeAnswer(spoken).levels.communication).not.toBe('weak');
  });

  it('counts hedges ("you know", "kind of", "sort of", a lone "like") as filler', () => {
    for (const spoken of [
      "So basically, like, the thing is, the dot products kind of, you know, get bigger when d_k gets bigger, sort of because you're, like, adding up more stuff, right? And then, um, basically the softmax kind of gets, like, really peaky, you know, sort of saturated, and then the gradients are, like, basically tiny. So, yeah, you kind of just, like, divide by sqrt(d_k) and, you know, it's basically fine.",
      'I mean, you know, the scores kind of grow with d_k, like, sort of a lot, and then, you know, the softmax kind of saturates, like, I mean, really, and so you kind of divide by sqrt(d_k), you know, sort of.',
    ])
      expect(gradeAnswer(spoken).levels.communication).toBe('weak');
  });

  it('does not count "grows like √d_k" or "a kind of normalisation" as filler', () => {
    const r = gradeAnswer(
      'The spread of the scores grows like √d_k, like a random walk of d_k steps, so the softmax saturates like an argmax. Dividing by √d_k is a kind of normalisation, a sort of temperature, that keeps the variance at one.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('takes an example value of d_k ("large, like 256") as a setting, not a worked figure', () => {
    const r = gradeAnswer(
      'The variance is d_k, so when d_k is large, say 256, the softmax saturates; divide by √d_k.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('does not take a section number for a worked figure', () => {
    const r = gradeAnswer(
      'As section 3.2.1 says, the scores have variance d_k, which saturates the softmax; divide by √d_k.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('does not take the numbers of a head split for a worked figure', () => {
    const r = gradeAnswer(
      'd_k is per head: gpt-2 768/12 = 64 -> /8. q·k var = d_k, so /√d_k -> var 1. w/o it the softmax goes one-hot.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('takes "heads, which are 128 wide" and "16 heads of 64 dimensions" as d_k', () => {
    expect(
      gradeAnswer(
        "Llama's heads, which are 128 wide, give scores with variance about 128. Why not divide by 128? The variance would drop to 1/128 and attention would go uniform.",
      ).levels.tradeoffs,
    ).toBe('staff');
    expect(
      gradeAnswer(
        'With 16 heads of 64 dimensions the raw variance is 64. Dividing by 64 would overshoot and flatten the weights.',
      ).levels.tradeoffs,
    ).toBe('staff');
  });

  it('does not count a chain whose cause is the heads adding up', () => {
    const r = gradeAnswer(
      'With 12 heads their dot products add together, so the combined logits grow like √12. That is why we divide by √12. Without it the softmax saturates.',
    );
    expect(r.mistakes).toContain('divide-by-sqrt-heads');
    expect(r.levels.communication).toBe('weak');
  });

  it('reads a chain where W_Q grows and the root after "grows ~" is its rate, not the fix', () => {
    expect(
      gradeAnswer(
        'notes: tiny grads in attn → optimiser pushes W_k bigger → q·k magnitude grows ~ sqrt(dk) → hence the /sqrt(dk)',
      ).mistakes,
    ).toContain('reversed-causation');
  });

  it('lets a spoken answer with a filler in thirteen words tell its chain', () => {
    const r = gradeAnswer(
      'Yeah so, basically, the dot products get bigger with the dimension of the head, right, and the softmax kind of gets really peaky on one key. And then, um, the gradients through it vanish and training stalls. So you divide by the square root of d_k, which basically brings the variance back to one.',
    );
    expect(r.levels.communication).toBe('strong');
  });

  it('reads a verdict of a few words after a claim as going on with it, but not a run of keywords', () => {
    expect(levels('The top score sits thirty above the rest. One-hot, basically.').depth).toBe(
      'strong',
    );
    expect(
      levels('Words to mention:\n- variance\n- one-hot softmax\n- vanishing gradients').depth,
    ).toBe('weak');
  });
});

describe('levels, evidence and what is missing', () => {
  it('places a complete answer at staff on every dimension, quoting the learner', () => {
    const r = gradeAnswer(staff);
    for (const dim of DIMENSIONS) {
      expect(r.levels[dim], dim).toBe('staff');
      expect(r.missing[dim]).toBeNull();
      expect(r.evidence[dim].length, dim).toBeGreaterThan(0);
      for (const phrase of r.evidence[dim]) expect(staff).toContain(phrase);
    }
  });

  it("quotes the learner's own words for every level above weak, on every labelled answer", () => {
    // (The answers' labels play no part: this is the result's shape.)
    for (const { id, text } of MAIN_ANSWERS) {
      const r = gradeAnswer(text);
      for (const dim of DIMENSIONS) {
        if (r.levels[dim] === 'weak') continue;
        expect(r.evidence[dim].length, `${id} ${dim}`).toBeGreaterThan(0);
        for (const phrase of r.evidence[dim]) expect(text, `${id} ${dim}`).toContain(phrase);
      }
    }
  });

  it('says what is missing for the next level', () => {
    const r = gradeAnswer('It is for numerical stability.');
    for (const dim of DIMENSIONS) {
      expect(r.levels[dim]).toBe('weak');
      expect(r.evidence[dim]).toEqual([]);
      expect(r.missing[dim]).toMatch(/\w{4,}/);
    }
  });

  it('is deterministic and handles empty, huge and hostile input without throwing', () => {
    expect(gradeAnswer(staff)).toEqual(gradeAnswer(staff));
    expect(gradeAnswer('').levels.correctness).toBe('weak');
    expect(() => gradeAnswer('<img src=x onerror=alert(1)> '.repeat(5000))).not.toThrow();
    expect(() => gradeAnswer('\u0000\uFFFF\uD800 √√√ ___ ////')).not.toThrow();
    expect(MAX_ANSWER_CHARS).toBe(20_000);
  });

  it('each model answer is placed at its own level on every dimension, without mistakes', async () => {
    const { MODEL_ANSWERS } = await import('../../web/src/practice/model-answers');
    for (const [level, text] of Object.entries(MODEL_ANSWERS)) {
      const r = gradeAnswer(text);
      for (const dim of DIMENSIONS) expect(r.levels[dim], `${level} answer, ${dim}`).toBe(level);
      expect(r.mistakes).toEqual([]);
    }
  });

  it('does not count hedges ("about", "roughly") towards a gap', () => {
    const r = gradeAnswer('Dividing by sqrt(d_k) keeps the variance of the scores at about one.');
    expect(r.levels.correctness).toBe('strong');
  });

  it('grades 500 random pastes without throwing', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let n = 0; n < 500; n++) {
      let answer = '';
      for (let k = 1 + Math.floor(next() * 30); k > 0; k--)
        answer += PARTS[Math.floor(next() * PARTS.length)];
      const r = gradeAnswer(answer);
      for (const dim of DIMENSIONS)
        expect(['weak', 'strong', 'staff'], answer).toContain(r.levels[dim]);
    }
  });
});

// Synthetic wordings written for the classes below (not from a labelled set).
describe('dividing by d_k as the fix is flagged, a d_k divisor denied is not', () => {
  it.each([
    'Scaling by √d_k keeps the variance at 1.',
    'Scaling by the square root of the size of the key vectors keeps the softmax soft.',
  ])('"%s": scaling by the root is the fix', (text) => {
    expect(mistakes(text)).toEqual([]);
  });

  it.each([
    'The scores grow with d_k, so we divide them by d_k to keep the softmax from saturating.',
    'To fix it, the logits are divided by d_k before the softmax.',
    'Dividing the scores by d_k is the fix.',
    'Hence we compute softmax(q·k / d_k).',
    'They divide QK^T by the size of the key vectors so the variance is 1.',
    'Scaling by the dimension of the keys keeps the softmax from saturating.',
  ])('"%s" is divide-by-dk, capping correctness', (text) => {
    expect(mistakes(text)).toEqual(['divide-by-dk']);
    expect(levels(text).correctness).toBe('weak');
  });

  it.each([
    'We normalise the dot products by d_k so the variance stays at 1.',
    // synthetic
    'We normalize the logits by d_k to keep them in range.',
    'Normalise them by d_k before the softmax.',
  ])('"%s": normalising the scores by d_k is divide-by-dk', (text) => {
    expect(mistakes(text)).toEqual(['divide-by-dk']);
  });

  it.each([
    'We divide by d_k, otherwise the gradients get too small.',
    // synthetic
    'Normalise the scores by d_k, or else the gradients end up too small.',
    'Divide by d_k, otherwise attention washes out.',
  ])('"%s": a benefit claimed for the divisor is no verdict on it', (text) => {
    expect(mistakes(text)).toEqual(['divide-by-dk']);
  });

  it('a verdict on the divisor, without "otherwise", weighs it', () => {
    expect(mistakes('Dividing by d_k, attention washes out.')).toEqual([]);
  });

  it.each([
    'We do not divide by d_k: that would make the variance 1/d_k and flatten the softmax.',
    'The divisor is not d_k but √d_k.',
    "It is not d_k we divide by, it's √d_k.",
  ])('"%s" is no mistake', (text) => {
    expect(mistakes(text)).toEqual([]);
  });
});

describe('"exactly one" under a stated assumption is not variance-exactly-one', () => {
  it.each([
    'Assume the entries of q and k are independent with mean 0 and variance 1. Then q·k has variance d_k, and dividing by √d_k brings the variance back to exactly 1.',
    'If the components of q and k are independent, zero-mean and unit-variance, the dot product has variance d_k; after dividing by √d_k its variance is exactly one.',
    'Under the assumption that q_i and k_i are independent with variance 1, Var(q·k) = d_k, so Var(q·k/√d_k) = 1 exactly.',
  ])('"%s" is staff on correctness with no mistake', (text) => {
    expect(mistakes(text)).toEqual([]);
    expect(levels(text).correctness).toBe('staff');
  });

  it.each([
    'Dividing by √d_k keeps the variance exactly 1 at every layer and all through training.',
    'The scaling guarantees the variance is always exactly 1.',
  ])('"%s", carried past any assumption, is the mistake', (text) => {
    expect(mistakes(text)).toEqual(['variance-exactly-one']);
  });
});

describe('quoted evidence and flagged phrases are whole clauses', () => {
  /** The phrase starts and ends at the answer's edges or at punctuation
   *  (an emoji beside it is no word). */
  const wholeClause = (text: string, phrase: string) => {
    const at = text.indexOf(phrase);
    const noEmoji = (s: string) => s.replace(/\p{Extended_Pictographic}/gu, '');
    const before = noEmoji(text.slice(0, at)).trimEnd();
    const after = noEmoji(text.slice(at + phrase.length)).trimStart();
    return at >= 0 && /(^|[.,;:—])$/.test(before) && /^($|[.,;:—])/.test(after);
  };
  it.each([
    'The dot product of q and k grows with d_k, so the softmax saturates and the gradients to W_Q and W_K vanish. Dividing by √d_k keeps the variance at 1.',
    'Because the variances of the d_k products add, the score variance is d_k; the softmax then goes one-hot, and its Jacobian is close to zero, so W_Q and W_K learn nothing.',
    'Without scaling, the logits have a std of 8 at d_k = 64, which saturates the softmax; the gradients vanish, and dividing by √d_k fixes it.',
    'T goes to zero, so the gradients to W_Q and W_K vanish. It makes the numbers smaller so training is stable.',
    // Characters outside the BMP (an emoji, mathematical letters) before the claims.
    'The dot product of q and k grows with d_k 📈, so the softmax saturates and the gradients vanish. Dividing by √d_k keeps the variance at 1. 🙂',
    'As the head dimension increases, the value of (𝑋𝑄𝑖)(𝑋𝐾𝑖)⊤ increases, which may cause gradient vanishing problems.',
    // ... and a clause that ends on one.
    'If the entries are independent with unit variance, the variance of 𝑞⋅𝑘 is 𝑑𝑘. Dividing by √𝑑𝑘 gives the scores unit variance for any 𝑑𝑘.',
  ])('"%s"', (text) => {
    const r = gradeAnswer(text);
    const quoted = [...Object.values(r.evidence).flat(), ...r.flags.map((f) => f.phrase)];
    expect(quoted.length).toBeGreaterThan(0);
    for (const phrase of quoted) expect(wholeClause(text, phrase), phrase).toBe(true);
  });
});

describe('depth by the labelling decisions: regions of small gradient, gradients through the softmax', () => {
  it.each([
    'Large dot products cause softmax to have extremely small gradients in those regions.',
    'Big scores leave the softmax with tiny gradients in these regions.',
  ])('"%s": "those regions" are the paper\'s regions', (text) => {
    expect(levels(text).depth).toBe('staff');
  });

  // synthetic wordings (written for these tests), one class each
  it.each([
    '# large dot products push softmax into regions with tiny gradients -> divide by sqrt(d_k)',
    'Large dot products push the softmax into areas where the gradient is extremely small.',
    'Large logits put the softmax in a regime of tiny gradients.',
    'the softmax will be pushed to regions of very small gradient',
  ])('the paper\'s "regions where it has small gradients" is staff: "%s"', (text) => {
    expect(levels(text).depth).toBe('staff');
  });

  it.each([
    'Without it you get very small gradients through the softmax.',
    'Unscaled, the gradient flowing back through the softmax is tiny.',
    'This leads to the softmax having extremely small gradients.',
    'The large values cause the softmax to have vanishing gradients.',
  ])('small gradients through the softmax with no saturation stay weak: "%s"', (text) => {
    expect(levels(text).depth).toBe('weak');
  });

  it.each([
    'With large d_k the softmax outputs become extremely peaked, so gradients through it are close to zero.',
    "at d = 768 raw logits have std ~28 → top key's softmax weight ≈ 1 → gradient through the softmax ≈ 0",
    'The scores blow up, attention is essentially hard, and the grads through the softmax vanish.',
  ])('small gradients through a saturated softmax are staff: "%s"', (text) => {
    expect(levels(text).depth).toBe('staff');
  });

  it.each([
    'As the scores grow the softmax gets closer to a hard max, and the gradient flowing through it shrinks.',
    'Large logits make the softmax nearly one-hot, so the gradient through it shrinks towards nothing.',
    'A saturated softmax: the gradients passed back through it keep shrinking.',
  ])('the gradient through a saturated softmax said to shrink is staff: "%s"', (text) => {
    const graded = gradeAnswer(text);
    expect(graded.levels.depth).toBe('staff');
    expect(graded.mistakes).not.toContain('just-smaller');
  });

  it.each([
    'The scores are wide, the softmax saturates, and the gradient through it is practically zero.',
    'Big logits make the softmax one-hot; its gradient is effectively 0.',
    'The softmax saturates and the gradient through it is pretty much zero.',
  ])('zero with a hedge is next to nothing: "%s"', (text) => {
    expect(levels(text).depth).toBe('staff');
  });

  it('"roughly zero-mean" entries say nothing of the gradients', () => {
    const text =
      'The entries of q and k are roughly zero-mean with unit variance, so the softmax saturates.';
    expect(levels(text).followup).toBe('weak');
  });

  it.each([
    'The softmax becomes very peaked and the gradients become tiny, so we divide by sqrt(d_k).',
    'The logits grow with d_k, the softmax gets spiky and gradients get tiny.',
    'Big scores saturate the softmax and in that regime training suffers from vanishing gradients.',
  ])('a peaked softmax with generic tiny gradients is strong: "%s"', (text) => {
    expect(levels(text).depth).toBe('strong');
  });

  it.each([
    'The attention weights are normalized to 1 by the softmax.',
    'The weights sum to 1.',
    'The weights are between 0 and 1 and add up to one.',
    'Softmax weights are always positive and total 1.',
  ])('weights that total 1 are no saturation: "%s"', (text) => {
    expect(levels(text).depth).toBe('weak');
  });
});

describe('corrections and reports in threads, notes and slides (real-genre probes)', () => {
  it.each([
    'Dividing by √d_k keeps the logit variance near 1. ~~This prevents exploding gradients.~~',
    '~~We divide the scores by d_k.~~ We divide by √d_k, so the variance stays near 1.',
    'Scaling keeps the spread near 1 whatever d_k is. ~~It just makes the numbers smaller.~~',
  ])('struck-out text says nothing of the writer\'s: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'I had written above that this prevents exploding gradients, and that was wrong: they vanish.',
    'Saying the scale stops exploding gradients was incorrect; the softmax saturates and they vanish.',
  ])('"was wrong" turns down what came before it: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'My teammate said the scale is there to avoid exploding gradients. The gradients vanish instead.',
    'The reviewer argued that we should divide by √d_model; each head divides by √d_k.',
    'Ahmed said it is to avoid exploding gradients, but I think it is the other way round: they vanish.',
  ])('a view reported or turned round is not the writer\'s: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    'My teammate says we should scale by √d_model, and I agree: the variance grows with d_model.',
    'The reviewer argued that we should divide the scores by d_k, and he is right.',
  ])('a reported view the writer agrees with is theirs: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toEqual([]);
  });

  it('a denial of a reversal stays a denial when "it is the other way round" follows', () => {
    const text =
      'It is not that the saturated softmax makes the scores grow, it is the other way round: the scores grow with d_k and push the softmax into saturation.';
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    "You scale by d_k so the variance stays near 1.\n\nEDIT: it's the square root of d_k, not d_k. Dividing by d_k itself would give variance 1/d_k.",
    'We divide the scores by d_k.\n\nUpdate: sorry, by √d_k, not d_k: the variance is d_k, so the std is √d_k.',
  ])('a d_k divisor turned down later is corrected: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-dk');
  });

  it.each([
    '- Priya: "divide by sqrt(d_model)" → no, by √d_k, the per-head key size.',
    'Jamie: "scores / d_k" - wrong, it is √d_k.',
  ])('a speaker-labelled quotation is the speaker\'s, however short: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it("a quotation labelled as the writer's own answer is still theirs", () => {
    expect(gradeAnswer('A: "divide by sqrt(d_model)"').mistakes).toEqual(['divide-by-sqrt-dmodel']);
  });

  it('a full stop inside a closing quote ends its sentence', () => {
    const text =
      'He said "the paper uses d_model everywhere, it is fine." It is not fine, by √d_model the scores are too flat; divide by √d_k.';
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it('reads "head_dim = 512/8 = 64" as d_k = 64, not d_k = 512', () => {
    const text =
      'Your bug: `att = q @ k.T / math.sqrt(self.d_model)`. Here d_k = 512/8 = 64, so you should divide by sqrt(64) = 8, not sqrt(512).';
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    '## Why `scale = head_dim ** -0.5` (FAQ, pinned)\n\nThe variance of q·k is d_k, so dividing by √d_k keeps it at 1.',
    'Pinned: the scale is 1/√d_k because the variance of q·k is d_k.',
  ])('a pinned thread is no saturated softmax: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it('the softmax pinned to one key is saturated', () => {
    expect(levels('Wide scores leave the softmax pinned to one key.').depth).toBe('strong');
  });

  it.each([
    'Large scores make one weight take essentially all the mass, and the softmax derivative\n\n$$\\frac{\\partial p_i}{\\partial z_j} = p_i(\\delta_{ij} - p_j)$$\n\nis ~0 for every entry once some p ≈ 1.',
    'With wide scores one key takes almost all the weight, and then\n\n$$J = \\mathrm{diag}(p) - pp^\\top$$\n\nis close to zero.',
  ])('a sentence goes on across a display-maths block: "%s"', (text) => {
    expect(levels(text).depth).toBe('staff');
  });
});

describe('reversed-causation told as a condition, and pairs of vectors', () => {
  it.each([
    'When the softmax saturates, the variance of the dot products increases with d, so we divide by sqrt(d).',
    'Once the softmax saturates on one key, the scores feeding it blow up and their variance grows with d_k.',
    'Re the question: when the softmax saturates, the variance of the dot products blows up with d_k.',
  ])('a growth told under a saturation that opens the sentence is reversed: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toContain('reversed-causation');
  });
  it.each([
    'When d_k is large the dot product gets large too and the softmax gives all the attention to one token.',
    'When the scores are large, the softmax saturates and the gradients vanish.',
    'Once the scores grow with d_k, the softmax saturates.',
  ])('a cause told first under "when" is no reversal: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('reversed-causation');
  });
  it('"one query and one key" is a pair of vectors, not all the weight on one key', () => {
    const text =
      'Take one query and one key with independent components of variance 1. Then Var(q·k) = d_k, so the raw score has std √d_k.';
    expect(gradeAnswer(text).mistakes).toEqual([]);
    expect(levels(text).depth).toBe('weak');
  });
});

describe('tangents of a long write-up are not the attention scaling', () => {
  it.each([
    'Grouped-query attention shares K/V heads to shrink the cache. The scores are divided by √d_k.',
    'In MQA all query heads read one K/V head; each head still scales by 1/√d_k.',
    'The Q/K/V projections are one matmul; the scale is 1/√d_k.',
  ])('a slash between the projections\' letters divides nothing: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });

  it.each([
    "Split into heads: with 8 heads of $d/8$ each, the divisor becomes $\\sqrt{d/8}$, the size of each head's key.",
    'With d_model = 512 and 8 heads, each head has d_model/8 = 64 columns and divides by √64.',
  ])('a width split among the heads is the head size, no division by the heads: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-heads');
  });

  it.each([
    'Exploding gradients are what max_grad_norm is for. The attention scale is about vanishing ones.',
    '- Gradient clipping: for exploding gradients, mainly RNNs. The attention scale is about the opposite.',
    'With Post-LN the gradients near the output are large at initialisation, so you need warm-up.',
    'Clipping caps gradients that are too large; that is a different problem from the softmax saturating.',
  ])('gradients that clipping or a warm-up tames are no claim on attention: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('exploding-gradients');
  });
  it('attention named with the explosion is still the mistake, clipping or not', () => {
    expect(
      gradeAnswer(
        'The scores get much bigger, so the gradients explode and you see NaNs unless you add gradient clipping.',
      ).mistakes,
    ).toContain('exploding-gradients');
  });

  it.each([
    'YaRN multiplies the logits by an extra factor √(1/t), with √(1/t) = 0.1 ln(s) + 1.',
    'An attention temperature: multiply the logits by sqrt(1/τ) when the context is stretched.',
  ])('the root of a temperature is no √d_k: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('inverted-fix');
  });
});

describe('roots of fractions in LaTeX and head sizes in code', () => {
  it.each([
    'We divide the scores by $\\sqrt{d_{model}/h}$.',
    'In multi-head attention we divide by $$\\sqrt{d_{model}/h}.$$',
    'The divisor is $\\sqrt{d/h}$ because each head dots vectors of d/h entries.',
  ])('the root of a fraction in LaTeX is the per-head divisor: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-dmodel');
  });
  it('the root of d_model alone in LaTeX is still √d_model', () => {
    expect(
      gradeAnswer('The scores are scaled by $\\frac{1}{\\sqrt{d_{model}}}$.').mistakes,
    ).toEqual(['divide-by-sqrt-dmodel']);
  });
  it.each([
    '```python\nhd = C // n_head\natt = (q @ k.transpose(-2, -1)) / math.sqrt(hd)\n```',
    '```python\nhead_dim = dim // num_heads\nscale = head_dim ** -0.5\n```',
  ])('a width over the head count in code is the head size: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-heads');
  });
});

describe('σ(z)_i is the softmax, σ alone the standard deviation', () => {
  it.each([
    '$$\\frac{\\partial \\sigma(z)_i}{\\partial z_j} = \\sigma(z)_i(\\delta_{ij} - \\sigma(z)_j)$$\nWhen one $\\sigma(z)_i \\to 1$, every entry of this Jacobian goes to $0$.',
    'With σ(x)_i = exp(x_i) / Σ_j exp(x_j), a large gap makes σ(x)_1 → 1 and the rest → 0.',
  ])('an entry of σ(…) going to 1 is no unit variance: "%s"', (text) => {
    expect(gradeAnswer(text).levels.correctness).toBe('weak');
  });
  it('σ with no entry taken is still the spread', () => {
    expect(
      gradeAnswer('σ(q·k) = √d_k, so dividing by √d_k brings σ back to 1.').levels.correctness,
    ).toBe('strong');
  });
});

describe('the advice for the next level names only what is still missing', () => {
  const chain =
    'For large d_k the dot products q·k have variance d_k, so the softmax saturates and the gradients vanish. Dividing by √d_k keeps the variance at 1.';
  it('a Jacobian sketched leaves only the small d_k to say', () => {
    const graded = gradeAnswer(`${chain} Its Jacobian p_i(δ_ij − p_j) goes to 0.`);
    expect(graded.levels.followup).toBe('strong');
    expect(graded.missing.followup).toBe('Say what changes at small d_k.');
  });
  it('the small d_k said leaves only the Jacobian to sketch', () => {
    const graded = gradeAnswer(`${chain} At d_k = 4 it barely matters.`);
    expect(graded.levels.followup).toBe('strong');
    expect(graded.missing.followup).toMatch(/^Sketch the Jacobian .*1\/4\)\.$/);
  });
  it('neither said asks for both', () => {
    expect(gradeAnswer(chain).missing.followup).toMatch(/Sketch the Jacobian .* small d_k\.$/);
  });
});

describe('weights "almost all equal" are flat, not one-hot', () => {
  it.each([
    "The variance of q·k is d_k. A 1/d_k scale would make the attention weights almost all equal, so the model couldn't focus.",
    'Var(q·k) = d_k. Divide by d_k and the weights come out nearly all equal.',
  ])('"%s"', (text) => {
    const graded = gradeAnswer(text);
    expect(graded.levels.tradeoffs).toBe('staff');
    expect(graded.levels.depth).toBe('weak');
  });
});

describe("keys given the model's width", () => {
  it.each([
    'Here Q, K ∈ R^{n × d_model}, so the dot products have variance d_model and we scale them by 1/sqrt(d_model).',
    '$K \\in \\mathbb{R}^{n \\times d_{model}}$, so the scores are divided by $\\sqrt{d_{model}}$.',
    '```python\nself.key = nn.Linear(d_model, d_model)\natt = q @ k.transpose(-2, -1) / math.sqrt(d_model)\n```',
    'The keys have dimension d_model, so we divide by sqrt(d_model) to keep the variance at 1.',
  ])('√d_model is √d_k when the keys are that wide: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-dmodel');
  });
  it.each([
    'With 8 heads, K ∈ R^{n × d_model} is split per head, and we divide by sqrt(d_model).',
    '```python\nself.key = nn.Linear(d_model, d_model)  # then split into n_heads heads\natt = q @ k.transpose(-2, -1) / math.sqrt(d_model)\n```',
  ])('not when the text counts its heads: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).toContain('divide-by-sqrt-dmodel');
  });
});

describe('typed and spoken repairs, verdicts and pronouns', () => {
  it.each([
    'you multiply the scores by sqrt(dk) — wait no, divide, its 1/sqrt(dk).',
    'We scale by √d_k, actually no, we divide by √d_k, so the variance is 1.',
  ])('"wait no" and "actually no" take back what came before: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('inverted-fix');
  });
  it.each([
    "teammate answered 'exploding gradients' on this, which is backwards: the gradients vanish.",
    'Saying the scale prevents exploding gradients is backwards; saturated softmax gradients vanish.',
  ])('a view called backwards is turned down: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('exploding-gradients');
  });
  it('the queries and keys that "were just the word embeddings" are unprojected', () => {
    const text =
      'In my toy version the queries and keys were just the word embeddings, so I divided by the square root of the embedding dimension, which is d_k there.';
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
  it.each([
    'the std is sqrt d_k, which is why its the root and not d_k, I always forget which one it is.',
    'The variance grows with d_k; the one with the top score takes all the weight.',
  ])('"which one", "the one" are pronouns, no value of 1: "%s"', (text) => {
    expect(gradeAnswer(text).mistakes).not.toContain('variance-exactly-one');
  });
  it('"that one-sided" and "one-hot" stay as they are', () => {
    expect(levels('Large scores make the softmax that one-sided: one-hot.').depth).toBe('strong');
  });
});
