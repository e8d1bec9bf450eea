// A worksheet's content: the interview question with the key points a full
// answer makes, and N generated questions with their answers, drawn by the
// quiz's own generator (questions/session.ts) from a seed, so each seed gives
// another sheet and the same seed the same one. Numbers come live from the core.
import { MAIN_QUESTION_ID, QUESTIONS } from '../practice/interview/bank';
import {
  ALL_TEMPLATES,
  QuizSession,
  TemplatePool,
  expectedAnswer,
} from '../practice/questions/session';
import type { Question, QuestionCore } from '../practice/questions/types';

/** Questions that fit one A4 page beside the interview question. */
export const WORKSHEET_MAX_QUESTIONS = 10;

export interface WorksheetItem {
  question: Question;
  /** The key's answer, as the quiz would accept it. */
  answer: string;
}

export interface Worksheet {
  seed: number;
  interview: { question: string; keyPoints: string[] };
  items: WorksheetItem[];
}

export async function drawWorksheet(
  core: QuestionCore,
  seed: number,
  count: number,
): Promise<Worksheet> {
  const main = QUESTIONS.find((q) => q.id === MAIN_QUESTION_ID);
  if (!main) throw new Error('the interview bank has no main question');
  const session = new QuizSession(core, new TemplatePool(ALL_TEMPLATES, seed), seed, count);
  const items: WorksheetItem[] = [];
  for (let i = 0; i < count; i++) {
    const question = await session.nextQuestion();
    items.push({ question, answer: expectedAnswer(question) });
  }
  return {
    seed,
    interview: { question: main.text, keyPoints: main.keyPoints.map((p) => p.text) },
    items,
  };
}
