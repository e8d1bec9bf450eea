// The mock interview: the main question, then the follow-ups the planner
// picks (interview/plan.ts), each scored as soon as it is answered, then the
// final report, saved with the progress. The interview reads as a transcript:
// every question stays on the page with the answer given and its result.
import { reportActivity } from '../../lms/activity';
import { interviewPoints } from '../../lms/grading';
import { checkAnswerText } from '../answer-input';
import { MAIN_QUESTION_ID, questionById } from '../interview/bank';
import type { QuestionGrade } from '../interview/grade-question';
import { nextFollowUp, plannedFollowUps, type FollowUpChoice } from '../interview/plan';
import type { InterviewRecord } from '../progress/schema';
import type { ProgressStore } from '../progress/store';
import type { GradeResult } from '../scorer/grade';
import { loadInterviewScoring, scoringFailure, type InterviewScoring } from '../scoring';
import { DIMENSIONS, RUBRIC } from '../scorer/rubric';
import { AnswerTimer, formatDuration } from './answer-timer';
import { clear, el, required } from './dom';
import { renderInterviewHistory } from './interview-history';
import { renderFinalReport, renderFollowUpResult } from './interview-render';
import { reasonText } from './interview-words';
import { liveLinkFromFragment } from './live-link';
import { renderRubricResult } from './rubric-view';

const MAX_INTERVIEWS_KEPT = 200;

interface Answered {
  grade: QuestionGrade;
  seconds?: number;
}

interface Interview {
  timed: boolean;
  main?: GradeResult;
  mainSeconds?: number;
  planned: number;
  followUps: Answered[];
  skipped: string[];
}

interface TurnSpec {
  heading: string;
  question: string;
  reason?: string;
  label: string;
  canSkip: boolean;
}

interface TurnHandlers {
  /** Returns the result to show under its heading, or an error message for the form. */
  submit: (
    text: string,
    seconds: number | undefined,
  ) => { heading: string; body: HTMLElement } | string;
  skip?: () => void;
  /** Runs after the result is shown (offer the next step). */
  done: () => void;
}

let turnCount = 0;

