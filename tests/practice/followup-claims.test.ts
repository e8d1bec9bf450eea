// The follow-up grader on claims (interview/grade-question.ts over
// scorer/claim-layer/): the follow-up lexicon's examples, each class of
// wording it reads (several wordings per class), the one level rule, and a
// question written here, outside the bank, graded with no new pattern.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../web/src/practice/scorer/detect';
import { MAX_ANSWER_CHARS } from '../../web/src/practice/scorer/answer-limit';
import { entityMentions } from '../../web/src/practice/scorer/claim-layer/entities';
import { extractClaims } from '../../web/src/practice/scorer/claim-layer/extract';
import {
  FOLLOWUP_ENTITIES,
  FOLLOWUP_RELATIONS,
} from '../../web/src/practice/scorer/claim-layer/lexicon-data/followups';
import { FOLLOWUP_LEXICON } from '../../web/src/practice/scorer/claim-layer/followup-claims';
import { gradeAgainst, gradeQuestion } from '../../web/src/practice/interview/grade-question';
import { questionById, type Question } from '../../web/src/practice/interview/bank';
import { FOLLOWUP_ANSWERS } from './agreement';
import { followupShapes } from './gaming-shapes';

const tokensOf = (text: string) => analyse(text, MAX_ANSWER_CHARS).tokens;
const covered = (question: string, text: string, point: string) =>
  gradeQuestion(question, text).points.find((p) => p.id === point)!.covered;
const mistakesOf = (question: string, text: string) => gradeQuestion(question, text).mistakes;
/** Each wording makes the question's key point. */
const eachCovers = (question: string, point: string, texts: string[]) =>
  it.each(texts)(`"%s" makes ${question}'s ${point}`, (text) => {
    expect(covered(question, text, point)).toBe(true);
  });
/** Each wording does not make the question's key point. */
const eachMisses = (question: string, point: string, texts: string[]) =>
  it.each(texts)(`"%s" does not make ${question}'s ${point}`, (text) => {
    expect(covered(question, text, point)).toBe(false);
  });

describe('follow-up lexicon examples', () => {
  it.each(FOLLOWUP_ENTITIES.flatMap((e) => e.examples.map((x) => [e.id, x] as const)))(
    'entity %s: "%s" is read as it',
    (id, text) => {
      expect(entityMentions(tokensOf(text), FOLLOWUP_LEXICON)).toContain(id);
    },
  );

  it.each(FOLLOWUP_RELATIONS.flatMap((r) => r.examples.map((x) => [r.id, x.text, x] as const)))(
    'relation %s: "%s" gives its claim',
    (id, _, example) => {
      const claims = extractClaims(tokensOf(example.text), FOLLOWUP_LEXICON);
      const hits = claims.filter(
        (c) =>
          c.relation === id &&
          (!example.subject || c.subjects.includes(example.subject)) &&
          (!example.object || c.objects.includes(example.object)),
      );
      expect(hits.length, JSON.stringify(claims)).toBeGreaterThan(0);
    },
  );

  it('leaves the main question extraction alone', () => {
    // "RoPE" is a follow-up entity only: the main lexicon does not read it.
    expect(entityMentions(tokensOf('RoPE rotates q and k.'))).not.toContain('rope');
    expect(entityMentions(tokensOf('RoPE rotates q and k.'), FOLLOWUP_LEXICON)).toContain('rope');
  });
});

