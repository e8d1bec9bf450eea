// The claim layer (web/src/practice/scorer/claim-layer/): every example in
// the lexicon is a test, the trigger table's effects on claims, the mistakes
// as claim templates, and the gaming answers, weak on every dimension here
// too.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../web/src/practice/scorer/detect';
import { MAX_ANSWER_CHARS } from '../../web/src/practice/scorer/answer-limit';
import type { Claim } from '../../web/src/practice/scorer/claim-layer/claim';
import { entityMentions } from '../../web/src/practice/scorer/claim-layer/entities';
import { extractClaims } from '../../web/src/practice/scorer/claim-layer/extract';
import { ENTITIES, RELATIONS } from '../../web/src/practice/scorer/claim-layer/lexicon-data/main';
import {
  findClaims,
  gradeAnswerByClaims,
} from '../../web/src/practice/scorer/claim-layer/grade-claims';
import { TRIGGERS } from '../../web/src/practice/scorer/claim-layer/tables/triggers';
import { sentencesWithInputsAsKeys } from '../../web/src/practice/scorer/claim-layer/inputs-as-keys';
import { DIMENSIONS } from '../../web/src/practice/scorer/rubric';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';
import { SHAPES } from './gaming-shapes';

const claimsOf = (text: string) => extractClaims(analyse(text, MAX_ANSWER_CHARS).tokens);
/** The rubric's ideas an answer states. */
const ideas = (text: string) => [...findClaims(claimsOf(text)).keys()];
const only = (text: string, relation: string): Claim => {
  const found = claimsOf(text).filter((c) => c.relation === relation);
  expect(found, `${relation} in "${text}"`).toHaveLength(1);
  return found[0];
};

describe('lexicon examples', () => {
  it.each(ENTITIES.flatMap((e) => e.examples.map((x) => [e.id, x] as const)))(
    'entity %s: "%s" is read as it',
    (id, text) => {
      expect(entityMentions(analyse(text, MAX_ANSWER_CHARS).tokens)).toContain(id);
    },
  );

  it.each(RELATIONS.flatMap((r) => r.examples.map((x) => [r.id, x.text, x] as const)))(
    'relation %s: "%s" gives its claim',
    (id, _, example) => {
      const hits = claimsOf(example.text).filter(
        (c) =>
          c.relation === id &&
          (!example.subject || c.subjects.includes(example.subject)) &&
          (!example.object || c.objects.includes(example.object)),
      );
      expect(hits.length, JSON.stringify(claimsOf(example.text))).toBeGreaterThan(0);
    },
  );

  it('a count after a small d_k drops it; a relative pronoun does not', () => {
    const named = (text: string) => entityMentions(analyse(text, MAX_ANSWER_CHARS).tokens);
    expect(named('the key size of one head')).not.toContain('small-dk');
    expect(named('At d_k = 4 that barely matters.')).toContain('small-dk');
  });

  it('a d_k under a slash divides ("Var(q·k)/d_k = 1"); it is no small d_k', () => {
    const named = (text: string) => entityMentions(analyse(text, MAX_ANSWER_CHARS).tokens);
    for (const text of [
      'So Var(q·k/√d_k) = Var(q·k)/d_k = d_k/d_k = 1.',
      'The scaled score has variance Var(q·k)/d_k = 1.',
      'It makes the variance d_k / d_k = 1.',
    ])
      expect(named(text), text).not.toContain('small-dk');
    // A path's slash set apart by brackets divides nothing.
    expect(named('For the tiny configs in `tests/` (head_dim=8) none of this shows up.')).toContain(
      'small-dk',
    );
  });

  /** Each text of `yes` reads as the predicate says, none of `no` does. */
  const readsEach = (what: string, reads: (text: string) => boolean, yes: string[], no: string[]) =>
    it(what, () => {
      for (const text of yes) expect(reads(text), text).toBe(true);
      for (const text of no) expect(reads(text), text).toBe(false);
    });

  readsEach(
    'shrinking is vanishing gradients when the gradients are named in its clause',
    (text) => findClaims(claimsOf(text)).has('vanishing-gradients'),
    [
      'The gradients get smaller and smaller.',
      'Because the softmax is saturated the gradients flowing back to the query and key weights shrink towards zero.',
      'Saturation shrinks the gradients to almost nothing.',
    ],
    [
      'We divide by sqrt(d_k) to keep the values small, otherwise the gradients explode.',
      'Scale the scores down, or the gradient updates get huge.',
      'It keeps the magnitudes small, like gradient clipping does.',
    ],
  );

  readsEach(
    'picking is a saturated softmax only when one thing is picked',
    (text) => claimsOf(text).some((c) => c.relation === 'saturates'),
    [
      'With big scores the softmax picks one token.',
      'Attention just picks the top key.',
      'It picks a single key and ignores the rest.',
      'The softmax picks out the largest score.',
    ],
    [
      'A value: what do I hand over if someone picks me.',
      'Whoever trains it picks a learning rate by hand.',
      'Each head picks up a different pattern.',
      'The softmax then picks the weights.',
    ],
  );

  readsEach(
    'a spike is the softmax on one token, not a spike of the loss',
    (text) => findClaims(claimsOf(text)).has('softmax-saturates'),
    [
      'With large scores the attention becomes spiky.',
      'The softmax puts a spike on one token and zeros elsewhere.',
      'Big logits make the weights spike at a single key.',
    ],
    [
      'The raw logits get large and that caused the loss spikes in the last run.',
      'Without it the loss spikes to inf after a few hundred steps.',
      'I saw gradient spikes and NaNs early in training.',
    ],
  );

  readsEach(
    'the softmax at its edges, a disproportionate share or a hard decision saturates',
    (text) => findClaims(claimsOf(text)).has('softmax-saturates'),
    [
      'The softmax is pushed towards the edges where its gradient is flat.',
      'Because exp grows exponentially, a slightly larger score gets a disproportionately large share of the attention.',
      'With big logits the result of the softmax would be close to a hard decision.',
    ],
    [
      'The image is padded at the edges before the convolution.',
      'Attention takes a disproportionate amount of memory at long context.',
      'Choosing the scale was a hard call for the authors.',
    ],
  );

  readsEach(
    'the weights near zero everywhere but at one key are a saturated softmax',
    (text) => findClaims(claimsOf(text)).has('softmax-saturates'),
    [
      'With large inputs the softmax output is essentially 0 everywhere except one place.',
      'The attention weights end up near zero except for one key.',
      'Big scores leave every softmax probability at about 0 except one.',
    ],
    [
      'The gradient is near zero everywhere except at the start of training.',
      'The mask sets every score to -inf except one, before the softmax.',
    ],
  );

  // A comment wrapped over lines, and a docstring, are one text (code-markdown.ts).
  readsEach(
    'prose wrapped over comment lines or a docstring reads as one text',
    (text) => findClaims(claimsOf(text)).has('unit-variance'),
    [
      '```python\n# Dividing by sqrt(d_k) keeps the variance of the\n# scores at one for every d_k.\nw = softmax(q @ k.T / d_k ** 0.5)\n```',
      '```js\n// The division brings the variance of the logits\n// back to 1.\nconst w = softmax(s / Math.sqrt(dk));\n```',
      '```python\ndef attend(q, k):\n    """Scaled attention: dividing by sqrt(d_k) keeps the\n    variance of the scores at 1."""\n```',
    ],
    [
      '```python\n# Dividing by sqrt(d_k) keeps the variance of the.\n# scores at one for every d_k.\nw = softmax(q @ k.T / d_k ** 0.5)\n```',
    ],
  );

  // In a single-head layer the model width is the key size, for the claims
  // the rubric asks for too: "its variance is embed_dim" is variance d_k.
  readsEach(
    'in a single-head text the width is d_k',
    (text) => gradeAnswer(text).levels.tradeoffs !== 'weak',
    [
      'This is single-head attention, so the key size is embed_dim. Each score sums embed_dim products of unit-variance entries, so its variance is embed_dim and we divide by its square root.',
      'There are no projections: Q = K = X. The dot product of two embeddings has variance d_model, so we divide by √d_model.',
    ],
    [
      'We use 8 heads. The dot product of two embeddings has variance d_model, so we divide by √d_model.',
    ],
  );

  readsEach(
    'the saturated softmax as its max, its tails or its flat region',
    (text) => findClaims(claimsOf(text)).has('softmax-saturates'),
    [
      'The large magnitude of the scores means the softmax effectively picks the max.',
      'With big dot products attention just picks the largest one.',
      'Large logits push the softmax into its tails.',
      'Large values put the softmax in its flat region.',
      'Huge dot products leave the softmax in its flat region.',
    ],
    [
      'We take the max over the keys before the softmax for stability.',
      'We pick the maximum sequence length that fits in memory.',
      'The tails of the score distribution are Gaussian.',
      'The loss curve reaches a flat region after 200 steps.',
    ],
  );

  readsEach(
    'an axis passed by name in code is no value of the scores',
    (text) => findClaims(claimsOf(text)).has('unit-variance'),
    ['After the scaling, Var(scores) = 1.', 'The scaled scores have variance 1.'],
    [
      'attn = scores.softmax(dim=-1)',
      'w = F.softmax(scores, dim = -1)',
      'p = np.exp(scores) / np.exp(scores).sum(axis=1, keepdims=True)',
    ],
  );

  readsEach(
    'a 1 before the "/" that opens the next sentence is a value, not a numerator',
    (text) => findClaims(claimsOf(text)).has('unit-variance'),
    [
      '`/ math.sqrt(d_k)` → Var ≈ 1. (`/ d_k` would overshoot.)',
      'Dividing by √d_k makes the variance 1.\n/ d_k instead would flatten it.',
    ],
    ['Dividing by √d_k: the variance is 1/d_k times the sum.', 'The variance becomes 1/√d_k.'],
  );

  readsEach(
    "a thread's counter opening a line is no division",
    (text) => claimsOf(text).some((c) => c.relation === 'divides-by'),
    ['8/ d_k is the wrong factor', 'scores = QK^T / d_k', '1/ sqrt(d_k) scales the scores'],
    [
      '6/ and note d_k is the per-head key dim',
      '1/ every token makes a query, a key and a value',
      'thread:\n3/7 the scores grow with d_k',
    ],
  );

  it('no phrase runs across a sentence ("… are large. Heads …" is no "large heads")', () => {
    // 'large head*' is the width.
    expect(
      entityMentions(analyse('The scores are large. Heads differ.', MAX_ANSWER_CHARS).tokens),
    ).not.toContain('width');
    expect(
      entityMentions(analyse('The scores are large heads.', MAX_ANSWER_CHARS).tokens),
    ).toContain('width');
  });

  it('every relation and entity has an example', () => {
    for (const row of [...ENTITIES, ...RELATIONS])
      expect(row.examples.length, row.id).toBeGreaterThan(0);
  });
});

describe('the trigger table', () => {
  it('has one effect of each kind at least', () => {
    const effects = new Set(TRIGGERS.map((t) => t.effect));
    for (const e of ['negated', 'hypothetical', 'other-speaker', 'retracted', 'assumed'])
      expect(effects).toContain(e);
  });

  it('negation flips the polarity of the claim after it, within its clause', () => {
    expect(only('The gradients vanish, not explode.', 'explodes').polarity).toBe(-1);
    expect(only('The gradients explode.', 'explodes').polarity).toBe(1);
    // A comma ends the clause: the negation does not reach the next one.
    expect(only('It is not about speed, the gradients explode.', 'explodes').polarity).toBe(1);
  });

  it('"without it" tells what the fix averts, with or without a modal', () => {
    for (const [text, relation] of [
      ['Without it QK^T can get really big for large d_k.', 'grows-with'],
      ['Without the scaling the softmax saturates.', 'saturates'],
      ['Without dividing, the gradients explode.', 'explodes'],
      ['Without it, the scores would blow up.', 'grows-with'],
    ])
      expect(claimsOf(text).find((c) => c.relation === relation)?.averted, text).toBe(true);
    // Something else done without: no fix left out.
    expect(only('Without any training the scores grow with d_k.', 'grows-with').averted).toBe(
      false,
    );
  });

  // A denial sets the polarity once, after any other negation: "neither" and
  // "nor" are an "also not"; a misconception label introduces the writer's
  // own denial ("misconception: it's not X" is still no X).
  it.each([
    'The gradients do not vanish slowly, and neither do they explode.',
    'Neither do the gradients explode.',
    'They do not shrink, nor do the gradients explode.',
    "Common misconception: it's not exploding gradients, it's the opposite. The gradients vanish.",
    'Myth: the gradients explode. In fact they vanish.',
    "A common misconception is that the gradients explode; they don't, they vanish.",
  ])('"%s" denies the explosion', (text) => {
    expect(only(text, 'explodes').polarity).toBe(-1);
  });

  it('a negation denies the claim, not the condition it is said under ("for large d_k")', () => {
    for (const [text, denied] of [
      ["Scale the scores so they don't explode for large head dims.", 'explodes'],
      ['The softmax does not saturate at large d_k once we scale.', 'saturates'],
      ['Without the division nothing stops them for large d_k.', 'prevents'],
    ] as const) {
      const claims = claimsOf(text);
      expect(claims.find((c) => c.relation === denied)?.polarity, text).toBe(-1);
      expect(claims.find((c) => c.form === 'large')?.polarity, text).toBe(1);
    }
    expect(only('The scores are not large.', 'grows-with').polarity).toBe(-1);
  });

  it('"according to the paper" cites a source the speaker follows, not another view', () => {
    for (const source of ['the paper', 'the original paper', 'Vaswani et al.', 'the authors'])
      expect(only(`According to ${source}, we divide by sqrt(d_k).`, 'divides-by').speaker).toBe(
        'self',
      );
    for (const source of ['some blogs', 'my teacher', 'this tutorial'])
      expect(only(`According to ${source}, we divide by sqrt(d_k).`, 'divides-by').speaker).toBe(
        'other',
      );
  });

  it('"correction" takes back the sentence before only where it opens its sentence', () => {
    const repaired = claimsOf('We multiply by √d_k. Correction: we divide by √d_k.');
    expect(repaired.find((c) => c.relation === 'multiplies-by')!.retracted).toBe(true);
    for (const text of [
      'The 1/√d_k correction keeps the variance at 1.',
      'We divide by √d_k; this correction keeps the variance at 1.',
      'Without the √d_k correction the softmax saturates.',
    ])
      expect(
        claimsOf(text).some((c) => c.retracted),
        text,
      ).toBe(false);
  });

  it('a question put as a statement asks, within its clause', () => {
    for (const text of [
      "I'm looking for clarification on why the scores are divided by sqrt(d_model).",
      'I was wondering why each head divides by sqrt(d_model).',
      'Could someone explain why the code divides by sqrt(d_model)?',
      "I don't understand why the scores are divided by sqrt(d_model) here.",
    ])
      expect(only(text, 'divides-by').mood, text).toBe('asked');
    // The answer given after it, in its own clause, is a claim.
    // ("I was confused" is an equals of its own, with nothing on its right.)
    const text = 'I was confused why we divide by sqrt(d_k), but the variance of q·k is d_k.';
    const answer = claimsOf(text).filter((c) => c.relation === 'equals' && c.object === 'dk');
    expect(answer.map((c) => c.mood)).toEqual(['asserted']);
    expect(gradeAnswerByClaims('I wonder why we divide by sqrt(d_model).').mistakes).toEqual([]);
  });

  it('a cause link ends a negation: "no scaling → …" denies the scaling only', () => {
    for (const text of [
      'no scaling → logits huge → gradients explode',
      'No scaling, so the logits get huge and then the gradients explode.',
      'Never scaled? Then the gradients explode.',
    ])
      expect(only(text, 'explodes').polarity, text).toBe(1);
    expect(only('The logits grow, so the gradients do not explode.', 'explodes').polarity).toBe(-1);
    // A verb that causes ("make") joins no clauses: the negation still reaches.
    expect(only('It is not there just to make the numbers smaller.', 'shrinks').polarity).toBe(-1);
  });

  it('a modal after the fix left out tells what the fix averts, not a case weighed', () => {
    for (const text of [
      'Without the scaling the softmax would saturate.',
      'Otherwise the softmax would saturate.',
      "If we didn't scale, the softmax would saturate.",
      'If you skip it, the softmax might saturate.',
    ])
      expect(only(text, 'saturates').mood, text).toBe('asserted');
    expect(only('Dividing by d_k would flatten the softmax.', 'flattens').mood).toBe(
      'hypothetical',
    );
    expect(only('If we used a larger d_k, the softmax would saturate.', 'saturates').mood).toBe(
      'hypothetical',
    );
  });

  it('a negation word that is part of the relation negates nothing', () => {
    expect(only('W_Q gets no gradient.', 'vanishes').polarity).toBe(1);
  });

  it('"would" makes a claim hypothetical, before or after it', () => {
    expect(only('Dividing by d_k would flatten attention.', 'divides-by').mood).toBe(
      'hypothetical',
    );
    expect(only('We divide by d_k.', 'divides-by').mood).toBe('asserted');
  });

  it("a reported view is someone else's", () => {
    expect(only('Some people say the gradients explode.', 'explodes').speaker).toBe('other');
    expect(only('muP divides by d_k.', 'divides-by').speaker).toBe('other');
  });

  it('a repair takes back what came just before', () => {
    const claims = claimsOf('You multiply by... sorry, divide by √d_k.');
    expect(claims.find((c) => c.relation === 'multiplies-by')?.retracted).toBe(true);
    expect(claims.find((c) => c.relation === 'divides-by')?.retracted).toBe(false);
  });

  it('a claim after "if" is said under an assumption', () => {
    const c = claimsOf('If the entries are independent, the variance is exactly 1.');
    expect(c.some((x) => x.assumed)).toBe(true);
    expect(claimsOf('The variance is exactly 1.').some((x) => x.assumed)).toBe(false);
  });

  it('"so" links the claim after it to the claims before it; "because" the other way', () => {
    const so = claimsOf('The softmax saturates, so the gradients vanish.');
    const vanish = so.find((c) => c.relation === 'vanishes')!;
    const saturate = so.find((c) => c.relation === 'saturates')!;
    expect(vanish.links).toContain(saturate.id);
    const because = claimsOf('The gradients vanish because the softmax saturates.');
    const v2 = because.find((c) => c.relation === 'vanishes')!;
    expect(v2.links).toContain(because.find((c) => c.relation === 'saturates')!.id);
  });
});

describe('mistakes are claim templates, asserted', () => {
  const mistakes = (text: string) => gradeAnswerByClaims(text).mistakes;

  it("dividing by d_k as the fix, not as an alternative or someone else's choice", () => {
    expect(mistakes('We divide the scores by d_k to keep them small.')).toContain('divide-by-dk');
    expect(mistakes('Dividing by d_k would flatten attention.')).not.toContain('divide-by-dk');
    expect(mistakes('muP divides by d_k instead.')).not.toContain('divide-by-dk');
    // μP cited for the writer's own rule ("like μP does") is the writer's.
    expect(mistakes('Just divide by d_k everywhere like μP does.')).toContain('divide-by-dk');
    // "1/d_k" said as a value is no division.
    expect(mistakes('Dividing by √d_k twice gives Var = 1/d_k.')).not.toContain('divide-by-dk');
  });

  it('exploding gradients asserted, and not when corrected', () => {
    expect(mistakes('Without the scaling the gradients explode.')).toContain('exploding-gradients');
    expect(mistakes('The gradients vanish, they do not explode.')).not.toContain(
      'exploding-gradients',
    );
  });

  it('"exactly 1" under a stated assumption is not variance-exactly-one (issue 20, item 6)', () => {
    const assumed =
      'If the entries of q and k are independent with mean 0 and variance 1, the dot product has variance d_k, and dividing by √d_k brings the variance back to exactly 1.';
    expect(mistakes(assumed)).not.toContain('variance-exactly-one');
    expect(
      mistakes('Dividing by √d_k makes the variance exactly 1 at every layer, always.'),
    ).toContain('variance-exactly-one');
  });

  it('a cause said to follow from its effect is reversed-causation', () => {
    expect(mistakes('The softmax saturates, so the scores grow with d_k.')).toContain(
      'reversed-causation',
    );
    expect(mistakes('The scores grow with d_k, so the softmax saturates.')).not.toContain(
      'reversed-causation',
    );
  });

  it('multiplying by √d_k is the inverted fix; taken back, it is not', () => {
    expect(mistakes('We multiply the scores by √d_k.')).toContain('inverted-fix');
    expect(mistakes('You multiply by... sorry, divide by √d_k.')).not.toContain('inverted-fix');
  });
});

describe('levels from claims', () => {
  const strongAnswer =
    'The dot product of q and k sums d_k terms whose variances add, so its variance grows with d_k and its std is √d_k. ' +
    'Large scores saturate the softmax: one key takes almost all the weight, and the gradient through the softmax vanishes. ' +
    'Dividing by √d_k keeps the variance of the scores at 1.';

  it('a chain told cause, effect, fix is strong on communication; the same claims backwards are not', () => {
    expect(gradeAnswerByClaims(strongAnswer).levels.communication).not.toBe('weak');
    const backwards =
      'Dividing by √d_k keeps the variance of the scores at 1. The gradient through the softmax vanishes. ' +
      'The dot product of q and k sums d_k terms, so its variance grows with d_k.';
    expect(gradeAnswerByClaims(backwards).levels.communication).toBe('weak');
  });

  it('quotes whole clauses as evidence', () => {
    const r = gradeAnswerByClaims(strongAnswer);
    expect(r.evidence.correctness).toContain(
      'Dividing by √d_k keeps the variance of the scores at 1',
    );
  });

  it('quotes the number a staff communication rests on', () => {
    const r = gradeAnswerByClaims(
      'The dot products grow with d_k: their variance is d_k, std 8 at d_k = 64. ' +
        'Large scores saturate the softmax, so the gradients vanish. ' +
        'Dividing by sqrt(d_k) keeps the variance at 1.',
    );
    expect(r.levels.communication).toBe('staff');
    expect(r.evidence.communication.some((quote) => quote.includes('std 8'))).toBe(true);
  });

  it.each(SHAPES)('gaming: %s is weak on every dimension', (_, text) => {
    const r = gradeAnswerByClaims(text);
    for (const dim of DIMENSIONS) expect(r.levels[dim], `${dim}: ${text}`).toBe('weak');
  });
});

