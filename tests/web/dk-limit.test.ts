// d_k beyond brute force's reach (4096) needs the exact sampler: normal,
// correlated and ±1 entries go to 65,536, uniform entries and a chosen brute
// force stop at 4096. The store and the URL reader keep that rule, and say so.
import { describe, expect, it } from 'vitest';
import { defaultState } from '../../web/src/state/params';
import { createStore } from '../../web/src/state/store';
import { readState } from '../../web/src/state/url';
import { BRUTE_DK_MAX, PAGE_DK_MAX, dkMaxFor } from '../../web/src/state/dk-limit';

describe('the largest d_k', () => {
  it('is the core limit where the exact sampler runs and 4096 where only brute force can', () => {
    expect(PAGE_DK_MAX).toBe(65536);
    for (const dist of ['normal', 'rademacher', 'correlated'] as const) {
      expect(dkMaxFor(dist, 'auto')).toBe(PAGE_DK_MAX);
      expect(dkMaxFor(dist, 'exact')).toBe(PAGE_DK_MAX);
      expect(dkMaxFor(dist, 'brute')).toBe(BRUTE_DK_MAX);
    }
    expect(dkMaxFor('uniform', 'auto')).toBe(BRUTE_DK_MAX);
    expect(dkMaxFor('uniform', 'exact')).toBe(BRUTE_DK_MAX);
  });
});

describe('the store keeps d_k within reach', () => {
  it('takes d_k 65,536 with ±1 entries', () => {
    const store = createStore({ ...defaultState(), dist: 'rademacher' });
    expect(store.set({ dk: 65536 })).toEqual([]);
    expect(store.get().dk).toBe(65536);
  });

  it('refuses a d_k above 4096 with uniform entries, keeping the old one', () => {
    const store = createStore({ ...defaultState(), dist: 'uniform', dk: 100 });
    const [problem] = store.set({ dk: 8192 });
    expect(problem).toMatch(/at most 4096/);
    expect(problem).toMatch(/uniform entries have no exact sampler/);
    expect(store.get().dk).toBe(100);
  });

  it('brings d_k down to 4096 on a switch to uniform entries or brute force, and notifies', () => {
    for (const patch of [{ dist: 'uniform' }, { sampler: 'brute' }] as const) {
      const store = createStore({ ...defaultState(), dk: 65536 });
      const heard: string[][] = [];
      store.subscribe(['dk'], (_s, changed) => heard.push([...changed].sort()));
      const [note] = store.set(patch);
      expect(note).toMatch(/^d_k is now 4096: /);
      expect(store.get().dk).toBe(4096);
      expect(heard).toEqual([[...Object.keys(patch), 'dk'].sort()]);
    }
  });

  it('lets a d_k and a distribution that fit together arrive in one change', () => {
    const store = createStore({ ...defaultState(), dist: 'uniform' });
    expect(store.set({ dist: 'normal', dk: 65536 })).toEqual([]);
    expect(store.get()).toMatchObject({ dist: 'normal', dk: 65536 });
  });
});

describe('a link with a d_k out of reach', () => {
  it('uses 4096 and says why', () => {
    const { state, problems } = readState('?dist=uniform&dk=65536');
    expect(state.dk).toBe(4096);
    expect(state.dist).toBe('uniform');
    expect(problems).toEqual([
      'The link set dk to 65536, but uniform entries have no exact sampler, and brute force stops at d_k 4096; using 4096.',
    ]);
  });

  it('keeps d_k 65,536 with normal entries and the automatic sampler', () => {
    const { state, problems } = readState('?dk=65536');
    expect(problems).toEqual([]);
    expect(state.dk).toBe(65536);
  });

  it('still refuses a d_k above the core limit by the table', () => {
    const { state, problems } = readState('?dk=65537');
    expect(state.dk).toBe(defaultState().dk);
    expect(problems[0]).toMatch(/from 1 to 65536/);
  });
});
