// Every call to the LMS goes through here. An LMS that throws, returns
// "false" or reports an error never stops the page: the call gives null, the
// page carries on, and the learner is told once that results may not be recorded.
import type { Scorm12Api } from './find-api';

export interface ScormConnection {
  initialize(): boolean;
  get(element: string): string | null;
  set(element: string, value: string): boolean;
  commit(): boolean;
  finish(): boolean;
  /** Whether any call failed in this session. */
  readonly troubled: boolean;
}

export function connect(api: Scorm12Api, notify: (message: string) => void): ScormConnection {
  let troubled = false;
  let told = false;

  function errorText(): string {
    try {
      const code = String(api.LMSGetLastError());
      if (!code || code === '0') return '';
      return `error ${code}: ${String(api.LMSGetErrorString(code))}`;
    } catch {
      return '';
    }
  }

  function fail(call: string, detail: string): void {
    troubled = true;
    if (told) return;
    told = true;
    notify(
      `The course system did not accept ${call}${detail ? ` (${detail})` : ''}. The page keeps working, but this session's results may not be recorded.`,
    );
  }

  /** Runs an LMS call; null when it threw or reported an error. */
  function attempt<T>(call: string, run: () => T, ok: (value: T) => boolean): T | null {
    try {
      const value = run();
      if (ok(value)) return value;
      fail(call, errorText());
    } catch (error) {
      fail(call, error instanceof Error ? error.message : String(error));
    }
    return null;
  }

  const isTrue = (value: unknown) => String(value) === 'true';
  return {
    initialize: () =>
      attempt('the start of the session', () => api.LMSInitialize(''), isTrue) !== null,
    get(element) {
      const value = attempt(
        `a read of ${element}`,
        () => api.LMSGetValue(element),
        // An element the LMS leaves empty (or does not support) reads as "":
        // only a throw or a non-string is a failure worth telling about.
        (v) => typeof v === 'string',
      );
      return value === null ? null : String(value);
    },
    set: (element, value) =>
      attempt(
        `${element} = ${value.slice(0, 20)}`,
        () => api.LMSSetValue(element, value),
        isTrue,
      ) !== null,
    commit: () => attempt('saving the results', () => api.LMSCommit(''), isTrue) !== null,
    finish: () => attempt('the end of the session', () => api.LMSFinish(''), isTrue) !== null,
    get troubled() {
      return troubled;
    },
  };
}
