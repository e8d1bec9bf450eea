// The rubric-scored answer: score the typed answer, show per dimension the
// level, the learner's own phrases and what the next level needs, flag the
// common mistakes, reveal model answers, and list past attempts.
import { checkAnswerText } from '../answer-input';
import { MODEL_ANSWERS } from '../model-answers';
import type { ProgressStore } from '../progress/store';
import type { RubricAttempt } from '../progress/schema';
import type { GradeResult, MistakeFlag } from '../scorer/grade';
import { loadScoring, scoringFailure } from '../scoring';
import { DIMENSIONS, LEVELS, RUBRIC } from '../scorer/rubric';
import { captionedTable, clear, el, formatDateTime, levelBadge, required, stepLink } from './dom';

/** Past attempts shown, newest first. */
const HISTORY_SHOWN = 10;

/** The mistakes an answer asserted, each quoted with its correction and a
 *  link to the step that shows it (rubric answer and interview answers). */
export function renderMistakes(
  flags: readonly MistakeFlag[],
  heading: HTMLElement,
  link: (href: string) => HTMLElement,
): HTMLElement {
  if (flags.length === 0) return el('p', { text: 'No common mistakes found.' });
  return el(
    'div',
    { className: 'practice-mistakes' },
    heading,
    el(
      'ul',
      {},
      ...flags.map((flag) =>
        el('li', {}, el('q', { text: flag.phrase }), ' — ', flag.correction, ' ', link(flag.link)),
      ),
    ),
  );
}

/** The rubric table, summary and mistakes of one scored answer (also shown for
 *  the main answer of a mock interview). `link` makes the "see it live" links. */
export function renderRubricResult(
  result: GradeResult,
  link: (href: string) => HTMLElement = (href) => stepLink(href),
): HTMLElement {
  const rows = DIMENSIONS.map((dim) => {
    const evidence = result.evidence[dim];
    const quotes =
      evidence.length > 0
        ? el(
            'ul',
            { className: 'practice-evidence' },
            ...evidence.map((p) => el('li', {}, el('q', { text: p }))),
          )
        : el('span', { className: 'hint', text: 'Nothing yet.' });
    return el(
      'tr',
      {},
      el('th', { attrs: { scope: 'row' }, text: RUBRIC[dim].title }),
      // data-label names the column where narrow screens stack the cells (practice.css).
      el('td', { attrs: { 'data-label': 'Level' } }, levelBadge(result.levels[dim])),
      el('td', { attrs: { 'data-label': 'Your words' } }, quotes),
      el('td', {
        text: result.missing[dim] ?? 'Top level reached.',
        attrs: { 'data-label': 'Next level' },
      }),
    );
  });
  const table = captionedTable(
    '',
    'Your answer on the five rubric dimensions',
    ['Dimension', 'Level', 'Your words that earned it', 'For the next level'],
    rows,
  );
  const summary = el('p', {
    className: 'practice-summary',
    text: `Scored: ${DIMENSIONS.map((d) => `${RUBRIC[d].title} ${result.levels[d]}`).join(', ')}.`,
  });
  const mistakes = renderMistakes(
    result.flags,
    el('h4', { text: 'Common mistakes in your answer' }),
    link,
  );
  return el('div', {}, summary, table, mistakes);
}

function renderHistory(list: HTMLElement, summary: HTMLElement, attempts: RubricAttempt[]): void {
  clear(list);
  // The summary line shows the best level reached on each dimension so far.
  if (attempts.length === 0) {
    summary.textContent = 'None yet: scored answers are kept in this browser.';
  } else {
    const best = DIMENSIONS.map((d) => {
      const top = Math.max(...attempts.map((a) => LEVELS.indexOf(a.levels[d])));
      return `${RUBRIC[d].title} ${LEVELS[top]}`;
    });
    summary.textContent = `${attempts.length} scored so far. Best on each dimension: ${best.join(', ')}.`;
  }
  const shown = attempts.slice(-HISTORY_SHOWN).reverse();
  for (const attempt of shown) {
    const staff = DIMENSIONS.filter((d) => attempt.levels[d] === 'staff').length;
    const strong = DIMENSIONS.filter((d) => attempt.levels[d] === 'strong').length;
    const detail = DIMENSIONS.map((d) => `${RUBRIC[d].title}: ${attempt.levels[d]}`).join(' · ');
    const mistakes = attempt.mistakes.length ? ` · mistakes: ${attempt.mistakes.join(', ')}` : '';
    list.append(
      el(
        'li',
        {},
        el('strong', { text: `${formatDateTime(attempt.at)}: ${staff} staff, ${strong} strong` }),
        el('br'),
        el('span', { className: 'hint', text: detail + mistakes }),
      ),
    );
  }
}

function renderModelAnswers(container: HTMLElement): void {
  clear(container);
  for (const level of LEVELS) {
    container.append(
      el('h5', { text: `A ${level} answer` }),
      el('p', { text: MODEL_ANSWERS[level] }),
    );
  }
}

export function mountRubric(root: HTMLElement, store: ProgressStore, now: () => Date): void {
  const textarea = required<HTMLTextAreaElement>(root, '#practice-answer');
  const button = required<HTMLButtonElement>(root, '#practice-grade');
  const output = required(root, '#practice-rubric-result');
  const models = required<HTMLDetailsElement>(root, '#practice-model-answers');
  const history = required(root, '#practice-history');
  const summary = required(root, '#practice-history-empty');
  renderModelAnswers(required(root, '#practice-model-list'));
  renderHistory(history, summary, store.get().attempts);
  store.subscribe((progress) => renderHistory(history, summary, progress.attempts));

  textarea.addEventListener('focus', () => void loadScoring().catch(() => {}), { once: true });
  button.addEventListener('click', async () => {
    clear(output);
    const input = checkAnswerText(textarea.value);
    if (!input.ok) {
      output.append(
        el('p', { className: 'practice-error', text: `Your answer: ${input.message}.` }),
      );
      return;
    }
    let gradeAnswer;
    try {
      ({ gradeAnswer } = await loadScoring());
    } catch (error) {
      output.append(el('p', { className: 'practice-error', text: scoringFailure(error) }));
      return;
    }
    const result = gradeAnswer(input.text);
    output.append(renderRubricResult(result));
    models.hidden = false;
    const attempt: RubricAttempt = {
      at: now().toISOString(),
      levels: result.levels,
      mistakes: result.mistakes,
    };
    const failure = store.update((p) => ({ ...p, attempts: [...p.attempts, attempt].slice(-500) }));
    if (failure) output.append(el('p', { className: 'practice-error', text: failure }));
  });
}