describe('elliptical answers are claims', () => {
  it.each(['Vanishing.', 'They vanish.', 'Vanish, clearly.', 'They vanish, they do not explode.'])(
    '"%s" picks vanishing',
    (text) => {
      expect(covered('exploding-vs-vanishing', text, 'vanishing')).toBe(true);
      expect(mistakesOf('exploding-vs-vanishing', text)).toEqual([]);
    },
  );

  // "Do trained q and k keep unit variance? What is QK-norm for?": an opening
  // verdict answers the yes-no question, not the "what is … for".
  it.each([
    'Not really. After training q and k correlate and their norms drift, so the scores outgrow √d_k.',
    'No. Trained queries and keys become correlated, so 1/√d_k is a default, not a guarantee.',
    "Not quite. They drift during training; I don't know what QK-norm does.",
  ])('"%s" says nothing of QK-norm', (text) => {
    expect(covered('trained-drift', text, 'qk-norm')).toBe(false);
  });
  it('an answer that says what QK-norm does still covers it', () => {
    expect(
      covered(
        'trained-drift',
        'Not really: they drift. QK-norm normalises q and k before the dot product, as in ViT-22B, so the logits cannot diverge.',
        'qk-norm',
      ),
    ).toBe(true);
  });

  it.each(['They explode.', 'Explode, I think.', 'They explode because the logits are huge.'])(
    '"%s" picks exploding, the mistake',
    (text) => {
      expect(mistakesOf('exploding-vs-vanishing', text)).toContain('exploding-gradients');
    },
  );

  it.each([
    'The key size of one head.',
    'The per-head key size, because each head has its own dot products.',
    'Each head’s own head_dim.',
    // The head size by its code name, which the lexing spells d_k.
    'head_dim, not d_model.',
    'The head size. d_model is the width of all heads together.',
    'scale = d_head ** -0.5',
    // a cast around the expression, as TensorFlow code writes it
    'It should be scores * (1.0 / tf.sqrt(tf.cast(self.d_model / h, tf.float32))).',
    'scale = 1 / torch.sqrt(torch.tensor(d_model // n_heads, dtype=torch.float32))',
    // d_k defined as the width over the heads is one head's size.
    "Shouldn't it be divided by sqrt(d_k) where d_k = d_model / h instead of sqrt(d_model)?",
    'Use sqrt(d_k) with d_k = d_model/h, not sqrt(d_model).',
    'Here d_k = n_embd // n_head, and the scores are divided by its root.',
  ])('"%s" names one head’s size', (text) => {
    expect(covered('multi-head', text, 'per-head')).toBe(true);
  });

  // Labelling decisions (data/public/README.md): better "on large dimensions"
  // than multiplicative attention compares no scaling.
  eachCovers('additive', 'additive-wins-unscaled', [
    'For large d_k additive attention beat dot-product attention without the scaling.',
    'At large d_k additive does better unless the dot products are scaled.',
    'Additive attention outperformed unscaled dot products at large d_k, which is why the paper scales.',
  ]);

  it('better "on large dimensions" than multiplicative attention is no comparison with the unscaled', () => {
    const text =
      'An advantage of additive attention over multiplicative attention is that it can perform better on large dimensions.';
    expect(covered('additive', text, 'additive-wins-unscaled')).toBe(false);
  });

  // Labelling decisions (data/public/README.md): a speed claim about dropping
  // or folding the scale compares no kinds of attention.
  eachCovers('additive', 'faster', [
    'Dot-product attention is faster and more memory-efficient than additive attention: it is one matrix multiply.',
    'Scaled dot-product attention is much faster than additive attention because it is a single matmul.',
    'It is faster: one matrix multiplication on the GPU.',
  ]);
  it.each([
    'Removing the 1/√d_k makes attention marginally faster.',
    'Folding the scale into W_Q makes attention faster.',
    'Dot-product attention without the scaling runs faster and uses less space.',
  ])('a speed said of the scale itself is not "faster": %s', (text) => {
    expect(covered('additive', text, 'faster')).toBe(false);
  });

  it('d_k by its own name is no head size (the question already says d_k)', () => {
    expect(covered('multi-head', 'd_k, not d_model.', 'per-head')).toBe(false);
    expect(covered('multi-head', 'The key dimension, not d_model.', 'per-head')).toBe(false);
  });

  it.each([
    // an elliptical answer's own negation, counted once
    'Not divided by √d_model.',
    // turned down by the harm it does, or said to play no part
    'You use the dimension of each head, d_model/h. Using the full d_model would over-scale.',
    'Per head: the dimension per head is the length of each dot product; d_model isn’t involved.',
    // the key size of one head, contrasted with the width (no "d_k of 1")
    'It is the key size of one head, not d_model.',
    // over a short aside in brackets
    "d_k in the formula is the size of one head's keys (64 in the base model), not the model dimension 512.",
    'The per head size, since a head only has that many terms; dividing by sqrt(d_model) would be too much.',
    'Not √d_model.',
    'The key size of a single head, not d_model and not the number of heads.',
    'It is not √d_model and not anything to do with the number of heads.',
  ])('"%s" says it is not d_model', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
  });

  it.each([
    'With d_model 512 and 8 heads, every head divides by 8, not by √512.',
    'Each head divides by √64, not by √d_model.',
    'Each head divides by √d_k, and not by √d_model.',
  ])('"%s": a divisor contrasted in the next clause is still a division', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
  });

  it('a divisor in a clause that does not contrast it is no division ("…, d_model = 512")', () => {
    expect(covered('multi-head', 'Each head divides by 8, d_model = 512.', 'not-dmodel')).toBe(
      false,
    );
  });

  it.each(['Hardly.', 'Barely.', 'Not much.'])('"%s" answers the small-d_k question', (text) => {
    expect(covered('small-dk', text, 'mild-at-small')).toBe(true);
  });

  it('a pronoun names the question’s subject only in the opening sentence', () => {
    // "They" are the gradients when the answer opens with it ...
    expect(mistakesOf('exploding-vs-vanishing', 'They explode.')).toContain('exploding-gradients');
    // ... later "they" may be anything, and nothing is claimed of the gradients.
    expect(
      mistakesOf('exploding-vs-vanishing', 'The logits are huge. Sometimes they explode.'),
    ).toEqual([]);
  });

  it.each([
    'No, they just vanish.',
    'They merely vanish, they do not explode.',
    'They simply vanish.',
  ])('an adverb between the pronoun and its verb leaves the question’s subject: "%s"', (text) =>
    expect(covered('exploding-vs-vanishing', text, 'vanishing')).toBe(true),
  );
  it('… and a "just" with no pronoun before it names no subject', () => {
    expect(covered('exploding-vs-vanishing', 'Just vanish.', 'vanishing')).toBe(
      covered('exploding-vs-vanishing', 'Vanish.', 'vanishing'),
    );
    expect(mistakesOf('exploding-vs-vanishing', 'No, they just explode.')).toContain(
      'exploding-gradients',
    );
  });
});

describe('small-dk: the effect barely noticed, or scores already about 1', () => {
  it.each([
    "At d_k = 2 you wouldn't notice a difference; saturation is a problem at larger dimensions.",
    'For small d_k the unscaled scores are already of order 1, so the softmax is fine.',
    'For tiny heads there is hardly any difference with or without the factor.',
    'With small d_k the softmax behaves fine without it.',
  ])('"%s" says the effect is mild at small d_k', (text) => {
    expect(covered('small-dk', text, 'mild-at-small')).toBe(true);
  });
  it('"a big one" is no size of one, and no difference at every size is the mistake', () => {
    const same = 'Yes, just as much: a small head saturates the same way a big one does.';
    expect(covered('small-dk', same, 'mild-at-small')).toBe(false);
    expect(mistakesOf('small-dk', same)).toContain('same-at-every-dk');
  });
});

describe('a short answer whose verb is denied denies what it names', () => {
  it.each([
    "The full model dimension doesn't come into it.",
    'The model width does not figure in it.',
    "d_model doesn't come into play here.",
  ])('"%s" turns d_model down', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
  });
  it('a bare name is still the answer given', () => {
    expect(mistakesOf('multi-head', 'd_model.')).toContain('divide-by-sqrt-dmodel');
  });
});

describe('cross-entropy: saturation made harmless by the loss', () => {
  it('is the mistake where attention is not set apart', () => {
    const made =
      "The cross-entropy gradient is p − y, so the Jacobian cancels out and saturation isn't really a problem anymore, including in attention.";
    expect(mistakesOf('cross-entropy', made)).toContain('loss-fixes-attention');
    const apart =
      "The cross-entropy gradient is p − y, so saturation isn't a problem at the output softmax, but inside attention it still is.";
    expect(mistakesOf('cross-entropy', apart)).not.toContain('loss-fixes-attention');
  });
});

describe('a key point quotes the learner’s words whole', () => {
  it('quotes the Jacobian sketch with its formula, not cut at "p_i"', () => {
    const r = gradeQuestion(
      'exploding-vs-vanishing',
      'They vanish. A saturated softmax has a Jacobian p_i(δ_ij − p_j) close to zero, whose largest entry is 1/4 at p = 1/2.',
    );
    const sketch = r.points.find((p) => p.id === 'jacobian-sketch')!;
    expect(sketch.covered).toBe(true);
    expect(sketch.evidence).toContain('p_i(δ_ij − p_j)');
  });
});

