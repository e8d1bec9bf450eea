// The mock interviewer's choice of follow-ups (interview/plan.ts).
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_UP_POOL,
  nextFollowUp,
  plannedFollowUps,
  rankFollowUps,
  type InterviewSoFar,
} from '../../web/src/practice/interview/plan';
import { QUESTIONS } from '../../web/src/practice/interview/bank';
import type { MistakeId } from '../../web/src/practice/scorer/mistakes';
import { levels } from './interview-fixtures';

const fresh = (main: InterviewSoFar['main']): InterviewSoFar => ({
  main,
  answered: [],
  skipped: [],
});

/** The first `count` questions the interviewer would ask after this main answer. */
const firstQuestions = (main: InterviewSoFar['main'], count: number) =>
  rankFollowUps(fresh(main))
    .slice(0, count)
    .map((c) => c.question);

describe('the first follow-up goes after what the main answer lacked', () => {
  it('a claim of exploding gradients is checked with exploding-vs-vanishing', () => {
    const choice = nextFollowUp(
      fresh({ levels: levels('strong', { followup: 'weak' }), mistakes: ['exploding-gradients'] }),
    );
    expect(choice).toEqual({
      question: 'exploding-vs-vanishing',
      reason: { kind: 'mistake', mistake: 'exploding-gradients', madeIn: 'main' },
    });
  });

  it.each([
    ['divide-by-dk', 'divide-by-dk-mup'],
    ['divide-by-sqrt-heads', 'multi-head'],
    ['divide-by-sqrt-dmodel', 'multi-head'],
    ['just-smaller', 'what-breaks'],
    ['variance-exactly-one', 'trained-drift'],
    // Not in the planner's table: the first bank question listening for it.
    ['flash-approximate', 'cost-flash'],
  ] as [MistakeId, string][])('the mistake %s leads to %s', (mistake, question) => {
    const choice = nextFollowUp(fresh({ levels: levels('strong'), mistakes: [mistake] }));
    expect(choice?.question).toBe(question);
  });

  it('weak depth is probed with what-breaks', () => {
    const choice = nextFollowUp(
      fresh({ levels: levels('strong', { depth: 'weak' }), mistakes: [] }),
    );
    expect(choice).toEqual({
      question: 'what-breaks',
      reason: { kind: 'weak', dimension: 'depth' },
    });
  });

  it('weak trade-offs are probed with divide-by-dk-mup, then variant-why-sqrt once that is used', () => {
    const main = { levels: levels('strong', { tradeoffs: 'weak' }), mistakes: [] };
    expect(nextFollowUp(fresh(main))?.question).toBe('divide-by-dk-mup');
    const after = nextFollowUp({ main, answered: [], skipped: ['divide-by-dk-mup'] });
    expect(after).toEqual({
      question: 'variant-why-sqrt',
      reason: { kind: 'weak', dimension: 'tradeoffs' },
    });
  });

  it('several weak dimensions: the mechanism before the presentation, mistakes before both', () => {
    const main = {
      levels: levels('strong', { communication: 'weak', depth: 'weak', tradeoffs: 'weak' }),
      mistakes: ['divide-by-sqrt-heads'] as const,
    };
    expect(firstQuestions(main, 4)).toEqual(
      'multi-head what-breaks divide-by-dk-mup variant-teammate'.split(' '),
    );
  });

  it('a strong answer that named the Jacobian gets the staff probes', () => {
    const ranked = rankFollowUps(
      fresh({ levels: levels('strong', { depth: 'staff' }), mistakes: [] }),
    );
    expect(ranked.slice(0, 3)).toEqual(
      ['small-dk', 'trained-drift', 'cross-entropy'].map((question) => ({
        question,
        reason: { kind: 'staff-probe' },
      })),
    );
  });

  it('a strong answer that did not name the Jacobian is asked for it first', () => {
    expect(firstQuestions({ levels: levels('strong'), mistakes: [] }, 4)).toEqual(
      'what-breaks small-dk trained-drift cross-entropy'.split(' '),
    );
  });
});

describe('the interview as it goes on', () => {
  it('a mistake made in a follow-up is probed next, ahead of the remaining plan', () => {
    const main = { levels: levels('strong', { depth: 'weak', tradeoffs: 'weak' }), mistakes: [] };
    expect(nextFollowUp(fresh(main))?.question).toBe('what-breaks');
    const next = nextFollowUp({
      main,
      answered: [{ question: 'what-breaks', mistakes: ['exploding-gradients'] }],
      skipped: [],
    });
    expect(next).toEqual({
      question: 'exploding-vs-vanishing',
      reason: { kind: 'mistake', mistake: 'exploding-gradients', madeIn: 'what-breaks' },
    });
  });

  it('never asks a question twice, skipped or answered, and ends after the whole bank', () => {
    const mains: InterviewSoFar['main'][] = [
      { levels: levels('weak'), mistakes: ['exploding-gradients', 'divide-by-dk'] },
      { levels: levels('staff'), mistakes: [] },
      { levels: levels('strong', { communication: 'weak' }), mistakes: ['just-smaller'] },
    ];
    for (const main of mains) {
      const soFar: {
        main: typeof main;
        answered: InterviewSoFar['answered'][number][];
        skipped: string[];
      } = { main, answered: [], skipped: [] };
      const asked: string[] = [];
      for (let turn = 0; turn < 40; turn++) {
        const choice = nextFollowUp(soFar);
        if (!choice) break;
        asked.push(choice.question);
        // Alternate answering (with a mistake the bank listens for) and skipping.
        if (turn % 2 === 0) soFar.skipped.push(choice.question);
        else {
          const listens = QUESTIONS.find((q) => q.id === choice.question)?.mistakes ?? [];
          soFar.answered.push({ question: choice.question, mistakes: listens.slice(0, 1) });
        }
      }
      expect(new Set(asked).size).toBe(asked.length);
      expect([...asked].sort()).toEqual([...FOLLOW_UP_POOL].sort());
      expect(asked).not.toContain('main');
    }
  });

  it('the same answers always give the same ranking', () => {
    const soFar: InterviewSoFar = {
      main: { levels: levels('strong', { depth: 'weak' }), mistakes: ['divide-by-dk'] },
      answered: [{ question: 'divide-by-dk-mup', mistakes: [] }],
      skipped: ['what-breaks'],
    };
    const first = rankFollowUps(soFar);
    expect(rankFollowUps(structuredClone(soFar))).toEqual(first);
    expect(first.map((c) => c.question)).not.toContain('what-breaks');
    expect(first[0]).toEqual({
      question: 'exploding-vs-vanishing',
      reason: { kind: 'weak', dimension: 'depth' },
    });
  });
});

describe('how many follow-ups are planned', () => {
  it('two after a near-perfect answer, three otherwise', () => {
    expect(
      plannedFollowUps({ levels: levels('staff', { communication: 'strong' }), mistakes: [] }),
    ).toBe(2);
    expect(plannedFollowUps({ levels: levels('staff'), mistakes: ['variance-exactly-one'] })).toBe(
      3,
    );
    expect(plannedFollowUps({ levels: levels('strong', { depth: 'staff' }), mistakes: [] })).toBe(
      3,
    );
  });
});
