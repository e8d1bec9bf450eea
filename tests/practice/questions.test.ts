// Generated questions checked against the real core (Node build of the wasm).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqrtDkCore } from '../../wasm/api';
import { simdCore } from '../js/support/cores';
import { isWithin, parseNumericAnswer } from '../../web/src/practice/questions/answer-check';
import { LIVE_TEMPLATES } from '../../web/src/practice/questions/live-templates';
import { FACT_TEMPLATES } from '../../web/src/practice/questions/fact-templates';
import { seededRandom } from '../../web/src/practice/questions/random';
import { ALL_TEMPLATES, QuizSession, TemplatePool } from '../../web/src/practice/questions/session';
import type { Question, QuestionCore } from '../../web/src/practice/questions/types';
import { MODEL_PRESETS } from '../../web/src/models/presets';

let core: SqrtDkCore;
beforeAll(async () => {
  core = await simdCore();
});

/** The async question core over the Node core, recording every call. */
function recordingCore() {
  const calls: { method: string; args: unknown; result: unknown }[] = [];
  const wrap =
    <K extends keyof QuestionCore>(method: K) =>
    async (args: unknown) => {
      const result = (core[method] as (a: unknown) => unknown)(args);
      calls.push({ method, args, result });
      return result;
    };
  const q = {
    variance: wrap('variance'),
    saturation: wrap('saturation'),
    softmax: wrap('softmax'),
    rope: wrap('rope'),
  } as unknown as QuestionCore;
  return { q, calls };
}

const SEEDS = [1, 7, 42, 1234, 99_991];
const template = (id: string) => ALL_TEMPLATES.find((t) => t.id === id)!;

async function make(id: string, seed: number) {
  const { q, calls } = recordingCore();
  const question = await template(id).make({ random: seededRandom(seed), core: q, seed });
  return { question, calls };
}

describe('live questions agree with the core', () => {
  it.each(SEEDS)(
    'RoPE variance (seed %i): answer is the measured variance at the offset; d_k passes, √d_k does not',
    async (seed) => {
      const { question, calls } = await make('rope-variance', seed);
      expect(question.kind).toBe('numeric');
      if (question.kind !== 'numeric') return;
      const args = calls[0].args as { dk: number; maxOffset: number };
      expect(calls[0].method).toBe('rope');
      const row = core.rope(args).rows.find((r) => r.offset === args.maxOffset)!;
      expect(question.answer).toBe(row.variance.value);
      expect(question.prompt).toContain(`d_k = ${args.dk}`);
      expect(isWithin(args.dk, question.answer, question.tolerance)).toBe(true);
      expect(isWithin(Math.sqrt(args.dk), question.answer, question.tolerance)).toBe(false);
      expect(isWithin(1, question.answer, question.tolerance)).toBe(false);
    },
  );

  it.each(SEEDS)(
    'std of unscaled scores (seed %i): answer is the measured std; √d_k is accepted',
    async (seed) => {
      const { question, calls } = await make('std-unscaled', seed);
      expect(question.kind).toBe('numeric');
      if (question.kind !== 'numeric') return;
      const args = calls[0].args as { dk: number; seed: number; pairs: number };
      const again = core.variance(args); // same seed: same measurement
      expect(question.answer).toBe(again.std.value);
      expect(question.prompt).toContain(`d_k = ${args.dk}`);
      // The tolerance comes from the standard error: the textbook answer passes, a wrong divisor does not.
      expect(isWithin(Math.sqrt(args.dk), question.answer, question.tolerance)).toBe(true);
      expect(isWithin(args.dk, question.answer, question.tolerance)).toBe(false);
      expect(question.tolerance).toBeLessThan(0.1 * Math.sqrt(args.dk));
    },
  );

  it.each(SEEDS)('variance after dividing by √d_k or by d_k (seed %i)', async (seed) => {
    for (const [id, kind, theory] of [
      ['variance-scaled', 'sqrt_dk', () => 1],
      ['variance-over-dk', 'dk', (dk: number) => 1 / dk],
    ] as const) {
      const { question, calls } = await make(id, seed);
      if (question.kind !== 'numeric') throw new Error('expected numeric');
      const args = calls[0].args as { dk: number };
      const measured = core.variance(args as never).divisors.find((d) => d.kind === kind)!.variance;
      expect(question.answer).toBe(measured.value);
      expect(isWithin(theory(args.dk), question.answer, question.tolerance), id).toBe(true);
      expect(isWithin(args.dk, question.answer, question.tolerance), id).toBe(false);
    }
  });

  it.each(SEEDS)('mean top weight without scaling is the right option (seed %i)', async (seed) => {
    const { question, calls } = await make('top-weight-unscaled', seed);
    if (question.kind !== 'choice') throw new Error('expected choice');
    const result = core.saturation(calls[0].args as never);
    const raw = result.byDivisor.find((d) => d.kind === 'none')!.topWeight.value;
    expect(Number(question.options[question.correct])).toBeCloseTo(raw, 2);
    expect(new Set(question.options).size).toBe(question.options.length);
    expect(raw).toBeGreaterThan(0.7); // d_k >= 64: saturated, as the explanation says
  });

  it.each(SEEDS)(
    'softmax questions use the core’s weights and Jacobian (seed %i)',
    async (seed) => {
      const jac = await make('max-jacobian', seed);
      if (jac.question.kind !== 'numeric') throw new Error('expected numeric');
      const scores = jac.calls[0].args as number[];
      expect(jac.question.answer).toBe(core.softmax(scores).maxJacobianEntry);
      // Independent check: p_i(δ_ij − p_j) from the weights, largest |entry|.
      const p = Array.from(core.softmax(scores).weights);
      let largest = 0;
      for (let i = 0; i < p.length; i++)
        for (let j = 0; j < p.length; j++)
          largest = Math.max(largest, Math.abs(p[i] * ((i === j ? 1 : 0) - p[j])));
      expect(jac.question.answer).toBeCloseTo(largest, 12);
      expect(jac.question.answer).toBeLessThanOrEqual(0.25);

      const top = await make('top-weight-exact', seed);
      if (top.question.kind !== 'numeric') throw new Error('expected numeric');
      const scaled = top.calls[0].args as number[];
      expect(top.question.answer).toBeCloseTo(Math.max(...core.softmax(scaled).weights), 12);
      const sum = scaled.reduce((s, x) => s + Math.exp(x), 0);
      expect(top.question.answer).toBeCloseTo(Math.exp(Math.max(...scaled)) / sum, 10);
    },
  );

  it('reproduces the worked example of the brief: (16, 8, 0, −8) has a largest Jacobian entry of about 0.000335', () => {
    expect(core.softmax([16, 8, 0, -8]).maxJacobianEntry).toBeCloseTo(0.000335, 5);
  });
});