describe('a yes or no answers the question’s proposal', () => {
  it.each(['Yes.', 'Yes, mostly.', 'Yes. The Jacobian cancels.'])(
    'cross-entropy: "%s" asserts that the loss undoes the saturation',
    (text) => {
      expect(mistakesOf('cross-entropy', text)).toContain('loss-fixes-attention');
    },
  );

  it.each(['No.', 'Yes, but only for the output softmax.', 'Only where the loss sits on them.'])(
    'cross-entropy: "%s" does not',
    (text) => {
      expect(mistakesOf('cross-entropy', text)).not.toContain('loss-fixes-attention');
    },
  );

  it.each([
    'Yes, equally.',
    'Yes, just as much.',
    'Yes, the same amount.',
    // "regardless of d_k" is every head size, not "keep it regardless".
    'Yes, it always matters equally regardless of d_k.',
    'It matters just as much no matter the head size.',
  ])('small-dk: "%s" says it matters the same at every d_k', (text) => {
    expect(mistakesOf('small-dk', text)).toContain('same-at-every-dk');
  });

  // A question written outside the bank, opened by another auxiliary: the
  // same yes reads as the same proposal.
  it.each(['Shouldn’t', 'Could', 'Wouldn’t', 'Did'])(
    'a question opened by "%s" is a yes-no question too',
    (aux) => {
      const question = questionById('cross-entropy')!;
      const text = question.text.replace('Doesn’t', aux).replace(' undo ', ' have undone ');
      const asked: Question = { ...question, text };
      expect(gradeAgainst(asked, 'Yes.').mistakes).toContain('loss-fixes-attention');
      expect(gradeAgainst(asked, 'No.').mistakes).not.toContain('loss-fixes-attention');
    },
  );

  it('only the question’s yes-no sentence is proposed ("Why not …? Doesn’t μP …?")', () => {
    expect(mistakesOf('divide-by-dk-mup', 'Yes.')).toEqual([]);
  });
});

describe('the optimiser said to make the divisor unnecessary', () => {
  it.each([
    "With Adam you don't need the 1/√d_k scaling, it normalises the gradients anyway.",
    'Adam does not need the divisor: its adaptive steps take care of small gradients.',
    'You need not keep the √d_k factor once the optimiser rescales every gradient.',
  ])('"%s" is the mistake', (text) => {
    expect(mistakesOf('adam', text)).toContain('optimiser-replaces-scaling');
  });

  it.each([
    'No. Even with Adam you still need the 1/√d_k factor: a vanishing gradient is mostly noise.',
    'Adam rescales the steps, but the forward pass is still saturated, so the divisor is needed.',
  ])('"%s" is not', (text) => {
    expect(mistakesOf('adam', text)).not.toContain('optimiser-replaces-scaling');
  });
});

