import { describe, expect, it } from 'vitest';
import { crashed } from '../engines/crash';

const result = (ok: boolean, detail: string) => ({ name: 'a check', ok, detail, ms: 1 });

describe('engine checks: a page crash is told from a failed check', () => {
  it('finds the crash in a failed check', () => {
    const detail = 'WebDriver POST /url: invalid session id: session deleted because of page crash';
    expect(crashed({ results: [result(false, detail)], issues: [] })).toBe(detail);
  });

  it('finds it in the probe read when the check itself failed with other words', () => {
    // As CI saw WebKitGTK: the script fails oddly, the next command names the crash.
    const probe =
      'could not read the console probe: Error: WebDriver POST /execute/sync: invalid session id: session deleted because of page crash or hang.';
    const outcome = {
      results: [
        result(false, 'WebDriver POST /execute/sync: unknown error: Could not parse script result'),
      ],
      issues: [probe],
    };
    expect(crashed(outcome)).toBe(probe);
  });

  it('is not fooled by a failed check or a console error without a crash', () => {
    const outcome = {
      results: [
        result(false, 'variance 80 is 7.1 SE from d_k = 64'),
        result(true, 'page crash text in a passing detail'),
      ],
      issues: ['console.error: the worker failed to load'],
    };
    expect(crashed(outcome)).toBeUndefined();
  });
});
