// Entry of worksheet.html: a printable sheet of the interview question and
// generated questions with a separate answer key, for the seed and count in
// the address (?seed=…&questions=…, the For teachers page links here).
import '../styles';
import '../../styles/worksheet.css';
import { createNotifier } from '../notice';
import type { QuestionCore } from '../practice/questions/types';
import { PARAMS } from '../state/params';
import { readState } from '../state/url';
import { startCore } from '../worker/start';
import { WORKSHEET_MAX_QUESTIONS, drawWorksheet } from './draw';
import { renderWorksheet } from './render';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const notify = createNotifier(byId('notice'));
const seedInput = byId<HTMLInputElement>('worksheet-seed');
const countInput = byId<HTMLInputElement>('worksheet-count');
const status = byId('worksheet-status');

const { state, problems } = readState(window.location.search);
problems.forEach(notify);
let count = state.questions;
if (count > WORKSHEET_MAX_QUESTIONS) {
  notify(
    `A worksheet holds at most ${WORKSHEET_MAX_QUESTIONS} questions on its page; it shows ${WORKSHEET_MAX_QUESTIONS}.`,
  );
  count = WORKSHEET_MAX_QUESTIONS;
}
seedInput.value = String(state.seed);
countInput.value = String(count);

const client = startCore(state.wasm);
const core: QuestionCore = {
  variance: (options) => client.variance(options),
  saturation: (options) => client.saturation(options),
  softmax: (scores) => client.softmax(scores),
  rope: (options) => client.rope(options),
};

let drawing = 0;
async function make(seed: number, questions: number): Promise<void> {
  const mine = ++drawing;
  document.documentElement.dataset.worksheet = 'drawing';
  status.textContent = 'Measuring the numbers…';
  const params = new URLSearchParams({ seed: String(seed), questions: String(questions) });
  window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  try {
    const sheet = await drawWorksheet(core, seed, questions);
    if (mine !== drawing) return;
    renderWorksheet(sheet);
    status.textContent = `Seed ${seed}: ${questions} questions and their key.`;
    document.documentElement.dataset.worksheet = 'ready';
  } catch (error) {
    status.textContent = `The sheet could not be made: ${(error as Error).message}`;
    document.documentElement.dataset.worksheet = 'error';
  }
}

byId('worksheet-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const seed = PARAMS.seed.parse(seedInput.value.trim());
  const questions = Number(countInput.value);
  if (seed === undefined)
    return void (status.textContent = `The seed must be ${PARAMS.seed.allowed}.`);
  if (!Number.isInteger(questions) || questions < 1 || questions > WORKSHEET_MAX_QUESTIONS) {
    status.textContent = `The number of questions must be a whole number from 1 to ${WORKSHEET_MAX_QUESTIONS}.`;
    return;
  }
  void make(seed, questions);
});
byId('worksheet-print').addEventListener('click', () => window.print());
void make(state.seed, count);
