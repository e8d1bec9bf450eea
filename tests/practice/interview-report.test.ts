// The end of a mock interview: corrections credited (interview/credit.ts) and
// the final report built on them (interview/final-report.ts).
import { describe, expect, it } from 'vitest';
import { creditCorrections } from '../../web/src/practice/interview/credit';
import { finalReport } from '../../web/src/practice/interview/final-report';
import { fixFirst, withoutFixFirst } from '../../web/src/practice/scorer/mistake-names';
import { DIMENSIONS, RUBRIC } from '../../web/src/practice/scorer/rubric';
import { followUp, levels, mainResult } from './interview-fixtures';

describe('a mistake corrected in a follow-up is credited', () => {
  it('dividing by d_k, put right in divide-by-dk-mup, lifts what it capped one level', () => {
    const main = mainResult(levels('strong'), ['divide-by-dk']);
    expect(main.levels.correctness).toBe('weak');
    const capped = DIMENSIONS.filter((d) => RUBRIC[d].caps['divide-by-dk'] === 'weak');
    const credited = creditCorrections(main, [followUp('divide-by-dk-mup', 'staff')]);
    expect(credited.corrections).toEqual([
      {
        mistake: 'divide-by-dk',
        by: 'divide-by-dk-mup',
        lifted: capped.map((dimension) => ({ dimension, from: 'weak', to: 'strong' })),
      },
    ]);
    for (const d of DIMENSIONS) expect(credited.main.levels[d]).toBe('strong');
    expect(credited.main.mistakes).toEqual([]);
    expect(credited.main.flags).toEqual([]);
  });

  it('no credit when the follow-up is weak, repeats the mistake, or never listens for it', () => {
    const main = mainResult(levels('strong', { correctness: 'weak' }), ['divide-by-dk']);
    for (const answer of [
      followUp('divide-by-dk-mup', 'weak'),
      followUp('divide-by-dk-mup', 'strong', ['divide-by-dk']),
      followUp('small-dk', 'staff'),
    ]) {
      const credited = creditCorrections(main, [answer]);
      expect(credited.corrections).toEqual([]);
      expect(credited.main.levels).toEqual(main.levels);
      expect(credited.main.mistakes).toEqual(['divide-by-dk']);
    }
  });

  it('the lift never goes above the correcting answer, nor past another standing mistake', () => {
    // variance-exactly-one caps correctness at strong; a strong correction keeps it there.
    const exact = mainResult(levels('strong'), ['variance-exactly-one']);
    const byStrong = creditCorrections(exact, [followUp('trained-drift', 'strong')]);
    expect(byStrong.main.levels.correctness).toBe('strong');
    expect(byStrong.corrections[0].lifted).toEqual([]);
    const byStaff = creditCorrections(exact, [followUp('trained-drift', 'staff')]);
    expect(byStaff.main.levels.correctness).toBe('staff');

    // just-smaller still caps correctness at weak after divide-by-dk is corrected.
    const two = mainResult(levels('strong', { correctness: 'weak' }), [
      'divide-by-dk',
      'just-smaller',
    ]);
    const partly = creditCorrections(two, [followUp('divide-by-dk-mup', 'staff')]);
    expect(partly.main.levels.correctness).toBe('weak');
    expect(partly.main.mistakes).toEqual(['just-smaller']);
  });
});