export function mountInterview(
  root: HTMLElement,
  store: ProgressStore,
  now: () => Date,
  embedded: boolean,
): void {
  const start = required<HTMLButtonElement>(root, '#practice-interview-start');
  const timerOption = required<HTMLInputElement>(root, '#practice-interview-timer');
  const area = required(root, '#practice-interview-area');
  const status = required(root, '#practice-interview-status');
  const history = required(root, '#practice-interview-history');
  const historySummary = required(root, '#practice-interview-history-empty');
  renderInterviewHistory(history, historySummary, store.get().interviews);
  store.subscribe((p) => renderInterviewHistory(history, historySummary, p.interviews));

  let interview: Interview | null = null;
  // Loaded before the first question is asked (startInterview).
  let scoring: InterviewScoring | null = null;
  const scorer = (): InterviewScoring => {
    if (!scoring) throw new Error('the scorer has not loaded');
    return scoring;
  };
  // The timer of the open question, stopped when a new interview replaces it.
  let openTimer: AnswerTimer | null = null;
  const announce = (text: string) => (status.textContent = text);

  /** Appends one question with its answer box; the result replaces the form. */
  function askTurn(spec: TurnSpec, on: TurnHandlers): void {
    const id = `practice-turn-${++turnCount}`;
    const heading = el('h4', { text: spec.heading, attrs: { id: `${id}-title`, tabindex: '-1' } });
    const questionText = el('p', { text: spec.question, attrs: { id: `${id}-question` } });
    const describedBy = [`${id}-question`, spec.reason ? `${id}-reason` : '', `${id}-hint`];
    const textarea = el('textarea', {
      attrs: {
        id: `${id}-answer`,
        rows: '6',
        maxlength: '20000',
        spellcheck: 'true',
        'aria-describedby': describedBy.filter(Boolean).join(' '),
      },
    });
    const error = el('p', { className: 'practice-error', attrs: { id: `${id}-error` } });
    const submit = el('button', {
      className: 'button-primary',
      text: 'Submit answer',
      attrs: { type: 'submit' },
    });
    const skip = spec.canSkip
      ? el('button', { text: 'Skip this question', attrs: { type: 'button' } })
      : null;
    openTimer?.stop();
    const timer = interview?.timed ? new AnswerTimer() : null;
    openTimer = timer;
    const form = el(
      'form',
      { className: 'practice-field' },
      el('label', { text: spec.label, attrs: { for: textarea.id } }),
      textarea,
      el('p', {
        className: 'hint',
        text: 'Answer as you would aloud, in full sentences, then press Submit answer.',
        attrs: { id: `${id}-hint` },
      }),
      timer?.readout ?? null,
      error,
      el('div', { className: 'practice-actions' }, submit, skip),
    );
    const turn = el(
      'section',
      { className: 'practice-turn', attrs: { 'aria-labelledby': heading.id } },
      heading,
      el('blockquote', { className: 'practice-question' }, questionText),
      spec.reason
        ? el('p', { className: 'hint', text: spec.reason, attrs: { id: `${id}-reason` } })
        : null,
      form,
    );
    area.append(turn);
    textarea.focus();

    const showGiven = (text: string | null) => {
      form.replaceWith(
        text === null
          ? el('p', { className: 'practice-skipped', text: 'Skipped.' })
          : el(
              'div',
              { className: 'practice-given' },
              el('p', { className: 'practice-subhead', text: 'Your answer' }),
              el('blockquote', { className: 'practice-given-text', text }),
              timer ? timer.readout : null,
            ),
      );
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = checkAnswerText(textarea.value);
      const outcome = input.ok
        ? on.submit(input.text, timer?.elapsed())
        : `Your answer: ${input.message}.`;
      if (typeof outcome === 'string') {
        error.textContent = outcome;
        textarea.setAttribute('aria-invalid', 'true');
        if (!describedBy.includes(error.id)) describedBy.push(error.id);
        textarea.setAttribute('aria-describedby', describedBy.filter(Boolean).join(' '));
        announce(outcome);
        textarea.focus();
        return;
      }
      timer?.stop();
      showGiven(input.ok ? input.text : '');
      const resultHeading = el('h5', {
        className: 'practice-result-heading',
        text: outcome.heading,
        attrs: { tabindex: '-1', id: `${id}-result` },
      });
      turn.append(
        el(
          'div',
          {
            className: 'practice-result',
            attrs: { role: 'group', 'aria-labelledby': resultHeading.id },
          },
          resultHeading,
          outcome.body,
        ),
      );
      resultHeading.focus();
      on.done();
    });
    skip?.addEventListener('click', () => {
      timer?.stop();
      showGiven(null);
      on.skip?.();
    });
  }

  /** The buttons under the latest turn: more questions or the report. */
  function offerNext(focus: boolean): void {
    const current = interview;
    if (!current?.main) return;
    const asked = current.followUps.length + current.skipped.length;
    const choice = nextFollowUp({
      main: current.main,
      answered: current.followUps.map((a) => ({
        question: a.grade.question,
        mistakes: a.grade.mistakes,
      })),
      skipped: current.skipped,
    });
    const row = el('div', { className: 'practice-actions practice-interview-next' });
    const button = (text: string, primary: boolean, action: () => void) => {
      const b = el('button', {
        className: primary ? 'button-primary' : '',
        text,
        attrs: { type: 'button' },
      });
      b.addEventListener('click', () => {
        row.remove();
        action();
      });
      row.append(b);
      return b;
    };
    const withinPlan = asked < current.planned;
    let first: HTMLButtonElement | null = null;
    if (choice) {
      const label =
        asked === 0 ? 'First follow-up' : withinPlan ? 'Next follow-up' : 'Another follow-up';
      first = button(label, withinPlan, () => askFollowUp(choice));
    }
    const report = button('See the final report', !withinPlan || !choice, finish);
    area.append(row);
    if (focus) (first ?? report).focus();
  }

  function askFollowUp(choice: FollowUpChoice): void {
    const current = interview;
    const question = questionById(choice.question);
    if (!current?.main || !question) return;
    const number = current.followUps.length + current.skipped.length + 1;
    const flagsOf = (madeIn: string) =>
      madeIn === 'main'
        ? current.main!.flags
        : (current.followUps.find((a) => a.grade.question === madeIn)?.grade.flags ?? []);
    const reason = reasonText(
      choice.reason,
      choice.reason.kind === 'mistake' ? flagsOf(choice.reason.madeIn) : [],
    );
    const heading =
      number <= current.planned
        ? `Follow-up ${number} of ${current.planned}`
        : `Extra follow-up ${number - current.planned}`;
    announce(`${heading}.`);
    askTurn(
      {
        heading,
        question: question.text,
        reason,
        label: `Answer to ${heading.toLowerCase()}`,
        canSkip: true,
      },
      {
        submit: (text, seconds) => {
          let grade: QuestionGrade;
          try {
            grade = scorer().gradeQuestion(question.id, text);
          } catch (error) {
            return `This answer could not be scored: ${error instanceof Error ? error.message : String(error)}.`;
          }
          current.followUps.push({ grade, seconds });
          announce(
            `${heading} scored ${grade.level}: ${grade.points.filter((p) => p.covered).length} of ${grade.points.length} key points made, ${grade.mistakes.length} mistakes.`,
          );
          return {
            heading: `${heading}: ${grade.level}`,
            body: renderFollowUpResult(grade, embedded),
          };
        },
        skip: () => {
          current.skipped.push(question.id);
          announce(`${heading} skipped.`);
          offerNext(true);
        },
        done: () => offerNext(false),
      },
    );
  }

  function finish(): void {
    const current = interview;
    if (!current?.main) return;
    interview = null;
    const report = scorer().finalReport(
      current.main,
      current.followUps.map((a) => a.grade),
    );
    const heading = el('h4', {
      text: 'Final report',
      attrs: { tabindex: '-1', id: `practice-turn-${++turnCount}-report` },
    });
    const times = [current.mainSeconds, ...current.followUps.map((a) => a.seconds)].filter(
      (s): s is number => s !== undefined,
    );
    const again = el('button', { text: 'Start another interview', attrs: { type: 'button' } });
    again.addEventListener('click', () => void startInterview());
    area.append(
      el(
        'section',
        {
          className: 'practice-turn practice-report',
          attrs: { 'aria-labelledby': heading.id, 'data-readout': 'interview-report' },
        },
        heading,
        renderFinalReport(report, embedded),
        times.length
          ? el('p', {
              text: `Time spent answering: ${formatDuration(times.reduce((a, b) => a + b, 0))} over ${times.length} answers.`,
            })
          : null,
        el('div', { className: 'practice-actions' }, again),
      ),
    );
    announce(
      `Final report: ${DIMENSIONS.map((d) => `${RUBRIC[d].title} ${report.levels[d]}`).join(', ')}.`,
    );
    heading.focus();
    start.textContent = 'Start another interview';
    const record: InterviewRecord = {
      at: now().toISOString(),
      main: current.main.levels,
      mainMistakes: current.main.mistakes,
      ...(current.mainSeconds === undefined ? {} : { mainSeconds: current.mainSeconds }),
      followUps: current.followUps.map(({ grade, seconds }) => ({
        question: grade.question,
        level: grade.level,
        mistakes: grade.mistakes,
        ...(seconds === undefined ? {} : { seconds }),
      })),
      skipped: current.skipped,
      final: report.levels,
    };
    reportActivity({ kind: 'completed', activity: 'interview', ...interviewPoints(report.levels) });
    const failure = store.update((p) => ({
      ...p,
      interviews: [...p.interviews, record].slice(-MAX_INTERVIEWS_KEPT),
    }));
    if (failure) area.append(el('p', { className: 'practice-error', text: failure }));
  }

  function begin(): void {
    root.querySelector('.practice-start-over')?.remove();
    start.textContent = 'Start over';
    openTimer?.stop();
    clear(area);
    interview = { timed: timerOption.checked, planned: 3, followUps: [], skipped: [] };
    const main = questionById(MAIN_QUESTION_ID);
    const current = interview;
    announce('Mock interview started: the main question.');
    askTurn(
      {
        heading: 'The main question',
        question: main?.text ?? '',
        label: 'Answer to the main question',
        canSkip: false,
      },
      {
        submit: (text, seconds) => {
          const result = scorer().gradeAnswer(text);
          current.main = result;
          current.mainSeconds = seconds;
          current.planned = plannedFollowUps(result);
          announce(
            `Main answer scored: ${DIMENSIONS.map((d) => `${RUBRIC[d].title} ${result.levels[d]}`).join(', ')}. ${current.planned} follow-ups planned.`,
          );
          const body = el(
            'div',
            {},
            renderRubricResult(result, (href) => liveLinkFromFragment(href, embedded)),
            el('p', {
              text: `The interviewer has ${current.planned} follow-up questions for you, chosen from this answer. You can skip any of them, ask for more, or go to the final report at any time.`,
            }),
          );
          return { heading: 'How your main answer scores', body };
        },
        done: () => offerNext(false),
      },
    );
  }

  /** Loads the scorer and the final report (chunks of their own), then asks the main question. */
  async function startInterview(): Promise<void> {
    try {
      scoring = await loadInterviewScoring();
    } catch (error) {
      announce(scoringFailure(error));
      return;
    }
    begin();
  }

  // Hovering or focusing the button starts the download, so the click rarely waits.
  for (const event of ['pointerenter', 'focus'])
    start.addEventListener(event, () => void loadInterviewScoring().catch(() => {}), {
      once: true,
    });
  start.addEventListener('click', () => (interview ? askToStartOver() : void startInterview()));

  /** An interview is saved only with its final report: starting over in
   *  the middle of one asks first, beside the button, what to do with it. */
  function askToStartOver(): void {
    const open = root.querySelector<HTMLElement>('.practice-start-over');
    if (open) {
      open.querySelector('button')?.focus();
      return;
    }
    const question = el('p', {
      text: 'Start over? The interview in progress is saved only when you reach its final report, so its answers would be lost.',
      attrs: { id: 'practice-start-over-question' },
    });
    const keep = el('button', { text: 'Keep going', attrs: { type: 'button' } });
    const discard = el('button', { text: 'Discard it and start over', attrs: { type: 'button' } });
    const prompt = el(
      'div',
      {
        className: 'practice-start-over',
        attrs: { role: 'group', 'aria-labelledby': question.id },
      },
      question,
      el('div', { className: 'practice-actions' }, keep, discard),
    );
    keep.addEventListener('click', () => {
      prompt.remove();
      announce('The interview goes on.');
      start.focus();
    });
    discard.addEventListener('click', () => {
      prompt.remove();
      void startInterview();
    });
    start.after(prompt);
    keep.focus();
  }
}
