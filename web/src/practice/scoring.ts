// The scorer and the follow-up grader are the larger half of the practice
// code, and only a learner who submits an answer needs them. They load on
// first use, in a chunk of their own (scoring-module.ts), and the answer boxes
// start the download as soon as they get the focus, so a submit rarely waits.
// The service worker caches the chunk with every other built file, so this
// works offline too.
export type Scoring = typeof import('./scoring-module');

let loading: Promise<Scoring> | null = null;

export function loadScoring(): Promise<Scoring> {
  loading ??= import('./scoring-module').catch((error: unknown) => {
    loading = null; // a failed download may succeed on the next try
    throw error;
  });
  return loading;
}

/** The message shown when the scorer cannot be loaded. */
export function scoringFailure(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `The scorer could not be loaded (${detail}). Check the connection and try again.`;
}