describe('what looks like a mistake and is not', () => {
  it.each([
    "It doesn't change the asymptotic cost: attention is quadratic either way and the scale is a cheap multiply.",
    'The scaling leaves the time complexity unchanged; it is one multiply per score.',
    'Dividing by √d_k does not alter the big O of attention at all.',
  ])('"%s": the complexity kept is not changed', (text) => {
    expect(mistakesOf('cost-flash', text)).not.toContain('scale-changes-complexity');
  });

  it.each([
    'Dividing every score adds a whole extra term to the complexity, so scaled attention costs more.',
    'The scaling reduces the complexity of attention.',
    'Yes, scaling by √d_k increases the asymptotic cost of attention.',
  ])('"%s" changes the complexity', (text) => {
    expect(mistakesOf('cost-flash', text)).toContain('scale-changes-complexity');
  });

  it.each([
    'The outputs are probabilities in [0, 1], so large logits give you flat regions, not huge gradients.',
    'Softmax weights lie between 0 and 1, so big logits cannot make anything blow up.',
    'The probabilities are bounded between zero and one, so large scores just flatten them.',
  ])('"%s": weights in a range are bounded, not a saturation told first', (text) => {
    expect(mistakesOf('exploding-vs-vanishing', text)).not.toContain('reversed-causation');
  });

  it('a saturation told first and its cause after it is still told backwards', () => {
    expect(
      mistakesOf('exploding-vs-vanishing', 'The softmax goes one-hot, so the logits get large.'),
    ).toContain('reversed-causation');
  });

  it.each([
    'Each head divides by √(d_model / h), which is √64 = 8 in the base model.',
    'head_dim = d_model // n_heads, so the divisor is √head_dim.',
    'Transformer base: 512 / 8 heads = 64 per head, so every head divides by √64 = 8.',
    'scale = 1 / math.sqrt(self.channels / self.num_heads)',
  ])('"%s": d_model divided by the heads is a head’s size', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-heads');
  });

  it.each([
    'You divide by the square root of the number of heads.',
    'Divide by √h, √8 for an 8-head model.',
    'You use sqrt(num_heads) as the divisor.',
  ])('"%s" divides by √heads', (text) => {
    expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-heads');
  });

  it.each([
    'Per head. Using the model dimension over-scales the scores by a factor of sqrt(num_heads).',
    'Use head_dim: passing embed_dim ** -0.5 over-damps the logits by a factor of √h.',
    'The head size; dividing by √d_model would be wrong, too small by a factor of √num_heads.',
  ])('"%s": √heads as the size of the harm a wrong divisor does is no divisor', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-heads');
  });

  it.each([
    'Per head: with d_model 512 and 8 heads each divides by √64 = 8. Not √512 ≈ 22.6 and not √8.',
    'Each head uses its own head_dim, 64 of d_model 512. Not √512 ≈ 22.6, and not √(num heads) either.',
  ])('"%s": "not X ≈ … and not Y" denies both, each in its own conjunct', (text) => {
    expect(
      gradeQuestion('multi-head', text).points.find((p) => p.id === 'not-dmodel')?.covered,
    ).toBe(true);
  });

  it.each([
    'A lot of people think the number of heads goes in there, or the model width. Neither. Each head sums over its own head_dim, so it is √head_dim per head.',
    'Some say you divide by √d_model. Wrong. Each head divides by the root of its own head size.',
  ])('"%s": a short denial after a view answers it', (text) => {
    const grade = gradeQuestion('multi-head', text);
    expect(grade.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
    expect(grade.mistakes).toEqual([]);
  });

  it('"plays a role" is no "plays no role"', () => {
    const text = 'The scale uses the head dimension; the model dimension plays a role too.';
    expect(covered('multi-head', text, 'not-dmodel')).toBe(false);
  });

  it.each([
    'It is the dimension per head, not d_model.',
    'The size per attention head, not the model width.',
    'Use the dimensions per head rather than d_model.',
    'The scaling factor should be computed from the dimension of each attention head, not the embedding dimension.',
    'It should be divided by the square root of the key dimension of a single head (64 in the base model), not of the whole 512-dimensional model.',
    // A negative question proposes what it asks (claim-layer.test.ts).
    "Shouldn't the scale be head_dim ** -0.5 rather than dim ** -0.5? Each head only dots vectors of length head_dim.",
    // A bare root names what follows it: "dim ** -0.5" is the model width's root.
    'The scale here is `self.scale = dim ** -0.5` but it should be `head_dim ** -0.5` since attention is computed per head.',
    // "and not (on) Y" after a verbless contrast denies Y.
    'Note that the softmax scale depends on the head dim and not on the number of heads.',
    'The scale uses the head dim and not the hidden size.',
    // "plays no role" says d_model is irrelevant; its "no" is a negation.
    'The scale uses the head dimension; the model dimension plays no role.',
    // A power of a bracket is its root.
    'I noticed `scale = (dim // num_heads) ** -0.5`; this is correct since each head only has dim // num_heads channels, not dim.',
  ])('"%s": the dimension of one head keeps its head, the whole model is d_model', (text) => {
    const grade = gradeQuestion('multi-head', text);
    expect(grade.points.find((p) => p.id === 'per-head')?.covered).toBe(true);
    expect(grade.level).toBe('strong');
  });

  // A change leaves a divisor behind: a commit, a pull request or an issue
  // tells the old one and the new one, and the old one is turned down.
  it.each([
    // from X to Y
    'Changed the softmax scale from 1/sqrt(d_model) to 1/sqrt(d_head), since each head only sums d_head products.',
    'Switched the scale from 1/sqrt(hidden_size) to 1/sqrt(head_dim): each head dots vectors of head_dim.',
    // a past state against "now"
    'Fixed the attention scale: it was 1/sqrt(n_embd) and is now 1/sqrt(head_size), the key size of each head.',
    'We used to divide by sqrt(hidden_size); now we divide by sqrt(hidden_size / num_heads), the size of one head.',
    // a proposal, then the state it corrects
    "Shouldn't the attention be scaled by the head dimension rather than the hidden size? Right now it divides by sqrt(hidden_size), which is too large a divisor with 12 heads.",
    'The scale should be the per-head size, head_dim ** -0.5. At the moment the module uses dim ** -0.5 with the full width.',
    // changed X to Y, and a change told before the old state
    'Changed `scale = 1 / math.sqrt(self.d_model)` to `scale = 1 / math.sqrt(self.head_dim)`, since attention runs per head.',
    'Updated the softmax scale to 1/sqrt(head_dim); it was 1/sqrt(d_model).',
    // replace X with Y
    'This PR replaces math.sqrt(self.embed_dim) with math.sqrt(self.head_dim): every head takes dot products over head_dim channels.',
    'sqrt(d_model) should be replaced by sqrt(d_model / n_heads), the key size of one head.',
  ])('"%s": the divisor a change leaves behind is turned down', (text) => {
    const grade = gradeQuestion('multi-head', text);
    expect(grade.mistakes).toEqual([]);
    expect(grade.points.find((p) => p.id === 'per-head')?.covered).toBe(true);
    expect(grade.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
  });

  it.each([
    'Gemma 7B uses 256-dim heads with d_model = 3072, so each head divides by √256 = 16, not √3072.',
    'BERT-base uses 64-dimensional heads; the scale is 1/8, not 1/sqrt(768).',
  ])('"%s": heads said with their size are the size of one head, not d_model', (text) => {
    const grade = gradeQuestion('multi-head', text);
    expect(grade.mistakes).toEqual([]);
    expect(grade.points.find((p) => p.id === 'per-head')?.covered).toBe(true);
  });

  it.each([
    'Changed the learning rate from 1e-3 to 3e-4 and the scale to 1/sqrt(head_dim).',
    'Replace sqrt(head_dim) with sqrt(hidden_size) so the scale matches the model width.',
    'It was 1/sqrt(head_dim) and is now 1/sqrt(d_model).',
  ])('"%s": a change that leaves no width behind does not turn the width down', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(false);
  });

  it.each([
    'head_dim = hidden_size // num_heads; the scale is 1/sqrt(head_dim). Using hidden_size here is a common bug.',
    'Per head. Dividing by sqrt(embed_dim) is a classic pitfall: it is the whole width, not a head.',
    'Each head uses its own head_dim; scaling by √d_model instead would be buggy.',
  ])('"%s": the width called a bug or a pitfall is turned down', (text) => {
    const grade = gradeQuestion('multi-head', text);
    expect(grade.mistakes).toEqual([]);
    expect(grade.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
  });

  it.each([
    'You use d_model, since the heads are concatenated back anyway.',
    'd_model, since the heads get concatenated back into d_model anyway.',
    'You use the full model width, √d_model.',
    // the d_k asked about said to be the width
    "It's d_model. The heads are slices of one big attention.",
    'In the paper d_k is the model dimension, d_model = 512, so each head divides by √512.',
    // the heads named, the width divided by all the same
    'd_k is the dimension of the keys, and the keys are d_model-wide before you split them into heads, so in multi-head attention you still divide by √d_model.',
  ])('"%s" divides by √d_model', (text) => {
    expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-dmodel');
  });

  it.each([
    // judged by its harm, or a belief the asker held
    'Shouldn’t it be the head dimension? Dividing by sqrt(embed_dim) makes the softmax too flat.',
    'Why is the scale computed from dim_head and not from dim? I thought the paper uses the model dimension.',
    'For a single head, d_k is d_model, so there the divisor is √d_model.',
    'd_k = d_model / h, so each head divides by √(d_model / h).',
    // an elliptical view reported ("people think …, or the model width")
    'A lot of people think the number of heads goes in there, or the model width. Each head uses its own head_dim.',
  ])('"%s": the width as one head’s size, or reported, is no mistake', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
  });

  it('code the answer reports is not its own choice', () => {
    const text =
      'In your code, it is dot_product * (1.0 / tf.sqrt(self.d_model)). I think that should be tf.sqrt(self.d_model / h).';
    expect(mistakesOf('multi-head', text)).toEqual([]);
  });

  it.each([
    'Dividing by d_k is too aggressive, so they went with √d_k.',
    'Dividing by d_k leaves 1/d_k; the softmax is then nearly uniform.',
    'Divide by d_k and the scores bunch up near zero: too far.',
  ])('"%s": a division judged by what it does is weighed, not chosen', (text) => {
    expect(mistakesOf('variant-why-sqrt', text)).not.toContain('divide-by-dk');
  });

  it.each([
    'Honestly I would just divide by d_k, it turns the dot product into a mean.',
    'Dividing by d_k is actually the right thing to do, that is why μP does it.',
    'Dividing by d_k is the more principled choice.',
  ])('"%s" chooses d_k', (text) => {
    const question = text.includes('μP') ? 'divide-by-dk-mup' : 'variant-why-sqrt';
    expect(mistakesOf(question, text)).toContain('divide-by-dk');
  });

  it.each([
    'Exploding gradients is the wrong diagnosis: the outputs are bounded.',
    'The outputs are probabilities between 0 and 1, so nothing can blow up.',
  ])('"%s" does not claim exploding gradients', (text) => {
    expect(mistakesOf('exploding-vs-vanishing', text)).toEqual([]);
  });

  it.each([
    'After training q and k stop being independent: they correlate and their norms grow.',
    'Their norms grow or shrink from layer to layer.',
    'The kernel only computes the lower triangular part.',
  ])('"%s" gives no purpose for the scaling', (text) => {
    expect(mistakesOf('trained-drift', text)).not.toContain('just-smaller');
  });

  it.each([
    'It just makes the numbers smaller.',
    'It is only there to make the numbers a bit smaller so they are nicer to work with.',
    'A constant that makes the attention scores smaller, nothing more to it.',
  ])('"%s" is just smaller', (text) => {
    expect(mistakesOf('variant-teammate', text)).toContain('just-smaller');
  });

  it.each([
    'Dividing by d_k shrinks the scores too much.',
    'Dividing by d_k is too aggressive: it makes the scores far smaller.',
  ])('"%s": smaller said of a divisor weighed is no purpose given', (text) => {
    expect(mistakesOf('variant-why-sqrt', text)).not.toContain('just-smaller');
  });

  it.each([
    'The softmax becomes very sharp, and then in backprop the large logits give large gradients.',
    'The softmax turns nearly one-hot, and the backward pass then produces huge gradients.',
  ])('"%s": growing gradients are the exploding claim, not a chain told backwards', (text) => {
    const mistakes = mistakesOf('variant-no-scale', text);
    expect(mistakes).not.toContain('reversed-causation');
  });

  it.each([
    'The softmax saturates, so the scores grow with d_k.',
    'The softmax saturates, which makes the scores grow.',
    'The softmax saturates; as a result the scores get larger.',
  ])('"%s" tells the chain backwards', (text) => {
    expect(mistakesOf('what-breaks', text)).toContain('reversed-causation');
  });

  it("on the μP question, a division by d_k is μP's rule only where μP is named with it", () => {
    for (const text of [
      'We divide the scores by d_k.',
      'Honestly you should just divide by d_k; √d_k is just what the 2017 paper happened to use.',
      // μP cited for the learner's own rule for every case.
      "Just divide by d_k everywhere like μP does; it's simply the better choice.",
      "I'd just use 1/d_k everywhere like μP does.",
    ])
      expect(mistakesOf('divide-by-dk-mup', text), text).toContain('divide-by-dk');
    for (const text of [
      'μP divides by d_k because trained q and k are correlated, so q·k grows like d_k.',
      'μP divides by d_k everywhere, because in μP trained q and k correlate.',
      'One modification in getting a transformer muParametrized is to change the softmax scaling from 1/sqrt(d) to 1/d.',
      'Some scaling-law parametrizations do use 1/d_k.',
    ])
      expect(mistakesOf('divide-by-dk-mup', text), text).toEqual([]);
  });

  it('a dequantisation told before the division is the right order (int8, FP8)', () => {
    for (const text of [
      'With an int8 KV cache you must multiply each dot product by the key scale before dividing by √d_k, otherwise the scores have the wrong spread.',
      'With an FP8 KV cache you multiply each dot product by the key scale, then divide by √d_k.',
    ]) {
      expect(mistakesOf('int8-kv-scale', text), text).toEqual([]);
      expect(covered('int8-kv-scale', text, 'dequantize-first'), text).toBe(true);
    }
  });

  it('a case weighed under "if" is not the practice (int8)', () => {
    const weighed =
      'If the raw integers are divided by √d_k the scale is left out and the softmax saturates.';
    expect(mistakesOf('int8-kv-scale', weighed)).toEqual([]);
    const done = 'You just divide the int8 dot products by √d_k directly.';
    expect(mistakesOf('int8-kv-scale', done)).toContain('quant-scale-on-integers');
  });
});

