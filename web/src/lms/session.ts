// The SCORM 1.2 session of a packaged page (launched with lms=scorm12). It
// finds the LMS's API, starts the session, restores the learner's progress on
// resume, reports each graded question as an interaction, the score and the
// lesson status, keeps progress in cmi.suspend_data, commits after each graded
// result and when the page is hidden, and finishes on exit. Without an API, or
// when the LMS refuses to start, the page runs as a plain page (localStorage).
import { PART_NAMES, PART_TITLES, type PagePart } from '../classroom/settings';
import type { InterviewRecord, PracticeProgress } from '../practice/progress/schema';
import type { KeyValueStorage } from '../practice/progress/store';
import type { AppState } from '../state/params';
import { onActivity, type AnsweredQuestion } from './activity';
import { PART_INTERACTION, watchCurrentPart, watchParts } from './completion';
import { connect, type ScormConnection } from './connection';
import { findScormApi } from './find-api';
import {
  completionStatus,
  effectiveMastery,
  gradedStatus,
  interviewPercent,
  percent,
  timespan,
  type LessonStatus,
} from './grading';
import { progressStorage } from './progress-storage';
import {
  decodeLearnerState,
  emptyLearnerState,
  encodeLearnerState,
  type LearnerState,
} from './suspend-data';

// SCORM 1.2: student_response is at most 255 characters.
const RESPONSE_LIMIT = 255;
const FINAL: readonly LessonStatus[] = ['passed', 'completed'];

let storage: KeyValueStorage | null = null;

/** The practice store's storage while an LMS session runs, else null (localStorage). */
export function lmsProgressStorage(): KeyValueStorage | null {
  return storage;
}

const clock = (date: Date) => date.toTimeString().slice(0, 8);

class Session {
  private learner: LearnerState;
  private status: LessonStatus = 'incomplete';
  private interactions: number;
  private readonly started = Date.now();
  private finished = false;
  private readonly mastery: number;

  constructor(
    private readonly lms: ScormConnection,
    private readonly state: AppState,
    learner: LearnerState,
  ) {
    this.learner = learner;
    this.interactions = Number(lms.get('cmi.interactions._count')) || 0;
    this.mastery = effectiveMastery(lms.get('cmi.student_data.mastery_score'), state.mastery);
    const before = lms.get('cmi.core.lesson_status') as LessonStatus | null;
    if (before && FINAL.includes(before)) this.status = before;
    else this.writeStatus(this.currentStatus());
    if (state.graded === 'completion' || this.learner.best !== null) this.writeScore();
  }

  get summary(): string {
    if (this.state.graded === 'completion') {
      return `Your course records when you have worked through each part shown (${this.requiredParts().length}).`;
    }
    const what =
      this.state.graded === 'quiz'
        ? `the generated-question session in Practice (${this.state.questions} questions)`
        : 'the mock interview in Practice (its final report)';
    return `Your course records ${what}; the pass mark is ${this.mastery} of 100.`;
  }

  get progress(): PracticeProgress {
    return this.learner.progress;
  }

  private requiredParts(): string[] {
    return this.state.parts.filter((p) => PART_NAMES.includes(p as PagePart));
  }

  private currentStatus(): LessonStatus {
    if (this.state.graded === 'completion')
      return completionStatus(this.learner.done, this.requiredParts());
    return gradedStatus(this.learner.best, this.mastery);
  }

  private writeStatus(status: LessonStatus): void {
    // Once passed or completed, an attempt stays so (a later, lower score does not undo it).
    if (FINAL.includes(this.status) && !FINAL.includes(status)) return;
    this.status = status;
    this.lms.set('cmi.core.lesson_status', status);
  }

  private writeScore(): void {
    const raw =
      this.state.graded === 'completion'
        ? percent(
            this.learner.done.filter((p) => this.requiredParts().includes(p)).length,
            this.requiredParts().length,
          )
        : (this.learner.best ?? 0);
    this.lms.set('cmi.core.score.min', '0');
    this.lms.set('cmi.core.score.max', '100');
    this.lms.set('cmi.core.score.raw', String(raw));
  }

  private saveLearner(): void {
    this.lms.set('cmi.suspend_data', encodeLearnerState(this.learner));
  }

  private interaction(fields: Record<string, string>): void {
    const n = this.interactions++;
    for (const [field, value] of Object.entries(fields)) {
      this.lms.set(`cmi.interactions.${n}.${field}`, value);
    }
  }

  /** A graded score came in (0 to 100): keep the best, report it, commit. */
  private graded(score: number): void {
    this.learner = { ...this.learner, best: Math.max(score, this.learner.best ?? 0) };
    this.writeScore();
    this.writeStatus(this.currentStatus());
    this.saveLearner();
    this.lms.commit();
  }

  answered(question: AnsweredQuestion): void {
    if (this.state.graded !== 'quiz') return;
    this.interaction({
      id: `q${this.interactions + 1}-${question.question}`.slice(0, 255),
      time: clock(new Date()),
      type: question.type,
      'correct_responses.0.pattern': question.expected.slice(0, RESPONSE_LIMIT),
      student_response: question.response.slice(0, RESPONSE_LIMIT),
      result: question.correct ? 'correct' : 'wrong',
      latency: timespan(question.seconds),
    });
  }

