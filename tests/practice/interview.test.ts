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
import { QUESTION_POINTS } from '../../web/src/practice/scorer/question-points';
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
    for (const p of points) {
      const recogniser = QUESTION_POINTS[q.id]?.[p];
      expect(recogniser?.concepts?.length || recogniser?.patterns?.length, p).toBeTruthy();
    }
    const known = new Set([...MISTAKES, ...FOLLOWUP_MISTAKES].map((m) => m.id));
    for (const m of q.mistakes) expect(known.has(m), m).toBe(true);
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
  const questions = [...new Set(FOLLOWUP_ANSWERS.filter(tunedSynthetic).map((a) => a.question))];
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
describe('follow-up grader, round 5', () => {
  it('listens on every question for what the scaling is wrongly said to be for', () => {
    expect(
      gradeQuestion('additive', 'Additive attention; the scale only makes the values smaller.')
        .mistakes,
    ).toContain('just-smaller');
    expect(
      gradeQuestion(
        'cost-flash',
        'It costs one multiply, and it exists to stop exploding gradients.',
      ).mistakes,
    ).toContain('exploding-gradients');
  });

  it('does not read "just as much at small d_k" as the just-smaller mistake', () => {
    const r = gradeQuestion('small-dk', 'It matters just as much at small d_k as at large d_k.');
    expect(r.mistakes).not.toContain('just-smaller');
  });

  it('takes a bare "Vanishing." as the answer to exploding or vanishing', () => {
    const r = gradeQuestion('exploding-vs-vanishing', 'Vanishing. Big logits, tiny gradient.');
    expect(r.points.find((p) => p.id === 'vanishing')?.covered).toBe(true);
  });

  it('reads a head split worked out in numbers (1024/16 = 64) for the divisors it names', () => {
    const r = gradeQuestion(
      'multi-head',
      "One head's key size. With 16 heads that is 1024/16 = 64, so each head divides by 8, not by √1024.",
    );
    expect(r.points.filter((p) => p.covered).map((p) => p.id)).toEqual(
      expect.arrayContaining(['per-head', 'not-dmodel', 'example']),
    );
    expect(r.mistakes).toEqual([]);
  });

  it('does not flag 1/d_k told as others’ practice, as muP’s after an aside, or for correlated q, k', () => {
    for (const text of [
      'Dividing by d_k flattens attention. Some width-scaling schemes do use 1/d_k.',
      'muP (Yang et al., Tensor Programs V) divides by d_k.',
      'Once trained, q and k are correlated, so q·k grows like d_k and 1/d_k is the right scale.',
    ])
      expect(gradeQuestion('divide-by-dk-mup', text).mistakes, text).toEqual([]);
    expect(gradeQuestion('divide-by-dk-mup', 'For some reason we divide by d_k.').mistakes).toEqual(
      ['divide-by-dk'],
    );
  });

  it('reads the cross-entropy points told in other words', () => {
    const r = gradeQuestion(
      'cross-entropy',
      'On the output logits the gradient is p − y, with no vanishing even when the softmax is confident. But the loss is downstream of the attention softmax, and the saturation still starves W_Q and W_K.',
    );
    expect(r.level).toBe('staff');
  });

  it('reads "At initialisation, though, ..." as setting the two regimes side by side', () => {
    const r = gradeQuestion(
      'divide-by-dk-mup',
      'muP divides by d_k because trained q and k are correlated. At initialisation, though, 1/d_k makes the attention nearly uniform.',
    );
    expect(r.points.find((p) => p.id === 'both-consistent')?.covered).toBe(true);
  });
});

