// The line a printed part shows instead of its controls: the settings that
// part reads, from the state, and only those.
import { describe, expect, it } from 'vitest';
import { settingsLine } from '../../web/src/print/print-summary';
import { defaultState } from '../../web/src/state/params';

describe('printed settings line', () => {
  it("names the part's own settings with their current values", () => {
    const state = { ...defaultState(), dk: 128, dist: 'uniform' as const, tdk: 32 };
    const line = settingsLine('variance', state);
    expect(line).toContain('d_k = 128');
    expect(line).toContain('entries = uniform');
    expect(line).not.toContain('32'); // step 4's d_k belongs to step 4
    expect(settingsLine('train', state)).toContain('d_k = 32');
  });

  it('leaves out a setting with no value (no model preset chosen)', () => {
    expect(settingsLine('fix', defaultState())).not.toMatch(/model = ( ·|$)/);
    expect(settingsLine('fix', { ...defaultState(), model: 'gemma2-27b' })).toContain(
      'model = gemma2-27b',
    );
  });
});
