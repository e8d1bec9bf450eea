// What grades an answer to a follow-up question, with the follow-up rows of
// the lexicon and their claim tables, as a lazily loaded chunk of its own
// (scoring.ts): only the mock interview asks follow-ups.
export { gradeQuestion } from './interview/grade-question';
