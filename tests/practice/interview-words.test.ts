// The sentences the interview shows for why a follow-up is asked and why a
// level moved (ui/interview-words.ts).
import { describe, expect, it } from 'vitest';
import { questionById } from '../../web/src/practice/interview/bank';
import { readableReason, reasonText } from '../../web/src/practice/ui/interview-words';
import { mainResult, levels } from './interview-fixtures';

describe('why a follow-up is asked', () => {
  it('quotes the phrase of the mistake it checks', () => {
    const { flags } = mainResult(levels('strong'), ['exploding-gradients']);
    const text = reasonText(
      { kind: 'mistake', mistake: 'exploding-gradients', madeIn: 'main' },
      flags,
    );
    expect(text).toContain(`your main answer said “${flags[0].phrase}”`);
  });

  it('names the weak dimension, and says when a question was asked for', () => {
    expect(reasonText({ kind: 'weak', dimension: 'tradeoffs' }, [])).toContain('trade-offs');
    expect(reasonText({ kind: 'more' }, [])).toMatch(/you asked for it/);
  });
});

describe('why a level moved', () => {
  it('turns a question id into the question and a mistake id into its name', () => {
    expect(readableReason('what-breaks: staff')).toBe(
      `answered “${questionById('what-breaks')?.text}” at staff`,
    );
    expect(readableReason('mistake divide-by-dk')).toBe('mistake: dividing by d_k');
  });

  it('leaves other sentences and unknown ids as they are', () => {
    for (const reason of [
      'handled the Jacobian and small-d_k probes',
      'no-such-question: staff',
      'mistake not-a-mistake',
    ])
      expect(readableReason(reason)).toBe(reason);
  });
});
