import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { rateCard } from '../../web/src/practice/flashcards/scheduler';
import {
  parseProgress,
  serialiseProgress,
  EXPORT_APP_ID,
} from '../../web/src/practice/progress/parse';
import {
  emptyProgress,
  MAX_PROGRESS_BYTES,
  type PracticeProgress,
} from '../../web/src/practice/progress/schema';
import {
  BACKUP_KEY,
  ProgressStore,
  STORAGE_KEY,
  type KeyValueStorage,
} from '../../web/src/practice/progress/store';

const t0 = new Date('2026-03-01T09:00:00Z');

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => void (data[k] = v),
  };
}

function someProgress(): PracticeProgress {
  let p = rateCard(emptyProgress(), 'scalar', Rating.Good, t0);
  p = rateCard(p, 'mup', Rating.Again, t0);
  return {
    ...p,
    attempts: [
      {
        at: t0.toISOString(),
        levels: {
          correctness: 'strong',
          depth: 'weak',
          tradeoffs: 'staff',
          communication: 'weak',
          followup: 'strong',
        },
        mistakes: ['divide-by-dk'],
      },
    ],
    quizzes: [{ at: t0.toISOString(), correct: 7, total: 10 }],
    interviews: [
      {
        at: t0.toISOString(),
        main: {
          correctness: 'weak',
          depth: 'strong',
          tradeoffs: 'weak',
          communication: 'strong',
          followup: 'weak',
        },
        mainMistakes: ['exploding-gradients'],
        mainSeconds: 95,
        followUps: [
          { question: 'exploding-vs-vanishing', level: 'staff', mistakes: [], seconds: 40 },
          { question: 'small-dk', level: 'weak', mistakes: ['same-at-every-dk'] },
        ],
        skipped: ['divide-by-dk-mup'],
        final: {
          correctness: 'weak',
          depth: 'staff',
          tradeoffs: 'weak',
          communication: 'strong',
          followup: 'strong',
        },
      },
    ],
  };
}

describe('progress round trip', () => {
  it('exports and imports to the same progress', () => {
    const progress = someProgress();
    const parsed = parseProgress(serialiseProgress(progress, t0));
    expect(parsed).toEqual({ ok: true, progress });
    const exported = JSON.parse(serialiseProgress(progress, t0));
    expect(exported.app).toBe(EXPORT_APP_ID);
    expect(exported.exportedAt).toBe(t0.toISOString());
  });

  it('persists across a new store on the same storage (a page reload)', () => {
    const storage = memoryStorage();
    const first = new ProgressStore(storage);
    expect(first.load()).toBeNull();
    first.update(() => someProgress());
    const second = new ProgressStore(storage);
    expect(second.load()).toBeNull();
    expect(second.get()).toEqual(someProgress());
  });
});

