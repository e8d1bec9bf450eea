// The URL-state table: defaults, bad and hostile values, round trips.
import { FORMER_TRAIN_DEFAULTS, TRAIN_JOB_PARAMS } from '../../web/src/state/train-legacy';
import { describe, expect, it } from 'vitest';
import { PARAMS, PARAM_NAMES, defaultState, type AppState } from '../../web/src/state/params';
import { createStore } from '../../web/src/state/store';
import { echoValue, paramsOfPart, readState, writeState } from '../../web/src/state/url';

describe('reading the URL', () => {
  it('gives every default for an empty query and writes nothing back', () => {
    const { state, problems } = readState('');
    expect(state).toEqual(defaultState());
    expect(problems).toEqual([]);
    expect(writeState(state)).toBe('');
  });

  it('takes allowed values of every kind', () => {
    const { state, problems } = readState(
      '?dk=512&dist=rademacher&rho=-0.25&seed=4294967295&sampler=exact&threshold=0.9&scores=1,2.5,-3&divisor=dk&heads=12&custom=2.5&model=gpt-2&temp=0.5&step=fix&wasm=baseline',
    );
    expect(problems).toEqual([]);
    expect(state).toMatchObject({
      dk: 512,
      dist: 'rademacher',
      rho: -0.25,
      seed: 4294967295,
      sampler: 'exact',
      threshold: 0.9,
      scores: [1, 2.5, -3],
      divisor: 'dk',
      heads: 12,
      custom: 2.5,
      model: 'gpt-2',
      temp: 0.5,
      step: 'fix',
      wasm: 'baseline',
    });
  });

  it.each([
    ['dk', '0'],
    ['dk', '65537'],
    ['dk', '64.5'],
    ['dk', '1e3'],
    ['dk', ''],
    ['dk', 'NaN'],
    ['dk', 'Infinity'],
    ['dk', '0x40'],
    ['rho', '1.01'],
    ['rho', '--1'],
    ['seed', '-1'],
    ['seed', '4294967296'],
    ['dist', 'Normal'],
    ['dist', 'constructor'],
    ['dist', '__proto__'],
    ['threshold', '1'],
    ['custom', '0'],
    ['temp', '-1'],
    ['scores', '1'],
    ['scores', '1,,2'],
    ['scores', '1,2,abc'],
    ['scores', Array(1000).fill('1').join(',')],
    ['model', '<script>alert(1)</script>'],
    ['step', 'toString'],
  ])('falls back to the default for %s=%j with a notice naming it', (name, raw) => {
    const query = new URLSearchParams({ [name]: raw }).toString();
    const { state, problems } = readState(query);
    const key = name as keyof AppState;
    expect(state[key]).toEqual(PARAMS[key].default);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(PARAMS[key].allowed);
  });

  it('keeps good values when others in the same link are bad', () => {
    const { state, problems } = readState('?dk=128&seed=oops&dist=uniform');
    expect(state.dk).toBe(128);
    expect(state.dist).toBe('uniform');
    expect(state.seed).toBe(PARAMS.seed.default);
    expect(problems).toHaveLength(1);
  });

  it('keeps old links working: `custom` alone also sets the temperature it used to share', () => {
    const old = readState('?divisor=custom&custom=2.5');
    expect(old.problems).toEqual([]);
    expect(old.state).toMatchObject({ custom: 2.5, temp: 2.5 });
    // New links name the temperature whenever they carry `custom`, so the two stay apart.
    const split = { ...defaultState(), custom: 3 };
    expect(writeState(split)).toBe('custom=3&temp=1');
    expect(readState(writeState(split)).state).toEqual(split);
    expect(writeState(split, paramsOfPart('beyond'))).toBe('');
    expect(readState('?custom=2.5&temp=4').state).toMatchObject({ custom: 2.5, temp: 4 });
    expect(readState('?temp=4').state).toMatchObject({ custom: 1, temp: 4 });
    // A bad old value is reported once, under its own name, and both stay default.
    const bad = readState('?custom=0');
    expect(bad.problems).toHaveLength(1);
    expect(bad.state).toMatchObject({ custom: 1, temp: 1 });
  });

  it('ignores unknown parameters silently', () => {
    const { state, problems } = readState('?utm_source=x&dk=8&__proto__=1&constructor=2');
    expect(problems).toEqual([]);
    expect(state.dk).toBe(8);
    expect(Object.keys(state).sort()).toEqual([...PARAM_NAMES].sort());
    expect(writeState(state)).toBe('dk=8');
  });

  it('shortens echoed hostile values and strips control characters', () => {
    const long = '<img src=x onerror=alert(1)>'.repeat(10);
    const { problems } = readState(new URLSearchParams({ dk: long }).toString());
    expect(problems[0].length).toBeLessThan(long.length);
    expect(echoValue('a\u0000b\nc')).toBe('a?b?c');
    expect(echoValue('x'.repeat(100))).toHaveLength(41);
  });
});

