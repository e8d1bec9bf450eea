// The final report of a mock interview: corrections credited first
// (credit.ts), then the five levels updated from every follow-up
// (report.ts), then one list of what to study next, each item with the page
// part that shows it live where there is one.
import type { GradeResult } from '../scorer/grade';
import type { MistakeId } from '../scorer/mistakes';
import { DIMENSIONS, RUBRIC, requirementMet, type Dimension, type Level } from '../scorer/rubric';
import { questionById, type PagePart } from './bank';
import { creditCorrections, type Correction } from './credit';
import type { QuestionGrade } from './grade-question';
import { MISTAKE_NAMES, withoutFixFirst } from '../scorer/mistake-names';
import { interviewReport } from './report';

export interface StudyNext {
  /** 'main' or a follow-up id, or the rubric dimension the gap is on. */
  from: string;
  advice: string;
  part?: PagePart;
}

export interface FinalReport {
  /** The main answer's own levels, for the before / after comparison. */
  before: Record<Dimension, Level>;
  levels: Record<Dimension, Level>;
  reasons: Record<Dimension, string[]>;
  corrections: Correction[];
  /** Mistakes made in the interview and never put right. */
  standing: MistakeId[];
  studyNext: StudyNext[];
}

/** Where each rubric dimension is shown live (communication has no one place). */
const DIMENSION_PART: Partial<Record<Dimension, PagePart>> = {
  correctness: 'variance',
  depth: 'saturation',
  tradeoffs: 'fix',
  followup: 'beyond',
};

const PARTS: readonly PagePart[] = ['variance', 'saturation', 'fix', 'beyond', 'train'];

/** '#step-fix' -> 'fix' (the mistakes table links by fragment). */
function partOfLink(link: string): PagePart | undefined {
  const part = link.replace(/^#step-/, '');
  return PARTS.find((p) => p === part);
}

/** The claim ids the follow-ups made, as key points covered (bank.ts `claims`). */
function claimsMade(followUps: readonly QuestionGrade[]): Set<string> {
  return new Set(
    followUps.flatMap((grade) => {
      const question = questionById(grade.question);
      return grade.points
        .filter((p) => p.covered)
        .flatMap((p) => question?.keyPoints.find((k) => k.id === p.id)?.claims ?? [])
        .filter((ref): ref is string => typeof ref === 'string');
    }),
  );
}

export function finalReport(main: GradeResult, followUps: readonly QuestionGrade[]): FinalReport {
  const made = claimsMade(followUps);
  /** The main answer's advice for a dimension asks for what a follow-up said. */
  const saidSince = (d: Dimension) =>
    requirementMet(main.levels[d] === 'weak' ? RUBRIC[d].strong : RUBRIC[d].staff, made);
  const credited = creditCorrections(main, followUps);
  const report = interviewReport(credited.main, [...followUps]);
  const reasons = report.reasons;
  for (const correction of credited.corrections)
    for (const lift of correction.lifted)
      reasons[lift.dimension].unshift(
        `put right “${MISTAKE_NAMES[correction.mistake]}” in a follow-up`,
      );

  const standing = [
    ...new Set([...credited.main.mistakes, ...followUps.flatMap((f) => f.mistakes)]),
  ];
  const study: StudyNext[] = [
    ...credited.main.flags.map((f) => ({
      from: 'main',
      advice: f.correction,
      part: partOfLink(f.link),
    })),
    // The main answer's advice still fits only where the interview left the level unchanged.
    // ... and not where a follow-up has since made the point it asks for.
    ...DIMENSIONS.filter(
      (d) =>
        report.levels[d] !== 'staff' &&
        report.levels[d] === main.levels[d] &&
        main.missing[d] &&
        !saidSince(d),
    ).map((d) => ({
      from: d,
      // Standing mistakes are listed first already; keep only the advice itself.
      advice: withoutFixFirst(main.missing[d] as string),
      part: DIMENSION_PART[d],
    })),
    ...report.studyNext,
  ];
  const seen = new Set<string>();
  const studyNext = study.filter((item) => !seen.has(item.advice) && !!seen.add(item.advice));
  return {
    before: { ...main.levels },
    levels: report.levels,
    reasons,
    corrections: credited.corrections,
    standing,
    studyNext,
  };
}
