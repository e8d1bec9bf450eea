// Levels are earned by claims, not keywords: a keyword list states nothing,
// the same ideas with verbs do, and a claim told the wrong way round is the
// mistake.
import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';

describe('claims, not keywords', () => {
  it('gives a bare list of the right keywords nothing on depth or trade-offs', () => {
    const r = gradeAnswer(
      'Variance d_k, softmax saturation, Jacobian vanishing gradients, sqrt(d_k), random walk, muP 1/d_k, independent unit-variance entries.',
    );
    expect(r.levels.depth).toBe('weak');
    expect(r.levels.tradeoffs).toBe('weak');
    expect(r.levels.communication).toBe('weak');
  });

  it('reads the same ideas as claims once they have verbs', () => {
    const r = gradeAnswer(
      'The dot product has variance d_k, so the softmax saturates and its Jacobian vanishes; dividing by √d_k keeps the variance at 1.',
    );
    expect(r.levels.depth).toBe('staff');
    expect(r.levels.tradeoffs).toBe('strong');
  });

  // A sentence needs a finite verb to state anything, and the verb list is
  // closed: a sentence whose only verb is missing from it says nothing at all.
  it.each([
    'The vanishing gradient problem stems from the dot products growing with d_k.',
    'Vanishing gradients arise from dot products growing with d_k.',
    'Vanishing gradients originate in dot products growing with d_k.',
    'Dot products growing with d_k induce vanishing gradients.',
  ])('reads a claim whose only verb is an ordinary one: %s', (text) => {
    expect(gradeAnswer(text).levels.followup).toBe('strong');
  });

  it('needs a predicate in each item of a keyword list, not just somewhere in the sentence', () => {
    const r = gradeAnswer(
      'The reasons are: softmax saturation, Jacobian vanishing, variance d_k, random walk.',
    );
    expect(r.levels.depth).toBe('weak');
  });

  // A sentence whose words are mostly in its claims is no list, however many
  // short items (an aside, a verdict) it has around them.
  it.each([
    'The softmax Jacobian, ∂p_i/∂z_j = p_i(δ_ij − p_j), is bounded by 1/4 and collapses to ~0 when p is one-hot, so W_Q and W_K receive almost no gradient: vanishing, not exploding.',
    'Its Jacobian, diag(p) − pp^T, goes to zero once one weight takes everything, so W_Q and W_K are starved: vanishing, not exploding.',
  ])('reads a sentence with an aside and a verdict as claims: %s', (text) => {
    expect(gradeAnswer(text).levels.followup).toBe('strong');
  });
  it('still reads a list with one short claim among its items as a list', () => {
    const r = gradeAnswer(
      'Variance d_k, softmax saturation, Jacobian, vanishing gradients, W_Q starved, it saturates.',
    );
    expect(r.levels.depth).toBe('weak');
    expect(r.levels.followup).toBe('weak');
  });

  // A sentence that opens on "So" and tells its own chain in order is no
  // effect turned into a cause, whatever the sentence before said.
  it('reads a chain told in order after a general remark as in order', () => {
    for (const text of [
      'Because softmax is exponential, large values dominate. So, as d_k grows, the variance of the dot product grows too, and the softmax gets peakier.',
      'Softmax favours large values. So as d_k grows the scores spread out and the softmax gets more peaked.',
    ])
      expect(gradeAnswer(text).mistakes, text).toEqual([]);
  });

  it('reads "the scores should be scaled, as they grow" as the fix, not a growth', () => {
    for (const text of [
      'The softmax becomes peaky, so the gradient vanishes. Therefore, the dot products should be scaled, as they grow with the dimension.',
      'The softmax saturates. So the logits are scaled, as they get large with d_k.',
    ])
      expect(gradeAnswer(text).mistakes, text).toEqual([]);
    // Active, "scales as" is still a growth.
    expect(gradeAnswer('The variance of the dot product scales as d_k.').levels.tradeoffs).toBe(
      'strong',
    );
  });

  it('reads a label "Cause:" as naming the cause of what came before', () => {
    for (const text of [
      'Problem: the softmax saturates and gradients vanish. Cause: the dot products grow with d_k. Fix: divide by sqrt(d_k).',
      'Saturation → vanishing gradients. Root cause: Var(q·k) = d_k.',
      'The softmax goes one-hot. The cause: scores that grow with d_k.',
    ])
      expect(gradeAnswer(text).mistakes, text).toEqual([]);
    // A forward "cause" is still a link from what precedes it.
    expect(
      gradeAnswer(
        'The softmax saturates, and that saturation will cause the scores to grow with d_k.',
      ).mistakes,
    ).toEqual(['reversed-causation']);
  });

  it('names a reversed causal chain as a mistake and marks it weak on depth', () => {
    const r = gradeAnswer(
      'Softmax saturation makes the variance of the scores grow with d_k, and the Jacobian goes to zero. So we divide by √d_k to keep the variance at 1.',
    );
    expect(r.mistakes).toContain('reversed-causation');
    expect(r.levels.depth).toBe('weak');
    expect(r.levels.communication).toBe('weak');
  });

  it('names an inverted fix (multiply by √d_k) and caps correctness', () => {
    const r = gradeAnswer(
      'The scores grow with d_k and saturate the softmax, so we multiply them by √d_k to bring the variance back to 1.',
    );
    expect(r.mistakes).toEqual(['inverted-fix']);
    expect(r.levels.correctness).toBe('weak');
  });

  it('does not call multiplying by 1/√d_k an inverted fix', () => {
    expect(gradeAnswer('We multiply the scores by 1/√d_k.').mistakes).toEqual([]);
  });

  it('does not read scores exploding into zero-gradient regions as exploding gradients', () => {
    const r = gradeAnswer(
      'Without the scaling the scores explode into zero-gradient regions of the softmax, so learning stalls.',
    );
    expect(r.mistakes).toEqual([]);
    expect(r.levels.followup).toBe('strong');
  });
});

