// Backtest of the second reading (scorer/second-reading/reread.ts): for each
// held-out set that was scored once, the scorer exactly as it was at that
// commit grades the set, a model trained on every other labelled answer
// reads it a second time, and the rule joins the two. Prints agreement and
// cells two levels off before and after, for several thresholds, side by
// side. The answers held out now (agreement.ts) are in no model. Needs the
// git history (a full clone); takes a minute or two.
//   npx tsx scripts/backtest-second-reading.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DIMENSIONS,
  LEVELS,
  RUBRIC,
  type Dimension,
  type Level,
} from '../web/src/practice/scorer/rubric';
import {
  levelOdds,
  featureIndices,
  vocabularyIndex,
  type LevelOdds,
} from '../web/src/practice/scorer/second-reading/model';
import { trainModel } from '../web/src/practice/scorer/second-reading/train';
import { FOLLOWUP_ANSWERS, MAIN_ANSWERS, isHeldOut } from '../tests/practice/agreement';
import { featuresOf } from '../tests/practice/second-reading-data';

/** Each "held out and scored once" commit and the rounds it scored. */
const SCORED_ONCE: [string, string[]][] = [
  ['94c3ce2', ['o']],
  ['249e263', ['r']],
  ['799e58a', ['t']],
  ['3338f36', ['v']],
  ['7962c43', ['x']],
  ['1622c58', ['z']],
  ['fa1035a', ['aa']],
  ['ac82af7', ['ac']],
  ['d10703d', ['ae']],
  ['394ce91', ['ag']],
  ['25bd722', ['ai']],
  ['1098d40', ['ak']],
  ['d5f1c99', ['am']],
  ['37f4c95', ['ao']],
  ['0cdb5c1', ['aq']],
  ['7dd0cfb', ['as']],
  ['e3b2a42', ['au']],
  ['b76e528', ['aw']],
  ['d5671bd', ['ay', 'ba', 'bc']],
  ['14c43d6', ['be', 'bg', 'bi']],
  ['2ca35a4', ['bk', 'bm', 'bo']],
  ['a8ad2f0', ['bq', 'bs', 'bu']],
  ['f1a6e38', ['bw', 'by', 'ca']],
  ['33fd202', ['cc', 'ce', 'cg']],
  ['c09ef0c', ['ci', 'ck', 'cm']],
];
const THRESHOLDS = [0, 0.05, 0.1, 0.15, 0.25];

interface Cell {
  scale: Dimension | 'level';
  label: number;
  rules: number;
  odds: LevelOdds;
  /** A mistake the rules found caps this cell at weak. */
  capped: boolean;
}

const level = (l: Level) => LEVELS.indexOf(l);
const round = (r: string) =>
  JSON.parse(readFileSync(`tests/practice/blind-round-${r}.json`, 'utf8')) as {
    answers: { id: string; text: string; levels: Record<Dimension, Level> }[];
    followups: { id: string; question: string; answer: string; level: Level }[];
  };

async function scorerAt(commit: string) {
  const dir = join(tmpdir(), 'sqrtdk-backtest', commit);
  if (!existsSync(join(dir, 'web'))) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', commit, 'web/src', 'src/data']);
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const grade = await import(join(dir, 'web/src/practice/scorer/grade.ts'));
  const question = await import(join(dir, 'web/src/practice/interview/grade-question.ts'));
  return { gradeAnswer: grade.gradeAnswer, gradeQuestion: question.gradeQuestion };
}

const cells: Cell[] = [];
for (const [commit, rounds] of SCORED_ONCE) {
  const { gradeAnswer, gradeQuestion } = await scorerAt(commit);
  const held = rounds.map(round);
  const heldIds = new Set(held.flatMap((r) => [...r.answers, ...r.followups].map((a) => a.id)));
  const main = trainModel(
    '',
    DIMENSIONS,
    MAIN_ANSWERS.filter((a) => !heldIds.has(a.id) && !isHeldOut(a.id)).map((a) => ({
      features: featuresOf(a.text),
      levels: a.levels,
    })),
  );
  const followup = trainModel(
    '',
    ['level'],
    FOLLOWUP_ANSWERS.filter((a) => !heldIds.has(a.id) && !isHeldOut(a.id)).map((a) => ({
      features: featuresOf(a.text),
      levels: { level: a.level },
    })),
  );
  const [mainIndex, followupIndex] = [main, followup].map((m) => vocabularyIndex(m.vocabulary));
  for (const a of held.flatMap((r) => r.answers)) {
    const f = featuresOf(a.text);
    const at = featureIndices(mainIndex, f);
    const graded = gradeAnswer(a.text) as { levels: Record<Dimension, Level>; mistakes: string[] };
    for (const dim of DIMENSIONS) {
      const caps = RUBRIC[dim].caps as Record<string, unknown>;
      const capsAt = (m: string) =>
        caps[m] === 'weak' || (caps[m] as { level?: string })?.level === 'weak';
      cells.push({
        scale: dim,
        label: level(a.levels[dim]),
        rules: level(graded.levels[dim]),
        odds: levelOdds(main.scales[dim], at, f.length),
        capped: graded.mistakes.some(capsAt),
      });
    }
  }
  for (const a of held.flatMap((r) => r.followups)) {
    const f = featuresOf(a.answer);
    const graded = gradeQuestion(a.question, a.answer);
    cells.push({
      scale: 'level',
      label: level(a.level),
      rules: level(graded.level),
      capped: graded.mistakes.length > 0,
      odds: levelOdds(followup.scales.level, featureIndices(followupIndex, f), f.length),
    });
  }
  process.stderr.write(`${commit} ${rounds.join('+')} done\n`);
}

let capsFirst = false;
function joined(c: Cell, unlikely: number): number {
  if (c.rules === 0 && c.odds.weak < unlikely && !(capsFirst && c.capped)) return 1;
  if (c.rules === 2 && c.odds.staff < unlikely) return 1;
  return c.rules;
}
const scales = [...DIMENSIONS, 'level'] as const;
console.log(
  `cells: ${cells.filter((c) => c.scale !== 'level').length / 5} main answers, ${cells.filter((c) => c.scale === 'level').length} follow-ups`,
);
console.log(
  [
    'threshold',
    ...scales.map((s) => (s === 'level' ? 'follow-up' : s)),
    'main two off',
    'follow-up two off',
  ].join('\t'),
);
for (const [t, first] of [...THRESHOLDS.map((t) => [t, false] as const), [0.15, true] as const]) {
  capsFirst = first;
  const exact = scales.map((s) => {
    const of = cells.filter((c) => c.scale === s);
    return ((100 * of.filter((c) => joined(c, t) === c.label).length) / of.length).toFixed(1);
  });
  const twoOff = (main: boolean) =>
    cells.filter((c) => (c.scale !== 'level') === main && Math.abs(joined(c, t) - c.label) === 2)
      .length;
  console.log(
    [
      t === 0 ? 'rules alone' : `${t}${first ? ', caps kept' : ''}`,
      ...exact,
      twoOff(true),
      twoOff(false),
    ].join('\t'),
  );
}