describe('writing the URL', () => {
  it('round-trips any state made of allowed values', () => {
    const state: AppState = {
      ...defaultState(),
      dk: 4096,
      dist: 'correlated',
      rho: 0.1 + 0.2, // 0.30000000000000004 must survive as a number that reads back equal
      seed: 0,
      scores: [16, 8, 0, -8.5],
      custom: 0.001,
    };
    const query = writeState(state);
    const back = readState(query);
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual({ ...state, rho: 0.3 });
    expect(writeState(back.state)).toBe(query);
  });

  it('writes only non-default values, in table order', () => {
    expect(writeState({ ...defaultState(), seed: 9, dk: 2 })).toBe('dk=2&seed=9');
  });

  it('limits embed links to the parameters of one part', () => {
    const names = paramsOfPart('variance');
    expect(names).toContain('dk');
    expect(names).not.toContain('divisor');
    expect(writeState({ ...defaultState(), dk: 32, divisor: 'dk' }, names)).toBe('dk=32');
  });

  it('gives Beyond every setting its live lines read, and practice its seed', () => {
    const beyond = paramsOfPart('beyond');
    for (const name of ['dk', 'heads', 'seed', 'dist', 'rho', 'scores', 'temp'] as const) {
      expect(beyond, name).toContain(name);
    }
    expect(beyond).not.toContain('custom');
    expect(paramsOfPart('fix')).not.toContain('temp');
    expect(paramsOfPart('practice')).toContain('seed');
  });
});

describe('the store', () => {
  it('applies allowed values, rejects bad ones with a message, and notifies only on change', () => {
    const store = createStore(defaultState());
    const seen: string[][] = [];
    store.subscribe(['dk'], (_state, changed) => seen.push([...changed]));
    expect(store.set({ dk: 100 })).toEqual([]);
    expect(store.set({ dk: 100 })).toEqual([]); // unchanged: no second call
    const problems = store.set({ dk: 0, seed: 5 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('dk');
    expect(store.get()).toMatchObject({ dk: 100, seed: 5 });
    expect(seen).toEqual([['dk']]);
  });

  it('stops calling a listener after unsubscribe', () => {
    const store = createStore(defaultState());
    let calls = 0;
    const stop = store.subscribe('*', () => calls++);
    store.set({ seed: 2 });
    stop();
    store.set({ seed: 3 });
    expect(calls).toBe(1);
  });
});

describe('the step 4 divisor set (tdiv)', () => {
  it('reads the kinds in any order and writes them back in the core’s order', () => {
    const { state, problems } = readState('?tdiv=dk,none');
    expect(problems).toEqual([]);
    expect(state.tdiv).toEqual(['none', 'dk']);
    expect(new URLSearchParams(writeState(state)).get('tdiv')).toBe('none,dk');
  });

  it.each(['', 'none,none', 'none,sqrt_dmodel', 'None', 'none,,dk'])(
    'falls back to the default set for tdiv=%j with a notice',
    (raw) => {
      const { state, problems } = readState(new URLSearchParams({ tdiv: raw }).toString());
      expect(state.tdiv).toEqual(PARAMS.tdiv.default);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(PARAMS.tdiv.allowed);
    },
  );

  it('round-trips every step 4 setting through the URL', () => {
    const store = createStore(defaultState());
    expect(
      store.set({
        tdk: 16,
        tdiv: ['sqrt_dk', 'custom'],
        tc: 2.5,
        topt: 'adam',
        tlrmode: 'fixed',
        tlr: 0.003,
        tseeds: 5,
        tseed: 42,
        tloss: 'scores',
        tgrad: 'wk',
        tmetric: 'entropy',
      }),
    ).toEqual([]);
    const { state, problems } = readState(writeState(store.get()));
    expect(problems).toEqual([]);
    expect(state).toEqual(store.get());
    expect(paramsOfPart('train')).toEqual(
      expect.arrayContaining(['tdk', 'tdiv', 'tc', 'topt', 'tlr', 'tloss', 'wasm']),
    );
  });

  it('reads step 4 links written under the former defaults (SGD, d_k 64) as they were meant', () => {
    // A link that set some step-4 setting but not the optimiser or d_k.
    const old = readState('tseeds=5');
    expect(old.problems).toEqual([]);
    expect(old.state).toMatchObject({ tseeds: 5, ...FORMER_TRAIN_DEFAULTS });
    expect(readState('topt=adam').state).toMatchObject({ topt: 'adam', tdk: 64 });
    expect(readState('tdk=256').state).toMatchObject({ topt: 'sgd', tdk: 256 });
    // No step-4 setting at all: today's defaults.
    expect(readState('dk=32').state).toMatchObject({
      topt: PARAMS.topt.default,
      tdk: PARAMS.tdk.default,
    });
    expect(PARAMS.topt.default).not.toBe(FORMER_TRAIN_DEFAULTS.topt);
  });

  it('spells out topt and tdk when a link carries other step 4 settings', () => {
    const store = createStore(defaultState());
    store.set({ tseeds: 5 });
    const query = new URLSearchParams(writeState(store.get()));
    expect(query.get('topt')).toBe(PARAMS.topt.default);
    expect(query.get('tdk')).toBe(String(PARAMS.tdk.default));
    expect(readState(query.toString()).state).toEqual(store.get());
    // Nothing of step 4 changed: nothing of it is written.
    expect(writeState(defaultState())).not.toContain('topt');
    for (const name of TRAIN_JOB_PARAMS) {
      expect(readState(writeState(defaultState())).state[name]).toEqual(PARAMS[name].default);
    }
  });

  it('refuses an empty set from a control and keeps the last one', () => {
    const store = createStore(defaultState());
    expect(store.set({ tdiv: [] })).toHaveLength(1);
    expect(store.get().tdiv).toEqual(PARAMS.tdiv.default);
  });
});