describe('a divisor turned down by a contrast or a correction', () => {
  // Issue threads and review comments turn d_model down without negating a
  // claim of their own: a verbless contrast, or a "should" after the divisor
  // the code uses (corrections.ts).
  it.each([
    'Use the head dimension for the scale, not the embedding size.',
    'The scale must be the inverse square root of the head size, not of the model width, because every head has its own keys.',
    'Each head should divide by the square root of its own head_dim rather than the full hidden size.',
    'Each head divides its scores by √(d_model / h), and not by √d_model.',
    'In your code it is dot_product / sqrt(d_model). I think it should be / sqrt(d_model / h).',
    'You are dividing by sqrt(embed_dim); it should be sqrt(d_k) because the scores are per head.',
    'I think this is a bug: it uses hidden_size ** -0.5, but it should use head_dim ** -0.5 since each head computes its own dot products.',
    'The scale only depends on the per-head dimension: the model width and the head count do not enter it.',
    // The modal well before the divisor, in a line of code.
    'Your code has scores = q @ k.T / math.sqrt(self.d_model). I think it should be scores = q @ k.T * (1.0 / math.sqrt(self.d_model / self.h)) according to the paper.',
    // A verbless denial in a later sentence, its reason after a colon.
    "Per-head: scores = q @ k.T / math.sqrt(head_dim). Not the full hidden size: each head's dot product sums head_dim terms.",
    // "neither" is an "also not", after another negation too.
    "The divisor is the per-head key dimension; the number of heads doesn't enter, and neither does d_model.",
    // Someone else's divisor, answered with a contrast.
    "BERT-base has a hidden size of 768 and 12 heads. People sometimes write √768 ≈ 27.7, but a head's dot product only runs over its own 64 coordinates.",
    'Some people divide by √d_model. However, each head only sums head_dim products, so it is √head_dim.',
    'Each head divides by √head_dim. Not √d_model, since a head only sums its own head_dim products.',
    // A habit set against what is done (labelling decisions: per-head and not-dmodel).
    "Normally you'd scale by the full model width, but here each head uses its own head_dim.",
    "One would normally scale by the full hidden size, but we use each head's own dimension instead.",
    // A verbless denial after a conjunction.
    "Not the number of heads, and not √d_model either — it's the per-head d_k, because each head's dot product only sums d_k terms.",
    "Not the number of heads, and not √d_model either. It's the per-head d_k.",
    // A naive expectation turned down (labelling decisions: per-head and not-dmodel).
    'You might expect to scale by the full model width, but each head uses its own head size instead.',
    'One might think you divide by sqrt(d_model), but each head divides by sqrt(d_k) = sqrt(d_model/h).',
    "Naively you'd reach for √d_model, the whole hidden size; but every head divides by the square root of its own key width.",
    // The full width named in other words, after "rather than" or "not".
    "It's the key size, sqrt(d_k), i.e. how many components the key vectors have, rather than the full embedding width.",
    'It is sqrt(d_k), the key size, not the full model width.',
    // The usual divisor told after the contrast corrects the one before it,
    // in its sentence or the next; a width set against itself over the heads
    // is the full width.
    'You divide by sqrt(d_model), but usually it is sqrt(d_model / h).',
    'You scale by `x.shape[-1] ** -0.5`, but usually it is `(x.shape[-1] // num_heads) ** -0.5`.',
    'In your code: `softmax(k @ q.T / q.shape[-1] ** 0.5)`\n\nbut the normal implementation: `softmax(k @ q.T / (q.shape[-1] / attn_head) ** 0.5)`',
    'We divide by sqrt(d_model). But the standard implementation divides by sqrt(d_model / h).',
  ])('"%s" says not √d_model', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
  });

  it.each([
    // A proposal that is the divisor already named denies nothing.
    'Each head divides by √d_k. It should be √(d_model / h) in a multi-head layer.',
    // A contrast of growth rates is no divisor turned down.
    'Once trained, q and k align, so q·k grows like d_k rather than √d_k.',
    // "should" proposing no divisor corrects nothing, nor one said of a spread.
    'The code divides by √d_model. The variance should be 1 after that.',
    'The code divides by √d_model. Its variance should be d_model before that.',
    // Someone else's view with no contrast is only reported.
    'Some people divide by √d_model, and it works for them.',
    'People often write √d_model here.',
    // A contrast with no divisor after it, or a habit before no contrast.
    'We divide by sqrt(d_model / h). But usually people forget this.',
    'Usually we divide by sqrt(d_model), and it works.',
  ])('"%s" turns no d_model down', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(false);
  });

  it.each([
    'The scale only depends on the per-head dimension.',
    'Each head divides by the root of its per-head size.',
    'The divisor is the square root of the per head dims.',
    // Any width over the head count, under the root, as code writes it.
    'scale = (x.shape[-1] // num_heads) ** -0.5',
    'Use `(C // self.n_head) ** -0.5` for the scale.',
  ])('"%s" names one head\'s size', (text) => {
    expect(covered('multi-head', text, 'per-head')).toBe(true);
  });

  it('a correction to the wrong divisor is the mistake still', () => {
    const text = 'The code divides by √d_k. It should divide by √d_model, the full width.';
    expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-dmodel');
  });
});

