// Embeds tell the page around them what the learner did in practice, beside
// the height message: each answered generated question and each finished quiz
// session or mock interview, as `{type: 'sqrtdk:result', verb, object, result}`
// with xAPI's verb names and result fields (score.raw/min/max/scaled, success,
// completion, response, duration), so a course page can record them without
// an LMS package. Any parent may read them (targetOrigin '*'): they hold the
// learner's answers to generated questions and scores, nothing else.
// README "For teachers" documents the listener.
import { onActivity, type Activity } from '../lms/activity';

export const RESULT_MESSAGE = 'sqrtdk:result';

export interface ResultMessage {
  type: typeof RESULT_MESSAGE;
  /** xAPI verbs (http://adlnet.gov/expapi/verbs/answered, …/completed). */
  verb: 'answered' | 'completed';
  /** What was answered or completed: `question:<template id>`, `quiz` or `interview`. */
  object: string;
  result: {
    score?: { raw: number; min: 0; max: number; scaled: number };
    success?: boolean;
    completion?: boolean;
    response?: string;
    /** ISO 8601 duration, e.g. PT12.5S. */
    duration?: string;
  };
}

export function resultMessage(activity: Activity): ResultMessage {
  if (activity.kind === 'answered') {
    return {
      type: RESULT_MESSAGE,
      verb: 'answered',
      object: `question:${activity.question}`,
      result: {
        success: activity.correct,
        response: activity.response,
        duration: `PT${activity.seconds.toFixed(1)}S`,
      },
    };
  }
  const { score, max } = activity;
  return {
    type: RESULT_MESSAGE,
    verb: 'completed',
    object: activity.activity,
    result: {
      score: { raw: score, min: 0, max, scaled: max > 0 ? score / max : 0 },
      completion: true,
    },
  };
}

/** Posts a result message for every practice activity. Does nothing outside an iframe. */
export function postResultsToParent(win: Window = window): void {
  if (win.parent === win) return;
  onActivity((activity) => win.parent.postMessage(resultMessage(activity), '*'), win.document);
}
