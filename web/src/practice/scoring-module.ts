// Everything that grades an answer, as one lazily loaded chunk (scoring.ts);
// the mock interview's final report is a chunk of its own.
export { gradeAnswer } from './scorer/grade';
export { gradeQuestion } from './interview/grade-question';
