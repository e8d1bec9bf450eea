// What the learner does that a course may record, as DOM events on the
// document: the practice part reports each answered quiz question here, and
// the SCORM session (session.ts) and embed result messages listen. The page
// works the same with nobody listening.

export const ACTIVITY_EVENT = 'sqrtdk:activity';

/** One answered generated question. */
export interface AnsweredQuestion {
  kind: 'answered';
  /** The question's template id. */
  question: string;
  type: 'choice' | 'numeric';
  /** The learner's answer: the option letter (a, b, …) or the typed number. */
  response: string;
  /** The expected answer in the same form. */
  expected: string;
  correct: boolean;
  /** From the question being shown to the answer being checked. */
  seconds: number;
}

/** A finished quiz session or mock interview, with its score. */
export interface CompletedActivity {
  kind: 'completed';
  activity: 'quiz' | 'interview';
  score: number;
  max: number;
}

export type Activity = AnsweredQuestion | CompletedActivity;

export function reportActivity(activity: Activity, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<Activity>(ACTIVITY_EVENT, { detail: activity }));
}

export function onActivity(listener: (activity: Activity) => void, doc: Document = document): void {
  doc.addEventListener(ACTIVITY_EVENT, (event) =>
    listener((event as CustomEvent<Activity>).detail),
  );
}

/** The letter SCORM 1.2 uses for a choice: option 0 is "a". */
export const choiceLetter = (index: number) => String.fromCharCode(97 + index);
