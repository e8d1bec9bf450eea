// The scorer is the larger half of the practice code, and only a learner who
// submits an answer needs it. It loads on first use, in a chunk of its own
// (scoring-module.ts), and the answer boxes start the download as soon as
// they get the focus, so a submit rarely waits. The mock interview also
// needs the follow-up grader (followup-module.ts) and its final report, each
// a chunk of its own that loads with the scorer when an interview starts: a
// learner who only scores answers never downloads them. The service worker
// caches the chunks with every other built file, so this works offline too.
export type Scoring = typeof import('./scoring-module');
/** What a mock interview needs: the scorer, the follow-up grader and the
 *  final report. */
export type InterviewScoring = Scoring &
  typeof import('./followup-module') &
  typeof import('./interview/final-report');

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
// (Loaded from the scorer's chunk: see scoring-module.ts.)
const loadFollowUps = loadOnce(() => loadScoring().then((s) => s.loadFollowUpGrader()));
const loadFinalReport = loadOnce(() => import('./interview/final-report'));

/** The scorer, the follow-up grader and the final report, loaded side by side. */
export const loadInterviewScoring = (): Promise<InterviewScoring> =>
  Promise.all([loadScoring(), loadFollowUps(), loadFinalReport()]).then(
    ([scoring, followUps, report]) => ({ ...scoring, ...followUps, ...report }),
  );

/** The message shown when the scorer cannot be loaded. */
export function scoringFailure(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `The scorer could not be loaded (${detail}). Check the connection and try again.`;
}