describe('trained drift: QK-norm named, or the factor called a default, is no drift', () => {
  eachMisses('trained-drift', 'drift', [
    'Yes, with LayerNorm before the projections q and k stay unit variance. QK-norm is just an extra safety net for fp16.',
    'The 1/√d_k factor is a sensible default.',
  ]);
  eachCovers('trained-drift', 'drift', [
    'Once trained, q and k correlate and their norms drift, so the scores grow faster than √d_k.',
  ]);
});

describe('small d_k: the gap at a head size given alone', () => {
  eachCovers('small-dk', 'grows-with-dk', [
    "It's at 64/128 that unscaled logits (std 8–11) saturate it.",
    'At d_k = 4 the unscaled scores have a std of about 2; at 128 the softmax saturates.',
  ]);
  eachMisses('small-dk', 'grows-with-dk', [
    'Any softmax over raw dot products saturates, whether d_k is 4 or 512, equally.',
    'Every head size saturates the same way, 64 or 4096.',
  ]);
});

describe('FlashAttention exact, said as the same as the naive version', () => {
  eachCovers('cost-flash', 'flash-exact', [
    "Flash doesn't change the math: the output is the same softmax as the naive version up to fp rounding.",
    'The fused kernel gives the same numbers as the unfused one, up to floating-point rounding.',
    'FlashAttention returns the same result as the reference implementation.',
  ]);
});

describe('naming a thing is not saying what is done with it', () => {
  // Labelling decisions: folding the dequantisation scales into the softmax
  // scale is fold-once only; a speed bought by dropping the scale compares no
  // kinds of attention.
  it.each([
    'In our kernel we fold the q and k dequantization scales into the softmax scale: softmax_scale = q_scale * k_scale / sqrt(head_dim).',
    'The dequantisation scales are folded into the 1/sqrt(d) factor once.',
  ])('"%s" folds, it does not dequantize first', (text) => {
    expect(covered('int8-kv-scale', text, 'fold-once')).toBe(true);
    expect(covered('int8-kv-scale', text, 'dequantize-first')).toBe(false);
  });
  eachMisses('additive', 'faster', [
    'Dropping the scale factor would also save one multiply per score, so it is slightly faster.',
    'If you remove the 1/sqrt(d) you save a multiply, so it runs faster.',
  ]);
  eachCovers('additive', 'faster', [
    'Dot-product attention is faster than additive attention because it is a matrix multiply.',
    "With the scaling, dot-product attention keeps its edge: it's a single matrix multiplication, so it's faster.",
  ]);
});

describe('multiplying by one over the root divides, in a follow-up too', () => {
  it.each([
    'Each head has d_k = 128, so its logits get multiplied by 1/√128 ≈ 0.088, not by 1/√4096.',
    'Llama 2 7B: hidden size 4096, 32 heads, so each head works in 128 dimensions and its logits get multiplied by 1/√128.',
  ])('"%s" is no inverted fix', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('inverted-fix');
  });
});

