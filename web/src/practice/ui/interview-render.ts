// What the mock interview shows after an answer and at the end: a follow-up's
// level with the learner's words, its key points covered or missing, its
// mistakes, and the final report. Text only (dom.ts), never HTML strings.
import { questionById } from '../interview/bank';
import type { FinalReport } from '../interview/final-report';
import type { QuestionGrade } from '../interview/grade-question';
import { DIMENSIONS, RUBRIC } from '../scorer/rubric';
import { captionedTable, el, levelBadge } from './dom';
import { MISTAKE_NAMES } from '../scorer/mistake-names';
import { readableReason } from './interview-words';
import { liveLink, liveLinkFromFragment } from './live-link';
import { renderMistakes } from './rubric-view';

function quotes(phrases: readonly string[], none: string): HTMLElement {
  if (phrases.length === 0) return el('span', { className: 'hint', text: none });
  return el(
    'ul',
    { className: 'practice-evidence' },
    ...phrases.map((p) => el('li', {}, el('q', { text: p }))),
  );
}

function pointsTable(grade: QuestionGrade): HTMLElement {
  const keyPoints = questionById(grade.question)?.keyPoints ?? [];
  const rows = grade.points.map((point) => {
    const text = keyPoints.find((k) => k.id === point.id)?.text ?? point.id;
    return el(
      'tr',
      {},
      el('th', { attrs: { scope: 'row' }, text }),
      el(
        'td',
        { attrs: { 'data-label': 'Made' } },
        el('span', {
          className: point.covered ? 'practice-covered' : 'practice-missing',
          text: point.covered ? 'covered' : 'missing',
        }),
      ),
      el(
        'td',
        { attrs: { 'data-label': 'Your words' } },
        point.covered && point.evidence
          ? el('q', { text: point.evidence })
          : el('span', { className: 'hint', text: point.covered ? '' : 'Not in your answer.' }),
      ),
    );
  });
  return captionedTable(
    'practice-points-table',
    'Key points of a full answer',
    ['Key point', 'Made?', 'Your words'],
    rows,
  );
}

/** The body under a follow-up's result heading. */
export function renderFollowUpResult(grade: QuestionGrade, embedded: boolean): HTMLElement {
  const question = questionById(grade.question);
  const covered = grade.points.filter((p) => p.covered).length;
  return el(
    'div',
    { className: 'practice-followup-result' },
    el(
      'p',
      { className: 'practice-summary' },
      'Level: ',
      levelBadge(grade.level),
      ` · ${covered} of ${grade.points.length} key points made.`,
    ),
    el('p', { className: 'practice-subhead', text: 'Your words that earned the level' }),
    quotes(grade.evidence, 'Nothing yet.'),
    pointsTable(grade),
    renderMistakes(
      grade.flags,
      el('p', { className: 'practice-subhead', text: 'Mistakes in this answer' }),
      (href) => liveLinkFromFragment(href, embedded),
    ),
    grade.missing
      ? el('p', {}, el('strong', { text: 'For the next level: ' }), grade.missing)
      : null,
    question
      ? el('p', { className: 'practice-part-link' }, liveLink(question.part, embedded))
      : null,
    question
      ? el(
          'details',
          { className: 'practice-models' },
          el('summary', { text: 'Show a model answer' }),
          el('p', { text: question.modelAnswer }),
        )
      : null,
  );
}

function levelsTable(report: FinalReport): HTMLElement {
  const rows = DIMENSIONS.map((dim) =>
    el(
      'tr',
      {},
      el('th', { attrs: { scope: 'row' }, text: RUBRIC[dim].title }),
      el('td', { attrs: { 'data-label': 'Main answer' } }, levelBadge(report.before[dim])),
      el('td', { attrs: { 'data-label': 'After the interview' } }, levelBadge(report.levels[dim])),
      el(
        'td',
        { attrs: { 'data-label': 'Why' } },
        report.reasons[dim].length
          ? report.reasons[dim].map(readableReason).join('; ')
          : el('span', { className: 'hint', text: 'Unchanged.' }),
      ),
    ),
  );
  return captionedTable(
    'practice-final-table',
    'The five rubric levels, from the main answer to the whole interview',
    ['Dimension', 'Main answer', 'After the interview', 'Why it moved'],
    rows,
  );
}

/** The body under the final report's heading. */
export function renderFinalReport(report: FinalReport, embedded: boolean): HTMLElement {
  const questionText = (id: string) => questionById(id)?.text ?? id;
  const parts: (HTMLElement | null)[] = [levelsTable(report)];
  if (report.corrections.length > 0) {
    parts.push(
      el('p', { className: 'practice-subhead', text: 'Put right during the interview' }),
      el(
        'ul',
        {},
        ...report.corrections.map((c) =>
          el('li', {
            text: `“${MISTAKE_NAMES[c.mistake]}”, put right in your answer to “${questionText(c.by)}”`,
          }),
        ),
      ),
    );
  }
  parts.push(
    el('p', { className: 'practice-subhead', text: 'Mistakes still standing' }),
    report.standing.length
      ? el('ul', {}, ...report.standing.map((m) => el('li', { text: MISTAKE_NAMES[m] })))
      : el('p', { text: 'None.' }),
    el('p', { className: 'practice-subhead', text: 'What to study next' }),
    report.studyNext.length
      ? el(
          'ul',
          { className: 'practice-study-next' },
          ...report.studyNext.map((item) =>
            el('li', {}, item.advice, ' ', item.part ? liveLink(item.part, embedded) : ''),
          ),
        )
      : el('p', { text: 'Nothing left on this rubric: every level is staff.' }),
  );
  return el('div', { className: 'practice-final-report' }, ...parts);
}
