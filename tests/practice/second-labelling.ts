// The public answers labelled a second time, blind, with the disputes settled
// by a third blind reading (data/public/second-labelling.json; public
// README, "Second labelling"). The first labels are rebuilt from the
// disputes (a field without one kept its value), so the two labellers'
// agreement is measured the way the scorer's is: a noise floor for its
// figures on real text.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Dimension, Level } from '../../web/src/practice/scorer/rubric';
import {
  FOLLOWUP_ANSWERS,
  MAIN_ANSWERS,
  type LabelledFollowup,
  type LabelledMain,
  type Scored,
  type Split,
} from './agreement';

export interface Dispute {
  field: Dimension | 'mistakes' | 'level' | 'points';
  first: Level | string[];
  second: Level | string[];
  final: Level | string[];
  decision: string;
}
interface Second {
  id: string;
  mistakes: string[];
  disputes?: Dispute[];
}
export interface SecondMain extends Second {
  levels: Record<Dimension, Level>;
}
export interface SecondFollowup extends Second {
  level: Level;
  points: string[];
}

const FILE = fileURLToPath(new URL('data/public/second-labelling.json', import.meta.url));
export const SECOND = JSON.parse(readFileSync(FILE, 'utf8')) as {
  mainLabels: SecondMain[];
  followupLabels: SecondFollowup[];
};

/** The first labeller's value of a field: the disputed one, or the answer's own. */
function first<T>(second: Second, field: Dispute['field'], own: T): T {
  const dispute = second.disputes?.find((d) => d.field === field);
  return dispute ? (dispute.first as T) : own;
}

type Labels = { levels: Record<Dimension, Level>; mistakes: string[] };

/** Per public main answer of the split with a second label: the first
 *  labels as `answer`, the second as `result`. */
export function labellersOnMain(split: Split): Scored<LabelledMain, Labels>[] {
  const byId = new Map(SECOND.mainLabels.map((s) => [s.id, s]));
  return MAIN_ANSWERS.filter((a) => a.provenance === 'public' && a.split === split).flatMap(
    (answer) => {
      const second = byId.get(answer.id);
      if (!second) return [];
      const levels = Object.fromEntries(
        Object.entries(answer.levels).map(([d, l]) => [d, first(second, d as Dimension, l)]),
      ) as Record<Dimension, Level>;
      const mistakes = first(second, 'mistakes', answer.mistakes);
      return [{ answer: { ...answer, levels, mistakes }, result: second, ms: 0 }];
    },
  );
}

/** The same for the follow-up answers, on the level and the mistakes. */
export function labellersOnFollowups(
  split: Split,
): Scored<LabelledFollowup, { level: Level; mistakes: string[] }>[] {
  const byId = new Map(SECOND.followupLabels.map((s) => [s.id, s]));
  return FOLLOWUP_ANSWERS.filter((a) => a.provenance === 'public' && a.split === split).flatMap(
    (answer) => {
      const second = byId.get(answer.id);
      if (!second) return [];
      const level = first(second, 'level', answer.level);
      const mistakes = first(second, 'mistakes', answer.mistakes);
      return [{ answer: { ...answer, level, mistakes }, result: second, ms: 0 }];
    },
  );
}