describe('rejecting bad progress, leaving existing progress untouched', () => {
  const valid = () => JSON.parse(serialiseProgress(someProgress(), t0));
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => '{"version": 2, cards: ', /not valid JSON/],
    ['an array', () => '[1,2,3]', /must be an object/],
    ['another app', () => JSON.stringify({ ...valid(), app: 'evil' }), /another app/],
    ['a newer version', () => JSON.stringify({ ...valid(), version: 4 }), /version 4.*newer/],
    [
      'a missing version',
      () => JSON.stringify({ ...valid(), version: undefined }),
      /"version" must be an integer from 1 to 3/,
    ],
    [
      'an interview with an unknown follow-up',
      () => {
        const v = valid();
        v.interviews[0].followUps[0].question = '<img src=x onerror=alert(1)>';
        return JSON.stringify(v);
      },
      /interviews\[0\]\.followUps\[0\]\.question must be one of .*what-breaks/,
    ],
    [
      'an interview that skipped the main question',
      () => {
        const v = valid();
        v.interviews[0].skipped = ['main'];
        return JSON.stringify(v);
      },
      /interviews\[0\]\.skipped\[0\] must be one of/,
    ],
    [
      'an interview without its final levels',
      () => {
        const v = valid();
        delete v.interviews[0].final;
        return JSON.stringify(v);
      },
      /interviews\[0\]\.final must be an object/,
    ],
    [
      'negative seconds on an answer',
      () => {
        const v = valid();
        v.interviews[0].followUps[0].seconds = -5;
        return JSON.stringify(v);
      },
      /followUps\[0\]\.seconds must be an integer from 0 to 86400/,
    ],
    [
      'an unknown follow-up mistake',
      () => {
        const v = valid();
        v.interviews[0].followUps[1].mistakes = ['same-at-every-dk', 'made-up'];
        return JSON.stringify(v);
      },
      /followUps\[1\]\.mistakes\[1\] is not a known mistake id/,
    ],
    [
      '__proto__ keys',
      () => '{"version":2,"cards":{},"attempts":[],"__proto__":{"polluted":true}}',
      /"__proto__" is not allowed/,
    ],
    [
      'a constructor key',
      () => '{"version":2,"cards":{"constructor":{"prototype":{}}},"attempts":[]}',
      /not allowed/,
    ],
    [
      'HTML in a card id',
      () =>
        JSON.stringify({
          ...valid(),
          cards: { '<img src=x onerror=alert(1)>': valid().cards.scalar },
        }),
      /card id .* not allowed/,
    ],
    [
      'HTML in a level',
      () => {
        const v = valid();
        v.attempts[0].levels.depth = '<b>staff</b>';
        return JSON.stringify(v);
      },
      /levels\.depth must be one of weak, strong, staff/,
    ],
    [
      'an unknown mistake id',
      () => {
        const v = valid();
        v.attempts[0].mistakes = ['<script>'];
        return JSON.stringify(v);
      },
      /not a known mistake id/,
    ],
    [
      'a string where a number belongs',
      () => {
        const v = valid();
        v.cards.scalar.stability = '1e999';
        return JSON.stringify(v);
      },
      /cards\.scalar\.stability must be a number from 0 to 1000000/,
    ],
    [
      'an impossible date',
      () => {
        const v = valid();
        v.cards.scalar.due = '3026-01-01T00:00:00Z';
        return JSON.stringify(v);
      },
      /cards\.scalar\.due must be an ISO date/,
    ],
    [
      'more correct than asked',
      () => {
        const v = valid();
        v.quizzes[0].correct = 11;
        return JSON.stringify(v);
      },
      /correct must be an integer from 0 to 10/,
    ],
    [
      'too many attempts',
      () => {
        const v = valid();
        v.attempts = Array(501).fill(v.attempts[0]);
        return JSON.stringify(v);
      },
      /at most 500/,
    ],
    [
      'more than 1 MB',
      () => JSON.stringify({ ...valid(), padding: 'x'.repeat(MAX_PROGRESS_BYTES) }),
      /at most 1 MB/,
    ],
  ];

  it.each(cases)('rejects %s on import with a clear message', (_name, make, message) => {
    const storage = memoryStorage();
    const store = new ProgressStore(storage);
    store.update(() => someProgress());
    const before = storage.data[STORAGE_KEY];
    const outcome = store.importText(make());
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(message);
    expect(store.get()).toEqual(someProgress());
    expect(storage.data[STORAGE_KEY]).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('sets corrupt stored progress aside instead of losing or using it', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"version":2,"cards":"oops"' });
    const store = new ProgressStore(storage);
    expect(store.load()).toMatch(/unreadable and has been set aside/);
    expect(storage.data[BACKUP_KEY]).toBe('{"version":2,"cards":"oops"');
    expect(store.get()).toEqual(emptyProgress());
  });

  it('keeps working when storage throws (private mode, quota)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = new ProgressStore(broken);
    expect(store.load()).toMatch(/could not be read/);
    expect(store.update(() => someProgress())).toMatch(/could not be saved/);
    expect(store.get()).toEqual(someProgress());
  });
});

