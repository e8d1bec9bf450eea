// Classroom links: the URL rows for parts, hidden and locked settings, and a
// store that refuses changes to fixed settings from anywhere.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../browser/support/dist';
import { lockedStore } from '../../web/src/classroom/apply';
import { CLASSROOM_SETTINGS, SETTING_CONTROLS } from '../../web/src/classroom/settings';
import { PARAMS } from '../../web/src/state/params';
import { createStore } from '../../web/src/state/store';
import { readState, writeState } from '../../web/src/state/url';

const PARTIALS = join(REPO_ROOT, 'web/partials');

describe('classroom links', () => {
  it('read parts, hide and lock from the URL and write them back', () => {
    const query = 'dk=128&parts=intro,variance,practice&hide=dist&lock=dk,divisor';
    const { state, problems } = readState(`?${query}`);
    expect(problems).toEqual([]);
    expect(state).toMatchObject({
      parts: ['intro', 'variance', 'practice'],
      hide: ['dist'],
      lock: ['dk', 'divisor'],
    });
    expect(readState(`?${writeState(state)}`).state).toEqual(state);
  });

  it('refuses unknown parts or settings with a notice, keeping the defaults', () => {
    const { state, problems } = readState('?parts=variance,admin&lock=everything&graded=essay');
    expect(problems).toHaveLength(3);
    expect(state.parts).toEqual(PARAMS.parts.default);
    expect(state.lock).toEqual([]);
    expect(state.graded).toBe('quiz');
  });

  it('offers only settings of the URL table, each with controls the page has', () => {
    const partials = readdirSync(PARTIALS)
      .map((file) => readFileSync(join(PARTIALS, file), 'utf8'))
      .join('\n');
    for (const setting of CLASSROOM_SETTINGS) {
      expect(PARAMS).toHaveProperty(setting);
      expect(SETTING_CONTROLS[setting].length).toBeGreaterThan(0);
      for (const id of SETTING_CONTROLS[setting])
        expect(partials, `#${id}`).toMatch(new RegExp(`\\bid="${id}"`));
    }
  });

  it('a store that refuses changes to fixed settings and passes the rest', () => {
    const { state } = readState('?dk=128&lock=dk');
    const store = lockedStore(createStore(state), new Set(['dk']));
    const problems = store.set({ dk: 256, divisor: 'none' });
    expect(problems).toEqual(['Key size d_k (steps 1–3) is set by your teacher for this class.']);
    expect(store.get()).toMatchObject({ dk: 128, divisor: 'none' });
    expect(store.set({ dk: 128 })).toEqual([]);
  });
});