// Classes of follow-up answers blind round o showed the grader missing (each
// worded apart from the round's answer).
describe('follow-up grader, classes from round o', () => {
  it('names the mistakes told in other words', () => {
    const cases: [string, string, string][] = [
      [
        'small-dk',
        'At d_k = 2 it matters exactly as much: the softmax saturates whatever the head size.',
        'same-at-every-dk',
      ],
      [
        'exploding-vs-vanishing',
        'The gradient of the exponential becomes huge for big logits.',
        'exploding-gradients',
      ],
      [
        'cross-entropy',
        'The loss is cross-entropy, so the scaling is a relic of older models.',
        'loss-fixes-attention',
      ],
      [
        'adam',
        'Adam rescales every step, so with Adam we could drop the √d_k entirely.',
        'optimiser-replaces-scaling',
      ],
    ];
    for (const [question, text, mistake] of cases)
      expect(gradeQuestion(question, text).mistakes, text).toContain(mistake);
  });

  it('takes bare notes for the points they state ("Not d_model.", "still O(n^2)")', () => {
    const heads = gradeQuestion('multi-head', 'The per-head d_k. Not d_model.');
    expect(heads.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
    const cost = gradeQuestion('cost-flash', 'One multiply per score. Attention still O(n^2).');
    expect(cost.points.find((p) => p.id === 'still-quadratic')?.covered).toBe(true);
  });

  it('does not take logits that grow after training for what QK-norm is for', () => {
    const r = gradeQuestion(
      'trained-drift',
      'After training q and k correlate and drift, so the logits grow beyond √d_k; the divisor is a default, not a law.',
    );
    expect(r.points.find((p) => p.id === 'qk-norm')?.covered).toBe(false);
    expect(r.level).toBe('strong');
  });

  it('does not take "Adam does not replace it" for narrowing the gap without closing it', () => {
    const vague = gradeQuestion('adam', 'Adam helps, but it does not replace the divisor.');
    expect(vague.points.find((p) => p.id === 'narrows-not-closes')?.covered).toBe(false);
    const told = gradeQuestion('adam', 'Adam narrows the gap, but it does not close it.');
    expect(told.points.find((p) => p.id === 'narrows-not-closes')?.covered).toBe(true);
  });
});

// Classes of follow-up answers blind round r showed the grader missing (each
// worded apart from the round's answer).
describe('follow-up grader, classes from round r', () => {
  it('names the mistakes told in other words', () => {
    const cases: [string, string, string][] = [
      [
        'small-dk',
        'Head width makes no difference; the factor is equally essential for any d_k.',
        'same-at-every-dk',
      ],
      [
        'cost-flash',
        'FlashAttention works block by block because the whole matrix never fits in SRAM, and the result it returns is an approximation.',
        'flash-approximate',
      ],
      [
        'cross-entropy',
        'With cross-entropy a saturated softmax everywhere still keeps learning.',
        'loss-fixes-attention',
      ],
      [
        'cross-entropy',
        'Since the loss is cross-entropy, the scaling factor matters very little.',
        'loss-fixes-attention',
      ],
      [
        'adam',
        'Honestly with Adam the divisor could be removed and nothing would change.',
        'optimiser-replaces-scaling',
      ],
    ];
    for (const [question, text, mistake] of cases)
      expect(gradeQuestion(question, text).mistakes, text).toContain(mistake);
  });

  it('reads drift told as alignment or wandering norms, and the c² argument written with ^', () => {
    const drift = gradeQuestion(
      'trained-drift',
      'No. With training, the keys and queries come to point in the same direction, and the norms wander, so it is only a default.',
    );
    expect(drift.points.find((p) => p.id === 'drift')?.covered).toBe(true);
    const squared = gradeQuestion('variant-why-sqrt', 'The variance of s/c is Var(s)/c^2.');
    expect(squared.points.find((p) => p.id === 'divisor-squared')?.covered).toBe(true);
  });
});

// Classes of follow-up answers blind round t showed the grader missing.
describe('follow-up grader, classes from round t', () => {
  it('names the mistakes told in other words', () => {
    const cases: [string, string, string][] = [
      [
        'small-dk',
        'Unscaled, a tiny head saturates just like a d_k = 256 head.',
        'same-at-every-dk',
      ],
      [
        'additive',
        'Additive attention, because compared with the dot product it is the stronger design: it wins at every size.',
        'additive-always-better',
      ],
      [
        'variant-no-scale',
        'The 1/√d_k is used so the gradients of the softmax vanish and settle early.',
        'inverted-fix',
      ],
    ];
    for (const [question, text, mistake] of cases)
      expect(gradeQuestion(question, text).mistakes, text).toContain(mistake);
  });
});

// Classes of follow-up answers blind round v showed the grader missing.
describe('follow-up grader, classes from round v', () => {
  it('names the mistakes told in other words', () => {
    const cases: [string, string, string][] = [
      ['small-dk', 'It matters the same for every head.', 'same-at-every-dk'],
      ['small-dk', 'For d_k = 8 exactly as bad as for a wide head.', 'same-at-every-dk'],
      ['cross-entropy', 'With CE the saturation stops mattering anywhere.', 'loss-fixes-attention'],
      [
        'cost-flash',
        'The extra scaling pass makes attention go beyond quadratic.',
        'scale-changes-complexity',
      ],
      [
        'cost-flash',
        'FlashAttention approximates the softmax block by block instead of doing it exactly.',
        'flash-approximate',
      ],
    ];
    for (const [question, text, mistake] of cases)
      expect(gradeQuestion(question, text).mistakes, text).toContain(mistake);
  });

  it('reads additive attention "roughly even at small d_k" and "pulls ahead at larger d_k"', () => {
    const r = gradeQuestion(
      'additive',
      'Additive (Bahdanau) attention. The two are roughly even at small d_k, and additive pulls ahead at larger d_k without scaling.',
    );
    const covered = r.points.filter((p) => p.covered).map((p) => p.id);
    expect(covered).toEqual(expect.arrayContaining(['similar-small', 'additive-wins-unscaled']));
  });
});

// A class of follow-up answers blind round x showed the grader missing.
describe('follow-up grader, classes from round x', () => {
  it('names additive attention "more accurate across the board" as always better', () => {
    expect(
      gradeQuestion('additive', 'Additive attention turned out more accurate across the board.')
        .mistakes,
    ).toContain('additive-always-better');
  });
});

// Classes of follow-up answers blind round z showed the grader missing.
describe('follow-up grader, classes from round z', () => {
  it('reads a named model without sizes as its sizes: "√1024 for Transformer big"', () => {
    expect(
      gradeQuestion('multi-head', 'Take the whole width: Transformer big divides by √1024.')
        .mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('names "dropping the scale makes attention cheaper" as a change in cost', () => {
    expect(
      gradeQuestion('cost-flash', 'Removing the scaling makes attention noticeably faster.')
        .mistakes,
    ).toContain('scale-changes-complexity');
  });

  it('names "a saturated attention softmax still gets a healthy gradient" as the loss fixing it', () => {
    expect(
      gradeQuestion(
        'cross-entropy',
        'The loss gradient is p − y, so a saturated attention softmax still receives a useful gradient.',
      ).mistakes,
    ).toContain('loss-fixes-attention');
  });
});

// Classes of follow-up answers blind round aa showed the grader missing.
describe('follow-up grader, classes from round aa', () => {
  it('names "the derivatives blow up" as exploding gradients', () => {
    expect(
      gradeQuestion(
        'exploding-vs-vanishing',
        'The exponential of a big logit is enormous, so the derivatives blow up in the backward pass.',
      ).mistakes,
    ).toContain('exploding-gradients');
  });

  it('reads "the base Transformer" as a model named, with its sizes', () => {
    expect(
      gradeQuestion('multi-head', 'The full width: in the base Transformer that means √512.')
        .mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('names "the more accurate method overall" as additive always better', () => {
    expect(
      gradeQuestion(
        'additive',
        'Additive attention. It is the more precise scorer overall, just slower on GPUs.',
      ).mistakes,
    ).toContain('additive-always-better');
  });

  it('names "a saturated softmax doesn\'t hurt attention" as the loss fixing it', () => {
    expect(
      gradeQuestion(
        'cross-entropy',
        'The loss gradient is p − y, so a saturated attention softmax does not hurt training.',
      ).mistakes,
    ).toContain('loss-fixes-attention');
  });

  it('names a claim with its condition after it ("redundant if you use Adam")', () => {
    expect(
      gradeQuestion(
        'adam',
        'Adam divides each update by the RMS of its recent gradients, so small gradients still give full-size steps, and that makes the 1/√d_k redundant if you train with it.',
      ).mistakes,
    ).toContain('optimiser-replaces-scaling');
  });
});

// Classes of follow-up answers blind round ac showed the grader missing.
describe('follow-up grader, classes from round ac', () => {
  it('hears "at bigger heads it goes one-hot" as the gap growing with d_k', () => {
    const r = gradeQuestion(
      'small-dk',
      'Barely. Only at bigger heads, 128 or 256, does the unscaled softmax go one-hot.',
    );
    expect(r.points.find((p) => p.id === 'grows-with-dk')?.covered).toBe(true);
  });

  it('names "Yes, equally as much." as the same at every d_k', () => {
    expect(gradeQuestion('small-dk', 'Yes, equally as much.').mistakes).toContain(
      'same-at-every-dk',
    );
  });

  it('names "its output is just an approximation" as FlashAttention approximating', () => {
    expect(
      gradeQuestion(
        'cost-flash',
        'The scale is free. FlashAttention never materialises the full matrix, so its output is just an approximation of attention.',
      ).mistakes,
    ).toContain('flash-approximate');
  });

  it('reads "GPT-2 small" as a model named, with its sizes', () => {
    expect(
      gradeQuestion('multi-head', 'All of it: GPT-2 small divides by √768.').mistakes,
    ).toContain('divide-by-sqrt-dmodel');
  });

  it('names "the attention still trains fine" and "a safety habit" as the loss fixing it', () => {
    expect(
      gradeQuestion('cross-entropy', 'The gradient is p − y, so the attention still trains fine.')
        .mistakes,
    ).toContain('loss-fixes-attention');
    expect(
      gradeQuestion('cross-entropy', 'p − y cancels it all; the divisor is more of an old habit.')
        .mistakes,
    ).toContain('loss-fixes-attention');
  });
});

// Classes of follow-up answers blind round ae showed the grader missing.
describe('follow-up grader, classes from round ae', () => {
  it('hears "as heads get larger" as the gap growing with d_k', () => {
    const r = gradeQuestion(
      'small-dk',
      'Hardly; the trouble shows up only as heads get larger, when the softmax turns one-hot.',
    );
    expect(r.points.find((p) => p.id === 'grows-with-dk')?.covered).toBe(true);
  });

  it('names an answer that opens "They explode." as exploding gradients', () => {
    expect(
      gradeQuestion('exploding-vs-vanishing', 'They explode: the exponential makes them huge.')
        .mistakes,
    ).toContain('exploding-gradients');
  });

  it('does not take "they explode" later in a main answer for the gradients', () => {
    expect(
      gradeAnswer(
        'The dot products grow with d_k; left alone they explode and the softmax saturates, so the gradients vanish.',
      ).mistakes,
    ).not.toContain('exploding-gradients');
  });

  it('reads "irrespective of d_model" as not d_model', () => {
    const r = gradeQuestion(
      'multi-head',
      "One head's key size: each head's score sums head_dim products, irrespective of d_model.",
    );
    expect(r.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
  });

  it('reads "a 768-wide model" as the model width, so √768 is √d_model', () => {
    const r = gradeQuestion(
      'multi-head',
      'A 768-wide model with 12 heads has 64 per head, so each head divides by √64 = 8, not √768.',
    );
    expect(r.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
  });

  it('weighs "dividing by d_k leaves 1/d_k" instead of naming it as the mistake', () => {
    expect(
      gradeQuestion(
        'divide-by-dk-mup',
        'Under independence, dividing by d_k leaves 1/d_k; μP uses 1/d_k because trained q and k correlate.',
      ).mistakes,
    ).not.toContain('divide-by-dk');
  });

  it('names "the saturation doesn\'t matter anywhere" and "cosmetic" as the loss fixing it', () => {
    expect(
      gradeQuestion(
        'cross-entropy',
        "p − y cancels the Jacobian, so saturation doesn't matter in any layer of the network.",
      ).mistakes,
    ).toContain('loss-fixes-attention');
    expect(
      gradeQuestion('cross-entropy', 'With p − y the divisor is cosmetic.').mistakes,
    ).toContain('loss-fixes-attention');
  });

  it('reads "the totals drift further apart" as the scores growing', () => {
    const r = gradeQuestion(
      'variant-teammate',
      'Each score is a total of many small votes; wider heads have more votes, so the totals drift further apart. The softmax then picks one key. Dividing by √d_k shrinks the spread back to about one.',
    );
    expect(r.points.find((p) => p.id === 'scores-grow')?.covered).toBe(true);
  });
});

// A class of follow-up answers blind round ag showed the grader missing.
describe('follow-up grader, classes from round ag', () => {
  it('names "it brings attention close to linear" as a change in complexity', () => {
    expect(
      gradeQuestion(
        'cost-flash',
        'Yes: fusing the scale into the kernel brings attention closer to linear in length.',
      ).mistakes,
    ).toContain('scale-changes-complexity');
  });
});

// A class of follow-up answers blind round ai showed the grader missing.
describe('follow-up grader, classes from round ai', () => {
  it('names "the √d_k doesn\'t really matter with Adam" as the optimiser replacing it', () => {
    expect(
      gradeQuestion(
        'adam',
        'Adam rescales each update by its RMS, so the scale factor does not really matter once you use Adam.',
      ).mistakes,
    ).toContain('optimiser-replaces-scaling');
  });
});

// Classes of follow-up answers blind round am showed the grader missing.
describe('follow-up grader, classes from round am', () => {
  it('hears "the scores swing wider" and "hands nearly all the weight to one key"', () => {
    const r = gradeQuestion(
      'variant-teammate',
      'Each score adds up many small products; with longer vectors the scores swing wider. The softmax then hands nearly all the weight to one key. Dividing by √d_k shrinks the swing back to about 1.',
    );
    expect(r.points.find((p) => p.id === 'scores-grow')?.covered).toBe(true);
    expect(r.points.find((p) => p.id === 'softmax-saturates')?.covered).toBe(true);
  });

  it('names "Yes, the same amount" and "saturates at any head size" as the same at every d_k', () => {
    expect(gradeQuestion('small-dk', 'Yes, the same amount.').mistakes).toContain(
      'same-at-every-dk',
    );
    expect(
      gradeQuestion('small-dk', 'Unscaled, the softmax saturates at any head size.').mistakes,
    ).toContain('same-at-every-dk');
  });
});

// Classes of follow-up answers blind round ao showed the grader missing.
describe('follow-up grader, classes from round ao', () => {
  it('weighs "dividing by d_k shrinks the scores too much" instead of naming it', () => {
    expect(
      gradeQuestion(
        'variant-why-sqrt',
        'The root is gentler. Dividing by d_k shrinks the logits far too much.',
      ).mistakes,
    ).not.toContain('divide-by-dk');
  });

  it('names "it does the same job at every size" as the same at every d_k', () => {
    expect(
      gradeQuestion('small-dk', 'No difference: the scaling does the same job at any size.')
        .mistakes,
    ).toContain('same-at-every-dk');
  });

  it('reads "every one of those entries goes to ~0" when saturated as the saturated Jacobian', () => {
    const r = gradeQuestion(
      'exploding-vs-vanishing',
      'They vanish: once p is one-hot every one of those entries goes to ~0.',
    );
    expect(r.points.find((p) => p.id === 'saturated-jacobian')?.covered).toBe(true);
  });

  it('names additive attention "simply more accurate" as always better', () => {
    expect(
      gradeQuestion('additive', 'Additive attention, which is simply more precise.').mistakes,
    ).toContain('additive-always-better');
  });
});

// Classes of follow-up answers blind round aq showed the grader missing.
describe('follow-up grader, classes from round aq', () => {
  it('hears "the total wanders far from zero" as the scores growing', () => {
    const r = gradeQuestion(
      'variant-teammate',
      'Each score adds up many little votes, and the total wanders far from zero. The softmax then hands nearly all the attention to one word. Dividing by √d_k brings the spread back to about 1.',
    );
    expect(r.points.find((p) => p.id === 'scores-grow')?.evidence).toContain('wanders');
  });

  it('keeps "per head" in "the per-head key size", and reads "has nothing to do with it"', () => {
    const r = gradeQuestion(
      'multi-head',
      'The per-head key size. The model width and the head count have nothing to do with it.',
    );
    expect(r.points.find((p) => p.id === 'per-head')?.covered).toBe(true);
    expect(r.points.find((p) => p.id === 'not-dmodel')?.covered).toBe(true);
  });
});

// Classes of follow-up answers blind round as showed the grader missing.
describe('follow-up grader, classes from round as', () => {
  it('names "Yes, equally" and "in exactly the same way" as the same at every d_k', () => {
    expect(gradeQuestion('small-dk', 'Yes, equally.').mistakes).toContain('same-at-every-dk');
    expect(
      gradeQuestion('small-dk', 'Skipping it breaks a 4-wide head in exactly the same way.')
        .mistakes,
    ).toContain('same-at-every-dk');
  });

  it('names "saturation doesn\'t hurt" and "saturate without training stalling" as the loss fixing it', () => {
    expect(
      gradeQuestion('cross-entropy', "With p − y the Jacobian cancels, so saturation doesn't hurt.")
        .mistakes,
    ).toContain('loss-fixes-attention');
    expect(
      gradeQuestion(
        'cross-entropy',
        'p − y is why the attention softmax can saturate without learning slowing down.',
      ).mistakes,
    ).toContain('loss-fixes-attention');
  });
});

describe('follow-up grader, classes from rounds au and aw', () => {
  it('names "more expensive than quadratic" as the scale changing the complexity', () => {
    expect(
      gradeQuestion('cost-flash', 'Yes, that extra pass makes attention costlier than quadratic.')
        .mistakes,
    ).toContain('scale-changes-complexity');
  });

  it('names "the divisor only mattered with SGD" as the optimiser replacing the scale', () => {
    expect(
      gradeQuestion(
        'adam',
        'Adam rescales steps, so the scaling really only matters for plain SGD.',
      ).mistakes,
    ).toContain('optimiser-replaces-scaling');
  });
});

describe('follow-up grader, classes from rounds ay, ba and bc', () => {
  it('reads a bare verdict opening the answer ("Hardly.") as the small-d_k point', () => {
    const r = gradeQuestion(
      'small-dk',
      'Hardly. It only bites once heads get wide; keep it anyway, it is one multiply.',
    );
    expect(r.points.find((p) => p.id === 'mild-at-small')?.covered).toBe(true);
    expect(r.level).toBe('staff');
    // A verdict later in the answer, or one that says it matters, is no such point.
    expect(
      gradeQuestion('small-dk', 'Yes, as much as anywhere. It bites once heads get wide.').points[0]
        .covered,
    ).toBe(false);
  });

  it('reads the spread at a small d_k ("std of roughly 2.8") as the small-d_k point', () => {
    expect(
      gradeQuestion('small-dk', 'At d_k = 8 the raw scores have a std of roughly 2.8.').points[0]
        .covered,
    ).toBe(true);
  });

  it('names "huge gradients", an approximate softmax, and not "far too small"', () => {
    expect(
      gradeQuestion('what-breaks', 'Backprop through the exponential gives enormous gradients.')
        .mistakes,
    ).toContain('exploding-gradients');
    expect(
      gradeQuestion(
        'cost-flash',
        'It never builds the score matrix, so its softmax is approximate.',
      ).mistakes,
    ).toContain('flash-approximate');
    expect(
      gradeQuestion(
        'variant-why-sqrt',
        'Dividing by all of d_k would make the scores far too small.',
      ).mistakes,
    ).not.toContain('just-smaller');
  });
});

describe('follow-up grader, classes from rounds be, bg and bi', () => {
  const covered = (question: string, text: string, point: string) =>
    gradeQuestion(question, text).points.find((p) => p.id === point)?.covered;

  it('reads "the sums come out with a spread of 16" and "100% of the attention"', () => {
    expect(
      covered('variant-teammate', 'Those sums come out with a spread of about 16.', 'scores-grow'),
    ).toBe(true);
    expect(
      covered(
        'variant-teammate',
        'The top key takes basically 100% of the attention.',
        'softmax-saturates',
      ),
    ).toBe(true);
  });

  it('keeps a list of rejected roots with their values ("not √512 ≈ 22.6 or √8") rejected', () => {
    expect(
      gradeQuestion(
        'multi-head',
        'A 768-wide model with 12 heads gives d_k = 64, so each head divides by √64 = 8, not by √768 ≈ 27.7 or √12.',
      ).mistakes,
    ).not.toContain('divide-by-sqrt-heads');
  });

  it('does not count "QK-norm I haven\'t used" as the QK-norm point', () => {
    expect(covered('trained-drift', "QK-norm I haven't used, so I can't say.", 'qk-norm')).toBe(
      false,
    );
    expect(
      covered('trained-drift', 'QK-norm normalises q and k before the dot product.', 'qk-norm'),
    ).toBe(true);
  });

  it('names a complexity class, "the better mechanism", "isn\'t a problem" and "vanish first"', () => {
    expect(
      gradeQuestion('cost-flash', 'It pushes attention up a complexity class.').mistakes,
    ).toContain('scale-changes-complexity');
    expect(
      gradeQuestion('cost-flash', 'It makes attention asymptotically more expensive.').mistakes,
    ).toContain('scale-changes-complexity');
    expect(
      gradeQuestion('additive', 'Additive attention is simply the better mechanism.').mistakes,
    ).toContain('additive-always-better');
    expect(
      gradeQuestion('cross-entropy', "With CE, saturated attention isn't a problem.").mistakes,
    ).toContain('loss-fixes-attention');
    expect(
      gradeQuestion(
        'what-breaks',
        'The gradients vanish first, and with nothing correcting them the scores keep growing.',
      ).mistakes,
    ).toContain('reversed-causation');
  });
});

describe('follow-up grader, classes from rounds bk, bm and bo', () => {
  it('reads "nothing explodes" as no exploding claim and "wanders about ±10" as growth', () => {
    expect(
      gradeQuestion('variant-no-scale', 'The gradients vanish; nothing explodes.').mistakes,
    ).not.toContain('exploding-gradients');
    expect(
      gradeQuestion('variant-teammate', 'The sum wanders about ±12 from zero.').points.find(
        (p) => p.id === 'scores-grow',
      )?.covered,
    ).toBe(true);
  });

  it('names "once saturated the scores keep inflating", "make them smaller", "came out ahead", "fine without the scaling"', () => {
    expect(
      gradeQuestion('what-breaks', 'Once it has saturated the logits keep inflating.').mistakes,
    ).toContain('reversed-causation');
    expect(
      gradeQuestion('variant-teammate', 'We divide them to make them smaller, that is all.')
        .mistakes,
    ).toContain('just-smaller');
    expect(
      gradeQuestion('additive', 'Additive came out ahead in every test they ran.').mistakes,
    ).toContain('additive-always-better');
    expect(
      gradeQuestion('cross-entropy', 'So attention is fine without the scaling as well.').mistakes,
    ).toContain('loss-fixes-attention');
  });
});

describe('follow-up grader, classes from rounds bq, bs and bu', () => {
  const covered = (question: string, text: string, point: string) =>
    gradeQuestion(question, text).points.find((p) => p.id === point)?.covered;

  it('reads "as the heads widen", "keep it even for a small head" and "the same whatever its size"', () => {
    expect(
      covered('small-dk', 'It is as the heads widen that it starts to bite.', 'grows-with-dk'),
    ).toBe(true);
    expect(covered('small-dk', "I'd keep it even for a tiny head.", 'keep-it-anyway')).toBe(true);
    expect(
      covered(
        'small-dk',
        'It makes every head behave the same whatever its size.',
        'keep-it-anyway',
      ),
    ).toBe(true);
  });

  it('reads "turns a lead into practically all of the weight" as saturation', () => {
    expect(
      covered(
        'variant-teammate',
        'The softmax turns a 20-point lead into practically all of the weight.',
        'softmax-saturates',
      ),
    ).toBe(true);
  });

  it('reads "so nothing can blow up" as no exploding claim', () => {
    expect(
      gradeQuestion(
        'exploding-vs-vanishing',
        'They vanish: the outputs are probabilities, so nothing can blow up through the gradients.',
      ).mistakes,
    ).not.toContain('exploding-gradients');
  });

  it('names saturation put down to vanishing gradients, and a variance pinned at one through training', () => {
    expect(
      gradeQuestion(
        'what-breaks',
        'First the gradients vanish, and since nothing flows back the softmax ends up saturated.',
      ).mistakes,
    ).toContain('reversed-causation');
    expect(
      gradeQuestion('trained-drift', 'The 1/√d_k pins the variance at one all through training.')
        .mistakes,
    ).toContain('variance-exactly-one');
  });
});

describe('follow-up grader, classes from rounds bw, by and ca', () => {
  it('names "only trims the scores down", "isn\'t really needed", "closer to O(n³)" and vanishing as the cause of saturation', () => {
    expect(gradeQuestion('what-breaks', 'It only trims the scores down.').mistakes).toContain(
      'just-smaller',
    );
    expect(
      gradeQuestion('cross-entropy', 'So with CE the scaling is not really needed.').mistakes,
    ).toContain('loss-fixes-attention');
    expect(gradeQuestion('cost-flash', 'It pushes attention closer to O(n³).').mistakes).toContain(
      'scale-changes-complexity',
    );
    expect(
      gradeQuestion(
        'exploding-vs-vanishing',
        'They vanish, and that is the reason the softmax saturates.',
      ).mistakes,
    ).toContain('reversed-causation');
  });

  it('reads "Vanishing, not exploding." between bullets as the answer', () => {
    const notes =
      '- the softmax is one-hot, so W_Q and W_K get nothing back. Vanishing, not exploding.\n- divide by √d_k → var back to 1';
    expect(gradeAnswer(notes).levels.followup).toBe('strong');
  });
});

describe('follow-up grader, classes from rounds cc, ce and cg', () => {
  it('names saturation drifted into after the gradients shrank, and "a worse complexity"', () => {
    expect(
      gradeQuestion(
        'what-breaks',
        "The gradients into W_Q shrink towards zero, and because they can't correct anything the softmax drifts into saturation.",
      ).mistakes,
    ).toContain('reversed-causation');
    expect(
      gradeQuestion('cost-flash', 'The scaled version has a worse complexity than plain attention.')
        .mistakes,
    ).toContain('scale-changes-complexity');
  });

  it('reads "all-in on the single best match" as saturation and "I don\'t know what QK-norm does" as no QK-norm point', () => {
    expect(
      gradeQuestion(
        'variant-teammate',
        'The softmax goes all-in on the single best match.',
      ).points.find((p) => p.id === 'softmax-saturates')?.covered,
    ).toBe(true);
    expect(
      gradeQuestion('trained-drift', "I don't know what QK-norm does exactly.").points.find(
        (p) => p.id === 'qk-norm',
      )?.covered,
    ).toBe(false);
  });
});

describe('follow-up grader, classes from rounds ci, ck and cm', () => {
  it('reads "learns just as well without the 1/√d_k" as the optimiser replacing the scaling', () => {
    expect(
      gradeQuestion(
        'adam',
        'Adam rescales every step, so the head trains just as well without the scaling.',
      ).mistakes,
    ).toContain('optimiser-replaces-scaling');
    expect(
      gradeQuestion(
        'adam',
        'No: Adam rescales every step, but the softmax still saturates, so the head would not train well without the scaling.',
      ).mistakes,
    ).toEqual([]);
  });

  it('reads "saturation never starves anything" as the loss fixing attention, but not its rejection', () => {
    expect(
      gradeQuestion(
        'cross-entropy',
        'Yes. The cross-entropy gradient is p − y, so saturation never hurts anything, the attention layers included.',
      ).mistakes,
    ).toContain('loss-fixes-attention');
    expect(
      gradeQuestion(
        'cross-entropy',
        'No. It is not true that saturation never hurts attention: cross-entropy only cancels the output softmax.',
      ).mistakes,
    ).toEqual([]);
  });
});
