import { describe, expect, it } from 'vitest';
import { gradeAnswer, MAX_ANSWER_CHARS } from '../../web/src/practice/scorer/grade';
import { normaliseAnswer } from '../../web/src/practice/scorer/normalise';
import { tokenise } from '../../web/src/practice/scorer/tokens';
import { editDistanceWithin, typoBudget } from '../../web/src/practice/scorer/edit-distance';
import { DIMENSIONS } from '../../web/src/practice/scorer/rubric';

const words = (text: string) => tokenise(normaliseAnswer(text)).map((t) => t.text);

describe('normalisation', () => {
  it.each([
    ['divide by sqrt(d_k)', 'sqrtdk'],
    ['divide by √dk', 'sqrtdk'],
    ['divide by √dₖ', 'sqrtdk'],
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
});

describe('typo tolerance', () => {
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
});

describe('mistakes and negation', () => {
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

  it.each([
    'Dividing by d_k instead would flatten the softmax.',
    'muP divides by d_k because trained queries and keys correlate.',
    'People say sqrt(d_model), but that is wrong.',
    'It is not sqrt(num_heads): heads do not enter the scale.',
    'It is not just about making the numbers smaller.',
    'The variance is not always exactly one once trained.',
  ])('"%s" is not a mistake', (text) => {
    expect(gradeAnswer(text).mistakes).toEqual([]);
  });
});

describe('levels and evidence', () => {
  const staff =
    'Assume the entries of q and k are independent with zero mean and unit variance. Variances add, so q·k has variance d_k; at d_k = 64 the std is 8, the softmax saturates and its Jacobian p_i(δ_ij − p_j) is near zero, so W_Q and W_K get no gradient: the gradients vanish. Dividing by √d_k restores unit variance; dividing by d_k would flatten attention. At small d_k the difference is mild.';

  it('places a complete answer at staff on every dimension, quoting the learner', () => {
    const r = gradeAnswer(staff);
    for (const dim of DIMENSIONS) {
      expect(r.levels[dim], dim).toBe('staff');
      expect(r.missing[dim]).toBeNull();
      expect(r.evidence[dim].length, dim).toBeGreaterThan(0);
      for (const phrase of r.evidence[dim]) expect(staff).toContain(phrase);
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
});

describe('model answers', () => {
  it('each model answer is placed at its own level on every dimension, without mistakes', async () => {
    const { MODEL_ANSWERS } = await import('../../web/src/practice/model-answers');
    for (const [level, text] of Object.entries(MODEL_ANSWERS)) {
      const r = gradeAnswer(text);
      for (const dim of DIMENSIONS) expect(r.levels[dim], `${level} answer, ${dim}`).toBe(level);
      expect(r.mistakes).toEqual([]);
    }
  });

  it('quotes a concrete number with its context as communication evidence', () => {
    const r = gradeAnswer(
      'The variance grows with d_k: at d_k = 64 the std is 8, so the softmax saturates and gradients vanish. Divide by sqrt(d_k).',
    );
    expect(r.levels.communication).toBe('staff');
    expect(r.evidence.communication.some((p) => /64/.test(p) && p.split(' ').length > 1)).toBe(
      true,
    );
  });
});

describe('gaming the scorer', () => {
  it('a bare list of keywords does not count as a well-told chain', () => {
    const r = gradeAnswer('variance d_k softmax saturates gradients vanish sqrt(d_k)');
    expect(r.levels.communication).toBe('weak');
    expect(r.missing.communication).toMatch(/chain/);
  });
});