describe('one level rule for every follow-up', () => {
  it('the level is the rule applied to the key points covered, on every labelled answer', () => {
    // strong needs every strong point, staff every key point, a mistake makes it weak.
    for (const a of FOLLOWUP_ANSWERS.filter((x) => x.split === 'tuned')) {
      const grade = gradeQuestion(a.question, a.text);
      const question = questionById(a.question)!;
      const has = (ids: string[]) =>
        ids.every((id) => grade.points.find((p) => p.id === id)!.covered);
      const expected =
        grade.mistakes.length > 0
          ? 'weak'
          : has(question.strong)
            ? has(question.staff)
              ? 'staff'
              : 'strong'
            : 'weak';
      expect(grade.level, a.id).toBe(expected);
    }
  });

  it('three of four key points is the same level wherever the missing one is a staff point', () => {
    // what-breaks without the Jacobian mechanism; exploding-vs-vanishing without the bound.
    // (In the learner's words: the bank's own key points pasted back state nothing.)
    const whatBreaks =
      'Without the factor the logits spread like √d_k, so at d_k = 64 their standard deviation is about 8. One key then takes nearly all of the attention. Because of that the gradients vanish instead of exploding.';
    const explodeOrVanish =
      'They vanish. The derivative of the softmax is p_i(δ_ij − p_j), never more than 1/4. Once p is one-hot every entry is close to zero, so hardly any gradient gets back to W_Q and W_K.';
    for (const [q, text] of [
      ['what-breaks', whatBreaks],
      ['exploding-vs-vanishing', explodeOrVanish],
    ]) {
      const grade = gradeQuestion(q, text);
      expect(
        grade.points.filter((p) => p.covered),
        q,
      ).toHaveLength(3);
      expect(grade.level, q).toBe('strong');
    }
  });
});

describe('a new question is one entry: claims, no patterns', () => {
  // Written here, not in the bank: every key point names claim ids the claim
  // layer already has, or a template over its lexicon.
  const ALIBI: Question = {
    id: 'alibi-scale',
    kind: 'followup',
    text: 'ALiBi adds a distance penalty to the scores. Does it remove the need for 1/√d_k?',
    keyPoints: [
      {
        id: 'still-grows',
        text: 'No: the dot products still grow with d_k, the bias does not change their spread.',
        claims: ['scores-grow', 'variances-add'],
      },
      {
        id: 'still-saturates',
        text: 'Unscaled, the softmax still saturates.',
        claims: ['softmax-saturates'],
      },
      {
        id: 'bias-by-distance',
        text: 'The penalty depends only on the distance between positions.',
        claims: [{ relation: ['depends-on', 'grows-with', 'adds'], with: [['offset']] }],
      },
    ],
    strong: ['still-grows', 'still-saturates'],
    staff: ['bias-by-distance'],
    mistakes: ['exploding-gradients'],
    part: 'beyond',
    modelAnswer:
      'No. ALiBi adds a penalty that depends only on the distance between the positions, and the dot products still grow with d_k: their variance is d_k. Unscaled, the softmax still saturates, so the 1/√d_k stays.',
  };

  it('grades the model answer at staff', () => {
    const grade = gradeAgainst(ALIBI, ALIBI.modelAnswer);
    expect(grade.mistakes).toEqual([]);
    expect(grade.level).toBe('staff');
    for (const p of grade.points) expect(ALIBI.modelAnswer).toContain(p.evidence);
  });

  it('grades a partial answer strong, a wrong one weak, and every gaming shape weak', () => {
    expect(
      gradeAgainst(ALIBI, 'The scores still grow with d_k and the softmax saturates.').level,
    ).toBe('strong');
    const wrong = gradeAgainst(ALIBI, 'Without it the gradients explode.');
    expect(wrong.level).toBe('weak');
    expect(wrong.mistakes).toContain('exploding-gradients');
    // The word salads and the question copied back; pasting its key points
    // back is caught only for texts the page shows (the bank's, handed-back.ts).
    for (const text of followupShapes(ALIBI).slice(0, 3))
      expect(gradeAgainst(ALIBI, text).level).toBe('weak');
  });
});

// An imperative "Take …" opening a sentence sets up an example; it uses no
// divisor. A "take" inside a sentence still says what is used.
describe('"Take …" opening a sentence', () => {
  it.each([
    "The per-head key size. Take Transformer base: d_model 512, 8 heads, so each head's q and k are 64-dimensional and each head divides by √64 = 8.",
    "One head's key size. Take GPT-2 small: d_model 768, 12 heads, so each head's q and k are 64-dimensional and each head divides by √64 = 8.",
    "Each head's own size. Take the original model: d_model 512, 8 heads, so each head's q and k are 64-dimensional and each head divides by 8.",
  ])('sets up an example: "%s"', (text) => {
    expect(mistakesOf('multi-head', text)).toEqual([]);
  });

  it.each([
    'With 8 heads we take the square root of d_model as the divisor.',
    'For multi-head attention you take √d_model.',
  ])('inside a sentence it still uses the divisor: "%s"', (text) => {
    expect(mistakesOf('multi-head', text)).toEqual(['divide-by-sqrt-dmodel']);
  });

  it('a transformer is no μP transfer', () => {
    expect(
      covered(
        'divide-by-dk-mup',
        'In a transformer, use 1/d instead of 1/sqrt(d) attention scaling.',
        'mup-transfer',
      ),
    ).toBe(false);
  });
});

// The 1/√d_k folded into a quantisation scale is applied once, to the
// dequantised scores: no division of the raw integers.
describe('int8: the scale folded into the quantisation', () => {
  it.each([
    'This corresponds to the fusion of $1/\\sqrt{d}$ in attention to quantization.',
    'We fold 1/sqrt(d_k) into the int8 quantization scale of q.',
    'The 1/√d_k is absorbed into the quantization scale of the queries.',
  ])('"%s" is no division of the integers', (text) => {
    expect(mistakesOf('int8-kv-scale', text)).toEqual([]);
  });
  it.each([
    'We divide the int8 scores by sqrt(d_k) before dequantizing.',
    'Just divide the quantized logits by √d_k.',
  ])('"%s" still is', (text) => {
    expect(mistakesOf('int8-kv-scale', text)).toEqual(['quant-scale-on-integers']);
  });
});

