// The scorer and the follow-up grader are the larger half of the practice
// code, and only a learner who submits an answer needs them. They load on
// first use, in a chunk of their own (scoring-module.ts), and the answer boxes
// start the download as soon as they get the focus, so a submit rarely waits.
// The mock interview's final report loads in a chunk of its own as well, with
// the scorer when an interview starts: a learner who only scores answers never
// downloads it. The service worker caches the chunks with every other built
// file, so this works offline too.
export type Scoring = typeof import('./scoring-module');
/** What a mock interview needs: the scorer and the final report. */
export type InterviewScoring = Scoring & typeof import('./interview/final-report');

/** One download at a time and kept once done; a failed download may succeed
 *  on the next try. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export const loadScoring = loadOnce(() => import('./scoring-module'));
const loadFinalReport = loadOnce(() => import('./interview/final-report'));

/** The scorer and the final report, loaded side by side. */
export const loadInterviewScoring = (): Promise<InterviewScoring> =>
  Promise.all([loadScoring(), loadFinalReport()]).then(([scoring, report]) => ({
    ...scoring,
    ...report,
  }));

/** The message shown when the scorer cannot be loaded. */
export function scoringFailure(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `The scorer could not be loaded (${detail}). Check the connection and try again.`;
}
