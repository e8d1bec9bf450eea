// Everything that grades an answer, as one lazily loaded chunk (scoring.ts).
export { gradeAnswer } from './scorer/grade';
export { gradeQuestion } from './interview/grade-question';
export { finalReport } from './interview/final-report';
