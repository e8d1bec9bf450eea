// The mock-interview question bank and its grader: every question is
// complete, each follow-up tells a good answer from a wrong one and names the
// wrong one's mistake, and the interview report earns levels from the probes.
import { describe, expect, it } from 'vitest';
import { FOLLOWUP_ANSWERS, inSet } from './agreement';

const tunedSynthetic = inSet('synthetic', 'tuned');
import { QUESTIONS, questionById } from '../../web/src/practice/interview/bank';
import {
  gradeQuestion,
  UnknownQuestionError,
} from '../../web/src/practice/interview/grade-question';
import { interviewReport } from '../../web/src/practice/interview/report';
import { gradeAnswer } from '../../web/src/practice/scorer/grade';
import { FOLLOWUP_MISTAKES, MISTAKES } from '../../web/src/practice/scorer/mistakes';
import { knownClaimId } from '../../web/src/practice/scorer/claim-layer/followup-claims';
import { FOLLOWUP_MISTAKE_TEMPLATES } from '../../web/src/practice/scorer/claim-layer/tables/followup-claims';
import { MISTAKE_TEMPLATES } from '../../web/src/practice/scorer/claim-layer/tables/claims';
import { LEVELS } from '../../web/src/practice/scorer/rubric';

const REQUIRED_FOLLOWUPS = [
  'what-breaks',
  'small-dk',
  'trained-drift',
  'exploding-vs-vanishing',
  'multi-head',
  'additive',
  'cost-flash',
  'divide-by-dk-mup',
  'cross-entropy',
  'adam',
];
const rank = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]);

describe('question bank', () => {
  it('holds the main question, three variants and every required follow-up', () => {
    expect(QUESTIONS.filter((q) => q.kind === 'main').map((q) => q.id)).toEqual(['main']);
    expect(QUESTIONS.filter((q) => q.kind === 'variant')).toHaveLength(3);
    for (const id of REQUIRED_FOLLOWUPS) expect(questionById(id)?.kind, id).toBe('followup');
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is complete and consistent', (_id, q) => {
    const points = q.keyPoints.map((p) => p.id);
    for (const id of [...q.strong, ...q.staff]) expect(points, id).toContain(id);
    // Every key point is made by claims: claim ids the claim layer knows, or templates.
    for (const p of q.keyPoints) {
      expect(p.claims.length, p.id).toBeGreaterThan(0);
      for (const ref of p.claims)
        if (typeof ref === 'string') expect(knownClaimId(ref), ref).toBe(true);
    }
    const known = new Set([...MISTAKES, ...FOLLOWUP_MISTAKES].map((m) => m.id));
    for (const m of q.mistakes) expect(known.has(m), m).toBe(true);
    // ... and every follow-up mistake it listens for is a claim template.
    const templated = new Set(
      [...MISTAKE_TEMPLATES, ...FOLLOWUP_MISTAKE_TEMPLATES].map((m) => m.id),
    );
    for (const m of q.mistakes.filter((m) => FOLLOWUP_MISTAKES.some((r) => r.id === m)))
      expect(templated.has(m), m).toBe(true);
    expect(['variance', 'saturation', 'fix', 'beyond', 'train']).toContain(q.part);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('the model answer to %s is staff', (_id, q) => {
    const grade = gradeQuestion(q.id, q.modelAnswer);
    expect(grade.mistakes).toEqual([]);
    expect(grade.level).toBe('staff');
    expect(grade.missing).toBeNull();
  });
});

describe('follow-up grader', () => {
  // Each question whose tuned answers hold both a staff one and a wrong one.
  const tuned = FOLLOWUP_ANSWERS.filter(tunedSynthetic);
  const questions = [...new Set(tuned.map((a) => a.question))].filter(
    (id) =>
      tuned.some((a) => a.question === id && a.level === 'staff') &&
      tuned.some((a) => a.question === id && a.mistakes.length > 0),
  );
  it.each(questions)('%s: a good answer beats a wrong one, whose mistake is named', (id) => {
    const answers = FOLLOWUP_ANSWERS.filter((a) => a.question === id && tunedSynthetic(a));
    const good = answers.find((a) => a.level === 'staff')!;
    const wrong = answers.find((a) => a.mistakes.length > 0)!;
    const [g, w] = [gradeQuestion(id, good.text), gradeQuestion(id, wrong.text)];
    expect(rank(g.level)).toBeGreaterThan(rank(w.level));
    for (const m of wrong.mistakes) expect(w.mistakes, wrong.id).toContain(m);
    const flag = w.flags[0];
    expect(wrong.text).toContain(flag.phrase);
    expect(flag.link).toMatch(/^#step-/);
  });

  it('quotes the learner for every covered point and names what is missing', () => {
    const grade = gradeQuestion('small-dk', 'Not much: at small d_k the effect is mild.');
    const mild = grade.points.find((p) => p.id === 'mild-at-small')!;
    expect(mild.covered).toBe(true);
    expect('Not much: at small d_k the effect is mild.').toContain(mild.evidence);
    expect(grade.level).toBe('weak');
    expect(grade.missing).toMatch(/gap opens as d_k grows/);
  });

  it('does not count a point from a bare list of keywords', () => {
    const list = 'Additive attention: similar, small d_k, large d_k, saturation, faster.';
    expect(gradeQuestion('additive', list).level).toBe('weak');
  });

  it('rejects an unknown question id', () => {
    expect(() => gradeQuestion('nope', 'text')).toThrow(UnknownQuestionError);
  });

  it('returns the five-dimension rubric for the main question', () => {
    const answer = QUESTIONS[0].modelAnswer;
    expect(gradeQuestion('main', answer).rubric).toEqual(gradeAnswer(answer));
  });
});

describe('interview report', () => {
  const main = gradeAnswer(
    'The dot product has variance d_k, so the softmax saturates and the gradients vanish; dividing by √d_k keeps the variance at 1.',
  );
  // Staff needs every key point: the bank's model answer makes them all.
  const staffJacobian = gradeQuestion(
    'exploding-vs-vanishing',
    questionById('exploding-vs-vanishing')!.modelAnswer,
  );
  const strongSmall = gradeQuestion('small-dk', FOLLOWUP_ANSWERS.find((a) => a.id === 'q06')!.text);

  it('gives follow-up readiness staff only when the Jacobian and small-d_k probes are handled', () => {
    expect(main.levels.followup).toBe('strong');
    expect(staffJacobian.level).toBe('staff');
    expect(interviewReport(main, [staffJacobian]).levels.followup).toBe('strong');
    expect(interviewReport(main, [staffJacobian, strongSmall]).levels.followup).toBe('staff');
  });

  it('lets a mistake in a follow-up lower the level and sends the learner to the page part', () => {
    const exploding = gradeQuestion(
      'what-breaks',
      'The gradients explode because the scores are huge.',
    );
    const report = interviewReport(main, [exploding]);
    expect(report.levels.followup).toBe('weak');
    expect(report.studyNext[0]).toMatchObject({ from: 'what-breaks', part: 'saturation' });
  });
});

// Classes of follow-up answers blind round n showed the grader missing.
