// Telling a browser fault from a failed check: when an engine's page process
// dies, the driver's next command fails with words like these. run.ts retries
// such a page once in a new session instead of failing it.
import type { PageOutcome } from './checks';

/** The driver's words when the engine's page process died under it. */
const CRASHED = /page crash|invalid session id|session deleted/i;

/** The crash the driver reported, in a failed check or in the probe read
 *  after it: a page process that dies mid-script first shows as an odd
 *  failure (WebKit: "Could not parse script result"), and only the next
 *  command says the session is gone. */
export function crashed(outcome: PageOutcome): string | undefined {
  const failures = outcome.results.filter((r) => !r.ok).map((r) => r.detail);
  return [...failures, ...outcome.issues].find((text) => CRASHED.test(text));
}
