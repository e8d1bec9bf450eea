// Agreement of the scorer with the hand labels, shared by the labelled-set test
// and `npm run -s eval:scorer`. Which answers are held out is decided here,
// once: the newest blind rounds, kept in their own files as their authors
// wrote them (blind-round-co.json, blind-round-cq.json and blind-round-cs.json,
// written in parallel and scored once together with the same scorer; see
// LABELLING.md). Every other answer is tuned data (the second reading's model
// is trained on it), including the earlier blind rounds n, o, r, t, v, x, z,
// aa, ac, ae, ag, ai, ak, am, ao, aq, as, au, aw, ay, ba, bc, be, bg, bi, bk,
// bm, bo, bq, bs, bu, bw, by, ca, cc, ce, cg, ci, ck and cm.
import blindRoundN from './blind-round-n.json';
import blindRoundO from './blind-round-o.json';
import blindRoundR from './blind-round-r.json';
import blindRoundT from './blind-round-t.json';
import blindRoundV from './blind-round-v.json';
import blindRoundX from './blind-round-x.json';
import blindRoundZ from './blind-round-z.json';
import blindRoundAa from './blind-round-aa.json';
import blindRoundAc from './blind-round-ac.json';
import blindRoundAe from './blind-round-ae.json';
import blindRoundAg from './blind-round-ag.json';
import blindRoundAi from './blind-round-ai.json';
import blindRoundAk from './blind-round-ak.json';
import blindRoundAm from './blind-round-am.json';
import blindRoundAo from './blind-round-ao.json';
import blindRoundAq from './blind-round-aq.json';
import blindRoundAs from './blind-round-as.json';
import blindRoundAu from './blind-round-au.json';
import blindRoundAw from './blind-round-aw.json';
import blindRoundAy from './blind-round-ay.json';
import blindRoundBa from './blind-round-ba.json';
import blindRoundBc from './blind-round-bc.json';
import blindRoundBe from './blind-round-be.json';
import blindRoundBg from './blind-round-bg.json';
import blindRoundBi from './blind-round-bi.json';
import blindRoundBk from './blind-round-bk.json';
import blindRoundBm from './blind-round-bm.json';
import blindRoundBo from './blind-round-bo.json';
import blindRoundBq from './blind-round-bq.json';
import blindRoundBs from './blind-round-bs.json';
import blindRoundBu from './blind-round-bu.json';
import blindRoundBw from './blind-round-bw.json';
import blindRoundBy from './blind-round-by.json';
import blindRoundCa from './blind-round-ca.json';
import blindRoundCc from './blind-round-cc.json';
import blindRoundCe from './blind-round-ce.json';
import blindRoundCg from './blind-round-cg.json';
import blindRoundCi from './blind-round-ci.json';
import blindRoundCk from './blind-round-ck.json';
import blindRoundCm from './blind-round-cm.json';
import blindRoundCo from './blind-round-co.json';
import blindRoundCq from './blind-round-cq.json';
import blindRoundCs from './blind-round-cs.json';
import labelledMain from './labelled-answers.json';
import labelledFollowups from './labelled-followups.json';
import { gradeAnswer, type GradeResult } from '../../web/src/practice/scorer/grade';
import { FOLLOWUP_MISTAKES, MISTAKES } from '../../web/src/practice/scorer/mistakes';
import {
  DIMENSIONS,
  LEVELS,
  type Dimension,
  type Level,
} from '../../web/src/practice/scorer/rubric';
import { gradeQuestion, type QuestionGrade } from '../../web/src/practice/interview/grade-question';

export interface LabelledMain {
  id: string;
  text: string;
  levels: Record<Dimension, Level>;
  mistakes: string[];
}

export interface LabelledFollowup {
  id: string;
  question: string;
  text: string;
  level: Level;
  mistakes: string[];
}

interface BlindRound {
  /** The mistake ids its author labelled with, when not the scorer's own. */
  mistakeIds?: Record<string, string>;
  answers: LabelledMain[];
  followups: (Omit<LabelledFollowup, 'text'> & { answer: string })[];
}
const tunedBlind = [
  blindRoundN,
  blindRoundO,
  blindRoundR,
  blindRoundT,
  blindRoundV,
  blindRoundX,
  blindRoundZ,
  blindRoundAa,
  blindRoundAc,
  blindRoundAe,
  blindRoundAg,
  blindRoundAi,
  blindRoundAk,
  blindRoundAm,
  blindRoundAo,
  blindRoundAq,
  blindRoundAs,
  blindRoundAu,
  blindRoundAw,
  blindRoundAy,
  blindRoundBa,
  blindRoundBc,
  blindRoundBe,
  blindRoundBg,
  blindRoundBi,
  blindRoundBk,
  blindRoundBm,
  blindRoundBo,
  blindRoundBq,
  blindRoundBs,
  blindRoundBu,
  blindRoundBw,
  blindRoundBy,
  blindRoundCa,
  blindRoundCc,
  blindRoundCe,
  blindRoundCg,
  blindRoundCi,
  blindRoundCk,
  blindRoundCm,
] as BlindRound[];
const heldOutRounds = [blindRoundCo, blindRoundCq, blindRoundCs] as BlindRound[];
const heldOutBlind: BlindRound = {
  answers: heldOutRounds.flatMap((round) => round.answers),
  followups: heldOutRounds.flatMap((round) => round.followups),
};

