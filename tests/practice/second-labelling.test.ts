// The second labelling of the public answers (second-labelling.ts): each
// dispute between the two blind labellers is settled in the data, and a
// field without one is a field both gave the same value.
import { describe, expect, it } from 'vitest';
import { DIMENSIONS, FOLLOWUP_ANSWERS, MAIN_ANSWERS } from './agreement';
import { SECOND, labellersOnFollowups, labellersOnMain } from './second-labelling';

const sorted = (x: unknown) => (Array.isArray(x) ? [...x].sort() : x);

describe('second labelling of the public answers', () => {
  const main = new Map(MAIN_ANSWERS.map((a) => [a.id, a]));
  const followups = new Map(FOLLOWUP_ANSWERS.map((a) => [a.id, a]));

  it('labels every public held-out answer a second time, once each', () => {
    const ids = [...SECOND.mainLabels, ...SECOND.followupLabels].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const heldOut = [...MAIN_ANSWERS, ...FOLLOWUP_ANSWERS].filter(
      (a) => a.provenance === 'public' && a.split === 'held-out',
    );
    for (const a of heldOut) expect(ids, a.id).toContain(a.id);
    for (const id of ids) expect(main.get(id) ?? followups.get(id), id).toBeDefined();
  });

  it('holds the settled value of every dispute, and both values where there was none', () => {
    for (const s of SECOND.mainLabels) {
      const answer = main.get(s.id)!;
      const disputed = new Map((s.disputes ?? []).map((d) => [d.field, d]));
      for (const d of s.disputes ?? []) expect(sorted(d.first), s.id).not.toEqual(sorted(d.second));
      for (const dim of DIMENSIONS) {
        const d = disputed.get(dim);
        expect(s.levels[dim], `${s.id} ${dim}`).toMatch(/^(weak|strong|staff)$/);
        if (d) expect(answer.levels[dim], `${s.id} ${dim}`).toBe(d.final);
        else expect(answer.levels[dim], `${s.id} ${dim}`).toBe(s.levels[dim]);
      }
      const d = disputed.get('mistakes');
      expect(sorted(answer.mistakes), s.id).toEqual(sorted(d ? d.final : s.mistakes));
    }
    for (const s of SECOND.followupLabels) {
      const answer = followups.get(s.id)!;
      const d = new Map((s.disputes ?? []).map((x) => [x.field, x]));
      expect(answer.level, s.id).toBe(d.get('level')?.final ?? s.level);
      expect(sorted(answer.mistakes), s.id).toEqual(sorted(d.get('mistakes')?.final ?? s.mistakes));
    }
  });

  it('pairs the rebuilt first labels with the second, differing only where disputed', () => {
    const pairs = labellersOnMain('held-out');
    expect(pairs.length).toBe(
      MAIN_ANSWERS.filter((a) => a.provenance === 'public' && a.split === 'held-out').length,
    );
    for (const { answer, result } of pairs) {
      const s = SECOND.mainLabels.find((x) => x.id === answer.id)!;
      const fields = new Set((s.disputes ?? []).map((d) => d.field));
      for (const dim of DIMENSIONS)
        expect(answer.levels[dim] === result.levels[dim], `${answer.id} ${dim}`).toBe(
          !fields.has(dim),
        );
    }
    expect(labellersOnFollowups('held-out').length).toBeGreaterThan(0);
  });
});
