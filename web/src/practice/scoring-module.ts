// What grades an answer to the main question, as one lazily loaded chunk
// (scoring.ts). The follow-up grader is a chunk of its own, loaded from this
// one so that it shares this chunk's code rather than a third chunk of both;
// a learner who only scores answers never downloads it.
export { gradeAnswer } from './scorer/grade';
export const loadFollowUpGrader = () => import('./followup-module');