  private interviewed(record: InterviewRecord): void {
    const levels = (l: Record<string, string>) =>
      Object.entries(l)
        .map(([dimension, level]) => `${dimension} ${level}`)
        .join(', ');
    this.interaction({
      id: 'interview-main',
      time: clock(new Date(record.at)),
      type: 'performance',
      student_response: levels(record.main).slice(0, RESPONSE_LIMIT),
      result: String(interviewPercent(record.main)),
      ...(record.mainSeconds === undefined ? {} : { latency: timespan(record.mainSeconds) }),
    });
    for (const answer of record.followUps) {
      this.interaction({
        id: `interview-${answer.question}`.slice(0, 255),
        type: 'performance',
        student_response: answer.level,
        result: answer.level === 'weak' ? 'wrong' : 'correct',
        ...(answer.seconds === undefined ? {} : { latency: timespan(answer.seconds) }),
      });
    }
    this.graded(interviewPercent(record.final));
  }

  /** The practice store saved: note what is new (a finished quiz or interview). */
  progressChanged(next: PracticeProgress): void {
    const previous = this.learner.progress;
    this.learner = { ...this.learner, progress: next };
    if (this.state.graded === 'quiz' && next.quizzes.length > previous.quizzes.length) {
      const quiz = next.quizzes[next.quizzes.length - 1];
      this.graded(percent(quiz.correct, quiz.total));
    } else if (
      this.state.graded === 'interview' &&
      next.interviews.length > previous.interviews.length
    ) {
      this.interviewed(next.interviews[next.interviews.length - 1]);
    }
    this.partDone('practice');
    this.saveLearner();
  }

  partDone(part: string): void {
    if (this.learner.done.includes(part)) return;
    this.learner = { ...this.learner, done: [...this.learner.done, part] };
    if (this.state.graded === 'completion' && this.requiredParts().includes(part)) {
      this.interaction({
        id: `part-${part}`,
        time: clock(new Date()),
        type: 'performance',
        student_response: `${PART_TITLES[part as PagePart] ?? part}: ${PART_INTERACTION[part as PagePart] ?? 'done'}`,
        result: 'neutral',
      });
      this.writeScore();
      this.writeStatus(this.currentStatus());
      this.saveLearner();
      this.lms.commit();
    }
  }

  partShown(part: string): void {
    if (this.learner.part === part) return;
    this.learner = { ...this.learner, part };
    this.saveLearner();
  }

  commit(): void {
    this.saveLearner();
    this.lms.commit();
  }

  /** Exit: session time, exit mode (suspend until passed or completed), finish. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.saveLearner();
    this.lms.set('cmi.core.session_time', timespan((Date.now() - this.started) / 1000));
    this.lms.set('cmi.core.exit', FINAL.includes(this.status) ? '' : 'suspend');
    this.lms.finish();
  }
}

function restoredLearner(
  lms: ScormConnection,
  resuming: boolean,
  notify: (m: string) => void,
): LearnerState {
  const decoded = decodeLearnerState(resuming ? (lms.get('cmi.suspend_data') ?? '') : '');
  if (decoded.ok) return decoded.state;
  notify(
    `Your saved progress from the course could not be read (${decoded.message}); starting afresh.`,
  );
  return emptyLearnerState();
}

/** On resume: back to the part the learner was reading, and say what came back. */
function welcomeBack(learner: LearnerState, notify: (m: string) => void): void {
  const section = learner.part ? document.getElementById(`step-${learner.part}`) : null;
  if (section && !window.location.hash) section.scrollIntoView();
  const { cards, quizzes, interviews } = learner.progress;
  notify(
    `Welcome back: your progress is restored (${Object.keys(cards).length} flashcards, ${quizzes.length} quiz sessions, ${interviews.length} mock interviews).`,
  );
}

/** Starts the SCORM session when the page was launched from a package and an LMS answers. */
export function startLmsSession(state: AppState, notify: (message: string) => void): void {
  if (state.lms !== 'scorm12') return;
  const api = findScormApi();
  if (!api) {
    notify(
      'No course system (LMS) answered this page: your progress is kept in this browser only.',
    );
    return;
  }
  const lms = connect(api, notify);
  if (!lms.initialize()) return;
  const resuming = lms.get('cmi.core.entry') === 'resume';
  const learner = restoredLearner(lms, resuming, notify);
  const session = new Session(lms, state, learner);
  storage = progressStorage(
    () => session.progress,
    (progress) => session.progressChanged(progress),
  );
  onActivity((activity) => {
    if (activity.kind === 'answered') session.answered(activity);
  });
  notify(session.summary);
  if (resuming) welcomeBack(learner, notify);

  const sections = [...document.querySelectorAll<HTMLElement>('section[data-part]')];
  watchParts(sections, (part) => session.partDone(part));
  watchCurrentPart(sections, (part) => session.partShown(part));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') session.commit();
  });
  window.addEventListener('pagehide', () => session.finish());
  window.addEventListener('beforeunload', () => session.finish());
}