describe('the final report', () => {
  it('follow-up readiness reaches staff only with the Jacobian at staff and the small-d_k probe', () => {
    const main = mainResult(levels('strong'));
    const both = finalReport(main, [
      followUp('what-breaks', 'staff'),
      followUp('small-dk', 'strong'),
    ]);
    expect(both.levels.followup).toBe('staff');
    expect(both.levels.depth).toBe('staff');
    const jacobianOnly = finalReport(main, [followUp('what-breaks', 'staff')]);
    expect(jacobianOnly.levels.followup).toBe('strong');
    const smallDkOnly = finalReport(main, [
      followUp('what-breaks', 'strong'),
      followUp('small-dk', 'staff'),
    ]);
    expect(smallDkOnly.levels.followup).toBe('strong');
  });

  it('claiming exploding gradients and then explaining why they vanish is credited', () => {
    const main = mainResult(levels('strong', { followup: 'weak' }), ['exploding-gradients']);
    const corrected = finalReport(main, [followUp('exploding-vs-vanishing', 'staff')]);
    expect(corrected.before.followup).toBe('weak');
    expect(corrected.levels.followup).not.toBe('weak');
    expect(corrected.reasons.followup[0]).toMatch(
      /put right “gradients explode without the scaling”/,
    );
    expect(corrected.standing).toEqual([]);
    expect(corrected.studyNext.map((s) => s.from)).not.toContain('main');

    const notCorrected = finalReport(main, [followUp('exploding-vs-vanishing', 'weak')]);
    expect(notCorrected.levels.followup).toBe('weak');
    expect(notCorrected.standing).toEqual(['exploding-gradients']);
    // The correction of the standing mistake is the first thing to study, with its page part.
    expect(notCorrected.studyNext[0]).toMatchObject({ from: 'main', part: 'saturation' });
  });

  it('the advice for a capped dimension is not told twice with its mistake', () => {
    const main = mainResult(levels('strong', { followup: 'weak' }), ['exploding-gradients']);
    main.missing.followup = fixFirst(['exploding-gradients'], 'Say which way they fail.');
    const report = finalReport(main, []);
    expect(report.studyNext.find((s) => s.from === 'followup')?.advice).toBe(
      'Say which way they fail.',
    );
  });

  it('the advice names its capping mistakes in words, and the report strips exactly that lead', () => {
    const advice = fixFirst(['divide-by-sqrt-heads', 'just-smaller'], 'Explain why a root.');
    expect(advice).toBe(
      'First fix “dividing by √(number of heads)” and “it only makes the numbers smaller”. Explain why a root.',
    );
    expect(withoutFixFirst(advice)).toBe('Explain why a root.');
    expect(withoutFixFirst('First fix the learning rate.')).toBe('First fix the learning rate.');
  });

  it('a mistake made in a follow-up stands and pulls its dimension down', () => {
    const main = mainResult(levels('strong'));
    const report = finalReport(main, [followUp('what-breaks', 'weak', ['exploding-gradients'])]);
    expect(report.standing).toEqual(['exploding-gradients']);
    expect(report.levels.followup).toBe('weak');
  });

  it('study next: dimensions left below staff, then weak follow-ups, each said once', () => {
    const main = mainResult(levels('strong', { depth: 'staff', communication: 'weak' }));
    const report = finalReport(main, [
      followUp('small-dk', 'weak'),
      followUp('trained-drift', 'staff'),
    ]);
    const advice = report.studyNext.map((s) => s.advice);
    expect(new Set(advice).size).toBe(advice.length);
    expect(report.studyNext).toContainEqual({
      from: 'followup',
      advice: 'more followup',
      part: 'beyond',
    });
    expect(report.studyNext).toContainEqual({
      from: 'communication',
      advice: 'more communication',
      part: undefined,
    });
    expect(report.studyNext).toContainEqual({
      from: 'small-dk',
      advice: 'more on small-dk',
      part: 'saturation',
    });
    // Depth is already staff, and trained-drift lifted trade-offs and correctness
    // (it states the assumption): no stale advice for them.
    expect(report.levels.tradeoffs).toBe('staff');
    expect(report.levels.correctness).toBe('staff');
    expect(report.studyNext.map((s) => s.from)).not.toContain('correctness');
    expect(report.studyNext.map((s) => s.from)).not.toContain('depth');
    expect(report.studyNext.map((s) => s.from)).not.toContain('tradeoffs');
    expect(report.studyNext.map((s) => s.from)).not.toContain('trained-drift');
  });
});