describe('migration from format version 1', () => {
  const v1 = {
    version: 1,
    cards: {
      scalar: {
        due: Date.UTC(2026, 2, 4),
        stability: 3.2,
        difficulty: 5.1,
        reps: 2,
        lapses: 0,
        state: 'Review',
        lastReview: Date.UTC(2026, 2, 1),
      },
      mup: {
        due: Date.UTC(2026, 2, 1, 9, 10),
        stability: 0.4,
        difficulty: 7,
        reps: 1,
        lapses: 1,
        state: 'Relearning',
      },
    },
    attempts: [
      {
        date: Date.UTC(2026, 1, 28),
        levels: {
          correctness: 'weak',
          depth: 'strong',
          tradeoffs: 'weak',
          communication: 'weak',
          followup: 'weak',
        },
      },
    ],
  };

  it('converts a version-1 file to the current version and saves it in the new format', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify(v1) });
    const store = new ProgressStore(storage);
    expect(store.load()).toBeNull();
    const p = store.get();
    expect(p.version).toBe(3);
    expect(p.cards.scalar).toMatchObject({
      due: '2026-03-04T00:00:00.000Z',
      last_review: '2026-03-01T00:00:00.000Z',
      state: 2,
      scheduled_days: 3,
      reps: 2,
    });
    expect(p.cards.mup.state).toBe(3);
    expect(p.attempts[0]).toEqual({
      at: '2026-02-28T00:00:00.000Z',
      levels: v1.attempts[0].levels,
      mistakes: [],
    });
    expect(p.quizzes).toEqual([]);
    expect(p.interviews).toEqual([]);
    expect(JSON.parse(storage.data[STORAGE_KEY]).version).toBe(3);
    // The migrated card keeps scheduling with ts-fsrs.
    const next = rateCard(p, 'scalar', Rating.Good, new Date('2026-03-04T10:00:00Z'));
    expect(Date.parse(next.cards.scalar.due)).toBeGreaterThan(Date.parse('2026-03-05T00:00:00Z'));
  });

  it('reports a migrated import and rejects a broken version-1 file', () => {
    const store = new ProgressStore(memoryStorage());
    expect(store.importText(JSON.stringify(v1))).toEqual({
      ok: true,
      message: expect.stringMatching(/2 cards.*converted from format version 1/),
    });
    const broken = { ...v1, cards: { scalar: { ...v1.cards.scalar, state: 'Sleeping' } } };
    expect(store.importText(JSON.stringify(broken)).message).toMatch(
      /state must be one of New, Learning, Review, Relearning/,
    );
  });
});

describe('migration from format version 2 (before mock interviews)', () => {
  // A version-2 export as the page wrote it before interviews existed.
  const v2 = () => {
    const current = JSON.parse(serialiseProgress(someProgress(), t0));
    delete current.interviews;
    return { ...current, version: 2 };
  };

  it('imports an old export with its cards, answers and quizzes, and no interviews', () => {
    const storage = memoryStorage();
    const store = new ProgressStore(storage);
    const outcome = store.importText(JSON.stringify(v2()));
    expect(outcome).toEqual({
      ok: true,
      message: expect.stringMatching(/2 cards, 1 answers and 0 mock interviews.*version 2/),
    });
    expect(store.get()).toEqual({ ...someProgress(), interviews: [] });
    expect(JSON.parse(storage.data[STORAGE_KEY]).version).toBe(3);
  });

  it('converts stored version-2 progress on load and keeps it after a reload', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify(v2()) });
    expect(new ProgressStore(storage).load()).toBeNull();
    expect(JSON.parse(storage.data[STORAGE_KEY]).version).toBe(3);
    const reloaded = new ProgressStore(storage);
    expect(reloaded.load()).toBeNull();
    expect(reloaded.get().attempts).toEqual(someProgress().attempts);
  });

  it('refuses a damaged version-2 file and changes nothing', () => {
    const storage = memoryStorage();
    const store = new ProgressStore(storage);
    store.update(() => someProgress());
    const before = storage.data[STORAGE_KEY];
    const damaged = v2();
    damaged.attempts[0].levels.depth = 'expert';
    const outcome = store.importText(JSON.stringify(damaged));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/attempts\[0\]\.levels\.depth must be one of/);
    expect(store.get()).toEqual(someProgress());
    expect(storage.data[STORAGE_KEY]).toBe(before);
  });

  it('does not let a version-2 file smuggle in interviews', () => {
    const forged = { ...v2(), interviews: [{ at: 'not checked in v2' }] };
    const parsed = parseProgress(JSON.stringify(forged));
    expect(parsed.ok && parsed.progress.interviews).toEqual([]);
  });
});