// Rules of the claim layer, each shown on several wordings of its class
// (written for these tests, not copied from labelled answers).
describe('classes of wordings', () => {
  const graded = (text: string) => gradeAnswerByClaims(text);
  const mistakes = (text: string) => graded(text).mistakes;
  /** Each wording (between `before` and `after`) graded at this level on the dimension, or not at it. */
  const eachAt = (
    dim: (typeof DIMENSIONS)[number],
    level: string,
    texts: string[],
    { not = false, before = '', after = '' } = {},
  ) =>
    it.each(texts)('%s', (text) => {
      const got = graded(before + text + after).levels[dim];
      if (not) expect(got).not.toBe(level);
      else expect(got).toBe(level);
    });
  /** Each wording flagged with the mistake, or not flagged with it. */
  const eachFlagged = (id: string, texts: string[], { not = false } = {}) =>
    it.each(texts)(not ? '%s (not flagged)' : '%s', (text) => {
      if (not) expect(mistakes(text)).not.toContain(id);
      else expect(mistakes(text)).toContain(id);
    });

  // "no longer" drifts only what stops being independent or unit-variance.
  describe('trade-offs: "no longer" is a drift only of the assumption', () => {
    const derivation =
      'Independent unit-variance q and k give score variance d_k, so we divide by √d_k. ';
    eachAt(
      'tradeoffs',
      'staff',
      [
        'After training, q and k are no longer independent, so the factor is a default.',
        'Once trained, the entries are no longer unit variance and 1/√d_k is only a default.',
      ],
      { before: derivation },
    );
    eachAt(
      'tradeoffs',
      'staff',
      [
        'After the scaling the spread no longer grows with d_k.',
        'The variance no longer depends on the head size.',
      ],
      { before: derivation, not: true },
    );
  });

  // A number is read with the word before it only inside one comma-separated
  // item: "d_k, one score" is no d_k of 1, "1/d_k, one over …" still divides by d_k.
  describe('a size and a number after a comma are not one phrase', () => {
    eachAt('communication', 'strong', [
      'Because q·k grows with d_k, one score ends up far above the others; the softmax then hands it nearly all the weight and the gradient becomes tiny. Scaling by √d_k keeps this from happening.',
      'The dot product grows with d_k, 2 or 3 scores stand out and the softmax saturates. We divide by √d_k.',
    ]);
    eachFlagged('divide-by-dk', [
      'The fix is to scale the logits by 1/d_k, one over the per-head size, before the softmax.',
    ]);
    eachAt('followup', 'staff', [
      'Scores grow with d_k so the softmax saturates and its Jacobian p_i(δ_ij − p_j) goes to 0: vanishing gradients. Dividing by √d_k fixes it. At small d_k = 4 it barely matters.',
    ]);
  });

  describe('a verbless contrast turns the width down, over a short aside too', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'We divide by the root of the head size (64 here), not the embedding size.',
        'Each head scales by the root of its key size (d_k = 64), not by sqrt(d_model).',
      ],
      { not: true },
    );
  });

  describe('a divisor corrected with "should" is the code\'s, not the speaker\'s', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'This implementation uses hidden_size ** -0.5. It should be head_dim ** -0.5, since each head has head_dim terms.',
        'You are dividing by sqrt(embed_dim); it should be sqrt(d_k) because the scores are per head.',
        'The layer scales by 1/sqrt(d_model), but it should scale by 1/sqrt(d_k), the key size of one head.',
      ],
      { not: true },
    );
    it('a spread that "should be" d_k corrects no divisor', () => {
      const text = 'The scores are divided by √d_k. Their variance should be d_k before that.';
      expect(only(text, 'divides-by').polarity).toBe(1);
    });
    eachFlagged('divide-by-sqrt-dmodel', [
      'We divide the scores by sqrt(d_model) so the softmax does not saturate.',
      'The scores are divided by sqrt(d_model). The variance should be 1 after that.',
      'The code divides by sqrt(d_k). It should divide by sqrt(d_model), the full width.',
    ]);
  });

  describe('a size purpose said of a pronoun for the scores is still size alone', () => {
    eachFlagged('just-smaller', [
      'The dot product grows with the dimension, so we normalize it by sqrt(d_k) to keep it from blowing up.',
      'Dot products get big for large d_k, so we divide them by √d_k so they do not explode.',
      'The scores grow with d_k; dividing by √d_k stops them from getting huge.',
      // The pronoun a few words before its size ("keep them from getting too large").
      'The dot products get large when d_k is large, so we divide by sqrt(d_k) to keep them from getting too large.',
      // Its scores named in the sentence before, when its own names only the fix.
      "The dot products grow with d_k. We divide by √d_k so they don't get too big.",
      'Dot products of long vectors get large. Dividing by sqrt(d_k) keeps them from getting too large.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        "The dot products grow with d_k. We divide by √d_k so they don't saturate the softmax.",
        'The scores grow with d_k. Dividing by √d_k keeps them from getting so large that the softmax is one-hot.',
      ],
      { not: true },
    );
    eachFlagged(
      'just-smaller',
      [
        'The dot product grows with d_k, so we divide it by √d_k to keep the softmax from saturating.',
        'The dot product grows with the dimension, so we scale it so the softmax gradients do not vanish.',
      ],
      { not: true },
    );
  });

  it('"just to make the numbers smaller", said so, is just-smaller whatever else is told', () => {
    for (const text of [
      "Honestly it's just a rescale that makes the scores smaller, otherwise the softmax saturates.",
      'The scaling is there purely to make the logits smaller before the softmax.',
      'Dividing by √d_k shrinks the scores, nothing deeper than that.',
    ])
      expect(mistakes(text), text).toContain('just-smaller');
    for (const text of [
      "It's not just to make the numbers smaller: dividing by √d_k keeps the variance at 1.",
      'Is it just to make the numbers smaller?',
      'It is tempting to say the factor just makes the numbers smaller, but that misses the point.',
      // A smaller value that is no shrinking by the fix.
      'Large scores push the softmax into saturation and the smaller scores go to zero.',
    ])
      expect(mistakes(text), text).not.toContain('just-smaller');
  });

  it('"exactly 1" carried past the assumption, there or in the next sentence, is the mistake', () => {
    const assumed =
      'Assume the entries of q and k are independent with mean 0 and variance 1. Dividing by √d_k makes the variance exactly 1.';
    expect(mistakes(assumed)).not.toContain('variance-exactly-one');
    for (const after of [
      ' This holds at every step of training.',
      ' It stays exactly 1 after training too, for any model.',
      " It's guaranteed by the maths.",
      ' And it stays exactly 1 all through training.',
    ])
      expect(mistakes(assumed + after), after).toContain('variance-exactly-one');
    // In the assumption's own sentence, carried through training.
    expect(
      mistakes(
        'q·k has variance d_k for independent unit-variance entries, so dividing by √d_k makes the variance exactly 1, and it stays exactly 1 through training.',
      ),
    ).toContain('variance-exactly-one');
  });

  it('a wrong divisor given with its reason is that mistake, not just-smaller', () => {
    const cases: [string, string][] = [
      [
        'The factor is one over the square root of the number of heads, because more heads give bigger scores and you want to undo that.',
        'divide-by-sqrt-heads',
      ],
      [
        'We divide by root d_model, since a wider model means bigger dot products, and the division stops them getting big.',
        'divide-by-sqrt-dmodel',
      ],
      [
        'We divide the scores by d_k, since longer vectors give bigger dot products and the division prevents that growth.',
        'divide-by-dk',
      ],
    ];
    for (const [text, mistake] of cases) expect(mistakes(text), text).toEqual([mistake]);
    expect(
      mistakes(
        'We divide by root d_k, since longer vectors give bigger dot products and the division prevents that growth.',
      ),
    ).toEqual(['just-smaller']);
  });

  it('"exactly" is the mistake only when it qualifies the 1, not negated', () => {
    for (const text of [
      'Dividing by √d_k brings the variance back to about one, not exactly, once training starts.',
      'After the scaling the variance is not always exactly one.',
      'The root is exactly what takes the variance d_k back to 1.',
      'We divide by exactly that, so the variance of the scores is back at 1.',
    ])
      expect(mistakes(text), text).not.toContain('variance-exactly-one');
    for (const text of [
      'Dividing by √d_k makes the variance exactly 1.',
      'After the scaling, Var = 1, exactly.',
      'Dividing by √d_k gives the scores exactly unit variance.',
    ])
      expect(mistakes(text), text).toContain('variance-exactly-one');
  });

  it('"exactly 1" kept to initialisation is no claim for all of training; carried past it, it is', () => {
    for (const text of [
      'At initialisation only, the variance of the scaled scores is exactly 1; training changes that.',
      'Dividing by sqrt(d_k) makes the variance exactly 1 at init only; once q and k are trained they correlate.',
      'The scaled scores have variance exactly one, but that is not a guarantee: trained queries and keys drift.',
      'The variance is exactly 1. That only holds at initialisation, though.',
      // A training named only to be turned down carries nothing past it.
      'The variance is exactly 1 only at initialisation, not after training.',
      // The drift that ends it, told next.
      'At initialisation, with independent unit-variance q and k entries, Var(q·k/√d_k) = 1 exactly; after training q and k become correlated, so that is only a starting point.',
      'With iid entries the scaled variance is exactly 1. During training, though, q and k drift away from unit variance.',
    ])
      expect(mistakes(text), text).not.toContain('variance-exactly-one');
    for (const text of [
      'Dividing by sqrt(d_k) makes the variance exactly 1, at init and after training, in every layer.',
      'The variance is exactly 1 at initialisation and it is guaranteed to stay there.',
      'Dividing by sqrt(d_k) makes the variance exactly 1, always.',
    ])
      expect(mistakes(text), text).toContain('variance-exactly-one');
  });

  it('a negation before a verb of making ("does not make", "never makes") denies what it makes', () => {
    for (const text of [
      'Dividing by sqrt(d_k) does not necessarily make the variance exactly 1.',
      'The scaling never makes the variance exactly 1 once training starts.',
      'Dividing by sqrt(d_k) does not always make the variance exactly 1.',
    ])
      expect(mistakes(text), text).not.toContain('variance-exactly-one');
    for (const text of [
      'Dividing by sqrt(d_k) makes the variance exactly 1 once training starts.',
      'The scaling always makes the variance exactly 1.',
    ])
      expect(mistakes(text), text).toContain('variance-exactly-one');
  });

  it('a spoken repair in the sentence ("uh, no", "or rather") takes back the divisor before it', () => {
    for (const text of [
      'We divide by root d_model — uh, no, root d_k — so the scores keep unit variance.',
      'You scale the logits by one over root d_model, or rather one over root d_k.',
      'Divide the scores by sqrt(d_model) — um no, sqrt(d_k) — before the softmax.',
      'It scales by 1/sqrt(d_model), er, no, 1/sqrt(d_k), so the variance stays 1.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-sqrt-dmodel');
    expect(mistakes('We divide by root d_model, so the scores keep unit variance.')).toContain(
      'divide-by-sqrt-dmodel',
    );
    // A hesitation before a "no" that goes on with its noun repairs nothing.
    for (const text of [
      'We divide by root d_model because, uh, no head is wider than the model.',
      'It divides by sqrt(d_model), um, no matter how many heads there are.',
    ])
      expect(mistakes(text), text).toContain('divide-by-sqrt-dmodel');
    // A "no" said on with a pronoun is a repair: "actually no i think …".
    for (const text of [
      'We divide by root d_model... actually no it is root d_k.',
      'you scale by 1/sqrt(d_model), wait no i mean 1/sqrt(d_k)',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-sqrt-dmodel');
  });

  it('a division by d_k weighed as overshooting in the next sentence is an alternative', () => {
    for (const text of [
      'I measured 1.0 after /sqrt(d) and 0.002 after /d. And /d overshoots so much the softmax would be flat.',
      'In the sweep, scores / d_k came out at 0.016. Dividing by d_k overshoots and the softmax goes flat.',
      'We tried q·k / d_k in the notebook. That division by d_k overshoots and flattens attention to uniform.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-dk');
    expect(mistakes('We tried q·k / d_k in the notebook. The variance then stays at 1.')).toContain(
      'divide-by-dk',
    );
  });

  it('"≡ 1" (lexed "= exactly 1") states the unit variance: the qualifier is not the object', () => {
    for (const text of [
      'We compute Var(q·k / √d_k) ≡ 1, guaranteed, at any layer.',
      'The scaled scores satisfy Var(q·k / √d_k) ≡ 1 in every layer.',
      'In every layer, Var(s / √d_k) ≡ 1 exactly, trained or not.',
      'Dividing by √d_k makes Var(q·k / √d_k) = exactly 1 at init, and that holds whatever training does.',
    ]) {
      expect(graded(text).levels.correctness, text).toBe('strong');
      expect(mistakes(text), text).toContain('variance-exactly-one');
    }
  });

  it('a value over d_k is no division by d_k; a division is', () => {
    for (const text of [
      'Dividing by d_k instead would give Var = 1/d_k and flat attention.',
      'Var(q·k/√d_k) = \\frac{1}{d_k} Var(q·k) = 1.',
      'Without a square root the variance → 1/d_k.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-dk');
    for (const text of ['We compute scores = q @ k.T / d_k.', 'We divide the scores by d_k.'])
      expect(mistakes(text), text).toContain('divide-by-dk');
  });

  it('"scale the scores by" names its divisor; "scales the variance by 1/d_k" is what the fix does', () => {
    for (const text of [
      'They scale the dot product by the size of the key vectors, d_k.',
      'We scale the raw attention scores by d_k.',
      'Then you rescale the logits by the key dimension.',
    ])
      expect(mistakes(text), text).toContain('divide-by-dk');
    for (const text of [
      'Dividing by √d_k scales the variance by 1/d_k, back to one.',
      'We scale the dot products by sqrt(d_k) so their variance stays near 1.',
      'You scale them by one over the square root of d_k.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-dk');
    expect(ideas('We scale the scores by sqrt(d_k).')).toContain('fix');
  });

  it('"has nothing to do with", "irrelevant to" deny what they join a part in the other', () => {
    for (const text of [
      'That d_model^{-0.5} has nothing to do with attention scaling; it just sets the peak learning rate.',
      'The 1/√d_model you see in the code is unrelated to the attention scores.',
      'Dividing by sqrt(d_model) has no relation to how the scores are scaled in a head.',
      // "plays no role in" (lexed "is irrelevant in"), "irrelevant to"
      'Concatenation happens after the softmax, so d_model plays no role in the divisor.',
      'The model width is irrelevant to the divisor; each head divides by √d_k.',
      'For the scaling, √d_model is irrelevant: 8 heads each divide by √64.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-sqrt-dmodel');
    expect(mistakes('With 8 heads the scores are divided by sqrt(d_model).')).toContain(
      'divide-by-sqrt-dmodel',
    );
  });

  it('multiplying by "the inverse square root" divides by the root', () => {
    for (const text of [
      'The variance grows linearly with the dimension; multiplying by the inverse square root returns it to unit variance.',
      'We multiply the scores by the reciprocal square root of d_k.',
      'Each logit is multiplied by the inverse sqrt of the key dimension.',
    ])
      expect(mistakes(text), text).not.toContain('inverted-fix');
    expect(mistakes('We multiply the scores by the square root of d_k.')).toContain('inverted-fix');
  });

  it('"one over the square root of" a dimension divides by its root, not by d_k', () => {
    for (const text of [
      'For high-dimensional vectors the dot products are large, so they are scaled by one over the square root of the dimensionality.',
      'The scores are multiplied by 1 over the root of the key dimension.',
      'Each logit gets scaled by one over the sqrt of d_k so its variance stays near 1.',
    ])
      expect(mistakes(text), text).not.toContain('divide-by-dk');
    for (const text of [
      'The scores are scaled by one over d_k.',
      'Each logit gets multiplied by 1/d_k so its variance stays near 1.',
    ])
      expect(mistakes(text), text).toContain('divide-by-dk');
  });

  it('a bare root of the hidden size or of the heads is that divisor; d_model / h is the head size', () => {
    for (const text of [
      'To compensate, the scores are divided by the square root of that hidden size, d_model.',
      'We divide the score with sqrt of d_model.',
      'You scale the logits by one over root d model.',
    ])
      expect(mistakes(text), text).toContain('divide-by-sqrt-dmodel');
    for (const text of [
      'We scale by 1/sqrt(h) because the heads add up.',
      'With 8 heads the scores are divided by the square root of the number of heads.',
    ])
      expect(mistakes(text), text).toContain('divide-by-sqrt-heads');
    expect(mistakes('We divide by √(d_model / h), the head size.')).not.toContain(
      'divide-by-sqrt-dmodel',
    );
  });

  it('the spread held whatever the width, or held near one, is the fix for correctness', () => {
    for (const text of [
      'So we divide by root d_k to keep the scores at the same scale no matter what the dimension is.',
      'Dividing by √d_k keeps their spread about the same whatever the head size is.',
      'Dividing by √d_k keeps the spread of the scores the same at any width.',
      'A fixed factor of √d_k holds the logit variance near one at every width.',
    ])
      expect(graded(text).levels.correctness, text).toBe('strong');
  });

  it('N(0,1) or zero mean alone is no stated independence; i.i.d. is', () => {
    const tail = ' so q·k has variance d_k, and dividing by √d_k keeps the variance at 1.';
    for (const text of ['The entries are N(0,1),', 'With zero-mean, unit-variance entries,'])
      expect(graded(text + tail).levels.correctness, text).toBe('strong');
    for (const text of [
      'The entries are i.i.d. N(0,1),',
      'If the entries are independent with mean 0 and variance 1,',
    ])
      expect(graded(text + tail).levels.correctness, text).toBe('staff');
    // "Independent of d_k" is invariance, not independence, with any of
    // its prepositions ("independent from", a learner's "depend of").
    for (const text of [
      'Dividing by √d_k keeps the variance at 1 independent of d_k.',
      'With 1/sqrt(d_k) the variance returns to 1, independent from the d_k.',
      'We divide by sqrt(d) to have a variance which does not depend of the dimension.',
      'So the variance of the scores is not depending on the head size anymore.',
    ])
      expect(graded(text).levels.correctness, text).toBe('strong');
  });

  it('a first reflex taken back, or "nothing exploded", is no exploding-gradients claim', () => {
    for (const text of [
      "My first reflex was 'it stops the gradients from exploding', but that's the wrong way round: they vanish.",
      'My first instinct was that the gradients explode. They vanish.',
      'The Jacobian goes to zero, so the gradients vanish (nothing exploded, the grad norms were tiny).',
    ])
      expect(mistakes(text), text).not.toContain('exploding-gradients');
    expect(mistakes('Without the scaling the gradients explode.')).toContain('exploding-gradients');
  });

  it('a repair inside a sentence takes back the clause before it, and its word is said of the same thing', () => {
    const text =
      "Without it the scores grow with d_k, the softmax saturates, and the gradients explode — no wait, vanish, because the softmax's derivative is basically zero there. The scaling keeps the score variance around 1 regardless of d_k.";
    const r = gradeAnswerByClaims(text);
    expect(r.mistakes).not.toContain('exploding-gradients');
    // The growth and the saturation before the repair still stand: cause, effect, fix.
    expect(r.levels.communication).toBe('strong');
    expect(r.levels.followup).toBe('strong');
    // A wrong divisor repaired after "no, sorry" is still taken back.
    expect(
      mistakes('You divide the scores by root d_model, no, sorry, root d_k, the per-head size.'),
    ).not.toContain('divide-by-sqrt-dmodel');
  });

  it('a sentence that opens with "since" or "because" tells its cause first', () => {
    for (const text of [
      'Since we apply the softmax to the scores, if the scores grow too large the gradients vanish.',
      'Because the softmax saturates, the gradients vanish; the scores grow with d_k.',
      'Because the dot products grow with d_k, the softmax saturates and the gradients vanish.',
      'Because the scores grow with d_k, we divide by √d_k, which keeps the softmax from saturating.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    for (const text of [
      // Its first clause is the cause of what the sentence goes on to say.
      'Because the softmax saturates, the variance of the scores grows with d_k.',
      'Since the softmax is one-hot, the dot products get larger as d_k grows.',
      'The softmax saturates during training, which is why the scores grow with d_k.',
      'The softmax gets peaky, and that pushes the dot products to get bigger with d_k.',
      'Once the softmax is one-hot, training pushes q and k apart, which is why the scores grow with d_k.',
    ])
      expect(mistakes(text), text).toContain('reversed-causation');
  });

  it('an effect called a symptom or a side effect of its cause tells the cause second', () => {
    for (const text of [
      'Vanishing gradients are a symptom of softmax saturation, which is itself a symptom of large dot products.',
      'The saturation is a side effect of large dot products.',
      'The vanishing gradients are driven by the saturated softmax.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    expect(mistakes('Large dot products are a symptom of vanishing gradients.')).toContain(
      'reversed-causation',
    );
  });

  it('"A, B, and C because D" gives D as the cause of C, not of the whole list', () => {
    for (const text of [
      'The scores grow with d_k, the softmax saturates, and the gradients vanish because the softmax Jacobian is near zero.',
      'Dot products get large, the softmax goes one-hot, and learning stalls because the Jacobian is tiny.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    for (const text of [
      'The scores grow with d_k because the softmax saturates.',
      'The gradients vanish, and the variance grows with d_k because the softmax saturates.',
    ])
      expect(mistakes(text), text).toContain('reversed-causation');
  });

  // A clause joined on by "and" with a subject of its own is a step of its
  // own: the causal verb before it does not reach it ("…, and that is what
  // …" points back, and still does).
  // Guards that no other test held (a helper found each by removing it and
  // probing): each wording must stay free of the mistake named.
  it.each([
    [
      'reversed-causation',
      'Someone told me the softmax saturates because the gradients vanish, which is backwards.',
    ],
    [
      'exploding-gradients',
      'Large scores make the softmax give bad gradients; scaling keeps them from exploding.',
    ],
    ['just-smaller', "The variance grows with d_k; we scale so it doesn't blow up."],
    ['just-smaller', 'We divide by √d_k to keep the scores from vanishing.'],
  ])('no %s in "%s"', (mistake, text) => {
    expect(mistakes(text)).not.toContain(mistake);
  });

  it('a causal verb does not reach a clause joined on with a subject of its own', () => {
    for (const text of [
      'The softmax saturating is what makes the gradients vanish, and the large scores are what make the softmax saturate.',
      'A saturated softmax makes the gradients vanish, and large dot products make the softmax saturate.',
      'Saturation makes learning stall, but the growing scores are what cause the saturation.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    for (const text of [
      'During training the softmax gets super peaky, and that peakiness is what makes the dot products blow up to var ~dk.',
      'The softmax saturates and makes the scores grow with d_k.',
    ])
      expect(mistakes(text), text).toContain('reversed-causation');
  });

  it('"a consequence of" gives the cause after it', () => {
    for (const text of [
      'The gradient problems are a consequence of the softmax saturating, which itself is a consequence of large logits.',
      'The softmax saturates as a consequence of the large scores.',
      'The scores are large. As a consequence, the softmax saturates.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    expect(mistakes('The large scores are a consequence of the saturated softmax.')).toContain(
      'reversed-causation',
    );
  });

  it('"so big that" links nothing, and a step that states the cause is no effect', () => {
    for (const text of [
      'q·k adds up d_k terms, so it grows with d_k, and dividing by √d_k keeps the logits from getting so big that the softmax collapses onto one key.',
      'The dot product sums d_k products, so it grows with d_k; the scaling stops the scores from growing so large that all the weight lands on a single token.',
      'Scores grow with d_k, and the factor keeps the dot products from becoming so huge that the softmax puts everything on a single key.',
      '- big d_k → big logits → softmax peaks on one token',
      '- large d_k → larger scores → all the weight on a single key',
      '- growing d_k → growing logits → softmax peaks on a single token',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    expect(mistakes('The softmax peaks on one token, so the logits grow with d_k.')).toContain(
      'reversed-causation',
    );
  });

  describe('the saturation told as following from the vanishing gradients is reversed', () => {
    eachFlagged('reversed-causation', [
      "The softmax saturates because the gradients vanish, and that's why the paper divides by √d_k.",
      'vanishing grads → softmax saturates → attention goes one-hot. /√d_k fixes it.',
      'Because W_Q and W_K stop receiving gradient, the attention weights collapse onto a single token.',
      'In practice the vanishing gradient is what drives the softmax into saturation, so we divide by √d_k.',
      'The vanishing gradients then make the softmax saturate.',
    ]);
    eachFlagged(
      'reversed-causation',
      [
        'The gradients vanish because the softmax saturates.',
        'The scores grow with d_k, so the softmax saturates and the gradients vanish.',
        // A softmax kept saturated for want of gradient: nothing moves it out.
        'Large scores saturate the softmax; because W_Q and W_K then get no gradient, attention stays stuck on its first choice.',
        // A limit and its condition, and an arrow chain told forwards.
        'The Jacobian J = diag(p) − pp^T → 0 as p → one-hot, and the gradient to W_Q and W_K vanishes.',
        'skip the scaling at d_k=128 → std ~11 → near one-hot softmax → its derivative ≈ 0 → no grad to W_Q',
        // A link that joins another claim, in another clause.
        'Wide heads make the softmax an argmax, and then training crawls because the gradients vanish.',
        // "which in turn is because": the link turned round.
        'Gradients vanish in unscaled attention, and the reason is that the softmax is saturated, which in turn is because q·k has variance ≈ d_k.',
      ],
      { not: true },
    );
  });

  it('the cause after "because" ends with its clause', () => {
    for (const text of [
      'The variance stays at d_k, because each of the d_k products adds about one, and with a std of 16 the softmax is effectively an argmax.',
      'The scores grow with d_k because each of the d_k terms adds its own variance, and at that size the softmax saturates.',
      'Its variance is d_k because the d_k products each add one, and with a spread of 8 all the weight goes to a single key.',
    ])
      expect(mistakes(text), text).not.toContain('reversed-causation');
    expect(mistakes('The scores grow with d_k because the softmax saturates.')).toContain(
      'reversed-causation',
    );
  });

  describe('"as a result of", "which is due to", "which happens for / arises because" point back', () => {
    eachFlagged(
      'reversed-causation',
      [
        'The softmax saturates as a result of the large scores, and its gradients vanish.',
        'The softmax is saturated, which is due to the large magnitude of the scores; this leads to vanishing gradients.',
        'Vanishing gradients stem from a saturated softmax, which in turn is caused by scores whose variance grows with d_k.',
        'The weights go one-hot, which comes from dot products that grow with d_k.',
        'A peaked softmax is the result of scores with variance d_k.',
        'The softmax becomes saturated when the scores are large, which happens for large d_k since the variance of q·k is d_k.',
        'The weights go one-hot when the logits are big, which is the case when d_k is big.',
        'Scaling prevents vanishing gradients, which would otherwise occur because the dot products grow with d_k.',
        'We divide by √d_k to avoid softmax saturation, which arises because the dot products grow with d_k.',
        'The scaling stops the gradients from vanishing, something that happens because the logits grow with the dimension.',
        'The derivative goes to 0 when p is one-hot, which is what happens for unscaled scores with large d_k.',
        // An effect, then a colon and its explanation with a link of its own.
        'Large dot products make attention focus on just a few tokens: q·k sums d_k terms, so its variance is d_k and, at d_k = 64, the std is 8.',
        'The softmax saturates: each score adds up d_k products, so its variance is d_k.',
        'Attention goes one-hot for big heads: q·k is a sum of d_k terms, hence a variance of d_k.',
        // A backward link that explains the causal verb before it, not its subject.
        'Large logits make training slow because the gradients are tiny.',
        'Big dot products push the softmax into saturation because exp() blows up the gaps, and the gradients vanish.',
        'Large scores hurt learning since the softmax then passes back almost no gradient.',
        // A growth the fix keeps away, with the harm it would do as the reason.
        'We divide by √d_k to keep the scores from getting too large, because large scores saturate the softmax and its gradients vanish.',
        'The factor prevents the dot products from growing with d_k, since large dot products make the softmax one-hot.',
        'Scaling stops the logits from getting big, because big logits push the softmax into saturation.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'The scores grow with d_k as a result of the saturated softmax.',
      'The variance of the scores grows with d_k, which is due to the softmax saturating.',
      'The scores grow with d_k, which happens when the softmax saturates.',
      'The scores grow with d_k, which would otherwise occur because the softmax saturates.',
      // A colon before the link does not hide an effect told as the cause's source.
      'The softmax goes one-hot: that makes the logits grow with d_k.',
      'Softmax saturation: so the dot products grow with d_k.',
    ]);
  });

  it('W_Q and W_K starved, in many words, is the staff mechanism of depth', () => {
    const cause = 'The scores grow with d_k, so the softmax saturates and ';
    for (const end of [
      'W_Q and W_K learn nothing.',
      'the query and key weights get no learning signal.',
      "the query and key weights don't learn.",
      'the gradient flowing back through the softmax is almost zero.',
    ])
      expect(graded(cause + end).levels.depth, end).toBe('staff');
  });

  // Labelling decisions (data/public/README.md): small gradients at the
  // softmax with no saturated, peaked or one-hot softmax stay weak on depth.
  it('gradients "for the softmax" said small are the staff mechanism only beside saturation', () => {
    for (const text of [
      'With larger d_k the dot product increases in magnitude, and this results in vanishing gradients for the softmax function.',
      'Large dot products give tiny gradients for the softmax, so we scale them down by sqrt(d_k).',
      'The gradients for the softmax become very small when the scores are large.',
    ])
      expect(graded(text).levels.depth, text).toBe('weak');
    for (const text of [
      'Large scores saturate the softmax, so the gradients for the softmax vanish.',
      'When the scores are large the softmax saturates and the gradients for the softmax are tiny.',
    ])
      expect(graded(text).levels.depth, text).toBe('staff');
  });

  it('a short chain is still a chain: cause, effect and fix in a dozen words', () => {
    for (const text of [
      'Scores grow with d_k and saturate the softmax, so we divide by √d_k.',
      'Dot products grow with d_k, the softmax saturates; divide by √d_k.',
    ])
      expect(graded(text).levels.communication, text).toBe('strong');
  });

  it('a growth with d_k is the cause for communication, whoever grows', () => {
    const fix = ' Dividing by √d_k keeps the variance at 1.';
    for (const cause of [
      'They get bigger as d_k gets bigger, so the softmax saturates and the gradients vanish.',
      'Without it your logits get, like, really huge at a d_k of 512, and then the softmax picks one key and the gradients vanish.',
      'The noise grows like the square root of d_k, so the softmax only hears one key and the gradients vanish.',
    ])
      expect(graded(cause + fix).levels.communication, cause).not.toBe('weak');
  });

  // Labelling decisions (data/public/README.md): correctness strong needs what
  // the scaled scores keep, not only that they are kept small.
  describe('correctness: the scores kept from growing with the dimension, or standardised', () => {
    eachAt('correctness', 'strong', [
      // code comment
      'scores = q @ k.T / math.sqrt(d_k)  # so the scores do not grow with d',
      // lecture note
      '- the scaling stops the logits getting bigger as d_k grows',
      // forum
      'Dividing by the root of the head size keeps the scores from becoming too large as a function of dimension.',
      // the same, denied in a purpose clause rather than averted
      'We scale so the dot products do not get too large as a function of dimension.',
      'We scale so that the scores do not blow up with the dimension.',
      // blog
      'The 1/√d_k factor keeps the variance of the logits consistent across head sizes.',
      // forum, misspelt
      'divide by sqrt(dim_head) helps standarize the scale of the logits',
      // lecture note
      'We divide by √(d/h) to standardize the data before applying the softmax.',
      // blog
      'Dividing by √(d/h) lets the input and the output of the product have the same distribution.',
      // the growth said as the vectors getting longer
      "The formula is softmax(Q·Kᵀ / √d_k) · V. Dividing by the dimension stops the scores from growing as the vectors get longer, so the softmax doesn't collapse onto one key.",
      // the dimension in everyday words, d_k glossed as the embedding size
      'We scale the scores by 1/√d_k, where d_k is the model embedding size, so that the variance of the dot products does not grow with the length of the vectors.',
      // note to self
      'After the scaling, the spread of the attention scores no longer depends on the head dimension.',
      // forum
      'Once you divide by sqrt(d_k) the variance of the logits never depends on d_k.',
      // interview, the growth said first, then the spread kept from it
      'As d_k gets bigger, the spread of the raw scores gets bigger too; the 1/√d_k factor stops that spread from ballooning.',
      // a growth averted, said with the dimension it grows with (data/public/README.md)
      'The scaling prevents dot products from growing large in high dimensions.',
      'It stops the scores from increasing for large head dimensions.',
      'The factor avoids the scores growing too big in high-dimensional spaces.',
      'We scale to prevent the attention logits from growing large when the key dimension is large.',
      // a value brought back to one, the fix named or not
      'The dot product is a sum of d_k terms, so its variance is d_k. You want it back around one.',
      'Its variance is d_k; after the division it is 1 again.',
      // the growth named as a noun, and named back by a demonstrative
      'Dividing by √d_k cancels the growth of the scores with d_k.',
      'The factor 1/√d_k compensates for the growth of the dot product with the dimension.',
      'The dot products grow with d_k. The 1/√d_k counteracts that growth.',
      'The scores grow with the head size; we divide by √d_k to offset this growth.',
    ]);
    // A negated size in a clause of its own, beside a growth told as the
    // reason, keeps the scores from being large, not from growing with d_k.
    // Nor is the entries' assumed unit variance the scores'.
    eachAt('correctness', 'weak', [
      'We divide by √d_k because at initialisation the entries of q and k are roughly independent with unit variance, so q·k has variance d_k and standard deviation √d_k.',
      "Since the dot product grows with the dimension, it is scaled by 1/sqrt(d) so the numbers don't get out of hand.",
      "The logits grow with d_k, so we divide by √d_k and they don't get too big.",
      'Because the scores increase with the dimension, the scaling makes sure they are not huge.',
      // a size under a condition, with or without the apostrophe
      'tbh the sqrt(dk) thing is just so the numbers dont get huge when dk is big lol',
      "We divide by √d_k so the logits don't get large when the head size is big.",
      // a size, not a growth, kept from happening in high dimensions; a growth with no dimension
      'The factor stops the dot products from being large in high dimensions.',
      'The scaling prevents the scores from growing too large.',
      // a setting put back, not a value brought back to one
      'I set qk_scale=1.0 and training diverged; putting it back fixed it.',
      // a growth named back with no dimension told before it
      'The scores get large. The 1/√d_k counteracts that growth.',
    ]);
  });

  describe('correctness: a standard scale for the scores, not the standard normal entries', () => {
    eachAt('correctness', 'strong', [
      // forum
      'dividing by sqrt(d_k) keeps the logits ~N(0,1) whatever the head size',
      // blog
      'Dividing by √d_k sets the scores back to a standard level for any head size.',
      // lecture note
      '- ÷√d_k quotes each score in standard units',
      // code comment
      'scores = q @ k.T / np.sqrt(d_k)  # pins it near 1',
    ]);
    eachAt('correctness', 'weak', [
      // the assumption's entries, and the spread's name, are no standardising
      'Assume each element of q and k follows a standard normal distribution. Then Var(q·k) = d_k.',
      'The standard deviation of q·k grows like √d_k.',
      '# q, k ~ standard normal\nscores = q @ k.T',
    ]);
  });

  describe('communication: a top weight near 1, given any way, then its consequence', () => {
    const cause = 'The dot product sums d_k products, so its variance is d_k. ';
    const fix = ' Dividing by √d_k brings the variance back to 1.';
    eachAt(
      'communication',
      'staff',
      [
        'The softmax collapses to one-hot (e.g. output [0.999, 0.001, 0.000]). Its gradient is then near zero.',
        'The softmax goes one-hot, with a top weight of 0.9997, so its gradient is nearly zero.',
      ],
      { before: cause, after: fix },
    );
    eachAt(
      'communication',
      'staff',
      [
        // the weight given only after the consequence
        'The softmax goes one-hot and its gradient is near zero. (Top weight: 0.999.)',
      ],
      { not: true, before: cause, after: fix },
    );
  });

  describe('depth: the tails of the softmax are its saturated regions', () => {
    eachAt(
      'depth',
      'staff',
      [
        'Large scores push the logits out into the tails of the softmax, where the gradient is very small.',
        'Big dot products land in the softmax tails, where its gradient is almost zero.',
      ],
      { before: 'The dot products grow with d_k. ' },
    );
  });

  describe("trade-offs: the block's LayerNorm is no QK-norm and no drift", () => {
    eachAt(
      'tradeoffs',
      'staff',
      [
        'Layer norm before attention keeps the activations at mean 0 and variance 1, so the assumption holds.',
        'The assumption is reasonable because the Transformer applies LayerNorm before the attention.',
      ],
      {
        not: true,
        before:
          'Var(q·k) = d_k because the variances of the d_k products add, so we divide by √d_k. ',
      },
    );
    eachAt(
      'tradeoffs',
      'staff',
      [
        'Once trained, q and k drift, which is why some models add a LayerNorm on the queries and keys.',
      ],
      {
        before:
          'Var(q·k) = d_k because the variances of the d_k products add, so we divide by √d_k. ',
      },
    );
  });

  // Labelling decisions: the unscaled variance stated as d_k is why the root,
  // in notes too, with no verb.
  describe('trade-offs: the variance or std noted with no verb', () => {
    eachAt('tradeoffs', 'strong', [
      '- raw scores grow with d_k (variance d_k)\n- big scores → softmax peaks on one key → tiny gradients',
      'Unscaled logits: std √d_k, so the softmax saturates; we divide by √d_k.',
      // the spread the fix changes "from"
      'Dividing turns the standard deviation of the scores from √d_k back into 1.',
      'The scaling brings the variance of the scores from d_k back to 1.',
      'Dividing by √d_k takes the variance from d_k to 1.',
    ]);
    eachAt('tradeoffs', 'weak', [
      'Dividing by √d_k keeps the variance away from exploding; it comes from the dot product.',
      "keywords i'd hit: variance, d_k, softmax saturation, vanishing grads, square root, stability",
      'variance d_k std √d_k softmax',
    ]);
  });

  describe('trade-offs: the variance written as σ², in any notation', () => {
    eachAt(
      'tradeoffs',
      'strong',
      [
        'the dot product has $\\sigma^{2} = d_{k}$',
        'the dot product has σ² = d_k',
        'the dot product has sigma^2 = d_k',
        'sigma squared of the dot product is d_k',
      ],
      { before: 'For independent entries, ', after: ', so we divide by √d_k.' },
    );
    it("LaTeX's capital Sigma is the sum over d_k terms, not a standard deviation", () => {
      const tokens = analyse('$q \\cdot k = \\Sigma_{i}^{d_{k}} q_i k_i$', MAX_ANSWER_CHARS).tokens;
      expect(entityMentions(tokens)).not.toContain('std');
      expect(tokens.map((t) => t.text).join(' ')).toContain('sum over dk');
    });
  });

  describe('correctness: "one" before a noun counts, it is no value of 1', () => {
    eachAt(
      'correctness',
      'weak',
      [
        'The variance of one score is d_k.',
        'For one head, the dot product has variance d_k.',
        'One of the keys takes all the weight and its variance is huge.',
        // a count of operations, and the pronoun "one" before "that"
        "One multiply per score, and it's the difference between a score that is useful and one that is saturated.",
        'The variance of the scores decides it: a head whose scores learn and one that is stuck.',
        // a label: "from step one", "back to square one"
        'The scores of an unscaled head are frozen from step one.',
        'Without it the scores are stuck, and training is back to square one.',
      ],
      { after: ' So we divide by √d_k.' },
    );
    eachAt('correctness', 'strong', [
      'The scores have variance d_k; dividing by √d_k brings the variance back to one.',
      'Var(q·k) = d_k, so after dividing by √d_k the variance is 1, per head.',
    ]);
  });

  // A size named as the regime something holds in ("for large d_k", "with
  // bigger models") is no size the fix keeps the scores from.
  describe('just-smaller: a regime beside a prevention is not the size prevented', () => {
    eachFlagged(
      'just-smaller',
      [
        "It's a scaling factor, and the authors mention in a footnote that it counteracts some effect for large d_k.",
        "If you remove it you'll probably see somewhat worse results, especially with bigger models.",
        'The factor offsets an effect that shows up at large d_k.',
      ],
      { not: true },
    );
    eachFlagged('just-smaller', [
      'The factor counteracts the dot products getting large for big d_k.',
      'It prevents the scores from becoming too large.',
    ]);
  });

  // "keep … from" reaches over a noun phrase of up to four words.
  describe('a size kept from growing, over a long noun phrase, is the purpose', () => {
    eachFlagged('just-smaller', [
      'To keep the dot-product values from getting too big, they are divided by √d_k.',
      'We divide by √d_k to keep the raw attention logit values from becoming too large.',
      'The factor keeps the query key dot products from getting huge.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'We divide by √d_k to keep the raw attention logit values from saturating the softmax.',
        'To keep the dot-product values from growing with d_k, they are divided by √d_k so their variance stays 1.',
      ],
      { not: true },
    );
  });

  describe('a size said of a noun the lexicon does not name describes that noun', () => {
    // "small details", "tiny implementation details", "big models": no claim
    // that something vanishes or grows, so no mechanism told beside the size.
    eachFlagged('just-smaller', [
      'The dot products grow with d_k, so we divide by √d_k to keep the scores small. It is one of those small details that makes large scale training work.',
      "Dot products grow with d_k. We divide by √d_k so they don't get too big. Small tweaks like this make training stable.",
      'The scores get big when d_k is big, so we divide by √d_k to keep them small. Tiny implementation details matter for training.',
    ]);
    it.each([
      ['It is one of those small details that make training work.', 'vanishes'],
      ['Tiny implementation details matter for training.', 'vanishes'],
      ['In big models, training takes weeks.', 'grows-with'],
    ])('"%s" has no %s claim', (text, relation) => {
      expect(claimsOf(text).filter((c) => c.relation === relation)).toEqual([]);
    });
    // Said of the numbers themselves, of a named entity, or as a predicate, it is one.
    it.each([
      ['Scale by √d_k to avoid large magnitude values.', 'grows-with'],
      ['Logits that are large push the softmax to one-hot.', 'grows-with'],
      ['The softmax saturates and the gradients become tiny.', 'vanishes'],
      ['The gradients are small enough to stall training.', 'vanishes'],
    ])('"%s" has its %s claim', (text, relation) => {
      expect(claimsOf(text).some((c) => c.relation === relation)).toBe(true);
    });
  });

  describe('correctness: weights that sum to 1 are no unit variance', () => {
    eachAt(
      'correctness',
      'strong',
      [
        'The scaling factor stabilizes gradients, while softmax normalizes the scores so they sum to 1.',
        'After the scaling, the softmax turns the scores into weights that add up to 1.',
        'We divide by √d_k, and the softmax makes the attention scores total 1.',
      ],
      { not: true },
    );
  });

  describe('correctness: the scores given the spread of the entries', () => {
    eachAt('correctness', 'strong', [
      'After dividing by √d_k the scaled scores have the same variance as the individual entries.',
      'The division gives the logits the same spread as the inputs, whatever d_k is.',
      'We scale by 1/√d_k to make sure the dot product has close variance with q and k.',
      'After the scaling the scores have a similar variance to the entries of q and k.',
      '- ÷√d_k: the scores keep the same variance as each entry',
    ]);
    eachAt('correctness', 'weak', [
      // the same spread said of no score
      'Queries and keys have the same variance as the embeddings.',
    ]);
  });

  describe('correctness: normalising counts once the spread is said to grow', () => {
    eachAt('correctness', 'strong', [
      'The variance of q·k grows linearly with d_k, so we normalize by sqrt(d_k).',
      '# the std of the logits grows like sqrt(d_k) with the head size\nlogits = logits / math.sqrt(d_k)  # normalise',
      'Var(q·k) grows with the head size. That is why we normalise the logits by √d_k.',
    ]);
  });

  describe('correctness: kept small, in range, or a divisor that follows the growth, stays weak', () => {
    eachAt('correctness', 'weak', [
      // code comment
      '# scale the scores so they do not get too large\nscores = scores / math.sqrt(d_k)',
      // forum
      'Dividing by √d_k keeps the dot products in a reasonable range.',
      // lecture note
      '- divide by sqrt(d_k) so the logits stay in a normal range',
      // blog
      'The scaling makes the scores smaller before the softmax.',
      // a divisor that follows the growth
      'The dot products scale with the dimensionality of the vectors, so we divide by sqrt(d/h).',
      // normalising with no spread said
      'We normalize the dot product with the number of dimensions, specifically its square root.',
    ]);
  });

  // Labelling decisions (data/public/README.md): gradients said to explode or
  // be large assert exploding-gradients; values or a softmax that explode do not.
  describe('exploding-gradients: a counterfactual concern is no claim', () => {
    eachFlagged(
      'exploding-gradients',
      [
        "If the concern were exploding gradients you'd just clip them. The real concern is the opposite: large scores saturate the softmax.",
        'If the problem were exploding gradients, clipping would fix it; it is vanishing gradients instead.',
        // A condition the sentence answers with a modal is a case supposed.
        'If the gradients exploded, which would show up as NaNs, clipping would fix it; they vanish instead.',
        'If the gradients blew up, we could just clip them, but here they vanish.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      // ... not a consequence told after the condition.
      'If d_k is large, the gradients explode.',
      'If we skip the scaling, the gradients would explode.',
      // A modal after the large regime says what happens there.
      'For large d_k, the gradients would explode.',
      'If d_k is large, the gradients would explode.',
      'When the dot products are large, the softmax would give large gradients for the largest value.',
    ]);
    eachFlagged(
      'divide-by-dk',
      [
        // ... and an alternative weighed there is still weighed.
        'For large d_k, dividing by d_k would flatten the attention.',
        'For large d_k, one might divide by d_k, but that overcorrects.',
      ],
      { not: true },
    );
  });

  // A Q&A reply: another answer, a post or a tutorial reported as saying it,
  // or a view judged to get it "backwards", is not the writer's claim.
  describe('exploding-gradients: reported from another answer, or judged backwards', () => {
    eachFlagged(
      'exploding-gradients',
      [
        "The top answer says the gradients explode. They don't: the softmax saturates and the gradients vanish.",
        'The tutorial says the gradients explode without the scaling; in fact the softmax saturates and they vanish.',
        'The usual one-line answer, that the factor prevents exploding gradients, gets the failure backwards: the gradients vanish.',
        'The common explanation that √d_k stops exploding gradients has it backwards; saturation makes them vanish.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'Without the scaling the scores grow and the gradients explode.',
      'The top answer is right: without the scaling the scores grow and the gradients explode.',
      'I think the scaling prevents exploding gradients. My answer gets to the point quickly.',
      'The gradients flow backwards through the softmax and explode when the scores are large.',
    ]);
  });

  // "the explosion that large scores would cause": the modal belongs to the
  // relative clause; the explosion the fix averts is still claimed.
  describe('exploding-gradients: a relative clause’s modal leaves the noun it describes', () => {
    eachFlagged('exploding-gradients', [
      'The scaling prevents the gradient explosion that large dot products would cause.',
      'Dividing by √d_k avoids the exploding gradients that the raw scores could produce.',
      'It stops the gradient blow-up which unscaled logits would trigger.',
      // A modal that goes on from the clause before with "which" tells what
      // that clause's state does; a risk run without the fix is a claim too.
      'The dot products get large for big d_k, which would cause exploding gradients.',
      'The scaling keeps the dot products from getting large, which would lead to exploding gradients.',
      'Large logits saturate the softmax, which could make the gradients explode.',
      'Without it we risk exploding gradients.',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        'The scaling prevents the vanishing gradients that large dot products would cause.',
        'I used to think the gradients would explode, but they vanish.',
        'Exploding gradients, which clipping would handle, are not the problem here: the gradients vanish.',
        'The dot products get large for big d_k, which would make the gradients vanish, not explode.',
        'Some people think the scores grow, which would make the gradients explode; in fact they vanish.',
      ],
      { not: true },
    );
  });

  // The scaling's purpose told as a size the gradients must not reach ("so
  // the gradients don't get too large") keeps them from exploding, as "so
  // they don't explode" does (labelling decisions, data/public/README.md).
  describe('exploding-gradients: a purpose that keeps the gradients from getting large', () => {
    eachFlagged('exploding-gradients', [
      "We divide by √d_k so the gradients don't become too big or too small.",
      'We scale so that the gradients do not get too large.',
      "The factor is there so that the gradients don't grow very large.",
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        'The gradients do not get too large; they vanish.',
        'We scale so that the gradients do not get too small.',
        'We scale so the scores do not get too large, which keeps the softmax soft.',
      ],
      { not: true },
    );
  });

  describe('exploding-gradients: the gradients explode, not the values or the softmax', () => {
    eachFlagged('exploding-gradients', [
      // forum
      'Without the scaling we get vanishing/exploding gradients.',
      // code comment
      '# we scale here to avoid vanishing / exploding gradients in the softmax',
      // lecture note
      '- big logits push one weight to 1 → large gradients for the remaining values',
      // blog
      'A saturated softmax gives exploding gradients, which is why the factor is there.',
      // the softmax's own gradient, and sizes past every bound
      'no scaling → logits huge → softmax grads explode → NaNs',
      'Unscaled, the Jacobian of the softmax blows up and training diverges.',
      'Then the backward pass is a mess, the gradients go through the roof.',
      'With big logits the grads skyrocket and the loss turns into NaN.',
      // the fix left out, then a modal; the noun; the gradients said too big
      'Otherwise the gradients would explode.',
      "If we didn't scale, the gradients would explode.",
      'If the scores were not scaled, the gradients would explode.',
      'It prevents gradient explosion.',
      'Without it the gradients would be too big.',
      // two sizes before one noun share it
      'This prevents (large/small) gradients during training.',
      'Without it we get extremely large or small gradients.',
      'The scaling avoids large and small gradients alike.',
      // the gradients kept in a range: both failures named
      'It keeps the gradients from becoming too large or too small.',
      'The scaling keeps gradients from getting too big or too small during training.',
      'This is done to stop the gradients from getting too small or too large.',
      'Without it, gradients can become either too large or too small.',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        // the range is the scores', the gradients another clause's
        'It keeps the scores from becoming too large or too small, so the gradients vanish less.',
        // another model's gradients
        'Unlike RNNs, where gradients become too large or too small, attention has no recurrence; the scale keeps the softmax unsaturated.',
      ],
      { not: true },
    );
    // The fix left out ("if you don't scale, …") tells what it averts: asserted.
    eachFlagged('exploding-gradients', [
      "If you don't scale, the gradients explode during backprop.",
      '# if you omit the 1/sqrt(d_k), the gradients explode',
      'if we skip the scaling the backward pass gives exploding gradients and the loss goes NaN',
      // the explosion averted, said of a pronoun for the gradients
      'Scaling keeps the gradients stable and prevents them from exploding during training.',
      'Dividing by sqrt(d_k) keeps the gradients stable and stops them from blowing up.',
      // "would otherwise": the modal with the fix left out after it.
      'It keeps the softmax from saturating, which would otherwise make the gradients explode.',
      'We scale the logits; the gradients would otherwise blow up in the first steps.',
      'If we skipped the factor the gradients would explode.',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        'If you were to skip the scaling, some say the gradients would explode.',
        'Without scaling the softmax explodes and the gradients vanish.',
        'Without the scaling the values explode and training stalls.',
        '# unscaled, the logits explode and the gradients to W_Q vanish',
        'The Jacobian never blows up: it goes to zero.',
        'Without the scaling the logits go through the roof and the gradients vanish.',
        // a pronoun for the scores, or the vanishing said too
        'Scaling keeps the scores small and prevents them from exploding.',
        'The scaling keeps the gradients from vanishing and prevents them from exploding.',
      ],
      { not: true },
    );
  });

  describe('a size after "when" is said of that clause\'s subject, not the gradients before it', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'The softmax has near-zero gradients when its inputs are large.',
        'The softmax gives tiny gradients when its inputs are large.',
        'You get vanishing gradients once the raw inputs are large.',
        'The model sees tiny gradients while the unscaled inputs stay large.',
        'We end up with near-zero gradients whenever the logits are large.',
        'Backprop yields small gradients if the pre-softmax values are big.',
      ],
      { not: true },
    );
    // The gradients themselves said large, in the clause after "when" too.
    eachFlagged('exploding-gradients', [
      'When the logits are large, the gradients are large too.',
      'The scores grow, and when that happens the gradients become huge.',
    ]);
  });

  // Labelling decisions (data/public/README.md): a one-line claim that the
  // scaling avoids vanishing gradients is a claim, not a keyword list.
  describe('follow-up: a one-line purpose of avoiding vanishing gradients', () => {
    eachAt('followup', 'strong', [
      // lecture note
      '2. Avoid gradient vanishing.',
      // code comment
      '# avoid vanishing gradients',
      // forum
      'Avoid vanishing gradients, basically.',
    ]);
    eachAt('followup', 'weak', ['avoid, vanishing gradients, softmax, saturation, sqrt d_k']);
  });

  // Labelling decisions (data/public/README.md): the h of √(d/h) explained as
  // averaging over heads is divide-by-sqrt-heads.
  describe('divide-by-sqrt-heads: the h of √(d/h) as averaging over heads', () => {
    eachFlagged('divide-by-sqrt-heads', [
      // forum
      'The h in √(d/h) is there because we average over the h heads.',
      // lecture note
      '2. dividing by sqrt(d/h): d for the dimension, and h since the attention is averaged across heads',
      // code comment
      'scores = scores / math.sqrt(d_model / h)  # so we get the mean over the heads',
      // the h named alone, in the next sentence or clause
      'We divide by √(d/h); the h is there to average over the heads.',
      'The scores are scaled by sqrt(d_model/h), where dividing by h averages the contributions of the heads.',
    ]);
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'Each head divides its scores by √(d/h), its own key dimension.',
        'The outputs of the heads are averaged, and each head divides by sqrt(d_k).',
        'd/h is the head size, so we divide by its root.',
        "We divide by √(d/h), where h is the number of heads; the heads' outputs are then concatenated.",
        'Dividing by h does not average over the heads; d/h is the head size.',
        // Python's floor division is one division, not a comment opener and a "/".
        'self.head_dim = d_model // num_heads; scores = q @ k.transpose(-2, -1) / math.sqrt(self.head_dim)',
        'scale = (d_model // n_heads) ** -0.5',
        '```python\nhead_dim = d_model // n_heads  # 64\nscores = q @ k.T / head_dim ** 0.5\n```',
      ],
      { not: true },
    );
  });

  // Code's d_model_per_head (dim_per_head, size_per_head) is one head's size, d_k.
  describe('d_model_per_head in code is d_k', () => {
    const noWrongDivisor = (text: string) =>
      expect(mistakes(text).filter((m) => m.startsWith('divide-by'))).toEqual([]);
    it.each([
      '```python\nd_model_per_head = d_model // n_heads\nscores = scores / (d_model_per_head ** 0.5)  # scale by head size\n```',
      '```python\nx = x / math.sqrt(self.d_model_per_head)  # normalise by the head dim\n```',
      'The head size is d_model_per_head = 64, and the scores are divided by sqrt(d_model_per_head).',
      'attention_scores = attention_scores * (1.0 / math.sqrt(float(size_per_head)))',
    ])('%s', noWrongDivisor);
    eachFlagged('divide-by-dk', [
      'scores = q @ k.T / d_model_per_head',
      'scores = q @ k.T / dim_per_head  # normalise by head size',
    ]);
    eachFlagged('divide-by-sqrt-dmodel', [
      'scores = q @ k.T / math.sqrt(d_model)  # scale by model dim',
    ]);
  });

  describe('divide-by-sqrt-heads: the scaling factor said to be the head count', () => {
    eachFlagged('divide-by-sqrt-heads', [
      'The scaling factor is the square root of the number of attention heads.',
      'The scaling factor is sqrt(h), h being the head count.',
    ]);
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'The scaling factor is √d_k for each of the 8 heads.',
        'The scaling factor is independent of the number of heads.',
        // A "/" before a bare number divides by that number, not by a later entity.
        'The scaling factor is 1/8 with 8 heads, since d_k = 64.',
      ],
      { not: true },
    );
  });

  // Labelling decisions (data/public/README.md): a code comment is read with
  // the line of code it annotates; the divisor the code uses counts.
  describe('divide-by-dk: a comment "by d_k" on code that divides by its root', () => {
    eachFlagged(
      'divide-by-dk',
      [
        '```python\n# scale the scores by d_k\nscores = q @ k.transpose(-2, -1) / math.sqrt(d_k)\n```',
        'attn = (q @ k.T) * d_k ** -0.5  # divide by d_k',
        '```js\n// normalize by dk\nconst s = dot(q, k) / Math.sqrt(dk);\n```',
        '```python\n# Divide by d_k\nlogits = jnp.einsum("qd,kd->qk", q, k) / jnp.sqrt(d_k)\n```',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', [
      '```python\n# divide by d_k\nlogits = logits / d_k\n```',
      'We divide the scores by d_k so they stay small.',
      'scores = q @ k.T / d_k  # normalise by the head size',
    ]);
  });

  // Labelling decisions (data/public/README.md): a purpose of only keeping the
  // numbers from being huge is just-smaller, even with the dimension as cause.
  describe('just-smaller: only keeping the numbers from being huge, whatever the cause', () => {
    eachFlagged('just-smaller', [
      // code comment
      '# d_k is large, so scale down to reduce the effect of large magnitude vectors',
      // forum
      'When d_k is large the dot products become huge, so we scale them down to avoid extremely large numbers.',
      // lecture note
      '- in high dimensions q·k gets big; divide by sqrt(d_k) to prevent really large values',
      // blog: the large values damped
      'In bigger dimensions q·k can reach huge values, and the scaling simply damps those large magnitudes.',
      'The 1/sqrt(d_k) factor is just there to damp the logits.',
    ]);
    // Labelling decisions: a range kept at both ends is not a purpose of
    // keeping the numbers from being large.
    eachFlagged(
      'just-smaller',
      [
        'Scaling keeps the pre-softmax values inside a sensible band, neither shrinking toward zero nor getting out of hand.',
        'We divide by sqrt(d_k) so the scores are neither too small nor too large.',
        'The scaling keeps the logits from blowing up or collapsing to zero.',
        'Divide by √d_k so the logits are not too big or too tiny.',
      ],
      { not: true },
    );
    // A consequence is told in the same sentence.
    eachFlagged(
      'just-smaller',
      [
        'When d_k is large the dot products are huge and the grads get huge too, and dividing by sqrt(d_k) stops that.',
        'Large scores make the gradients explode. So we scale them down.',
      ],
      { not: true },
    );
    // A purpose for the gradients anywhere in the answer is more than the
    // size alone (public README), even a wrong one in another sentence.
    eachFlagged(
      'just-smaller',
      [
        'Dividing by sqrt(d_k) prevents exploding gradients. The scores are scaled down so they do not get extremely large.',
        'Scaling prevents the exploding gradient problem. Also, the scores are divided down to avoid working with extremely large numbers.',
        'The scaling keeps the dot products from getting huge. Without it the gradients blow up during backprop.',
        'We shrink the scores by the square root of the key size, so they do not become too big; this keeps the gradients healthy.',
      ],
      { not: true },
    );
    // Someone else's "only cosmetic", and a large d_k (the size the growth
    // comes from), close no point of the writer's.
    eachFlagged(
      'just-smaller',
      [
        'One might think the scaling is only cosmetic, but without it the softmax saturates for large d_k.',
        'Some say it is purely cosmetic. Without it, though, the softmax saturates once d_k is large.',
      ],
      { not: true },
    );
    eachFlagged('just-smaller', [
      'The scores are scaled down so they do not get extremely large.',
      'It keeps the numbers from getting too large, that is all; nothing to do with gradients.',
    ]);
  });

  // A bug report: what the code did before the fix is not the writer's divisor.
  describe('divide-by-sqrt-dmodel: the code as it was before a fix', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Fixed in 3f2a1c: the head was dividing by `self.d_model ** 0.5` instead of `self.head_dim ** 0.5`. Scores now use the per-head dimension.',
        'The old code was mistakenly scaling the logits by 1/sqrt(hidden_size); this PR switches to head_dim.',
        'Our 8-head layer was incorrectly divided by √d_model until last week.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'In multi-head attention with 8 heads, 1/sqrt(d_model) is used to scale the scores.',
      'In multi-head attention with 8 heads we are dividing by sqrt(d_model).',
    ]);
  });

  // From blind round dg (tuned): texts in the voices of notes, slides, Q&A.
  describe('other writers say it, and the writer corrects them', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'Several comments here say the gradients then explode. They do not, they vanish: the softmax saturates and its Jacobian goes to zero.',
        'Many tutorials claim the gradients explode without the scaling; in fact they vanish, because the softmax saturates.',
        'Some blogs say it prevents exploding gradients, but the softmax saturates and the gradients vanish.',
      ],
      { not: true },
    );
  });

  describe('a denied link states no cause', () => {
    eachFlagged(
      'reversed-causation',
      [
        "Replying to the top comment because the arrow is backwards there: saturation doesn't make the variance grow, the growing variance is what causes saturation.",
        'A peaked softmax does not make the scores larger; the larger scores are what peak the softmax.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'Saturation makes the variance grow, and the growing variance makes the scores larger.',
    ]);
  });

  describe('"however many" is every size, not a sum', () => {
    eachFlagged(
      'reversed-causation',
      [
        'Left alone, the softmax overheats into an argmax. The scaling turns it back so the spread of the scores stays around 1 however many dimensions you add.',
        'Without it the softmax saturates, so we divide and the variance stays at 1 however many terms we add.',
      ],
      { not: true },
    );
  });

  describe('a softmax going all-or-nothing is a saturated one', () => {
    eachFlagged(
      'just-smaller',
      [
        'Bigger heads turn up the contrast of the scores, so the scaling turns it back down and the softmax keeps its shades of grey instead of going all-or-nothing.',
        'The scaling brings the logits down so the attention does not become all or nothing.',
      ],
      { not: true },
    );
  });

  describe('just-smaller: not with a purpose for the gradients beside the size', () => {
    eachFlagged(
      'just-smaller',
      [
        'The scaling factor stops QK^T from ballooning as d_k increases, which helps the backward pass work properly.',
        'We divide by sqrt(d_k) to keep the values from growing wildly, which helps backpropagation.',
      ],
      { not: true },
    );
    eachFlagged('just-smaller', [
      'It makes the numbers smaller so training is more stable.',
      'We divide to keep the attention scores from getting too large, because large values make training unstable.',
    ]);
  });

  // From blind round dh (tuned): code-centred texts.
  describe('code notation: a derivative and a floor division are no divisor', () => {
    eachFlagged(
      'divide-by-dk',
      [
        '# Big spread -> softmax saturates -> d softmax / d logits ~ 0 -> no signal reaches W_q, W_k.\nlogits = (q @ k.T) / np.sqrt(d_k)',
        'Once the softmax is one-hot, dp/dz is about zero, so we divide by √d_k to keep the scores at unit variance.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'Each head computes `scores = Q_h @ K_h.T / sqrt(d_head)` with `d_head = d_model // n_heads`, so the variance stays near one.',
        'We set `head_dim = d_model // n_heads` and scale by `head_dim ** -0.5` to keep the variance at 1.',
      ],
      { not: true },
    );
  });

  describe('divide-by-dk: a loose divisor made precise later in the passage', () => {
    eachFlagged(
      'divide-by-dk',
      [
        'The scores are normalised by dividing by the dimension of the keys. More precisely: q·k has standard deviation √d_k, and dividing by √d_k gives the scores unit variance.',
        'We divide by d_k, or rather: the sum of d_k unit-variance terms has variance d_k, so its std is √d_k, and we scale by 1/√d_k.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', [
      'We divide the scores by d_k so they stay small.',
      'The scores are divided by the dimension d_k. Then the softmax is applied, and the output is multiplied by V.',
    ]);
    // A d_k said after the precise √d_k is still a division by d_k: "…
    // dividing by √d_k keeps the variance at 1. We divide by d_k."
    eachFlagged('divide-by-dk', [
      'The dot product has variance d_k, so dividing by √d_k keeps the variance at 1. We divide by d_k.',
      'The textbook divides by √d_k, but the right divisor is d_k, not √d_k: dividing by the head dim keeps the scores from growing.',
      'you divide by sqrt(d_k)... actually no i think its just d_k, dividing by d_k averages over the dimensions',
      'If you forget to divide by the head dimension, the softmax saturates.',
    ]);
  });

  describe('just-smaller: a purpose of limiting the size, fronted or named', () => {
    eachFlagged('just-smaller', [
      // a fronted purpose with no comma: the pronoun opens the main clause
      'To avoid the values getting too big we divide them by the square root of d_k.',
      'To keep the scores from getting huge you divide by sqrt(d_k).',
      // the size limited by name
      'This scaling is there to limit the size of the dot products.',
      'The purpose of the scaling is to limit the magnitude of the scores.',
      'Dividing by √d_k caps the growth of the logits.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'In the limit of large d_k the scores have variance d_k, so we divide by √d_k to keep it at 1.',
        'Saturation would push the softmax into flat regions, limiting the ability of the network to learn, so we divide by √d_k.',
      ],
      { not: true },
    );
  });

  // Second labelling (data/public/README.md): a variance reduced is the
  // spread brought down, not the numbers made smaller.
  describe('just-smaller: a variance or a std reduced is no size alone', () => {
    eachFlagged(
      'just-smaller',
      [
        'To reduce the variance of the dot product we can scale the q and k by 1/sqrt(dk).',
        'We divide by sqrt(d_k) to lower the variance of the scores.',
        'Dividing by sqrt(d_k) reduces the standard deviation of the dot products.',
      ],
      { not: true },
    );
    eachFlagged('just-smaller', [
      'We divide by sqrt(d_k) to make the scores smaller.',
      'Dividing by sqrt(d_k) reduces the dot products.',
    ]);
  });

  describe('just-smaller: a pipeline step through the softmax is no mechanism', () => {
    eachFlagged('just-smaller', [
      "The attention scores are computed as QK^T and then passed through a softmax to get the weights. Before the softmax they are divided by √d_k so that they don't get too large.",
      "QK^T → softmax → weights. The scores are divided by √d_k first so they don't blow up.",
      "The dot products then go into the softmax. Before the softmax they are scaled by 1/√d_k so they don't get too big.",
    ]);
    eachFlagged(
      'just-smaller',
      [
        'Big numbers make the softmax act weird, so we divide them by √d_k to keep them small.',
        "Large scores push the softmax into saturation. We divide by √d_k so they don't get too large.",
      ],
      { not: true },
    );
  });

  describe('just-smaller: the answer to a question about the fix, said as size', () => {
    eachFlagged('just-smaller', [
      "Why the √d_k? Because the dot product of two long vectors is a big number, and we want to keep the numbers small. That's the gist.",
      'Q: Why scale by 1/sqrt(d_k)?\nA: The dot products get big with many dimensions, so we keep them small.',
      'Why divide by √d_k? The scores grow with d_k and we want them to stay small.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'Why divide by √d_k? The scores grow with d_k and saturate the softmax, so we want them to stay small.',
      ],
      { not: true },
    );
  });

  describe("just-smaller: a line with its subject left out goes on with the fix's line", () => {
    eachFlagged('just-smaller', [
      '- Scaled dot-product: divide QK^T by sqrt(d_k)\n- keeps the dot products from getting too large\n- then softmax over the keys',
      '* scores = QK^T / √d_k\n* prevents the scores from getting too big',
      '1. Divide the dot products by sqrt(d_k).\n2. Keeps the numbers small for large d_k.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        '- divide QK^T by sqrt(d_k)\n- keeps the dot products from getting too large\n- otherwise the softmax saturates and its gradients vanish',
      ],
      { not: true },
    );
  });

  describe('just-smaller: the growth of the sentence before, prevented by name', () => {
    eachFlagged('just-smaller', [
      'For large values of d_k, the dot products grow large in magnitude. To counteract this, we scale them by 1/sqrt(d_k).',
      'The scores get bigger as d_k grows. To prevent that, we divide by √d_k.',
      'Dot products grow with the dimension. We divide by sqrt(d_k) to avoid this.',
    ]);
    // The paper's sentence names the mechanism it counteracts.
    eachFlagged(
      'just-smaller',
      [
        'We suspect that for large values of d_k, the dot products grow large in magnitude, pushing the softmax function into regions where it has extremely small gradients. To counteract this effect, we scale the dot products by 1/√d_k.',
      ],
      { not: true },
    );
  });

  describe('just-smaller: the scores brought "back down", and that is all', () => {
    eachFlagged('just-smaller', [
      'dot products get bigger the more dimensions you have so you divide them back down. thats it.',
      "The logits grow with d_k, so we pull them back down. That's all there is to it.",
      'Scores grow with the dimension; the factor just brings them back down, nothing more.',
    ]);
  });

  describe('just-smaller: the purpose closed as the only one, gradients named elsewhere', () => {
    // The residual's gradients are another part of the text: no purpose of the scaling.
    const elsewhere = ' The residual connection gives the gradients a highway to the early layers.';
    eachFlagged(
      'just-smaller',
      [
        "The scores are divided by √d_k to make the numbers smaller. That's the whole purpose of it.",
        'Dividing by sqrt(d_k) scales the logits down. That is its only purpose.',
        "The 1/√d_k factor keeps the values from getting too big, and that's the sole reason for it.",
        'We scale the dot products down by √d_k; that is the whole point.',
      ].map((t) => t + elsewhere),
    );
    // Closing a point that names the mechanism gives a reason beyond size.
    eachFlagged(
      'just-smaller',
      [
        "We scale the scores down so the softmax does not saturate; that's all.",
        'Dividing by √d_k keeps the logits small so the softmax does not saturate. That is the whole purpose.',
        'The factor shrinks the scores so the gradients through the softmax do not vanish, and that is the only reason.',
      ],
      { not: true },
    );
  });

  describe('just-smaller: "just" with advice about something else shrinks no scores', () => {
    eachFlagged(
      'just-smaller',
      [
        'Dividing by √d_k keeps the variance of the scores near 1, so the softmax does not saturate. In a decoder you just use the lower triangle and mask the rest.',
        'The scale 1/√d_k brings the score variance back to 1 and keeps the softmax out of saturation. If the loss still spikes, just reduce the learning rate.',
        'The variance of q·k is d_k, so dividing by √d_k keeps it at 1 and the softmax stays soft. If it still diverges, just reduce the learning rate.',
        'Dividing by sqrt(d_k) stops the softmax from saturating as the score variance grows with d_k. For a tiny model you can just make d_k smaller.',
      ],
      { not: true },
    );
    // The numbers, a pronoun for them or the fix's own sentence still are.
    eachFlagged('just-smaller', [
      'It just makes the numbers smaller.',
      "Dividing by √d_k just shrinks the scores, that's all.",
      'Honestly the factor is merely there to scale them down.',
      "It's purely to keep the logits smaller before the softmax.",
      'The scale just makes the numbers smaller, the model should learn to compensate.',
    ]);
  });

  describe('a softer softmax is what smaller scores are for: no size alone', () => {
    const softer = [
      '÷√d_k: smaller logits → softer softmax',
      'We divide the scores by √d_k; smaller scores give a softer softmax, so gradients still flow.',
      'Dividing by sqrt(d_k) keeps the logits small, which means smoother attention over the keys.',
      "Smaller logits, softer softmax: that's why we divide by √d_k.",
    ];
    eachFlagged('just-smaller', softer, { not: true });
    eachAt('depth', 'strong', softer);
    // A higher temperature's softer distribution is no softmax kept soft.
    eachAt('depth', 'weak', [
      "It's just a temperature. softmax(x / T) with T = √d_k. Higher T means a softer distribution.",
    ]);
    eachFlagged('just-smaller', ['Dividing by √d_k keeps the scores small.']);
  });

  describe('just-smaller: small scores as what a scaling up answers', () => {
    eachFlagged(
      'just-smaller',
      [
        'We scale the dot product by √d so that the values become bigger and the softmax is more confident, since for normalized vectors the dot product is quite small.',
        'logits come out small → scale up by √d_k so the softmax still has contrast',
        "Because the dot products of unit vectors are small, the factor √d_k boosts them so attention isn't uniform.",
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'logits come out small → scale up by √d_k so the softmax still has contrast',
      'With normalised q and k the scores are tiny, so multiplying by sqrt(d_k) makes them large enough for the softmax to pick a key.',
    ]);
    // Kept small by the division: the size is the purpose.
    eachFlagged('just-smaller', [
      'The scores would be huge, so we divide by √d_k to keep them small.',
      'Dividing by √d_k keeps the scores small.',
    ]);
  });

  describe('matmul(query, key.transpose(-2, -1)) is the score, not a value of 1', () => {
    const code = (line: string) => '```python\n' + line + '\nscores = scores / math.sqrt(d_k)\n```';
    eachAt('correctness', 'weak', [
      code('scores = torch.matmul(query, key.transpose(-2, -1))'),
      code('scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))'),
      code('scores = torch.bmm(q, k.transpose(1, 2))'),
    ]);
    // With that line read, a comment's size purpose is size alone.
    eachFlagged('just-smaller', [
      '```python\nscores = torch.matmul(query, key.transpose(-2, -1))\n# dot products get big when d_k is big -> shrink them\nscores = scores / math.sqrt(query.size(-1))\n```',
    ]);
  });

  describe('"square route" is the square root', () => {
    eachFlagged(
      'divide-by-dk',
      [
        'divide by square route of dk to scale the dot products down so theyre not huge',
        'We divide the scores by the square route of d_k so the softmax does not saturate.',
        'the scale factor is 1 / square-route(d_k)',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', ['We divide the scores by d_k, not by its square route.']);
  });

  describe('large scores said to be bad for the softmax point at the mechanism', () => {
    eachFlagged(
      'just-smaller',
      [
        'Large dot products are bad for the softmax, so we divide by √d_k to keep them small.',
        'Huge logits are a problem for the softmax, which is why the scores get scaled down by sqrt(d_k).',
        'We scale the scores by 1/√d_k because big scores cause trouble for the softmax.',
        'Big attention scores create problems for the softmax; dividing by √d_k keeps them small.',
      ],
      { not: true },
    );
    // Said with "just", or the smaller numbers good for it: size alone.
    eachFlagged('just-smaller', [
      'The scaling just makes the numbers smaller, big numbers are bad for softmax.',
      'Smaller numbers are better for the softmax, so we divide by √d_k.',
    ]);
  });

  describe('"thats", "theres" without the apostrophe are "that is", "there is"', () => {
    eachFlagged('just-smaller', [
      'you make the numbers smaller and thats the whole point, i dont think theres a deeper reason',
      'It makes the numbers smaller and that is the whole point, I do not think there is a deeper reason.',
      'you shrink the scores and thats the point, i dont see a deeper reason',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'it scales the scores down so the softmax doesnt saturate, i dont think theres more to it',
        'thats why we divide by sqrt(dk): large scores saturate the softmax and its gradient vanishes',
      ],
      { not: true },
    );
  });

  describe('wordings read from the fifth public collection (tuned answers)', () => {
    // "the embedding dimensions for the keys" is the keys' own size.
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'We divide by the square root of the number of embedding dimensions for the keys, or d_k.',
        'The scores are scaled by the root of the embedding dimension of the keys.',
      ],
      { not: true },
    );
    // "for large values of d_k" is the dimension's size, not the gradients'.
    eachFlagged(
      'exploding-gradients',
      [
        'This scaling is done to counteract the vanishing gradient effects of calculating softmax values for large values of d_k.',
      ],
      { not: true },
    );
    // "less extreme numbers" shrinks; a bare "extreme" is no saturated softmax.
    eachFlagged('just-smaller', [
      'In order to get less extreme numbers, we divide the dot products by the square root of the vector dimension.',
    ]);
    eachAt('depth', 'weak', ['Dot products of long vectors can take extreme values.'], {
      before: 'We divide the scores by √d_k. ',
    });
    // A high temperature flattening the softmax is the temperature view, not d_k weighed.
    eachAt(
      'tradeoffs',
      'weak',
      [
        'If the temperature is high, then the softmax distribution is more diffused / uniform.',
        'A high temperature makes the attention weights nearly uniform.',
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
    eachAt(
      'tradeoffs',
      'staff',
      ['Dividing by d_k instead would make the softmax nearly uniform.'],
      { before: 'We divide the scores by √d_k, as q·k has variance d_k. ' },
    );
    // Aligned vectors give a high score: the similarity, no drift in training.
    eachAt(
      'tradeoffs',
      'weak',
      [
        'The dot product of aligned (same direction) vectors is high and positive.',
        'Queries and keys that align give large scores.',
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
    eachAt('tradeoffs', 'staff', ['During training q and k become aligned.'], {
      before: 'The variances of the d_k products add, so the std is √d_k and we divide by it. ',
    });
    // The scores' variance kept about the same as the inputs': unit variance in other words.
    eachAt('correctness', 'strong', [
      'We divide so that the variance of the attention scores is about the same as the variance of Q and K.',
      'Dividing by the root makes sure the variance of Q, K and the attention matrix are all about the same.',
    ]);
    eachAt('correctness', 'weak', [
      'We divide by √d_k. The softmax output is about the same for every key when the scores are tiny.',
      'We divide by √d_k. The cost is about the same as before.',
    ]);
    // The variance said to grow with the dimension, as the reason for the root.
    eachAt('tradeoffs', 'strong', [
      "For dot products, the variance grows with d_k. That's why the square root is used.",
      'The variance of q·k grows with the dimension, which is why we take the square root.',
    ]);
  });

  // A text that writes the formula with √d_k, then says "by d_k", is read as its formula.
  describe('divide-by-dk: loose words said precisely later in their sentence', () => {
    eachFlagged(
      'divide-by-dk',
      [
        "The scores are normalized by the key dimension before the softmax: dividing by √d_k keeps their variance at 1 so the softmax doesn't saturate.",
        "We scale by the head dimension (i.e. we divide QK^T by √d_k) so the softmax doesn't saturate as the scores grow with d_k.",
        'Each score is divided by d_k, or more exactly we divide it by sqrt(d_k), so the variance stays at 1.',
      ],
      { not: true },
    );
    // A contrast between them sets the two divisors against each other.
    eachFlagged('divide-by-dk', [
      "The scores are divided by d_k, while some people divide by √d_k; either way the softmax doesn't saturate.",
      'We divide by d_k rather than dividing by √d_k, so the scores have unit variance.',
      "We divide QK^T by d_k so the scores have unit variance and the softmax doesn't saturate.",
    ]);
  });

  describe('divide-by-dk: "by d_k" after the answer\'s own formula with √d_k', () => {
    eachFlagged(
      'divide-by-dk',
      [
        'Attention = softmax(QK^T / √d_k) V. The scores grow with the dimension, so we divide them by d_k before the softmax.',
        'scores = q @ k.T / math.sqrt(d_k)\n\nWithout the division by d_k the softmax saturates.',
        // a note's step, then its formula under a heading of a few words
        '- multiply Q and K, divide it by d_k, then multiply with V\n- attention score:\n\t- $$softmax(\\frac{QK^T}{\\sqrt{d_k}}) V$$',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', [
      'The scores grow with the dimension, so we divide them by d_k before the softmax.',
      // a sentence of its own between is no heading
      'So we divide the scores by d_k. I would recommend everyone do the same in their code. The 1/√d_k is a leftover from the init analysis.',
      // An alternative weighed earlier does not excuse dividing by d_k later.
      'Dividing by d_k would flatten attention. Still, we divide the scores by d_k in our code.',
    ]);
  });

  // With one head the head's key size is the model's, so √d_model is √d_k.
  describe("divide-by-sqrt-dmodel: not another part of the model's own d_model", () => {
    const chain =
      'The scores grow with d_k, so the softmax saturates; dividing by sqrt(d_k) keeps their variance at 1. ';
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        chain + 'The embeddings are scaled by sqrt(d_model).',
        chain + 'PE(pos, 2i) = sin(pos / 10000^(2i/d_model)).',
        chain +
          '```python\ndiv_term = torch.exp(torch.arange(0, d_model, 2) * -(math.log(10000.0) / d_model))\n```',
        chain +
          'The learning rate follows lrate = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5).',
        chain + 'Weights are initialised with std 1/sqrt(d_model).',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'We divide the attention scores by sqrt(d_model) so the softmax does not saturate.',
      'We divide by sqrt(d_model), because with 512 dimensional embeddings the dot products get really big.',
      'The scores are divided by √d_model, the embedding dimension, to keep the softmax from saturating.',
    ]);
  });

  describe('divide-by-sqrt-dmodel: not where the answer has one head', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        // tutorial
        'This is single head attention, so we divide the scores by the square root of the embedding dimension.',
        // code comment
        '# one head here: scores / sqrt(d_model) before the softmax',
        // notes
        'In a single-head layer the dot products are scaled by 1/sqrt(embed_dim).',
        // the heads of a phrase that says there is one
        'Without multiple heads the key size is the model size, so the scores are divided by sqrt(d_model).',
        'There are no multiple heads in this toy layer; we divide by the square root of the embedding dimension.',
        'Our layer runs without multi-head attention: scores / math.sqrt(d_model).',
        // heads named only under a condition
        'This layer is single-head, so we divide by sqrt(d_model). If we split it into heads later, the divisor has to become sqrt(head_dim).',
        // ... or with one head's own divisor, for the multi-head case
        'For now we use a single attention head, so the scores are divided by the square root of the embedding dimension. Later, with multiple heads, this becomes √(d_model/h).',
        // one head in other words
        'A one-headed attention layer divides the scores by sqrt(d_model), so their variance stays 1.',
        'n_heads = 1, so we divide the scores by sqrt(d_model) to keep their variance at 1.',
        "We don't split the embedding into heads here, so the scores are divided by sqrt(d_model).",
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'In multi-head attention the scores are divided by sqrt(d_model).',
      'With 8 heads we divide every head by the square root of the model dimension.',
      // One head named only to compare, in a text that counts its heads.
      'My model has d_model = 512 and 8 heads of 64. We divide by sqrt(d_model). Multi-head costs about the same as a single head with full width.',
      'n_heads = 8\nscores = q @ k.T / math.sqrt(d_model)  # unlike a single head, all heads share this scale',
    ]);
  });

  // An issue or a code review reports the code's √d_model, then proposes one
  // head's divisor in a later sentence: the report is corrected, not held.
  describe("divide-by-sqrt-dmodel: code reported, then one head's divisor proposed", () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'In the paper they divide by sqrt(d_k), but this code divides by sqrt(d_model). Is this a bug? I think it should be sqrt(d_k) instead.',
        'In `MultiHeadAttention.forward` the scores are `q @ k.T / math.sqrt(self.d_model)`, but q and k are per-head tensors of size head_dim, so it needs `math.sqrt(self.head_dim)`.',
        'Bug: the attention module normalizes by sqrt(embed_dim). Each head only has embed_dim / num_heads dims, so the right scale is sqrt(head_dim).',
        '`attention.py` L88 divides by `math.sqrt(self.d_model)`, but this is the multi-head block (8 heads × 64). Each head sums only 64 products. Suggest `math.sqrt(self.head_dim)`.',
        '```python\nattn = torch.bmm(q, k.transpose(1, 2)) / np.sqrt(self.d_model)\n```\nHere q and k have already been split into heads, so the dot product is over d_k entries. I believe this should use np.sqrt(self.d_k).',
        'Thanks for the repo! One thing: line 42 uses `/ math.sqrt(self.embed_size)`. For multi-head attention it is supposed to be the head dimension.',
        'Currently the code does `attn_weights / math.sqrt(self.embed_dim)`; the division needs to be by `math.sqrt(self.head_dim)` for multi-head attention.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      // A "should" that proposes no divisor, or a size, a spread, a contrast.
      'We divide the scores by sqrt(d_model). This should keep their variance near 1 so the softmax does not saturate.',
      'The scores are divided by √d_model. In my runs this was enough; you should always check the softmax entropy.',
      'Each head divides its scores by sqrt(d_model), the full model width. You should use the same factor for every head.',
      'I divide QK^T by sqrt(d_model). You need d_k to be large for this to matter much.',
      'The scores are divided by sqrt(d_model). Their std before scaling should be about √d_k.',
      'The original paper scales by 1/sqrt(d_model), we should match that instead of using head_dim.',
      'We scale the scores by 1/sqrt(d_model); the head dimension should be a power of two for speed.',
    ]);
  });

  // The code's √d_model set against the source's divisor after a contrast,
  // or judged wrong, is reported, not held.
  describe("divide-by-sqrt-dmodel: code set against the paper's divisor, or judged wrong", () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'You divide by sqrt(d_model) but the paper uses sqrt(d_k).',
        'Your code divides by sqrt(d_model) while the paper divides by sqrt(d_k) per head.',
        'It divides by sqrt(d_model), whereas the paper divides by sqrt(d_k).',
        'The scaling here is 1/sqrt(d_model), while Vaswani et al. use 1/sqrt(d_k) with d_k = d_model/h.',
        'This repo scales by sqrt(d_model), which differs from the reference implementation (sqrt(head_dim)).',
        'scores / math.sqrt(self.d_model) looks wrong to me; with 8 heads each head only has 64 dims.',
        'Dividing by sqrt(d_model) in MultiHeadAttention seems off, since q and k are per-head.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      // The paper named for the same divisor, no contrast: √d_k taken for √d_model.
      'We divide by √d_model, which the paper writes as √d_k.',
      'The scores are divided by sqrt(d_model) — in the paper notation sqrt(d_k).',
      'The logits are divided by the square root of the embedding size; the paper denotes it √d_k.',
      // A source named after a contrast, with no divisor of one head.
      'We divide the scores by sqrt(d_model), but the paper says the scaling is important for large dimensions.',
    ]);
  });

  describe('divide-by-sqrt-dmodel: a practice kept "until I realised" is given up', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'I used to scale by 1/sqrt(d_model) until I realised each head only has d_k dimensions.',
        'We divided the scores by √d_model until I noticed the heads were only 64 wide; now it is √64.',
        'My first version divided by sqrt(embed_dim), until I realized the dot product runs over head_dim.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'I divide the scores by √d_model. It trained fine until I realised I had forgotten the mask.',
      'We divide the scores by sqrt(d_model); I realised this keeps the softmax from saturating.',
    ]);
  });

  // The weights' spread, the schedule's decay with the step, the sinusoids'
  // wavelengths and the tied output layer have a d_model of their own.
  describe('divide-by-sqrt-dmodel: a spread of the weights, the schedule, the sinusoids in words', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        // weights, not scores
        'If W_Q has entries of variance 1/d_model, each entry of q has variance about 1, and q·k over d_k entries has variance d_k.',
        'The weights are drawn from N(0, 1/d_model), so the projected queries and keys have unit variance.',
        'std = 1/sqrt(d_model) for the projection weights keeps the activations at unit scale.',
        'We assume the projections have variance 1/d_model per weight, so q_i and k_i are roughly unit variance.',
        'Xavier-style scaling by 1/√d_model keeps the entries of q near unit variance.',
        // an initialisation told in running prose
        'The projection weights are drawn from a Gaussian, each scaled by 1/√d_model, so q and k come out with unit-variance entries.',
        'W_Q and W_K are sampled from a normal distribution and scaled by 1/√d_model, which keeps q and k at unit variance.',
        'The weight scale is 1/√d_model, each entry of W_Q divided by √d_model, so the query coordinates have variance 1.',
        // the learning rate, told over two list items
        '## Optimizer\n- Adam, β1 0.9, β2 0.98\n- then decays ∝ 1/√step, everything also times d_model^-0.5',
        '### Training\n- warmup 4000 steps\n- rate = d_model^-0.5 * min(step^-0.5, step * 4000^-1.5)',
        'The Noam schedule multiplies by d_model^-0.5.',
        // the sinusoids and the output layer
        'The sinusoidal encoding uses 10000^(2i/d_model) as the wavelength denominator.',
        'The frequencies of the encoding fall off as 1/10000^(2i/d_model) across the dimensions.',
        'The logits of the output layer are scaled by 1/√d_model when the embeddings are tied.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'With Xavier init the entries of q and k have unit variance, so the scores are divided by √d_model.',
      'After warmup, the scores are still divided by √d_model, which keeps the softmax from saturating.',
      'The variance of the scores is d_model, so we divide them by √d_model.',
      'The std of q·k is √d_model, so the scores are divided by √d_model to bring the std to 1.',
      'Var(q·k) = d_model, hence scores / sqrt(d_model) has unit variance.',
      'If q and k are drawn from N(0, 1), q·k has variance d_model, so we divide the scores by √d_model.',
    ]);
  });

  // d_model divided among the heads, said in words with d_model the subject
  // in the claim's own clause, is the head size worked out, not a divisor.
  // A formula or a line of code is read as written: the root of the head
  // count divides whatever it is under, a bare count only a named part of
  // attention (the scores, the scale, the softmax's input).
  describe('divide-by-sqrt-heads: a head count in a formula or a line of code', () => {
    eachFlagged('divide-by-sqrt-heads', [
      '```python\nscores = q @ k.T / n_heads\n```',
      '```python\nattn = (q @ k.transpose(-2, -1)) / self.num_heads\n```',
      '```python\nscale = 1 / math.sqrt(n_heads)\n```',
      'We compute softmax(QK^T / sqrt(h)).',
      'Put together, the divisor is √d_model/√h.',
    ]);
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        // ALiBi's slopes, a chunk of the sequence, a learning rate: a count
        // under nothing of attention divides something else.
        '```python\nslopes = [2 ** (-8 * (h + 1) / n_heads) for h in range(n_heads)]\nscores = q @ k.T / math.sqrt(d_k) + bias\n```',
        '```python\nchunk = seq_len // n_heads\nscores = q @ k.T / math.sqrt(d_k)\n```',
        '```python\nlr = base_lr / n_heads\nscores = q @ k.T / math.sqrt(d_k)\n```',
        'The bias slope of head i is 2^(-8i/h), and the scores are divided by √d_k.',
        // A root of d_k, with heads named after it, is no root of the count.
        'Without the `/ jnp.sqrt(d_k)` wide heads saturate and stop learning.',
      ],
      { not: true },
    );
  });

  describe('divide-by-sqrt-heads, divide-by-dk: the width split among the heads', () => {
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'The embedding size is divided by the number of heads to get the head size; we then divide the scores by the square root of the head size.',
        'The model dimension is divided among the heads, so the key size of each head is smaller and its scores are scaled by its own √d_k.',
        'Dividing d_model by the number of heads gives d_k, the size each head runs its dot product over.',
        'We divide the embedding dimension by the number of heads to get each head size, 64, and scale the scores by 1/√64.',
        // a number set off by commas stays in the clause it interrupts
        'The hidden size, 768, is divided by the 12 heads, so each head has d_k = 64 and the scores are divided by √64 = 8.',
        'In BERT-base the model width, 768, gets divided by the number of heads to give the head size, and we scale by 1/√64.',
        'The embedding size, 1024, divided by the 16 heads gives 64 per head, so the divisor is √64.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-dk',
      ['Q and K are split over the heads: d_model is divided into h chunks of d_k = 64.'],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-heads', [
      'We divide the scores by the number of heads so each head contributes equally.',
      'Divide the attention logits by √h, because there are h heads sharing d_model.',
      'We divide by sqrt(num_heads) because the d_model is shared by the heads.',
      'The scores grow with d_model, so we divide them by √h.',
      'Dot products get bigger as the model gets wider, so in multi-head attention you divide by sqrt(num_heads).',
      'The hidden size is 768, and we divide the scores by sqrt(num_heads).',
      'For d_model, 768, we divide the scores by √h.',
    ]);
    eachFlagged('divide-by-dk', [
      'Because d_model is large we divide the scores by d_k.',
      'The scores are divided by d_k, the head size (d_model over h), so they stay small.',
    ]);
  });

  // A one-head walkthrough that goes on to the multi-head case with the
  // head's own √d_k (or its number) keeps √d_model as one head's √d_k.
  describe('divide-by-sqrt-dmodel: one head first, then each head with its own √d_k', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'We start with a single head whose queries and keys are the embeddings themselves, so we divide the scores by √d_model. Once we add 8 heads, each head divides by its own √d_k instead.',
        'Single head attention: softmax(QKᵀ / √d_model) V. Multi-head: split into h heads and scale each by √d_k.',
        'A single head with no projections: the scores are X Xᵀ / √d_model. When we move to 8 heads, each head divides by √d_k = 8 instead.',
        '```python\nscores = X @ X.T / d ** 0.5  # one head, divide by sqrt of embedding dim\n```\nWith 8 heads of d/8 each, the divisor becomes √(d/8), the size of each head key.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'We use 8 heads and divide the scores by √d_model. One head might track syntax while another tracks position, each with √d_k-sized keys.',
      'Each of the 8 heads divides its scores by √d_model so the variance stays 1; a single head would do the same.',
    ]);
  });

  // An embedding or hidden size said of the keys or of a head names d_k.
  describe("divide-by-sqrt-dmodel: the keys' or a head's embedding size is d_k", () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Divide by the square root of the key embedding dimension so the variance stays near 1.',
        'Scaling by the square root of the embedding dimension of each head keeps the logits in range.',
        'scores = Q @ K.T / np.sqrt(K.shape[-1])  # divide by sqrt of the key embedding dim',
        'With 8 heads, we normalise the scores by the square root of the hidden size per head.',
        'The logits are divided by √(query/key hidden size), the query hidden size being 64 in each of the 12 heads.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'With 8 heads we divide the scores by the square root of the embedding dimension.',
      'In multi-head attention the logits are scaled by 1/√(hidden size) of the model.',
      'Each of the 8 heads divides its scores by the square root of the embedding size of the model.',
    ]);
  });

  // Notes and FAQs ask themselves a yes/no question and answer it: the
  // reply asserts or denies what was asked, and its pronouns are the
  // question's subject.
  describe('a yes or a no after a yes/no question answers it', () => {
    eachAt('followup', 'strong', [
      'Do the gradients explode? No, they vanish.',
      'Do the gradients explode without the scaling? Nope, they vanish, because the softmax saturates.',
      'Does the gradient blow up when the scores are large? No. It vanishes, since the softmax saturates.',
      // a flashcard, and a transcript with speakers' labels
      'Q: Do the gradients explode without the scaling?\nA: No, they vanish because the softmax saturates.',
      'Interviewer: Do the gradients explode?\nMe: No, they vanish.',
    ]);
    eachFlagged('exploding-gradients', [
      'Do the gradients explode? Yes, they blow up.',
      'Do the gradients explode without the scaling? Yeah, they go through the roof.',
      'Q: Do the gradients explode?\nA: Yes, they blow up.',
    ]);
    // A question that asks why, or a "no" that opens a clause of its own words.
    eachAt(
      'followup',
      'strong',
      [
        'Do the gradients explode? No scaling means large scores, and the softmax saturates.',
        'Why do the gradients explode? No, really: the softmax saturates.',
      ],
      { not: true },
    );
  });

  // A why-question takes what it asks about as given: a note headed "Why
  // divide by √d_k?" has told the fix, but asserts no mistake by asking.
  describe('a why-question presupposes what it asks the reason for', () => {
    eachAt('communication', 'strong', [
      'Why scale by √d_k? Because the dot products have variance d_k, so they grow with d_k and saturate the softmax, and then the gradients vanish.',
      'Why do we divide QK^T by √d_k? The scores grow with d_k, so the softmax saturates and the gradients vanish.',
      '## Why divide by sqrt(d_k)?\nThe variance of q·k grows with d_k, so the softmax saturates and the gradients vanish.',
    ]);
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Why is the scale 1/sqrt(d_model) in this code? It should be 1/sqrt(head_dim), the size of one head.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', ['Why do the gradients explode? The softmax saturates.'], {
      not: true,
    });
    // "Why not …?" asks about another divisor.
    eachAt(
      'communication',
      'strong',
      ['Why not divide by √d_k? The scores grow with d_k, so the softmax saturates.'],
      {
        not: true,
      },
    );
  });

  // data/public/README.md: a text that says the scaling pushes the softmax
  // into small-gradient regions asserts inverted-fix, as a participle too.
  describe('inverted-fix: a participle after the fix pushes for it, out of a region is away', () => {
    eachFlagged('inverted-fix', [
      'Dividing the attention scores by √d_k makes the softmax softer, pushing it into the flat region where the gradients are small.',
      'The 1/√d_k factor shrinks the logits, pushing the softmax into regions where it has extremely small gradients.',
      // spoken: a filler between the clauses joins them, the participle still opens its own
      'Dividing by √d_k makes the softmax softer, um, pushing it into the flat region where the gradients are small.',
      'The 1/√d_k factor shrinks the logits, you know, pushing the softmax into regions where it has extremely small gradients.',
      // forced or driven there, not only pushed
      'Dividing by √d_k forces the softmax into the flat region where gradients vanish.',
      'The scaling drives the softmax into regions where the gradients are extremely small.',
      'Dividing by √d_k shrinks the logits, driving the softmax into regions where it has extremely small gradients.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        // the paper's sentence: the participle follows the scores' growth
        'For large values of d_k, the dot products grow large in magnitude, pushing the softmax function into regions where it has extremely small gradients.',
        'For large d_k the dot products grow large in magnitude, um, pushing the softmax into regions where it has extremely small gradients.',
        'For large d_k the dot products grow, forcing the softmax into regions with extremely small gradients.',
        'Large dot products force the softmax into saturation, where gradients vanish.',
        'Without the scaling, the scores grow with d_k, pushing the softmax into regions with tiny gradients.',
        // pushed out of the region, or away from it
        'Dividing by √d_k shrinks the scores, pushing the softmax out of the saturated region.',
        'Dividing by √d_k pushes the softmax out of the saturated region.',
        'The scaling shrinks the logits, driving the softmax away from the flat regions where gradients vanish.',
      ],
      { not: true },
    );
  });

  // LABELLING.md: scaling "so the gradients vanish" is the fix told the
  // wrong way round, and it caps correctness at weak.
  describe('inverted-fix: the failure told as what the division is for', () => {
    eachFlagged('inverted-fix', [
      'We scale by 1/sqrt(d_k) so the gradients vanish.',
      'Dividing by sqrt(d_k) makes the softmax saturate.',
      'The 1/sqrt(d_k) is there to make the gradients vanish a bit at the start.',
      'Dividing by √d_k is meant to shrink the gradients reaching W_Q and W_K on purpose.',
      // the gradients named by where they flow
      'The 1/√d_k scale is applied so that the gradients through attention vanish and training stays stable.',
      'We scale by 1/sqrt(d_k) so the gradients to W_Q and W_K vanish.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        'We divide by sqrt(d_k) so that the softmax does not saturate.',
        'We divide by sqrt(d_k); otherwise the softmax saturates.',
        'We divide by sqrt(d_k) because large scores saturate the softmax.',
        'We divide by sqrt(d_k), so the variance is 1 and the softmax no longer saturates.',
        'We divide by sqrt(d_k) so the softmax saturates less.',
        'We scale by 1/sqrt(d_k) so the gradients through the softmax do not vanish.',
        'We divide by sqrt(d_k); otherwise W_Q and W_K get no gradient.',
        'Without the / math.sqrt(d_k) the softmax goes peaky and the grads die.',
        'We divide by sqrt(d_k) to keep the values small, otherwise the gradients explode.',
      ],
      { not: true },
    );
    eachAt('correctness', 'weak', [
      'We divide by √d_k so that the softmax saturates. The variance of the scaled scores is then 1.',
      'The variance of the scaled scores is 1. We divide by √d_k so the gradients vanish.',
    ]);
  });

  // The scaling named as the doer, and the failure told right after the
  // division, assert the same inverted fix; left out, or lessened, it is not.
  describe('inverted-fix: the scaling as the doer, or the failure after the division', () => {
    eachFlagged('inverted-fix', [
      'The scaling makes the softmax saturate so it behaves like a hard argmax, which is what attention needs.',
      'The scale factor makes the softmax saturate, which sharpens attention.',
      'After dividing QK^T by √d_k, the softmax is saturated and its gradients are small, which stabilizes training.',
      'Once the scores are divided by sqrt(d_k), the softmax becomes one-hot.',
    ]);
    eachFlagged('inverted-fix', [
      'Dividing by √d_k is a temperature adjustment that sharpens the softmax so each query commits to the most relevant keys.',
      'Dividing by sqrt(d_k) is a scaling that makes attention one-hot.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        'Dividing by √d_k is a temperature that keeps the softmax from saturating.',
        'Dividing by √d_k acts as a temperature; without it the softmax saturates.',
        'Dividing by √d_k is a temperature adjustment that softens the softmax.',
      ],
      { not: true },
    );
    eachFlagged(
      'inverted-fix',
      [
        'Skipping the scaling makes the softmax saturate.',
        'The lack of scaling makes the softmax saturate.',
        'Without the scaling the softmax saturates.',
        'The scaling makes the softmax less saturated.',
        'After dividing by √d_k the softmax is no longer saturated.',
        'After dividing QK^T by √d_k, the variance is 1 and the softmax is not saturated.',
        'Re the question about where the scale comes from: when the softmax saturates, the scores are large, so we divide by sqrt(d_k).',
      ],
      { not: true },
    );
  });

  // Labelling decisions (data/public/README.md): the variance kept from
  // increasing too much, right after it is said to increase with the
  // dimension, is kept from growing with it: correctness strong.
  describe('a pronoun for the variance: the spread kept, not the numbers', () => {
    const spreadKept = [
      'The variance of the dot product increases with the dimension; the scaling keeps it from increasing too much.',
      'The variance of q·k grows with d_k, and dividing by sqrt(d_k) stops it growing.',
      'The variance of the scores increases with d_k. Dividing by the square root keeps it from increasing.',
    ];
    eachAt('correctness', 'strong', spreadKept);
    eachFlagged('just-smaller', spreadKept, { not: true });
    eachFlagged('just-smaller', [
      'The dot products grow with d_k, so we divide by sqrt(d_k) to keep them from growing too much.',
    ]);
  });

  // A verdict in the next sentence takes a reported divisor back ("That's a
  // typo"); another part of the model scaled by √d_model is no divisor of
  // the scores.
  describe('√d_model called a typo after it, or said of the LM head', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'The book says the scores are divided by √d_model. That’s a typo; it’s √d_k.',
        'My notes said the scores are divided by sqrt(d_model). That is an error: each head divides by sqrt(d_k).',
        'The logits of the language-model head are scaled by 1/√d_model when the embedding is tied. The attention scores are divided by √d_k.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'In multi-head attention the scores are divided by √d_model. That’s how the paper does it.',
    ]);
  });

  // The divisor named with "is": "the scaling factor is √d_model".
  describe('the scaling factor said to be the root of the width', () => {
    eachFlagged('divide-by-sqrt-dmodel', [
      'In multi-head attention the scaling factor is the square root of the embedding size.',
      'In BERT-base the scale factor is the square root of the hidden size, about 27.7.',
    ]);
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'In multi-head attention the scaling factor is the square root of the head size, not the embedding size.',
        'For a single head the scaling factor is the square root of the embedding size.',
        'The embeddings are scaled by √d_model; the scaling factor for the scores is √d_k.',
        'With d_model = 512 and h = 8, the factor of 8 here is really √512 / √8.',
      ],
      { not: true },
    );
  });

  // A width turned down by someone else is still the writer's divisor when
  // the writer divides by it.
  describe("a width turned down only in someone else's words", () => {
    eachFlagged('divide-by-sqrt-dmodel', [
      'People claim the divisor is not √d_model; we divide by √d_model anyway, so the variance is 1.',
      'Some tutorials say it is not sqrt(d_model), but we divide the scores by sqrt(d_model) to keep the variance at 1.',
    ]);
  });

  // Someone else's view ends where the writer turns against it ("…, but …").
  describe("someone else's view ends at the writer's 'but'", () => {
    eachFlagged('exploding-gradients', [
      'Some blogs say the scaling is about overflow, but without it the gradients explode.',
    ]);
    eachFlagged('divide-by-sqrt-dmodel', [
      'Some tutorials divide by sqrt(d_model), however we divide the scores by sqrt(d_model) too.',
    ]);
    eachFlagged('exploding-gradients', ['Some blogs say the scaling stops exploding gradients.'], {
      not: true,
    });
  });

  // A variance said not to depend on the head size is kept independent of
  // it (correctness strong), in every wording of the independence.
  describe('correctness: the variance "not depending on" d_k', () => {
    eachAt('correctness', 'strong', [
      'Dividing by √d_k makes the variance not depend on d_k anymore.',
      'Divide by $\\sqrt{d/h}$ make variance not depend on d/h anymore.',
      "After the scaling the variance of the scores doesn't depend on the dimension.",
    ]);
    eachAt('correctness', 'weak', ['The variance of the scores does not depend on the softmax.']);
  });

  // "X is the divisor" names X; a divisor named after "and" is not the X of
  // the conjunct before it.
  describe('the divisor word names what its own conjunct says', () => {
    eachFlagged(
      'divide-by-dk',
      [
        'With h heads each dot product sums d_model/h terms, so its variance is d_model/h and the divisor has to be sqrt(d_model/h).',
        'The variance is d_k, but the divisor is its square root.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', ['In each head, d_k is the divisor.']);
    eachFlagged('divide-by-sqrt-dmodel', ['In every head √d_model is the divisor.']);
    // A setting before "the divisor", only "the" between, is not what it names.
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'With 8 heads the divisor becomes √64.',
        'In BERT-base with 12 heads the denominator becomes sqrt(64) = 8.',
        'So with eight heads the divisor is just root 64, which is 8.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-heads', [
      'The number of heads is the divisor.',
      '√h is the divisor we use in attention, since the heads are averaged.',
      'With 8 heads the divisor becomes the square root of the number of heads.',
    ]);
  });

  // LABELLING.md: the heads given as the divisor's reason with the growth
  // told after them put the wrong cause first (communication weak); the same
  // divisor after the right cause is scored on correctness only.
  describe('communication: the heads as the reason, before or after the right cause', () => {
    eachAt('communication', 'strong', [
      'The dot products grow with the dimension of q and k, which makes the softmax saturate. We divide by $\\sqrt{d/h}$, the h because we average over the h heads.',
      'Dot products get bigger as the model gets wider, so in multi-head attention you divide by sqrt(num_heads). That stops the softmax from collapsing onto one token.',
    ]);
    eachAt('communication', 'weak', [
      'With 8 heads the scores from all the heads add up so they get bigger, so you divide by sqrt(8) to normalise them again. Otherwise the softmax turns one-hot.',
      'We divide by sqrt(num_heads) because there are many heads; the scores grow with d_k and the softmax saturates.',
    ]);
  });

  // The head size written d/h (or d_model/h) is d_k; under a root it is the
  // per-head divisor √(d/h).
  describe('d/h is the head size, √(d/h) its root', () => {
    eachFlagged('divide-by-dk', [
      'We divide by d/h because the dot product is a sum of d/h terms, so dividing gives the mean.',
      'We divide by d/h (the head size) so the dot product does not grow with the dimension.',
      'The scores are divided by d_model/h before the softmax.',
    ]);
    eachFlagged(
      'divide-by-dk',
      [
        'Because the dot product of q and k is a sum over d/h dimensions, its variance is d/h. Divide by $\\sqrt{d/h}$ to make the variance not depend on d/h anymore.',
        'We divide by sqrt(d/h), since the variance of the scores is d/h.',
        'Dividing by √(d_model/h) keeps the variance at 1.',
      ],
      { not: true },
    );
    eachAt('tradeoffs', 'strong', [
      'The dot product sums d/h products of unit variance, so its variance is d/h and we divide by sqrt(d/h).',
    ]);
    eachFlagged('inverted-fix', [
      'We multiply $QK^T$ by $\\sqrt{d/h}$ so the scores are not too small.',
      'The scores are multiplied by sqrt(d_model/h) before the softmax.',
    ]);
    eachFlagged('inverted-fix', ['We multiply the scores by 1/sqrt(d/h).'], { not: true });
    // Code's head size, n_embd // n_head, is d_k too: no division by the heads.
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'This Head module is single-head attention, so `wei = q @ k.transpose(-2, -1) * C**-0.5` with C = n_embd is the same as scaling by sqrt(d_k). It only goes wrong once you reuse it inside MultiHead with head_size = n_embd // n_head and keep C.',
        'Each head has head_size = embed_dim // n_head, and the scores are scaled by head_size ** -0.5.',
      ],
      { not: true },
    );
  });

  // A long stem forgives a typo, but a verb spelt right is no typo.
  it('"produces" is a verb, not a misspelt "products"; "prodcts" still is', () => {
    const named = (text: string) => entityMentions(analyse(text, MAX_ANSWER_CHARS).tokens);
    expect(named('The softmax produces tiny gradients.')).not.toContain('score');
    expect(named('The attention produces large outputs.')).not.toContain('score');
    expect(named('The dot prodcts grow with d_k.')).toContain('score');
  });

  // ... nor is another English word one typo away from a long stem.
  const read = (text: string) => [
    ...entityMentions(analyse(text, MAX_ANSWER_CHARS).tokens),
    ...claimsOf(text).map((c) => c.relation),
  ];
  it.each([
    ['The variant with tied weights was implemented.', 'variance'],
    ['Assume the entries follow a normal distribution.', 'divides-by'],
    ['Each head produced a result.', 'score'],
    ['This was presented at a conference.', 'prevents'],
    ['Picture a country of many towns.', 'prevents'],
    // ... nor a word that only starts like a stem.
    ['In summary, the scores grow with d_k.', 'adds'],
    ['Additionally, the softmax saturates.', 'adds'],
    ['This addresses the saturation of the softmax.', 'adds'],
  ])('a word spelt right is no typo: "%s" reads no %s', (text, id) => {
    expect(read(text), text).not.toContain(id);
  });

  it.each([
    ['The varience of q·k is d_k.', 'variance'],
    ['The dot prodcts grow with d_k.', 'score'],
    ['We normalise the logits by the square root of d_k.', 'divides-by'],
    ['Scaling prevnts the softmax from saturating.', 'prevents'],
    ['The variances of the d_k products add up.', 'adds'],
  ])('a typo, or the stem\'s own word, is still read: "%s" reads %s', (text, id) => {
    expect(read(text), text).toContain(id);
  });

  // The gradients the softmax itself gives are its own (labelling
  // decisions: "saturate the softmax and vanish its gradient" is staff);
  // gradients said to vanish with a subject of their own stay generic.
  describe('vanishing gradients the saturated softmax gives', () => {
    eachAt('depth', 'staff', [
      'Large similarities will cause softmax to saturate and give vanishing gradients.',
      'For large d_k the softmax saturates and gives vanishing gradients.',
      'With big dot products the softmax becomes one-hot and gives vanishing gradients.',
    ]);
    eachAt('depth', 'strong', [
      'Large scores saturate the softmax, and the gradients vanish.',
      'Large scores saturate the softmax, so the gradients vanish.',
    ]);
  });

  // A projection that "costs nothing" to fold the factor into is no
  // projection starved of gradient.
  describe("what the fix costs is no projection's gradient", () => {
    eachAt('depth', 'strong', [
      'Large scores make the softmax one-hot. Most implementations fold the factor into the query projection, so it costs nothing at inference.',
      'Large scores make the softmax one-hot. Folding the scale into W_Q adds no overhead.',
    ]);
    eachAt('depth', 'staff', [
      'Large scores make the softmax one-hot, so W_Q and W_K get almost nothing.',
      'Large scores make the softmax one-hot, so the query and key projections receive no gradient.',
    ]);
  });

  // A number among numbers is an entry of a vector, not the Jacobian's bound.
  describe("0.25 in a list of numbers is no Jacobian's bound", () => {
    eachAt(
      'depth',
      'staff',
      [
        'Large scores make the softmax one-hot: scaled by 1/16 the scores [16, 4, 0] become [1, 0.25, 0].',
        'The softmax saturates at large d_k; the variances with d_k as divisor are 0.25, 0.016, 0.002.',
      ],
      { not: true },
    );
    eachAt('depth', 'staff', [
      'Large scores make the softmax one-hot, and each entry of its Jacobian is at most 0.25, so the gradient through it goes to 0.',
    ]);
  });

  // An embedded question ("the question of whether …", "not sure whether
  // …") asserts nothing; "whether … or …" granting either case still does.
  describe('an embedded question asserts nothing', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'To the question of whether the scale is there to prevent gradient explosion: no. The scores have variance d_k, and the danger is a saturated softmax whose gradients vanish.',
        "People often ask whether the gradients explode without it. They don't; they vanish.",
        "I'm not sure whether the gradients explode or vanish without the scale.",
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'Whether or not you use fp16, without the scale the gradients explode.',
    ]);
  });

  // "Not for X" denies the purpose its "for" opens; a "for" after the
  // denied claim is still the condition it is said under.
  describe('a purpose denied by "not for"', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'It is not for exploding gradients; the gradients vanish without it.',
        'This is not for exploding grads. q.k has var d_k, so dividing by sqrt(d_k) keeps the softmax grads from vanishing.',
        "The factor isn't for exploding gradients at all, it's for the saturated softmax whose gradients vanish.",
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      "Without the scaling the gradients don't explode for small d_k, but for large d_k they explode.",
    ]);
  });

  // The large gradients a remedy is for, said of the remedy, are its job,
  // not a claim on attention's gradients, though attention is named beside it.
  describe('the large gradients a remedy handles', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'Clipping addresses the wrong failure: it caps the norm of gradients that are too large, whereas the problem with unscaled attention is that gradients through the softmax become too small.',
        'Gradient clipping rescales gradients that blow up; the saturated softmax has the opposite problem, its gradients vanish.',
        'Warm-up protects against gradients that explode early on, while the attention scores need the 1/√d_k scale so the softmax keeps its gradient.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'The scores get much bigger, so the gradients explode and you see NaNs unless you add gradient clipping.',
      'The logits get large and the gradients through the softmax blow up, which is why people clip.',
    ]);
    // Where the LayerNorm sits is such a remedy, and such a cause.
    eachFlagged(
      'exploding-gradients',
      [
        'Without LayerNorm after each block, the gradients explode in deep stacks.',
        'Pre-LN keeps the gradients from exploding in deep Transformers; the 1/√d_k keeps the softmax from saturating.',
        'Putting the layer norm after the residual add makes gradients near the output explode at init.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'The 1/sqrt(d_k) scaling, like LayerNorm, keeps the gradients from exploding.',
      'Dividing by sqrt(d_k) works like a layer norm on the logits and stops exploding gradients.',
    ]);
  });

  // Another kind of network's exploding gradients, told for contrast, are
  // no claim on attention's.
  describe("another network's exploding gradients", () => {
    eachFlagged(
      'exploding-gradients',
      [
        'Unlike RNNs, where gradients explode through repeated multiplication by the recurrent weight matrix, here the gradient through the saturated softmax goes to zero.',
        'In an LSTM the classic failure was exploding gradients, fixed with clipping. Here the gradients vanish.',
        'Recurrent nets have exploding gradients; attention without the scale has vanishing ones.',
        // the other network on the subject side of its own clause
        'Unlike RNNs, where gradients explode, here they vanish.',
        // the other network named back by a locative "there"
        'The contrast with RNNs is useful: there gradients can explode because you multiply by the same matrix over and over.',
        'RNNs are different. There, gradients explode.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'Without the scaling the gradients explode, just like in an RNN.',
      // "there" with no other network before it, or an existential "there is"
      'The scores grow. There gradients explode.',
      'Unlike RNNs, attention is fine. There is a risk that the gradients explode.',
    ]);
  });

  // A denial of a whole relative clause reaches past the negation's window.
  describe('"there is no path by which …" denies the clause it opens', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'There is no path by which a big score produces a big gradient here.',
        'There is no mechanism through which the saturated softmax could make the gradients explode.',
      ],
      { not: true },
    );
  });

  // The embeddings scaled by √d_model excuse a √d_model of theirs, not the
  // scores divided by √d_model in a clause of their own.
  describe('scores divided by √d_model beside the embeddings scaled by it', () => {
    eachFlagged('divide-by-sqrt-dmodel', [
      'Same trick as the embedding layer, in reverse: the embeddings get multiplied by √d_model, and in each attention head the scores QK^T get divided by √d_model.',
      'The input embeddings are scaled by sqrt(d_model), and the attention logits are divided by sqrt(d_model) in every head.',
    ]);
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'The embeddings are scaled by √d_model; the scaling factor for the scores is √d_k.',
        'The token embeddings are multiplied by sqrt(512), while each head divides its scores by sqrt(64).',
      ],
      { not: true },
    );
  });

  // A divisor judged "the wrong dimension / factor / scale" is turned down.
  describe('a divisor called the wrong one is turned down', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Dividing by √d_model uses the wrong dimension, since no head ever dots d_model-long vectors.',
        "Scaling by 1/sqrt(d_model) is the wrong factor for a multi-head layer: each head's scores have variance d_k.",
        'sqrt(d_model) is the wrong one here; use sqrt(d_k).',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      "We divide the scores by sqrt(d_model) in each head, so the gradients don't go the wrong way.",
    ]);
  });

  // A belief told with the time it was held, and a writer owning up to
  // what came before, take it back.
  describe('a belief held before, or owned up to as wrong, is taken back', () => {
    it.each([
      [
        "I always thought the divisor was √d_model — turns out I had it wrong. It's √d_k, the per-head key dimension.",
        'divide-by-sqrt-dmodel',
      ],
      [
        "I had always assumed the scores were divided by d_k. Turns out it's the square root.",
        'divide-by-dk',
      ],
      [
        "I originally thought we divide by sqrt(d_model), but each head only sees d_k dimensions, so it's sqrt(d_k).",
        'divide-by-sqrt-dmodel',
      ],
      [
        'For a long time I believed the gradients explode without the scaling. I was wrong: they vanish.',
        'exploding-gradients',
      ],
      [
        "I once thought it was about exploding gradients; it's the opposite, they vanish.",
        'exploding-gradients',
      ],
      [
        "We divide by sqrt(d_model). Turns out I had it wrong: it's sqrt(d_k).",
        'divide-by-sqrt-dmodel',
      ],
    ])('%s (not %s)', (text, id) => expect(mistakes(text)).not.toContain(id));
    // An assumption stated without a time it was held is no belief taken back.
    eachAt('correctness', 'staff', [
      'I assumed the entries of q and k are independent with mean 0 and variance 1, so q·k has variance d_k and dividing by √d_k brings it back to 1.',
    ]);
    eachFlagged('divide-by-sqrt-dmodel', [
      'I was wrong before, but now I know: we divide the scores by sqrt(d_model) in every head.',
    ]);
  });

  // A "because" after a judgement explains the judgement: "large scores are
  // a problem because the softmax saturates" tells what they lead to.
  describe('reversed causation: a judgement explained by what it leads to', () => {
    eachFlagged(
      'reversed-causation',
      [
        'Blown-up numbers are a problem because the softmax turns them into a near one-hot vector.',
        'Large scores are bad because the softmax saturates.',
        'Large scores matter because they saturate the softmax.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'The scores grow because the softmax saturates.',
      'Large scores are large because the softmax saturates.',
    ]);
  });

  // A transcript's question, after its speaker's label, asks; a gradient
  // that depends on the spread is no gradient growing.
  describe("a speaker's question and a gradient that depends on the spread", () => {
    eachFlagged(
      'just-smaller',
      [
        'Interviewer: So is the scaling just there to make the numbers smaller?\nCandidate: Not really. The spread grows like √d_k, so past a point the softmax is one-hot and its gradient is about zero. Dividing by √d_k keeps the spread around 1.',
      ],
      { not: true },
    );
    eachFlagged(
      'exploding-gradients',
      [
        'Student: Is it to stop exploding gradients?\nTutor: No, the gradients vanish when the softmax saturates.',
        "The softmax's gradient depends on how spread out its inputs are; dividing by √d_k keeps the spread at 1.",
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', ['Without the scaling the gradients grow huge.']);
  });

  // The saturation told as following from the vanishing gradient is
  // backwards when said of the unscaled case too, and after a colon.
  describe('reversed causation: saturation from lost gradient, after a colon or unscaled', () => {
    eachFlagged('reversed-causation', [
      'What goes wrong without it is a vanishing-gradient problem: because the gradients vanish, the softmax saturates and puts all its weight on one key.',
      'Without the scaling, the softmax saturates because the gradients vanish.',
    ]);
    eachFlagged(
      'reversed-causation',
      [
        'The scores grow with d_k: because of that, the softmax saturates and the gradients vanish.',
        'Without the scaling the scores grow with d_k, so the softmax saturates and the gradients vanish.',
      ],
      { not: true },
    );
  });

  // "Without scaling, …" tells what happens unscaled: a growth told there
  // as following from lost gradient is reversed, as it is said plainly.
  describe('reversed causation: the growth from lost gradient, told of the unscaled case', () => {
    eachFlagged('reversed-causation', [
      'Without scaling, vanishing gradients push the logits to large values and that saturates the softmax.',
      'Without the scaling, the gradients vanish, so the dot products grow.',
      'Skipping the division, vanishing gradients make the scores large.',
    ]);
    eachFlagged(
      'reversed-causation',
      [
        'Without scaling, large logits push the softmax to one-hot and the gradients vanish.',
        'We divide to keep the scores from getting too large, because large scores saturate the softmax and the gradients vanish.',
        'Without the scaling the scores grow with d_k, so the gradients through the softmax vanish.',
      ],
      { not: true },
    );
  });

  // A regime named as where something holds ("at large d_k") is no growth
  // told after its effect, and additive attention adds nothing up.
  describe('reversed causation: a regime after the effect, or another attention named', () => {
    eachFlagged(
      'reversed-causation',
      [
        'Large scores push the softmax toward one-hot, where its derivative is nearly zero. This is why the paper notes that unscaled dot-product attention underperforms additive attention at large d_k.',
        'The softmax saturates and the gradients vanish. That is why the fix matters most for large d_k.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'The softmax saturates and the gradients vanish. That is why the scores grow large.',
    ]);
    // Its noun first and a word of degree: "with logits that large".
    eachFlagged(
      'reversed-causation',
      [
        "The softmax becomes extremely sharp. Here's why that matters: with logits that large the backward pass gets out of hand.",
        'The softmax turns one-hot, and that is why, with dot products so large, W_Q gets no gradient.',
        'Nearly all the weight lands on one key, which is why for scores this big the gradient through the softmax is about 0.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'The softmax becomes extremely sharp, and that is why the logits get that large.',
      'The softmax turns one-hot, which is why the dot products grow so large.',
    ]);
    it('"additive attention" sums no variances', () => {
      expect(
        ideas('Unscaled dot-product attention underperforms additive attention.'),
      ).not.toContain('variances-sum');
    });
  });

  // The gradient through the softmax, said vanishing in the backward pass or
  // as what the fix keeps from vanishing, is the staff mechanism beside a
  // saturated softmax.
  describe('depth: the gradient through the softmax, by the backward pass or as averted', () => {
    eachAt('depth', 'staff', [
      'Dropping the scale makes the softmax saturate, and the backward pass through it returns near-zero gradients.',
      "The raw scores have std √d_k, which saturates the softmax at large d_k; dividing by √d_k undoes that so the weights stay soft and the gradients through the softmax don't vanish.",
      "At d_k = 128 the softmax is effectively an argmax; dividing keeps the logits at variance 1, and the gradient through the softmax doesn't die.",
    ]);
    eachAt('depth', 'strong', [
      'Large scores saturate the softmax, and the backward pass through the network is slow.',
    ]);
    // What reaches the scores has come back through the softmax, however
    // the scores are qualified or the loss is named.
    eachAt('depth', 'staff', [
      'For large d_k the attention weights get dominated by the largest score, so the gradient with respect to the other scores is close to zero.',
      'The softmax saturates and the gradient of the loss with respect to the scores vanishes.',
      'Large logits make the softmax one-hot, and the gradients w.r.t. the raw logits are nearly 0.',
      'tried it without the scale: softmax is saturated there, grads w.r.t. logits ≈ 0.',
      'big logits -> softmax saturated -> grad wrt the scores ~ 0',
    ]);
    eachAt('depth', 'strong', [
      'Large logits make the softmax one-hot; the gradient of the loss with respect to the output layer is fine.',
    ]);
  });

  // Found by blog-length and student probes.
  describe('probes: a temperature fact, muP told on, a reading reported, "0/1"', () => {
    eachFlagged(
      'inverted-fix',
      [
        'Setting τ = √d_k brings the variance back to about 1. For logits s, softmax(s/τ) is sharp when τ is small and flat when τ is large.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-dk',
      [
        'muP divides by d_k instead of √d_k. The argument is about training: q and k become correlated. With the 1/d_k factor the scores stay of order one as the width grows.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', [
      'We normally scale by √d_k. The argument is about training. So with the 1/d_k factor the scores stay of order one as the width grows.',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        "I've read both that the gradients explode and that they vanish when the softmax saturates, and I can't yet tell which is right.",
        'I have heard that the gradients explode without it; I am not sure that is right.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'My colleague says the gradients explode without it, which is right.',
    ]);
    it('"near 0/1" is both ends of a saturated softmax', () => {
      expect(
        ideas(
          'Without the factor the scores for large head dim are huge, softmax outputs near 0/1.',
        ),
      ).toContain('softmax-saturates');
    });
  });

  describe('probes: a size beside the inverted fix, a terse gradient through it', () => {
    it.each([
      'We multiply the scores by sqrt(dk) so they are not too small when dimension is big, otherwise softmax is too uniform.',
      'Multiply by √d_k to keep the scores from getting too small.',
    ])('"%s" is the inverted fix, not a bare size', (text) => {
      expect(mistakes(text)).toEqual(['inverted-fix']);
    });
    eachAt('depth', 'staff', [
      'without it large d makes softmax saturate and grad ~0 through it.',
      'big dk -> softmax saturates -> grads basically vanish through it',
    ]);
  });

  // Found by trap probes: a wrong idea mentioned, not asserted.
  describe('traps: negation in other words, views told by others, bugs and typos', () => {
    eachFlagged(
      'exploding-gradients',
      [
        'Without it the softmax saturates, and the gradients, far from exploding, shrink towards zero.',
        'Skip it and the softmax peaks on one key; what you get is anything but exploding gradients: the gradients vanish.',
        'In my experiments, never once did removing the scale make the gradients blow up. The gradients to the keys vanished.',
        'Exploding gradients is not what happens when you drop the scaling. The softmax saturates and its gradient goes to zero.',
        'A classmate told me the scaling is there to stop exploding gradients. That is backwards: the gradients vanish.',
        'Another common story is that skipping the scale causes exploding gradients; in fact the gradients vanish.',
        'You may hear that without the factor the gradients explode. They actually vanish.',
      ],
      { not: true },
    );
    eachFlagged(
      'reversed-causation',
      [
        'A blog post I read says the vanishing gradients are what make the attention scores grow. It has the causality the wrong way around.',
      ],
      { not: true },
    );
    eachFlagged(
      'inverted-fix',
      [
        'My lecturer mentioned that the scaling sharpens the softmax. I later realised it is the opposite.',
        '```python\n# scores = q @ k.T * math.sqrt(d_k)   # old typo, would saturate softmax\nscores = q @ k.T / math.sqrt(d_k)\n```',
        'q·k has variance d_k, and without the 1/√d_k factor the softmax saturates and its gradients vanish.',
      ],
      { not: true },
    );
    eachFlagged(
      'variance-exactly-one',
      [
        'One answer I saw said that after scaling the variance is exactly 1 forever. That is only true at initialisation.',
        'Consider a hypothetical variant where the variance after scaling stayed exactly 1 throughout training. Real models do not do that.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        '```python\n# scale = 1 / math.sqrt(num_heads)   # bug, removed\nscale = 1 / math.sqrt(head_dim)\n```',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', ['Without the scale the gradients explode.']);
    eachFlagged('divide-by-sqrt-heads', ['With 8 heads the scale is 1 / math.sqrt(num_heads).']);
  });

  // A weight's 1 beside a std is no unit variance.
  describe('unit-variance: not a top weight of 1 beside a std', () => {
    it.each([
      'At d_k = 128 the std is ~11.3 and the top weight is essentially 1.',
      'With std 8 logits the largest softmax weight goes to ≈ 1.',
    ])('"%s" keeps no variance at 1', (text) => {
      expect(ideas(text)).not.toContain('unit-variance');
    });
    it("the scaled scores' std of 1 is", () => {
      expect(ideas('After dividing by √d_k the std of the scores is 1.')).toContain(
        'unit-variance',
      );
    });
  });

  // "By construction" is exact, and "after any amount of training" carries
  // it past the assumption; at initialisation under the assumption it is not
  // the mistake.
  // A set-up in the imperative states the assumption: "Take q and k with
  // independent components" is "assume" (the lexing writes "take" as "consider").
  // Found by a communication probe: the RMS of the scores is their spread.
  describe('the root-mean-square size of the scores is their standard deviation', () => {
    eachAt('communication', 'staff', [
      'The root-mean-square size of an unscaled score grows with sqrt(d_k). A 100-dimensional head gives scores with RMS about 10, so one key out-scores the next by 20 in logit and the softmax collapses onto it. Multiplying by 1/sqrt(d_k) pins the RMS at 1.',
      'Unscaled scores have an RMS of √d_k: 8 at d_k = 64, so the top softmax weight is about 0.9997 and the softmax saturates. Dividing by √d_k brings the RMS back to 1.',
    ]);
  });

  // Found by trade-off probes: noise "in quadrature" is variances adding, and
  // a divisor that washes the scores out flattens them.
  describe('trade-offs: adding in quadrature, washing the scores out', () => {
    eachAt('tradeoffs', 'strong', [
      'The d_k products are independent noise sources, and independent noise adds in quadrature, so the total is sqrt(d_k). Dividing by sqrt(d_k) renormalises the score.',
      'Each term is independent, so the terms add as a quadrature sum: the dot product is about sqrt(d_k) in size, which is why we divide by sqrt(d_k).',
    ]);
    eachAt('tradeoffs', 'staff', [
      'The products are independent, so their noise adds in quadrature: typical size sqrt(d_k), not d_k. Dividing by sqrt(d_k) gives unit-scale logits; 1/d_k would wash the scores out.',
      'Their variances add, so the std is sqrt(d_k). Dividing by d_k instead would wash all the logits out and attention would be nearly uniform.',
    ]);
  });

  // Found by correctness probes: "one" as the generic pronoun is no value of
  // 1, and "independent of X" is an invariance, not independent entries.
  describe('correctness: the pronoun "one", "independent of X", held "as d_k changes"', () => {
    it.each([
      'One could get a similar effect at initialization by drawing W_Q and W_K with a smaller variance.',
      'One can always shrink the variance of the weights instead.',
      'One would need a smaller variance in W_Q for the same effect.',
    ])('"%s" states no unit variance', (text) =>
      expect(ideas(text)).not.toContain('unit-variance'),
    );
    it.each([
      'After scaling the variance is one, not d_k.',
      'The scaled scores have variance one.',
    ])('"%s" still does', (text) => expect(ideas(text)).toContain('unit-variance'));
    it('reads "one" before a modal as 1 only where it does not open a clause', () => {
      const ones = (text: string) =>
        analyse(text, MAX_ANSWER_CHARS).tokens.filter((t) => t.value === 1).length;
      expect(ones('A variance of one would keep the softmax soft.')).toBe(1);
      expect(ones('One could shrink W_Q instead, but one would lose the point.')).toBe(0);
    });
    eachAt('correctness', 'strong', [
      'The fixed factor does not depend on how the weights evolve, and it keeps the score variance at 1.',
      'The point of the scale is to keep the logits at variance 1 at init, independently of the head size.',
      'Dividing by √d_k keeps the variance of the scores at 1, independent of how training goes.',
    ]);
    // Held "constant as the dimension changes" is the invariance too; a
    // "reasonable range as d_k changes" is still only a range.
    eachAt('correctness', 'strong', [
      'Scaling by 1/√d_k keeps the typical magnitude of the logits constant as the dimension changes.',
      "The std of q·k is √d_k, so dividing by it keeps the scores' spread the same as d_k varies.",
      'Dividing by sqrt(d_k) keeps the variance of the logits stable when the head size changes.',
    ]);
    eachAt('correctness', 'weak', [
      'They pick √d_k so the logits stay in a reasonable range as d_k changes.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'The standard deviation of an unscaled dot product is proportional to √d_k. Scaling by 1/√d_k therefore counteracts this growth and keeps the typical magnitude of the attention logits constant as the dimension changes.',
      ],
      { not: true },
    );
    eachAt('correctness', 'staff', [
      'The entries of q and k are zero-mean, unit-variance and independent of each other, so dividing by √d_k brings the score variance back to 1.',
      'Each coordinate moves up or down by one unit with mean zero, independently of every other coordinate, so the sum has variance d_k and dividing by √d_k brings it back to 1.',
      'Draw every entry of q and k independently from N(0, 1): the dot product has variance d_k, and dividing by √d_k brings it back to 1.',
    ]);
  });

  describe('variance-exactly-one: the assumption set up in the imperative', () => {
    eachFlagged(
      'variance-exactly-one',
      [
        'Take q and k with independent components, mean 0, variance 1. The sum over d_k terms has variance d_k, so divide by sqrt(d_k) and the variance is exactly 1.',
        'Consider q and k with independent entries of mean 0 and variance 1. Then q·k/√d_k has variance exactly 1.',
        'Take two random vectors q and k whose entries are independent with mean 0 and variance 1: their scaled dot product has variance exactly one.',
      ],
      { not: true },
    );
    eachFlagged('variance-exactly-one', [
      'Take the scaled scores: their variance is exactly 1, always.',
      'Consider the scaled logits. They have variance exactly 1 at every layer.',
    ]);
    eachAt('correctness', 'staff', [
      'Take q and k with independent components, mean 0, variance 1. Then q·k has variance d_k, and dividing by √d_k brings it back to 1.',
      'Consider q and k with i.i.d. entries of mean 0 and variance 1. Dividing q·k by √d_k keeps the variance at 1.',
    ]);
  });

  describe('variance-exactly-one: unit variance by construction, after any training', () => {
    eachFlagged('variance-exactly-one', [
      'Not needed: because of the 1/sqrt(d_k) factor the logits have unit variance by construction, at init and after any amount of training.',
      'The scaled scores have variance 1 by construction, in every layer.',
    ]);
    eachFlagged(
      'variance-exactly-one',
      [
        'Assuming independent entries, the logits have unit variance by construction at initialisation.',
      ],
      { not: true },
    );
  });

  // Found by forum-style probes: a temperature analogy under its own
  // condition, a self-question answered "No", the scaling as the subject of
  // the saturation, a peaked softmax that "produces" large scores, and a
  // weight given as a percentage.
  // Found by depth probes with a key (synthetic): the one-hot state in
  // maths ("p ≈ e_k") or as a landslide, a Jacobian with a small norm, a
  // signal attenuated.
  describe('depth: one-hot as a basis vector or a landslide, a small norm', () => {
    eachAt('depth', 'strong', [
      'Unscaled dot products make p ≈ e_k, the k-th standard basis vector, the typical case for large d_k.',
      'Leaving out √d_k is like turning the temperature way down: a slight lead in the score becomes a landslide.',
      'Without the scale the attention weights become a standard basis vector.',
    ]);
    eachAt('depth', 'staff', [
      'The scores grow with d_k and the softmax goes one-hot; the softmax Jacobian then has a small operator norm.',
      'The dot products are large and the softmax goes one-hot, so the error signal reaching the query and key projections is attenuated.',
    ]);
    eachAt(
      'depth',
      'staff',
      [
        'The scores grow with d_k and the softmax goes one-hot; the query vectors have a small norm.',
      ],
      { not: true },
    );
  });

  // A chain told of the unscaled case is weighed whatever opens the
  // sentence: "if you skip the scale", "what happens is that without …".
  describe('reversed-causation: the unscaled case opened by "if" or a lead-in', () => {
    eachFlagged('reversed-causation', [
      'If you skip the scale, the softmax saturates first, and a saturated softmax is what then causes the dot products to become large.',
      'Okay so, um, what happens is that without the scaling the softmax saturates, and once it is saturated it pushes the dot products to grow.',
      'The reasoning: if we drop the scale, the softmax saturates, and the saturated softmax makes the logits grow.',
    ]);
    eachFlagged(
      'reversed-causation',
      [
        'If you skip the scale, the dot products grow with d_k, and the large scores saturate the softmax.',
        'What happens is that without the scaling the scores get large, and that is what saturates the softmax.',
      ],
      { not: true },
    );
  });

  // Found by probes that tell the chain in unusual orders (synthetic): a
  // region of healthy gradients, "exactly" said of the divisor, and a
  // dialogue's student.
  describe('probes: good regions, an exact divisor, a student asking', () => {
    eachFlagged(
      'inverted-fix',
      [
        'Dividing by sqrt(d_k) makes the score variance roughly 1, and the softmax stays in the region where its derivative is not negligible.',
        'After dividing by √d_k the softmax sits in a regime where the gradient is not small.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'Dividing by √d_k pushes the softmax into regions where it has extremely small gradients.',
    ]);
    eachFlagged(
      'variance-exactly-one',
      [
        'The raw scores have standard deviation sqrt(d_k); dividing by exactly that gives unit variance.',
        'We scale by exactly √d_k, which gives the scores unit variance at initialisation.',
      ],
      { not: true },
    );
    eachFlagged('variance-exactly-one', [
      'Dividing by √d_k makes the variance exactly 1, in every layer.',
    ]);
    eachFlagged(
      'reversed-causation',
      [
        'Student: So the softmax gets saturated and then the scores blow up?\nTA: Other way round: the scores are large first, and that saturates the softmax.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', ['The softmax gets saturated and then the scores blow up.']);
  });

  // Found by probes heavy with the model width (synthetic): the width named
  // as an exam's common mistake or a reviewer's "you have", √d_model said
  // under one head in its own sentence, a reported question, and the width
  // shared out among the heads.
  describe('probes: the model width named but not used as the divisor', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        "d_model = 768, h = 12, so d_k = 64 and the factor is 1/8. Common mistake on last year's exam: writing 1/sqrt(768).",
        'With 16 heads the factor is 1/sqrt(64). (Answers of 1/32 = 1/sqrt(1024) got no credit.)',
        'For d_model = 512 the heads can be 1, 4 or 8. Only in the first row, with a single head, is 1/sqrt(d_model) the correct factor.',
        'With 16 heads of 128 the right scale is 1/sqrt(128). You have 1/sqrt(2048) ≈ 0.022, four times smaller.',
        'With 8 heads each head divides by √64. You wrote / math.sqrt(self.d_model), which is four times too small.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'With 12 heads, we have 1/sqrt(d_model) as the scale.',
      'In multi-head attention with 8 heads the scores are divided by sqrt(d_model).',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'Someone asked in our reading group why the scale does not grow when you make the model bigger. The head size stays at 64.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'The embed width matters only because it is divided by num_heads to get head_dim.',
        'The embedding width is divided by the number of heads to get the head size.',
        'The model width is split among the heads to give each a size of 64.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-heads', [
      'With 8 heads the scores are divided by the number of heads.',
    ]);
  });

  // Found by code-heavy and spoken probes (synthetic): the softmax kept out
  // of saturation, random draws as wide as the unscaled scores, a blog read
  // somewhere, and a filler after the "there" of another network.
  describe('probes: kept out of saturation, simulated scores, read in a blog', () => {
    eachFlagged(
      'inverted-fix',
      [
        'Dividing by sqrt(head_dim) keeps softmax out of its saturated, zero-gradient regime.',
        'Dividing by √d_k keeps the softmax away from its flat region.',
        'We divide the scores by √d_k, which keeps the weights out of saturation.',
        '```python\nraw = torch.randn(T) * d_k ** 0.5  # unscaled q·k: std 8\nscaled = raw / d_k ** 0.5\n```',
        '```python\nlogits = np.random.randn(n) * np.sqrt(d_k)  # what unscaled scores look like\n```',
        'To simulate unscaled scores, multiply standard normals by √d_k.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'Dividing by √d_k keeps the softmax sharp.',
      '```python\nscores = q @ k.transpose(-2, -1) * math.sqrt(d_k)\n```',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        'I have read in one blog that scaling is for avoid the exploding gradient. This is not correct: the gradients vanish.',
        'I read somewhere that the scaling stops the gradients from exploding, but they actually vanish.',
        "Um, so I'd contrast it with RNNs. There, you know, gradients explode through time. Here they vanish.",
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      'The scores grow. There, you know, gradients explode.',
      'I have read the paper: without scaling the gradients explode.',
    ]);
  });

  // Found by probes with one mistake each (synthetic): the fix as the doer
  // of the saturation or as what keeps the softmax sharp, the scaling said
  // to average the heads, and one head picked out of many.
  describe('probes: the fix that saturates, the scaling that averages heads', () => {
    eachFlagged('inverted-fix', [
      'The √d_k factor is there to push the softmax into saturation, so attention becomes a hard selection.',
      'The scaling is there to keep the softmax sharp, so each query locks onto its best key.',
      'The 1/√d_k factor drives the softmax to one-hot so attention commits to a single key.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        'The scaling keeps the softmax out of saturation, so the gradients survive.',
        'The √d_k choice is the one that makes attention sharpness at initialisation insensitive to d_k.',
        'The scaling factor pushes the softmax out of its saturated region.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-heads', [
      'The scaling factor then averages the scores across heads, which is why it is tied to the head count.',
      'In multi-head attention the scaling averages the scores over the heads, so adding heads does not inflate the logits.',
    ]);
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'The heads are concatenated, not averaged, and the scaling is applied inside each head.',
        'Each head divides by √d_k; the heads are then concatenated and projected.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'Multi-head attention, written out for one head i:\nhead_i = softmax(Q_i K_i^T / √d_model) V_i\nwith d_model = 512 and h = 8, so the denominator is √512 ≈ 22.6.',
      'In multi-head attention, take one head: its scores are divided by the square root of the model dimension.',
    ]);
    eachFlagged(
      'divide-by-sqrt-dmodel',
      ['With a single head, the scores are divided by √d_model, the size of the queries and keys.'],
      { not: true },
    );
  });

  // Found by lecture-note probes: "nothing" as a subject, a larger d_k as
  // what multiplies, and a growth with an inverse.
  describe('probes: "nothing stops", "doubling d_k multiplies", "scales as 1/T²"', () => {
    eachFlagged(
      'reversed-causation',
      [
        'Nothing stops the norms of q and k from growing during training, which can reintroduce very large logits and a saturated softmax.',
        'Nothing prevents the logits from growing as d_k grows, so the softmax can still saturate.',
      ],
      { not: true },
    );
    it('"shrinks to nothing" still vanishes', () => {
      expect(ideas('The softmax saturates and the gradient shrinks to nothing.')).toContain(
        'vanishing-gradients',
      );
    });
    eachFlagged(
      'inverted-fix',
      [
        'Doubling d_k from 64 to 128 multiplies the typical logit by √2.',
        'Quadrupling the dimension multiplies the standard deviation of the scores by sqrt(4) = 2.',
        'Increasing the head size from 16 to 64 multiplies the spread of q·k by √4.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'We multiply the logits by √d_k so the softmax is sharper.',
      'For a larger head we multiply the scores by sqrt(d_k).',
    ]);
    eachFlagged(
      'exploding-gradients',
      [
        'In distillation the soft-target loss is multiplied by T² because the gradients it produces scale as 1/T².',
        'The gradient of the scaled scores goes like 1/√d_k, so it does not blow up with the dimension.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', ['Without the scaling the gradients explode.']);
  });

  describe('probes: analogies, self-questions, "produces", percentages', () => {
    eachFlagged(
      'inverted-fix',
      [
        'Think of 1/√d_k as a temperature knob on the softmax. Softmax(x/T) with a small T is nearly an argmax; with a large T it is nearly uniform.',
        'Scaling the scores keeps the softmax from saturating.',
        'Yes, just as much: a missing scale saturates the softmax at d_k = 8 as at d_k = 512.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'Scaling the scores this way sharpens the softmax so each query commits to one key.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'Q to self: is it just to keep the numbers small? — No. The goal is that the scores keep variance 1 whatever d_k is.',
        'Note to self: is it only to make the scores smaller? No: it keeps their variance at 1.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'A softmax that is too peaked produces large dot products downstream.',
    ]);
    eachFlagged(
      'reversed-causation',
      ['Large dot products produce a peaked softmax, and its gradients vanish.'],
      { not: true },
    );
    it('a weight given as a percentage near 100 is a saturated softmax', () => {
      expect(ideas('The softmax gives the best key more than 99.99% of the weight.')).toContain(
        'softmax-saturates',
      );
      expect(ideas('The softmax gives the best key 40% of the weight.')).not.toContain(
        'softmax-saturates',
      );
    });
  });

  // A view refuted in the next sentence in the past tense ("That theory was
  // wrong"), and a division told as a state left behind ("previously this
  // divided by …"), are not the writer's.
  describe('mistakes: a view called wrong after it, a division left behind', () => {
    eachFlagged(
      'exploding-gradients',
      [
        '8c1f2e0 dropped the scale on the theory that it only guards against exploding gradients and we clip anyway. That theory was wrong: the softmax saturated and passed almost no gradient.',
        'The scale only guards against exploding gradients. That was wrong: the gradients through a saturated softmax vanish.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        '# Previously this divided by sqrt(d_model), which over-scaled every one of the 8 heads.\n# The per-head dot product has head_dim terms, so scale by sqrt(head_dim).',
        'With 8 heads, we used to divide the scores by sqrt(d_model); now it is sqrt(head_dim).',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', ['With 8 heads we divide the scores by sqrt(d_model).']);
    eachAt('depth', 'staff', [
      'The logits grow with d_k, and a saturated softmax passes almost no gradient.',
    ]);
  });

  // A comment read with the line it annotates: "normalise by head dim" on a
  // line that multiplies by √d_k is the inverted fix, not a division by d_k.
  describe('divide-by-dk: a loose comment on a line that multiplies by the root', () => {
    eachFlagged(
      'divide-by-dk',
      ["logits = jnp.einsum('...qd,...kd->...qk', q, k) * jnp.sqrt(d_k)  # normalise by head dim"],
      { not: true },
    );
    eachFlagged('divide-by-dk', ['logits = (q @ k.T) / d_k  # normalise by head dim']);
  });

  // A gradient with respect to the scores that grows is the gradient's
  // growth (an explosion, if anything), not large scores told after an effect.
  describe('a gradient said of the scores is no growth of the scores', () => {
    it.each([
      'The gradient with respect to the scores becomes very large.',
      'The gradient through the softmax grows with the scores.',
      'The softmax gradient gets huge at the start of training.',
    ])('"%s" states no large scores', (text) => {
      expect(ideas(text)).not.toContain('scores-large');
    });
    eachFlagged(
      'reversed-causation',
      [
        'In that regime tiny changes in the logits flip which key wins, so the gradient with respect to the scores becomes very large and unstable, and training blows up.',
      ],
      { not: true },
    );
  });

  // A pronoun right before a copula is its subject: a spread named in an
  // aside before it is not what the value is said of.
  describe('variance-exactly-one: a value said of a pronoun after a spread in an aside', () => {
    eachFlagged(
      'variance-exactly-one',
      [
        'With std 8 logits the top weight is often above 0.99, and with d = 1024 (std 32) it is essentially always 1.0.',
        'At d = 4096 (variance 4096) it is always exactly 1: the top weight, that is.',
      ],
      { not: true },
    );
    eachFlagged('variance-exactly-one', [
      'After the scaling the variance is always exactly 1, in every layer.',
    ]);
  });

  // A size kept for want of gradient ("the scores stay large") is the
  // right way round; a size reached because the gradients vanish is not.
  describe('reversed causation: a size kept, not reached', () => {
    eachFlagged(
      'reversed-causation',
      [
        'During backprop the saturated softmax passes back almost no gradient, so W_Q and W_K stop changing, so the scores stay large, so the softmax stays saturated.',
        'The gradients vanish, so the logits remain huge and the attention stays one-hot.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', ['The gradients vanish, so the scores grow large.']);
  });

  // A causal verb a trigger negates links nothing, whatever follows it in
  // the sentence ("it isn't that A makes B, it's the other way round: …").
  describe('a negated causal verb links no cause', () => {
    eachFlagged(
      'reversed-causation',
      [
        "It isn't that the saturated softmax makes the scores grow, it's the other way round: the scores grow with d_k and that pushes the softmax into saturation.",
        'Saturation never makes the dot products grow: the dot products grow with d_k and that saturates the softmax.',
        "It's not that saturation causes the large scores; the scores grow with d_k, and large scores then saturate the softmax.",
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', ['The saturated softmax makes the scores grow with d_k.']);
  });

  // A belief the writer once held, or a naive expectation, ends at the
  // writer's "but" as someone else's view does: what follows is asserted.
  describe("a belief held before ends at the writer's 'but'", () => {
    eachAt('depth', 'strong', [
      "I thought it was about overflow but it's the opposite: large scores make the softmax one-hot.",
      'My first guess was exploding gradients, but the softmax saturates when the dot products are large.',
      'Naively you would expect nothing to happen, but large scores push the softmax into saturation.',
    ]);
    eachFlagged(
      'exploding-gradients',
      ['I thought the gradients explode when the scores are large, and that the scaling fixes it.'],
      { not: true },
    );
  });

  // A loose division by the dimension is made precise only by a division by
  // √d_k the text asserts, not by one it weighs.
  describe('a loose division by the dimension, weighed against √d_k, is not made precise', () => {
    eachFlagged('divide-by-dk', [
      'We divide by the dimension. If you divided by sqrt(d_k), the std of a sum of d_k unit-variance terms would be 1, since variances add.',
      'The scores are divided by d_k. Would dividing by sqrt(d_k) be better? The variance of a sum of d_k independent terms adds up to d_k.',
    ]);
  });

  // The scores kept from exploding is size alone; a size said under a
  // condition ("if the scores are large") is when the fix applies, not why.
  describe('just-smaller: scores kept from exploding, not a size under a condition', () => {
    eachFlagged('just-smaller', [
      'The dot products explode with d_k, so we divide by sqrt(d_k) to prevent that.',
      'We scale so the scores don’t explode.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'If the scores are large, dividing by sqrt(d_k) makes them smaller.',
        'Assuming the scores are too big, the scaling shrinks them.',
      ],
      { not: true },
    );
  });

  // A "/" has its divisor beside it: a "with" after it opens a new thought,
  // it does not name the divisor as "divide the scores with √d_k" does.
  describe('a division sign takes the divisor beside it', () => {
    eachFlagged('divide-by-sqrt-dmodel', [
      'The scaling factor is 1/sqrt(d_model): with d_model = 512 the dot products have variance 512, so we divide by about 22.6.',
      'Our scale is 1/√d_model, with d_model the width of the embeddings, to keep the softmax soft.',
    ]);
    eachFlagged(
      'divide-by-dk',
      [
        'The dot products have variance d_k. Under muP, one replaces 1/√d_k with 1/d_k because trained q and k align.',
        'The dot products have variance d_k, so the logits are scaled by 1/√d_k with d_k = 64, so by 1/8.',
      ],
      { not: true },
    );
  });

  // A change turns the old divisor down, as a correction does (corrections.ts).
  describe('the root said after its quantity is the root, not the quantity', () => {
    eachFlagged(
      'divide-by-dk',
      [
        'Divide the scores by d_k, square-rooted, so their variance stays at 1.',
        'We divide by dk square rooted: the sum of d_k unit-variance products has variance d_k.',
      ],
      { not: true },
    );
  });

  describe('divide-by-sqrt-dmodel: not the divisor a change leaves behind', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Changed the softmax scale from 1/sqrt(d_model) to 1/sqrt(d_k), since each dot product sums d_k terms and its variance is d_k.',
        'We used to divide by sqrt(d_model); now we divide by sqrt(d_k), so the scores keep unit variance.',
        'The scale was 1/sqrt(n_embd) and is now 1/sqrt(head_size): the logits have variance head_size, so this keeps them at 1.',
        "Shouldn't the logits be divided by √d_k? Right now they are divided by √d_model, which over-shrinks them.",
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        // changed X to Y, with no "from"
        'Changed the scale 1/sqrt(d_model) to 1/sqrt(d_k): the scores have variance d_k, so this keeps them at 1.',
        // the change first, the old state after it
        'Updated the scale to 1/sqrt(d_k); it was 1/sqrt(d_model). The scores have variance d_k, so this keeps them at 1.',
        // the width turned down in another sentence
        'The code divides by sqrt(d_model). The scores have variance d_k, so the right divisor is √d_k, not the model width.',
        'We were dividing by sqrt(768). The divisor should be the head size, 64, and not d_model: each head sums 64 products, so its scores have variance 64.',
      ],
      { not: true },
    );
    // The head count turned down anywhere, as the width is: the code that
    // divides by it is reported, then corrected.
    eachFlagged(
      'divide-by-sqrt-heads',
      [
        'The scale is 1/√head_dim, not 1/√n_heads; the repo divides by sqrt(n_heads) in one place.',
        'Our attention divides by sqrt(num_heads). Each head should divide by the root of its own key size, not of the head count.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-heads', [
      'We divide the scores by sqrt(num_heads) so the heads average out.',
    ]);
    eachFlagged('divide-by-sqrt-dmodel', [
      'It was 1/sqrt(d_k) and is now 1/sqrt(d_model), so the softmax stays soft.',
      'We divide by sqrt(d_model) so the softmax stays soft; it was like that from the start.',
      'The scale goes from the input to the softmax: we divide by sqrt(d_model).',
    ]);
  });

  // A question opened by a negated auxiliary expects "yes": it proposes what
  // it asks (the public label of pf009, "Shouldn't the scale be
  // (q.shape[-1]*q.shape[1]) ** -0.5 ?", lists that divisor as the
  // speaker's), and its "not" denies nothing. An open or positive question
  // still only asks.
  describe('a negative question proposes what it asks', () => {
    eachFlagged('just-smaller', ["Isn't it just to make the numbers smaller?"]);
    eachFlagged('exploding-gradients', ["Doesn't the scaling stop the gradients from exploding?"]);
    eachFlagged(
      'just-smaller',
      ['Is it just to make the numbers smaller?', "Why isn't it just to make the numbers smaller?"],
      { not: true },
    );
    eachFlagged('exploding-gradients', ['Does the scaling stop the gradients from exploding?'], {
      not: true,
    });
  });

  // "The next sentence" is the next one said: a paragraph break or a rule
  // between two sentences skips a sentence number, not a sentence.
  describe('the sentence after, across a paragraph break or a rule', () => {
    for (const gap of [' ', '\n\n', '\n\n---\n\n']) {
      it(`a weighing after ${JSON.stringify(gap)} still weighs`, () => {
        const text = `Dividing by d_k leaves a variance of 1/d_k.${gap}The scores all sit near zero and the softmax comes out nearly uniform.`;
        expect(mistakes(text)).not.toContain('divide-by-dk');
      });
      it(`"that's all" after ${JSON.stringify(gap)} still closes the point`, () => {
        const text = `The scores grow with d_k and saturate the softmax. Scaling keeps them from getting too big.${gap}That's all it does.`;
        expect(mistakes(text)).toContain('just-smaller');
      });
    }
  });

  // A verb of remedy makes its sentence a claim: "mitigates vanishing/exploding
  // gradient issues" is no list of noun phrases.
  describe('exploding-gradients: a remedy for "vanishing/exploding" gradients', () => {
    eachFlagged('exploding-gradients', [
      'Scaling the scores mitigates vanishing/exploding gradient issues.',
      'Scaling the logits alleviates vanishing/exploding gradient issues.',
      'The scale factor combats vanishing/exploding gradient issues.',
    ]);
  });

  // A shrinking of the variance that lands on one keeps it at one; one that
  // only reduces it says less, but it is no size alone either (p161, tuned,
  // as the second labelling settled it: 'To reduce the variance of the dot
  // product').
  describe('a variance reduced to 1, or only reduced', () => {
    eachAt('correctness', 'strong', [
      'It reduces the variance of the scores from d_k to 1.',
      'Dividing by √d_k lowers the variance of the logits to about 1.',
    ]);
    eachAt('correctness', 'weak', ['The scaling lowers the variance of q·k.']);
    eachFlagged(
      'just-smaller',
      [
        'It reduces the variance of the scores from d_k to 1.',
        'We divide by sqrt(d_k) to reduce the variance of the scores.',
        'The scaling lowers the variance of q·k.',
      ],
      { not: true },
    );
  });

  // Lost learning is the failure named (LABELLING.md), typed as people type it.
  // LABELLING.md: the failure named as lost learning counts as vanishing
  // gradients; so does the Jacobian said to vanish, or W_Q and W_K starved.
  describe('follow-up: the Jacobian vanishing names the failure', () => {
    eachAt(
      'followup',
      'strong',
      [
        'The softmax saturates and its Jacobian p_i(δ_ij − p_j) goes to about zero.',
        'Since the gradients of W_Q and W_K are obtained through J, they vanish.',
        'A saturated softmax has a Jacobian of nearly all zeros, so W_Q and W_K are starved.',
        // the gradient through it given its value
        'The softmax is stuck on one token and the gradient through it is practically zero.',
        'The softmax saturates and the gradient through it is basically zero.',
      ],
      { before: 'The scores grow with d_k. ' },
    );
    eachAt('followup', 'weak', ['jacobian, softmax, zero, W_Q, W_K, starved']);
  });

  describe('follow-up: "the model can\'t learn", with or without the apostrophe', () => {
    eachAt(
      'followup',
      'strong',
      [
        "Big scores make the softmax one-hot and then it doesn't learn.",
        'Big scores make the softmax one-hot and then the model cant learn attention well.',
        'Big scores make the softmax one-hot, so the model cannot learn where to look.',
        // learning said to stop a few words on, the gradient said gone
        'Big scores make the softmax one-hot, so learning in the projections basically stops.',
        'Big scores make the softmax one-hot, and then the gradients are, like, basically gone.',
      ],
      { before: 'The scores grow with d_k. ' },
    );
    // A problem or a peak gone is no gradient lost.
    eachAt(
      'followup',
      'weak',
      ['Once we scale by √d_k, the problem is gone.', 'After the scaling the peak is gone.'],
      { before: 'The scores grow with d_k. ' },
    );
  });

  // Negations typed without the apostrophe read as with it; a denied
  // independence states no assumption; "passes any gradient back" is the
  // softmax's own gradient.
  describe('round de: "arent", a denied independence, a gradient passed back', () => {
    eachAt('correctness', 'strong', [
      'scores = q @ k.T / math.sqrt(d_k): var(q @ k) scales with d_k, so the std scales with sqrt(d_k), and this makes var ≈ 1. at init at least, once trained q,k arent indep so its a heuristic.',
    ]);
    eachAt('correctness', 'staff', [
      'If the entries of q and k are independent with unit variance, var(q·k) = d_k, and dividing by √d_k makes it about 1.',
    ]);
    eachFlagged('exploding-gradients', [
      'Without the scaling the gradients explode, they dont vanish.',
    ]);
    eachAt(
      'depth',
      'staff',
      ['Otherwise the softmax saturates and barely passes any gradient back.'],
      { before: 'The scores grow with d_k, so we divide by √d_k. ' },
    );
  });

  // The divisor named by the learner's own copula; a table's column of
  // divisors is alternatives weighed row by row.
  describe('"the divisor is …"', () => {
    eachFlagged('divide-by-sqrt-dmodel', ['The divisor is sqrt(d_model).']);
    eachFlagged('divide-by-dk', ['The denominator is d_k.']);
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'The divisor is sqrt(d_k), not sqrt(d_model).',
        'The divisor is therefore √(d_model/h), not √d_model, since no dot product extends over the full model width.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-dk',
      [
        'Var(q·k) = d_k.\n\n| divisor | Var(score) |\n|---|---|\n| none | 64 |\n| √d_k = 8 | 1 |\n| d_k = 64 | 1/64 |',
      ],
      { not: true },
    );
  });

  // W_Q and W_K starved: "stop getting gradient" is no prevention.
  describe('depth: the projections "stop getting gradient"', () => {
    eachAt(
      'depth',
      'staff',
      [
        'Scores with std 8 push the softmax to near one-hot and the query/key projections stop getting gradient.',
        'The softmax goes one-hot and W_Q and W_K stop receiving any gradient.',
      ],
      { before: 'The dot products grow with d_k, so we divide the scores by √d_k. ' },
    );
  });

  // "100%" is a weight only when it is put on something: "not 100% sure" hedges.
  describe('"100%" on a key, not a hedge', () => {
    eachAt('depth', 'weak', [
      "I'm not 100% sure but I believe it's so the variance stays exactly 1 at every layer during training.",
      "Dividing by √d_k keeps the variance at 1, I'm 100 percent certain.",
    ]);
    eachAt('depth', 'strong', ['Large scores make the softmax put essentially 100% on one key.']);
  });

  // "We scale to …": the fix named by its bare verb before its purpose.
  describe('just-smaller: "we scale to keep the numbers from getting too big"', () => {
    eachFlagged('just-smaller', [
      'We scale to keep the numbers from getting too big.',
      'We scale to keep the numbers from getting too big. Big numbers are bad for training.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'We scale to keep the variance of the scores at 1.',
        'We scale to keep the scores from growing with d_k, so the softmax does not saturate.',
      ],
      { not: true },
    );
  });

  // Labelling decisions (data/public/README.md): small gradients "in the
  // following softmax" place the gradient, they name no saturation; its own
  // gradient in saturation is the paper's reading.
  describe('depth: the gradient of the softmax that follows is no saturated softmax', () => {
    eachAt('depth', 'weak', [
      'The point of the √d_k is to keep the gradients of the subsequent softmax from becoming vanishingly small.',
      'We scale to avoid extremely small gradients in the following softmax.',
      'Dividing by sqrt(d_k) stops the gradients in the next softmax from vanishing.',
    ]);
    eachAt('depth', 'staff', [
      // the paper's reading: its saturated region, with gradients near zero
      'Why scale?\nlarge d_k → large |q·k| → softmax in its saturated region → gradients ≈ 0 → slow / no learning\nFix: softmax(QKᵀ/√d_k)V',
      'Big scores push the softmax into its saturation regime, where the gradients are tiny.',
      'Without it the softmax saturates and the gradients of the following softmax vanish.',
      'Large scores make the gradient of the saturated softmax close to zero.',
    ]);
  });

  describe('depth: a peaked softmax and its own gradient, in more words', () => {
    eachAt(
      'depth',
      'strong',
      [
        'The exponential amplifies differences between large scores, so the attention weights become extremely uneven.',
        'With big dot products the softmax becomes very hard, almost a max.',
        'With large d_k the output of softmax is either very close to 1 or very close to 0.',
        'A large variance of the logits makes the softmax pick out basically one element.',
        'The scores get big, and the softmax output becomes sparse.',
        'The larger the scores, the more the softmax looks like a step function.',
        'Large inputs to a softmax produce outputs that are almost all zeros except one.',
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
    // Not a peak: a flat softmax that cannot pick anything out.
    eachAt(
      'depth',
      'weak',
      [
        "Dividing by d_k would make the softmax almost flat, so attention couldn't pick out anything.",
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
    eachAt(
      'depth',
      'staff',
      [
        'The softmax saturates, and the gradient of a saturated softmax with respect to its inputs is nearly zero.',
        'Saturated softmax means the backprop signal to the attention logits vanishes.',
      ],
      { before: 'The dot products grow with d_k, so we divide the scores by √d_k. ' },
    );
  });

  it('a projection in another clause leaves queries and keys that are the inputs', () => {
    const { tokens } = analyse(
      'In this toy, for simplicity, we use the embeddings as queries and keys. A real layer is different. There the inputs are projected by W_Q.',
      MAX_ANSWER_CHARS,
    );
    expect([...sentencesWithInputsAsKeys(tokens)]).toEqual([0]);
  });

  // The input named by a symbol between it and its role, and the width
  // defined as the keys' own size, keep the keys model-sized.
  describe('divide-by-sqrt-dmodel: the input by its symbol, the width defined as the keys', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'In self-attention, each word embedding x_i is used as query, key and value. The score between two words is x_i · x_j, divided by the square root of the embedding dimension so the softmax does not saturate.',
        'Every input x1 serves as its own query and key, and the scores are divided by the square root of the embedding size.',
        'The scaled dot product divides by sqrt(hidden_dim), where hidden_dim is the size of the query and key vectors.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'Each word embedding x_i is not used as a key: it is projected with W_K first. With 8 heads, the scores are divided by the square root of the embedding dimension.',
      'With 8 heads, the scores are divided by sqrt(hidden_dim), where hidden_dim is the size of the residual stream.',
    ]);
  });

  // Labelling decisions (data/public/README.md): queries and keys that are
  // the inputs themselves have the model's size, so √d_model is √d_k there;
  // the size "of the queries" is the keys' own; a comment is read with the
  // line of code under it.
  describe('divide-by-sqrt-dmodel: the dimension of the vectors being dotted', () => {
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'In this example the queries and keys are just the word embeddings, so we divide by the square root of the embedding dimension.',
        'There are no projections here: Q = K = X. The scores are divided by √d_model, the length of each embedding.',
        'In the toy example Q and K are the word embeddings themselves, so we divide by the square root of the embedding size.',
        // ... said in any word order (inputs-as-keys.ts).
        'We use the word embeddings directly as queries and keys, so the score is their dot product divided by the square root of the embedding dimension.',
        'The embeddings serve as queries and keys here; we divide by √ of the embedding size.',
        'Here the query and key are both just the embedding vector, and the scores are divided by the square root of the embedding dimension.',
        'In this example the queries, keys and values are all the raw embeddings, so we scale by the square root of the embedding dimension.',
        'We treat each embedding as its own query and key and divide the dot products by the square root of the embedding size.',
        // ... with the input said per token or of each word.
        'In this simple example we use one embedding per token as query and key, so we divide the scores by the square root of the embedding dimension.',
        'The embedding of each word is its query and its key; the scores are scaled by 1/sqrt(embedding_dim).',
        'Take the embedding of every token as both query and key and divide the dot products by the square root of the embedding size.',
        // ... with the projections denied in a clause of their own.
        'I did not have the projections, the queries and keys were just the word embeddings, so I divided by the square root of the embedding dimension.',
        'For a single attention head the query, key and model dimension are all the same, so the scores are divided by √d_model.',
        'We scale by the square root of the embedding size of the query vectors.',
        '```python\n# Q·K^T / sqrt(embed_dim)\nscores = q @ k.transpose(-2, -1) / math.sqrt(self.head_dim)\n```',
        '```python\n# QK^T / sqrt(d_model)\nattn = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(d_k)\n```',
        // A comment in words, read with the code line under it too.
        '```python\n# scale by the square root of the embedding dimension\nscores = q @ k.transpose(-2, -1) / self.head_dim ** 0.5\n```',
        '```js\n// divide by sqrt(d_model) so the softmax stays soft\nconst s = dot(q, k) / Math.sqrt(dK);\n```',
        // ... as a note's step with its formula on the next line.
        'Step 3: divide by the square root of the model dimension.\n$$\\frac{QK^T}{\\sqrt{d_k}}$$',
        // No weight matrices: the embeddings dotted with each other.
        "We use a toy self-attention without weight matrices: each token's embedding is dotted with every other. We scale by the square root of the embedding dimension.",
        'There are no learned projections in this version; the dot product of two word embeddings is divided by sqrt(embedding_dim).',
        // Seq2seq attention: the decoder's state dotted with the encoder's.
        'The score between the decoder hidden state and each encoder hidden state is their dot product divided by sqrt(hidden_size).',
        'In Luong-style dot attention the decoder state is compared with each encoder state by a dot product, scaled by 1/sqrt(hidden_dim).',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      // Projections of the embeddings are the usual layer.
      'The model has 8 heads. The queries and keys are linear projections of the embeddings, and the scores are divided by √d_model.',
      // Embeddings projected into the queries and keys, in a clause of their own.
      'The embeddings are projected into queries and keys by W_Q and W_K. We divide the scores by the square root of the embedding dimension.',
      'We feed the embeddings as input to linear layers that give queries and keys. The scores are divided by the square root of the embedding size.',
      // The inputs to something else are not the queries and keys' own size.
      'The queries and keys are the inputs to the dot product. The model has 8 heads, and we divide the scores by sqrt(d_model) = sqrt(512).',
      // The code under the comment divides by the model width too.
      '```python\n# divide by the scaling factor\nscores = q @ k.transpose(-2, -1) / self.embed_size ** 0.5\n```\nWith 8 heads, this keeps the variance near 1.',
      // ... with the root in brackets.
      'With 8 heads: scores = q @ k.T / (d_model ** 0.5)',
      // ... as a power of one half in brackets, or a call.
      'In `SelfAttention.forward` (8 heads, embed_size=256, head_dim=32) we compute `torch.softmax(energy / (self.embed_size ** (1/2)), dim=3)`.',
      'With 8 heads: scores = q @ k.T / pow(d_model, 0.5)',
      'With 8 heads: scores = q @ k.T * math.pow(d_model, -0.5)',
      '```python\n# 8 heads\nscores = q @ k.transpose(-2, -1) / (self.embed_size ** 0.5)\n```',
      // Prose before the code is labelled as written.
      'In multi-head attention with 8 heads we divide the scores by √d_model.\n\n```python\nx = 1\nscores = q @ k.T / math.sqrt(d_k)\n```',
    ]);
  });

  // The fix named as its purpose ("the purpose is …") or as what it does
  // ("we shrink the scores …"), with size as all of it.
  describe('just-smaller: "the purpose is", "we shrink the scores"', () => {
    eachFlagged('just-smaller', [
      'We shrink the scores so they are not huge.',
      'The purpose is to keep the scores from getting huge.',
      'The goal is to keep the dot products from getting too big.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'The purpose is to keep the variance of the scores at 1.',
        'We shrink the scores so they don’t saturate the softmax.',
      ],
      { not: true },
    );
  });

  // The fix's purpose told as size and nothing else: kept from being large,
  // kept small, scaled down, "otherwise they are very large".
  describe('just-smaller: a size purpose with no mechanism told', () => {
    // "Without it, … would": what the fix averts, as "otherwise" is.
    eachFlagged('just-smaller', [
      "Without the scaling, the dot products would explode in magnitude for high-dimensional keys. That's why we divide by √d_k.",
      'Without scaling, the logits would become huge for large d_k. So we scale.',
      'If we skipped the 1/√d_k, the scores would get far too big; that is all the factor is for.',
    ]);
    eachFlagged(
      'just-smaller',
      [
        'Without the scaling, the dot products would grow with d_k and the softmax would saturate, so the gradients would vanish.',
        'Without the scaling the scores would have variance d_k; dividing by sqrt(d_k) brings it back to 1.',
      ],
      { not: true },
    );
    eachFlagged('just-smaller', [
      // lecture note
      'The scores are divided by sqrt(d_k) to keep them from getting too large.',
      // forum
      "We scale by 1/sqrt(d_k) so the dot products don't become too big.",
      // blog
      'We divide by sqrt(dk) because otherwise the dot products can have very large values.',
      // textbook-style, two sentences
      'The attention scores are scaled by 1/sqrt(d_k). This keeps the dot products small.',
      // code comment
      '# scale down by sqrt(d_k): the dot product is large for high-dimensional vectors',
      // spoken
      'So, uh, the scaling makes sure the scores stay small even when the embeddings are long.',
      // a value that "explodes" is no gradient
      'This scaling factor prevents the dot products from exploding when d_k is large.',
      // "scale them down", the object inside the verb
      'For large d_k the dot products grow large in magnitude, so we scale them down by √d_k.',
      'The logits get big with long vectors, so you scale the logits down.',
      // other verbs of size
      'The square root of d_k is there to dampen the values.',
      'We divide by the square root of the key dimension to bring the values down.',
      'The scores are scaled by 1/sqrt(d_k) to avoid too high values.',
      "We divide by sqrt(d_k) to make sure the numbers don't get out of hand.",
    ]);
    eachFlagged(
      'just-smaller',
      [
        // a mechanism told beside the size
        'We divide by sqrt(d_k) to keep the scores from getting too large, which would otherwise saturate the softmax.',
        'Without scaling, large dot products push the softmax into regions with tiny gradients; dividing by sqrt(d_k) keeps them from getting too large.',
        'Dividing by √d_k keeps the variance of the scores at 1, so they do not get too large.',
        // large scores said to act on the softmax point at the mechanism
        'Big numbers make the softmax act weird, so they scale them down first.',
        'Huge logits make the softmax behave badly, which is why we scale them down.',
        // a size under a condition is when the purpose applies
        'We divide by √d_k. This is done to avoid stability issues if the dot products are too large.',
        // a wrong mechanism in the same sentence is that mistake instead
        'We divide by sqrt(d_k) to keep the dot products from getting too large, which prevents exploding gradients.',
      ],
      { not: true },
    );
  });

  // An answer that says it has no reason for the root does not give the
  // variances as that reason (trade-offs), whatever else it derives.
  describe('trade-offs: "not sure why the square root" gives no reason for it', () => {
    const sum = 'Var(q·k) = d_k because the variances of the d_k products add. ';
    eachAt(
      'tradeoffs',
      'weak',
      [
        // forum
        'So we divide by √d_k, not sure why the paper writes sqrt though.',
        // lecture note
        '- divide by sqrt(d_k) (no idea why the root and not d_k)',
        // spoken
        "And, um, you divide by root d_k. I don't remember why it's the square root.",
      ],
      { before: sum },
    );
    it('an unsure word about something else takes nothing away', () => {
      const unsure = "So the std is √d_k. I don't know why the softmax is used at all.";
      expect(graded(sum + unsure).levels.tradeoffs).toBe('strong');
    });
  });

  // Labelling decisions (data/public/README.md): communication strong needs
  // the cause, scores that grow with d_k or the dimension, before the effect.
  describe('communication: the dimension in everyday words is the cause', () => {
    const fix = ' Dividing by √d_k keeps the variance at 1.';
    eachAt(
      'communication',
      'weak',
      [
        // forum
        'my understanding: the dot products get bigger as the head gets wider, so the softmax goes one-hot.',
        // lecture note
        '- why: longer q, k vectors → bigger dot products → the softmax puts almost all the weight on one key',
        // blog
        'With a big head the logits are huge, and the softmax saturates on a single token.',
        // spoken
        'So, um, the more dims you have the larger the scores, and then the softmax saturates.',
        // negated growth said of the fix
        'Dividing turns the sum into a mean, so it does not keep growing with bigger heads; without it the softmax saturates.',
      ],
      { not: true, after: fix },
    );
  });

  describe('communication: a fix said as normalising the scores with the root', () => {
    const chain =
      'With many dimensions the dot products get large, which pushes the softmax into saturation. ';
    eachAt(
      'communication',
      'strong',
      [
        // blog
        'So we normalize the dot product with the square root of the dimension.',
        // lecture note
        '- fix: normalise them with sqrt(d_k)',
        // forum
        'that is why you normalize the logits with √d_k',
      ],
      { before: chain },
    );
  });

  describe('depth: the rest of the weights said to vanish is a peaked softmax', () => {
    eachAt('depth', 'strong', [
      // course notes
      'Without the scaling a few entries of each attention vector get high values and all the rest close to zero.',
      // forum
      'The scores get large, so after the softmax the smaller ones become near to zero.',
      // blog
      'Unscaled, the softmax gives one key nearly everything and the remaining keys approximately 0.',
      // interview transcript
      'So the big logit wins and, uh, after softmax everything else is basically zero.',
      // the losers named by their relative size
      'The scores get large, so after softmax those relatively smaller values become near to zero.',
      'With big logits the relatively small scores end up with almost zero weight after the softmax.',
    ]);
    eachAt(
      'depth',
      'weak',
      [
        'For smaller values of d_k the effect on the softmax is close to zero.',
        'The rest of the attention layer is unchanged, and the softmax is computed as usual.',
        'Everything else in the layer stays as it was, and the cost of the division before the softmax is close to zero.',
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
  });

  describe('depth: a softmax said to act like a max, or its weights to approach 1 and 0', () => {
    eachAt('depth', 'strong', [
      // blog
      'With big values the softmax becomes very hard, almost like a max.',
      // forum
      'Big logits mean softmax pushes most of the values to 0.',
      // lecture note
      '- large dot products: one attention weight approaches 1 and the rest approach 0',
    ]);
    eachAt(
      'depth',
      'weak',
      [
        'The loss approaches 1 after a few epochs.',
        'The others use additive attention, which is about as good at small d_k.',
      ],
      { before: 'We divide the scores by √d_k. ' },
    );
  });

  // Long texts (round cu) mention wrong claims to knock them down: in
  // quotation marks, as an FAQ's question, as a belief the writer once held,
  // or as an alternative judged in the next sentence by the harm it does.
  describe('long texts: a wrong claim mentioned, not made', () => {
    eachFlagged(
      'exploding-gradients',
      [
        // quoted clauses are mentioned
        'I\'ve seen it written up as "prevents exploding gradients" more than once, and nothing explodes here: the signal just dies.',
        'People write “the scaling stops exploding gradients”; in fact the gradients through the softmax vanish.',
        // an FAQ's label before its question
        '**Q: Does it prevent exploding gradients?**\nIt is the other way round: without it the gradients vanish.',
        // a belief told as one held before
        'My first guess was exploding gradients, but the gradient norms were tiny.',
        'My first thought was that the gradients explode. They vanish instead.',
        'I used to think the scaling prevents exploding gradients; it prevents vanishing ones.',
        // what the writer first wrote or said, then put right
        'In my first draft I initially wrote that the gradients explode; they vanish, because the softmax saturates.',
        'I originally said the gradients explode. Wrong: the saturated softmax passes almost none back.',
        // italics are no factor
        'The gradients *vanish*, they do not *explode*.',
      ],
      { not: true },
    );
    eachFlagged(
      'exploding-gradients',
      [
        'I first suspected exploding gradients because the loss plateaued with a few spikes. Wrong direction: the gradients were vanishing.',
        // a question reported, over its whole sentence
        "So the question was, is the square root of d_k there to stop exploding gradients. And no, it's the opposite: they vanish.",
        'She asked whether the scaling stops the gradients from exploding; it does not, they vanish.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'I first wrote "divide by sqrt(d_model)" here. No, it is the head dimension: each head divides its scores by sqrt(d_k).',
        'I first typed d_model where I meant d_k: the scores are divided by √d_k.',
      ],
      { not: true },
    );
    eachFlagged('divide-by-dk', [
      'We first divide the scores by d_k and then take the softmax.',
      'I wrote the kernel so that it divides the scores by d_k.',
    ]);
    eachFlagged(
      'divide-by-dk',
      [
        '1. "You divide by d_k." → No. That makes var = 1/d_k and the softmax nearly uniform.',
        'Question 2: Does dividing by d_k work better?\nNo, it flattens the softmax.',
        'Dividing by d_k leaves a variance of 1/d_k. The scores all sit near zero and the softmax comes out nearly uniform.',
      ],
      { not: true },
    );
    eachFlagged(
      'inverted-fix',
      [
        'sqrt(d_model/h) *is* sqrt(d_k), just written differently.',
        // a factor is named in the clause of its multiplication
        'Maybe the dot product is like multiplying two things, and the square root undoes a square?',
        'We multiply q and k entrywise and sum, and then divide by √d_k.',
      ],
      { not: true },
    );
    // A recap tells its own chain: its cause does not follow from the sentence before.
    eachFlagged(
      'reversed-causation',
      [
        'The top weight nears 1 and the gradients become tiny. So: the dimension grows, the scores spread, the softmax saturates, learning stalls; dividing by √d_k fixes it.',
        'Every key gets the same weight and the head learns nothing. So the variance of the raw score is d_k, and the divisor that turns it into 1 is √d_k.',
        'The derivative collapses to 0. So the large numbers are in the forward pass, and the backward pass gets smaller, not larger.',
      ],
      { not: true },
    );
    eachFlagged('reversed-causation', [
      'The softmax saturates. So the scores grow with d_k.',
      'The gradients vanish, so the scores grow with d_k.',
    ]);
    eachFlagged(
      'divide-by-sqrt-heads',
      ["head_dim is d_k, the length of one head's query: embed_dim // num_heads. 512 // 8 = 64."],
      { not: true },
    );
    // A quoted clause with a formula in it is still someone else's view.
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'A teammate told me "you scale by sqrt(d_model), that\'s the whole point of the factor." Each head dots vectors of length d_k, so sqrt(d_k) brings the variance back to 1.',
        'I keep reading "the scores are divided by √(d_model) in every head" on blogs. Each head only dots d_k-long vectors, so the divisor is √d_k.',
        'The tutorial says "we scale the logits by 1/sqrt(d_model) so they stay small". In fact the divisor is sqrt(d_k), which keeps the variance at 1.',
      ],
      { not: true },
    );
    // Code someone else wrote, told as what it did or does, is theirs; the
    // writer's own code is the writer's.
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        "The toy repo we started from divided the scores by sqrt(d_model). We're keeping the per-head version.",
        'Passing `scale=1/math.sqrt(embed_dim)` like the current code does is what is shrinking your logits.',
        'Their codebase scales the scores by 1/sqrt(hidden_size) in every head; each head only sees head_dim.',
        // an issue on the code or the implementation, set against the paper
        'The implementation divides the scores by sqrt(d_model). Is this intended? In the paper, it is sqrt(d_k).',
        'I noticed that the code scales the attention scores by 1/sqrt(d_model) rather than 1/sqrt(d_k). This might hurt training for large models.',
        'This implementation multiplies the logits by 1/sqrt(embed_dim) in every head, but each head only has head_dim dimensions.',
        // an issue's title
        'Bug: attention scores are divided by sqrt(d_model) instead of sqrt(d_k).',
        '**Bug: the logits are scaled by 1/sqrt(hidden_size) in every head**',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      'My code divides the scores by sqrt(d_model) in every head, which keeps the variance at 1.',
      'In my implementation each head divides its scores by sqrt(d_model), to keep their variance at 1.',
    ]);
    // A diff's removed lines are the code replaced; its added lines and
    // every line outside a diff are the writer's.
    eachFlagged(
      'divide-by-sqrt-dmodel',
      [
        'Changed the scale.\n```diff\n- scale = 1 / math.sqrt(hidden_size)\n```',
        'Old line:\n```diff\n-    attn_weights = attn_weights / math.sqrt(self.hidden_size)\n+    attn_weights = attn_weights * self.scaling\n```',
        'Removed the old scaling:\n```patch\n- scores = scores / math.sqrt(d_model)\n```\nNow each head divides by sqrt(head_dim).',
      ],
      { not: true },
    );
    eachFlagged('divide-by-sqrt-dmodel', [
      '```diff\n- attn = attn / math.sqrt(self.head_dim)\n+ attn = attn / math.sqrt(self.hidden_size)\n```',
      '```python\n- attn = attn / math.sqrt(self.hidden_size)\n```',
    ]);
    // Single quotes mark a quoted clause too; an apostrophe opens none.
    eachFlagged(
      'exploding-gradients',
      [
        "@contributor the comment in the code says 'avoid exploding gradients', but that's misleading: without the scale the score variance is d_k, the softmax saturates, and the gradients vanish.",
        'The docstring says ‘prevents exploding gradients’; in fact the gradients through the softmax vanish.',
      ],
      { not: true },
    );
    eachFlagged('exploding-gradients', [
      "Without it the gradients 'explode'.",
      "It's the heads' key size that matters, and without the scale the gradients explode.",
    ]);
    // Code or a formula in quotes is shown as the writer's own, not reported.
    eachFlagged('divide-by-sqrt-dmodel', [
      'In my model I wrote "scores = q @ k.T / math.sqrt(d_model)" for every head, and it trains fine.',
    ]);
    it('"I thought about it" takes nothing back; "I thought the …" does', () => {
      const r = graded(
        'I thought about it for a while: the scores grow with d_k, so the softmax saturates and the gradients vanish; dividing by sqrt(d_k) keeps the variance at 1.',
      );
      expect(r.levels.depth).toBe('strong');
      expect(r.levels.communication).toBe('strong');
      expect(
        mistakes('I thought the gradients explode without the scaling, but they vanish.'),
      ).toEqual([]);
    });
    // A word or two in quotes is the writer's own; a fix with no harm after it is proposed.
    eachFlagged('exploding-gradients', [
      'Without it the gradients "explode".',
      'Without the scaling the gradients explode, as the "vanilla" attention code shows.',
    ]);
    eachFlagged('divide-by-dk', [
      'We divide the scores by d_k. This keeps the softmax from saturating.',
      'We divide the scores by d_k. The softmax is then neither uniform nor one-hot.',
    ]);
    eachFlagged('inverted-fix', ['We multiply the scores by sqrt(d_k) before the softmax.']);
  });

  // The paper also multiplies the embeddings by √d_model: another part of
  // the model, no attention fix turned round.
  describe('inverted-fix: a root that multiplies the embeddings', () => {
    eachFlagged(
      'inverted-fix',
      [
        'In the embedding layer the token embeddings are multiplied by √d_model (√512) so they sit on a similar scale to the positional encodings. Inside each head the scores are divided by √d_k.',
        'The embeddings are multiplied by √512 before the positional encodings are added.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'The attention logits get multiplied by sqrt(d_k) before the softmax.',
    ]);
  });

  describe('inverted-fix: multiplying by one over the root divides', () => {
    eachFlagged(
      'inverted-fix',
      [
        'With d_k = 128 the logits get multiplied by 1/√128 ≈ 0.088, so the softmax does not saturate.',
        'The scores are multiplied by 1/sqrt(d_k) so their variance stays 1.',
        'Scale the scores: times 1/√d_k, which keeps the softmax soft.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', ['With d_k = 128 the logits get multiplied by √128.']);
  });

  // Labelling decisions (data/public/README.md): the scaling said to push the
  // softmax into its small-gradient regions is the fix turned round.
  describe('inverted-fix: the scaling said to push the softmax into small-gradient regions', () => {
    eachFlagged('inverted-fix', [
      'The scaling by 1/sqrt(d_k) pushes the softmax into regions where it has extremely small gradients.',
      'Dividing by √d_k helps to push the softmax function into regions with very small gradients.',
      // the scores named as what the fix divides
      'Dividing QK^T by √d_k pushes the softmax into regions with small gradients, which keeps training stable.',
      'Scaling the dot products by 1/sqrt(d_k) drives the softmax into regions where it has tiny gradients.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        'For large d_k the dot products grow large, pushing the softmax into regions where it has extremely small gradients. To counteract this we scale by 1/sqrt(d_k).',
        'Without the scaling, large dot products push the softmax into regions with tiny gradients.',
        'Scaling by 1/√d_k avoids pushing the softmax into regions with tiny gradients.',
        'Dividing by √d_k means the softmax is no longer pushed into regions with extremely small gradients.',
        'The scaling never pushes the softmax into those regions.',
        'The scaling does not push the softmax into regions with tiny gradients.',
        "Scaling by 1/√d_k doesn't push the softmax into small-gradient regions; large scores do.",
        // The pushing kept from happening, joined to another thing kept
        // from happening, or said of the large scores the fix stops.
        'The dot products grow with d_k; dividing by sqrt(d_k) keeps them from getting too large and pushing the softmax into regions with tiny gradients.',
        'Scaling prevents the logits from growing and driving the softmax into its saturated regions.',
        'The division stops large scores from pushing the softmax into regions where the gradient is close to zero.',
      ],
      { not: true },
    );
    eachFlagged('inverted-fix', [
      'The scaling drives the softmax into the saturated region where its gradients vanish.',
      // Told as the division's purpose, the pushing in the passive, the
      // scores divided named between the division and its divisor.
      'We divide the scores by √d_k so that the softmax is pushed into regions where its gradients are small.',
      'We divide by sqrt(d_k) so the softmax gets pushed into a low-gradient zone.',
      // ... into a flat region, or small-gradient areas.
      'We scale by 1/sqrt(d_k) so that the softmax gets pushed into the flat region and gradients vanish for the unimportant tokens.',
      'Dividing by √d_k pushes the softmax into small-gradient areas, which is how it learns to focus.',
      'We divide the logits by √d_k so that the softmax saturates.',
    ]);
    eachFlagged(
      'inverted-fix',
      [
        'We divide the scores by √d_k so that the softmax stays out of regions where its gradients are small.',
        'We divide the logits by √d_k so that the softmax is kept away from its low-gradient regions.',
        'Large scores mean the softmax is in regions where its gradients are tiny, so we divide the scores by √d_k.',
        'The scores grow with d_k, scaled by 1/√d_k, so the softmax is never pushed into regions where its gradients are small.',
      ],
      { not: true },
    );
  });

  // Labelling decisions (data/public/README.md): scaled down "proportionally
  // to the dimension" is a divisor that follows d_k itself.
  describe('divide-by-dk: scaled in proportion to the dimension', () => {
    eachFlagged('divide-by-dk', [
      'To counteract this, the scores are scaled down proportionally to the dimension of the key vectors.',
      'We divide the logits in proportion to d_k so they stay small.',
      'Each raw score gets shrunk by a factor that is linear in the number of key dimensions.',
    ]);
    eachFlagged(
      'divide-by-dk',
      [
        'The variance grows by a factor proportional to d_k.',
        'The scores are divided by a factor proportional to √d_k.',
      ],
      { not: true },
    );
    eachFlagged(
      'divide-by-dk',
      [
        'The scores are scaled down proportionally to the square root of d_k.',
        'The variance of the scores grows proportionally to d_k, so we divide by √d_k.',
      ],
      { not: true },
    );
  });

  // A comment wrapped over '# ' lines is one text, not a run of headings.
  describe('code: a comment wrapped over several lines reads as one text', () => {
    const comment =
      '# scaling by √dk, the square root of the feature dimension of\n' +
      '# the query vector, in order to counteract the variance increase of\n' +
      '# the query-key dot-product, that would saturate softmax and vanish its\n' +
      '# gradient:\n' +
      'scores = matmul(queries, keys.transpose(-2, -1)) / sqrt(queries.size(-1))\n';
    it('links its cause, effect and fix', () => {
      const r = graded(comment);
      expect(r.levels.depth).toBe('staff');
      expect(r.levels.communication).toBe('strong');
      // Labelling decisions (data/public/README.md): the variance kept from growing.
      expect(r.levels.correctness).toBe('strong');
    });
    it('a Markdown heading stays a heading of its own', () => {
      const r = graded('# Why scale\n\nThe scores grow with d_k, so we divide by √d_k.');
      expect(r.levels.communication).toBe('weak');
    });
  });

  // Notebooks give the effect as printed numbers: a top weight just below 1
  // is a saturated softmax, a Jacobian entry of about 0.002 is next to
  // nothing, and a variance of about 0.99 is unit variance.
  describe('numbers as values: ~0.998 is near one, ~0.002 next to nothing', () => {
    const cause = 'The scores grow with d_k. ';
    eachAt(
      'depth',
      'strong',
      [
        'Unscaled, the top key gets ~0.998.',
        'Unscaled, the top weight is ~0.97 and the rest share what is left.',
      ],
      { before: cause },
    );
    eachAt(
      'depth',
      'staff',
      [
        'Unscaled, the top key gets ~0.998 and the largest Jacobian entry is ~0.002.',
        'The softmax saturates, and the largest entry of diag(p) - pp^T is about 0.001.',
      ],
      { before: cause },
    );
    eachAt('correctness', 'strong', [
      'After dividing by sqrt(d_k) the variance is ~0.99 instead of 64.',
      'Scaled by 1/sqrt(d_k), the std of the scores comes out at ~0.98.',
    ]);
    // A small variance is the flat softmax of a divisor too big, no vanishing.
    eachAt('tradeoffs', 'staff', [
      'The variance of q·k is d_k, so we divide by its root. Dividing by d_k leaves a variance of ~0.004, so attention goes flat.',
    ]);
  });

  describe('communication: "too big" without the dimension is no cause', () => {
    eachAt('communication', 'weak', [
      // code comment
      'scores = q @ k.T / math.sqrt(d_k)  # keeps the dot products from getting too big, else the softmax saturates',
      // forum
      'We divide by sqrt(d_k) to prevent very large dot products that would make the softmax too peaky and gradients tiny.',
      // lecture note
      'Dividing by a scaling factor keeps the scores from growing too large, which would saturate the softmax and kill the gradients.',
      // blog: the growth with the dimension told only after the effect and the fix
      'Dividing by √d_k stops the logits getting huge. Huge logits saturate the softmax. The logits grow with the dimension, so we divide.',
    ]);
  });

  it('a number for the spread, then its consequence, is staff communication; the head size is not', () => {
    const fix = ' Dividing by √d_k keeps the variance of the scores at 1.';
    for (const text of [
      'The scores grow with d_k: the std is 8 at d_k = 64, so the softmax saturates and the gradients vanish.',
      'The scores grow with d_k; a spread of 22.6 makes the top weight 0.9999, so the softmax saturates.',
    ])
      expect(graded(text + fix).levels.communication, text).toBe('staff');
    for (const text of [
      'The spread of the scores grows with d_k, and at d_k = 512 the softmax saturates and the gradients vanish.',
      'The spread of the scores grows with a dimension of 64, so the softmax saturates and the gradients vanish.',
    ])
      expect(graded(text + fix).levels.communication, text).toBe('strong');
  });

  it('a note with no verb says what changes at small d_k; a keyword list does not', () => {
    const chain =
      'The scores grow with d_k, so the softmax saturates and the gradients vanish; ' +
      'its Jacobian diag(p) − ppᵀ goes to zero.\n';
    for (const note of [
      '- Small heads (d_k = 4): raw std 2, softmax not saturated, mild effect.',
      '- tiny d_k (e.g. 4): barely matters',
      '- at small d_k, hardly any change',
    ])
      expect(graded(chain + note).levels.followup, note).toBe('staff');
    expect(graded(chain).levels.followup).toBe('strong');
    expect(graded('small d_k, jacobian, diag p, softmax, gradients').levels.followup).toBe('weak');
  });

  it('closes a bracket a quote opens ("Var(q·k)", "p_i(δ_ij − p_j)")', () => {
    const r = graded(
      'Because the terms are independent, their variances add: Var(q·k) = d_k, so the std is √d_k. ' +
        'At d_k = 512 the softmax saturates; its derivative ∂p_i/∂z_j = p_i(δ_ij − p_j) is about 0, so W_Q and W_K get no gradient (they are starved). ' +
        'Dividing by √d_k keeps the variance at 1.',
    );
    const quotes = Object.values(r.evidence).flat();
    expect(quotes.some((q) => q.includes('Var(q·k)'))).toBe(true);
    for (const quoted of quotes)
      expect(quoted.split('(').length, quoted).toBe(quoted.split(')').length);
  });

  it('never opens a quote on a subscript ("σ(z)_i → 1", not "_i → 1")', () => {
    const r = graded(
      'When one σ(z)_i → 1 the softmax is saturated and every entry of its Jacobian goes to 0, so W_Q and W_K get no gradient.',
    );
    const quotes = Object.values(r.evidence).flat();
    expect(quotes.length).toBeGreaterThan(0);
    for (const quoted of quotes) expect(quoted, quoted).not.toMatch(/^_/);
    expect(quotes.some((q) => q.startsWith('σ(z)_i → 1'))).toBe(true);
  });

  it('never ends a quote before the bracket of a call ("diag(p)", not "diag")', () => {
    for (const [text, call] of [
      [
        'Large scores push p = softmax(s) towards one-hot, and the softmax Jacobian J = diag(p) − pp^T goes to zero, so W_Q and W_K get no gradient.',
        'diag(p)',
      ],
      [
        'Then Var(q·k) = Σ Var(q_i k_i) = d_k, and Var(s/c) = d_k/c² is 1 for c = √d_k, so dividing by √d_k keeps the variance at 1.',
        'Var(s/c)',
      ],
    ]) {
      const quotes = Object.values(graded(text).evidence).flat();
      expect(
        quotes.some((q) => q.includes(call)),
        text,
      ).toBe(true);
      for (const quoted of quotes) expect(text.includes(`${quoted}(`), quoted).toBe(false);
    }
  });

  it('reads a LaTeX Kronecker delta with its subscript as the Jacobian sketch', () => {
    for (const sketch of ['$p_i(\\delta_{ij} - p_j)$', '$s_i(\\delta_{ij} - s_j)$'])
      expect(
        graded(
          `Scores grow with d_k, so the softmax saturates and its Jacobian ${sketch} goes to 0: vanishing gradients. At small d_k = 4 it barely matters.`,
        ).levels.followup,
        sketch,
      ).toBe('staff');
  });

  it('quotes whole clauses as evidence, never cut mid-phrase', () => {
    const r = graded(
      'The scores grow with d_k, so the softmax saturates, T goes to zero, so the gradients to W_Q and W_K vanish. Dividing by √d_k keeps the variance at 1.',
    );
    for (const quoted of Object.values(r.evidence).flat()) {
      expect(quoted, quoted).not.toMatch(/\b(and|to|the|so)$/);
      expect(quoted.length, quoted).toBeGreaterThan(10);
    }
  });
});

// A relation told of a run, a bug hunt or the paper in the past tense is the
// same relation: every verb of the lexicon's relation phrases is also read in
// the past ("grew", "led to", "became", "dropped to zero"), and a past
// after a word of its clause is a finite verb when it ends the clause or takes
// an object, not the participle of a list of keywords.
describe('a relation said in the past tense', () => {
  const ideas = (text: string) => findClaims(claimsOf(text));
  it.each([
    ['scores-grow', 'The dot products grew with d_k.'],
    ['scores-grow', 'The dot products in our model grew with d_k.'],
    ['scores-grow', 'The logits rose with the head size.'],
    ['scores-grow', 'The scores blew up as d_k grew.'],
    ['scores-grow', 'The variance of the dot product was d_k.'],
    ['variances-add', 'The std of the scores was √d_k.'],
    ['unit-variance', 'After the division the variance was 1 again.'],
    ['unit-variance', 'The scaled scores had unit variance.'],
    ['softmax-saturates', 'The softmax became one-hot.'],
    ['softmax-saturates', 'The attention became very sparse.'],
    ['softmax-saturates', 'The softmax in the last layer saturated.'],
    ['softmax-saturates', 'The attention in layer 3 collapsed onto one token.'],
    ['vanishing-gradients', 'The gradients in the first layer vanished.'],
    ['vanishing-gradients', 'The gradient norms in layer 1 dropped to zero.'],
    ['vanishing-gradients', 'The gradients died.'],
    ['vanishing-gradients', 'The gradients shrank to nearly nothing.'],
    ['vanishing-gradients', 'W_Q and W_K learned nothing.'],
    ['vanishing-gradients', 'The projections hardly learned anything.'],
    ['jacobian-vanishes', 'The Jacobian became almost zero.'],
    ['dk-flattens', 'When we divided by d_k, the softmax went flat.'],
    ['trained-drift', 'Trained q and k became correlated.'],
    ['trained-drift', 'After training the queries and keys moved away from independence.'],
  ])('%s: "%s"', (id, text) => expect([...ideas(text).keys()]).toContain(id));

  it('the present tense is read as before', () => {
    for (const text of ['The logits rise with d_k.', 'The dot products go up with d_k.'])
      expect([...ideas(text).keys()], text).toContain('scores-grow');
  });

  it('a typical size said as a value is the root: "of order √d_k", "~ √d_k"', () => {
    for (const text of [
      'The scores are of order √d_k.',
      'q·k ~ √d_k',
      'The dot products have magnitude around √d_k.',
    ]) {
      expect([...ideas(text).keys()], text).toContain('scores-grow');
      expect([...ideas(text).keys()], text).toContain('variances-add');
    }
  });

  it('participles in a list, a passive push, a purpose and a choice are not read so', () => {
    // A list of participles states nothing.
    for (const text of [
      'saturated softmax, vanished gradients, exploded variance, scaled dot products',
      'Keywords: grew, shrank, vanished, saturated, collapsed, dropped',
    ])
      for (const dim of DIMENSIONS) expect(gradeAnswer(text).levels[dim], text).toBe('weak');
    // The softmax pushed (passive) is no cause of its own: the fix still pushes it.
    expect(
      gradeAnswer(
        'We divide by sqrt(d) so that the softmax is pushed into the region where it has small gradients.',
      ).mistakes,
    ).toContain('inverted-fix');
    // "is meant to" is a purpose, not a cause.
    expect(
      gradeAnswer(
        'Dividing by √d_k is meant to shrink the gradients reaching W_Q and W_K on purpose.',
      ).mistakes,
    ).toContain('inverted-fix');
    // A note's label and a changelog's old code are not the writer's divisor.
    for (const text of [
      '- Embeddings scaled by √d_model\n- Attention: softmax(QK^T/√d_k)V',
      '**Fixed**\n- `ScaledAttention` divided the scores by `sqrt(num_heads)` instead of `sqrt(head_dim)`.',
    ])
      expect(gradeAnswer(text).mistakes, text).toEqual([]);
    // People picking an option are no softmax picking one key; "in one go, up
    // to rounding" is no growth.
    expect([
      ...ideas('They just picked dot-product attention because it is faster.').keys(),
    ]).not.toContain('softmax-saturates');
    expect([
      ...ideas('The output is computed in one go, up to rounding, exactly.').keys(),
    ]).not.toContain('scores-grow');
  });
});

// Synonym families the probes found missing: the assumption said to fail
// after training (a drift), attention "too diffuse" or weights "nearly equal"
// (flat), and μP's name spelt out.
describe('the assumption failing, diffuse attention, μP spelt out', () => {
  it.each([
    ['trained-drift', 'After training the independence assumption no longer holds.'],
    ['trained-drift', 'The i.i.d. assumption breaks down as training progresses.'],
    ['trained-drift', 'The independence assumption is violated once the weights are trained.'],
    ['trained-drift', 'The assumptions fail after training, so √d_k is only a default.'],
    [
      'trained-drift',
      "The assumption of zero mean and unit variance isn't guaranteed after a few steps of training.",
    ],
    ['dk-flattens', 'Dividing by d_k would make the attention too diffuse.'],
    ['dk-flattens', 'If we divided by d_k all the weights would be nearly equal.'],
    // The flat weights a clause away from the division, or too much of the fix.
    [
      'dk-flattens',
      'If you divide by d_k, the logits shrink towards zero, so every key gets roughly the same weight.',
    ],
    ['dk-flattens', 'Using d_k as the divisor squashes the scores too much.'],
    ['dk-flattens', 'Dividing by the full d_k would overdo it.'],
    ['mup', 'The mu-parameterization uses a 1/d_k attention scale.'],
    ['mup', 'μ-parametrisation divides the logits by d_k.'],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it.each([
    ['trained-drift', 'Without the scaling, training breaks down.'],
    ['trained-drift', 'Training fails to converge when the gradients vanish.'],
    ['trained-drift', 'The independence assumption holds at initialisation.'],
    ['trained-drift', 'The scaling holds the variance at 1 during training.'],
    ['dk-flattens', 'Dividing by √d_k keeps the attention sharp enough.'],
    // A flat saturated region, or an average, with d named, flattens nothing.
    ['dk-flattens', 'For big d_k the softmax ends up in a flat region where its gradient is tiny.'],
    ['dk-flattens', 'At d = 256 the average top weight is above 0.9.'],
    ['dk-flattens', 'The scaling does not squash the scores too much.'],
  ])('not %s: "%s"', (id, text) => expect(ideas(text)).not.toContain(id));
});

// A phrase of several words written with a third-person verb ("barely
// changes", "is zero", "does not matter much") is also read with a plural
// subject; a verb whose plural is mostly an ability ("couldn't pick out
// anything") is not.
describe('a relation phrase said of a plural subject', () => {
  it.each([
    ['vanishing-gradients', 'The query and key weights hardly change.'],
    ['vanishing-gradients', 'W_Q and W_K barely change during training.'],
    ['vanishing-gradients', 'The gradients are zero for all but one key.'],
    ['small-dk', 'At small d_k the scaling factors do not matter much.'],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it('an ability denied is no saturation', () => {
    const text =
      'Dividing by d_k would over-correct: the softmax would be almost flat, so attention couldn’t pick out anything.';
    expect(ideas(text)).toContain('dk-flattens');
    expect(ideas(text)).not.toContain('softmax-saturates');
  });
});

// "The higher the dimension, the larger the dot products": two comparatives
// told together state a relation with no verb (lecture notes, slides).
describe('a comparative correlative states a relation without a verb', () => {
  it.each([
    ['scores-grow', 'The higher the dimension, the larger the dot products.'],
    ['scores-grow', 'the bigger the head dimension, the bigger the scores'],
    ['scores-grow', 'The larger d_k, the larger the variance of the scores.'],
    ['softmax-saturates', 'The larger the scores, the more peaked the softmax.'],
    ['softmax-saturates', 'the higher d_k, the more saturated the softmax'],
    ['vanishing-gradients', 'The larger the scores, the smaller the gradients.'],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it('one comparative alone is still a verbless phrase', () => {
    for (const text of ['The larger scores, peaked softmax.', 'the bigger d_k; the larger scores'])
      expect(ideas(text), text).toEqual([]);
  });
});

// Quantities and verdicts the probes found missing: "very little / little to
// no gradient", a small head that is "tiny" or where skipping the factor "does
// little harm" or one "gets away without it", and a view set against as "the
// opposite of" it.
describe('little gradient, small heads that get away without it, "the opposite of"', () => {
  it.each([
    ['vanishing-gradients', 'Very little gradient reaches W_Q and W_K.'],
    ['through-vanishes', 'Very little gradient makes it through the softmax.'],
    ['through-vanishes', 'Little to no gradient gets back through the softmax.'],
    ['small-dk', 'With tiny heads the difference between scaled and unscaled is small.'],
    ['small-dk', 'When d_k is small, skipping the scale does little harm.'],
    ['small-dk', 'At d_k = 4 you can get away without the factor.'],
    ['corrects-exploding', "It's the opposite of exploding gradients: they vanish."],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it('"makes no difference" said of the head size is no small-d_k verdict', () => {
    const text =
      'Head size makes no difference — a 4-wide head saturates as badly as a 128-wide one.';
    expect(claimsOf(text).map((c) => c.relation)).not.toContain('matters-little');
  });
});

// The rubric's third reason for the root, the law that a factor c on the
// score is c² on its variance, said in words or in maths: trade-offs strong
// on its own (LABELLING.md), but no cause of large scores.
describe('the factor squared on the variance is why the root', () => {
  it.each([
    'Dividing a random variable by c divides its variance by c².',
    'Var(x/c) = Var(x)/c^2, which is why the divisor is a root.',
    'It is the root because variance scales with the square of the factor.',
    'Scaling by a scales the variance by a squared.',
  ])('"%s"', (text) => {
    expect(ideas(text)).toContain('square-law');
    expect(ideas(text)).not.toContain('variances-add');
    expect(gradeAnswer(text).levels.tradeoffs).toBe('strong');
  });
  it('a square said of something else is not the law', () => {
    for (const text of [
      'The loss is the square of the error.',
      'The variance of the scores is large.',
      'Take the square root of the variance.',
    ])
      expect(ideas(text), text).not.toContain('square-law');
  });
});

// Notes' arrows: an arrow up or down after a quantity says it grows or shrinks.
describe('arrows up and down in notes', () => {
  it.each([
    ['scores-grow', 'd_k ↑ ⇒ q·k ↑'],
    ['scores-grow', 'd_k ↑ → Var(q·k) ↑'],
    ['scores-grow', 'bigger head: $d_k \\uparrow \\Rightarrow q^\\top k \\uparrow$'],
    ['vanishing-gradients', 'softmax saturates → grad ↓'],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it('an arrow alone states nothing', () => {
    for (const text of ['↑ ↓ ↑', 'softmax ↑, variance ↓, gradient ↑, scores ↓'])
      for (const dim of DIMENSIONS) expect(gradeAnswer(text).levels[dim], text).toBe('weak');
  });
});

// Maths names of the softmax's outputs (p_i, a_ij) and of the gradient the loss
// passes to the scores (∂L/∂s, dL/dz): said near 1, or near 0, they tell the
// peaked softmax and its vanishing Jacobian as the words do.
describe('softmax outputs and the gradient to the scores in maths notation', () => {
  it.each([
    ['softmax-saturates', 'Large scores make one p_i close to 1.'],
    ['softmax-saturates', 'p_max ≈ 0.999 once the logits are large.'],
    ['softmax-saturates', 'With large logits one a_ij is nearly 1 and the rest nearly 0.'],
    ['jacobian-vanishes', 'dL/dS ≈ 0.'],
    ['jacobian-vanishes', '∂L/∂s ≈ 0 for every score.'],
    ['jacobian-vanishes', 'The gradient w.r.t. the logits is nearly zero.'],
    ['jacobian-vanishes', 'dL/dz is basically 0 once the softmax is one-hot.'],
  ])('%s: "%s"', (id, text) => expect(ideas(text)).toContain(id));
  it('the same names said of something else tell neither', () => {
    for (const text of [
      'Each p_i is a probability between 0 and 1.',
      'The score s_i is close to 1.',
      'p_i = exp(z_i) / sum_j exp(z_j).',
      'dL/dW is large.',
      'The gradient with respect to the scores is large.',
    ]) {
      expect(ideas(text), text).not.toContain('softmax-saturates');
      expect(ideas(text), text).not.toContain('jacobian-vanishes');
    }
  });
});

// A value said of a demonstrative ("it is ≈ 0", "this matrix is close to 0")
// is said of the subject of the sentence before: a Jacobian written out, then
// said to vanish, is the Jacobian vanishing.
describe('a demonstrative after a formula stands for the formula', () => {
  it.each([
    'The softmax Jacobian is diag(p) − pp^T. When one p_i is close to 1, every entry of this matrix is close to 0.',
    'The derivative of the softmax is p_i(δ_ij − p_j). For a one-hot p this is 0 everywhere.',
    '∂p_i/∂z_j = p_i(δ_ij − p_j). If p is nearly one-hot, it is nearly zero.',
    'Recall that the softmax derivative is s(1 − s). Near saturation that term is tiny.',
    // A part named with no whole is a part of the formula before.
    'The derivative is p_i(δ_ij − p_j). When one p_i is close to 1, every entry is close to 0.',
    'The Jacobian is diag(p) − pp^T. For a one-hot p, all entries are 0.',
    'Its derivative is ∂p_i/∂z_j = p_i(δ_ij − p_j). Once a p_i nears 1, each entry is tiny.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('jacobian-vanishes'));
  it('a determiner, a verb of its own or another topic points at no Jacobian', () => {
    for (const text of [
      'The Jacobian is diag(p) − pp^T. The model then gets these tiny gradients.',
      'The Jacobian is diag(p) − pp^T. It barely matters at small d_k.',
      'The scores grow with d_k. At d_k = 4 it is small.',
      'Dividing by √d_k is cheap. Its cost is tiny.',
      // A part of a whole it names, or of scores, is no part of the formula.
      'The Jacobian is diag(p) − pp^T. Every entry of the score matrix is small at d_k = 4.',
      'The scores grow with d_k. Every entry is small at d_k = 4.',
    ])
      expect(ideas(text), text).not.toContain('jacobian-vanishes');
  });
});

// "… a hard max, which has zero gradient": the gradient a saturated softmax
// (or its one-hot limit) has, named by a relative clause, is its own.
// The Jacobian written out as J is J from then on.
describe('a Jacobian named J is the Jacobian wherever J is said', () => {
  it.each([
    'The softmax Jacobian is J_ij = p_i(δ_ij − p_j). For big d_k every entry of J is near zero.',
    'Let J = ∂p/∂z = diag(p) − pp^T. When p is one-hot, J ≈ 0.',
    'Its Jacobian, J = diag(p) − pp^T, goes to zero once one weight takes everything: J → 0.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('jacobian-vanishes'));
  it('a J never defined as the Jacobian, or an index j, is no Jacobian', () => {
    for (const text of [
      'J is the loss, and J goes to zero as training converges.',
      'For each pair i, j the score is tiny. The Jacobian is J = diag(p) − pp^T.',
    ])
      expect(ideas(text), text).not.toContain('jacobian-vanishes');
  });
});

// The paper's "regions where it has extremely small gradients", told as
// other places: areas of small gradient, a flat region it is pushed into.
describe('the saturated softmax placed in small-gradient areas or a flat region', () => {
  it.each([
    'For large d_k the dot products push the softmax into small-gradient areas.',
    'Big d_k → big dot products → softmax pushed into flat region → ~0 gradient.',
    'The large scores drive the softmax into a flat region where the gradient is almost zero.',
    'If not, the softmax goes into the saturation area and the gradient disappears.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('jacobian-vanishes'));
  it('a flat region of something else, or a flat region by itself, is no such place', () => {
    for (const text of [
      'The loss reaches a flat region after a few epochs, and the gradient is almost zero there.',
      'The softmax is pushed into a flat region.',
    ])
      expect(ideas(text), text).not.toContain('jacobian-vanishes');
  });
});

// Standardising in other words: the scores given the distribution of the
// entries they are built from, or divided by their own standard deviation.
describe("the scores standardised: the entries' distribution, their own std", () => {
  it.each([
    'After scaling, the scores have the same distribution as the individual entries of q and k.',
    'Dividing by √d_k divides the scores by their standard deviation.',
    'We divide each score by its standard deviation, √d_k.',
    // The variance itself normalised by the fix.
    'The scale 1/sqrt(d) normalizes the variance of the dot product.',
    'Dividing by √d_k normalises the variance of the scores.',
    // Multiplied by the reciprocal (inverse) of their standard deviation.
    'Ideally the scale is set to the reciprocal of the standard deviation of the dot product, which is 1/sqrt(d_k).',
    'We multiply the scores by the inverse of their standard deviation.',
    'The factor is the reciprocal of the std of q·k.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('unit-variance'));
  it("the entries' own distribution or standard deviation is no scaled score's", () => {
    for (const text of [
      'The entries of q and k have the same distribution.',
      'We divide the scores by the standard deviation of the entries.',
      "We multiply the scores by the reciprocal of the entries' standard deviation.",
      // Normalised by the variance, by no fix, or a normalisation named.
      'We normalize by the variance of the dot product.',
      'LayerNorm normalizes the variance of the activations.',
      "It's a normalization trick similar to batch norm.",
    ])
      expect(ideas(text), text).not.toContain('unit-variance');
  });
});

// A size as the whole purpose, said of the fix by its verb ("we scale … so
// that …") or by the code line a comment sits over.
describe('a size purpose said of the scaling verb or of the code below', () => {
  it.each([
    "We scale the logits so that they don't get too large.",
    "# Ensures that the logits don't have too large of a magnitude.\nq *= key_depth_per_head**-0.5",
    '# Ensures the scores do not get too big\nscores = scores / math.sqrt(d_k)',
    'We scale the dot products down so they do not become huge.',
  ])('"%s"', (text) => expect(gradeAnswer(text).mistakes).toEqual(['just-smaller']));
  it.each([
    "We scale the logits so that they don't get too large, which would saturate the softmax.",
    "# Ensures that the logits don't have too large of a magnitude.",
    '# Keeps the softmax out of saturation.\nq *= key_depth_per_head**-0.5',
  ])('not with a mechanism, or with no fix: "%s"', (text) =>
    expect(gradeAnswer(text).mistakes).toEqual([]),
  );
});

// Extremes said of the scores' distribution are their size, not the softmax's ends.
it('scores with extreme values saturate nothing', () => {
  expect(ideas('The scores come from a distribution with extreme values.')).not.toContain(
    'softmax-saturates',
  );
});

// "The softmax peaks": the verb said of the softmax (a Jacobian that peaks
// at 1/4 is its bound).
// A purpose of keeping the softmax responsive names the mechanism, so a
// smaller size said with it is not all of it (just-smaller).
describe('the softmax kept sensitive to its inputs, or attending to several keys', () => {
  it.each([
    'We divide by √d_k to keep the dot products from getting too large, so the softmax stays in a range where it is sensitive to its inputs.',
    'The dot products are scaled down so that the softmax can still attend to several tokens.',
    'Scaling keeps the logits small enough that the softmax stays responsive to small changes.',
  ])('"%s"', (text) => {
    expect(ideas(text)).toContain('softmax-saturates');
    expect(gradeAnswer(text).mistakes).not.toContain('just-smaller');
  });
  it('a size alone is still just smaller', () => {
    const text = 'The dot products are scaled down so that they are not too large.';
    expect(gradeAnswer(text).mistakes).toContain('just-smaller');
  });
});

// Weights written out with one near 1 and the rest near 0 are one-hot.
describe('a one-hot vector written out', () => {
  it.each([
    'softmax([22, 0, -5]) is essentially [1, 0, 0].',
    'The softmax output is [0.99, 0.01, 0.00].',
    'After the softmax we get (1, 0, 0).',
    'softmax gives [0.9999, 0.0001, 0]',
  ])('"%s"', (text) => expect(ideas(text)).toContain('softmax-saturates'));
  it('scores, spread-out weights or two entries are no one-hot vector', () => {
    for (const text of [
      'The scores are [8, -3, 1].',
      'After the softmax we get [0.4, 0.3, 0.3].',
      'The softmax of (2, 1) is (0.73, 0.27).',
    ])
      expect(ideas(text), text).not.toContain('softmax-saturates');
  });
  it('its figures anchor the chain only when they come before the consequence', () => {
    const before =
      'Each score sums d_k products, so its std grows like √d_k: at d_k = 64, softmax([12, 4, 1]) is [0.9997, 0.0003, 0.0000], so the gradients vanish. Divide by √d_k.';
    const after =
      'Each score sums d_k products, so its std grows like √d_k. Skip the scaling and attention goes one-hot, so the gradients vanish (e.g. p = [0.9997, 0.0002, 0.0001]). Divide by √d_k.';
    expect(gradeAnswer(before).levels.communication).toBe('staff');
    expect(gradeAnswer(after).levels.communication).not.toBe('staff');
  });
});

describe('the softmax said to peak or spike', () => {
  it.each([
    'large d => huge logits => softmax peaks => tiny grads.',
    'With big logits the softmax spikes on one key.',
    'Without the scaling the softmax output peaks at a single token.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('softmax-saturates'));
  it('a Jacobian or a variance that peaks is no saturated softmax', () => {
    for (const text of ['The Jacobian peaks at 1/4.', 'The variance peaks at initialisation.'])
      expect(ideas(text), text).not.toContain('softmax-saturates');
  });
});

// Big-O notation gives a typical size, as "about" does.
describe('a typical size in Big-O: O(1), O(√d_k)', () => {
  it.each([
    'This makes the scores O(1) instead of O(√d_k).',
    'After dividing by √d_k the logits are O(1) whatever the head size.',
  ])('"%s" keeps the spread at one', (text) => expect(ideas(text)).toContain('unit-variance'));
  it.each(['Unscaled, the scores are O(√d_k).', 'Without scaling the logits are O(sqrt(d_k)).'])(
    '"%s" says the scores grow',
    (text) => expect(ideas(text)).toContain('scores-grow'),
  );
  it('a cost in Big-O says nothing of the scores', () => {
    const found = ideas('Attention costs O(n^2 d) with or without the scaling.');
    expect(found).not.toContain('unit-variance');
    expect(found).not.toContain('scores-grow');
  });
});

// A pronoun that is a value's own subject stands for the subject before it.
describe('"they vanish" after the gradients is the gradients vanishing', () => {
  it.each([
    "The gradients don't explode; they vanish.",
    "The gradients don't explode. They just vanish.",
    'Do the gradients explode? No, they vanish.',
    'The gradient to W_Q gets tiny. It simply vanishes as d_k grows.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('vanishing-gradients'));
  it('a pronoun whose verb is not the value, or a subject of its own, is left alone', () => {
    for (const text of [
      'The softmax saturates, so it barely trains.',
      'The scores grow with d_k. They vanish at small d_k.',
    ])
      expect(ideas(text), text).not.toContain('vanishing-gradients');
  });
});

describe('a relative clause gives the saturated softmax its own gradient', () => {
  it.each([
    'Large logits turn the softmax into a hard max, which has zero gradient almost everywhere.',
    'Large scores push the softmax toward an argmax, which has a gradient of zero almost everywhere.',
    'With big scores the output is nearly one-hot, which has almost no gradient.',
    'The softmax saturates, which has very small gradients.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('jacobian-vanishes'));
  it('a relative clause of something else that has a gradient says nothing of it', () => {
    for (const text of [
      'The loss is cross-entropy, which has a large gradient.',
      'The model uses Adam, which has momentum, and the gradients are fine.',
    ])
      expect(ideas(text), text).not.toContain('jacobian-vanishes');
  });
});

// Weights driven to both ends at once, "to 0 and 1", are a saturated softmax;
// a variance kept at 1 or a gradient said tiny beside them is no such pair.
describe('weights pushed to 0 and 1 are a saturated softmax', () => {
  it.each([
    'Large scores push the probabilities to 0 and 1.',
    'Big logits drive the attention weights to 0 or 1.',
    'Huge dot products force the softmax to output 0s and a single 1.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('softmax-saturates'));
  it('a 0 and a 1 that belong to something else are no saturation', () => {
    for (const text of [
      'Dividing by √d_k keeps the variance at about 1, so the softmax does not end up with tiny gradients.',
      'Softmax turns the scores into weights between 0 and 1.',
      'The scaling maps the weights to values between 0 and 1.',
    ])
      expect(ideas(text), text).not.toContain('softmax-saturates');
  });
});

// The divisor kept apart from the reason for it: a spread brought back to 1
// by √d_k, or made independent of d_k, says the fix works, not why the root
// (trade-offs stay weak); a sum's typical distance from zero said as √d_k does.
describe('why the root: the fix restoring the spread is no reason for the root', () => {
  it.each([
    'The factor 1/√d_k brings the std of q·k back to 1.',
    'After dividing by sqrt(d_k), the scores have a standard deviation of about 1 no matter the dimension.',
    'The scaling factor makes the variance of the scores independent of d_k.',
    'We divide by sqrt(d_k) so that the scale of the scores does not depend on the head dimension.',
  ])('"%s"', (text) => {
    const { levels } = gradeAnswer(text);
    expect(levels.correctness).toBe('strong');
    expect(levels.tradeoffs).toBe('weak');
  });
  it.each([
    'A random walk of d_k steps of ±1 ends up about √d_k from zero, not d_k.',
    'Add d_k coin flips of ±1: the total typically lands ~√d_k away from zero.',
    'The std of q·k is √d_k, so that is what we divide by.',
    'Var(q·k) = d_k, so its std is √d_k.',
    'Each vote is ±1, so the typical margin goes like the square root of the number of votes.',
    'The net pull spreads with the square root of the team size.',
  ])('"%s" gives the root its reason', (text) =>
    expect(gradeAnswer(text).levels.tradeoffs).toBe('strong'),
  );
});

describe('"went with √d_k" is a choice, not a growth', () => {
  it.each([
    'They went with √d_k because it worked better.',
    'The authors went with the square root.',
  ])('"%s"', (text) => expect(claimsOf(text).map((c) => c.relation)).not.toContain('grows-with'));
});

// Keys said to be the model's width ("q and k are d_model-dimensional") make
// √d_model the keys' own size, as "K ∈ R^{n × d_model}" does: no mistake.
describe('keys said to be d_model wide make √d_model their own size', () => {
  it.each([
    'Since q and k are d_model-dimensional vectors in this simplified version, their dot product has variance d_model, which is why we divide by sqrt(d_model).',
    'In this toy model the queries and keys have size d_model, so we divide by √d_model.',
    'Here the keys are vectors of length d_model, and the scores are divided by sqrt(d_model).',
  ])('"%s"', (text) => expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-dmodel'));
  it('with heads that split the width, √d_model is still the mistake', () => {
    const text =
      'We use 8 heads, and the queries and keys have size d_model before the split, so we divide by √d_model.';
    expect(gradeAnswer(text).mistakes).toContain('divide-by-sqrt-dmodel');
  });
});

// A gradient that cannot get through the softmax is the Jacobian's failure:
// "can't propagate", "fails to flow", "barely passes".
describe('a gradient that cannot flow through the softmax', () => {
  it.each([
    'The gradient cannot propagate through the softmax.',
    'Once the softmax saturates, gradients barely flow back through it.',
    'Gradients fail to propagate through a saturated softmax.',
    "The gradient can't flow back through the saturated softmax.",
    'Gradients could not get back through the peaked softmax.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('through-vanishes'));
  it('a flow said of something else, or allowed, is no vanishing', () => {
    for (const text of [
      "Information can't flow between distant tokens.",
      'The gradient can flow back through the residual connection.',
    ])
      expect(ideas(text), text).not.toContain('through-vanishes');
  });
});

// The spread's dependence on d_k removed is the spread held whatever d_k.
describe('the dependence on d_k removed', () => {
  it.each([
    'Scaling by 1/√d_k removes the dependence of the variance on d_k.',
    'Dividing by √d_k decouples the scale of the scores from d_k.',
    "Dividing by √d_k eliminates the d_k dependence of the scores' variance.",
  ])('"%s"', (text) => expect(gradeAnswer(text).levels.correctness).toBe('strong'));
  it('a dependence that stays, or a spread not named, is no such claim', () => {
    for (const text of [
      'The variance has a linear dependence on d_k.',
      'Scaling removes the dependence on d_k.',
      'We remove the dependence on the GPU.',
    ])
      expect(gradeAnswer(text).levels.correctness, text).toBe('weak');
  });
});

// "Shoot up", "skyrocket" and "climb" are growths of the scores; a gradient's
// norm said to grow is no score, so a saturation before it reverses nothing.
describe('scores that shoot up, and a gradient norm that is no score', () => {
  it.each([
    'The scores shoot up with d_k, the softmax saturates and the gradients vanish.',
    'The attention logits skyrocket as d_k grows.',
    'The dot products shot up when we doubled d_k.',
    'The dot products climb with d_k.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('scores-grow'));
  it.each([
    'The logits came out big, attention was almost all on one position, and then the gradient norm blew up.',
    'The softmax saturated, and then the gradient norm grew.',
    'The softmax saturated and the norm of the gradients increased.',
  ])('"%s" reverses no causation', (text) =>
    expect(gradeAnswer(text).mistakes).not.toContain('reversed-causation'),
  );
  it('the scores grown after the saturation are still told backwards', () =>
    expect(gradeAnswer('The softmax saturates, so the scores shoot up.').mistakes).toContain(
      'reversed-causation',
    ));
});

// Rules no labelled answer happens to exercise, held here by wordings of
// their class: an ablation that keeps every labelled grade would delete them.
describe('classes no labelled answer exercises', () => {
  it.each([
    "Dividing by d_model? That'd be dividing by √768 for BERT, way too much. We divide by √64.",
    "Why not √d_model? That'd mean dividing by √512, which over-shrinks the scores. Each head divides by √64.",
    "It'd be √768 if you used the full width, but each head divides by √64.",
  ])('"that\'d" imagines a divisor: "%s"', (text) =>
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-dmodel'),
  );
  it.each([
    'Without scaling, the softmax saturates. Dividing by √d_k makes the softmax saturate, which is the point.',
    'Without the factor the scores are large. We divide by √d_k so the softmax saturates.',
  ])('a "without" in an earlier sentence leaves the fix told later: "%s"', (text) =>
    expect(gradeAnswer(text).mistakes).toContain('inverted-fix'),
  );
  it.each([
    'The variance of q·k is d_k, so the softmax saturates. We divide by √d_k. If the loss still spikes, just lower the learning rate to make the updates smaller.',
    'Var(q·k) = d_k saturates the softmax, hence the √d_k. If it diverges anyway, just use a smaller learning rate.',
  ])('advice said with "just" is no size purpose: "%s"', (text) =>
    expect(gradeAnswer(text).mistakes).not.toContain('just-smaller'),
  );
  it.each([
    'Do the gradients explode? No, they vanish.',
    'Does the gradient explode? No, it vanishes.',
  ])('a reply\'s pronoun stands for what the question asked about: "%s"', (text) =>
    expect([...findClaims(claimsOf(text)).keys()]).toContain('vanishing-gradients'),
  );
  it.each([
    'With a single head the keys have dimension d_model, so we scale by 1/sqrt(d_model); if we were to use 8 heads, that would change.',
    'Here Q, K ∈ R^{n × d_model} with one head, so we divide by sqrt(d_model). If we later used several heads, it would be sqrt(d_model/h).',
  ])('heads named only under a condition leave one head\'s keys model-wide: "%s"', (text) =>
    expect(gradeAnswer(text).mistakes).not.toContain('divide-by-sqrt-dmodel'),
  );
});

// A pronoun for a spread that grows with d_k, kept from growing or denied
// to blow up, keeps the spread whatever d_k: correctness strong.
describe('the growth with d_k kept off, said of a pronoun', () => {
  it.each([
    "The variance grows with d_k; we scale so it doesn't blow up.",
    'The variance of the scores increases with the dimension, so we divide by √d_k and it no longer grows.',
    'The dot products grow with d_k. That is why we scale them by 1/√d_k: to keep them from growing with d_k.',
    'The logits grow with the head size, and the √d_k keeps them from growing with the head size.',
  ])('"%s"', (text) => {
    const { levels, mistakes } = gradeAnswer(text);
    expect(levels.correctness).toBe('strong');
    expect(mistakes).not.toContain('just-smaller');
  });
  it('the scores kept from growing with no dimension said stay a size purpose', () =>
    expect(
      gradeAnswer('The dot products grow with d_k, and dividing by √d_k stops them from growing.')
        .levels.correctness,
    ).toBe('weak'));
});

// The gradients the softmax gives are its own, however small they are said:
// "tiny" names its own zero, no subject of the vanishing.
describe('the gradients a saturated softmax gives, said tiny', () => {
  it.each([
    'With big scores the softmax saturates and gives tiny gradients.',
    'The softmax saturates and gives vanishing gradients.',
    'When the scores are large, the softmax saturates and gives tiny gradients.',
  ])('"%s"', (text) => expect(gradeAnswer(text).levels.depth).toBe('staff'));
  it('tiny gradients given by something else are no softmax Jacobian', () =>
    expect(gradeAnswer('The optimizer gives tiny gradients to the embeddings.').levels.depth).toBe(
      'weak',
    ));
});

// Unicode Greek letters read as LaTeX names them: "α_ij" is "\alpha_{ij}",
// an attention weight; a quote keeps the letter that opens it.
describe('Greek letters by their names', () => {
  it.each([
    'With large logits one α_ij is nearly 1 and the rest nearly 0.',
    'Large scores push one α_i close to 1.',
  ])('"%s"', (text) => expect(ideas(text)).toContain('softmax-saturates'));
  it('the letter stays in the quoted evidence', () => {
    const { evidence } = gradeAnswer('The std is √d_k, so with τ = 1 the softmax is ~argmax.');
    expect(evidence.depth.join(' ')).toContain('τ = 1');
  });
  it('a Greek letter of something else names no weight', () =>
    expect(ideas('Use Adam with β = 0.9 and ε = 1e-8.')).not.toContain('softmax-saturates'));
});

// "…, and so B" links B to what came before, as "…, so B" does; "so" before
// an adjective is still an intensifier.
describe('"and so" is a link', () => {
  const linked = (text: string) => claimsOf(text).some((c) => c.links.length > 0);
  it.each([
    'The scores grow with d_k, and so the softmax saturates.',
    'The softmax saturates, and so the gradients vanish.',
  ])('"%s"', (text) => expect(linked(text)).toBe(true));
  it('"and so big" links nothing', () =>
    expect(linked('The scores are large and so big that nothing else matters.')).toBe(false));
});
