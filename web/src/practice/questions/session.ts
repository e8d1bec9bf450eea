// A quiz session: draws questions from a seeded, shuffled pool of templates
// (no template repeats until every one has been asked), checks answers and
// keeps the score.
import { isWithin, parseNumericAnswer } from './answer-check';
import { FACT_TEMPLATES } from './fact-templates';
import { LIVE_TEMPLATES } from './live-templates';
import { seededRandom, shuffled } from './random';
import type { Question, QuestionCore, QuestionTemplate } from './types';

export const ALL_TEMPLATES: readonly QuestionTemplate[] = [...LIVE_TEMPLATES, ...FACT_TEMPLATES];
export const SESSION_LENGTH = 8;

/** Cycles through templates in shuffled order, reshuffling when used up. */
export class TemplatePool {
  private order: QuestionTemplate[] = [];
  private readonly random: () => number;

  constructor(
    private readonly templates: readonly QuestionTemplate[],
    seed: number,
  ) {
    this.random = seededRandom(seed ^ 0x5eed);
  }

  next(): QuestionTemplate {
    if (this.order.length === 0) this.order = shuffled(this.random, this.templates);
    return this.order.shift() as QuestionTemplate;
  }
}

export type AnswerOutcome =
  | { status: 'invalid'; message: string }
  | { status: 'answered'; correct: boolean; expected: string };

export class QuizSession {
  readonly asked: { question: Question; correct: boolean }[] = [];
  private readonly random: () => number;
  private drawSeed: number;

  constructor(
    private readonly core: QuestionCore,
    private readonly pool: TemplatePool,
    seed: number,
    readonly length = SESSION_LENGTH,
  ) {
    this.random = seededRandom(seed);
    this.drawSeed = seed >>> 0;
  }

  get score(): number {
    return this.asked.filter((a) => a.correct).length;
  }

  get finished(): boolean {
    return this.asked.length >= this.length;
  }

  async nextQuestion(): Promise<Question> {
    const template = this.pool.next();
    // Each simulation gets its own seed so numbers differ between questions.
    this.drawSeed = (this.drawSeed + 0x9e37) >>> 0;
    return template.make({ random: this.random, core: this.core, seed: this.drawSeed || 1 });
  }

  /** Checks an answer (option index or typed text). Invalid text is not counted. */
  answer(question: Question, given: number | string): AnswerOutcome {
    let correct: boolean;
    let expected: string;
    if (question.kind === 'choice') {
      if (
        typeof given !== 'number' ||
        !Number.isInteger(given) ||
        given < 0 ||
        given >= question.options.length
      ) {
        return { status: 'invalid', message: 'Choose one of the options.' };
      }
      correct = given === question.correct;
      expected = expectedAnswer(question);
    } else {
      const parsed = parseNumericAnswer(String(given));
      if (!parsed.ok) return { status: 'invalid', message: parsed.message };
      correct = isWithin(parsed.value, question.answer, question.tolerance);
      expected = expectedAnswer(question);
    }
    this.asked.push({ question, correct });
    return { status: 'answered', correct, expected };
  }
}

/** The right answer as the quiz shows it (and the worksheet's key prints it). */
export function expectedAnswer(question: Question): string {
  if (question.kind === 'choice') return question.options[question.correct];
  return question.tolerance > 0
    ? `${formatAnswer(question.answer)} (accepted: ±${Number(question.tolerance.toPrecision(2))})`
    : formatAnswer(question.answer);
}

function formatAnswer(value: number): string {
  if (value === 0) return '0';
  const digits = Math.max(0, 3 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(Math.min(6, digits))).toString();
}