const followupsOf = (round: BlindRound): LabelledFollowup[] =>
  round.followups.map(({ id, question, answer, level, mistakes }) => ({
    id,
    question,
    text: answer,
    level,
    mistakes,
  }));

export const MAIN_ANSWERS = [
  ...(labelledMain as LabelledMain[]),
  ...tunedBlind.flatMap((round) => round.answers),
  ...heldOutBlind.answers,
];
export const FOLLOWUP_ANSWERS = [
  ...(labelledFollowups as LabelledFollowup[]),
  ...tunedBlind.flatMap(followupsOf),
  ...followupsOf(heldOutBlind),
];
/** The mistake ids the held-out round's author labelled with: round n's
 *  author had only the rubric's (the follow-up grader's own ids were not in
 *  that vocabulary); the authors of rounds o, r, t, v, x and z used all of the scorer's. */
export const BLIND_MISTAKE_IDS = new Set(
  heldOutBlind.mistakeIds
    ? Object.keys(heldOutBlind.mistakeIds)
    : [...MISTAKES, ...FOLLOWUP_MISTAKES].map((m) => m.id),
);

const heldOutIds = new Set([...heldOutBlind.answers, ...heldOutBlind.followups].map((a) => a.id));
export const isHeldOut = (id: string) => heldOutIds.has(id);

/** Tuned labels we believe are wrong by LABELLING.md's rules, left as their
 *  author wrote them; LABELLING.md gives the reason for each. The tuned-set
 *  checks that demand exact agreement skip these cells, and only these. */
export const DISPUTED_LABELS: Readonly<Record<string, readonly (Dimension | 'level')[]>> = {
  n09: ['communication'],
  o02: ['followup'],
  r03: ['followup'],
  f02: ['level'],
  f08: ['level'],
  f14: ['level'],
  f23: ['level'],
};
/** Tuned mistake lists the scorer still gets wrong, with the labels right;
 *  LABELLING.md says why each was left (a rule for it would fit one answer). */
export const KNOWN_MISSED_MISTAKES: ReadonlySet<string> = new Set([
  'v04',
  'bd05',
  'bg15',
  'bh19',
  'by04',
  'ca28',
]);

export const isDisputed = (id: string, cell: Dimension | 'level') =>
  DISPUTED_LABELS[id]?.includes(cell) ?? false;
export const sameMistakes = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

export interface Scored<L, R> {
  answer: L;
  result: R;
  ms: number;
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const out = run();
  return [out, performance.now() - start];
}

export function scoreMain(
  answers = MAIN_ANSWERS,
  grade: (text: string) => GradeResult = gradeAnswer,
): Scored<LabelledMain, GradeResult>[] {
  return answers.map((answer) => {
    const [result, ms] = timed(() => grade(answer.text));
    return { answer, result, ms };
  });
}

export function scoreFollowups(
  answers = FOLLOWUP_ANSWERS,
  grade: (id: string, text: string) => QuestionGrade = gradeQuestion,
): Scored<LabelledFollowup, QuestionGrade>[] {
  return answers.map((answer) => {
    const [result, ms] = timed(() => grade(answer.question, answer.text));
    return { answer, result, ms };
  });
}

export function accuracy(subset: Scored<LabelledMain, GradeResult>[], dim: Dimension): number {
  const hits = subset.filter(({ answer, result }) => result.levels[dim] === answer.levels[dim]);
  return subset.length ? hits.length / subset.length : NaN;
}

/** counts[label][scored] over the three levels. */
export function confusion(pairs: [Level, Level][]): number[][] {
  const counts = LEVELS.map(() => LEVELS.map(() => 0));
  for (const [label, scored] of pairs) counts[LEVELS.indexOf(label)][LEVELS.indexOf(scored)]++;
  return counts;
}

export const twoLevelsOff = (label: Level, scored: Level) =>
  Math.abs(LEVELS.indexOf(label) - LEVELS.indexOf(scored)) >= 2;

export { DIMENSIONS, LEVELS };