describe('fact questions', () => {
  it.each(SEEDS)('model divisor options hold exactly one true divisor (seed %i)', async (seed) => {
    const { question } = await make('model-divisor', seed);
    if (question.kind !== 'choice') throw new Error('expected choice');
    const model = MODEL_PRESETS.find((m) => question.prompt.startsWith(m.name))!;
    expect(question.options[question.correct]).toContain(`√${model.divisorSquared}`);
    expect(new Set(question.options).size).toBe(question.options.length);
    expect(question.options.length).toBeGreaterThanOrEqual(3);
  });

  it('every model appears, including the Gemma exceptions', async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed < 200 && seen.size < MODEL_PRESETS.length; seed++) {
      const { question } = await make('model-divisor', seed);
      seen.add(MODEL_PRESETS.find((m) => question.prompt.startsWith(m.name))!.id);
    }
    expect(seen.size).toBe(MODEL_PRESETS.length);
  });

  it.each(SEEDS)(
    'every template yields a well-formed question with an explanation and a step link (seed %i)',
    async (seed) => {
      for (const t of [...LIVE_TEMPLATES, ...FACT_TEMPLATES]) {
        const { question } = await make(t.id, seed);
        expect(question.template).toBe(t.id);
        expect(question.link).toMatch(/^#step-(variance|saturation|fix|beyond)$/);
        expect(question.explanation.length).toBeGreaterThan(40);
        if (question.kind === 'choice') {
          expect(question.correct).toBeGreaterThanOrEqual(0);
          expect(question.correct).toBeLessThan(question.options.length);
          expect(new Set(question.options).size).toBe(question.options.length);
        } else {
          expect(Number.isFinite(question.answer)).toBe(true);
          expect(question.tolerance).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );
});

describe('quiz session', () => {
  it('never repeats a template until the pool is used up, then starts a new round', () => {
    const pool = new TemplatePool(ALL_TEMPLATES, 5);
    const n = ALL_TEMPLATES.length;
    const first = Array.from({ length: n }, () => pool.next().id);
    expect(new Set(first).size).toBe(n);
    const second = Array.from({ length: n }, () => pool.next().id);
    expect(new Set(second).size).toBe(n);
    expect(second).not.toEqual(first); // reshuffled
  });

  it('is reproducible from its seed and scores answers', async () => {
    const { q } = recordingCore();
    const run = async () => {
      const session = new QuizSession(q, new TemplatePool(ALL_TEMPLATES, 11), 11, 4);
      const questions: Question[] = [];
      while (!session.finished) {
        const question = await session.nextQuestion();
        questions.push(question);
        const right = question.kind === 'choice' ? question.correct : String(question.answer);
        expect(session.answer(question, right)).toMatchObject({
          status: 'answered',
          correct: true,
        });
      }
      return { questions, score: session.score };
    };
    const a = await run();
    const b = await run();
    expect(a.score).toBe(4);
    expect(a.questions.map((x) => x.prompt)).toEqual(b.questions.map((x) => x.prompt));
  });

  it('does not count invalid input, and marks wrong answers wrong', async () => {
    const session = new QuizSession(recordingCore().q, new TemplatePool(FACT_TEMPLATES, 3), 3, 2);
    const question = await template('jacobian-bound').make({
      random: seededRandom(1),
      core: recordingCore().q,
      seed: 1,
    });
    expect(session.answer(question, 'a quarter')).toMatchObject({ status: 'invalid' });
    expect(session.asked).toHaveLength(0);
    expect(session.answer(question, '1/2')).toMatchObject({
      status: 'answered',
      correct: false,
      expected: expect.stringContaining('0.25'),
    });
    expect(session.answer(question, '1/4')).toMatchObject({ correct: true });
    expect(session.score).toBe(1);
    expect(session.finished).toBe(true);
  });
});

describe('numeric answer parsing', () => {
  it.each([
    ['8', 8],
    [' 0.25 ', 0.25],
    ['1/4', 0.25],
    ['√64', 8],
    ['sqrt(128)', Math.sqrt(128)],
    ['25%', 0.25],
    ['−2', -2],
    ['≈ 11.3', 11.3],
    ['3,5', 3.5],
    ['1e-3', 0.001],
  ])('reads %s', (text, value) => {
    expect(parseNumericAnswer(text)).toEqual({ ok: true, value });
  });

  it.each(['', 'eight', '1/0', '√-4', '<script>', '1'.repeat(50), '2+2'])(
    'rejects %s with a hint',
    (text) => {
      const parsed = parseNumericAnswer(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/Enter a number/);
    },
  );
});
