// What a new user found on the page (issue 20), each as a test of the
// behaviour that fixes it.
import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';
import { gradeQuestion } from '../../web/src/practice/interview/grade-question';
import { QUESTIONS } from '../../web/src/practice/interview/bank';
import { finalReport } from '../../web/src/practice/interview/final-report';
import { rankFollowUps } from '../../web/src/practice/interview/plan';
import { PROBES } from '../../web/src/practice/interview/probes';
import { DIMENSIONS, LEVELS, RUBRIC } from '../../web/src/practice/scorer/rubric';
import { followUp, levels, mainResult } from './interview-fixtures';

describe('a claim made under a stated assumption', () => {
  const assumed =
    'If the entries of q and k are independent with mean 0 and variance 1, their dot product is a sum of d_k terms, so its variance grows to d_k. Large scores push the softmax into saturation, where one key takes almost all the weight and the gradients vanish. Dividing by √d_k brings the variance of the scores back to exactly 1.';

  it('"back to exactly 1" under "if the entries are independent ..." is not the mistake', () => {
    const r = gradeAnswer(assumed);
    expect(r.mistakes).not.toContain('variance-exactly-one');
    expect(r.levels.correctness).toBe('staff');
    // No advice to state the assumption the answer opens with.
    expect(r.missing.correctness).toBeNull();
  });

  it('is still the mistake when it is carried beyond the assumption', () => {
    for (const beyond of [
      'exactly 1, always.',
      'exactly 1, in every layer and at every point of training.',
      'exactly 1. It stays exactly 1 for the whole of training.',
    ])
      expect(gradeAnswer(assumed.replace('exactly 1.', beyond)).mistakes, beyond).toContain(
        'variance-exactly-one',
      );
  });

  it('is the mistake when no assumption is stated', () => {
    expect(
      gradeAnswer(
        'The dot product has variance d_k, and dividing by √d_k makes the variance exactly 1.',
      ).mistakes,
    ).toContain('variance-exactly-one');
  });
});

describe('follow-ups asked to probe a dimension', () => {
  const rank = (l: string) => LEVELS.indexOf(l as never);

  it('every follow-up asked for a weak dimension can move it, and a staff answer does', () => {
    for (const dimension of DIMENSIONS) {
      const main = mainResult(levels('strong', { [dimension]: 'weak' }));
      const asked = rankFollowUps({ main, answered: [], skipped: [] }).filter(
        (c) => c.reason.kind === 'weak',
      );
      expect(asked.length, dimension).toBeGreaterThan(0);
      for (const { question } of asked) {
        expect(
          PROBES.some((p) => p.dimension === dimension && p.question === question),
          `${question} for ${dimension}`,
        ).toBe(true);
        const report = finalReport(main, [followUp(question, 'staff')]);
        expect(rank(report.levels[dimension]), `${question} at staff`).toBeGreaterThan(
          rank('weak'),
        );
      }
    }
  });

  it('the study list does not repeat the advice of a dimension a follow-up moved', () => {
    const main = mainResult(levels('strong', { correctness: 'weak' }));
    const report = finalReport(main, [followUp('variant-why-sqrt', 'staff')]);
    expect(report.levels.correctness).toBe('staff');
    expect(report.studyNext.map((s) => s.from)).not.toContain('correctness');
  });

  it('the study list does not ask for a point a follow-up made, even if the level stays', () => {
    // Correctness strong: its advice is to state the independence assumption.
    const base = mainResult(levels('strong'));
    const main = {
      ...base,
      missing: { ...base.missing, correctness: RUBRIC.correctness.staff.missing },
    };
    expect(main.missing.correctness).toMatch(/State the assumption/);
    const stated = gradeQuestion(
      'trained-drift',
      'No. The argument needs q and k with independent zero-mean unit-variance coordinates, which roughly holds near initialisation only. Once trained, they line up and their scale wanders, so treat the factor as a starting point rather than a law.',
    );
    expect(stated.points.find((p) => p.id === 'init-only')!.covered).toBe(true);
    expect(stated.level).toBe('strong');
    const report = finalReport(main, [stated]);
    // trained-drift moves correctness only at staff: the level stays strong ...
    expect(report.levels.correctness).toBe('strong');
    // ... but the learner has stated the assumption, so it is not asked for.
    expect(report.studyNext.map((s) => s.advice).join(' ')).not.toMatch(/State the assumption/);
    // Without that answer the advice is there.
    expect(finalReport(main, []).studyNext.map((s) => s.from)).toContain('correctness');
  });

  it('follow-up levels follow their key points by one rule: strong points, then all of them', () => {
    for (const q of QUESTIONS.filter((x) => x.kind !== 'main')) {
      // Every key point is a strong or a staff point, so no point is ignored.
      for (const p of q.keyPoints)
        expect(q.strong.includes(p.id) || q.staff.includes(p.id), `${q.id}:${p.id}`).toBe(true);
      // The bank's own key points, stated as a learner would, earn staff together ...
      const all = gradeQuestion(q.id, q.modelAnswer);
      const covered = all.points.filter((p) => p.covered).map((p) => p.id);
      const expected =
        q.strong.every((p) => covered.includes(p)) &&
        q.keyPoints.every((p) => covered.includes(p.id))
          ? 'staff'
          : q.strong.every((p) => covered.includes(p))
            ? 'strong'
            : 'weak';
      if (all.mistakes.length === 0) expect(all.level, q.id).toBe(expected);
    }
  });
});

describe('quoted evidence', () => {
  it('quotes whole clauses, never cut mid-phrase', () => {
    const r = gradeAnswer(
      'The dot product has variance d_k, so large scores saturate the softmax, its Jacobian goes to zero, so the gradients to W_Q and W_K vanish. Dividing by √d_k keeps the variance at 1.',
    );
    const quoted = DIMENSIONS.flatMap((d) => r.evidence[d]);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.some((q) => q.includes('the gradients to W_Q and W_K vanish'))).toBe(true);
    for (const q of quoted) expect(q, q).not.toMatch(/\b(?:and|to|the|so|is)$/);
  });

  it('quotes overlapping evidence once', () => {
    const r = gradeAnswer(
      'Each score sums d_k products whose variances add, so the variance grows to d_k and the std to √d_k; dividing by √d_k keeps the variance at 1 as d_k grows.',
    );
    for (const d of DIMENSIONS) {
      const phrases = r.evidence[d];
      for (const a of phrases)
        for (const b of phrases)
          if (a !== b) expect(a.includes(b) || b.includes(a), `${a} | ${b}`).toBe(false);
    }
  });
});
