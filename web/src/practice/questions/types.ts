// Generated practice questions: multiple choice or a number with a tolerance.
import type { AsyncSqrtDkCore } from '../../../../wasm/api';

/** The part of the core the generators use: the worker client in the page,
 *  the Node core (wrapped in promises) in tests. */
export type QuestionCore = Pick<AsyncSqrtDkCore, 'variance' | 'saturation' | 'softmax' | 'rope'>;

interface QuestionBase {
  /** Template id: a session never repeats a template until all were asked. */
  template: string;
  prompt: string;
  /** Shown after answering; says why, with the numbers. */
  explanation: string;
  /** The page step that shows it live. */
  link: string;
}

export interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  options: string[];
  correct: number; // index into options
}

export interface NumericQuestion extends QuestionBase {
  kind: 'numeric';
  answer: number;
  /** Accepted when |given - answer| <= tolerance. */
  tolerance: number;
  /** How to write the answer, e.g. "a number such as 8 or 0.25". */
  hint: string;
}

export type Question = ChoiceQuestion | NumericQuestion;

/** Everything a template may draw from: a seeded random source and the core. */
export interface DrawContext {
  random: () => number;
  core: QuestionCore;
  seed: number;
}

export interface QuestionTemplate {
  id: string;
  make(ctx: DrawContext): Promise<Question>;
}
