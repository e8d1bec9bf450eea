// Claim scorer on the TUNED sets: disagreements grouped by kind (false flag,
// missed mistake, two-off cell, one-off cell). Held-out sets are reported as
// aggregate figures only (their texts are never printed). `tsx scripts/claims-tuned.ts [agg]`
import { gradeAnswerByClaims } from '../web/src/practice/scorer/claim-layer/grade-claims';
import {
  DIMENSIONS,
  FOLLOWUP_ANSWERS,
  MAIN_ANSWERS,
  SETS,
  cellsTwoOff,
  falseFlags,
  inSet,
  overall,
  scoreFollowups,
  scoreMain,
  twoLevelsOff,
} from '../tests/practice/agreement';

const aggOnly = process.argv.includes('agg');
for (const s of SETS) {
  const set = scoreMain(MAIN_ANSWERS.filter(inSet(s.provenance, s.split)), gradeAnswerByClaims);
  const f = scoreFollowups(FOLLOWUP_ANSWERS.filter(inSet(s.provenance, s.split)));
  const fl = f.filter(({ answer, result }) => answer.level === result.level).length;
  const ms = Math.max(...set.map((x) => x.ms));
  console.log(
    `${s.name.padEnd(28)} overall ${(100 * overall(set)).toFixed(1)}%  two off ${cellsTwoOff(set).length}  false flags ${falseFlags(set).length}  | follow-ups ${((100 * fl) / f.length).toFixed(1)}% two off ${f.filter(({ answer, result }) => twoLevelsOff(answer.level, result.level)).length} ff ${falseFlags(f).length}  max ${ms.toFixed(1)}ms`,
  );
  if (aggOnly || s.split !== 'tuned') continue;
  const groups = new Map<string, string[]>();
  const push = (k: string, v: string) => groups.set(k, [...(groups.get(k) ?? []), v]);
  for (const { answer, result } of set) {
    for (const m of result.mistakes)
      if (!answer.mistakes.includes(m))
        push(
          `FALSE ${m}`,
          `${answer.id}: ${result.flags.find((x) => (x.id as string) === m)?.phrase}`,
        );
    for (const m of answer.mistakes)
      if (!(result.mistakes as string[]).includes(m)) push(`MISSED ${m}`, answer.id);
    for (const d of DIMENSIONS) {
      const [l, r] = [answer.levels[d], result.levels[d]];
      if (l === r) continue;
      push(`${twoLevelsOff(l, r) ? 'TWO-OFF' : 'one-off'} ${d} ${l}->${r}`, answer.id);
    }
  }
  for (const [k, v] of [...groups].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(
      `  ${k} (${v.length}): ${k.startsWith('FALSE') ? '\n    ' + v.join('\n    ') : v.join(' ')}`,
    );
}