describe('code and Markdown read as words', () => {
  it.each([
    'scores = q @ k.T / math.sqrt(self.d_model)',
    'attn = attn / np.sqrt(self.d_model)',
    'w = softmax(qk / torch.sqrt(torch.tensor(d_model, dtype=torch.float32)))',
    'x / math.sqrt(config.embed_dim)',
  ])('reads "%s" as dividing by √d_model', (code) => {
    expect(gradeAnswer(code).mistakes).toEqual(['divide-by-sqrt-dmodel']);
  });

  it('ends a sentence at a Markdown heading and reads bold text', () => {
    const r = gradeAnswer(
      '## Why the scale matters\nThe dot product has variance d_k, so the **softmax saturates**.\n> and the gradients vanish',
    );
    expect(r.evidence.depth.join(' ')).toContain('softmax saturates');
    expect(r.levels.followup).toBe('strong');
  });
});

describe('claims told the wrong way round', () => {
  it('reads saturation as the condition of growing scores as a reversed chain', () => {
    for (const text of [
      'After it saturates it drives the logits further apart, which is why the variance is d_k.',
      'Once the gradients vanish nothing holds the queries and keys back, so the scores blow up with d_k.',
    ])
      expect(gradeAnswer(text).mistakes, text).toContain('reversed-causation');
  });

  it('still reads "once d_k is large the softmax saturates" the right way round', () => {
    expect(
      gradeAnswer('Once d_k is large the scores grow, and the softmax saturates.').mistakes,
    ).toEqual([]);
  });

  it('reads a negated purpose of the fix as the exploding-gradient mistake', () => {
    const r = gradeAnswer('We divide by √d_k so that the gradients do not explode.');
    expect(r.mistakes).toEqual(['exploding-gradients']);
    expect(r.levels.followup).toBe('weak');
  });
});