// An issue reports the code's scale (is, uses) and then proposes one head's
// size: the reported width is turned down, as a reported division is.
describe('the scale reported as the width, then one head proposed', () => {
  it.each([
    'The scale uses the model dimension. It should use the per-head dimension.',
    'The scale uses the model dimension, but it should use the per-head dimension.',
    'In your code the scale is sqrt(d_model). I think it should be sqrt(d_model/h).',
    "In your attention code the scale is `dim ** -0.5`, but since the input is split into heads, shouldn't it be `dim_head ** -0.5`?",
  ])('"%s" makes both strong points and no mistake', (text) => {
    expect(covered('multi-head', text, 'per-head')).toBe(true);
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
    expect(mistakesOf('multi-head', text)).toEqual([]);
  });
  it.each([
    'The scale uses the model dimension.',
    'The scale is sqrt(d_model), and it should stay that way.',
    'It should not be the head size; the scale uses the model dimension.',
  ])('"%s" still divides by the width', (text) => {
    expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-dmodel');
  });
  it('a spread the proposal follows is not turned down', () => {
    const text = 'The variance of each score is d_k, so the scale should be √d_k.';
    expect(mistakesOf('multi-head', text)).toEqual([]);
  });
});

// A verdict on the scale that names no divisor judges the one reported in
// the next sentence; a proposal there is not the state it judges.
describe('"the scale is wrong", then what it is set to', () => {
  it.each([
    "I think the `scale` is wrong. It's set to `1/sqrt(d_model)` but each head's q and k have only `d_model/n_heads` entries.",
    'The scale is wrong. It divides by sqrt(d_model) instead of sqrt(head_dim).',
    'This scale is wrong. Right now it uses the full embedding dimension, but each head only dots head_dim entries.',
  ])('"%s" turns the width down', (text) => {
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
  });
  it('a width reported with no verdict before it is still the divisor used', () => {
    expect(mistakesOf('multi-head', 'The scale is fine. It divides by sqrt(d_model).')).toContain(
      'divide-by-sqrt-dmodel',
    );
  });
});

// A diff's removed line is the state left behind, and "the old line" tells
// what it did: neither is the writer's divisor.
describe('a diff removes the wrong divisor', () => {
  it.each([
    "```\n- scale = 1 / math.sqrt(self.d_model)\n+ scale = 1 / math.sqrt(self.head_dim)\n```\nThe old line used the model width. Each head's dot products have head_dim terms, so that is the d_k that goes into the divisor.",
    '```diff\n- scores = q @ k.T / math.sqrt(embed_dim)\n+ scores = q @ k.T / math.sqrt(head_dim)\n```\nEach head only sums head_dim products, not the full embedding width.',
  ])('"%s" makes no divide-by-sqrt-dmodel', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
  });
  it("an added line is the writer's", () => {
    const text =
      '```\n- scale = 1 / math.sqrt(self.head_dim)\n+ scale = 1 / math.sqrt(self.d_model)\n```\nWith 8 heads we now use the model width.';
    expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-dmodel');
  });
});

// Found by follow-up probes (synthetic): a view named as someone else's or
// argued against, a remedy's own job, and a reason denied by "not because".
describe('views reported or argued against, and what Adam does fix', () => {
  it.each([
    ['adam', 'The divisor fixes the input to the softmax; Adam only fixes step sizes.'],
    ['adam', 'Adam handles the size of each update, not the saturation of the softmax.'],
    ['adam', 'AdamW fixes the learning rate per parameter; it cannot restore lost signal.'],
    ['adam', "The idea that an adaptive optimiser makes the divisor redundant doesn't hold."],
    [
      'adam',
      'The myth that Adam makes the scale unnecessary comes from mixing up step size and signal.',
    ],
    ['adam', 'Someone proposed removing it because Adam handles scale. That is wrong.'],
    [
      'rope-scale',
      'YaRN adds its own temperature, but that is about extrapolation, not because RoPE alters the variance.',
    ],
    [
      'cost-flash',
      "I'd push back on anyone calling FlashAttention an approximate attention method: it is exact.",
    ],
    [
      'cost-flash',
      'I disagree with calling FlashAttention an approximation; it computes the same result.',
    ],
    [
      'exploding-vs-vanishing',
      'My colleague expected the gradients to explode. They vanish: the softmax Jacobian goes to zero.',
    ],
  ])('%s: "%s" makes no mistake', (question, text) => {
    expect(mistakesOf(question, text)).toEqual([]);
  });
  it.each([
    [
      'adam',
      'Adam fixes the saturation, so the divisor is unnecessary.',
      'optimiser-replaces-scaling',
    ],
    ['cost-flash', 'FlashAttention approximates the softmax to go fast.', 'flash-approximate'],
    [
      'rope-scale',
      'RoPE changes the variance of the scores, so the divisor must change.',
      'rope-changes-variance',
    ],
    ['exploding-vs-vanishing', 'Without the scaling the gradients explode.', 'exploding-gradients'],
  ])('%s: "%s" is %s', (question, text, mistake) => {
    expect(mistakesOf(question, text)).toContain(mistake);
  });
});

// A configuration listed with its values gives sizes, not the answer: no
// elliptical "it is d_model" is read from it.
describe('a configuration listed is no elliptical answer', () => {
  it.each([
    'Transformer base: d_model 512, 8 heads, d_k 64, so divide by 8.',
    '- Transformer base: d_model 512, 8 heads, d_k 64 → divide by 8\n- but head_dim is not always d_model / heads: Gemma 7B uses 256',
    'BERT-base: d_model 768, 12 heads, head dim 64. Each head divides by √64 = 8.',
  ])('"%s" makes no divide-by-sqrt-dmodel', (text) => {
    expect(mistakesOf('multi-head', text)).not.toContain('divide-by-sqrt-dmodel');
    expect(covered('multi-head', text, 'example')).toBe(true);
  });
  it.each(['d_model.', 'The full model width, 512.', 'd_model, since the heads are concatenated.'])(
    '"%s" still answers with the model width',
    (text) => {
      expect(mistakesOf('multi-head', text)).toContain('divide-by-sqrt-dmodel');
    },
  );
  it('a clause of it without a value still answers ("not d_model")', () => {
    const text =
      'The per-head key size. Each head takes dot products of length d_k, not d_model, so with d_model 512 and 8 heads each head divides by √64 = 8.';
    expect(covered('multi-head', text, 'not-dmodel')).toBe(true);
  });
});
