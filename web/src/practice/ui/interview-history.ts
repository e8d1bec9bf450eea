// The list of past mock interviews kept in this browser, newest first.
import { questionById } from '../interview/bank';
import type { InterviewRecord } from '../progress/schema';
import { DIMENSIONS, RUBRIC, type Dimension, type Level } from '../scorer/rubric';
import { clear, el, formatDateTime } from './dom';

const SHOWN = 10;

function counts(levels: Record<Dimension, Level>): string {
  const staff = DIMENSIONS.filter((d) => levels[d] === 'staff').length;
  const strong = DIMENSIONS.filter((d) => levels[d] === 'strong').length;
  return `${staff} staff, ${strong} strong`;
}

function describe(record: InterviewRecord): string {
  const asked = [
    ...record.followUps.map((f) => `“${questionById(f.question)?.text ?? f.question}” ${f.level}`),
    ...record.skipped.map((id) => `“${questionById(id)?.text ?? id}” skipped`),
  ];
  const final = DIMENSIONS.map((d) => `${RUBRIC[d].title} ${record.final[d]}`).join(', ');
  return `Follow-ups: ${asked.length ? asked.join(' · ') : 'none'}. Final: ${final}.`;
}

export function renderInterviewHistory(
  list: HTMLElement,
  summary: HTMLElement,
  interviews: readonly InterviewRecord[],
): void {
  clear(list);
  summary.textContent =
    interviews.length === 0
      ? 'None yet: finished interviews are kept in this browser.'
      : `${interviews.length} finished so far.`;
  for (const record of interviews.slice(-SHOWN).reverse()) {
    list.append(
      el(
        'li',
        {},
        el('strong', {
          text: `${formatDateTime(record.at)}: ${counts(record.final)} after the interview (main answer ${counts(record.main)})`,
        }),
        el('br'),
        el('span', { className: 'hint', text: describe(record) }),
      ),
    );
  }
}
