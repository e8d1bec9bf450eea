// The generated-question session: one question at a time, feedback with the
// explanation and a link to the live step, and the score at the end.
import { choiceLetter, reportActivity } from '../../lms/activity';
import type { ProgressStore } from '../progress/store';
import { QuizSession, TemplatePool, ALL_TEMPLATES } from '../questions/session';
import type { Question, QuestionCore } from '../questions/types';
import { clear, el, required, stepLink } from './dom';

let formCount = 0;

function choiceForm(question: Question & { kind: 'choice' }, id: string): HTMLFormElement {
  const fieldset = el(
    'fieldset',
    {},
    el('legend', { className: 'practice-prompt', text: question.prompt }),
  );
  question.options.forEach((option, index) => {
    const inputId = `${id}-option-${index}`;
    const input = el('input', {
      attrs: { type: 'radio', name: `${id}-choice`, id: inputId, value: String(index) },
    });
    fieldset.append(
      el(
        'div',
        { className: 'practice-option' },
        input,
        el('label', { text: option, attrs: { for: inputId } }),
      ),
    );
  });
  return el('form', { className: 'practice-question-form', attrs: { id } }, fieldset);
}

function numericForm(question: Question & { kind: 'numeric' }, id: string): HTMLFormElement {
  const inputId = `${id}-number`;
  return el(
    'form',
    { className: 'practice-question-form', attrs: { id } },
    el('label', { className: 'practice-prompt', text: question.prompt, attrs: { for: inputId } }),
    el('input', {
      attrs: {
        id: inputId,
        type: 'text',
        inputmode: 'decimal',
        autocomplete: 'off',
        'aria-describedby': `${inputId}-hint`,
      },
    }),
    el('p', { className: 'hint', text: question.hint, attrs: { id: `${inputId}-hint` } }),
  );
}

function readGiven(form: HTMLFormElement, question: Question): number | string {
  if (question.kind === 'choice') {
    const checked = form.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    return checked ? Number(checked.value) : -1;
  }
  return form.querySelector<HTMLInputElement>('input[type="text"]')?.value ?? '';
}

export function mountQuiz(
  root: HTMLElement,
  core: QuestionCore,
  store: ProgressStore,
  seed: number,
  now: () => Date,
  length?: number,
): void {
  const start = required<HTMLButtonElement>(root, '#practice-quiz-start');
  const area = required(root, '#practice-quiz-area');
  const status = required(root, '#practice-quiz-status');
  // One pool per page visit: a new session continues where the last one stopped.
  const pool = new TemplatePool(ALL_TEMPLATES, seed);
  let sessionCount = 0;

  async function ask(session: QuizSession): Promise<void> {
    clear(area);
    const progress = el('p', {
      className: 'practice-quiz-progress',
      text: `Question ${session.asked.length + 1} of ${session.length}`,
    });
    area.append(progress, el('p', { className: 'hint', text: 'Preparing the question…' }));
    let question: Question;
    try {
      question = await session.nextQuestion();
    } catch (error) {
      clear(area);
      area.append(
        el('p', {
          className: 'practice-error',
          text: `The question could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        }),
      );
      return;
    }
    const id = `practice-q${++formCount}`;
    const form = question.kind === 'choice' ? choiceForm(question, id) : numericForm(question, id);
    const check = el('button', {
      className: 'button-primary',
      text: 'Check answer',
      attrs: { type: 'submit' },
    });
    const message = el('p', { className: 'practice-error', attrs: { 'aria-live': 'polite' } });
    form.append(el('div', { className: 'practice-actions' }, check), message);
    clear(area);
    area.append(progress, form);
    status.textContent = `Question ${session.asked.length + 1} of ${session.length}.`;
    form.querySelector<HTMLElement>('input')?.focus();
    const shownAt = performance.now();

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const outcome = session.answer(question, readGiven(form, question));
      if (outcome.status === 'invalid') {
        message.textContent = outcome.message;
        return;
      }
      const given = readGiven(form, question);
      reportActivity({
        kind: 'answered',
        question: question.template,
        type: question.kind,
        response: question.kind === 'choice' ? choiceLetter(Number(given)) : String(given).trim(),
        expected:
          question.kind === 'choice' ? choiceLetter(question.correct) : String(question.answer),
        correct: outcome.correct,
        seconds: (performance.now() - shownAt) / 1000,
      });
      for (const input of form.querySelectorAll<HTMLInputElement>('input')) input.disabled = true;
      check.remove();
      message.remove();
      const verdict = outcome.correct
        ? 'Correct.'
        : `Not quite. The expected answer: ${outcome.expected}.`;
      const next = el('button', {
        className: 'button-primary',
        text: session.finished ? 'See your score' : 'Next question',
        attrs: { type: 'button' },
      });
      const feedback = el(
        'div',
        {
          className: `practice-feedback ${outcome.correct ? 'is-correct' : 'is-wrong'}`,
          attrs: { tabindex: '-1' },
        },
        el('p', { className: 'practice-verdict', text: verdict }),
        el('p', {}, question.explanation, ' ', stepLink(question.link)),
        el('div', { className: 'practice-actions' }, next),
      );
      area.append(feedback);
      status.textContent = verdict;
      next.focus();
      next.addEventListener(
        'click',
        () => void (session.finished ? finish(session) : ask(session)),
      );
    });
  }

  function finish(session: QuizSession): void {
    clear(area);
    const text = `Session complete: you scored ${session.score} of ${session.length}.`;
    const summary = el('p', {
      className: 'practice-score',
      text,
      attrs: { tabindex: '-1', 'data-readout': 'quiz-score' },
    });
    const missed = session.asked.filter((a) => !a.correct);
    area.append(summary);
    if (missed.length > 0) {
      area.append(
        el('p', { text: 'Worth another look:' }),
        el(
          'ul',
          {},
          ...missed.map((a) => el('li', {}, a.question.prompt, ' ', stepLink(a.question.link))),
        ),
      );
    }
    status.textContent = text;
    summary.focus();
    reportActivity({
      kind: 'completed',
      activity: 'quiz',
      score: session.score,
      max: session.length,
    });
    start.textContent = 'Start another session';
    const failure = store.update((p) => ({
      ...p,
      quizzes: [
        ...p.quizzes,
        { at: now().toISOString(), correct: session.score, total: session.length },
      ].slice(-500),
    }));
    if (failure) area.append(el('p', { className: 'practice-error', text: failure }));
  }

  start.addEventListener('click', () => {
    sessionCount++;
    void ask(new QuizSession(core, pool, (seed + sessionCount * 0x1000193) >>> 0, length));
  });
}
