// Entry of the practice part: wires the rubric scorer, the mock interview, the
// generated questions, the flashcards and progress export/import to the
// section's markup (web/partials/practice.html). Progress is shared by all.
import { lmsProgressStorage } from '../lms/session';
import type { StepContext } from '../steps/context';
import { ProgressStore } from './progress/store';
import type { QuestionCore } from './questions/types';
import { mountCards } from './ui/cards-view';
import { mountInterview } from './ui/interview-view';
import { mountProgress } from './ui/progress-view';
import { mountQuiz } from './ui/quiz-view';
import { mountRubric } from './ui/rubric-view';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the store reports it and keeps progress in memory
  }
}

export function mount(root: HTMLElement, ctx: StepContext): void {
  // Inside an LMS the progress lives in the course's suspend data instead.
  const store = new ProgressStore(lmsProgressStorage() ?? browserStorage());
  const problem = store.load();
  if (problem) ctx.notify(problem);
  const now = () => new Date();
  const core: QuestionCore = {
    variance: (options) => ctx.core.variance(options),
    saturation: (options) => ctx.core.saturation(options),
    softmax: (scores) => ctx.core.softmax(scores),
    rope: (options) => ctx.core.rope(options),
  };
  // A seed in the link replays the same questions; otherwise every visit differs.
  const linked = Number(ctx.state.get().seed);
  const seed = linked > 1 ? linked : crypto.getRandomValues(new Uint32Array(1))[0];
  mountRubric(root, store, now);
  mountInterview(root, store, now, ctx.embedded);
  mountQuiz(root, core, store, seed, now, ctx.state.get().questions);
  mountCards(root, store, now);
  mountProgress(root, store, now, (message) => ctx.notify(message));
  root.dataset.practiceReady = 'true';
}
